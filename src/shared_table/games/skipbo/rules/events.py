"""Everything that happens at a Skip-Bo table. Only `Drew` carries hidden cards: other seats see
how many were drawn, not which. Every coin movement is an event that says who paid whom, how
many, and where they lie."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Self

from shared_table.games.skipbo.rules.cards import Card


@dataclass(frozen=True, slots=True)
class _Public:
    def seen_by(self, seat: int) -> Self:
        return self


@dataclass(frozen=True, slots=True)
class GameStarted(_Public):
    """A deal: `number` counts the games of a match; every stock pile has `stock` cards, each
    player `coins` coins; `first` plays first; `tops` are the stock piles' face-up tops."""

    number: int
    stock: int
    coins: int
    first: int
    tops: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class TurnBegan(_Public):
    seat: int


@dataclass(frozen=True, slots=True)
class Drew:
    """`seat` drew `count` cards; others see only the count (`cards` empty)."""

    seat: int
    count: int
    cards: tuple[Card, ...]

    def seen_by(self, seat: int) -> Drew:
        return self if seat == self.seat else replace(self, cards=())


@dataclass(frozen=True, slots=True)
class Reshuffled(_Public):
    """The draw pile ran out: the `count` cards of the completed piles set aside became a new one."""

    count: int


@dataclass(frozen=True, slots=True)
class Played(_Public):
    """`seat` played `card` from `source` (of `owner`, who is `seat` unless bought) onto building
    pile `to`, where it counts as `value`."""

    seat: int
    source: str
    card: Card
    to: int
    value: int
    owner: int
    pile: int = 0  # the discard pile, for source "discard"


@dataclass(frozen=True, slots=True)
class StockTurned(_Public):
    """`seat`'s next stock card is turned face up; `left` cards remain in that stock pile."""

    seat: int
    card: Card | None
    left: int


@dataclass(frozen=True, slots=True)
class PaidFor(_Public):
    """`seat` paid `coins` coins as the `value` of building pile `to`; they lie beside it."""

    seat: int
    to: int
    value: int
    coins: int


@dataclass(frozen=True, slots=True)
class Bought(_Public):
    """`seat` paid one coin to `owner` for a card (the `Played` that follows says which)."""

    seat: int
    owner: int


@dataclass(frozen=True, slots=True)
class TollDue(_Public):
    seat: int
    coins: int
    to: int


@dataclass(frozen=True, slots=True)
class TollPaid(_Public):
    seat: int
    coins: int
    to: int


@dataclass(frozen=True, slots=True)
class TollSkipped(_Public):
    seat: int
    coins: int


@dataclass(frozen=True, slots=True)
class PileCompleted(_Public):
    """Building pile `to` reached twelve and was set aside; the coins beside it were dealt back
    one at a time from `seat`, in turn order: `coins_back[s]` to seat s."""

    seat: int
    to: int
    coins_back: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class HandEmptied(_Public):
    """`seat` played every hand card: five more are drawn at once."""

    seat: int


@dataclass(frozen=True, slots=True)
class Discarded(_Public):
    seat: int
    card: Card
    pile: int


@dataclass(frozen=True, slots=True)
class TurnEnded(_Public):
    """A turn ended without a discard (`why`: "toll" unpaid, or "empty" hand)."""

    seat: int
    why: str


@dataclass(frozen=True, slots=True)
class GameWon(_Public):
    """`winners` emptied their stock piles (or, when play could not go on, had fewest left);
    `points` each scores; `totals` over the match; `stalled` when no one could play on."""

    winners: tuple[int, ...]
    points: tuple[int, ...]
    totals: tuple[int, ...]
    stalled: bool


@dataclass(frozen=True, slots=True)
class MatchWon(_Public):
    winners: tuple[int, ...]
    totals: tuple[int, ...]


SkipBoEvent = (GameStarted | TurnBegan | Drew | Reshuffled | Played | StockTurned | PaidFor | Bought | TollDue | TollPaid
               | TollSkipped | PileCompleted | HandEmptied | Discarded | TurnEnded | GameWon | MatchWon)
