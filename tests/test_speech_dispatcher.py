"""`--speech screenreader` with the real Speech Dispatcher never hangs the game.

On a machine without audio, Speech Dispatcher can stop answering mid-game (about 3 runs in 8
here). To make that certain rather than likely, these tests freeze the real daemon with
SIGSTOP, which is what a daemon that stops answering looks like from outside. Each test has
its own runtime folder, so its own daemon, and kills whatever daemon it leaves behind."""

from __future__ import annotations

import contextlib
import os
import queue
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from shared_table.speech.limits import process_gone
from shared_table.speech.screen_reader import spawned_daemons

pytestmark = [
    pytest.mark.skipif(sys.platform != "linux", reason="Speech Dispatcher's daemon, frozen and found through /proc, is Linux's"),
    pytest.mark.needs("speech-dispatcher", "speechd", "accessible_output2"),
]

NOTICE = "Speech stopped: the screen reader did not answer within 2 seconds. The game goes on in text."
COMMANDS = "hand\nhand\nscores\nquit\ny\n"


@dataclass
class Dispatcher:
    env: dict[str, str]
    socket: str


@pytest.fixture
def dispatcher(tmp_path: Path) -> Iterator[Dispatcher]:
    """A runtime folder of the test's own (short: a socket path has at most 107 bytes)."""
    runtime = tempfile.mkdtemp(prefix="st-speechd-", dir="/tmp")
    env = {key: value for key, value in os.environ.items() if not key.startswith("SPEECHD_")}
    env.update(XDG_RUNTIME_DIR=runtime, XDG_STATE_HOME=str(tmp_path))
    socket = os.path.join(runtime, "speech-dispatcher", "speechd.sock")
    yield Dispatcher(env, socket)
    for pid in spawned_daemons(socket):  # left healthy, or frozen by the test: either way not wanted now
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
    shutil.rmtree(runtime, ignore_errors=True)


def _shared_table(*args: str) -> list[str]:
    return [sys.executable, "-m", "shared_table", *args]


def _read_lines(stream: object, into: queue.Queue[str | None]) -> None:
    assert hasattr(stream, "readline")
    for line in iter(stream.readline, ""):
        into.put(line.rstrip("\n"))
    into.put(None)


def test_a_game_whose_speech_dispatcher_freezes_mid_game_goes_on_in_text(dispatcher: Dispatcher, tmp_path: Path) -> None:
    errors = tmp_path / "stderr.txt"
    with errors.open("w") as stderr:
        game = subprocess.Popen(
            _shared_table("play", "--speech", "screenreader", "--plain", "--seed", "1"),
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr, text=True, env=dispatcher.env,
        )
    lines: queue.Queue[str | None] = queue.Queue()
    threading.Thread(target=_read_lines, args=(game.stdout, lines), daemon=True).start()
    try:
        assert lines.get(timeout=10) == "Speech: through Linux Speech Dispatcher."
        daemons = spawned_daemons(dispatcher.socket)
        assert len(daemons) == 1, "the game spawned a daemon of its own"
        frozen = daemons.pop()
        os.kill(frozen, signal.SIGSTOP)
        started = time.perf_counter()
        assert game.stdin is not None
        game.stdin.write(COMMANDS)
        game.stdin.close()
        assert game.wait(timeout=15) == 0
        took = time.perf_counter() - started
    finally:
        game.kill()
    said = list(iter(lines.get, None))
    assert errors.read_text() == ""
    assert said.count(NOTICE) == 1, said
    assert said[-1].startswith("Game stopped.")
    assert took < 2 + 2.5, "one call waited for its 2 seconds, and nothing else waited"
    deadline = time.monotonic() + 2
    while not process_gone(frozen) and time.monotonic() < deadline:
        time.sleep(0.02)
    assert process_gone(frozen), "the daemon the game spawned, and that stopped answering, was ended"


def test_a_frozen_daemon_that_was_already_running_costs_two_seconds_and_is_left_alone(dispatcher: Dispatcher) -> None:
    subprocess.run(
        ["speech-dispatcher", "--spawn", "--communication-method", "unix_socket", "--socket-path", dispatcher.socket],
        env=dispatcher.env, capture_output=True, timeout=10, check=True,
    )
    (theirs,) = spawned_daemons(dispatcher.socket)
    os.kill(theirs, signal.SIGSTOP)
    started = time.perf_counter()
    result = subprocess.run(_shared_table("speak", "--speech", "screenreader", "hello"), capture_output=True, text=True,
                            timeout=10, env=dispatcher.env, check=False)
    took = time.perf_counter() - started
    assert result.returncode == 2 and result.stderr == ""
    assert result.stdout == "Speech is off: screen reader: it did not start within 2 seconds.\n"
    assert took < 2 + 2.5
    assert not process_gone(theirs), "a daemon we did not start is never ended by us"


def test_speak_through_speech_dispatcher_finishes(dispatcher: Dispatcher) -> None:
    started = time.perf_counter()
    result = subprocess.run(_shared_table("speak", "--speech", "screenreader", "Sixes are wild."), capture_output=True,
                            text=True, timeout=10, env=dispatcher.env, check=False)
    assert time.perf_counter() - started < 2 + 2.5
    lines = result.stdout.splitlines()
    assert lines[0] == "Speech: through Linux Speech Dispatcher." and result.stderr == ""
    assert lines[1:] in ([], [NOTICE]) and result.returncode == (0 if lines[1:] == [] else 2)
