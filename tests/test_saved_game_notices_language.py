"""A damaged saves file set aside while a tool reads a saved game (`braille scores --game N`) is
said in the person's language, as the games say it, not in English."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def _shared_table(home: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "XDG_DATA_HOME": str(home / "data"), "XDG_STATE_HOME": str(home / "state"),
           "XDG_CONFIG_HOME": str(home / "config"), "LANG": "C.UTF-8"}
    return subprocess.run([sys.executable, "-m", "shared_table", *args], input=stdin, capture_output=True, text=True, env=env, check=False)


def test_a_damaged_saves_file_is_said_in_danish_by_braille_scores(tmp_path: Path) -> None:
    assert _shared_table(tmp_path, "play", "--seed", "2", stdin="draw\nx 1\nquit\ny\n").returncode == 0
    saves = tmp_path / "data" / "shared-table" / "games.sqlite3"
    saves.write_bytes(b"not a database at all, but long enough to be read as one and refused")
    result = _shared_table(tmp_path, "braille", "scores", "--game", "1", "--language", "da")
    assert "kan ikke læses som gemte spil" in result.stderr, result.stderr
    assert "cannot be read" not in result.stderr, result.stderr
