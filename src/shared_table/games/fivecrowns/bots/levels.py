"""Computer players for Five Crowns at four levels. A bot sees only what its seat may know:
its view on its turn, and the public events (as `seen_by` its seat) as they happen.

- `easy` plays like a beginner: it often misses a useful discard, sometimes throws away a
  card it should keep, and now and then does not notice it could go out.
- `medium` plays solidly with the exact solver: it goes out at once, takes the top discard
  only when that lowers its points, and discards the card that leaves the fewest points.
- `hard` thinks ahead (see `hard.py`): it keeps pairs and near-runs whose missing cards can
  still come, does not feed its left neighbour what they collect, holds wilds early and
  dumps points when someone may go out soon.
- `expert` weighs as hard does, with a take weighed against the mean stock card and figures
  measured against hard on the same deals (see `expert.py`); the hints speak for it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Protocol

from shared_table.core.errors import InvalidInput
from shared_table.core.message import msg
from shared_table.games.fivecrowns.bots.discarding import fewest_points_discard, keep_taken
from shared_table.games.fivecrowns.bots.expert import ExpertBot
from shared_table.games.fivecrowns.bots.hard import HardBot
from shared_table.games.fivecrowns.rules import events as ev
from shared_table.games.fivecrowns.rules.actions import Action, Discard, DrawFromStock, GoOut, TakeDiscard
from shared_table.games.fivecrowns.rules.cards import Card
from shared_table.games.fivecrowns.rules.solver import arrange, min_points, min_points_after_discard
from shared_table.games.fivecrowns.rules.view import SeatView


class Bot(Protocol):
    """A computer player: told every event its seat sees, asked for an action on its turn."""

    def observe(self, events: Sequence[ev.FiveCrownsEvent]) -> None: ...

    def choose(self, view: SeatView) -> Action: ...


def _can_take(view: SeatView) -> bool:
    return any(isinstance(action, TakeDiscard) for action in view.legal_actions)


def _can_draw(view: SeatView) -> bool:
    return any(isinstance(action, DrawFromStock) for action in view.legal_actions)


def _go_out(view: SeatView) -> GoOut | None:
    return next((action for action in view.legal_actions if isinstance(action, GoOut)), None)


def taking_helps(hand: Sequence[Card], top: Card, wild_rank: int, keep_wilds: bool = False) -> bool:
    """Taking `top` and keeping it lowers the points the hand is left with, after the discard
    `fewest_points_discard` would then make (so a take is never followed by throwing it back)."""
    with_top, now = [*hand, top], min_points(hand, wild_rank)
    if min_points_after_discard(with_top, wild_rank) >= now:
        return False  # no discard at all does better than the hand as it is: one search says so
    if not keep_wilds:
        return True  # throwing `top` back leaves `now`, so the discard that does better is another card
    with_top.remove(fewest_points_discard(with_top, wild_rank, keep_wilds, keep=top))
    return min_points(with_top, wild_rank) < now


class MediumBot:
    """The exact solver's greedy play: fewest points now, and out as soon as possible."""

    def __init__(self, seat: int, seats: int, rng: random.Random) -> None:
        self.seat, self.rng = seat, rng
        self.taken: Card | None = None  # the card this seat took from the pile this turn, if any

    def observe(self, events: Sequence[ev.FiveCrownsEvent]) -> None:
        """Medium plays from its hand and the top discard alone; it remembers only what it took this turn."""
        for event in events:
            if isinstance(event, ev.TookDiscard) and event.seat == self.seat:
                self.taken = event.card
            elif isinstance(event, ev.DrewFromStock | ev.Discarded | ev.WentOut) and event.seat == self.seat:
                self.taken = None

    def choose(self, view: SeatView) -> Action:
        last = view.went_out is not None
        if not view.has_drawn:
            top = view.discard_top
            if _can_take(view) and top is not None and (
                not _can_draw(view)
                or (top.is_wild(view.wild_rank) and not last)
                or taking_helps(view.hand, top, view.wild_rank, keep_wilds=not last)
            ):
                return TakeDiscard(view.seat)
            return DrawFromStock(view.seat)
        going_out = _go_out(view)
        if going_out is not None:
            return going_out
        return Discard(view.seat, fewest_points_discard(view.hand, view.wild_rank, keep_wilds=not last, keep=self._kept(view)))

    def _kept(self, view: SeatView) -> Card | None:
        return keep_taken(view.hand, self.taken, view.wild_rank)


class EasyBot(MediumBot):
    """Medium's play with a beginner's slips, drawn from its own random numbers."""

    MISSES_A_TAKE = 0.6
    LOOSE_DISCARD = 0.4
    MISSES_GOING_OUT = 0.25

    def choose(self, view: SeatView) -> Action:
        action = super().choose(view)
        roll = self.rng.random()
        if isinstance(action, TakeDiscard) and _can_draw(view):
            top = view.discard_top
            if top is not None and not top.is_wild(view.wild_rank) and roll < self.MISSES_A_TAKE:
                return DrawFromStock(view.seat)
        # A beginner's slips never throw back the card just taken: that sounds like a glitch, not a slip.
        kept = self._kept(view) if view.has_drawn else None
        if isinstance(action, GoOut) and roll < self.MISSES_GOING_OUT:
            return Discard(view.seat, self.rng.choice([card for card in view.hand if card != kept] or list(view.hand)))
        if isinstance(action, Discard) and roll < self.LOOSE_DISCARD:
            # A beginner keeps high cards "for later" and lets go of something else.
            loose = [card for card in arrange(view.hand, view.wild_rank).unmelded if not card.is_wild(view.wild_rank) and card != kept]
            if len(loose) > 1:
                return Discard(view.seat, self.rng.choice(sorted(loose, key=Card.sort_key)[:-1]))
        return action


LEVELS: dict[str, Callable[[int, int, random.Random], Bot]] = {
    "easy": EasyBot,
    "medium": MediumBot,
    "hard": HardBot,
    "expert": ExpertBot,
}
"""The bot levels by name, each a maker of a bot for a seat."""

DEFAULT_LEVEL = "medium"


def check_level(level: str) -> str:
    """The level's name as listed, or an error naming the levels there are."""
    key = level.strip().lower()
    if key not in LEVELS:
        raise InvalidInput(msg("fc-no-bot-level", given=level, levels=", ".join(LEVELS)))
    return key


def make_bot(level: str, seat: int, seats: int, rng: random.Random) -> Bot:
    """A bot of `level` for `seat` at a table of `seats`, drawing any randomness it needs from `rng`."""
    return LEVELS[check_level(level)](seat, seats, rng)
