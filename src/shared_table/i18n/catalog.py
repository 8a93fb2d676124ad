"""Catalogs parsed only as far as they are used.

Parsing Fluent is slow in pure Python (about 25 ms a file, near a second for every catalog of
every game), and one run of the program uses a few dozen of its thousands of messages. So a
catalog file is only cut into its entries at load (a scan of line starts, well under a
millisecond a file), and an entry is parsed the first time it is asked for. Nothing is kept on
disk: there is no cache to go stale, and nothing is ever unpickled.

The cut follows Fluent's own grammar: an entry (a message, or a term with its "-") starts at the
beginning of a line with its identifier and "="; a comment line ("#" at the start of a line) ends
it; every other line, blank or indented, or one that begins with "}" or "[" or "*", goes on the
entry above. tests/test_languages.py checks that every catalog cut and parsed this way gives
the same messages as parsing the whole file.

A server makes sentences from many worker threads at once, from the same bundles: parsing an
entry on first use is guarded (`LazyBundle._ready`), so that no thread finds an entry half-way
from "not parsed yet" to "parsed" and says the message's id instead (or English, the fallback).
Four threads saying the same sentences from freshly loaded catalogs did so for up to a third of
their answers without the guard (tests/test_threads.py).
"""

from __future__ import annotations

import functools
import re
import threading
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from fluent.runtime import FluentBundle
from fluent.runtime.resolver import Message as CompiledMessage
from fluent.syntax import FluentParser, ast

_ENTRY_START = re.compile(r"^(-?)([a-zA-Z][a-zA-Z0-9_-]*)[ ]*=", re.MULTILINE)
_LINE_START = re.compile(r"^(?:#|-?[a-zA-Z][a-zA-Z0-9_-]*[ ]*=)", re.MULTILINE)

_VOWELS = frozenset("aeiouæœøå")


def initial(value: object) -> str:
    """`INITIAL($name)`: "vowel" when a word begins with the sound French elides before ("d'Ann",
    "d'Hélène", "d'Yves"; a mute h counts, as it does before most names), else "consonant" ("de
    Bob", "de Yann": a y before a vowel is a consonant). A catalog selects on it:
    ``{ INITIAL($name) -> [vowel] d'{ $name } *[other] de { $name } }``."""
    letters = unicodedata.normalize("NFD", str(value).strip()).casefold()
    letters = "".join(letter for letter in letters if not unicodedata.combining(letter))[:2]
    first, second = letters[:1], letters[1:2]
    return "vowel" if first in _VOWELS or first == "h" or (first == "y" and second not in _VOWELS) else "consonant"


def genitive(value: object, sibilant: str = "", ending: str = "s") -> str:
    """`GENITIVE($name)`: a name's possessive by the Scandinavian rule, the ending added ("Anns",
    "Bobs") unless the name ends in s, x or z, which takes `sibilant` instead: Swedish "Lars tur"
    (`sibilant: ""`), Danish and Norwegian "Lars' tur" (`sibilant: "'"`)."""
    name = str(value)
    return name + (sibilant if name[-1:].casefold() in ("s", "x", "z") else ending)


FUNCTIONS: dict[str, Callable[..., Any]] = {"INITIAL": initial, "GENITIVE": genitive}
"""The functions our catalogs may call beside Fluent's own NUMBER and DATETIME (fluent.runtime
types them as returning its own value types; a str is formatted as itself)."""

EntryParse = Callable[[str], ast.EntryType]
"""Reads one entry's source (the plain parser, or the pseudo-language's accenting one)."""


def entries(text: str) -> Iterator[tuple[str, bool, str]]:
    """(id, is a term, source) of each message and term of a catalog file, in file order."""
    starts = [found.start() for found in _LINE_START.finditer(text)]
    for number, start in enumerate(starts):
        entry = _ENTRY_START.match(text, start)
        if entry is None:
            continue  # a comment
        end = starts[number + 1] if number + 1 < len(starts) else len(text)
        yield entry.group(2), bool(entry.group(1)), text[start:end]


_VARIABLE = r"\{ *\$([a-zA-Z][a-zA-Z0-9_-]*) *\}"
_SIMPLE = re.compile(rf"([a-zA-Z][a-zA-Z0-9_-]*) *= *((?:[^\s{{}}]|{_VARIABLE})(?:[^{{}}\n]|{_VARIABLE})*?)[ \r\n]*")
"""A message of one line of text and variables ("fc-round = Round { $round }."): most of them."""
_SPLIT = re.compile(_VARIABLE)


def keyed_entries(text: str) -> list[tuple[str, str]]:
    """(key, source) of each entry of a catalog file: the key is a message's id, or "-" and a term's."""
    return [(f"-{name}" if is_term else name, source) for name, is_term, source in entries(text)]


@functools.cache
def parse_entry(source: str) -> ast.EntryType:
    """One entry's syntax tree, kept per source text, so that every bundle of a language shares
    one parse of each entry (fluent.runtime never changes a tree; a caller that would, takes
    `read_entry`'s own)."""
    return read_entry(source)


def read_entry(source: str) -> ast.EntryType:
    """One entry's syntax tree, new, without the spans nobody reads. Most entries are one line of
    text and variables ("table-cmd-hand = hand", "fc-round = Round { $round }."): they are built
    as the parser would build them, at a tenth of its cost (tests/test_languages.py compares the
    two over every catalog)."""
    simple = _SIMPLE.fullmatch(source)
    if simple is None:
        return FluentParser(with_spans=False).parse_entry(source)
    parts = _SPLIT.split(simple.group(2))  # text, variable, text, variable ..., text
    elements: list[ast.TextElement | ast.Placeable] = []
    for number, part in enumerate(parts):
        if number % 2:
            elements.append(ast.Placeable(ast.VariableReference(ast.Identifier(part))))
        elif part:
            elements.append(ast.TextElement(part))
    return ast.Message(ast.Identifier(simple.group(1)), ast.Pattern(elements))


class LazyBundle(FluentBundle):
    """A FluentBundle whose entries are parsed on first use.

    `add_source` takes a file's text; the first entry of an id wins, as `add_resource` does. An
    entry that does not parse (Fluent's "junk") is as if it were missing, as it is for
    `add_resource`, so the fallback to English still answers for it.
    """

    def __init__(self, locales: list[str], parse: EntryParse = parse_entry) -> None:
        super().__init__(locales, functions=dict(FUNCTIONS), use_isolating=False)
        self._parse = parse
        self._sources: dict[str, str] = {}  # "id" for a message, "-id" for a term: not yet parsed
        self._parsing = threading.Lock()  # one thread at a time moves an entry from `_sources` to parsed

    def add_source(self, text: str) -> None:
        """A catalog file's entries."""
        self.add_entries(keyed_entries(text))

    def add_entries(self, keyed: Iterable[tuple[str, str]]) -> None:
        """Entries as `keyed_entries` gives them."""
        for key, source in keyed:
            if key not in self._sources:
                self._sources[key] = source

    def has_message(self, message_id: str) -> bool:
        self._ready(message_id, term=False)
        return super().has_message(message_id)

    def _lookup(self, entry_id: str, term: bool = False) -> CompiledMessage:
        # fluent.runtime reaches every message and term through here, references included.
        self._ready(entry_id, term)
        return super()._lookup(entry_id, term)

    def _ready(self, entry_id: str, term: bool) -> None:
        """Parse the entry if it is not yet. Safe from many threads: its source leaves `_sources`
        only after the parsed entry is in place, so a thread that finds no source finds the entry
        (or junk, missing for good). Taking the source out first, as this did, let a second thread
        in between find neither, and say the message's id."""
        key = f"-{entry_id}" if term else entry_id
        if key not in self._sources:
            return  # parsed (or never there): the common case takes no lock
        with self._parsing:
            source = self._sources.get(key)
            if source is None:
                return  # parsed by the thread this one waited for
            entry = self._parse(source)
            if isinstance(entry, ast.Term if term else ast.Message):
                (self._terms if term else self._messages)[entry_id] = entry
            del self._sources[key]

    def message_ids(self) -> set[str]:
        """Every message's id, parsed or not (for the tests)."""
        with self._parsing:  # no entry moves while they are counted
            return {key for key in self._sources if not key.startswith("-")} | set(self._messages)
