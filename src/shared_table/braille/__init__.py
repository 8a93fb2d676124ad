"""Grade-1 braille printouts through liblouis: the hand summary and the score sheet, as Unicode
braille for a screen or braille display, or as BRF for an embosser (docs/braille.md).

liblouis is loaded when a printout is first asked for, not when this package is imported.
"""

from shared_table.braille.brf import FORMATS, Document, check_format
from shared_table.braille.printout import (
    display_line,
    hand_document,
    hand_printout,
    hand_printout_of,
    round_points_of,
    score_document,
    score_sheet,
    score_sheet_of,
    write_printout,
)
from shared_table.braille.tables import DEFAULT_TABLE, TABLE_FILES, BrailleError, check_table

TABLES = tuple(TABLE_FILES)

__all__ = [
    "DEFAULT_TABLE",
    "FORMATS",
    "TABLES",
    "BrailleError",
    "Document",
    "check_format",
    "check_table",
    "display_line",
    "hand_document",
    "hand_printout",
    "hand_printout_of",
    "round_points_of",
    "score_document",
    "score_sheet",
    "score_sheet_of",
    "write_printout",
]
