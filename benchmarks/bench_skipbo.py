"""Skip-Bo speed benchmark: `python benchmarks/bench_skipbo.py`.

Bot moves: whole seeded games with the levels seated in rotation, each `choose` timed with
perf_counter from the view to the action, and each whole turn (every `choose` of one seat from
its turn's start to its end) summed, per level. Console answers: whole seeded games typed into
`PlaySession.handle` as `shared-table play` does, the person against hard computer players, each
call timed from the typed line to the lines ready to print: moves (which include the computer
players' turns up to the person's next one and their narration), questions, and hints (the hard
player's plan). Target: a move, a whole turn and an answer within 50 ms at the 95th percentile.
Figures, not pass/fail tests: this machine is shared.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from shared_table.games.skipbo.bots.players import LEVELS, MediumBot, make_bot
from shared_table.games.skipbo.rules.actions import Buy, Discard, EndTurn, PayFor, PayToll, Play, SkipBoAction, SkipToll
from shared_table.games.skipbo.rules.state import new_skipbo
from shared_table.games.skipbo.rules.view import SkipBoView

TARGET_P95_MS = 50.0
QUESTIONS = ("hand", "piles", "hint", "discards", "coins", "stock")  # one each turn of the person's, in turn
SORRY = "Sorry, something went wrong"


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def figures(values: list[float]) -> dict[str, float]:
    if not values:
        return {"count": 0}
    return {
        "count": len(values),
        "median_ms": round(statistics.median(values), 2),
        "p95_ms": round(percentile(values, 0.95), 2),
        "p99_ms": round(percentile(values, 0.99), 2),
        "max_ms": round(max(values), 2),
    }


def bot_times(games: int, players: int, seed: int) -> dict[str, dict[str, list[float]]]:
    """ms per `choose` and per whole turn, by level."""
    times: dict[str, dict[str, list[float]]] = {level: {"choose": [], "turn": []} for level in LEVELS}
    levels, master = list(LEVELS), random.Random(seed)
    for game in range(games):
        lineup = [levels[(seat + game) % len(levels)] for seat in range(players)]
        state = new_skipbo([f"P{seat}" for seat in range(players)], rng=random.Random(master.getrandbits(63)))
        bots = [make_bot(level, seat, players, random.Random(master.getrandbits(63))) for seat, level in enumerate(lineup)]
        for seat, bot in enumerate(bots):
            bot.observe(state.events_for(seat))
        turn_seat, turn_ms = state.current, 0.0
        while not state.is_over:
            seat = state.current
            if seat != turn_seat:
                times[lineup[turn_seat]]["turn"].append(turn_ms)
                turn_seat, turn_ms = seat, 0.0
            view = state.view(seat)
            start = time.perf_counter()
            action = bots[seat].choose(view)
            elapsed = (time.perf_counter() - start) * 1000
            times[lineup[seat]]["choose"].append(elapsed)
            turn_ms += elapsed
            found = state.apply(action)
            for other, bot in enumerate(bots):
                bot.observe([event.seen_by(other) for event in found])
        times[lineup[turn_seat]]["turn"].append(turn_ms)
    return times


def typed(view: SkipBoView, action: SkipBoAction) -> str:
    """The command a person types for `action`."""
    match action:
        case Play(source="stock", to=to):
            return f"play stock to {to}"
        case Play(source="discard", pile=pile, to=to):
            return f"play discard {pile} to {to}"
        case Play(card=card, to=to) if card is not None:
            return f"play {card.short} to {to}"
        case PayFor(to=to):
            return f"pay for {to}"
        case Buy(owner=owner, source=source, to=to, pile=pile):
            return f"buy {view.players[owner].name} {'stock' if source == 'stock' else f'discard {pile}'} to {to}"
        case PayToll():
            return "toll pay"
        case SkipToll():
            return "toll skip"
        case Discard(card=card, pile=pile):
            return f"discard {card.short} to {pile}"
        case EndTurn():
            return "end"
    raise ValueError(f"not a Skip-Bo move: {action!r}")


def answer_times(games: int, players: int, seed: int) -> tuple[dict[str, list[float]], int]:
    """ms per typed line by kind (move, question, hint), the person playing medium's moves
    against hard computer players; and how many answers said sorry."""
    from shared_table.console.play import new_session

    times: dict[str, list[float]] = {"move": [], "question": [], "hint": []}
    sorry = 0
    for game in range(games):
        session = new_session(players=players, bots="hard", seed=seed + game, game="skipbo")
        session.start()
        for turn in range(20000):
            if session.done:
                break
            view = session.view()
            if view.my_turn and not view.toll_due and not view.must_play and turn % 3 == 0:
                question = QUESTIONS[(turn // 3) % len(QUESTIONS)]
                start = time.perf_counter()
                said = session.handle(question)
                times["hint" if question == "hint" else "question"].append((time.perf_counter() - start) * 1000)
                sorry += any(SORRY in line for line in said)
            line = typed(view, MediumBot(view.seat, players, random.Random(turn)).choose(view))
            start = time.perf_counter()
            said = session.handle(line)
            times["move"].append((time.perf_counter() - start) * 1000)
            sorry += any(SORRY in line for line in said)
        else:
            raise RuntimeError(f"game {seed + game} of {players} players did not end")
    return times, sorry


def console_ready() -> bool:
    """Whether Skip-Bo is registered with the console (once its narration, commands and codec exist)."""
    from shared_table.games import game_names

    return "skipbo" in game_names()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=12, help="games per table size (default 12)")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4, 6], metavar="N", help="table sizes (default 2 4 6)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-console", action="store_true", help="time the bots only")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    report: dict[str, object] = {"target_p95_ms": TARGET_P95_MS, "bots": {}, "console": {}}
    bots, console = report["bots"], report["console"]
    assert isinstance(bots, dict) and isinstance(console, dict)
    for players in args.players:
        found = bot_times(args.games, players, args.seed)
        bots[players] = {level: {part: figures(values) for part, values in parts.items()} for level, parts in found.items()}
    if not args.no_console and console_ready():
        for players in args.players:
            answers, sorry = answer_times(max(1, args.games // 3), players, args.seed)
            console[players] = {"sorry_answers": sorry, **{kind: figures(values) for kind, values in answers.items()}}
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    for title, table in (("Bot moves", bots), ("Console answers, against hard bots", console)):
        for players, rows in table.items():
            print(f"{title}, {players} players (target: p95 <= {TARGET_P95_MS:.0f} ms)")
            for name, parts in rows.items():
                if name == "sorry_answers":
                    if parts:
                        print(f"  {parts} answers were 'Sorry, something went wrong'")
                    continue
                for part, row in ([(name, parts)] if "count" in parts else parts.items()):
                    if not row.get("count"):
                        continue
                    verdict = "within target" if row["p95_ms"] <= TARGET_P95_MS else "OVER TARGET"
                    print(f"  {name:8} {part:8} {row['count']:6}  median {row['median_ms']:6.2f} ms  p95 {row['p95_ms']:6.2f} ms"
                          f"  p99 {row['p99_ms']:6.2f} ms  max {row['max_ms']:7.2f} ms  {verdict}")
    if not console:
        print("Console answers not timed: Skip-Bo is not registered with the console yet (or --no-console).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
