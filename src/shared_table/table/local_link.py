"""A device's seats at a table of a host in the same process: table/link.py's `Link`, as
`shared-table play` and each seat of a server use it. It is the host's client for that device, so
the host never calls into a session: what the host tells waits here until the session is handed it.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from shared_table.core.message import Msg
from shared_table.table.link import Client, Update

if TYPE_CHECKING:
    from shared_table.core.game import Game
    from shared_table.table.host import Host, Sitting
    from shared_table.table.table import Table


class LocalLink:
    """A device's seats at a table of a host in the same process (table/link.py's `Link`).

    The host never calls into a session: what it tells this device waits here, in order (any
    thread may tell: a server's moves are made in worker threads), and the session is handed it
    on its own call stack, after each thing it asks of the host and when it `receive`s.
    `on_told`, when given, is called as something arrives (a server wakes the seat's connection)."""

    def __init__(self, host: Host, table_id: int, sitting: Sitting) -> None:
        self.host, self.table_id, self._sitting = host, table_id, sitting
        self.waiting: deque[tuple[int, Update] | Msg] = deque()  # appended by the host (deque is thread-safe)
        self.client: Client | None = None
        self.on_told: Callable[[], None] | None = None

    # ------------------------------------------------------------------ as the host's client (any thread)

    def told(self, seat: int, update: Update) -> None:
        self.waiting.append((seat, update))
        if self.on_told is not None:
            self.on_told()

    def notice(self, message: Msg) -> None:
        self.waiting.append(message)
        if self.on_told is not None:
            self.on_told()

    # ------------------------------------------------------------------ the session's way to its table

    @property
    def table(self) -> Table:
        """The hosted table (in-process tools and tests only)."""
        return self.host.table(self.table_id)

    @property
    def game(self) -> Game:
        return self.table.game

    @property
    def names(self) -> tuple[str, ...]:
        return self.table.names

    @property
    def people(self) -> tuple[int, ...]:
        return self._sitting.seats

    @property
    def first_seat(self) -> int:
        human_seat = self.table.setup.human_seat
        return human_seat if human_seat in self._sitting.seats else self._sitting.seats[0]

    @property
    def sitting(self) -> Sitting:
        """This device's place at the table, as the host knows it."""
        return self._sitting

    def join(self, client: Client, since: tuple[int, int] | None = None) -> None:
        self.client = client
        self.host.join(self.table_id, self._sitting, self, since)
        self.receive()

    def receive(self) -> None:
        """Hand the session what the host told this device, in order."""
        client = self.client
        while self.waiting and client is not None:
            item = self.waiting.popleft()
            if isinstance(item, Msg):
                client.notice(item)
            else:
                client.told(*item)

    def settle(self) -> None:
        try:
            self.host.settle(self.table_id)
        finally:
            self.receive()

    def play(self, seat: int, action: Any, settle: bool = True) -> None:
        try:
            self.host.play(self.table_id, self._sitting, seat, action, settle=settle)
        finally:
            self.receive()

    def take_back(self, seat: int) -> None:
        try:
            self.host.take_back(self.table_id, self._sitting, seat)
        finally:
            self.receive()

    def new_table(self, seat: int) -> list[Msg] | None:
        try:
            return self.host.new_table(self.table_id, self._sitting, seat)
        finally:
            self.receive()

    def heard(self, seat: int, moves: int, settings: Mapping[str, str] | None = None) -> None:
        self.host.heard(self.table_id, seat, moves, settings)

    def stopping(self) -> Msg | None:
        return self.host.stopping(self.table_id)
