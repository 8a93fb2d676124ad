"""What the server and a table's saver use of a store of games (`GameStore`), so that either
store serves: SQLite's `SaveStore` (saves/store.py), a file of one process, or PostgreSQL's
`PostgresGameStore` (saves/postgres_games.py), one database several `serve` processes share.

Both raise the same things: `SaveConflict` when the game changed under us (deleted, played
elsewhere, or, in PostgreSQL, its table now hosted by another process: `LeaseLost`), an OSError
(or sqlite3.Error) when nothing could be written just now, so that a saver keeps the moves and
writes them at the next move that can be saved, and `SaveFileProblem` when the store cannot be used.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Protocol

from shared_table.core.message import Msg, msg
from shared_table.saves.store import SaveConflict, SavedGame

__all__ = ["DatabaseAway", "GameStore", "LeaseLost"]


class LeaseLost(SaveConflict):
    """A write to a served table's game this process no longer hosts: another process holds the
    table's lease now (or this one never set its fencing token). Nothing of the write was kept."""

    def __init__(self) -> None:
        super().__init__(msg("save-lease-lost"))


class DatabaseAway(OSError):
    """The database did not take a read or write, after waiting for it as long as a move may wait
    (an OSError, so that a saver keeps the moves and says it once, as for a full disk). `said`
    is why, in words a player can act on (saves/writes.py's `reason_of` says it)."""

    def __init__(self, said: Msg | str) -> None:
        super().__init__(str(said))
        self.said = said


class GameStore(Protocol):
    """The games of a server or a console, each a row of moves kept as they are made."""

    @property
    def path(self) -> Path | str:
        """Where the games are, as said to a person (a file, or a database without its password)."""
        ...

    @property
    def read_only(self) -> bool:
        """Whether nothing may be written (a read-only file, read without migrating)."""
        ...

    def new_game(self, kind: str, setup: dict[str, Any], table_code: str | None = None) -> int:
        """A new game, claimed by this process; at served table `table_code`, one of its last few."""
        ...

    def claim(self, game_id: int) -> None:
        """Mark the game as played here; GameInUse if it is played elsewhere now."""
        ...

    def release(self, game_id: int) -> None:
        """The game is no longer played here (a claim let go)."""
        ...

    def record(self, game_id: int, first: int, actions: Sequence[dict[str, Any]], round_number: int, finished: bool,
               heard: Mapping[int, tuple[int, Mapping[str, str] | None]] | None = None) -> None:
        """Save actions numbered from `first`, with how far each person has heard, all or nothing."""
        ...

    def take_back(self, game_id: int, move: int, round_number: int) -> None:
        """Remove move number `move` (from 0), the game's last, which was taken back."""
        ...

    def mark_heard(self, game_id: int, moves: int, seat: int | None = None, settings: Mapping[str, str] | None = None) -> None:
        """The person at `seat` (None: everyone) has been told about the first `moves` moves."""
        ...

    def save_heard(self, game_id: int, heard: Mapping[int, tuple[int, Mapping[str, str] | None]]) -> None:
        """How far each person has heard (seat -> moves, settings), in one transaction."""
        ...

    def heard_by(self, game_id: int) -> dict[int, int]:
        """How many moves each person has been told about, by seat."""
        ...

    def settings_by(self, game_id: int) -> dict[int, dict[str, str]]:
        """What each person chose of how things are said, by seat."""
        ...

    def game(self, game_id: int) -> SavedGame | None:
        """One game, read alone; None when there is none."""
        ...

    def checked_actions(self, game_id: int) -> tuple[list[object], int | None]:
        """The game's actions as far as each is as saved, and the number (from 1) of the first that changed."""
        ...

    def actions(self, game_id: int) -> list[object]:
        """The game's actions in order; SaveFileProblem if one changed since it was saved."""
        ...

    def cut_after(self, game_id: int, moves: int) -> None:
        """Keep only the game's first `moves` moves (the rest changed, and were copied aside)."""
        ...

    def copy_aside(self, game_id: int | None = None) -> Path | str:
        """The game `game_id` (SQLite: the whole file) copied aside as it is now: where it is kept."""
        ...

    def close(self) -> None:
        """Let go of what the store holds (a file, its locks; never a pool it was given)."""
        ...
