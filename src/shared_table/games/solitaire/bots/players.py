"""Computer players for Five Crowns Solitaire, outside the rules: each sees the view and chooses a
`Play`. `GreedyPlayer` is the baseline: the card goes where it lowers a pile's points most.
`PlannerPlayer` (games/solitaire/bots/planner.py) plays for closed piles instead of points
(docs/solitaire.md says how, and how much better it does).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Protocol

from shared_table.games.fivecrowns.rules.cards import Card
from shared_table.games.fivecrowns.rules.solver import best_discard
from shared_table.games.solitaire.rules.state import PileView, Play, SolitaireView, pile_points


class SolitairePlayer(Protocol):
    name: str

    def choose(self, view: SolitaireView) -> Play: ...


points_of = pile_points  # the fewest points a pile can be left with (cached)


@lru_cache(maxsize=200_000)
def _best_swap(cards: tuple[Card, ...], wild_rank: int) -> tuple[Card, int]:
    return best_discard(cards, wild_rank)


def best_swap(pile: PileView, card: Card) -> tuple[Card, int]:
    """The discard that leaves pile + card with the fewest points, and those points."""
    return _best_swap(tuple(sorted((*pile.cards, card), key=Card.sort_key)), pile.wild_rank)


@dataclass(frozen=True, slots=True)
class Choice:
    """A move and why: what the pile's points were and become, and whether it closes."""

    play: Play
    before: int
    after: int

    @property
    def closes(self) -> bool:
        return self.after == 0


def greedy_choice(view: SolitaireView) -> Choice:
    """Where the turned card lowers a pile's points most (closing first); with no gain anywhere,
    the card itself is discarded from the first open pile, which changes nothing."""
    assert view.turned is not None, "the game is over"
    best: Choice | None = None
    for pile in view.open_piles:
        before = points_of(pile.cards, pile.wild_rank)
        discard, after = best_swap(pile, view.turned)
        choice = Choice(Play(pile.number, discard), before, after)
        if best is None or (choice.closes, before - after) > (best.closes, best.before - best.after):
            best = choice
    assert best is not None, "a game with a turned card has an open pile"
    if best.before - best.after <= 0:
        pile = view.open_piles[0]
        return Choice(Play(pile.number, view.turned), best.before, best.before)
    return best


class GreedyPlayer:
    """The baseline: each card goes where it lowers a pile's points most."""

    name = "greedy"

    def choose(self, view: SolitaireView) -> Play:
        return greedy_choice(view).play
