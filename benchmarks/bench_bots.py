"""Bot move benchmark: `make bench`.

Whole games between the three levels (seats rotating), each move timed with perf_counter
from the view to the chosen action, per level, and separately for round 11 (13-card hands,
14 after the draw). Targets: a move within 20 ms at the median and 100 ms at the 99th
percentile, at every level; the expert within 100 ms at the 95th percentile and 300 ms at worst
at 7 players in round 11 (`--players 7`). Figures, not pass/fail tests: this machine is shared.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from shared_table.games.fivecrowns.bots.levels import LEVELS, make_bot
from shared_table.games.fivecrowns.rules.state import ROUNDS, new_game


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def play(games: int, players: int, seed: int) -> dict[str, dict[str, list[float]]]:
    """Move times in ms by level, for all rounds and for round 11 alone."""
    times: dict[str, dict[str, list[float]]] = {level: {"all": [], "round 11": []} for level in LEVELS}
    master = random.Random(seed)
    levels = list(LEVELS)
    for game in range(games):
        lineup = [levels[(seat + game) % len(levels)] for seat in range(players)]
        state = new_game([f"P{seat}" for seat in range(players)], rng=random.Random(master.getrandbits(64)))
        bots = [make_bot(level, seat, players, random.Random(master.getrandbits(64))) for seat, level in enumerate(lineup)]
        for seat, bot in enumerate(bots):
            bot.observe(state.events_for(seat))
        while not state.is_over:
            seat = state.current
            start = time.perf_counter()
            action = bots[seat].choose(state.view(seat))
            elapsed = (time.perf_counter() - start) * 1000
            times[lineup[seat]]["all"].append(elapsed)
            if state.round_number == ROUNDS:
                times[lineup[seat]]["round 11"].append(elapsed)
            found = state.apply(action)
            for other, bot in enumerate(bots):
                bot.observe([event.seen_by(other) for event in found])
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    times = play(args.games, args.players, args.seed)
    report = {
        level: {
            part: {
                "moves": len(values),
                "median_ms": round(statistics.median(values), 2),
                "p95_ms": round(percentile(values, 0.95), 2),
                "p99_ms": round(percentile(values, 0.99), 2),
                "max_ms": round(max(values), 2),
            }
            for part, values in parts.items()
            if values
        }
        for level, parts in times.items()
    }
    if args.json:
        print(json.dumps(report))
        return
    print(f"Bot moves over {args.games} games of {args.players} players (targets: median <= 20 ms, p99 <= 100 ms;"
          " expert at 7 players in round 11: p95 <= 100 ms, max <= 300 ms)")
    for level, parts in report.items():
        for part, figures in parts.items():
            print(
                f"  {level:6} {part:8}  {figures['moves']:5} moves  median {figures['median_ms']:6.2f} ms"
                f"  p95 {figures['p95_ms']:6.2f} ms  p99 {figures['p99_ms']:6.2f} ms  max {figures['max_ms']:6.2f} ms"
            )


if __name__ == "__main__":
    main()
