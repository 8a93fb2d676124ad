"""Server load benchmark: `make bench`. One `shared-table serve` process on 127.0.0.1 (loopback
only, port 0, its own temporary save folders), TABLES tables of SEATS people each (no computer
players), every seat its own WebSocket. The load client runs in processes of its own (one per
`--tables-per-process` tables, never in the server's process), each reporting back what it measured.

Each table makes a move every PACE seconds: a random legal move of the seat whose turn it is. The
seats are of one kind (`--kind`):

- `raw`: the protocol as docs/protocol.md has it (`open`/`join`, `move` with the game's codec);
  measured from a move sent to every seat of its table having its `update`.
- `terminal`: as the terminal client plays: `raw`, and a `heard` after each update it is told.
- `web`: as the web page plays (`open-lines`/`join-lines`, typed `line`s answered with `said`):
  measured from a line sent to its `said` answer (and, apart, to every seat's `said`).

Reported: moves a second, latency p50/p95/p99/max, the server's CPU seconds per move (utime+stime
from /proc/PID/stat over the measured window), its memory (RSS), timeouts, refusals and lost
connections. `--ping` adds one connection that asks something cheap (`stopping`) every 20 ms and
records its worst wait: a pause of the whole server (a full garbage collection) shows there;
`--idle N` adds N seated connections at tables that make no move (to reach 4,000 connections).
`--gc` times the server's garbage collections (benchmarks/gc_probe, loaded by the server's Python
at start, changing nothing of it). `--json` prints the figures as one JSON object. Figures, not pass/fail tests: the load client runs
on the same two cores as the server.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import multiprocessing
import os
import random
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

SRC = Path(__file__).resolve().parents[1] / "src"
TIMEOUT = 10.0  # a move whose updates have not all arrived by then is counted as timed out
PING_EVERY = 0.020
KINDS = ("raw", "terminal", "web")
ACTION_NAMES = {"DrawFromStock": "draw", "TakeDiscard": "take", "Discard": "discard", "GoOut": "out"}
"""A view's legal actions are written by the codec as dataclasses; a move names them as
`encode_action` does (games/fivecrowns/codec.py): {"do": "discard", "seat": 0, "card": "9h"}."""


# ---------------------------------------------------------------- the server, seen from outside


def clock_ticks() -> int:
    return os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float:
    """utime + stime of process `pid` (every thread of it), in seconds."""
    text = Path(f"/proc/{pid}/stat").read_text()
    fields = text[text.rindex(")") + 2:].split()  # after the command name, which may hold spaces
    return (int(fields[11]) + int(fields[12])) / clock_ticks()


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def raise_file_limit() -> None:
    hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))  # a socket per seat


def start_server(folder: Path, gc_log: Path | None = None, default_limits: bool = False) -> tuple[subprocess.Popen[str], str]:
    """A real `shared-table serve` on 127.0.0.1, port 0, saving under `folder`: it and its ws:// URL.
    With `gc_log`, benchmarks/gc_probe times its garbage collections into that file. Its joins and
    connections an address are unbounded (every load process is 127.0.0.1), but with `default_limits`."""
    env = {**os.environ, "PYTHONPATH": str(SRC),
           **{f"XDG_{name.upper()}_HOME": str(folder / name) for name in ("data", "state", "config")}}
    if gc_log is not None:
        env["PYTHONPATH"] = os.pathsep.join((str(Path(__file__).resolve().parent / "gc_probe"), str(SRC)))
        env["BENCH_GC_LOG"] = str(gc_log)
    unbounded = [] if default_limits else ["--joins-per-minute", "1000000", "--connections-per-address", "1000000"]
    server = subprocess.Popen([sys.executable, "-m", "shared_table", "serve", "--host", "127.0.0.1", "--port", "0", *unbounded,
                               "--seeds-for-tests"], stdout=subprocess.PIPE, text=True, env=env)
    assert server.stdout is not None
    first = server.stdout.readline()
    if not first:
        server.wait(10)
        raise SystemExit("the server did not start")
    return server, first.split()[-1].replace("http://", "ws://") + "/ws"


# ---------------------------------------------------------------- one load process


@dataclass
class Seat:
    socket: Any
    number: int = -1
    moves: int = 0
    current: int = -1
    over: bool = False
    view: dict[str, Any] | None = None


@dataclass
class Tally:
    """What one load process measured (sent back to the main process)."""

    latencies: list[float] = field(default_factory=list)  # ms, moves sent inside the measured window
    table_latencies: list[float] = field(default_factory=list)  # web: to every seat's `said`
    sent: int = 0  # moves sent inside the window
    timeouts: int = 0
    refused: int = 0
    not_taken: int = 0  # web: a line answered without the move being made
    lost: int = 0  # connections closed under us
    skipped: int = 0  # a table's turn to move came while its last move was still under way
    open_errors: int = 0
    pings: list[float] = field(default_factory=list)  # ms, the ping connection's waits


class Table:
    def __init__(self, seats: list[Seat]) -> None:
        self.seats = seats
        self.target = -1  # the move count every seat waits for
        self.sent_at = 0.0
        self.measured = False
        self.mover: Seat | None = None
        self.answered = False  # web: the mover's `said` came
        self.waiting: set[int] = set()
        self.done = asyncio.Event()
        self.done.set()


class Load:
    def __init__(self, url: str, kind: str, seats: int, pace: float, seed: int) -> None:
        self.url, self.kind, self.seats, self.pace = url, kind, seats, pace
        self.rng = random.Random(seed)
        self.tally = Tally()
        self.window = (math.inf, math.inf)
        self.tasks: list[asyncio.Task[None]] = []

    async def connect(self) -> Any:
        from websockets.asyncio.client import connect

        return await connect(self.url, max_size=2**22, open_timeout=30, ping_interval=None)

    async def request(self, socket: Any, **message: Any) -> dict[str, Any]:
        """Send a request, and read until its answer; `open` and `join` also until the seat is sat
        (told `lobby` or `started`). The server answers `seated` before it sits the person
        (net/server.py): a guest joining before that could start the game first, and the seat
        before it would never be sat (its moves fail on `assert info.sitting`). So each seat
        waits for its sitting before the next joins, as a person would."""
        await socket.send(json.dumps(message))
        answer: dict[str, Any] | None = None
        while True:
            value: dict[str, Any] = json.loads(await socket.recv())
            if value.get("id") == message.get("id") and value["kind"] in ("seated", "refused", "done"):
                if value["kind"] == "refused":
                    raise RuntimeError(f"refused: {value.get('text')}")
                answer = value
                if value["kind"] == "done":
                    return answer
            if answer is not None and value["kind"] in ("lobby", "started"):
                return answer

    async def open_table(self, number: int, moving: bool) -> Table:
        lines = self.kind == "web" and moving
        language = {"language": "en"} if lines else {}
        opener = Seat(await self.connect())
        answer = await self.request(opener.socket, kind="open-lines" if lines else "open", id=1, game="fivecrowns",
                                    players=self.seats, bots=None, guests=self.seats - 1, name="Ann", seed=number,
                                    options=[], **language)
        table = Table([opener])
        for guest in range(self.seats - 1):
            seat = Seat(await self.connect())
            if lines:
                await self.request(seat.socket, kind="join-lines", id=1, table=answer["table"], name=f"Guest{guest}",
                                   token=None, **language)
            else:
                await self.request(seat.socket, kind="join", id=1, table=answer["table"], name=f"Guest{guest}",
                                   token=None, since=None)
            table.seats.append(seat)
        for number_at, seat in enumerate(table.seats):
            seat.number = number_at
        return table

    def arrived(self, table: Table, seat: Seat) -> None:
        """`seat` was told of the table's move `seat.moves`: the move is measured once every seat was."""
        if table.done.is_set() or seat.moves < table.target:
            return
        if self.kind == "web" and seat is table.mover and not table.answered:
            table.answered = True
            if table.measured:
                self.tally.latencies.append((time.perf_counter() - table.sent_at) * 1000)
        table.waiting.discard(seat.number)
        if not table.waiting:
            if table.measured:
                elapsed = (time.perf_counter() - table.sent_at) * 1000
                (self.tally.table_latencies if self.kind == "web" else self.tally.latencies).append(elapsed)
            table.done.set()

    async def listen(self, table: Table, seat: Seat) -> None:
        try:
            async for text in seat.socket:
                value = json.loads(text)
                kind = value.get("kind")
                if kind == "update":
                    seat.moves, seat.current, seat.over, seat.view = value["moves"], value["current"], value["over"], value["view"]
                    if self.kind == "terminal":  # as the terminal says it: heard
                        await seat.socket.send(json.dumps({"kind": "heard", "seat": seat.number, "moves": seat.moves}))
                    self.arrived(table, seat)
                elif kind == "said":
                    if "view" in value:
                        seat.view, seat.moves, seat.over = value["view"], value["moves"], value["over"]
                        seat.current = seat.view["current"] if seat.view else -1
                    if seat is table.mover and not table.done.is_set() and seat.moves < table.target:
                        self.tally.not_taken += 1  # the line was answered, the move not made
                        table.done.set()
                    self.arrived(table, seat)
                elif kind == "refused":
                    self.tally.refused += 1
                    if self.tally.refused <= 3:  # what, for the first few
                        print(f"refused: {value.get('text')}", file=sys.stderr)
                    table.done.set()
        except Exception:
            self.tally.lost += 1

    async def drive(self, table: Table) -> None:
        start, until = self.window
        step = self.rng.uniform(0, self.pace)
        while True:
            at = start - self.pace + step  # a move's time: one pace before the window starts, then every pace
            step += self.pace
            if at >= until:
                return
            await asyncio.sleep(max(0.0, at - time.monotonic()))
            if not table.done.is_set() or time.monotonic() - at > self.pace:
                self.tally.skipped += 1  # the last move is still under way, or took this one's whole turn
                continue
            mover = next((seat for seat in table.seats if seat.current == seat.number and not seat.over and seat.view), None)
            if mover is None or not mover.view or not mover.view.get("legal_actions"):
                continue
            action = dict(self.rng.choice(mover.view["legal_actions"]))
            action["do"] = ACTION_NAMES[action.pop("type")]
            table.target, table.mover, table.answered = mover.moves + 1, mover, False
            table.waiting = {seat.number for seat in table.seats}
            table.measured = start <= time.monotonic() < until  # sent in the window (a late server sends fewer)
            table.done.clear()
            if table.measured:
                self.tally.sent += 1
            table.sent_at = time.perf_counter()
            if self.kind == "web":
                card = action.get("card", "")
                line = {"draw": "draw", "take": "take"}.get(action["do"]) or f"discard {card.lower()}"
                await mover.socket.send(json.dumps({"kind": "line", "id": mover.moves + 100, "text": line}))
            else:
                await mover.socket.send(json.dumps({"kind": "move", "id": mover.moves + 100, "seat": mover.number,
                                                    "answering": mover.moves, "action": action}))
            try:
                await asyncio.wait_for(table.done.wait(), TIMEOUT)
            except TimeoutError:
                if table.measured:
                    self.tally.timeouts += 1
                table.done.set()

    async def ping(self) -> None:
        """One connection at a table of its own asks `stopping` every 20 ms: its longest wait."""
        socket = await self.connect()
        await self.request(socket, kind="open", id=1, game="fivecrowns", players=2, bots="easy", guests=0, name="Pat",
                           seed=1, options=[])
        start, until = self.window
        number = 2
        await asyncio.sleep(max(0.0, start - time.monotonic()))
        while time.monotonic() < until:
            sent = time.perf_counter()
            await self.request(socket, kind="stopping", id=number)
            self.tally.pings.append((time.perf_counter() - sent) * 1000)
            number += 1
            await asyncio.sleep(max(0.0, PING_EVERY - (time.perf_counter() - sent)))
        await socket.close()


def load_process(pipe: Connection, url: str, kind: str, numbers: list[int], seats: int, pace: float,
                 role: str) -> None:
    """One load process: opens its tables, says it is ready, drives them in the window it is given,
    and sends back its `Tally`. `role`: "moving", "idle" (seated, never moving) or "ping"."""
    raise_file_limit()

    async def run() -> None:
        load = Load(url, kind, seats, pace, seed=numbers[0] if numbers else 0)
        tables: list[Table] = []
        opened = time.monotonic()
        if role != "ping":
            for number in numbers:
                try:
                    tables.append(await load.open_table(number, moving=role == "moving"))
                except Exception:
                    load.tally.open_errors += 1
        listeners = [asyncio.create_task(load.listen(table, seat)) for table in tables for seat in table.seats]
        pipe.send(("ready", time.monotonic() - opened))
        message, start, until = await asyncio.get_running_loop().run_in_executor(None, pipe.recv)
        assert message == "go"
        load.window = (start, until)
        if role == "moving":
            await asyncio.gather(*(load.drive(table) for table in tables))
        elif role == "ping":
            await load.ping()
        else:
            await asyncio.sleep(max(0.0, until - time.monotonic()))
        pipe.send(("done", load.tally.__dict__, resource.getrusage(resource.RUSAGE_SELF)))
        await asyncio.get_running_loop().run_in_executor(None, pipe.recv)  # closed once every process is done
        for task in listeners:
            task.cancel()
        for table in tables:
            for seat in table.seats:
                await seat.socket.close()

    sys.path.insert(0, str(SRC))
    asyncio.run(run())


# ---------------------------------------------------------------- the main process


def percentile(ordered: list[float], fraction: float) -> float:
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] if ordered else math.nan


def spread(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    figures = {"p50": percentile(ordered, 0.5), "p95": percentile(ordered, 0.95), "p99": percentile(ordered, 0.99),
               "max": ordered[-1] if ordered else math.nan}
    return {"n": len(ordered), **{name: round(value, 2) for name, value in figures.items()}}


def measure(kind: str, tables: int, seats: int, pace: float, duration: float, per_process: int, idle: int,
            ping: bool, gc_times: bool = False) -> dict[str, Any]:
    raise_file_limit()
    folder = Path(tempfile.mkdtemp(prefix="bench-server-"))
    gc_log = folder / "gc.json" if gc_times else None
    server, url = start_server(folder, gc_log)
    context = multiprocessing.get_context("spawn")
    processes: list[tuple[Any, Connection]] = []

    def spawn(numbers: list[int], role: str) -> None:
        mine, theirs = context.Pipe()
        process = context.Process(target=load_process, args=(theirs, url, kind, numbers, seats, pace, role), daemon=True)
        process.start()
        processes.append((process, mine))

    try:
        base_kib = rss_kib(server.pid)
        for first in range(0, tables, per_process):
            spawn(list(range(first, min(tables, first + per_process))), "moving")
        idle_tables = math.ceil(idle / seats)
        for first in range(0, idle_tables, per_process * 2):
            spawn(list(range(tables + first, tables + min(idle_tables, first + per_process * 2))), "idle")
        if ping:
            spawn([], "ping")
        began = time.monotonic()
        opening = [pipe.recv()[1] for _, pipe in processes]
        opened = time.monotonic() - began
        time.sleep(1.0)
        tables_kib = rss_kib(server.pid)
        warmup = pace
        start = time.monotonic() + 0.5 + warmup
        until = start + duration
        for _, pipe in processes:
            pipe.send(("go", start, until))
        time.sleep(max(0.0, start - time.monotonic()))
        cpu_before, measured_from = cpu_seconds(server.pid), time.monotonic()
        time.sleep(max(0.0, until - time.monotonic()))
        cpu_after, window = cpu_seconds(server.pid), time.monotonic() - measured_from
        peak_kib = rss_kib(server.pid)
        tallies, client_cpu = [], 0.0
        for _, pipe in processes:
            if pipe.poll(TIMEOUT + 30):
                _, tally, usage = pipe.recv()
                tallies.append(tally)
                client_cpu += usage.ru_utime + usage.ru_stime
        for _, pipe in processes:
            pipe.send("close")
        for process, _ in processes:
            process.join(30)
    finally:
        server.terminate()
        server.wait(30)
        collections = json.loads(gc_log.read_text())["collections"] if gc_log is not None and gc_log.exists() else None
        shutil.rmtree(folder, ignore_errors=True)
    total: dict[str, Any] = {}
    for tally in tallies:
        for name, value in tally.items():
            total[name] = total.get(name, 0 if isinstance(value, int) else []) + value
    moves = len(total.get("latencies", []))
    cpu = cpu_after - cpu_before
    report: dict[str, Any] = {
        "server": "shared-table", "kind": kind, "tables": tables, "seats": seats, "pace": pace, "duration": duration,
        "connections": tables * seats + idle_tables * seats + (1 if ping else 0), "load_processes": len(processes),
        "opened_s": round(opened, 2), "slowest_opening_s": round(max(opening), 2),
        "moves_sent": total.get("sent", 0), "moves_done": moves, "moves_per_s": round(moves / window, 1),
        "latency_ms": spread(total.get("latencies", [])),
        "cpu_s": round(cpu, 3), "cpu_ms_per_move": round(1000 * cpu / moves, 3) if moves else None,
        "cpu_share": round(cpu / window, 3),
        "rss_mib": {"empty": round(base_kib / 1024, 1), "seated": round(tables_kib / 1024, 1), "end": round(peak_kib / 1024, 1)},
        "timeouts": total.get("timeouts", 0), "refused": total.get("refused", 0), "not_taken": total.get("not_taken", 0),
        "lost": total.get("lost", 0), "skipped": total.get("skipped", 0), "open_errors": total.get("open_errors", 0),
        "client_cpu_s": round(client_cpu, 2), "processes_reported": len(tallies),
    }
    if kind == "web":
        report["table_latency_ms"] = spread(total.get("table_latencies", []))
    if collections is not None:  # those that began in the measured window, by generation
        inside = [(generation, wall * 1000, cpu * 1000) for began, generation, wall, cpu in collections if start <= began <= until]
        report["gc_ms"] = {str(generation): {"count": sum(1 for g, _, _ in inside if g == generation),
                                             "max": round(max((wall for g, wall, _ in inside if g == generation), default=0.0), 2),
                                             "max_cpu": round(max((cpu for g, _, cpu in inside if g == generation), default=0.0), 2),
                                             "total": round(sum(wall for g, wall, _ in inside if g == generation), 1)}
                           for generation in (0, 1, 2)}
        full = [(wall * 1000, cpu * 1000) for began, generation, wall, cpu in collections if generation == 2 and began < start]
        report["gc_full_before_window_max_ms"] = round(max((wall for wall, _ in full), default=0.0), 2)
        report["gc_full_before_window_max_cpu_ms"] = round(max((cpu for _, cpu in full), default=0.0), 2)
    if ping:
        pings = total.get("pings", [])
        report["ping_ms"] = spread(pings)
        report["pings_over_50ms"] = sum(1 for value in pings if value > 50)
    return report


def show(report: dict[str, Any]) -> None:
    def ms(figures: dict[str, float]) -> str:
        return (f"p50 {figures['p50']:.1f} ms, p95 {figures['p95']:.1f} ms, p99 {figures['p99']:.1f} ms, "
                f"max {figures['max']:.1f} ms (n={figures['n']})")

    what = {"raw": "a move sent -> every seat's update", "terminal": "a move sent -> every seat's update (and heard)",
            "web": "a line sent -> its said"}[report["kind"]]
    print(f"Server, {report['kind']} seats: {report['tables']} tables of {report['seats']}, a move every {report['pace']:g} s "
          f"a table, {report['connections']} connections, {report['load_processes']} load processes; opened in "
          f"{report['opened_s']:.1f} s")
    print(f"  {report['moves_done']} moves in {report['duration']:g} s ({report['moves_per_s']:.0f}/s); {what}: {ms(report['latency_ms'])}")
    if "table_latency_ms" in report:
        print(f"  a line sent -> every seat's said: {ms(report['table_latency_ms'])}")
    cpu = report["cpu_ms_per_move"]
    pinged = " (the ping's requests included)" if "ping_ms" in report else ""
    print(f"  server CPU: {report['cpu_s']:.2f} s ({100 * report['cpu_share']:.0f}% of a core), "
          f"{'-' if cpu is None else f'{cpu:.2f}'} ms a move{pinged}; RSS {report['rss_mib']['empty']} MiB empty, "
          f"{report['rss_mib']['seated']} MiB seated, {report['rss_mib']['end']} MiB at the end")
    print(f"  timeouts {report['timeouts']}, refused {report['refused']}, lines not taken {report['not_taken']}, "
          f"connections lost {report['lost']}, turns skipped (last move still under way) {report['skipped']}, "
          f"tables not opened {report['open_errors']}; load clients' CPU {report['client_cpu_s']:.1f} s")
    if "gc_ms" in report:
        print("  garbage collections in the window: " + "; ".join(
            f"generation {generation} {figures['count']} times, longest {figures['max']:.1f} ms ({figures['max_cpu']:.1f} ms CPU), "
            f"{figures['total']:.0f} ms in all" for generation, figures in report["gc_ms"].items())
            + f"; the longest full one while the tables were opened: {report['gc_full_before_window_max_ms']:.1f} ms "
            f"({report['gc_full_before_window_max_cpu_ms']:.1f} ms CPU)")
    if "ping_ms" in report:
        print(f"  ping (stopping every 20 ms): {ms(report['ping_ms'])}; over 50 ms: {report['pings_over_50ms']}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tables", type=int, default=250)
    parser.add_argument("--seats", type=int, default=4, help="people (connections) at each table")
    parser.add_argument("--pace", type=float, default=2.0, help="seconds between one table's moves")
    parser.add_argument("--duration", type=float, default=20.0, help="seconds measured (after one pace of warm-up)")
    parser.add_argument("--kind", choices=(*KINDS, "all"), default="all", help="what the seats are (all: each in turn)")
    parser.add_argument("--tables-per-process", type=int, default=50, help="tables driven by one load process")
    parser.add_argument("--idle", type=int, default=0, help="more connections, seated at tables that never move")
    parser.add_argument("--ping", action="store_true", help="measure the longest wait of a request every 20 ms")
    parser.add_argument("--gc", action="store_true", help="time the server's garbage collections (benchmarks/gc_probe)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON (one object per kind)")
    options = parser.parse_args()
    for kind in KINDS if options.kind == "all" else (options.kind,):
        report = measure(kind, options.tables, options.seats, options.pace, options.duration, options.tables_per_process,
                         options.idle, options.ping, options.gc)
        if options.json:
            print(json.dumps(report))
        else:
            show(report)
        sys.stdout.flush()


if __name__ == "__main__":
    main()
