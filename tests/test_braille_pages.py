"""Braille pages as a reader's fingers meet them (issue 41): a heading never ends a BRF page apart
from what it heads, and the companion's `braille sheet` says what it is before its cells.
Against the real liblouis."""

from __future__ import annotations

from pathlib import Path

import pytest

from shared_table.braille.brf import PAGE_LINES, Document, Heading, Table, pages, render, wrap
from shared_table.games import find_game
from shared_table.games.fivecrowns.tools.companion.session import CompanionSession
from shared_table.games.fivecrowns.tools.companion.store import SheetStore
from shared_table.games.fivecrowns.tools.language import words_in
from shared_table.games.solitaire.braille.printouts import piles_document
from shared_table.i18n.languages import codes
from test_languages_games import session_for

BODY = PAGE_LINES - 1  # lines under each page's running head


def test_a_heading_that_would_end_a_page_starts_the_next_with_what_it_heads() -> None:
    document = Document("title", (*[("line", str(n)) for n in range(BODY - 1)], Heading(("pile", "3")), ("5c", "6c")))
    first, second = pages(document, "ueb")
    heading = wrap(("pile", "3"), "ueb")[0]
    assert len(first) == BODY and heading not in first, "the page breaks before the heading"
    assert second[1:] == [heading, *wrap(("5c", "6c"), "ueb")]


def test_a_tables_heading_row_goes_over_with_its_first_row() -> None:
    document = Document("title", (*[("line",)] * (BODY - 1), Table((("round", "1", "2"), ("1", "0", "12")))))
    first, second = pages(document, "ueb")
    assert len(first) == BODY and len(second) == 3


def test_headings_that_fill_a_page_alone_still_break_it() -> None:
    document = Document("title", tuple(Heading(("pile", str(n))) for n in range(3 * BODY)))
    assert [len(page) for page in pages(document, "ueb")] == [PAGE_LINES] * 3
    assert render(document, "ueb", "brf").count("\f") == 2


@pytest.mark.parametrize("seed", range(8))
def test_no_solitaire_layout_page_ends_with_a_piles_heading(seed: int) -> None:
    session = session_for(find_game("solitaire"), "en", seed=seed, seats=1)
    session.start()
    document = piles_document(session.view(), session.words)
    headings = {line for block in document.blocks if isinstance(block, Heading) for line in wrap(block.words, "ueb")}
    laid_out = pages(document, "ueb")
    for page in laid_out[:-1]:
        assert page[-1] not in headings, f"seed {seed}: a page ends with a pile's heading"
    assert sum(len(page) - 1 for page in laid_out) == sum(len(wrap(b.words if isinstance(b, Heading) else b, "ueb"))
                                                         for b in document.blocks if not isinstance(b, Table))


@pytest.mark.parametrize("code", codes())
def test_braille_sheet_is_headed_in_the_players_language(code: str, tmp_path: Path) -> None:
    words = words_in(code)
    session = CompanionSession(SheetStore(tmp_path), words=words)
    session.handle(words("fcc-cmd-players") + " Ann, Bob")
    lines = session.handle(words("fcc-cmd-braille"))
    assert lines[0] == words("fcc-braille-heading", number="1"), lines[:2]
    assert lines[1] and all("\u2800" <= cell <= "\u28ff" for cell in lines[1]), "then the cells"
    unsaved = CompanionSession(None, words=words)
    unsaved.handle(words("fcc-cmd-players") + " Ann, Bob")
    assert unsaved.handle(words("fcc-cmd-braille"))[0] == words("fc-braille-scores-title")
