"""Several `serve` processes on one real PostgreSQL behind a real HAProxy (issue 40): a table is
played where its code leads, whichever process it was opened on; a process stopped past its
lease loses its tables and writes nothing more to them; a process killed hands its tables on at
once; a process told to stop hands them over first; the database restarted mid-game loses nothing."""

from __future__ import annotations

import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import postgres_run
import pytest

from cluster_helpers import (
    LEASE_SECONDS,
    at_every_table,
    database_cluster,
    open_tables,
    open_tables_at,
    play_moves,
    routed_to,
    saved_game,
    seated_pair,
    wait_until,
)
from haproxy_server import Cluster, ask, table_socket
from postgres_server import SETTINGS, PostgresServer
from server_helpers import Device, Server, view_json
from shared_table.i18n.words import words_for
from shared_table.net.protocol import send
from test_server import play_to_the_end

pytestmark = pytest.mark.xdist_group("cluster")  # three processes and HAProxy: one such test at a time


@pytest.fixture
def cluster(tmp_path: Path, postgres_database: str) -> Iterator[Cluster]:
    running = database_cluster(tmp_path, postgres_database)
    yield running
    running.close()


def test_serve_with_a_database_it_cannot_reach_says_one_sentence_and_ends_with_status_2(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "shared_table", "serve", "--port", "0", "--database",
                           f"postgresql://nobody@/nothing?host={tmp_path}"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.splitlines() == [
        f"shared-table serve: cannot use the database nothing (PostgreSQL, socket in {tmp_path}): connection is bad:"
        " No such file or directory. Check that PostgreSQL runs there and that the address after --database is right."]


def test_a_lease_shorter_than_three_renewals_is_refused_with_a_sentence(postgres_database: str) -> None:
    done = subprocess.run([sys.executable, "-m", "shared_table", "serve", "--port", "0", "--database", postgres_database,
                           "--lease-seconds", "1"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("shared-table serve: --lease-seconds 1 is too short") and len(done.stderr.splitlines()) == 1


def test_a_table_opened_on_any_process_is_played_to_its_end_where_its_code_leads(cluster: Cluster, postgres_database: str) -> None:
    ann, bob, code = seated_pair(cluster)
    play_to_the_end([ann, bob])
    game, table, _ = saved_game(postgres_database, code)
    assert table.state.is_over
    for device in (ann, bob):
        assert device.view_json() == view_json(game, table.state, device.link.seat), "each device's view is the saved game's"
    assert not any("onnect" in line for line in ann.said + bob.said), "moving between processes is not said"
    ann.close()
    bob.close()


@pytest.fixture
def roomy_cluster(tmp_path: Path, postgres_database: str) -> Iterator[Cluster]:
    """As `cluster`, with room for one address (the test's) to open many tables."""
    running = database_cluster(tmp_path, postgres_database, ("--joins-per-minute", "1000"))
    yield running
    running.close()


TABLES = 50
TO_THE_END = 1  # of them played to the end, and again on one process, to compare (benchmarks/bench_cluster.py plays more)


def test_a_process_killed_mid_game_hands_every_table_on_and_nothing_is_lost_or_played_twice(
    roomy_cluster: Cluster, postgres_database: str, tmp_path: Path,
) -> None:
    """Issue 40, item 4: SIGKILL one of three processes with 50 tables open; every client comes
    back through HAProxy by itself to the process that takes its table, hears only what it
    missed, every game goes on from where it was, each move saved once, and ends as the same
    seeds end on one process."""
    cluster = roomy_cluster
    pairs = open_tables(cluster, TABLES)
    at_every_table(pairs, lambda ann, bob, code: play_moves([ann, bob], 3))
    where = {code: routed_to(cluster, code) for _, _, code in pairs}
    victim = max(cluster.servers, key=lambda name: sum(1 for process in where.values() if process == name))
    hosted = {code for code, process in where.items() if process == victim}
    assert hosted, "the process killed hosts some tables"
    before = {code: saved_game(postgres_database, code)[1].moves for _, _, code in pairs}
    killed = time.monotonic()
    cluster.servers[victim].kill()
    back: dict[str, float] = {}

    def play_on(ann: Device, bob: Device, code: str) -> None:
        play_moves([ann, bob], 1)  # the killed process's tables too: their devices come back by themselves
        back[code] = time.monotonic() - killed
        play_moves([ann, bob], 3)

    at_every_table(pairs, play_on)
    again = sorted(back[code] for code in hosted)
    print(f"{len(hosted)} tables of the killed process played again after {again[len(again) // 2]:.2f} s (median),"
          f" {again[-1]:.2f} s at most")
    at_every_table(pairs[:TO_THE_END], lambda ann, bob, code: play_to_the_end([ann, bob]))
    for ann, bob, code in pairs:
        game, table, _ = saved_game(postgres_database, code)  # each move once, no gap
        assert table.moves >= before[code] + 4 or table.state.is_over, f"table {code} played on"
        for device in (ann, bob):
            seat = device.link.seat
            assert device.view_json() == view_json(game, table.state, seat), f"table {code}: the device is where the game is"
            seen = [game.codec.encode_event(event) for event in device.session.me.seen]  # type: ignore[union-attr]
            assert seen == [game.codec.encode_event(event) for event in table.state.events_for(seat)], (
                f"table {code}: each move heard once, none missed")
    assert all(routed_to(cluster, code) != victim for code in hosted)
    alone = Server(tmp_path / "alone")  # the same seeds on one process, its own save file
    try:
        for number, (ann, bob, code) in enumerate(pairs[:TO_THE_END]):
            one, other = Device(alone), Device(alone)
            other.join(one.open(guests=1, players=2, seed=1 + number))
            play_to_the_end([one, other])
            assert one.view_json() == ann.view_json() and other.view_json() == bob.view_json(), (
                f"table {code} ended as its seed ends on one process")
            one.close()
            other.close()
    finally:
        alone.stop()
    for ann, bob, _ in pairs:
        ann.close()
        bob.close()


def test_a_process_stopped_past_its_lease_loses_its_tables_and_its_late_move_is_never_written(
    cluster: Cluster, postgres_database: str,
) -> None:
    """Issue 40, item 2: a process stopped (SIGSTOP) while a move waits in its socket; another
    takes its table once the lease runs out, and play goes on there; woken (SIGCONT), the
    stopped process lets the table go and writes nothing to it: no move twice, no gap."""
    ann, bob, code = seated_pair(cluster)
    play_moves([ann, bob], 4)
    victim = cluster.servers[routed_to(cluster, code)]
    game, table, _ = saved_game(postgres_database, code)
    mover = ann if table.state.current == ann.link.seat else bob
    late = table.state.legal_actions()[-1]
    victim.process.send_signal(signal.SIGSTOP)
    try:
        cluster.wait_for({name: "DOWN" for name, server in cluster.servers.items() if server is victim})
        assert mover.link.socket is not None
        mover.link.socket.send(send("move", id=10**6, seat=table.state.current, answering=table.moves,
                                    action=game.codec.encode_action(late)))  # waits in the stopped process's socket
        for device in (ann, bob):  # their connections to it cut: each comes back through HAProxy by itself
            assert device.link.socket is not None
            device.link.socket.socket.shutdown(socket.SHUT_RDWR)
        taker = cluster.servers[routed_to(cluster, code)]
        wait_until(lambda: open_tables_at(taker) == 1, "another process took the table when its lease ran out")
        # Nobody moves there yet: the late move's place in the game is free, and only the lease
        # (the fencing token each write checks) keeps the woken process from writing it.
    finally:
        victim.process.send_signal(signal.SIGCONT)
    wait_until(lambda: open_tables_at(victim) == 0, "the woken process let the table go")
    assert saved_game(postgres_database, code)[1].moves == table.moves, "the late move was not written"
    play_moves([ann, bob], 4)  # at the process that took the table over
    game, table, _ = saved_game(postgres_database, code)  # each move once, no gap
    assert table.moves == 4 + 4 or table.state.is_over
    for device in (ann, bob):
        seen = [game.codec.encode_event(event) for event in device.session.me.seen]  # type: ignore[union-attr]
        assert seen == [game.codec.encode_event(event) for event in table.state.events_for(device.link.seat)]
    ann.close()
    bob.close()


RESTARTED_TABLES = 6


def test_a_rolling_restart_hands_every_table_over_and_a_player_hears_at_most_one_reconnecting_line(
    roomy_cluster: Cluster, postgres_database: str,
) -> None:
    """Issue 40, item 5: SIGTERM one process at a time, each started again before the next: it
    hands its tables over before it exits, its people come back through HAProxy, each hears at
    most one "reconnecting" line, and no move is lost or played twice."""
    cluster = roomy_cluster
    pairs = open_tables(cluster, RESTARTED_TABLES)
    at_every_table(pairs, lambda ann, bob, code: play_moves([ann, bob], 2))
    for name in list(cluster.servers):
        server = cluster.servers[name]
        server.process.send_signal(signal.SIGTERM)
        assert server.process.wait(60) == 0, "it stops cleanly once its tables are handed over"
        assert "Traceback" not in server.stop(), "nothing went wrong as it stopped"
        at_every_table(pairs, lambda ann, bob, code: play_moves([ann, bob], 2))  # while it is away
        cluster.start(name, server.port)
        cluster.wait_for({name: "UP"})
        at_every_table(pairs, lambda ann, bob, code: play_moves([ann, bob], 2))
    for ann, bob, code in pairs:
        game, table, _ = saved_game(postgres_database, code)
        for device in (ann, bob):
            # A handover is silent unless the move back takes over QUIET_SECONDS, which a loaded machine may:
            # then the outage is said once, with "Connected again." when it ends; never twice, never more.
            words = words_for("en", ())
            lost = [line for line in device.said if line == words("net-reconnecting")]
            back = [line for line in device.said if line == words("net-reconnected")]
            assert len(lost) <= 1 and len(back) == len(lost), f"table {code}: {device.said}"
            seen = [game.codec.encode_event(event) for event in device.session.me.seen]  # type: ignore[union-attr]
            assert seen == [game.codec.encode_event(event) for event in table.state.events_for(device.link.seat)]
        ann.close()
        bob.close()


def test_the_database_restarted_mid_game_makes_a_move_wait_and_lose_nothing_and_the_players_are_told_once_each_way(
    cluster: Cluster, postgres_server: PostgresServer, postgres_database: str,
) -> None:
    """Issue 40, item 6: PostgreSQL stopped as a move is made: the move waits; past 2 s the
    players are told once; the database started again, the move is saved once, they are told
    play goes on, and the game goes on."""
    ann, bob, code = seated_pair(cluster)
    play_moves([ann, bob], 2)
    game, table, _ = saved_game(postgres_database, code)
    mover, other = (ann, bob) if table.state.current == ann.link.seat else (bob, ann)
    postgres_run.stop(postgres_server, "fast")
    moving = threading.Thread(target=mover.move)
    try:
        moving.start()
        other.wait_for(lambda: any("waiting for its database" in line for line in other.said), seconds=60)
    finally:
        postgres_run.start(postgres_server.folder, SETTINGS, sync=False)
    moving.join(60)
    assert not moving.is_alive(), "the move was answered once the database was back"
    other.wait_for(lambda: other.link.moves == table.moves + 1 and any("database is back" in line for line in other.said), seconds=60)
    play_moves([ann, bob], 4)
    game, table, _ = saved_game(postgres_database, code)  # each move once, no gap
    assert table.moves == 2 + 1 + 4 or table.state.is_over
    for device in (ann, bob):
        told = [line for line in device.said if "database" in line]
        assert told == ["The server is waiting for its database. Your moves wait until it is back.",
                        "The database is back. Play goes on."], told
        seen = [game.codec.encode_event(event) for event in device.session.me.seen]  # type: ignore[union-attr]
        assert seen == [game.codec.encode_event(event) for event in table.state.events_for(device.link.seat)]
    ann.close()
    bob.close()


def test_a_table_handed_from_one_process_to_another_and_back_opens_again_on_the_first(tmp_path: Path, postgres_database: str) -> None:
    """X hosts a table, Y asks for it (Bob comes back there), X asks for it again (Ann comes back
    there): X had let its game go when it handed the table over, so it takes it again."""
    options = ["--database", postgres_database, "--lease-seconds", str(LEASE_SECONDS)]
    x, y = Server(tmp_path / "x", options=options), Server(tmp_path / "y", options=options)
    try:
        ann = table_socket(x, "/ws")
        opened = ask(ann, "open", game="", players=2, bots=None, guests=1, name="Ann", seed=3, options=[])
        code, ann_token = opened["table"], opened["token"]
        bob = table_socket(x, f"/ws/{code}")
        bob_token = ask(bob, "join", table=code, name="Bob", token=None, since=None)["token"]
        for process, token, name in ((y, bob_token, "Bob"), (x, ann_token, "Ann"), (y, bob_token, "Bob")):
            back = table_socket(process, f"/ws/{code}")
            answered = ask(back, "join", table=code, name=name, token=token, since=None)
            assert answered["kind"] == "seated", answered
            back.close()
    finally:
        for server in (x, y):
            assert "Traceback" not in server.stop()
