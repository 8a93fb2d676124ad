"""A server's saves in PostgreSQL (issue 40), for several `serve` processes sharing one database:
the connection pool (psycopg 3, psycopg_pool), the schema and its migrations, and a database
that cannot be used said as one sentence (`DatabaseProblem`), never as a driver's traceback.

Everything lives in the schema `shared_table` of the database named, beside whatever else that
database holds. `schema_version` has a row per migration applied; each migration runs in one
transaction, under an advisory lock, so that processes started together migrate it once, and a
database a newer Shared Table migrated further is refused, as a newer save file is.

What lives here: the list of served tables (saves/postgres_served.py), the games, their moves,
how far each person heard them and what each chose (saves/postgres_games.py), and each table's
lease, which the process hosting it holds; and what every process counts together
(postgres_limits.py: tries at joining; postgres_sweep.py: idle tables) (docs/saves.md, "PostgreSQL").
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Sequence
from typing import Any

import psycopg
from psycopg.conninfo import conninfo_to_dict
from psycopg_pool import ConnectionPool

from shared_table.core.message import msg
from shared_table.saves.files import SaveFileProblem

SCHEMA = "shared_table"
SCHEMA_VERSION = 3
MIGRATIONS: dict[int, Sequence[str]] = {
    # The tables a server hosts: as SQLite's `served` (saves/store.py, schema 5), the lobby as JSONB.
    # A code is the primary key: one row per table code, whichever process keeps it.
    1: (
        f"CREATE TABLE {SCHEMA}.served (code TEXT PRIMARY KEY, lobby JSONB NOT NULL, game_id BIGINT,"
        " updated DOUBLE PRECISION NOT NULL, closed BOOLEAN NOT NULL DEFAULT FALSE)",
        f"CREATE INDEX served_open ON {SCHEMA}.served (updated) WHERE NOT closed",  # the sweep's close_abandoned
        f"CREATE INDEX served_closed ON {SCHEMA}.served (updated) WHERE closed",  # forget_closed
    ),
    # The games, as SQLite's at schema 8 (saves/schema.py) less what a damaged file needs, and each
    # served table's lease: which process hosts it, its fencing token, until when (saves/postgres_games.py).
    2: (
        f"CREATE TABLE {SCHEMA}.games (id BIGSERIAL PRIMARY KEY, kind TEXT NOT NULL, setup JSONB NOT NULL,"
        " created DOUBLE PRECISION NOT NULL, updated DOUBLE PRECISION NOT NULL, round INTEGER NOT NULL DEFAULT 1,"
        " finished BOOLEAN NOT NULL DEFAULT FALSE, heard INTEGER, table_code TEXT)",
        f"CREATE INDEX games_by_table ON {SCHEMA}.games (table_code)",
        f"CREATE TABLE {SCHEMA}.actions (game_id BIGINT NOT NULL REFERENCES {SCHEMA}.games (id) ON DELETE CASCADE,"
        " n INTEGER NOT NULL, action TEXT NOT NULL, checked TEXT, PRIMARY KEY (game_id, n))",
        f"CREATE TABLE {SCHEMA}.heard (game_id BIGINT NOT NULL REFERENCES {SCHEMA}.games (id) ON DELETE CASCADE,"
        " seat INTEGER NOT NULL, moves INTEGER NOT NULL, settings JSONB, PRIMARY KEY (game_id, seat))",
        f"CREATE TABLE {SCHEMA}.leases (code TEXT PRIMARY KEY, owner TEXT NOT NULL, token BIGINT NOT NULL,"
        " expires TIMESTAMPTZ NOT NULL, wanted_by TEXT)",
        # A game's rows as they were before moves that changed were cut (`copy_aside`): never deleted here.
        f"CREATE TABLE {SCHEMA}.set_aside (id BIGSERIAL PRIMARY KEY, game_id BIGINT NOT NULL,"
        " copied TIMESTAMPTZ NOT NULL DEFAULT now(), game JSONB NOT NULL, actions JSONB NOT NULL, heard JSONB NOT NULL)",
    ),
    # What every process must count together (saves/postgres_limits.py, saves/postgres_sweep.py).
    # Each try at opening or joining, a row while it counts (a minute): UNLOGGED, as a crash that
    # forgets the last minute's tries loses nothing worth its WAL. The idleness of each table
    # nobody hosts, and when any process last swept, on the database's clock.
    3: (
        f"CREATE UNLOGGED TABLE {SCHEMA}.join_tries (id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,"
        " scope TEXT NOT NULL, at TIMESTAMPTZ NOT NULL DEFAULT now())",
        f"CREATE INDEX join_tries_scope ON {SCHEMA}.join_tries (scope, at)",  # a take counts its scope's minute
        f"CREATE INDEX join_tries_at ON {SCHEMA}.join_tries (at)",  # and deletes the oldest of any scope
        f"ALTER TABLE {SCHEMA}.served ADD COLUMN idle DOUBLE PRECISION NOT NULL DEFAULT 0",
        f"CREATE TABLE {SCHEMA}.last_sweep (one BOOLEAN PRIMARY KEY DEFAULT TRUE CHECK (one), at TIMESTAMPTZ NOT NULL)",
    ),
}
"""Schema version -> the statements that bring version - 1 up to it."""

MIGRATION_LOCK = 0x5348_4152_4544  # "SHARED": the advisory lock every process migrates under
POOL_SIZE = 4
"""Connections a process keeps at most: every use is one short statement or transaction."""
CONNECT_SECONDS = 10.0


class DatabaseProblem(SaveFileProblem):
    """The database cannot be used just now, or is not one this version can use: the message says
    which and why (a SaveFileProblem, so that the server's handling of a save file's troubles
    handles it too)."""


def place(url: str) -> str:
    """The database named by `url`, as said to a person: host and name, never a password."""
    try:
        parts = conninfo_to_dict(url)
    except psycopg.ProgrammingError:
        return "given with --database"
    host = str(parts.get("host") or "localhost")
    port = f":{parts['port']}" if parts.get("port") else ""
    name = parts.get("dbname") or parts.get("user") or ""
    if host.startswith("/"):  # a unix socket's folder: no URL says it plainly
        return f"{name} (PostgreSQL, socket in {host})"
    return f"postgresql://{host}{port}/{name}"


def connect(url: str, size: int = POOL_SIZE, seconds: float = CONNECT_SECONDS) -> ConnectionPool:
    """A pool of connections to `url`, open, its schema migrated to this version's. A database
    that does not answer within `seconds`, or that a newer version migrated, is a DatabaseProblem."""
    pool = ConnectionPool(url, min_size=1, max_size=size, open=False, kwargs={"autocommit": True},
                          timeout=seconds, name="shared-table")
    try:
        with said(url, "save-database-unreachable"):
            # One connection first, at once: its error says why (the pool's would say only that it waited).
            psycopg.connect(url, connect_timeout=max(1, round(seconds)), autocommit=True).close()
            pool.open(wait=True, timeout=seconds)
            migrate(pool, url)
    except BaseException:
        pool.close()
        raise
    return pool


@contextlib.contextmanager
def said(url: str, sentence: str = "save-not-now") -> Iterator[None]:
    """A driver's error inside, raised again as a DatabaseProblem naming the database (in
    `sentence`: at the start, one that says what to check)."""
    try:
        yield
    except psycopg.Error as error:  # the pool's timeout too (an OperationalError)
        detail = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
        raise DatabaseProblem(msg(sentence, path=place(url), error=detail)) from error


def migrate(pool: ConnectionPool, url: str = "") -> int:
    """Bring the schema up to SCHEMA_VERSION, a migration a transaction: the version it was at."""
    with pool.connection() as connection, connection.transaction():
        connection.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK,))
        connection.execute(f"CREATE SCHEMA IF NOT EXISTS {SCHEMA}")
        connection.execute(f"CREATE TABLE IF NOT EXISTS {SCHEMA}.schema_version (version INTEGER PRIMARY KEY,"
                           " applied TIMESTAMPTZ NOT NULL DEFAULT now())")
        found = connection.execute(f"SELECT max(version) FROM {SCHEMA}.schema_version").fetchone()
        before = int(found[0]) if found is not None and found[0] is not None else 0
        if before > SCHEMA_VERSION:
            raise DatabaseProblem(msg("save-newer", path=place(url or pool.conninfo), version=before, newest=SCHEMA_VERSION))
    for step in range(before + 1, SCHEMA_VERSION + 1):
        with pool.connection() as connection, connection.transaction():
            connection.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK,))
            done = connection.execute(f"SELECT 1 FROM {SCHEMA}.schema_version WHERE version = %s", (step,)).fetchone()
            if done is not None:
                continue  # another process migrated it while we waited for the lock
            for statement in MIGRATIONS[step]:
                connection.execute(statement)
            connection.execute(f"INSERT INTO {SCHEMA}.schema_version (version) VALUES (%s)", (step,))
    return before


def version(pool: ConnectionPool) -> int:
    """The schema version the database is at (0: none yet)."""
    with pool.connection() as connection:
        found: Any = connection.execute(f"SELECT max(version) FROM {SCHEMA}.schema_version").fetchone()
    return int(found[0]) if found is not None and found[0] is not None else 0
