"""Writing a braille printout: as one line for a braille display, or to a new file for an embosser.
What a printout says is each game's own (games/*/braille.py); how it is laid out is brf.py."""

from __future__ import annotations

from pathlib import Path

from shared_table.braille.tables import BLANK
from shared_table.core.new_files import create_numbered


def display_line(unicode_printout: str) -> str:
    """A Unicode printout as one line for a refreshable braille display, which pans along a line:
    its lines joined by two blank cells."""
    return (BLANK * 2).join(unicode_printout.splitlines())


def write_printout(text: str, path: Path) -> Path:
    """Write a printout byte for byte (BRF's CR LF and form feeds kept) to a new file: `path`, or
    when that name is taken, the first free of NAME-2.EXT, NAME-3.EXT, ...; never over an earlier
    printout and never through a symbolic link (core/new_files.py). The path written, to be said."""
    return create_numbered({path: text.encode("utf-8")})[0]
