"""The one way from a saved game to a table, for `--resume`, `replay` and a server reopening its
tables: the game's kind, its setup and its moves read back with the same checks and repairs
everywhere. A move that changed on the disk since it was saved (its check fails) is left out with
every move after it, and said; a game to be played on is first copied aside as it was and cut
there, so nothing newer is hidden and nothing is lost (docs/saves.md). A game that holds fewer
moves than someone was told of (a damaged file read back as far as it could be) says so too.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from shared_table.core.errors import IllegalAction, InvalidInput
from shared_table.core.game import Game
from shared_table.core.message import Msg, msg
from shared_table.games import find_game
from shared_table.saves.protocol import GameStore
from shared_table.saves.store import SavedGame, SaveFileProblem, reason_of
from shared_table.table.setup import GameSetup
from shared_table.table.table import Table


@dataclass(frozen=True)
class SavedTable:
    """A saved game as read back: what to deal, the moves to replay, how far each person heard,
    what each chose of how things are said, and what the people are to be told about the file."""

    saved: SavedGame
    game: Game
    setup: GameSetup
    actions: tuple[Any, ...]
    heard: dict[int, int | None]  # by person's seat: moves heard (None: all of them, an old file's)
    settings: dict[int, dict[str, str]]
    notices: tuple[Msg, ...]
    path: str  # the save file's, to say where a game that does not replay is

    def dealt(self) -> Table:
        """The table dealt from the setup, every saved move replayed, nobody told."""
        table = Table(self.game, self.setup)
        self.replay(table.play)
        return table

    def replay(self, apply: Callable[[Any], object]) -> None:
        """Apply each saved move with `apply` (a table's `play`, a host's replay of one move):
        `SaveFileProblem` when the rules refuse one."""
        try:
            for action in self.actions:
                apply(action)
        except (IllegalAction, InvalidInput) as error:
            raise SaveFileProblem(msg("save-does-not-replay", id=str(self.saved.id), path=self.path, problem=error.message)) from None


def kind_of(saved: SavedGame) -> Game:
    """The registered game a saved game is a game of."""
    try:
        return find_game(saved.kind)
    except InvalidInput:
        raise SaveFileProblem(msg("save-unknown-kind", id=str(saved.id), kind=repr(saved.kind))) from None


def read_saved(store: GameStore, saved: SavedGame, repair: bool) -> SavedTable:
    """The saved game `saved`, checked; with `repair` (a game to be played on, in a file that can
    be written), a move changed on the disk is cut with the files first copied aside.
    `SaveFileProblem` when the game cannot be read."""
    game = kind_of(saved)
    try:
        setup = GameSetup.decode(saved.setup).check_for(game)
        values, changed = store.checked_actions(saved.id)
        actions = tuple(game.codec.decode_action(value) for value in values)
    except InvalidInput as error:
        raise SaveFileProblem(msg("save-cannot-read-game", id=str(saved.id), path=str(store.path), problem=error.message)) from None
    notices: list[Msg] = []
    if changed is not None and (not repair or store.read_only):
        notices.append(msg("save-move-changed-told", move=changed, id=str(saved.id), path=str(store.path)))
    elif changed is not None:
        try:
            kept = store.copy_aside(saved.id)
            store.cut_after(saved.id, changed - 1)
        except (OSError, sqlite3.Error) as error:  # nothing is cut that is not kept
            raise SaveFileProblem(msg("save-move-changed-not-kept", move=changed, id=str(saved.id), path=str(store.path),
                                      reason=reason_of(error))) from None
        notices.append(msg("save-move-changed-cut", move=changed, id=str(saved.id), path=str(store.path), kept=str(kept)))
    everyone = None if saved.heard is None else min(saved.heard, len(actions))  # moves cut as changed are gone
    by_seat = store.heard_by(saved.id)
    if changed is None and max(by_seat.values(), default=0) > len(actions):
        # Someone was told of moves the file no longer holds: damage took them (saves/salvage.py
        # reads back what it can and keeps how far each person heard as it was).
        notices.append(msg("save-moves-lost", moves=len(actions), id=str(saved.id), heard=max(by_seat.values())))
    heard = {seat: min(by_seat[seat], len(actions)) if seat in by_seat else everyone for seat in setup.people}
    return SavedTable(saved, game, setup, actions, heard, store.settings_by(saved.id), tuple(notices), str(store.path))
