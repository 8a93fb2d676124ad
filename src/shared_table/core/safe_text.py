"""Untrusted text made harmless for a terminal, and the rule for names.

A name, a typed line, an argument or a file can hold characters that a terminal obeys instead of
showing: escape sequences (ESC ]0; sets the window title, ESC ]52 writes the clipboard, ESC [2J
clears the screen), the bell, C1 controls (U+0080 to U+009F, which some terminals take as ESC),
and bidirectional overrides and isolates (U+202A to U+202E, U+2066 to U+2069), which make a line
read differently from what it says. `visible` writes each of them out as a Python escape
(\\x1b, \\u202e), so it is seen, heard and does nothing; `check_name` refuses them in names.
Braille cells (U+2800 to U+28FF) and every other printable character pass unchanged.

A name must also be read as what it is, by eye and by a screen reader, and not pass for someone
else or for nothing (`check_name`, `check_name_among`; docs/protocol.md, "Names"):

- it is normalised (NFKC: a full-width Ａｎｎ is Ann, a ligature ﬁ is fi) and its spaces tidied;
- it may not hold characters that show nothing or change others: format characters (zero-width
  space and joiner, soft hyphen, tags U+E0000 to U+E007F), fillers (U+115F, U+1160, U+3164,
  U+FFA0) and every other default-ignorable character, variation selectors, private-use and
  unassigned characters, the blank braille cell;
- it needs a letter, a digit or a braille cell: something a screen reader says;
- it may not mix scripts whose letters look alike (Latin with Cyrillic or Greek: UTS #39's
  moderately restrictive level, by ICU's spoof checker), nor digits of two systems;
- it names one person: no comma, semicolon, ampersand or plus, and no "and" of the eight
  languages (and, og, et, en, och, ja) between two words;
- at a table, it may not look like another person's name there (UTS #39 skeletons, marks
  removed and case folded): "Kirn" beside "Kim", "Anné" beside "Anne". The same name as another's
  is left to the table, which numbers it ("Ann 2").
"""

from __future__ import annotations

import codecs
import re
import unicodedata
from collections.abc import Iterable
from functools import cache
from typing import Any

from shared_table.core.errors import InvalidInput
from shared_table.core.message import msg

MAX_NAME = 24  # fits a braille line with its label, a score sheet's column key, and is quick to hear

MAX_LINE = 1000
"""The longest typed line a session reads: every command of every game fits in a tenth of it, and
a longer one is refused at once, before any parsing (a megabyte of text took seconds to refuse)."""

QUOTED = 80
"""What a person typed is quoted whole up to this many characters; past it, by its first half and
its length (i18n/words.py), so that an answer stays short and Fluent never refuses a long value."""

# Bidirectional marks, embeddings, overrides and isolates; the line and paragraph separators.
_BIDI = "\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069"
# Lone surrogates stand for bytes that were not valid text (undecodable argv or input); written
# back raw they would be those bytes again, a C1 control among them.
_SURROGATES = f"{chr(0xD800)}-{chr(0xDFFF)}"
# Line feed, tab and form feed are kept (a BRF printout on standard output has form feeds), and so
# is a carriage return right before a line feed (BRF lines end in CR LF); a lone one could
# overwrite the line it is on.
_UNSAFE = re.compile(f"[\x00-\x08\x0b\x0e-\x1f\x7f-\x9f{_BIDI}{_SURROGATES}]|\r(?!\n)")
# In a name nothing of the kind is wanted, not even a tab or a line break.
_NOT_IN_NAMES = re.compile(f"[\x00-\x1f\x7f-\x9f{_BIDI}{_SURROGATES}]")


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code <= 0xFF else f"\\u{code:04x}"


def visible(text: str) -> str:
    """`text` with every control and bidirectional-override character written out as an escape.

    Idempotent: the escapes are plain characters, so text that went through once passes again unchanged."""
    return _UNSAFE.sub(_escape, text)


def has_control(text: str) -> bool:
    """Whether `text` holds a control, bidirectional or undecodable character (never right in a name)."""
    return _NOT_IN_NAMES.search(text) is not None


# Characters that separate people in a list, and the word "and" of each of the eight languages.
_LIST_MARKS = frozenset(",;&+\u060c\u3001")
_AND_WORDS = frozenset({"and", "og", "et", "en", "och", "ja"})
# What shows nothing, or changes what is around it: control, format, private-use, unassigned and
# default-ignorable characters (fillers, variation selectors, tags), and the blank braille cell.
_UNSEEN = "[[:Cc:][:Cf:][:Co:][:Cn:][:Cs:][:Default_Ignorable_Code_Point:][\\u2800]]"


def check_name(name: str, option: str) -> str:
    """The name normalised (NFKC) with its spaces tidied; `InvalidInput` saying what is wrong and
    what would do (`option` names where it came from)."""
    if len(name) > 4 * MAX_NAME:  # refused before any work on it
        raise InvalidInput(msg("table-name-too-long", option=option, most=MAX_NAME, length=len(name)))
    if has_control(name):
        raise InvalidInput(msg("table-name-control", option=option))
    normal = unicodedata.normalize("NFKC", name)
    if any(_icu()["unseen"].contains(character) for character in normal):
        raise InvalidInput(msg("table-name-invisible", option=option))
    tidy = " ".join(normal.split())
    if len(tidy) > MAX_NAME:
        raise InvalidInput(msg("table-name-too-long", option=option, most=MAX_NAME, length=len(tidy)))
    if not tidy:
        raise InvalidInput(msg("table-name-empty"))
    if not any(unicodedata.category(character)[0] in "LN" or "\u2801" <= character <= "\u28ff" for character in tidy):
        raise InvalidInput(msg("table-name-no-letters", option=option))
    words = tidy.casefold().split()
    if _LIST_MARKS.intersection(tidy) or _AND_WORDS.intersection(words[1:-1]):
        raise InvalidInput(msg("table-name-list", option=option))
    found = _icu()["checker"].check(tidy)
    if found:  # the same mark twice on a letter shows as once; otherwise scripts or digits mixed
        invisible = found & _icu()["invisible"]
        raise InvalidInput(msg("table-name-invisible" if invisible else "table-name-mixed-scripts", option=option))
    return tidy


def check_name_among(name: str, others: Iterable[str], option: str) -> str:
    """`check_name`, and refused when it looks like one of `others` (the names at the table) without
    being the same name: a screen reader would say both alike, or an eye would read one for the other."""
    tidy = check_name(name, option)
    looks = looks_like(tidy)
    for other in others:
        if other.casefold() != tidy.casefold() and looks & looks_like(other):
            raise InvalidInput(msg("table-name-looks-like", option=option, other=other))
    return tidy


def looks_like(name: str) -> frozenset[str]:
    """What `name` looks like, written as it is, in small letters and in capitals (Cyrillic ВОВ
    looks like BOB only in capitals): each one's UTS #39 skeleton without accents or other marks,
    case folded. Two names look alike when they share one."""
    bare = "".join(character for character in unicodedata.normalize("NFD", name)
                   if not unicodedata.category(character).startswith("M"))
    checker = _icu()["checker"]
    return frozenset(str(checker.getSkeleton(0, unicodedata.normalize("NFKC", form))).casefold()
                     for form in (bare, bare.casefold(), bare.upper()))


@cache
def _icu() -> dict[str, Any]:
    """ICU's spoof checker (UTS #39) and the set of unseen characters, made once, when a name is first checked."""
    import icu  # Debian's python3-icu: loaded only when a name is checked, not at every start

    checker = icu.SpoofChecker()
    checker.setChecks(icu.USpoofChecks.RESTRICTION_LEVEL | icu.USpoofChecks.MIXED_NUMBERS | icu.USpoofChecks.INVISIBLE)
    checker.setRestrictionLevel(icu.URestrictionLevel.MODERATELY_RESTRICTIVE)
    unseen = icu.UnicodeSet(_UNSEEN)
    unseen.freeze()  # read from every worker thread at once
    return {"checker": checker, "unseen": unseen, "invisible": icu.USpoofChecks.INVISIBLE}


def encoding_of(stream: object) -> str:
    """The stream's encoding by its codec's name ("ascii", "utf-8"); "utf-8" when it has none (a StringIO)."""
    name = getattr(stream, "encoding", None)
    try:
        return codecs.lookup(name).name if isinstance(name, str) else "utf-8"
    except LookupError:
        return "utf-8"


def can_show_braille(encoding: str) -> bool:
    """Whether text in `encoding` can carry Unicode braille cells (U+2800 to U+28FF)."""
    try:
        "\u2800\u28ff".encode(encoding)
    except UnicodeEncodeError:
        return False
    return True
