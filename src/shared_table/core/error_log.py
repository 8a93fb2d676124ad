"""The error log: where an unexpected error is written while the player hears one plain sentence.

`log_errors_to(path)` names the file; it is opened when the first error is written, and `logging`
itself is imported only then (it is 4 ms of every start, and most runs write no error at all).
Every part of the program writes through `error_log()`, so that an error before the file is named
still goes where errors go, and an error log that cannot be written is never a traceback on the
terminal.
"""

from __future__ import annotations

import _thread
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import logging

_NAMED: list[Path] = []
"""The file named by `log_errors_to`, until `error_log` opens it."""
_OPENING = _thread.allocate_lock()
"""One thread at a time opens the file: a server's worker threads can meet their first error at
once, and two of them would both see the name, then one pop an empty list (or both add a
handler, and every line be written twice). `_thread`, not `threading`, which not every start
imports: this lock must cost a start nothing."""


def log_errors_to(path: Path) -> None:
    """Errors from now on are written to `path` (its folder made then; if it cannot be, nowhere)."""
    _NAMED[:] = [path]


def error_log() -> logging.Logger:
    """The program's logger, writing to the file named by `log_errors_to` once one is named."""
    import logging

    logging.raiseExceptions = False  # an error log that cannot be written is not a traceback on the terminal
    logger = logging.getLogger("shared_table")
    if _NAMED:
        with _OPENING:
            if _NAMED:  # still: another thread may have opened it while this one waited
                _open(logger, _NAMED[0])
                _NAMED.clear()  # only now: a thread that finds no name finds the file open
    return logger


def _open(logger: logging.Logger, path: Path) -> None:
    """Give `logger` the file at `path`, unless it writes to one already."""
    import logging

    if not any(isinstance(handler, logging.FileHandler) for handler in logger.handlers):
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            # Opened now, inside this try: FileHandler opens a delayed file outside its own, and a
            # log that cannot be opened would raise out of the very line that reports an error.
            handler: logging.Handler = logging.FileHandler(path, encoding="utf-8")
        except OSError:
            handler = logging.NullHandler()
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
        logger.addHandler(handler)
        logger.propagate = False
