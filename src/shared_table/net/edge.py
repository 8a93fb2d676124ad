"""The server's edge, below the app: how many connections it holds, for how long, and how much it
writes to a connection that does not read. uvicorn's own HTTP (h11) and WebSocket (websockets'
sans-I/O) protocols, each with a few lines more (`edge_protocols`):

- every TCP connection is counted, per address and in all (`Limits`): past the limit it is
  answered with HTTP 503 and a sentence, and far past it closed at once, before the process runs
  out of file descriptors (the total is derived from RLIMIT_NOFILE, less room for the save files);
- a connection must send a whole request within `REQUEST_SECONDS` of connecting or of its last
  answer (uvicorn times out only a connection idle after an answer, not one that sends nothing or
  half a request);
- a WebSocket whose unread output passes `MOST_UNREAD_BYTES` is closed: the library answers
  every ping with a pong written straight to the socket, past our outbox (net/connection.py).
"""

from __future__ import annotations

import asyncio
import logging
import resource
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol

from shared_table.core.message import Msg, msg
from shared_table.net.web import BACKLOG, PER_ADDRESS, preferred_language, said_in

REQUEST_SECONDS = 10.0
"""How long a connection has to send a whole request (a browser sends one in milliseconds)."""
MOST_UNREAD_BYTES = 256 << 10
"""Output a WebSocket may leave unread when it sends a ping, before it is closed: our own messages
wait for the socket to drain past 64 KiB (uvicorn's `writable`), so only pongs go further."""
FILES_KEPT = 64 + 2 * BACKLOG
"""File descriptors kept back from counted connections: save files, the listening socket, the logs,
and connections accepted in a burst (asyncio accepts all that wait, before any is counted) that
are about to be closed."""


@dataclass
class Limits:
    """The open connections, per address and in all. `total` is reached, then answered with a
    sentence up to `total + spare`; past that a connection is closed at once, since the sentence
    too would cost a file. `trusted`: proxies' addresses, which speak for many people and are held
    only to the total."""

    total: int
    per_address: int = PER_ADDRESS
    trusted: frozenset[str] = frozenset()
    spare: int = 0
    open: dict[Any, str] = field(default_factory=dict)  # transport -> its address
    by_address: Counter[str] = field(default_factory=Counter)

    @classmethod
    def from_files(cls, per_address: int = PER_ADDRESS, trusted: frozenset[str] = frozenset()) -> Limits:
        """Limits that keep `FILES_KEPT` files of RLIMIT_NOFILE free, and a tenth of the rest for refusals."""
        files = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
        usable = max(8, files - FILES_KEPT)
        spare = max(2, min(1024, usable // 10))
        return cls(total=usable - spare, per_address=per_address, trusted=trusted, spare=spare)

    def opened(self, transport: Any) -> Msg | bool | None:
        """Count a new connection: None when it is within the limits, the sentence to refuse it
        with when over, or False when it is to be closed without a word."""
        peer = transport.get_extra_info("peername")
        address = str(peer[0]) if isinstance(peer, tuple) and peer else "?"
        self.open[transport] = address
        self.by_address[address] += 1
        count, mine = len(self.open), self.by_address[address]
        limited = address not in self.trusted
        if count > self.total + self.spare or (limited and mine > 2 * self.per_address):
            return False
        if count > self.total:
            return msg("net-server-full")
        if limited and mine > self.per_address:
            return msg("net-too-many-connections", most=self.per_address)
        return None

    def closed(self, transport: Any) -> None:
        """Forget a connection (called once by whichever protocol holds it at the end; again is harmless)."""
        address = self.open.pop(transport, None)
        if address is not None:
            self.by_address[address] -= 1
            if self.by_address[address] <= 0:
                del self.by_address[address]


def edge_protocols(limits: Limits, request_seconds: float = REQUEST_SECONDS,
                   most_unread: int = MOST_UNREAD_BYTES) -> tuple[type[H11Protocol], type[WebSocketsSansIOProtocol]]:
    """uvicorn's HTTP and WebSocket protocols, held to `limits` (give them as Config's `http` and `ws`)."""

    class EdgeWebSocket(WebSocketsSansIOProtocol):
        """A WebSocket handed over by `EdgeHTTP` (already counted)."""

        def handle_ping(self) -> None:
            """The library's pong, written as it always is, unless the connection does not read them."""
            if self.transport.is_closing():
                self.conn.data_to_send()  # closed for that already: the rest of this read goes nowhere
                return
            super().handle_ping()
            if self.transport.get_write_buffer_size() > most_unread:  # it sends pings and reads no pongs
                self.transport.abort()  # close() would wait for the buffer to drain: never

        def connection_lost(self, exc: Exception | None) -> None:
            limits.closed(self.transport)
            super().connection_lost(exc)

    class EdgeHTTP(H11Protocol):
        """An HTTP connection: counted, refused with a sentence over the limits, and closed when it sends no whole request in time."""

        refusal: Msg | None = None
        deadline: asyncio.TimerHandle | None = None

        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            super().connection_made(transport)
            refusal = limits.opened(transport)
            if refusal is False:
                transport.abort()
                return
            self.refusal = refusal if isinstance(refusal, Msg) else None
            self._wait_for_request()

        def connection_lost(self, exc: Exception | None) -> None:
            self._stop_waiting()
            limits.closed(self.transport)
            super().connection_lost(exc)

        def _wait_for_request(self) -> None:
            self._stop_waiting()
            self.deadline = self.loop.call_later(request_seconds, self._too_slow)

        def _stop_waiting(self) -> None:
            if self.deadline is not None:
                self.deadline.cancel()
                self.deadline = None

        def _too_slow(self) -> None:
            self.deadline = None
            if not self.transport.is_closing():
                self.transport.abort()  # a half request has no one to read an answer

        def handle_events(self) -> None:
            if self.refusal is not None:
                self._refuse_request()
                return
            super().handle_events()
            if self.cycle is not None and not self.cycle.response_complete and self.deadline is not None:
                self._stop_waiting()  # a whole request came: the app answers it

        def on_response_complete(self) -> None:
            super().on_response_complete()  # may start a request sent meanwhile (pipelined)
            if not self.transport.is_closing() and self.cycle.response_complete:
                self._wait_for_request()

        def handle_websocket_upgrade(self, event: h11.Request) -> None:
            self._stop_waiting()  # the WebSocket has its own limits (net/pipeline.py)
            super().handle_websocket_upgrade(event)

        def _refuse_request(self) -> None:
            """Over the limits: once the request's head has come, 503 and a sentence, then closed."""
            try:
                event = self.conn.next_event()
            except h11.RemoteProtocolError:
                self.transport.abort()
                return
            if not isinstance(event, h11.Request):
                return  # not all of it yet: the deadline stands
            headers = [(name.lower(), value) for name, value in event.headers]
            body = (said_in(preferred_language(headers), self.refusal) + "\n").encode()  # type: ignore[arg-type]
            response = h11.Response(status_code=503, reason=b"Service Unavailable", headers=[
                (b"content-type", b"text/plain; charset=utf-8"), (b"content-length", str(len(body)).encode()),
                (b"connection", b"close"), (b"retry-after", b"60")])
            self.transport.write(self.conn.send(response) + self.conn.send(h11.Data(data=body)) +
                                 self.conn.send(h11.EndOfMessage()))
            self._stop_waiting()
            self.transport.close()

    return EdgeHTTP, EdgeWebSocket


class SameErrorLimit(logging.Filter):
    """Writes the same error (logger, message and exception type) at most `most` times a minute,
    then a count of those left out: a fault that repeats in a loop (asyncio's, when the process
    is out of files) must not fill the disk the saves are on."""

    def __init__(self, most: int = 5, seconds: float = 60.0) -> None:
        super().__init__()
        self.most, self.seconds = most, seconds
        self.seen: dict[tuple[str, str, str], list[float]] = {}  # key -> [window start, written, left out]
        self.lock = threading.Lock()  # worker threads log too

    def filter(self, record: logging.LogRecord) -> bool:
        kind = record.exc_info[0].__name__ if record.exc_info and record.exc_info[0] else ""
        key = (record.name, str(record.msg).split("\n", 1)[0][:200], kind)  # asyncio's next lines name a handle
        now = time.monotonic()
        with self.lock:
            if len(self.seen) > 1000:
                self.seen = {known: counts for known, counts in self.seen.items() if now - counts[0] < self.seconds}
            counts = self.seen.setdefault(key, [now, 0, 0])
            if now - counts[0] >= self.seconds:
                left_out = int(counts[2])
                counts[:] = [now, 0, 0]
                if left_out:
                    record.msg = f"{record.msg} (and {left_out} more like it in the minute before, not written)"
            counts[1] += 1
            if counts[1] > self.most:
                counts[2] += 1
                return False
        return True

    def install(self, names: tuple[str, ...] = ("asyncio", "uvicorn.error", "shared_table")) -> None:
        """On the loggers whose errors could repeat without end."""
        for name in names:
            logging.getLogger(name).addFilter(self)
