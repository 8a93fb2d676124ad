"""Tries at opening and joining tables, counted in PostgreSQL for every `serve` process on one
database together (issue 40, item 7); net/shared_join_limit.py's `SharedJoinLimit` keeps its
counts here, and decides what they mean.

A try is a row of `shared_table.join_tries` (migration 3, saves/postgres.py) in its scope (an
address's own, or the server's wrong codes) for as long as it counts. `take` counts each scope's
rows of the last `window` seconds and adds one where there is room, in one transaction that
first takes an advisory lock per scope, so that tries from any number of processes at once cannot
all pass one count made before any of them was added. Times are the database's (`now()`), so
processes whose clocks differ agree on what the last minute is. Each take also deletes a batch of
rows older than the window, of any scope, skipping rows another take is deleting at that moment:
the table holds about a window's tries, never all there ever were.
"""

from __future__ import annotations

import zlib
from collections.abc import Collection, Sequence

from psycopg_pool import ConnectionPool

from shared_table.saves.postgres import SCHEMA, said

_TRIES = f"{SCHEMA}.join_tries"
LOCK_CLASS = 0x4A4F_494E  # "JOIN": the first key of the two-key advisory lock each scope is counted under
FORGET_BATCH = 100
"""Rows older than the window deleted by each take at most: more than a take adds (two), so old
rows never pile up, and few enough that no take waits long on them."""


def lock_key(scope: str) -> int:
    """The second key of `scope`'s advisory lock: a signed 32-bit number, the same in every process."""
    return zlib.crc32(scope.encode()) - 2**31


def take(pool: ConnectionPool, scopes: Sequence[tuple[str, int]], window: float, wait: float) -> list[int | None]:
    """For each (scope, most) in `scopes`, a place among that scope's tries of the last `window`
    seconds: its row's id, or None where there were `most` already. One transaction, waiting at
    most `wait` seconds for a connection; a database that cannot be used is a DatabaseProblem."""
    with said(pool.conninfo), pool.connection(timeout=wait) as connection, connection.transaction():
        # Every take locks in one order (by key), so two takes never each hold the lock the other waits for.
        for key in sorted({lock_key(scope) for scope, _ in scopes}):
            connection.execute("SELECT pg_advisory_xact_lock(%s, %s)", (LOCK_CLASS, key))
        places: list[int | None] = []
        for scope, most in scopes:
            row = connection.execute(
                f"INSERT INTO {_TRIES} (scope) SELECT %s WHERE (SELECT count(*) FROM {_TRIES}"
                " WHERE scope = %s AND at > now() - make_interval(secs => %s)) < %s RETURNING id",
                (scope, scope, window, most)).fetchone()
            places.append(None if row is None else int(row[0]))
        connection.execute(
            f"DELETE FROM {_TRIES} WHERE id IN (SELECT id FROM {_TRIES} WHERE at <= now() - make_interval(secs => %s)"
            " ORDER BY at LIMIT %s FOR UPDATE SKIP LOCKED)", (window, FORGET_BATCH))
    return places


def give_back(pool: ConnectionPool, places: Collection[int], wait: float) -> None:
    """Tries that turned out not to count: their places free again (gone already if their minute passed)."""
    if not places:
        return
    with said(pool.conninfo), pool.connection(timeout=wait) as connection:
        connection.execute(f"DELETE FROM {_TRIES} WHERE id = ANY(%s)", (list(places),))

