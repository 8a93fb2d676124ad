"""A sentence not yet in words: a catalog message id and its values (`Msg`).

The rules and the errors carry `Msg`s, never English: the player's catalog renders them at the
edge (i18n/words.py), so one event is said in Danish to one seat and in French to another. A value
may itself be a `Msg` (a card's name inside a sentence) or a tuple of them (a list, joined by the
language's own "and").
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Union

Arg = Union[str, int, float, "Msg", tuple["Arg", ...]]
"""What a message's value may be: text a person typed or named, a number, a message, a list."""


@dataclass(frozen=True, slots=True)
class Msg:
    """A catalog message id ("fc-drawn-already") and its named values."""

    id: str
    args: Mapping[str, Arg] = field(default_factory=lambda: MappingProxyType({}))

    def __repr__(self) -> str:
        values = ", ".join(f"{name}={value!r}" for name, value in self.args.items())
        return f"Msg({self.id!r}{', ' if values else ''}{values})"


def msg(message_id: str, **args: Arg) -> Msg:
    """`msg("fc-drawn-already")`, `msg("table-not-your-turn", name="Ann")`."""
    return Msg(message_id, MappingProxyType(dict(args)))
