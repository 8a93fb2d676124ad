"""Solitaire benchmark: `make bench` (or `.venv/bin/python benchmarks/bench_solitaire.py`).

- First answers: the first `hint` of each of 1,000 deals, typed as soon as the game is dealt,
  before the background search has had any time: the slowest answer there is. Wall clock, and
  the CPU time of the answering thread (on a shared machine the difference is time spent waiting
  for a core). Target: p95 100 ms, worst 300 ms.
- Answers: how long the console takes to answer each command a player types while playing
  (`piles`, `pile N`, `hint`, `play`), over whole seeded games played through the session with
  the planner's moves and `--hints` on (so each `play` also says the next card's hint).
- Games: milliseconds per whole game for each computer player, as `--auto` plays them.
Figures, not pass/fail tests: this machine is shared.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "tests"))


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def first_answers(deals: int) -> dict[str, list[float]]:
    from shared_table.console.play import hosted, new_session

    times: dict[str, list[float]] = defaultdict(list)
    for seed in range(deals):
        session = new_session(seed=5000 + seed, game="solitaire")
        session.start()
        if hosted(session).state.is_over:  # every pile closed at the deal: nothing to ask
            continue
        start, cpu = time.perf_counter(), time.thread_time()
        session.handle("hint")
        times["wall"].append((time.perf_counter() - start) * 1000)
        times["cpu"].append((time.thread_time() - cpu) * 1000)
        session.me.advisor.pause()  # it goes on planning this deal: not while the next is timed
    return times


def answers(games: int) -> dict[str, list[float]]:
    from shared_table.console.play import hosted, new_session
    from test_solitaire_console import command_for

    times: dict[str, list[float]] = defaultdict(list)
    for seed in range(games):
        session = new_session(seed=1000 + seed, game="solitaire", hints=True)
        session.start()
        turn = 0
        while not hosted(session).state.is_over:
            pile = session.view().open_piles[-1].number
            for line in ("piles", f"pile {pile}", "hint", command_for(session, turn)):
                kind = line.split()[0]
                start = time.perf_counter()
                session.handle(line)
                times[kind].append((time.perf_counter() - start) * 1000)
            turn += 1
    return times


def whole_games(games: int) -> dict[str, list[float]]:
    import random

    from shared_table.games.solitaire.bots.planner import PlannerPlayer
    from shared_table.games.solitaire.bots.players import GreedyPlayer
    from shared_table.games.solitaire.bots.stats import game_seeds
    from shared_table.games.solitaire.rules.state import SolitaireState

    times: dict[str, list[float]] = {}
    for make in (GreedyPlayer, PlannerPlayer):
        samples = []
        for deal in game_seeds(7, games):
            player = make()
            start = time.perf_counter()
            state = SolitaireState(random.Random(deal))
            while not state.is_over:
                state.apply(player.choose(state.view()))
            samples.append((time.perf_counter() - start) * 1000)
        times[make.name] = samples
    return times


def report(title: str, times: dict[str, list[float]]) -> None:
    print(title)
    for kind, values in times.items():
        print(f"  {kind:8} n={len(values):5}  median {statistics.median(values):7.2f} ms  "
              f"p95 {percentile(values, 0.95):7.2f} ms  max {max(values):7.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="games for each measure (default 10)")
    parser.add_argument("--deals", type=int, default=1000, help="deals for the first answers (default 1000)")
    args = parser.parse_args()
    report(f"solitaire: the first hint of {args.deals} deals, asked as soon as each is dealt", first_answers(args.deals))
    report(f"solitaire: console answers over {args.games} seeded games (planner's moves, caches warm as in play)",
           answers(args.games))
    report(f"solitaire: whole games, {args.games} deals each", whole_games(args.games))


if __name__ == "__main__":
    main()
