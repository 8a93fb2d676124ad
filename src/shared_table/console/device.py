"""The console as the device a game's tool runs on (core.device.Device): the streams it was given,
the line loop with readline and speech, a game played at this keyboard, and saved games."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from shared_table.core.device import LineSession
from shared_table.core.errors import InvalidInput
from shared_table.core.message import msg

if TYPE_CHECKING:
    from shared_table.core.game import Game, GameState
    from shared_table.core.words import Words


class ConsoleDevice:
    """This terminal (or these pipes): what `shared-table` hands a game's tool."""

    def __init__(self, stdin: IO[str] | None, stdout: IO[str], stderr: IO[str]) -> None:
        self._stdin, self._stdout, self._stderr = stdin, stdout, stderr

    @property
    def stdin(self) -> IO[str] | None:
        return self._stdin

    @property
    def stdout(self) -> IO[str]:
        return self._stdout

    @property
    def stderr(self) -> IO[str]:
        return self._stderr

    def error_log(self) -> Path:
        from shared_table.console.play import error_log_path

        return error_log_path()

    def converse(self, session: LineSession, opening: list[str], is_done: Callable[[], bool],
                 completions: Callable[[str], list[str]], plain: bool, speech: str, voice: str | None, rate: int | None) -> int:
        from shared_table.console.line_io import LineIO, PlainIO, TerminalIO, use_plain
        from shared_table.console.play import converse
        from shared_table.speech.speaker import Speaker, SpeechChoice

        if self._stdin is None:
            raise InvalidInput(msg("table-input-closed"))
        lines: LineIO = PlainIO(self._stdin, self._stdout) if use_plain(plain, self._stdin, self._stdout) else TerminalIO(
            completions, self._stdout)
        choice = SpeechChoice(speech)
        speaker = Speaker.start(choice, voice, rate)
        if choice is not SpeechChoice.OFF:
            lines.write([speaker.describe()])
        return converse(lines, speaker, opening, session.handle, is_done, session.end_of_input)

    def play(self, game: str, **options: Any) -> int:
        from shared_table.console.play import run_play

        if self._stdin is None:
            raise InvalidInput(msg("table-input-closed"))
        return run_play(stdin=self._stdin, stdout=self._stdout, stderr=self._stderr, game=game, **options)

    def saved_game(self, which: str, words: Words | None = None) -> tuple[int, Game, GameState]:
        from shared_table.console import saved_games  # only here: `check` and the companion need no saved game
        from shared_table.i18n.languages import ENGLISH
        from shared_table.i18n.words import words_for
        from shared_table.saves.store import SaveFileProblem

        try:
            language = words.code if words else ENGLISH.code  # the saves' notices in the person's language
            store = saved_games.store_for_reading(self._stderr, words_for(language))
            restored, table, notices = saved_games.replayed(store, which, language=language)
        except SaveFileProblem as problem:
            raise InvalidInput(problem.message) from None
        for notice in notices:
            self._stderr.write(notice + "\n")
        return restored.saved.id, restored.game, table.state

