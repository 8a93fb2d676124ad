"""The web page at a table whose process is killed, in a real Chromium through a real HAProxy in
front of three `serve --database` processes (issue 40, item 4, for the page): it comes back by
itself through the balancer to the process that takes its table over, hears nothing it had
heard, and plays on there."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from playwright.sync_api import Browser

from cluster_helpers import database_cluster, open_tables_at, saved_game
from haproxy_server import Cluster
from test_server_page_heard import SINCE
from test_web_heard import frames, said
from web_helpers import PageSeat, chosen_action, typed_line, wait_until

pytestmark = pytest.mark.xdist_group("chromium")

GUARD_SECONDS = 30
"""Only a broken build reaches it: each wait ends on what the page or the database shows."""


def _play_one(seat: PageSeat, url: str, code: str) -> None:
    """Wait for the page's turn (the computer player answers each move), then type its move."""
    deadline = time.monotonic() + GUARD_SECONDS
    game, table, _ = saved_game(url, code)
    while table.state.current != 0:
        assert time.monotonic() < deadline, "the computer player never moved"
        seat.page.wait_for_timeout(20)
        game, table, _ = saved_game(url, code)
    seat.wait_for_moves(table.moves)
    seat.type_line(typed_line(game, chosen_action(game, table.state, 0, table.moves), table.state.view(0)))
    seat.wait_for_moves(table.moves + 1)


def test_a_page_whose_process_is_killed_comes_back_through_haproxy_and_hears_only_what_it_missed(
    browser: Browser, tmp_path: Path, postgres_database: str,
) -> None:
    cluster: Cluster = database_cluster(tmp_path, postgres_database)
    seat = PageSeat(browser, cluster)  # type: ignore[arg-type]
    sent, received = frames(seat)
    try:
        seat.open_table(game="fivecrowns", players=2)
        code = str(seat.page.evaluate("new URLSearchParams(location.search).get('table')"))
        for _ in range(2):
            _play_one(seat, postgres_database, code)
        host = next(server for server in cluster.servers.values() if open_tables_at(server) == 1)
        before = len(said(received))
        host.kill()
        wait_until(seat, "document.querySelector('#connection').textContent.startsWith('Connected again')", seconds=GUARD_SECONDS)
        deadline = time.monotonic() + GUARD_SECONDS
        while len(said(received)) <= before:  # told where the game stands, after the page said how far it heard
            assert time.monotonic() < deadline, "the page was told nothing once back"
            seat.page.wait_for_timeout(20)
        back = [line for message in said(received)[before:] for line in message["lines"]]
        assert back and back[0].startswith("Resumed table"), back
        assert SINCE not in back, f"said again what the page had heard: {back}"
        assert [message for message in sent if message["kind"] == "join-lines"][-1].get("heard"), "it said how far it heard"
        _play_one(seat, postgres_database, code)  # and plays on, at the process that took the table
        assert not seat.problems, seat.problems
    finally:
        seat.close()
        cluster.close()
