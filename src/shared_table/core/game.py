"""What every game on the table provides, after OpenSpiel: a state with legal actions,
`apply` that returns events, and a view per seat. Bots, the narrator, the console,
speech, braille, saves and the network consume events and views; they never reach
into a state. Five Crowns (games/fivecrowns) is one such game; Skip-Bo will sit beside it.

Seats are numbered 0, 1, ... clockwise. Actions carry the seat that acts, so a refusal
can say whose turn it is. Events and views hold only what a seat may know once passed
through `seen_by` / `view`; a number that is no seat (a spectator, say -1) sees no
hidden card at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar

ActionT = TypeVar("ActionT")
ViewT_co = TypeVar("ViewT_co", covariant=True)


class Action(Protocol):
    """A player's move: a small frozen value that names the seat acting."""

    @property
    def seat(self) -> int: ...


class Event(Protocol):
    """Something that happened, in the words of the game."""

    def seen_by(self, seat: int) -> Event:
        """This event as `seat` may know it: hidden cards of other seats removed."""
        ...


class GameState(Protocol[ActionT, ViewT_co]):
    """A game in progress.

    `apply` raises `core.errors.IllegalAction` with a sentence saying why when the action
    is not allowed now, and then changes nothing. The events `apply` returns are whole
    (for the state's own log and saves); consumers pass them through `Event.seen_by`,
    or ask `events_for(seat)` for the whole log as one seat may know it.
    """

    @property
    def is_over(self) -> bool: ...

    def legal_actions(self) -> Sequence[ActionT]: ...

    def apply(self, action: ActionT) -> Sequence[Event]: ...

    def view(self, seat: int) -> ViewT_co: ...

    def events_for(self, seat: int) -> Sequence[Event]: ...
