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
import importlib
import json
import os
import random
import sys
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))


from shared_table.games.fivecrowns.bots.hard import HardBot
from shared_table.games.fivecrowns.bots.levels import LEVELS, Bot, make_bot
from shared_table.games.fivecrowns.bots.tournament import mean_and_interval, seat_swapped_deal
from shared_table.games.fivecrowns.rules.state import ROUNDS


class HardBefore(HardBot):
    """The hard bot as it was before it took a discard that lets the whole hand meld (issue 43)."""

    TAKES_TO_GO_OUT = False


class HardAgainstTheStock(HardBot):
    """Hard weighing a take against the mean a stock card would leave (issue 43's first leak)."""

    TAKE_AGAINST_THE_STOCK = True


VARIANTS: dict[str, type[HardBot]] = {"hard-before": HardBefore, "hard-stock": HardAgainstTheStock}
if os.environ.get("LADDER_VARIANTS"):  # a variant being screened, from a module outside the tree: NAME=module:Class
    for entry in os.environ["LADDER_VARIANTS"].split(","):
        name, _, where = entry.partition("=")
        module, _, cls = where.partition(":")
        VARIANTS[name] = getattr(importlib.import_module(module), cls)
"""Earlier versions of a level, measured against the level as it is now."""


def _bot(name: str, seat: int, players: int, rng: random.Random, weights: str = "") -> Bot:
    """A bot of a level or variant; `weights` changes its figures (`Weights` fields, or its own
    upper-case class figures such as goes_out_growth), for measuring a change before making it."""
    bot = VARIANTS[name](seat, players, rng) if name in VARIANTS else make_bot(name, seat, players, rng)
    if weights and isinstance(bot, HardBot):
        for key, value in (pair.split("=") for pair in weights.split(",")):
            if hasattr(bot.WEIGHTS, key):
                bot.WEIGHTS = replace(bot.WEIGHTS, **{key: type(getattr(bot.WEIGHTS, key))(value)})
            else:
                setattr(bot, key.upper(), type(getattr(bot, key.upper()))(value))
    return bot


def one_deal(task: tuple[str, str, int, int, str]) -> list[float]:
    """A deal's difference a round (measured level less the others), averaged over its seats."""
    level, against, players, deal, weights = task
    return seat_swapped_deal(partial(_bot, level, weights=weights), partial(_bot, against), players, deal)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--level", default="hard", choices=[*LEVELS, *VARIANTS])
    parser.add_argument("--against", default="medium", choices=[*LEVELS, *VARIANTS])
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    parser.add_argument("--weights", default="", help="the measured level's figures changed, like feed_penalty=0,take_cost=1")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    master = random.Random(args.seed)
    tasks = [(args.level, args.against, args.players, master.getrandbits(48), args.weights) for _ in range(args.deals)]
    with ProcessPoolExecutor(args.jobs) as pool:
        deals = list(pool.map(one_deal, tasks, chunksize=4))
    game_mean, game_half = mean_and_interval([sum(rounds) for rounds in deals])
    by_round = [mean_and_interval([rounds[round_] for rounds in deals]) for round_ in range(ROUNDS)]
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
