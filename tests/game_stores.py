"""Both stores of games (saves/protocol.py's `GameStore`), for tests that run against each:
`stores` is parametrized, so a test that takes it runs once with SQLite's `SaveStore` (a file of
the test's own) and once with PostgreSQL's `PostgresGameStore` (a database of the test's own on
the suite's server: tests/postgres_server.py).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from shared_table.saves.protocol import GameStore
from shared_table.saves.served import ServedTables, SqliteServedTables
from shared_table.saves.store import SaveStore


class Stores:
    """Makes the stores of one test, all on one file or database: a new one is another process
    (PostgreSQL) or the same file opened again (SQLite)."""

    def __init__(self, kind: str, folder: Path, url: str = "") -> None:
        self.kind, self.folder, self.url = kind, folder, url
        self.made: list[Any] = []
        self.pools: list[Any] = []

    def make(self, owner: str = "one") -> GameStore:
        """A store (for PostgreSQL: a pool of its own, writing as `owner`)."""
        if self.kind == "sqlite":
            store: Any = SaveStore(self.folder / "games.sqlite3")
        else:
            from shared_table.saves.postgres import connect
            from shared_table.saves.postgres_games import PostgresGameStore

            pool = connect(self.url)
            self.pools.append(pool)
            store = PostgresGameStore(pool, owner)
        self.made.append(store)
        return store  # type: ignore[no-any-return]

    def listing(self, store: GameStore) -> ServedTables:
        """The list of served tables beside `store`'s games."""
        if isinstance(store, SaveStore):
            return SqliteServedTables(store)
        from shared_table.saves.postgres_served import PostgresServedTables

        return PostgresServedTables(store.pool)  # type: ignore[attr-defined]

    def host(self, store: GameStore, code: str, token: int = 1) -> None:
        """`store`'s process hosts table `code` (PostgreSQL: holds its lease; SQLite: nothing to hold)."""
        if self.kind == "sqlite":
            return
        self.sql("INSERT INTO shared_table.leases (code, owner, token, expires) VALUES (%s, %s, %s, now() + interval '1 minute')"
                 " ON CONFLICT (code) DO UPDATE SET owner = EXCLUDED.owner, token = EXCLUDED.token", code, store.owner, token)  # type: ignore[attr-defined]
        store.fence(code, token)  # type: ignore[attr-defined]

    def sql(self, statement: str, *values: object) -> list[tuple[Any, ...]]:
        """A statement on the store's tables, as another program would run it (SQLite: `?` for `%s`)."""
        if self.kind == "sqlite":
            with sqlite3.connect(self.folder / "games.sqlite3") as db:
                return db.execute(statement.replace("%s", "?").replace("shared_table.", ""), values).fetchall()
        import psycopg

        with psycopg.connect(self.url, autocommit=True) as db:
            cursor = db.execute(statement, values)
            return cursor.fetchall() if cursor.description is not None else []

    def close(self) -> None:
        for store in self.made:
            store.close()
        for pool in self.pools:
            pool.close()


@pytest.fixture(params=["sqlite", "postgres"])
def stores(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Stores]:
    """The games in each store in turn."""
    if request.param == "sqlite":
        made = Stores("sqlite", tmp_path)
    else:
        made = Stores("postgres", tmp_path, request.getfixturevalue("postgres_database"))
    try:
        yield made
    finally:
        made.close()
