"""What a sighted player sees at the page, in a real Chromium (Debian's, launched by Playwright)
against a real server on 127.0.0.1 (issue 41, item 20): the player to move's area marked, and only
theirs, as the turn goes round; the cards the last move put down marked; the marks drawn without
colour under forced colours (Windows high contrast, emulated); a meld in one row on a phone; and no
axe-core violation with the marks shown. Screenshots of each game, wide and on a phone, normal and in forced colours, are kept in
build/screenshots (looks-GAME-SIZE[-forced].png), for a person to look at."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Browser, Page

from server_helpers import Server
from web_helpers import PageSeat, axe_violations, shoot, wait_until

pytestmark = pytest.mark.xdist_group("chromium")

HAND = "section.area.mine > ul.cards button[data-pick]"  # the hand's cards, not a pile's
MY_TURN = "document.querySelector('section.area.mine.to-play') !== null"


def marked_areas(page: Page) -> list[str]:
    """The headings of the areas marked as the player to move's, without their badge."""
    return [str(name) for name in page.locator("section.area.to-play > h3").evaluate_all(
        "headings => headings.map(h => h.firstChild.textContent)")]


def play_a_turn(seat: PageSeat, game: str) -> None:
    """The page's seat, at its turn, makes the moves that end it, typed as a person would."""
    if game == "fivecrowns":
        seat.type_line("draw")
        wait_until(seat, "document.querySelectorAll('section.area.mine > ul.cards button').length > 0"
                         " && [...document.querySelectorAll('.actions button')].some(b => /discard/i.test(b.textContent)"
                         " && !b.hasAttribute('aria-disabled'))")
        first = seat.page.locator(HAND).first.get_attribute("data-pick")
        seat.type_line(f"discard {first}")
    elif game == "skipbo":
        seat.type_line(f"discard {seat.page.locator(HAND).first.get_attribute('data-pick')} to 1")
    else:  # alone at the table: the move is drawn before anything is looked at (no turn to wait for)
        drawn = seat.moves_drawn()
        seat.type_line("pass")
        seat.wait_for_moves(drawn + 1)


def test_the_player_to_move_is_marked_and_only_they_as_the_turn_goes_round(browser: Browser, server: Server) -> None:
    """Two people at two pages (a computer player's turn is over before the page draws again): at
    each turn, each page marks one area, the mover's: their hand at their own page, their area at
    the other's, named as the facts name them."""
    for game in ("fivecrowns", "skipbo"):
        eve, bea = PageSeat(browser, server), PageSeat(browser, server)
        eve.open_table(game, 2, guests=1, name="Eve")
        link = eve.page.locator("#table-link")
        link.wait_for()
        bea.join_by_link(link.inner_text(), "Bea")
        eve.page.wait_for_selector("#table h2")
        movers = set()
        for turn in range(4):  # twice round the table
            wait_until(eve, f"{MY_TURN} || document.querySelector('section.area.to-play:not(.mine)') !== null")
            mover, other = (eve, bea) if eve.page.evaluate(MY_TURN) else (bea, eve)
            mover_name = "Eve" if mover is eve else "Bea"
            wait_until(other, "document.querySelector('section.area.to-play:not(.mine)') !== null")
            assert marked_areas(other.page) == [mover_name], f"{game}: at the other's page, the mover's area alone"
            assert mover_name in other.page.locator(".facts li.turn").inner_text()
            assert mover.page.locator("section.area.to-play").count() == 1, f"{game}: at the mover's page, the hand alone"
            for seat in (eve, bea):
                assert seat.page.locator("section.area.to-play .to-play-badge").inner_text() == seat.word("web-to-play")
            if turn == 1:
                shoot(other, f"looks-{game}-others-turn")
            before, title = mover.moves_drawn(), other.page.locator("#table h2").inner_text()
            play_a_turn(mover, game)
            for seat in (eve, bea):  # both pages drawn after the turn's moves (draw and discard; a discard)
                seat.wait_for_moves(before + (2 if game == "fivecrowns" else 1))
            eve.wait_for_moves(bea.moves_drawn())
            bea.wait_for_moves(eve.moves_drawn())
            movers.add(mover_name)
            if other.page.locator("#table h2").inner_text() == title:  # not a new round, which marks nothing
                assert other.page.locator(".card.just-played").count(), f"{game}: what the mover just played is marked"
                assert other.page.locator(f"{HAND}.just-played").count() == 0, "a card in the hand is not 'just played'"
        assert movers == {"Eve", "Bea"}, movers
        assert not eve.problems and not bea.problems, eve.problems + bea.problems
        eve.close()
        bea.close()


# A table drawn into the page's own table.js, holding every mark at once: a wild card beside a plain
# one, a face-down stock beside an empty pile, a chosen card, the player to move, a card just played.
def _card(name: str, pick: str = "", wild: bool = False) -> dict[str, object]:
    return {"name": name, "rank": name[:1], "suit": "h", "mark": "♥", "braille": "⠓", "pick": pick, "wild": wild}


def _area(name: str, piles: list[dict[str, object]], cards: list[dict[str, object]], mine: bool = False,
          to_play: bool = False) -> dict[str, object]:
    return {"name": name, "cards": cards, "piles": piles, "note": "", "mine": mine, "to_play": to_play}


def _pile(name: str, cards: list[dict[str, object]], face_down: int = 0) -> dict[str, object]:
    return {"name": name, "cards": cards, "note": "", "actions": [], "face_down": face_down}


def _drawing(discard: str) -> dict[str, object]:
    hand = [_card("3 hearts", "3h", wild=True), _card("7 hearts", "7h"), _card("9 hearts", "9h")]
    middle = _area("Middle", [_pile("Stock", [], face_down=40), _pile("Discard pile", [_card(discard)]), _pile("Empty", [])], [])
    return {"title": "Round 1", "facts": ["Bob's turn.", "Threes are wild."], "areas": [
        _area("Your hand", [], hand, mine=True), middle, _area("Bob", [], [], to_play=True)],
        "actions": [], "scores": None, "pick_prompt": "Choose a card first."}


def drawing_page(browser: Browser, server: Server, size: str) -> PageSeat:
    """A page whose `window.draw` draws a drawing made here with its own table.js."""
    seat = PageSeat(browser, server, size)
    seat.open("/")
    seat.page.evaluate("""async () => {
        const { drawTable } = await import('/web/table.js');
        const tools = { act: () => true, say: () => {}, word: (id) => id, left: () => false };
        window.draw = (drawing) => drawTable(document.getElementById('table'), drawing, tools);
        document.getElementById('game').hidden = false;
    }""")
    return seat


def test_a_three_card_meld_stays_in_one_row_on_a_phone(browser: Browser, server: Server) -> None:
    seat = drawing_page(browser, server, "phone")
    shown = _drawing("king hearts")
    shown["areas"].append(_area("Ann", [_pile("Three kings", [_card("K1"), _card("K2"), _card("K3")])], []))  # type: ignore[attr-defined]
    seat.page.evaluate(f"window.draw({json.dumps(shown)})")
    tops = seat.page.locator("section.area:last-of-type .card").evaluate_all("cards => cards.map(c => c.getBoundingClientRect().top)")
    assert len(tops) == 3 and len(set(tops)) == 1, f"the meld's cards in one row: {tops}"
    seat.close()


def test_under_forced_colours_the_marks_are_drawn_by_borders_not_by_tints(browser: Browser, server: Server) -> None:
    seat = drawing_page(browser, server, "wide")
    page = seat.page
    for discard in ("king hearts", "queen hearts"):  # the second drawing's discard is the move just made
        page.evaluate(f"window.draw({json.dumps(_drawing(discard))})")
    page.locator("button[data-pick='9h']").click()  # chosen
    page.locator("button[data-pick='7h']").focus()
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")  # focused by keyboard: the focus ring shows
    page.emulate_media(forced_colors="active")
    assert page.evaluate("matchMedia('(forced-colors: active)').matches")
    style = page.evaluate("""() => {
        const look = (selector, pseudo = null) => { const s = getComputedStyle(document.querySelector(selector), pseudo);
            return { border: s.borderTopStyle, width: s.borderTopWidth, image: s.backgroundImage, outline: s.outlineStyle,
                     outlineColor: s.outlineColor, borderColor: s.borderTopColor, left: s.borderLeftStyle }; };
        return { wild: look("button[data-pick='3h']"),
                 back: look(".card.back"), empty: look(".card.empty"), chosen: look("button[data-pick='9h']"),
                 focused: look("button[data-pick='7h']"), played: look(".card.just-played"),
                 area: look("section.area.to-play"), badge: look(".to-play-badge"), other: look("section.area:not(.to-play)") };
    }""")
    assert style["wild"]["border"] == "double" and style["focused"]["border"] == "solid", "a wild card by its frame, not a tint"
    assert (style["chosen"]["width"], style["chosen"]["outline"]) == ("4px", "none"), "chosen: a thick frame"
    assert (style["focused"]["width"], style["focused"]["outline"]) == ("2px", "solid"), "focused: a ring around the card"
    assert style["back"]["image"] != "none" and style["empty"]["image"] == "none", "the stock's back is not an empty place"
    assert style["back"]["border"] != style["empty"]["border"], style
    assert style["focused"]["outline"] == "solid" and style["played"]["outline"] == "dashed", "the focus and the card just played differ"
    assert style["area"]["left"] == "solid" and style["other"]["left"] == "none", "the player to move's band stays"
    assert style["badge"]["border"] == "solid", "the 'to play' badge is framed, its background gone"
    shoot(seat, "looks-marks-forced")
    seat.close()


@pytest.mark.parametrize("game", ["fivecrowns", "skipbo", "solitaire"])
def test_the_marks_shown_pass_axe_and_are_not_read(browser: Browser, server: Server, game: str) -> None:
    """Each game after a turn, wide and on a phone: the marks are there, the badge is not in a
    heading's name, axe-core finds nothing; screenshots, normal and in forced colours."""
    for size in ("wide", "phone"):
        seat = PageSeat(browser, server, size)
        seat.open_table(game, 1 if game == "solitaire" else 3)
        for _ in range(4):  # a turn that ends the round marks nothing in the new one: another turn, then
            if game != "solitaire":
                wait_until(seat, MY_TURN, 30)
            play_a_turn(seat, game)
            if game != "solitaire":
                wait_until(seat, MY_TURN, 30)
                assert len(marked_areas(seat.page)) == 1
            if seat.page.locator(".card.just-played").count():
                break
        assert seat.page.locator(".card.just-played").count(), f"{game}: the cards just played are marked"
        tree = seat.page.locator("#table").aria_snapshot()
        assert seat.word("web-to-play") not in tree, "the badge is for the eyes: the turn is in the facts"
        found = axe_violations(seat.page)
        assert not found, f"axe on {game} at {size}: {json.dumps(found, indent=1)[:3000]}"
        seat.page.locator("#table h2").scroll_into_view_if_needed()
        shoot(seat, f"looks-{game}-{size}")
        seat.page.emulate_media(forced_colors="active")
        shoot(seat, f"looks-{game}-{size}-forced")
        assert not seat.problems, seat.problems
        seat.close()
