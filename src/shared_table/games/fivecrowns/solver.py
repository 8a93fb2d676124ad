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
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations

from shared_table.games.fivecrowns.cards import JOKER_POINTS, LOWEST_RANK, WILD_POINTS, Card, Suit
from shared_table.games.fivecrowns.melds import Meld, MeldKind, lay_out_run
from shared_table.games.fivecrowns.suit_tables import (
    BITS,
    INF,
    Table,
    Vectors,
    cached_table,
    clear_caches,
    plan_suit,
    suit_vectors,
    table_wilds,
)

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


# ---------------------------------------------------------------- the whole hand


@dataclass(slots=True)
class _Hand:
    """A hand taken apart for the solver."""

    wild_rank: int
    wild_cards: list[Card]  # cheapest first
    wild_costs: list[int]  # points of the e cheapest wilds, e = 0..len
    patterns: list[int]  # one per suit: 3 bits of copies per rank
    book_options: list[tuple[int, tuple[tuple[int, ...], ...]]]  # rank, cores of a mixed book


def _take_apart(cards: Iterable[Card], wild_rank: int) -> _Hand:
    jokers: list[Card] = []
    wild_cards: list[Card] = []
    patterns = [0, 0, 0, 0, 0]
    by_rank: dict[int, list[int]] = {}
    for card in cards:
        suit = card.suit
        if suit is None:
            jokers.append(card)
        elif card.rank == wild_rank:
            wild_cards.append(card)
        else:
            patterns[suit] += 1 << (BITS * (card.rank - LOWEST_RANK))
            if card.rank in by_rank:
                by_rank[card.rank].append(suit)
            else:
                by_rank[card.rank] = [suit]
    costs = [0]
    for _ in wild_cards:
        costs.append(costs[-1] + WILD_POINTS)
    for _ in jokers:
        costs.append(costs[-1] + JOKER_POINTS)
    options = [(rank, _book_cores(tuple(sorted(suits)))) for rank, suits in sorted(by_rank.items()) if len(suits) > 1]
    return _Hand(wild_rank, wild_cards + jokers, costs, patterns, [o for o in options if o[1]])


@lru_cache(maxsize=4096)
def _book_cores(suits: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Cores of a book mixing suits: 2 or 3 naturals of one rank from at least two suits.
    Books of one suit's copies are the suit tables' business."""
    cores = {core for size in (2, 3) for core in combinations(suits, size) if len(set(core)) > 1}
    return tuple(sorted(cores, key=lambda core: (-len(core), core)))


@dataclass(slots=True)
class _Best:
    """The best configuration found so far for one question, with what rebuilds it."""

    points: int = INF
    patterns: tuple[int, ...] = ()
    zero_mask: int = 0
    books: tuple[tuple[int, tuple[int, ...]], ...] = ()
    suit_wilds: int = 0  # exactly this many wilds go into the suits' melds
    drop: str = ""  # which card is discarded: "" none, "natural" or "wild"
    folds: list[tuple[int, Table, Vectors]] = field(default_factory=list)


_Config = tuple[list[int], int, int, tuple[tuple[int, tuple[int, ...]], ...]]


def _configurations(hand: _Hand) -> list[_Config]:
    """Every choice of mixed-suit books the wilds can pay for: the suit patterns left,
    the ranks that have a book, the wilds the books need, and the books' cores."""
    total = len(hand.wild_cards)
    configs: list[_Config] = [(hand.patterns, 0, 0, ())]
    for rank, cores in hand.book_options:
        one = 1 << (BITS * (rank - LOWEST_RANK))
        bit = 1 << rank
        grown = list(configs)
        for patterns, zero_mask, book_wilds, books in configs:
            for core in cores:
                need = book_wilds + 3 - len(core)
                if need <= total:
                    left = list(patterns)
                    for suit in core:
                        left[suit] -= one
                    grown.append((left, zero_mask | bit, need, (*books, (rank, core))))
        configs = grown
    return configs


def _convolve(left: Vectors, right: Table, budget: int) -> Vectors:
    """Min-plus convolution of two suits' vectors, up to `budget` wilds."""
    left_dead, left_dropped = left
    right_dead, right_dropped = right[0], right[1]
    # Budgets of 0..2 wilds are most hands; spelled out, they cost a third of the loop.
    if budget == 0:
        a0, b0 = left_dead[0], right_dead[0]
        return [a0 + b0], [min(left_dropped[0] + b0, a0 + right_dropped[0])]
    if budget == 1:
        a0, a1 = left_dead[0], left_dead[1]
        b0, b1 = right_dead[0], right_dead[1]
        c0, c1 = left_dropped[0], left_dropped[1]
        d0, d1 = right_dropped[0], right_dropped[1]
        return [a0 + b0, min(a0 + b1, a1 + b0)], [min(c0 + b0, a0 + d0), min(c0 + b1, a0 + d1, c1 + b0, a1 + d0)]
    if budget == 2:
        a0, a1, a2 = left_dead[0], left_dead[1], left_dead[2]
        b0, b1, b2 = right_dead[0], right_dead[1], right_dead[2]
        c0, c1, c2 = left_dropped[0], left_dropped[1], left_dropped[2]
        d0, d1, d2 = right_dropped[0], right_dropped[1], right_dropped[2]
        return (
            [a0 + b0, min(a0 + b1, a1 + b0), min(a0 + b2, a1 + b1, a2 + b0)],
            [
                min(c0 + b0, a0 + d0),
                min(c0 + b1, a0 + d1, c1 + b0, a1 + d0),
                min(c0 + b2, a0 + d2, c1 + b1, a1 + d1, c2 + b0, a2 + d0),
            ],
        )
    dead = [INF] * (budget + 1)
    dropped = [INF] * (budget + 1)
    for a in range(budget + 1):
        la, lda = left_dead[a], left_dropped[a]
        if la >= INF and lda >= INF:
            continue
        for b in range(budget + 1 - a):
            rb = right_dead[b]
            v = la + rb
            if v < dead[a + b]:
                dead[a + b] = v
            v = lda + rb
            w = la + right_dropped[b]
            if w < v:
                v = w
            if v < dropped[a + b]:
                dropped[a + b] = v
    return dead, dropped


_FLAT_LIMIT = 48  # up to this many book configurations, trying them all beats bounding


def _tables(patterns: Sequence[int], zero_mask: int, wilds: int, budget: int) -> tuple[list[tuple[int, Table]], int, int]:
    """The suits' tables, a lower bound on the deadwood (each suit at its best within the
    budget), and the most one discarded natural could save on top of it."""
    tables: list[tuple[int, Table]] = []
    bound = 0
    gain = 0
    wild_key = wilds << 56
    for suit_index in range(5):
        pattern = patterns[suit_index]
        if pattern:
            own = _own_ranks(pattern, zero_mask) if zero_mask else 0
            table = cached_table(pattern | (own << 40) | wild_key) or suit_vectors(pattern, own, wilds)
            tables.append((suit_index, table))
            low = table[2][budget]
            bound += low
            saved = low - table[3][budget]
            if saved > gain:
                gain = saved
    return tables, bound, gain


def _own_ranks(pattern: int, zero_mask: int) -> int:
    """The book ranks this suit holds: only those matter to it, so only those key its table."""
    own = 0
    while zero_mask:
        bit = zero_mask & -zero_mask
        if (pattern >> (BITS * (bit.bit_length() - 1 - LOWEST_RANK))) & 7:
            own |= bit
        zero_mask ^= bit
    return own


def _hopeless(bound: int, gain: int, best: _Best, best_drop: _Best, want_drop: bool) -> bool:
    """True when nothing under this bound can improve either answer. A tie may still
    trade a wild discard for a natural one, so ties are kept for that."""
    return bound >= best.points and (not want_drop or bound - gain >= best_drop.points + (best_drop.drop == "wild"))


def _search(hand: _Hand, want_drop: bool) -> tuple[_Best, _Best]:
    """Try every configuration of mixed-suit books: the best for the whole hand, and the
    best after one discard. Large hands prune with a bound: ranks not yet decided are
    taken as free (their cards may all join books) with the whole wild budget."""
    total = len(hand.wild_cards)
    best = _Best()
    best_drop = _Best()
    options = hand.book_options
    count = 1
    for _, cores in options:
        count *= 1 + len(cores)
    if count <= _FLAT_LIMIT:
        for patterns, zero_mask, book_wilds, books in _configurations(hand):
            _evaluate(hand, patterns, zero_mask, total - book_wilds, books, best, best_drop, want_drop)
        return best, best_drop
    wilds = table_wilds(total)

    undecided = [0] * (len(options) + 1)
    for i in range(len(options) - 1, -1, -1):
        undecided[i] = undecided[i + 1] | (1 << options[i][0])

    def explore(index: int, patterns: list[int], zero_mask: int, book_wilds: int, books: tuple[tuple[int, tuple[int, ...]], ...]) -> None:
        if index == len(options):
            _evaluate(hand, patterns, zero_mask, total - book_wilds, books, best, best_drop, want_drop)
            return
        _, bound, gain = _tables(patterns, zero_mask | undecided[index], wilds, total - book_wilds)
        if _hopeless(bound, gain, best, best_drop, want_drop):
            return
        explore(index + 1, patterns, zero_mask, book_wilds, books)
        rank, cores = options[index]
        one = 1 << (BITS * (rank - LOWEST_RANK))
        for core in cores:
            need = book_wilds + 3 - len(core)
            if need <= total:
                left = list(patterns)
                for suit in core:
                    left[suit] -= one
                explore(index + 1, left, zero_mask | (1 << rank), need, (*books, (rank, core)))

    explore(0, list(hand.patterns), 0, 0, ())
    return best, best_drop


def _evaluate(
    hand: _Hand,
    patterns: list[int],
    zero_mask: int,
    budget: int,
    books: tuple[tuple[int, tuple[int, ...]], ...],
    best: _Best,
    best_drop: _Best,
    want_drop: bool,
) -> None:
    """Score one configuration exactly and keep it where it beats the best so far."""
    costs = hand.wild_costs
    tables, bound, gain = _tables(patterns, zero_mask, table_wilds(len(hand.wild_cards)), budget)
    if _hopeless(bound, gain, best, best_drop, want_drop):
        return
    folds: list[tuple[int, Table, Vectors]] = []
    prefix: Vectors | None = None
    for suit_index, table in tables:
        prefix = (table[0], table[1]) if prefix is None else _convolve(prefix, table, budget)
        folds.append((suit_index, table, prefix))
    dead, dropped = prefix if prefix is not None else ([0] + [INF] * budget, [INF] * (budget + 1))
    for k in range(budget + 1):
        # Wilds not placed in the suits join a mixed book, make a book of their own, or count.
        extra = budget - k
        left = 0 if (extra == 0 or books or extra >= 3) else costs[extra]
        points = dead[k] + left
        if points < best.points:
            _record(best, points, "", patterns, zero_mask, books, k, folds)
        if want_drop:
            points = dropped[k] + left
            if points < best_drop.points or (points == best_drop.points and best_drop.drop == "wild"):
                _record(best_drop, points, "natural", patterns, zero_mask, books, k, folds)
            if extra:  # discard the dearest wild; the cheap ones stay
                extra -= 1
                points = dead[k] + (0 if (extra == 0 or books or extra >= 3) else costs[extra])
                # On a tie a natural is thrown rather than a wild, which would feed the next player.
                if points < best_drop.points:
                    _record(best_drop, points, "wild", patterns, zero_mask, books, k, folds)


def _record(
    target: _Best,
    points: int,
    drop: str,
    patterns: list[int],
    zero_mask: int,
    books: tuple[tuple[int, tuple[int, ...]], ...],
    k: int,
    folds: list[tuple[int, Table, Vectors]],
) -> None:
    target.points, target.drop, target.patterns, target.zero_mask = points, drop, tuple(patterns), zero_mask
    target.books, target.suit_wilds, target.folds = books, k, folds


def _split_wilds(best: _Best) -> tuple[dict[int, int], int]:
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

def _build(hand: _Hand, best: _Best) -> tuple[Arrangement, Card | None]:
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
        plan = plan_suit(pattern, _own_ranks(pattern, best.zero_mask), table_wilds(total), k, suit == drop_suit)
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
    best, _ = _search(_take_apart(cards, wild_rank), want_drop=False)
    return best.points


def min_points_after_discard(cards: Iterable[Card], wild_rank: int) -> int:
    """The fewest points left after discarding the best card (0 means: can go out)."""
    _, best = _search(_take_apart(cards, wild_rank), want_drop=True)
    return best.points


def can_go_out(cards: Sequence[Card], wild_rank: int) -> bool:
    """True when all cards but one meld (that one is discarded)."""
    return len(cards) >= 1 and min_points_after_discard(cards, wild_rank) == 0


def arrange(cards: Sequence[Card], wild_rank: int) -> Arrangement:
    """One arrangement of the whole hand with the fewest points left."""
    hand = _take_apart(cards, wild_rank)
    best, _ = _search(hand, want_drop=False)
    arrangement, _ = _build(hand, best)
    return arrangement


def check_hand(cards: Sequence[Card], wild_rank: int) -> HandCheck:
    """Points, arrangement, go-out and best discard in one search."""
    hand = _take_apart(cards, wild_rank)
    best, best_drop = _search(hand, want_drop=bool(cards))
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
