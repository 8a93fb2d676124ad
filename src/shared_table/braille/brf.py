"""Braille layout: words to 40-cell lines, lines to 25-line pages, pages to Unicode braille or BRF.

liblouis translates word by word (`tables.word_cells`); the layout here only places the cells,
the way a braille formatter does:

* Words are joined by one blank cell and wrapped whole. A line that runs over continues two
  cells in (the "1-3" list format of braille books). A word too long for a line is the only one
  ever divided, with the hyphen cell that liblouis gives for "-" at the end of each piece.
* A table's columns start at the same cell on every row; a table wider than the line is the
  caller's to avoid (`table_width`).
* BRF pages hold 25 lines of at most 40 cells: the first line is the title at the left and the
  braille page number at the right, as embossed books have them; a form feed comes between pages;
  lines end in CR LF.
* A heading (`Heading`, and a table's heading row) is kept with the first line of what it heads,
  as a braille formatter keeps headings from the foot of a page: a page never ends with one; the
  page breaks before it instead, unless the heading alone would fill the page.

Words are translated one at a time on purpose: en-ueb-g1.ctb turns a space between two digits
into the numeric space (dot 5), which would make the scores "0 12" read as one number.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from shared_table.braille.tables import BLANK, BrailleError, cells_to_brf, check_brf, word_cells
from shared_table.core.message import msg
from shared_table.core.safe_text import has_control

WIDTH = 40
PAGE_LINES = 25
RUNOVER = 2  # blank cells before a line that continues the one above
MIN_PIECE = 4  # cells: a divided word starts on the line it comes to only when this much is left
PAGE_NUMBER_GAP = 3  # blank cells at least between the title and the page number
FORMATS = ("unicode", "brf")

Words = tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Table:
    """Rows of words whose columns line up; the first row is the heading."""

    rows: tuple[Words, ...]


@dataclass(frozen=True, slots=True)
class Heading:
    """A line of words that heads the block after it (a solitaire pile's number and wild rank):
    never left alone at the foot of a page."""

    words: Words


Block = Words | Table | Heading


@dataclass(frozen=True, slots=True)
class Document:
    """What a printout says, in print: a title and blocks of words, before any braille."""

    title: str
    blocks: tuple[Block, ...] = field(default=())

    def print_lines(self) -> list[str]:
        """The print text, one line per line of words or table row (what back-translation gives)."""
        lines: list[str] = []
        for block in self.blocks:
            rows = block.rows if isinstance(block, Table) else (block.words,) if isinstance(block, Heading) else (block,)
            lines.extend(" ".join(words) for words in rows)
        return lines


def check_format(fmt: str) -> str:
    """The format's name (unicode, brf), or `BrailleError` naming the ones there are."""
    key = fmt.strip().lower()
    if key not in FORMATS:
        raise BrailleError(msg("braille-unknown-format", given=fmt, formats=", ".join(FORMATS)))
    return key


def _divide(cells: str, first_room: int, room: int, table: str) -> list[str]:
    """A word too long for any line, in pieces: the first fills `first_room` cells, the others `room`.

    A piece ends just after a hyphen the word already has, when one is near enough; otherwise it
    ends with the hyphen cell liblouis gives for "-" (the hyphen rule), so no piece is unmarked."""
    hyphen = word_cells("-", table)
    pieces = []
    space = first_room
    while len(cells) > space:
        own = cells.rfind(hyphen, 1, space)  # the word's own hyphen, kept at the end of the piece
        cut = own + len(hyphen) if own > 0 else space - len(hyphen)
        pieces.append(cells[:cut] if own > 0 else cells[:cut] + hyphen)
        cells = cells[cut:]
        space = room
    return [*pieces, cells]


def wrap(words: Sequence[str], table: str, width: int = WIDTH) -> list[str]:
    """One line of words as lines of at most `width` cells, runovers indented; words kept whole."""
    runover = BLANK * RUNOVER
    lines: list[str] = []
    line = ""
    for word in words:
        cells = word_cells(word, table)
        if not cells:
            continue
        start = line + BLANK if line else line
        if len(start) + len(cells) <= width:
            line = start + cells
            continue
        if len(cells) <= width - RUNOVER:
            lines.append(line)
            line = runover + cells
            continue
        # Longer than any line: divided, its first piece filling what is left of this line.
        if width - len(start) < MIN_PIECE:
            lines.append(line)
            start = runover
        pieces = _divide(cells, width - len(start), width - RUNOVER, table)
        lines.append(start + pieces[0])
        lines.extend(runover + piece for piece in pieces[1:-1])
        line = runover + pieces[-1]
    lines.append(line)
    return lines


def _column_widths(rows: Sequence[Sequence[str]], table: str) -> list[int]:
    widths: list[int] = []
    for row in rows:
        for i, word in enumerate(row):
            size = len(word_cells(word, table))
            if i == len(widths):
                widths.append(size)
            else:
                widths[i] = max(widths[i], size)
    return widths


def table_width(rows: Sequence[Sequence[str]], table: str) -> int:
    """How many cells the widest row of the table takes with its columns lined up."""
    widths = _column_widths(rows, table)
    return sum(widths) + max(len(widths) - 1, 0)


def table_lines(block: Table, table: str) -> list[str]:
    """The rows with every column starting at the same cell, one blank cell between columns."""
    widths = _column_widths(block.rows, table)
    lines = []
    for row in block.rows:
        cells = [word_cells(word, table).ljust(widths[i], BLANK) for i, word in enumerate(row)]
        lines.append(BLANK.join(cells).rstrip(BLANK))
    return lines


def cell_lines(document: Document, table: str, width: int = WIDTH) -> list[str]:
    """The document's blocks as lines of Unicode braille cells."""
    return [line for line, _ in _laid_out(document, table, width)]


def _laid_out(document: Document, table: str, width: int) -> list[tuple[str, bool]]:
    """Each line of cells, and whether it must stay on the page of the line after it (a heading's)."""
    lines: list[tuple[str, bool]] = []
    for block in document.blocks:
        if isinstance(block, Table):
            rows = table_lines(block, table)
            if any(len(row) > width for row in rows):
                raise BrailleError(msg("braille-table-too-wide", cells=max(map(len, rows)), width=width))  # pragma: no cover
            lines.extend((row, number == 0 and len(rows) > 1) for number, row in enumerate(rows))
        elif isinstance(block, Heading):
            lines.extend((line, True) for line in wrap(block.words, table, width))
        else:
            lines.extend((line, False) for line in wrap(block, table, width))
    return lines


def _page_head(title: str, number: int, table: str, width: int) -> str:
    page = word_cells(str(number), table)
    head = wrap(title.split(), table, width)[0]
    if len(head) > width - len(page) - PAGE_NUMBER_GAP:
        head = ""  # a running head too long to share the line with the page number is left out
    return head + BLANK * (width - len(head) - len(page)) + page


def pages(document: Document, table: str, width: int = WIDTH, height: int = PAGE_LINES) -> list[list[str]]:
    """The document as pages of cell lines, each headed by its title and page number."""
    body = _laid_out(document, table, width)
    per_page = height - 1
    chunks: list[list[str]] = []
    start = 0
    while start < len(body):
        end = min(start + per_page, len(body))
        if end < len(body):
            kept = end
            while kept > start and body[kept - 1][1]:  # a heading at the foot goes over with what it heads
                kept -= 1
            end = kept if kept > start else end  # unless headings alone fill the page
        chunks.append([line for line, _ in body[start:end]])
        start = end
    return [[_page_head(document.title, n, table, width), *chunk] for n, chunk in enumerate(chunks or [[]], start=1)]


def render(document: Document, table: str, fmt: str, width: int = WIDTH, height: int = PAGE_LINES) -> str:
    """Unicode braille (lines of cells, no pages: for a screen or a braille display) or BRF;
    `BrailleError` for BRF with a table that needs 8-dot cells (is.ctb)."""
    if check_format(fmt) == "unicode":
        return "".join(line.rstrip(BLANK) + "\n" for line in cell_lines(document, table, width))
    check_brf(table)
    embossed = ["".join(cells_to_brf(line.rstrip(BLANK)) + "\r\n" for line in page) for page in pages(document, table, width, height)]
    return "\f".join(embossed)


def name_words(name: str) -> tuple[str, ...]:
    """A player's name as printout words, lower case; BrailleError for one that cannot be printed."""
    if has_control(name):  # an escape sequence has no braille, and the message must not carry it raw
        raise BrailleError(msg("braille-name-control"))
    words = tuple(name.lower().split())
    if not words:
        raise BrailleError(msg("braille-no-name"))
    return words
