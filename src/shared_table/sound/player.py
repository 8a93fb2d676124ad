"""The table's sounds on this machine: played beside speech, never in the way of an answer.

`SoundPlayer` plays each answer's sounds as one short track through the machine's audio player
(PulseAudio's `paplay`, PipeWire's `pw-play`, sox's `play` or ALSA's `aplay`: the first found;
`SHARED_TABLE_AUDIO_PLAYER` names another, as for speech) on a thread of its own, so
`play` returns at once. A new answer's sounds stop the last answer's, as a new answer stops
speech; the rest of an answer (`interrupt=False`) follows it. With no sound device, one
sentence says so and the game goes on silent.

`SoundTrack` plays nothing: it writes every answer's sounds to one WAV file as the game ends,
each answer apart from the next by a longer silence, for tests and for anyone who wants to hear a game's track
(`--sounds-wav`), as `speak --wav` does for speech.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import threading
import wave
from array import array
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

import platformdirs

from shared_table.core.message import Msg, msg
from shared_table.sound.synth import made, track, write_wav
from shared_table.sound.voices import VOICES

SOUND_PLAYERS = (("paplay",), ("pw-play",), ("play", "-q"), ("aplay", "-q"))
"""PulseAudio's and PipeWire's own players first, the sound server's own clients; sox's `play`
reaches the server through ALSA's PulseAudio plugin where that is installed (it is on Debian)."""
WAIT_LIMIT = 5.0
"""Seconds the program waits, as it ends, for the last sounds to be played."""
ANSWER_GAP_MS = 400
"""Between two answers' sounds in a written track: longer than any gap inside one answer."""


class SoundOut(Protocol):
    """Where a device's sounds go."""

    def play(self, names: Sequence[str], volume: int, interrupt: bool = True) -> None:
        """Play these sounds in order, at `volume` (0 to 100); never blocks."""
        ...

    def notices(self) -> list[Msg]:
        """What to say about sound since last asked (no device, a player that failed)."""
        ...

    def wait(self) -> None:
        """Until what was asked for has been played (the last answer's, before the program ends)."""
        ...

    def close(self) -> None: ...


@dataclass(frozen=True, slots=True)
class TableSounds:
    """A console's sounds: where they go, the session's sounds taken after each answer, the
    volume chosen, how a notice is said in the person's words, and whether the person asked
    for sounds (`--sounds on`, the `sounds` command): only then is a machine without a sound
    device worth a sentence, since sounds are on unless turned off."""

    out: SoundOut
    taken: Callable[[], list[str]]
    volume: Callable[[], int]
    say: Callable[[Msg], str]
    asked: Callable[[], bool]

    def play(self, interrupt: bool = True) -> None:
        taken = self.taken()
        if taken:
            self.out.play(taken, self.volume(), interrupt)

    def notices(self) -> list[str]:
        if isinstance(self.out, NoSound) and not self.asked():
            return []
        return [self.say(notice) for notice in self.out.notices()]


SOUND_NAMES = frozenset(cue.value for cue in VOICES)
"""Every sound's name, as a device or a page asks for it."""


def sound_folder() -> Path:
    """Where the sounds are made, once: the user's cache (they are made again if it is cleared)."""
    return platformdirs.user_cache_path("shared-table") / "sounds"


class _Sounds:
    """Each sound's samples, made once (into `folder`, the user's cache unless given)."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or sound_folder()
        self._samples: dict[str, array[int]] = {}

    def samples(self, name: str, volume: int) -> array[int]:
        if name not in self._samples:
            path = made(self.folder, [name])[name]
            with wave.open(str(path), "rb") as audio:
                data = array("h", audio.readframes(audio.getnframes()))
            self._samples[name] = data
        scale = max(0, min(100, volume)) / 100
        return array("h", (int(value * scale) for value in self._samples[name]))

    def track(self, names: Sequence[str], volume: int) -> array[int]:
        return track(self.samples(name, volume) for name in names if name in VOICES)


class SoundPlayer:
    """Plays sounds through the machine's audio player, on a thread of its own."""

    def __init__(self, player: tuple[str, ...], folder: Path | None = None) -> None:
        self.player = player
        self._sounds = _Sounds(folder)
        self._turn = threading.Condition()
        self._pending: list[tuple[tuple[str, ...], int]] = []
        self._playing: subprocess.Popen[bytes] | None = None
        self._notices: list[Msg] = []
        self._closed = False
        self._busy = False  # a track taken from `_pending` and not yet played out
        self._generation = 0  # bumped by every answer that stops the last one: older tracks are not played
        self._worker = threading.Thread(target=self._work, name="sounds", daemon=True)
        self._worker.start()

    @classmethod
    def start(cls, folder: Path | None = None) -> SoundOut:
        """A player for this machine; one that only says, once, why there is no sound here."""
        from shared_table.speech.tts import PLAYER_ENV, audio_device_reason, find_player

        reason = None if os.environ.get(PLAYER_ENV) else audio_device_reason()
        player = find_player(SOUND_PLAYERS)
        if reason is not None or player is None:
            return NoSound()
        return cls(player, folder)

    def play(self, names: Sequence[str], volume: int, interrupt: bool = True) -> None:
        if not names:
            return
        with self._turn:
            if interrupt:
                self._pending.clear()
                self._generation += 1
                self._stop_playing()
            self._pending.append((tuple(names), volume))
            self._turn.notify_all()

    def notices(self) -> list[Msg]:
        with self._turn:
            found, self._notices = self._notices, []
        return found

    def wait(self) -> None:
        """Until every sound asked for has been played (the last answer's before the program
        ends), or `WAIT_LIMIT` seconds: a player that hangs never holds the program open."""
        with self._turn:
            self._turn.wait_for(lambda: self._closed or (not self._pending and not self._busy), WAIT_LIMIT)

    def close(self) -> None:
        with self._turn:
            self._closed = True
            self._pending.clear()
            self._stop_playing()
            self._turn.notify_all()

    def _stop_playing(self) -> None:
        """Called holding the lock."""
        if self._playing is not None and self._playing.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self._playing.pid, signal.SIGKILL)

    def _work(self) -> None:
        while True:
            with self._turn:
                self._turn.wait_for(lambda: self._closed or bool(self._pending))
                if self._closed:
                    return
                names, volume = self._pending.pop(0)
                generation, self._busy = self._generation, True
            try:
                self._play(self._sounds.track(names, volume), generation)
            except Exception as error:  # a player that breaks silences the sounds, never the game
                with self._turn:
                    self._closed = True
                    self._notices.append(msg("sound-player-failed", error=str(error)))
                return
            finally:
                with self._turn:
                    self._busy = False
                    self._turn.notify_all()

    def _play(self, data: array[int], generation: int) -> None:
        import tempfile  # here: not loaded before the first sound

        with tempfile.TemporaryDirectory(prefix="shared-table-sounds-") as folder:
            wav = Path(folder) / "sounds.wav"
            write_wav(wav, data)
            command = [part.replace("{wav}", str(wav)) for part in self.player]
            with self._turn:
                if self._closed or generation != self._generation:
                    return  # closed, or a newer answer came while this track was being made
                self._playing = playing = subprocess.Popen(
                    command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
            playing.wait()
            with self._turn:
                self._playing = None
                self._turn.notify_all()


class NoSound:
    """No sound device here: plays nothing, and says so once."""

    def __init__(self) -> None:
        self._said = False

    def play(self, names: Sequence[str], volume: int, interrupt: bool = True) -> None:
        return

    def notices(self) -> list[Msg]:
        if self._said:
            return []
        self._said = True
        return [msg("sound-no-device")]

    def wait(self) -> None:
        return

    def close(self) -> None:
        return


class SoundTrack:
    """Every answer's sounds into one WAV file, written as the game goes (nothing is played)."""

    def __init__(self, path: Path, folder: Path | None = None) -> None:
        self.path = path
        self._sounds = _Sounds(folder)
        self._answers: list[array[int]] = []

    def play(self, names: Sequence[str], volume: int, interrupt: bool = True) -> None:
        if any(name in VOICES for name in names):
            self._answers.append(self._sounds.track(names, volume))

    def notices(self) -> list[Msg]:
        return []

    def wait(self) -> None:
        return

    def close(self) -> None:
        """The track is written as the game ends, however it ends (the console closes it)."""
        write_wav(self.path, track(self._answers, ANSWER_GAP_MS))
