"""How a `serve` process among several behind a balancer stops (issue 40, item 5, the rolling
restart): it first answers 503 to the balancer's health checks, long enough for the balancer to
send no one new here, then hands every table over to the processes that remain, its people told
to come back through the balancer (net/handover.py `hand_over_all`), and only then stops as
uvicorn does. Alone, a server stops at once, as it always has.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

import uvicorn

DRAIN_SECONDS = 2.0
"""How long a process told to stop answers 503 before it hands its tables over: deploy/haproxy.cfg
checks every 0.5 s and takes a process out after two failed checks, so the people it sends away
come back to another process."""


class DrainingServer(uvicorn.Server):
    """uvicorn's server, which, with several processes behind a balancer, answers the first
    SIGTERM or Ctrl-C by draining: 503 to the health checks for `DRAIN_SECONDS`, then every table
    handed over (`hand_over`), then stopping as uvicorn does. A second signal stops at once."""

    def __init__(self, config: Any, hand_over: Callable[[], None] | None) -> None:
        super().__init__(config)
        self.hand_over, self.draining = hand_over, False

    def handle_exit(self, sig: int, frame: Any) -> None:
        if self.hand_over is None or self.draining:
            super().handle_exit(sig, frame)
            return
        self.draining = True
        threading.Thread(target=self._drain, name="shared-table-drain", daemon=True).start()

    def _drain(self) -> None:
        time.sleep(DRAIN_SECONDS)  # the balancer sees 503 and sends no one new here (not a test's wait: a balancer's)
        try:
            assert self.hand_over is not None
            self.hand_over()
        finally:
            self.should_exit = True

