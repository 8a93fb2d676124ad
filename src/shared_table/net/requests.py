"""What a client may ask of `shared-table serve`: one frozen dataclass per kind of message
(docs/protocol.md has the table). A message is decoded once, at the edge (`decode_request`), and
read strictly: exactly the fields its kind has, each of its type, or `InvalidInput` naming what
was wrong. Past this module nothing reads a client's JSON: a handler is given one of these.
"""

from __future__ import annotations

import json
import math
import re
import types
import typing
from dataclasses import MISSING, dataclass, fields
from typing import Any, ClassVar

from shared_table.core.errors import InvalidInput
from shared_table.core.message import msg

MOST_BYTES = 16_384
"""The longest message a client may send; the longest a server sends is far below a megabyte."""
MOST_NUMBER = 2**53 - 1
"""The largest number a client may send (JavaScript's largest exact whole number): a number of
thousands of digits costs every step that reads it, and no field needs more."""
_HALF_PAIR = re.compile("[\ud800-\udfff]")


@dataclass(frozen=True, slots=True)
class Request:
    """A client's message. `kind` is its name on the wire; `resendable`: a client may send it
    again after a lost answer (the same `id`), and the server then answers it once, with the
    answer it gave (net/pipeline.py keeps the last answer of each seat)."""

    kind: ClassVar[str] = ""
    resendable: ClassVar[bool] = False
    id: int


@dataclass(frozen=True, slots=True)
class Open(Request):
    """A new table: the opener in seat 0, `guests` seats held for people who join, computer players in the rest."""

    kind: ClassVar[str] = "open"
    game: str  # a game's name; "" for the default game
    players: int | None
    bots: str | None  # "easy,hard"
    guests: int
    name: str
    seed: int | None
    options: list[str]


@dataclass(frozen=True, slots=True)
class OpenLines(Open):
    """`open` for a device whose words are made on the server (the web page), in `language`."""

    kind: ClassVar[str] = "open-lines"
    language: str


@dataclass(frozen=True, slots=True)
class Join(Request):
    """Back into the seat `token` holds (told what came after `since`: generation, moves), or a free guest seat."""

    kind: ClassVar[str] = "join"
    table: str
    name: str
    token: str | None
    since: tuple[int, int] | None


@dataclass(frozen=True, slots=True)
class JoinLines(Request):
    """`join` for a device whose words are made on the server, in `language`. Back in its seat by
    `token`, it may say how far its person `heard` (generation, moves: the last `said` told it),
    and is told only what came after. Optional: a page loaded from an older server sends none."""

    kind: ClassVar[str] = "join-lines"
    table: str
    name: str
    token: str | None
    language: str
    heard: tuple[int, int] | None = None


@dataclass(frozen=True, slots=True)
class Start(Request):
    """The opener starts at once: computer players take the empty guest seats."""

    kind: ClassVar[str] = "start"
    resendable: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class Move(Request):
    """An action of `seat`, by the game's codec, chosen when the device had been told of `answering` moves."""

    kind: ClassVar[str] = "move"
    resendable: ClassVar[bool] = True
    seat: int
    answering: int
    action: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Undo(Request):
    kind: ClassVar[str] = "undo"
    resendable: ClassVar[bool] = True
    seat: int


@dataclass(frozen=True, slots=True)
class New(Request):
    """A yes to a new game at the table."""

    kind: ClassVar[str] = "new"
    resendable: ClassVar[bool] = True
    seat: int


@dataclass(frozen=True, slots=True)
class Heard(Request):
    """The person at `seat` has been told of the first `moves` moves. It has no answer, so its `id` is 0."""

    kind: ClassVar[str] = "heard"
    seat: int
    moves: int


@dataclass(frozen=True, slots=True)
class Hold(Request):
    """The opener lets a computer player keep the seat of the person called `name`."""

    kind: ClassVar[str] = "hold"
    resendable: ClassVar[bool] = True
    name: str


@dataclass(frozen=True, slots=True)
class Stopping(Request):
    kind: ClassVar[str] = "stopping"


@dataclass(frozen=True, slots=True)
class Leave(Request):
    kind: ClassVar[str] = "leave"


@dataclass(frozen=True, slots=True)
class Line(Request):
    """What the person typed, at a seat whose words are made on the server."""

    kind: ClassVar[str] = "line"
    text: str


@dataclass(frozen=True, slots=True)
class Complete(Request):
    """What Tab would make of a half-typed line."""

    kind: ClassVar[str] = "complete"
    text: str


KINDS: dict[str, type[Request]] = {kind.kind: kind for kind in (
    Open, Join, Start, Move, Undo, New, Heard, Hold, Stopping, Leave, JoinLines, OpenLines, Line, Complete)}
"""Every kind a client may send, by its name on the wire."""

_NO_ID = frozenset({"heard"})  # kinds sent without an id: nothing answers them


def _accepted(hint: Any) -> tuple[type, ...]:
    """The JSON types a field of type `hint` is read from (`int | None` -> int, NoneType)."""
    if isinstance(hint, types.UnionType):
        return tuple(kind for part in typing.get_args(hint) for kind in _accepted(part))
    origin = typing.get_origin(hint) or hint
    return (list,) if origin is tuple else (origin,)


_FIELDS: dict[type[Request], dict[str, tuple[type, ...]]] = {
    kind: {field.name: _accepted(typing.get_type_hints(kind)[field.name]) for field in fields(kind)
           if not (field.name == "id" and kind.kind in _NO_ID)}
    for kind in KINDS.values()}
"""Each kind's fields on the wire and the JSON types each is read from, from the dataclasses themselves."""

_OPTIONAL: dict[type[Request], frozenset[str]] = {
    kind: frozenset(field.name for field in fields(kind) if field.default is not MISSING and field.name != "id")
    for kind in KINDS.values()}
"""The fields a message may leave out (those with a default): added to a kind after clients that
do not send them were out, as a page still open from before an upgrade."""


def decode_request(text: str) -> Request:
    """A client's message as its dataclass; `InvalidInput` says what was wrong, and nothing changes."""
    if len(text.encode("utf-8", "surrogatepass")) > MOST_BYTES:
        raise InvalidInput(msg("wire-too-long", most=MOST_BYTES))
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):  # JSONDecodeError is a ValueError, as is a number of over 4,300 digits
        raise InvalidInput(msg("wire-not-json")) from None
    if not isinstance(value, dict) or not isinstance(value.get("kind"), str):
        raise InvalidInput(msg("wire-no-kind"))
    for field, given in value.items():
        _check_values(field, given)
    name = value.pop("kind")
    kind = KINDS.get(name)
    if kind is None:
        raise InvalidInput(msg("wire-unknown-kind", given=name[:40], known=", ".join(KINDS)))
    wanted = _FIELDS[kind]
    for field, accepted in wanted.items():
        if field not in value and field in _OPTIONAL[kind]:
            continue
        if field not in value:
            raise InvalidInput(msg("wire-missing-field", kind=name, field=field))
        given = value[field]
        if isinstance(given, bool) or not isinstance(given, accepted):  # JSON true is no number
            raise InvalidInput(msg("wire-wrong-type", kind=name, field=field))
    extra = set(value) - set(wanted)
    if extra:
        raise InvalidInput(msg("wire-extra-field", kind=name, field=sorted(extra)[0][:40]))
    value.setdefault("id", 0)
    if "options" in value and not all(isinstance(option, str) for option in value["options"]):
        raise InvalidInput(msg("wire-wrong-type", kind=name, field="options"))
    for field in ("since", "heard"):  # a place in a table's history: generation, moves
        if value.get(field) is not None:
            pair = value[field]
            if len(pair) != 2 or not all(isinstance(number, int) and not isinstance(number, bool) for number in pair):
                raise InvalidInput(msg("wire-wrong-type", kind=name, field=field))
            value[field] = (pair[0], pair[1])
    return kind(**value)


def _check_values(field: str, given: Any) -> None:
    """Refuse, naming `field`, a value of it that nothing past the edge could take: half of a
    surrogate pair (JSON's `\\ud800` escape), which cannot be written back as UTF-8; a number
    past `MOST_NUMBER`; NaN or infinity. A field's name is checked as its text."""
    shown = field.encode("utf-8", "replace").decode()[:40]
    stack: list[Any] = [field, given]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if not item.isascii() and _HALF_PAIR.search(item):
                raise InvalidInput(msg("wire-half-character", field=shown))
        elif isinstance(item, bool):
            continue
        elif isinstance(item, int):
            if abs(item) > MOST_NUMBER:
                raise InvalidInput(msg("wire-number-too-big", field=shown, most=MOST_NUMBER))
        elif isinstance(item, float):
            if not math.isfinite(item) or abs(item) > MOST_NUMBER:
                raise InvalidInput(msg("wire-number-too-big", field=shown, most=MOST_NUMBER))
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
