"""Time limits on speech: every call into a backend waits no longer than its limit, and a
process that will not end is killed.

Calls run on a daemon thread of the backend's own (`Caller`), so a call that never returns
(Speech Dispatcher with no audio stops answering, see docs/speech.md) strands that thread
and nothing else: a daemon thread cannot keep the program from exiting.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import queue
import signal
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Generic, TypeVar, cast

from shared_table.core.message import Msg, msg
from shared_table.speech.output import english

CALL_LIMIT = 2.0
"""Seconds any one call into a speech backend may take before the backend is dropped."""
KILL_GRACE = 0.5
"""Seconds a process has to end after SIGTERM before it gets SIGKILL."""
KILL_WAIT = 0.2
"""Seconds to see a killed process gone (the kernel takes a moment)."""

T = TypeVar("T")


class TimedOut(Exception):
    """A call into a backend did not return within its limit."""

    def __init__(self, limit: float) -> None:
        self.limit = limit
        self.message = msg("speech-no-answer-within", seconds=seconds(limit))
        super().__init__(self.message)

    def __str__(self) -> str:
        return _english(self.message)


class BackendExit(RuntimeError):
    """A backend raised SystemExit or the like: reported as a RuntimeError, never let through."""

    kind = "RuntimeError"

    def __init__(self, error: BaseException) -> None:
        self.message = msg("speech-backend-exit", kind=type(error).__name__)
        super().__init__(self.message)

    def __str__(self) -> str:
        return _english(self.message)


def seconds(limit: float) -> Msg:
    """`limit` as it is said, in the player's words: "1 second", "2 seconds", "0.3 seconds"."""
    return msg("speech-seconds", n=int(limit) if float(limit).is_integer() else limit)


def seconds_phrase(limit: float) -> str:
    """`seconds(limit)` in English."""
    return _english(seconds(limit))


def _english(message: Msg) -> str:
    return english().say(message)


class _Job(Generic[T]):
    def __init__(self, function: Callable[[], T]) -> None:
        self.function = function
        self.done = threading.Event()
        self.result: T | None = None
        self.error: Exception | None = None

    def run(self) -> None:
        try:
            self.result = self.function()
        except Exception as error:
            self.error = error
        except BaseException as error:  # SystemExit in a backend must not end the game
            self.error = BackendExit(error)
        self.done.set()


class Caller:
    """Makes one backend's calls in order on one daemon thread, and waits for each no longer
    than its limit. After a call times out the backend is dropped, and so is this caller."""

    def __init__(self, name: str = "speech-calls") -> None:
        self._jobs: queue.SimpleQueue[_Job[Any] | None] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._work, name=name, daemon=True)
        self._thread.start()

    def call(self, function: Callable[[], T], limit: float) -> T:
        """`function()`'s result, or its exception; `TimedOut` when it takes longer than `limit`."""
        job = _Job(function)
        self._jobs.put(job)
        if not job.done.wait(limit):
            raise TimedOut(limit)
        if job.error is not None:
            raise job.error
        return cast(T, job.result)

    def retire(self) -> None:
        """End the thread once the call it is making (if any) returns."""
        self._jobs.put(None)

    def _work(self) -> None:
        while (job := self._jobs.get()) is not None:
            job.run()


def in_background(function: Callable[[], object], name: str) -> threading.Thread:
    """Run `function` on a daemon thread, its exceptions ignored (it cleans up something broken)."""

    def run() -> None:
        with contextlib.suppress(Exception):
            function()

    thread = threading.Thread(target=run, name=name, daemon=True)
    thread.start()
    return thread


def process_gone(pid: int) -> bool:
    """Whether the process has ended (a zombie waiting for its parent has ended too)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False
    with contextlib.suppress(OSError):
        # The state follows the command name, which is in brackets and may hold spaces.
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="utf-8", errors="replace")
        return stat.rsplit(")", 1)[1].split()[0] in {"Z", "X"}
    return False


_endings: list[threading.Thread] = []


def end_process(pid: int, grace: float = KILL_GRACE) -> threading.Thread:
    """SIGTERM now and SIGKILL after `grace` seconds if it is still there, on a daemon thread;
    the program's exit waits for that thread no longer than the grace."""

    def gone_within(seconds: float) -> bool:
        deadline = time.monotonic() + seconds
        while not process_gone(pid):
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.01)
        return True

    def end() -> None:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGTERM)
        if not gone_within(grace):
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)  # Speech Dispatcher's own shutdown can wedge: it ignores SIGTERM then
            gone_within(KILL_WAIT)

    thread = in_background(end, f"end-{pid}")
    _endings.append(thread)
    return thread


@atexit.register
def _finish_endings() -> None:
    """At exit, let processes being ended get their SIGKILL, waiting no longer than the grace."""
    deadline = time.monotonic() + KILL_GRACE + KILL_WAIT
    for thread in _endings:
        thread.join(max(0.0, deadline - time.monotonic()))
