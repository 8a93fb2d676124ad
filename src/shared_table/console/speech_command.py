"""`shared-table speak` and `shared-table voices`: try the voices and rates before a game."""

from __future__ import annotations

from pathlib import Path
from typing import IO

from shared_table.speech.output import SpeechUnavailable
from shared_table.speech.speaker import Speaker, SpeechChoice
from shared_table.speech.tts import voice_list, write_wav


def run_speak(text: str, choice: str, voice: str | None, rate: int | None, wav: str | None, stdout: IO[str], stderr: IO[str]) -> int:
    """Say `text` (or write it to a WAV file); 0 when said, 2 when it could not be."""
    if not text.strip():
        stderr.write("shared-table speak: nothing to say: give some text, like: shared-table speak Sixes are wild\n")
        return 2
    try:
        if wav is not None:
            if choice not in ("auto", "tts"):
                raise SpeechUnavailable(f"--wav writes our own voice's audio: use --speech tts, not {choice}")
            write_wav(text, Path(wav), voice, rate)
            stdout.write(f"Wrote {wav}.\n")
            return 0
        speaker = Speaker.start(SpeechChoice(choice), voice, rate)
    except SpeechUnavailable as error:
        stderr.write(f"shared-table speak: {error}.\n")
        return 2
    stdout.write(speaker.describe() + "\n")
    speaker.speak([text])
    speaker.wait()
    speaker.close()
    for notice in speaker.notices():
        stdout.write(notice + "\n")
    return 0 if speaker.output.name != "off" else 2


def run_voices(stdout: IO[str], stderr: IO[str]) -> int:
    """List our own voice's voices, one a line: the id to give --voice, the name, the languages."""
    try:
        voices = voice_list()
    except SpeechUnavailable as error:
        stderr.write(f"shared-table voices: {error}.\n")
        return 2
    stdout.write(f"{len(voices)} voices. Give --voice the id or the name, or a part of either.\n")
    for voice_id, name, languages in voices:
        stdout.write(f"{voice_id}: {name}" + (f" ({languages})" if languages else "") + "\n")
    return 0
