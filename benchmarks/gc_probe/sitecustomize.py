"""Times every garbage collection of a server that `bench_server.py --gc` starts (this folder is put
first on its PYTHONPATH, so Python loads this module at start-up): when, which generation, and how
long, as the clock counts it and as CPU time of the thread that collected (on a shared machine the
clock also counts the time the server waited for a core; CPU time does not). Written as JSON to
$BENCH_GC_LOG as the server exits. Nothing of the server is changed."""

from __future__ import annotations

import atexit
import gc
import json
import os
import time

_LOG = os.environ.get("BENCH_GC_LOG")
_collections: list[tuple[float, int, float, float]] = []  # (monotonic start, generation, seconds, CPU seconds)
_began = [0.0, 0.0]


def _timed(phase: str, info: dict[str, int]) -> None:
    if phase == "start":
        _began[:] = time.monotonic(), time.thread_time()
    else:
        _collections.append((_began[0], info["generation"], time.monotonic() - _began[0], time.thread_time() - _began[1]))


def _write() -> None:
    assert _LOG is not None
    with open(_LOG, "w") as file:
        json.dump({"collections": _collections, "threshold": gc.get_threshold()}, file)


if _LOG:
    gc.callbacks.append(_timed)
    atexit.register(_write)
