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

from shared_table.games.fivecrowns.bots.hard import HardBot
from shared_table.games.fivecrowns.bots.weighing import Weights

EXPERT = Weights(feed_penalty=0.0)
"""The expert's figures. It does not hold back a card its left neighbour collects: the issue
measured that caution at about a point a game lost, and the ladder agrees (docs/bots.md)."""


class ExpertBot(HardBot):
    """Hard's judgement of a hand, with the take weighed against the stock and measured figures."""

    TAKE_AGAINST_THE_STOCK = True
    WEIGHTS = EXPERT
