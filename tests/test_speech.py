"""Speech with the real espeak-ng (through pyttsx3) measured by sox, and every fallback path:
no audio device, a missing library, a backend that hangs or fails mid-sentence."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from shared_table.games.fivecrowns.rules import events as ev
from shared_table.games.fivecrowns.words.narration import Narrator
from shared_table.i18n.words import words_for
from shared_table.speech import tts
from shared_table.speech.output import Silent, SpeechUnavailable
from shared_table.speech.speaker import Speaker, SpeechChoice, _start, choose_output


def _seconds(wav: Path) -> float:
    return float(subprocess.run(["soxi", "-D", str(wav)], capture_output=True, text=True, check=True).stdout)


def _rms(wav: Path) -> float:
    stat = subprocess.run(["sox", str(wav), "-n", "stat"], capture_output=True, text=True, check=True).stderr
    line = next(line for line in stat.splitlines() if line.startswith("RMS     amplitude"))
    return float(line.split(":")[1])


def _shared_table(*args: str, env: dict[str, str] | None = None, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "shared_table", *args], input=stdin, capture_output=True, text=True, timeout=300,
        env={**os.environ, **(env or {})}, check=False,
    )


def test_the_round_opening_is_spoken_by_espeak_ng(tmp_path: Path) -> None:
    narrator = Narrator(0, ("You", "Ann", "Bob"), words_for("en", ("shared_table.games.fivecrowns",)))
    line = narrator.event_line(ev.RoundStarted(4, 6, 6, 1, 2))
    assert line == "Round 4. Six cards each. Sixes are wild. Ann deals."
    wav = tmp_path / "round.wav"
    result = _shared_table("speak", "--wav", str(wav), line)
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"Wrote {wav}.\n"
    assert 2.0 < _seconds(wav) < 8.0, "eleven words take a few seconds"
    assert _rms(wav) > 0.02, "silence is not speech"
    # The same words from the espeak-ng command itself take about as long: it is that sentence.
    reference = tmp_path / "reference.wav"
    subprocess.run(["espeak-ng", "-v", "en", "-s", "200", "-w", str(reference), line], check=True)
    assert abs(_seconds(wav) - _seconds(reference)) < 0.2 * _seconds(reference)


def test_the_wild_rank_alone_is_audible_and_shorter_than_the_whole_opening(tmp_path: Path) -> None:
    short, whole = tmp_path / "wild.wav", tmp_path / "whole.wav"
    tts.write_wav("Sixes are wild.", short)
    tts.write_wav("Round 4. Six cards each. Sixes are wild. Ann deals.", whole)
    assert 0.5 < _seconds(short) < _seconds(whole) and _rms(short) > 0.02


def test_a_wav_written_again_holds_the_new_words_not_the_old(tmp_path: Path) -> None:
    path = tmp_path / "again.wav"
    tts.write_wav("Short.", path)
    first = path.stat().st_size
    tts.write_wav("Ann plays a seven from stock on building pile 2, and pays Bob one coin for a nine. " * 3, path)
    assert path.stat().st_size > 3 * first, "the old file passed for the new one"
    assert [p.name for p in tmp_path.iterdir()] == ["again.wav"], "no temporary file is left beside it"


def test_rate_and_voice_change_the_audio(tmp_path: Path) -> None:
    slow, fast = tmp_path / "slow.wav", tmp_path / "fast.wav"
    tts.write_wav("Bob discards the ten of hearts.", slow, rate=120)
    tts.write_wav("Bob discards the ten of hearts.", fast, rate=300)
    assert _seconds(slow) > 1.5 * _seconds(fast)
    with pytest.raises(SpeechUnavailable, match='no voice "no-such-voice"'):
        tts.write_wav("hello", tmp_path / "x.wav", voice="no-such-voice")
    with pytest.raises(SpeechUnavailable, match="rate 5 is out of range"):
        tts.write_wav("hello", tmp_path / "x.wav", rate=5)


def test_no_audio_device_falls_back_to_text_and_says_why(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(tts.PLAYER_ENV, raising=False)
    monkeypatch.setattr(tts, "audio_device_reason", lambda: "no audio device was found")
    speaker = Speaker.start(SpeechChoice.TTS)
    assert isinstance(speaker.output, Silent)
    assert speaker.describe() == "Speech is off: own voice: no audio device was found."
    speaker.speak(["Your turn."])  # and silence never fails


def test_a_missing_library_falls_back(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(tts.PLAYER_ENV, "true")
    monkeypatch.setitem(sys.modules, "pyttsx3", None)
    output, reasons = choose_output(SpeechChoice.TTS)
    assert isinstance(output, Silent) and reasons[0].startswith("own voice: pyttsx3 is not installed")


def test_a_backend_that_hangs_at_start_costs_only_the_timeout() -> None:
    def hang() -> Silent:
        time.sleep(5)
        return Silent()

    started = time.perf_counter()
    with pytest.raises(SpeechUnavailable, match=r"did not start within 0\.2 seconds"):
        _start(hang, timeout=0.2)
    assert time.perf_counter() - started < 1.0


def test_a_voice_that_fails_mid_sentence_goes_silent_with_one_notice(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(tts.PLAYER_ENV, "sh -c 'echo the sound card went away >&2; exit 3' {wav}")
    speaker = Speaker.start(SpeechChoice.TTS)
    assert speaker.output.name == "tts"
    speaker.speak(["Bob discards the nine of hearts."])
    speaker.wait()
    deadline = time.monotonic() + 10
    while isinstance(speaker.output, tts.OwnVoice) and time.monotonic() < deadline:
        time.sleep(0.01)
    assert isinstance(speaker.output, Silent)
    assert speaker.notices() == [
        "Speech stopped: the voice stopped working (RuntimeError: the sound card went away). The game goes on in text."
    ]
    assert speaker.notices() == []
    speaker.speak(["Your turn."])


def test_speech_never_blocks_and_a_new_answer_interrupts_the_old(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    played = tmp_path / "played.wav"
    monkeypatch.setenv(tts.PLAYER_ENV, f"sh -c 'sleep 5; cp \"$0\" {played}' {{wav}}")
    voice = tts.OwnVoice()
    started = time.perf_counter()
    voice.speak(["Round 11. Thirteen cards each. Kings are wild. Ann deals."])
    assert time.perf_counter() - started < 0.05, "speak() returns at once"
    deadline = time.monotonic() + 10
    while voice.started_at == 0 and time.monotonic() < deadline:
        time.sleep(0.005)
    assert voice.started_at > 0, "the audio reached the player"
    voice.stop()
    voice.wait()
    time.sleep(0.1)
    assert not played.exists(), "stop() killed the player before it finished"
    voice.close()


def test_every_answer_goes_to_the_voice_in_a_whole_piped_game(tmp_path: Path) -> None:
    played = tmp_path / "last.wav"
    moves = "draw\ntake\ndiscard 1\n" * 2000
    result = _shared_table(
        "play", "--seed", "5", "--players", "2", "--speech", "tts", stdin=moves,
        env={tts.PLAYER_ENV: f"sox -q {{wav}} {played}", "XDG_STATE_HOME": str(tmp_path)},
    )
    assert result.returncode == 0 and result.stderr == ""
    lines = result.stdout.splitlines()
    assert lines[0].startswith("Speech: our own voice, ") and any(line.startswith("Game over") for line in lines)
    assert lines[-1] == "End of input. Goodbye."  # the game stays open after its end, until the input ends
    assert _seconds(played) > 0.8 and _rms(played) > 0.02, "the last answer was spoken"


def test_a_whole_game_on_a_machine_without_sound_finishes_cleanly(tmp_path: Path) -> None:
    env = {key: value for key, value in os.environ.items() if key not in {tts.PLAYER_ENV, "PULSE_SERVER", "XDG_RUNTIME_DIR"}}
    result = subprocess.run(
        [sys.executable, "-m", "shared_table", "play", "--seed", "6", "--speech", "tts"],
        input="draw\ntake\ndiscard 1\n" * 2000, capture_output=True, text=True, timeout=300, env=env, check=False,
    )
    assert result.returncode == 0 and result.stderr == ""
    lines = result.stdout.splitlines()
    if not Path("/dev/snd").exists():
        assert lines[0] == "Speech is off: own voice: no audio device was found."
    assert any(line.startswith("Game over") for line in lines) and lines[-1] == "End of input. Goodbye."


def test_the_screen_reader_backend_needs_a_running_screen_reader_for_auto() -> None:
    from shared_table.speech.screen_reader import ScreenReader, running_screen_reader

    if running_screen_reader():
        pytest.skip("a screen reader is running here, and this checks the refusal where none runs (no install changes that)")
    with pytest.raises(SpeechUnavailable, match="no screen reader is running"):
        ScreenReader(require_running=True)


def test_speak_and_voices_commands_answer_plainly() -> None:
    voices = _shared_table("voices")
    assert voices.returncode == 0 and voices.stdout.splitlines()[0].endswith("Give --voice the id or the name, or a part of either.")
    assert any(line.startswith("gmw/en") for line in voices.stdout.splitlines())
    empty = _shared_table("speak")
    assert empty.returncode == 2 and empty.stderr.startswith("shared-table speak: nothing to say")
    bad = _shared_table("speak", "--wav", "/tmp/x.wav", "--speech", "screenreader", "hi")
    assert bad.returncode == 2 and "use --speech tts" in bad.stderr


def test_the_rest_of_an_answer_is_said_after_it_not_over_it(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # The computer players' moves follow a person's own (console/play.py `converse`'s `then`):
    # spoken with interrupt=False while the first part plays, both are heard, in order.
    played = tmp_path / "played"
    played.mkdir()
    monkeypatch.setenv(tts.PLAYER_ENV, f"sh -c 'sleep 0.3; cp \"$0\" {played}/$(ls {played} | wc -l).wav' {{wav}}")
    voice = tts.OwnVoice()
    voice.speak(["You discard the seven of hearts."])
    deadline = time.monotonic() + 10
    while voice.started_at == 0 and time.monotonic() < deadline:
        time.sleep(0.005)
    assert voice.started_at > 0, "the first part reached the player"
    voice.speak(["Ann draws from the stock and discards the king of stars. Your turn."], interrupt=False)
    voice.wait()
    voice.close()
    heard = sorted(played.iterdir())
    assert [path.name for path in heard] == ["0.wav", "1.wav"], "both parts were played, neither cut off"
    assert _seconds(heard[1]) > _seconds(heard[0]), "the second is the longer, later part"
