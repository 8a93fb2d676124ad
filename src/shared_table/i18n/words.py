"""A language's words: Fluent catalogs rendered with CLDR plurals, Babel lists and numbers.

`Words(language, packages)` loads every ``<package>/locales/<code>/*.ftl`` of the table
(``shared_table``) and of one game, and renders messages: ``words("fc-round-started", round=4)``,
or ``words.say(msg)`` for a `Msg` carried by an event or an error. A value that is a `Msg` is
rendered first; a tuple is a list joined by the language's own "and" (Babel). A message missing
from a catalog falls back to English, as Fluent's fallback chains do; the catalog test fails on
any that is missing, so a player never hears English by accident. `STRICT` (set by the tests)
turns every missing message or variable into an error instead.

Cases (issue 31): a value that is a `Msg` is said in the case its sentence asks for, named by an
attribute of the sentence's message (Icelandic ``fc-discards = { $name } hendir { $card }.`` with
``.card-case = dat`` says "Ann hendir spaðagosa"). Every message is given that case as `$case`
("nom" unless asked otherwise), and it passes down to the values inside it, so a card's rank can
select its own form (``fc-rank-11 = { $case -> [nom] gosi *[other] gosa }``).

The pseudo-language is English with every vowel of the catalogs accented ("Róúnd 4."): text that
did not come from a catalog stands out in it.
"""

from __future__ import annotations

import functools
import importlib
import os
from collections.abc import Iterator, Mapping, Sequence
from typing import Any, Literal

from babel.lists import format_list
from fluent.syntax import ast
from fluent.syntax.visitor import Transformer

from shared_table.core.message import Arg, Msg
from shared_table.core.safe_text import QUOTED
from shared_table.core.words import every_catalog, say_in_english_with
from shared_table.i18n.catalog import LazyBundle, keyed_entries, parse_entry, read_entry
from shared_table.i18n.languages import ENGLISH, PSEUDO, Language, find_language

TABLE_PACKAGE = "shared_table"
"""The table's own catalogs (session, commands every game has, saves, speech, braille)."""

LONGEST_VALUE = 2000
"""A value longer than this is said by its start and its length: Fluent refuses a value over 2,500."""

NOMINATIVE = "nom"
"""The case a message is said in when no sentence holding it asks for another (its `$case`)."""

CASES = frozenset({NOMINATIVE, "acc", "dat", "gen", "part", "ela", "ess", "def"})
"""The forms a catalog may ask a value in: Icelandic accusative, dative and genitive; Finnish
genitive, partitive, elative and essive (what a wild card stands as: "ykkösenä"); and "def", a
card named within a running sentence rather than alone or in a list: French with its article ("le
roi de pique"), Finnish with its toll as a phrase that cannot run on into the next words
("yksitoista yhden kolikon tullilla", where a list says "jonka tulli on"). A language without
them never selects on `$case`."""

CASE_ATTRIBUTE = "-case"
"""A message's attribute ".card-case = dat" says its `$card` is said in the dative."""

STRICT = False
"""Raise on a missing message or variable instead of falling back (tests set it)."""


MOST_REMEMBERED = 20_000
"""Sentences of plain values one language's words remember (a few megabytes at most)."""


def _remembered(message_id: str, case: str, args: Mapping[str, Arg]) -> tuple[Any, ...] | None:
    """What a sentence is remembered by: its message, case and values, a sentence within it by
    its own (None: a value that is not text, a whole number, a list or a sentence of those)."""
    values: list[tuple[str, Any]] = []
    for name, value in args.items():
        if type(value) is str or type(value) is int:
            values.append((name, value))
        elif isinstance(value, Msg):
            inner = _remembered(value.id, "", value.args)
            if inner is None:
                return None
            values.append((name, inner))
        elif isinstance(value, tuple) and all(type(item) is str for item in value):
            values.append((name, ("list", value)))
        else:
            return None
    return (message_id, case, *values)


class MissingWords(LookupError):
    """A message or a variable a catalog lacks, reported when `STRICT` is on."""


def catalog_files(package: str, code: str) -> Iterator[tuple[str, str]]:
    """(file name, text) of each ``.ftl`` of `package` for language `code`, in name order."""
    for place in importlib.import_module(package).__path__:  # a package's folder (or folders, for a namespace package)
        folder = os.path.join(place, "locales", code)
        if not os.path.isdir(folder):
            continue
        for name in sorted(os.listdir(folder)):
            if name.endswith(".ftl"):
                with open(os.path.join(folder, name), encoding="utf-8") as catalog:
                    yield name, catalog.read()
        return


class Words:
    """The words of one language for the table and the games of `packages`."""

    def __init__(self, language: Language, packages: Sequence[str] = ()) -> None:
        self.language = language
        self.packages = (TABLE_PACKAGE, *[package for package in packages if package != TABLE_PACKAGE])
        self._bundle = _bundle(language.code, self.packages)
        self._cases: dict[tuple[LazyBundle, str], dict[str, str]] = {}  # (bundle, message): its values' cases, read once
        self._said: dict[tuple[Any, ...], str] = {}  # (message, case, its values): the sentence, for plain values

    def _fallback(self) -> LazyBundle | None:
        """English, where this language lacks a message: made only then (its CLDR data costs 6 ms)."""
        return None if self.language.code == ENGLISH.code else _bundle(ENGLISH.code, self.packages)

    @property
    def code(self) -> str:
        return self.language.code

    def __call__(self, message_id: str, /, **args: Arg) -> str:
        """The message `message_id` with these values, in this language."""
        return self._format(message_id, args)

    def say(self, message: Msg | str) -> str:
        """A `Msg` in words; a string is already words (text from liblouis or the system)."""
        return message if isinstance(message, str) else self._format(message.id, dict(message.args))

    def in_english(self) -> Words:
        return words_for(ENGLISH.code, self.packages)

    def has(self, message_id: str) -> bool:
        return self._bundle.has_message(message_id)

    def semicolons(self, items: Sequence[str]) -> str:
        """Items that have commas of their own, "a, b; c" (French "a, b ; c")."""
        return self("table-semicolon").join(items)

    def apart(self, items: Sequence[str]) -> str:
        """"a, b, c"; or "a, b; c" when an item has a comma of its own, so a listener can tell them apart."""
        return self.semicolons(items) if any("," in item for item in items) else ", ".join(items)

    def list(self, items: Sequence[str], style: Literal["standard", "or"] = "standard") -> str:
        """"a, b and c" in this language ("a, b og c"); style "or" for "a, b or c"."""
        if not items:
            return ""
        if self.language.code != PSEUDO.code:
            return format_list(list(items), style=style, locale=self.language.locale)
        # Pseudo accents Babel's joining words too, but never the items (names stay as typed).
        marks = [f"\x00{index}\x00" for index in range(len(items))]
        joined = format_list(marks, style=style, locale=self.language.locale).translate(_PSEUDO_LETTERS)
        for mark, item in zip(marks, items, strict=True):
            joined = joined.replace(mark, item)
        return joined

    def _value(self, value: Arg, name: str = "", case: str = NOMINATIVE) -> Any:
        if isinstance(value, Msg):
            return self._format(value.id, dict(value.args), case)
        if isinstance(value, tuple):
            return self.list([str(self._value(item, case=case)) for item in value])
        if isinstance(value, str) and len(value) > (QUOTED if name == "given" else LONGEST_VALUE):
            # What a person typed (`given`, by the catalogs' convention) is quoted short; any text
            # over Fluent's limit would otherwise come out as "{???}".
            return self("table-typed-long", start=value[:QUOTED // 2].rstrip(), count=len(value))
        return value

    def _format(self, message_id: str, args: dict[str, Arg], case: str = NOMINATIVE) -> str:
        # A sentence is remembered by its message and values: a server draws the same cards'
        # labels for every seat after every move (docs/scaling.md), and Fluent formats each afresh.
        key = _remembered(message_id, case, args)
        if key is not None and (said := self._said.get(key)) is not None:
            return said
        text = self._formatted(message_id, args, case)
        if key is not None and text is not message_id:
            if len(self._said) >= MOST_REMEMBERED:
                self._said.clear()  # a bound, not a cache policy: what is used again is remembered again
            self._said[key] = text
        return text

    def _formatted(self, message_id: str, args: dict[str, Arg], case: str) -> str:
        bundle = self._bundle
        if not bundle.has_message(message_id):
            fallback = self._fallback()
            if fallback is None or not fallback.has_message(message_id):
                self._missing(f"no catalog has message {message_id!r}")
                return message_id
            self._missing(f"{self.code} has no message {message_id!r}")
            bundle = fallback
        message = bundle.get_message(message_id)
        cases = self._cases_of(bundle, message_id)
        if STRICT and cases:
            self._check_inflectable(message_id, cases, args)
        values = {name: self._value(value, name, cases.get(name, case)) for name, value in args.items()}
        values.setdefault("case", case)
        pattern = message.value
        if pattern is None:
            self._missing(f"message {message_id!r} has no value")
            return message_id
        text, errors = bundle.format_pattern(pattern, values)
        if errors:
            self._missing(f"{message_id!r} in {self.code}: {'; '.join(str(error) for error in errors)}")
        return str(text)

    def _cases_of(self, bundle: LazyBundle, message_id: str) -> dict[str, str]:
        """The case each value of a message is said in, as the message's attributes name them
        (".card-case = dat"), read once. A value it does not name keeps the case the sentence
        itself is said in, down to a card's rank."""
        key = (bundle, message_id)  # the bundle itself, kept alive by the key: an id could be reused
        if key not in self._cases:
            attributes = bundle.get_message(message_id).attributes
            self._cases[key] = {
                attribute[: -len(CASE_ATTRIBUTE)]: str(bundle.format_pattern(pattern, {})[0])
                for attribute, pattern in attributes.items()
                if attribute.endswith(CASE_ATTRIBUTE)
            }
        return self._cases[key]

    def _check_inflectable(self, message_id: str, cases: dict[str, str], args: dict[str, Arg]) -> None:
        """A value a sentence says in a case must come as its parts (a `Msg`), not as words already
        said, which can only be heard in the nominative (issue 31)."""
        for name, case in cases.items():
            value = args.get(name)
            items = value if isinstance(value, tuple) else (value,)
            if case != NOMINATIVE and any(isinstance(item, str) for item in items):
                self._missing(f"{message_id!r} in {self.code} says ${name} in the {case}, but is given it said already: {value!r}")

    @staticmethod
    def _missing(problem: str) -> None:
        if STRICT:
            raise MissingWords(problem)
        from shared_table.core.error_log import error_log

        error_log().warning("words: %s", problem)


@functools.lru_cache(maxsize=64)
def _bundle(code: str, packages: tuple[str, ...]) -> LazyBundle:
    language = find_language(code)
    pseudo = language is PSEUDO
    bundle = LazyBundle([language.locale.replace("_", "-")], pseudo_entry if pseudo else parse_entry)
    for package in packages:
        bundle.add_entries(_package_entries(package, ENGLISH.code if pseudo else code))
    return bundle


@functools.cache
def _package_entries(package: str, code: str) -> tuple[tuple[str, str], ...]:
    """Every entry of a package's catalogs in one language, read once for all the bundles that use them."""
    return tuple(entry for _, text in catalog_files(package, code) for entry in keyed_entries(text))


@functools.lru_cache(maxsize=16)
def words_for(code: str, packages: tuple[str, ...] = ()) -> Words:
    """The (shared, cached) words of language `code` for these packages."""
    return Words(find_language(code), packages)


def english() -> Words:
    """English for the table and every game the registry knows (core.words.every_catalog: i18n
    itself knows no game): how errors print in logs and tests."""
    return words_for(ENGLISH.code, every_catalog())


say_in_english_with(lambda message: english().say(message))


_PSEUDO_LETTERS = str.maketrans("aeiouyAEIOUY", "áéíóúýÁÉÍÓÚÝ")


class _Pseudo(Transformer):
    """Accents the vowels of every text element, leaving placeables and selectors alone."""

    def visit_TextElement(self, node: ast.TextElement) -> ast.TextElement:
        node.value = node.value.translate(_PSEUDO_LETTERS)
        return node


def pseudo_entry(source: str) -> ast.EntryType:
    """One entry of an English catalog with its words accented, ids and variables unchanged."""
    return _Pseudo().visit(read_entry(source))  # type: ignore[no-any-return]  # a tree of its own: the visit changes it
