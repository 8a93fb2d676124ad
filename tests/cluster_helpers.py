"""Several `serve --database` processes on the suite's real PostgreSQL, behind a real HAProxy
(tests/haproxy_server.py `Cluster`), and what the tests read of them: the game a table's code
has in the database, and which process hosts a table."""

from __future__ import annotations

import json
import time
import urllib.request
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import psycopg

from haproxy_server import Cluster, process_of, table_socket
from server_helpers import Device, Server
from shared_table.core.game import Game
from shared_table.games import find_game
from shared_table.table.setup import GameSetup
from shared_table.table.table import Table

LEASE_SECONDS = 3
"""The leases of the tests' processes: short, so that a process stopped (SIGSTOP) loses its tables
within the test's patience; a process killed loses them at once, whatever this is."""


def database_cluster(folder: Path, url: str, more: Sequence[str] = ()) -> Cluster:
    """Three processes on the database `url`, behind HAProxy."""
    options = ["--database", url, "--lease-seconds", str(LEASE_SECONDS), *more]
    return Cluster(folder, (options, options, options))


def saved_game(url: str, code: str) -> tuple[Game, Table, int]:
    """The last game of table `code` as the database has it, dealt again and replayed here, and its id."""
    with psycopg.connect(url) as db:
        row = db.execute("SELECT id, kind, setup FROM shared_table.games WHERE table_code = %s ORDER BY id DESC LIMIT 1",
                         (code,)).fetchone()
        assert row is not None, f"no game saved at table {code}"
        game_id, kind, setup = row
        numbers = [number for (number,) in db.execute("SELECT n FROM shared_table.actions WHERE game_id = %s ORDER BY n", (game_id,))]
        actions = [action for (action,) in db.execute("SELECT action FROM shared_table.actions WHERE game_id = %s ORDER BY n", (game_id,))]
    assert numbers == list(range(len(numbers))), f"moves 0 to {len(numbers) - 1}, each once, no gap: {numbers}"
    game = find_game(kind)
    table = Table(game, GameSetup.decode(setup))
    table.replay([game.codec.decode_action(json.loads(action)) for action in actions])
    return game, table, int(game_id)


def host_of(url: str, code: str) -> str:
    """The owner number of the process that holds table `code`'s lease (in force or not)."""
    with psycopg.connect(url) as db:
        row = db.execute("SELECT owner FROM shared_table.leases WHERE code = %s", (code,)).fetchone()
    assert row is not None, f"table {code} was never hosted"
    return str(row[0])


def routed_to(cluster: Cluster, code: str) -> str:
    """The process (serve1 ...) HAProxy sends table `code`'s connections to now."""
    connection = table_socket(cluster, f"/ws/{code}")
    try:
        return process_of(connection)
    finally:
        connection.close()


def wait_until(ready: Callable[[], bool], what: str, seconds: float = 60.0) -> None:
    """Wait for a condition (the deadline only catches a broken build)."""
    deadline = time.monotonic() + seconds
    while not ready():
        assert time.monotonic() < deadline, f"{what}: not within {seconds} s"
        time.sleep(0.02)


def seated_pair(cluster: Cluster, **fields: object) -> tuple[Device, Device, str]:
    """Ann opens a table through the balancer (a socket without a code: any process), Bob joins
    it at its code's socket; both have their sessions."""
    ann = Device(cluster)  # type: ignore[arg-type]
    code = ann.open(guests=1, players=2, **fields)
    bob = Device(cluster, code=code)  # type: ignore[arg-type]
    bob.join(code)
    for device in (ann, bob):
        device.wait_for(lambda device=device: device.session is not None, seconds=60)  # type: ignore[misc]
    return ann, bob, code


def open_tables(cluster: Cluster, count: int, seed: int = 1, **fields: object) -> list[tuple[Device, Device, str]]:
    """`count` tables of two people each (Ann opens through the balancer, Bob joins at the code),
    dealt from seeds `seed`, `seed` + 1 ...: each person's device with its session. Opened ten at
    a time, as people do."""

    def one(number: int) -> tuple[Device, Device, str]:
        ann = Device(cluster)  # type: ignore[arg-type]
        code = ann.open(guests=1, players=2, seed=seed + number, **fields)
        bob = Device(cluster, code=code)  # type: ignore[arg-type]
        bob.join(code)
        for device in (ann, bob):
            device.wait_for(lambda device=device: device.session is not None, seconds=60)  # type: ignore[misc]
        return ann, bob, code

    with ThreadPoolExecutor(10) as opening:
        return list(opening.map(one, range(count)))


def at_every_table(pairs: Sequence[tuple[Device, Device, str]], work: Callable[[Device, Device, str], None]) -> None:
    """`work` at each table, ten tables at a time (each table's devices used by one thread)."""
    with ThreadPoolExecutor(10) as playing:
        list(playing.map(lambda pair: work(*pair), pairs))


def play_moves(devices: Sequence[Device], moves: int) -> None:
    """Play `moves` moves at one table (fewer if it ends): whoever's turn it is, each move waited
    for by every device of the table."""
    for _ in range(moves):
        deadline = time.monotonic() + 60
        while True:
            for device in devices:
                device.pump()
            if any(device.session is not None and device.session.is_over for device in devices):
                return
            movers = [device for device in devices if device.my_turn()]
            if movers:
                break
            assert time.monotonic() < deadline, "nobody's turn: the table does not answer"
            time.sleep(0.002)
        movers[0].move()
        done = movers[0].link.moves
        for device in devices:
            device.wait_for(lambda device=device, done=done: device.link.moves >= done, seconds=120)  # type: ignore[misc]


def open_tables_at(server: Server) -> int:
    """How many tables `server` (one process, asked directly) has open, by its /metrics."""
    with urllib.request.urlopen(f"{server.url}/metrics", timeout=30) as answer:
        text = answer.read().decode()
    for line in text.splitlines():
        if line.startswith("shared_table_open_tables "):
            return int(float(line.split()[1]))
    raise AssertionError("no shared_table_open_tables in /metrics")
