"""The table's drawing at the page (web/table.js) laid over itself, in a real Chromium (Debian's,
launched by Playwright): drawings made here, drawn in turn into the page's own `#table` (the module
imported by the page, from the server that serves it), so that what stays and what is rebuilt under
the focus is checked case by case (issue 41, items 13, 15, 17 and 18). A whole game at the page is
tests/test_web.py's; what Orca says of it, tests/test_orca.py's."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Page, sync_playwright

from needs import require_tool
from server_helpers import Server
from web_helpers import FLAGS

pytestmark = pytest.mark.xdist_group("chromium")


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Page]:
    chromium = require_tool("chromium")
    server = Server(tmp_path_factory.mktemp("table"))
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=FLAGS)
            opened = browser.new_page()
            opened.goto(server.url + "/")
            opened.wait_for_selector("h1:not(:empty)")
            opened.evaluate("""async () => {
                const { drawTable } = await import('/web/table.js');
                window.said = []; window.acted = [];
                const tools = { act: (line) => { window.acted.push(line); return true; }, say: (lines) => window.said.push(...lines),
                                word: (id) => id === 'web-scores' ? 'Scores' : id, left: () => false };
                window.draw = (drawing) => drawTable(document.getElementById('table'), drawing, tools);
                document.getElementById('game').hidden = false;
            }""")
            yield opened
            browser.close()
    finally:
        server.stop()


def card(name: str, pick: str = "") -> dict[str, Any]:
    return {"name": name, "rank": name[:1], "suit": "h", "mark": "♥", "braille": "⠓", "pick": pick, "wild": False}


def pile(name: str, cards: list[dict[str, Any]], actions: list[dict[str, Any]] = ()) -> dict[str, Any]:  # type: ignore[assignment]
    return {"name": name, "cards": cards, "note": "", "actions": list(actions), "face_down": 0}


def area(name: str, piles: list[dict[str, Any]] = (), cards: list[dict[str, Any]] = (), mine: bool = False) -> dict[str, Any]:  # type: ignore[assignment]
    return {"name": name, "cards": list(cards), "piles": list(piles), "note": "", "mine": mine}


def action(label: str, line: str) -> dict[str, Any]:
    return {"label": label, "line": line, "needs_pick": False, "pick_from": "", "enabled": True, "why": ""}


def drawing(title: str, areas: list[dict[str, Any]], actions: list[dict[str, Any]], scores: Any = None) -> dict[str, Any]:
    return {"title": title, "facts": ["Your turn.", "Threes are wild."], "areas": areas, "actions": actions, "scores": scores,
            "pick_prompt": "Choose a card first."}


def draw(page: Page, shown: dict[str, Any]) -> None:
    page.evaluate(f"window.draw({json.dumps(shown)})")


def watch_focus(page: Page) -> None:
    """Count every focus move and every node taken out of #table from now on."""
    page.evaluate("""() => {
        window.focusMoves = 0; window.removed = [];
        document.addEventListener('focusin', () => { window.focusMoves += 1; }, true);
        new MutationObserver((records) => { for (const r of records) for (const n of r.removedNodes)
            if (n.nodeType === 1) window.removed.push(n.outerHTML.slice(0, 80)); })
            .observe(document.getElementById('table'), { childList: true, subtree: true });
    }""")


HAND = area("Your hand", cards=[card("six of stars", "6st"), card("ten of hearts", "10h")], mine=True)
MIDDLE = area("The middle", [pile("Stock", []), pile("Discard pile", [card("five of stars")])])
TAKE = [action("Draw from the stock", "draw"), action("Take the discard", "take")]


def test_focus_stays_on_its_button_when_a_round_ends_and_an_area_before_others_goes(page: Page) -> None:
    # Item 13: the person's melds ("You") drawn before Bob's; the round ends and the melds go.
    melds = area("You", [pile("A run", [card("seven of clubs"), card("eight of clubs"), card("nine of clubs")])], mine=True)
    draw(page, drawing("Round 1 of 11.", [HAND, MIDDLE, melds, area("Bob")], TAKE))
    page.locator(".actions button", has_text="Take the discard").focus()
    page.evaluate("window.kept = document.activeElement; window.bobs = [...document.querySelectorAll('#table section')].at(-1)")
    watch_focus(page)
    draw(page, drawing("Round 2 of 11.", [HAND, MIDDLE, area("Bob")], TAKE))
    assert page.evaluate("document.activeElement === window.kept"), page.evaluate("document.activeElement.outerHTML")
    assert page.evaluate("window.focusMoves") == 0, "the focus never moved"
    assert page.evaluate("window.bobs.isConnected"), "Bob's area is the same element, not rebuilt"
    assert page.locator("#table h2, #table h3, #table h4").evaluate_all("hs => hs.filter(h => h.hasAttribute('tabindex')).length") == 0


def test_a_focused_building_pile_button_stays_when_its_pile_turns_empty(page: Page) -> None:
    # Item 15: Skip-Bo's "Play the chosen card on building pile 1", its pile emptied (a full pile cleared).
    play = [{**action("Play the chosen card on building pile 1", "play {pick} to 1"), "needs_pick": True}]
    building = area("Building piles", [pile("Building pile 1", [card("eleven")], play), pile("Building pile 2", [])])
    draw(page, drawing("Skip-Bo", [HAND, building], []))
    page.locator(".pile-actions button").first.focus()
    page.evaluate("window.kept = document.activeElement")
    watch_focus(page)
    building = area("Building piles", [pile("Building pile 1", [], play), pile("Building pile 2", [])])
    draw(page, drawing("Skip-Bo", [HAND, building], []))
    assert page.evaluate("document.activeElement === window.kept"), "the same button, still focused"
    assert page.evaluate("window.focusMoves") == 0
    assert not [node for node in page.evaluate("window.removed") if "button" in node], page.evaluate("window.removed")
    building = area("Building piles", [pile("Building pile 1", [card("one")], play), pile("Building pile 2", [])])
    draw(page, drawing("Skip-Bo", [HAND, building], []))
    assert page.evaluate("document.activeElement === window.kept"), "and again when a card comes back"


def test_a_piles_card_list_is_named_by_its_pile(page: Page) -> None:
    # Item 17: tabbing into a solitaire pile's list says which pile.
    piles = area("Your piles", [pile(f"Pile {n}", [card("two", f"{n} out 2h"), card("three", f"{n} out 3h")]) for n in (1, 2, 3)])
    draw(page, drawing("Five Crowns Solitaire", [piles], []))
    names = page.locator("#table .pile ul.cards").evaluate_all(
        "lists => lists.map(l => document.getElementById(l.getAttribute('aria-labelledby'))?.textContent)")
    assert names == ["Pile 1", "Pile 2", "Pile 3"], names
    assert "- list \"Pile 3\"" in page.locator("#table").aria_snapshot()


def test_no_heading_keeps_a_tabindex_and_scores_are_named_once(page: Page) -> None:
    # Item 18: Orca says "clickable" of an element with a tabindex; the score sheet said "Scores" twice.
    scores = {"head": ["Round", "You", "Bob"], "rows": [["1", "0", "12"]]}
    draw(page, drawing("Round 1 of 11.", [HAND, MIDDLE], TAKE, scores))
    assert page.locator("#table [tabindex]").count() == 0, page.locator("#table [tabindex]").evaluate_all("n => n.map(x => x.outerHTML)")
    snapshot = page.locator("#table").aria_snapshot()
    assert 'region "Scores"' not in snapshot and 'table "Scores"' in snapshot, snapshot  # the table, by its caption, only
