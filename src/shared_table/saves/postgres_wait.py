"""Waiting for a PostgreSQL that went away (issue 40, item 6): a read or write that fails because
the server is gone, restarting or out of connections is tried again, with a pause that grows,
until it goes through or `WAIT_MOST` seconds have passed; past that it is a `DatabaseAway`, an
OSError, which a table's saver takes as it takes a full disk (the moves kept, said once).

The first try takes a connection from the pool. Each try again opens a fresh one of its own: a
restart breaks every connection the pool holds, and one of those must never be handed out again
for the try that follows. Once a try again goes through, the pool is checked (`check`), which
drops the connections the restart broke and makes new ones in their place.

A try again may find its first try's transaction committed, the answer lost with the connection:
each `work` is told it is a try again (`again`) and makes sure nothing is written twice.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from typing import Any, TypeVar

import psycopg
from psycopg_pool import ConnectionPool

from shared_table.core.message import msg
from shared_table.saves.protocol import DatabaseAway

WAIT_MOST = 60.0
"""Seconds a read or write waits for the database before it fails."""
TELL_AFTER = 2.0
"""Seconds a write waits before the people at its table are told (the `waiting` hook)."""
FIRST_PAUSE = 0.05
LONGEST_PAUSE = 1.0
CONNECT_SECONDS = 5

Result = TypeVar("Result")
Work = Callable[[psycopg.Connection[Any], bool], Result]


def first_line(error: BaseException) -> str:
    """A driver's error as one line (its first), or its kind when it has no words."""
    text = str(error).strip()
    return text.splitlines()[0] if text else type(error).__name__


def patiently(pool: ConnectionPool, work: Work[Result], told: Callable[[bool], None] | None = None) -> Result:
    """`work(connection, again)` on a connection of `pool`'s, tried again while the database is
    away; `told(True)` once it has waited `TELL_AFTER` seconds, `told(False)` when it then went
    through. DatabaseAway when it did not within `WAIT_MOST` seconds, or the database refused it."""
    most, start = WAIT_MOST, time.monotonic()
    pause, again, said = FIRST_PAUSE, False, False
    while True:
        try:
            result = _try(pool, work, again)
        except psycopg.OperationalError as error:  # gone, restarting, no connection in time (PoolTimeout is one)
            waited = time.monotonic() - start
            if waited >= most:
                raise DatabaseAway(msg("save-reason-no-database")) from error
            if told is not None and not said and waited >= TELL_AFTER:
                said = True
                told(True)
            nap = min(pause, most - waited)
            if told is not None and not said:  # wake when it is time to tell, however long the pauses have grown
                nap = min(nap, TELL_AFTER - waited + 0.01)
            time.sleep(nap)
            pause, again = min(pause * 2, LONGEST_PAUSE), True
            continue
        except psycopg.Error as error:  # a refusal, not an absence: waiting would not change it
            raise DatabaseAway(first_line(error)) from error
        if again:
            _drop_broken(pool)
        if said and told is not None:
            told(False)
        return result


def _try(pool: ConnectionPool, work: Work[Result], again: bool) -> Result:
    if not again:
        with pool.connection() as connection:
            return work(connection, False)
    with psycopg.connect(pool.conninfo, connect_timeout=CONNECT_SECONDS, **{"autocommit": True, **pool.kwargs}) as fresh:
        return work(fresh, True)


def _drop_broken(pool: ConnectionPool) -> None:
    """The pool's connections that a restart broke, dropped (and made anew) before they are handed out."""
    with contextlib.suppress(psycopg.Error):  # the next use finds out again, and waits again
        pool.check()
