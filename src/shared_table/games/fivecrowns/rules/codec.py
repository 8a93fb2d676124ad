"""Five Crowns actions, events and seat views as JSON-able values: the words of saves now and of
a network connection next (core.game.Game's codec).

A save holds the setup (table/setup.py) and the ordered actions; the state is rebuilt by
replaying them through the rules engine, so a save can never disagree with the rules. Anything
that does not decode is refused with a message naming what was wrong.
"""

from __future__ import annotations

import typing
from collections.abc import Mapping
from typing import Any

from shared_table.core.errors import InvalidInput
from shared_table.core.json_codec import DataclassCodec, GameCodec
from shared_table.core.message import msg
from shared_table.games.fivecrowns.rules.actions import Action, Discard, DrawFromStock, GoOut, TakeDiscard
from shared_table.games.fivecrowns.rules.cards import ALL_FACES, Card, Suit, parse_card
from shared_table.games.fivecrowns.rules.events import FiveCrownsEvent
from shared_table.games.fivecrowns.rules.melds import Meld
from shared_table.games.fivecrowns.rules.view import SeatView

_KINDS: dict[str, type] = {"draw": DrawFromStock, "take": TakeDiscard, "discard": Discard, "out": GoOut}
_NAMES = {kind: name for name, kind in _KINDS.items()}


def encode_action(action: Action) -> dict[str, Any]:
    """{"do": "discard", "seat": 0, "card": "9h"}."""
    value: dict[str, Any] = {"do": _NAMES[type(action)], "seat": action.seat}
    if isinstance(action, (Discard, GoOut)):
        value["card"] = action.card.short
    return value


def decode_action(value: object) -> Action:
    """The action a value names; strict: exactly its keys, a whole number (not a bool) for the seat."""
    seat = value.get("seat") if isinstance(value, Mapping) else None
    kind_name = value.get("do") if isinstance(value, Mapping) else None
    if not isinstance(value, Mapping) or not isinstance(kind_name, str) or kind_name not in _KINDS or not isinstance(seat, int) \
            or isinstance(seat, bool):
        raise InvalidInput(msg("fc-save-not-a-move", value=repr(value)))
    kind = _KINDS[value["do"]]
    expected = {"do", "seat", "card"} if kind in (Discard, GoOut) else {"do", "seat"}
    if set(value) != expected:
        raise InvalidInput(msg("fc-save-keys", move=str(value["do"]), keys=", ".join(sorted(expected)), value=repr(value)))
    if kind in (Discard, GoOut):
        card = value.get("card")
        if not isinstance(card, str):
            raise InvalidInput(msg("fc-save-no-card", move=str(value["do"]), value=repr(value)))
        action: Action = kind(seat, parse_card(card))
        return action
    action = kind(seat)
    return action


# ---------------------------------------------------------------- events and views

# Cards are written as the braille deck labels them ("7st", "joker"); a meld is written whole
# (its kind, cards, suit, rank and the rank each card of a run stands for), suits by their labels.
_SUITS = {suit.short: suit for suit in Suit}
_BY_SHORT = {card.short: card for card in ALL_FACES}


def _read_card(value: object) -> Card:
    if not isinstance(value, str):
        raise InvalidInput(msg("fc-save-card", value=repr(value)))
    return _BY_SHORT.get(value) or parse_card(value)  # the label as written, or any form a player types


def _read_suit(value: object) -> Suit:
    if not isinstance(value, str) or value not in _SUITS:
        raise InvalidInput(msg("fc-save-suit", suits=", ".join(_SUITS), value=repr(value)))
    return _SUITS[value]


_EVENTS: tuple[type, ...] = typing.get_args(FiveCrownsEvent)
CODEC = DataclassCodec(
    (*_EVENTS, Meld, SeatView, *typing.get_args(Action)),
    {Card: (lambda card: card.short, _read_card), Suit: (lambda suit: suit.short, _read_suit)},
)


GAME_CODEC = GameCodec(CODEC, FiveCrownsEvent, SeatView, encode_action, decode_action)
"""The words of saves and (next) of a connection: core.game.Game.codec."""

encode_event = GAME_CODEC.encode_event
decode_event = GAME_CODEC.decode_event
encode_view = GAME_CODEC.encode_view
decode_view = GAME_CODEC.decode_view
