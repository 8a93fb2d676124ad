"""What each sound of the table sounds like, written down: change a line here and the sound
changes with it (sound/synth.py makes it; nothing recorded is used).

A sound is one to three tones one after another, each gliding from a pitch to a pitch, on a wave
(sine: soft; triangle: rounder; square: buzzy), with some noise mixed in (a card's rustle), under
one envelope: a quick rise, a hold, a fall. Tones follow each other without a gap, so a sound
is one unbroken sound, never two (a track's sounds are told apart by the silence between them).

How they are told apart: your own card moves go up, others' go down and are softer; coins are
bright and high; good news (a pile complete, going out) climbs; warnings (a toll, the last turn,
a refusal) are low or buzzy; people coming and going are two soft notes, up for arriving, down
for leaving.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from shared_table.core.sounds import EVERY_CUE, Cue


@dataclass(frozen=True, slots=True)
class Tone:
    """A glide from `start` to `end` hertz over `ms` milliseconds."""

    start: float
    end: float
    ms: int


@dataclass(frozen=True, slots=True)
class Voice:
    """One sound: its tones, its wave, how much noise (0 to 1), its loudness (0 to 1, of the
    loudest any sound may be), and its envelope's rise and fall in milliseconds."""

    tones: tuple[Tone, ...]
    wave: str = "sine"
    noise: float = 0.0
    level: float = 1.0
    rise: int = 5
    fall: int = 40

    @property
    def ms(self) -> int:
        return sum(tone.ms for tone in self.tones)


def _tones(*triples: tuple[float, float, int]) -> tuple[Tone, ...]:
    return tuple(Tone(*triple) for triple in triples)


VOICES: dict[Cue, Voice] = {
    Cue.YOUR_TURN: Voice(_tones((660, 660, 90), (990, 990, 130)), "triangle", fall=60),
    Cue.DRAW: Voice(_tones((300, 700, 110)), "sine", noise=0.45, fall=30),
    Cue.DRAW_OTHER: Voice(_tones((500, 260, 110)), "sine", noise=0.45, level=0.6, fall=30),
    Cue.TAKE: Voice(_tones((400, 400, 50), (800, 800, 80)), "triangle", noise=0.2),
    Cue.TAKE_OTHER: Voice(_tones((700, 700, 50), (420, 420, 80)), "triangle", noise=0.2, level=0.6),
    Cue.DISCARD: Voice(_tones((200, 160, 90)), "sine", noise=0.7, level=0.8, rise=2, fall=50),
    Cue.MELD: Voice(_tones((523, 523, 70), (659, 659, 70), (784, 784, 110)), "sine", level=0.8),
    Cue.GO_OUT: Voice(_tones((523, 1046, 260)), "triangle", fall=80),
    Cue.LAST_TURN: Voice(_tones((440, 440, 120), (330, 330, 160)), "square", level=0.45, fall=60),
    Cue.ROUND_END: Voice(_tones((784, 784, 90), (659, 659, 90), (523, 523, 120)), "triangle", fall=70),
    Cue.GAME_END: Voice(_tones((392, 392, 90), (523, 523, 90), (784, 784, 120)), "square", level=0.5, fall=90),
    Cue.BUILD: Voice(_tones((600, 900, 80)), "triangle", noise=0.25, fall=30),
    Cue.PILE_COMPLETE: Voice(_tones((659, 659, 60), (880, 880, 60), (1318, 1318, 140)), "sine", fall=70),
    Cue.COINS_PAID: Voice(_tones((2000, 1500, 70), (1500, 1500, 60)), "sine", level=0.6, rise=1, fall=50),
    Cue.COINS_RECEIVED: Voice(_tones((1500, 1500, 60), (2000, 2400, 80)), "sine", level=0.6, rise=1, fall=50),
    Cue.TOLL: Voice(_tones((180, 180, 200)), "square", level=0.4, fall=60),
    Cue.SWAP: Voice(_tones((500, 800, 60), (800, 500, 60)), "triangle", noise=0.3, fall=25),
    Cue.PILE_CLOSED: Voice(_tones((440, 440, 70), (660, 660, 70), (880, 880, 100)), "triangle", fall=60),
    Cue.REFUSED: Voice(_tones((150, 120, 180)), "square", level=0.4, fall=50),
    Cue.JOINED: Voice(_tones((392, 392, 100), (523, 523, 130)), "sine", level=0.7, fall=60),
    Cue.LEFT: Voice(_tones((523, 523, 100), (392, 392, 130)), "sine", level=0.7, fall=60),
    Cue.DROPPED: Voice(_tones((523, 262, 220)), "sine", level=0.7, fall=80),
    Cue.BACK: Voice(_tones((262, 523, 220)), "sine", level=0.7, fall=80),
}
"""Every cue's sound; the conformance of this table with `Cue` is tested."""

LONGEST_MS = 300
"""No sound is longer (the issue: about 300 ms or less)."""


def described(voice: Voice) -> str:
    """A voice in words, for docs/sounds.md: "220 ms: 660 Hz, then 990 Hz; triangle"."""
    tones = ", then ".join(f"{tone.start:g} Hz" if tone.start == tone.end else f"{tone.start:g} to {tone.end:g} Hz"
                           for tone in voice.tones)
    extras = "".join(part for part, present in ((", noise", voice.noise > 0), (", softer", voice.level < 0.7)) if present)
    return f"{voice.ms} ms: {tones}; {voice.wave}{extras}"


def sound_table(meaning: Callable[[str], str]) -> list[str]:
    """docs/sounds.md's table of every sound: its name, what it means, what it sounds like."""
    rows = ["| sound | what it means | what it sounds like |", "|---|---|---|"]
    return rows + [f"| `{cue.value}` | {meaning(cue.value)} | {described(VOICES[cue])} |" for cue in EVERY_CUE]
