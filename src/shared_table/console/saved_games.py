"""Saving, resuming, listing and replaying games: the console's side of saves/.

Every action is written before the player hears of it; resuming replays the saved actions
through the rules engine and says where the game stands.
"""

from __future__ import annotations

import datetime
from typing import IO

from babel.dates import format_datetime

from shared_table.console.play import local_link, session_from_setup
from shared_table.core.errors import IllegalAction, InvalidInput
from shared_table.core.game import Game
from shared_table.core.message import msg
from shared_table.core.numbers import whole_number
from shared_table.games import all_games, every_catalog
from shared_table.i18n.languages import ENGLISH
from shared_table.i18n.words import Words, words_for
from shared_table.saves.store import NoRoomYet, SavedGame, SaveFileProblem, SaveStore
from shared_table.sessions.person import retell
from shared_table.sessions.play import PlaySession
from shared_table.table.restore import SavedTable, kind_of, read_saved
from shared_table.table.saving import SavingRecorder, start_saving
from shared_table.table.table import Table


def open_store(words: Words | None = None) -> tuple[SaveStore | None, list[str], bool]:
    """The save store, ready to write; what to tell the player about it in `words` (a refused
    file moved aside, or saving being off and why); and whether it is worth trying again later
    (the disk had no room)."""
    words = words or words_for(ENGLISH.code)
    try:
        store, notice = SaveStore.open(words=words)
    except NoRoomYet as problem:
        return None, [words("save-off-for-now", problem=problem.message)], True
    except SaveFileProblem as problem:
        return None, [words("save-off", problem=problem.message)], False
    return store, [notice] if notice else [], False


def record_into(session: PlaySession, store: SaveStore, game_id: int, moves: int = 0) -> SavingRecorder:
    """Save every action the session's table applies from now on, numbered from `moves`."""
    link = local_link(session)
    recorder = SavingRecorder(link.table, store, game_id, moves)
    link.host.save_with(link.table_id, recorder)
    return recorder


def start_saved(store: SaveStore, session: PlaySession) -> int:
    """Save the session's game from its first move on: its kind and setup now, each move as it is made."""
    link = local_link(session)
    recorder = start_saving(link.table, store)
    link.host.save_with(link.table_id, recorder)
    return recorder.game_id


def find_saved(store: SaveStore, which: str, game: Game | None = None) -> SavedGame:
    """The game a player names by number, or the last unfinished one (of `game`, when given) for ""."""
    if not which:
        kinds = [game] if game is not None else list(all_games())
        unfinished = [saved for kind in kinds if (saved := store.last_unfinished(kind.name)) is not None]
        if not unfinished:
            if game is not None:
                raise InvalidInput(msg("save-nothing-of-game-to-resume", game=msg(f"{game.name}-title")))
            raise InvalidInput(msg("save-nothing-to-resume"))
        return max(unfinished, key=lambda saved: (saved.updated, saved.id))
    number = which.strip().removeprefix("game").strip()
    chosen = whole_number(number)
    saved = store.game(chosen) if chosen is not None else None
    if saved is None:
        known = ", ".join(str(saved.id) for saved in store.games())
        if not known:
            raise InvalidInput(msg("save-no-games-yet", given=which))
        raise InvalidInput(msg("save-no-such-game", given=which, known=known))
    if game is not None and saved.kind != game.name:
        kind = msg(f"{kind_of(saved).name}-title")
        raise InvalidInput(msg("save-other-game", id=str(saved.id), kind=kind, game=msg(f"{game.name}-title")))
    return saved


def resume(store: SaveStore, which: str, verbosity: str = "", error_log: str = "", hints: bool = False,
           game_kind: Game | None = None, save: bool = True, language: str = ENGLISH.code,
           usual_verbosity: str = "") -> tuple[PlaySession, list[str]]:
    """Continue a saved game where it stopped (read back as every saved game is: table/restore.py),
    saving its new moves unless `save` is off or the store is read-only; the lines say where it stands.

    Verbosity, as a mature program picks a setting: `verbosity` (given on this command line) wins,
    else what each person had when the game was saved, else `usual_verbosity` (the config's, or
    the default), else the game's own."""
    game = find_saved(store, which, game_kind)
    save = save and not store.read_only
    if save:
        store.claim(game.id)  # one window at a time plays a game
    restored = read_saved(store, game, repair=save)
    session = session_from_setup(restored.setup, verbosity, error_log, hints, restored.game, language)
    link = local_link(session)
    if save:  # the bots' replies still owed are saved as they are played
        record_into(session, store, game.id, len(restored.actions))
    if not verbosity and usual_verbosity:  # the config's, unless the saved game says otherwise (next line)
        for person in session.humans.values():
            person.narrator.restore({"verbosity": usual_verbosity})
    session.restore_settings(restored.settings)  # `sort rank` and the like, as each person left them
    restored.replay(lambda action: link.host.replay(link.table_id, [action]))  # every seat told each saved move, none saved again
    try:
        lines = session.resume(session.words("save-game-number", id=str(game.id)), restored.heard)
    except (IllegalAction, InvalidInput) as error:
        raise SaveFileProblem(msg("save-does-not-replay", id=str(game.id), path=str(store.path), problem=error.message)) from None
    return session, [*map(session.words.say, restored.notices), *lines]


def replayed(store: SaveStore, which: str, language: str = ENGLISH.code) -> tuple[SavedTable, Table, list[str]]:
    """A saved game as far as it was played (read back as every saved game is: table/restore.py),
    every saved action applied, no one to move next; and what is to be said first (moves that
    changed on the disk are left out, and said)."""
    restored = read_saved(store, find_saved(store, which), repair=False)
    words = words_for(language, every_catalog())
    return restored, restored.dealt(), [words.say(notice) for notice in restored.notices]


def store_for_resuming_unsaved() -> SaveStore:
    """The saves read-only, when they cannot be written: a game can be resumed, though not saved."""
    try:
        return SaveStore.for_reading()[0]
    except SaveFileProblem as problem:
        raise InvalidInput(msg("save-cannot-open", problem=problem.message)) from None


def store_for_reading(stderr: IO[str], words: Words | None = None) -> SaveStore:
    """The save store for commands that only read it; a notice about a refused file goes to `stderr`."""
    store, notice = SaveStore.for_reading(words=words)
    if notice:
        stderr.write(notice + "\n")
    return store


def _when(timestamp: float, words: Words) -> str:
    """"5 March 2024, 14:03", in the language's month names."""
    moment = datetime.datetime.fromtimestamp(timestamp)
    return format_datetime(moment, words("save-when-format"), locale=words.language.locale)


def run_games(delete: str | None, stdout: IO[str], stderr: IO[str], language: str = ENGLISH.code) -> int:
    """`shared-table games`: one line per saved game; `--delete GAME` removes one."""
    words = words_for(language, every_catalog())
    try:
        store = store_for_reading(stderr, words)
        if delete is not None:
            game = find_saved(store, delete)
            store.delete(game.id)
            stdout.write(words("save-deleted", id=str(game.id)) + "\n")
            return 0
        games = store.games()
    except (InvalidInput, SaveFileProblem) as error:
        stderr.write(words("cli-problem", prog="shared-table games", problem=words.say(error.message)) + "\n")
        return 2
    if not games:
        stdout.write(words("save-none", path=str(store.path)) + "\n")
    for game in games:
        try:
            kind = kind_of(game)
        except SaveFileProblem:
            stdout.write(words("save-listed-unknown", id=str(game.id), kind=repr(game.kind)) + "\n")
            continue
        names = game.setup.get("players", [])
        names = [str(name) for name in names] if isinstance(names, list) else []
        players = ", ".join(names)  # the seats in order, a list to read, not a sentence
        stage = kind.stage_words(game.round, len(names), words_for(language, kind.catalogs))
        title = words(f"{kind.name}-title")
        stdout.write(words("save-listed", id=str(game.id), game=title, players=players or words("save-unknown-players"),
                           finished="yes" if game.finished else "no", stage=stage, moves=game.moves,
                           when=_when(game.updated, words)) + "\n")
    return 0


def run_replay(which: str, seat_name: str | None, verbosity: str, stdout: IO[str], stderr: IO[str], language: str = ENGLISH.code,
               part: int | None = None) -> int:
    """`shared-table replay GAME [--seat NAME] [--round N]`: the game as that seat heard it (only
    what it could know), whole or only its round (part) N, as `replay round N` says it in a game."""
    words = words_for(language, every_catalog())
    try:
        store = store_for_reading(stderr, words)
        restored, table, notices = replayed(store, which, language)
        game, kind, names = restored.saved, restored.game, table.names
        said = words_for(language, kind.catalogs)
        seat = restored.setup.human_seat if seat_name is None else _seat_of(seat_name, names)
        narrator = kind.narrator(seat, names, said, verbosity)
        seen = table.seen[seat]
        parts = kind.replay_parts(seen, said)
        if part is not None and not 1 <= part <= len(parts):
            unit = kind.replay_unit
            raise InvalidInput(msg("save-replay-no-such", id=str(game.id), count=len(parts), over="yes" if table.state.is_over else "no",
                                   parts=said(f"{unit}-count", count=len(parts))))
    except (InvalidInput, SaveFileProblem) as error:
        stderr.write(words("cli-problem", prog="shared-table replay", problem=words.say(error.message)) + "\n")
        return 2
    except ValueError as error:
        stderr.write(words("cli-problem", prog="shared-table replay", problem=str(error)) + "\n")
        return 2
    for notice in notices:
        stderr.write(notice + "\n")
    stdout.write(words("save-replay-header", id=str(game.id), game=words(f"{kind.name}-title"), name=names[seat]) + "\n")
    lines = retell(narrator, seen, parts, part or 0)
    if part is not None and parts[part - 1].heading:
        lines = [parts[part - 1].heading, *lines]
    for line in lines:
        stdout.write(line + "\n")
    if not table.state.is_over and (part is None or part == len(parts)):
        stdout.write(words("save-replay-unfinished", id=str(game.id)) + "\n")
    return 0


def _seat_of(name: str, names: tuple[str, ...]) -> int:
    for seat, player in enumerate(names):
        if player.lower() == name.strip().lower():
            return seat
    raise InvalidInput(msg("save-no-player", given=name, names=", ".join(names)))
