"""One address against everyone else (issue 39, item 3): `python benchmarks/bench_attack.py`.

A real `shared-table serve` on 127.0.0.1 (port 0, temporary save folders, the default limits). The
attacker, in a process of its own, connects from 127.0.0.1 and takes its address's whole minute of
joins (20 web-page seats, `open-lines`), each at a table of its own, and types as fast as the
server lets it: 60 lines a second a connection (`--kind`):

- `solitaire`: Five Crowns Solitaire, typing `hint` (the solver's search);
- `hint`: Five Crowns against a hard computer player, typing `hint`;
- `bots`: Five Crowns against 13 hard computer players, typing its moves (each makes 13 turns),
  the next line as soon as the last one is answered;
- `none`: no attacker, for the other table's figures on a machine as loaded as it is.

Another table, in another process, connects from 127.0.0.2 (another address; every 127.x
address is this machine's loopback): two raw seats, a move every PACE seconds, measured from the
move sent to both seats having its `update`. Printed: that table's p50, p95 and max, the
attacker's answered lines a second (and refusals), and the server's CPU share. Figures, not a
pass or fail: the load runs on the same cores as the server.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import os
import random
import shutil
import sys
import tempfile
import time
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_server import ACTION_NAMES, cpu_seconds, raise_file_limit, spread, start_server

KINDS = ("none", "solitaire", "hint", "bots")
SEATS = 20  # one address's joins in a minute (`serve --joins-per-minute`, 20 by default)
LINES_PER_SECOND = 60  # the most one connection may send (net/connection.py)
TABLE_OPTIONS: dict[str, dict[str, Any]] = {
    "solitaire": {"game": "solitaire", "players": 1, "bots": None},
    "hint": {"game": "fivecrowns", "players": 2, "bots": "hard"},
    "bots": {"game": "fivecrowns", "players": 14, "bots": "hard"},
}


async def connect(url: str, address: str) -> Any:
    from websockets.asyncio.client import connect as ws_connect

    return await ws_connect(url, max_size=2**22, open_timeout=60, ping_interval=None, local_addr=(address, 0))


async def sit(socket: Any, **message: Any) -> dict[str, Any]:
    """Send `open`/`join` (or their `-lines` forms) and read until the seat is sat."""
    await socket.send(json.dumps(message))
    seated: dict[str, Any] | None = None
    while True:
        value: dict[str, Any] = json.loads(await socket.recv())
        if value["kind"] == "refused":
            raise RuntimeError(value.get("text"))
        if value["kind"] == "seated":
            seated = value
        lines = message["kind"].endswith("-lines")  # a web-page seat: sat once the game's first words are said
        if seated is not None and ("view" in value if lines else value["kind"] in ("lobby", "started")):
            return seated


def typed_move(view: dict[str, Any] | None, rng: random.Random) -> str:
    """A legal move of a Five Crowns view, typed as a person types it; `hint` when none is legal."""
    legal = (view or {}).get("legal_actions") or []
    if not legal:
        return "hint"
    action = dict(rng.choice(legal))
    do = ACTION_NAMES.get(action.pop("type"), "")
    return {"draw": "draw", "take": "take"}.get(do) or f"discard {action.get('card', '').lower()}"


def attacker(pipe: Connection, url: str, kind: str, until: float) -> None:
    """20 web-page seats from 127.0.0.1, typing until `until`: sends back lines sent, answered, refused."""
    raise_file_limit()
    counts = {"sent": 0, "answered": 0, "refused": 0, "seats": 0}
    rng = random.Random(1)

    async def seat(number: int) -> None:
        socket = await connect(url, "127.0.0.1")
        try:
            await sit(socket, kind="open-lines", id=1, guests=0, name=f"A{number}", seed=number, options=[],
                      language="en", **TABLE_OPTIONS[kind])
        except RuntimeError:
            return
        counts["seats"] += 1
        answered = asyncio.Event()
        view: dict[str, Any] | None = None

        async def listen() -> None:
            nonlocal view
            async for text in socket:
                value = json.loads(text)
                if value["kind"] in ("said", "refused"):
                    counts["answered" if value["kind"] == "said" else "refused"] += 1
                    view = value.get("view", view)
                    answered.set()

        listening = asyncio.create_task(listen())
        line_id = 2
        next_at = time.monotonic()
        try:
            while time.monotonic() < until:
                if kind == "bots":  # its next move needs the last one's answer
                    answered.clear()
                    text = typed_move(view, rng)
                else:
                    text = "hint"
                await socket.send(json.dumps({"kind": "line", "id": line_id, "text": text}))
                counts["sent"] += 1
                line_id += 1
                if kind == "bots":
                    try:
                        await asyncio.wait_for(answered.wait(), max(0.01, until - time.monotonic()))
                    except TimeoutError:
                        break
                next_at = max(next_at + 1 / LINES_PER_SECOND, time.monotonic())
                await asyncio.sleep(max(0.0, next_at - time.monotonic()))
        except Exception:
            pass
        finally:
            listening.cancel()
            await socket.close()

    async def run() -> None:
        if kind == "none":
            return
        # one after another, as the join limit counts them (`sit` waits for each to be seated)
        tasks = []
        for number in range(SEATS):
            tasks.append(asyncio.create_task(seat(number)))
            await asyncio.sleep(0.05)
        await asyncio.gather(*tasks)

    asyncio.run(run())
    pipe.send(counts)


def victim(pipe: Connection, url: str, pace: float, start: float, until: float) -> None:
    """Another table, from 127.0.0.2: two raw seats, a random legal move every `pace` seconds."""
    raise_file_limit()
    latencies: list[float] = []
    problems = {"timeouts": 0, "refused": 0}

    async def run() -> None:
        ann = await connect(url, "127.0.0.2")
        seated = await sit(ann, kind="open", id=1, game="fivecrowns", players=2, bots=None, guests=1, name="Ann",
                           seed=7, options=[])
        bob = await connect(url, "127.0.0.2")
        await sit(bob, kind="join", id=1, table=seated["table"], name="Bob", token=None, since=None)
        seats = {0: ann, 1: bob}
        state: dict[int, dict[str, Any]] = {}
        target = -1
        sent_at = 0.0
        arrived: set[int] = set()
        done = asyncio.Event()
        done.set()  # no move under way yet

        async def listen(number: int) -> None:
            nonlocal target
            async for text in seats[number]:
                value = json.loads(text)
                if value["kind"] == "update":
                    state[number] = value
                    if value["moves"] >= target and number not in arrived and not done.is_set():
                        arrived.add(number)
                        if len(arrived) == 2:
                            if start <= time.monotonic() < until:
                                latencies.append((time.perf_counter() - sent_at) * 1000)
                            done.set()
                elif value["kind"] == "refused":
                    problems["refused"] += 1
                    done.set()

        listeners = [asyncio.create_task(listen(number)) for number in seats]
        rng = random.Random(3)
        while not state.get(0) or not state.get(1):
            await asyncio.sleep(0.05)
        next_at = time.monotonic()
        while time.monotonic() < until:
            next_at += pace
            await asyncio.sleep(max(0.0, next_at - time.monotonic()))
            mover = next((number for number, value in state.items() if value["current"] == number
                          and not value["over"] and value["view"].get("legal_actions")), None)
            if mover is None:
                continue
            action = dict(rng.choice(state[mover]["view"]["legal_actions"]))
            action["do"] = ACTION_NAMES[action.pop("type")]
            target, arrived, sent_at = state[mover]["moves"] + 1, set(), time.perf_counter()
            done.clear()
            await seats[mover].send(json.dumps({"kind": "move", "id": target + 100, "seat": mover,
                                                "answering": target - 1, "action": action}))
            try:
                await asyncio.wait_for(done.wait(), 30)
            except TimeoutError:
                problems["timeouts"] += 1
                done.set()
        for task in listeners:
            task.cancel()
        for socket in seats.values():
            await socket.close()

    asyncio.run(run())
    pipe.send({"latencies": latencies, **problems})


def measure(kind: str, duration: float, pace: float, warmup: float) -> dict[str, Any]:
    raise_file_limit()
    folder = Path(tempfile.mkdtemp(prefix="bench-attack-"))
    gc_log = os.environ.get("BENCH_GC_LOG")  # benchmarks/gc_probe times the server's garbage collections
    server, url = start_server(folder, Path(gc_log) if gc_log else None, default_limits=True)
    context = multiprocessing.get_context("spawn")
    try:
        start = time.monotonic() + warmup
        until = start + duration
        attack_pipe, theirs = context.Pipe()
        attack = context.Process(target=attacker, args=(theirs, url, kind, until), daemon=True)
        attack.start()
        victim_pipe, theirs = context.Pipe()
        other = context.Process(target=victim, args=(theirs, url, pace, start, until), daemon=True)
        other.start()
        time.sleep(max(0.0, start - time.monotonic()))
        cpu_before, began = cpu_seconds(server.pid), time.monotonic()
        time.sleep(max(0.0, until - time.monotonic()))
        cpu = cpu_seconds(server.pid) - cpu_before
        window = time.monotonic() - began
        attacked = attack_pipe.recv() if attack_pipe.poll(60) else {}
        other_table = victim_pipe.recv() if victim_pipe.poll(60) else {"latencies": []}
        attack.join(10)
        other.join(10)
    finally:
        server.terminate()
        server.wait(30)
        shutil.rmtree(folder, ignore_errors=True)
    seconds = duration + warmup
    return {
        "kind": kind, "duration": duration, "pace": pace,
        "other_table_ms": spread(other_table["latencies"]),
        "other_table_timeouts": other_table.get("timeouts"), "other_table_refused": other_table.get("refused"),
        "attacker_seats": attacked.get("seats"), "attacker_lines_sent_per_s": round(attacked.get("sent", 0) / seconds, 1),
        "attacker_answered_per_s": round(attacked.get("answered", 0) / seconds, 1),
        "attacker_refused_per_s": round(attacked.get("refused", 0) / seconds, 1),
        "server_cpu_share": round(cpu / window, 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kind", choices=(*KINDS, "all"), default="all")
    parser.add_argument("--duration", type=float, default=15.0, help="seconds measured")
    parser.add_argument("--warmup", type=float, default=4.0, help="seconds of attack before measuring")
    parser.add_argument("--pace", type=float, default=0.5, help="seconds between the other table's moves")
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args()
    for kind in KINDS if options.kind == "all" else (options.kind,):
        report = measure(kind, options.duration, options.pace, options.warmup)
        if options.json:
            print(json.dumps(report))
            continue
        other = report["other_table_ms"]
        print(f"{kind}: other table's move n={other['n']} p50 {other['p50']} ms, p95 {other['p95']} ms,"
              f" max {other['max']} ms (timeouts {report['other_table_timeouts']});"
              f" attacker {report['attacker_seats']} seats, sent {report['attacker_lines_sent_per_s']}/s,"
              f" answered {report['attacker_answered_per_s']}/s, refused {report['attacker_refused_per_s']}/s;"
              f" server CPU {report['server_cpu_share']}")


if __name__ == "__main__":
    main()
