"""The exact hand solver: the fewest points a hand can be left with, how to lay it
down, whether it can go out, and which card to discard.

How it stays exact and fast (docs/solver.md has the long version):

* Wild cards are interchangeable in melds; only their points differ, so the
  cheapest ones (wild-rank cards, 20) are the ones left over, jokers are melded first.
* A book whose naturals come from two or more suits is chosen per rank as a
  reserved core of 2 or 3 naturals (1 or 0 wilds); once a rank has such a book,
  its other naturals cost nothing when not in a run, because they may join it.
* Everything else lives inside one suit: runs, and books of one suit's copies
  (which include "one natural and two wilds"). For each suit pattern the solver
  computes, for every exact number k of wilds placed in that suit's melds, the
  least deadwood, and the least deadwood when one card of the suit may be
  discarded. Those vectors depend only on the suit's pattern, so they are cached
  across hands: suits repeat far more often than hands do.
* Suits are combined by a min-plus convolution over k; leftover wilds join any
  book, form a book of their own when there are three, or are counted.

Nothing here is a heuristic: `tests/test_solver.py` checks every answer against a
brute-force partition enumerator.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from shared_table.games.fivecrowns.rules.cards import Card, Suit
from shared_table.games.fivecrowns.rules.hand_search import Best, Hand, own_ranks, search, take_apart
from shared_table.games.fivecrowns.rules.melds import Meld, MeldKind, lay_out_run
from shared_table.games.fivecrowns.rules.suit_tables import clear_caches, plan_suit, table_wilds

_SUITS = tuple(Suit)
_CARDS = {(rank, suit): Card(rank, _SUITS[suit]) for suit in range(5) for rank in range(3, 14)}


@dataclass(frozen=True, slots=True)
class Arrangement:
    """One best way to lay a hand down: the melds, the cards left over and their points."""

    melds: tuple[Meld, ...]
    unmelded: tuple[Card, ...]
    points: int


@dataclass(frozen=True, slots=True)
class HandCheck:
    """Everything a player asks of a hand.

    `arrangement` lays down the whole hand. `discard` is the card whose discard
    leaves the fewest points (`after_discard`); `can_go_out` is True when that
    leaves none, i.e. all cards but the discard meld.
    """

    cards: tuple[Card, ...]
    wild_rank: int
    arrangement: Arrangement
    discard: Card | None
    after_discard: Arrangement | None

    @property
    def points(self) -> int:
        return self.arrangement.points

    @property
    def can_go_out(self) -> bool:
        return self.after_discard is not None and self.after_discard.points == 0


def _split_wilds(best: Best) -> tuple[dict[int, int], int]:
    """How many wilds each suit's melds take, and which suit gives up the discarded natural."""
    k, drop = best.suit_wilds, best.drop == "natural"
    per_suit: dict[int, int] = {}
    drop_suit = -1
    folds = best.folds
    for i in range(len(folds) - 1, 0, -1):
        suit_index, (own_dead, own_dropped, _, _), prefix = folds[i]
        prev_dead, prev_dropped = folds[i - 1][2]
        target = prefix[1 if drop else 0][k]
        for j in range(k + 1):
            if prev_dead[k - j] + (own_dropped if drop else own_dead)[j] == target:
                if drop:
                    drop_suit, drop = suit_index, False
                break
            if drop and prev_dropped[k - j] + own_dead[j] == target:
                break
        else:  # pragma: no cover - the prefix was made from these very vectors
            raise AssertionError("the solver could not split its own wilds")
        per_suit[suit_index] = j
        k -= j
    if folds:
        per_suit[folds[0][0]] = k
        if drop:
            drop_suit = folds[0][0]
    return per_suit, drop_suit

def _build(hand: Hand, best: Best) -> tuple[Arrangement, Card | None]:
    """Turn the winning configuration back into melds of real cards."""
    per_suit, drop_suit = _split_wilds(best)
    total = len(hand.wild_cards)
    # Jokers are melded first, so the wilds left over are the cheap ones.
    pool = hand.wild_cards[::-1]
    discard: Card | None = pool.pop(0) if best.drop == "wild" else None

    # A book is [rank, naturals, wilds it takes]; mixed-suit books first, by rank.
    books: list[list] = [[rank, [_CARDS[rank, s] for s in core], 3 - len(core)] for rank, core in best.books]  # type: ignore[type-arg]
    mixed = {book[0]: book[1] for book in books}
    runs: list[tuple[list[Card], int]] = []
    unmelded: list[Card] = []
    for suit, k in per_suit.items():
        pattern = best.patterns[suit]
        plan = plan_suit(pattern, own_ranks(pattern, best.zero_mask), table_wilds(total), k, suit == drop_suit)
        spare = k - plan.least_wilds
        for ranks, low, high in plan.runs:
            give = spare if spare < high - low else high - low
            spare -= give
            runs.append(([_CARDS[rank, suit] for rank in ranks], low + give))
        first_own = len(books)
        for rank, copies in plan.books:
            books.append([rank, [_CARDS[rank, suit]] * copies, 3 - copies if copies < 3 else 0])
        if spare:  # only a book holds more wilds than the runs can
            books[first_own][2] += spare
        if plan.discarded is not None:
            discard = _CARDS[plan.discarded, suit]
        for rank in plan.left_over:
            if rank in mixed:  # free to join the mixed book of its rank
                mixed[rank].append(_CARDS[rank, suit])
            else:
                unmelded.append(_CARDS[rank, suit])

    melds: list[Meld] = []
    for naturals, n in runs:
        melds.append(lay_out_run(naturals, pool[:n]))
        del pool[:n]
    for book in books:
        n = book[2]
        book[1].extend(pool[:n])
        del pool[:n]
    if pool:
        if books:
            books[0][1].extend(pool)
        elif len(pool) >= 3:
            books.append([None, pool, 0])
        else:
            unmelded.extend(pool)
    for rank, cards, _ in books:
        melds.append(Meld(MeldKind.BOOK, tuple(cards), rank=rank))
    points = 0
    for card in unmelded:
        points += card.points(hand.wild_rank)
    if len(unmelded) > 1:
        unmelded.sort(key=Card.sort_key)
    return Arrangement(tuple(melds), tuple(unmelded), points), discard


# ---------------------------------------------------------------- public API


def min_points(cards: Iterable[Card], wild_rank: int) -> int:
    """The fewest points the hand can be left with (no reconstruction: the fast path)."""
    best, _ = search(take_apart(cards, wild_rank), want_drop=False)
    return best.points


def min_points_after_discard(cards: Iterable[Card], wild_rank: int) -> int:
    """The fewest points left after discarding the best card (0 means: can go out)."""
    _, best = search(take_apart(cards, wild_rank), want_drop=True)
    return best.points


def can_go_out(cards: Sequence[Card], wild_rank: int) -> bool:
    """True when all cards but one meld (that one is discarded)."""
    return len(cards) >= 1 and min_points_after_discard(cards, wild_rank) == 0


def arrange(cards: Sequence[Card], wild_rank: int) -> Arrangement:
    """One arrangement of the whole hand with the fewest points left."""
    hand = take_apart(cards, wild_rank)
    best, _ = search(hand, want_drop=False)
    arrangement, _ = _build(hand, best)
    return arrangement


def check_hand(cards: Sequence[Card], wild_rank: int) -> HandCheck:
    """Points, arrangement, go-out and best discard in one search."""
    hand = take_apart(cards, wild_rank)
    best, best_drop = search(hand, want_drop=bool(cards))
    arrangement, _ = _build(hand, best)
    if not cards:
        return HandCheck(tuple(cards), wild_rank, arrangement, None, None)
    after, discard = _build(hand, best_drop)
    assert discard is not None
    return HandCheck(tuple(cards), wild_rank, arrangement, discard, after)


def best_discard(cards: Sequence[Card], wild_rank: int) -> tuple[Card, int]:
    """The discard that leaves the fewest points, and those points."""
    check = check_hand(cards, wild_rank)
    if check.discard is None or check.after_discard is None:
        raise ValueError("an empty hand has nothing to discard")
    return check.discard, check.after_discard.points


def clear_cache() -> None:
    """Forget the cached suit tables (for benchmarks of a cold start)."""
    clear_caches()


def go_out_discards(cards: Sequence[Card], wild_rank: int) -> list[Card]:
    """Every card (one per face) whose discard lets the hand go out; empty when none does."""
    if not can_go_out(cards, wild_rank):
        return []
    found = []
    for face in sorted(set(cards), key=Card.sort_key):
        rest = list(cards)
        rest.remove(face)
        if min_points(rest, wild_rank) == 0:
            found.append(face)
    return found
