"""Which `serve` process hosts each table, when several share one PostgreSQL (issue 40, item 2).

A table is hosted by one process at a time, through a lease in `shared_table.leases`: its owner
(a process, by a number drawn at its start), a fencing token that grows by one at every change
of host, and when the lease runs out unless renewed. Every write of a move checks, in its own
transaction, that the lease is still this process's with the token it took
(saves/postgres_games.py `fence`): a process stopped past its lease (SIGSTOP, a long pause) that
wakes up cannot write a move to a table another process now hosts, however late its write comes.

A lease is taken over when it has run out, or at once when its owner is gone: each process
holds a session advisory lock named by its owner number on a connection of its own (`Presence`),
which PostgreSQL lets go the moment that process dies (its connection closes), so a process
killed with SIGKILL hands its tables on in the time it takes a client to come back, not the
lease's. A process that is alive but not here (stopped, or cut off) keeps its lock, and its
tables are taken only when their leases run out.

A process that is handed a table another live process hosts asks for it (`ask`): the host sees
the request when it next renews (`renew`), lets its people go with a word to come back through
the balancer, and releases the lease (`release`); the asker then takes it.

The lease's row is never deleted while its table is kept, so that a token never goes back.
"""

from __future__ import annotations

import datetime
import secrets
import threading
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import psycopg
from psycopg_pool import ConnectionPool

from shared_table.saves.postgres import SCHEMA, said
from shared_table.saves.postgres_sweep import keep_sweep_out

LEASE_SECONDS = 10.0
"""How long a lease lasts unrenewed: a process that stops answering loses its tables after this
(one that dies loses them at once, `Presence`). Long enough that a loaded machine's pause never
costs a table; `serve --lease-seconds` changes it."""
_LEASES = f"{SCHEMA}.leases"
_OWNER_ALIVE = (
    "EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted AND objsubid = 1"
    " AND ((classid::bigint << 32) | objid::bigint) = {owner}::bigint)"
)
"""Whether the process that owns a lease still holds its advisory lock (is alive and connected)."""


def new_owner() -> str:
    """A process's owner number, as the leases and its advisory lock name it: drawn at random,
    below 2**62 so that it is an advisory lock's bigint key as it is."""
    return str(secrets.randbelow(2**62 - 1) + 1)


RELEASED = datetime.datetime(1970, 1, 1, tzinfo=datetime.UTC)
"""A lease let go is one that ran out at this time: a lease that ran out unrenewed never did."""


@dataclass(frozen=True)
class Took:
    """A lease taken: its fencing token, and whether it was taken over from a process that had
    not let it go (it died, or stopped past its lease)."""

    token: int
    failover: bool


@dataclass(frozen=True)
class Renewed:
    """What a renewal found: the tables this process no longer hosts (`lost`), and those another
    process asked for (`asked`), which it hosts still."""

    lost: frozenset[str]
    asked: Mapping[str, str]  # code -> the owner that asked for it


class Presence:
    """This process's advisory lock, on a connection of its own, for as long as the process
    lives: its leases are taken over at once when it is gone. Taken again if the connection
    breaks (the database restarted): `hold` is called before every renewal."""

    def __init__(self, url: str, owner: str) -> None:
        self.url, self.owner = url, owner
        self.connection: psycopg.Connection[tuple[object, ...]] | None = None
        self.lock = threading.Lock()

    def hold(self) -> None:
        """Hold the lock, connecting again if the connection was lost; a DatabaseProblem if it cannot be."""
        with self.lock:
            if self.connection is not None and not self.connection.closed and not self.connection.broken:
                try:  # a connection the database's restart broke knows it only once it is used
                    self.connection.execute("SELECT 1")
                    return
                except psycopg.Error:
                    self.connection.close()
            with said(self.url):
                connection = psycopg.connect(self.url, autocommit=True, connect_timeout=5)
                connection.execute("SELECT pg_advisory_lock(%s)", (int(self.owner),))
            self.connection = connection

    def close(self) -> None:
        with self.lock:
            if self.connection is not None:
                self.connection.close()
                self.connection = None


class Leases:
    """This process's side of the leases: take, renew, ask, release. Each call is one statement
    (or transaction) on a connection of `pool`; safe to call from any thread."""

    def __init__(self, pool: ConnectionPool, owner: str, seconds: float = LEASE_SECONDS) -> None:
        self.pool, self.owner, self.seconds = pool, owner, seconds

    def take(self, code: str) -> Took | None:
        """Host table `code` from now, if the lease was free, had run out, was this process's
        own, or its owner is gone: its new fencing token, and whether it was taken over from
        another process that had not let it go (a failover). None while another process holds it."""
        alive = _OWNER_ALIVE.format(owner="leases.owner")
        rows = self._run_apart_from_sweeps(
            f"WITH before AS (SELECT owner, expires FROM {_LEASES} WHERE code = %s)"
            f" INSERT INTO {_LEASES} AS leases (code, owner, token, expires) VALUES (%s, %s, 1, now() + make_interval(secs => %s))"
            " ON CONFLICT (code) DO UPDATE SET owner = EXCLUDED.owner, token = leases.token + 1,"
            " expires = EXCLUDED.expires, wanted_by = NULL"
            f" WHERE leases.expires <= now() OR leases.owner = EXCLUDED.owner OR NOT {alive}"
            " RETURNING token, (SELECT owner FROM before), (SELECT expires FROM before) <> %s",
            (code, code, self.owner, self.seconds, RELEASED))
        if not rows:
            return None
        token, before, unreleased = rows[0]
        return Took(int(token), before is not None and str(before) != self.owner and bool(unreleased))

    def ask(self, code: str) -> None:
        """Ask the process that hosts `code` to let it go (it sees it at its next renewal)."""
        self._run(f"UPDATE {_LEASES} SET wanted_by = %s WHERE code = %s AND owner <> %s", (self.owner, code, self.owner))

    def renew(self, hosted: Mapping[str, int]) -> Renewed:
        """Renew the leases of the tables this process hosts (code -> its token), in one
        statement: those no longer this process's with that token are lost (taken over while
        this process was stopped or cut off), whether or not their time ran out; those another
        process asked for are said, to be let go."""
        if not hosted:
            return Renewed(frozenset(), {})
        codes = list(hosted)
        rows = self._run(
            f"UPDATE {_LEASES} AS leases SET expires = now() + make_interval(secs => %s)"
            " FROM unnest(%s::text[], %s::bigint[]) AS mine(code, token)"
            " WHERE leases.code = mine.code AND leases.token = mine.token AND leases.owner = %s"
            " RETURNING leases.code, leases.wanted_by",
            (self.seconds, codes, [hosted[code] for code in codes], self.owner))
        kept = {str(code): wanted for code, wanted in rows}
        return Renewed(frozenset(set(hosted) - set(kept)), {code: str(wanted) for code, wanted in kept.items() if wanted})

    def asked(self) -> dict[str, str]:
        """The tables this process hosts that another asked for: code -> the one that asked."""
        rows = self._run(f"SELECT code, wanted_by FROM {_LEASES} WHERE owner = %s AND wanted_by IS NOT NULL", (self.owner,))
        return {str(code): str(wanted) for code, wanted in rows}

    def release(self, code: str, token: int, to: str | None = None) -> None:
        """This process no longer hosts `code`. Given `to` (the process that asked for it), the
        lease is that process's now, so that no other takes it first (a person of the table
        coming back to the wrong process meanwhile); else it runs out now, for whoever comes
        next. The row stays, so the next token is higher still."""
        if to is not None:
            self._run(f"UPDATE {_LEASES} SET owner = %s, token = token + 1, expires = now() + make_interval(secs => %s),"
                      " wanted_by = NULL WHERE code = %s AND owner = %s AND token = %s",
                      (to, self.seconds, code, self.owner, token))
            return
        self._run(f"UPDATE {_LEASES} SET expires = %s, wanted_by = NULL WHERE code = %s AND owner = %s AND token = %s",
                  (RELEASED, code, self.owner, token))

    def holder(self, code: str) -> tuple[str, int, bool] | None:
        """Who holds `code`'s lease: owner, token, and whether it is in force (not run out, owner
        alive); None if no process ever hosted it."""
        alive = _OWNER_ALIVE.format(owner="owner")
        rows = self._run(f"SELECT owner, token, expires > now() AND {alive} FROM {_LEASES} WHERE code = %s", (code,))
        return (str(rows[0][0]), int(rows[0][1]), bool(rows[0][2])) if rows else None

    def _run_apart_from_sweeps(self, statement: str, values: tuple[object, ...]) -> list[tuple[Any, ...]]:
        """One statement in a transaction no idle sweep runs beside (saves/postgres_sweep.py): a
        sweep under way ends first, and the next one sees the lease."""
        with said(self.pool.conninfo), self.pool.connection() as connection, connection.transaction():
            keep_sweep_out(connection)
            cursor = connection.execute(statement, values)
            return list(cursor.fetchall()) if cursor.description is not None else []

    def _run(self, statement: str, values: tuple[object, ...]) -> list[tuple[Any, ...]]:
        with said(self.pool.conninfo), self.pool.connection() as connection:
            cursor = connection.execute(statement, values)
            return list(cursor.fetchall()) if cursor.description is not None else []
