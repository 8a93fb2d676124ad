"""Every call into a speech backend has a time limit: a backend written here to stop answering
(in speak, stop, close, wait or braille) is dropped within the limit with one plain sentence,
the game goes on in text, and neither the game nor the program's exit waits for it."""

from __future__ import annotations

import io
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator

import pytest

from shared_table.console.line_io import PlainIO
from shared_table.console.play import converse, new_session
from shared_table.speech.limits import Caller, TimedOut, end_process, process_gone, seconds_phrase
from shared_table.speech.output import Silent, SpeechUnavailable, Utterance
from shared_table.speech.speaker import Speaker, _start

LIMIT = 0.3
SLACK = 0.3
"""How much later than its limit a call may come back on a busy two-core machine."""
HANG = 5.0
"""How long a backend here stays stuck: long past any limit, so a Speaker that waits for it fails, not hangs."""


class Hanging:
    """A speech backend that stops answering in the calls named: they block until released."""

    def __init__(self, hang_in: set[str], name: str = "screenreader", delay: float = 0.0) -> None:
        self.name = name
        self.hang_in = hang_in
        self.delay = delay
        self.release = threading.Event()
        self.calls: list[str] = []
        self.closed = threading.Event()

    def describe(self) -> str:
        return "Speech: a backend that hangs."

    def _enter(self, call: str) -> None:
        self.calls.append(call)
        time.sleep(self.delay)
        if call in self.hang_in:
            self.release.wait(HANG)

    def speak(self, utterance: Utterance) -> None:
        self._enter("speak")

    def stop(self) -> None:
        self._enter("stop")

    def close(self) -> None:
        self._enter("close")
        self.closed.set()


class HangingDisplay(Hanging):
    """The same, with a braille display and a `wait` (as a screen reader or our own voice has)."""

    def wait(self) -> None:
        self._enter("wait")

    def braille(self, text: str) -> bool:
        self._enter("braille")
        if "broken" in text:
            raise OSError("the display was unplugged")
        return True


@pytest.fixture
def backends() -> Iterator[list[Hanging]]:
    """Backends made by a test; their stuck calls are released afterwards, so no thread lingers."""
    made: list[Hanging] = []
    yield made
    for backend in made:
        backend.release.set()


def _timed(call: object) -> float:
    assert callable(call)
    started = time.perf_counter()
    call()
    return time.perf_counter() - started


def _assert_dropped_once(speaker: Speaker, notice: str) -> None:
    assert isinstance(speaker.output, Silent)
    assert speaker.notices() == [notice]
    # Silence from now on: nothing waits, nothing is said twice.
    for call in (lambda: speaker.speak(["Your turn."]), speaker.stop, speaker.wait, lambda: speaker.braille("x"), speaker.close):
        assert _timed(call) < 0.05
    assert speaker.notices() == []


@pytest.mark.parametrize("call", ["speak", "stop"])
def test_a_backend_that_stops_answering_is_dropped_within_the_limit(call: str, backends: list[Hanging]) -> None:
    backend = Hanging({call})
    backends.append(backend)
    speaker = Speaker(backend, limit=LIMIT)
    took = _timed(lambda: speaker.speak(["Round 1."]) if call == "speak" else speaker.stop())
    assert LIMIT <= took < LIMIT + SLACK
    _assert_dropped_once(speaker, "Speech stopped: the screen reader did not answer within 0.3 seconds. The game goes on in text.")
    assert backend.closed.wait(2), "the dropped backend is let go of, in the background"


def test_a_backend_that_hangs_in_close_costs_the_limit_and_one_line(backends: list[Hanging]) -> None:
    backend = Hanging({"close"}, name="tts")
    backends.append(backend)
    speaker = Speaker(backend, limit=LIMIT)
    speaker.speak(["Game over."])
    took = _timed(speaker.close)
    assert LIMIT <= took < LIMIT + SLACK
    assert speaker.notices() == ["Speech stopped: the voice did not answer within 0.3 seconds. The game goes on in text."]
    assert backend.calls == ["speak", "close"]


def test_wait_allows_the_time_to_say_the_answer_and_no_more(backends: list[Hanging]) -> None:
    backend = HangingDisplay({"wait"})
    backends.append(backend)
    speaker = Speaker(backend, limit=LIMIT)
    speaker.speak(["Game over.", "Ann wins."])  # four words at 100 a minute: 2.4 s, and the limit
    took = _timed(speaker.wait)
    assert 3.0 <= took < 3.0 + SLACK
    _assert_dropped_once(speaker, "Speech stopped: the screen reader did not finish speaking within 3 seconds. The game goes on in text.")


def test_a_display_that_hangs_drops_the_backend_but_a_display_error_does_not(backends: list[Hanging]) -> None:
    backend = HangingDisplay(set())
    backends.append(backend)
    speaker = Speaker(backend, limit=LIMIT)
    assert speaker.braille("hand") is True
    assert speaker.braille("broken") is False and speaker.output is backend and speaker.notices() == []
    backend.hang_in.add("braille")
    took = _timed(lambda: speaker.braille("hand"))
    assert LIMIT <= took < LIMIT + SLACK
    _assert_dropped_once(speaker, "Speech stopped: the screen reader did not answer within 0.3 seconds. The game goes on in text.")


def test_a_slow_backend_within_the_limit_is_kept(backends: list[Hanging]) -> None:
    backend = HangingDisplay(set(), delay=LIMIT / 3)
    backends.append(backend)
    speaker = Speaker(backend, limit=LIMIT)
    speaker.speak(["Round 1."])
    speaker.stop()
    speaker.wait()
    speaker.close()
    assert speaker.output is backend and speaker.notices() == []
    assert backend.calls == ["speak", "stop", "wait", "close"]


def test_a_backend_that_raises_is_dropped_with_one_plain_line() -> None:
    class Broken(Hanging):
        def speak(self, utterance: Utterance) -> None:
            raise ConnectionError("Speech Dispatcher connection lost.")

    speaker = Speaker(Broken(set()), limit=LIMIT)
    speaker.speak(["Round 1."])
    _assert_dropped_once(
        speaker, "Speech stopped: the screen reader failed (ConnectionError: Speech Dispatcher connection lost). The game goes on in text."
    )


def test_the_game_goes_on_in_text_when_speech_hangs_mid_game(backends: list[Hanging]) -> None:
    backend = Hanging({"stop"})
    backends.append(backend)
    speaker = Speaker(backend, limit=LIMIT)
    session = new_session(seed=1)
    opening = session.start()
    stdout = io.StringIO()
    started = time.perf_counter()
    converse(PlainIO(io.StringIO("hand\nhand\nscores\nquit\ny\n"), stdout), speaker, opening, session.handle,
             lambda: session.done, lambda: ["End of input."])
    took = time.perf_counter() - started
    lines = stdout.getvalue().splitlines()
    notice = "Speech stopped: the screen reader did not answer within 0.3 seconds. The game goes on in text."
    assert lines[len(opening)] == notice and lines.count(notice) == 1, "said once, before the answer to the first command"
    assert lines[len(opening) + 1].startswith("Your hand, 3 cards.")
    assert lines[-1] == "Game stopped. Goodbye."
    assert took < LIMIT + 1.0, "only the first stuck call is waited for"


def test_program_exit_does_not_wait_for_a_stuck_backend() -> None:
    code = """
import threading, time
from shared_table.speech.speaker import Speaker

class Stuck:
    name = "screenreader"
    def describe(self): return "stuck"
    def speak(self, utterance): threading.Event().wait()
    def stop(self): threading.Event().wait()
    def close(self): threading.Event().wait()

speaker = Speaker(Stuck(), limit=0.2)
speaker.speak(["Round 1."])
speaker.close()
print(speaker.notices())
"""
    started = time.perf_counter()
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=10, check=False)
    assert time.perf_counter() - started < 5
    assert result.returncode == 0 and result.stderr == ""
    assert "did not answer within 0.2 seconds" in result.stdout


def test_a_process_that_ignores_sigterm_gets_sigkill_after_the_grace() -> None:
    stubborn = _sleeper("import signal; signal.signal(signal.SIGTERM, signal.SIG_IGN)")
    took = _timed(end_process(stubborn.pid, grace=0.3).join)
    assert 0.3 <= took < 0.3 + SLACK and process_gone(stubborn.pid)
    assert stubborn.wait(2) == -signal.SIGKILL
    willing = _sleeper("")
    assert _timed(end_process(willing.pid, grace=2).join) < 1
    assert willing.wait(2) == -signal.SIGTERM


def _sleeper(first: str) -> subprocess.Popen[str]:
    """A child process that does `first`, says it is ready, and sleeps for a minute."""
    code = f"{first}\nimport time\nprint('ready', flush=True)\ntime.sleep(60)"
    child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None and child.stdout.readline() == "ready\n"
    return child


def test_a_backend_that_starts_too_late_is_closed(backends: list[Hanging]) -> None:
    late = Hanging(set())
    backends.append(late)

    def slow() -> Hanging:
        time.sleep(0.3)
        return late

    with pytest.raises(SpeechUnavailable, match=r"did not start within 0\.1 seconds"):
        _start(slow, timeout=0.1)
    assert late.closed.wait(2)


def test_a_caller_returns_results_and_errors_and_times_out() -> None:
    caller = Caller()
    assert caller.call(lambda: 42, 1.0) == 42
    with pytest.raises(ValueError, match="no"):
        caller.call(lambda: int("no"), 1.0)
    with pytest.raises(TimedOut, match=r"no answer within 0\.1 seconds"):
        caller.call(lambda: time.sleep(0.5), 0.1)
    caller.retire()
    assert [seconds_phrase(n) for n in (1, 2, 0.3)] == ["1 second", "2 seconds", "0.3 seconds"]
