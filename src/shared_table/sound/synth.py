"""Sounds made from their written descriptions (sound/voices.py): samples, WAV files, and a
track of several sounds in a row, each apart from the next by a silence.

Pure Python and the standard library's `wave`: the sounds are short and made once, into the
user's cache, named by a fingerprint of their description (a changed description makes a new
file; `python -m shared_table.sound.synth FOLDER` writes them all where you can hear them).
"""

from __future__ import annotations

import functools
import math
import random
import sys
import wave
import zlib
from array import array
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

from shared_table.sound.voices import VOICES, Voice

RATE = 22050
"""Samples a second: plenty for sounds under 2.5 kHz, and small files."""
PEAK = 0.3
"""The loudest any sound may be, of full scale: its loudest 50 ms some 2 dB and more under our voice's."""
MAKING = 2
"""Raised whenever the way sounds are made here changes, so that sounds made before are made again."""
GAP_MS = 70
"""The silence between two sounds of one answer: enough to hear (and measure) them apart."""


def samples(voice: Voice, volume: float = 1.0) -> array[int]:
    """The voice as 16-bit samples at `RATE`, scaled by `volume` (0 to 1). The noise is seeded
    from the description, so a sound is the same every time it is made."""
    noise = random.Random(repr(voice))
    rustle = 0.0  # the noise through a one-pole low-pass: a card's rustle rather than a hiss
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
                rustle = 0.6 * rustle + 0.4 * noise.uniform(-1, 1)
                value = (1 - voice.noise) * value + voice.noise * 2 * max(-0.5, min(0.5, rustle))
            envelope = min(1.0, (index + 1) / rise, (total - index) / fall)
            out.append(int(loudness * value * max(0.0, envelope)))
            index += 1
    return out


def _wave(kind: str, phase: float) -> float:
    """One sample of the wave, at most 1. Square and triangle are their first odd harmonics only
    (up to the 7th): a sharp-edged wave gliding in pitch folds its high harmonics back as a
    whistle at 22,050 samples a second; these stay under 8 kHz for every pitch in voices.py."""
    if kind == "square":  # buzzy, and louder than a sine at the same peak: 0.6 of it
        return 0.6 * _square(phase) / _peak("square")
    if kind == "triangle":
        return _triangle(phase) / _peak("triangle")
    return math.sin(phase)


def _square(phase: float) -> float:
    return sum(math.sin(n * phase) / n for n in (1, 3, 5, 7))


def _triangle(phase: float) -> float:
    return sum(sign * math.sin(n * phase) / n**2 for sign, n in TRIANGLE_HARMONICS)


TRIANGLE_HARMONICS = ((1, 1), (-1, 3), (1, 5), (-1, 7))
"""(sign, harmonic): a triangle's odd harmonics alternate in sign."""


@functools.cache
def _peak(kind: str) -> float:
    """The wave's highest point over a cycle, to scale it to 1 (worked out once, when first made)."""
    wave: Callable[[float], float] = _square if kind == "square" else _triangle
    return max(abs(wave(2 * math.pi * step / 4096)) for step in range(4096))


def fingerprint(voice: Voice) -> str:
    """A short name that changes whenever the description, or the way it is made, does."""
    return f"{zlib.crc32(f'{MAKING} {RATE} {PEAK} {voice!r}'.encode()):08x}"  # zlib: no OpenSSL to load at start-up


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
