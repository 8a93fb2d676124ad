"""Grade-1 braille through liblouis, for every game and language: tables (tables.py), page layout and BRF
(brf.py), and writing a printout (printout.py). What each game prints is in its own package
(games/*/braille.py); docs/braille.md says how.

liblouis is loaded when a printout is first asked for, not when this package is imported.
"""

from shared_table.braille.brf import FORMATS, Document, check_format
from shared_table.braille.printout import display_line, write_printout
from shared_table.braille.tables import DEFAULT_TABLE, TABLE_FILES, BrailleError, brf_allowed, check_brf, check_table

TABLES = tuple(TABLE_FILES)

__all__ = [
    "DEFAULT_TABLE",
    "FORMATS",
    "TABLES",
    "BrailleError",
    "Document",
    "brf_allowed",
    "check_brf",
    "check_format",
    "check_table",
    "display_line",
    "write_printout",
]
