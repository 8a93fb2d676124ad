"""Orca, a real screen reader, reading the web page in Chromium under Xvfb, what it speaks captured as
text (issue 41): the recipe measured in ../shared/screen-reader, in Python, every process in a
folder of its own and stopped by its PID.

- Xvfb on a display it picks itself (`-displayfd`), a private session D-Bus, the AT-SPI bus.
- PulseAudio with only a null sink: without a sound server speech-dispatcher's espeak-ng module
  never answers and Orca blocks after its first utterances; the null sink paces speech in real time.
- Orca's debug log is block-buffered in stock Orca: a copy of /usr/bin/orca opens it line-buffered
  at LEVEL_INFO, and does not read a page through when it loads (say all, which moves the focus as it
  reads). What Orca says is its `SPEECH OUTPUT: '...'` lines; keys are sent with xdotool, so
  that Orca sees them as a person's (a key press stops its speech and drops live-region messages
  it has not yet spoken).

`Reading` is the web page in Chromium with Orca reading it, a table opened on it by keyboard with a
known deal (tests/test_orca.py, tests/test_orca_games.py), and what Orca spoke of it checked against
what the page announced and what its history holds.

Every wait here ends on what Orca wrote to its log, with a generous deadline: nothing rests on time.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import signal
import subprocess
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, WebSocketRoute, sync_playwright

from needs import require
from server_helpers import Server, saved_state
from web_helpers import FLAGS

PROGRAMS = {  # what `make test` installs for these tests (the Makefile's TEST_APT_PACKAGES)
    "orca": "orca", "Xvfb": "xvfb", "dbus-daemon": "dbus-x11", "pulseaudio": "pulseaudio", "pactl": "pulseaudio-utils",
    "xdotool": "xdotool",
}
BUS_LAUNCHER = Path("/usr/libexec/at-spi-bus-launcher")
SPEECH = re.compile(r"^(\d\d:\d\d:\d\d\.\d+) - SPEECH OUTPUT: '(.*?)'(?: voice=\w+)?\s*(?:\{.*)?$", re.M)
STARTING_SECONDS = 60
"""Only a broken set-up takes this long: each start waits on the program saying it is ready."""


def require_screen_reader() -> None:
    """Orca and what it runs with are there (a failure under CI, a skip elsewhere)."""
    for program, package in PROGRAMS.items():
        require(shutil.which(program) is not None, f"{program} (not found on PATH)", f"apt-get install {package}")
    require(BUS_LAUNCHER.exists(), f"the AT-SPI bus ({BUS_LAUNCHER})", "apt-get install at-spi2-core")
    require(shutil.which("chromium") is not None, "chromium (not found on PATH)", "apt-get install chromium")


@dataclass
class Said:
    """One utterance of Orca's, and where in its log it was (to order it against keys)."""

    at: int
    text: str


class ScreenReader:
    """Xvfb, D-Bus, AT-SPI, PulseAudio and Orca in `folder`, until `stop`."""

    def __init__(self, folder: Path) -> None:
        folder = self.folder = folder.resolve()
        folder.mkdir(parents=True, exist_ok=True)
        home = folder / "home"
        runtime = folder / "xdg"
        home.mkdir(exist_ok=True)
        runtime.mkdir(exist_ok=True)
        runtime.chmod(0o700)
        self.env = {key: value for key, value in os.environ.items() if not key.startswith(("DBUS_", "XDG_", "DISPLAY", "WAYLAND"))}
        self.env.update(HOME=str(home), XDG_RUNTIME_DIR=str(runtime), XDG_CONFIG_HOME=str(home / ".config"),
                        XDG_DATA_HOME=str(home / ".local/share"), XDG_CACHE_HOME=str(home / ".cache"),
                        GTK_MODULES="gail:atk-bridge", NO_AT_BRIDGE="0", GNOME_ACCESSIBILITY="1", ACCESSIBILITY_ENABLED="1")
        self.processes: list[subprocess.Popen[bytes]] = []
        self.dbus_pid = 0
        self.log = folder / "orca-debug.log"
        # How a wait pauses between looks: a test driving a page with Playwright's sync API gives the
        # page's own wait, during which Playwright goes on delivering (a routed WebSocket's messages).
        self.pause: Callable[[float], object] = time.sleep
        self._said: list[Said] = []
        self._read_to = 0

    # ------------------------------------------------------------ starting and stopping

    def _spawn(self, name: str, *command: str, pass_fds: tuple[int, ...] = ()) -> subprocess.Popen[bytes]:
        output = open(self.folder / f"{name}.out", "wb")  # noqa: SIM115 - kept open for the process's life
        process = subprocess.Popen(command, env=self.env, stdin=subprocess.DEVNULL, stdout=output, stderr=output,
                                   start_new_session=True, cwd=self.folder, pass_fds=pass_fds)
        self.processes.append(process)
        return process

    def start(self) -> None:
        try:
            self._start()
        except BaseException:
            self.stop()
            raise

    def _start(self) -> None:
        reading, writing = os.pipe()
        self._spawn("xvfb", "Xvfb", "-displayfd", str(writing), "-screen", "0", "1280x1024x24", "-nolisten", "tcp", pass_fds=(writing,))
        os.close(writing)
        with os.fdopen(reading) as told:
            display = told.readline().strip()  # written once the server listens
        assert display.isdigit(), f"Xvfb said no display: {(self.folder / 'xvfb.out').read_text(errors='replace')}"
        self.env["DISPLAY"] = f":{display}"
        bus = subprocess.run(["dbus-daemon", "--session", "--fork", "--print-address=1", "--print-pid=1"], env=self.env,
                             capture_output=True, text=True, timeout=STARTING_SECONDS, check=True).stdout.split()
        self.env["DBUS_SESSION_BUS_ADDRESS"], self.dbus_pid = bus[0], int(bus[1])
        self._spawn("atspi", str(BUS_LAUNCHER), "--launch-immediately")
        self._until(lambda: self._has_owner("org.a11y.Bus"), "the AT-SPI bus")
        self._spawn("pulse", "pulseaudio", "-n", "--daemonize=no", "--exit-idle-time=-1", "--disallow-exit", "--use-pid-file=no",
                    "-L", "module-null-sink sink_name=nullsink", "-L", "module-native-protocol-unix", "-L", "module-always-sink")
        self._until(lambda: subprocess.run(["pactl", "info"], env=self.env, capture_output=True).returncode == 0, "PulseAudio")
        orca = Path("/usr/bin/orca").read_text(encoding="utf-8")
        lined = orca.replace("debug.debugFile = open(args.debug_file, 'w')", "debug.debugFile = open(args.debug_file, 'w', buffering=1)")
        lined = lined.replace("debug.debugLevel = debug.LEVEL_ALL", "debug.debugLevel = debug.LEVEL_INFO")
        # Orca refuses to start beside any other Orca of the same user (pgrep), though this one has its
        # own display and buses: another test's or person's screen reader is not this one's business.
        lined = lined.replace("    if otherOrcas():\n        print(messages.CLI_OTHER_ORCAS_ERROR)", "    if False:\n        pass")
        # Orca reads a page through from its top once it has loaded ("say all"), moving the caret and
        # Chromium's focus as it reads: a key the test sends meanwhile lands where the reading is (a
        # Return on a heading, not on Open). A person's Tab stops that reading; a script's focus does not.
        lined = lined.replace("    manager.activate(args.user_prefs, settingsDict)\n",
                              "    manager.activate(args.user_prefs, settingsDict)\n    manager.setSetting('sayAllOnLoad', False)\n")
        assert lined.count("sayAllOnLoad") == 1 and lined != orca, "/usr/bin/orca changed: it cannot be set up for tests here"
        (self.folder / "orca-lb").write_text(lined, encoding="utf-8")
        self._spawn("orca", "/usr/bin/python3", str(self.folder / "orca-lb"), f"--debug-file={self.log}")
        self._until(lambda: any("Screen reader on" in said.text for said in self.said(0)), "Orca")

    def _has_owner(self, name: str) -> bool:
        answer = subprocess.run(["dbus-send", "--session", "--print-reply", "--dest=org.freedesktop.DBus", "/org/freedesktop/DBus",
                                 "org.freedesktop.DBus.NameHasOwner", f"string:{name}"], env=self.env, capture_output=True, text=True)
        return "boolean true" in answer.stdout

    def _until(self, ready: object, what: str, seconds: float = STARTING_SECONDS) -> None:
        deadline = time.monotonic() + seconds
        while not ready():  # type: ignore[operator]
            for process in self.processes:
                assert process.poll() is None, f"{process.args!r} ended ({process.returncode}) before {what} was ready"
            assert time.monotonic() < deadline, f"{what} was not ready in {seconds} s"
            time.sleep(0.05)

    def stop(self) -> None:
        """Every process started here, by its PID (Orca ignores SIGTERM while blocked: then SIGKILL), and
        the speech-dispatcher Orca started, whose socket is under this folder."""
        for process in reversed(self.processes):
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGTERM)
                try:
                    process.wait(5)
                except subprocess.TimeoutExpired:
                    os.killpg(process.pid, signal.SIGKILL)
                    process.wait(5)
        for pid in [self.dbus_pid, *self._speech_dispatchers()]:
            if pid:
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGTERM)
        self.processes.clear()

    def _speech_dispatchers(self) -> list[int]:
        found = []
        for entry in Path("/proc").iterdir():
            if entry.name.isdigit():
                try:
                    command = (entry / "cmdline").read_bytes().decode(errors="replace")
                except OSError:
                    continue
                if "speech-dispatcher" in command and str(self.folder) in command:
                    found.append(int(entry.name))
        return found

    # ------------------------------------------------------------ keys and speech

    def key(self, *names: str) -> int:
        """Keys pressed as a person does (xdotool, through the X server: Orca hears them). Returns
        where Orca's log stood before them, for `said` and `wait_said`."""
        mark = self.mark()
        subprocess.run(["xdotool", "key", "--delay", "60", *names], env=self.env, check=True, timeout=30)
        return mark

    def focus_window(self, title: str) -> None:
        """The X keyboard focus on the window whose title has `title` (there is no window manager to give it)."""
        subprocess.run(["xdotool", "search", "--sync", "--name", title, "windowfocus", "--sync"], env=self.env, check=True,
                       timeout=STARTING_SECONDS, capture_output=True)

    def mark(self) -> int:
        return self.log.stat().st_size if self.log.exists() else 0

    def log_since(self, mark: int) -> str:
        with open(self.log, "rb") as log:
            log.seek(mark)
            return log.read().decode("utf-8", "replace")

    def said(self, mark: int) -> list[Said]:
        """What Orca spoke since `mark`, in order (the log read once, as it grows: it is large)."""
        if self.log.exists():
            with open(self.log, "rb") as log:
                log.seek(self._read_to)
                fresh = log.read()
            whole = fresh[:fresh.rfind(b"\n") + 1]  # complete lines only
            for found in SPEECH.finditer(whole.decode("utf-8", "replace")):
                at = self._read_to + len(whole.decode("utf-8", "replace")[:found.start()].encode())
                self._said.append(Said(at, found.group(2)))
            self._read_to += len(whole)
        return [said for said in self._said if said.at >= mark]

    def wait_said(self, mark: int, wanted: str, seconds: float = 30) -> list[Said]:
        """Until Orca has spoken something with `wanted` in it since `mark`; everything it said so far."""
        deadline = time.monotonic() + seconds
        while True:
            spoken = self.said(mark)
            if any(wanted in said.text for said in spoken):
                return spoken
            assert time.monotonic() < deadline, f"Orca never said {wanted!r}; it said: {[said.text for said in spoken][-12:]}"
            self.pause(0.05)

    def wait_log(self, mark: int, pattern: str, seconds: float = 30) -> None:
        """Until Orca's log has a match for `pattern` (a regular expression, `.` not matching a line's
        end) since `mark`."""
        deadline = time.monotonic() + seconds
        found = re.compile(pattern)
        while not found.search(self.log_since(mark)):
            assert time.monotonic() < deadline, f"Orca's log never had {pattern!r}"
            self.pause(0.01)


# ------------------------------------------------------------ the web page read by Orca

GUARD_SECONDS = 30
"""Only a broken build waits this long for Orca or the page."""
AGAIN_WITHIN_MS = 500
"""announcer.js: a key this soon after a person's own result says it again."""
ANNOUNCED = """() => {  // every text the live region is given, and every key, in order, with the page's time
    // Taken as announcer.js writes it (the moment its half second for a key starts), not when a
    // MutationObserver hears of it: that is after the whole message is handled and the table drawn,
    // later by the drawing's time (hundreds of ms on a loaded machine).
    window.announced = []; window.keys = [];
    const region = document.getElementById('speech'), text = Object.getOwnPropertyDescriptor(Node.prototype, 'textContent');
    Object.defineProperty(region, 'textContent', { configurable: true, get() { return text.get.call(this); },
        set(value) { window.announced.push([performance.now(), value]); text.set.call(this, value); } });
    window.addEventListener('keydown', (event) => window.keys.push([performance.now(), event.key]), true);
}"""


def plain(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


class Reading:
    """The page in Chromium with Orca reading it, a table opened on it with a known deal."""

    def __init__(self, reader: ScreenReader, page: Page, server: Server) -> None:
        self.reader, self.page, self.server = reader, page, server
        self.start = reader.mark()
        self.deal: dict[str, Any] = {}  # the seed and options the next table opened is given
        self.excused: set[str] = set()  # results the page made no promise for (own_result_after_key)

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
            if not announced or announced[-1] in self.spoken() or announced[-1] in self.excused:
                return
            assert time.monotonic() < deadline, f"Orca never said {announced[-1]!r}: {self.spoken()[-8:]}"
            self.page.wait_for_timeout(50)

    def wait_turn(self, seat: int, after: int = -1) -> Any:
        """Until it is `seat`'s turn (or the game is over) with more than `after` moves made, drawn
        at the page and said by Orca. A game of one seat is always at its turn: without `after`,
        a move just sent would not be waited for, nor its result heard."""
        deadline = time.monotonic() + GUARD_SECONDS
        while True:
            game, table = saved_state(self.server)
            drawn = self.page.locator("#table").get_attribute("data-moves") or ""
            if (table.state.is_over or table.state.current == seat) and table.moves > after and drawn == str(table.moves):
                self.wait_all_spoken()
                return game, table
            assert time.monotonic() < deadline, "the computer player never gave the turn back"
            self.page.wait_for_timeout(50)

    def focus(self, selector: str) -> None:
        """Focus the element as a script does, and wait for Orca to have read it and said the rest."""
        mark = self.reader.mark()
        target = self.page.locator(selector).first
        name = target.evaluate("node => (node.querySelector('.visually-hidden') ?? node).textContent")
        target.focus()
        self.reader.wait_said(mark, plain(name), GUARD_SECONDS)  # the focus read out
        self.wait_all_spoken()

    def press(self, selector: str, key: str = "Return") -> int:
        """Focus the element (Orca reads it), then `key` as a person presses it; where Orca's log was."""
        self.focus(selector)
        return self.reader.key(key)

    def own_result_after_key(self, move: Callable[[], int]) -> str:
        """A person's own result, a key pressed right after it: Tab the moment Orca has taken the
        result in (and not yet spoken it: it waits 100 ms), and the result must still be spoken.
        `move` makes the move and gives the log's mark before its last key; returns the result.

        The page promises it only for a key within its half second of writing the result
        (announcer.js). On a loaded machine Orca takes the result in later than that (up to 1.4 s
        measured at a load of 9 on 2 cores), and the page then lets Orca drop it: such a result is
        `excused` from `check_heard_once_in_order` when Orca did not say it, and the delay printed."""
        seen = len(self.page.evaluate("window.announced"))
        mark = move()
        deadline = time.monotonic() + GUARD_SECONDS
        while len(self.page.evaluate("window.announced")) <= seen:  # the page has put the result in its live region
            assert time.monotonic() < deadline, "the move was never announced"
            self.page.wait_for_timeout(5)
        wanted = plain(self.page.evaluate("window.announced")[seen][1])
        self.reader.wait_log(mark, r"object:text-changed:insert \(0, \d+, " + re.escape(wanted[:30]))
        key = self.reader.key("Tab")
        while "Tab" not in [name for _, name in self.page.evaluate("window.keys")]:
            assert time.monotonic() < deadline, "the page never had the Tab"
            self.page.wait_for_timeout(5)
        shown = [at for at, text in self.page.evaluate("window.announced")[seen:] if plain(text) == wanted]
        pressed = [at for at, name in self.page.evaluate("window.keys") if name == "Tab"][-1]
        late = pressed - shown[0]
        print(f"\nTab {late:.0f} ms after the page wrote its result")
        if late < AGAIN_WITHIN_MS:  # the key came while Orca could still drop the result: said again after it
            self.reader.wait_said(mark, wanted, GUARD_SECONDS)
            again = [text for _, text in self.page.evaluate("window.announced")[seen:] if plain(text) == wanted]
            assert len(again) == 2, f"the page did not say the result again after the key: {self.announced()[-4:]}"
            self.reader.wait_said(key, wanted, GUARD_SECONDS)
            return wanted
        focused = self.page.evaluate("(document.activeElement.querySelector('.visually-hidden') ?? document.activeElement).textContent")
        self.reader.wait_said(key, plain(focused), GUARD_SECONDS)  # the Tab's focus read: Orca has dealt with the key
        if wanted not in self.spoken(mark):
            print(f"Orca dropped {wanted!r}: the key came {late:.0f} ms after the page wrote it, past its half second")
            self.excused.add(wanted)
        return wanted

    def check_heard_once_in_order(self) -> None:
        """Each line of the history once and in order in what Orca spoke from the live region, and
        no announcement spoken more often than the page made it."""
        heard = " ".join(self.live_spoken())
        at = 0
        for line in [plain(text) for text in self.page.locator("#log li:not(.typed)").all_inner_texts()]:
            if any(line in excused for excused in self.excused):
                continue
            found = heard.find(line, at)
            assert found >= 0, (f"Orca never said {line!r} (after {heard[max(0, at - 200):at]!r}); the page announced, "
                                f"ms and text: {self.page.evaluate('window.announced')[-6:]}; "
                                f"keys: {self.page.evaluate('window.keys')[-8:]}; Orca said: {self.spoken()[-14:]}")
            at = found + len(line)
        announced, live = self.announced(), self.live_spoken()
        for text in set(live):
            assert live.count(text) <= announced.count(text), f"said more often than announced: {text!r}"


def dealt(deal: dict[str, Any]) -> Callable[[WebSocketRoute], None]:
    """The page's own WebSocket, its `open-lines` given `deal`'s seed and options as they are when
    the table is opened (the server runs --seeds-for-tests)."""

    def route(socket: WebSocketRoute) -> None:
        server = socket.connect_to_server()

        def to_server(message: str | bytes) -> None:
            request = json.loads(message)
            if request.get("kind") == "open-lines":
                request.update(deal)
            server.send(json.dumps(request))

        socket.on_message(to_server)

    return route


@contextlib.contextmanager
def reading_page(folder: Path) -> Iterator[Reading]:
    """Orca, a server and Chromium on the home page, the keyboard focus on the page; `open_table` opens a table there."""
    require_screen_reader()
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
            home = Reading(reader, page, server)
            page.route_web_socket(re.compile(r"/ws"), dealt(home.deal))
            reader.pause = lambda seconds: page.wait_for_timeout(seconds * 1000)
            mark = reader.mark()
            page.goto(server.url + "/")
            reader.wait_said(mark, "Finished loading", GUARD_SECONDS)
            reader.focus_window("Shared Table")  # the X keyboard focus on the browser's window (no window manager here)
            yield home
            browser.close()
    finally:
        server.stop()
        reader.stop()


def open_table(home: Reading, game: str, players: int, seed: int, options: Sequence[str] = ()) -> Reading:
    """A table of `game` opened from the home page, with the deal `seed` and `options`, no seat kept
    for people (computer players in the others'); a Reading of it from then on."""
    page = home.page
    home.deal.update(seed=seed, options=list(options))
    if "table=" in page.url:  # at a table: the home page again
        mark = home.reader.mark()
        page.goto(home.server.url + "/")
        home.reader.wait_said(mark, "Finished loading", GUARD_SECONDS)
    page.locator("h1").click()  # Chromium's focus on the page, not its address bar (where a Return would load the page again)
    page.evaluate(ANNOUNCED)
    page.get_by_label("Your name").fill("Ann")
    page.get_by_label("Game").select_option(game)
    page.get_by_label("Players in all").fill(str(players))
    page.get_by_label("Seats for people").fill("0")
    opened = Reading(home.reader, page, home.server)
    opened.deal = home.deal
    opened.press("#open-form button[type=submit]")
    page.wait_for_selector("#table h2")
    return opened
