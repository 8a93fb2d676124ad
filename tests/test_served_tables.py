"""The list of served tables (saves/served.py's `ServedTables`) means the same in both stores:
SQLite's `served` table and PostgreSQL's (saves/postgres_served.py), each test run against each
(`listings`, tests/served_listings.py). Then what PostgreSQL alone gives: several lists, as
several server processes have, on one database see one set of tables (issue 40), and its schema
is migrated once however many start together.
"""

from __future__ import annotations

import math
import threading
import time
from pathlib import Path

import pytest

from needs import require_module
from served_listings import Listings
from shared_table.saves.retention import FORGET_BATCH
from shared_table.saves.store import SaveStore


def _lobby(name: str, seed: int = 1) -> dict[str, object]:
    return {"game": "fivecrowns", "seats": [{"name": name, "level": "", "token": "hash"}], "seed": seed, "options": []}


def test_a_kept_table_is_found_replaced_by_a_newer_keep_and_gone_once_closed(tmp_path: Path, listings: Listings) -> None:
    listing = listings.make(SaveStore(tmp_path / "games.sqlite3"))
    assert listing.open_tables() == [] and listing.find("ABCD") is None and listing.open_count() == 0
    before = time.time()
    listing.keep("ABCD", _lobby("Ann"), None)
    listing.keep("EFGH", _lobby("Bo"), 7)
    found = listing.find("ABCD")
    assert found is not None and found.lobby == _lobby("Ann") and found.game_id is None and found.updated >= before - 1
    listing.keep("ABCD", _lobby("Ann", seed=2), 12)  # the table's game started: the same code, its newer state
    again = listing.find("ABCD")
    assert again is not None and again.lobby["seed"] == 2 and again.game_id == 12
    assert sorted(row.code for row in listing.open_tables()) == ["ABCD", "EFGH"] and listing.open_count() == 2
    listing.close("ABCD")
    assert listing.find("ABCD") is None and [row.code for row in listing.open_tables()] == ["EFGH"] and listing.open_count() == 1
    assert listing.find("abcd") is None and listing.find("") is None
    listing.keep("ABCD", _lobby("Cy"), None)  # a closed code kept anew is open again, as it now is
    reopened = listing.find("ABCD")
    assert reopened is not None and reopened.lobby == _lobby("Cy") and listing.open_count() == 2


def test_a_server_started_again_finds_every_open_table_as_it_was_kept(tmp_path: Path, listings: Listings) -> None:
    first = listings.make(SaveStore(tmp_path / "games.sqlite3"))
    for number in range(5):
        first.keep(f"T{number:03}", _lobby(f"P{number}", seed=number), number or None)
    first.close("T002")
    again = listings.make(SaveStore(tmp_path / "games.sqlite3"))
    assert again.open_count() == 4
    rows = {row.code: row for row in again.open_tables()}
    assert sorted(rows) == ["T000", "T001", "T003", "T004"]
    assert rows["T003"].lobby == _lobby("P3", seed=3) and rows["T003"].game_id == 3 and rows["T000"].game_id is None


def test_abandoned_tables_are_closed_but_those_in_use_and_those_used_since(tmp_path: Path, listings: Listings) -> None:
    path = tmp_path / "games.sqlite3"
    listing = listings.make(SaveStore(path))
    for code in ("AWAY", "HERE", "LATE"):
        listing.keep(code, _lobby(code), None)
    listings.backdate(path, "AWAY", time.time() - 3600)
    listings.backdate(path, "HERE", time.time() - 3600)
    listings.backdate(path, "LATE", time.time() - 3600)
    listing.keep("LATE", _lobby("LATE"), None)  # kept again since: used
    assert listing.close_abandoned(time.time() - 1800, {"HERE"}) == ["AWAY"], "used since, or in use: kept"
    assert sorted(row.code for row in listing.open_tables()) == ["HERE", "LATE"]
    assert listing.close_abandoned(time.time() - 1800, set()) == ["HERE"]
    assert listing.close_abandoned(math.inf, {"LATE"}) == [] and listing.open_count() == 1
    assert listing.close_abandoned(math.inf, set()) == ["LATE"] and listing.open_count() == 0


def test_tables_closed_long_enough_are_forgotten_a_batch_at_a_time_and_no_other(tmp_path: Path, listings: Listings) -> None:
    listing = listings.make(SaveStore(tmp_path / "games.sqlite3"))
    closed = [f"C{number:03}" for number in range(FORGET_BATCH + 3)]
    for code in [*closed, "OPEN"]:
        listing.keep(code, _lobby(code), None)
    for code in closed:
        listing.close(code)
    assert listing.forget_closed(time.time() - 60) == [], "closed just now: kept a while"
    forgotten = listing.forget_closed(time.time() + 60)
    assert len(forgotten) == FORGET_BATCH and set(forgotten) < set(closed)
    rest = listing.forget_closed(time.time() + 60)
    assert sorted([*forgotten, *rest]) == closed and listing.forget_closed(time.time() + 60) == []
    assert [row.code for row in listing.open_tables()] == ["OPEN"], "an open table is never forgotten"
    listing.keep(closed[0], _lobby("again"), None)  # a code forgotten may be kept anew
    assert listing.find(closed[0]) is not None


# ------------------------------------------------------------------ PostgreSQL alone: one list for every process


def test_a_code_is_claimed_once_open_or_closed_and_never_replaces_the_table_that_has_it(tmp_path: Path, listings: Listings) -> None:
    first = listings.make(SaveStore(tmp_path / "games.sqlite3"))
    assert first.claim("ANN1", _lobby("Ann"))
    again = listings.make(SaveStore(tmp_path / "games.sqlite3"))  # a server started again, or another on the same store
    assert not again.claim("ANN1", _lobby("Eve")), "a code in use is not given twice"
    found = again.find("ANN1")
    assert found is not None and found.lobby == _lobby("Ann"), "and the table that has it is as it was"
    again.close("ANN1")
    assert not first.claim("ANN1", _lobby("Eve")), "nor the code of a table closed but not yet forgotten"
    assert first.claim("BOB2", _lobby("Bob")) and [row.code for row in again.open_tables()] == ["BOB2"]


def test_two_lists_on_one_database_see_each_others_tables(postgres_database: str) -> None:
    from shared_table.saves.postgres import connect
    from shared_table.saves.postgres_served import PostgresServedTables

    with connect(postgres_database) as one_pool, connect(postgres_database) as other_pool:
        one, other = PostgresServedTables(one_pool), PostgresServedTables(other_pool)
        one.keep("ONE1", _lobby("Ann"), None)
        other.keep("TWO2", _lobby("Bo"), 5)
        for listing in (one, other):
            assert [row.code for row in listing.open_tables()] == ["ONE1", "TWO2"] and listing.open_count() == 2
        found = other.find("ONE1")
        assert found is not None and found.lobby == _lobby("Ann")
        other.keep("ONE1", _lobby("Ann", seed=9), 3)  # the other process's newer state replaces it: one row per code
        seen = one.find("ONE1")
        assert seen is not None and seen.game_id == 3 and seen.lobby["seed"] == 9 and one.open_count() == 2
        one.close("TWO2")
        assert other.find("TWO2") is None and [row.code for row in other.open_tables()] == ["ONE1"]
        assert other.close_abandoned(math.inf, set()) == ["ONE1"] and one.find("ONE1") is None
        assert sorted(one.forget_closed(time.time() + 60)) == ["ONE1", "TWO2"] and other.forget_closed(time.time() + 60) == []


def test_one_code_kept_by_many_processes_at_once_is_one_row(postgres_database: str) -> None:
    from shared_table.saves.postgres import connect
    from shared_table.saves.postgres_served import PostgresServedTables

    pools = [connect(postgres_database, size=2) for _ in range(4)]
    try:
        lists = [PostgresServedTables(pool) for pool in pools]
        start = threading.Barrier(len(lists))
        failures: list[BaseException] = []

        def keep_many(number: int) -> None:
            try:
                start.wait(timeout=60)
                for round_ in range(50):
                    lists[number].keep("SAME", _lobby(f"P{number}", seed=round_), number)
            except BaseException as error:
                failures.append(error)

        threads = [threading.Thread(target=keep_many, args=(number,)) for number in range(len(lists))]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(120)
        assert failures == []
        assert lists[0].open_count() == 1
        row = lists[1].find("SAME")
        assert row is not None and row.lobby["seed"] == 49 and row.lobby["seats"][0]["name"] == f"P{row.game_id}"
    finally:
        for pool in pools:
            pool.close()


def test_processes_started_together_migrate_the_schema_once_and_a_newer_one_is_refused(postgres_database: str) -> None:
    import psycopg

    from shared_table.saves.postgres import SCHEMA_VERSION, DatabaseProblem, connect, version

    start = threading.Barrier(4)
    pools: list[object] = []
    failures: list[BaseException] = []

    def start_one() -> None:
        try:
            start.wait(timeout=60)
            pools.append(connect(postgres_database, size=1))
        except BaseException as error:
            failures.append(error)

    threads = [threading.Thread(target=start_one) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    assert failures == [] and len(pools) == 4
    with connect(postgres_database) as pool:
        assert version(pool) == SCHEMA_VERSION
    for made in pools:
        made.close()  # type: ignore[attr-defined]
    with psycopg.connect(postgres_database, autocommit=True) as db:
        rows = db.execute("SELECT version FROM shared_table.schema_version ORDER BY version").fetchall()
        assert [row[0] for row in rows] == list(range(1, SCHEMA_VERSION + 1)), "each migration once"
        db.execute("INSERT INTO shared_table.schema_version (version) VALUES (%s)", (SCHEMA_VERSION + 1,))
    with pytest.raises(DatabaseProblem, match=f"newer Shared Table .*{SCHEMA_VERSION + 1}"):
        connect(postgres_database)


def test_a_database_that_does_not_answer_is_one_sentence_naming_it_without_its_password(tmp_path: Path) -> None:
    require_module("psycopg_pool")
    from shared_table.saves.postgres import DatabaseProblem, connect

    url = f"postgresql://ann:secret@/nowhere?host={tmp_path}"  # a folder with no server's socket in it
    with pytest.raises(DatabaseProblem) as raised:
        connect(url, seconds=2)
    said = str(raised.value)
    assert "nowhere" in said and "secret" not in said and "\n" not in said, said
