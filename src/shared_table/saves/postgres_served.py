"""The list of tables a server hosts, in PostgreSQL (issue 40, item 1): `ServedTables`
(saves/served.py) as `SqliteServedTables` keeps it, in the table `shared_table.served` of a
database several `serve` processes share (schema in saves/postgres.py), so that each sees the
tables the others keep.

Each method means what the SQLite one means, the games being in the same database
(saves/postgres_games.py): a table's "last used" is when it was kept last or its game's last move
was saved, whichever came later, and `forget_closed` deletes the tables' games with them.

A code is the table's primary key, and `keep` is one INSERT ... ON CONFLICT: one row per code
however many processes keep it at once (the newer keep replaces the older, as in SQLite).
"""

from __future__ import annotations

import time
from collections.abc import Collection
from typing import Any

from psycopg.types.json import Jsonb
from psycopg_pool import ConnectionPool

from shared_table.saves.postgres import SCHEMA, said
from shared_table.saves.retention import FORGET_BATCH
from shared_table.saves.served import ServedRow

_TABLE = f"{SCHEMA}.served"
_LAST_USED = f"GREATEST(s.updated, COALESCE((SELECT g.updated FROM {SCHEMA}.games g WHERE g.id = s.game_id), 0))"
"""When a table was last used: kept last, or its game's last move saved, whichever came later."""


class PostgresServedTables:
    """The list in PostgreSQL, each call a statement (or transaction) on a connection of `pool`
    (saves/postgres.py's `connect` makes it, migrated); safe to share between threads."""

    def __init__(self, pool: ConnectionPool) -> None:
        self.pool = pool

    def claim(self, code: str, lobby: dict[str, Any]) -> bool:
        """Keep a new table as `code` unless any table, open or closed, from any process, has it."""
        return bool(self._run(f"INSERT INTO {_TABLE} (code, lobby, game_id, updated, closed) VALUES (%s, %s, NULL, %s, FALSE)"
                              " ON CONFLICT (code) DO NOTHING RETURNING code", (code, Jsonb(lobby), time.time())))

    def keep(self, code: str, lobby: dict[str, Any], game_id: int | None) -> None:
        """Keep the table as it now is: a newer keep of the same code, from any process, replaces it."""
        self._run(f"INSERT INTO {_TABLE} (code, lobby, game_id, updated, closed) VALUES (%s, %s, %s, %s, FALSE)"
                  " ON CONFLICT (code) DO UPDATE SET lobby = EXCLUDED.lobby, game_id = EXCLUDED.game_id,"
                  " updated = EXCLUDED.updated, closed = FALSE",
                  (code, Jsonb(lobby), game_id, time.time()))

    def close(self, code: str) -> None:
        """The table is closed for good: not reopened (`updated` says from when, for `forget_closed`)."""
        self._run(f"UPDATE {_TABLE} SET closed = TRUE, updated = %s WHERE code = %s", (time.time(), code))

    def open_tables(self) -> list[ServedRow]:
        """Every table kept and not closed, by code."""
        return self._rows("")

    def find(self, code: str) -> ServedRow | None:
        """The table kept as `code` and not closed; None if there is none."""
        found = self._rows("AND s.code = %s", code)
        return found[0] if found else None

    def open_count(self) -> int:
        """How many tables are kept and not closed (reading none of them)."""
        rows = self._run(f"SELECT count(*) FROM {_TABLE} WHERE NOT closed", ())
        return int(rows[0][0])

    def close_abandoned(self, before: float, in_use: Collection[str]) -> list[str]:
        """Close every table last kept before `before` (seconds since the epoch), but those
        `in_use` (their server judges them itself), in one statement: their codes."""
        rows = self._run(f"UPDATE {_TABLE} SET closed = TRUE, updated = %s WHERE code IN (SELECT s.code FROM {_TABLE} s"
                         f" WHERE NOT s.closed AND {_LAST_USED} < %s AND NOT (s.code = ANY(%s::text[]))) RETURNING code",
                         (time.time(), before, list(in_use)))
        return sorted(str(row[0]) for row in rows)

    def forget_closed(self, before: float) -> list[str]:
        """Delete a batch (`FORGET_BATCH`) of tables closed before `before`, with every game of
        theirs (their moves and "heard" go with them: ON DELETE CASCADE), in one transaction: their codes."""
        rows = self._run(f"WITH gone AS (DELETE FROM {_TABLE} WHERE code IN (SELECT code FROM {_TABLE}"
                         " WHERE closed AND updated < %s ORDER BY updated LIMIT %s) RETURNING code),"
                         f" games AS (DELETE FROM {SCHEMA}.games WHERE table_code IN (SELECT code FROM gone))"
                         " SELECT code FROM gone", (before, FORGET_BATCH))
        return sorted(str(row[0]) for row in rows)

    def _rows(self, where: str, *values: object) -> list[ServedRow]:
        rows = self._run(f"SELECT s.code, s.lobby, s.game_id, {_LAST_USED} FROM {_TABLE} s WHERE NOT s.closed {where} ORDER BY s.code",
                         values)
        found = []
        for code, lobby, game_id, updated in rows:
            if isinstance(lobby, dict):  # JSONB holds any JSON value: a row written by hand may be no lobby
                found.append(ServedRow(str(code), lobby, game_id if isinstance(game_id, int) else None, float(updated)))
        return found

    def _run(self, statement: str, values: Collection[object]) -> list[tuple[Any, ...]]:
        """One statement in a transaction of its own (autocommit): its rows, if it returns any."""
        with said(self.pool.conninfo), self.pool.connection() as connection:
            cursor = connection.execute(statement, tuple(values))
            return cursor.fetchall() if cursor.description is not None else []
