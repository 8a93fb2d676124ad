"""How many tables may be opened or tried: per address, and wrong codes across the whole server.

Each try takes its place in the counts before any work is done (`JoinLimit.take`), in one step
under one lock, so that simultaneous tries from one address cannot all pass a check made before
any of them was counted. A try that turns out not to count (a person taking back their own seat
with its token; a right code) gives its place back (`Places.give_back`).

Codes are not found by guessing however many addresses guess: past `WRONG_CODES_PER_MINUTE`
wrong codes on the whole server in a minute, every join by code is refused, a right one too, so
that a guesser learns nothing; only a seat's own token still takes it back (docs/console.md has
the arithmetic).

`JoinLimit` counts in one process's memory; `SharedJoinLimit` (net/shared_join_limit.py) counts
in PostgreSQL for every process on one database. Both are `JoinCounts`, and both give `Taken`.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

JOINS_PER_MINUTE = 20  # opens and joins from one address
WRONG_CODES_PER_MINUTE = 120  # wrong codes tried on the whole server, from any number of addresses
MINUTE = 60.0


@dataclass
class Places:
    """Tries in the last minute, each counted as it starts: `take` a place, or None when full."""

    most: int
    times: deque[float] = field(default_factory=deque)

    def take(self, now: float) -> float | None:
        self.forget(now)
        if len(self.times) >= self.most:
            return None
        self.times.append(now)
        return now

    def give_back(self, taken: float) -> None:
        """A try that turned out not to count."""
        with contextlib.suppress(ValueError):  # forgotten already: a minute has passed
            self.times.remove(taken)

    def forget(self, now: float) -> None:
        while self.times and now - self.times[0] > MINUTE:
            self.times.popleft()


@dataclass
class Taken:
    """One try's places: in its address's count, and (a join by code) in the server's wrong codes.
    None where there was no room. Each place is what its count knows it by (a time here, a row's
    number in a database), given back as it is."""

    address: str
    own: float | None
    guess: float | None = None


class JoinCounts(Protocol):
    """How a server counts tries at opening and joining tables, wherever it keeps the counts."""

    def take(self, address: str, by_code: bool) -> Taken:
        """Count this try now, before its work: its places (None where full)."""

    def give_back(self, taken: Taken, own: bool, guess: bool) -> None:
        """The try did not count: in its address's count (`own`), among the wrong codes (`guess`)."""


class JoinLimit:
    """How many tables each address opened or tried to join in the last minute, and how many
    wrong codes the whole server was sent."""

    def __init__(self, per_minute: int = JOINS_PER_MINUTE, wrong_codes_per_minute: int = WRONG_CODES_PER_MINUTE,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.per_minute, self.clock = per_minute, clock
        self.joins: dict[str, Places] = {}
        self.wrong_codes = Places(wrong_codes_per_minute)
        self.lock = threading.Lock()  # taken from every worker thread at once

    def take(self, address: str, by_code: bool) -> Taken:
        """Count this try now, before its work: its places (None where full). A join by code also
        takes a place among the server's wrong codes, given back if the code was right."""
        with self.lock:
            now = self.clock()
            for known in [known for known, places in self.joins.items() if not places.times or now - places.times[-1] > MINUTE]:
                del self.joins[known]  # nobody from there for a minute: forgotten
            own = self.joins.setdefault(address, Places(self.per_minute)).take(now)
            guess = self.wrong_codes.take(now) if by_code else None
            return Taken(address, own, guess)

    def give_back(self, taken: Taken, own: bool, guess: bool) -> None:
        """The try did not count: in its address's count (`own`), among the wrong codes (`guess`)."""
        with self.lock:
            places = self.joins.get(taken.address)
            if own and taken.own is not None and places is not None:
                places.give_back(taken.own)
            if guess and taken.guess is not None:
                self.wrong_codes.give_back(taken.guess)
