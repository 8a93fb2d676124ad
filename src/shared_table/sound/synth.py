"""Sounds made from their written descriptions (sound/voices.py): samples, WAV files, and a
track of several sounds in a row, each apart from the next by a silence.

Pure Python and the standard library's `wave`: the sounds are short and made once, into the
user's cache, named by a fingerprint of their description (a changed description makes a new
file; `python -m shared_table.sound.synth FOLDER` writes them all where you can hear them).
"""

from __future__ import annotations

import hashlib
import math
import random
import sys
import wave
from array import array
from collections.abc import Iterable, Sequence
from pathlib import Path

from shared_table.sound.voices import VOICES, Voice

RATE = 22050
"""Samples a second: plenty for sounds under 2.5 kHz, and small files."""
PEAK = 0.35
"""The loudest any sound may be, of full scale: under speech, whose voice peaks near full scale."""
GAP_MS = 70
"""The silence between two sounds of one answer: enough to hear (and measure) them apart."""


def samples(voice: Voice, volume: float = 1.0) -> array[int]:
    """The voice as 16-bit samples at `RATE`, scaled by `volume` (0 to 1). The noise is seeded
    from the description, so a sound is the same every time it is made."""
    noise = random.Random(repr(voice))
    out = array("h")
    total = sum(tone.ms for tone in voice.tones) * RATE // 1000
    rise, fall = max(1, voice.rise * RATE // 1000), max(1, voice.fall * RATE // 1000)
    loudness = PEAK * voice.level * max(0.0, min(1.0, volume)) * 32767
    phase, index = 0.0, 0
    for tone in voice.tones:
        count = tone.ms * RATE // 1000
        for step in range(count):
            pitch = tone.start + (tone.end - tone.start) * step / count
            phase += 2 * math.pi * pitch / RATE
            value = _wave(voice.wave, phase)
            if voice.noise:
                value = (1 - voice.noise) * value + voice.noise * noise.uniform(-1, 1)
            envelope = min(1.0, (index + 1) / rise, (total - index) / fall)
            out.append(int(loudness * value * max(0.0, envelope)))
            index += 1
    return out


def _wave(kind: str, phase: float) -> float:
    if kind == "square":
        return 0.6 if math.sin(phase) >= 0 else -0.6  # a square is louder than a sine at the same peak
    if kind == "triangle":
        return 2 / math.pi * math.asin(math.sin(phase))
    return math.sin(phase)


def fingerprint(voice: Voice) -> str:
    """A short name that changes whenever the description does."""
    return hashlib.sha256(f"{RATE} {PEAK} {voice!r}".encode()).hexdigest()[:12]


def write_wav(path: Path, data: array[int]) -> None:
    """16-bit mono WAV at `RATE`, written whole under another name first, then renamed in place:
    a player never reads half a file."""
    part = path.with_suffix(".part")
    with wave.open(str(part), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(data.tobytes() if sys.byteorder == "little" else _swapped(data).tobytes())
    part.replace(path)


def _swapped(data: array[int]) -> array[int]:
    copy = array("h", data)
    copy.byteswap()
    return copy


def track(parts: Iterable[array[int]], gap_ms: int = GAP_MS) -> array[int]:
    """Sounds one after another, `gap_ms` of silence between each."""
    out = array("h")
    silence = array("h", bytes(2 * (gap_ms * RATE // 1000)))
    for number, part in enumerate(parts):
        if number:
            out.extend(silence)
        out.extend(part)
    return out


def made(folder: Path, names: Sequence[str] | None = None) -> dict[str, Path]:
    """Each sound's file in `folder` (every sound, or those `names`), made there when missing."""
    folder.mkdir(parents=True, exist_ok=True)
    found = {}
    for cue, voice in VOICES.items():
        if names is not None and cue not in names:
            continue
        path = folder / f"{cue.value}-{fingerprint(voice)}.wav"
        if not path.exists():
            write_wav(path, samples(voice))
        found[cue.value] = path
    return found


if __name__ == "__main__":  # python -m shared_table.sound.synth FOLDER: every sound, to listen to
    for name, path in made(Path(sys.argv[1] if len(sys.argv) > 1 else ".")).items():
        print(f"{name}: {path}")
