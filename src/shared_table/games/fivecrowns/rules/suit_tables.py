"""Per-suit tables for the solver: what one suit's naturals can do with k wilds.

A suit's naturals are a *pattern*: an int with 3 bits per rank (3 at bit 0, K at
bit 30) counting the copies held. Within one suit a natural is left over, in a
run (with other naturals of the suit and wilds in the gaps), or in a book of its
own copies filled with wilds ("seven of clubs and two jokers"). Books that mix
suits are the hand-level search's business; it tells this module which ranks
have such a book with `zero_mask` (bit r set: a natural of rank r left over here
costs nothing, because it joins that book).

`suit_vectors` answers, for k = 0..wilds: the least deadwood with exactly k wilds
placed in this suit's melds, and the same when one natural of the suit may be
discarded. The answer depends only on (pattern, zero_mask, wilds), so it is
cached for the life of the process: hands differ, suits repeat.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from shared_table.games.fivecrowns.rules.cards import HIGHEST_RANK, LOWEST_RANK
from shared_table.games.fivecrowns.rules.melds import MAX_RUN

INF = 1 << 40
BITS = 3
RANK_MASK = 7
_CACHE_LIMIT = 500_000

Vectors = tuple[Sequence[int], Sequence[int]]
# A table: (deadwood by k, deadwood by k with one discarded, and the running minimum of each
# over 0..k, which gives the hand-level search a cheap lower bound). Tuples, not lists: the
# garbage collector skips tuples of ints, and a cache of a million lists made it pause.
Table = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]]
# Tables are made for at least this many wilds: the values for k wilds do not depend on how
# many more the hand holds, so one table serves every hand with 0..4 wilds.
MIN_TABLE_WILDS = 4
_vector_cache: dict[int, Table] = {}
_plan_cache: dict[tuple[int, int, int, int, bool], SuitPlan] = {}


def clear_caches() -> None:
    """Forget every cached table (benchmarks use it to measure a cold start)."""
    _vector_cache.clear()
    _plan_cache.clear()


def lowest_rank(pattern: int) -> int:
    return ((pattern & -pattern).bit_length() - 1) // BITS + LOWEST_RANK


def table_wilds(wilds: int) -> int:
    """The wilds a table is made for, for a hand holding `wilds`."""
    return wilds if wilds > MIN_TABLE_WILDS else MIN_TABLE_WILDS


def suit_vectors(pattern: int, zero_mask: int, wilds: int) -> Table:
    """(deadwood by exact wilds used, deadwood by exact wilds used with one natural
    discarded, and their running minima)."""
    key = pattern | (zero_mask << 40) | (wilds << 56)
    hit = _vector_cache.get(key)
    if hit is not None:
        return hit
    if pattern == 0:
        dead, dropped = [0] + [INF] * wilds, [INF] * (wilds + 1)
    else:
        dead, dropped = _compute(pattern, zero_mask, wilds)
    result = (tuple(dead), tuple(dropped), _running_min(dead), _running_min(dropped))
    if len(_vector_cache) >= _CACHE_LIMIT:
        clear_caches()
    _vector_cache[key] = result
    return result


def cached_table(key: int) -> Table | None:
    """The table under `table_key(...)`, if computed already (the search's fast path)."""
    return _vector_cache.get(key)


def _running_min(values: list[int]) -> tuple[int, ...]:
    out = []
    low = INF
    for value in values:
        low = value if value < low else low
        out.append(low)
    return tuple(out)


def _fold_meld(dead: list[int], dropped: list[int], sub: Table, low: int, high: int) -> None:
    """Fold in one meld taking between `low` and `high` wilds on top of a sub-solution."""
    sub_dead, sub_dropped = sub[0], sub[1]
    for k in range(low, len(dead)):
        top = k - low
        bottom = k - high if k > high else 0
        best = min(sub_dead[bottom : top + 1])
        best_d = min(sub_dropped[bottom : top + 1])
        if best < dead[k]:
            dead[k] = best
        if best_d < dropped[k]:
            dropped[k] = best_d


def _compute(pattern: int, zero_mask: int, wilds: int) -> tuple[list[int], list[int]]:
    rank = lowest_rank(pattern)
    shift = BITS * (rank - LOWEST_RANK)
    one = 1 << shift
    count = (pattern >> shift) & RANK_MASK
    value = 0 if (zero_mask >> rank) & 1 else rank

    # The lowest natural left over, or discarded.
    sub_dead, sub_dropped = suit_vectors(pattern - one, zero_mask, wilds)[:2]
    dead = [d + value for d in sub_dead]
    dropped = [d if d < dd + value else dd + value for d, dd in zip(sub_dead, sub_dropped, strict=False)]

    # A book of `copies` copies of it, filled up with wilds.
    for copies in range(1, count + 1):
        _fold_meld(dead, dropped, suit_vectors(pattern - copies * one, zero_mask, wilds), max(0, 3 - copies), INF)

    # A run whose lowest natural it is.
    for rest, naturals, span in runs_from(pattern - one, rank, wilds):
        sub = suit_vectors(rest, zero_mask, wilds)
        _fold_meld(dead, dropped, sub, max(span, 3) - naturals, MAX_RUN - naturals)
    return dead, dropped


def runs_from(pattern: int, low: int, wilds: int) -> list[tuple[int, int, int]]:
    """Every run with 2+ naturals whose lowest is `low` (already out of `pattern`) and
    whose gaps `wilds` can fill: (pattern left, naturals in the run, span of ranks)."""
    higher = [
        r
        for r in range(low + 1, min(HIGHEST_RANK, low + MAX_RUN - 1) + 1)
        if (pattern >> (BITS * (r - LOWEST_RANK))) & RANK_MASK
    ]
    found: list[tuple[int, int, int]] = []

    def extend(start: int, rest: int, naturals: int) -> None:
        for i in range(start, len(higher)):
            r = higher[i]
            span = r - low + 1
            if span - naturals - 1 > wilds:
                return
            left = rest - (1 << (BITS * (r - LOWEST_RANK)))
            found.append((left, naturals + 1, span))
            extend(i + 1, left, naturals + 1)

    extend(0, pattern, 1)
    return found


class SuitPlan(NamedTuple):
    """One partition of a suit's naturals that reaches its table value. A tuple of ints
    on purpose: the garbage collector does not walk those, however many are cached."""

    runs: tuple[tuple[tuple[int, ...], int, int], ...]  # natural ranks, least and most wilds
    books: tuple[tuple[int, int], ...]  # (rank, copies): a book of one suit's copies
    left_over: tuple[int, ...]
    discarded: int | None
    least_wilds: int  # what the runs and books need at the least; the rest is spare


def plan_suit(pattern: int, zero_mask: int, wilds: int, k: int, drop: bool) -> SuitPlan:
    """Walk the cached vectors back to a partition using exactly k wilds (cached too)."""
    key = (pattern, zero_mask, wilds, k, drop)
    hit = _plan_cache.get(key)
    if hit is None:
        hit = _plan_cache[key] = _plan(pattern, zero_mask, wilds, k, drop)
    return hit


def _plan(pattern: int, zero_mask: int, wilds: int, k: int, drop: bool) -> SuitPlan:
    runs: list[tuple[tuple[int, ...], int, int]] = []
    books: list[tuple[int, int]] = []
    left_over: list[int] = []
    discarded: int | None = None
    while pattern:
        target = suit_vectors(pattern, zero_mask, wilds)[1 if drop else 0][k]
        rank = lowest_rank(pattern)
        shift = BITS * (rank - LOWEST_RANK)
        one = 1 << shift
        value = 0 if (zero_mask >> rank) & 1 else rank
        sub_dead, sub_dropped = suit_vectors(pattern - one, zero_mask, wilds)[:2]
        if drop and sub_dead[k] == target:
            discarded, drop, pattern = rank, False, pattern - one
            continue
        if (sub_dropped if drop else sub_dead)[k] + value == target:
            left_over.append(rank)
            pattern -= one
            continue
        moves: list[tuple[int, int, int, tuple[tuple[int, ...], int, int] | tuple[int, int]]] = []
        for copies in range(1, ((pattern >> shift) & RANK_MASK) + 1):
            moves.append((pattern - copies * one, max(0, 3 - copies), INF, (rank, copies)))
        for rest, naturals, span in runs_from(pattern - one, rank, wilds):
            taken = pattern - rest
            ranks = tuple(r for r in range(rank, HIGHEST_RANK + 1) if (taken >> (BITS * (r - LOWEST_RANK))) & RANK_MASK)
            low, high = max(span, 3) - naturals, MAX_RUN - naturals
            moves.append((rest, low, high, (ranks, low, high)))
        for rest, low, high, what in moves:
            sub = suit_vectors(rest, zero_mask, wilds)[1 if drop else 0]
            used = next((j for j in range(low, min(high, k) + 1) if sub[k - j] == target), None)
            if used is None:
                continue
            if len(what) == 3:
                runs.append(what)
            else:
                books.append(what)
            k -= used
            pattern = rest
            break
        else:  # pragma: no cover - the vectors were made from these very moves
            raise AssertionError("the solver could not rebuild its own answer")
    least = sum(low for _, low, _ in runs) + sum(max(0, 3 - copies) for _, copies in books)
    return SuitPlan(tuple(runs), tuple(books), tuple(left_over), discarded, least)
