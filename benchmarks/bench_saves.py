"""Saves benchmark: `make bench`.

- Autosave: how much longer a command takes when every action is written to SQLite as it
  happens (the same seeded games, with and without saving; per command, in ms). Target: 2 ms
  at the median.
- Resume: rebuilding a finished 11-round game from its saved actions (open the file, read,
  replay through the rules engine, say where it stands). Target: 200 ms.
Figures, not pass/fail tests: this machine is shared.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from shared_table.console.play import hosted, make_setup, session_from_setup
from shared_table.console.saved_games import resume, start_saved
from shared_table.games.fivecrowns.words.narration import Verbosity
from shared_table.saves.store import SaveStore

MOVES = ("draw", "take", "discard 1")


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def play(seed: int, store: SaveStore | None) -> list[float]:
    """Milliseconds per command that moved the game (bots' replies included); saved when `store` is given."""
    setup = make_setup(seed=seed)
    session = session_from_setup(setup)
    if store is not None:
        start_saved(store, session)
    session.start()
    times, turn = [], 0
    while not session.done:
        moves = len(hosted(session).state.log)
        start = time.perf_counter()
        session.handle(MOVES[turn % 3])
        session.mark_heard()  # as the console does after writing the answer
        elapsed = (time.perf_counter() - start) * 1000
        if len(hosted(session).state.log) != moves:  # only commands that moved the game (and so were saved)
            times.append(elapsed)
        turn += 1
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=8)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        store = SaveStore(Path(folder) / "games.sqlite3")
        unsaved = [t for seed in range(args.games) for t in play(seed, None)]
        saved = [t for seed in range(args.games) for t in play(seed, store)]
        store.close()
        resumes = []
        for game in range(1, args.games + 1):
            start = time.perf_counter()
            reopened = SaveStore(Path(folder) / "games.sqlite3")
            resume(reopened, str(game), Verbosity.NORMAL)
            resumes.append((time.perf_counter() - start) * 1000)
            reopened.close()
    added = statistics.median(saved) - statistics.median(unsaved)
    print(f"Commands over {args.games} games: median {statistics.median(unsaved):.2f} ms unsaved, "
          f"{statistics.median(saved):.2f} ms saved: autosave adds {added:.2f} ms (target 2 ms)")
    print(f"  p95 {percentile(unsaved, 0.95):.2f} ms unsaved, {percentile(saved, 0.95):.2f} ms saved")
    print(f"Resuming a finished 11-round game: median {statistics.median(resumes):.1f} ms, "
          f"p95 {percentile(resumes, 0.95):.1f} ms, max {max(resumes):.1f} ms (target 200 ms)")


if __name__ == "__main__":
    main()
