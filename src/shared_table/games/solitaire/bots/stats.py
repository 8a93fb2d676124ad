"""Many games of solitaire by a computer player: wins, the win rate with its 95% interval, and
the mean number of piles closed (`shared-table solitaire --auto`, docs/solitaire.md)."""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass

from shared_table.core.words import Words
from shared_table.games.solitaire.bots.players import SolitairePlayer
from shared_table.games.solitaire.rules.state import SolitaireState

Z95 = 1.959964  # the normal quantile for a two-sided 95% interval


def wilson_interval(wins: int, games: int) -> tuple[float, float]:
    """The Wilson score interval for a win rate: unlike rate ± 1.96·sd it stays inside [0, 1]
    and is honest for rates near 0, where solitaire's are."""
    if games == 0:
        return (0.0, 1.0)
    rate = wins / games
    centre = (rate + Z95**2 / (2 * games)) / (1 + Z95**2 / games)
    half = Z95 * math.sqrt(rate * (1 - rate) / games + Z95**2 / (4 * games**2)) / (1 + Z95**2 / games)
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass(frozen=True, slots=True)
class Stats:
    player: str
    games: int
    wins: int
    closed: int  # piles closed over all games

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def ci95(self) -> tuple[float, float]:
        return wilson_interval(self.wins, self.games)

    @property
    def mean_closed(self) -> float:
        return self.closed / self.games if self.games else 0.0

    def as_json(self) -> dict[str, object]:
        low, high = self.ci95
        return {"games": self.games, "wins": self.wins, "win_rate": round(self.win_rate, 4),
                "ci95": [round(low, 4), round(high, 4)], "mean_closed": round(self.mean_closed, 3)}

    def sentence(self, words: Words) -> str:
        """"planner: 3 wins in 100 games, 3.0% (95% interval 1.0% to 8.5%); 7.21 piles closed on average."."""
        low, high = self.ci95
        return words("sol-cli-stats", player=self.player, wins=self.wins, games=self.games, rate=self.win_rate,
                     low=low, high=high, mean=self.mean_closed)


def game_seeds(seed: int, games: int) -> list[int]:
    """The deal of each game: the same `seed` gives every player the same deals."""
    master = random.Random(seed)
    return [master.getrandbits(64) for _ in range(games)]


def play_games(make_player: Callable[[], SolitairePlayer], games: int, seed: int = 0) -> Stats:
    """Play `games` deals from `seed` with a fresh player each; the totals."""
    wins = closed = 0
    name = ""
    for deal in game_seeds(seed, games):
        state = SolitaireState(random.Random(deal))
        player = make_player()
        name = player.name
        while not state.is_over:
            state.apply(player.choose(state.view()))
        wins += state.won
        closed += state.closed_count
    return Stats(name, games, wins, closed)
