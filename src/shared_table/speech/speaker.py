"""Choosing a speech backend, and the `Speaker` the console talks to.

`--speech auto` tries a running screen reader, then our own voice, then silence. Whatever
fails (no audio device, no screen reader, a missing library, a backend that hangs or raises
mid-sentence) ends in silence and one plain line of text saying which backend is in use and
why. Nothing here may crash or hang the game.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from enum import StrEnum

from shared_table.speech.output import Silent, SpeechOutput, SpeechUnavailable, Utterance

START_TIMEOUT = 2.0
"""Seconds a backend may take to start (Speech Dispatcher can hang when it has no audio)."""


class SpeechChoice(StrEnum):
    AUTO = "auto"
    SCREENREADER = "screenreader"
    TTS = "tts"
    OFF = "off"


def _start(factory: Callable[[], SpeechOutput], timeout: float = START_TIMEOUT) -> SpeechOutput:
    """Start a backend on a helper thread, so that one that hangs costs `timeout` and no more."""
    result: list[SpeechOutput | BaseException] = []

    def run() -> None:
        try:
            result.append(factory())
        except BaseException as error:
            result.append(error)

    thread = threading.Thread(target=run, name="speech-start", daemon=True)
    thread.start()
    thread.join(timeout)
    if not result:
        raise SpeechUnavailable(f"it did not start within {timeout:g} seconds")
    outcome = result[0]
    if isinstance(outcome, SpeechUnavailable):
        raise outcome
    if isinstance(outcome, BaseException):
        raise SpeechUnavailable(f"it failed to start ({type(outcome).__name__}: {outcome})")
    return outcome


def choose_output(
    choice: SpeechChoice, voice: str | None = None, rate: int | None = None, on_failure: Callable[[str], None] | None = None
) -> tuple[SpeechOutput, list[str]]:
    """The backend to use, and the reasons the ones tried before it could not be used."""
    from shared_table.speech.screen_reader import ScreenReader
    from shared_table.speech.tts import OwnVoice

    if choice is SpeechChoice.OFF:
        return Silent("turned off"), []
    tries: list[tuple[str, Callable[[], SpeechOutput]]] = []
    if choice in (SpeechChoice.AUTO, SpeechChoice.SCREENREADER):
        required = choice is SpeechChoice.AUTO
        tries.append(("screen reader", lambda: ScreenReader(require_running=required)))
    if choice in (SpeechChoice.AUTO, SpeechChoice.TTS):
        tries.append(("own voice", lambda: OwnVoice(voice, rate, on_failure)))
    reasons: list[str] = []
    for label, factory in tries:
        try:
            return _start(factory), reasons
        except SpeechUnavailable as error:
            reasons.append(f"{label}: {error}")
    return Silent("; ".join(reasons)), reasons


class Speaker:
    """What the console uses: speak each answer, interrupt on a new command, and fall silent
    (with one notice) if the backend fails."""

    def __init__(self, output: SpeechOutput) -> None:
        self.output = output
        self._notices: list[str] = []
        self._lock = threading.Lock()

    @classmethod
    def start(cls, choice: SpeechChoice, voice: str | None = None, rate: int | None = None) -> Speaker:
        speaker = cls(Silent())
        output, _ = choose_output(choice, voice, rate, on_failure=speaker.failed)
        speaker.output = output
        return speaker

    def describe(self) -> str:
        return self.output.describe()

    def failed(self, reason: str) -> None:
        """The backend broke (called from its thread): go silent, and say so at the next chance."""
        with self._lock:
            broken, self.output = self.output, Silent(reason)
            self._notices.append(f"Speech stopped: {reason}. The game goes on in text.")
        with contextlib.suppress(Exception):  # it is broken already
            broken.close()

    def notices(self) -> list[str]:
        """Lines to write about speech since last asked (a backend that failed)."""
        with self._lock:
            found, self._notices = self._notices, []
        return found

    def speak(self, utterance: Utterance) -> None:
        self._guard(lambda: self.output.speak(utterance))

    def stop(self) -> None:
        self._guard(self.output.stop)

    def close(self) -> None:
        self._guard(self.output.close)

    def braille(self, text: str) -> bool:
        """Show `text` on the screen reader's braille display; False when there is none. Only the
        screen reader backend has a display; a failure here silences nothing but the display."""
        send = getattr(self.output, "braille", None)
        if not callable(send):
            return False
        try:
            return bool(send(text))
        except Exception:
            return False

    def wait(self) -> None:
        """Block until the backend has said everything (when it can tell)."""
        wait = getattr(self.output, "wait", None)
        if callable(wait):
            self._guard(wait)

    def _guard(self, call: Callable[[], None]) -> None:
        try:
            call()
        except Exception as error:
            self.failed(f"{type(error).__name__}: {error}")
