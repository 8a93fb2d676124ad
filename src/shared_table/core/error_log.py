"""The error log: where an unexpected error is written while the player hears one plain sentence.

`log_errors_to(path)` names the file; it is opened when the first error is written, and `logging`
itself is imported only then (it is 4 ms of every start, and most runs write no error at all).
Every part of the program writes through `error_log()`, so that an error before the file is named
still goes where errors go, and an error log that cannot be written is never a traceback on the
terminal.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import logging

_NAMED: list[Path] = []
"""The file named by `log_errors_to`, until `error_log` opens it."""


def log_errors_to(path: Path) -> None:
    """Errors from now on are written to `path` (its folder made then; if it cannot be, nowhere)."""
    _NAMED[:] = [path]


def error_log() -> logging.Logger:
    """The program's logger, writing to the file named by `log_errors_to` once one is named."""
    import logging

    logging.raiseExceptions = False  # an error log that cannot be written is not a traceback on the terminal
    logger = logging.getLogger("shared_table")
    if _NAMED:
        path = _NAMED.pop()
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
    return logger
