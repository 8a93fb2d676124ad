"""Every address its share of the server, so that one cannot starve every other table.

One process answers every table, and Python runs one thread's code at a time: an address that
sends heavy requests from many connections (20 web-page seats asking for hints, or moving at
tables of 13 computer players) would otherwise take the whole core, and another table's move
would wait seconds for it. So each address (as the server sees it: a NAT's people share one) has:

- a budget of requests, `LINES_PER_SECOND` a second with `LINES_BURST` in hand, and a budget of
  worker-thread CPU, `CPU_SHARE` of a second every second with `CPU_BURST` in hand. Each request's
  handler is timed by its thread's own CPU clock (`time.thread_time`), computer players' turns that
  it set off included, and charged to its address. An address past either budget has its next
  request held, not dropped, until the budget has grown back: its connection is not read in the
  meantime (the WebSocket layer holds what comes after), and every other address goes first.
  That holds only while someone else uses the server (another address asked something in the
  last `ACTIVE_SECONDS`): alone on it, an address (a club whose people share one address) takes
  what it needs. The debt an address can run up is bounded (`-burst`), so it is never held for
  long once others come;
- at most `WORKERS_PER_ADDRESS` worker threads at once while the server is shared (an anyio
  `CapacityLimiter`), so that the thread pool always has workers for everyone else, and one
  address's threads are few among those waiting for Python's lock.

docs/scaling.md has the figures that chose these numbers.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TypeVar

import anyio
import anyio.to_thread

T = TypeVar("T")

CPU_SHARE = 0.1  # seconds of worker CPU an address earns each second, when others are served too
CPU_BURST = 1.0  # the most it keeps in hand (a computer players' round at 13 hard seats is 0.1 s)
LINES_PER_SECOND = 10.0  # requests an address earns each second: a person types a line or two
LINES_BURST = 40.0
WORKERS_PER_ADDRESS = 1
ACTIVE_SECONDS = 30.0  # another address asked something this recently: the server is shared
SWEEP_EVERY = 1024  # turns between forgetting addresses that owe nothing and hold nothing


@dataclass
class Budget:
    """What one address has in hand, as of `at`; negative is owed."""

    cpu: float
    lines: float
    at: float
    limiter: anyio.CapacityLimiter
    busy: int = 0  # requests admitted or waiting, not yet done
    held: int = 0  # requests waiting for the budget to grow back


class Fairness:
    """The budgets of every address the server is answering. All but `run`'s worker run on the event loop."""

    def __init__(self, cpu_share: float = CPU_SHARE, cpu_burst: float = CPU_BURST,
                 lines_per_second: float = LINES_PER_SECOND, lines_burst: float = LINES_BURST,
                 workers: int = WORKERS_PER_ADDRESS, active_seconds: float = ACTIVE_SECONDS,
                 clock: Callable[[], float] = time.monotonic,
                 sleep: Callable[[float], Awaitable[None]] = anyio.sleep) -> None:
        self.cpu_share, self.cpu_burst = cpu_share, cpu_burst
        self.lines_per_second, self.lines_burst = lines_per_second, lines_burst
        self.workers, self.active_seconds = workers, active_seconds
        self.clock, self.sleep = clock, sleep
        self.budgets: dict[str, Budget] = {}
        self.recent: list[tuple[str, float]] = []  # the last two distinct addresses that asked, latest first
        self.turns = 0

    # ------------------------------------------------------------------ a request's turn

    async def turn(self, address: str) -> None:
        """Wait until `address` may be answered: at once within its budget, or while nobody else
        uses the server; otherwise once its budget has grown back. Counts one request."""
        now = self.clock()
        self.turns += 1
        if self.turns % SWEEP_EVERY == 0:
            self._sweep(now)
        budget = self._budget(address, now)
        shared = self._shared(address, now)
        self._seen(address, now)
        budget.lines = max(-self.lines_burst, budget.lines - 1)
        if not shared:
            return
        budget.held += 1
        try:
            while (wait := self._wait(budget)) > 0:
                await self.sleep(wait)
                self._refill(budget, self.clock())
        finally:
            budget.held -= 1

    async def run(self, address: str, work: Callable[..., T], *args: object) -> T:
        """`work(*args)` in a worker thread, one of at most `workers` for `address` while the
        server is shared (alone, an address's requests run side by side, as its SQLite writes
        may wait on the disk); its thread's CPU time charged to the address."""
        now = self.clock()
        budget = self._budget(address, now)
        budget.busy += 1
        try:
            async with budget.limiter if self._shared(address, now) else contextlib.nullcontext():
                spent: list[float] = []
                try:
                    return await anyio.to_thread.run_sync(_timed, work, args, spent)
                finally:
                    self.charge(address, sum(spent))
        finally:
            budget.busy -= 1

    def charge(self, address: str, seconds: float) -> None:
        """`address` used `seconds` of worker CPU (owed at most `cpu_burst`)."""
        budget = self._budget(address, self.clock())
        budget.cpu = max(-self.cpu_burst, budget.cpu - seconds)

    def held(self, address: str) -> int:
        """How many of `address`'s requests are waiting for its budget."""
        budget = self.budgets.get(address)
        return 0 if budget is None else budget.held

    # ------------------------------------------------------------------ the budgets

    def _budget(self, address: str, now: float) -> Budget:
        budget = self.budgets.get(address)
        if budget is None:
            budget = self.budgets[address] = Budget(self.cpu_burst, self.lines_burst, now,
                                                    anyio.CapacityLimiter(self.workers))
        else:
            self._refill(budget, now)
        return budget

    def _refill(self, budget: Budget, now: float) -> None:
        elapsed = max(0.0, now - budget.at)
        budget.cpu = min(self.cpu_burst, budget.cpu + elapsed * self.cpu_share)
        budget.lines = min(self.lines_burst, budget.lines + elapsed * self.lines_per_second)
        budget.at = max(budget.at, now)

    def _wait(self, budget: Budget) -> float:
        """Seconds until both budgets are out of debt (0: now)."""
        lines = -budget.lines / self.lines_per_second if budget.lines < 0 else 0.0
        cpu = -budget.cpu / self.cpu_share if budget.cpu < 0 else 0.0
        return max(lines, cpu, 0.0) if max(lines, cpu) > 1e-9 else 0.0  # what floating point leaves is nothing

    def _shared(self, address: str, now: float) -> bool:
        """Whether another address asked something in the last `active_seconds`."""
        other = next((at for known, at in self.recent if known != address), None)
        return other is not None and now - other <= self.active_seconds

    def _seen(self, address: str, now: float) -> None:
        if self.recent and self.recent[0][0] == address:
            self.recent[0] = (address, now)
        else:
            self.recent = [(address, now), *self.recent[:1]]

    def _sweep(self, now: float) -> None:
        """Forget addresses with nothing owed, in hand or under way: memory stays bounded by those in use."""
        for address, budget in list(self.budgets.items()):
            self._refill(budget, now)
            if not budget.busy and not budget.held and budget.cpu >= self.cpu_burst and budget.lines >= self.lines_burst:
                del self.budgets[address]


def _timed(work: Callable[..., T], args: tuple[object, ...], spent: list[float]) -> T:
    """Run `work` here (a worker thread), and put its CPU time into `spent`, whatever happens."""
    start = time.thread_time()
    try:
        return work(*args)
    finally:
        spent.append(time.thread_time() - start)
