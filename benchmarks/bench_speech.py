"""Speech benchmark: `make bench`.

- Time to first audio: from `speak()` to the moment our own voice hands a finished WAV to the
  audio player (espeak-ng through pyttsx3), for narrator sentences of a real game. The player
  here is sox writing to nowhere, since this machine has no sound card; on a real one the
  player adds its own start-up (tens of ms for sox's `play`). Target: 100 ms.
- Start-up cost: how much longer a fresh process takes to be ready to play with `--speech tts`
  than with `--speech off` (imports and the engine included). Target: 200 ms.
- What the game waits for speech on each command: `Speaker.stop()` then `Speaker.speak()`, each
  a call on the backend's own thread with a time limit. Target: 100 ms.
- A backend that stops answering: how long the game waits before it goes on in text. It must be
  the limit (2 s) and no more.
Figures, not pass/fail tests: this machine is shared.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

os.environ["SHARED_TABLE_AUDIO_PLAYER"] = "sox -q {wav} -n"

from scripted_player import transcript
from shared_table.console.line_io import PROMPT
from shared_table.console.play import new_session
from shared_table.speech.output import Utterance
from shared_table.speech.speaker import Speaker
from shared_table.speech.tts import OwnVoice

READY = """
import sys, time
start = time.perf_counter()
from shared_table.console.play import new_session
from shared_table.speech.speaker import Speaker, SpeechChoice
new_session(seed=1)
speaker = Speaker.start(SpeechChoice(sys.argv[1]))
print(time.perf_counter() - start)
speaker.close()
"""


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def first_audio(count: int) -> list[float]:
    """Milliseconds from speak() to audio handed to the player, one answer at a time."""
    answers = [line for line in transcript(new_session(seed=3)) if not line.startswith(PROMPT)][:count]
    voice = OwnVoice()
    times = []
    for answer in answers:
        voice.started_at = 0.0
        start = time.perf_counter()
        voice.speak([answer])
        while voice.started_at == 0.0:
            time.sleep(0.0005)
        times.append((voice.started_at - start) * 1000)
        voice.wait()
    voice.close()
    return times


def command_ms(count: int) -> list[float]:
    """Milliseconds the console waits for speech on each command: stop, then speak the answer."""
    answers = [line for line in transcript(new_session(seed=4)) if not line.startswith(PROMPT)][:count]
    speaker = Speaker(OwnVoice())
    times = []
    for answer in answers:
        start = time.perf_counter()
        speaker.stop()
        speaker.speak([answer])
        times.append((time.perf_counter() - start) * 1000)
        time.sleep(0.01)  # a little of the answer is said before the next command
    speaker.close()
    return times


class Unanswering:
    """A backend whose `stop` never returns, like Speech Dispatcher with no audio."""

    name = "screenreader"

    def __init__(self) -> None:
        self.stuck = threading.Event()

    def describe(self) -> str:
        return "unanswering"

    def speak(self, utterance: Utterance) -> None:
        pass

    def stop(self) -> None:
        self.stuck.wait()

    def close(self) -> None:
        pass


def drop_seconds(runs: int) -> list[float]:
    """Seconds the game waits on a backend that stops answering, before it goes on in text."""
    times = []
    for _ in range(runs):
        speaker = Speaker(Unanswering())
        start = time.perf_counter()
        speaker.stop()
        times.append(time.perf_counter() - start)
        assert len(speaker.notices()) == 1
        speaker.speak(["Your turn."])
    return times


def ready_ms(choice: str, runs: int) -> list[float]:
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1] / "src")}
    return [
        float(subprocess.run([sys.executable, "-c", READY, choice], capture_output=True, text=True, env=env, check=True).stdout) * 1000
        for _ in range(runs)
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--answers", type=int, default=200)
    parser.add_argument("--starts", type=int, default=15)
    parser.add_argument("--drops", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    audio = first_audio(args.answers)
    commands = command_ms(args.answers)
    drops = drop_seconds(args.drops)
    off, tts = ready_ms("off", args.starts), ready_ms("tts", args.starts)
    report = {
        "first_audio_ms": {"answers": len(audio), "median": round(statistics.median(audio), 1), "p95": round(percentile(audio, 0.95), 1),
                           "max": round(max(audio), 1)},
        "command_ms": {"commands": len(commands), "median": round(statistics.median(commands), 2),
                       "p95": round(percentile(commands, 0.95), 2), "max": round(max(commands), 2)},
        "drop_s": {"runs": len(drops), "min": round(min(drops), 3), "max": round(max(drops), 3)},
        "start_ms": {"off_median": round(statistics.median(off), 1), "tts_median": round(statistics.median(tts), 1),
                     "added_median": round(statistics.median(tts) - statistics.median(off), 1)},
    }
    if args.json:
        print(json.dumps(report))
        return
    first, start, command, drop = report["first_audio_ms"], report["start_ms"], report["command_ms"], report["drop_s"]
    print(f"Time to first audio over {first['answers']} answers: median {first['median']} ms, p95 {first['p95']} ms, max {first['max']} ms"
          " (target 100 ms)")
    print(f"Speech on each command (stop, then speak) over {command['commands']} commands: median {command['median']} ms,"
          f" p95 {command['p95']} ms, max {command['max']} ms (target 100 ms)")
    print(f"A backend that stops answering is dropped after {drop['min']} to {drop['max']} s over {drop['runs']} runs (limit 2 s)")
    print(f"Ready to play: speech off {start['off_median']} ms, tts {start['tts_median']} ms: speech adds {start['added_median']} ms"
          " (target 200 ms)")


if __name__ == "__main__":
    main()
