"""The web page's hand buttons follow the order its person chose with `sort` (issue 41, item 19):
button N is the card the hand calls number N, by suit or by rank, over a real server's socket."""

from __future__ import annotations

import json
import re
from typing import Any

from websockets.sync.client import ClientConnection, connect

from server_helpers import Server

GUARD_SECONDS = 20
SEED = 1
"""A deal whose first hand is in another order by rank than by suit (nine of stars, seven of clubs)."""
NUMBERED = re.compile(r"(.+?)(?:, wild)?, number (\d+)")


def heard_until_answered(socket: ClientConnection, request_id: int) -> list[dict[str, Any]]:
    """The `said` messages before the answer to request `request_id` (a `complete`, which comes last)."""
    said = []
    while True:
        message = json.loads(socket.recv(timeout=GUARD_SECONDS))
        assert message["kind"] != "refused", message
        if message["kind"] == "said":
            said.append(message)
        elif message["kind"] == "completions" and message["id"] == request_id:
            return said


def typed(socket: ClientConnection, text: str, request_id: int) -> dict[str, Any]:
    """What the page hears after its person types `text`: the last `said`, with its drawing."""
    socket.send(json.dumps({"kind": "line", "id": request_id, "text": text}))
    socket.send(json.dumps({"kind": "complete", "id": request_id + 1, "text": ""}))
    said = heard_until_answered(socket, request_id + 1)
    assert said, f"nothing was said after {text!r}"
    return said[-1]


def hand_buttons(said: dict[str, Any]) -> list[tuple[str, str]]:
    """(card, number) of each hand button, in the page's order."""
    hand = next(area for area in said["drawing"]["areas"] if area["mine"] and area["cards"])
    buttons = []
    for card in hand["cards"]:
        named = NUMBERED.fullmatch(card["name"])
        assert named, f"a hand button without its number: {card['name']!r}"
        buttons.append((named[1], named[2]))
    return buttons


def test_the_hand_buttons_are_numbered_as_the_hand_is_read_after_sort_rank_and_back(server: Server) -> None:
    with connect(server.url.replace("http", "ws", 1) + "/ws", proxy=None, open_timeout=GUARD_SECONDS) as socket:
        socket.send(json.dumps({"kind": "open-lines", "id": 1, "game": "fivecrowns", "players": 3, "bots": None, "guests": 0,
                                "name": "Ann", "seed": SEED, "options": [], "language": "en"}))
        socket.send(json.dumps({"kind": "complete", "id": 2, "text": ""}))
        heard_until_answered(socket, 2)
        orders = {}
        for order in ("rank", "suit"):
            typed(socket, f"sort {order}", 10)
            said = typed(socket, "hand", 20)
            spoken = " ".join(said["lines"])
            buttons = hand_buttons(said)
            assert [int(number) for _, number in buttons] == list(range(1, len(buttons) + 1))
            for card, number in buttons:  # "seven of clubs, number 1" is heard as the first button says it
                assert f"{card}, number {number}" in spoken or f"{card.split(' of ')[0]}, number {number}" in spoken, (card, spoken)
            orders[order] = [card for card, _ in buttons]
        assert orders["rank"] != orders["suit"], "the deal lists its hand alike both ways: it cannot tell the orders apart"
        assert sorted(orders["rank"]) == sorted(orders["suit"])
