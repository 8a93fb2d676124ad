"""The expert bot: hard's weighing, with the round's end measured and a take weighed against the stock.

Hard scores a hand by its points less what its loose cards promise, and looks one stock card
ahead. The expert expects the round to end as soon as rounds really end (one to four turns each,
measured by benchmarks/round_lengths.py), where hard expects about half a hand's draws; it weighs
a take against the mean score a stock card would leave, not against keeping the hand as it is;
and it does not hold back from its left neighbour. Each change was measured against hard on the
same deals (benchmarks/bench_ladder.py; docs/bots.md has the figures).

Everything comes from the seat's view and the events it saw, and every random number from the
bot's own `random.Random`: the same seed makes the same decisions, and a state dealt again in
what the seat cannot know (`Game.resample`) leaves them unchanged (tests/test_expert.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from shared_table.games.fivecrowns.bots.hard import HardBot
from shared_table.games.fivecrowns.bots.weighing import Context, Weights, discard_cost, discards_by_score, hand_score
from shared_table.games.fivecrowns.rules.cards import Card
from shared_table.games.fivecrowns.rules.solver import arrange
from shared_table.games.fivecrowns.rules.view import SeatView

EXPERT = Weights(feed_penalty=0.0)
"""The expert's figures. It does not hold back a card its left neighbour collects: the issue
measured that caution at about a point a game lost, and the ladder agrees (docs/bots.md)."""


class ExpertBot(HardBot):
    """Hard's judgement of a hand, with the take weighed against the stock and measured figures."""

    TAKE_AGAINST_THE_STOCK = True
    WEIGHTS = EXPERT
    GOES_OUT_FIRST_TURN = 0.14
    """The chance that one opponent goes out on a turn of its own, on its first turn of a round."""
    GOES_OUT_GROWTH = 0.045
    """What each turn everyone has had adds to that chance."""
    STOCK_DISCARDS = 4
    """How many of the hand's best discards a drawn card is weighed against keeping."""

    def context(self, view: SeatView) -> Context:
        """Hard's context, but with the end of the round where it really comes: the chance that
        someone goes out before this seat's next turn, and the draws it can expect till then,
        from how soon players go out (measured: docs/bots.md), not from the hand size."""
        ctx = super().context(view)
        if ctx.risk >= 1:
            return ctx
        turns_each = self.memory.turns / len(view.players)
        each = min(0.5, self.GOES_OUT_FIRST_TURN + self.GOES_OUT_GROWTH * turns_each)
        risk = 1 - (1 - each) ** (len(view.players) - 1)
        return replace(ctx, risk=risk, draws_left=max(1.0, 1 / risk))

    def _stock_score(self, hand: Sequence[Card], sample: Sequence[Card], ctx: Context) -> float:
        """The mean, over `sample`, of the best score the hand is left with after drawing it,
        where the drawn card goes straight back or stays in place of one of the hand's
        `STOCK_DISCARDS` best discards. Hard tries every discard; this is the same answer nearly
        always, with a third of the work in round 11 (docs/bots.md has both figures)."""
        wild = ctx.wild_rank
        back = hand_score(arrange(hand, wild), ctx)
        places = [face for _, face, _ in discards_by_score(hand, ctx)[: self.STOCK_DISCARDS]]
        total = 0.0
        for card in sample:
            best = back + discard_cost(card, ctx)
            for face in places:
                rest = list(hand)
                rest.remove(face)
                rest.append(card)
                best = min(best, hand_score(arrange(rest, wild), ctx) + discard_cost(face, ctx))
            total += best
        return total / len(sample)
