"""Orca, a real screen reader, reads the web page over a short game of Five Crowns played by keyboard
(issue 41): what it speaks is taken from its debug log (tests/orca_helpers.py) and checked against
what the page announced and what its history holds.

- Each move once and in order: every line of the history (the moves, whose turn it is) is in what
  Orca spoke from the page's live region, in the history's order, and no announcement is spoken
  more often than the page made it.
- A person's own result is spoken even when a key is pressed right after it: the key is sent the
  moment Orca has taken the result in and before it speaks it (Orca drops such a message at a key
  press), and the result must still be spoken.
- The focus stays on its button at a round change, and Orca reads no heading then; the focused
  button is not read again after the move it made.

Every wait ends on what Orca wrote or the page drew, with deadlines only a broken build reaches.
`make stress` plays the whole game of eleven rounds under Orca (STRESS=1, tests/sizes.py: ORCA_ROUNDS).
"""

from __future__ import annotations

import json
import os
import re
import time
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Page, WebSocketRoute, sync_playwright

from orca_helpers import ScreenReader, require_screen_reader
from server_helpers import Server, saved_state
from sizes import size
from web_helpers import FLAGS, chosen_action, typed_line

pytestmark = pytest.mark.xdist_group("chromium")

SEED = int(os.environ.get("ORCA_SEED", "5"))
"""A deal in which the opener has melds when the first round ends (tests/test_orca.py's round change)."""
GUARD_SECONDS = 30
ROUNDS = size("ORCA_ROUNDS", 1, 11)
"""Rounds played under Orca: one in `make test`, the whole game of eleven in `make stress`."""
ANNOUNCED = """() => {  // every text the live region is given, and every key, in order, with the page's time
    window.announced = []; window.keys = [];
    new MutationObserver(() => window.announced.push([performance.now(), document.getElementById('speech').textContent]))
        .observe(document.getElementById('speech'), { childList: true, characterData: true, subtree: true });
    window.addEventListener('keydown', (event) => window.keys.push([performance.now(), event.key]), true);
}"""
AGAIN_WITHIN_MS = 500
"""announcer.js: a key this soon after a person's own result says it again."""


def plain(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


class Reading:
    """The page in Chromium with Orca reading it, a table opened on it with a known deal."""

    def __init__(self, reader: ScreenReader, page: Page, server: Server) -> None:
        self.reader, self.page, self.server = reader, page, server
        self.start = reader.mark()

    def announced(self) -> list[str]:
        return [plain(text) for _, text in self.page.evaluate("window.announced") if plain(text)]

    def spoken(self, since: int | None = None) -> list[str]:
        return [plain(said.text) for said in self.reader.said(self.start if since is None else since)]

    def live_spoken(self) -> list[str]:
        """What Orca spoke of the live region: its utterances that are one of the page's announcements."""
        made = set(self.announced())
        return [text for text in self.spoken() if text in made]

    def wait_all_spoken(self) -> None:
        """Until Orca has spoken the page's last announcement (the ones before it came first)."""
        deadline = time.monotonic() + GUARD_SECONDS
        while True:
            announced = self.announced()
            if not announced or announced[-1] in self.spoken():
                return
            assert time.monotonic() < deadline, f"Orca never said {announced[-1]!r}: {self.spoken()[-8:]}"
            self.page.wait_for_timeout(50)

    def wait_turn(self, seat: int) -> Any:
        """Until it is `seat`'s turn (or the game is over), drawn at the page and said by Orca."""
        deadline = time.monotonic() + GUARD_SECONDS
        while True:
            game, table = saved_state(self.server)
            drawn = self.page.locator("#table").get_attribute("data-moves") or ""
            if (table.state.is_over or table.state.current == seat) and drawn == str(table.moves):
                self.wait_all_spoken()
                return game, table
            assert time.monotonic() < deadline, "the computer player never gave the turn back"
            self.page.wait_for_timeout(50)

    def press(self, selector: str, key: str = "Return") -> int:
        """Focus the element (Orca reads it), then `key` as a person presses it; where Orca's log was."""
        mark = self.reader.mark()
        target = self.page.locator(selector).first
        name = target.evaluate("node => (node.querySelector('.visually-hidden') ?? node).textContent")
        target.focus()
        self.reader.wait_said(mark, name)  # the focus read out
        self.wait_quiet()
        return self.reader.key(key)

    def wait_quiet(self) -> None:
        self.wait_all_spoken()


def seeded(route: WebSocketRoute) -> None:
    """The page's own WebSocket, its `open-lines` given a deal (the server runs --seeds-for-tests)."""
    server = route.connect_to_server()

    def to_server(message: str | bytes) -> None:
        request = json.loads(message)
        if request.get("kind") == "open-lines":
            request["seed"] = SEED
        server.send(json.dumps(request))

    route.on_message(to_server)


@pytest.fixture(scope="module")
def reading(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Reading]:
    require_screen_reader()
    folder = tmp_path_factory.mktemp("orca")
    reader = ScreenReader(folder / "reader")
    server = Server(folder / "server")
    reader.start()
    try:
        with sync_playwright() as playwright:
            env: dict[str, str | float | bool] = dict(reader.env)
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", headless=False, env=env,
                                                 args=[*FLAGS, "--force-renderer-accessibility", "--window-position=0,0",
                                                       "--window-size=1280,1000", "--lang=en-US"])
            page = browser.new_context(viewport=None, locale="en-US").new_page()
            page.route_web_socket(re.compile(r"/ws"), seeded)
            reader.pause = lambda seconds: page.wait_for_timeout(seconds * 1000)
            mark = reader.mark()
            page.goto(server.url + "/")
            reader.wait_said(mark, "Finished loading", GUARD_SECONDS)
            reader.focus_window("Shared Table")  # the X keyboard focus on the browser's window (no window manager here)
            page.locator("h1").click()  # and Chromium's on the page, not its address bar (where a Return would load the page again)
            page.evaluate(ANNOUNCED)
            page.get_by_label("Your name").fill("Ann")
            page.get_by_label("Seats for people").fill("0")
            opened = Reading(reader, page, server)
            opened.press("#open-form button[type=submit]")
            page.wait_for_selector("#table h2")
            yield opened
            browser.close()
    finally:
        server.stop()
        reader.stop()


def move_by_keys(reading: Reading, seat: int) -> tuple[str, int]:
    """Ann's next move (as a computer player would choose it) by keyboard; the key's log mark."""
    game, table = reading.wait_turn(seat)
    action = chosen_action(game, table.state, seat, table.moves)
    line = typed_line(game, action, table.state.view(seat))
    if line in ("draw", "take"):
        return line, reading.press(f".actions button:nth-child({1 if line == 'draw' else 2})")
    reading.press(f'button[data-pick="{line.split()[1]}"]', "space")
    return line, reading.press(".actions button:nth-child(3)")


def test_orca_hears_each_move_once_in_order_its_own_result_after_a_key_and_the_focus_stays_at_a_round_change(
        reading: Reading) -> None:
    page, reader = reading.page, reading.reader
    # A person's own result, a key pressed right after it: Tab the moment Orca has taken the result in.
    reading.wait_turn(0)
    seen = len(reading.announced())
    mark = reading.press(".actions button:nth-child(1)")  # draw
    deadline = time.monotonic() + GUARD_SECONDS
    while len(reading.announced()) <= seen:  # the page has put the result in its live region
        assert time.monotonic() < deadline, "the draw was never announced"
        page.wait_for_timeout(5)
    wanted = plain(page.evaluate("window.announced")[seen][1])  # "You draw the seven of spades, number 3. Now discard a card."
    # The moment Orca has taken it in (and not yet spoken it: it waits 100 ms), a key, as a person who moves on at once.
    reader.wait_log(mark, r"object:text-changed:insert \(0, \d+, " + re.escape(wanted[:30]))
    key = reader.key("Tab")
    reader.wait_said(mark, wanted, GUARD_SECONDS)
    shown = [at for at, text in page.evaluate("window.announced")[seen:] if plain(text) == wanted]
    pressed = [at for at, name in page.evaluate("window.keys") if name == "Tab"][-1]
    after = [said for said in reader.said(key) if plain(said.text) == wanted]
    if pressed - shown[0] < AGAIN_WITHIN_MS:  # the key came while Orca could still drop the result: said again after it
        assert len(shown) == 2, f"the page did not say the result again after the key: {reading.announced()[seen:]}"
        reader.wait_said(key, wanted, GUARD_SECONDS)
    elif not after:  # the key came late (a loaded machine): Orca had spoken it before the key
        assert wanted in reading.spoken(mark)
    # Then moves until the round changes, the focus kept on the button the last move was made with.
    focused_label = ""
    for _ in range(80 * ROUNDS):
        _, table = reading.wait_turn(0)
        playing = tuple(f"Round {number} " for number in range(1, ROUNDS + 1))
        if table.state.is_over or not page.locator("#table-title").inner_text().startswith(playing):
            break
        line, mark = move_by_keys(reading, 0)
        focused_label = page.evaluate("document.activeElement.textContent")
        page.evaluate("window.kept = document.activeElement")
        reading.wait_turn(0)
        again = [text for text in reading.spoken(mark) if focused_label and text.startswith(focused_label)]
        assert not again, f"the button pressed ({focused_label}) was read again after {line!r}: {reading.spoken(mark)}"
    else:
        raise AssertionError(f"round {ROUNDS} never ended")
    assert page.evaluate("document.activeElement === window.kept"), f"the focus left {focused_label!r} at the round change"
    assert not [text for text in reading.spoken(mark) if "heading level" in text], reading.spoken(mark)
    # Each line of the history once and in order in what Orca spoke from the live region.
    heard = " ".join(reading.live_spoken())
    at = 0
    for line in [plain(text) for text in page.locator("#log li:not(.typed)").all_inner_texts()]:
        found = heard.find(line, at)
        assert found >= 0, f"Orca never said {line!r} (after {heard[max(0, at - 200):at]!r})"
        at = found + len(line)
    announced = reading.announced()
    for text in set(reading.live_spoken()):
        assert reading.live_spoken().count(text) <= announced.count(text), f"said more often than announced: {text!r}"
