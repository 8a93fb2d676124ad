"""How soon a Five Crowns round ends: the figures behind the expert's risk (docs/bots.md).

Whole seeded games of one level at each table size; for each round, the turns each player had
had (draws made by anyone, over the players) when someone went out. Reported by table size and
stage of the game (rounds 1-3, 4-6, 7-9, 10-11): the mean, and the chance that a round still
going after t turns each ends within the next one (t = 0 to 4).

    python benchmarks/round_lengths.py --players 2 3 4 5 6 --games 80
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from shared_table.games.fivecrowns.bots.levels import LEVELS, make_bot
from shared_table.games.fivecrowns.rules import events as ev
from shared_table.games.fivecrowns.rules.state import new_game

STAGES = ((1, 2, 3), (4, 5, 6), (7, 8, 9), (10, 11))


def round_lengths(players: int, games: int, level: str) -> dict[int, list[float]]:
    """Turns each at the moment someone went out, by round number."""
    lengths: dict[int, list[float]] = {}
    for game in range(games):
        state = new_game([f"P{seat}" for seat in range(players)], rng=random.Random(game))
        bots = [make_bot(level, seat, players, random.Random(game * 7 + seat)) for seat in range(players)]
        for seat, bot in enumerate(bots):
            bot.observe(state.events_for(seat))
        draws = 0
        while not state.is_over:
            round_number = state.round_number
            found = state.apply(bots[state.current].choose(state.view(state.current)))
            for event in found:
                if isinstance(event, ev.DrewFromStock | ev.TookDiscard):
                    draws += 1
                elif isinstance(event, ev.WentOut):
                    lengths.setdefault(round_number, []).append(draws / players)
                elif isinstance(event, ev.RoundStarted):
                    draws = 0
            for seat, bot in enumerate(bots):
                bot.observe([event.seen_by(seat) for event in found])
    return lengths


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=int, nargs="+", default=[3])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--level", default="hard", choices=list(LEVELS))
    args = parser.parse_args()
    for players in args.players:
        lengths = round_lengths(players, args.games, args.level)
        print(f"{players} players, {args.games} games of {args.level} bots: turns each when someone went out")
        for stage in STAGES:
            values = [value for round_number in stage for value in lengths.get(round_number, [])]
            if not values:
                continue
            ends = []
            for turns in range(5):
                going = [value for value in values if value > turns]
                ends.append(f"{sum(value <= turns + 1 for value in going) / len(going):.2f}" if going else "-")
            print(f"  rounds {stage[0]:2}-{stage[-1]:2}: mean {statistics.mean(values):.2f}; ends within the next turn after 0-4: "
                  + " ".join(ends))


if __name__ == "__main__":
    main()
