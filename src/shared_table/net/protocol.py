"""The server's messages to its clients, written here once, and read back here by the terminal
client: one JSON object per WebSocket text message, each with a `kind` (docs/protocol.md says
every field). What a client sends is read in net/requests.py.

Events, views and actions are written by the game's own codec, so that a device can say them in its
own person's words; sentences cross as messages (`core.wire`), never as text.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from shared_table.core.errors import InvalidInput
from shared_table.core.game import Game
from shared_table.core.message import msg
from shared_table.table.link import MOVE, NEW_TABLE, UNDONE, Update

VERSION = 1

CHANGES = {MOVE: "move", UNDONE: "undone", NEW_TABLE: "new-table"}


def send(kind: str, **fields: Any) -> str:
    """A message of `kind` as its text on the wire (also what the terminal client sends)."""
    return json.dumps({"kind": kind, **fields}, ensure_ascii=False, separators=(",", ":"))


def update_message(game: Game, seat: int, update: Update) -> str:
    codec = game.codec
    return send("update", seat=seat, events=[codec.encode_event(event) for event in update.events],
                view=codec.encode_view(update.view), moves=update.moves, current=update.current,
                over=update.is_over, change=CHANGES[update.kind], generation=update.generation)


def read_update(game: Game, value: Mapping[str, Any]) -> tuple[int, Update]:
    """An update from the server, decoded by the game's codec (`InvalidInput` if it does not read)."""
    codec = game.codec
    try:
        kind = {name: change for change, name in CHANGES.items()}[value["change"]]
        events = tuple(codec.decode_event(event) for event in value["events"])
        update = Update(events, codec.decode_view(value["view"]), int(value["moves"]), int(value["current"]),
                        bool(value["over"]), kind, int(value["generation"]))
        return int(value["seat"]), update
    except (KeyError, TypeError, ValueError):
        raise InvalidInput(msg("wire-bad-update")) from None
