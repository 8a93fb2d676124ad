"""Speech in every language with the real espeak-ng (through pyttsx3, our own voice): each
language's voice says a sentence of its game words into a WAV of plausible length that is not
silent, the same length espeak-ng itself gives with that voice; the lines speech writes are in
the player's language; Speech Dispatcher is told the language."""

from __future__ import annotations

import array
import contextlib
import io
import os
import shutil
import signal
import subprocess
import tempfile
import time
import wave
from collections.abc import Iterator
from pathlib import Path

import pytest

from needs import require_tool
from shared_table.console.speech_command import run_speak
from shared_table.i18n.languages import LANGUAGES, Language, find_language
from shared_table.i18n.words import words_for
from shared_table.speech import tts
from shared_table.speech.output import SpeechUnavailable
from shared_table.speech.speaker import Speaker, SpeechChoice

SENTENCES = {
    "en": "Round 4. Six cards each. Sixes are wild.",
    "da": "Omgang 4. Seks kort hver. Sekserne er trumf.",
    "sv": "Omgång 4. Sex kort var. Sexorna är vilda kort.",
    "nb": "Runde 4. Seks kort hver. Sekserne er jokerkort.",
    "fi": "Kierros 4. Kuusi korttia kullekin. Kuutoset ovat villejä kortteja.",
    "is": "Umferð 4. Sex spil á mann. Sexurnar gilda allt.",
    "nl": "Ronde 4. Zes kaarten elk. Alle zessen gelden als jokers.",
    "fr": "Donne 4. Six cartes chacun. Les 6 sont le Bonus.",
}
VOICES = {"en": "gmw/en", "da": "gmq/da", "sv": "gmq/sv", "nb": "gmq/nb", "fi": "urj/fi", "is": "gmq/is", "nl": "gmw/nl", "fr": "roa/fr"}
"""The espeak-ng voice (pyttsx3's id) each language's `Language.voice` picks."""


def _seconds_and_rms(path: Path) -> tuple[float, float]:
    """The WAV's length in seconds, and its RMS amplitude on a 0 to 1 scale."""
    with wave.open(str(path), "rb") as audio:
        assert audio.getsampwidth() == 2, "espeak-ng writes 16-bit samples"
        frames = audio.readframes(audio.getnframes())
        seconds = audio.getnframes() / audio.getframerate()
    samples = array.array("h", frames)
    rms = (sum(sample * sample for sample in samples) / max(len(samples), 1)) ** 0.5 / 32768
    return seconds, rms


@pytest.mark.parametrize("language", LANGUAGES, ids=[language.code for language in LANGUAGES])
def test_each_language_is_spoken_by_its_own_espeak_ng_voice(language: Language, tmp_path: Path) -> None:
    sentence = SENTENCES[language.code]
    assert tts.make_engine(language=language).getProperty("voice") == VOICES[language.code]
    wav = tmp_path / f"{language.code}.wav"
    tts.write_wav(sentence, wav, language=language)
    seconds, rms = _seconds_and_rms(wav)
    assert 0.5 < seconds < 10.0, seconds
    assert rms > 0.02, "silence is not speech"
    # espeak-ng itself, told the language's voice, takes about as long: it is that voice and sentence.
    reference = tmp_path / "reference.wav"
    subprocess.run(["espeak-ng", "-v", language.voice, "-w", str(reference), sentence], check=True)
    expected, _ = _seconds_and_rms(reference)
    assert abs(seconds - expected) < 0.15 * expected, (seconds, expected)


def test_a_voice_given_by_name_wins_over_the_language() -> None:
    danish = find_language("da")
    assert tts.make_engine("gmw/en", language=danish).getProperty("voice") == "gmw/en"
    assert tts.make_engine("en-gb").getProperty("voice") == "gmw/en", "a language tag picks its voice exactly"


def test_our_own_voice_speaks_and_describes_itself_in_the_players_language(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    played = tmp_path / "played.wav"
    monkeypatch.setenv(tts.PLAYER_ENV, f"sox -q {{wav}} {played}")  # the real player, writing a file for a speaker
    speaker = Speaker.start(SpeechChoice.TTS, None, 180, words_for("da"))
    try:
        assert speaker.describe() == "Tale: vores egen stemme, gmq/da, hastighed 180."
        speaker.speak([SENTENCES["da"]])
        speaker.wait()
    finally:
        speaker.close()
    seconds, rms = _seconds_and_rms(played)
    assert 0.5 < seconds < 10.0 and rms > 0.02
    assert speaker.notices() == []


def test_speech_that_is_off_or_fails_says_so_in_the_players_language(tmp_path: Path) -> None:
    assert Speaker.start(SpeechChoice.OFF, words=words_for("fi")).describe() == "Puhe on pois päältä: valittu pois."
    assert Speaker.start(SpeechChoice.OFF).describe() == "Speech is off: turned off.", "English without words"
    with pytest.raises(SpeechUnavailable) as refused:
        tts.write_wav("hei", tmp_path / "x.wav", rate=5, language=find_language("fi"))
    assert str(refused.value) == "rate 5 is out of range: use 50 to 500 words a minute"
    assert words_for("is").say(refused.value.message) == "hraðinn 5 er utan marka: notaðu 50 til 500 orð á mínútu"


def test_shared_table_speak_answers_in_the_players_language(tmp_path: Path) -> None:
    out, err = io.StringIO(), io.StringIO()
    wav = tmp_path / "fr.wav"
    assert run_speak(SENTENCES["fr"], "tts", None, None, str(wav), out, err, words_for("fr")) == 0
    assert out.getvalue() == f"Fichier écrit : {wav}.\n" and err.getvalue() == ""
    assert 0.5 < _seconds_and_rms(wav)[0] < 10.0
    out, err = io.StringIO(), io.StringIO()
    assert run_speak(" ", "tts", None, None, None, out, err, words_for("nl")) == 2
    assert err.getvalue().startswith("shared-table speak: niets te zeggen: geef een tekst")
    assert run_speak("x", "screenreader", None, None, str(wav), out, err, words_for("sv")) == 2
    assert err.getvalue().endswith("shared-table speak: --wav skriver ljudet från vår egen röst: använd --speech tts, inte screenreader.\n")


@pytest.fixture
def private_speechd(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A Speech Dispatcher runtime folder of the test's own; the daemon it spawns is ended after."""
    require_tool("speech-dispatcher")
    from shared_table.speech.screen_reader import spawned_daemons, speechd_socket

    runtime = tempfile.mkdtemp(prefix="st-sd-", dir="/tmp")  # a socket path has at most 107 bytes
    for name in [name for name in os.environ if name.startswith("SPEECHD_")]:
        monkeypatch.delenv(name)
    monkeypatch.setenv("XDG_RUNTIME_DIR", runtime)
    yield
    for pid in spawned_daemons(speechd_socket()):
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
    shutil.rmtree(runtime, ignore_errors=True)


@pytest.mark.filterwarnings("ignore::pytest.PytestUnhandledThreadExceptionWarning")  # speechd's reader thread exits by SystemExit on close
def test_speech_dispatcher_is_told_the_players_language(private_speechd: None) -> None:
    from shared_table.speech.screen_reader import ScreenReader

    started = time.perf_counter()
    reader = ScreenReader(language=find_language("fr"))
    try:
        assert reader.language == "fr"
        # The daemon's own answer, over SSIP: the language it now speaks in.
        assert reader.output._client._conn.send_command("GET", "LANGUAGE")[2] == ("fr",)
        assert words_for("fr").say(reader.describe()) == "Parole : par Linux Speech Dispatcher."
    finally:
        reader.close()
    assert time.perf_counter() - started < 5
