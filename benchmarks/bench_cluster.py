"""Cluster load benchmark (issue 40, item 10): `python benchmarks/bench_cluster.py`.

What runs, all on 127.0.0.1: a PostgreSQL 15 of its own (deploy/postgres_run.py, a temporary folder,
a unix socket; PostgreSQL's defaults as a host has them: fsync, synchronous_commit and
full_page_writes on), three `shared-table serve --database URL --seeds-for-tests --behind-proxy
127.0.0.1` processes (unbounded joins and connections an address: every load client is
127.0.0.1), and Debian's HAProxy with the shipped deploy/haproxy.cfg (deploy/haproxy_run.py).

The load, in processes of its own (one per `--tables-per-process` tables): TABLES tables of four
people, every seat its own WebSocket through HAProxy, as the real clients do: the opener `open`s at
/ws (any process), the guests `join` at /ws/CODE (the process the code hashes to, which takes the
table over: the opener is told `moved` and comes back at /ws/CODE with its token). Each table makes
a random legal move every PACE seconds (bench_server.py's pacing and raw protocol). A seat whose
connection ends comes back by itself as net/client.py's `_reconnect` does: at once after `moved`,
else after a back-off of a quarter second doubling; `join` with its token and `since` (generation,
moves told), and the move waiting for its answer sent again (its `answering` makes it applied once).

Measured over a steady window of `--duration` seconds: from a move sent to every seat of its table
updated (p50/p95/p99/max), moves a second, CPU seconds a move of each serve process, of HAProxy and
of PostgreSQL (the postmaster and its children: utime+stime from /proc, and what exited children
left), timeouts, refusals, lost connections. Then the failover: the process hosting the most tables
is killed (SIGKILL); each of its tables at once asks for a move, and the time from the kill to that
move (or the one under way) being delivered to every seat, all of them having come back, is its
failover time (p50/p95/max). At the end the database is read: each table's saved moves are numbered
0 to n-1; none of the moves told to every seat is missing (n at least the moves the load saw made),
none is there twice (n at most the moves it sent); and every seat was told all n.
Figures, not pass/fail: the load client runs on the same cores as everything else.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import itertools
import json
import math
import multiprocessing
import os
import random
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "deploy"))  # deploy/ is no package
import haproxy_run
import postgres_run

from bench_server import ACTION_NAMES, SRC, TIMEOUT, cpu_seconds, raise_file_limit, rss_kib, spread

SEATS = 4
PROCESS_HEADER = "X-Shared-Table-Process"  # which process HAProxy sent a connection to (deploy/haproxy.cfg)
BACK_OFF = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0)  # net/client.py's
RECONNECT_SECONDS = 120.0
JOIN_TRIES = 3
JOIN_AGAIN_SECONDS = 2.0
SETTINGS = {"max_connections": "100"}
"""PostgreSQL as Debian's package and a host have it (fsync, synchronous_commit, full_page_writes
on; shared_buffers 128MB); three pools of serve's fit in 100 connections."""
DATABASE = "bench"


# ---------------------------------------------------------------- the cluster, seen from outside


def postgres_cpu_seconds(data: Path) -> float:
    """CPU of PostgreSQL: its postmaster, every child alive (the sessions, the writers), and what
    children that exited left in the postmaster's cutime and cstime."""
    postmaster = int((data / "postmaster.pid").read_text().split()[0])
    ticks = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            text = (entry / "stat").read_text()
        except OSError:
            continue  # gone meanwhile
        fields = text[text.rindex(")") + 2:].split()
        pid, parent = int(entry.name), int(fields[1])
        if pid == postmaster:
            total += sum(int(value) for value in fields[11:15]) / ticks  # utime stime cutime cstime
        elif parent == postmaster:
            total += (int(fields[11]) + int(fields[12])) / ticks
    return total


def machine_busy() -> tuple[float, float]:
    """Seconds of every core busy and in all, since boot (/proc/stat): what else ran shows there."""
    fields = [int(value) for value in Path("/proc/stat").read_text().splitlines()[0].split()[1:]]
    idle = fields[3] + fields[4]  # idle and iowait
    ticks = os.sysconf("SC_CLK_TCK")
    return (sum(fields) - idle) / ticks, sum(fields) / ticks


def start_serve(folder: Path, database: str) -> tuple[subprocess.Popen[str], int]:
    """One `serve` on the database, on a free port of its choosing: it and its port."""
    env = {**os.environ, "PYTHONPATH": str(SRC),
           **{f"XDG_{name.upper()}_HOME": str(folder / name) for name in ("data", "state", "config")}}
    command = [sys.executable, "-m", "shared_table", "serve", "--host", "127.0.0.1", "--port", "0", "--database", database,
               "--seeds-for-tests", "--behind-proxy", "127.0.0.1", "--joins-per-minute", "1000000",
               "--connections-per-address", "1000000"]
    server = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env)
    assert server.stdout is not None
    first = server.stdout.readline()
    if not first:
        server.wait(30)
        raise SystemExit(f"serve did not start ({server.returncode})")
    return server, int(first.split()[-1].rstrip("/").rsplit(":", 1)[1])


def stop_serve(server: subprocess.Popen[str]) -> None:
    if server.poll() is None:
        server.terminate()
        try:
            server.wait(40)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait(10)


# ---------------------------------------------------------------- one load process


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


# ---------------------------------------------------------------- the main process


def saved_moves(database: str, codes: list[str]) -> dict[str, tuple[int, bool]]:
    """Each table's last game as the database has it: how many moves, and whether they are
    numbered 0 to n-1 (each once: the primary key; no gap)."""
    import psycopg

    query = ("SELECT g.table_code, count(a.n), coalesce(min(a.n), 0), coalesce(max(a.n), -1)"
             " FROM shared_table.games g LEFT JOIN shared_table.actions a ON a.game_id = g.id"
             " WHERE g.id IN (SELECT max(id) FROM shared_table.games WHERE table_code = ANY(%s) GROUP BY table_code)"
             " GROUP BY g.table_code")
    with psycopg.connect(database) as db:
        rows = db.execute(query, (codes,)).fetchall()
    return {code: (count, lowest == 0 and highest == count - 1) for code, count, lowest, highest in rows}


def database_counts(database: str) -> dict[str, float]:
    """What PostgreSQL counts of the database (commits, rows written, WAL bytes) and its sessions now."""
    import psycopg

    with psycopg.connect(database, autocommit=True) as db:
        row = db.execute("SELECT xact_commit, tup_inserted + tup_updated + tup_deleted, pg_current_wal_lsn() - '0/0'::pg_lsn,"
                         " (SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'client backend')"
                         " FROM pg_stat_database WHERE datname = current_database()").fetchone()
    assert row is not None
    return {"commits": float(row[0]), "rows": float(row[1]), "wal_bytes": float(row[2]), "sessions": float(row[3]) - 1}


@dataclass
class Cluster:
    folder: Path
    postgres: postgres_run.PostgresServer
    database: str
    serves: dict[str, subprocess.Popen[str]]
    haproxy: haproxy_run.Haproxy

    @property
    def pg_data(self) -> Path:
        return self.postgres.folder / "data"

    def cpu(self) -> dict[str, float]:
        figures = {name: cpu_seconds(serve.pid) for name, serve in self.serves.items() if serve.poll() is None}
        return {**figures, "haproxy": cpu_seconds(self.haproxy.process.pid), "postgres": postgres_cpu_seconds(self.pg_data)}


def start_cluster() -> Cluster:
    folder = Path(tempfile.mkdtemp(prefix="st-bc-"))  # short: unix sockets' paths have at most 107 bytes
    (folder / "ha").mkdir()
    postgres_folder = Path(tempfile.mkdtemp(prefix="st-bc-pg-"))  # the postgres user's own, as root
    try:
        postgres = postgres_run.start(postgres_folder, SETTINGS)
    except BaseException:
        shutil.rmtree(postgres_folder, ignore_errors=True)
        shutil.rmtree(folder, ignore_errors=True)
        raise
    serves: dict[str, subprocess.Popen[str]] = {}
    try:
        import psycopg

        with psycopg.connect(postgres.url(), autocommit=True) as admin:
            admin.execute(f'CREATE DATABASE "{DATABASE}"')
        database = postgres.url(DATABASE)
        ports = []
        for name in haproxy_run.NAMES:  # one after another: the first makes the schema
            serves[name], port = start_serve(folder / name, database)
            ports.append(port)
        haproxy = haproxy_run.start(folder / "ha", ports)
        haproxy_run.wait_for_states(haproxy, {name: "UP" for name in haproxy_run.NAMES})
    except BaseException:
        for serve in serves.values():
            serve.kill()
        postgres_run.stop(postgres, "immediate")
        shutil.rmtree(postgres.folder, ignore_errors=True)
        shutil.rmtree(folder, ignore_errors=True)
        raise
    return Cluster(folder, postgres, database, serves, haproxy)


def stop_cluster(cluster: Cluster) -> None:
    haproxy_run.stop(cluster.haproxy)
    for serve in cluster.serves.values():
        serve.send_signal(signal.SIGTERM) if serve.poll() is None else None
    for serve in cluster.serves.values():
        stop_serve(serve)
    postgres_run.stop(cluster.postgres, "immediate")
    shutil.rmtree(cluster.postgres.folder, ignore_errors=True)
    shutil.rmtree(cluster.folder, ignore_errors=True)


def measure(tables: int, pace: float, duration: float, failover_seconds: float, per_process: int,
            opening_at_once: int) -> dict[str, Any]:
    raise_file_limit()  # HAProxy and the serve processes inherit it: two sockets a seat through HAProxy
    cluster = start_cluster()
    url = cluster.haproxy.url.replace("http://", "ws://")
    context = multiprocessing.get_context("spawn")
    processes: list[tuple[Any, Connection]] = []
    try:
        for first in range(0, tables, per_process):
            mine, theirs = context.Pipe()
            numbers = list(range(first, min(tables, first + per_process)))
            process = context.Process(target=load_process, args=(theirs, url, numbers, pace, opening_at_once), daemon=True)
            process.start()
            processes.append((process, mine))
        began = time.monotonic()
        hosts: Counter[str] = Counter()
        for _, pipe in processes:
            _, _, counted = pipe.recv()
            hosts.update(counted)
        opened = time.monotonic() - began
        rss_seated = {name: rss_kib(serve.pid) // 1024 for name, serve in cluster.serves.items()}
        start = time.monotonic() + 0.5 + pace  # one pace of warm-up
        until = start + duration
        killed_at = until + 0.5
        end = killed_at + failover_seconds
        for _, pipe in processes:
            pipe.send(("go", start, until, end, killed_at))
        time.sleep(max(0.0, start - time.monotonic()))
        counts_before = database_counts(cluster.database)
        before, measured_from, busy_before, load_before = cluster.cpu(), time.monotonic(), machine_busy(), os.getloadavg()[0]
        time.sleep(max(0.0, until - time.monotonic()))
        after, window, busy_after, load_after = cluster.cpu(), time.monotonic() - measured_from, machine_busy(), os.getloadavg()[0]
        counts_after = database_counts(cluster.database)  # PostgreSQL's counts lag by up to a second: over 20 s, near enough
        victim = max(hosts, key=lambda name: hosts[name])
        time.sleep(max(0.0, killed_at - time.monotonic()))
        killed_at = time.monotonic()
        at_kill = cluster.cpu()
        cluster.serves[victim].kill()
        cluster.serves[victim].wait(10)
        for _, pipe in processes:
            pipe.send(("killed", victim, killed_at))
        samples = []  # the CPU of what is left, every quarter second while the killed process's tables come back
        while time.monotonic() < end:
            time.sleep(0.25)
            samples.append((time.monotonic() - killed_at, cluster.cpu()))
        tallies, client_cpu = [], 0.0
        for _, pipe in processes:
            if pipe.poll(end + 90 - time.monotonic()):
                _, tally, usage = pipe.recv()
                tallies.append(tally)
                client_cpu += usage.ru_utime + usage.ru_stime
        codes = [code for tally in tallies for code in tally["tables"]]
        saved = saved_moves(cluster.database, codes)
        for _, pipe in processes:
            pipe.send("close")
        for process, _ in processes:
            process.join(30)
    finally:
        stop_cluster(cluster)
    total: dict[str, Any] = {}
    for tally in tallies:
        for name, value in tally.items():
            if name == "tables":
                total.setdefault(name, {}).update(value)
            elif isinstance(value, dict):
                total[name] = Counter(total.get(name, {})) + Counter(value)
            else:
                total[name] = total.get(name, 0 if isinstance(value, int) else []) + value
    moves = len(total.get("latencies", []))
    cpu = {name: after[name] - before[name] for name in before}
    told = total.get("tables", {})
    by_host = total.get("moves_by_host", {})
    checks = {  # each a list of table codes
        "not_numbered_0_to_n": [code for code in told if code not in saved or not saved[code][1]],
        "lost": [code for code, (_, made, *_) in told.items() if saved.get(code, (0, True))[0] < made],
        "twice": [code for code, (sent, *_) in told.items() if saved.get(code, (0, True))[0] > sent],
        "seat_not_told_all": [code for code, (_, _, *seats) in told.items() if any(count < saved.get(code, (0, True))[0]
                                                                                   for count in seats)],
    }
    failover = total.get("failover", [])
    back = max(failover, default=0.0)
    upto = next(((seconds, figures) for seconds, figures in samples if seconds >= back), samples[-1] if samples else (0.0, at_kill))
    failover_cpu = {name: round((upto[1][name] - at_kill[name]) / upto[0], 2) if upto[0] else None
                    for name in upto[1] if name in at_kill}
    return {
        "tables": tables, "seats": tables * SEATS, "pace": pace, "duration": duration, "load_processes": len(processes),
        "postgres": "PostgreSQL 15, fsync on, synchronous_commit on, full_page_writes on, shared_buffers 128MB",
        "opened_s": round(opened, 1), "hosted": dict(sorted(hosts.items())),
        "moves_sent": total.get("sent", 0), "moves_done": moves, "moves_per_s": round(moves / window, 1),
        "latency_ms": spread(total.get("latencies", [])),
        "cpu_ms_per_move": {name: round(1000 * seconds / moves, 3) if moves else None for name, seconds in cpu.items()},
        "cpu_ms_per_move_hosted": {name: round(1000 * cpu[name] / by_host[name], 3) if by_host.get(name) else None
                                   for name in cluster.serves},
        "moves_by_host": dict(sorted(by_host.items())),
        "cpu_share": {name: round(seconds / window, 3) for name, seconds in cpu.items()},
        "rss_mib_seated": rss_seated,
        "database_per_move": {name: round((counts_after[name] - counts_before[name]) / moves, 2) if moves else None
                              for name in ("commits", "rows", "wal_bytes")},
        "database_sessions": int(counts_after["sessions"]),
        "machine_busy_cores": round((busy_after[0] - busy_before[0]) / window, 2), "cores": os.cpu_count(),
        "load_average": [round(load_before, 2), round(load_after, 2)],
        "timeouts": total.get("timeouts", 0), "refused": total.get("refused", 0), "lost": total.get("lost", 0),
        "skipped": total.get("skipped", 0), "open_errors": total.get("open_errors", 0),
        "join_retries": total.get("join_retries", 0),
        "moved": total.get("moved", 0), "rejoin_refused": total.get("rejoin_refused", 0), "gave_up": total.get("gave_up", 0),
        "killed": victim, "killed_tables": len(total.get("failover", [])) + total.get("not_recovered", 0),
        "failover_s": spread(total.get("failover", [])), "reconnected_s": spread(total.get("reconnected", [])),
        "not_recovered": total.get("not_recovered", 0),
        "failover_cpu_share": failover_cpu, "failover_cpu_seconds": round(upto[0], 2),
        "dropped_by_kill": total.get("dropped_after_kill", 0), "lost_opening": total.get("lost_opening", 0),
        "tables_checked": len(told), "database_check": {name: codes[:10] for name, codes in checks.items()},
        "database_check_counts": {name: len(codes) for name, codes in checks.items()},
        "moves_saved": sum(count for count, _ in saved.values()),
        "client_cpu_s": round(client_cpu, 1), "processes_reported": len(tallies),
    }


def show(report: dict[str, Any]) -> None:
    latency, failover = report["latency_ms"], report["failover_s"]
    print(f"Cluster: three serve processes on one PostgreSQL behind HAProxy; {report['tables']} tables of {SEATS} "
          f"({report['seats']} WebSockets through HAProxy), a move every {report['pace']:g} s a table, "
          f"{report['load_processes']} load processes; opened in {report['opened_s']:.1f} s; tables hosted {report['hosted']}")
    print(f"  {report['postgres']}")
    print(f"  in the window the machine's {report['cores']} cores were busy {report['machine_busy_cores']:.2f} on average "
          f"(everything: the cluster, the load clients and anything else running); load average "
          f"{report['load_average'][0]:.1f} at its start, {report['load_average'][1]:.1f} at its end")
    print(f"  {report['moves_done']} moves in {report['duration']:g} s ({report['moves_per_s']:.0f}/s); a move sent -> every "
          f"seat's update: p50 {latency['p50']:.1f} ms, p95 {latency['p95']:.1f} ms, p99 {latency['p99']:.1f} ms, "
          f"max {latency['max']:.1f} ms")
    per_move, hosted = report["cpu_ms_per_move"], report["cpu_ms_per_move_hosted"]
    serves = [name for name in hosted if per_move.get(name) is not None]
    print("  CPU a move of the cluster's: " + ", ".join(
        f"{name} {per_move[name]:.2f} ms ({100 * report['cpu_share'][name]:.0f}% of a core)" for name in (*serves, "haproxy", "postgres")))
    print("  each serve process, a move of the tables it hosts: " + ", ".join(
        f"{name} {hosted[name]:.2f} ms ({report['moves_by_host'].get(name, 0)} moves)" for name in serves)
          + f"; RSS seated {report['rss_mib_seated']} MiB")
    database = report["database_per_move"]
    if database["commits"] is not None:
        print(f"  PostgreSQL a move: {database['commits']:.2f} commits, {database['rows']:.1f} rows written, "
              f"{database['wal_bytes']:.0f} bytes of WAL; {report['database_sessions']} sessions of the serve processes")
    print(f"  timeouts {report['timeouts']}, refused {report['refused']}, connections lost {report['lost']} (while opening "
          f"{report['lost_opening']}), turns skipped {report['skipped']}, tables not opened {report['open_errors']} "
          f"(guests' joins tried again {report['join_retries']}); "
          f"load clients' CPU {report['client_cpu_s']:.1f} s")
    print(f"  failover: SIGKILL {report['killed']} ({report['killed_tables']} tables, {report['dropped_by_kill']} connections "
          f"dropped): kill -> a move told to every seat, all back: p50 {failover['p50']:.2f} s, p95 {failover['p95']:.2f} s, "
          f"max {failover['max']:.2f} s; not recovered {report['not_recovered']}; joins back refused "
          f"{report['rejoin_refused']}, gave up {report['gave_up']}; `moved` told {report['moved']} times")
    again = report["reconnected_s"]
    print(f"  kill -> the table's last seat connected again (HAProxy to a live process): p50 {again['p50']:.2f} s, "
          f"p95 {again['p95']:.2f} s, max {again['max']:.2f} s")
    print(f"  CPU share in the {report['failover_cpu_seconds']:.2f} s after the kill: "
          + ", ".join(f"{name} {100 * share:.0f}%" for name, share in report["failover_cpu_share"].items() if share is not None))
    counts = report["database_check_counts"]
    print(f"  database: {report['tables_checked']} tables, {report['moves_saved']} moves saved; tables whose moves are not "
          f"numbered 0..n-1: {counts['not_numbered_0_to_n']}; with a move every seat was told missing: {counts['lost']}; "
          f"with more moves than the load sent (one made twice): {counts['twice']}; with a seat not told every move "
          f"saved (not back): {counts['seat_not_told_all']}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tables", type=int, default=750)
    parser.add_argument("--pace", type=float, default=2.0, help="seconds between one table's moves")
    parser.add_argument("--duration", type=float, default=20.0, help="seconds measured (after one pace of warm-up)")
    parser.add_argument("--failover-seconds", type=float, default=10.0, help="seconds played on after the kill")
    parser.add_argument("--tables-per-process", type=int, default=50, help="tables driven by one load process")
    parser.add_argument("--opening-at-once", type=int, default=5, help="tables one load process opens at a time")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    options = parser.parse_args()
    if not postgres_run.present() or not haproxy_run.HAPROXY.exists():
        raise SystemExit("bench_cluster.py needs PostgreSQL 15 and HAProxy: apt-get install postgresql haproxy")
    report = measure(options.tables, options.pace, options.duration, options.failover_seconds, options.tables_per_process,
                     options.opening_at_once)
    print(json.dumps(report) if options.json else "", end="\n" if options.json else "")
    if not options.json:
        show(report)


if __name__ == "__main__":
    main()
