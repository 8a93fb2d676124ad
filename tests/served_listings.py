"""Both stores of the list of served tables (saves/served.py), for tests that run against each:
`listings` is parametrized, so a test that takes it runs once with SQLite's `served` table and
once with PostgreSQL's (a database of the test's own on the suite's server: tests/postgres_server.py).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from typing import Any

import pytest

from shared_table.saves.served import ServedTables, SqliteServedTables
from shared_table.saves.store import SaveStore


class Listings:
    """Makes the lists of one test, all on one store: a new one is a server started again."""

    def __init__(self, kind: str, url: str = "") -> None:
        self.kind, self.url = kind, url
        self.pools: list[Any] = []

    def make(self, store: SaveStore) -> ServedTables:
        """A list for a server on `store` (for PostgreSQL: on the test's database, a pool of its own)."""
        if self.kind == "sqlite":
            return SqliteServedTables(store)
        from shared_table.saves.postgres import connect
        from shared_table.saves.postgres_served import PostgresServedTables

        pool = connect(self.url)
        self.pools.append(pool)
        return PostgresServedTables(pool)

    def backdate(self, path: Any, code: str, when: float) -> None:
        """Say the table `code` was last kept at `when`, as a clock that jumped would (SQLite: the file at `path`)."""
        if self.kind == "sqlite":
            with sqlite3.connect(path) as db:
                db.execute("UPDATE served SET updated = ? WHERE code = ?", (when, code))
            return
        import psycopg

        with psycopg.connect(self.url, autocommit=True) as db:
            db.execute("UPDATE shared_table.served SET updated = %s WHERE code = %s", (when, code))

    def close(self) -> None:
        for pool in self.pools:
            pool.close()


@pytest.fixture(params=["sqlite", "postgres"])
def listings(request: pytest.FixtureRequest) -> Iterator[Listings]:
    """The list of served tables in each store in turn."""
    made = Listings("sqlite") if request.param == "sqlite" else Listings("postgres", request.getfixturevalue("postgres_database"))
    try:
        yield made
    finally:
        made.close()
