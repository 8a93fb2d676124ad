"""A command registry, after pgcli: one list of commands from which lookup, aliases, help,
completion and docs/commands.md are all generated. Add a command here and it is listed,
completed and documented with no other change. Handlers return lines; they never print.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from shared_table.core.errors import AmbiguousInput, InvalidInput

SessionT = TypeVar("SessionT")

Handler = Callable[[SessionT, str], list[str]]
"""A handler gets the session and the rest of the line (stripped), and returns lines to say."""


_SPOKEN_ALIASES = {"?": "question mark"}
"""Aliases that are symbols, by the words a listener should hear for them."""


def or_words(items: Sequence[str]) -> str:
    """"a", "a or b", "a, b or c"."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " or " + items[-1]


@dataclass(frozen=True)
class Command(Generic[SessionT]):
    """One command: its name, its short aliases, what it does, and an example of its use.

    Everything help says is in words a speech synthesizer reads as meant: no brackets or bars."""

    name: str
    aliases: tuple[str, ...]
    summary: str
    handler: Handler[SessionT]
    argument: str = ""  # what follows the name, in words: "a card", "a pile number and a card"
    examples: tuple[str, ...] = ()
    details: str = ""
    choices: tuple[str, ...] = ()  # the words the argument may be, when it is one of a few
    complete: Callable[[SessionT], list[str]] | None = field(default=None, compare=False)
    optional: bool = False  # the argument may be left out

    @property
    def usage(self) -> str:
        """How it is typed, in words: "discard, then a card", "print hand, or print scores",
        "history, optionally a number", "verbosity, optionally brief, normal or full"."""
        wanted = self.argument or (or_words(self.choices) if self.choices else "")
        if not wanted:
            return self.name
        if self.optional:
            return f"{self.name}, optionally {wanted}"
        if self.choices and not self.argument:
            return ", or ".join(f"{self.name} {choice}" for choice in self.choices)
        return f"{self.name}, then {wanted}"

    @property
    def spoken_aliases(self) -> str:
        """"question mark, he"."""
        return ", ".join(_SPOKEN_ALIASES.get(alias, alias) for alias in self.aliases)

    def help_line(self) -> str:
        """"discard, then a card: discard a card; if the rest of your hand melds, you go out. Also: x."."""
        also = f" Also: {self.spoken_aliases}." if self.aliases else ""
        return f"{self.usage}: {self.summary}.{also}"


class Registry(Generic[SessionT]):
    """Commands by name and alias, case-insensitive."""

    def __init__(self, topic: str) -> None:
        self.topic = topic
        self._commands: list[Command[SessionT]] = []
        self._by_word: dict[str, Command[SessionT]] = {}

    def add(self, command: Command[SessionT]) -> Command[SessionT]:
        for word in (command.name, *command.aliases):
            if word in self._by_word:
                raise ValueError(f'"{word}" names both {self._by_word[word].name} and {command.name}')
            self._by_word[word] = command
        self._commands.append(command)
        return command

    def __iter__(self) -> Iterator[Command[SessionT]]:
        return iter(self._commands)

    def words(self) -> list[str]:
        """Every name and alias."""
        return list(self._by_word)

    def find(self, word: str) -> Command[SessionT]:
        """The command named, aliased, or uniquely begun by `word`; else an error that suggests one."""
        key = word.strip().lower()
        if key in self._by_word:
            return self._by_word[key]
        # One letter is only ever an alias: "d" is draw in one game, so it must not begin discards in another.
        begun = [command for command in self._commands if command.name.startswith(key)] if len(key) > 1 else []
        if len(begun) == 1:
            return begun[0]
        if len(begun) > 1:
            names = ", ".join(command.name for command in begun)
            raise AmbiguousInput(f'"{word}" could be {names}: type more of it.')
        close = difflib.get_close_matches(key, [command.name for command in self._commands], n=1, cutoff=0.6)
        close = close or difflib.get_close_matches(key, list(self._by_word), n=1, cutoff=0.6)
        if close and len(key) > 1:  # a letter is too short to guess from: "h" is not "hints"
            raise InvalidInput(f'No command "{word}". Did you mean {self._by_word[close[0]].name}? Type help for all commands.')
        raise InvalidInput(f'No command "{word}". Type help for all commands.')

    def help_lines(self, word: str = "") -> list[str]:
        """Help for every command in one line each, or the whole help of one command."""
        if not word.strip():
            lines = [f"{self.topic} commands, case does not matter:"]
            lines += [command.help_line() for command in self._commands]
            lines.append(f"Type help and a command for more, for example: {self._help_example()}.")
            return lines
        command = self.find(word)
        lines = [command.help_line()]
        if command.details:
            lines.append(command.details)
        if command.choices and command.argument:  # otherwise the usage says them already
            lines.append(f"Choices: {', '.join(command.choices)}.")
        if command.examples:
            lines.append("For example: " + "; ".join(command.examples) + ".")
        return lines

    def _help_example(self) -> str:
        """The help command's own example with a command in it, else help and the first command."""
        given = [example for command in self._commands if command.name == "help" for example in command.examples if " " in example]
        return given[0] if given else f"help {self._commands[0].name}"

    def completions(self, session: SessionT, line: str) -> list[str]:
        """What could complete the last word of `line`: a command, or its argument."""
        if " " not in line.lstrip():
            start = line.strip().lower()
            return [command.name for command in self._commands if command.name.startswith(start)]
        head, _, rest = line.lstrip().partition(" ")
        try:
            command = self.find(head)
        except InvalidInput:
            return []
        options = list(command.choices) or (command.complete(session) if command.complete else [])
        start = rest.lstrip().lower()
        return [option for option in options if option.lower().startswith(start)]

    def markdown(self, title: str, intro: Sequence[str] = (), depth: int = 1) -> str:
        """The commands as Markdown (docs/commands.md is made of these, checked by a test):
        a table, then a section per command, under a heading of `depth`."""
        top, sub = "#" * depth, "#" * (depth + 1)
        out = [f"{top} {title}", "", *intro, ""] if intro else [f"{top} {title}", ""]
        out += ["| command | also | what it does |", "|---|---|---|"]
        out += [f"| {c.usage} | {', '.join(f'`{a}`' for a in c.aliases)} | {c.summary} |" for c in self._commands]
        for command in self._commands:
            out += ["", f"{sub} {command.name}", "", command.summary[0].upper() + command.summary[1:] + "."]
            if command.details:
                out += ["", command.details]
            if command.choices:
                out += ["", "Choices: " + ", ".join(f"`{choice}`" for choice in command.choices) + "."]
            if command.examples:
                out += ["", "Examples:", "", *[f"    {example}" for example in command.examples]]
        return "\n".join(out) + "\n"
