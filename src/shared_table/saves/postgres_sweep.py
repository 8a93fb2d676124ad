"""The idle sweep over every table on one PostgreSQL database, whichever process keeps it (issue
40, item 7): a table no process hosts is closed once it has gone a day of sweeps without a host.

Each process sweeps the tables it hosts itself (`Tables.close_idle`, net/tables.py: closed after a
day with nobody at them). The tables no process hosts (kept from before a restart, or left by a
process that went away, and nobody came back to) are every process's and no one's: they are swept
here, by whichever process calls `sweep_unhosted`, counted once however many do. A table is
hosted while a lease on it has not expired (`shared_table.leases`, migration 2).

Idleness is counted by sweeps, as a process counts its own tables': each sweep adds the time since
the last sweep by any process, at most `step_most`, to each unhosted table's `idle` (migration 3),
and sets it back to 0 for each hosted one. The last sweep's time is one row (`last_sweep`) on the
database's clock, so three processes sweeping every 10 minutes count each 10 minutes once, not
three times; a clock that jumps, by any amount either way, is one step at most; and processes
whose clocks differ agree. One sweep is one transaction under an advisory lock, so sweeps at once
from several processes are one after the other.

A process that takes a table's lease calls `keep_sweep_out` first in that transaction, and wakes
the table only if it is still open: the sweep then either sees the lease, or closed the table
before the lease was taken, never closes a table a process has just begun to host.
"""

from __future__ import annotations

from typing import Any

from psycopg import Connection
from psycopg_pool import ConnectionPool

from shared_table.saves.postgres import SCHEMA, said

SWEEP_LOCK = 0x5357_4545_50  # "SWEEP": the advisory lock every process sweeps under
_SERVED = f"{SCHEMA}.served"
_LAST = f"{SCHEMA}.last_sweep"
_HOSTED = f"EXISTS (SELECT 1 FROM {SCHEMA}.leases AS lease WHERE lease.code = served.code AND lease.expires > %(now)s)"


def keep_sweep_out(connection: Connection[Any]) -> None:
    """No sweep runs until the transaction `connection` is in ends (call it inside one): for
    taking a table's lease and looking at the table. Any number of these at once; each waits for
    a sweep under way to end."""
    connection.execute("SELECT pg_advisory_xact_lock_shared(%s)", (SWEEP_LOCK,))


def sweep_unhosted(pool: ConnectionPool, step_most: float, idle_seconds: float) -> list[str]:
    """One sweep: close the open tables no process hosts once they went `idle_seconds` of sweeps
    without a host, each sweep adding at most `step_most`: their codes. A database that cannot
    be used is a DatabaseProblem, and nothing changed."""
    with said(pool.conninfo), pool.connection() as connection, connection.transaction():
        connection.execute("SELECT pg_advisory_xact_lock(%s)", (SWEEP_LOCK,))
        # The time after the lock: a sweep that waited for another is counted from when that one ended.
        found = connection.execute(f"SELECT clock_timestamp(), (SELECT at FROM {_LAST})").fetchone()
        assert found is not None  # a SELECT without FROM has its one row
        now, last = found
        step = 0.0 if last is None else min(max(0.0, (now - last).total_seconds()), step_most)
        connection.execute(f"INSERT INTO {_LAST} (one, at) VALUES (TRUE, %s) ON CONFLICT (one) DO UPDATE SET at = EXCLUDED.at",
                           (now,))
        connection.execute(f"UPDATE {_SERVED} AS served SET idle = 0 WHERE NOT closed AND idle <> 0 AND {_HOSTED}", {"now": now})
        if step > 0:
            connection.execute(f"UPDATE {_SERVED} AS served SET idle = idle + %(step)s WHERE NOT closed AND NOT {_HOSTED}",
                               {"now": now, "step": step})
        # Closed with its idleness back to 0: a code kept again (`keep`) starts a fresh day.
        rows = connection.execute(f"UPDATE {_SERVED} AS served SET closed = TRUE, idle = 0, updated = %(wall)s"
                                  f" WHERE NOT closed AND idle >= %(idle)s AND NOT {_HOSTED} RETURNING code",
                                  {"now": now, "wall": now.timestamp(), "idle": idle_seconds}).fetchall()
    return sorted(str(row[0]) for row in rows)
