"""A seat at a table, as a game's commands see it (`Seat`): all a command may use to answer a
person, wherever that person sits (at this keyboard today; on another device next). A game's
commands are typed against this, never against a console's session."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from shared_table.core.game import Narrator
    from shared_table.core.words import Words


class Seat(Protocol):
    """One person's seat: their words, their view, their moves."""

    @property
    def seat(self) -> int:
        """Which seat this is (0 deals first)."""
        ...

    @property
    def words(self) -> Words:
        """The words of this person's language."""
        ...

    @property
    def narrator(self) -> Narrator:
        """How the game is said to this seat, at its verbosity."""
        ...

    def view(self) -> Any:
        """What this seat may know now (the game's own view type)."""
        ...

    def act(self, action: Any) -> list[str]:
        """Play this seat's action and say what followed; `IllegalAction`, with nothing changed,
        when the rules refuse it."""
        ...
