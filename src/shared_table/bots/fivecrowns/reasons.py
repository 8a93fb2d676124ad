"""The hard bot's choices with one short reason each: these are the hints.

"Take the jack of stars: it completes your run of stars and leaves 7 points."
"Discard the king of clubs: it is your highest card that helps no meld. Bob picked up clubs 2 times."
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from shared_table.games.fivecrowns.actions import Discard, DrawFromStock, GoOut, TakeDiscard
from shared_table.games.fivecrowns.cards import Card, rank_plural
from shared_table.games.fivecrowns.melds import Meld, MeldKind
from shared_table.games.fivecrowns.solver import Arrangement, min_points
from shared_table.games.fivecrowns.view import SeatView

if TYPE_CHECKING:
    from shared_table.bots.fivecrowns.hard import Advice, _Context

TAKE_THRESHOLD = 8.0
"""How much better the hand must get to take a known card rather than gamble on the stock."""


def _name(card: Card, wild_rank: int) -> str:
    if card.is_joker:
        return "the joker"
    return f"the wild {card.long}" if card.is_wild(wild_rank) else f"the {card.long}"


def _points(n: int) -> str:
    return f"{n} point" if n == 1 else f"{n} points"


def _meld_name(meld: Meld) -> str:
    if meld.kind is MeldKind.RUN and meld.suit is not None:
        return f"run of {meld.suit.word}"
    return f"book of {rank_plural(meld.rank)}" if meld.rank is not None else "book of wilds"


def draw_advice(view: SeatView, ctx: _Context, gain: tuple[float, Arrangement] | None) -> Advice:
    """Take or draw; on a last turn, also what the hand would be left with."""
    advice = _draw_advice(view, gain)
    if view.went_out is None:
        return advice
    from shared_table.bots.fivecrowns.hard import Advice

    left = advice.points_left if advice.points_left is not None else min_points(view.hand, view.wild_rank)
    return Advice(advice.action, f"{advice.reason} Your last turn: your hand as it stands would leave {_points(left)}.", left)


def _draw_advice(view: SeatView, gain: tuple[float, Arrangement] | None) -> Advice:
    from shared_table.bots.fivecrowns.hard import Advice

    top, wild = view.discard_top, view.wild_rank
    draw = DrawFromStock(view.seat)
    if top is None or gain is None:
        return Advice(draw, "Draw from the stock: the discard pile is empty.")
    take = TakeDiscard(view.seat)
    improvement, arrangement = gain
    if improvement == float("inf"):
        return Advice(take, f"Take {_name(top, wild)}: the stock is empty.", arrangement.points)
    if top.is_wild(wild):
        return Advice(take, f"Take {_name(top, wild)}: a wild card fits any meld.", arrangement.points)
    if improvement >= (TAKE_THRESHOLD if view.went_out is None else 0.5):
        meld = next((m for m in arrangement.melds if top in m.cards), None)
        what = f"it completes your {_meld_name(meld)}" if meld else "it goes with cards you are keeping"
        return Advice(take, f"Take {_name(top, wild)}: {what} and leaves {_points(arrangement.points)}.", arrangement.points)
    return Advice(draw, f"Draw from the stock: {_name(top, wild)} does not help your hand enough.")


def discard_advice(
    view: SeatView, ctx: _Context, going_out: GoOut | None,
    choices: Sequence[tuple[float, Card, Arrangement]], collecting: str,
) -> Advice:
    from shared_table.bots.fivecrowns.hard import Advice

    wild = view.wild_rank
    if going_out is not None:
        return Advice(going_out, f"Discard {_name(going_out.card, wild)}: the rest of your hand melds, so you go out.", 0)
    _, card, arrangement = choices[0]
    action = Discard(view.seat, card)
    left = arrangement.points
    if view.went_out is not None:
        return Advice(action, f"Discard {_name(card, wild)}: your last turn leaves you {_points(left)}, the fewest you can.", left)
    hand_loose = [c for c in view.hand if c not in [m for meld in arrangement.melds for m in meld.cards]]
    naturals = [c for c in hand_loose if not c.is_wild(wild)]
    if naturals and card == max(naturals, key=lambda c: c.points(wild)) and not _has_partner(card, naturals):
        why = "it is your highest card that helps no meld"
    elif not _has_partner(card, naturals):
        why = "it helps no meld"
    else:
        why = "it helps your hand least"
    text = f"Discard {_name(card, wild)}: {why}; {_points(left)} would be left."
    return Advice(action, f"{text} {collecting}".strip(), left)


def _has_partner(card: Card, others: Sequence[Card]) -> bool:
    return any(
        other != card and (other.rank == card.rank or (other.suit is card.suit and abs(other.rank - card.rank) <= 2))
        for other in others
    )
