"""How much better one Five Crowns level plays than another, on the same deals: `make bench`.

Each deal is played once for every seat the measured level can take, the other seats held by the
level it is measured against, so the luck of the deal cancels: a deal's figure is the measured
level's points less the others' mean, averaged over the rotations. Lower is better: "-20" means
20 points a game fewer. The interval is the mean over deals +- 1.96 standard errors, and the
same is given for each round (where a level gains). Figures, not pass/fail tests.

    python benchmarks/bench_ladder.py --level hard --against medium --deals 200 --jobs 2
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from shared_table.core.game import Bot
from shared_table.games.fivecrowns.bots.hard import HardBot
from shared_table.games.fivecrowns.bots.levels import LEVELS, make_bot
from shared_table.games.fivecrowns.rules.state import ROUNDS, new_game


class HardBefore(HardBot):
    """The hard bot as it was before it took a discard that lets the whole hand meld (issue 43)."""

    TAKES_TO_GO_OUT = False


class HardAgainstTheStock(HardBot):
    """Hard weighing a take against the mean a stock card would leave (issue 43's first leak)."""

    TAKE_AGAINST_THE_STOCK = True


VARIANTS = {"hard-before": HardBefore, "hard-stock": HardAgainstTheStock}
"""Earlier versions of a level, measured against the level as it is now."""


def _bot(name: str, seat: int, players: int, rng: random.Random) -> Bot:
    return VARIANTS[name](seat, players, rng) if name in VARIANTS else make_bot(name, seat, players, rng)


def one_game(level: str, against: str, players: int, seat_of_level: int, deal: int) -> list[int]:
    """Points a round, by seat, of one game of deal `deal` with `level` at `seat_of_level`."""
    lineup = [level if seat == seat_of_level else against for seat in range(players)]
    state = new_game([f"P{seat}" for seat in range(players)], rng=random.Random(deal))
    bots = [_bot(name, seat, players, random.Random(deal * 31 + seat)) for seat, name in enumerate(lineup)]
    for seat, bot in enumerate(bots):
        bot.observe(state.events_for(seat))
    while not state.is_over:
        seat = state.current
        found = state.apply(bots[seat].choose(state.view(seat)))
        for other, bot in enumerate(bots):
            bot.observe([event.seen_by(other) for event in found])
    return [state.round_points[seat_of_level][round_] - statistics.mean(state.round_points[seat][round_]
                                                                          for seat in range(players) if seat != seat_of_level)
            for round_ in range(ROUNDS)]


def one_deal(task: tuple[str, str, int, int]) -> list[float]:
    """A deal's difference a round (measured level less the others), averaged over its seats."""
    level, against, players, deal = task
    games = [one_game(level, against, players, seat, deal) for seat in range(players)]
    return [statistics.mean(game[round_] for game in games) for round_ in range(ROUNDS)]


def interval(values: list[float]) -> tuple[float, float]:
    """The mean and 1.96 standard errors."""
    if len(values) < 2:
        return (values[0] if values else 0.0), math.inf
    return statistics.mean(values), 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--level", default="hard", choices=[*LEVELS, *VARIANTS])
    parser.add_argument("--against", default="medium", choices=[*LEVELS, *VARIANTS])
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    master = random.Random(args.seed)
    tasks = [(args.level, args.against, args.players, master.getrandbits(48)) for _ in range(args.deals)]
    with ProcessPoolExecutor(args.jobs) as pool:
        deals = list(pool.map(one_deal, tasks, chunksize=4))
    game_mean, game_half = interval([sum(rounds) for rounds in deals])
    by_round = [interval([rounds[round_] for rounds in deals]) for round_ in range(ROUNDS)]
    report = {"level": args.level, "against": args.against, "players": args.players, "deals": args.deals,
              "games": args.deals * args.players, "points_a_game": round(game_mean, 2), "interval": round(game_half, 2),
              "by_round": [[round(mean, 2), round(half, 2)] for mean, half in by_round]}
    if args.json:
        print(json.dumps(report))
        return
    print(f"{args.level} against {args.against}, {args.players} players, {args.deals} deals "
          f"({args.deals * args.players} games, seats rotated): {game_mean:+.1f} +- {game_half:.1f} points a game")
    print("by round: " + ", ".join(f"{round_ + 1}: {mean:+.1f}" for round_, (mean, _) in enumerate(by_round)))


if __name__ == "__main__":
    main()
