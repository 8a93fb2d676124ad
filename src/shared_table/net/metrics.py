"""What a host watches on one `serve` process: `GET /health` for a balancer, and `GET /metrics` in
Prometheus' text format (prometheus_client).

- `/health`: 200 and "ok" when the process can serve: its event loop answered this request, and
  its save store answered a cheap read under the store lock, in a worker thread so a slow disk
  never holds up the loop. 503 and a sentence while it stops, or when the store cannot be read or
  stays busy past `STORE_WAIT_SECONDS`.
- `/metrics`: open tables, people connected, computer players (read from the tables at scrape
  time, never counted on every change), moves done (a counter: Prometheus computes the rate), a
  histogram of the time from a move received to its handler done (every seat's update queued),
  and requests refused by the id of the sentence they were refused with. Numbers only: no table
  code, name or token (tests/test_server_metrics.py checks).

Each app has a registry of its own (`CollectorRegistry`), not prometheus_client's global one, so
that several apps in one process (the tests) do not collide.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import anyio.to_thread
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Histogram, generate_latest
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, Metric
from prometheus_client.registry import Collector
from starlette.responses import PlainTextResponse, Response
from starlette.routing import Route

if TYPE_CHECKING:
    from shared_table.net.tables import Tables

STORE_WAIT_SECONDS = 2.0
"""How long `/health` waits for the store lock: a store held longer than this by one write is not
serving moves in time either, and a balancer should hear so rather than wait on."""
MOVE_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0)
"""Seconds: fine around the 50 ms a move may take to reach every seat (issue 40), coarse past it."""


class TablesCollector(Collector):
    """Gauges read from the tables when Prometheus scrapes, not kept up on every change."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables

    def collect(self) -> Iterator[Metric]:
        open_tables = list(self.tables.by_code.values())  # a copy: worker threads open and close tables meanwhile
        people = computers = 0
        for served in open_tables:
            for seat in list(served.seats):
                if seat.level:
                    computers += 1
                elif seat.person is not None:
                    people += 1
        yield GaugeMetricFamily("shared_table_open_tables", "Tables open on this process.", value=len(open_tables))
        yield GaugeMetricFamily("shared_table_people_connected", "People connected at a seat of an open table.", value=people)
        yield GaugeMetricFamily("shared_table_computer_players", "Computer players' seats at open tables.", value=computers)
        hosting = self.tables.hosting
        if hosting is not None:  # one of several processes on one database (serve --database)
            yield CounterMetricFamily("shared_table_failovers", "Tables this process took over from a process that died"
                                      " or stopped answering.", value=hosting.failovers)
            yield CounterMetricFamily("shared_table_tables_handed_over", "Tables this process let go to another"
                                      " (asked for, or stopping).", value=hosting.handed_over)


class Metrics:
    """One app's metrics, in a registry of its own."""

    def __init__(self, tables: Tables) -> None:
        self.registry = CollectorRegistry(auto_describe=True)
        self.registry.register(TablesCollector(tables))
        self.moves = Counter("shared_table_moves", "Moves done.", registry=self.registry)
        self.move_seconds = Histogram("shared_table_move_seconds", "From a move received to every seat's update queued.",
                                      buckets=MOVE_BUCKETS, registry=self.registry)
        self.refusals = Counter("shared_table_refusals", "Requests refused, by the sentence they were refused with.",
                                ["reason"], registry=self.registry)

    def moved(self, seconds: float) -> None:
        """A move done, `seconds` after it was received (from any thread: prometheus_client locks)."""
        self.moves.inc()
        self.move_seconds.observe(seconds)

    def refused(self, reason: str) -> None:
        """`reason`: the id of the sentence said (a catalog's id, so the label's values are few)."""
        self.refusals.labels(reason=reason).inc()

    def text(self) -> bytes:
        return generate_latest(self.registry)


def store_answers(tables: Tables) -> str | None:
    """Why the save store cannot serve now, or None when a cheap read under its lock answered.
    Run in a worker thread: it may wait on the disk and on the lock."""
    lock: threading.RLock = tables.store_lock
    if not lock.acquire(timeout=STORE_WAIT_SECONDS):
        return f"the save store has been busy for more than {STORE_WAIT_SECONDS:g} seconds"
    try:
        tables.store.game(0)  # no game has id 0: one look into the games' index, nothing read back
    except Exception as error:  # any failure is an answer: this process cannot serve
        return f"the save store cannot be read: {error}"
    finally:
        lock.release()
    return None


def host_routes(tables: Tables, metrics: Metrics) -> list[Route]:
    """`/health` and `/metrics`. While the server stops, `app.state.stopping()` says so (net/server.py)."""

    async def health(request: Any) -> Response:
        if request.app.state.stopping():
            return PlainTextResponse("stopping: this process takes no new players.\n", status_code=503)
        if tables.hosting is not None:
            # One of several processes on one database: a database that does not answer does not
            # answer any of them, and taking them all out would turn away the people coming back,
            # whose tables wait for it (their moves do: saves/postgres_wait.py). This says whether
            # this process is here, and not stopping.
            return PlainTextResponse("ok\n", headers={"Cache-Control": "no-store"})
        problem = await anyio.to_thread.run_sync(store_answers, tables)
        if problem is not None:
            return PlainTextResponse(problem + ".\n", status_code=503)
        return PlainTextResponse("ok\n", headers={"Cache-Control": "no-store"})

    async def exposition(request: Any) -> Response:
        return Response(metrics.text(), media_type=CONTENT_TYPE_LATEST, headers={"Cache-Control": "no-store"})

    return [Route("/health", health), Route("/metrics", exposition)]
