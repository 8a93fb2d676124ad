"""The solitaire planner's first step: each pile's ways to close with cards still in the stock
(docs/solitaire.md, "What the planner does", steps 1 and 2), and the work budget that keeps a
search within the time an answer may take.

Every closing question goes to games/solitaire/bots/closing.py, a hand being its naturals (sorted card
indices) and a count of wild cards; jokers stand in for the cards still to come.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

from shared_table.games.fivecrowns.rules.cards import Card
from shared_table.games.solitaire.bots.closing import all_meld, closes_with, filler_test, fits, insort

MAX_DISTANCE = 5  # piles further than this from closing are given up at once (rare, slow to search)
MAX_NEEDS = 80  # ways kept per pile: a pile with more than this is easy to serve anyway


class OutOfBudget(Exception):
    """The search has used up the work (or the time) one answer may spend."""


class Budget:
    """Work an answer may spend searching: `steps` units (a way looked at, a card tried), so a
    search cut short is cut at the same place on any machine; and, in play, a clock `seconds`
    long as well, a guard for a busy machine (then where it is cut depends on the machine)."""

    def __init__(self, steps: int | None, seconds: float | None = None) -> None:
        self.left = steps
        self.deadline = None if seconds is None else time.perf_counter() + seconds
        self.cancelled = False  # set from another thread to stop a search at its next step
        self._until_clock = 0

    def spend(self, steps: int = 1) -> None:
        """Count `steps` units of work; raise OutOfBudget once the budget is used up."""
        if self.cancelled:
            raise OutOfBudget
        if self.left is not None:
            self.left -= steps
            if self.left < 0:
                raise OutOfBudget
        if self.deadline is not None:
            self._until_clock -= steps
            if self._until_clock <= 0:  # the clock costs more than a step: read it now and then
                self._until_clock = 64
                if time.perf_counter() > self.deadline:
                    raise OutOfBudget


UNLIMITED = Budget(None)


@dataclass(frozen=True, slots=True)
class Need:
    """One way to close a pile: keep `keep` (its wild cards among them), add the natural cards
    `naturals` and `wilds` wild cards from the stock, and discard the rest, one card per card added."""

    keep: tuple[Card, ...]
    naturals: tuple[Card, ...]
    wilds: int

    @property
    def size(self) -> int:
        return len(self.naturals) + self.wilds


def closes(cards: Sequence[Card], wild_rank: int) -> bool:
    """Whether every one of the cards melds."""
    return all_meld(cards, wild_rank)


def keeps(cards: Sequence[Card], wild_rank: int, distance: int, budget: Budget = UNLIMITED) -> list[tuple[Card, ...]]:
    """Every way to give up `distance` natural cards so that jokers in their place would close
    the pile. Wild cards are never given up: a wild could stand in for any card added instead."""
    naturals = sorted((card for card in cards if not card.is_wild(wild_rank)), key=lambda card: card.index)
    free = len(cards) - len(naturals) + distance  # the pile's wilds and a joker for each card given up
    index = tuple(card.index for card in naturals)
    found: set[tuple[Card, ...]] = set()

    def search(start: int, dropped: tuple[int, ...]) -> None:
        budget.spend()
        kept = tuple(x for i, x in enumerate(index) if i not in dropped)
        left = distance - len(dropped)
        if left == 0:
            if closes_with(kept, free):
                found.add(tuple(card for i, card in enumerate(naturals) if i not in dropped))
            return
        # Giving up a natural saves at most two wilds (it might have been in a book with two).
        if len(index) - start < left or not fits(kept, free + 2 * left):
            return
        for i in range(start, len(index)):
            if i == start or index[i] != index[i - 1]:  # each multiset once
                search(i + 1, (*dropped, i))

    search(0, ())
    return sorted(found, key=lambda kept: [card.sort_key() for card in kept])


@lru_cache(maxsize=20_000)
def distance(cards: tuple[Card, ...], wild_rank: int, limit: int = MAX_DISTANCE) -> int | None:
    """The fewest cards the pile must take to close if any card could come (None: more than
    `limit`): `S - d + JOKER` closing is distance 1; a pile that closes, 0."""
    return next((k for k in range(limit + 1) if keeps(cards, wild_rank, k)), None)


def need_sets(cards: Sequence[Card], wild_rank: int, stock: Counter[Card], extra: int = 0,
              limit: int = MAX_DISTANCE, most: int = MAX_NEEDS, budget: Budget = UNLIMITED) -> list[Need]:
    """Every way to close the pile with the fewest cards from `stock` (at most `limit`), and with
    up to `extra` cards more where no fewer would do (no way holds a smaller one); about `most`
    ways of each size (the search stops after the keep that reaches them)."""
    wild_supply = sum(count for card, count in stock.items() if card.is_wild(wild_rank))
    faces = sorted((card for card in stock if not card.is_wild(wild_rank)), key=Card.sort_key)
    wilds = [card for card in cards if card.is_wild(wild_rank)]
    found: dict[tuple[tuple[Card, ...], int], Need] = {}
    fewest: int | None = None
    for k in range(limit + 1):
        if fewest is not None and k > fewest + extra:
            break
        sized: dict[tuple[tuple[Card, ...], int], Need] = {}
        for keep in keeps(cards, wild_rank, k, budget):
            base = tuple(card.index for card in keep)
            # Only a card that fills one of the jokers' places can be in a way to close.
            fills = filler_test(base, len(wilds) + k - 1)
            budget.spend(len(faces))
            useful = [face for face in faces if k and fills(face.index)]
            for added, left in _ways(base, len(wilds), useful, k, stock, budget):
                if left <= wild_supply and not _holds_smaller(found, added, left):
                    sized.setdefault((added, left), Need((*keep, *wilds), added, left))
            if len(sized) >= most:
                break
        found.update(sized)
        if sized and fewest is None:
            fewest = k
    return list(found.values())


def _ways(base: tuple[int, ...], own_wilds: int, useful: list[Card], k: int, stock: Counter[Card],
          budget: Budget) -> Iterator[tuple[tuple[Card, ...], int]]:
    """The (naturals, wilds) that close `base` plus k cards: naturals from `useful` in order, as
    many of each as the stock holds, every step checked with jokers for the cards to come."""
    stack: list[tuple[tuple[Card, ...], tuple[int, ...], int]] = [((), base, 0)]
    while stack:
        added, held, start = stack.pop()
        left = k - len(added)
        yield added, left
        if not left:
            continue
        budget.spend(len(useful) - start)
        fills = filler_test(held, own_wilds + left - 1) if added else None  # the first card is useful
        for i in range(start, len(useful)):
            face = useful[i]
            if added.count(face) < stock[face] and (fills is None or fills(face.index)):
                stack.append(((*added, face), insort(held, face.index), i))


def _holds_smaller(found: dict[tuple[tuple[Card, ...], int], Need], naturals: tuple[Card, ...], wilds: int) -> bool:
    """Whether a way already found asks for part of these cards only."""
    return bool(found) and any(
        size + fewer < len(naturals) + wilds and (part, fewer) in found
        for size in range(len(naturals) + 1) for part in dict.fromkeys(combinations(naturals, size))
        for fewer in range(wilds + 1))


def closers(cards: Sequence[Card], wild_rank: int, faces: Iterable[Card]) -> frozenset[Card]:
    """The faces among `faces` that close the pile in one play (it discards one card)."""
    faces = tuple(faces)
    if closes(cards, wild_rank):  # the card itself is discarded
        return frozenset(faces)
    wilds = [card for card in cards if card.is_wild(wild_rank)]
    return frozenset(face for keep in keeps(cards, wild_rank, 1) for face in faces
                     if face.is_wild(wild_rank) or closes([*keep, *wilds, face], wild_rank))
