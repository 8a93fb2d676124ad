"""The web page in a real Chromium (Debian's, launched by Playwright) against a real server on
127.0.0.1: whole games by keyboard alone at a table with a piped terminal and a computer player,
a reload mid-game, the accessibility tree's names, axe-core, and screenshots at 1280 by 800 and
390 by 844 (kept in build/screenshots). One browser serves every test here (one xdist group)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser

from server_helpers import Server, saved_state
from shared_table.core.info import GameInfo
from shared_table.games import all_infos
from web_helpers import PageSeat, PipedTerminal, axe_violations, play_whole_game, shoot, wait_until

pytestmark = pytest.mark.xdist_group("chromium")


def opened_by_terminal(server: Server, tmp_path: Path, *args: str) -> tuple[PipedTerminal, str]:
    """A piped terminal opens a table with one seat for a guest; returns it and the link it says to send."""
    terminal = PipedTerminal(server, tmp_path / "ann", "play", "--guests", "1", "--players", "3", "--bots", "easy", "--seed", "4",
                             "--name", "Ann", *args)
    line = terminal.wait_for("?table=")
    link = line.split()[-1]
    assert link.startswith(server.url + "/?table="), line
    return terminal, link


def said_frames(seat: PageSeat) -> list[dict[str, Any]]:
    """Every `said` message the page receives from now on."""
    frames: list[dict[str, Any]] = []

    def listen(socket: Any) -> None:
        socket.on("framereceived", lambda payload: frames.append(json.loads(payload)) if '"said"' in str(payload)[:40] else None)

    seat.page.on("websocket", listen)
    return frames


def heard_sounds(seat: PageSeat, frames: list[dict[str, Any]], expected: set[str]) -> None:
    """The game's sounds came with what was said (the frames reach this process a moment after the
    page has them), and the page played them on its audio context (docs/sounds.md)."""
    for _ in range(500):
        named = {name for frame in frames for name in frame.get("sounds", [])}
        if expected <= named:
            break
        seat.page.wait_for_timeout(20)
    assert expected <= named, f"not heard: {expected - named}"
    assert seat.page.evaluate("window.tableSounds.endsAt") > 0, "the page played them"


def no_violations(seat: PageSeat, where: str) -> None:
    found = axe_violations(seat.page)
    assert not found, f"axe found on {where}: {json.dumps(found, indent=1)[:3000]}"


def test_a_whole_five_crowns_game_from_the_page_by_keyboard_with_a_piped_terminal_and_a_computer_player(
        browser: Browser, server: Server, tmp_path: Path) -> None:
    terminal, link = opened_by_terminal(server, tmp_path)
    bea = PageSeat(browser, server)
    frames = said_frames(bea)
    bea.page.goto(link)
    assert bea.page.locator("#game").is_hidden() and bea.page.locator("#command").is_hidden(), "only the join form, no table yet"
    no_violations(bea, "the join screen")
    shoot(bea, "join-wide")
    bea.page.get_by_label("Your name").fill("Bea")
    bea.page.get_by_role("button", name="Join", exact=True).focus()
    bea.page.keyboard.press("Enter")
    bea.page.wait_for_selector("#table h2")
    terminal.wait_for("Bea joined")
    moves = play_whole_game(server, bea, 1, terminal, 0, reload_at=25)
    assert moves > 60
    log = bea.log()
    assert any(line.startswith("Ann ") for line in log), "the terminal's moves are said at the page"
    assert any("Bea " in line for line in terminal.lines), "the page's moves are said at the terminal"
    code = link.rsplit("=", 1)[1]
    assert bea.missed > 0 and any(code in line for line in bea.back_log[:3]), f"back, the page says where: {bea.back_log[:12]}"
    back = bea.back_log[: next((number for number, line in enumerate(log) if line.startswith("You: ")), len(log))]  # until Bea's first line
    assert any(line.startswith(("Ann ", "Bob ")) for line in back), f"and what was missed: {back}"
    assert not any(line.startswith("Round 1.") for line in back), f"only what was missed, not the whole game again: {back}"
    assert not bea.problems, bea.problems
    table = saved_state(server)[1]
    assert table.state.is_over
    for frame in frames:  # the page is sent its own seat's view, and nothing of another hand
        assert frame["view"]["seat"] == 1
        hand = [card["pick"] for card in frame["drawing"]["areas"][0]["cards"]]
        assert len(hand) == len(frame["view"]["hand"])
        for area in frame["drawing"]["areas"][1:]:
            assert all(not card["pick"] for card in area["cards"]), "only the seat's own cards can be chosen"
    bea.page.get_by_role("button", name="New game").wait_for()
    heard_sounds(bea, frames, {"your-turn", "draw", "draw-other", "discard", "round-end", "game-end"})
    no_violations(bea, "the game-over screen")
    shoot(bea, "fivecrowns-over-wide")
    assert terminal.finish() == 0
    bea.close()


def test_a_whole_skipbo_game_from_the_page_by_keyboard_with_a_piped_terminal_and_a_computer_player(
        browser: Browser, server: Server, tmp_path: Path) -> None:
    terminal, link = opened_by_terminal(server, tmp_path, "--game", "skipbo", "--short")
    bea = PageSeat(browser, server)
    bea.join_by_link(link, "Bea")
    terminal.wait_for("Bea joined")
    play_whole_game(server, bea, 1, terminal, 0, reload_at=40)
    assert bea.page.evaluate("window.tableSounds.endsAt") > 0, "the page played the game's sounds"
    assert not bea.problems, bea.problems
    assert any("Bea " in line for line in terminal.lines)
    no_violations(bea, "Skip-Bo's game-over screen")
    assert terminal.finish() == 0
    bea.close()


def test_a_whole_solitaire_from_a_table_the_page_opens_itself(browser: Browser, server: Server) -> None:
    eve = PageSeat(browser, server)
    eve.open("/")
    no_violations(eve, "the home page")
    eve.page.get_by_label("Your name").fill("Eve")
    eve.page.get_by_label("Game").select_option("solitaire")
    assert eve.page.get_by_label("Players in all").input_value() == "1", "a solitaire seats one: the form says so itself"
    assert eve.page.get_by_label("Seats for people").input_value() == "0"
    eve.page.get_by_role("button", name="Open the table").focus()
    eve.page.keyboard.press("Enter")
    eve.page.wait_for_selector("#table h2")
    assert "?table=" in eve.page.url, "the address is the table's, to come back to"
    no_violations(eve, "the solitaire's table")
    shoot(eve, "solitaire-opened-wide")
    play_whole_game(server, eve, 0, reload_at=10)
    assert eve.page.evaluate("window.tableSounds.endsAt") > 0, "the page played the game's sounds"
    assert not eve.problems, eve.problems
    no_violations(eve, "the solitaire's end")
    eve.close()


@pytest.mark.parametrize("info", all_infos(), ids=lambda info: info.name)
def test_each_table_at_both_sizes_has_no_violation_names_every_card_and_fits_a_phone(browser: Browser, server: Server,
                                                                                      info: GameInfo) -> None:
    """Every registered game's drawing, at a table of up to three seats, the page's person and computer players."""
    game, players = info.name, min(3, info.players[1])
    for size in ("wide", "phone"):
        seat = PageSeat(browser, server, size)
        seat.open_table(game, players)
        seat.page.wait_for_timeout(300)  # the computer players' first moves, if theirs is the first turn
        no_violations(seat, f"{game}'s table at {size}")
        shoot(seat, f"{game}-{size}")  # `make docs-images` copies the wide ones into docs/images
        width = seat.page.evaluate("document.scrollingElement.scrollWidth")
        assert width <= seat.page.viewport_size["width"], f"{game} at {size} scrolls sideways: {width}"  # type: ignore[index]
        # Every card is named in full, its print and braille glyphs hidden from the screen reader.
        names = seat.page.locator(".card").evaluate_all(
            "cards => cards.filter(c => !c.classList.contains('back') && !c.classList.contains('empty'))"
            ".map(c => c.querySelector('.visually-hidden').textContent)")
        assert names and all(name.strip() for name in names), names
        tree = seat.page.locator("#table").aria_snapshot()
        for name in names:
            assert name in tree, f"{name!r} is not in the accessibility tree"
        labels = [label.strip() for label in seat.page.locator("#table button:not([data-pick])").all_inner_texts()]
        assert all(labels), "every button has a name"
        assert len(labels) == len(set(labels)), f"each button a name of its own (a pile's says which pile): {labels}"
        assert "⠀" not in tree and not any("\u2800" <= char <= "\u28ff" for char in tree), "braille cells are for the eyes only"
        # WCAG 1.4.12's text spacing (set through the CSSOM: the page's policy refuses an inline style): a card
        # grows to hold its rank, suit and braille, and nothing in it is clipped or spills over the next.
        seat.page.evaluate("document.styleSheets[0].insertRule('#table * { line-height: 1.5 !important;"
                           " letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }')")
        spilled = seat.page.locator(".card").evaluate_all(
            "cards => cards.filter(c => c.scrollHeight > c.clientHeight + 1 || c.scrollWidth > c.clientWidth + 1)"
            ".map(c => c.textContent)")
        assert not spilled, f"{game} at {size}: cards too small for what they show: {spilled}"
        seat.close()


def test_two_equal_sentences_in_a_row_are_both_announced_and_typed_markup_stays_text(browser: Browser, server: Server) -> None:
    seat = PageSeat(browser, server)
    seat.open_table("solitaire", 1, name="<b>Eve</b>")
    wait_until(seat, "document.querySelector('#speech').textContent.includes('Card:')")  # the opening said: what comes next is alone
    seat.type_line("zzz")
    wait_until(seat, "document.querySelector('#speech').textContent.includes('zzz')")
    first = seat.page.locator("#speech").text_content()
    # Past the half second in which a key says a person's own answer again (announcer.js: the key cut it off).
    seat.page.wait_for_timeout(700)
    seat.type_line("zzz")
    wait_until(seat, f"document.querySelector('#speech').textContent !== {json.dumps(first)}")
    second = seat.page.locator("#speech").text_content()
    assert first and second and first.strip() == second.strip() and first != second, (first, second)
    assert seat.page.locator("#log li").filter(has_text="zzz").count() >= 4, "each typed line and each answer is in the history"
    assert seat.page.locator("main b").count() == 0, "a name is text, never markup"
    seat.close()


def test_tab_completes_as_the_terminal_does_and_the_arrow_brings_back_a_line(browser: Browser, server: Server) -> None:
    seat = PageSeat(browser, server)
    seat.open_table("solitaire", 1)
    box = seat.page.locator("#command")
    box.focus()
    seat.page.keyboard.type("disc")
    seat.page.keyboard.press("Tab")  # at once: before the server's completions have come
    wait_until(seat, "document.querySelector('#command').value === 'discards '")
    assert seat.page.evaluate("document.activeElement.id") == "command", "a Tab typed before the completion came waits for it"
    seat.page.wait_for_timeout(400)
    seat.page.keyboard.press("Tab")
    assert seat.page.evaluate("document.activeElement.id") == "send", "the word is whole: the next Tab moves on"
    box.fill("")
    seat.page.keyboard.type("p")
    seat.page.wait_for_timeout(400)
    seat.page.keyboard.press("Tab")
    wait_until(seat, "document.querySelector('#speech').textContent.includes('Choices')")
    assert "piles" in (seat.page.locator("#speech").text_content() or "")
    assert seat.page.evaluate("document.activeElement.id") == "command", "the choices said, the box keeps the focus once"
    seat.page.wait_for_timeout(400)
    seat.page.keyboard.press("Tab")
    assert seat.page.evaluate("document.activeElement.id") == "send", "a Tab that would say the same choices again moves on"
    box.fill("")
    seat.page.keyboard.press("Tab")
    assert seat.page.evaluate("document.activeElement.id") == "send", "with nothing to complete, Tab moves on"
    seat.type_line("piles")
    box.focus()
    seat.page.keyboard.press("ArrowUp")
    assert box.input_value() == "piles"
    seat.close()


def test_the_page_is_in_the_browsers_language_or_the_one_chosen_and_its_seat_hears_in_it(browser: Browser, server: Server,
                                                                                           tmp_path: Path) -> None:
    terminal, link = opened_by_terminal(server, tmp_path)
    seat = PageSeat(browser, server, language="fr-FR")
    seat.page.goto(link)
    seat.page.wait_for_selector("#join-form")
    assert seat.page.locator("html").get_attribute("lang") == "fr"
    assert seat.page.get_by_label("Votre nom").count() == 1
    seat.page.get_by_label("Langue").select_option("da")
    wait_until(seat, "document.documentElement.lang === 'da'")
    assert seat.page.evaluate("document.activeElement.id") == "language", "choosing a language keeps the focus there"
    seat.page.get_by_label("Dit navn").fill("Bea")
    seat.page.get_by_role("button", name="Sæt dig", exact=True).click()
    seat.page.wait_for_selector("#table h2")
    wait_until(seat, "document.querySelector('#log').textContent.includes('Omgang 1')")
    assert seat.page.get_by_role("button", name="Træk fra bunken").count() == 1
    assert terminal.finish() == 0
    seat.close()


def test_nothing_leaves_the_server_and_its_pages_carry_a_content_policy(browser: Browser, server: Server) -> None:
    import urllib.request

    with urllib.request.urlopen(server.url + "/") as answer:  # our own server, on 127.0.0.1
        policy = answer.headers["Content-Security-Policy"]
        assert "default-src 'none'" in policy and "connect-src 'self'" in policy and answer.headers["X-Content-Type-Options"] == "nosniff"
    seat = PageSeat(browser, server)
    seat.open_table()
    host = server.url.split("://", 1)[1]
    assert seat.requests and all(url.split("://", 1)[1].startswith(host) for url in seat.requests), seat.requests
    assert not seat.problems, seat.problems
    seat.close()


def test_a_server_killed_mid_game_and_started_again_finds_the_page_coming_back_by_itself(browser: Browser, tmp_path: Path) -> None:
    first = Server(tmp_path)
    seat = PageSeat(browser, first)
    seat.open_table()
    table = saved_state(first)[1]
    if table.state.current == 0:
        seat.type_line("draw")
        seat.wait_for_moves(table.moves + 1)
    moves = saved_state(first)[1].moves
    first.kill()
    wait_until(seat, "document.querySelector('#connection').textContent.includes('lost')")
    again = Server(tmp_path, first.port)
    try:
        wait_until(seat, "document.querySelector('#connection').textContent.startsWith('Connected again')", seconds=20)
        seat.wait_for_moves(moves)
        seat.type_line("hand")
        wait_until(seat, "[...document.querySelectorAll('#log li')].some(li => li.textContent.startsWith('Your hand'))")
        assert not seat.problems, seat.problems
    finally:
        seat.close()
        again.stop()


def test_tab_alone_reaches_every_card_and_button_and_the_focus_shows(browser: Browser, server: Server) -> None:
    seat = PageSeat(browser, server)
    seat.open_table()
    seat.page.evaluate("document.activeElement.blur()")
    reached: list[str] = []
    for _ in range(60):
        seat.page.keyboard.press("Tab")
        focused = seat.page.evaluate("""() => { const e = document.activeElement; const s = getComputedStyle(e);
            return e === document.body ? null : [e.id || e.dataset.key || e.textContent.trim(), s.outlineStyle, s.outlineWidth]; }""")
        if focused is None:  # the browser's own controls, between the page's last stop and its first
            continue
        if reached and focused[0] == reached[0]:
            break
        assert focused[1] != "none" and focused[2] != "0px", f"{focused[0]!r} shows no focus"
        reached.append(focused[0])
    cards = seat.page.locator("button[data-pick]").evaluate_all("cards => cards.map(c => c.dataset.key)")
    buttons = seat.page.locator(".actions button").evaluate_all("buttons => buttons.map(b => b.dataset.key)")
    for wanted in [*cards, *buttons, "command", "send", "log-box"]:
        assert wanted in reached, f"Tab never reaches {wanted!r}: {reached}"
    assert reached.index(cards[0]) < reached.index(buttons[0]) < reached.index("command"), "in reading order"
    assert reached[(reached.index("log-box") + 1) % len(reached)] == "skip-link", f"the page's first stop, after its last: {reached}"
    seat.page.locator("#skip-link").focus()
    seat.page.keyboard.press("Enter")
    assert seat.page.evaluate("document.activeElement.id") == "command", "the skip link lands in the command box"
    seat.close()


def test_the_opener_at_the_page_sends_the_link_and_starts_with_a_computer_player_in_the_free_seat(browser: Browser,
                                                                                                   server: Server) -> None:
    seat = PageSeat(browser, server)
    seat.open_table(guests=1)
    link = seat.page.locator("#table-link")
    link.wait_for()
    assert link.inner_text().startswith(server.url + "/?table="), "the link to send"
    assert seat.page.locator("#free-seats").inner_text() == "Seats still free: 1."
    no_violations(seat, "the lobby")
    seat.press(seat.page.get_by_role("button", name="Start now, with computer players in the free seats"))
    seat.page.wait_for_selector("#table h2")
    assert seat.page.locator("#lobby").is_hidden()
    assert not seat.problems, seat.problems
    seat.close()


def test_a_table_code_that_is_none_says_so_and_offers_the_way_home(browser: Browser, server: Server) -> None:
    seat = PageSeat(browser, server)
    seat.open("/?table=NOPE12")
    seat.page.get_by_label("Your name").fill("Eve")
    seat.page.keyboard.press("Enter")
    seat.page.locator("#problem").wait_for()
    assert seat.page.locator("#problem").inner_text().startswith("There is no table NOPE12 on this server.")
    assert seat.page.evaluate("document.activeElement.id") == "problem", "the focus goes to what went wrong, not to the top"
    seat.page.wait_for_timeout(300)  # longer than the announcer gathers lines for
    assert "There is no table" not in seat.spoken(), "read once, where the focus went: not announced as well"
    assert seat.page.locator("#skip-link").is_hidden(), "no skip link to a command box that is not there"
    seat.press(seat.page.get_by_role("link", name="Open a table, or join another"))
    seat.page.get_by_role("heading", name="Open a table").wait_for()
    seat.close()


def test_quit_at_the_page_leaves_the_table_the_others_hear_it_and_braille_is_shown_not_read(browser: Browser, server: Server,
                                                                                             tmp_path: Path) -> None:
    terminal, link = opened_by_terminal(server, tmp_path)
    bea = PageSeat(browser, server)
    bea.join_by_link(link, "Bea")
    bea.type_line("braille")
    bea.page.locator("#log li.braille").first.wait_for()
    # Issue 41, item 19: the cells are there for a braille display too, named as braille (not hidden).
    braille = bea.page.locator("#log li.braille").first
    assert braille.get_attribute("aria-hidden") is None and braille.inner_text().startswith("Braille: "), braille.inner_text()
    wait_until(bea, "document.querySelector('#speech').textContent.includes('Braille: in the history')")
    assert not any("\u2800" <= char <= "\u28ff" for char in bea.spoken()), "no braille cell is read out"
    bea.type_line("quit")
    bea.type_line("yes")
    wait_until(bea, "document.querySelector('#after').textContent.includes('You have left the table')")
    said = " ".join(bea.log())
    assert "open the link again" in said and "--resume" not in said, said
    # Issue 41, item 16: heard, and everything at the table is off; a button pressed says so again, not "Trying again".
    wait_until(bea, "document.querySelector('#speech').textContent.includes('You have left the table')")
    assert bea.page.locator("#table.ended").count() == 1
    assert bea.page.locator("#table button:not([aria-disabled='true'])").count() == 0, "every button of the table is off"
    assert "You have left the table" in (bea.page.locator("#connection").text_content() or "")
    bea.page.evaluate("document.querySelector('#speech').textContent = ''")
    bea.press(bea.button(bea.word("fc-web-draw")))
    wait_until(bea, "document.querySelector('#speech').textContent.includes('You have left the table')")
    assert "Trying again" not in bea.spoken()
    terminal.wait_for("Bea left the table")
    assert terminal.finish() == 0
    bea.close()


def test_a_whole_five_crowns_game_by_mouse_alone_on_a_phone(browser: Browser, server: Server) -> None:
    seat = PageSeat(browser, server, "phone")
    seat.by_mouse = True
    seat.open_table()
    assert play_whole_game(server, seat, 0) > 40
    seat.page.get_by_role("button", name="New game").click()
    wait_until(seat, "document.querySelector('#table-title').textContent.startsWith('Round 1 of')")
    assert not seat.problems, seat.problems
    seat.close()


FOCUS_WATCH = """() => { window.focusMoves = 0; document.addEventListener('focusin', () => { window.focusMoves += 1; }); }"""


def test_a_turn_change_draws_no_button_again_and_the_focus_stays_where_it_was(browser: Browser, server: Server) -> None:
    """The moves group's buttons only change state when the turn passes: the same elements, the focus on the
    same one, never moved (a screen reader would read it again, and its place in the page would be lost)."""
    seat = PageSeat(browser, server)
    seat.open_table("fivecrowns", 2)
    assert seat.page.get_by_role("group", name="Moves").count() == 1
    wait_until(seat, "!document.querySelector('.actions button').hasAttribute('aria-disabled')")  # Eve's turn
    seat.page.evaluate(FOCUS_WATCH)
    seat.page.evaluate("window.kept = [...document.querySelectorAll('#table-title, .actions button')]")
    seat.type_line("draw")
    seat.wait_for_moves(saved_state(server)[1].moves)
    seat.choose(seat.page.locator("button[data-pick]").first.get_attribute("data-pick") or "")
    discard = seat.page.locator(".actions button").nth(2)
    discard.focus()
    seat.page.evaluate("window.focusMoves = 0")
    moves = seat.moves_drawn()
    seat.page.keyboard.press("Enter")
    seat.wait_for_moves(moves + 1)  # the discard: the turn passes to the computer player (and perhaps back)
    seat.page.wait_for_timeout(500)
    assert discard.get_attribute("aria-disabled") == "true", "the turn has changed: Eve cannot discard now"
    assert seat.page.evaluate("window.kept.every(node => node.isConnected)"), "the buttons and the heading are the same elements"
    assert seat.page.evaluate("document.activeElement === window.kept[3]"), "the focus is still on the discard button"
    assert seat.page.evaluate("window.focusMoves") == 0, "and it never moved, not even to the same button drawn again"
    assert not seat.problems, seat.problems
    seat.close()


def test_a_solitaire_swap_keeps_the_focus_on_its_button_and_there_is_no_empty_moves_group(browser: Browser,
                                                                                            server: Server) -> None:
    seat = PageSeat(browser, server)
    seat.open_table("solitaire", 1)
    assert seat.page.get_by_role("group", name="Moves").count() == 0, "a solitaire's moves are beside its piles: no empty group"
    seat.page.evaluate(FOCUS_WATCH)
    # The first open pile (the deal is random, and a pile dealt whole may be closed already).
    pile = (seat.page.locator('button[data-pick*=" out "]').first.get_attribute("data-pick") or "").split()[0]
    for _ in range(3):
        cards = seat.page.locator(f'button[data-pick^="{pile} out "]')
        if cards.count() == 0:  # the pile closed with the last swap: nothing left to choose in it
            break
        seat.choose(cards.first.get_attribute("data-pick") or "")
        swap = seat.page.get_by_role("button", name=f"Pile {pile}: swap the chosen card for the turned-up card")
        swap.focus()
        seat.page.evaluate("window.swap = document.activeElement; window.focusMoves = 0")
        moves = seat.moves_drawn()
        seat.page.keyboard.press("Enter")
        seat.wait_for_moves(moves + 1)
        seat.page.wait_for_timeout(150)
        if seat.page.evaluate("!window.swap.isConnected"):  # the pile closed: its button is gone, the focus on its heading
            assert seat.page.evaluate(f"document.activeElement.textContent.startsWith('Pile {pile},')"), "the focus stays at the pile"
            break
        assert seat.page.evaluate("document.activeElement === window.swap"), "the focus stays on the same button"
        assert seat.page.evaluate("window.focusMoves") == 0, "not moved away and back"
    assert not seat.problems, seat.problems
    seat.close()
