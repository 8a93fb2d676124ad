"""The join limit of net/join_limit.py held across every `serve` process on one PostgreSQL
database (issue 40, item 7): 20 opens and joins a minute from an address, and 120 wrong codes a
minute on the whole server, however many processes share the work; three processes counting
each in their own memory would allow three times as much, and a guesser spread over them would
guess three times as fast.

`SharedJoinLimit` is a `JoinCounts` as `JoinLimit` is: the server takes a place before each try
and gives it back if the try turned out not to count. Each take is one transaction of
saves/postgres_limits.py, atomic across processes and counted on the database's clock.

A database that cannot be used just now (restarting, unreachable, its pool exhausted past
`wait`) does not stop people joining, nor lets tries through uncounted: the limit falls back to
this process's own count (`JoinLimit`, in memory) until the database answers again, tried at
most every `retry_after` seconds so that a database that is down costs a join no wait. This is
what mature rate limiters do (Envoy's global rate limit lets requests through when its service
fails unless `failure_mode_deny` is set; Kong's rate limiting has `fault_tolerant` on by
default), with the bound kept: N processes allow at most N times the limit while the database is
away, never an unlimited number of guesses, and a person coming back to their seat during a
database restart is not refused for it. Refusing every join instead (failing closed) would turn
any database blip into "you cannot join" for everyone, while the tables themselves play on.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from psycopg_pool import ConnectionPool

from shared_table.core.error_log import error_log
from shared_table.net.join_limit import JOINS_PER_MINUTE, MINUTE, WRONG_CODES_PER_MINUTE, JoinLimit, Taken
from shared_table.saves import postgres_limits
from shared_table.saves.postgres import DatabaseProblem

ADDRESS_SCOPE = "address "  # + the address: one address's opens and joins
WRONG_CODES_SCOPE = "wrong codes"  # the whole server's joins by code
WAIT_SECONDS = 1.0
"""The longest a take waits for a connection before it counts in this process instead."""
RETRY_SECONDS = 5.0
"""How long after the database failed a take it is left alone, the counts kept here meanwhile."""


@dataclass
class SharedTaken(Taken):
    """Places taken in the database: `own` and `guess` are their rows' numbers."""


class SharedJoinLimit:
    """How many tables each address opened or tried to join in the last `window` seconds, and
    how many wrong codes the whole server was sent, counted in PostgreSQL (`pool`, from
    saves/postgres.py's `connect`) by every process on it together; safe to share between threads."""

    def __init__(self, pool: ConnectionPool, per_minute: int = JOINS_PER_MINUTE,
                 wrong_codes_per_minute: int = WRONG_CODES_PER_MINUTE, window: float = MINUTE,
                 wait: float = WAIT_SECONDS, retry_after: float = RETRY_SECONDS,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.pool, self.per_minute, self.wrong_codes_per_minute = pool, per_minute, wrong_codes_per_minute
        self.window, self.wait, self.retry_after, self.clock = window, wait, retry_after, clock
        self.here = JoinLimit(per_minute, wrong_codes_per_minute, clock)  # while the database cannot be used
        self.down_since: float | None = None  # the clock when the database last failed a take; None while it answers
        self._lock = threading.Lock()

    def take(self, address: str, by_code: bool) -> Taken:
        """Count this try now, before its work: its places (None where full). A join by code also
        takes a place among the server's wrong codes, given back if the code was right."""
        if self._database_may_answer():
            scopes = [(ADDRESS_SCOPE + address, self.per_minute)]
            if by_code:
                scopes.append((WRONG_CODES_SCOPE, self.wrong_codes_per_minute))
            try:
                places = postgres_limits.take(self.pool, scopes, self.window, self.wait)
            except DatabaseProblem as problem:
                self._failed(problem)
            else:
                self._answered()
                return SharedTaken(address, places[0], places[1] if by_code else None)
        return self.here.take(address, by_code)

    def give_back(self, taken: Taken, own: bool, guess: bool) -> None:
        """The try did not count: in its address's count (`own`), among the wrong codes (`guess`)."""
        if not isinstance(taken, SharedTaken):
            self.here.give_back(taken, own, guess)
            return
        places = [int(place) for wanted, place in ((own, taken.own), (guess, taken.guess)) if wanted and place is not None]
        try:
            postgres_limits.give_back(self.pool, places, self.wait)
        except DatabaseProblem as problem:  # the places count a minute longer than they should: no harm
            self._failed(problem)

    def _database_may_answer(self) -> bool:
        with self._lock:
            return self.down_since is None or self.clock() - self.down_since >= self.retry_after

    def _failed(self, problem: DatabaseProblem) -> None:
        with self._lock:
            first = self.down_since is None
            self.down_since = self.clock()
        if first:
            error_log().warning("joins are counted in this process alone until the database answers: %s", problem)

    def _answered(self) -> None:
        with self._lock:
            came_back = self.down_since is not None
            self.down_since = None
        if came_back:
            error_log().warning("joins are counted in the database again")
