"""The messages between `shared-table serve` and its clients: one JSON object per WebSocket text
message, each with a `kind` (docs/protocol.md says every field). Both ends read a message here,
strictly: anything else is refused with a sentence, and nothing changes.

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
MOST_BYTES = 16_384
"""The longest message a client may send; the longest a server sends is far below a megabyte."""
MOST_NAME = 40

REQUESTS: dict[str, dict[str, type | tuple[type, ...]]] = {
    "open": {"id": int, "game": str, "players": (int, type(None)), "bots": (str, type(None)), "guests": int,
             "name": str, "seed": (int, type(None)), "options": list},
    "join": {"id": int, "table": str, "name": str, "token": (str, type(None)), "since": (list, type(None))},
    "start": {"id": int},
    "move": {"id": int, "seat": int, "answering": int, "action": dict},
    "undo": {"id": int, "seat": int},
    "new": {"id": int, "seat": int},
    "heard": {"seat": int, "moves": int},
    "hold": {"id": int, "name": str},
    "stopping": {"id": int},
    "leave": {"id": int},
    "join-lines": {"id": int, "table": str, "name": str, "token": (str, type(None)), "language": str},
    "open-lines": {"id": int, "game": str, "players": (int, type(None)), "bots": (str, type(None)), "guests": int,
                   "name": str, "seed": (int, type(None)), "options": list, "language": str},
    "line": {"id": int, "text": str},
    "complete": {"id": int, "text": str},
}
"""What a client may send: kind -> each field and its type (every field is required)."""

CHANGES = {MOVE: "move", UNDONE: "undone", NEW_TABLE: "new-table"}


def read_request(text: str) -> dict[str, Any]:
    """A client's message, checked against `REQUESTS`; `InvalidInput` says what was wrong."""
    if len(text.encode("utf-8", "surrogatepass")) > MOST_BYTES:
        raise InvalidInput(msg("wire-too-long", most=MOST_BYTES))
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):  # JSONDecodeError is a ValueError, as is a number of over 4,300 digits
        raise InvalidInput(msg("wire-not-json")) from None
    if not isinstance(value, dict) or not isinstance(value.get("kind"), str):
        raise InvalidInput(msg("wire-no-kind"))
    kind = value["kind"]
    fields = REQUESTS.get(kind)
    if fields is None:
        raise InvalidInput(msg("wire-unknown-kind", given=kind[:40], known=", ".join(REQUESTS)))
    for name, wanted in fields.items():
        if name not in value:
            raise InvalidInput(msg("wire-missing-field", kind=kind, field=name))
        given = value[name]
        if isinstance(given, bool) or not isinstance(given, wanted):  # JSON true is no number
            raise InvalidInput(msg("wire-wrong-type", kind=kind, field=name))
    extra = set(value) - set(fields) - {"kind"}
    if extra:
        raise InvalidInput(msg("wire-extra-field", kind=kind, field=sorted(extra)[0][:40]))
    return value


def send(kind: str, **fields: Any) -> str:
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
