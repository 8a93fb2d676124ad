"""The list of tables a server hosts, kept so that a server started again reopens them: each
table's code, who sits where (their token hashes), its game once started and when it was last
used. `ServedTables` is what the server needs of such a list; `SqliteServedTables` keeps it in the
`served` table of the save file (schema 5), beside the games it names. The issue "A table outlives
its server" puts another behind the same interface, in PostgreSQL.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any, Protocol

from shared_table.saves.store import SaveStore
from shared_table.saves.writes import Transaction


@dataclass(frozen=True)
class ServedRow:
    """One table as it was kept: its code, its lobby (seats, game, seed, options, generation),
    its game's id once started, and when it was last used (seconds since the epoch)."""

    code: str
    lobby: dict[str, Any]
    game_id: int | None
    updated: float


class ServedTables(Protocol):
    """What a server keeps of its tables between runs."""

    def keep(self, code: str, lobby: dict[str, Any], game_id: int | None) -> None:
        """Keep the table as it now is (a newer keep of the same code replaces it)."""
        ...

    def close(self, code: str) -> None:
        """The table is closed for good: not reopened."""
        ...

    def open_tables(self) -> list[ServedRow]:
        """Every table kept and not closed (a row damaged on the disk is left out)."""
        ...


class SqliteServedTables:
    """The list in the save file's `served` table, written on the store's own connection."""

    def __init__(self, store: SaveStore) -> None:
        self.store = store

    def keep(self, code: str, lobby: dict[str, Any], game_id: int | None) -> None:
        db = self.store.db
        with Transaction(db):
            db.execute("INSERT OR REPLACE INTO served VALUES (?, ?, ?, ?, 0)", (code, json.dumps(lobby), game_id, time.time()))

    def close(self, code: str) -> None:
        db = self.store.db
        with Transaction(db):
            db.execute("UPDATE served SET closed = 1 WHERE code = ?", (code,))

    def open_tables(self) -> list[ServedRow]:
        with self.store.reading():
            rows = self.store.db.execute("SELECT code, lobby, game_id, updated FROM served WHERE closed = 0").fetchall()
        found = []
        for code, lobby, game_id, updated in rows:
            try:
                value = json.loads(lobby)
            except (json.JSONDecodeError, TypeError):
                continue  # a row damaged on the disk: that table is not reopened
            if isinstance(code, str) and isinstance(value, dict):
                found.append(ServedRow(code, value, game_id if isinstance(game_id, int) else None, float(updated)))
        return found
