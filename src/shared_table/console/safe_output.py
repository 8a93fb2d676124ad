"""The boundary between the program and the terminal: every line shown passes through here.

- `shown_lines` is what the consoles (PlainIO, TerminalIO) write: control and bidirectional
  characters made visible (core/safe_text.py), and braille cells replaced by one sentence when
  the terminal's encoding cannot show them (LC_ALL=C, PYTHONIOENCODING=ascii).
- `GuardedStream` is what the command line writes standard output and error through: the same
  `visible`, characters the encoding lacks written as escapes instead of raising, and a failed
  write (a closed pipe, a full disk, the file-size limit) raised as `OutputFailed`, so that
  the command can say it in one sentence instead of a traceback.
"""

from __future__ import annotations

import contextlib
import errno
import io
import os
import re
from collections.abc import Iterable
from typing import IO, TYPE_CHECKING

from shared_table.core.safe_text import can_show_braille, visible

if TYPE_CHECKING:
    from shared_table.i18n.words import Words

BRAILLE_CELLS = re.compile("[\u2800-\u28ff]")
EXIT_OUTPUT_FAILED = 74  # sysexits' EX_IOERR: not 1, which is what a crash exits with


def no_braille_sentence(encoding: str, words: Words | None = None) -> str:
    """Why no braille is shown, and what would work, in `words` (English by default)."""
    if words is None:
        from shared_table.i18n.words import english

        words = english()
    return words("table-no-braille", encoding=encoding)


def shown_lines(lines: Iterable[str], encoding: str, words: Words | None = None) -> list[str]:
    """The lines as the terminal should get them. Where braille cannot be shown, the lines that
    hold braille become one sentence saying why and what would work (once for the whole answer)."""
    out = [visible(line) for line in lines]
    if encoding.startswith("utf") or can_show_braille(encoding):
        return out
    said = False
    kept = []
    for line in out:
        if BRAILLE_CELLS.search(line):
            if not said:
                kept.append(no_braille_sentence(encoding, words))
                said = True
            continue
        kept.append(line.encode(encoding, "backslashreplace").decode(encoding))
    return kept


class OutputFailed(Exception):
    """Standard output or error could not be written; `error` says why."""

    def __init__(self, stream: GuardedStream, error: OSError) -> None:
        super().__init__(f"{stream.label} cannot be written ({error.strerror or error})")
        self.stream, self.error = stream, error

    def advice(self, words: Words | None = None) -> str:
        """One sentence, in `words` (English by default): what went wrong, and what would work."""
        if words is None:
            from shared_table.i18n.words import english

            words = english()
        fix = {errno.ENOSPC: "space", errno.EFBIG: "limit"}.get(self.error.errno or 0, "other")
        stream = "error" if self.stream.label == "standard error" else "output"
        return words("cli-output-failed", stream=stream, reason=str(self.error.strerror or self.error), fix=fix)


class GuardedStream(io.TextIOWrapper):
    """Standard output or error, written through `visible`; a failed write raises `OutputFailed`.

    It writes to the same buffer as the stream it guards, which stays usable (readline
    draws its prompt there). Call `release` when done: a TextIOWrapper that is collected closes
    its buffer, and that buffer is the process's standard output."""

    def __init__(self, stream: io.TextIOWrapper, label: str) -> None:
        stream.flush()
        # Standard error is write-through (not line-buffered): kept so, or a warning written before
        # a game would wait in this wrapper's buffer until the program ends.
        super().__init__(stream.buffer, encoding=stream.encoding, errors="backslashreplace", line_buffering=stream.line_buffering,
                         write_through=stream.write_through)
        self.label = label
        self.broken = False

    def write(self, text: str, /) -> int:
        if self.broken:
            return len(text)  # said once already; the rest of the output has nowhere to go
        try:
            return super().write(visible(text))
        except OSError as error:
            self._broke()
            raise OutputFailed(self, error) from None

    def write_control(self, sequence: str) -> int:
        """Write one of our own terminal control sequences (clearing the screen) as it is: only
        text from elsewhere is made visible."""
        if self.broken:
            return len(sequence)
        try:
            return super().write(sequence)
        except OSError as error:
            self._broke()
            raise OutputFailed(self, error) from None

    def flush(self) -> None:
        if self.broken:
            return
        try:
            super().flush()
        except OSError as error:
            self._broke()
            raise OutputFailed(self, error) from None

    def _broke(self) -> None:
        """Point the descriptor at the null device, so that what is still buffered, here or in
        the stream this guards, goes nowhere quietly at exit instead of failing again."""
        self.broken = True
        with contextlib.suppress(OSError, ValueError):
            null = os.open(os.devnull, os.O_WRONLY)
            os.dup2(null, self.fileno())
            os.close(null)

    def release(self) -> None:
        """Flush what is left and let go of the buffer without closing it."""
        with contextlib.suppress(OutputFailed):
            self.flush()
        with contextlib.suppress(OSError, ValueError):
            self.detach()


def guard(stream: IO[str] | None, label: str) -> IO[str] | None:
    """`stream` behind a `GuardedStream`; itself when it has no byte buffer to share (a StringIO)."""
    if stream is None or not isinstance(stream, io.TextIOWrapper):
        return stream
    return GuardedStream(stream, label)
