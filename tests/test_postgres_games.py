"""What PostgreSQL's store of games gives beyond SQLite's (issue 40): a process that lost a
table's lease writes nothing more to its games while the new host plays on (item 2, fencing),
and a write waits through a database restart and goes through once (item 6).
"""

from __future__ import annotations

import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import postgres_run
import pytest

from postgres_server import SETTINGS, PostgresServer, require_postgres, start, stop

MOVES = [{"do": "draw", "seat": n % 2} for n in range(8)]


def _sql(url: str, statement: str, *values: object) -> list[tuple[Any, ...]]:
    import psycopg

    with psycopg.connect(url, autocommit=True) as db:
        cursor = db.execute(statement, values)
        return cursor.fetchall() if cursor.description is not None else []


def _take_over(url: str, code: str, owner: str) -> int:
    """Another process takes table `code`'s lease, as a failover does: its new token."""
    return int(_sql(url, "UPDATE shared_table.leases SET owner = %s, token = token + 1, expires = now() + interval '1 minute'"
                         " WHERE code = %s RETURNING token", owner, code)[0][0])


def _written(url: str, game_id: int) -> tuple[list[tuple[Any, ...]], ...]:
    """Every row of game `game_id`, as another program reads them."""
    return (_sql(url, "SELECT n, action, checked FROM shared_table.actions WHERE game_id = %s ORDER BY n", game_id),
            _sql(url, "SELECT seat, moves, settings FROM shared_table.heard WHERE game_id = %s ORDER BY seat", game_id),
            _sql(url, "SELECT updated, round, finished, heard FROM shared_table.games WHERE id = %s", game_id),
            _sql(url, "SELECT id FROM shared_table.games ORDER BY id"))


@pytest.fixture
def two_hosts(postgres_database: str) -> Iterator[tuple[Any, Any]]:
    """Two processes' stores on one database, A holding table T1's lease (token 1)."""
    from shared_table.saves.postgres import connect
    from shared_table.saves.postgres_games import PostgresGameStore

    with connect(postgres_database) as pool_a, connect(postgres_database) as pool_b:
        a, b = PostgresGameStore(pool_a, "A"), PostgresGameStore(pool_b, "B")
        _sql(postgres_database, "INSERT INTO shared_table.leases (code, owner, token, expires) VALUES ('T1', 'A', 1, now())")
        a.fence("T1", 1)
        yield a, b


def test_a_process_that_lost_a_tables_lease_writes_nothing_more_and_the_new_host_plays_on_without_gap(
        postgres_database: str, two_hosts: tuple[Any, Any]) -> None:
    from shared_table.saves.protocol import LeaseLost
    from shared_table.saves.store import SaveConflict

    a, b = two_hosts
    game_id = a.new_game("fivecrowns", {"seed": 1}, "T1")
    a.record(game_id, 0, MOVES[:3], 1, False, {0: (3, {"verbosity": "brief"})})
    token = _take_over(postgres_database, "T1", "B")
    b.fence("T1", token)
    before = _written(postgres_database, game_id)
    late: list[Any] = [
        lambda: a.record(game_id, 3, MOVES[3:4], 1, False, {0: (4, None)}),
        lambda: a.take_back(game_id, 2, 1),
        lambda: a.save_heard(game_id, {0: (1, None), 1: (1, None)}),
        lambda: a.mark_heard(game_id, 1),
        lambda: a.mark_heard(game_id, 1, seat=1, settings={"verbosity": "full"}),
        lambda: a.cut_after(game_id, 1),
        lambda: a.new_game("fivecrowns", {"seed": 2}, "T1"),
    ]
    for write in late:
        with pytest.raises(LeaseLost) as refused:
            write()
        assert isinstance(refused.value, SaveConflict) and str(refused.value).startswith("another server hosts this table now")
    assert _written(postgres_database, game_id) == before, "nothing of a late write is kept"
    saved = b.game(game_id)
    assert saved is not None and saved.moves == 3
    b.record(game_id, 3, MOVES[3:5], 1, False, {0: (5, None)})
    b.take_back(game_id, 4, 1)
    b.record(game_id, 4, MOVES[5:7], 2, False)
    assert b.actions(game_id) == [*MOVES[:4], *MOVES[5:7]]
    numbers = [row[0] for row in _sql(postgres_database, "SELECT n FROM shared_table.actions WHERE game_id = %s ORDER BY n", game_id)]
    assert numbers == list(range(6)), "no gap and no move twice"
    a.fence("T1", None)  # a process that never held it, or let it go
    with pytest.raises(LeaseLost):
        a.record(game_id, 6, MOVES[7:], 2, False)
    console = a.new_game("solitaire", {})  # a game of no table: no lease to hold
    a.record(console, 0, MOVES[:1], 1, False)
    assert a.actions(console) == MOVES[:1]


def test_a_takeover_waits_for_a_write_in_flight_and_the_new_host_reads_its_move(postgres_database: str, two_hosts: tuple[Any, Any]) -> None:
    import psycopg

    from shared_table.saves.protocol import LeaseLost

    a, b = two_hosts
    game_id = a.new_game("fivecrowns", {"seed": 1}, "T1")
    a.record(game_id, 0, MOVES[:2], 1, False)
    outcome: dict[str, Any] = {}

    def write() -> None:
        try:
            a.record(game_id, 2, MOVES[2:3], 1, False)
            outcome["written"] = True
        except BaseException as error:
            outcome["written"] = error

    def take_over() -> None:
        outcome["token"] = _take_over(postgres_database, "T1", "B")

    with psycopg.connect(postgres_database) as holder:  # holds the game's row, so that A's write stops in flight, lease held
        holder.execute("SELECT 1 FROM shared_table.games WHERE id = %s FOR UPDATE", (game_id,))
        writer = threading.Thread(target=write)
        writer.start()
        _until_waiting(postgres_database, 1)
        taker = threading.Thread(target=take_over)
        taker.start()
        _until_waiting(postgres_database, 2)  # the takeover waits behind the write's hold of the lease
        assert "token" not in outcome
        holder.rollback()
    writer.join(60)
    taker.join(60)
    assert outcome == {"written": True, "token": 2}
    b.fence("T1", 2)
    assert b.actions(game_id) == MOVES[:3], "the new host reads the move written in flight"
    with pytest.raises(LeaseLost):
        a.record(game_id, 3, MOVES[3:4], 1, False)
    b.record(game_id, 3, MOVES[3:4], 1, False)


def _until_waiting(url: str, sessions: int) -> None:
    """Until `sessions` sessions of the database wait for a lock (a minute at most)."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        found = _sql(url, "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'")
        if found[0][0] >= sessions:
            return
        time.sleep(0.01)
    raise AssertionError(f"{sessions} sessions never waited for a lock")


# ------------------------------------------------------------------ item 6: the database restarted mid-game


@pytest.fixture
def own_server() -> Iterator[PostgresServer]:
    """A PostgreSQL of this test's own, which it stops and starts again."""
    require_postgres()
    server = start(Path(tempfile.mkdtemp(prefix="st-pg-")))  # short: a socket's path has at most 107 bytes
    try:
        yield server
    finally:
        stop(server)


def _pg_ctl(server: PostgresServer, command: str) -> None:
    """Stop the server (fast: its data kept), or start it again on its folder."""
    if command == "stop":
        postgres_run.stop(server, "fast")
    else:
        postgres_run.start(server.folder, SETTINGS, sync=False)


def test_a_move_waits_for_a_database_restarting_and_is_saved_once_with_the_players_told_once(own_server: PostgresServer) -> None:
    from shared_table.saves.postgres import connect
    from shared_table.saves.postgres_games import PostgresGameStore

    url = own_server.url()
    with connect(url) as pool:
        store = PostgresGameStore(pool, "A")
        told: list[tuple[int, bool]] = []
        long_wait = threading.Event()

        def tell(game: int, waited: bool) -> None:
            told.append((game, waited))
            if waited:
                long_wait.set()

        store.waiting = tell
        game_id = store.new_game("fivecrowns", {}, None)
        store.record(game_id, 0, MOVES[:2], 1, False)
        _pg_ctl(own_server, "stop")  # every connection of the pool is broken now
        failures: list[BaseException] = []

        def move() -> None:
            try:
                store.record(game_id, 2, MOVES[2:4], 1, False, {0: (3, None)})
            except BaseException as error:
                failures.append(error)

        writer = threading.Thread(target=move)
        writer.start()
        assert long_wait.wait(60), "a write that waits past 2 seconds says so"
        assert writer.is_alive() and told == [(game_id, True)]
        _pg_ctl(own_server, "start")
        writer.join(90)
        assert not writer.is_alive() and failures == []
        assert told == [(game_id, True), (game_id, False)], "told once it waited, and once it went through"
        assert store.actions(game_id) == MOVES[:4] and store.heard_by(game_id) == {0: 3}, "nothing lost, nothing twice"
        for number in range(4, 8):  # the pool's connections the restart broke are never handed out again
            store.record(game_id, number, MOVES[number:number + 1], 1, False)
        assert store.actions(game_id) == MOVES and told == [(game_id, True), (game_id, False)]


def test_a_database_away_past_the_wait_is_said_once_the_moves_kept_and_saved_when_it_is_back(
        own_server: PostgresServer, monkeypatch: pytest.MonkeyPatch) -> None:
    from shared_table.console.play import hosted, make_setup, session_from_setup
    from shared_table.console.saved_games import start_saved
    from shared_table.saves import postgres_wait
    from shared_table.saves.postgres import connect
    from shared_table.saves.postgres_games import PostgresGameStore
    from shared_table.table.restore import read_saved

    monkeypatch.setattr(postgres_wait, "WAIT_MOST", 3.0)  # a minute in a server; a test need not wait that long
    with connect(own_server.url()) as pool:
        store = PostgresGameStore(pool, "A")
        session = session_from_setup(make_setup(seed=7))
        game_id = start_saved(store, session)  # type: ignore[arg-type]
        session.start()
        session.handle("draw")
        saved = len(store.actions(game_id))
        _pg_ctl(own_server, "stop")
        said = [*session.handle("take"), *session.handle("discard 1")]
        failed = [line for line in said if line.startswith("Saving failed")]
        assert len(failed) == 1 and "the database does not answer" in failed[0], said
        _pg_ctl(own_server, "start")
        said = [*session.handle("draw"), *session.handle("discard 1")]
        assert any(line.startswith("Saving works again") for line in said), said
        played = hosted(session)
        assert len(store.actions(game_id)) == played.moves > saved + 3, "every move kept while it was away is saved, once"
        saved_game = store.game(game_id)
        assert saved_game is not None
        dealt = read_saved(store, saved_game, repair=False).dealt()
        assert dealt.state.totals() == played.state.totals() and dealt.moves == played.moves
