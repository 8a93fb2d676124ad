"""Saving, resuming, listing and replaying games: the console's side of saves/.

Every action is written before the player hears of it; resuming replays the saved actions
through the rules engine and says where the game stands.
"""

from __future__ import annotations

import datetime
import logging
import sqlite3
from typing import IO, Any

from shared_table.console.play import session_from_setup
from shared_table.console.session import PlaySession
from shared_table.core.errors import IllegalAction, InvalidInput
from shared_table.core.game import Game
from shared_table.games import all_games, find_game
from shared_table.i18n.languages import ENGLISH
from shared_table.i18n.words import words_for
from shared_table.saves.store import SaveConflict, SavedGame, SaveFileProblem, SaveStore, reason_of
from shared_table.table.setup import GameSetup
from shared_table.table.table import Table

log = logging.getLogger("shared_table")


def open_store() -> tuple[SaveStore | None, list[str]]:
    """The save store, ready to write, and what to tell the player about it (a refused file moved
    aside, or saving being off and why)."""
    try:
        store, notice = SaveStore.open()
    except SaveFileProblem as problem:
        return None, [f"Saving is off: {problem}. The game goes on, unsaved."]
    return store, [notice] if notice else []


class SavingRecorder:
    """Saves each action the session applies, before anyone hears of it.

    A write that fails never stops the game: a full disk or a read-only file keeps the unsaved
    moves and writes them all at the next move that can be saved; a game deleted or saved by
    another window stops saving. Either is said once, and nothing saved before is lost."""

    def __init__(self, table: Table, store: SaveStore, game_id: int, saved: int = 0) -> None:
        self.table, self.store, self.game_id = table, store, game_id
        self.saved = saved  # moves in the file
        self.pending: list[dict[str, Any]] = []  # moves applied but not yet written
        self.stopped = ""  # why saving stopped for good
        self.failure = ""  # why the last write failed, while it goes on failing
        self._notices: list[str] = []

    def __call__(self, action: object) -> None:
        if self.stopped:
            return
        self.pending.append(self.table.game.codec.encode_action(action))
        self._write()

    def _write(self) -> None:
        state = self.table.state
        try:
            self.store.record(self.game_id, self.saved, self.pending, state.stage, state.is_over)
        except SaveConflict as conflict:
            self.stopped = str(conflict)
            self._notices.append(f"Saving stopped: {conflict}. This game goes on unsaved; "
                                 f"its first {self.saved} moves stay saved.")
            return
        except (sqlite3.Error, OSError) as error:
            if not self.failure:
                self._notices.append(f"Saving failed: {self.store.path} could not be written ({reason_of(error)}). The game goes on, "
                                     "and its moves are saved as soon as the file can be written.")
            self.failure = reason_of(error)
            return
        if self.failure:
            self._notices.append("Saving works again: every move so far is saved.")
            self.failure = ""
        self.saved += len(self.pending)
        self.pending.clear()

    def take_back(self) -> None:
        """The last move was taken back: unsaid if it is not yet written, else removed from the save."""
        if self.stopped:
            return
        if self.pending:
            self.pending.pop()
            return
        try:
            self.store.take_back(self.game_id, self.saved - 1, self.table.state.stage)
            self.saved -= 1
        except SaveConflict as conflict:
            self.stopped = str(conflict)
            self._notices.append(f"Saving stopped: {conflict}. This game goes on unsaved.")
        except (sqlite3.Error, OSError) as error:
            # The move stays in the file; saving stops so that the file never holds a move the game has not.
            self.stopped = reason_of(error)
            self._notices.append(f"Saving stopped: the move taken back could not be removed from {self.store.path} "
                                 f"({reason_of(error)}). This game goes on unsaved.")

    def notices(self) -> list[str]:
        said, self._notices = self._notices, []
        return said

    def heard(self, moves: int) -> None:
        if self.stopped:
            return
        try:
            self.store.mark_heard(self.game_id, min(moves, self.saved))
        except (sqlite3.Error, OSError):
            log.warning("could not mark game %s heard to move %s", self.game_id, moves, exc_info=True)

    def stopping_words(self) -> str:
        if self.stopped:
            return f"Its first {self.saved} moves are saved as game {self.game_id}; the rest was not saved."
        if self.pending:
            return (f"Its last {len(self.pending)} moves could not be saved ({self.failure}); "
                    f"the moves before are: shared-table play --resume {self.game_id}.")
        return f"It is saved: go on with shared-table play --resume {self.game_id}."


def record_into(table: Table, store: SaveStore, game_id: int, moves: int = 0) -> SavingRecorder:
    """Save every action the table applies from now on, numbered from `moves`."""
    recorder = SavingRecorder(table, store, game_id, moves)
    table.recorder = recorder
    return recorder


def start_saved(store: SaveStore, session: PlaySession) -> int:
    """Save the session's game from its first move on: its kind and setup now, each move as it is made."""
    table = session.table
    game_id = store.new_game(table.game.name, table.setup.encode())  # claimed for this window as it is made
    record_into(table, store, game_id)
    return game_id


def save_new_table(store: SaveStore, session: PlaySession) -> list[str]:
    """`new` dealt another game: save it as a game of its own; what to say if it cannot be."""
    try:
        game_id = start_saved(store, session)
    except (SaveFileProblem, sqlite3.Error, OSError) as error:
        return [f"Saving is off for this game: {reason_of(error)}. It goes on, unsaved."]
    return [f"It is saved as game {game_id}."]


def kind_of(saved: SavedGame) -> Game:
    """The registered game a saved game is a game of."""
    try:
        return find_game(saved.kind)
    except InvalidInput:
        raise SaveFileProblem(f"game {saved.id} is a game of {saved.kind!r}, which this version does not have") from None


def find_saved(store: SaveStore, which: str, game: Game | None = None) -> SavedGame:
    """The game a player names by number, or the last unfinished one (of `game`, when given) for ""."""
    if not which:
        kinds = [game] if game is not None else list(all_games())
        unfinished = [saved for kind in kinds if (saved := store.last_unfinished(kind.name)) is not None]
        if not unfinished:
            title = f" of {game.title}" if game is not None else ""
            raise InvalidInput(f"there is no unfinished game{title} to resume: start one with shared-table play")
        return max(unfinished, key=lambda saved: (saved.updated, saved.id))
    number = which.strip().removeprefix("game").strip()
    saved = store.game(int(number)) if number.isascii() and number.isdecimal() else None
    if saved is None:
        known = ", ".join(str(saved.id) for saved in store.games()) or "none yet"
        raise InvalidInput(f'no saved game "{which}": the saved games are {known} (see shared-table games)')
    if game is not None and saved.kind != game.name:
        raise InvalidInput(f"game {saved.id} is a game of {kind_of(saved).title}, not {game.title}: "
                           f"resume it with shared-table play --resume {saved.id}")
    return saved


def rebuild(store: SaveStore, saved: SavedGame, verbosity: str = "", error_log: str = "", hints: bool = False) -> tuple[
    PlaySession, list[object]
]:
    """A session dealt from the game's seed, and its saved actions, checked to decode."""
    game = kind_of(saved)
    try:
        setup = GameSetup.decode(saved.setup).check_for(game)
        actions = [game.codec.decode_action(value) for value in store.actions(saved.id)]
    except InvalidInput as error:
        raise SaveFileProblem(f"game {saved.id} in {store.path} cannot be read ({error})") from None
    return session_from_setup(setup, verbosity, error_log, hints, game), actions


def resume(store: SaveStore, which: str, verbosity: str = "", error_log: str = "", hints: bool = False,
           game_kind: Game | None = None, save: bool = True) -> tuple[PlaySession, list[str]]:
    """Continue a saved game where it stopped, saving its new moves unless `save` is off or the
    store is read-only; the lines say where it stands."""
    game = find_saved(store, which, game_kind)
    save = save and not store.read_only
    if save:
        store.claim(game.id)  # one window at a time plays a game
    session, actions = rebuild(store, game, verbosity, error_log, hints)
    if save:
        record_into(session.table, store, game.id, len(actions))  # the bots' replies still owed are saved as they are played
    try:
        lines = session.resume(actions, f"game {game.id}", game.heard)
    except (IllegalAction, InvalidInput) as error:
        raise SaveFileProblem(f"game {game.id} in {store.path} does not replay by the rules ({error})") from None
    return session, lines


def replayed(store: SaveStore, which: str, verbosity: str = "") -> tuple[SavedGame, PlaySession]:
    """A saved game as far as it was played: every saved action applied, no one to move next."""
    game = find_saved(store, which)
    session, actions = rebuild(store, game, verbosity)
    try:
        session.table.replay(actions)
    except (IllegalAction, InvalidInput) as error:
        raise SaveFileProblem(f"game {game.id} in {store.path} does not replay by the rules ({error})") from None
    return game, session


def store_for_resuming_unsaved() -> SaveStore:
    """The saves read-only, when they cannot be written: a game can be resumed, though not saved."""
    try:
        return SaveStore.for_reading()[0]
    except SaveFileProblem as problem:
        raise InvalidInput(f"saved games cannot be opened ({problem}), so there is nothing to resume") from None


def store_for_reading(stderr: IO[str]) -> SaveStore:
    """The save store for commands that only read it; a notice about a refused file goes to `stderr`."""
    store, notice = SaveStore.for_reading()
    if notice:
        stderr.write(notice + "\n")
    return store


def _when(timestamp: float) -> str:
    return datetime.datetime.fromtimestamp(timestamp).strftime("%d %B %Y, %H:%M").lstrip("0")


def run_games(delete: str | None, stdout: IO[str], stderr: IO[str]) -> int:
    """`shared-table games`: one line per saved game; `--delete GAME` removes one."""
    try:
        store = store_for_reading(stderr)
        if delete is not None:
            game = find_saved(store, delete)
            store.delete(game.id)
            stdout.write(f"Deleted game {game.id}.\n")
            return 0
        games = store.games()
    except (InvalidInput, SaveFileProblem) as error:
        stderr.write(f"shared-table games: {error}.\n")
        return 2
    if not games:
        stdout.write(f"No saved games yet in {store.path}.\n")
    for game in games:
        try:
            kind = kind_of(game)
        except SaveFileProblem:
            stdout.write(f"Game {game.id}: a game of {game.kind!r}, which this version does not have.\n")
            continue
        names = game.setup.get("players", [])
        names = [str(name) for name in names] if isinstance(names, list) else []
        players = ", ".join(names) or "unknown players"
        stage = kind.stage_words(game.round, len(names), words_for(ENGLISH.code, kind.catalogs))
        state = "finished" if game.finished else f"{stage}, unfinished"
        stdout.write(f"Game {game.id}, {kind.title}: {players}; {state}; {game.moves} {'move' if game.moves == 1 else 'moves'}; "
                     f"last played {_when(game.updated)}.\n")
    return 0


def run_replay(which: str, seat_name: str | None, verbosity: str, stdout: IO[str], stderr: IO[str]) -> int:
    """`shared-table replay GAME [--seat NAME]`: the game as that seat heard it (only what it could know)."""
    try:
        store = store_for_reading(stderr)
        game, session = replayed(store, which, verbosity)
        names = session.table.names
        seat = session.seat if seat_name is None else _seat_of(seat_name, names)
        narrator = session.game.narrator(seat, names, session.words, verbosity)
    except (InvalidInput, SaveFileProblem, ValueError) as error:
        stderr.write(f"shared-table replay: {error}.\n")
        return 2
    stdout.write(f"Game {game.id}, {session.game.title}, as {names[seat]} knew it.\n")
    for line in narrator.narrate(session.table.seen[seat], None):
        stdout.write(line + "\n")
    if not session.state.is_over:
        stdout.write(f"The game stops here, unfinished: resume it with shared-table play --resume {game.id}.\n")
    return 0


def _seat_of(name: str, names: tuple[str, ...]) -> int:
    for seat, player in enumerate(names):
        if player.lower() == name.strip().lower():
            return seat
    raise InvalidInput(f'no player "{name}" in this game: the players are {", ".join(names)}')
