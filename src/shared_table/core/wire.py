"""A `Msg` as JSON and back, so that a sentence crosses a connection before it is put in words:
each device says it in its own person's language. `{"id": "save-failed", "args": {...}}`; a value
is a string, a number, `{"msg": ...}` for a message inside, or `{"list": [...]}`."""

from __future__ import annotations

import re
from typing import Any

from shared_table.core.errors import InvalidInput
from shared_table.core.message import Arg, Msg, msg

MESSAGE_ID = re.compile(r"[a-z][a-z0-9-]{0,80}")
MOST_ARGS, DEEPEST = 32, 4


def encode_msg(message: Msg) -> dict[str, Any]:
    return {"id": message.id, "args": {name: _encode_arg(value) for name, value in message.args.items()}}


def _encode_arg(value: Arg) -> Any:
    if isinstance(value, Msg):
        return {"msg": encode_msg(value)}
    if isinstance(value, tuple):
        return {"list": [_encode_arg(item) for item in value]}
    return value


def decode_msg(value: object, depth: int = 0) -> Msg:
    """A message read from the wire; `InvalidInput` saying what was wrong with it."""
    if not isinstance(value, dict) or set(value) != {"id", "args"}:
        raise InvalidInput(msg("wire-bad-words"))
    message_id, args = value["id"], value["args"]
    if not isinstance(message_id, str) or not MESSAGE_ID.fullmatch(message_id):
        raise InvalidInput(msg("wire-bad-words"))
    if not isinstance(args, dict) or len(args) > MOST_ARGS or not all(isinstance(name, str) for name in args):
        raise InvalidInput(msg("wire-bad-words"))
    return msg(message_id, **{name: _decode_arg(item, depth) for name, item in args.items()})


def _decode_arg(value: object, depth: int) -> Arg:
    if isinstance(value, bool) or value is None:
        raise InvalidInput(msg("wire-bad-words"))
    if isinstance(value, (str, int, float)):
        return value
    if depth >= DEEPEST:
        raise InvalidInput(msg("wire-bad-words"))
    if isinstance(value, dict) and set(value) == {"msg"}:
        return decode_msg(value["msg"], depth + 1)
    if isinstance(value, dict) and set(value) == {"list"} and isinstance(value["list"], list):
        return tuple(_decode_arg(item, depth + 1) for item in value["list"])
    raise InvalidInput(msg("wire-bad-words"))
