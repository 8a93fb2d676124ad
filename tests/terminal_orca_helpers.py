"""Orca reading the terminal client in xfce4-terminal, a VTE terminal that gives its text to AT-SPI
(issue 41): tests/orca_helpers.py's screen reader with a terminal on its display, what the client
writes recorded byte for byte by `script`, and Orca's utterances of several lines read whole.

- A terminal's new text reaches Orca as one `object:text-changed:insert`, and Orca speaks it as one
  utterance of several lines, which its debug log writes over several lines: `said` here reads
  those whole (orca_helpers' reading takes an utterance of one line only).
- `script -f` records every write of the client, so a test knows what the terminal was given and
  can hold Orca's speech against it line by line.
- Orca speaks a terminal's new text only while the terminal has the focus: the window is focused
  (there is no window manager) before anything is typed.
"""

from __future__ import annotations

import re
import shlex
import shutil
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

from needs import require
from orca_helpers import BUS_LAUNCHER, STARTING_SECONDS, Said, ScreenReader
from orca_helpers import PROGRAMS as READER_PROGRAMS
from shared_table.sound.synth import made

PROGRAMS = {  # what `make test` installs for these tests (the Makefile's TEST_APT_PACKAGES)
    **READER_PROGRAMS, "xfce4-terminal": "xfce4-terminal", "script": "bsdutils",
}
SPOKEN = re.compile(r"^\d\d:\d\d:\d\d\.\d+ - SPEECH OUTPUT: '(.*?)'(?: voice=\w+)?[ \t]*(?:\[?\{[^\n]*)?$", re.M | re.S)
"""One utterance, of one line or several (the lines after the first are indented in the log)."""
CONTINUED = re.compile(r"\n {18}")
ESCAPE = re.compile(rb"\x1b(?:\[[0-9;?]*[ -/]*[@-~]|\][^\x07]*\x07|[()][A-Za-z0-9]|[=>])")


def require_terminal_screen_reader() -> None:
    """Orca, what it runs with, and the terminal (a failure under CI, a skip elsewhere)."""
    for program, package in PROGRAMS.items():
        require(shutil.which(program) is not None, f"{program} (not found on PATH)", f"apt-get install {package}")
    require(BUS_LAUNCHER.exists(), f"the AT-SPI bus ({BUS_LAUNCHER})", "apt-get install at-spi2-core")


def screen_lines(written: bytes) -> list[str]:
    """The lines a terminal shows for what a program wrote: escape sequences dropped, and a line
    written over after a carriage return (the prompt's redraw) only as it was left."""
    if written.startswith(b"Script started"):
        written = written.partition(b"\n")[2]
    done = written.rfind(b"\nScript done")
    written = written[:done] if done >= 0 else written
    lines = []
    for row in ESCAPE.sub(b"", written).decode("utf-8", "replace").replace("\r\n", "\n").split("\n"):
        lines.append(row.rsplit("\r", 1)[-1].rstrip())
    return lines


class TerminalReader(ScreenReader):
    """The screen reader of orca_helpers, with the client running in xfce4-terminal on its display."""

    def __init__(self, folder: Path) -> None:
        super().__init__(folder)
        self.record = self.folder / "written.txt"
        self._utterances: list[Said] = []
        self._parsed_to = 0

    def start_terminal(self, *command: str, title: str = "Shared Table client") -> int:
        """`command` in xfce4-terminal under `script`, started once Orca has the terminal in focus (so
        that what it writes first is read out, whatever the order the windows were drawn in);
        where Orca's log stood then."""
        # The table's sounds made already, as on any machine after its first game: making them (a
        # quarter of a second of Python, once) would compete with the first answer Orca reads.
        made(Path(self.env["XDG_CACHE_HOME"]) / "shared-table" / "sounds")
        go = self.folder / "go"
        recorded = shlex.join(["script", "-q", "-f", "-c", shlex.join(command), str(self.record)])
        held = shlex.join(["sh", "-c", 'while [ ! -e "$0" ]; do sleep 0.02; done; exec "$@"', str(go), "sh", "-c", recorded])
        mark = self.mark()
        self._spawn("terminal", "xfce4-terminal", "--disable-server", "--hide-menubar", "--hide-toolbar", "--hide-scrollbar",
                    f"--title={title}", "--dynamic-title-mode=none", "--geometry=100x40", f"--command={held}")
        self.focus_window(title)
        self.wait_log(mark, rf"Dequeued window:activate \[frame \| {re.escape(title)}\][\s\S]*locusOfFocus: \[terminal \|",
                      STARTING_SECONDS)
        mark = self.mark()
        go.touch()
        return mark

    def written(self) -> list[str]:
        """The lines the client has written so far, as the terminal shows them."""
        return screen_lines(self.record.read_bytes()) if self.record.exists() else []

    def wait_written(self, ready: Callable[[list[str]], bool], what: str, seconds: float = 30) -> list[str]:
        """Until `ready(lines)` holds for what the client wrote; those lines."""
        deadline = time.monotonic() + seconds
        while not ready(lines := self.written()):
            for process in self.processes:
                assert process.poll() is None, f"{process.args!r} ended ({process.returncode}) before {what}"
            assert time.monotonic() < deadline, f"the client never wrote {what}: {lines[-6:]}"
            self.pause(0.02)
        return lines

    def type_line(self, text: str) -> int:
        """`text` typed as a person types it, then Return; where Orca's log stood before the Return."""
        subprocess.run(["xdotool", "type", "--delay", "60", text], env=self.env, check=True, timeout=30)
        return self.key("Return")

    def said(self, mark: int) -> list[Said]:
        """What Orca spoke since `mark`, in order, each utterance whole (its lines joined by newlines)."""
        if self.log.exists():
            with open(self.log, "rb") as log:
                log.seek(self._parsed_to)
                fresh = log.read()
            # Only up to the last utterance that has surely ended: the start of a later log entry.
            entries = list(re.finditer(rb"^\d\d:\d\d:\d\d\.\d+ - ", fresh, re.M))
            whole = fresh[:entries[-1].start()] if entries else b""
            text = whole.decode("utf-8", "replace")
            for found in SPOKEN.finditer(text):
                at = self._parsed_to + len(text[:found.start()].encode())
                self._utterances.append(Said(at, CONTINUED.sub("\n", found.group(1))))
            self._parsed_to += len(whole)
        return [said for said in self._utterances if said.at >= mark]

    def spoken_lines(self, mark: int, before: int | None = None) -> list[str]:
        """Every line Orca spoke from `mark` (up to `before`), in order, spaces evened out."""
        return [" ".join(line.split()) for said in self.said(mark) if before is None or said.at < before
                for line in said.text.split("\n") if line.strip()]
