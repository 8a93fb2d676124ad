"""A command registry, after pgcli: one list of commands from which lookup, aliases, help,
completion and docs/commands.md are all generated. Add a command here and it is listed,
completed and documented with no other change. Handlers return lines; they never print.

A command's words are in the player's catalog under its `key` ("fc-cmd-discard"):
``<key>`` its name in the language (the English name is always understood too),
``<key>-summary``, and optionally ``<key>-argument``, ``<key>-details``, ``<key>-examples``
(examples separated by " ; "), ``<key>-choice-<choice>`` for a choice's word, and
``<key>-typed``: the other words players of the language type for it (the verb as the game's own
sentences say it, its infinitive, a separable verb's two parts: Dutch "leg af"), comma-separated.
The English name, aliases and choices are what handlers receive: a Danish "verbosity kort"
reaches the handler as "brief".

A line is read as its players type it (`Registry.parse`): accents and case do not matter
("repeter" is "répéter"); a word the language puts before a command says nothing ("la pioche",
`table-typed-fillers`); a separable verb's particle at the end belongs to the verb ("leg 1 af",
`table-typed-particles`); "number 3" as the hand is read is 3 (`table-typed-number`). A typed word
that two commands answer to is asked about, never guessed; and a command that asks before it
ends something (`whole`) is never begun by a shortening ("qui" is not "quitter").
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Generic, TypeVar

from shared_table.core.errors import AmbiguousInput, InvalidInput
from shared_table.core.message import msg
from shared_table.core.typed_words import fold, listed, written

if TYPE_CHECKING:
    from shared_table.core.words import Words

SessionT = TypeVar("SessionT")

Handler = Callable[[SessionT, str], list[str]]
"""A handler gets the session and the rest of the line (stripped), and returns lines to say."""

EXAMPLE_SEPARATOR = " ; "
LONGEST_FORM = 5
"""Words in the longest typed form of a command ("pak van de trekstapel", "hvem sin tur er det")."""


def completion_start(line: str) -> int:
    """Where the part a completion replaces begins: the command word, or all typed after it."""
    head, space, rest = line.lstrip().partition(" ")
    return len(line) - len(rest.lstrip() if space else head)


@dataclass(frozen=True)
class Command(Generic[SessionT]):
    """One command: its English name and short aliases (always understood), its catalog `key`,
    and its handler. Everything help says is in words a speech synthesizer reads as meant: no
    brackets or bars."""

    name: str
    aliases: tuple[str, ...]
    key: str
    handler: Handler[SessionT]
    choices: tuple[str, ...] = ()  # the English words the argument may be, when it is one of a few
    complete: Callable[[SessionT], list[str]] | None = field(default=None, compare=False)  # other words it takes, for Tab
    optional: bool = False  # the argument may be left out
    whole: bool = False  # typed whole or by an alias, never shortened: it leaves or ends something
    of_a_player: bool = False  # its argument is a player's name, which may come first as a genitive ("Anns afkastbunker")


class Registry(Generic[SessionT]):
    """Commands by name and alias, case-insensitive, in the words of one language."""

    def __init__(self, topic: str, words: Words) -> None:
        self.topic = topic  # a message id: "fc-commands" says "Five Crowns commands"
        self.words = words
        self._commands: list[Command[SessionT]] = []
        self._by_word: dict[str, Command[SessionT]] = {}
        self._choice_words: dict[tuple[str, str], str] = {}  # (command, folded word in the language) -> English choice
        self._typed: dict[str, list[Command[SessionT]]] = {}  # folded words players type for commands: `<key>-typed`
        self.fillers = frozenset(self._listed("table-typed-fillers"))
        self.particles = frozenset(self._listed("table-typed-particles"))
        self.number_words = frozenset(self._listed("table-typed-number"))
        self.before_choice = frozenset(self._listed("table-typed-choice-before"))  # "sort by rank", "sorteer op waarde"
        self._separable: dict[str, list[tuple[str, Command[SessionT]]]] = {}  # "leg" -> [("af", discard)]: "leg 9 af op 2"
        self._typed_choice: dict[str, tuple[Command[SessionT], str]] = {}  # "pay toll" -> (toll, "pay")

    def _listed(self, key: str) -> list[str]:
        return listed(self.words(key)) if self.words.has(key) else []

    def add(self, command: Command[SessionT]) -> Command[SessionT]:
        for word in dict.fromkeys((command.name, *command.aliases, *written(self.name_of(command)))):  # "haand" is "hånd"
            if word in self._by_word and self._by_word[word] is not command:
                raise ValueError(f'"{word}" names both {self._by_word[word].name} and {command.name}')
            self._by_word[word] = command
        typed = self._listed(f"{command.key}-typed")
        if "?" in command.aliases and self.words.has("table-question-mark"):  # help says "question mark": typed, it works
            typed += self._listed("table-question-mark")
        for word in typed:
            if command not in self._typed.setdefault(word, []):
                self._typed[word].append(command)
            head, _, particle = word.partition(" ")
            if particle in self.particles:  # a separable verb: its particle may come after the card
                self._separable.setdefault(head, []).append((particle, command))
        for choice in command.choices:
            self._choice_words[(command.name, choice)] = choice
            self._choice_words[(command.name, fold(self.choice_word(command, choice)))] = choice
            for word in self._listed(f"{command.key}-choice-{choice}-typed"):  # the command and its choice in one: "pay toll"
                self._typed_choice[word] = (command, choice)
                if " " not in word:  # and the choice alone after the command: Finnish "järjestä maittain"
                    self._choice_words.setdefault((command.name, word), choice)
        self._commands.append(command)
        return command

    def __iter__(self) -> Iterator[Command[SessionT]]:
        return iter(self._commands)

    # ------------------------------------------------------------------ words

    def _text(self, command: Command[SessionT], part: str) -> str:
        key = f"{command.key}-{part}"
        return self.words(key) if self.words.has(key) else ""

    def name_of(self, command: Command[SessionT]) -> str:
        """The command's name in the language ("kassér"), else its English name."""
        return self.words(command.key) if self.words.has(command.key) else command.name

    def choice_word(self, command: Command[SessionT], choice: str) -> str:
        key = f"{command.key}-choice-{choice}"
        return self.words(key) if self.words.has(key) else choice

    def summary(self, command: Command[SessionT]) -> str:
        return self._text(command, "summary")

    def examples(self, command: Command[SessionT]) -> list[str]:
        text = self._text(command, "examples")
        return [example.strip() for example in text.split(EXAMPLE_SEPARATOR.strip())] if text else []

    def usage(self, command: Command[SessionT]) -> str:
        """How it is typed, in words: "discard, then a card", "print hand, or print scores",
        "history, optionally a number", "verbosity, optionally brief, normal or full"."""
        name = self.name_of(command)
        argument = self._text(command, "argument")
        choices = [self.choice_word(command, choice) for choice in command.choices]
        wanted = argument or (self.words.list(choices, "or") if choices else "")
        if not wanted:
            return name
        if command.optional:
            return self.words("table-usage-optional", name=name, wanted=wanted)
        if choices and not argument:
            said = f"{name} {choices[0]}"
            for choice in choices[1:]:  # "print hand, or print scores": a pause before each, for listening
                said = self.words("table-usage-or", before=said, choice=f"{name} {choice}")
            return said
        return self.words("table-usage-then", name=name, wanted=wanted)

    def spoken_aliases(self, command: Command[SessionT]) -> str:
        """"question mark, he"."""
        spoken = {"?": self.words("table-question-mark")}
        english = [command.name] if self.name_of(command).lower() != command.name else []
        return ", ".join(spoken.get(alias, alias) for alias in (*english, *command.aliases))

    def help_line(self, command: Command[SessionT]) -> str:
        """"discard, then a card: discard a card; if the rest of your hand melds, you go out. Also: x."."""
        line = self.words("table-help-line", usage=self.usage(command), summary=self.summary(command))
        also = self.spoken_aliases(command)
        return line + (" " + self.words("table-help-also", also=also) if also else "")

    # ------------------------------------------------------------------ lookup

    def words_list(self) -> list[str]:
        """Every name and alias, in the language and in English."""
        return list(self._by_word)

    def typed_forms(self) -> list[str]:
        """Every other word or phrase the language's players type for a command (`<key>-typed`), folded."""
        return list(self._typed)

    def argument(self, command: Command[SessionT], rest: str) -> str:
        """The argument as the handler takes it: a choice said in the language becomes its English word;
        "number 3", as a hand is read, is 3; a separable verb's particle at the end is dropped."""
        typed = rest.split()
        if len(typed) > 1 and fold(typed[-1]) in self.particles:  # "leg 1 af": "af" is the verb's
            typed.pop()
        typed = [word for at, word in enumerate(typed)  # "nummer 1": the number alone
                 if not (fold(word) in self.number_words and at + 1 < len(typed) and typed[at + 1].isdigit())]
        if len(typed) > 1 and fold(typed[0]) in self.before_choice and (command.name, fold(typed[1])) in self._choice_words:
            typed.pop(0)  # "by rank": the choice alone
        head, _, tail = " ".join(typed).partition(" ")
        choice = self._choice_words.get((command.name, fold(head)))
        return f"{choice} {tail}".strip() if choice else " ".join(typed)

    def parse(self, line: str, find: Callable[[str], Command[SessionT]] | None = None) -> tuple[Command[SessionT], str]:
        """The command a typed line asks for and its argument as the handler takes it. The command
        may be several words ("leg af", "question mark") and come after a word that says nothing
        ("la pioche"); `find` looks up one word (default `find`) when no typed form matches. A
        question's or sentence's last mark is no part of it ("c'est à qui ?", "hand."), but
        `help ?` is help about "?"."""
        words = line.split()
        if words and _without_end_mark(words[-1]):  # "hand.", "bonus?": the mark written against the word
            words[-1] = _without_end_mark(words[-1])
        try:
            command, argument = self._parsed(words, line, find)
        except InvalidInput as unknown:
            command, argument = self._of_a_player(words, find, unknown)
        if argument and not _without_end_mark(argument) and (command.name, argument) != ("help", "?"):  # "c'est à qui ?"
            return command, ""
        return command, argument

    def _of_a_player(self, words: list[str], find: Callable[[str], Command[SessionT]] | None,
                     unknown: InvalidInput) -> tuple[Command[SessionT], str]:
        """A player's name before a command about a player ("Anns afkastbunker", "Annin poistopinot")
        as that command about them; `unknown` raised again for any other line."""
        if len(words) >= 2 and not isinstance(unknown, AmbiguousInput):
            try:
                command, argument = self._parsed(words[1:], " ".join(words[1:]), find)
            except InvalidInput:
                raise unknown from None
            if command.of_a_player and not argument:
                return command, words[0]
        raise unknown

    def _parsed(self, words: list[str], line: str, find: Callable[[str], Command[SessionT]] | None) -> tuple[Command[SessionT], str]:
        if not words:
            raise InvalidInput(msg("table-command-unknown", given=line))
        elided = next((filler for filler in self.fillers if filler.endswith("'") and fold(words[0]).startswith(filler)), "")
        if elided and len(words[0]) > len(elided):  # French "l'aide": the article is part of the word
            words[0] = words[0][len(elided):]
        leading = 0  # words before the command that say nothing: "jag vill dra", at most two
        while leading < min(2, len(words) - 1) and fold(words[leading]) in self.fillers:
            leading += 1
        for start in range(leading + 1):
            separated = self._separated(words, start)
            if separated is not None:
                return separated
            for length in range(min(LONGEST_FORM, len(words) - start), 0, -1):  # the longest typed form first
                said = fold(" ".join(words[start:start + length]))
                if said in self._typed_choice and said not in self._by_word:
                    command, choice = self._typed_choice[said]
                    return command, self.argument(command, " ".join([choice, *words[start + length:]]))
                named = self._by_word.get(said)
                typed = self._typed.get(said, [])
                meant = list(dict.fromkeys([*([named] if named else []), *typed]))
                if len(meant) > 1:
                    raise AmbiguousInput(msg("table-command-ambiguous", given=" ".join(words[start:start + length]),
                                             choices=", ".join(self.name_of(command) for command in meant)))
                if meant:
                    return meant[0], self.argument(meant[0], " ".join(words[start + length:]))
        look_up = find or self.find
        for start in range(leading, 0, -1):
            try:
                command = look_up(words[start])
            except AmbiguousInput:
                raise
            except InvalidInput:
                continue  # the filler was the command's beginning after all
            return command, self.argument(command, " ".join(words[start + 1:]))
        command = look_up(words[0])
        return command, self.argument(command, " ".join(words[1:]))

    def _separated(self, words: list[str], start: int) -> tuple[Command[SessionT], str] | None:
        """A separable verb with its particle after the card ("leg 9 af op 2" is `leg af` with "9
        op 2"); None when the line has no such verb, or its particle nowhere after it."""
        verbs = self._separable.get(fold(words[start]), [])
        later = [fold(word) for word in words[start + 1:]]
        found = list(dict.fromkeys(command for particle, command in verbs if particle in later[:-1] or (later and later[-1] == particle)))
        if len(found) != 1:
            return None
        particle = next(particle for particle, command in verbs if command is found[0] and particle in later)
        rest = list(words[start + 1:])
        del rest[later.index(particle)]
        return found[0], self.argument(found[0], " ".join(rest))

    def find(self, word: str) -> Command[SessionT]:
        """The command named, aliased, or uniquely begun by `word`; else an error that suggests one."""
        key = fold(word.strip())
        if key in self._by_word:
            return self._by_word[key]
        typed = self._typed.get(key, [])
        if len(typed) == 1:
            return typed[0]
        if len(typed) > 1:
            raise AmbiguousInput(msg("table-command-ambiguous", given=word, choices=", ".join(self.name_of(c) for c in typed)))
        names = {name: command for command in self._commands for name in dict.fromkeys((fold(self.name_of(command)), command.name))}
        # One letter is only ever an alias: "d" is draw in one game, so it must not begin discards in another.
        begun = list(dict.fromkeys(command for name, command in names.items()
                                   if name.startswith(key) and not command.whole)) if len(key) > 1 else []
        if len(begun) == 1:
            return begun[0]
        if len(begun) > 1:
            raise AmbiguousInput(msg("table-command-ambiguous", given=word, choices=", ".join(self.name_of(c) for c in begun)))
        # A guess never offers to end something: "nei" is not "new", "qui" not "quit".
        guessable = [name for name, command in names.items() if not command.whole]
        close = difflib.get_close_matches(key, guessable, n=1, cutoff=0.6)
        close = close or difflib.get_close_matches(key, [word for word, command in self._by_word.items() if not command.whole],
                                                   n=1, cutoff=0.6)
        if close and len(key) > 1:  # a letter is too short to guess from: "h" is not "hints"
            guess = names.get(close[0]) or self._by_word[close[0]]
            raise InvalidInput(msg("table-command-unknown-guess", given=word, guess=self.name_of(guess)))
        raise InvalidInput(msg("table-command-unknown", given=word))

    # ------------------------------------------------------------------ help and completion

    def help_lines(self, word: str = "") -> list[str]:
        """Help for every command in one line each, or the whole help of one command."""
        if not word.strip():
            lines = [self.words("table-help-heading", topic=self.words(self.topic))]
            lines += [self.help_line(command) for command in self._commands]
            lines.append(self.words("table-help-more", example=self._help_example()))
            return lines
        command = self.find(word)
        lines = [self.help_line(command)]
        details = self._text(command, "details")
        if details:  # a sentence a line: a paragraph of help is too long to follow by ear
            lines += [sentence for sentence in re.split(r"(?<=[.!?])\s+(?=[^\W\d_])", details) if sentence]
        if command.choices and self._text(command, "argument"):  # otherwise the usage says them already
            lines.append(self.words("table-help-choices", choices=", ".join(self.choice_word(command, c) for c in command.choices)))
        examples = self.examples(command)
        if examples:
            lines.append(self.words("table-help-examples", examples=self.words.semicolons(examples)))
        return lines

    def _help_example(self) -> str:
        """The help command's own example with a command in it, else help and the first command."""
        given = [example for command in self._commands if command.name == "help" for example in self.examples(command) if " " in example]
        helps = [command for command in self._commands if command.name == "help"]
        help_word = self.name_of(helps[0]) if helps else "help"
        return given[0] if given else f"{help_word} {self.name_of(self._commands[0])}"

    def completions(self, session: SessionT, line: str) -> list[str]:
        """What could complete the last word of `line`: a command, or its argument."""
        if " " not in line.lstrip():
            start = fold(line)
            return [self.name_of(command) for command in self._commands if fold(self.name_of(command)).startswith(start)]
        head, _, rest = line.lstrip().partition(" ")
        try:
            command = self.find(head)
        except InvalidInput:
            return []
        choices = [self.choice_word(command, choice) for choice in command.choices]
        options = [*choices, *(command.complete(session) if command.complete else [])]  # the choices, then what else it takes
        start = rest.lstrip().lower()
        return [option for option in options if option.lower().startswith(start)]

    def completed_lines(self, session: SessionT, line: str) -> list[str]:
        """Each whole line `completions` could make of `line`, as Tab gives it."""
        start = completion_start(line)
        return [line[:start] + option for option in self.completions(session, line)]

    def markdown(self, title: str, intro: Sequence[str] = (), depth: int = 1) -> str:
        """The commands as Markdown (docs/commands.md is made of these, checked by a test):
        a table, then a section per command, under a heading of `depth`."""
        top, sub = "#" * depth, "#" * (depth + 1)
        out = [f"{top} {title}", "", *intro, ""] if intro else [f"{top} {title}", ""]
        out += ["| command | also | what it does |", "|---|---|---|"]
        for c in self._commands:
            out.append(f"| {self.usage(c)} | {', '.join(f'`{a}`' for a in c.aliases)} | {self.summary(c)} |")
        for command in self._commands:
            summary = self.summary(command)
            out += ["", f"{sub} {self.name_of(command)}", "", summary[0].upper() + summary[1:] + "."]
            details = self._text(command, "details")
            if details:
                out += ["", details]
            if command.choices:
                out += ["", "Choices: " + ", ".join(f"`{self.choice_word(command, choice)}`" for choice in command.choices) + "."]
            examples = self.examples(command)
            if examples:
                out += ["", "Examples:", "", *[f"    {example}" for example in examples]]
        return "\n".join(out) + "\n"


def _without_end_mark(line: str) -> str:
    """`line` without the marks that end a sentence or question ("bonus ?", "draw!"); "" when it
    is nothing else ("?" is help's own name)."""
    return line.rstrip().rstrip("?!.¿¡ ").rstrip()
