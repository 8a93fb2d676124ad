"""`shared-table play` in a real terminal: tmux runs it, send-keys types, capture-pane reads the screen.

The piped tests (test_play_piped.py) never reach the readline prompt; these do. They check
what a screen-reader user meets: each answer as new plain lines, the bare prompt back after it,
completion and suggestions working, and none of the bytes measured in ../shared/notes/terminal.md
(cursor-position requests, blank lines reserved for a menu, colours). Every wait polls the screen
until a condition holds; nothing sleeps for a fixed time.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

TMUX = shutil.which("tmux")
pytestmark = pytest.mark.needs("tmux")  # these tests drive a real terminal through it

WIDTH, HEIGHT = 120, 40
POLL_SECONDS = 0.02
TIMEOUT_SECONDS = 20.0  # generous: two slow shared cores, a Python start-up and bots' moves
MAX_TURNS = 400  # a game is about 45 turns of the player's; this only stops a runaway loop
PLAY = [sys.executable, "-m", "shared_table", "play"]

# Read before tmux starts: remain-on-exit keeps the last screen readable after the program ends,
# and an empty remain-on-exit-format keeps tmux's "Pane is dead" line off it (-q: older tmux lacks it).
TMUX_CONF = """\
set -g history-limit 100000
set -g status off
set -g default-terminal xterm-256color
set -g remain-on-exit on
set -gq remain-on-exit-format ""
"""


def _is_prompt(line: str) -> bool:
    return line == ">" or line.startswith("> ")


def _prompts(lines: list[str]) -> int:
    return sum(1 for line in lines if _is_prompt(line))


def _last(lines: list[str]) -> str:
    return next((line for line in reversed(lines) if line), "")


class Terminal:
    """One program in a tmux pane of its own server (its own socket), read and typed at."""

    def __init__(self, socket: str, env: dict[str, str]) -> None:
        self.socket, self.env = socket, env
        self.dead, self.status = False, -1
        self.server_pid = 0
        self.socket_path: Path | None = None

    def tmux(self, *args: str) -> str:
        assert TMUX is not None
        result = subprocess.run([TMUX, "-u", "-L", self.socket, *args], capture_output=True, text=True, env=self.env, check=False)
        if result.returncode != 0:
            raise AssertionError(f"tmux {' '.join(args)} failed: {result.stderr.strip()}")
        return result.stdout

    def screen(self) -> list[str]:
        """The whole scrollback, wrapped lines joined, trailing spaces and blank lines at the end dropped.
        Also notes whether the program has ended, and how (`dead`, `status`)."""
        # One tmux call per poll. Whether the pane is dead is asked first, so that a dead pane's
        # capture is known to hold everything the program wrote.
        state, _, text = self.tmux(
            "display-message", "-p", "#{pane_dead} #{pane_dead_status}", ";", "capture-pane", "-p", "-J", "-S", "-"
        ).partition("\n")
        # Ended means the pty closed and the exit status is in. Debian's tmux is built with
        # libutempter, whose own SIGCHLD handler, in place for a moment as a pane closes, can swallow
        # the signal and leave the program a zombie with no status (tmux/tmux#311, #4559): a SIGCHLD
        # to our own tmux server makes it look again.
        dead, _, status = state.strip().partition(" ")
        if dead == "1" and not status:
            os.kill(self.server_pid, signal.SIGCHLD)
        self.dead = dead == "1" and status != ""
        self.status = int(status) if self.dead else -1
        lines = [line.rstrip() for line in text.splitlines()]
        while lines and not lines[-1]:
            lines.pop()
        return lines

    def wait_for(self, ready: Callable[[list[str]], bool], what: str) -> list[str]:
        """Poll the screen until `ready` holds; fail with the last screen after TIMEOUT_SECONDS."""
        deadline = time.monotonic() + TIMEOUT_SECONDS
        while True:
            lines = self.screen()
            if ready(lines):
                return lines
            if time.monotonic() > deadline:
                tail = "\n".join(lines[-25:])
                pid = self.tmux("display-message", "-p", "#{pane_pid}").strip()
                ps = subprocess.run(["ps", "-o", "pid=,stat=,args=", "-p", pid], capture_output=True, text=True, check=False)
                pytest.fail(f"waited {TIMEOUT_SECONDS:.0f} s for {what}; the program: {ps.stdout.strip() or 'gone'}; "
                            f"the screen ends:\n{tail}")
            time.sleep(POLL_SECONDS)

    def at_prompt(self, prompts: int) -> list[str]:
        """Wait for the `prompts`-th prompt, bare, as the last line, or for the program to end."""
        # The typed text is echoed on the old prompt line ("> draw") before any answer, so a screen
        # counts as answered only when a new prompt line has come and nothing follows it.
        return self.wait_for(lambda lines: self.dead or (_prompts(lines) >= prompts and _last(lines) == ">"),
                             f"prompt number {prompts}")

    def press(self, *keys: str) -> None:
        self.tmux("send-keys", *keys)

    def type(self, text: str) -> None:
        self.tmux("send-keys", "-l", text)  # -l: literally, so "quit" is not read as a key name

    def enter(self, shown: str) -> list[str]:
        """Press Enter on the line shown as `shown` at the prompt; return the answer's lines."""
        before = self.screen()
        count = _prompts(before)
        assert _last(before) == "> " + shown, f"the prompt line should read '> {shown}'; the screen ends: {before[-5:]}"
        self.press("Enter")
        lines = self.at_prompt(count + 1)
        at = [n for n, line in enumerate(lines) if _is_prompt(line)]
        assert lines[at[count - 1]] == "> " + shown, "the typed line is shown once, as typed"
        return lines[at[count - 1] + 1 : at[count] if len(at) > count else len(lines)]

    def command(self, line: str) -> list[str]:
        """Type a line at the bare prompt, wait for the echo, press Enter; return the answer."""
        self.type(line)
        self.wait_for(lambda lines: _last(lines) == "> " + line, f"the echo of {line!r}")
        return self.enter(line)


@pytest.fixture
def start(tmp_path: Path) -> Iterator[Callable[..., Terminal]]:
    """Start `shared-table play ARGS` (or `program` ARGS; under `script` when `record` is a file) in a detached tmux."""
    started: list[Terminal] = []
    conf = tmp_path / "tmux.conf"
    conf.write_text(TMUX_CONF)
    # The tmux server is new, so its panes get this environment: the test's private XDG folders
    # (conftest.py), and no TMUX of an outer session to confuse it.
    env = {key: value for key, value in os.environ.items() if key not in {"TMUX", "TMUX_PANE"}}
    env["TERM"] = "xterm-256color"

    def run(*args: str, record: Path | None = None, program: tuple[str, ...] = tuple(PLAY)) -> Terminal:
        command = shlex.join([*program, *args])
        if record is not None:
            command = shlex.join(["script", "-q", "-f", "-c", command, str(record)])  # -f: every write reaches the file
        terminal = Terminal(f"shared-table-test-{os.getpid()}-{uuid.uuid4().hex[:8]}", env)
        started.append(terminal)
        terminal.tmux("-f", str(conf), "new-session", "-d", "-s", "play", "-x", str(WIDTH), "-y", str(HEIGHT), command)
        pid, _, path = terminal.tmux("display-message", "-p", "#{pid} #{socket_path}").strip().partition(" ")
        terminal.server_pid, terminal.socket_path = int(pid), Path(path)
        return terminal

    try:
        yield run
    finally:
        for terminal in started:
            subprocess.run([TMUX or "tmux", "-L", terminal.socket, "kill-server"], capture_output=True, env=env, check=False)
            if terminal.socket_path is not None:
                terminal.socket_path.unlink(missing_ok=True)  # tmux leaves its socket file behind


def test_a_whole_game_typed_at_the_prompt_ends_with_game_over_and_stays_open_until_quit(start: Callable[..., Terminal]) -> None:
    term = start("--seed", "3")
    term.at_prompt(1)
    typed = 0
    for _ in range(MAX_TURNS):
        answer = term.command("draw")
        typed += 1
        if any("stock is empty" in line for line in answer):
            answer = term.command("take")
            typed += 1
        assert any(line.startswith(("You draw", "You take")) for line in answer), answer
        answer = term.command("discard 1")
        typed += 1
        assert any(line.startswith(("You discard", "You go out")) for line in answer), answer
        if any(line.startswith("Game over") for line in answer):
            break
    else:
        pytest.fail(f"no Game over after {MAX_TURNS} turns")
    # The game stays open after its end, for the score sheet and the like, until quit.
    assert term.command("scores")[0].startswith("Totals after 11 of 11 rounds: ")
    assert term.command("quit") == ["Goodbye."]
    typed += 2
    lines = term.screen()
    assert term.dead and term.status == 0
    assert _last(lines) == "Goodbye.", lines[-5:]
    assert _prompts(lines) == typed, "one prompt for each line typed, none after quit"
    assert "" not in lines, "no blank lines anywhere in a game against the computer"
    assert not [line for line in lines if "Traceback" in line or "Sorry, something went wrong" in line]


# Raw bytes a quiet prompt must not write (../shared/notes/terminal.md).
CURSOR_POSITION_REQUEST = b"\x1b[6n"
BLANK_RUN = re.compile(rb"(?:\r*\n){3,}")  # the default prompt's 17-39 lines reserved for a menu
CURSOR_UP = re.compile(rb"\x1b\[(\d*)A")  # ...and its jump back up over them
SGR = re.compile(rb"\x1b\[([0-9;:]*)m")


def _colours(raw: bytes) -> list[bytes]:
    """SGR sequences that set a colour: 30-37, 40-47, 90-97, 100-107, 38;... and 48;...
    Resets (0, 39, 49) and plain attributes (bold, reverse) are not colours."""
    found = []
    for match in SGR.finditer(raw):
        codes = [int(code) for code in re.split(rb"[;:]", match.group(1)) if code]
        if any(c in (38, 48) or 30 <= c <= 37 or 40 <= c <= 47 or 90 <= c <= 97 or 100 <= c <= 107 for c in codes):
            found.append(match.group(0))
    return found


def _program_bytes(record: bytes) -> bytes:
    """What the program wrote, without the lines `script` adds ("Script started ...", "Script done ...")."""
    if record.startswith(b"Script started"):
        record = record.partition(b"\n")[2]
    done = record.rfind(b"\nScript done")
    return record[:done] if done >= 0 else record


def test_the_terminal_prompt_is_quiet_suggests_and_completes(start: Callable[..., Terminal], tmp_path: Path) -> None:
    record = tmp_path / "raw.txt"
    term = start("--seed", "3", record=record)
    term.at_prompt(1)
    assert any("Did you mean draw?" in line for line in term.command("drw")), "an unknown command gets a suggestion"
    term.type("dr")
    term.press("Tab")
    term.wait_for(lambda lines: _last(lines) == "> draw", "Tab to complete dr to draw")
    assert any(line.startswith("You draw") for line in term.enter("draw"))
    term.command("discard 1")
    term.command("quit")
    term.command("yes")
    assert term.dead and term.status == 0

    raw = _program_bytes(record.read_bytes())
    assert b"You draw" in raw, "script recorded the game"
    # After Enter comes the line end and the answer: the typed line is never erased and written
    # again (prompt_toolkit's renderer did that: ESC[6D ESC[J "> draw"), which some screen readers
    # read as the command said twice.
    assert b"> draw\r\nYou draw" in raw, "the typed line, its line end, then the answer"
    assert raw.count(b"> draw") == 1 and b"\x1b[J" not in raw and not re.search(rb"\x1b\[\d*D", raw)
    assert CURSOR_POSITION_REQUEST not in raw
    assert not BLANK_RUN.search(raw), "no blank lines reserved for a completion menu"
    jumps = [m.group(0) for m in CURSOR_UP.finditer(raw) if int(m.group(1) or 1) > 1]
    assert not jumps, f"no jumps back up over reserved lines: {jumps[:3]}"
    assert not _colours(raw), f"nothing is coloured: {_colours(raw)[:3]}"


def test_quit_then_yes_stops_the_game_cleanly(start: Callable[..., Terminal]) -> None:
    term = start("--seed", "5")
    term.at_prompt(1)
    # Ctrl-C is not a way out by accident: it says how to stop, and the game goes on.
    count = _prompts(term.screen())
    term.press("C-c")
    lines = term.at_prompt(count + 1)
    assert "To stop the game, type quit." in lines[-3:]
    assert term.command("quit") == ["Quit this game? Type yes to quit, anything else to go on."]
    assert term.command("no")[0] == "Not quitting: the game goes on."
    term.command("quit")
    stopped = "Game stopped. It is saved: go on with shared-table play --resume 1. Goodbye."
    assert term.command("yes") == [stopped]
    lines = term.screen()
    assert term.dead and term.status == 0
    assert _last(lines) == stopped
    assert not [line for line in lines if "Traceback" in line]
