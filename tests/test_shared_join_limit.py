"""The join limit held across every `serve` process on one PostgreSQL database (issue 40, item 7;
net/shared_join_limit.py, saves/postgres_limits.py): two `SharedJoinLimit`, each on a pool of its
own as two processes have, on one test database (tests/postgres_server.py). No test waits for a
minute to pass: the tries' times are moved back in the database instead.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import pytest

from postgres_server import PostgresServer

SCOPE_OLD = "UPDATE shared_table.join_tries SET at = at - interval '61 seconds'"


class Processes:
    """The pools of one test's "processes", closed at its end."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.pools: list[Any] = []

    def limit(self, size: int = 2, **settings: Any) -> Any:
        """A SharedJoinLimit on a pool of its own: one more process on the database."""
        from shared_table.net.shared_join_limit import SharedJoinLimit
        from shared_table.saves.postgres import connect

        pool = connect(self.url, size=size)
        self.pools.append(pool)
        return SharedJoinLimit(pool, **settings)

    def run(self, statement: str) -> list[tuple[Any, ...]]:
        import psycopg

        with psycopg.connect(self.url, autocommit=True) as db:
            cursor = db.execute(statement)
            return cursor.fetchall() if cursor.description is not None else []


@pytest.fixture
def processes(postgres_database: str) -> Iterator[Processes]:
    made = Processes(postgres_database)
    yield made
    for pool in made.pools:
        pool.close()


def test_two_processes_allow_an_address_its_limit_together_not_each(processes: Processes) -> None:
    one, other = processes.limit(per_minute=5), processes.limit(per_minute=5)
    taken = [(one if number % 2 else other).take("203.0.113.7", by_code=False) for number in range(12)]
    assert sum(try_.own is not None for try_ in taken) == 5, "five between the two, not five each"
    assert other.take("198.51.100.1", by_code=False).own is not None, "another address has its own count"


def test_two_processes_answer_the_servers_wrong_codes_once_not_each(processes: Processes) -> None:
    one, other = processes.limit(wrong_codes_per_minute=7), processes.limit(wrong_codes_per_minute=7)
    taken = [(one if number % 2 else other).take(f"203.0.113.{number}", by_code=True) for number in range(20)]
    assert all(try_.own is not None for try_ in taken), "each address is well within its own limit"
    assert sum(try_.guess is not None for try_ in taken) == 7, "seven wrong codes on the whole server"
    assert one.take("192.0.2.1", by_code=False).guess is None and one.take("192.0.2.1", by_code=False).own is not None, \
        "opening a table is no guess, and is still let through"


def test_tries_from_many_threads_of_two_processes_at_once_never_pass_the_limits(processes: Processes) -> None:
    limits = [processes.limit(size=4, per_minute=12, wrong_codes_per_minute=15) for _ in range(2)]
    threads, each = 8, 6
    start = threading.Barrier(threads)
    taken: list[Any] = []
    taken_lock = threading.Lock()

    def tries(number: int) -> None:
        limit = limits[number % 2]
        start.wait()
        for round_ in range(each):
            # half from one address (its limit), half from addresses of their own (the server's wrong codes)
            address = "203.0.113.7" if number % 2 == 0 else f"198.51.100.{number * each + round_}"
            got = limit.take(address, by_code=True)
            with taken_lock:
                taken.append(got)

    workers = [threading.Thread(target=tries, args=(number,)) for number in range(threads)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    assert len(taken) == threads * each
    from_one = [got for got in taken if got.address == "203.0.113.7"]
    assert sum(got.own is not None for got in from_one) == 12, "one address: its twelve, however many try at once"
    assert sum(got.guess is not None for got in taken) == 15, "the server: its fifteen wrong codes"


def test_a_try_given_back_frees_its_place_and_only_the_places_given(processes: Processes) -> None:
    one, other = processes.limit(per_minute=3, wrong_codes_per_minute=6), processes.limit(per_minute=3, wrong_codes_per_minute=6)
    taken = [one.take("203.0.113.7", by_code=True) for _ in range(3)]
    assert other.take("203.0.113.7", by_code=True).own is None, "full (a fourth wrong code all the same)"
    other.give_back(taken[0], own=False, guess=True)  # a right code: no wrong guess, but a join all the same
    assert one.take("203.0.113.7", by_code=False).own is None, "its own place was not given back"
    one.give_back(taken[1], own=True, guess=False)  # a seat taken back with its token: counted nowhere
    again = other.take("203.0.113.7", by_code=True)
    assert again.own is not None, "given back in one process, free in the other"
    guesses = [other.take(f"198.51.100.{number}", by_code=True).guess is not None for number in range(3)]
    assert guesses == [True, True, False], "six wrong codes: four, one given back, one again, two more"


def test_places_come_back_once_their_minute_has_passed_on_the_databases_clock(processes: Processes) -> None:
    one, other = processes.limit(per_minute=2, wrong_codes_per_minute=4), processes.limit(per_minute=2, wrong_codes_per_minute=4)
    assert [one.take("203.0.113.7", by_code=True).own is not None for _ in range(3)] == [True, True, False]
    assert [other.take(f"198.51.100.{number}", by_code=True).guess is not None for number in range(2)] == [True, False]
    processes.run(SCOPE_OLD)  # a minute went by
    fresh = other.take("203.0.113.7", by_code=True)
    assert fresh.own is not None and fresh.guess is not None
    assert processes.run("SELECT count(*) FROM shared_table.join_tries")[0][0] == 2, "the minute's old tries are deleted as it goes"


def test_old_tries_of_addresses_never_seen_again_are_deleted_a_batch_at_a_time(processes: Processes) -> None:
    from shared_table.saves.postgres_limits import FORGET_BATCH

    limit = processes.limit()
    processes.run("INSERT INTO shared_table.join_tries (scope, at) SELECT 'address 10.0.0.' || n, now() - interval '2 minutes'"
                  f" FROM generate_series(1, {FORGET_BATCH * 2 + 5}) AS n")
    left = []
    for _ in range(3):
        limit.take("203.0.113.7", by_code=False)
        left.append(processes.run("SELECT count(*) FROM shared_table.join_tries WHERE at < now() - interval '1 minute'")[0][0])
    assert left == [FORGET_BATCH + 5, 5, 0], "no table that grows forever"


def test_a_database_that_cannot_be_used_counts_in_this_process_until_it_answers_again(
        processes: Processes, postgres_server: PostgresServer) -> None:
    """Neither refused nor let through uncounted while the database is away: each process counts
    its own (N processes: N times the limit at most), and the database again once it is back."""
    import psycopg

    clock = [0.0]
    limit = processes.limit(per_minute=3, wait=0.5, retry_after=5.0, clock=lambda: clock[0])
    first = limit.take("203.0.113.7", by_code=False)
    assert first.own is not None and type(first).__name__ == "SharedTaken"
    name = processes.url.split("@/", 1)[1].split("?", 1)[0]
    with psycopg.connect(postgres_server.url(), autocommit=True) as admin:
        admin.execute(f'ALTER DATABASE "{name}" ALLOW_CONNECTIONS false')  # the database goes away...
        admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = %s", (name,))
        try:
            taken = [limit.take("203.0.113.7", by_code=True) for _ in range(4)]
            assert [try_.own is not None for try_ in taken] == [True, True, True, False], "counted here: this process's three"
            assert all(type(try_).__name__ == "Taken" for try_ in taken)
            limit.give_back(taken[0], own=True, guess=True)
            assert limit.take("203.0.113.7", by_code=False).own is not None, "given back here"
        finally:
            admin.execute(f'ALTER DATABASE "{name}" ALLOW_CONNECTIONS true')  # ... and is back
    assert type(limit.take("198.51.100.1", by_code=False)).__name__ == "Taken", "not asked again before retry_after"
    clock[0] += 5.0
    back = None
    for _ in range(200):  # the pool connects again in its own time: a condition waited on, not a time
        back = limit.take("198.51.100.2", by_code=False)
        if type(back).__name__ == "SharedTaken":
            break
        clock[0] += 5.0
    assert back is not None and type(back).__name__ == "SharedTaken", "the database counts again once it answers"
    assert processes.run("SELECT count(*) FROM shared_table.join_tries WHERE scope = 'address 198.51.100.2'")[0][0] == 1
