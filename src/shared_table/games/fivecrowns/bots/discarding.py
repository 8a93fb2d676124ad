"""Which card to throw, as the medium and hard bots both choose it: the discard that leaves the
fewest points, and whether the card just taken from the pile is kept. Kept apart from the levels
so that the hard bot (hard.py) and the levels that make it (levels.py) need not import each other.
"""

from __future__ import annotations

from collections.abc import Sequence

from shared_table.games.fivecrowns.rules.cards import Card
from shared_table.games.fivecrowns.rules.solver import best_discard, min_points, min_points_after_discard


def fewest_points_discard(hand: Sequence[Card], wild_rank: int, keep_wilds: bool = True, keep: Card | None = None) -> Card:
    """The discard that leaves the fewest points; a wild is kept while any natural can go
    (a loose wild is worth more than its points until the last turn), and so is `keep` (a card
    just taken) while any other card can go. Ties: the higher card."""
    faces = [card for card in dict.fromkeys(hand) if card != keep or hand.count(card) > 1] or list(dict.fromkeys(hand))
    naturals = [card for card in faces if not card.is_wild(wild_rank)]
    if (not keep_wilds or not naturals) and len(faces) == len(set(hand)):
        return best_discard(hand, wild_rank)[0]
    choices = naturals if keep_wilds and naturals else faces

    def left(card: Card) -> tuple[int, int]:
        rest = list(hand)
        rest.remove(card)
        return (min_points(rest, wild_rank), -card.points(wild_rank))

    return min(choices, key=left)


def keep_taken(hand: Sequence[Card], taken: Card | None, wild_rank: int) -> Card | None:
    """The card taken from the pile this turn is kept (it is not thrown straight back), unless
    throwing it back leaves strictly the fewest points: a take that did not help, because the
    stock was empty or a person took it, is then a real choice. None: nothing to keep."""
    if taken is None or taken not in hand:
        return None
    rest = list(hand)
    rest.remove(taken)
    back = min_points(rest, wild_rank)
    if min_points_after_discard(hand, wild_rank) < back:
        return taken  # another discard leaves fewer: the usual case, found with one search
    rest = list(hand)
    rest.remove(fewest_points_discard(hand, wild_rank, keep_wilds=False, keep=taken))
    return taken if min_points(rest, wild_rank) <= back else None
