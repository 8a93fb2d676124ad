"""Computer players for Five Crowns. A bot sees only its own seat's view, like a person.

`medium` plays solidly with the exact solver: it goes out as soon as it can, takes the
top discard only when that leaves it better off, and discards the card that leaves the
fewest points, keeping pairs and near-runs that could still become melds.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from shared_table.core.errors import InvalidInput
from shared_table.games.fivecrowns.actions import Action, Discard, DrawFromStock, GoOut, TakeDiscard
from shared_table.games.fivecrowns.cards import Card
from shared_table.games.fivecrowns.solver import arrange
from shared_table.games.fivecrowns.view import SeatView

Bot = Callable[[SeatView], Action]
"""A bot: given its seat's view on its turn, the action it takes."""

_PROMISE = 0.5
"""How much of a loose card's points a partner (a pair, or a near-run) is worth keeping for."""


def _has_partner(card: Card, others: Sequence[Card]) -> bool:
    """A loose card that could still meld: another of its rank, or its suit within two ranks."""
    return any(
        other is not card
        and (other.rank == card.rank or (other.suit is card.suit and abs(other.rank - card.rank) <= 2))
        for other in others
    )


def _hand_value(cards: Sequence[Card], wild_rank: int) -> float:
    """The points a hand would be left with, less what its loose cards promise: a loose wild
    will fit a meld later, so it costs nothing; a loose natural with a partner costs half."""
    arrangement = arrange(cards, wild_rank)
    loose = arrangement.unmelded
    wilds = sum(card.points(wild_rank) for card in loose if card.is_wild(wild_rank))
    partnered = sum(card.points(wild_rank) for card in loose if not card.is_wild(wild_rank) and _has_partner(card, loose))
    return arrangement.points - wilds - _PROMISE * partnered


def _best_discard(hand: Sequence[Card], wild_rank: int) -> tuple[Card, float]:
    """The discard that leaves the best hand; on a tie, the higher natural, never a wild first."""
    best: tuple[float, int, Card] | None = None
    for face in sorted(set(hand), key=Card.sort_key):
        rest = list(hand)
        rest.remove(face)
        key = (_hand_value(rest, wild_rank), 1 if face.is_wild(wild_rank) else -face.points(wild_rank), face)
        if best is None or key[:2] < best[:2]:
            best = key
    assert best is not None
    return best[2], best[0]


def medium(view: SeatView) -> Action:
    """Go out when possible, take the discard when it helps, discard what helps least."""
    wild, hand, seat = view.wild_rank, list(view.hand), view.seat
    actions = view.legal_actions
    if not view.has_drawn:
        top = view.discard_top
        can_take = any(isinstance(action, TakeDiscard) for action in actions)
        can_draw = any(isinstance(action, DrawFromStock) for action in actions)
        if can_take and top is not None and (not can_draw or top.is_wild(wild) or _helps(hand, top, wild)):
            return TakeDiscard(seat)
        return DrawFromStock(seat)
    go_outs = [action for action in actions if isinstance(action, GoOut)]
    if go_outs:
        return go_outs[0]
    card, _ = _best_discard(hand, wild)
    return Discard(seat, card)


def _helps(hand: list[Card], top: Card, wild: int) -> bool:
    """Taking `top` helps when it would be kept and leaves a better hand than now."""
    discard, value = _best_discard([*hand, top], wild)
    return discard != top and value < _hand_value(hand, wild)


LEVELS: dict[str, Bot] = {"medium": medium}
"""The bot levels by name; the bots-and-hints work adds easy and hard."""

DEFAULT_LEVEL = "medium"


def bot_for(level: str) -> Bot:
    """The bot of a level name, or an error naming the levels there are."""
    try:
        return LEVELS[level.strip().lower()]
    except KeyError:
        raise InvalidInput(f'no bot level "{level}": levels are {", ".join(LEVELS)}') from None
