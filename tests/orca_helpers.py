"""Orca, a real screen reader, reading the web page in Chromium under Xvfb, what it speaks captured as
text (issue 41): the recipe measured in ../shared/screen-reader, in Python, every process in a
folder of its own and stopped by its PID.

- Xvfb on a display it picks itself (`-displayfd`), a private session D-Bus, the AT-SPI bus.
- PulseAudio with only a null sink: without a sound server speech-dispatcher's espeak-ng module
  never answers and Orca blocks after its first utterances; the null sink paces speech in real time.
- Orca's debug log is block-buffered in stock Orca: a copy of /usr/bin/orca opens it line-buffered
  at LEVEL_INFO. What Orca says is its `SPEECH OUTPUT: '...'` lines; keys are sent with xdotool, so
  that Orca sees them as a person's (a key press stops its speech and drops live-region messages
  it has not yet spoken).

Every wait here ends on what Orca wrote to its log, with a generous deadline: nothing rests on time.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import signal
import subprocess
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from needs import require

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
        assert lined != orca, "/usr/bin/orca changed: its debug log cannot be made line-buffered here"
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
