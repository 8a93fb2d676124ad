"""Solver benchmark: `make bench`.

Random dealt hands from a shuffled 116-card set, timed one call at a time with
perf_counter. Each figure is the median over the hands, and the run is repeated
so the spread between runs shows how noisy the machine is. Timings are figures,
not pass/fail tests: this machine is shared.

    full check  = check_hand(): points, arrangement, go-out and best discard
    13 cards    = a dealt hand in round 11 (kings wild)
    14 cards    = the same hand after a draw
    wild-heavy  = 14 cards with 4 to 8 wilds (jokers and kings)
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from shared_table.games.fivecrowns.rules.cards import JOKER, Card, full_deck
from shared_table.games.fivecrowns.rules.solver import check_hand, clear_cache, min_points

KINGS = 13


def dealt_hands(rng: random.Random, size: int, count: int) -> list[list[Card]]:
    deck = full_deck()
    return [rng.sample(deck, size) for _ in range(count)]


def wild_heavy_hands(rng: random.Random, count: int) -> list[list[Card]]:
    deck = full_deck()
    kings = [c for c in deck if c.rank == KINGS]
    naturals = [c for c in deck if c.rank != KINGS and not c.is_joker]
    hands = []
    for _ in range(count):
        jokers = rng.randint(2, 6)
        wild_kings = rng.randint(2, 4)
        hands.append([JOKER] * jokers + rng.sample(kings, wild_kings) + rng.sample(naturals, 14 - jokers - wild_kings))
    return hands


def time_each(call: Callable[[list[Card]], object], hands: Sequence[list[Card]]) -> list[float]:
    times = []
    for hand in hands:
        start = time.perf_counter()
        call(hand)
        times.append(time.perf_counter() - start)
    return times


def summary(times: list[float]) -> dict[str, float]:
    ordered = sorted(times)
    n = len(ordered)
    return {
        "median_us": ordered[n // 2] * 1e6,
        "p10_us": ordered[n // 10] * 1e6,
        "p90_us": ordered[n * 9 // 10] * 1e6,
        "p99_us": ordered[min(n - 1, n * 99 // 100)] * 1e6,
        "max_us": ordered[-1] * 1e6,
    }


def run(hands_per_case: int, repeats: int, seed: int, warm_up: int) -> dict[str, dict[str, object]]:
    def full(hand: list[Card]) -> object:
        return check_hand(hand, KINGS)

    cases: dict[str, Callable[[random.Random], list[list[Card]]]] = {
        "13-card full check": lambda rng: dealt_hands(rng, 13, hands_per_case),
        "14-card full check": lambda rng: dealt_hands(rng, 14, hands_per_case),
        "14-card wild-heavy full check": lambda rng: wild_heavy_hands(rng, hands_per_case),
    }
    results: dict[str, dict[str, object]] = {}
    for name, make in cases.items():
        runs = []
        cold = []
        for r in range(repeats):
            rng = random.Random(seed + r)
            clear_cache()
            hands = make(rng)
            cold.append(summary(time_each(full, hands)))  # first sight of every suit pattern
            # Steady state, as in a game where bots ask thousands of questions: the suit tables
            # have seen `warm_up` other hands; the timed hands are fresh.
            for hand in dealt_hands(rng, len(hands[0]), warm_up):
                full(hand)
            runs.append(summary(time_each(full, make(rng))))
        medians = [run["median_us"] for run in runs]
        results[name] = {
            "median_us": statistics.median(medians),
            "run_medians_us": [round(m, 1) for m in medians],
            "p90_us": statistics.median(run["p90_us"] for run in runs),
            "p99_us": statistics.median(run["p99_us"] for run in runs),
            "max_us": max(run["max_us"] for run in runs),
            "cold_median_us": statistics.median(run["median_us"] for run in cold),
            "cold_max_us": max(run["max_us"] for run in cold),
        }
    # The points alone, as bots call it most.
    rng = random.Random(seed)
    hands = dealt_hands(rng, 13, hands_per_case)
    results["13-card points only"] = {"median_us": summary(time_each(lambda h: min_points(h, KINGS), hands))["median_us"]}
    return results


def brute_force_reference(seed: int, count: int) -> dict[str, float]:
    """The brute-force partition enumerator from the tests, on 9-card hands, for scale."""
    from brute_force import brute_min_points

    rng = random.Random(seed)
    hands = dealt_hands(rng, 9, count)
    slow = summary(time_each(lambda h: brute_min_points(h, KINGS), hands))["median_us"]
    fast = summary(time_each(lambda h: min_points(h, KINGS), hands))["median_us"]
    return {"brute_force_9_cards_median_us": slow, "solver_9_cards_median_us": fast}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=2000, help="hands per case and run (default 2000)")
    parser.add_argument("--repeats", type=int, default=5, help="runs per case (default 5)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--warm-up", type=int, default=20000, help="hands seen before the steady-state timing")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    results = run(args.hands, args.repeats, args.seed, args.warm_up)
    results["reference"] = brute_force_reference(args.seed, 30)  # type: ignore[assignment]
    if args.json:
        print(json.dumps(results, indent=2))
        return 0
    for name, figures in results.items():
        print(name + ": " + ", ".join(f"{key} {value if isinstance(value, list) else round(value, 1)}" for key, value in figures.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
