"""What every game on the table provides, after OpenSpiel: a state with legal actions,
`apply` that returns events, and a view per seat. Bots, the narrator, the console,
speech, braille and saves consume events and views; they never reach into a state.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar

ActionT = TypeVar("ActionT")
ViewT_co = TypeVar("ViewT_co", covariant=True)


class Event(Protocol):
    """Something that happened, in the words of the game."""

    def seen_by(self, seat: int) -> Event:
        """This event as `seat` may know it: hidden cards of other seats removed."""
        ...


class GameState(Protocol[ActionT, ViewT_co]):
    """A game in progress. `apply` raises `IllegalAction` saying why when not allowed."""

    @property
    def is_over(self) -> bool: ...

    def legal_actions(self) -> Sequence[ActionT]: ...

    def apply(self, action: ActionT) -> Sequence[Event]: ...

    def view(self, seat: int) -> ViewT_co: ...
