"""The web page in a real Chromium (Debian's, driven by Playwright), and players who move at the
page by keyboard alone or at a piped terminal: what tests/test_web.py needs (docs/web.md)."""

from __future__ import annotations

import os
import random
import select
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, ConsoleMessage, Locator, Page

from needs import require
from server_helpers import Server, saved_state
from shared_table.core.game import Game, GameState

ROOT = Path(__file__).resolve().parent.parent
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync"]
AXE = ROOT / ".venv" / "node" / "node_modules" / "axe-core" / "axe.min.js"
SHOTS = ROOT / "build" / "screenshots"
SIZES = {"wide": (1280, 800), "phone": (390, 844)}


def axe_violations(page: Page) -> list[dict[str, Any]]:
    """axe-core's violations on the page as it is now (WCAG 2.2 A and AA, and best practice)."""
    require(AXE.exists(), f"axe-core ({AXE})", "make test-deps: npm install axe-core into .venv/node")
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.evaluate(AXE.read_text(encoding="utf-8"))  # evaluated by the browser's devtools: the page's policy allows no inline script
    found: list[dict[str, Any]] = page.evaluate("""async () => (await axe.run(document, {resultTypes: ['violations']})).violations
        .map(v => ({id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map(n => n.target.join(' ') + ': ' + n.failureSummary)}))""")
    return found


def wait_until(seat: PageSeat, expression: str, seconds: float = 10) -> None:
    """Until `expression` is true in the page (polled from here: the page's policy forbids the
    eval that Playwright's own wait_for_function uses)."""
    deadline = time.monotonic() + seconds
    while not seat.page.evaluate(expression):
        assert time.monotonic() < deadline, f"never true: {expression}"
        seat.page.wait_for_timeout(20)


def shoot(seat: PageSeat, name: str) -> Path:
    """A screenshot of the whole page, kept in build/screenshots for a person to look at."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"{name}.png"
    seat.page.screenshot(path=str(path), full_page=True)
    return path


def _refused_while_away(text: str) -> bool:
    """Chromium's own line for a WebSocket refused because nobody listens on the port: the page
    trying again while its server is down (killed by a test, started again a moment later), not
    a problem of the page's."""
    return text.startswith("WebSocket connection to ") and text.endswith("net::ERR_CONNECTION_REFUSED")


def _sound_cut_off(message: ConsoleMessage) -> bool:
    """Chromium's own line for a sound file whose fetch the network cut short (its server process
    killed by a test mid-answer): the page fetches it again at the next sound, and says nothing.
    A sound the server refused (an HTTP status) is still a problem."""
    url = str(message.location.get("url", ""))
    return "/sounds/" in url and message.text.startswith("Failed to load resource: net::")


class PageSeat:
    """A person at the web page, in a browser context of their own (their own localStorage)."""

    def __init__(self, browser: Browser, server: Server, size: str = "wide", language: str = "en-GB") -> None:
        width, height = SIZES[size]
        self.server = server
        self.context = browser.new_context(viewport={"width": width, "height": height}, locale=language)
        self.page = self.context.new_page()
        self.problems: list[str] = []
        self.words: dict[str, dict[str, str]] = {}
        self.missed = 0  # moves made while the page was closed (play_whole_game)
        self.back_log: list[str] = []  # the history just after it was opened again
        self.by_mouse = False  # buttons clicked, and never the command box (play_whole_game)
        self.requests: list[str] = []
        self.page.on("pageerror", lambda error: self.problems.append(str(error)))
        self.page.on("console", lambda message: self.problems.append(message.text) if message.type == "error"
                     and not _refused_while_away(message.text) and not _sound_cut_off(message) else None)
        self.page.on("request", lambda request: self.requests.append(request.url))
        self.page.on("websocket", lambda socket: self.requests.append(socket.url))

    def open(self, path: str = "/") -> None:
        self.page.goto(self.server.url + path)
        self.page.wait_for_selector("h1:not(:empty)")

    def open_table(self, game: str = "fivecrowns", players: int = 2, guests: int = 0, name: str = "Eve") -> None:
        """Open a table from the page's home, as a person fills its form; wait for the table when
        no guest seat is left to wait for."""
        self.open("/")
        self.page.get_by_label("Your name").fill(name)
        self.page.get_by_label("Game").select_option(game)
        self.page.get_by_label("Players in all").fill(str(players))
        self.page.get_by_label("Seats for people").fill(str(guests))
        self.press(self.page.get_by_role("button", name="Open the table"))
        if not guests:
            self.page.wait_for_selector("#table h2")

    def join_by_link(self, link: str, name: str) -> None:
        """Open the link a terminal printed, type a name and Enter, as a person does; wait for the table."""
        self.page.goto(link)
        self.page.get_by_label("Your name").fill(name)
        self.page.keyboard.press("Enter")
        self.page.wait_for_selector("#table h2")

    def join(self, code: str, name: str) -> None:
        self.open(f"/?table={code}")
        self.page.get_by_label(self.word("web-name")).fill(name)
        self.page.get_by_role("button", name=self.word("web-join"), exact=True).focus()
        self.page.keyboard.press("Enter")

    def word(self, message_id: str) -> str:
        """A message of the page's language: the page's own (web-*) or a game's drawing's (fc-web-*)."""
        language = str(self.page.evaluate("document.documentElement.lang"))
        if language not in self.words:
            self.words[language] = drawing_words(language)
        return self.words[language][message_id]

    def moves_drawn(self) -> int:
        text = self.page.locator("#table").get_attribute("data-moves") or ""
        return int(text) if text.isdigit() else -1

    def wait_for_moves(self, moves: int, seconds: float = 20) -> None:
        deadline = time.monotonic() + seconds
        while self.moves_drawn() < moves:
            assert time.monotonic() < deadline, f"the page never drew move {moves}: {self.log()[-8:]}"
            self.page.wait_for_timeout(20)

    def log(self) -> list[str]:
        return [str(text) for text in self.page.locator("#log li").all_inner_texts()]

    def spoken(self) -> str:
        return self.page.locator("#speech").inner_text()

    def type_line(self, line: str) -> None:
        """Into the command box, key by key, then Enter."""
        box = self.page.locator("#command")
        box.focus()
        self.page.keyboard.type(line)
        self.page.keyboard.press("Enter")

    def press(self, button: Locator) -> None:
        """A button, reached by keyboard focus and pressed with Enter (or clicked, `by_mouse`)."""
        if self.by_mouse:
            button.click()
            return
        button.focus()
        self.page.keyboard.press("Enter")

    def choose(self, pick: str) -> None:
        """Choose the card that `pick` names (a toggle button), unless it is chosen already: Space, as a
        keyboard user would, or a click."""
        card = self.page.locator(f'button[data-pick="{pick}"]').last
        card.wait_for()
        if card.get_attribute("aria-pressed") != "true":
            if self.by_mouse:
                card.click()
                return
            card.focus()
            self.page.keyboard.press("Space")

    def button(self, name: str) -> Locator:
        return self.page.get_by_role("button", name=name, exact=True)

    def close(self) -> None:
        self.context.close()


# ---------------------------------------------------------------- choosing and saying moves


def chosen_action(game: Game, state: GameState, seat: int, moves: int) -> Any:
    """What a computer player of the game's first level would do at `seat` now."""
    return game.make_bot(game.bot_levels[0], seat, state.seats, random.Random(moves)).choose(state.view(seat))


def drawing_words(language: str) -> dict[str, str]:
    """Every message the page or a game's drawing says, in `language`, variables as `{name}`."""
    from shared_table.games import all_infos
    from shared_table.net.web import web_messages

    return web_messages(language, tuple(package for info in all_infos() for package in info.catalogs))


def typed_line(game: Game, action: Any, view: Any) -> str:
    """The line a person would type for `action`."""
    kind = type(action).__name__
    if game.name == "fivecrowns":
        return {"DrawFromStock": "draw", "TakeDiscard": "take"}.get(kind) or f"discard {action.card.short.lower()}"
    if game.name == "solitaire":
        return "pass" if action.discard == view.turned else f"play {action.pile} out {action.discard.short.lower()}"
    if kind == "Play":
        source = {"stock": "stock", "hand": action.card.short if action.card else "", "discard": f"discard {action.pile}"}[action.source]
        return f"play {source} to {action.to}"
    if kind == "Buy":
        source = "stock" if action.source == "stock" else f"discard {action.pile}"
        return f"buy {view.players[action.owner].name} {source} to {action.to}"
    return {"PayFor": f"pay for {getattr(action, 'to', 0)}", "PayToll": "toll pay", "SkipToll": "toll skip", "EndTurn": "end",
            "Discard": f"discard {getattr(getattr(action, 'card', None), 'short', '')} to {getattr(action, 'pile', 0)}"}[kind]


def act_by_buttons(seat: PageSeat, game: Game, action: Any, view: Any) -> bool:
    """Make `action` with the page's buttons, by keyboard; False where only the command box can (a Skip-Bo buy)."""
    kind, word = type(action).__name__, seat.word
    if game.name == "fivecrowns":
        if kind in ("DrawFromStock", "TakeDiscard"):
            seat.press(seat.button(word("fc-web-draw" if kind == "DrawFromStock" else "fc-web-take")))
        else:
            seat.choose(action.card.short.lower())
            seat.press(seat.button(word("fc-web-discard")))
        return True
    if game.name == "solitaire":
        if action.discard == view.turned:
            seat.press(seat.button(word("sol-web-pass")))
        else:
            seat.choose(f"{action.pile} out {action.discard.short.lower()}")
            seat.press(seat.button(word("sol-web-swap-here").replace("{n}", str(action.pile))))
        return True
    if kind == "Play":
        sources = {"stock": "stock", "hand": action.card.short if action.card else "", "discard": f"discard {action.pile}"}
        seat.choose(sources[action.source])
        seat.press(seat.button(word("sb-web-play-here").replace("{n}", str(action.to))))
    elif kind == "Discard":
        seat.choose(action.card.short)
        seat.press(seat.button(word("sb-web-discard-here").replace("{n}", str(action.pile))))
    elif kind == "PayFor":
        seat.press(seat.button(word("sb-web-pay-here").replace("{n}", str(action.to))))
    elif kind in ("PayToll", "SkipToll", "EndTurn"):
        seat.press(seat.button(word({"PayToll": "sb-web-toll-pay", "SkipToll": "sb-web-toll-skip", "EndTurn": "sb-web-end"}[kind])))
    else:
        return False
    return True



# ---------------------------------------------------------------- a piped terminal


class PipedTerminal:
    """`shared-table play --server` (or `join`) with its input and output piped, as a script or a
    braille user's pipe would run it."""

    def __init__(self, server: Server, state: Path, *args: str) -> None:
        env = {**os.environ, "XDG_STATE_HOME": str(state)}
        self.process = subprocess.Popen([sys.executable, "-m", "shared_table", *args, "--server", server.url, "--plain"],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
        self.unread = ""
        self.lines: list[str] = []

    def drain(self) -> None:
        """Read what it said so far (a terminal blocked on a full pipe would stop the game)."""
        assert self.process.stdout is not None
        descriptor = self.process.stdout.fileno()
        while select.select([descriptor], [], [], 0)[0]:
            chunk = os.read(descriptor, 65536)
            if not chunk:
                break
            self.unread += chunk.decode("utf-8", "replace")
        *whole, self.unread = self.unread.split("\n")
        self.lines += whole

    def wait_for(self, wanted: str, seconds: float = 20) -> str:
        deadline = time.monotonic() + seconds
        seen = 0
        while time.monotonic() < deadline:
            self.drain()
            for line in self.lines[seen:]:
                if wanted in line:
                    return line
            seen = len(self.lines)
            time.sleep(0.02)
        raise AssertionError(f"the terminal never said {wanted!r}: {self.lines[-10:]}")

    def type(self, line: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def finish(self) -> int:
        self.type("quit")
        assert self.process.stdin is not None
        self.process.stdin.close()
        code = self.process.wait(20)
        self.drain()
        return code


def play_whole_game(server: Server, page: PageSeat, page_seat: int, terminal: PipedTerminal | None = None, terminal_seat: int = -1,
                    most_moves: int = 3000, reload_at: int = -1) -> int:
    """Play until the game is over: the page's moves by keyboard (buttons on even turns, the command
    box on odd ones), the terminal's typed into its pipe, the computer player's its own. At move
    `reload_at` the page is closed while others move, then opened again (`page.missed` moves
    later). Returns the moves made."""
    typed_turns = 0
    reloaded, away, address = False, -1, ""
    for _ in range(most_moves):
        if terminal is not None:
            terminal.drain()
        game, table = saved_state(server)
        if table.state.is_over:
            page.wait_for_moves(table.moves)
            return table.moves
        seat = table.state.current
        if not reloaded and 0 <= reload_at <= table.moves and seat != page_seat:  # the page is closed while others move
            address = page.page.url
            page.page.goto("about:blank")
            reloaded, away = True, table.moves
        if away >= 0 and (seat == page_seat or table.moves > away + 3):  # and opened again: the same seat, by its token
            page.page.goto(address)
            page.page.wait_for_selector("#table h2")
            page.missed = table.moves - away
            page.wait_for_moves(table.moves)
            page.back_log = page.log()  # what the page said on coming back (the history keeps only its last entries)
            away = -1
        if seat not in (page_seat, terminal_seat):
            time.sleep(0.01)  # the computer player's move, on its way to the save
            continue
        action = chosen_action(game, table.state, seat, table.moves)
        view = table.state.view(seat)
        line = typed_line(game, action, view)
        deadline, again = time.monotonic() + 20, 0.0
        if seat == page_seat:
            page.wait_for_moves(table.moves)
        while saved_state(server)[1].moves == table.moves:
            assert time.monotonic() < deadline, f"{line!r} at seat {seat} made no move: {page.log()[-6:]}"
            if time.monotonic() > again:
                if seat == terminal_seat:
                    assert terminal is not None
                    terminal.type(line)
                elif (typed_turns % 2 and not page.by_mouse) or not act_by_buttons(page, game, action, view):
                    page.type_line(line)
                again = time.monotonic() + 2.0
            if terminal is not None:
                terminal.drain()
            time.sleep(0.01)
        if seat == page_seat:
            typed_turns += 1
    raise AssertionError("the game did not end")
