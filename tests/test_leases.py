"""Table leases in a real PostgreSQL (saves/postgres_leases.py): one host per table across
processes, a fencing token that only grows, a dead owner's tables taken at once and a live
one's only when its lease runs out or it lets them go."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator

import pytest
from psycopg_pool import ConnectionPool

from shared_table.saves.postgres import connect
from shared_table.saves.postgres_leases import Leases, Presence, Took, new_owner


@pytest.fixture
def pool(postgres_database: str) -> Iterator[ConnectionPool]:
    opened = connect(postgres_database)  # migrated: the leases table is the schema's
    yield opened
    opened.close()


def test_one_host_at_a_time_and_the_token_grows_at_each_change(pool: ConnectionPool, postgres_database: str) -> None:
    first, second = Presence(postgres_database, new_owner()), Presence(postgres_database, new_owner())
    first.hold()
    second.hold()
    try:
        ann, bob = Leases(pool, first.owner, seconds=60), Leases(pool, second.owner, seconds=60)
        assert ann.take("TABLE01") == Took(1, False)
        assert bob.take("TABLE01") is None, "held by a live process whose lease has not run out"
        bob.ask("TABLE01")
        renewed = ann.renew({"TABLE01": 1})
        assert renewed.lost == frozenset() and renewed.asked == {"TABLE01": bob.owner}
        ann.release("TABLE01", 1, to=bob.owner)
        assert ann.take("TABLE01") is None, "handed to the process that asked: nobody else takes it first"
        assert bob.take("TABLE01") == Took(3, False), "let go: no failover"
        assert ann.renew({"TABLE01": 1}).lost == {"TABLE01"}, "a token that is not the lease's is lost"
        assert ann.take("TABLE01") is None
        bob.release("TABLE01", 3)
        assert ann.take("TABLE01") == Took(4, False), "let go to whoever comes: the next token"
    finally:
        first.close()
        second.close()


def test_a_lease_run_out_is_taken_over(pool: ConnectionPool, postgres_database: str) -> None:
    first, second = Presence(postgres_database, new_owner()), Presence(postgres_database, new_owner())
    first.hold()
    second.hold()
    try:
        ann = Leases(pool, first.owner, seconds=0)
        bob = Leases(pool, second.owner, seconds=60)
        assert ann.take("TABLE02") == Took(1, False)
        assert bob.take("TABLE02") == Took(2, True), "run out at once (0 seconds), though its owner lives"
        assert ann.renew({"TABLE02": 1}).lost == {"TABLE02"}
    finally:
        first.close()
        second.close()


def test_a_dead_owners_tables_are_taken_at_once(pool: ConnectionPool, postgres_database: str) -> None:
    """A process killed with SIGKILL: its connection closes, PostgreSQL lets its advisory lock
    go, and its leases, an hour from running out, are taken at once."""
    owner = new_owner()
    holder = subprocess.Popen(
        [sys.executable, "-c",
         "import sys, psycopg; c = psycopg.connect(sys.argv[1], autocommit=True);"
         " c.execute('SELECT pg_advisory_lock(%s)', (int(sys.argv[2]),)); print('held', flush=True); sys.stdin.read()",
         postgres_database, owner],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env={**os.environ})
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        dead = Leases(pool, owner, seconds=3600)
        assert dead.take("TABLE03") == Took(1, False)
        mine = Presence(postgres_database, new_owner())
        mine.hold()
        try:
            live = Leases(pool, mine.owner, seconds=60)
            assert live.take("TABLE03") is None, "its owner is alive"
            assert live.holder("TABLE03") == (owner, 1, True)
            holder.kill()
            holder.wait(timeout=30)
            # PostgreSQL ends the dead process's session as soon as it notices the closed socket:
            # at once on a unix socket, but asynchronously, so wait for the lock to go.
            with pool.connection() as connection:
                for _ in range(600):
                    found = connection.execute("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND granted"
                                               " AND ((classid::bigint << 32) | objid::bigint) = %s", (int(owner),)).fetchone()
                    if found is not None and found[0] == 0:
                        break
                    connection.execute("SELECT pg_sleep(0.05)")
            assert live.take("TABLE03") == Took(2, True), "its owner is gone: taken though the lease has an hour to run"
        finally:
            mine.close()
    finally:
        holder.kill()
        holder.wait(timeout=30)
