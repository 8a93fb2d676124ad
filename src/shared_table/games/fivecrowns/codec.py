"""Five Crowns actions and table settings as JSON-able values, for saves.

A save holds the seed, the settings and the ordered actions; the state is rebuilt by replaying
them through the rules engine, so a save can never disagree with the rules. Anything that does
not decode is refused with a message naming what was wrong.
"""

from __future__ import annotations

import typing
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from shared_table.core.errors import InvalidInput
from shared_table.core.json_codec import DataclassCodec
from shared_table.games.fivecrowns.actions import Action, Discard, DrawFromStock, GoOut, TakeDiscard
from shared_table.games.fivecrowns.cards import ALL_FACES, Card, Suit, parse_card
from shared_table.games.fivecrowns.events import FiveCrownsEvent
from shared_table.games.fivecrowns.melds import Meld
from shared_table.games.fivecrowns.view import SeatView

_KINDS: dict[str, type] = {"draw": DrawFromStock, "take": TakeDiscard, "discard": Discard, "out": GoOut}
_NAMES = {kind: name for name, kind in _KINDS.items()}


def encode_action(action: Action) -> dict[str, Any]:
    """{"do": "discard", "seat": 0, "card": "9h"}."""
    value: dict[str, Any] = {"do": _NAMES[type(action)], "seat": action.seat}
    if isinstance(action, (Discard, GoOut)):
        value["card"] = action.card.short
    return value


def decode_action(value: object) -> Action:
    if not isinstance(value, Mapping) or value.get("do") not in _KINDS or not isinstance(value.get("seat"), int):
        raise InvalidInput(f"not a saved move: {value!r}")
    kind, seat = _KINDS[value["do"]], value["seat"]
    if kind in (Discard, GoOut):
        card = value.get("card")
        if not isinstance(card, str):
            raise InvalidInput(f"a saved {value['do']} without a card: {value!r}")
        action: Action = kind(seat, parse_card(card))
        return action
    action = kind(seat)
    return action


@dataclass(frozen=True, slots=True)
class GameSetup:
    """Everything needed to deal the same game again: who sits where, who plays them, the seed."""

    players: tuple[str, ...]
    human_seat: int
    levels: tuple[str, ...]  # by seat; "" for the human seat
    seed: int

    def encode(self) -> dict[str, Any]:
        return {"players": list(self.players), "human_seat": self.human_seat, "levels": list(self.levels), "seed": self.seed}

    @classmethod
    def decode(cls, value: object) -> GameSetup:
        if not isinstance(value, Mapping):
            raise InvalidInput(f"not a saved table: {value!r}")
        players, seat, levels, seed = value.get("players"), value.get("human_seat"), value.get("levels"), value.get("seed")
        if not (isinstance(players, list) and all(isinstance(name, str) for name in players)):
            raise InvalidInput(f"saved players are not a list of names: {players!r}")
        if not (isinstance(levels, list) and len(levels) == len(players) and all(isinstance(level, str) for level in levels)):
            raise InvalidInput(f"saved bot levels do not match the players: {levels!r}")
        if not (isinstance(seat, int) and 0 <= seat < len(players)) or not isinstance(seed, int):
            raise InvalidInput(f"saved seat {seat!r} or seed {seed!r} is not valid")
        return cls(tuple(players), seat, tuple(levels), seed)


# ---------------------------------------------------------------- events and views

# Cards are written as the braille deck labels them ("7st", "joker"); a meld is written whole
# (its kind, cards, suit, rank and the rank each card of a run stands for), suits by their labels.
_SUITS = {suit.short: suit for suit in Suit}
_BY_SHORT = {card.short: card for card in ALL_FACES}


def _read_card(value: object) -> Card:
    if not isinstance(value, str):
        raise InvalidInput(f"a card is written like 7st or joker, not {value!r}")
    return _BY_SHORT.get(value) or parse_card(value)  # the label as written, or any form a player types


def _read_suit(value: object) -> Suit:
    if not isinstance(value, str) or value not in _SUITS:
        raise InvalidInput(f"a suit is one of {', '.join(_SUITS)}, not {value!r}")
    return _SUITS[value]


_EVENTS: tuple[type, ...] = typing.get_args(FiveCrownsEvent)
CODEC = DataclassCodec(
    (*_EVENTS, Meld, SeatView, *typing.get_args(Action)),
    {Card: (lambda card: card.short, _read_card), Suit: (lambda suit: suit.short, _read_suit)},
)


def encode_event(event: FiveCrownsEvent) -> dict[str, Any]:
    """{"type": "Discarded", "seat": 1, "card": "9h"}."""
    value: dict[str, Any] = CODEC.encode(event)
    return value


def decode_event(value: object) -> FiveCrownsEvent:
    try:
        event: FiveCrownsEvent = CODEC.decode(value, FiveCrownsEvent)
    except InvalidInput as error:
        raise InvalidInput(f"not a saved event: {error}") from error
    return event


def encode_view(view: SeatView) -> dict[str, Any]:
    """{"type": "SeatView", "seat": 0, "hand": ["7st", ...], ...}: its legal actions are written
    as dataclasses too ({"type": "Discard", "seat": 0, "card": "9h"})."""
    value: dict[str, Any] = CODEC.encode(view)
    return value


def decode_view(value: object) -> SeatView:
    try:
        view: SeatView = CODEC.decode(value, SeatView)
    except InvalidInput as error:
        raise InvalidInput(f"not a saved view: {error}") from error
    return view
