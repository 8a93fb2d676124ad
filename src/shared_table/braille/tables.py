"""Our liblouis tables: where they are, loading them once, and words translated to braille cells.

Everything braille goes through the real liblouis (Debian's python3-louis binding). A word is
translated with ``dotsIO | ucBrl``, so liblouis itself answers in Unicode braille cells
(U+2800 + dot bits); BRF characters come from liblouis's own ``en-us-brf.dis`` display table.

The tables are loaded by absolute path. Their ``include`` lines find the standard tables through
liblouis's search path: the including table's folder, then ``LOUIS_TABLEPATH``, else the system
folder. We do not set ``LOUIS_TABLEPATH`` ourselves: in liblouis 3.24 it replaces the system
folder instead of adding to it, and the binding has no wrapper for a search path of its own
(docs/braille.md).
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

from shared_table.core.errors import InvalidInput

TABLE_FILES = {"ueb": "shared-table-ueb-g1.ctb", "ebae": "shared-table-ebae-g1.ctb"}
TABLE_NAMES = {"ueb": "Unified English Braille grade 1", "ebae": "US EBAE grade 1"}
DEFAULT_TABLE = "ueb"
BRF_DISPLAY = "en-us-brf.dis"
UNICODE_DISPLAY = "unicode.dis"
TABLES_ENV = "SHARED_TABLE_BRAILLE_TABLES"  # a folder holding our tables, for an installed copy
BLANK = "\u2800"
SIX_DOT_END = 0x2840  # cells from here on use dot 7 or 8, which a BRF page cannot hold


class BrailleError(InvalidInput):
    """Braille that cannot be made: an unknown table, an unloadable table, text liblouis cannot braille."""


def check_table(table: str) -> str:
    """The table's short name (ueb, ebae), or `BrailleError` naming the ones there are."""
    key = table.strip().lower()
    if key not in TABLE_FILES:
        raise BrailleError(f'no braille table "{table}": the tables are {", ".join(TABLE_FILES)}')
    return key


def tables_folder() -> Path:
    """Our tables' folder: $SHARED_TABLE_BRAILLE_TABLES, else braille_tables/ of this checkout."""
    given = os.environ.get(TABLES_ENV)
    if given:
        return Path(given)
    # src/shared_table/braille/tables.py -> the repository root; an editable install keeps it there.
    return Path(__file__).resolve().parents[3] / "braille_tables"


def table_path(table: str) -> Path:
    """The file of one of our tables; `BrailleError` when it is not there."""
    path = tables_folder() / TABLE_FILES[check_table(table)]
    if not path.is_file():
        raise BrailleError(f"the braille table {path.name} is not in {path.parent}: set {TABLES_ENV} to the braille_tables folder")
    return path


def _import_louis() -> ModuleType:
    try:
        import louis
    except ImportError:
        raise BrailleError("liblouis's Python binding is missing: install python3-louis (make test does)") from None
    module: ModuleType = louis
    return module


@functools.cache
def _louis() -> ModuleType:
    return _import_louis()


def _quietly(action: Callable[[], object]) -> tuple[object, list[str]]:
    """Run a liblouis call with its log caught instead of printed; the result and the messages.

    Raises what the call raises, with the messages it logged on the exception's notes."""
    louis = _louis()
    messages: list[str] = []

    @louis.LogCallback  # type: ignore[untyped-decorator]
    def catch(level: int, message: bytes) -> None:
        messages.append(message.decode("utf-8", errors="replace"))

    louis.registerLogCallback(catch)
    try:
        return action(), messages
    except RuntimeError as error:
        raise BrailleError("; ".join(messages) or str(error)) from None
    finally:
        louis.registerLogCallback(None)


@functools.cache
def loaded(table: str) -> str:
    """Compile the table once per process (liblouis keeps it); its path as liblouis names it."""
    path = str(table_path(table))
    try:
        _quietly(lambda: _louis().checkTable([path]))
    except BrailleError as error:
        raise BrailleError(f"liblouis cannot load the {table} table {path}: {error}") from None
    return path


@functools.lru_cache(maxsize=8192)
def word_cells(word: str, table: str) -> str:
    """One word in Unicode braille cells, translated by liblouis with our table."""
    louis = _louis()
    path = loaded(check_table(table))
    cells: str = louis.translateString([path], word, mode=louis.dotsIO | louis.ucBrl)
    if any(not BLANK <= cell < chr(SIX_DOT_END) for cell in cells):
        raise BrailleError(f'"{word}" cannot be brailled with the {table} table: {_undefined(word, table)}')
    return cells


def _undefined(word: str, table: str) -> str:
    """Which characters of the word liblouis has no six-dot braille for."""
    louis = _louis()
    path = loaded(table)
    bad = []
    for char in dict.fromkeys(word):
        cells = louis.translateString([path], char, mode=louis.dotsIO | louis.ucBrl)
        if any(not BLANK <= cell < chr(SIX_DOT_END) for cell in cells):
            bad.append(f"{char} (U+{ord(char):04X})")
    return "liblouis has no braille for " + (", ".join(bad) if bad else "it")


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
    text: str = _louis().backTranslateString([UNICODE_DISPLAY, loaded(check_table(table))], cells)
    return text


def liblouis_version() -> str:
    """liblouis's version, e.g. 3.24.0."""
    version: str = _louis().version()
    return version
