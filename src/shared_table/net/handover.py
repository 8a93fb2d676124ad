"""What a `serve` process among several on one database does when it hosts a table no more
(issue 40): another process took it (its lease renewal says the table was lost), another asked
for it (a person came to that process through the balancer), or this process is stopping. The
table is let go here (net/tables.py `let_go`), its lease released or forgotten (net/hosting.py),
and each person there told to come back through the balancer (`Person.moved`), where the
process that hosts it now takes them.
"""

from __future__ import annotations

import sqlite3

from shared_table.core.error_log import error_log
from shared_table.net.hosting import Hosting
from shared_table.net.tables import Tables
from shared_table.saves.store import SaveFileProblem


class Handover:
    """The tables of one process (`tables`), with its leases (`hosting`)."""

    def __init__(self, tables: Tables, hosting: Hosting) -> None:
        self.tables, self.hosting = tables, hosting

    def renew(self) -> list[str]:
        """Renew this process's leases (every `Hosting.renew_every`): the tables another process took
        meanwhile are dropped, and those another process asked for are let go. The codes dropped."""
        renewed = self.hosting.renew()
        for code in sorted(renewed.lost):
            self.drop(code, hand_over=False)
        for code, asker in sorted(renewed.asked.items()):
            self.drop(code, hand_over=True, to=asker)
        return sorted(renewed.lost | set(renewed.asked))

    def hand_over_asked(self) -> list[str]:
        """Let go the tables another process asked for (every `ASKED_SECONDS`: a person waits
        there for them): the codes."""
        asked = self.hosting.asked()
        for code, asker in sorted(asked.items()):
            self.drop(code, hand_over=True, to=asker)
        return sorted(asked)

    def hand_over_all(self) -> None:
        """The process stops: every table it hosts is let go, saved as it stands, and its people
        sent to the process that takes it; a person who comes back here meanwhile (the balancer
        has not yet seen the process go) is refused, and tries again, quietly."""
        self.tables.draining = True
        for code in list(self.tables.by_code):
            self.drop(code, hand_over=True)

    def drop(self, code: str, hand_over: bool, to: str | None = None) -> None:
        """This process hosts table `code` no more. `hand_over`: it still holds the lease, so what
        it keeps for its next write (how far each person heard) is saved first and the lease let
        go, to `to` (the process that asked for it) if given; else another process took it, and
        nothing more is written here (the store's fencing refuses it anyway)."""
        served = self.tables.let_go(code)
        if served is None:
            self.hosting.forget(code)
            return
        host = self.tables.host
        with served.lock:
            if served.table_id is not None:
                if hand_over:
                    try:
                        host.flush(served.table_id)  # how far each person heard, for the next host
                    except (SaveFileProblem, sqlite3.Error, OSError):
                        error_log().warning("table %s: what its people heard could not be saved", code, exc_info=True)
                host.close(served.table_id)
            if served.game_id is not None:
                with self.tables.store_lock:
                    self.tables.store.release(served.game_id)  # played here no more: taken again if it comes back
            if hand_over:
                self.hosting.release(code, to)
            else:
                self.hosting.forget(code)
            for info in served.seats:
                if info.person is not None:
                    info.person.moved(code)
                info.person, info.sitting = None, None
