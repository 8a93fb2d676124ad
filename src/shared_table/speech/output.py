"""The speech output protocol, after NVDA's: an utterance is a sequence of sentences, and a
backend can speak one, stop (interrupt) what it is saying, and say whether it can work here.

Backends: `screen_reader.ScreenReader` (the player's own screen reader through
accessible-output2), `tts.OwnVoice` (pyttsx3 driving espeak-ng), and `Silent`. A backend may
block in any call: the `Speaker` gives each call a time limit, so no backend needs its own.

Everything speech says about itself is a catalog message (`locales/<code>/speech.ftl`): a
backend's `describe` and every reason it gives are `Msg`s, rendered by the `Speaker` in the
player's language.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from shared_table.core.errors import SharedTableError
from shared_table.core.message import Arg, Msg, msg
from shared_table.i18n.languages import ENGLISH
from shared_table.i18n.words import Words, words_for

Utterance = Sequence[str]
"""What is said at once: the sentences of one answer, in order."""


def english() -> Words:
    """The table's English words: speech's messages are all in the table's own catalogs."""
    return words_for(ENGLISH.code)


def words_or_english(words: Words | None) -> Words:
    return words if words is not None else english()


class SpeechUnavailable(SharedTableError):
    """A backend cannot speak here; the message says why in a few plain words."""

    def __str__(self) -> str:
        """English, from the table's catalog alone (no game needs loading to say it)."""
        return english().say(self.message)


def error_value(error: BaseException, strip: bool = False) -> Msg:
    """An exception as "Kind: what it says" (`speech-error`): its `Msg` when it carries one,
    else its text, which comes from a library or the system and is passed on as it came."""
    carried = getattr(error, "message", None)
    detail: Arg = carried if isinstance(carried, Msg) else str(error)
    if strip and isinstance(detail, str):
        detail = detail.rstrip(".")
    return msg("speech-error", kind=str(getattr(error, "kind", type(error).__name__)), detail=detail)


class SpeechOutput(Protocol):
    """Something that can speak. `speak` never blocks for the length of the speech."""

    name: str

    def describe(self) -> Msg | str:
        """Which voice this is, for the one line said when the game starts."""
        ...

    def speak(self, utterance: Utterance, interrupt: bool = True) -> None:
        """Say these sentences, after stopping whatever is being said; when not `interrupt`,
        after whatever is being said or waits to be (the rest of an answer)."""
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
    """Speech off: says nothing, and never fails. `reason` says why it is off."""

    name = "off"

    def __init__(self, reason: Msg | None = None) -> None:
        self.reason = reason

    def describe(self) -> Msg:
        return msg("speech-off-because", reason=self.reason) if self.reason is not None else msg("speech-off")

    def speak(self, utterance: Utterance, interrupt: bool = True) -> None:
        pass

    def stop(self) -> None:
        pass

    def close(self) -> None:
        pass
