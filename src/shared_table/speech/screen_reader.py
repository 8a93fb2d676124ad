"""The player's own screen reader, through accessible-output2: NVDA, JAWS, VoiceOver, SAPI,
and on Linux Speech Dispatcher, so Orca users hear the game in their own voice and rate.
Speaking this way never moves the review cursor.

Speech Dispatcher's client starts the daemon itself when none is running (`--spawn`). With no
audio that daemon can stop answering mid-game, and its own shutdown can wedge so that it
ignores SIGTERM (seen on a machine without a sound card). A daemon this program spawned is
ours to end when it stops answering: SIGTERM, then SIGKILL after a short grace. One that was
running before we started (Orca's) is never touched.
"""

from __future__ import annotations

import contextlib
import io
import os
import sys
from pathlib import Path
from typing import Any

from shared_table.core.message import Msg, msg
from shared_table.i18n.languages import Language
from shared_table.speech.limits import end_process
from shared_table.speech.output import SpeechUnavailable, Utterance

LINUX_SCREEN_READERS = ("orca",)
DAEMON = "speech-dispatcher"


def running_screen_reader() -> str:
    """The name of a running Linux screen reader ("" if none is seen). Windows and macOS
    screen readers are found by accessible-output2 itself."""
    proc = Path("/proc")
    if sys.platform != "linux" or not proc.is_dir():
        return ""
    for entry in proc.iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError):
                name = (entry / "comm").read_text(encoding="utf-8").strip()
                if name in LINUX_SCREEN_READERS:
                    return name
    return ""


def speechd_socket() -> str | None:
    """The Unix socket Speech Dispatcher's Python client connects to (its own rules: SPEECHD_ADDRESS,
    SPEECHD_SOCKET, then XDG_RUNTIME_DIR, XDG_CACHE_HOME or ~/.cache); None for a TCP address."""
    address = os.environ.get("SPEECHD_ADDRESS", "")
    if address:
        method, _, rest = address.partition(":")
        return (rest.split(":")[0] or None) if method == "unix_socket" else None
    if os.environ.get("SPEECHD_SOCKET"):
        return os.environ["SPEECHD_SOCKET"]
    runtime = os.environ.get("XDG_RUNTIME_DIR", os.environ.get("XDG_CACHE_HOME", os.path.join(os.path.expanduser("~"), ".cache")))
    return os.path.join(runtime, "speech-dispatcher", "speechd.sock")


def spawned_daemons(socket: str | None) -> set[int]:
    """Process ids of this user's autospawned Speech Dispatcher daemons serving `socket`."""
    if sys.platform != "linux" or not os.path.isdir("/proc"):
        return set()
    found = set()
    for name in os.listdir("/proc"):  # plain os calls: this runs twice at every start
        if not name.isdigit():
            continue
        with contextlib.suppress(OSError), open(f"/proc/{name}/cmdline", "rb") as cmdline:
            args = cmdline.read().split(b"\0")
            if os.path.basename(args[0]) != DAEMON.encode() or b"--spawn" not in args:
                continue
            if os.stat(f"/proc/{name}").st_uid == os.getuid() and (socket is None or os.fsencode(socket) in args):
                found.add(int(name))
    return found


class DaemonWatch:
    """Notes the Speech Dispatcher daemons before a start, so those that appear after it are
    known to be ours: the client spawned them."""

    def __init__(self) -> None:
        self.socket = speechd_socket()
        self.before = spawned_daemons(self.socket)

    def spawned(self) -> set[int]:
        return spawned_daemons(self.socket) - self.before

    def end_spawned(self) -> None:
        """End the daemons this start spawned (it failed: they serve no one)."""
        for pid in self.spawned():
            end_process(pid)


def _outputs() -> list[Any]:
    """accessible-output2's outputs that can work here. Its outputs print their own
    complaints while loading (a missing espeak module, say): those are kept off the game's output."""
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        try:
            import accessible_output2
            import accessible_output2.outputs
        except ImportError as error:
            raise SpeechUnavailable(msg("speech-no-accessible-output", error=str(error))) from None
        # Each output on its own, as accessible-output2's Auto does, but one that fails in any way
        # (a Windows output imported on Linux raises AttributeError, not OutputError) is skipped
        # rather than ending them all.
        found, problems = [], []
        for output_class in accessible_output2.get_output_classes():
            try:
                output = output_class()
                if output.is_active():
                    found.append(output)
            except Exception as error:  # an output that cannot start here is not here
                problems.append(str(error))
        if not found and problems:
            raise SpeechUnavailable(msg("speech-accessible-output-failed", error=problems[0]))
        return found


class ScreenReader:
    """Speaks through the first screen reader (or Speech Dispatcher) accessible-output2 finds,
    in `language` where the output can be told one (Speech Dispatcher: `set_language`)."""

    name = "screenreader"

    def __init__(self, require_running: bool = False, watch: DaemonWatch | None = None, language: Language | None = None) -> None:
        if sys.platform == "linux" and require_running and not running_screen_reader():
            raise SpeechUnavailable(msg("speech-no-screen-reader-running"))
        watch = watch or DaemonWatch()
        outputs = [output for output in _outputs() if not _is_own_voice(output)]
        if sys.platform == "linux":
            outputs = [output for output in outputs if type(output).__name__ == "SpeechDispatcher"]
        if not outputs:
            watch.end_spawned()
            raise SpeechUnavailable(msg("speech-no-screen-reader"))
        self.output = outputs[0]
        self.spawned = watch.spawned()
        """The Speech Dispatcher daemons that starting this output spawned."""
        self.language = set_language(self.output, language) if language is not None else None
        """The language code the output was told to speak, or None (it speaks its own)."""

    def describe(self) -> Msg:
        return msg("speech-through", reader=str(self.output.name))

    def speak(self, utterance: Utterance, interrupt: bool = True) -> None:
        text = " ".join(line for line in utterance if line.strip())
        if text:
            self.output.speak(text, interrupt=interrupt)

    def stop(self) -> None:
        with contextlib.suppress(Exception):
            self.output.silence()

    def braille(self, text: str) -> bool:
        """Send `text` to the screen reader's braille display; False when it has no braille."""
        if not can_braille(self.output):
            return False
        self.output.braille(text)
        return True

    def close(self) -> None:
        """Close the connection. A daemon we spawned is left to quit by itself once idle (5 s by
        default), so the last words are not cut off."""
        with contextlib.suppress(Exception):
            self.output.close()

    def abandon(self) -> None:
        """It stopped answering: end the daemon if we spawned it (SIGTERM, then SIGKILL after a
        grace), then close the connection, which the daemon's end unblocks."""
        for pid in self.spawned:
            end_process(pid)
        self.close()


def can_braille(output: Any) -> bool:
    """Whether an accessible-output2 output can write to a braille display. Outputs that cannot
    (Speech Dispatcher, SAPI, VoiceOver) inherit the base class's `braille`, which does nothing;
    NVDA, JAWS and System Access override it."""
    try:
        from accessible_output2.outputs.base import Output
    except ImportError:
        return False
    own = getattr(type(output), "braille", None)
    return callable(own) and own is not Output.braille


def set_language(output: Any, language: Language) -> str | None:
    """Tell the output which language the game speaks; the code it was given, or None when its
    API takes no language (NVDA, JAWS, SAPI, VoiceOver speak in the reader's own language).

    Speech Dispatcher's client has `set_language` (SSIP's SET self LANGUAGE, an ISO 639 code): its
    output module then picks its voice for that language. A daemon that refuses it keeps its own."""
    client = getattr(output, "_client", None)
    setter = getattr(client, "set_language", None)
    if type(output).__name__ != "SpeechDispatcher" or not callable(setter):
        return None
    try:
        setter(language.code)
    except Exception:  # speechd's SSIPCommandError: the daemon's own language stays, and speech goes on
        return None
    return language.code


def _is_own_voice(output: Any) -> bool:
    """SAPI and eSpeak outputs are voices, not screen readers: `tts` covers those."""
    return type(output).__name__ in {"SAPI5", "SAPI4", "ESpeak"}
