"""The speech output protocol, after NVDA's: an utterance is a sequence of sentences, and a
backend can speak one, stop (interrupt) what it is saying, and say whether it can work here.

Backends: `screen_reader.ScreenReader` (the player's own screen reader through
accessible-output2), `tts.OwnVoice` (pyttsx3 driving espeak-ng), and `Silent`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

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
