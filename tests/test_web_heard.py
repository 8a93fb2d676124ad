"""The web page's side of coming back (issue 40, item 4), in a real Chromium (Debian's, launched by
Playwright) against a real server on 127.0.0.1: the page keeps the `heard` of the last `said`
message and sends it in its `join-lines` when it comes back by itself, so that a server killed
with SIGKILL and started again on the same folder tells it nothing it had heard
(tests/test_server_page_heard.py has the server's side, case by case)."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser

from server_helpers import Server, saved_state
from test_server_page_heard import SINCE, saved_heard
from web_helpers import PageSeat, chosen_action, typed_line, wait_until

pytestmark = pytest.mark.xdist_group("chromium")

PAGE_MOVES = 3
GUARD_SECONDS = 20
"""Only a broken build reaches it: each wait ends on what the page or the save shows."""


def frames(seat: PageSeat) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Every message the page sends, and every one it receives, from now on, over every socket it opens."""
    sent: list[dict[str, Any]] = []
    received: list[dict[str, Any]] = []

    def listen(socket: Any) -> None:
        socket.on("framesent", lambda payload: sent.append(json.loads(payload)))
        socket.on("framereceived", lambda payload: received.append(json.loads(payload)))

    seat.page.on("websocket", listen)
    return sent, received


def said(received: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [message for message in received if message["kind"] == "said"]


def test_the_page_says_how_far_it_heard_when_it_comes_back_and_hears_nothing_twice(browser: Browser, tmp_path: Path) -> None:
    first = Server(tmp_path)
    seat = PageSeat(browser, first)
    sent, received = frames(seat)
    again: Server | None = None
    try:
        seat.open_table(game="fivecrowns", players=2)
        for _ in range(PAGE_MOVES):  # typed as a person would; the computer player answers each
            game, table = saved_state(first)
            deadline = time.monotonic() + GUARD_SECONDS
            while table.state.current != 0:
                assert time.monotonic() < deadline, "the computer player never moved"
                seat.page.wait_for_timeout(20)
                game, table = saved_state(first)
            seat.wait_for_moves(table.moves)
            seat.type_line(typed_line(game, chosen_action(game, table.state, 0, table.moves), table.state.view(0)))
            seat.wait_for_moves(table.moves + 1)
        moves = saved_state(first)[1].moves
        seat.wait_for_moves(moves)
        last = said(received)[-1]
        assert last["heard"] == [last["generation"], moves], last
        before = seat.log()
        first.kill()  # how far the page heard of its last move is in memory only
        assert saved_heard(first) < moves, "the killed server had not saved all the page heard: else this shows nothing"
        wait_until(seat, "document.querySelector('#connection').textContent.includes('lost')")
        told_before = len(said(received))
        again = Server(tmp_path, first.port)
        wait_until(seat, "document.querySelector('#connection').textContent.startsWith('Connected again')", seconds=GUARD_SECONDS)
        wait_until(seat, f"document.querySelectorAll('#log li').length > {len(before)}")
        back = [line for message in said(received)[told_before:] for line in message["lines"]]
        assert back and back[0].startswith("Resumed table"), back
        assert SINCE not in back, f"said again what the page had heard: {back}"
        joined = [message for message in sent if message["kind"] == "join-lines"]
        assert joined[-1]["token"] and joined[-1].get("heard") == last["heard"], joined[-1]
        assert not seat.problems, seat.problems
    finally:
        seat.close()
        if again is not None:
            again.stop()
