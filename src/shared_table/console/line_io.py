"""Lines in and lines out: the two ways a console talks to a person, and the one loop they share.

- `PlainIO`: plain lines, nothing else (for `--plain`, `TERM=dumb`, pipes and files).
- `TerminalIO`: a terminal prompt with history and Tab completion, through the standard
  library's GNU readline. prompt_toolkit was used before, in the quiet set-up of
  ../shared/notes/terminal.md, but on Enter its renderer always redraws the input line
  (`_output_screen_diff` in prompt_toolkit/renderer.py forces a full redraw "when we are done":
  ESC[6D ESC[J "> hand"), and some screen readers then say the command twice. readline writes
  only the line end after Enter, so what follows the typed command is the answer.

Everything written passes through `shown_lines` (safe_output.py): nothing typed or named
reaches the terminal raw. A line equal to `SCREEN_BREAK` hides what is above it from a sighted
neighbour (hot seat): a terminal's screen is cleared, which a screen reader does not read out;
plain output gets blank lines, the only way plain text has.
"""

from __future__ import annotations

import io
import os
import sys
from collections.abc import Callable, Iterable, Sequence
from typing import IO, TYPE_CHECKING, Protocol

from shared_table.console.safe_output import shown_lines
from shared_table.core.commands import completion_start
from shared_table.core.safe_text import encoding_of
from shared_table.sessions import SCREEN_BREAK

if TYPE_CHECKING:
    from shared_table.i18n.words import Words

PROMPT = "> "
"""A line that asks the console to put what was shown above out of sight."""
PLAIN_BREAK_LINES = 24
CLEAR_SCREEN = "\x1b[H\x1b[2J\x1b[3J"
"""Cursor home, clear the screen, clear the scrollback: the last hand cannot be scrolled back to."""


class LineIO(Protocol):
    def read(self) -> str | None:
        """The next line typed, or None at the end of input."""
        ...

    def write(self, lines: Iterable[str]) -> None: ...

    def typing(self) -> bool:
        """Whether the person has begun a line (then news waits until they press Enter)."""
        ...

    def interject(self, lines: Sequence[str]) -> None:
        """Say lines that arrived while the person was at an empty prompt, and prompt again."""
        ...


def _segments(lines: Iterable[str]) -> list[list[str]]:
    """The lines between screen breaks (one more segment than there are breaks)."""
    segments: list[list[str]] = [[]]
    for line in lines:
        if line == SCREEN_BREAK:
            segments.append([])
        else:
            segments[-1].append(line)
    return segments


def spoken(lines: Iterable[str]) -> list[str]:
    """The lines a voice should say: screen breaks are for the eyes only."""
    return [line for line in lines if line != SCREEN_BREAK]


class PlainIO:
    """Plain lines, nothing else; a "> " prompt only when a person is typing at a terminal."""

    def __init__(self, stdin: IO[str], stdout: IO[str], words: Words | None = None) -> None:
        self.stdin, self.stdout, self.words = stdin, stdout, words
        self.prompt = stdin.isatty() and stdout.isatty()
        self.encoding = encoding_of(stdout)
        if isinstance(stdin, io.TextIOWrapper) and stdin.errors == "strict":
            stdin.reconfigure(errors="replace")  # a byte the encoding lacks (PYTHONIOENCODING=ascii) is not a crash

    def read(self) -> str | None:
        if self.prompt:
            self.stdout.write(PROMPT)
            self.stdout.flush()
        try:
            line = self.stdin.readline()
        except (OSError, ValueError):  # the terminal hung up, or input was closed under us: the end of input
            return None
        return line.rstrip("\r\n") if line else None

    def typing(self) -> bool:
        return False  # a pipe or a plain terminal shows nothing of a line until it is sent

    def interject(self, lines: Sequence[str]) -> None:
        if self.prompt:
            self.stdout.write("\n")
        self.write(lines)
        if self.prompt:
            self.stdout.write(PROMPT)
            self.stdout.flush()

    def write(self, lines: Iterable[str]) -> None:
        # Plain text cannot clear a screen: at a terminal, blank lines scroll the last hand away.
        blank = [""] * (PLAIN_BREAK_LINES if self.prompt else 0)
        segments = _segments(lines)
        shown = [*segments[0]]
        for segment in segments[1:]:
            shown += [*blank, *segment]
        for line in shown_lines(shown, self.encoding, self.words):
            self.stdout.write(line + "\n")
        self.stdout.flush()


class TerminalIO:
    """A readline prompt: history with the arrow keys, and Tab completion from a command registry
    (Tab twice lists the choices, as in a shell). Only for the process's own terminal."""

    def __init__(self, completions: Callable[[str], list[str]], stdout: IO[str], words: Words | None = None) -> None:
        """`completions(line)`: what could complete the last word typed (a registry's `completions`);
        `words`: the player's, for what the console itself says (English by default)."""
        import readline

        self.stdout, self.completions, self.readline, self.words = stdout, completions, readline, words
        self.matches: list[str] = []
        # The whole line is the "word" to complete, so that card names with spaces complete too.
        readline.set_completer_delims("")
        readline.set_completer(self._complete)
        readline.set_completion_display_matches_hook(self._show_matches)
        for setting in ("tab: complete", "set enable-bracketed-paste off", "set enable-meta-key off",
                        "set bell-style none", "set colored-stats off", "set colored-completion-prefix off"):
            readline.parse_and_bind(setting)

    def _complete(self, text: str, state: int) -> str | None:
        if state == 0:
            start = completion_start(text)
            self.matches = [text[:start] + option for option in self.completions(text)]
        return self.matches[state] if state < len(self.matches) else None

    def _show_matches(self, substitution: str, matches: Sequence[str], longest: int) -> None:
        """Tab twice: the choices on one line, without the part already typed, then the prompt again."""
        line = self.readline.get_line_buffer()
        start = completion_start(line)
        choices = self._words().semicolons([match[start:] for match in matches])
        self.stdout.write("\n" + "".join(shown_lines([choices], encoding_of(self.stdout), self.words)) + "\n" + PROMPT + line)
        self.stdout.flush()

    def _words(self) -> Words:
        if self.words is None:
            from shared_table.i18n.words import english

            self.words = english()
        return self.words

    def read(self) -> str | None:
        while True:
            try:
                return input(PROMPT)
            except EOFError:
                self.stdout.write("\n")
                return None
            except KeyboardInterrupt:
                self.stdout.write("\n")
                self.write([self._words()("table-interrupted", quit=self._words()("table-cmd-quit"))])
            except (OSError, ValueError):  # the terminal hung up
                return None

    def typing(self) -> bool:
        return bool(self.readline.get_line_buffer())

    def interject(self, lines: Sequence[str]) -> None:
        """Only at an empty prompt: the prompt line is cleared, the lines said, the prompt shown
        again (a half-typed line is never redrawn: then the lines wait for Enter)."""
        write_control = getattr(self.stdout, "write_control", self.stdout.write)
        write_control("\r\x1b[K")
        self.write(lines)
        self.stdout.write(PROMPT)
        self.stdout.flush()

    def write(self, lines: Iterable[str]) -> None:
        encoding = encoding_of(self.stdout)
        for number, segment in enumerate(_segments(lines)):
            if number:  # ours: past the guard that makes other text visible (console/safe_output.py)
                write_control = getattr(self.stdout, "write_control", self.stdout.write)
                write_control(CLEAR_SCREEN)
            for line in shown_lines(segment, encoding, self.words):
                self.stdout.write(line + "\n")
        self.stdout.flush()


def use_plain(plain: bool, stdin: IO[str] | None, stdout: IO[str] | None) -> bool:
    """Plain lines for --plain, TERM=dumb, or when either end is not this process's terminal
    (readline edits only what is typed at descriptor 0 and shown on descriptor 1)."""
    if plain or os.environ.get("TERM", "") == "dumb" or stdin is None or stdout is None:
        return True
    try:
        ours = stdin.fileno() == sys.__stdin__.fileno() and stdout.fileno() == sys.__stdout__.fileno()  # type: ignore[union-attr]
    except (AttributeError, OSError, ValueError):
        return True
    return not (ours and stdin.isatty() and stdout.isatty())
