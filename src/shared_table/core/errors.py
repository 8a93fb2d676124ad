"""The error hierarchy, after python-chess: what was given was not understood,
was understood but is not allowed now, or could mean more than one thing.

Every message is a sentence a player can hear: it says what was given and
what would work. Interfaces catch `SharedTableError` and say its message;
they never show a traceback.
"""


class SharedTableError(Exception):
    """Base of every error the table reports to a player."""


class InvalidInput(SharedTableError, ValueError):
    """Text that does not name anything: an unknown card, a rank out of range."""


class IllegalAction(SharedTableError):
    """A well-formed action that the rules do not allow now ("draw first")."""


class AmbiguousInput(InvalidInput):
    """Text that could name more than one thing; the message lists the choices."""
