"""Whole games of Skip-Bo for 2 to 6 players piped into `shared-table play --game skipbo`: the
moves are typed as a person would (the medium player's choices, worded as commands), and the
program says exactly what the same game says in-process, ending with "Game over"."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from shared_table.console.line_io import PROMPT
from test_skipbo_console import play_through, skipbo


@pytest.mark.parametrize("players", range(2, 7))
def test_a_whole_piped_game_ends_with_game_over_and_says_what_the_session_says(players: int, tmp_path: Path) -> None:
    said = play_through(skipbo(players, seed=20 + players), questions=False)
    typed = [line.removeprefix(PROMPT) for line in said if line.startswith(PROMPT)]
    expected = [line for line in said if not line.startswith(PROMPT)]
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_STATE_HOME": str(tmp_path / "state"),
           "XDG_CONFIG_HOME": str(tmp_path / "config")}
    result = subprocess.run(
        [sys.executable, "-m", "shared_table", "play", "--game", "skipbo", "--players", str(players),
         "--seed", str(20 + players), "--plain", "--no-save"],
        input="\n".join(typed) + "\n", capture_output=True, text=True, env=env, timeout=300, check=False,
    )
    assert result.returncode == 0 and result.stderr == "", result.stderr
    out = result.stdout.splitlines()
    assert out[: len(expected)] == expected
    assert any(line.startswith("Game over") for line in expected[-3:])
    assert out[len(expected):] == ["End of input. Goodbye."]
