"""The list of tables a server hosts, kept so that a server started again reopens them: each
table's code, who sits where (their token hashes), its game once started and when it was last
used. `ServedTables` is what the server needs of such a list; `SqliteServedTables` keeps it in the
`served` table of the save file (schema 5), beside the games it names, and a copy of each open
table's row in the row of its game in play (schema 8), so that a damaged file loses neither. The issue "A table outlives
its server" puts another behind the same interface, in PostgreSQL.

A server started again reads none of it at start: each table is read when someone first comes to
it (`find`), and those nobody came back to are closed, in one statement, after a day of its sweeps.
"""

from __future__ import annotations

import json
import time
from collections.abc import Collection
from dataclasses import dataclass
from typing import Any, Protocol

from shared_table.saves.retention import forget_closed
from shared_table.saves.store import SaveStore
from shared_table.saves.writes import Transaction

_LAST_USED = "MAX(s.updated, COALESCE((SELECT g.updated FROM games g WHERE g.id = s.game_id), 0))"
"""When a table was last used: kept last, or its game's last move saved, whichever came later."""


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

    def claim(self, code: str, lobby: dict[str, Any]) -> bool:
        """Keep a new table as `code` unless a table, open or closed, from this server or another
        on the same store, has that code already: whether it was kept."""
        ...

    def keep(self, code: str, lobby: dict[str, Any], game_id: int | None) -> None:
        """Keep the table as it now is (a newer keep of the same code replaces it)."""
        ...

    def close(self, code: str) -> None:
        """The table is closed for good: not reopened."""
        ...

    def open_tables(self) -> list[ServedRow]:
        """Every table kept and not closed (a row damaged on the disk is left out)."""
        ...

    def find(self, code: str) -> ServedRow | None:
        """The table kept as `code` and not closed; None if there is none (or its row is damaged)."""
        ...

    def open_count(self) -> int:
        """How many tables are kept and not closed (reading none of them)."""
        ...

    def close_abandoned(self, before: float, in_use: Collection[str]) -> list[str]:
        """Close every table last used before `before` (seconds since the epoch), but those
        `in_use` (their server judges them itself): their codes."""
        ...

    def forget_closed(self, before: float) -> list[str]:
        """Delete a batch of tables closed before `before`, with their games: their codes."""
        ...


class SqliteServedTables:
    """The list in the save file's `served` table, written on the store's own connection."""

    def __init__(self, store: SaveStore) -> None:
        self.store = store

    def claim(self, code: str, lobby: dict[str, Any]) -> bool:
        db = self.store.db
        with Transaction(db):
            added = db.execute("INSERT OR IGNORE INTO served VALUES (?, ?, NULL, ?, 0)", (code, json.dumps(lobby), time.time()))
            return added.rowcount == 1

    def keep(self, code: str, lobby: dict[str, Any], game_id: int | None) -> None:
        db = self.store.db
        kept = json.dumps(lobby)
        with Transaction(db):
            db.execute("INSERT OR REPLACE INTO served VALUES (?, ?, ?, ?, 0)", (code, kept, game_id, time.time()))
            if game_id is not None:  # its copy, far from `served` in the file (schema 8: saves/salvage.py)
                db.execute("UPDATE games SET served_copy = ? WHERE id = ?", (kept, game_id))

    def close(self, code: str) -> None:
        db = self.store.db
        with Transaction(db):  # `updated` says from when its games are kept (saves/retention.py)
            db.execute("UPDATE served SET closed = 1, updated = ? WHERE code = ?", (time.time(), code))
            db.execute("UPDATE games SET served_copy = NULL WHERE table_code = ?", (code,))  # a salvage never reopens it

    def open_tables(self) -> list[ServedRow]:
        return self._rows("")

    def find(self, code: str) -> ServedRow | None:
        found = self._rows("AND s.code = ?", code)
        return found[0] if found else None

    def open_count(self) -> int:
        with self.store.reading():
            return int(self.store.db.execute("SELECT COUNT(*) FROM served WHERE closed = 0").fetchone()[0])

    def _rows(self, where: str, *values: object) -> list[ServedRow]:
        with self.store.reading():
            rows = self.store.db.execute(f"SELECT s.code, s.lobby, s.game_id, {_LAST_USED} FROM served s WHERE s.closed = 0 {where}",
                                         values).fetchall()
        found = []
        for code, lobby, game_id, updated in rows:
            try:
                value = json.loads(lobby)
            except (json.JSONDecodeError, TypeError):
                continue  # a row damaged on the disk: that table is not reopened
            if isinstance(code, str) and isinstance(value, dict) and isinstance(updated, (int, float)):
                found.append(ServedRow(code, value, game_id if isinstance(game_id, int) else None, float(updated)))
        return found

    def close_abandoned(self, before: float, in_use: Collection[str]) -> list[str]:
        db = self.store.db
        with Transaction(db):
            codes = [str(row[0]) for row in db.execute(f"SELECT s.code FROM served s WHERE s.closed = 0 AND {_LAST_USED} < ?", (before,))
                     if row[0] not in in_use]
            now = time.time()
            db.executemany("UPDATE served SET closed = 1, updated = ? WHERE code = ?", [(now, code) for code in codes])
            db.executemany("UPDATE games SET served_copy = NULL WHERE table_code = ?", [(code,) for code in codes])
        return codes

    def forget_closed(self, before: float) -> list[str]:
        db = self.store.db
        with Transaction(db):
            return forget_closed(db, before)
