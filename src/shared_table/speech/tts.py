"""A voice of our own: pyttsx3 driving espeak-ng (SAPI5 or NSSpeechSynthesizer elsewhere).

On Linux, pyttsx3's espeak driver synthesises a whole utterance into memory and then runs
`aplay` through the shell, which can neither be interrupted nor fail quietly. So here the
utterance is written to a WAV file by pyttsx3 and played by a player process of ours
(sox's `play`, `paplay`, `pw-play` or `aplay`) that `stop` can kill at once. All of it runs
on one worker thread, so the player can type while the game speaks.
"""

from __future__ import annotations

import contextlib
import os
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import wave
from collections.abc import Callable
from pathlib import Path
from typing import Any

from shared_table.speech.output import SpeechUnavailable, Utterance

PLAYERS = (("play", "-q"), ("paplay",), ("pw-play",), ("aplay", "-q"))
PLAYER_ENV = "SHARED_TABLE_AUDIO_PLAYER"
"""A command that plays a WAV file, for systems our list misses ("{wav}" marks where the file
goes, else it goes last). Setting it also skips the audio-device check: you know your system."""
_DRIVER = {"linux": "espeak", "win32": "sapi5", "darwin": "nsss"}.get(sys.platform, "espeak")


def _quiet_pyttsx3() -> Any:
    """Import pyttsx3, with its espeak driver's progress prints silenced (they would land in
    the middle of the game's output)."""
    try:
        import pyttsx3
    except ImportError as error:
        raise SpeechUnavailable(f"pyttsx3 is not installed ({error})") from None
    if _DRIVER == "espeak":
        try:
            from pyttsx3.drivers import espeak as driver
        except (ImportError, OSError) as error:
            raise SpeechUnavailable(f"espeak-ng cannot be loaded ({error})") from None
        driver.print = lambda *args, **kwargs: None
    return pyttsx3


def make_engine(voice: str | None = None, rate: int | None = None) -> Any:
    """A pyttsx3 engine with the voice (an id or a name, or a part of one) and rate asked for."""
    pyttsx3 = _quiet_pyttsx3()
    try:
        engine = pyttsx3.init(_DRIVER)
    except Exception as error:  # pyttsx3 raises whatever its driver raises
        raise SpeechUnavailable(f"the {_DRIVER} voice cannot start ({error})") from None
    if voice:
        engine.setProperty("voice", find_voice(engine, voice))
    if rate is not None:
        if not 50 <= rate <= 500:
            raise SpeechUnavailable(f"rate {rate} is out of range: use 50 to 500 words a minute")
        engine.setProperty("rate", rate)
    return engine


def find_voice(engine: Any, wanted: str) -> str:
    """The id of the voice whose id or name is `wanted`, or contains it; an error naming some otherwise."""
    voices = engine.getProperty("voices")
    key = wanted.strip().lower()
    for exact in (True, False):
        for voice in voices:
            names = (str(voice.id).lower(), str(voice.name).lower())
            if (key in names) if exact else any(key in name for name in names):
                return str(voice.id)
    some = ", ".join(str(voice.name) for voice in voices[:8])
    raise SpeechUnavailable(f'no voice "{wanted}": try shared-table voices; some are {some}')


def voice_list() -> list[tuple[str, str, str]]:
    """(id, name, languages) of every voice pyttsx3 offers here."""
    engine = make_engine()
    found = []
    for voice in engine.getProperty("voices"):
        languages = ", ".join(str(lang) for lang in (voice.languages or []))
        found.append((str(voice.id), str(voice.name), languages))
    return found


def write_wav(text: str, path: Path, voice: str | None = None, rate: int | None = None) -> None:
    """Speak `text` into a WAV file instead of the speakers (how tests hear the voice)."""
    engine = make_engine(voice, rate)
    # Into a new file, then moved over `path`: a complete WAV already there must not pass for the new one.
    with tempfile.TemporaryDirectory(dir=path.parent) as folder:
        fresh = Path(folder) / "speech.wav"
        if not text.strip() or not _synthesize(engine, text, fresh):
            raise SpeechUnavailable(f"the voice wrote no audio to {path}")
        os.replace(fresh, path)


def _synthesize(engine: Any, text: str, wav: Path, timeout: float = 5.0) -> bool:
    """Write `text` to `wav` with the engine; True when audio was written.

    pyttsx3's espeak driver can return from runAndWait before espeak-ng's callback thread has
    written the file (seen about once in 60 calls when another thread keeps the CPU busy), so
    wait for a complete WAV rather than trusting the return."""
    engine.save_to_file(text, str(wav))
    engine.runAndWait()
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if _complete_wav(wav):
            return True
        time.sleep(0.005)
    return False


def _complete_wav(wav: Path) -> bool:
    try:
        with wave.open(str(wav), "rb") as audio:
            return audio.getnframes() > 0
    except (OSError, EOFError, wave.Error):
        return False


def find_player() -> tuple[str, ...] | None:
    configured = shlex.split(os.environ.get(PLAYER_ENV, ""))
    if configured:
        return tuple(configured) if any("{wav}" in part for part in configured) else (*configured, "{wav}")
    for command in PLAYERS:
        if shutil.which(command[0]):
            return (*command, "{wav}")
    return None


def audio_device_reason() -> str:
    """Why there is no audio output here ("" when there seems to be one). Cheap: no sound is made."""
    if sys.platform != "linux":
        return ""
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    servers = [Path(runtime) / "pulse" / "native", Path(runtime) / "pipewire-0"] if runtime else []
    if os.environ.get("PULSE_SERVER") or any(server.exists() for server in servers):
        return ""
    snd = Path("/dev/snd")
    if snd.is_dir() and any(device.name.startswith("pcm") and device.name.endswith("p") for device in snd.iterdir()):
        return ""
    return "no audio device was found"


class OwnVoice:
    """Speaks through pyttsx3 on a worker thread; `stop` interrupts at once.

    Only the newest utterance matters: `speak` replaces whatever is waiting and kills what is
    playing, so a player who types fast never hears stale answers pile up.
    """

    name = "tts"

    def __init__(self, voice: str | None = None, rate: int | None = None, on_failure: Callable[[str], None] | None = None) -> None:
        reason = "" if os.environ.get(PLAYER_ENV) else audio_device_reason()
        if reason:
            raise SpeechUnavailable(reason)
        self.player = find_player() if sys.platform == "linux" else ()
        if self.player is None:
            raise SpeechUnavailable("no audio player was found (install sox)")
        engine = make_engine(voice, rate)  # fail now, where it can be said, if the voice cannot start
        self.voice_id, self.rate = str(engine.getProperty("voice")), int(engine.getProperty("rate"))
        self.on_failure = on_failure
        self.started_at = 0.0  # perf_counter() when the last audio went to the player (for benchmarks)
        self._turn = threading.Condition()
        self._pending: str | None = None
        self._generation = 0  # bumped by every speak and stop: older audio is not played
        self._busy = False
        self._closed = False
        self._playing: subprocess.Popen[bytes] | None = None
        self._worker = threading.Thread(target=self._work, name="speech", daemon=True)
        self._worker.start()

    def describe(self) -> str:
        return f"Speech: our own voice, {self.voice_id}, rate {self.rate}."

    def speak(self, utterance: Utterance) -> None:
        text = " ".join(line for line in utterance if line.strip())
        with self._turn:
            self._interrupt()
            self._pending = text or None
            self._turn.notify_all()

    def stop(self) -> None:
        with self._turn:
            self._interrupt()
            self._pending = None
            self._turn.notify_all()

    def wait(self) -> None:
        """Block until everything asked for has been said (for `shared-table speak`, and the last words)."""
        with self._turn:
            self._turn.wait_for(lambda: self._closed or (self._pending is None and not self._busy))

    def close(self) -> None:
        with self._turn:
            self._interrupt()
            self._pending, self._closed = None, True
            self._turn.notify_all()

    def _interrupt(self) -> None:
        """Called holding the lock: forget older audio, and kill the player with all its children."""
        self._generation += 1
        if self._playing is not None and self._playing.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self._playing.pid, signal.SIGKILL)

    def _work(self) -> None:
        engine: Any = None
        while True:
            with self._turn:
                self._turn.wait_for(lambda: self._closed or self._pending is not None)
                if self._closed:
                    return
                text, generation, self._pending, self._busy = self._pending or "", self._generation, None, True
            try:
                engine = engine or make_engine(self.voice_id, self.rate)
                self._say(engine, text, generation)
            except Exception as error:  # a voice failing mid-sentence must not reach the game
                with self._turn:
                    self._closed, self._busy = True, False
                    self._turn.notify_all()
                if self.on_failure is not None:
                    self.on_failure(f"the voice stopped working ({type(error).__name__}: {error})")
                return
            with self._turn:
                self._busy = False
                self._turn.notify_all()

    def _say(self, engine: Any, text: str, generation: int) -> None:
        if not self.player:  # Windows and macOS: the engine plays by itself
            engine.say(text)
            engine.runAndWait()
            return
        with tempfile.TemporaryDirectory(prefix="shared-table-") as folder:
            wav = Path(folder) / "speech.wav"
            if not _synthesize(engine, text, wav):
                return  # pyttsx3 now and then writes nothing when rushed: skip this answer, keep the voice
            with self._turn:
                if generation != self._generation:
                    return  # interrupted while it was being made
                command = [part.replace("{wav}", str(wav)) for part in self.player]
                self.started_at = time.perf_counter()
                self._playing = playing = subprocess.Popen(
                    command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True
                )
            _, error = playing.communicate()
            with self._turn:
                interrupted = generation != self._generation
            if playing.returncode != 0 and not interrupted:
                said = error.decode(errors="replace").strip().splitlines()
                raise RuntimeError(said[-1] if said else f"{self.player[0]} failed")
