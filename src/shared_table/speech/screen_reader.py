"""The player's own screen reader, through accessible-output2: NVDA, JAWS, VoiceOver, SAPI,
and on Linux Speech Dispatcher, so Orca users hear the game in their own voice and rate.
Speaking this way never moves the review cursor."""

from __future__ import annotations

import contextlib
import io
import sys
from pathlib import Path
from typing import Any

from shared_table.speech.output import SpeechUnavailable, Utterance

LINUX_SCREEN_READERS = ("orca",)


def running_screen_reader() -> str:
    """The name of a running Linux screen reader ("" if none is seen). Windows and macOS
    screen readers are found by accessible-output2 itself."""
    proc = Path("/proc")
    if sys.platform != "linux" or not proc.is_dir():
        return ""
    for entry in proc.iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError):
                name = (entry / "comm").read_text(encoding="utf-8").strip()
                if name in LINUX_SCREEN_READERS:
                    return name
    return ""


def _outputs() -> list[Any]:
    """accessible-output2's outputs that can work here. Its outputs print their own
    complaints while loading (a missing espeak module, say): those are kept off the game's output."""
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        try:
            from accessible_output2.outputs.auto import Auto
        except ImportError as error:
            raise SpeechUnavailable(f"accessible-output2 is not installed ({error})") from None
        try:
            auto = Auto()
            return [output for output in auto.outputs if output.is_active()]
        except Exception as error:  # any output's start-up failure means: not here
            raise SpeechUnavailable(f"accessible-output2 cannot start ({error})") from None


class ScreenReader:
    """Speaks through the first screen reader (or Speech Dispatcher) accessible-output2 finds."""

    name = "screenreader"

    def __init__(self, require_running: bool = False) -> None:
        if sys.platform == "linux" and require_running and not running_screen_reader():
            raise SpeechUnavailable("no screen reader is running")
        outputs = [output for output in _outputs() if not _is_own_voice(output)]
        if sys.platform == "linux":
            outputs = [output for output in outputs if type(output).__name__ == "SpeechDispatcher"]
        if not outputs:
            raise SpeechUnavailable("no screen reader or Speech Dispatcher was found")
        self.output = outputs[0]

    def describe(self) -> str:
        return f"Speech: through {self.output.name}."

    def speak(self, utterance: Utterance) -> None:
        text = " ".join(line for line in utterance if line.strip())
        if text:
            self.output.speak(text, interrupt=True)

    def stop(self) -> None:
        with contextlib.suppress(Exception):
            self.output.silence()

    def braille(self, text: str) -> bool:
        """Send `text` to the screen reader's braille display; False when it has no braille."""
        if not can_braille(self.output):
            return False
        self.output.braille(text)
        return True

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.output.close()


def can_braille(output: Any) -> bool:
    """Whether an accessible-output2 output can write to a braille display. Outputs that cannot
    (Speech Dispatcher, SAPI, VoiceOver) inherit the base class's `braille`, which does nothing;
    NVDA, JAWS and System Access override it."""
    try:
        from accessible_output2.outputs.base import Output
    except ImportError:
        return False
    own = getattr(type(output), "braille", None)
    return callable(own) and own is not Output.braille


def _is_own_voice(output: Any) -> bool:
    """SAPI and eSpeak outputs are voices, not screen readers: `tts` covers those."""
    return type(output).__name__ in {"SAPI5", "SAPI4", "ESpeak"}
