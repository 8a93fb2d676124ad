"""The load of benchmarks/bench_cluster.py: one process of it drives its share of the tables, each
seat a WebSocket through HAProxy, coming back by itself as net/client.py does (bench_cluster.py's
docstring says what is measured)."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import math
import random
import resource
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from typing import Any

from bench_server import ACTION_NAMES, SRC, TIMEOUT, raise_file_limit

SEATS = 4
PROCESS_HEADER = "X-Shared-Table-Process"  # which process HAProxy sent a connection to (deploy/haproxy.cfg)
BACK_OFF = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0)  # net/client.py's
RECONNECT_SECONDS = 120.0
JOIN_TRIES = 3
JOIN_AGAIN_SECONDS = 2.0

@dataclass
class Seat:
    number: int
    socket: Any = None
    token: str = ""
    moves: int = 0
    generation: int = 0
    current: int = -1
    over: bool = False
    view: dict[str, Any] | None = None
    connected: list[tuple[float, str]] = field(default_factory=list)  # each connection: when, to which process
    moved: bool = False  # told `moved`: back at once
    pending: str | None = None  # the move waiting for its answer, sent again on coming back
    pending_id: int = 0


class Table:
    def __init__(self, number: int) -> None:
        self.number, self.code = number, ""
        self.seats = [Seat(seat) for seat in range(SEATS)]
        self.target = -1
        self.sent_at = 0.0
        self.measured = False
        self.waiting: set[int] = set()
        self.done = asyncio.Event()
        self.done.set()
        self.made = 0  # moves sent by the load and told to every seat
        self.sent = 0  # moves sent by the load (each once; sent again on coming back, with the same `answering`)
        self.failed_over = False  # hosted by the process killed
        self.lives: list[asyncio.Task[None]] = []  # each seat's reading and coming back
        self.recovered_at: float | None = None  # a move told to every seat, all of them back since the kill

    def host(self, at: float) -> str:
        """The process the guests' connections went to, as of `at` (the guests joined at the code's socket)."""
        hosts = Counter(next((where for when, where in reversed(seat.connected) if when <= at), "")
                        for seat in self.seats[1:])
        return hosts.most_common(1)[0][0]


@dataclass
class Tally:
    latencies: list[float] = field(default_factory=list)  # ms, moves sent in the steady window
    sent: int = 0
    timeouts: int = 0
    refused: int = 0
    lost: int = 0  # connections ended under us (not `moved`) from the window to the kill
    lost_opening: int = 0  # the same while the tables were opened
    dropped_after_kill: int = 0
    moved: int = 0  # `moved` (close 4001) received
    rejoin_refused: int = 0
    gave_up: int = 0
    skipped: int = 0
    open_errors: int = 0
    join_retries: int = 0
    failover: list[float] = field(default_factory=list)  # s, per table of the process killed
    not_recovered: int = 0
    reconnected: list[float] = field(default_factory=list)  # s, from the kill to the table's last seat connected again
    tables: dict[str, list[int]] = field(default_factory=dict)  # code -> [moves sent, made, each seat's moves told]
    hosts: dict[str, int] = field(default_factory=dict)
    moves_by_host: dict[str, int] = field(default_factory=dict)  # the window's moves, by the process hosting their table


class Load:
    def __init__(self, url: str, pace: float, seed: int) -> None:
        self.url, self.pace = url, pace
        self.rng = random.Random(seed)
        self.tally = Tally()
        self.window = (math.inf, math.inf, math.inf)  # steady start, steady end, the end of driving
        self.kill_at = math.inf  # when the kill is due (it comes then, or a few milliseconds later)
        self.killed_at = math.inf  # when it came
        self.stopping = False
        self.ids = itertools.count(100)
        self.closing: set[asyncio.Future[None]] = set()  # sockets being closed (kept, as asyncio holds tasks weakly)

    async def connect(self, path: str, seat: Seat, timeout: float = 30) -> Any:
        from websockets.asyncio.client import connect

        socket = await connect(self.url + path, max_size=2**22, open_timeout=timeout, ping_interval=None)
        seat.connected.append((time.monotonic(), socket.response.headers.get(PROCESS_HEADER, "")))
        return socket

    @staticmethod
    async def sit(socket: Any, seat: Seat, **message: Any) -> str:
        """`open` or `join`, read until the seat is sat (`lobby` or `started` after `seated`): the table's code."""
        await socket.send(json.dumps({"id": 1, **message}))
        code = ""
        while True:
            value: dict[str, Any] = json.loads(await socket.recv())
            if value.get("kind") == "refused":
                raise RuntimeError(f"refused: {value.get('text')}")
            if value.get("kind") == "seated":
                code, seat.token = value["table"], value["token"]
            if code and value.get("kind") in ("lobby", "started"):
                return code

    async def open_table(self, table: Table) -> None:
        """The opener at /ws, the guests at /ws/CODE one after another, each sat before the next
        joins (bench_server.py says why); every seat then lives on its own task (`table.lives`).
        A guest refused (the table moving to the process its code leads to, slower than the
        server waits) tries again a moment later, as a person told "try again in a moment" would."""
        opener = table.seats[0]
        opener.socket = await self.connect("/ws", opener)
        table.code = await self.sit(opener.socket, opener, kind="open", game="fivecrowns", players=SEATS, bots=None,
                                    guests=SEATS - 1, name="Ann", seed=table.number, options=[])
        table.lives.append(asyncio.create_task(self.live(table, opener)))
        for seat in table.seats[1:]:
            for attempt in range(JOIN_TRIES):
                seat.socket = await self.connect(f"/ws/{table.code}", seat)
                try:
                    await self.sit(seat.socket, seat, kind="join", table=table.code, name=f"Guest{seat.number}", token=None,
                                   since=None)
                    break
                except RuntimeError:
                    await seat.socket.close()
                    if attempt == JOIN_TRIES - 1:
                        raise
                    self.tally.join_retries += 1
                    await asyncio.sleep(JOIN_AGAIN_SECONDS)
            table.lives.append(asyncio.create_task(self.live(table, seat)))
        deadline = time.monotonic() + 60
        while not all(seat.view for seat in table.seats):  # every seat told the deal (the opener back from `moved`)
            if time.monotonic() > deadline:
                raise TimeoutError(f"table {table.code} not dealt to every seat")
            await asyncio.sleep(0.05)

    def arrived(self, table: Table, seat: Seat) -> None:
        if table.done.is_set() or seat.moves < table.target:
            return
        table.waiting.discard(seat.number)
        if table.waiting:
            return
        now = time.monotonic()
        table.made += 1
        if table.measured:
            self.tally.latencies.append((time.perf_counter() - table.sent_at) * 1000)
            host = table.host(now)
            self.tally.moves_by_host[host] = self.tally.moves_by_host.get(host, 0) + 1
        if table.recovered_at is None and all(any(when > self.kill_at for when, _ in other.connected) for other in table.seats):
            table.recovered_at = now  # every seat came back since the kill: only the killed process's tables
        table.done.set()

    async def live(self, table: Table, seat: Seat) -> None:
        """Read a seat's connection, and come back when it ends, until the run stops."""
        while True:
            try:
                async for text in seat.socket:
                    self.told(table, seat, json.loads(text))
            except Exception:  # closed under us, however it was
                pass
            if self.stopping:
                return
            if not seat.moved:
                now = time.monotonic()
                if now >= self.kill_at:
                    self.tally.dropped_after_kill += 1
                elif now >= self.window[0]:
                    self.tally.lost += 1
                else:
                    self.tally.lost_opening += 1
            if not await self.come_back(table, seat):
                self.tally.gave_up += 1
                return

    def told(self, table: Table, seat: Seat, value: dict[str, Any]) -> None:
        kind = value.get("kind")
        if kind == "update":
            seat.moves, seat.generation, seat.current = value["moves"], value["generation"], value["current"]
            seat.over, seat.view = value["over"], value["view"]
            self.arrived(table, seat)
        elif kind == "moved":
            seat.moved = True
            self.tally.moved += 1
        elif kind in ("done", "refused") and value.get("id") == seat.pending_id and seat.pending is not None:
            seat.pending = None
            if kind == "refused":
                self.tally.refused += 1
                if self.tally.refused <= 3:
                    print(f"refused: {value.get('text')}", file=sys.stderr)
                table.done.set()
        elif kind == "refused" and value.get("id") == 0:  # not taken back: try again, as net/client.py does
            self.tally.rejoin_refused += 1
            if self.tally.rejoin_refused <= 3:
                print(f"join back refused: {value.get('text')}", file=sys.stderr)
            closing = asyncio.ensure_future(seat.socket.close())
            self.closing.add(closing)
            closing.add_done_callback(self.closing.discard)

    async def come_back(self, table: Table, seat: Seat) -> bool:
        """net/client.py's `_reconnect`: at once after `moved`, else after a back-off; `join` with
        the token and `since`, and the move waiting for its answer sent again."""
        quiet, seat.moved = seat.moved, False
        deadline = time.monotonic() + RECONNECT_SECONDS
        for attempt in itertools.count():
            await asyncio.sleep(0.0 if attempt == 0 and quiet else BACK_OFF[min(attempt, len(BACK_OFF) - 1)])
            if self.stopping or time.monotonic() > deadline:
                return False
            since = [seat.generation, seat.moves] if seat.view is not None else None
            try:
                socket = await self.connect(f"/ws/{table.code}", seat, timeout=5)
                await socket.send(json.dumps({"kind": "join", "id": 0, "table": table.code, "name": f"Seat{seat.number}",
                                              "token": seat.token, "since": since}))
                if seat.pending is not None:
                    await socket.send(seat.pending)
            except Exception:  # refused, reset, timed out: tried again
                continue
            seat.socket = socket
            return True
        return False  # pragma: no cover

    async def move(self, table: Table, measured: bool) -> bool:
        """Send a legal move of the seat whose turn it is (sent again on coming back, if the connection is gone)."""
        if not table.done.is_set():
            return False
        mover = next((seat for seat in table.seats if seat.current == seat.number and not seat.over and seat.view), None)
        if mover is None or not mover.view or not mover.view.get("legal_actions"):
            return False
        action = dict(self.rng.choice(mover.view["legal_actions"]))
        action["do"] = ACTION_NAMES[action.pop("type")]
        number = next(self.ids)
        text = json.dumps({"kind": "move", "id": number, "seat": mover.number, "answering": mover.moves, "action": action})
        table.target, table.waiting, table.measured = mover.moves + 1, {seat.number for seat in table.seats}, measured
        mover.pending, mover.pending_id = text, number
        table.sent += 1
        table.done.clear()
        if measured:
            self.tally.sent += 1
        table.sent_at = time.perf_counter()
        with contextlib.suppress(Exception):  # a connection gone: `come_back` sends it
            await mover.socket.send(text)
        return True

    async def wait_done(self, table: Table, seconds: float = TIMEOUT) -> None:
        try:
            await asyncio.wait_for(table.done.wait(), seconds)
        except TimeoutError:
            if table.measured:
                self.tally.timeouts += 1
            table.done.set()

    async def drive(self, table: Table) -> None:
        start, until, end = self.window
        step = self.rng.uniform(0, self.pace)
        while True:
            at = start - self.pace + step
            step += self.pace
            if at >= end:
                return
            await asyncio.sleep(max(0.0, at - time.monotonic()))
            if not table.done.is_set() or time.monotonic() - at > self.pace:
                if start <= at < until:
                    self.tally.skipped += 1
                continue
            if await self.move(table, measured=start <= time.monotonic() < until):
                await self.wait_done(table)

    async def fail_over(self, table: Table) -> None:
        """A table of the process killed: a move at once (or the one under way), told to every seat."""
        deadline = time.monotonic() + RECONNECT_SECONDS
        while table.recovered_at is None and time.monotonic() < deadline and not self.stopping:
            await table.done.wait()
            if table.recovered_at is None and not await self.move(table, measured=False):
                await asyncio.sleep(0.05)  # nobody's turn just now: the update saying whose is coming
            await self.wait_done(table, RECONNECT_SECONDS)


def load_process(pipe: Connection, url: str, numbers: list[int], pace: float, opening_at_once: int) -> None:
    """Open these tables, say so (and where each is hosted), drive them in the window given, fail
    over when told the kill, and send back the `Tally`."""
    raise_file_limit()

    async def run() -> None:
        load = Load(url, pace, seed=numbers[0] if numbers else 0)
        tables, lives = [Table(number) for number in numbers], []
        gate = asyncio.Semaphore(opening_at_once)

        async def opened(table: Table) -> Table | None:
            async with gate:
                try:
                    await load.open_table(table)
                    lives.extend(table.lives)
                    return table
                except Exception as error:  # counted, and the first few said; its seats leave
                    load.tally.open_errors += 1
                    if load.tally.open_errors <= 3:
                        print(f"table {table.number} not opened: {error!r}", file=sys.stderr)
                    for task in table.lives:
                        task.cancel()
                    for seat in table.seats:
                        if seat.socket is not None:
                            with contextlib.suppress(Exception):
                                await seat.socket.close()
                    return None

        began = time.monotonic()
        tables = [table for table in await asyncio.gather(*(opened(table) for table in tables)) if table is not None]
        load.tally.hosts = dict(Counter(table.host(time.monotonic()) for table in tables))
        pipe.send(("ready", time.monotonic() - began, load.tally.hosts))
        receive = asyncio.get_running_loop().run_in_executor
        message, start, until, end, load.kill_at = await receive(None, pipe.recv)
        assert message == "go"
        load.window = (start, until, end)
        driving = [asyncio.create_task(load.drive(table)) for table in tables]
        message, victim, load.killed_at = await receive(None, pipe.recv)
        assert message == "killed"
        failing = []
        for table in tables:
            table.failed_over = table.host(load.killed_at) == victim
            if table.failed_over:
                failing.append(asyncio.create_task(load.fail_over(table)))
        await asyncio.gather(*driving)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(asyncio.gather(*failing), max(1.0, load.window[2] + 30 - time.monotonic()))
        with contextlib.suppress(TimeoutError):  # the last moves told, for the database's check
            await asyncio.wait_for(asyncio.gather(*(table.done.wait() for table in tables)), TIMEOUT)
        load.stopping = True
        for table in tables:
            if table.failed_over:
                if table.recovered_at is None:
                    load.tally.not_recovered += 1
                else:
                    load.tally.failover.append(table.recovered_at - load.killed_at)
                    load.tally.reconnected.append(max(min(when for when, _ in seat.connected if when > load.kill_at)
                                                      for seat in table.seats) - load.killed_at)
            load.tally.tables[table.code] = [table.sent, table.made, *(seat.moves for seat in table.seats)]
        pipe.send(("done", load.tally.__dict__, resource.getrusage(resource.RUSAGE_SELF)))
        await receive(None, pipe.recv)  # every process done: close
        for task in [*lives, *failing]:
            task.cancel()
        for table in tables:
            for seat in table.seats:
                with contextlib.suppress(Exception):
                    await seat.socket.close()

    sys.path.insert(0, str(SRC))
    asyncio.run(run())
