"""Ctrl-C at any moment of a start is never a traceback (issue "Hostile input and damaged files").

strace delivers SIGINT at the Nth file the program opens, from the first open after our entry
module (shared_table/start.py) to the end: every module import and catalog read of a start is a
moment. Before that, only Python's own start (the interpreter, `site`, and the two lines of the
script pip writes) has run: a Ctrl-C there is Python's own, and no code of ours can catch it.
`make stress` tries every open; `make test` a sample of them.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from needs import require
from sizes import size

SCRIPT = Path(sys.executable).parent / "shared-table"
MOMENTS = size("SIGINT_MOMENTS", 12, 400)
COMMANDS = {"play": ["play", "--seed", "1", "--no-save", "--plain"], "check": ["check", "Kc", "9h", "4d"]}


def _opens(argv: list[str]) -> list[str]:
    """The files the command opens, in order, as strace sees them."""
    result = subprocess.run(["strace", "-f", "-qq", "-e", "trace=openat", str(SCRIPT), *argv], stdin=subprocess.DEVNULL,
                            capture_output=True, text=True, timeout=60, check=False)
    return re.findall(r'openat\(AT_FDCWD, "([^"]*)"', result.stderr)


@pytest.mark.needs("strace")
@pytest.mark.parametrize("command", COMMANDS)
def test_ctrl_c_anywhere_in_a_start_is_no_traceback(command: str) -> None:
    require(SCRIPT.exists(), f"the installed shared-table script ({SCRIPT})", "pip install -e .")
    argv = COMMANDS[command]
    opens = _opens(argv)
    ours = max(number for number, path in enumerate(opens, 1) if re.search(r"shared_table/(__pycache__/)?start\b", path))
    moments = sorted({ours + 1 + (len(opens) - ours - 1) * step // MOMENTS for step in range(MOMENTS)})
    for nth in moments:
        inject = ["strace", "-f", "-qq", "-o", os.devnull, "-e", "trace=openat", "-e", f"inject=openat:signal=INT:when={nth}"]
        result = subprocess.run([*inject, str(SCRIPT), *argv], stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=60,
                                check=False)
        assert "Traceback" not in result.stderr and "Exception ignored" not in result.stderr, (nth, opens[nth - 1], result.stderr[-500:])
        assert result.returncode in (0, 130, -2), (nth, result.returncode, result.stderr[-300:])


def test_an_error_log_that_cannot_be_written_is_no_traceback(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A folder stands where the error log would be written: nothing about the log reaches the
    terminal (logging's own "--- Logging error ---" and traceback among it)."""
    from shared_table.core import error_log as log

    (tmp_path / "logs" / "errors.log").mkdir(parents=True)
    log.log_errors_to(tmp_path / "logs" / "errors.log")
    logger = log.error_log()
    try:
        raise RuntimeError("a bug")
    except RuntimeError:
        logger.exception("command failed")
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err + captured.out and "--- Logging error ---" not in captured.err
    for handler in list(logger.handlers):  # leave the logger as the other tests expect it
        logger.removeHandler(handler)
