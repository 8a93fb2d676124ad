"""The error hierarchy, after python-chess: what was given was not understood,
was understood but is not allowed now, or could mean more than one thing.

Every error carries a message a player can hear: it says what was given and what would work. The
message is a `Msg` (a catalog id and its values) rendered in the player's language by the
interface that reports it (`Words.say(error.message)`); interfaces catch `SharedTableError` and
never show a traceback. A plain string is accepted for text that is already in words (a message
from liblouis or the operating system, passed on as it came).
"""

from __future__ import annotations

from shared_table.core.message import Msg
from shared_table.core.words import english


class SharedTableError(Exception):
    """Base of every error the table reports to a player."""

    def __init__(self, message: Msg | str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        """The message in English, for logs and for tests that read it."""
        return self.message if isinstance(self.message, str) else english(self.message)


class InvalidInput(SharedTableError, ValueError):
    """Text that does not name anything: an unknown card, a rank out of range."""


class IllegalAction(SharedTableError):
    """A well-formed action that the rules do not allow now ("draw first")."""


class AmbiguousInput(InvalidInput):
    """Text that could name more than one thing; the message lists the choices."""
