"""The web page's waits, without a browser: `make bench`. A real `shared-table serve` on 127.0.0.1;
one seat whose words are made on the server (`open-lines`, as the page opens a table) against
computer players (medium), playing whole games by typed lines as a person at the page would.
Measured: from a line sent to its `said` arriving (the sentences, the view and the game's drawing
in the seat's language, braille labels included), for moves and for questions; and the time
`Game.drawing` itself takes per game. Figures, not pass/fail tests.
"""

from __future__ import annotations

import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from websockets.sync.client import ClientConnection, connect

from shared_table.games import find_game
from shared_table.i18n.words import words_for

GAMES = ("fivecrowns", "skipbo", "solitaire")


def summary(label: str, times: list[float]) -> None:
    ms = sorted(time * 1000 for time in times)
    p95 = ms[int(len(ms) * 0.95) - 1] if len(ms) >= 20 else ms[-1]
    print(f"{label}: n={len(ms)} median {statistics.median(ms):.1f} ms, p95 {p95:.1f} ms, max {ms[-1]:.1f} ms")


PACE = 1 / 40  # the server refuses more than 60 messages a second from one connection (a flood)


def said(socket: ClientConnection) -> dict[str, object]:
    while True:
        value = json.loads(socket.recv(timeout=30))
        if value["kind"] == "said":
            return value  # type: ignore[no-any-return]
        if value["kind"] == "refused":
            raise AssertionError(value)


def play(url: str, game_name: str, players: int, seconds: float) -> tuple[list[float], list[float]]:
    moves: list[float] = []
    questions: list[float] = []
    rng = random.Random(1)
    with connect(url.replace("http://", "ws://") + "/ws") as socket:
        bots = "medium" if players > 1 else None
        socket.send(json.dumps({"kind": "open-lines", "id": 1, "game": game_name, "players": players, "bots": bots,
                                "guests": 0, "name": "Eve", "seed": 7, "options": ["short"] if game_name == "skipbo" else [],
                                "language": "en"}))
        last = said(socket)
        deadline = time.monotonic() + seconds
        number = 2
        while time.monotonic() < deadline:
            if last.get("over"):
                socket.send(json.dumps({"kind": "line", "id": number, "text": "new"}))
                number += 1
                last = said(socket)
                continue
            view = find_game(game_name).codec.decode_view(last["view"])
            if view.legal_actions if hasattr(view, "legal_actions") else not view.is_over:
                line = _line(game_name, view, rng)
                kind = moves
            else:
                line, kind = "hand" if game_name != "solitaire" else "piles", questions
            time.sleep(PACE)  # not measured
            started = time.perf_counter()
            socket.send(json.dumps({"kind": "line", "id": number, "text": line}))
            number += 1
            last = said(socket)
            kind.append(time.perf_counter() - started)
            if number % 7 == 0:  # now and then a question, as a person asks
                time.sleep(PACE)
                started = time.perf_counter()
                socket.send(json.dumps({"kind": "line", "id": number, "text": "scores"}))
                number += 1
                last = said(socket)
                questions.append(time.perf_counter() - started)
    return moves, questions


def _line(game_name: str, view: object, rng: random.Random) -> str:
    if game_name == "solitaire":
        pile = rng.choice([pile for pile in view.piles if not pile.closed])  # type: ignore[attr-defined]
        return f"play {pile.number} out {rng.choice(pile.cards).short.lower()}"
    action = rng.choice(list(view.legal_actions))  # type: ignore[attr-defined]
    kind = type(action).__name__
    if game_name == "fivecrowns":
        return {"DrawFromStock": "draw", "TakeDiscard": "take"}.get(kind) or f"discard {action.card.short.lower()}"
    if kind == "Play":
        source = {"stock": "stock", "hand": action.card.short if action.card else "", "discard": f"discard {action.pile}"}[action.source]
        return f"play {source} to {action.to}"
    if kind == "Discard":
        return f"discard {action.card.short} to {action.pile}"
    return {"PayFor": f"pay for {getattr(action, 'to', 0)}", "PayToll": "toll pay", "SkipToll": "toll skip", "EndTurn": "end",
            "Buy": "end"}.get(kind, "end")


def drawing_times(rounds: int) -> None:
    """`Game.drawing` alone, on views met in random play, in French (liblouis's French table)."""
    from shared_table.table.seating import make_setup
    from shared_table.table.table import Table

    for name in GAMES:
        game = find_game(name)
        words = words_for("fr", game.catalogs)
        players = 1 if name == "solitaire" else 3
        setup = make_setup(players, "easy" if name != "solitaire" else None, "Eve", 3, "Eve", game, [])
        table = Table(game, setup)
        times = []
        rng = random.Random(2)
        for _ in range(rounds):
            if table.state.is_over:
                break
            view = table.state.view(0)
            started = time.perf_counter()
            game.drawing(view, words, "fr")
            times.append(time.perf_counter() - started)
            legal = list(table.state.legal_actions())
            table.apply(rng.choice(legal))
        summary(f"{name} drawing", times)


def main() -> None:
    seconds = float(os.environ.get("BENCH_SECONDS", "20"))
    with tempfile.TemporaryDirectory() as folder:
        env = {**os.environ, "XDG_DATA_HOME": f"{folder}/data", "XDG_STATE_HOME": f"{folder}/state", "XDG_CONFIG_HOME": f"{folder}/config"}
        command = [sys.executable, "-m", "shared_table", "serve", "--port", "0"]
        server = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env)
        try:
            assert server.stdout is not None
            url = server.stdout.readline().split()[-1]
            for name, players in (("fivecrowns", 3), ("skipbo", 3), ("solitaire", 1)):
                moves, questions = play(url, name, players, seconds / 3)
                summary(f"{name} line seat, a move typed -> said (computer players' turns after it included)", moves)
                summary(f"{name} line seat, a question typed -> said", questions)
        finally:
            server.terminate()
            server.wait(10)
    drawing_times(200)


if __name__ == "__main__":
    main()
