"""One address cannot starve the others (issue 39, item 3): each address's requests are held
once past its share of requests and of worker CPU while someone else uses the server, and it
holds at most a few worker threads. Counted, with injected clocks; the server test uses real
sockets from two loopback addresses (127.0.0.1 and 127.0.0.2)."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anyio
import pytest
from starlette.applications import Starlette
from starlette.routing import WebSocketRoute
from websockets.sync.client import ClientConnection, connect

from server_helpers import AppInThread
from shared_table.net.fairness import SWEEP_EVERY, Fairness
from shared_table.net.pipeline import Pipeline
from shared_table.net.tables import Tables
from shared_table.saves.store import SaveStore
from shared_table.table.host import Host


class FakeTime:
    """A clock that moves only when told, and a sleep that waits until the clock has passed its end."""

    def __init__(self) -> None:
        self.now = 0.0
        self.sleeping: list[float] = []  # how long each sleep asked for
        self.moved = asyncio.Event()

    def clock(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.sleeping.append(seconds)
        until = self.now + seconds
        while self.now < until:
            self.moved.clear()
            await self.moved.wait()

    def advance(self, seconds: float) -> None:
        self.now += seconds
        self.moved.set()


async def held_soon(fair: Fairness, address: str) -> None:
    """Let the other tasks run until `address` has a request held; failed if it never does."""
    for _ in range(1000):
        if fair.held(address):
            return
        await asyncio.sleep(0)
    raise AssertionError(f"no request of {address} was held")


def test_an_address_past_its_cpu_share_is_held_until_it_grows_back_while_another_is_answered_first() -> None:
    fake = FakeTime()
    fair = Fairness(cpu_share=0.1, cpu_burst=0.5, clock=fake.clock, sleep=fake.sleep)
    order: list[str] = []

    async def asks(address: str) -> None:
        await fair.turn(address)
        order.append(address)

    async def main() -> None:
        await asks("1.1.1.1")  # both have been seen: the server is shared
        await asks("2.2.2.2")
        order.clear()
        fair.charge("1.1.1.1", 0.8)  # 0.5 in hand, 0.3 owed: 3 s at 0.1 a second
        held = asyncio.create_task(asks("1.1.1.1"))
        await held_soon(fair, "1.1.1.1")
        await asks("2.2.2.2")  # another address: answered at once
        assert order == ["2.2.2.2"]
        assert fake.sleeping == [pytest.approx(3.0)]
        fake.advance(2.9)
        for _ in range(10):
            await asyncio.sleep(0)
        assert order == ["2.2.2.2"] and fair.held("1.1.1.1") == 1  # not yet grown back
        fake.advance(0.2)
        await held
        assert order == ["2.2.2.2", "1.1.1.1"]

    asyncio.run(main())


def test_an_address_past_its_requests_a_second_waits_its_turn_and_is_not_refused() -> None:
    fake = FakeTime()
    fair = Fairness(lines_per_second=10, lines_burst=5, clock=fake.clock, sleep=fake.sleep)

    async def main() -> None:
        await fair.turn("2.2.2.2")
        for _ in range(5):  # its burst: at once
            await fair.turn("1.1.1.1")
        assert fake.sleeping == []
        sixth = asyncio.create_task(fair.turn("1.1.1.1"))
        await held_soon(fair, "1.1.1.1")
        assert fake.sleeping == [pytest.approx(0.1)]  # one request's worth at 10 a second
        fake.advance(0.1)
        await sixth
        assert fair.held("1.1.1.1") == 0

    asyncio.run(main())


def test_an_address_alone_on_the_server_is_never_held_however_much_it_asks() -> None:
    fake = FakeTime()
    fair = Fairness(cpu_share=0.1, cpu_burst=0.5, lines_per_second=1, lines_burst=1, clock=fake.clock, sleep=fake.sleep)

    async def main() -> None:
        for _ in range(100):
            await fair.turn("1.1.1.1")
            fair.charge("1.1.1.1", 1.0)
        assert fake.sleeping == []
        fake.advance(60)  # another comes, long after: what the first owes is bounded by its burst
        await fair.turn("2.2.2.2")
        fair.charge("1.1.1.1", 100.0)
        task = asyncio.create_task(fair.turn("1.1.1.1"))
        await held_soon(fair, "1.1.1.1")
        assert fake.sleeping == [pytest.approx(5.0)]  # it owes its burst at most: 0.5 s, at 0.1 a second
        fake.advance(5)
        await task

    asyncio.run(main())


def test_each_address_holds_at_most_its_workers_and_another_always_finds_one() -> None:
    fair = Fairness(workers=2)
    lock = threading.Lock()
    running = {"now": 0, "most": 0}
    release = threading.Event()

    def blocking() -> None:
        with lock:
            running["now"] += 1
            running["most"] = max(running["most"], running["now"])
        release.wait(30)
        with lock:
            running["now"] -= 1

    async def main() -> None:
        await fair.turn("2.2.2.2")  # the server is shared
        await fair.turn("1.1.1.1")
        tasks = [asyncio.create_task(fair.run("1.1.1.1", blocking)) for _ in range(6)]
        for _ in range(30_000):  # until two threads have started (30 s at most); the assertions are counts
            if running["now"] >= 2:
                break
            await anyio.sleep(0.001)
        assert fair.budgets["1.1.1.1"].limiter.statistics().tasks_waiting == 4
        assert await fair.run("2.2.2.2", lambda: "answered") == "answered"  # while 1.1.1.1's are all blocked
        release.set()
        await asyncio.gather(*tasks)
        assert running["most"] == 2

    asyncio.run(main())


def test_an_address_alone_on_the_server_runs_its_requests_side_by_side() -> None:
    fair = Fairness(workers=1)
    both = threading.Barrier(2, timeout=30)  # broken, and the test failed, unless both run at once

    async def main() -> None:
        await fair.turn("1.1.1.1")
        await asyncio.gather(fair.run("1.1.1.1", both.wait), fair.run("1.1.1.1", both.wait))

    asyncio.run(main())


def test_a_request_s_worker_cpu_time_is_charged_to_its_address() -> None:
    fair = Fairness(cpu_burst=1.0, cpu_share=0.001, clock=lambda: 0.0)

    def burns() -> None:
        start = time.thread_time()
        while time.thread_time() - start < 0.05:
            pass

    asyncio.run(fair.run("1.1.1.1", burns))
    assert fair.budgets["1.1.1.1"].cpu <= 0.95
    assert fair.budgets.get("2.2.2.2") is None


def test_addresses_that_owe_nothing_are_forgotten() -> None:
    fake = FakeTime()
    fair = Fairness(clock=fake.clock, sleep=fake.sleep)

    async def main() -> None:
        for number in range(SWEEP_EVERY - 1):
            await fair.turn(f"10.0.{number // 256}.{number % 256}")
        fake.advance(60)
        await fair.turn("1.1.1.1")
        assert len(fair.budgets) <= 1

    asyncio.run(main())


# ---------------------------------------------------------------- through the server, on real sockets


class TwoAddresses(AppInThread):
    """The pipeline in this process, on 127.0.0.1, its budget's clock and sleep in the test's hands."""

    def __init__(self, folder: Path) -> None:
        store = SaveStore(folder / "games.sqlite3")
        self.gate = threading.Event()
        self.slept: list[float] = []

        self.now = 0.0  # the budget's clock: moves only when the test lets a sleep end

        async def gated(seconds: float) -> None:
            self.slept.append(seconds)
            await anyio.to_thread.run_sync(self.gate.wait, 30)
            self.now += seconds

        self.fairness = Fairness(cpu_share=0.01, clock=lambda: self.now, sleep=gated)
        pipeline = Pipeline(Tables(store, Host()), fairness=self.fairness)
        super().__init__(Starlette(routes=[WebSocketRoute("/ws", pipeline.serve)]), store, lifespan="off")

    def connect(self, address: str) -> ClientConnection:
        return connect(f"ws://127.0.0.1:{self.port}/ws", source_address=(address, 0))

    def close(self) -> None:
        self.gate.set()
        super().close()


@pytest.fixture
def two_addresses(tmp_path: Path) -> Iterator[TwoAddresses]:
    server = TwoAddresses(tmp_path)
    yield server
    server.close()


def ask(connection: ClientConnection, request_id: int, kind: str, **fields: Any) -> dict[str, Any]:
    connection.send(json.dumps({"kind": kind, "id": request_id, **fields}))
    return answer(connection, request_id)


def answer(connection: ClientConnection, request_id: int) -> dict[str, Any]:
    while True:
        value: dict[str, Any] = json.loads(connection.recv(timeout=20))
        if value.get("id") == request_id and value["kind"] in ("seated", "done", "refused"):
            return value


OPEN = {"game": "", "players": 2, "bots": "easy", "guests": 0, "seed": 5, "options": []}


def test_through_the_server_an_address_past_its_share_waits_while_another_address_is_answered(
        two_addresses: TwoAddresses) -> None:
    with two_addresses.connect("127.0.0.1") as ann, two_addresses.connect("127.0.0.2") as bob:
        assert ask(ann, 1, "open", name="Ann", **OPEN)["kind"] == "seated"
        assert ask(bob, 1, "open", name="Bob", **OPEN)["kind"] == "seated"
        two_addresses.fairness.charge("127.0.0.1", 10.0)  # far past its share of the workers
        ann.send(json.dumps({"kind": "stopping", "id": 2}))
        assert ask(bob, 2, "stopping")["kind"] == "done"  # the other address is answered
        assert ask(bob, 3, "stopping")["kind"] == "done"
        assert two_addresses.fairness.held("127.0.0.1") == 1  # Ann's request waits its turn
        assert two_addresses.slept and two_addresses.slept[0] > 10
        two_addresses.gate.set()  # her budget has grown back
        assert answer(ann, 2)["kind"] == "done"  # delayed, not dropped
