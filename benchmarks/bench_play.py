"""Console answer benchmark: `make bench`.

Whole seeded games through `PlaySession.handle`, each command timed from the typed line to the
lines ready to print, the computer players' moves included. Target: every command within 50 ms
at the 95th percentile. Figures, not pass/fail tests: this machine is shared.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from scripted_player import next_command
from shared_table.console.play import new_session


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def play(players: int, bots: str, games: int) -> list[float]:
    times = []
    for seed in range(games):
        session = new_session(players=players, bots=bots, seed=seed)
        session.start()
        turn = 0
        while not session.done:
            command = next_command(session, turn)
            start = time.perf_counter()
            session.handle(command)
            times.append((time.perf_counter() - start) * 1000)
            turn += 1
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=5)
    args = parser.parse_args()
    print(f"Commands answered over {args.games} whole games (target: p95 <= 50 ms)")
    for players, bots in ((3, "medium"), (3, "hard"), (7, "hard")):
        times = play(players, bots, args.games)
        print(f"  {players} players, {bots:6} bots: {len(times):5} commands  median {statistics.median(times):6.2f} ms"
              f"  p95 {percentile(times, 0.95):6.2f} ms  p99 {percentile(times, 0.99):6.2f} ms  max {max(times):6.2f} ms")


if __name__ == "__main__":
    main()
