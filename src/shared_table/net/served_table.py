"""One table a server hosts, as data: its code, its seats (who sits there, the hash of each
seat's secret token, who is connected), its game once started, and the saver every table of the
server shares. `net/tables.py` decides what happens to them; nothing here does I/O but the saver.
"""

from __future__ import annotations

import hashlib
import secrets
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from shared_table.core.game import Game
from shared_table.core.message import Msg
from shared_table.table.host import Saver, Sitting
from shared_table.table.local_link import LocalLink
from shared_table.table.saving import SavingRecorder
from shared_table.table.table import Table

CODE_LETTERS = "ACDEFGHJKMNPQRTUVWXY34679"
"""Letters and digits that cannot be mistaken for one another when read out or seen (no 0 or O,
1, I or L, 2 or Z, 5 or S, 8 or B)."""
CODE_LENGTH = 7  # 25**7 codes: guessing any open table takes weeks at the server's wrong-code budget (docs/console.md)


def new_code() -> str:
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


def hashed(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


class Person(Protocol):
    """A connection, as the tables see it: things to say, and its seat at the host once the game starts."""

    def notice(self, message: Msg) -> None:
        """Something to say about the table: who joined, left, came back."""
        ...

    def send(self, kind: str, **fields: Any) -> None:
        """A message of the protocol to this person's device (the lobby, `started`)."""
        ...

    def seated_at(self, link: LocalLink, since: tuple[int, int] | None, heard: int, code: str) -> None:
        """The game starts, or this person is back at it: `link` is their seat at the host, `since`
        what their device was told before (generation, moves), `heard` what they heard of it."""
        ...

    def moved(self, code: str) -> None:
        """Another process of the same store hosts table `code` now: the device is told to come
        back to it through the balancer at once, quietly, and this connection is closed."""
        ...


@dataclass
class SeatInfo:
    name: str
    level: str  # "" for a person's seat
    token: str = ""  # the hash of the seat's secret token; "" while nobody has it
    person: Person | None = None  # connected now
    sitting: Sitting | None = None  # its place at the hosted table, while connected


@dataclass(eq=False)
class Served:
    code: str
    game: Game
    seats: list[SeatInfo]
    seed: int
    options: tuple[str, ...]
    table_id: int | None = None
    game_id: int | None = None
    used: float = field(default_factory=time.time)
    idle: float = 0.0  # seconds nobody was at it, counted by the sweeps (`Tables.close_idle`)
    seeded: bool = False  # dealt from the opener's own seed (a game alone, or a test server's)
    lock: threading.RLock = field(default_factory=threading.RLock)
    # By seat: the kind and id of the last request that may be sent again, and its answer as sent
    # (net/pipeline.py), so that one sent again after a lost answer is answered once.
    answered: dict[int, tuple[str, int, str]] = field(default_factory=dict)
    notices: list[Msg] = field(default_factory=list)  # what its reopening found in the save file: said to each who comes back

    @property
    def waiting(self) -> int:
        """Guest seats nobody has taken yet."""
        return sum(1 for seat in self.seats if not seat.level and not seat.token)

    def lobby(self) -> dict[str, Any]:
        return {"game": self.game.name, "seed": self.seed, "options": list(self.options),
                "seats": [{"name": seat.name, "level": seat.level, "token": seat.token} for seat in self.seats]}

    def others(self, seat: int) -> list[Person]:
        return [info.person for number, info in enumerate(self.seats) if number != seat and info.person is not None]


class LockedSaver:
    """A table's saver, one write at a time across every table of the server (one SQLite connection)."""

    def __init__(self, saver: Saver, lock: threading.RLock, on_new_game: Callable[[int], None]) -> None:
        self.saver, self.lock, self.on_new_game = saver, lock, on_new_game

    def record(self, action: Any) -> Any:
        with self.lock:
            return self.saver.record(action)

    def take_back(self) -> None:
        with self.lock:
            self.saver.take_back()

    def heard(self, seat: int, moves: int, settings: Mapping[str, str] | None = None) -> None:
        self.saver.heard(seat, moves, settings)  # kept in memory, under the table's own lock: no store lock

    def flush(self) -> None:
        with self.lock:
            self.saver.flush()

    def notices(self) -> list[Msg]:
        return self.saver.notices()

    def stopping(self) -> Msg:
        return self.saver.stopping()

    def next_table(self, table: Table) -> tuple[Saver | None, list[Msg]]:
        with self.lock:
            saver, said = self.saver.next_table(table)
        if isinstance(saver, SavingRecorder):
            self.on_new_game(saver.game_id)
        return (LockedSaver(saver, self.lock, self.on_new_game) if saver is not None else None), said
