"""The table's sounds: what they cost, `make bench`.

- Making every sound from its description (sound/synth.py), as the first game with sounds on a
  machine does, into an empty folder each time.
- `SoundPlayer.play` as a console calls it after each answer: it must return at once (the player
  runs on its own thread); here the player is `true`, so nothing is heard.
- Building one answer's track (seven sounds, as at a table of seven) and writing its WAV, which
  the player's thread does before it starts the player: how soon after the answer it sounds.
Figures, not pass/fail tests: this machine is shared.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from shared_table.sound.player import SoundPlayer, _Sounds
from shared_table.sound.synth import made, write_wav
from shared_table.speech.tts import PLAYER_ENV

ANSWER = ["discard", "draw-other", "discard", "take-other", "discard", "draw-other", "your-turn"]


def _ms(values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return f"median {statistics.median(ordered):7.2f} ms  p95 {p95:7.2f} ms  max {ordered[-1]:7.2f} ms  ({len(ordered)} runs)"


def main() -> int:
    making = []
    for _ in range(5):
        with tempfile.TemporaryDirectory() as folder:
            started = time.perf_counter()
            made(Path(folder))
            making.append((time.perf_counter() - started) * 1000)
    print(f"every sound made from its description:   {_ms(making)}")
    with tempfile.TemporaryDirectory() as folder:
        os.environ[PLAYER_ENV] = "true"
        player = SoundPlayer.start(Path(folder))
        calls = []
        for _ in range(300):
            started = time.perf_counter()
            player.play(ANSWER, 60)
            calls.append((time.perf_counter() - started) * 1000)
        player.wait()
        player.close()
        sounds = _Sounds(Path(folder))
        tracks = []
        for _ in range(50):
            started = time.perf_counter()
            write_wav(Path(folder) / "answer.wav", sounds.track(ANSWER, 60))
            tracks.append((time.perf_counter() - started) * 1000)
    print(f"play() after an answer (returns at once): {_ms(calls)}")
    print(f"an answer's track of 7 sounds, written:   {_ms(tracks)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
