"""What the hard bot weighs (hard.py) and its hints quote (reasons.py): a hand's score is the
points it would be left with, less what its loose cards promise; a discard its left neighbour
has been collecting costs extra; a draw is weighed by the figures `shared-table check` gives.
Kept apart from both so that the bot and its reasons import it, and not each other.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from shared_table.games.fivecrowns.rules.cards import Card, Suit
from shared_table.games.fivecrowns.rules.solver import Arrangement, arrange


@dataclass(frozen=True, slots=True)
class DrawFigures:
    """What a choice between the stock and the top discard weighs. Each figure is what
    `shared-table check` says of its hand: `now`, the hand as it is (held); `with_top`, the hand
    with the top discard, after its best discard; `expected` (a last turn only), the mean of that
    over every card that can still come from the stock."""

    top: Card
    now: int
    with_top: int
    expected: float | None = None


@dataclass(frozen=True, slots=True)
class Weights:
    """The figures a level weighs a hand with (hard's by default; the expert's are measured)."""

    max_promise: float = 0.85
    """The most a loose card's chance of joining a meld takes off its points."""
    feed_penalty: float = 0.5
    """Of a card's points, what throwing one the left neighbour collects costs."""
    wild_feed: float = 10.0
    """What throwing a wild costs (it would feed anyone)."""
    draws_expected: float = 0.5
    """Of the hand size: about how many draws a round lasts."""
    take_cost: float = 2.0
    """What showing the table a card you collect costs, when a take is weighed against the stock."""
    look_ahead_choices: int = 3
    """How many of the best discards are looked at one draw ahead."""
    look_ahead_sample: int = 12
    """How many unseen cards are drawn in that look."""


HARD = Weights()


@dataclass(frozen=True, slots=True)
class Context:
    wild_rank: int
    unseen: Counter[Card]
    risk: float  # 0: early, nobody near going out; 1: someone has gone out
    neighbour_took: tuple[Card, ...]
    unseen_total: int = 1
    draws_left: float = 1.0
    weights: Weights = HARD


def _live(unseen: Counter[Card], rank: int, suit: Suit | None) -> int:
    if suit is None:
        return sum(unseen[Card(rank, s)] for s in Suit)
    return unseen[Card(rank, suit)] if 3 <= rank <= 13 else 0


def count_outs(card: Card, loose: Sequence[Card], ctx: Context) -> int:
    """How many unseen cards would turn `card` and a loose partner into a meld."""
    wilds = ctx.unseen[Card(0, None)] + _live(ctx.unseen, ctx.wild_rank, None)
    outs = 0
    for other in loose:
        if other is card or other.is_wild(ctx.wild_rank):
            continue
        if other.rank == card.rank:
            outs += _live(ctx.unseen, card.rank, None) + wilds
        elif other.suit is card.suit and abs(other.rank - card.rank) <= 2:
            low, high = sorted((card.rank, other.rank))
            if high - low == 2:
                outs += _live(ctx.unseen, low + 1, card.suit) + wilds
            else:
                outs += _live(ctx.unseen, low - 1, card.suit) + _live(ctx.unseen, high + 1, card.suit) + wilds
    return outs


def _chance(outs: int, ctx: Context) -> float:
    """The chance that one of `outs` live cards comes in the draws likely left this round."""
    if outs <= 0 or ctx.unseen_total <= 0:
        return 0.0
    miss = max(0.0, 1 - outs / ctx.unseen_total)
    return ctx.weights.max_promise * (1.0 - float(miss**ctx.draws_left))


def hand_score(arrangement: Arrangement, ctx: Context) -> float:
    """Points left, less what the loose cards promise (nothing once someone has gone out)."""
    if ctx.risk >= 1:
        return arrangement.points
    keep = 1 - ctx.risk
    promise = 0.0
    loose = arrangement.unmelded
    for card in loose:
        points = card.points(ctx.wild_rank)
        if card.is_wild(ctx.wild_rank):
            promise += points * keep
        else:
            promise += points * keep * _chance(count_outs(card, loose, ctx), ctx)
    return arrangement.points - promise


def _feeds(card: Card, ctx: Context) -> bool:
    """The left neighbour has taken cards this one would join."""
    return any(
        other.rank == card.rank or (other.suit is card.suit and card.suit is not None and abs(other.rank - card.rank) <= 2)
        for other in ctx.neighbour_took
    )


def discard_cost(card: Card, ctx: Context) -> float:
    if ctx.risk >= 1:
        return 0.0
    if card.is_wild(ctx.wild_rank):
        return ctx.weights.wild_feed
    return ctx.weights.feed_penalty * card.points(ctx.wild_rank) if _feeds(card, ctx) else 0.0


def discards_by_score(hand: Sequence[Card], ctx: Context, keep: Card | None = None) -> list[tuple[float, Card, Arrangement]]:
    """Each discard (one per face) with the score it leaves, best first; `keep` is never discarded."""
    found = []
    for face in dict.fromkeys(hand):
        if face == keep and hand.count(face) == 1:
            continue
        rest = list(hand)
        rest.remove(face)
        arrangement = arrange(rest, ctx.wild_rank)
        tie = (1 if face.is_wild(ctx.wild_rank) else 0, -face.points(ctx.wild_rank))
        found.append((hand_score(arrangement, ctx) + discard_cost(face, ctx), tie, face, arrangement))
    found.sort(key=lambda item: (item[0], item[1]))
    return [(score, face, arrangement) for score, _, face, arrangement in found]
