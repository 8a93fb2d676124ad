"""The tables this `serve` process hosts, when several processes share one PostgreSQL
(`serve --database`): their leases and fencing tokens (saves/postgres_leases.py), kept here so
that net/tables.py asks one question — may this process host table CODE now? — and hears, at each
renewal, which tables it must let go. Alone on SQLite a server has no `Hosting`: it hosts every
table it keeps.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # PostgreSQL's driver is loaded by a server that uses it (serve --database), not by every one
    from shared_table.saves.postgres_leases import Leases, Presence, Renewed

ASKED_SECONDS = 0.2
"""How often a process looks for tables another process asked of it: a person joining a table
through the balancer waits for it, so often, where a renewal can wait longer."""
RENEWALS_A_LEASE = 4
"""A process renews its leases this many times in a lease's time (every 2.5 s for 10 s): a row
written per table at each renewal, so no oftener than a pause of the process needs."""
SHORTEST_LEASE = 3.0  # seconds: shorter, and a renewal would be due oftener than a busy process can promise

WAIT_STEP = 0.1  # how often a table asked of another live process is tried again


class Hosting:
    """This process's leases: the token of each table it hosts, set as its store's fence (every
    write of the table's moves checks it), and the counts a host watches (`failovers`)."""

    def __init__(self, leases: Leases, presence: Presence, fence: Callable[[str, int | None], None]) -> None:
        self.leases, self.presence, self.fence = leases, presence, fence
        self.tokens: dict[str, int] = {}
        self.failovers = 0  # tables taken over from a process that died or stopped past its lease
        self.handed_over = 0  # tables let go to another process, asked for or stopping
        self.lock = threading.Lock()  # one take of a table at a time: a later take's token is the fence

    @property
    def seconds(self) -> float:
        """How long a lease lasts unrenewed."""
        return self.leases.seconds

    @property
    def renew_every(self) -> float:
        """How often this process renews its leases."""
        return self.leases.seconds / RENEWALS_A_LEASE

    def take(self, code: str, wait: float = 0.0) -> bool:
        """Host `code` from now: whether this process may. A table another live process hosts is
        asked of it, and tried again for up to `wait` seconds (it lets it go at its next renewal,
        or its lease runs out)."""
        deadline = time.monotonic() + wait
        asked = False
        while True:
            with self.lock:
                took = self.leases.take(code)
                if took is not None:
                    self.tokens[code] = took.token
                    self.fence(code, took.token)
                    if took.failover:
                        self.failovers += 1
                    return True
            if not asked:
                self.leases.ask(code)
                asked = True
            if time.monotonic() >= deadline:
                return False
            time.sleep(WAIT_STEP)

    def renew(self) -> Renewed:
        """Renew every lease this process holds: which tables it lost, and which were asked of it."""
        self.presence.hold()
        with self.lock:
            hosted = dict(self.tokens)
        renewed = self.leases.renew(hosted)
        with self.lock:
            for code in renewed.lost:
                if self.tokens.get(code) == hosted[code]:
                    self._forget(code)
        return renewed

    def asked(self) -> dict[str, str]:
        """The tables hosted here that another process asked for (code -> that process)."""
        with self.lock:
            if not self.tokens:
                return {}
        return {code: asker for code, asker in self.leases.asked().items() if code in self.tokens}

    def release(self, code: str, to: str | None = None) -> None:
        """This process lets `code` go: to the process that asked for it (`to`), or, stopping, to
        whichever comes first."""
        with self.lock:
            token = self.tokens.get(code)
            self._forget(code)
        if token is not None:
            self.leases.release(code, token, to)
            self.handed_over += 1

    def forget(self, code: str) -> None:
        """`code` is no longer hosted here (closed for good, or lost): its writes are refused from now."""
        with self.lock:
            self._forget(code)

    def _forget(self, code: str) -> None:
        self.tokens.pop(code, None)
        self.fence(code, None)

    def sweep(self, step_most: float, idle_seconds: float) -> list[str]:
        """One idle sweep of the tables no process hosts, counted once however many processes
        sweep (saves/postgres_sweep.py): the codes it closed."""
        from shared_table.saves.postgres_sweep import sweep_unhosted

        return sweep_unhosted(self.leases.pool, step_most, idle_seconds)

    def codes(self) -> list[str]:
        with self.lock:
            return list(self.tokens)

    def close(self) -> None:
        self.presence.close()


__all__ = ["ASKED_SECONDS", "RENEWALS_A_LEASE", "SHORTEST_LEASE", "Hosting"]
