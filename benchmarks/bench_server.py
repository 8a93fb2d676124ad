"""Server load benchmark: `make bench`. One `shared-table serve` process on 127.0.0.1 (loopback
only), TABLES tables of SEATS people each (no computer players), every seat its own WebSocket,
all driven from this one process. Each table makes a move every PACE seconds (a random legal
move of the seat whose turn it is); measured: from a move sent to every seat of its table having
received its update (p50, p95, p99), and the server's memory per table. Bounded: DURATION seconds.
Figures, not pass/fail tests: this machine is shared, and this process (the 1,000 clients) runs on
the same two cores as the server.
"""

from __future__ import annotations

import argparse
import asyncio
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

from websockets.asyncio.client import ClientConnection, connect

from shared_table.games import find_game

GAME = find_game("fivecrowns")


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


class Seat:
    def __init__(self, socket: ClientConnection) -> None:
        self.socket, self.moves, self.view, self.seat = socket, 0, None, -1
        self.arrived = asyncio.Event()


async def request(socket: ClientConnection, **message: object) -> dict[str, object]:
    await socket.send(json.dumps(message))
    while True:
        value = json.loads(await socket.recv())
        if value.get("id") == message.get("id") and value["kind"] in ("seated", "refused", "done"):
            return value  # type: ignore[no-any-return]


async def listen(seat: Seat) -> None:
    async for text in seat.socket:
        value = json.loads(text)
        if value.get("kind") == "update":
            seat.moves, seat.current, seat.view_json = value["moves"], value["current"], value["view"]
            seat.over = value["over"]
            seat.arrived.set()


async def open_table(url: str, seats: int, number: int) -> list[Seat]:
    opener = await connect(url, max_size=2**22)
    answer = await request(opener, kind="open", id=1, game="fivecrowns", players=seats, bots=None, guests=seats - 1,
                           name="Ann", seed=number, options=[])
    code = answer["table"]
    table = [Seat(opener)]
    for guest in range(seats - 1):
        socket = await connect(url, max_size=2**22)
        await request(socket, kind="join", id=1, table=code, name=f"Guest{guest}", token=None, since=None)
        table.append(Seat(socket))
    for seat, item in enumerate(table):
        item.seat = seat
    return table


async def drive(table: list[Seat], pace: float, until: float, times: list[float], rng: random.Random) -> None:
    await asyncio.sleep(rng.uniform(0, pace))
    while time.monotonic() < until:
        await asyncio.sleep(pace)
        mover = next((seat for seat in table if getattr(seat, "current", -1) == seat.seat and not getattr(seat, "over", False)), None)
        if mover is None:
            continue
        view = GAME.codec.decode_view(mover.view_json)
        action = rng.choice(view.legal_actions)
        for seat in table:
            seat.arrived.clear()
        moves = mover.moves
        sent = time.perf_counter()
        await mover.socket.send(json.dumps({"kind": "move", "id": moves + 100, "seat": mover.seat, "answering": moves,
                                            "action": GAME.codec.encode_action(action)}))
        try:
            await asyncio.wait_for(asyncio.gather(*(seat.arrived.wait() for seat in table)), 10)
        except TimeoutError:
            continue
        times.append((time.perf_counter() - sent) * 1000)


async def main(tables: int, seats: int, pace: float, duration: float) -> None:
    import resource

    hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))  # a socket per seat
    folder = Path(tempfile.mkdtemp())
    env = {**os.environ, **{f"XDG_{name.upper()}_HOME": str(folder / name) for name in ("data", "state", "config")}}
    server = subprocess.Popen([sys.executable, "-m", "shared_table", "serve", "--port", "0", "--joins-per-minute", "1000000"],
                              stdout=subprocess.PIPE, text=True, env=env)
    assert server.stdout is not None
    url = server.stdout.readline().split()[-1].replace("http://", "ws://") + "/ws"
    try:
        before = rss_kib(server.pid)
        began = time.monotonic()
        all_tables = []
        for number in range(tables):
            all_tables.append(await open_table(url, seats, number))
        opened = time.monotonic() - began
        listeners = [asyncio.create_task(listen(seat)) for table in all_tables for seat in table]
        await asyncio.sleep(1.0)
        after = rss_kib(server.pid)
        times: list[float] = []
        rng = random.Random(1)
        until = time.monotonic() + duration
        await asyncio.gather(*(drive(table, pace, until, times, rng) for table in all_tables))
        for task in listeners:
            task.cancel()
        times.sort()
        count = len(times)
        print(f"Server: {tables} tables, {tables * seats} seats (connections), one server process; opened in {opened:.1f} s")
        print(f"  memory: {before / 1024:.1f} MiB before, {after / 1024:.1f} MiB with the tables: "
              f"{(after - before) / tables:.0f} KiB per table of {seats} seats (their games dealt, their saves open)")
        if count:
            def at(fraction: float) -> float:
                return times[min(count - 1, int(fraction * count))]
            print(f"  a move to every seat's update: {count} moves in {duration:.0f} s ({count / duration:.0f}/s, "
                  f"{count * seats / duration:.0f} updates/s): p50 {at(0.5):.1f} ms, p95 {at(0.95):.1f} ms, "
                  f"p99 {at(0.99):.1f} ms, max {times[-1]:.1f} ms (target p95 50 ms); mean {statistics.mean(times):.1f} ms")
        else:
            print("  no move completed")
    finally:
        server.terminate()
        server.wait(20)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tables", type=int, default=250)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--pace", type=float, default=2.0, help="seconds between one table's moves")
    parser.add_argument("--duration", type=float, default=20.0)
    options = parser.parse_args()
    asyncio.run(main(options.tables, options.seats, options.pace, options.duration))
