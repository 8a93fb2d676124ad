"""`shared-table play`: any registered game against the computer, or hot seat, in line mode.

In a terminal, a readline prompt (line_io.TerminalIO), so a screen reader hears each answer
once, in order, right after the command typed. With `--plain`, `TERM=dumb`, or when standard
input or output is not a terminal: plain lines in, plain lines out, no escape sequences at
all. Nothing is ever coloured.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import IO, TYPE_CHECKING

import platformdirs

from shared_table.config import read_settings, words_of
from shared_table.console.line_io import LineIO, PlainIO, TerminalIO, spoken, use_plain
from shared_table.console.printouts import print_to_folder
from shared_table.core.error_log import log_errors_to
from shared_table.core.errors import InvalidInput, SharedTableError
from shared_table.core.game import Game
from shared_table.core.message import msg
from shared_table.core.sounds import DEFAULT_VOLUME
from shared_table.games import default_game, every_catalog, find_game
from shared_table.i18n.languages import ENGLISH
from shared_table.i18n.words import words_for
from shared_table.saves.store import SaveFileProblem
from shared_table.sessions.play import PlaySession
from shared_table.speech.speaker import Speaker, SpeechChoice
from shared_table.table.host import Host
from shared_table.table.local_link import LocalLink
from shared_table.table.saving import WaitingRecorder
from shared_table.table.seating import BOT_NAMES, DEFAULT_PLAYERS, make_setup, seat_levels  # noqa: F401  (here for tests and tools)
from shared_table.table.setup import GameSetup
from shared_table.table.table import Table

if TYPE_CHECKING:  # the sounds' player is loaded as a game starts, not for every command
    from shared_table.sound.player import TableSounds


def error_log_path() -> Path:
    """Where unexpected errors are written (the player is told one plain sentence instead)."""
    return platformdirs.user_log_path("shared-table") / "errors.log"


def session_from_setup(
    setup: GameSetup, verbosity: str = "", error_log: str = "", hints: bool = False, game: Game | None = None,
    language: str = ENGLISH.code,
) -> PlaySession:
    """The game `setup` describes, dealt from its seed, before any move, said in `language` (a
    code): a table of its own, hosted in this process, with every person's seat at this device
    (seats without a level are people)."""
    chosen = game or default_game()
    host = Host()
    table_id = host.open(Table(chosen, setup))
    session = PlaySession(host.link(table_id, setup.people), str(verbosity), error_log, hints, words=words_for(language, chosen.catalogs))
    session.printer = print_to_folder
    return session


def local_link(session: PlaySession) -> LocalLink:
    """The session's way to its table, hosted in this process (a console's own games)."""
    assert isinstance(session.link, LocalLink), "a game of this console is hosted here"
    return session.link


def hosted(session: PlaySession) -> Table:
    """The table a console's session plays at, hosted in this process, for tools and tests: the
    session itself knows only what its seats were told, through its link."""
    return local_link(session).table


def let_go(session: PlaySession) -> None:
    """This window saves its game no more, as when it quits: another may resume it (how far
    each person heard, kept for the next move's write, is saved first)."""
    link = local_link(session)
    link.host.flush(link.table_id)
    link.host.save_with(link.table_id, None)


def new_session(
    players: int | None = None, bots: str | None = None, name: str = "Player", seed: int | None = None,
    verbosity: str = "", error_log: str = "", hints: bool = False, game: Game | str | None = None,
    language: str = ENGLISH.code,
) -> PlaySession:
    """A new game against bots, not saved (tests and benchmarks use this directly)."""
    chosen = find_game(game) if isinstance(game, str) else game or default_game()
    return session_from_setup(make_setup(players, bots, name, seed, game=chosen), verbosity, error_log, hints, chosen, language)


def run_play(
    players: int | None, bots: str | None, name: str, seed: int | None, plain: bool,
    stdin: IO[str], stdout: IO[str], stderr: IO[str], verbosity: str = "", hints: bool = False,
    speech: SpeechChoice = SpeechChoice.OFF, voice: str | None = None, rate: int | None = None,
    resume: str | None = None, save: bool = True, humans: str | None = None, game: str = "",
    braille_table: str = "ueb", prog: str = "shared-table play", options: Sequence[str] = (),
    language: str | None = None, usual_verbosity: str = "", sounds: bool = True, volume: int = DEFAULT_VOLUME,
    sounds_wav: str | None = None, sounds_asked: bool = False,
) -> int:
    """Play one game (and any new ones asked for) in `language` (a code; None: the config's or the
    locale's); 0 when the player stops, 2 for bad options. `verbosity` is the one given on this
    command line ("" when none was): it wins over a resumed game's own; `usual_verbosity` (the
    config's) is for a new game, or a resumed one that saved none. `sounds` and `volume`: the
    table's sounds (sound/), played here, or written to `sounds_wav` instead; `sounds_asked`:
    the person said `--sounds on` (a machine without sound is then said once)."""
    from shared_table.console import saved_games  # it builds sessions with this module's functions

    code = language or words_of(read_settings()[0]).code
    words = words_for(code)
    notices: list[str] = []
    try:
        chosen = find_game(game) if game else None
        path = error_log_path()
        store, notices, no_room_yet = saved_games.open_store(words) if save else (None, [], False)
        if resume is not None:
            if store is None:  # --no-save, or saving is off: the game is read and played on, unsaved
                store = saved_games.store_for_resuming_unsaved()
            session, opening = saved_games.resume(store, resume, verbosity, str(path), hints, chosen, save, code,
                                                 usual_verbosity)
        else:
            chosen = chosen or default_game()
            setup = make_setup(players, bots, name, seed, humans, chosen, options)
            session = session_from_setup(setup, verbosity or usual_verbosity, str(path), hints, chosen, code)
            if store is not None:
                saved_games.start_saved(store, session)
            elif no_room_yet:  # the disk was full: saving starts, from the first move, once it has room
                link = local_link(session)
                link.host.save_with(link.table_id, WaitingRecorder(link.table))
            opening = []
        if not 0 <= volume <= 100:
            raise InvalidInput(msg("cli-volume-bad", given=volume))
    except (InvalidInput, ValueError, SaveFileProblem) as error:
        for notice in notices:  # a damaged file set aside as the store opened is said, whatever else went wrong
            stderr.write(notice + "\n")
        said = words_for(code, every_catalog())  # a problem may name any game (a saved game of another)
        problem = said.say(error.message) if isinstance(error, SharedTableError) else str(error)
        stderr.write(said("cli-usage-error", prog=prog, problem=problem) + "\n")
        return 2
    log_errors_to(path)
    session.braille_table = braille_table
    io: LineIO = PlainIO(stdin, stdout, session.words) if use_plain(plain, stdin, stdout) else TerminalIO(
        lambda line: session.commands.completions(session, line), stdout, session.words)
    speaker = Speaker.start(speech, voice, rate, words=session.words)  # the language's voice
    session.braille_display = speaker.braille  # `braille` sends the hand there when the screen reader has a display
    if speech is not SpeechChoice.OFF:
        io.write([speaker.describe()])  # which voice, or why none: said once, in text
    from shared_table.sound.player import SoundPlayer, SoundTrack, TableSounds  # only as a game starts

    session.sounds_on, session.sound_volume, session.sounds_asked = sounds, volume, sounds_asked
    player = SoundTrack(Path(sounds_wav)) if sounds_wav else SoundPlayer.start()
    io.write(notices)
    # Where this program speaks, a move is heard at once and the computer players' moves follow,
    # queued behind it. A screen reader reading the terminal gets each answer in one write: it
    # reads a write as the text stands when it gets to it, so a second write landing while it is
    # busy with the first is read twice (tests/test_orca_terminal.py).
    session.answer_first = speaker.speaks
    try:
        return converse(io, speaker, opening or session.start(), session.handle, lambda: session.closed,
                        session.end_of_input, said=session.mark_heard, then=session.follow_on,
                        sounds=TableSounds(player, session.take_sounds, lambda: session.sound_volume, session.words.say,
                                           lambda: session.sounds_asked))
    finally:  # how far each person heard, kept for the next move's write, is saved as the game stops however it stops
        link = local_link(session)
        link.host.flush(link.table_id)


def converse(
    io: LineIO, speaker: Speaker, opening: list[str], handle: Callable[[str], list[str]], is_done: Callable[[], bool],
    end_of_input: Callable[[], list[str]], said: Callable[[], None] | None = None,
    then: Callable[[], list[str]] | None = None, sounds: TableSounds | None = None,
) -> int:
    """The line loop every console shares: read a line, interrupt speech, answer in text and
    speech alike, until done or the input ends; the last words are heard before the program ends.
    `said` runs after each answer is written (saves mark how far the player has heard); `then`,
    what follows an answer, worked out once the answer is written and said after it, unbroken;
    `sounds`, the table's, played with each answer as it is spoken."""
    try:
        _say(io, speaker, opening, said, sounds=sounds)
        while not is_done():
            line = io.read()
            speaker.stop()  # a new command interrupts whatever is still being said
            if line is None:
                _say(io, speaker, end_of_input(), said, sounds=sounds)
                break
            _say(io, speaker, handle(line), said, sounds=sounds)
            following = then() if then is not None else []
            if following:
                _say(io, speaker, following, said, interrupt=False, sounds=sounds)
        speaker.wait()
        if sounds is not None:
            sounds.out.wait()
        io.write(speaker.notices())
    finally:
        speaker.close()
        if sounds is not None:
            sounds.out.close()
    return 0


def _say(io: LineIO, speaker: Speaker, lines: list[str], said: Callable[[], None] | None = None, interrupt: bool = True,
         sounds: TableSounds | None = None) -> None:
    """Write the lines, and speak the same lines: text and speech never say different things.
    Speech stops what it was saying first, unless these lines go on from it (`interrupt`); the
    sounds of what the lines say play beside it, never queued behind it."""
    io.write(speaker.notices() + (sounds.notices() if sounds is not None else []) + lines)
    if said is not None:
        said()
    speaker.speak(spoken(lines), interrupt)
    if sounds is not None:
        sounds.play(interrupt)
