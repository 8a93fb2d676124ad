"""The score sheet on paper: a plain-text table for a printer, and braille through the braille
printouts (`shared_table.games.fivecrowns.braille.printouts.score_sheet`) as Unicode braille or a BRF file for an embosser.

The braille library is looked up when it is asked for, so the companion works (and says why
braille is missing) in a build that does not have it.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from shared_table.core.errors import SharedTableError
from shared_table.core.message import Msg, msg
from shared_table.core.new_files import create_numbered
from shared_table.core.words import Words
from shared_table.games.fivecrowns.rules.state import wild_rank_of
from shared_table.games.fivecrowns.tools.companion.narration import game_over_words, totals_words
from shared_table.games.fivecrowns.tools.companion.sheet import Sheet

BRAILLE_FORMATS = ("unicode", "brf")
BRAILLE_TABLES = ("ueb", "ebae")


class BrailleUnavailable(SharedTableError):
    """This build has no braille printouts; the message says so and what works instead."""


def _score_sheet() -> Callable[..., Any]:
    try:
        module = importlib.import_module("shared_table.games.fivecrowns.braille.printouts")
    except ModuleNotFoundError as error:
        if error.name not in {"shared_table.games.fivecrowns.braille.printouts", "shared_table.braille", "shared_table"}:
            raise BrailleUnavailable(msg("fcc-braille-not-loaded", reason=str(error))) from None
        raise BrailleUnavailable(msg("fcc-braille-none")) from None
    except ImportError as error:
        raise BrailleUnavailable(msg("fcc-braille-not-loaded", reason=str(error))) from None
    function: object = getattr(module, "score_sheet", None)
    if not callable(function):
        raise BrailleUnavailable(msg("fcc-braille-no-sheet"))
    return function


def braille_sheet(sheet: Sheet, fmt: str, table: str, words: Words) -> str:
    """The sheet in braille: `fmt` unicode (for a braille display or screen) or brf (for an embosser).
    A table that cannot give it (Icelandic's 8-dot braille has no BRF) is `BrailleUnavailable` too."""
    score_sheet = _score_sheet()
    round_points = [[entry.points for entry in entries] for entries in sheet.rounds]
    try:
        result = score_sheet(list(sheet.players), round_points, table=table, fmt=fmt, words=words)
    except SharedTableError as refused:
        raise BrailleUnavailable(refused.message) from None
    if isinstance(result, bytes):
        return result.decode("ascii", errors="replace")
    return str(result)


def text_sheet(sheet: Sheet, number: int | None, words: Words) -> str:
    """The sheet as a table for a print copy: a row per round, a column per player, the totals."""
    header = [words("fcc-print-round"), words("fcc-print-wild"), words("fcc-print-dealer"), *sheet.players]
    rows = []
    out = words("fcc-print-out")
    for n, entries in enumerate(sheet.rounds, start=1):
        scores = [out if entry.out else str(entry.points) for entry in entries]
        rows.append([str(n), words("fcc-print-rank", rank=wild_rank_of(n)), sheet.players[sheet.dealer(n)], *scores])
    rows.append([words("fcc-print-total"), "", "", *[str(total) for total in sheet.totals()]])
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(len(header))]

    def line(cells: list[str]) -> str:
        return "  ".join(cell.ljust(width) for cell, width in zip(cells, widths, strict=True)).rstrip()

    title = words("fcc-print-title", number="" if number is None else str(number))
    lines = [title, "", line(header), *[line(row) for row in rows], ""]
    lines.append(game_over_words(sheet, words) if sheet.is_over else totals_words(sheet, None, words))
    return "\n".join(lines) + "\n"


def write_printouts(folder: Path, number: int, sheet: Sheet, words: Words, table: str = "ueb") -> tuple[list[Path], Msg | str]:
    """Write sheet-NNNN.txt, and sheet-NNNN.brf when braille is available; the paths, and why
    there is no BRF when there is none ("" otherwise). OSError passes up.

    The files are always new: printed again (after more rounds), the sheet is written to
    sheet-NNNN-2.txt and .brf, and so on, and a symbolic link at a name is never followed."""
    files = {folder / f"sheet-{number:04d}.txt": text_sheet(sheet, number, words).encode("utf-8")}
    missing: Msg | str = ""
    try:
        brf = braille_sheet(sheet, "brf", table, words)
        files[folder / f"sheet-{number:04d}.brf"] = brf.encode("ascii", errors="replace")
    except BrailleUnavailable as unavailable:
        missing = unavailable.message
    folder.mkdir(parents=True, exist_ok=True)
    return create_numbered(files), missing
