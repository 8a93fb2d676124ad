"""Skip-Bo's actions, events and seat views as JSON-able values, for saves and a connection
(core.game.Game's codec).

A move names what it does and only the keys that kind of move has:

    {"do": "play", "seat": 0, "source": "hand", "card": "7t2", "to": 2}
    {"do": "play", "seat": 0, "source": "discard", "pile": 3, "to": 1}
    {"do": "play", "seat": 0, "source": "stock", "to": 4}
    {"do": "pay_for", "seat": 1, "to": 2}
    {"do": "buy", "seat": 1, "owner": 0, "source": "stock", "to": 3}
    {"do": "toll_pay", "seat": 1}, {"do": "toll_skip", "seat": 1}
    {"do": "discard", "seat": 1, "card": "sb", "pile": 4}
    {"do": "end_turn", "seat": 1}

Cards are written by their short names ("7", "7t2", "sb") and read back only in that form, so a
save has one spelling of each card. Events and views go through the generic dataclass codec.
Anything that does not decode is refused with `InvalidInput` saying what was wrong and what was
given.
"""

from __future__ import annotations

import typing
from collections.abc import Callable, Mapping
from typing import Any

from shared_table.core.errors import InvalidInput
from shared_table.core.json_codec import DataclassCodec, GameCodec, shown
from shared_table.core.message import msg
from shared_table.games.skipbo.rules.actions import (
    DISCARD,
    HAND,
    STOCK,
    Buy,
    Discard,
    EndTurn,
    PayFor,
    PayToll,
    Play,
    SkipBoAction,
    SkipToll,
)
from shared_table.games.skipbo.rules.cards import Card, full_deck
from shared_table.games.skipbo.rules.events import SkipBoEvent
from shared_table.games.skipbo.rules.state import PILES
from shared_table.games.skipbo.rules.view import BuildingPile, PlayerView, SkipBoView

_BY_SHORT = {card.short: card for card in full_deck()}


def read_card(value: object) -> Card:
    """The card a short name writes ("7", "7t2", "sb"); `InvalidInput` for anything else."""
    if not isinstance(value, str) or value not in _BY_SHORT:
        raise InvalidInput(msg("sb-error-saved-card", given=shown(value)))
    return _BY_SHORT[value]


# ---------------------------------------------------------------- actions

_KINDS: dict[str, type] = {"play": Play, "pay_for": PayFor, "buy": Buy, "toll_pay": PayToll, "toll_skip": SkipToll,
                           "discard": Discard, "end_turn": EndTurn}
_NAMES = {kind: name for name, kind in _KINDS.items()}


def encode_action(action: SkipBoAction) -> dict[str, Any]:
    """The move as its kind's keys, and no others (the module's docstring lists them)."""
    value: dict[str, Any] = {"do": _NAMES[type(action)], "seat": action.seat}
    match action:
        case Play() | Buy():
            if isinstance(action, Buy):
                value["owner"] = action.owner
            value["source"] = action.source
            if isinstance(action, Play) and action.card is not None:
                value["card"] = action.card.short
            if action.source == DISCARD:
                value["pile"] = action.pile
            value["to"] = action.to
        case PayFor():
            value["to"] = action.to
        case Discard():
            value["card"], value["pile"] = action.card.short, action.pile
    return value


def _keys(kind: type, source: object) -> set[str]:
    """The keys a move of this kind (and source) has."""
    keys = {"do", "seat"}
    if kind is Play:
        keys |= {"source", "to"} | ({"card"} if source == HAND else {"pile"} if source == DISCARD else set())
    elif kind is Buy:
        keys |= {"owner", "source", "to"} | ({"pile"} if source == DISCARD else set())
    elif kind is PayFor:
        keys |= {"to"}
    elif kind is Discard:
        keys |= {"card", "pile"}
    return keys


def decode_action(value: object) -> SkipBoAction:
    """The move a value writes; strict: exactly its kind's keys, whole numbers (not bools) for
    seats, players and piles, piles 1 to 4, a source its kind allows, cards by their short names."""
    if not isinstance(value, Mapping) or not isinstance(value.get("do"), str) or value["do"] not in _KINDS:
        raise InvalidInput(f"not a saved move: wants do, one of {', '.join(_KINDS)}, given {shown(value)}")
    kind = _KINDS[value["do"]]
    sources = (STOCK, HAND, DISCARD) if kind is Play else (STOCK, DISCARD) if kind is Buy else ()
    if sources and value.get("source") not in sources:
        raise InvalidInput(f"not a saved move: a {value['do']}'s source is {' or '.join(sources)}, given {shown(value)}")
    expected = _keys(kind, value.get("source"))
    if set(value) != expected:
        raise InvalidInput(f"not a saved move: a {value['do']} has the keys {', '.join(sorted(expected))}, given {shown(value)}")

    def number(key: str, low: int = 0, high: int | None = None) -> int:
        given = value[key]
        if type(given) is not int or given < low or (high is not None and given > high):  # exact: True is no seat
            limits = f"{low} to {high}" if high is not None else f"{low} or more"
            raise InvalidInput(f"not a saved move: {key} is a whole number {limits}, given {shown(value)}")
        return given

    def card() -> Card:
        try:
            return read_card(value["card"])
        except InvalidInput as error:
            raise InvalidInput(f"not a saved move: {error}, given {shown(value)}") from None

    seat = number("seat")
    makers: dict[type, Callable[[], SkipBoAction]] = {
        Play: lambda: Play(seat, value["source"], number("to", 1, PILES), card() if "card" in value else None,
                           number("pile", 1, PILES) if "pile" in value else 0),
        Buy: lambda: Buy(seat, number("owner"), value["source"], number("to", 1, PILES),
                         number("pile", 1, PILES) if "pile" in value else 0),
        PayFor: lambda: PayFor(seat, number("to", 1, PILES)),
        Discard: lambda: Discard(seat, card(), number("pile", 1, PILES)),
        PayToll: lambda: PayToll(seat),
        SkipToll: lambda: SkipToll(seat),
        EndTurn: lambda: EndTurn(seat),
    }
    return makers[kind]()


# ---------------------------------------------------------------- events and views

_EVENTS: tuple[type, ...] = typing.get_args(SkipBoEvent)
CODEC = DataclassCodec(
    (*_EVENTS, SkipBoView, PlayerView, BuildingPile, *typing.get_args(SkipBoAction)),  # actions: the view's legal ones
    {Card: (lambda card: card.short, read_card)},
)

GAME_CODEC = GameCodec(CODEC, SkipBoEvent, SkipBoView, encode_action, decode_action)
"""The words of saves and (next) of a connection: core.game.Game.codec."""

encode_event = GAME_CODEC.encode_event
decode_event = GAME_CODEC.decode_event
encode_view = GAME_CODEC.encode_view
decode_view = GAME_CODEC.decode_view
