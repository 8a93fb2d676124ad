"""`shared-table speak` and `shared-table voices`: try the voices and rates before a game, in the
player's language (its voice, and its words for every line these commands write)."""

from __future__ import annotations

from pathlib import Path
from typing import IO

from shared_table.core.errors import InvalidInput
from shared_table.core.message import msg
from shared_table.core.new_files import check_target
from shared_table.i18n.words import Words
from shared_table.speech.output import SpeechUnavailable, words_or_english
from shared_table.speech.speaker import Speaker, SpeechChoice
from shared_table.speech.tts import voice_list, write_wav

MOST_TEXT = 10_000
"""The longest text `speak` reads aloud: espeak-ng itself fails past about 26,000 characters, and
10,000 are over ten minutes of speech."""


def run_speak(
    text: str, choice: str, voice: str | None, rate: int | None, wav: str | None, stdout: IO[str], stderr: IO[str],
    words: Words | None = None, replace: bool = False,
) -> int:
    """Say `text` (or write it to a WAV file) with the language's voice unless `voice` names
    one; 0 when said, 2 when it could not be."""
    said = words_or_english(words)
    if not text.strip():
        stderr.write(said("speech-nothing-to-say") + "\n")
        return 2
    try:
        if len(text) > MOST_TEXT:
            raise InvalidInput(msg("speech-text-too-long", count=len(text), most=MOST_TEXT))
        if wav is not None:
            if choice not in ("auto", "tts"):
                raise SpeechUnavailable(msg("speech-wav-needs-tts", choice=choice))
            check_target(Path(wav), replace)
            write_wav(text, Path(wav), voice, rate, said.language, replace)
            stdout.write(said("speech-wrote", path=wav) + "\n")
            return 0
        speaker = Speaker.start(SpeechChoice(choice), voice, rate, said)
    except SpeechUnavailable as error:
        stderr.write(said("speech-command-failed", command="speak", reason=error.message) + "\n")
        return 2
    except InvalidInput as refused:  # a sentence of its own, inside this one
        stderr.write(said("speech-command-failed", command="speak", reason=said.say(refused.message).removesuffix(".")) + "\n")
        return 2
    except FileExistsError:
        stderr.write(said("speech-command-failed", command="speak", reason=said("file-exists", path=str(wav)).removesuffix(".")) + "\n")
        return 2
    except OSError as error:  # a folder that cannot be written, a full disk
        reason = said("file-cannot-write", path=str(wav), reason=error.strerror or str(error)).removesuffix(".")
        stderr.write(said("speech-command-failed", command="speak", reason=reason) + "\n")
        return 2
    stdout.write(speaker.describe() + "\n")
    speaker.speak([text])
    speaker.wait()
    speaker.close()
    for notice in speaker.notices():
        stdout.write(notice + "\n")
    return 0 if speaker.output.name != "off" else 2


def run_voices(stdout: IO[str], stderr: IO[str], words: Words | None = None) -> int:
    """List our own voice's voices, one a line: the id to give --voice, the name, the languages."""
    said = words_or_english(words)
    try:
        voices = voice_list()
    except SpeechUnavailable as error:
        stderr.write(said("speech-command-failed", command="voices", reason=error.message) + "\n")
        return 2
    stdout.write(said("speech-voices", n=len(voices)) + "\n")
    for voice_id, name, languages in voices:
        if languages:
            stdout.write(said("speech-voice-languages", id=voice_id, name=name, languages=languages) + "\n")
        else:
            stdout.write(said("speech-voice", id=voice_id, name=name) + "\n")
    return 0
