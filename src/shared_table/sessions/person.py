"""One person at a device: their words, hints and history, their seat's account as the host told
it and how far they have heard it; and a seat's account told again (`replay`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from shared_table.core.game import Advisor, Event, Narrator, ReplayPart
from shared_table.core.said_moves import SaidMove


@dataclass
class Person:
    """What belongs to one person at this device: their words, hints, history, their seat's
    account as the host told it, and how far they have heard it."""

    narrator: Narrator
    advisor: Advisor
    history: list[str] = field(default_factory=list)
    last_announcement: list[str] = field(default_factory=list)
    last_hint: tuple[Any, SaidMove | None] = (None, None)  # the view it was given for, and the move it named
    seen: list[Event] = field(default_factory=list)  # everything their seat was told, from the deal
    view: Any = None  # their seat's view after the last change told
    told: list[tuple[int, int, Any]] = field(default_factory=list)  # (moves, len(seen), view) of each change not yet heard
    heard: int = 0  # how many events of `seen` they have been told
    heard_moves: int = 0  # how many actions had been applied when they were last told
    marked: int = -1  # `heard_moves` as last sent to the host to be saved
    kept: dict[str, str] = field(default_factory=dict)  # the narrator's settings as last sent to be saved
    replayed: int = 0  # the part of the game they last had replayed (`replay next` says the one after)
    sound_heard: int = 0  # the sounds `sounds` has played them, one at a time, in order
    turn_sounded: bool = False  # "your turn" sounded since the turn came to their seat
    made_for_them: list[tuple[int, int]] = field(default_factory=list)  # runs of `seen` a computer player made, keeping their seat


def told_with_keeper(own: Narrator, keeper: Narrator, seen: Sequence[Event], span: tuple[int, int],
                     kept: Sequence[tuple[int, int]], view: Any, intro: str) -> list[str]:
    """The events of `seen` in `span` as a person hears them, but those a computer player made
    while it kept their seat (the runs `kept`) said as its moves, not theirs, by `keeper` (an
    onlooker's narrator that calls the seat the computer player), after `intro` said once. Both
    narrators have followed the events before the span, and follow all of it."""
    start, end = span
    lines: list[str] = []
    at, introduced = start, False
    for first, last in [*sorted((max(first, start), min(last, end)) for first, last in kept if first < end and last > start), (end, end)]:
        if at < first:
            lines += own.narrate(seen[at:first], view)
            keeper.narrate(seen[at:first], None)
        if max(at, first) < last:
            part = seen[max(at, first) : last]
            own.narrate(part, None)  # followed, not said: these were not this person's moves
            lines += [] if introduced else [intro]
            lines += [line[:1].upper() + line[1:] for line in keeper.narrate(part, None)]
            introduced = True
        at = max(at, last)
    return lines


def retell(narrator: Narrator, seen: Sequence[Event], parts: Sequence[ReplayPart], part: int = 0,
           narrate: Callable[[int, int], list[str]] | None = None) -> list[str]:
    """A seat's account `seen` told again by a new `narrator`: whole, or only its part `part` (from
    1, of `parts`), the parts before it narrated first and not said, as a narrator follows a game.
    `narrate`: how the events from one place to another are told, if not by `narrator` alone."""
    tell = narrate or (lambda first, last: narrator.narrate(seen[first:last], None))  # a retelling: no "now" to place cards in
    if not part:
        return tell(0, len(seen))
    starts = [each.start for each in parts] + [len(seen)]
    for number in range(1, part):
        tell(starts[number - 1], starts[number])
    return tell(starts[part - 1], starts[part])
