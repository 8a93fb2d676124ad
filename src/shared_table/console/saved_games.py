"""Saving, resuming, listing and replaying games: the console's side of saves/.

Every action is written before the player hears of it; resuming replays the saved actions
through the rules engine and says where the game stands.
"""

from __future__ import annotations

import datetime
from typing import IO

from shared_table.console.play import session_from_setup
from shared_table.console.session import PlaySession
from shared_table.core.errors import IllegalAction, InvalidInput
from shared_table.games.fivecrowns.actions import Action
from shared_table.narration.fivecrowns import Narrator, Verbosity
from shared_table.saves.codec import GameSetup, decode_action, encode_action
from shared_table.saves.store import SavedGame, SaveFileProblem, SaveStore

KIND = "fivecrowns"


def open_store() -> tuple[SaveStore | None, list[str]]:
    """The save store, and what to tell the player about it (a refused file, or saving being off)."""
    try:
        store, notice = SaveStore.open_or_fresh()
    except SaveFileProblem as problem:
        return None, [f"Saving is off: {problem}. The game goes on, unsaved."]
    return store, [notice] if notice else []


def record_into(session: PlaySession, store: SaveStore, game_id: int, moves: int = 0) -> None:
    """Save every action the session applies from now on, numbered from `moves`."""
    counter = [moves]

    def record(action: Action) -> None:
        store.record(game_id, counter[0], encode_action(action), session.state.round_number, session.state.is_over)
        counter[0] += 1

    session.recorder = record


def start_saved(store: SaveStore, setup: GameSetup, session: PlaySession) -> int:
    game_id = store.new_game(KIND, setup.encode())
    record_into(session, store, game_id)
    return game_id


def find_game(store: SaveStore, which: str) -> SavedGame:
    """The game a player names by number, or the last unfinished one for ""."""
    if not which:
        game = store.last_unfinished(KIND)
        if game is None:
            raise InvalidInput("there is no unfinished game to resume: start one with shared-table play")
        return game
    number = which.strip().removeprefix("game").strip()
    game = store.game(int(number)) if number.isdigit() else None
    if game is None or game.kind != KIND:
        known = ", ".join(str(saved.id) for saved in store.games()) or "none yet"
        raise InvalidInput(f'no saved game "{which}": the saved games are {known} (see shared-table games)')
    return game


def rebuild(store: SaveStore, game: SavedGame, verbosity: Verbosity, error_log: str = "", hints: bool = False) -> tuple[
    PlaySession, list[Action]
]:
    """A session dealt from the game's seed, and its saved actions, checked to decode."""
    try:
        setup = GameSetup.decode(game.setup)
        actions = [decode_action(value) for value in store.actions(game.id)]
    except InvalidInput as error:
        raise SaveFileProblem(f"game {game.id} in {store.path} cannot be read ({error})") from None
    return session_from_setup(setup, verbosity, error_log, hints), actions


def resume(store: SaveStore, which: str, verbosity: Verbosity, error_log: str = "", hints: bool = False) -> tuple[PlaySession, list[str]]:
    """Continue a saved game where it stopped; the lines say where that is."""
    game = find_game(store, which)
    session, actions = rebuild(store, game, verbosity, error_log, hints)
    try:
        lines = session.resume(actions, f"game {game.id}")
    except (IllegalAction, InvalidInput) as error:
        raise SaveFileProblem(f"game {game.id} in {store.path} does not replay by the rules ({error})") from None
    record_into(session, store, game.id, len(actions))
    return session, lines


def replayed(store: SaveStore, which: str, verbosity: Verbosity = Verbosity.NORMAL) -> tuple[SavedGame, PlaySession]:
    """A saved game as far as it was played: every saved action applied, no one to move next."""
    game = find_game(store, which)
    session, actions = rebuild(store, game, verbosity)
    try:
        for action in actions:
            session.state.apply(action)
    except (IllegalAction, InvalidInput) as error:
        raise SaveFileProblem(f"game {game.id} in {store.path} does not replay by the rules ({error})") from None
    return game, session


def store_for_reading(stderr: IO[str]) -> SaveStore:
    """The save store for commands that only read it; a notice about a refused file goes to `stderr`."""
    store, notice = SaveStore.open_or_fresh()
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
            game = find_game(store, delete)
            store.delete(game.id)
            stdout.write(f"Deleted game {game.id}.\n")
            return 0
        games = [game for game in store.games() if game.kind == KIND]
    except (InvalidInput, SaveFileProblem) as error:
        stderr.write(f"shared-table games: {error}.\n")
        return 2
    if not games:
        stdout.write(f"No saved games yet in {store.path}.\n")
    for game in games:
        players = ", ".join(game.setup.get("players", [])) or "unknown players"
        state = "finished" if game.finished else f"round {game.round}, unfinished"
        stdout.write(f"Game {game.id}: {players}; {state}; {game.moves} moves; last played {_when(game.updated)}.\n")
    return 0


def run_replay(which: str, seat_name: str | None, verbosity: str, stdout: IO[str], stderr: IO[str]) -> int:
    """`shared-table replay GAME [--seat NAME]`: the game as that seat heard it (only what it could know)."""
    try:
        store = store_for_reading(stderr)
        game, session = replayed(store, which, Verbosity(verbosity))
        names = session.state.settings.players
        seat = session.seat if seat_name is None else _seat_of(seat_name, names)
    except (InvalidInput, SaveFileProblem, ValueError) as error:
        stderr.write(f"shared-table replay: {error}.\n")
        return 2
    narrator = Narrator(seat, names, Verbosity(verbosity))
    stdout.write(f"Game {game.id}, as {names[seat]} knew it.\n")
    for line in narrator.narrate(session.state.events_for(seat)):
        stdout.write(line + "\n")
    if not session.state.is_over:
        stdout.write(f"The game stops here, unfinished: resume it with shared-table play --resume {game.id}.\n")
    return 0


def _seat_of(name: str, names: tuple[str, ...]) -> int:
    for seat, player in enumerate(names):
        if player.lower() == name.strip().lower():
            return seat
    raise InvalidInput(f'no player "{name}" in this game: the players are {", ".join(names)}')
