"""The hand-level search of the solver: mixed-suit book choices, suits combined by a
min-plus convolution over wilds, and a bound that prunes big hands. See docs/solver.md.

Pure Python, no I/O. `rules/solver.py` turns the winner back into melds.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations

from shared_table.games.fivecrowns.rules.cards import JOKER_POINTS, LOWEST_RANK, WILD_POINTS, Card
from shared_table.games.fivecrowns.rules.suit_tables import (
    BITS,
    INF,
    Table,
    Vectors,
    cached_table,
    suit_vectors,
    table_wilds,
)


@dataclass(slots=True)
class Hand:
    """A hand taken apart for the solver."""

    wild_rank: int
    wild_cards: list[Card]  # cheapest first
    wild_costs: list[int]  # points of the e cheapest wilds, e = 0..len
    patterns: list[int]  # one per suit: 3 bits of copies per rank
    book_options: list[tuple[int, tuple[tuple[int, ...], ...]]]  # rank, cores of a mixed book


def take_apart(cards: Iterable[Card], wild_rank: int) -> Hand:
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
    return Hand(wild_rank, wild_cards + jokers, costs, patterns, [o for o in options if o[1]])


@lru_cache(maxsize=4096)
def _book_cores(suits: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Cores of a book mixing suits: 2 or 3 naturals of one rank from at least two suits.
    Books of one suit's copies are the suit tables' business."""
    cores = {core for size in (2, 3) for core in combinations(suits, size) if len(set(core)) > 1}
    return tuple(sorted(cores, key=lambda core: (-len(core), core)))


@dataclass(slots=True)
class Best:
    """The best configuration found so far for one question, with what rebuilds it."""

    points: int = INF
    patterns: tuple[int, ...] = ()
    zero_mask: int = 0
    books: tuple[tuple[int, tuple[int, ...]], ...] = ()
    suit_wilds: int = 0  # exactly this many wilds go into the suits' melds
    drop: str = ""  # which card is discarded: "" none, "natural" or "wild"
    folds: list[tuple[int, Table, Vectors]] = field(default_factory=list)


_Config = tuple[list[int], int, int, tuple[tuple[int, tuple[int, ...]], ...]]


def _configurations(hand: Hand) -> list[_Config]:
    """Every choice of mixed-suit books the wilds can pay for: the suit patterns left,
    the ranks that have a book, the wilds the books need, and the books' cores."""
    total = len(hand.wild_cards)
    configs: list[_Config] = [(hand.patterns, 0, 0, ())]
    for rank, cores in hand.book_options:
        grown = list(configs)
        for patterns, zero_mask, book_wilds, books in configs:
            for left, need, core in _with_book(patterns, rank, cores, book_wilds, total):
                grown.append((left, zero_mask | (1 << rank), need, (*books, (rank, core))))
        configs = grown
    return configs


def _with_book(
    patterns: Sequence[int], rank: int, cores: tuple[tuple[int, ...], ...], book_wilds: int, total: int
) -> Iterator[tuple[list[int], int, tuple[int, ...]]]:
    """For each core the wilds can pay for: the suit patterns without it, the wilds the
    books now need, and the core."""
    one = 1 << (BITS * (rank - LOWEST_RANK))
    for core in cores:
        need = book_wilds + 3 - len(core)
        if need <= total:
            left = list(patterns)
            for suit in core:
                left[suit] -= one
            yield left, need, core


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
            own = own_ranks(pattern, zero_mask) if zero_mask else 0
            table = cached_table(pattern | (own << 40) | wild_key) or suit_vectors(pattern, own, wilds)
            tables.append((suit_index, table))
            low = table[2][budget]
            bound += low
            saved = low - table[3][budget]
            if saved > gain:
                gain = saved
    return tables, bound, gain


def own_ranks(pattern: int, zero_mask: int) -> int:
    """The book ranks this suit holds: only those matter to it, so only those key its table."""
    own = 0
    while zero_mask:
        bit = zero_mask & -zero_mask
        if (pattern >> (BITS * (bit.bit_length() - 1 - LOWEST_RANK))) & 7:
            own |= bit
        zero_mask ^= bit
    return own


def _hopeless(bound: int, gain: int, best: Best, best_drop: Best, want_drop: bool) -> bool:
    """True when nothing under this bound can improve either answer. A tie may still
    trade a wild discard for a natural one, so ties are kept for that."""
    return bound >= best.points and (not want_drop or bound - gain >= best_drop.points + (best_drop.drop == "wild"))


def search(hand: Hand, want_drop: bool) -> tuple[Best, Best]:
    """Try every configuration of mixed-suit books: the best for the whole hand, and the
    best after one discard. Large hands prune with a bound: ranks not yet decided are
    taken as free (their cards may all join books) with the whole wild budget."""
    total = len(hand.wild_cards)
    best = Best()
    best_drop = Best()
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
        for left, need, core in _with_book(patterns, rank, cores, book_wilds, total):
            explore(index + 1, left, zero_mask | (1 << rank), need, (*books, (rank, core)))

    explore(0, list(hand.patterns), 0, 0, ())
    return best, best_drop


def _evaluate(
    hand: Hand,
    patterns: list[int],
    zero_mask: int,
    budget: int,
    books: tuple[tuple[int, tuple[int, ...]], ...],
    best: Best,
    best_drop: Best,
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
    target: Best,
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
