"""Choosing a speech backend, and the `Speaker` the console talks to.

`--speech auto` tries a running screen reader, then our own voice, then silence. Whatever
fails (no audio device, no screen reader, a missing library, a backend that hangs or raises
mid-sentence) ends in silence and one plain line of text saying which backend is in use and
why. Nothing here may crash or hang the game: every call into a backend has a time limit
(`limits.CALL_LIMIT`), and a backend that does not answer within it is dropped.
"""

from __future__ import annotations

import contextlib
import math
import threading
import time
from collections.abc import Callable
from enum import StrEnum
from typing import TypeVar

from shared_table.core.message import Msg, msg
from shared_table.i18n.words import Words
from shared_table.speech.limits import CALL_LIMIT, Caller, TimedOut, in_background, seconds
from shared_table.speech.output import (
    Abandons,
    Brailles,
    Silent,
    SpeechOutput,
    SpeechUnavailable,
    Utterance,
    Waits,
    error_value,
    words_or_english,
)

START_TIMEOUT = 2.0
"""Seconds a backend may take to start (Speech Dispatcher can hang when it has no audio)."""
WORDS_PER_MINUTE = 100
"""The slowest speech `wait` allows for, on top of the call limit (a slower own voice counts as it is)."""

T = TypeVar("T")


class SpeechChoice(StrEnum):
    AUTO = "auto"
    SCREENREADER = "screenreader"
    TTS = "tts"
    OFF = "off"


def _start(factory: Callable[[], SpeechOutput], timeout: float = START_TIMEOUT) -> SpeechOutput:
    """Start a backend on a helper thread, so that one that hangs costs `timeout` and no more.
    One that starts after all, too late, is closed: nothing will use it."""
    result: list[SpeechOutput | BaseException] = []
    gave_up = threading.Event()
    lock = threading.Lock()

    def run() -> None:
        try:
            outcome: SpeechOutput | BaseException = factory()
        except BaseException as error:
            outcome = error
        with lock:
            if not gave_up.is_set():
                result.append(outcome)
                return
        if not isinstance(outcome, BaseException):
            with contextlib.suppress(Exception):
                outcome.close()

    thread = threading.Thread(target=run, name="speech-start", daemon=True)
    thread.start()
    thread.join(timeout)
    with lock:
        gave_up.set()
        if not result:
            raise SpeechUnavailable(msg("speech-start-timeout", seconds=seconds(timeout)))
    outcome = result[0]
    if isinstance(outcome, SpeechUnavailable):
        raise outcome
    if isinstance(outcome, BaseException):
        raise SpeechUnavailable(msg("speech-start-failed", error=error_value(outcome)))
    return outcome


def choose_output(
    choice: SpeechChoice, voice: str | None = None, rate: int | None = None, on_failure: Callable[[Msg], None] | None = None,
    words: Words | None = None,
) -> tuple[SpeechOutput, list[str]]:
    """The backend to use, and the reasons the ones tried before it could not be used (in the
    words given, else English). Both speak `words`' language: our own voice with its espeak-ng
    voice unless `voice` names one, Speech Dispatcher told the language (docs/speech.md)."""
    if choice is SpeechChoice.OFF:
        return Silent(msg("speech-turned-off")), []
    from shared_table.speech.screen_reader import DaemonWatch, ScreenReader  # only when speech is asked for
    from shared_table.speech.tts import OwnVoice

    language = words.language if words is not None else None
    tries: list[tuple[str, Callable[[], SpeechOutput], Callable[[], object]]] = []
    if choice in (SpeechChoice.AUTO, SpeechChoice.SCREENREADER):
        required = choice is SpeechChoice.AUTO
        watch = DaemonWatch()  # a Speech Dispatcher this start spawns is ours to end if the start fails
        tries.append(("screenreader", lambda: ScreenReader(require_running=required, watch=watch, language=language), watch.end_spawned))
    if choice in (SpeechChoice.AUTO, SpeechChoice.TTS):
        tries.append(("tts", lambda: OwnVoice(voice, rate, on_failure, language), lambda: None))
    reasons: list[Msg] = []
    for backend, factory, clean_up in tries:
        try:
            return _start(factory), [words_or_english(words).say(reason) for reason in reasons]
        except SpeechUnavailable as error:
            clean_up()
            reasons.append(msg("speech-tried", backend=backend, reason=error.message))
    said = [words_or_english(words).say(reason) for reason in reasons]
    if not reasons:  # pragma: no cover - every choice but off tries a backend
        return Silent(), said
    joined = reasons[0]
    for reason in reasons[1:]:
        joined = msg("speech-reasons", reasons=joined, reason=reason)
    return Silent(joined), said


class Speaker:
    """What the console uses: speak each answer, interrupt on a new command, and fall silent
    (with one notice) if the backend fails or does not answer within its limit.

    Every call into the backend runs on the backend's own daemon thread and is waited for no
    longer than `limit` seconds (`wait`: the limit plus the time the last answer takes to say
    at `WORDS_PER_MINUTE`). A backend that misses its limit is dropped for good: its thread is
    left where it is stuck, and the backend is let go of in the background."""

    def __init__(self, output: SpeechOutput, limit: float = CALL_LIMIT, words: Words | None = None) -> None:
        self.limit = limit
        self.words = words_or_english(words)
        """The player's words: what `describe` and `notices` are said in."""
        self.output: SpeechOutput = Silent()
        self._caller: Caller | None = None
        self._lock = threading.Lock()
        self._notices: list[Msg] = []
        self._words = 0  # in the answer being said, for the limit on `wait`
        self._letting_go: list[threading.Thread] = []
        self._closed = False
        self._use(output)

    @classmethod
    def start(
        cls, choice: SpeechChoice, voice: str | None = None, rate: int | None = None, words: Words | None = None,
        limit: float = CALL_LIMIT,
    ) -> Speaker:
        """The backend `choice` asks for, speaking `words`' language (English without words)."""
        speaker = cls(Silent(), limit, words)
        output, _ = choose_output(choice, voice, rate, on_failure=speaker.failed, words=words)
        speaker._use(output)
        return speaker

    def _use(self, output: SpeechOutput) -> None:
        with self._lock:
            self.output = output
            self._caller = None if isinstance(output, Silent) else Caller(f"speech-{output.name}")

    def describe(self) -> str:
        """The backend speaking, or why none is, in the player's words."""
        return self.words.say(self.output.describe())

    def failed(self, reason: Msg) -> None:
        """The backend broke (called from its thread): go silent, and say so at the next chance."""
        self._drop(self.output, reason)

    def notices(self) -> list[str]:
        """Lines to write about speech since last asked (a backend that failed or stopped answering)."""
        with self._lock:
            found, self._notices = self._notices, []
        return [self.words.say(notice) for notice in found]

    @property
    def speaks(self) -> bool:
        """A voice of this program's own, or Speech Dispatcher, is speaking (not silent)."""
        return not isinstance(self.output, Silent)

    def speak(self, utterance: Utterance, interrupt: bool = True) -> None:
        """Say `utterance`, after stopping what is being said, or after it when not `interrupt`."""
        words = sum(len(line.split()) for line in utterance)
        if interrupt:
            self._words = words
            self._call(lambda output: output.speak(utterance), None)
        else:
            self._words += words
            self._call(lambda output: output.speak(utterance, interrupt=False), None)

    def stop(self) -> None:
        self._words = 0
        self._call(lambda output: output.stop(), None)

    def braille(self, text: str) -> bool:
        """Show `text` on the screen reader's braille display; False when there is none. Only the
        screen reader backend has a display. An error here silences nothing but the display;
        a display that does not answer drops the backend, like any other call that hangs."""
        if not isinstance(self.output, Brailles):
            return False
        return self._call(lambda output: isinstance(output, Brailles) and bool(output.braille(text)), False, drop_on_error=False)

    def wait(self) -> None:
        """Block until the backend has said everything (when it can tell), within the limit."""
        if not isinstance(self.output, Waits):
            return
        rate = getattr(self.output, "rate", None)
        per_minute = min(rate, WORDS_PER_MINUTE) if isinstance(rate, int) and rate > 0 else WORDS_PER_MINUTE
        limit = math.ceil(self.limit + self._words * 60 / per_minute)
        self._call(lambda output: output.wait() if isinstance(output, Waits) else None, None, limit, "speech-not-finished")

    def close(self) -> None:
        """Close the backend, and give a dropped one time to be let go of: all within the limit."""
        deadline = time.monotonic() + self.limit
        self._call(lambda output: output.close(), None, closing=True)
        with self._lock:
            caller, self._caller, self._closed = self._caller, None, True
        if caller is not None:
            caller.retire()
        for thread in self._letting_go:
            thread.join(max(0.0, deadline - time.monotonic()))

    def _call(
        self, action: Callable[[SpeechOutput], T], default: T, limit: float | None = None, late: str = "speech-no-answer",
        drop_on_error: bool = True, closing: bool = False,
    ) -> T:
        """`action(backend)` within the limit; `default` when it fails or takes too long."""
        with self._lock:
            output, caller, closed = self.output, self._caller, self._closed
        if closed:
            return default
        if caller is None:  # silence: nothing to wait for, and it never fails
            return action(output)
        limit = self.limit if limit is None else limit
        try:
            return caller.call(lambda: action(output), limit)
        except TimedOut:
            self._drop(output, msg(late, backend=output.name, seconds=seconds(limit)), stuck=True, closing=closing)
        except Exception as error:
            if drop_on_error:
                self._drop(output, msg("speech-failed", backend=output.name, error=error_value(error, strip=True)), closing=closing)
        return default

    def _drop(self, output: SpeechOutput, reason: Msg, stuck: bool = False, closing: bool = False) -> None:
        """Switch to silence with one notice, unless `output` was dropped already; then let go of
        it in the background (not closed twice; one that stopped answering is abandoned)."""
        with self._lock:
            if output is not self.output or isinstance(output, Silent):
                return
            self.output, caller, self._caller = Silent(reason), self._caller, None
            self._notices.append(msg("speech-stopped", reason=reason))
        if caller is not None:
            caller.retire()
        let_go = output.abandon if stuck and isinstance(output, Abandons) else None if closing else output.close
        if let_go is not None:
            self._letting_go.append(in_background(let_go, "speech-let-go"))
