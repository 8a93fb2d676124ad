"""The hard bot, and the hints, which share its reasoning.

It scores a hand as the points it would be left with, less what its loose cards promise:
a pair or a near-run promises as much as the cards that would complete it are still
unseen (the discard pile and laid-down cards are public), and a loose wild promises to fit
somewhere. The promise fades as the round goes on and someone may go out, and is gone on a
last turn, when only points count. A discard its left neighbour has been collecting costs
extra: do not feed them. That weighing is weighing.py's; the reasons it gives are reasons.py's.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import replace

from shared_table.games.fivecrowns.bots.discarding import keep_taken
from shared_table.games.fivecrowns.bots.memory import TableMemory
from shared_table.games.fivecrowns.bots.reasons import Advice, discard_advice, draw_advice, empty_pile_advice
from shared_table.games.fivecrowns.bots.weighing import HARD, Context, DrawFigures, Weights, discard_cost, discards_by_score, hand_score
from shared_table.games.fivecrowns.rules import events as ev
from shared_table.games.fivecrowns.rules.actions import Action, Discard, DrawFromStock, GoOut, TakeDiscard
from shared_table.games.fivecrowns.rules.cards import Card
from shared_table.games.fivecrowns.rules.solver import Arrangement, arrange, check_hand, min_points, min_points_after_discard
from shared_table.games.fivecrowns.rules.state import MAX_PLAYERS_ONE_SET
from shared_table.games.fivecrowns.rules.view import SeatView

TAKE_THRESHOLD = 8.0
"""How much better the hand's score must get to take a known card rather than gamble on the stock."""


def expected_after_draw(hand: Sequence[Card], unseen: Counter[Card], wild_rank: int) -> float:
    """The exact mean, over every unseen card (each copy as likely as any other), of the points
    left after drawing it and making the best discard. No unseen card: the hand's own points."""
    total = sum(unseen.values())
    if total <= 0:
        return float(min_points(hand, wild_rank))
    return sum(count * points for count, points in _after_each_draw(hand, unseen, wild_rank)) / total


def draw_is_worse(hand: Sequence[Card], unseen: Counter[Card], wild_rank: int, take: int) -> bool:
    """Whether `take` points are strictly fewer than `expected_after_draw`, the same answer without
    always working the mean out: it stops as soon as the points summed so far, or those plus the
    most the rest could add (a card can always go straight back: the hand's own points), decide."""
    total = sum(unseen.values())
    if total <= 0:
        return take < min_points(hand, wild_rank)
    need, most = take * total, min_points(hand, wild_rank)
    if most * total <= need:
        return False
    summed, left = 0, total
    for count, points in _after_each_draw(hand, unseen, wild_rank):
        summed, left = summed + count * points, left - count
        if summed > need:
            return True
        if summed + most * left <= need:
            return False
    return summed > need


def _after_each_draw(hand: Sequence[Card], unseen: Counter[Card], wild_rank: int) -> Iterator[tuple[int, int]]:
    """(copies, points left after drawing it and the best discard) for each unseen card, the
    cards that can join no meld first: those need no search (`_dead`), since the best is then to
    throw it back, or keep it for the best discard of the hand alone, whichever leaves less."""
    now, after = min_points(hand, wild_rank), (min_points_after_discard(hand, wild_rank) if hand else 0)
    wilds = sum(1 for card in hand if card.is_wild(wild_rank))
    live = []
    for card, count in unseen.items():
        if count <= 0:
            continue
        if _dead(card, hand, wild_rank, wilds):
            yield count, min(now, card.points(wild_rank) + after)
        else:
            live.append((card, count))
    for card, count in live:
        yield count, min_points_after_discard([*hand, card], wild_rank)


def _dead(card: Card, hand: Sequence[Card], wild_rank: int, wilds: int) -> bool:
    """`card` can be in no meld with these cards: it is natural, there are fewer than two wilds to
    make a meld of it, no natural of its rank, and no natural of its suit near enough for the
    wilds to fill the gap (a run's nearest natural to it is at most `wilds + 1` ranks away)."""
    if card.is_wild(wild_rank) or wilds >= 2:
        return False
    return not any(
        not other.is_wild(wild_rank) and (other.rank == card.rank or (other.suit is card.suit and abs(other.rank - card.rank) <= wilds + 1))
        for other in hand
    )



class HardBot:
    """Thinks about which cards can still come, its neighbour, and the risk of being caught."""

    TAKE_AGAINST_THE_STOCK = False
    """Whether a take is weighed against the mean score a stock card would leave: the expert's, not
    hard's (it triples hard's time, and hard answers inside a person's 50 ms)."""
    TAKES_TO_GO_OUT = True
    """Takes the top discard when that lets the whole hand meld, and never asks a take to gain
    more points than the hand holds (benchmarks/bench_ladder.py measures the bot without)."""

    WEIGHTS: Weights = HARD
    """The figures it weighs a hand with."""

    def __init__(self, seat: int, seats: int, rng: random.Random) -> None:
        self.seat, self.rng = seat, rng
        self.memory = TableMemory(seat, seats, 1 if seats <= MAX_PLAYERS_ONE_SET else 2)

    def observe(self, events: Sequence[ev.FiveCrownsEvent]) -> None:
        self.memory.observe(events)

    def context(self, view: SeatView) -> Context:
        memory = self.memory
        if view.went_out is not None:
            risk = 1.0
        else:
            turns_each = memory.turns / len(view.players)
            risk = min(0.9, turns_each / (view.wild_rank + 1))
        left = (self.seat + 1) % len(view.players)
        unseen = memory.unseen(view.hand)
        weights = self.WEIGHTS
        draws_left = max(1.0, weights.draws_expected * (1 - risk) * view.wild_rank)
        return Context(view.wild_rank, unseen, risk, tuple(memory.collected_by(left)), sum(unseen.values()), draws_left, weights)

    def choose(self, view: SeatView) -> Action:
        return self.advise(view, explain=False).action

    def advise(self, view: SeatView, explain: bool = True) -> Advice:
        """The move, and one short reason a person can follow (no reason when not `explain`:
        the move is the same, and what only the words need is not worked out)."""
        ctx = self.context(view)
        if not view.has_drawn:
            return self._draw_advice(view, ctx, explain)
        keep = keep_taken(view.hand, self.memory.taken_now.get(self.seat), view.wild_rank)
        going_out = self._going_out(view)
        choices = discards_by_score(view.hand, ctx, keep=keep)
        if going_out is None and ctx.risk < 1 and len(choices) > 1:
            choices = self._look_ahead(view.hand, choices, ctx)
        if not explain:
            return Advice(going_out if going_out is not None else Discard(view.seat, choices[0][1]), ())
        return discard_advice(view, ctx, going_out, choices)

    @staticmethod
    def _going_out(view: SeatView) -> GoOut | None:
        """Going out, with the discard `check` names when it is one of several that go out."""
        outs = [action for action in view.legal_actions if isinstance(action, GoOut)]
        if len(outs) <= 1:
            return outs[0] if outs else None
        named = check_hand(view.hand, view.wild_rank).discard
        return next((action for action in outs if action.card == named), outs[0])

    def _draw_advice(self, view: SeatView, ctx: Context, explain: bool) -> Advice:
        """Take the top discard or draw. On a last turn the choice is one step and exact: the
        points the top discard leaves against the mean a stock card leaves. Before that, a known
        card is taken only when it lowers the points and improves the hand's score enough, and
        a wild when it lowers them or keeps them, so a card taken is never worth throwing back."""
        top, legal, hand, wild = view.discard_top, view.legal_actions, view.hand, view.wild_rank
        if top is None or TakeDiscard(view.seat) not in legal:
            return empty_pile_advice(view)
        figures = DrawFigures(top, min_points(hand, wild), min_points_after_discard([*hand, top], wild))
        if DrawFromStock(view.seat) not in legal:
            return draw_advice(view, figures, True, None, forced=True)
        if ctx.risk >= 1:
            if not explain:  # the same choice, with no more of the mean worked out than it needs
                take = draw_is_worse(hand, ctx.unseen, wild, figures.with_top)
                return Advice(TakeDiscard(view.seat) if take else DrawFromStock(view.seat), ())
            expected = expected_after_draw(hand, ctx.unseen, wild)
            return draw_advice(view, replace(figures, expected=expected), figures.with_top < expected, None)
        best = discards_by_score([*hand, top], ctx, keep=top)
        kept = min(best, key=lambda item: item[2].points)[2]
        if top.is_wild(wild):
            take = kept.points <= figures.now
        elif self.TAKES_TO_GO_OUT and kept.points == 0 and figures.now > 0:
            take = True  # with it the whole hand melds: nothing to gain from showing less
        elif self.TAKE_AGAINST_THE_STOCK and (sample := self._sample(ctx)):
            # against what a stock card would bring, not against keeping the hand as it is
            take = best[0][0] + ctx.weights.take_cost < self._stock_score(hand, sample, ctx)
        else:
            # A hand of fewer points than the threshold could never clear it (3 to 7 points left
            # would refuse even a take that leaves none), so the bar is at most the hand's points.
            bar = min(TAKE_THRESHOLD, figures.now) if self.TAKES_TO_GO_OUT else TAKE_THRESHOLD
            take = hand_score(arrange(hand, wild), ctx) - best[0][0] >= bar and kept.points < figures.now
        return draw_advice(view, figures, take, kept)

    def _stock_score(self, hand: Sequence[Card], sample: Sequence[Card], ctx: Context) -> float:
        """The mean, over `sample`, of the best score the hand is left with after drawing it."""
        return sum(discards_by_score([*hand, card], ctx)[0][0] for card in sample) / len(sample)

    def _look_ahead(
        self, hand: Sequence[Card], choices: list[tuple[float, Card, Arrangement]], ctx: Context
    ) -> list[tuple[float, Card, Arrangement]]:
        """Rerank the few best discards by the points expected after the next draw from the
        stock (the same sample of unseen cards for each), weighed against points now by risk."""
        sample = self._sample(ctx)
        if not sample:
            return choices
        reranked = []
        looked = ctx.weights.look_ahead_choices
        for _, face, arrangement in choices[:looked]:
            rest = list(hand)
            rest.remove(face)
            expected = sum(min_points_after_discard([*rest, card], ctx.wild_rank) for card in sample) / len(sample)
            value = (1 - ctx.risk) * expected + ctx.risk * arrangement.points + discard_cost(face, ctx)
            reranked.append((value, face, arrangement))
        reranked.sort(key=lambda item: item[0])
        return reranked + choices[looked:]

    def _sample(self, ctx: Context) -> list[Card]:
        cards = [card for card, count in sorted(ctx.unseen.items(), key=lambda item: item[0].sort_key()) for _ in range(count)]
        return self.rng.sample(cards, min(ctx.weights.look_ahead_sample, len(cards)))
