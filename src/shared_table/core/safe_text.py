"""Untrusted text made harmless for a terminal, and the rule for names.

A name, a typed line, an argument or a file can hold characters that a terminal obeys instead of
showing: escape sequences (ESC ]0; sets the window title, ESC ]52 writes the clipboard, ESC [2J
clears the screen), the bell, C1 controls (U+0080 to U+009F, which some terminals take as ESC),
and bidirectional overrides and isolates (U+202A to U+202E, U+2066 to U+2069), which make a line
read differently from what it says. `visible` writes each of them out as a Python escape
(\\x1b, \\u202e), so it is seen, heard and does nothing; `check_name` refuses them in names.
Braille cells (U+2800 to U+28FF) and every other printable character pass unchanged.
"""

from __future__ import annotations

import codecs
import re

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


def check_name(name: str, option: str) -> str:
    """The name with its spaces tidied; `InvalidInput` saying what is wrong (`option` names where it came from)."""
    if has_control(name):
        raise InvalidInput(msg("table-name-control", option=option))
    tidy = " ".join(name.split())
    if len(tidy) > MAX_NAME:
        raise InvalidInput(msg("table-name-too-long", option=option, most=MAX_NAME, length=len(tidy)))
    return tidy


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
