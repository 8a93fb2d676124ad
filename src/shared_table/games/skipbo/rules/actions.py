"""What a player can do in Skip-Bo with coins: small frozen values that name the seat acting.

A source is where a card comes from: the top of a stock pile ("stock"), a hand card ("hand",
with the card), or the top of a discard pile ("discard", with its number 1 to 4). Building piles
are numbered 1 to 4 by where they lie on the table; an empty place can be started there.
"""

from __future__ import annotations

from dataclasses import dataclass

from shared_table.games.skipbo.rules.cards import Card

STOCK, HAND, DISCARD = "stock", "hand", "discard"


@dataclass(frozen=True, slots=True)
class Play:
    """Play a card from one of your own sources onto building pile `to`."""

    seat: int
    source: str
    to: int
    card: Card | None = None  # the hand card, for source "hand"
    pile: int = 0  # the discard pile, 1 to 4, for source "discard"


@dataclass(frozen=True, slots=True)
class PayFor:
    """Pay coins as the number building pile `to` needs next (4 coins as a 4); the next card in
    sequence must then be played onto it."""

    seat: int
    to: int


@dataclass(frozen=True, slots=True)
class Buy:
    """Pay one coin to `owner` to play the top of their stock ("stock") or of their discard pile
    `pile` ("discard") onto building pile `to`, at once."""

    seat: int
    owner: int
    source: str
    to: int
    pile: int = 0


@dataclass(frozen=True, slots=True)
class PayToll:
    """Pay the toll of the card just played, and go on with the turn."""

    seat: int


@dataclass(frozen=True, slots=True)
class SkipToll:
    """Do not pay the toll: the turn ends at once, with no discard."""

    seat: int


@dataclass(frozen=True, slots=True)
class Discard:
    """Put a hand card on your discard pile `pile` (1 to 4): this ends the turn."""

    seat: int
    card: Card
    pile: int


@dataclass(frozen=True, slots=True)
class EndTurn:
    """End the turn with no card to discard (only when the hand is empty and nothing is left to draw)."""

    seat: int


SkipBoAction = Play | PayFor | Buy | PayToll | SkipToll | Discard | EndTurn
