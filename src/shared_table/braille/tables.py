"""The braille tables: where they are, loading them once, and words translated to braille cells.

Everything braille goes through the real liblouis (Debian's python3-louis binding). A word is
translated with ``dotsIO | ucBrl``, so liblouis itself answers in Unicode braille cells
(U+2800 + dot bits); BRF characters come from liblouis's own ``en-us-brf.dis`` display table.

English uses our own tables (ueb, ebae), loaded by absolute path. Their ``include`` lines find the
standard tables through liblouis's search path: the including table's folder, then
``LOUIS_TABLEPATH``, else the system folder. We do not set ``LOUIS_TABLEPATH`` ourselves: in
liblouis 3.24 it replaces the system folder instead of adding to it, and the binding has no
wrapper for a search path of its own (docs/braille.md). Every other language uses a system
table, given by its file name and found through that same search path (`Language.braille` is
its short name: da, sv, nb, fi, is, nl, fr). Icelandic's is.ctb is 8-dot computer braille: its
printouts are Unicode only, never BRF (docs/braille.md has what each table does).

liblouis is not thread-safe, and a server drawing web pages brailles from many worker threads at
once: every call into it goes through `_LIBLOUIS`, one lock for the whole process (see its note).
"""

from __future__ import annotations

import atexit
import functools
import os
import threading
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

from shared_table.core.errors import InvalidInput
from shared_table.core.message import Msg, msg

TABLE_FILES = {
    "ueb": "shared-table-ueb-g1.ctb",
    "ebae": "shared-table-ebae-g1.ctb",
    "da": "da-dk-g16.ctb",
    "sv": "sv-g0.utb",
    "nb": "no-no-g0.utb",
    "fi": "fi.utb",
    "is": "is.ctb",
    "nl": "nl-NL-g0.utb",
    "fr": "fr-bfu-comp6.utb",
}
"""Each table's short name (what --table and `Language.braille` give) and its file."""
OWN_TABLES = frozenset({"ueb", "ebae"})
"""Ours, in braille_tables/ and loaded by path; the others are liblouis's, loaded by name."""
EIGHT_DOT_TABLES = frozenset({"is"})
"""Tables whose braille uses dots 7 and 8 (digits, capitals): Unicode braille only, no BRF."""
DEFAULT_TABLE = "ueb"
BRF_DISPLAY = "en-us-brf.dis"
UNICODE_DISPLAY = "unicode.dis"
TABLES_ENV = "SHARED_TABLE_BRAILLE_TABLES"  # a folder holding our tables, for an installed copy
BLANK = "\u2800"
SIX_DOT_END = 0x2840  # cells from here on use dot 7 or 8, which a BRF page cannot hold
EIGHT_DOT_END = 0x2900
UNDEFINED_PROBE = "\ue000"  # a private-use character no table defines: what a table's `undefined` rule gives


class BrailleError(InvalidInput):
    """Braille that cannot be made: an unknown table, an unloadable table, text liblouis cannot braille."""


def check_table(table: str) -> str:
    """The table's short name (ueb, ebae, da, sv, nb, fi, is, nl, fr), or `BrailleError` naming the ones there are."""
    key = table.strip().lower()
    if key not in TABLE_FILES:
        raise BrailleError(msg("braille-unknown-table", given=table, tables=", ".join(TABLE_FILES)))
    return key


def brf_allowed(table: str) -> bool:
    """Whether the table's braille fits BRF's 64 six-dot cells."""
    return check_table(table) not in EIGHT_DOT_TABLES


def check_brf(table: str) -> None:
    """`BrailleError` for a table whose braille needs 8-dot cells, which a BRF page cannot hold."""
    if not brf_allowed(table):
        raise BrailleError(msg("braille-no-brf", table=TABLE_FILES[check_table(table)]))


def cell_end(table: str) -> int:
    """The first code point past the table's cells: 6-dot tables stop before dot 7."""
    return EIGHT_DOT_END if table in EIGHT_DOT_TABLES else SIX_DOT_END


def tables_folder() -> Path:
    """Our tables' folder: $SHARED_TABLE_BRAILLE_TABLES, else braille_tables/ of this checkout."""
    given = os.environ.get(TABLES_ENV)
    if given:
        return Path(given)
    # src/shared_table/braille/tables.py -> the repository root; an editable install keeps it there.
    return Path(__file__).resolve().parents[3] / "braille_tables"


def table_path(table: str) -> Path:
    """The file of one of our tables (ueb, ebae); `BrailleError` when it is not there."""
    path = tables_folder() / TABLE_FILES[check_table(table)]
    if not path.is_file():
        raise BrailleError(msg("braille-table-missing", file=path.name, folder=str(path.parent), env=TABLES_ENV))
    return path


def table_ref(table: str) -> str:
    """What liblouis is given for the table: our table's path, or a system table's file name."""
    key = check_table(table)
    return str(table_path(key)) if key in OWN_TABLES else TABLE_FILES[key]


_LIBLOUIS = threading.RLock()
"""Held around every call into liblouis: translating, loading and compiling a table, registering
the log callback, everything. liblouis keeps its compiled tables, its table list and its
translation buffers in unguarded globals, so two threads inside it at once corrupt its memory:
`shared-table serve`, drawing 16 web pages' braille labels from worker threads right after it
started, died of glibc's "double free or corruption" in 3 of 10 starts, and answered with wrong
braille ("5sp": "no braille for s") in others. The log callback is one global too, so catching a
call's messages (`_quietly`) must hold the lock from registering it to letting it go. Reentrant,
so that a guarded call made inside another (a table loaded within one) cannot deadlock its own
thread. An uncontended acquire costs well under a microsecond, and a word, once translated, is
cached (`word_cells`)."""


def _import_louis() -> ModuleType:
    try:
        import louis
    except ImportError:
        raise BrailleError(msg("braille-no-binding")) from None
    module: ModuleType = louis
    return module


@functools.cache
def _louis() -> ModuleType:
    with _LIBLOUIS:
        module = _import_louis()
        # The binding frees liblouis's tables at exit (its own atexit `lou_free`); a worker thread
        # still translating then would read freed memory. Handlers run last-registered first, so
        # this one, registered after the binding's, takes the lock for good before the tables go.
        atexit.register(_LIBLOUIS.acquire)
    return module


def _quietly(action: Callable[[], object]) -> tuple[object, list[str]]:
    """Run a liblouis call with its log caught instead of printed; the result and the messages.

    Raises what the call raises, with the messages it logged on the exception's notes."""
    louis = _louis()
    messages: list[str] = []

    @louis.LogCallback  # type: ignore[untyped-decorator]
    def catch(level: int, message: bytes) -> None:
        messages.append(message.decode("utf-8", errors="replace"))

    with _LIBLOUIS:  # the callback is liblouis's one global: no other thread may log into ours
        louis.registerLogCallback(catch)
        try:
            return action(), messages
        except RuntimeError as error:
            raise BrailleError("; ".join(messages) or str(error)) from None
        finally:
            louis.registerLogCallback(None)


@functools.cache
def loaded(table: str) -> str:
    """Compile the table once per process (liblouis keeps it); its path or name as liblouis is given it."""
    ref = table_ref(table)
    try:
        _quietly(lambda: _louis().checkTable([ref]))
    except BrailleError as error:
        raise BrailleError(msg("braille-cannot-load", table=table, path=ref, error=error.message)) from None
    return ref


def _cells(text: str, table: str) -> str:
    louis = _louis()
    ref = loaded(table)
    with _LIBLOUIS:
        cells: str = louis.translateString([ref], text, mode=louis.dotsIO | louis.ucBrl)
    return cells


def _fits(cells: str, table: str) -> bool:
    end = chr(cell_end(table))
    return all(BLANK <= cell < end for cell in cells)


@functools.lru_cache(maxsize=8192)
def word_cells(word: str, table: str) -> str:
    """One word in Unicode braille cells, translated by liblouis with the table."""
    key = check_table(table)
    cells = _cells(word, key)
    bad = [char for char in dict.fromkeys(word) if _undefined(char, key)]
    if bad or not _fits(cells, key):
        raise BrailleError(msg("braille-cannot-braille", word=word, table=key, reason=_no_braille(bad)))
    return cells


@functools.lru_cache(maxsize=4096)
def _undefined(char: str, table: str) -> bool:
    """Whether the table has no braille for `char`. liblouis does not say so: it spells an undefined
    character's code out ('\x00d8', in 8-dot cells in most tables, 6-dot in some) or gives the
    table's `undefined` braille (da-dk-g16's is the question mark's cell). Either is caught here."""
    cells = _cells(char, table)
    if not _fits(cells, table):
        return True
    code = ord(char)
    if cells == _cells(f"'\\x{code:04x}'" if code <= 0xFFFF else f"'\\y{code:05x}'", table):
        return True
    return char != UNDEFINED_PROBE and cells == _cells(UNDEFINED_PROBE, table) and back_translate(cells, table) != char


def _no_braille(bad: list[str]) -> Msg:
    """Which characters liblouis has no braille for, in a sentence."""
    if not bad:
        return msg("braille-no-braille-for-it")
    return msg("braille-no-braille-for", chars=tuple(msg("braille-character", char=char, code=f"{ord(char):04X}") for char in bad))


@functools.cache
def _brf_map() -> dict[str, str]:
    """The 64 six-dot cells to North American Braille ASCII, as liblouis's en-us-brf.dis gives them."""
    cells = "".join(chr(0x2800 + bits) for bits in range(64))
    chars, _ = _quietly(lambda: _louis().dotsToChar([BRF_DISPLAY], cells))
    assert isinstance(chars, str) and len(chars) == len(cells)
    return dict(zip(cells, chars, strict=True))


def cells_to_brf(cells: str) -> str:
    """Unicode braille cells to Braille ASCII; newlines and form feeds pass through."""
    brf = _brf_map()
    return "".join(brf.get(cell, cell) for cell in cells)


def back_translate(cells: str, table: str) -> str:
    """Unicode braille back to print through liblouis (for checks; the printouts never need it)."""
    # dotsIO | ucBrl works forward only; backward, the cells are read through unicode.dis.
    louis, ref = _louis(), loaded(check_table(table))
    with _LIBLOUIS:
        text: str = louis.backTranslateString([UNICODE_DISPLAY, ref], cells)
    return text


def liblouis_version() -> str:
    """liblouis's version, e.g. 3.24.0."""
    louis = _louis()
    with _LIBLOUIS:
        version: str = louis.version()
    return version
