"""One WebSocket as the server sees it: what goes out, in order, through its own queue, and its
work done one piece at a time. Any thread may send (`send`, `told`: the host tells while it holds
a table's lock, in whichever worker thread made the move); only the event loop writes the socket.
"""

from __future__ import annotations

import asyncio
import time
from collections import deque
from collections.abc import Callable
from typing import Any

from starlette.websockets import WebSocket

from shared_table.core.message import Msg
from shared_table.core.wire import encode_msg
from shared_table.net.line_seat import LineSeat
from shared_table.net.protocol import send, update_message
from shared_table.net.served_table import Served
from shared_table.table.link import Update
from shared_table.table.local_link import LocalLink

MOST_QUEUED = 2000  # messages waiting for a client that does not read: then it is closed
MESSAGES_PER_SECOND = 60  # more from one connection is a flood: refused, one error each (a person sends a few)


class Connection:
    """One WebSocket. Before it has a seat it only answers; once seated it is a person at a
    table (`net.served_table.Person`): told each change as its seat sees it (the raw protocol's
    `update`), or, with a `LineSeat` (`lines`), answered in sentences made here.

    `busy` keeps the connection's work in order, one piece at a time: each request it sent, and
    each time its line seat says what others did (`wake`). So a line seat's session is only ever
    used by one thread at a time, and never while the host is telling it something."""

    def __init__(self, websocket: WebSocket, loop: asyncio.AbstractEventLoop, address: str) -> None:
        self.websocket, self.loop, self.address = websocket, loop, address
        self.outbox: asyncio.Queue[str | None] = asyncio.Queue()
        self.busy = asyncio.Lock()
        self.recent: deque[float] = deque()
        self.overflowed = False
        self.closing: tuple[int, str] | None = None  # the close frame sent once what is queued is sent
        self.language = "en"  # what a refusal is said in
        self.served: Served | None = None  # the table, once opened or joined
        self.seat = -1
        self.lines: LineSeat | None = None  # a seat whose words are made here (`join-lines`, `open-lines`)
        self.push_waiting = False
        self.pushing: asyncio.Future[None] | None = None
        self.on_wake: Callable[[], None] | None = None  # the pipeline's: say news at a line seat

    # ------------------------------------------------------------------ out (from any thread)

    def send(self, kind: str, **fields: Any) -> None:
        """Send a message of `kind`, encoded here, once."""
        self.send_text(send(kind, **fields))

    def send_text(self, text: str) -> None:
        self.loop.call_soon_threadsafe(self._put, text)

    def told(self, seat: int, update: Update) -> None:
        """A change at the table as `seat` sees it (the raw protocol: the device makes its own words)."""
        assert self.served is not None
        self.send_text(update_message(self.served.game, seat, update))

    def notice(self, message: Msg) -> None:
        self.send("notice", said=encode_msg(message))

    def seated_at(self, link: LocalLink, since: tuple[int, int] | None, heard: int, code: str) -> None:
        """The game starts, or this person is back at it: told their seat's account from here on,
        each change passed on as the host tells it (under the table's lock, so in order)."""
        link.on_told = link.receive
        link.join(self, since)

    def moved(self, code: str) -> None:
        """Another process hosts table `code` now: the device is told to come back through the
        balancer (`moved`), and closed once that is sent; nothing queued after it is sent."""
        self.send("moved", table=code)
        self.close_after_sending(4001, "table moved")  # 4001: our own code, "come back through the balancer"

    def wake(self) -> None:
        """Something happened at the table that this connection's line seat has to say: said once
        the connection's current work is done (`on_wake`, on the event loop)."""
        self.loop.call_soon_threadsafe(self._woken)

    def _woken(self) -> None:
        if not self.push_waiting and self.on_wake is not None:
            self.push_waiting = True
            self.on_wake()

    def _put(self, text: str) -> None:
        """Queue a message; a client that reads nothing while it sends is closed before it fills the memory."""
        if self.outbox.qsize() >= MOST_QUEUED:
            self.outbox.put_nowait(None)  # the sender stops, and the connection is closed
            self.overflowed = True
            return
        if not self.overflowed:
            self.outbox.put_nowait(text)

    def close_after_sending(self, code: int, reason: str) -> None:
        """Close the connection (on the event loop) once what is queued has been sent, with `code`
        and `reason` in the close frame (a short English phrase: the sentence goes in a message
        before). Queued as `send_text` queues, so after every message sent before it; from any thread."""
        self.loop.call_soon_threadsafe(self._close_after, code, reason)

    def _close_after(self, code: int, reason: str) -> None:
        if self.closing is None:
            self.closing = (code, reason)
            self.outbox.put_nowait(None)

    async def send_all(self) -> None:
        """Write what is queued, in order, until the connection ends."""
        while (text := await self.outbox.get()) is not None:
            try:
                await self.websocket.send_text(text)
            except UnicodeEncodeError:  # half a surrogate pair: escaped, still valid JSON; the sender lives on
                await self.websocket.send_text(text.encode("utf-8", "backslashreplace").decode("utf-8"))
        if self.overflowed:
            await self.websocket.close(code=1008, reason="too many messages unread")
        elif self.closing is not None:
            await self.websocket.close(code=self.closing[0], reason=self.closing[1])

    # ------------------------------------------------------------------ in

    def flooding(self) -> bool:
        """Whether this message is one too many this second."""
        now = time.monotonic()
        self.recent.append(now)
        while self.recent and now - self.recent[0] > 1.0:
            self.recent.popleft()
        return len(self.recent) > MESSAGES_PER_SECOND
