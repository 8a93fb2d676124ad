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
import re
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

from shared_table.core.message import Msg, msg
from shared_table.i18n.languages import ENGLISH, Language
from shared_table.speech.output import SpeechUnavailable, Utterance, english, error_value

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
        raise SpeechUnavailable(msg("speech-no-pyttsx3", error=str(error))) from None
    if _DRIVER == "espeak":
        try:
            from pyttsx3.drivers import espeak as driver
        except (ImportError, OSError) as error:
            raise SpeechUnavailable(msg("speech-no-espeak", error=str(error))) from None
        driver.print = lambda *args, **kwargs: None
    return pyttsx3


DEFAULT_RATE = 175
"""Words a minute when none is configured: espeak-ng's own default, as `espeak-ng` speaks."""


def make_engine(voice: str | None = None, rate: int | None = None, language: Language | None = None) -> Any:
    """A pyttsx3 engine with the voice (an id or a name, or a part of one) and rate asked for;
    with no voice given, the language's own (`Language.voice`, an espeak-ng voice)."""
    pyttsx3 = _quiet_pyttsx3()
    try:
        engine = pyttsx3.init(_DRIVER)
    except Exception as error:  # pyttsx3 raises whatever its driver raises
        raise SpeechUnavailable(msg("speech-voice-cannot-start", driver=_DRIVER, error=str(error))) from None
    # espeak-ng's settings are one per process and wait behind an utterance it is still making
    # (an old voice's, closing): set ours once it is done, so that they hold when read back.
    _let_espeak_finish(engine)
    if voice:
        engine.setProperty("voice", find_voice(engine, voice))
    elif language is not None:
        found = language_voice(engine, language)
        if found is not None:
            engine.setProperty("voice", found)
    if rate is not None and not 50 <= rate <= 500:
        raise SpeechUnavailable(msg("speech-rate-range", rate=str(rate)))
    # Always set: espeak-ng keeps one rate per process, so without it a voice would speak at the
    # rate another engine left (pyttsx3 starts its driver at 200).
    engine.setProperty("rate", DEFAULT_RATE if rate is None else rate)
    if engine.isBusy():
        # A new engine queues property changes until its loop runs: run it now (about 13 ms), so
        # that it reports the voice and rate it will speak with (the line that names them). An
        # engine pyttsx3 hands out again is idle and has applied them already; its loop, run with
        # nothing to say, would never end.
        _forget_last_utterance(engine)
        engine.runAndWait()
    return engine


def _forget_last_utterance(engine: Any) -> None:
    """pyttsx3 (2.99) hands out one engine per driver and its espeak driver keeps the last text and
    file: the next runAndWait says that text again into that file, and when the file's folder is
    gone its loop never ends. Clear them once the file is written."""
    driver = getattr(getattr(engine, "proxy", None), "_driver", None)
    for leftover in ("_text_to_say", "_save_file"):
        if hasattr(driver, leftover):
            setattr(driver, leftover, None)


def _languages(voice: Any) -> list[str]:
    """A voice's language tags, lower case with hyphens ("en-gb"); espeak gives str or bytes."""
    tags = []
    for tag in voice.languages or []:
        text = tag.decode(errors="replace") if isinstance(tag, bytes) else str(tag)
        tags.append(text.strip().lower().replace("_", "-"))
    return tags


def find_voice(engine: Any, wanted: str) -> str:
    """The id of the voice whose id, name or language is `wanted`, or whose id or name contains it;
    an error naming some otherwise."""
    voices = engine.getProperty("voices")
    key = wanted.strip().lower()
    for exact in (True, False):
        for voice in voices:
            names = (str(voice.id).lower(), str(voice.name).lower())
            if (key in (*names, *_languages(voice))) if exact else any(key in name for name in names):
                return str(voice.id)
    some = ", ".join(str(voice.name) for voice in voices[:8])
    raise SpeechUnavailable(msg("speech-no-voice", wanted=wanted, some=some))


def language_voice(engine: Any, language: Language) -> str | None:
    """The id of the language's voice: espeak-ng's `Language.voice` (a voice's id or language
    tag, "en-gb" being gmw/en), else the first voice of the same language ("fr-ca" for "fr-fr").
    None for English when there is none (the engine's default voice speaks it: SAPI5 on a US
    Windows has no en-gb); any other language without a voice is `SpeechUnavailable`."""
    voices = engine.getProperty("voices")
    wanted = language.voice.lower()
    primary = wanted.split("-")[0]
    for exact in (True, False):
        for voice in voices:
            tags = _languages(voice)
            if wanted in (str(voice.id).lower(), *tags) if exact else any(tag.split("-")[0] == primary for tag in tags):
                return str(voice.id)
    if language.code == ENGLISH.code:
        return None
    raise SpeechUnavailable(msg("speech-no-language-voice", voice=language.voice))


def voice_list() -> list[tuple[str, str, str]]:
    """(id, name, languages) of every voice pyttsx3 offers here."""
    engine = make_engine()
    found = []
    for voice in engine.getProperty("voices"):
        languages = ", ".join(str(lang) for lang in (voice.languages or []))
        found.append((str(voice.id), str(voice.name), languages))
    return found


_FIVE_CROWNS = r"\bFive Crowns\b"
"""Every voice but English's says the game's name "fi-ve krovns": each is given a spelling of its own."""

RESPELLED: dict[str, tuple[tuple[str, str], ...]] = {
    # espeak-ng's Norwegian and Swedish say Skip-Bo "sjip-bo" (sk before i is "sj" in their words);
    # a doubled k keeps the k: "skipp-bo".
    "nb": ((r"\bSkip-Bo\b", "Skkipp-Bo"), (_FIVE_CROWNS, "Fajv Krauns")),
    "sv": ((r"\bSkip-Bo\b", "Skkipp-Bo"), (_FIVE_CROWNS, "Fajv Kraons")),
    # espeak-ng's French reads "joker" as English ("djowker"): French players say "djokère".
    "fr": ((r"\b[Jj]okers\b", "djokères"), (r"\b[Jj]oker\b", "djokère"), (_FIVE_CROWNS, "Faillve Kra-ounze")),
    "da": ((_FIVE_CROWNS, "Fajv Krauns"),),
    "fi": ((_FIVE_CROWNS, "Fajv Krauns"),),
    "is": ((_FIVE_CROWNS, "Fæv Kráuns"),),
    "nl": ((_FIVE_CROWNS, "Fajv Krauns"),),
}
"""Words espeak-ng's voice of a language says wrong, by the voice's language (its id's last part,
"gmq/nb" -> "nb"), with a spelling it says right: only for our own espeak-ng voice, never on screen."""


def respelled(text: str, voice_id: str) -> str:
    """`text` as our espeak-ng voice `voice_id` should be given it, its known slips respelled."""
    if _DRIVER != "espeak":
        return text  # SAPI5 and NSSpeechSynthesizer have voices of their own, with other slips
    for pattern, spelling in RESPELLED.get(voice_id.rsplit("/", 1)[-1].split("-")[0], ()):
        text = re.sub(pattern, spelling, text)
    return text


def write_wav(text: str, path: Path, voice: str | None = None, rate: int | None = None, language: Language | None = None,
              replace: bool = True) -> None:
    """Speak `text` into a WAV file instead of the speakers (how tests hear the voice), with
    `voice`, else the language's voice; without `replace`, FileExistsError if a file has the name
    by the time the audio is ready (it is never written over)."""
    engine = make_engine(voice, rate, language)
    text = respelled(text, str(engine.getProperty("voice")))
    # Into a new file, then moved over `path`: a complete WAV already there must not pass for the new one.
    with tempfile.TemporaryDirectory(dir=path.parent) as folder:
        fresh = Path(folder) / "speech.wav"
        if not text.strip() or not _synthesize(engine, text, fresh):
            raise SpeechUnavailable(msg("speech-no-audio-written", path=str(path)))
        if replace:
            os.replace(fresh, path)
        else:
            os.link(fresh, path)  # fails if anything took the name meanwhile


def _synthesize(engine: Any, text: str, wav: Path, timeout: float = 5.0) -> bool:
    """Write `text` to `wav` with the engine; True when audio was written.

    pyttsx3's espeak driver can return from runAndWait before espeak-ng's callback thread has
    written the file (seen about once in 60 calls when another thread keeps the CPU busy), so
    wait for a complete WAV rather than trusting the return."""
    _let_espeak_finish(engine)
    engine.save_to_file(text, str(wav))
    engine.runAndWait()
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if _complete_wav(wav):
            _forget_last_utterance(engine)  # only now: espeak-ng's thread has written the file
            return True
        time.sleep(0.005)
    return False


def _let_espeak_finish(engine: Any, timeout: float = 10.0) -> None:
    """Wait until espeak-ng has finished the last utterance, and forget a stop asked meanwhile.

    pyttsx3's (2.99) loop starts by stopping what espeak-ng still plays; when the last utterance's
    end is still in espeak-ng's thread, that stop cancels the new utterance instead, and its audio
    lands in the next file (measured: one in three calls after a change of voice). It returns as
    soon as espeak-ng is idle; on a machine busy with other work that can take seconds (CI saw a
    rate set while the last utterance was still being made, and lost)."""
    if _DRIVER != "espeak":
        return
    from pyttsx3.drivers import _espeak

    deadline = time.monotonic() + timeout
    while _espeak.IsPlaying() and time.monotonic() < deadline:
        time.sleep(0.002)
    driver: Any = getattr(getattr(engine, "proxy", None), "_driver", None)
    if hasattr(driver, "_stopping"):
        driver._stopping = False


def _complete_wav(wav: Path) -> bool:
    try:
        with wave.open(str(wav), "rb") as audio:
            return audio.getnframes() > 0
    except (OSError, EOFError, wave.Error):
        return False


def find_player(order: tuple[tuple[str, ...], ...] = PLAYERS) -> tuple[str, ...] | None:
    """The audio player command to run (with "{wav}" where the file goes): the one configured,
    else the first of `order` on PATH; None when there is none."""
    configured = shlex.split(os.environ.get(PLAYER_ENV, ""))
    if configured:
        return tuple(configured) if any("{wav}" in part for part in configured) else (*configured, "{wav}")
    for command in order:
        if shutil.which(command[0]):
            return (*command, "{wav}")
    return None


def audio_device_reason() -> Msg | None:
    """Why there is no audio output here (None when there seems to be one). Cheap: no sound is made."""
    if sys.platform != "linux":
        return None
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    servers = [Path(runtime) / "pulse" / "native", Path(runtime) / "pipewire-0"] if runtime else []
    if os.environ.get("PULSE_SERVER") or any(server.exists() for server in servers):
        return None
    snd = Path("/dev/snd")
    if snd.is_dir() and any(device.name.startswith("pcm") and device.name.endswith("p") for device in snd.iterdir()):
        return None
    return msg("speech-no-audio-device")


class OwnVoice:
    """Speaks through pyttsx3 on a worker thread; `stop` interrupts at once.

    Only the newest answer matters: `speak` replaces whatever is waiting and kills what is
    playing, so a player who types fast never hears stale answers pile up; the rest of an
    answer (`interrupt=False`) is played after it.
    """

    name = "tts"

    def __init__(
        self, voice: str | None = None, rate: int | None = None, on_failure: Callable[[Msg], None] | None = None,
        language: Language | None = None,
    ) -> None:
        reason = None if os.environ.get(PLAYER_ENV) else audio_device_reason()
        if reason is not None:
            raise SpeechUnavailable(reason)
        self.player = find_player() if sys.platform == "linux" else ()
        if self.player is None:
            raise SpeechUnavailable(msg("speech-no-player"))
        engine = make_engine(voice, rate, language)  # fail now, where it can be said, if the voice cannot start
        # The rate asked for, not espeak-ng's read-back, which lags while another engine finishes.
        self.voice_id = str(engine.getProperty("voice"))
        self.rate = rate if rate is not None else int(engine.getProperty("rate"))
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

    def describe(self) -> Msg:
        return msg("speech-own-voice", voice=self.voice_id, rate=self.rate)

    def speak(self, utterance: Utterance, interrupt: bool = True) -> None:
        text = " ".join(line for line in utterance if line.strip())
        with self._turn:
            if interrupt:
                self._interrupt()
                self._pending = text or None
            elif text:  # the rest of an answer: played once what is playing or waiting has been
                self._pending = f"{self._pending} {text}" if self._pending else text
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
                self._say(engine, respelled(text, self.voice_id), generation)
            except Exception as error:  # a voice failing mid-sentence must not reach the game
                with self._turn:
                    self._closed, self._busy = True, False
                    self._turn.notify_all()
                if self.on_failure is not None:
                    self.on_failure(msg("speech-voice-stopped", error=error_value(error)))
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
                raise PlayerFailed(said[-1] if said else msg("speech-player-failed", player=self.player[0]))


class PlayerFailed(RuntimeError):
    """The audio player ended with an error: its own last line, or ours when it said nothing."""

    kind = "RuntimeError"

    def __init__(self, said: Msg | str) -> None:
        super().__init__(said)
        self.message = said

    def __str__(self) -> str:
        return self.message if isinstance(self.message, str) else english().say(self.message)
