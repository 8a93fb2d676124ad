"""The expert bot: hard's weighing, with a take weighed against the stock and figures measured.

Hard scores a hand by its points less what its loose cards promise, and looks one stock card
ahead. The expert weighs a take against the mean score a stock card would leave (not against
keeping the hand as it is), and weighs hands with figures chosen by measuring them against hard
on the same deals (benchmarks/bench_ladder.py; docs/bots.md has the figures).

Everything comes from the seat's view and the events it saw, and every random number from the
bot's own `random.Random`: the same seed makes the same decisions, and a state dealt again in
what the seat cannot know (`Game.resample`) leaves them unchanged (tests/test_expert.py).
"""

from __future__ import annotations

from dataclasses import replace

from shared_table.games.fivecrowns.bots.hard import HardBot
from shared_table.games.fivecrowns.bots.weighing import Context, Weights
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
