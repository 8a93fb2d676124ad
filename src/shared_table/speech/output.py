"""The speech output protocol, after NVDA's: an utterance is a sequence of sentences, and a
backend can speak one, stop (interrupt) what it is saying, and say whether it can work here.

Backends: `screen_reader.ScreenReader` (the player's own screen reader through
accessible-output2), `tts.OwnVoice` (pyttsx3 driving espeak-ng), and `Silent`. A backend may
block in any call: the `Speaker` gives each call a time limit, so no backend needs its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

Utterance = Sequence[str]
"""What is said at once: the sentences of one answer, in order."""


class SpeechUnavailable(Exception):
    """A backend cannot speak here; the message says why in a few plain words."""


class SpeechOutput(Protocol):
    """Something that can speak. `speak` never blocks for the length of the speech."""

    name: str

    def describe(self) -> str:
        """Which voice this is, for the one line said when the game starts."""
        ...

    def speak(self, utterance: Utterance) -> None:
        """Say these sentences, after stopping whatever is being said."""
        ...

    def stop(self) -> None: ...

    def close(self) -> None: ...


@runtime_checkable
class Waits(Protocol):
    """A backend that can tell when it has said everything."""

    def wait(self) -> None: ...


@runtime_checkable
class Brailles(Protocol):
    """A backend with a braille display: True when `text` went to it."""

    def braille(self, text: str) -> bool: ...


@runtime_checkable
class Abandons(Protocol):
    """A backend that, once it has stopped answering, must let go of more than `close` would
    (a Speech Dispatcher daemon it started, say)."""

    def abandon(self) -> None: ...


class Silent:
    """Speech off: says nothing, and never fails."""

    name = "off"

    def __init__(self, reason: str = "") -> None:
        self.reason = reason

    def describe(self) -> str:
        return "Speech is off" + (f": {self.reason}" if self.reason else "") + "."

    def speak(self, utterance: Utterance) -> None:
        pass

    def stop(self) -> None:
        pass

    def close(self) -> None:
        pass
