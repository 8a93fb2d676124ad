"""Braille printouts benchmark: `make bench` (or `.venv/bin/python benchmarks/bench_braille.py`).

Target: a 13-card hand printout and a 7-player, 11-round score sheet in at most 50 ms each,
liblouis table loading included.

- Cold: each sample is a fresh Python process, so liblouis compiles the table (and the BRF
  display table) inside the timed call. "first call" is the printout call alone; "+ braille
  imports" adds importing liblouis's binding and shared_table.braille in a process that has the
  game's modules already (as a running game has); "+ all imports" adds those too (the standard
  library's dataclasses, typing, re, pathlib and the solver), as a one-off command pays.
- Warm: in one process, the tables loaded once, our cache of translated words cleared before
  every call, so each call asks liblouis for every word again; "cached" keeps that cache.
Figures, not pass/fail tests: this machine is shared.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

HAND_13 = "3h 4h 5h 10d jd qd kc joker 7st 7sp 7c 9st 8sp"
SCORES = ROOT / "tests" / "golden" / "braille" / "scores-7x11.json"
CASES = [(kind, table, fmt) for kind in ("hand", "scores") for table in ("ueb", "ebae") for fmt in ("unicode", "brf")]
CASES += [("hand", table, "unicode") for table in ("da", "fr", "is")]  # a table of another language, 8-dot Icelandic too


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def printout(kind: str, table: str, fmt: str) -> Callable[[], str]:
    """The call to time (its inputs made beforehand, outside the timing)."""
    from shared_table.games.fivecrowns.braille.printouts import hand_printout, score_sheet
    from shared_table.games.fivecrowns.rules.cards import parse_cards
    from shared_table.i18n.words import words_for

    # ueb and ebae are English's tables; every other short name is its language's code.
    words = words_for("en" if table in ("ueb", "ebae") else table, ("shared_table.games.fivecrowns",))
    if kind == "hand":
        cards = parse_cards([HAND_13])
        return lambda: hand_printout(cards, 13, table, fmt, words=words)
    sheet = json.loads(SCORES.read_text(encoding="utf-8"))
    return lambda: score_sheet(sheet["players"], sheet["rounds"], table, fmt, words=words)


def child(kind: str, table: str, fmt: str) -> None:
    """One cold sample, in milliseconds as JSON: the first printout of the process; that with
    importing liblouis's binding and shared_table.braille on top of the game's own modules (as in
    a running game); and that with every import."""
    start = time.perf_counter()
    # What a running game has imported already:
    import shared_table.games.fivecrowns.rules.solver
    import shared_table.games.fivecrowns.words.hand_listing

    game = time.perf_counter()
    import louis  # noqa: F401  (the binding's import is part of a cold start)

    import shared_table.braille  # noqa: F401

    call = printout(kind, table, fmt)
    first = time.perf_counter()
    call()
    end = time.perf_counter()
    print(json.dumps({"first": (end - first) * 1000, "braille": (end - game) * 1000, "all": (end - start) * 1000}))


def cold(kind: str, table: str, fmt: str, runs: int) -> dict[str, list[float]]:
    samples: dict[str, list[float]] = {"first": [], "braille": [], "all": []}
    for _ in range(runs):
        done = subprocess.run(
            [sys.executable, __file__, "--child", kind, table, fmt], capture_output=True, text=True, check=True,
        )
        for key, value in json.loads(done.stdout).items():
            samples[key].append(value)
    return samples


def warm(kind: str, table: str, fmt: str, runs: int, cached: bool) -> list[float]:
    from shared_table.braille.tables import word_cells

    call = printout(kind, table, fmt)
    call()  # the tables are loaded once per process; this is the warm figure
    times = []
    for _ in range(runs):
        if not cached:
            word_cells.cache_clear()
        start = time.perf_counter()
        call()
        times.append((time.perf_counter() - start) * 1000)
    return times


def line(name: str, values: list[float]) -> str:
    return f"{name} median {statistics.median(values):6.2f} ms, p95 {percentile(values, 0.95):6.2f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=30, help="fresh processes per case (default 30)")
    parser.add_argument("--warm-runs", type=int, default=300, help="calls per case in one process (default 300)")
    parser.add_argument("--child", nargs=3, metavar=("KIND", "TABLE", "FORMAT"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(*args.child)
        return
    from shared_table.braille.tables import liblouis_version

    print(f"liblouis {liblouis_version()}, Python {sys.version.split()[0]}; target 50 ms, table loading included")
    for kind, table, fmt in CASES:
        name = "13-card hand" if kind == "hand" else "7-player sheet"
        samples = cold(kind, table, fmt, args.runs)
        print(f"{name:14} {table:4} {fmt:7} cold: {line('first call', samples['first'])}; "
              f"{line('+ braille imports', samples['braille'])}; {line('+ all imports', samples['all'])}")
        print(f"{'':27} warm: {line('uncached', warm(kind, table, fmt, args.warm_runs, False))}; "
              f"{line('cached', warm(kind, table, fmt, args.warm_runs, True))}")


if __name__ == "__main__":
    main()
