"""Runs and books: what a meld is, as a value, and the rule that says whether cards form one.

A run is 3 or more cards of one suit in sequence, at most 11 long (3 to K); a
book is 3 or more cards of one rank, duplicates allowed. Wild cards (jokers and
the round's wild rank) stand for any card, as many as you like, adjacent or
not; three or more wilds alone are a book (see docs/rules.md).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from shared_table.games.fivecrowns.rules.cards import HIGHEST_RANK, LOWEST_RANK, Card, Suit

MIN_MELD = 3
MAX_RUN = HIGHEST_RANK - LOWEST_RANK + 1  # 11: three to king


class MeldKind(Enum):
    RUN = "run"
    BOOK = "book"


@dataclass(frozen=True, slots=True)
class Meld:
    """A laid-down group. For a run, `cards` are in sequence and `stands_for[i]` is the
    rank card i takes; for a book, `rank` is the book's rank (None when all are wild)."""

    kind: MeldKind
    cards: tuple[Card, ...]
    suit: Suit | None = None
    rank: int | None = None
    stands_for: tuple[int, ...] = ()

    @property
    def shorts(self) -> list[str]:
        return [card.short for card in self.cards]


def classify(cards: Sequence[Card], wild_rank: int) -> Meld | None:
    """The meld these cards make (a book when they make both), or None when they make none."""
    if len(cards) < MIN_MELD:
        return None
    naturals = [card for card in cards if not card.is_wild(wild_rank)]
    wilds = [card for card in cards if card.is_wild(wild_rank)]
    ranks = {card.rank for card in naturals}
    if len(ranks) <= 1:
        rank = next(iter(ranks)) if ranks else None
        ordered = tuple(naturals) + tuple(wilds)
        return Meld(MeldKind.BOOK, ordered, rank=rank)
    suits = {card.suit for card in naturals}
    if len(suits) != 1 or len(ranks) != len(naturals) or len(cards) > MAX_RUN:
        return None
    low, high = min(ranks), max(ranks)
    if high - low + 1 > len(cards):
        return None
    return lay_out_run(naturals, wilds)


def lay_out_run(naturals: Sequence[Card], wilds: Sequence[Card]) -> Meld:
    """Place wilds in a run's gaps first, then above it up to K, then below it.

    The caller guarantees the naturals share a suit, have distinct ranks, and
    that all the cards fit in 3..K.
    """
    by_rank = {card.rank: card for card in naturals}
    low, high = min(by_rank), max(by_rank)
    spare = len(naturals) + len(wilds) - (high - low + 1)
    above = min(spare, HIGHEST_RANK - high)
    high += above
    low -= spare - above
    wild_iter = iter(wilds)
    cards = tuple(by_rank[r] if r in by_rank else next(wild_iter) for r in range(low, high + 1))
    suit = naturals[0].suit
    return Meld(MeldKind.RUN, cards, suit=suit, stands_for=tuple(range(low, high + 1)))


def is_meld(cards: Sequence[Card], wild_rank: int) -> bool:
    """True when the cards form a run or a book."""
    return classify(cards, wild_rank) is not None
