"""The better solitaire player: it plays for closed piles, not points.

Every card left in the stock will be turned before the game ends, and the view says which
they are (all the others are face up). So a pile that some stock card would close only has to
wait for it, as long as no other pile needs the same copy. The planner scores a layout by the
piles it closes, then by how many open piles can each be promised a different stock card
that closes them (a bipartite matching), then by how many such cards there are, then by
points; it makes the move whose layout scores best.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

from shared_table.bots.solitaire import points_of
from shared_table.games.fivecrowns.cards import JOKER, Card
from shared_table.games.fivecrowns.solver import min_points_after_discard
from shared_table.games.solitaire.state import Play, SolitaireView


@lru_cache(maxsize=500_000)
def _closes_with(cards: tuple[Card, ...], card: Card, wild_rank: int) -> bool:
    return min_points_after_discard((*cards, card), wild_rank) == 0


def closers(cards: tuple[Card, ...], wild_rank: int, faces: Sequence[Card]) -> frozenset[Card]:
    """The faces among `faces` that would close the pile (`cards`, sorted) in one play."""
    if not _closes_with(cards, JOKER, wild_rank):  # a joker can stand for any card: no joker, no closer
        return frozenset()
    return frozenset(face for face in faces if face.is_wild(wild_rank) or _closes_with(cards, face, wild_rank))


def matching(needs: Sequence[frozenset[Card]], stock: Counter[Card]) -> int:
    """How many piles can each be given a different stock card that closes it (augmenting paths)."""
    owner: dict[tuple[Card, int], int] = {}

    def place(pile: int, seen: set[tuple[Card, int]]) -> bool:
        for face in needs[pile]:
            for copy in range(stock[face]):
                slot = (face, copy)
                if slot in seen:
                    continue
                seen.add(slot)
                if slot not in owner or place(owner[slot], seen):
                    owner[slot] = pile
                    return True
        return False

    return sum(place(pile, set()) for pile in range(len(needs)))


def _sorted(cards: Sequence[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=Card.sort_key))


class PlannerPlayer:
    """Plays for closed piles (see the module's docstring)."""

    name = "planner"

    def choose(self, view: SolitaireView) -> Play:
        return advise(view)[0]


def advise(view: SolitaireView) -> tuple[Play, str]:
    """The planner's move, and why, in one sentence for a hint."""
    card = view.turned
    assert card is not None, "the game is over"
    stock = Counter(view.unseen)
    faces = list(stock)
    states = {pile.number: _sorted(pile.cards) for pile in view.open_piles}
    outs = {pile.number: closers(states[pile.number], pile.wild_rank, faces) for pile in view.open_piles}

    def score(changed: int, new_state: tuple[Card, ...]) -> float:
        closes = points_of(new_state, view.pile(changed).wild_rank) == 0
        needs: list[frozenset[Card]] = []
        spread = points = 0
        for pile in view.open_piles:
            state = new_state if pile.number == changed else states[pile.number]
            if pile.number == changed and closes:
                continue
            found = closers(state, pile.wild_rank, faces) if pile.number == changed else outs[pile.number]
            needs.append(found)
            spread += min(sum(stock[face] for face in found), 6)
            points += points_of(state, pile.wild_rank)
        return closes * 100 + matching(needs, stock) * 10 + spread - points / 100

    best: tuple[float, Play] | None = None
    for pile in view.open_piles:
        held = [*states[pile.number], card]
        for discard in dict.fromkeys(held):
            rest = list(held)
            rest.remove(discard)
            value = score(pile.number, _sorted(rest))
            if best is None or value > best[0]:
                best = (value, Play(pile.number, discard))
    assert best is not None
    play = best[1]
    return play, _reason(view, play, card)


def _reason(view: SolitaireView, play: Play, card: Card) -> str:
    pile = view.pile(play.pile)
    if play.discard == card:
        return f"Nowhere does the {card.long} help: put it on pile {play.pile} and discard it."
    rest = list((*pile.cards, card))
    rest.remove(play.discard)
    if points_of(rest, pile.wild_rank) == 0:
        return f"Pile {play.pile}: the {card.long} closes it, discarding the {play.discard.long}."
    waiting = closers(_sorted(rest), pile.wild_rank, list(Counter(view.unseen)))
    copies = sum(1 for unseen in view.unseen if unseen in waiting)
    if copies:
        return (f"Pile {play.pile}: with the {card.long} in place of the {play.discard.long}, "
                f"{copies} card{'s' if copies != 1 else ''} still in the stock would close it.")
    before = points_of(pile.cards, pile.wild_rank)
    return (f"Pile {play.pile}: the {card.long} in place of the {play.discard.long} "
            f"takes it from {before} to {points_of(rest, pile.wild_rank)} points.")
