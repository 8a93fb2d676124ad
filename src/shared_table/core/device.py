"""The device a game's tool runs on (`Device`), and a conversation it can hold there
(`LineSession`): what a tool may use without knowing the console. The console implements the
device (console/device.py); a game's tool reads a person's lines and says its answers only
through it, so that the same tool can run where the lines come from elsewhere.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from shared_table.core.game import Game, GameState
    from shared_table.core.words import Words


class LineSession(Protocol):
    """A conversation in lines, with no I/O of its own: a line in, the lines to say out."""

    def handle(self, line: str) -> list[str]: ...

    def end_of_input(self) -> list[str]:
        """What is said when the person's input ends."""
        ...


class Device(Protocol):
    """The streams a tool was given, and what the device does for it."""

    @property
    def stdin(self) -> IO[str] | None: ...

    @property
    def stdout(self) -> IO[str]: ...

    @property
    def stderr(self) -> IO[str]: ...

    def error_log(self) -> Path:
        """Where unexpected errors are written on this device (the person hears one sentence)."""
        ...

    def converse(self, session: LineSession, opening: list[str], is_done: Callable[[], bool],
                 completions: Callable[[str], list[str]], plain: bool, speech: str, voice: str | None, rate: int | None) -> int:
        """Hold the conversation: say `opening`, then read a line, say the answer (in text and
        speech alike), until `is_done` or the input ends; a readline prompt with Tab completion
        in a terminal, plain lines otherwise or with `plain`. The exit status."""
        ...

    def play(self, game: str, **options: Any) -> int:
        """Play `game` at a table on this device, as `shared-table play --game` does with these
        options (console/play.run_play's); the exit status."""
        ...

    def saved_game(self, which: str, words: Words | None = None) -> tuple[int, Game, GameState]:
        """A saved game as far as it was played: its number, its game and its state;
        `InvalidInput` saying why when there is none such or it cannot be read. What is to be
        said about the saves first (a damaged file set aside) goes to `stderr`, in `words`' language."""
        ...
