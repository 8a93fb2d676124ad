"""Events: everything that happens at the table, in the words of the game.

Events that carry hidden cards (a deal, a card drawn from the stock) answer
`seen_by(seat)` with those cards removed for every other seat, so that each
consumer sees only what its seat may know.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Self

from shared_table.games.fivecrowns.rules.cards import Card
from shared_table.games.fivecrowns.rules.melds import Meld


@dataclass(frozen=True, slots=True)
class _Public:
    """An event everyone sees whole."""

    def seen_by(self, seat: int) -> Self:
        return self


@dataclass(frozen=True, slots=True)
class RoundStarted(_Public):
    round_number: int
    cards_dealt: int
    wild_rank: int
    dealer: int
    first_player: int


@dataclass(frozen=True, slots=True)
class Dealt:
    """`cards` is empty in the copy other seats see; `count` stays."""

    seat: int
    count: int
    cards: tuple[Card, ...]

    def seen_by(self, seat: int) -> Dealt:
        return self if seat == self.seat else replace(self, cards=())


@dataclass(frozen=True, slots=True)
class DiscardTurnedUp(_Public):
    card: Card


@dataclass(frozen=True, slots=True)
class StockReshuffled(_Public):
    """The stock was empty when `seat` had to draw: the discard pile, all but its top card,
    was shuffled into a new stock of `stock_size` cards."""

    seat: int

    stock_size: int


@dataclass(frozen=True, slots=True)
class DrewFromStock:
    """`card` is None in the copy other seats see."""

    seat: int
    card: Card | None

    def seen_by(self, seat: int) -> DrewFromStock:
        return self if seat == self.seat else replace(self, card=None)


@dataclass(frozen=True, slots=True)
class TookDiscard(_Public):
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class Discarded(_Public):
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class WentOut(_Public):
    """The seat discarded `card` and laid down all the rest; the others get one last turn."""

    seat: int
    card: Card
    melds: tuple[Meld, ...]


@dataclass(frozen=True, slots=True)
class LastTurnsBegin(_Public):
    """`order`: the seats still to play their one last turn, from the one after `went_out`."""

    went_out: int
    order: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class LaidDown(_Public):
    """After a last turn: the best arrangement of what is left, and the points it scores."""

    seat: int
    melds: tuple[Meld, ...]
    unmelded: tuple[Card, ...]
    points: int


@dataclass(frozen=True, slots=True)
class RoundScored(_Public):
    round_number: int
    points: tuple[int, ...]  # this round, by seat
    totals: tuple[int, ...]  # after this round, by seat


@dataclass(frozen=True, slots=True)
class GameOver(_Public):
    winners: tuple[int, ...]
    totals: tuple[int, ...]


HIDDEN_CARD_EVENTS = (Dealt, DrewFromStock)
"""The events that carry cards only their own seat may see."""

FiveCrownsEvent = (
    RoundStarted | Dealt | DiscardTurnedUp | StockReshuffled | DrewFromStock | TookDiscard | Discarded | WentOut
    | LastTurnsBegin | LaidDown | RoundScored | GameOver
)


def seen_by(events: Iterable[FiveCrownsEvent], seat: int) -> list[FiveCrownsEvent]:
    """These events as `seat` may know them (any number that is not a seat sees no hidden card)."""
    return [event.seen_by(seat) for event in events]
