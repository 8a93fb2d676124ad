"""What the rest of the program needs of a language's words (`Words`), declared here so that core
and the games can name it without importing its implementation (i18n/words.py, which renders
Fluent catalogs), and how an error says itself in English for logs and tests.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Literal, Protocol

from shared_table.core.message import Arg, Msg


class Words(Protocol):
    """One language's words for the table and some games' catalogs."""

    @property
    def code(self) -> str:
        """The language's code ("da")."""
        ...

    def __call__(self, message_id: str, /, **args: Arg) -> str:
        """The message `message_id` with these values, in this language."""
        ...

    def say(self, message: Msg | str) -> str:
        """A `Msg` in words; a string is already words."""
        ...

    def has(self, message_id: str) -> bool: ...

    def __hash__(self) -> int:
        """Words are kept in caches by the games (what each language calls the cards)."""
        ...

    def list(self, items: Sequence[str], style: Literal["standard", "or"] = "standard") -> str:
        """"a, b and c" in this language; style "or" for "a, b or c"."""
        ...

    def semicolons(self, items: Sequence[str]) -> str:
        """Items that have commas of their own, "a, b; c"."""
        ...

    def apart(self, items: Sequence[str]) -> str:
        """"a, b, c"; or "a, b; c" when an item has a comma of its own, so a listener can tell them apart."""
        ...

    def in_english(self) -> Words:
        """The same catalogs' words in English (what a player types in English is always understood)."""
        ...


_CATALOGS: list[Callable[[], Sequence[str]]] = []
"""Who knows every game's catalogs: the games' registry, when it is loaded (games/__init__.py)."""


def catalogs_known_by(provider: Callable[[], Sequence[str]]) -> None:
    """Every game's catalog packages are what `provider` gives, asked when English is first needed."""
    _CATALOGS[:] = [provider]


def every_catalog() -> tuple[str, ...]:
    """Every game's catalog packages, as far as a registry has said (none before one is loaded)."""
    return tuple(_CATALOGS[0]()) if _CATALOGS else ()


_ENGLISH: list[Callable[[Msg], str]] = []
"""How a `Msg` is said in English: given by i18n/words.py when it is loaded."""


def say_in_english_with(render: Callable[[Msg], str]) -> None:
    """Let `english` say messages with `render` (the English catalogs of every game)."""
    _ENGLISH[:] = [render]


def english(message: Msg) -> str:
    """`message` in English, for logs and tests; its id and values before any catalog is loaded."""
    if _ENGLISH:
        return _ENGLISH[0](message)
    values = ", ".join(f"{name}={value!r}" for name, value in message.args.items())
    return f"{message.id}({values})"
