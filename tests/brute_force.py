"""A brute-force solver for tests: try every partition of the hand into melds.

Slow on purpose and written straight from the rule (`melds.is_meld`), so that
the fast solver is checked against the definition, not against itself.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations

from shared_table.games.fivecrowns.rules.cards import Card, sort_cards
from shared_table.games.fivecrowns.rules.melds import is_meld


def brute_min_points(cards: list[Card], wild_rank: int) -> int:
    """Fewest points left over any partition of `cards` into melds and leftovers."""

    @cache
    def best(rest: tuple[Card, ...]) -> int:
        if not rest:
            return 0
        first, others = rest[0], rest[1:]
        # The first card is left over...
        result = first.points(wild_rank) + best(others)
        # ...or in a meld with some of the others.
        for size in range(2, len(others) + 1):
            seen: set[tuple[Card, ...]] = set()
            for picked in combinations(range(len(others)), size):
                group = tuple(others[i] for i in picked)
                if group in seen:
                    continue
                seen.add(group)
                if is_meld((first, *group), wild_rank):
                    left = tuple(c for i, c in enumerate(others) if i not in picked)
                    result = min(result, best(left))
        return result

    return best(tuple(sort_cards(cards)))


def brute_after_discard(cards: list[Card], wild_rank: int) -> int:
    """Fewest points left after the best discard."""
    results = []
    for face in set(cards):
        rest = list(cards)
        rest.remove(face)
        results.append(brute_min_points(rest, wild_rank))
    return min(results)
