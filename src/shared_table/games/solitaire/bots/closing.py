"""Whether a pile's cards all meld, fast: the one question the solitaire planner asks thousands of
times when it plans.

The exact solver (games/fivecrowns/rules/solver.py) answers a harder question, the fewest points a hand
can be left with, where the planner only needs to know whether that is zero. Here a hand is its
naturals, as sorted card indices, and a count of wild cards (jokers and the pile's wild rank,
interchangeable in a meld):

- no naturals: the wilds close alone when there are none or three or more (a book of wilds);
- otherwise they close exactly when the naturals can be laid in runs and books with at most that
  many wilds. More wilds never hurt: a book takes any number, a run grows to eleven, and a run of
  eleven splits in two with room for more.

`fits` searches for such a laying: the lowest natural is in a book of its rank (with some of
that rank's other naturals) or in a run of its suit that starts with it and uses a natural
wherever it has one (swapping a wild for a natural never breaks the meld the natural came from).
Answers are remembered by the naturals, so the planner's many similar hands share them, and a
second search of the same deal is much quicker. tests/test_solitaire_speed.py checks `all_meld`
against the exact solver.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Sequence
from itertools import combinations

from shared_table.games.fivecrowns.rules.cards import Card

RANKS = 11  # ranks 3 to king: suit s holds the indices 11 s to 11 s + 10
JOKER_INDEX = 55
REMEMBERED = 400_000  # hands remembered at most (some 60 MB): more than a hard deal needs

# For each hand of naturals met, what is known: `fewest` wilds lay it (every count from there up
# does), and `short` wilds do not (nor fewer). Kept as one int, 64 * fewest + short + 1, because
# Python's garbage collector walks a dict of tuples on every full collection, and this one is big.
_KNOWN: dict[tuple[int, ...], int] = {}
_UNKNOWN = 64 * JOKER_INDEX  # fewest: more than any hand holds; short: -1


def forget() -> None:
    """Drop what is remembered (a new deal shares little with the last one)."""
    _KNOWN.clear()


def naturals_of(cards: Sequence[Card], wild_rank: int) -> tuple[tuple[int, ...], int]:
    """The hand as the checker sees it: the sorted indices of its naturals, and its wild count."""
    naturals = sorted(card.index for card in cards if not card.is_wild(wild_rank))
    return tuple(naturals), len(cards) - len(naturals)


def all_meld(cards: Sequence[Card], wild_rank: int) -> bool:
    """Whether every one of the cards melds: the exact solver's `min_points(...) == 0`, faster."""
    return closes_with(*naturals_of(cards, wild_rank))


def closes_with(naturals: tuple[int, ...], wilds: int) -> bool:
    """Whether the naturals (sorted indices) and `wilds` wild cards all meld."""
    if not naturals:
        return wilds == 0 or wilds >= 3
    return fits(naturals, wilds)


def fits(naturals: tuple[int, ...], wilds: int) -> bool:
    """Whether the naturals (sorted indices, at least one) can all be laid in melds with at most
    `wilds` wild cards. The search stops at the first laying that fits."""
    if wilds < 0:
        return False
    if not naturals:
        return True
    known = _KNOWN.get(naturals, _UNKNOWN)
    fewest, short = divmod(known, 64)
    if wilds >= fewest:
        return True
    if wilds < short:  # short is stored one up
        return False
    if len(_KNOWN) > REMEMBERED:
        _KNOWN.clear()
        fewest, short = JOKER_INDEX, 0
    if _lays(naturals, wilds):
        _KNOWN[naturals] = 64 * wilds + short
        return True
    _KNOWN[naturals] = 64 * fewest + wilds + 1
    return False


def _lays(naturals: tuple[int, ...], wilds: int) -> bool:
    first, rest = naturals[0], naturals[1:]
    rank = first % RANKS
    same = [card for card in rest if card % RANKS == rank]
    # A book of its rank: with two or more of that rank's other naturals it needs no wild.
    for size in range(len(same), -1, -1):
        cost = max(0, 2 - size)
        if cost > wilds:
            break
        for others in dict.fromkeys(combinations(same, size)):
            if fits(_without(rest, others), wilds - cost):
                return True
    # A run of its suit from `first` to a natural `end`: wilds fill the gaps, and make it three
    # long (ending in a gap would cost as much as ending on the natural before the gap).
    present = set(rest)
    used = [first]
    for end in range(first + 1, first - rank + RANKS):
        if end not in present:
            continue
        used.append(end)
        span = end - first + 1
        gaps = span - len(used)
        if gaps > wilds:
            break
        if fits(_without(rest, used[1:]), wilds - gaps - max(0, 3 - span)):
            return True
    return False


def filler_test(naturals: tuple[int, ...], wilds: int) -> Callable[[int], bool]:
    """A test of which natural (an index) added to these naturals leaves a hand that closes with
    `wilds` wild cards. When the naturals close with two wilds fewer, any card does (a book of it
    and two wilds); otherwise its meld holds another natural, so it must share that natural's rank,
    or its suit within `wilds + 1` ranks (wilds fill the gap in a run)."""
    if not naturals:
        return lambda card: wilds >= 2
    if wilds >= 2 and fits(naturals, wilds - 2):
        return lambda card: True
    near: set[int] = set()
    for card in naturals:
        rank, low = card % RANKS, card - card % RANKS
        near.update(range(rank, JOKER_INDEX, RANKS))
        near.update(range(max(low, card - wilds - 1), min(low + RANKS, card + wilds + 2)))
    return lambda card: card in near and fits(insort(naturals, card), wilds)


def insort(cards: tuple[int, ...], card: int) -> tuple[int, ...]:
    """`cards` (sorted) with `card` added in its place."""
    i = bisect_right(cards, card)
    return (*cards[:i], card, *cards[i:])


def _without(cards: tuple[int, ...], used: Sequence[int]) -> tuple[int, ...]:
    """`cards` (sorted) less one copy of each of `used` (sorted, all in `cards`)."""
    out: list[int] = []
    j = 0
    for card in cards:
        if j < len(used) and card == used[j]:
            j += 1
        else:
            out.append(card)
    return tuple(out)
