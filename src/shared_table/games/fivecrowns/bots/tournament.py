"""Whole games between bots, seats rotating, to measure the levels against each other."""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from shared_table.games.fivecrowns.bots.levels import Bot, check_level, make_bot
from shared_table.games.fivecrowns.state import FiveCrownsState, new_game

Z95 = 1.96


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One entry of the line-up: its level, its game totals, and how often it won (ties count)."""

    level: str
    scores: tuple[int, ...]
    wins: int

    @property
    def mean_score(self) -> float:
        return statistics.fmean(self.scores)

    @property
    def ci95(self) -> float:
        """Half the width of the 95% confidence interval of the mean (normal approximation)."""
        if len(self.scores) < 2:
            return math.inf
        return Z95 * statistics.stdev(self.scores) / math.sqrt(len(self.scores))

    def as_json(self) -> dict[str, object]:
        return {"level": self.level, "mean_score": round(self.mean_score, 2), "ci95": round(self.ci95, 2), "wins": self.wins}


def play_bots(state: FiveCrownsState, bots: Sequence[Bot]) -> None:
    """Play the game to its end; every bot is told every event as its seat sees it."""
    for seat, bot in enumerate(bots):
        bot.observe(state.events_for(seat))
    while not state.is_over:
        found = state.apply(bots[state.current].choose(state.view(state.current)))
        for seat, bot in enumerate(bots):
            bot.observe([event.seen_by(seat) for event in found])


def tournament(
    games: int, lineup: Sequence[str], seed: int | None = None, progress: Callable[[int], None] | None = None
) -> list[SeatResult]:
    """Play `games` games; entry i of `lineup` sits in seat (i + game) mod seats, so each
    entry plays every seat equally often."""
    levels = [check_level(level) for level in lineup]
    seats = len(levels)
    master = random.Random(seed)
    scores: list[list[int]] = [[] for _ in levels]
    wins = [0] * seats
    for game in range(games):
        seat_of = [(entry + game) % seats for entry in range(seats)]
        entry_at = {seat: entry for entry, seat in enumerate(seat_of)}
        state = new_game([f"Seat {seat + 1}" for seat in range(seats)], rng=random.Random(master.getrandbits(64)))
        bots = [make_bot(levels[entry_at[seat]], seat, seats, random.Random(master.getrandbits(64))) for seat in range(seats)]
        play_bots(state, bots)
        totals = state.totals()
        for entry, seat in enumerate(seat_of):
            scores[entry].append(totals[seat])
            wins[entry] += seat in state.winners
        if progress is not None:
            progress(game + 1)
    return [SeatResult(level, tuple(points), won) for level, points, won in zip(levels, scores, wins, strict=True)]
