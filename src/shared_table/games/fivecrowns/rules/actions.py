"""What a player can do: draw from the stock, take the top discard, discard, go out."""

from __future__ import annotations

from dataclasses import dataclass

from shared_table.games.fivecrowns.rules.cards import Card


@dataclass(frozen=True, slots=True)
class DrawFromStock:
    seat: int


@dataclass(frozen=True, slots=True)
class TakeDiscard:
    seat: int


@dataclass(frozen=True, slots=True)
class Discard:
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class GoOut:
    """Discard `card` and lay down every other card in runs and books."""

    seat: int
    card: Card


Action = DrawFromStock | TakeDiscard | Discard | GoOut
