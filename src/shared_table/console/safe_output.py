"""The boundary between the program and the terminal: every line shown passes through here.

- `shown_lines` is what the consoles (PlainIO, PromptIO) write: control and bidirectional
  characters made visible (core/safe_text.py).
- `GuardedStream` is what the command line writes standard output and error through: the same
  `visible`, so that a message quoting an argument or a file never carries it raw.
"""

from __future__ import annotations

import contextlib
import io
from collections.abc import Iterable
from typing import IO

from shared_table.core.safe_text import visible


def shown_lines(lines: Iterable[str]) -> list[str]:
    """The lines as the terminal should get them."""
    return [visible(line) for line in lines]


class GuardedStream(io.TextIOWrapper):
    """Standard output or error, written through `visible`.

    It writes to the same buffer as the stream it guards, which stays usable (prompt_toolkit
    draws its prompt there). Call `release` when done: a TextIOWrapper that is collected closes
    its buffer, and that buffer is the process's standard output."""

    def __init__(self, stream: io.TextIOWrapper, label: str) -> None:
        stream.flush()
        super().__init__(stream.buffer, encoding=stream.encoding, errors=stream.errors, line_buffering=stream.line_buffering)
        self.label = label

    def write(self, text: str, /) -> int:
        return super().write(visible(text))

    def release(self) -> None:
        """Flush what is left and let go of the buffer without closing it."""
        with contextlib.suppress(OSError, ValueError):
            self.flush()
        with contextlib.suppress(OSError, ValueError):
            self.detach()


def guard(stream: IO[str] | None, label: str) -> IO[str] | None:
    """`stream` behind a `GuardedStream`; itself when it has no byte buffer to share (a StringIO)."""
    if stream is None or not isinstance(stream, io.TextIOWrapper):
        return stream
    return GuardedStream(stream, label)
