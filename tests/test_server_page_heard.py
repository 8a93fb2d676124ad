"""A web page's seat (a line seat: its words made on the server) that comes back to its table
hears only what it missed, even when the server that hosted it was killed (issue 40, item 4).

How far a person heard is kept in memory and saved with the table's next move (table/saving.py),
so a server killed with SIGKILL, or another process that takes the table over, knows a little
less than the page was told. The page says how far it heard (`heard` in `join-lines`: the last
`said` message's own), and the server takes the later of the two. Real `shared-table serve`
processes on 127.0.0.1, a raw WebSocket as the page's, and the same folder after a SIGKILL."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from websockets.sync.client import ClientConnection, connect

from server_helpers import Server, saved_state
from shared_table.core.errors import InvalidInput
from shared_table.net.requests import JoinLines, decode_request
from shared_table.saves.store import SaveStore
from web_helpers import chosen_action, typed_line

GUARD_SECONDS = 60
"""Only a hung server reaches it: nothing here waits on time."""
PAGE_MOVES = 4
"""The page's own moves before the server is killed: each with the computer player's after it."""


class PageSocket:
    """The page's WebSocket, as page.js uses it: `said` messages kept in order."""

    def __init__(self, server: Server) -> None:
        self.socket: ClientConnection = connect(server.url.replace("http://", "ws://") + "/ws", max_size=2**22)
        self.said: list[dict[str, Any]] = []
        self.ids = iter(range(1, 10_000))

    def request(self, kind: str, **fields: Any) -> dict[str, Any]:
        """Send, then read until its answer; `complete` after it marks the end of all it set off
        (a request's answer comes after everything said while it was done)."""
        number = next(self.ids)
        self.socket.send(json.dumps({"kind": kind, "id": number, **fields}))
        marker = next(self.ids)
        self.socket.send(json.dumps({"kind": "complete", "id": marker, "text": ""}))
        answer: dict[str, Any] = {}
        while True:
            value = json.loads(self.socket.recv(timeout=GUARD_SECONDS))
            assert value["kind"] != "refused", value
            if value["kind"] == "said":
                self.said.append(value)
            elif value.get("id") == number:
                answer = value
            elif value["kind"] == "completions" and value["id"] == marker:
                return answer

    @property
    def lines(self) -> list[str]:
        return [line for message in self.said for line in message["lines"]]

    def close(self) -> None:
        self.socket.close()


def play_some(server: Server, page: PageSocket, count: int = PAGE_MOVES) -> None:
    """The page's seat (0) makes `count` moves, typed as a person would; the computer player's
    moves after each are told at once."""
    for _ in range(count):
        game, table = saved_state(server)
        assert table.state.current == 0 and not table.state.is_over
        line = typed_line(game, chosen_action(game, table.state, 0, table.moves), table.state.view(0))
        page.request("line", text=line)
        assert saved_state(server)[1].moves > table.moves, (line, page.lines[-4:])


def saved_heard(server: Server) -> int:
    store = SaveStore.for_reading(server.store_path)[0]
    try:
        game = max(store.games(), key=lambda saved: saved.id)
        return int(store.heard_by(game.id).get(0) or 0)
    finally:
        store.close()


def back(server: Server, code: str, token: str, **heard: Any) -> PageSocket:
    """The page back at its seat by its token, as page.js comes back after a drop or `moved`."""
    page = PageSocket(server)
    seated = page.request("join-lines", table=code, name="Eve", token=token, language="en", **heard)
    assert seated["kind"] == "seated" and seated["seat"] == 0
    return page


SINCE = "What happened since you last heard:"


def back_at_a_copy(folder: Path, case: str, code: str, token: str, **heard: Any) -> list[str]:
    """What the page is told back with `heard`, at a server started again on a copy of the killed
    one's folder (`folder`/killed): each case on the same saves."""
    shutil.copytree(folder / "killed", folder / case)
    server = Server(folder / case)
    try:
        again = back(server, code, token, **heard)
        again.close()
        return again.lines
    finally:
        assert "Traceback" not in server.stop()


def test_a_page_back_after_its_server_was_killed_hears_only_what_it_had_not(tmp_path: Path) -> None:
    first = Server(tmp_path / "killed")
    page = PageSocket(first)
    seated = page.request("open-lines", game="fivecrowns", players=2, bots=None, guests=0, name="Eve", seed=3, options=[],
                          language="en")
    code, token = str(seated["table"]), str(seated["token"])
    play_some(first, page)
    last = page.said[-1]
    generation, moves = last["generation"], saved_state(first)[1].moves
    assert last["heard"] == [generation, moves] and last["moves"] == moves, "told every move, the computer player's too"
    before = page.lines
    first.kill()  # how far the page heard of its last move is in memory only
    page.close()
    assert saved_heard(first) < moves, "the killed server had not saved all the page heard: else this shows nothing"

    def comes_back(case: str, **heard: Any) -> list[str]:
        return back_at_a_copy(tmp_path, case, code, token, **heard)

    # Without it (a page from before this change), as today: what the server saved, and the rest said again.
    told_again = comes_back("without")
    assert SINCE in told_again, told_again
    retold = told_again[told_again.index(SINCE) + 1 : -2]  # the moves, before the hand and whose turn it is
    assert retold and all(line in before[-8:] for line in retold), ("heard before the kill, said again", retold, before[-8:])
    only_missed = [line for line in told_again if line != SINCE and line not in retold]

    heard = comes_back("heard", heard=[generation, moves])
    assert heard == only_missed, "where the game stands, and not one move heard before"
    assert not set(retold) & set(heard)
    # Never past the table's moves: a page that says more is taken at the table's word.
    assert comes_back("past", heard=[generation, moves + 50]) == only_missed
    # Dealt again since (another generation), or less than the server kept: the server's own.
    assert comes_back("other-deal", heard=[generation + 1, moves]) == told_again
    assert comes_back("less", heard=[generation, 0]) == told_again


def test_a_new_deal_counts_the_generation_and_what_the_page_heard_of_the_last_deal_does_not_count(tmp_path: Path) -> None:
    first = Server(tmp_path / "killed")
    page = PageSocket(first)
    seated = page.request("open-lines", game="fivecrowns", players=2, bots=None, guests=0, name="Eve", seed=3, options=[],
                          language="en")
    code, token = str(seated["table"]), str(seated["token"])
    play_some(first, page, 2)
    old_deal = page.said[-1]["heard"]
    assert old_deal[0] == 0
    page.request("line", text="new")
    page.request("line", text="yes")
    play_some(first, page, 2)
    last = page.said[-1]
    moves = saved_state(first)[1].moves
    assert last["generation"] == 1 and last["heard"] == [1, moves], "dealt again once: the seat was told so"
    first.kill()
    page.close()
    assert saved_heard(first) < moves, "the killed server had not saved all the page heard: else this shows nothing"
    told_again = back_at_a_copy(tmp_path, "without", code, token)
    assert SINCE in told_again, told_again
    assert SINCE not in back_at_a_copy(tmp_path, "heard", code, token, heard=last["heard"])
    # As far into the last deal as into this one: not this one's moves, so the server's own.
    assert back_at_a_copy(tmp_path, "old-deal", code, token, heard=[0, max(old_deal[1], moves)]) == told_again


@pytest.mark.parametrize("heard", ["0,3", [3], [0, 3, 1], [True, 3], [0, 1.5], [0, "3"], {"generation": 0}])
def test_a_heard_that_is_not_two_whole_numbers_is_refused_with_a_sentence(heard: Any) -> None:
    from shared_table.i18n.words import words_for

    request = {"kind": "join-lines", "id": 1, "table": "ACDEFG", "name": "Eve", "token": "t", "language": "en", "heard": heard}
    with pytest.raises(InvalidInput) as refused:
        decode_request(json.dumps(request))
    assert words_for("en").say(refused.value.message) == "The heard of a join-lines message has the wrong type."


def test_heard_is_read_as_generation_and_moves_and_may_be_left_out_or_null() -> None:
    request = {"kind": "join-lines", "id": 1, "table": "ACDEFG", "name": "Eve", "token": "t", "language": "en"}
    assert decode_request(json.dumps({**request, "heard": [2, 17]})) == JoinLines(1, "ACDEFG", "Eve", "t", "en", (2, 17))
    assert decode_request(json.dumps({**request, "heard": None})) == JoinLines(1, "ACDEFG", "Eve", "t", "en", None)
    assert decode_request(json.dumps(request)) == JoinLines(1, "ACDEFG", "Eve", "t", "en", None)
