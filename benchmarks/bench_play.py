"""Console answer benchmark: `make bench`.

How long a player waits for an answer: whole seeded games against the computer, played
in-process through `PlaySession.handle(line)` as `shared-table play` does, each call timed
from the typed line to the lines ready to print. As at the console with speech on, a move is
answered with its own result first (`answer_first`); the computer players' moves that follow
it, up to the player's next turn, are worked out and written while that is heard (`follow_on`):
timed apart, as `then`, not an answer. With speech off (a screen reader reading the terminal)
the console writes both at once: `whole` times that. Queries (hand, scores, hint, ...) say state, and hint asks the
expert. Target: every answer within 50 ms at the 95th percentile, for 3 players and for 7.
Figures, not pass/fail tests: this machine is shared.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from shared_table.console.play import hosted, new_session

TARGET_P95_MS = 50.0
ACTIONS = frozenset({"draw", "take", "discard"})
THEN = "then"
"""The computer players' moves after a person's, written once the answer is (not an answer)."""
WHOLE = "whole"
"""A move's answer with the moves after it, as one write: the console without its own speech."""
QUERIES = ("scores", "top", "hint", "round", "melds", "history", "turn")  # one each turn, in turn
MAX_COMMANDS = 20000  # a game is a few hundred commands; this only stops a runaway loop
SORRY = "Sorry, something went wrong"


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def play(players: int, bots: str, seed: int, language: str = "en") -> tuple[dict[str, list[float]], float, int]:
    """One game: ms per command by its first word, ms for session.start(), and how many answers said sorry."""
    session = new_session(players=players, bots=bots, seed=seed, language=language)
    session.answer_first = True  # as the console answers
    started = time.perf_counter()
    session.start()  # the bots before the player's first turn, timed apart: it is not an answer
    start_ms = (time.perf_counter() - started) * 1000
    times: dict[str, list[float]] = {}
    sorry = 0

    def say(line: str) -> list[str]:
        nonlocal sorry
        before = time.perf_counter()
        answer = session.handle(line)
        answered = (time.perf_counter() - before) * 1000
        times.setdefault(line.split()[0], []).append(answered)
        before = time.perf_counter()
        following = session.follow_on()
        if following:
            times.setdefault(THEN, []).append((time.perf_counter() - before) * 1000)
        if line.split()[0] in ACTIONS:  # as a screen reader reading the terminal gets it: in one write
            times.setdefault(WHOLE, []).append(answered + (time.perf_counter() - before) * 1000)
        sorry += any(SORRY in said for said in [*answer, *following])
        return [*answer, *following]

    turn = 0
    while not session.done and sum(map(len, times.values())) < MAX_COMMANDS:
        say("hand")  # what a player asks first, most turns
        if any("stock is empty" in said for said in say("draw")):
            say("take")
        say(QUERIES[turn % len(QUERIES)])
        say("discard 1")
        turn += 1
    if not hosted(session).state.is_over:
        raise RuntimeError(f"game {seed} of {players} players did not end within {MAX_COMMANDS} commands")
    return times, start_ms, sorry


def figures(values: list[float]) -> dict[str, float]:
    return {
        "commands": len(values),
        "median_ms": round(statistics.median(values), 2),
        "p95_ms": round(percentile(values, 0.95), 2),
        "p99_ms": round(percentile(values, 0.99), 2),
        "max_ms": round(max(values), 2),
    }


def run(players: int, bots: str, games: int, seed: int, language: str = "en") -> dict[str, object]:
    by_command: dict[str, list[float]] = {}
    starts, sorry = [], 0
    for game in range(games):
        times, start_ms, said_sorry = play(players, bots, seed + game, language)
        for word, values in times.items():
            by_command.setdefault(word, []).extend(values)
        starts.append(start_ms)
        sorry += said_sorry
    kinds: dict[str, list[float]] = {"action": [], "query": []}
    for word, values in by_command.items():
        if word not in (THEN, WHOLE):
            kinds["action" if word in ACTIONS else "query"].extend(values)
    kinds["all"] = kinds["action"] + kinds["query"]
    return {
        "players": players,
        "bots": bots,
        "language": language,
        "games": games,
        "kinds": {kind: figures(values) for kind, values in kinds.items()},
        "commands": {word: figures(values) for word, values in sorted(by_command.items())},
        "start_max_ms": round(max(starts), 2),
        "sorry_answers": sorry,
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=5, help="games per table (default 5)")
    parser.add_argument("--players", type=int, nargs="+", default=[3], metavar="N",
                        help="table sizes, the player included (default 3; --players 3 7 runs both)")
    parser.add_argument("--bots", nargs="+", default=["medium"], metavar="LEVEL",
                        help="the bots' level, each run in turn (default medium; --bots medium hard runs both)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--language", default="en",
                        help="the language answers are said in (the commands typed are English, always understood)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    results = [run(players, bots, args.games, args.seed, args.language) for players in args.players for bots in args.bots]
    if args.json:
        print(json.dumps({"target_p95_ms": TARGET_P95_MS, "runs": results}, indent=2))
        return 0
    for result in results:
        print(f"Answers over {result['games']} games of {result['players']} players, {result['bots']} bots, in {result['language']} "
              f"(target: p95 <= {TARGET_P95_MS:.0f} ms; start-up max {result['start_max_ms']} ms)")
        for indent, rows in (("", result["kinds"]), ("    ", result["commands"])):
            assert isinstance(rows, dict)
            for name, row in rows.items():
                verdict = "" if indent else ("  within target" if row["p95_ms"] <= TARGET_P95_MS else "  OVER TARGET")
                if name == THEN:
                    verdict = "  (written after the answer, while it is heard)"
                elif name == WHOLE:
                    verdict = "  (a move and the moves after it in one write: the console with speech off)"
                print(f"  {indent}{name:9} {row['commands']:6} commands  median {row['median_ms']:6.2f} ms  p95 {row['p95_ms']:6.2f} ms"
                      f"  p99 {row['p99_ms']:6.2f} ms  max {row['max_ms']:7.2f} ms{verdict}")
        if result["sorry_answers"]:
            print(f"  {result['sorry_answers']} answers were 'Sorry, something went wrong': see the error log")
    return 0


if __name__ == "__main__":
    sys.exit(main())
