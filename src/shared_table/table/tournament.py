"""Whole games between computer players of any game, seats rotating, to measure its levels."""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from shared_table.core.errors import InvalidInput
from shared_table.core.game import Game
from shared_table.core.message import msg
from shared_table.table.setup import GameSetup, check_level, seats_msg
from shared_table.table.table import Table

Z95 = 1.96


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One entry of the line-up: its level, its points in each game, and how often it won (ties count)."""

    level: str
    scores: tuple[int, ...]
    wins: int

    @property
    def mean_score(self) -> float:
        return statistics.fmean(self.scores)

    @property
    def ci95(self) -> float | None:
        """Half the width of the 95% confidence interval of the mean (normal approximation); None
        for one game, whose spread is unknown (not infinite: `--json` would write `Infinity`)."""
        if len(self.scores) < 2:
            return None
        return Z95 * statistics.stdev(self.scores) / math.sqrt(len(self.scores))

    def as_json(self) -> dict[str, object]:
        ci95 = None if self.ci95 is None else round(self.ci95, 2)
        return {"level": self.level, "mean_score": round(self.mean_score, 2), "ci95": ci95, "wins": self.wins}


def check_lineup(game: Game, lineup: Sequence[str]) -> list[str]:
    """The levels, checked against the game's seats and levels."""
    levels = [level.strip().lower() for level in lineup]
    fewest, most = game.players
    if not fewest <= len(levels) <= most:
        like = ",".join(game.bot_levels[:max(fewest, 1)] or game.bot_levels)
        title = msg(f"{game.name}-title")
        raise InvalidInput(msg("table-tournament-seats", count=len(levels), game=title, seats=seats_msg(game), like=like))
    return [check_level(game, level) for level in levels]


def tournament(
    game: Game, games: int, lineup: Sequence[str], seed: int | None = None, progress: Callable[[int], None] | None = None
) -> list[SeatResult]:
    """Play `games` games at the game's own table; entry i of `lineup` sits in seat (i + game)
    mod seats, so each entry plays every seat equally often."""
    levels = check_lineup(game, lineup)
    seats = len(levels)
    master = random.Random(seed)
    scores: list[list[int]] = [[] for _ in levels]
    wins = [0] * seats
    for number in range(games):
        seat_of = [(entry + number) % seats for entry in range(seats)]
        entry_at = {seat: entry for entry, seat in enumerate(seat_of)}
        setup = GameSetup(tuple(f"Seat {seat + 1}" for seat in range(seats)), 0,
                          tuple(levels[entry_at[seat]] for seat in range(seats)), master.getrandbits(63))
        table = Table(game, setup)
        table.run_bots()
        outcome = table.state.outcome()
        assert outcome is not None, "computer players stop only when the game is over"
        for entry, seat in enumerate(seat_of):
            scores[entry].append(outcome.points[seat])
            wins[entry] += seat in outcome.winners
        if progress is not None:
            progress(number + 1)
    return [SeatResult(level, tuple(points), won) for level, points, won in zip(levels, scores, wins, strict=True)]
