"""Five Crowns Solitaire's move, events and view as JSON-able values, for saves and a connection.

A move is {"do": "play", "seat": 0, "pile": 3, "card": "Kc"}: the turned card goes into pile 3
and the king of clubs comes out. Events and the view are written by the generic dataclass codec,
cards by their braille-deck labels ("7st", "joker"). Anything that does not decode is refused
with `InvalidInput` naming what was wrong and what was given.
"""

from __future__ import annotations

import typing
from typing import Any

from shared_table.core.errors import InvalidInput
from shared_table.core.json_codec import DataclassCodec, GameCodec, shown
from shared_table.core.message import msg
from shared_table.games.fivecrowns.rules.cards import ALL_FACES, Card, parse_card
from shared_table.games.solitaire.rules.state import PileView, Play, SolitaireEvent, SolitaireView

_MOVE_KEYS = {"do", "seat", "pile", "card"}

_BY_SHORT = {card.short: card for card in ALL_FACES}


def _read_card(value: object) -> Card:
    if not isinstance(value, str):
        raise InvalidInput(msg("sol-save-card", given=repr(value)))
    return _BY_SHORT.get(value) or parse_card(value)  # the label as written, or any form a player types


CODEC = DataclassCodec((*typing.get_args(SolitaireEvent), SolitaireView, PileView), {Card: (lambda card: card.short, _read_card)})


def encode_action(action: Play) -> dict[str, Any]:
    """{"do": "play", "seat": 0, "pile": 3, "card": "Kc"}."""
    return {"do": "play", "seat": action.seat, "pile": action.pile, "card": action.discard.short}


def decode_action(value: object) -> Play:
    if not isinstance(value, dict) or value.get("do") != "play" or set(value) != _MOVE_KEYS:
        raise InvalidInput(msg("sol-save-move", given=shown(value)))
    seat, pile, card = value["seat"], value["pile"], value["card"]
    if type(seat) is not int or type(pile) is not int:  # exact: True is no seat or pile
        raise InvalidInput(msg("sol-save-numbers", given=shown(value)))
    try:
        return Play(pile, _read_card(card), seat)
    except InvalidInput as error:
        raise InvalidInput(msg("sol-save-bad-card", problem=error.message, given=shown(value))) from error


GAME_CODEC = GameCodec(CODEC, SolitaireEvent, SolitaireView, encode_action, decode_action)
"""The words of saves and (next) of a connection: core.game.Game.codec."""

encode_event = GAME_CODEC.encode_event
decode_event = GAME_CODEC.decode_event
encode_view = GAME_CODEC.encode_view
decode_view = GAME_CODEC.decode_view
