"""HAProxy with deploy/haproxy.cfg in front of three real `serve` processes (issue 40, items 3, 7 and 9):
every connection of a table reaches one process, by a consistent hash of /ws/CODE; a killed process
is taken out by the health check and only its codes move; the page and /health pass through; and
each player is counted by their own address (`option forwardfor`, and `serve --behind-proxy` or its
other name `--forwarded-allow-ips`). Nothing waits on time: each wait is on a condition, with a
deadline only a broken build reaches.

Which process HAProxy chose is read from the header the config adds (X-Shared-Table-Process), and
checked against what the processes themselves do: a table opened on one process is found through
HAProxy exactly when its code is sent to that process.
"""

from __future__ import annotations

import random
import string
import urllib.error
import urllib.request
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from haproxy_server import Cluster, open_table, process_of, table_socket
from haproxy_server import ask as ask_over
from shared_table.net.join_limit import JOINS_PER_MINUTE

NAMES = ("serve1", "serve2", "serve3")
ALIAS = "serve3"
"""The process started with `--forwarded-allow-ips 127.0.0.1` rather than `--behind-proxy 127.0.0.1`."""


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Cluster]:
    running = Cluster(tmp_path_factory.mktemp("cluster"), ((), (), ("--forwarded-allow-ips", "127.0.0.1")))
    try:
        yield running
    finally:
        running.close()


def _codes(count: int, seed: int) -> list[str]:
    """Table codes as `serve` makes them: capitals and digits."""
    chosen = random.Random(seed)
    return ["".join(chosen.choices(string.ascii_uppercase + string.digits, k=6)) for _ in range(count)]


def _route(cluster: Cluster, code: str) -> str:
    """The process HAProxy sends a new connection to /ws/CODE to."""
    with table_socket(cluster, f"/ws/{code}") as connection:
        return process_of(connection)


def _routes(cluster: Cluster, codes: list[str], tries: int) -> dict[str, str]:
    """Each code's process, asked `tries` times: the same every time, or the test fails."""
    routes: dict[str, str] = {}
    for code in codes:
        seen = {_route(cluster, code) for _ in range(tries)}
        assert len(seen) == 1, f"/ws/{code} reached {sorted(seen)}: one table's connections split across processes"
        routes[code] = seen.pop()
    return routes


def test_every_connection_of_a_table_reaches_the_one_process_its_code_hashes_to(cluster: Cluster) -> None:
    codes = _codes(60, seed=40)
    routes = _routes(cluster, codes, tries=3)
    share = Counter(routes.values())
    assert set(share) == set(NAMES), f"every process takes a share of the codes: {share}"

    # What the processes do agrees: a table opened on one process is found through HAProxy exactly
    # when its code is sent there (the processes share no store here, so elsewhere it is unknown).
    for name, server in cluster.servers.items():
        for _ in range(2):
            with table_socket(server, "/ws") as opener:
                seated = open_table(opener)
            assert seated["kind"] == "seated", seated
            code, token = seated["table"], seated["token"]
            for _ in range(2):
                with table_socket(cluster, f"/ws/{code}") as back:
                    answer = ask_over(back, "join", table=code, name="Ann", token=token, since=None)
                    reached = process_of(back)
                assert (answer["kind"] == "seated") == (reached == name), (code, name, reached, answer)
                if answer["kind"] == "refused":
                    assert answer["said"]["id"] == "net-no-table", answer


def test_the_page_its_files_and_health_pass_through_and_metrics_stay_inside(cluster: Cluster) -> None:
    def get(path: str) -> tuple[int, str, str]:
        try:
            with urllib.request.urlopen(cluster.url + path, timeout=30) as answer:
                return answer.status, answer.headers["Content-Type"], answer.read().decode()
        except urllib.error.HTTPError as refused:
            return refused.code, refused.headers["Content-Type"], refused.read().decode()

    status, kind, page = get("/")
    assert status == 200 and kind.startswith("text/html") and "<html" in page
    assert get("/health")[::2] == (200, "ok\n")
    assert get("/web/page.js")[0] == 200
    status, kind, words = get("/words/en")
    assert status == 200 and "web-title" in words
    assert get("/metrics")[0] == 403  # Prometheus scrapes each process on its own port (docs/deploy.md)


def test_a_killed_process_is_taken_out_and_only_its_codes_move(tmp_path: Path) -> None:
    cluster = Cluster(tmp_path)
    try:
        codes = _codes(60, seed=41)
        before = _routes(cluster, codes, tries=2)
        victim = Counter(before.values()).most_common(1)[0][0]
        moved = [code for code in codes if before[code] == victim]
        port = cluster.servers[victim].port
        cluster.servers[victim].kill()  # SIGKILL: no goodbye, no 503 first

        # Before the checks see it: a connection refused by the dead process is tried again elsewhere.
        for code in moved:
            assert _route(cluster, code) != victim
        states = cluster.wait_for({victim: "DOWN"})
        assert all(states[name] == "UP" for name in NAMES if name != victim), states

        after = _routes(cluster, codes, tries=2)
        assert {code: after[code] for code in codes if code not in moved} == {
            code: before[code] for code in codes if code not in moved}, "a code of a live process moved"
        assert all(after[code] != victim for code in moved)
        assert len({after[code] for code in moved}) == 2 or len(moved) < 4, "the dead process's codes spread over the others"

        cluster.start(victim, port)  # the same port and folder: as a host's service manager restarts it
        cluster.wait_for({victim: "UP"})
        assert _routes(cluster, codes, tries=2) == before, "a code went back to its process once it was up again"
    finally:
        cluster.close()


def test_each_player_is_counted_by_their_own_address_not_the_balancers(cluster: Cluster) -> None:
    """Two players on two addresses (127.0.0.2 and 127.0.0.3) reach one process through HAProxy: the
    first runs out of tables to open, the second still opens one, so the process counted each by
    the X-Forwarded-For HAProxy wrote and not by HAProxy's own 127.0.0.1. That process was started
    with `--forwarded-allow-ips`, so this checks the option's other name too. A header the second
    player forges to be the first is dropped at HAProxy."""
    path = next(f"/ws/{code}" for code in _codes(500, seed=42) if _route(cluster, code) == ALIAS)

    def open_from(source: str, headers: dict[str, str] | None = None) -> dict[str, object]:
        with table_socket(cluster, path, source, headers) as connection:
            assert process_of(connection) == ALIAS
            return open_table(connection)

    opened = [open_from("127.0.0.2") for _ in range(JOINS_PER_MINUTE)]
    assert all(answer["kind"] == "seated" for answer in opened), opened
    over = open_from("127.0.0.2")
    assert over["kind"] == "refused" and over["said"] == {"id": "net-too-many-joins", "args": {}}, over
    other = open_from("127.0.0.3", {"X-Forwarded-For": "127.0.0.2"})
    assert other["kind"] == "seated", other
