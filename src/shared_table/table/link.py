"""What passes between a table's host and a device's session: `Update`s pushed to a `Client` for
each of its seats, and the `Link` a session acts through. The in-process link is in
table/host.py; a link over a socket implements the same protocol (docs/architecture.md).

A seat is only ever sent its own view and the events its seat saw (`Event.seen_by`): never the
setup, its seed, or another seat's hidden cards.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from shared_table.core.game import Event, Game
    from shared_table.core.message import Msg

MOVE, UNDONE, NEW_TABLE = "move", "undone", "new table"
"""What an update is: one move (or, when a seat sits down, everything before it); the last move
taken back; a new game dealt at the table. After the last two, `events` is the seat's whole account
from the deal."""


@dataclass(frozen=True, slots=True)
class Update:
    """What one seat is told of one change at its table."""

    events: tuple[Event, ...]  # as this seat saw them
    view: Any  # the seat's view after them (the game's own view type)
    moves: int  # actions applied at the table so far
    current: int  # whose turn it is
    is_over: bool
    kind: str = MOVE
    generation: int = 0  # how many times the table was dealt again (undo, a new game): a device coming back says which it knew


class Client(Protocol):
    """A device's session, as the host sees it: told each change, seat by seat, as it happens."""

    def told(self, seat: int, update: Update) -> None:
        """A change at the table, as `seat` sees it."""
        ...

    def notice(self, message: Msg) -> None:
        """Something about the table to tell the people at this device (a save that failed, a
        request for a new game), said in their language."""
        ...


class Link(Protocol):
    """A device's way to its table: what a session may ask of the host, for its own seats only."""

    @property
    def game(self) -> Game:
        """The game played at the table (its rules, words and commands run on the device too)."""
        ...

    @property
    def names(self) -> tuple[str, ...]:
        """Every seat's player's name, by seat."""
        ...

    @property
    def people(self) -> tuple[int, ...]:
        """The seats at this device, in seat order."""
        ...

    @property
    def first_seat(self) -> int:
        """The seat at this device that starts at the keyboard."""
        ...

    def join(self, client: Client) -> None:
        """Start telling `client` about this device's seats: each seat is told at once what it has
        seen so far (one update), then each change, as the link hands it over."""
        ...

    def receive(self) -> None:
        """Hand the session what the host told this device since (moves made at other devices,
        notices): a session asks before it reads what its seats were told. The link hands it
        over by itself after each call below."""
        ...

    def settle(self) -> None:
        """Let the computer players move until it is a person's turn (the host also does this
        after every move)."""
        ...

    def play(self, seat: int, action: Any, settle: bool = True) -> None:
        """Play `seat`'s action: applied, saved, then every seat told (this device's before this
        returns), and the computer players' moves after it unless `settle` is False (the device
        says this move first and `settle`s while it is heard). `IllegalAction`, with nothing
        changed, when the rules or the host refuse it."""
        ...

    def take_back(self, seat: int) -> None:
        """Undo the table's last move, where the game allows it and no one at another device has
        heard it; `IllegalAction` else."""
        ...

    def new_table(self, seat: int) -> list[Msg] | None:
        """This device says yes to the next game at the table. Dealt once every device has said yes
        (then what the saves say about it); None while others are still asked."""
        ...

    def heard(self, seat: int, moves: int, settings: Mapping[str, str] | None = None) -> None:
        """The person at `seat` has been told about the first `moves` moves (saved, per person),
        and chose `settings` of how things are said to them (saved with the game when given)."""
        ...

    def stopping(self) -> Msg | None:
        """How the game stands saved, said when the people here stop."""
        ...

