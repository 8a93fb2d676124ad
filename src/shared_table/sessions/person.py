"""One person at a device: their words, hints and history, their seat's account as the host told
it and how far they have heard it; and a seat's account told again (`replay`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from shared_table.core.game import Advisor, Event, Narrator, ReplayPart


@dataclass
class Person:
    """What belongs to one person at this device: their words, hints, history, their seat's
    account as the host told it, and how far they have heard it."""

    narrator: Narrator
    advisor: Advisor
    history: list[str] = field(default_factory=list)
    last_announcement: list[str] = field(default_factory=list)
    seen: list[Event] = field(default_factory=list)  # everything their seat was told, from the deal
    view: Any = None  # their seat's view after the last change told
    told: list[tuple[int, int, Any]] = field(default_factory=list)  # (moves, len(seen), view) of each change not yet heard
    heard: int = 0  # how many events of `seen` they have been told
    heard_moves: int = 0  # how many actions had been applied when they were last told
    marked: int = -1  # `heard_moves` as last sent to the host to be saved
    kept: dict[str, str] = field(default_factory=dict)  # the narrator's settings as last sent to be saved
    replayed: int = 0  # the part of the game they last had replayed (`replay next` says the one after)


def retell(narrator: Narrator, seen: Sequence[Event], parts: Sequence[ReplayPart], part: int = 0) -> list[str]:
    """A seat's account `seen` told again by a new `narrator`: whole, or only its part `part` (from
    1, of `parts`), the parts before it narrated first and not said, as a narrator follows a game."""
    if not part:
        return narrator.narrate(seen, None)  # a retelling: no "now" to place cards in
    starts = [each.start for each in parts] + [len(seen)]
    for number in range(1, part):
        narrator.narrate(seen[starts[number - 1] : starts[number]], None)
    return narrator.narrate(seen[starts[part - 1] : starts[part]], None)
