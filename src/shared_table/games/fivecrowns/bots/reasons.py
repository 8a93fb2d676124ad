"""The hard bot's choices with one short reason each: these are the hints.

"Take the jack of stars: it completes your run of stars. With it, your best discard leaves 7
points, down from 19 now."
"Discard the nine of clubs: it helps no meld; 15 points would be left. Discarding the king of
spades would leave 12, but it can still make a meld: 5 cards that would complete it can still come."

Every figure a hint quotes is the figure `shared-table check` gives for the hand it names: the
hand now, the hand with the top discard (after its best discard), or the hand after a discard.
On a last turn, a draw is quoted as the exact mean of those over the cards that can still come.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from shared_table.games.fivecrowns.actions import Discard, DrawFromStock, GoOut, TakeDiscard
from shared_table.games.fivecrowns.cards import Card, rank_plural
from shared_table.games.fivecrowns.melds import Meld, MeldKind
from shared_table.games.fivecrowns.solver import Arrangement, arrange, check_hand
from shared_table.games.fivecrowns.view import SeatView

if TYPE_CHECKING:
    from shared_table.games.fivecrowns.bots.hard import Advice, DrawFigures, _Context


def _name(card: Card, wild_rank: int) -> str:
    if card.is_joker:
        return "the joker"
    return f"the wild {card.long}" if card.is_wild(wild_rank) else f"the {card.long}"


def _points(n: int) -> str:
    return f"{n} point" if n == 1 else f"{n} points"


def mean_words(mean: float) -> str:
    """A mean of points as it is heard: "4.5", or "4" when it is whole; never rounded onto a whole
    number it is not ("3.96" stays apart from 4)."""
    if mean == round(mean):
        return str(round(mean))
    one = f"{mean:.1f}"
    return one if float(one) != round(mean) else f"{mean:.2f}"


def _meld_name(meld: Meld) -> str:
    if meld.kind is MeldKind.RUN and meld.suit is not None:
        return f"run of {meld.suit.word}"
    return f"book of {rank_plural(meld.rank)}" if meld.rank is not None else "book of wilds"


def _advice(action: DrawFromStock | TakeDiscard | Discard | GoOut, reason: str, points: int | None = None) -> Advice:
    from shared_table.games.fivecrowns.bots.hard import Advice

    return Advice(action, reason, points)


def empty_pile_advice(view: SeatView) -> Advice:
    return _advice(DrawFromStock(view.seat), "Draw from the stock: the discard pile is empty.")


def _with_it(figures: DrawFigures) -> str:
    """"With it, your best discard leaves 7 points, down from 19 now."."""
    if figures.with_top == 0:
        return "With it, you can go out."
    change = figures.with_top - figures.now
    since = "the same as now" if change == 0 else f"down from {figures.now} now" if change < 0 else f"up from {figures.now} now"
    return f"With it, your best discard leaves {_points(figures.with_top)}, {since}."


def draw_advice(view: SeatView, figures: DrawFigures, take: bool, kept: Arrangement | None, forced: bool = False) -> Advice:
    """Take the top discard, or draw from the stock, with the figures that decided it."""
    wild = view.wild_rank
    top = _name(figures.top, wild)
    if not take:
        return _advice(DrawFromStock(view.seat), _draw_reason(figures, top))
    action = TakeDiscard(view.seat)
    if forced:
        return _advice(action, f"Take {top}: the stock is empty. {_with_it(figures)}", figures.with_top)
    if figures.expected is not None:
        stock = mean_words(figures.expected)
        after = "it lets you go out" if figures.with_top == 0 else f"it leaves {_points(figures.with_top)} after your best discard"
        text = f"Take {top}: on your last turn, {after}; a card from the stock would leave {stock} on average."
        return _advice(action, text, figures.with_top)
    if figures.top.is_wild(wild):
        return _advice(action, f"Take {top}: a wild card fits any meld. {_with_it(figures)}", figures.with_top)
    meld = next((m for m in kept.melds if figures.top in m.cards), None) if kept is not None else None
    what = f"it completes your {_meld_name(meld)}" if meld else "it goes with cards you are keeping"
    return _advice(action, f"Take {top}: {what}. {_with_it(figures)}", figures.with_top)


def _draw_reason(figures: DrawFigures, top: str) -> str:
    if figures.now == 0 and figures.expected is not None:
        return "Draw from the stock: on your last turn, your whole hand melds, so whatever you draw, you lay down with no points."
    if figures.now == 0:
        return "Draw from the stock: your whole hand melds, so whatever you draw, you can go out."
    if figures.expected is not None:
        stock = mean_words(figures.expected)
        return (f"Draw from the stock: on your last turn, a card from the stock leaves {stock} points on average after your"
                f" best discard; {top} would leave {figures.with_top}.")
    if figures.with_top >= figures.now:
        return f"Draw from the stock: {top} does not lower your {_points(figures.now)}."
    return (f"Draw from the stock: with {top}, your best discard would leave {_points(figures.with_top)}, down from"
            f" {figures.now} now, not enough to show the table what you collect.")


def discard_advice(
    view: SeatView, ctx: _Context, going_out: GoOut | None,
    choices: Sequence[tuple[float, Card, Arrangement]], collecting: str,
) -> Advice:
    """Go out, or discard: the card, why, the points left, and why not the card `check` would throw."""
    wild = view.wild_rank
    if going_out is not None:
        return _advice(going_out, f"Discard {_name(going_out.card, wild)}: the rest of your hand melds, so you go out.", 0)
    _, card, arrangement = choices[0]
    action = Discard(view.seat, card)
    left = arrangement.points
    if view.went_out is not None:
        return _advice(action, f"Discard {_name(card, wild)}: your last turn leaves you {_points(left)}, the fewest you can.", left)
    hand_loose = [c for c in view.hand if c not in [m for meld in arrangement.melds for m in meld.cards]]
    naturals = [c for c in hand_loose if not c.is_wild(wild)]
    if naturals and card == max(naturals, key=lambda c: c.points(wild)) and not _has_partner(card, naturals):
        why = "it is your highest card that helps no meld"
    elif not _has_partner(card, naturals):
        why = "it helps no meld"
    else:
        why = "it helps your hand least"
    text = f"Discard {_name(card, wild)}: {why}; {_points(left)} would be left."
    fewest = _fewest(view, choices)
    if fewest is not None and fewest[1] < left:
        other, points = fewest
        text += f" Discarding {_name(other, wild)} would leave {points}, but {_worth_keeping(view, ctx, other)}."
    return _advice(action, f"{text} {collecting}".strip(), left)


def _fewest(view: SeatView, choices: Sequence[tuple[float, Card, Arrangement]]) -> tuple[Card, int] | None:
    """The discard that leaves the fewest points (the one `check` names, when it is a choice)."""
    if not choices:
        return None
    points = min(arrangement.points for _, _, arrangement in choices)
    named = check_hand(view.hand, view.wild_rank).discard
    fewest = [card for _, card, arrangement in choices if arrangement.points == points]
    return (named if named in fewest else fewest[0]), points


def _worth_keeping(view: SeatView, ctx: _Context, card: Card) -> str:
    """Why the hard bot keeps a card that would leave fewer points now."""
    from shared_table.games.fivecrowns.bots.hard import _discard_cost, _outs

    if card.is_wild(view.wild_rank):
        return "a wild card is worth keeping until someone goes out"
    if _discard_cost(card, ctx) > 0:
        left = view.players[(view.seat + 1) % len(view.players)]
        return f"{left} has been picking up cards that go with it"
    outs = _outs(card, arrange(view.hand, view.wild_rank).unmelded, ctx)
    if outs > 0:
        return f"it can still make a meld: {outs} card{'s' if outs != 1 else ''} that would complete it can still come"
    return "keeping it gives your next draw more chances"


def _has_partner(card: Card, others: Sequence[Card]) -> bool:
    return any(
        other != card and (other.rank == card.rank or (other.suit is card.suit and abs(other.rank - card.rank) <= 2))
        for other in others
    )
