"""Five Crowns played to its end by bots alone, straight on the rules (no table: the quickest way,
for printouts and benchmarks), and one level measured against another on the same deals
(`seat_swapped_deal`: benchmarks/bench_ladder.py, tests/test_bot_strength.py). Tournaments of
any game are table/tournament.py."""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Callable, Sequence

from shared_table.games.fivecrowns.bots.levels import Bot
from shared_table.games.fivecrowns.rules.state import ROUNDS, FiveCrownsState, new_game

Z95 = 1.96


def play_bots(state: FiveCrownsState, bots: Sequence[Bot]) -> None:
    """Play the game to its end; every bot is told every event as its seat sees it."""
    for seat, bot in enumerate(bots):
        bot.observe(state.events_for(seat))
    while not state.is_over:
        found = state.apply(bots[state.current].choose(state.view(state.current)))
        for seat, bot in enumerate(bots):
            bot.observe([event.seen_by(seat) for event in found])


MakeBot = Callable[[int, int, random.Random], Bot]
"""A maker of a bot for a seat at a table of so many seats, with its own random numbers."""


def seat_swapped_deal(level: MakeBot, against: MakeBot, players: int, deal: int) -> list[float]:
    """One deal played once with `level` in each seat and `against` in the others: per round,
    `level`'s points less the others' mean, averaged over the seats (lower is better). The same
    deal in every seat cancels the luck of the cards."""
    games = []
    for seat_of_level in range(players):
        state = new_game([f"P{seat}" for seat in range(players)], rng=random.Random(deal))
        bots = [(level if seat == seat_of_level else against)(seat, players, random.Random(deal * 31 + seat)) for seat in range(players)]
        play_bots(state, bots)
        games.append([state.round_points[seat_of_level][round_]
                      - statistics.mean(state.round_points[seat][round_] for seat in range(players) if seat != seat_of_level)
                      for round_ in range(ROUNDS)])
    return [statistics.mean(game[round_] for game in games) for round_ in range(ROUNDS)]


def mean_and_interval(values: Sequence[float]) -> tuple[float, float]:
    """The mean and the half width of its 95% interval (1.96 standard errors; infinite for one value)."""
    if len(values) < 2:
        return (values[0] if values else 0.0), math.inf
    return statistics.mean(values), Z95 * statistics.stdev(values) / math.sqrt(len(values))
