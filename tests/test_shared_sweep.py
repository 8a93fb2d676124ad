"""The idle sweep over every table on one PostgreSQL database (issue 40, item 7;
saves/postgres_sweep.py): tables no process hosts are closed after a day of sweeps, counted once
however many processes sweep, a clock jump one step. Each "process" is a pool of its own on one
test database (tests/postgres_server.py). No test waits for time to pass: the last sweep's time
is moved back in the database instead, as the time between sweeps would.

The leases are the other branch's migration 2 (issue 40, item 2); until it is here, each test
makes `shared_table.leases` itself with that migration's statement.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import pytest

from shared_table.net.tables import IDLE_SECONDS, IDLE_STEP_MOST

LEASES = ("CREATE TABLE IF NOT EXISTS shared_table.leases (code TEXT PRIMARY KEY, owner TEXT NOT NULL, token BIGINT NOT NULL,"
          " expires TIMESTAMPTZ NOT NULL, wanted_by TEXT)")


class Database:
    """One test's database and its "processes" (pools), closed at its end."""

    def __init__(self, url: str) -> None:
        from shared_table.saves.postgres_served import PostgresServedTables

        self.url = url
        self.pools: list[Any] = []
        self.pool = self.process()
        self.run(LEASES)
        self.listing = PostgresServedTables(self.pool)

    def process(self) -> Any:
        from shared_table.saves.postgres import connect

        pool = connect(self.url, size=2)
        self.pools.append(pool)
        return pool

    def run(self, statement: str, *values: object) -> list[tuple[Any, ...]]:
        with self.pool.connection() as db:
            cursor = db.execute(statement, values)
            return cursor.fetchall() if cursor.description is not None else []

    def keep(self, *codes: str) -> None:
        for code in codes:
            self.listing.keep(code, {"game": "fivecrowns", "seats": [], "seed": 1, "options": []}, None)

    def lease(self, code: str, seconds: float) -> None:
        """A process hosts `code` for `seconds` from now (a lease that ran out, if negative)."""
        self.run("INSERT INTO shared_table.leases (code, owner, token, expires) VALUES (%s, 'p1', 1, now() + make_interval(secs => %s))"
                 " ON CONFLICT (code) DO UPDATE SET expires = EXCLUDED.expires", code, seconds)

    def last_sweep_back(self, seconds: float) -> None:
        """The last sweep was `seconds` earlier than it was: as if that time had passed since."""
        self.run("UPDATE shared_table.last_sweep SET at = at - make_interval(secs => %s)", seconds)

    def idle(self, code: str) -> float:
        return float(self.run("SELECT idle FROM shared_table.served WHERE code = %s", code)[0][0])

    def closed(self) -> list[str]:
        return [str(row[0]) for row in self.run("SELECT code FROM shared_table.served WHERE closed ORDER BY code")]


@pytest.fixture
def database(postgres_database: str) -> Iterator[Database]:
    made = Database(postgres_database)
    yield made
    for pool in made.pools:
        pool.close()


def sweep(pool: Any, idle_seconds: float = IDLE_SECONDS) -> list[str]:
    from shared_table.saves.postgres_sweep import sweep_unhosted

    return sweep_unhosted(pool, IDLE_STEP_MOST, idle_seconds)


def test_three_processes_sweeping_in_turn_count_the_time_between_sweeps_once(database: Database) -> None:
    processes = [database.pool, database.process(), database.process()]
    database.keep("AWAY")
    assert sweep(processes[0]) == [] and database.idle("AWAY") == 0, "the first sweep ever: no time before it"
    for first in range(3):
        database.last_sweep_back(300)  # five minutes go by
        for turn in range(3):
            sweep(processes[(first + turn) % 3])
    assert 900 <= database.idle("AWAY") < 960, "fifteen minutes went by, counted once, not three times"


def test_processes_sweeping_at_the_same_moment_count_the_time_once(database: Database) -> None:
    processes = [database.pool, *(database.process() for _ in range(5))]
    database.keep("AWAY")
    sweep(processes[0])
    for _ in range(3):
        database.last_sweep_back(300)
        start = threading.Barrier(len(processes))

        def at_once(pool: Any, start: threading.Barrier = start) -> None:
            start.wait()
            sweep(pool)

        workers = [threading.Thread(target=at_once, args=(pool,)) for pool in processes]
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join()
    assert 900 <= database.idle("AWAY") < 960, "six sweeps at once after five minutes: five minutes, three times"


def test_a_table_no_process_hosts_is_closed_after_a_day_of_sweeps_and_a_hosted_one_never(database: Database) -> None:
    other = database.process()
    database.keep("HOST", "GONE", "NONE")
    database.lease("HOST", 3600)  # its process renews it: hosted
    database.lease("GONE", -1)  # its process went away: nobody hosts it
    sweep(database.pool)
    sweeps = round(IDLE_SECONDS / IDLE_STEP_MOST)
    for number in range(sweeps - 1):
        database.last_sweep_back(IDLE_STEP_MOST)
        assert sweep(database.pool if number % 2 else other) == []
    assert database.idle("NONE") == database.idle("GONE") == pytest.approx(IDLE_SECONDS - IDLE_STEP_MOST, abs=60)
    database.last_sweep_back(IDLE_STEP_MOST)
    assert sweep(other) == ["GONE", "NONE"], "a day of sweeps without a host"
    assert database.closed() == ["GONE", "NONE"] and database.listing.find("NONE") is None
    assert database.idle("HOST") == 0 and database.listing.find("HOST") is not None, "hosted: its process judges it"
    for _ in range(3):
        database.last_sweep_back(10 * IDLE_STEP_MOST)
        assert sweep(database.pool) == []


def test_a_table_hosted_again_starts_its_day_again(database: Database) -> None:
    database.keep("BACK")
    sweep(database.pool)
    for _ in range(5):
        database.last_sweep_back(IDLE_STEP_MOST)
        sweep(database.pool)
    assert database.idle("BACK") == pytest.approx(5 * IDLE_STEP_MOST, abs=60)
    database.lease("BACK", 3600)  # someone came back: a process hosts it
    sweep(database.pool)
    assert database.idle("BACK") == 0
    database.lease("BACK", -1)  # and left, and the process let it go
    database.last_sweep_back(IDLE_STEP_MOST)
    sweep(database.pool)
    assert database.idle("BACK") == pytest.approx(IDLE_STEP_MOST, abs=60), "a fresh day from there"


def test_a_clock_that_jumps_either_way_is_one_step_at_most(database: Database) -> None:
    database.keep("AWAY")
    sweep(database.pool)
    database.last_sweep_back(400 * 24 * 3600)  # the database's clock jumped a year and more ahead
    sweep(database.pool)
    assert database.idle("AWAY") == IDLE_STEP_MOST, "one step, not a year"
    database.last_sweep_back(-3 * 3600)  # and back: the last sweep is in the future
    sweep(database.pool)
    assert database.idle("AWAY") == IDLE_STEP_MOST, "no time went by"
    database.last_sweep_back(600)  # counted from that sweep, on
    sweep(database.pool)
    assert IDLE_STEP_MOST + 600 <= database.idle("AWAY") < IDLE_STEP_MOST + 660


def test_a_code_kept_again_after_the_sweep_closed_it_starts_a_fresh_day(database: Database) -> None:
    database.keep("AWAY", "OPEN")
    sweep(database.pool)
    database.last_sweep_back(IDLE_STEP_MOST)
    assert sweep(database.pool, idle_seconds=IDLE_STEP_MOST) == ["AWAY", "OPEN"]
    database.keep("OPEN")  # a process kept it again (keep opens a closed code as it now is)
    assert sweep(database.pool, idle_seconds=IDLE_STEP_MOST) == [] and database.idle("OPEN") < 60


def test_a_sweep_at_the_moment_a_process_takes_a_tables_lease_leaves_the_table_open(database: Database) -> None:
    """The process looks at the table, finds it open, takes its lease; a sweep at that moment waits
    for it (`keep_sweep_out`), then sees the lease: it never closes a table just being hosted."""
    import time

    from shared_table.saves.postgres_sweep import keep_sweep_out

    sweeper_pool = database.process()
    database.keep("WAKE")
    sweep(database.pool)
    database.last_sweep_back(IDLE_STEP_MOST)  # the next sweep would close it (a day of IDLE_STEP_MOST here)
    closed: list[list[str]] = []
    with database.pool.connection() as taking, taking.transaction():
        keep_sweep_out(taking)
        assert taking.execute("SELECT NOT closed FROM shared_table.served WHERE code = 'WAKE'").fetchone() == (True,)
        taking.execute("INSERT INTO shared_table.leases (code, owner, token, expires)"
                       " VALUES ('WAKE', 'p1', 1, now() + interval '1 minute')")
        sweeper = threading.Thread(target=lambda: closed.append(sweep(sweeper_pool, idle_seconds=IDLE_STEP_MOST)))
        sweeper.start()
        deadline = time.monotonic() + 60  # a bound only a broken build reaches: the loop ends on a condition
        while sweeper.is_alive() and time.monotonic() < deadline:
            if database.run("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted")[0][0]:
                break  # the sweep waits for the lease's transaction
            time.sleep(0.01)
    sweeper.join()
    assert closed == [[]], "the sweep saw the lease"
    assert database.listing.find("WAKE") is not None
