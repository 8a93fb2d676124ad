"""Which verbosity a resumed game is told at, through the real command line: one given on this
command line wins, else the one the game was saved with, else the config file's, else the
default ("normal")."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def _run(home: Path, *args: str) -> list[str]:
    """Run the program, ask its verbosity, end the input (the game is saved); its lines."""
    env = {**os.environ, "XDG_DATA_HOME": str(home / "data"), "XDG_STATE_HOME": str(home / "state"),
           "XDG_CONFIG_HOME": str(home / "config")}
    result = subprocess.run([sys.executable, "-m", "shared_table", *args], input="verbosity\n", capture_output=True,
                            text=True, env=env, timeout=300, check=False)
    assert result.returncode == 0 and result.stderr == "", result.stderr
    return result.stdout.splitlines()


def _level(lines: list[str]) -> str:
    """The level `verbosity` said."""
    said = [line for line in lines if line.startswith("Verbosity is ")]
    assert len(said) == 1, lines
    return said[0].removeprefix("Verbosity is ").split(".")[0]


def _config(home: Path, text: str) -> None:
    path = home / "config" / "shared-table" / "config.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def test_a_verbosity_given_when_playing_is_kept_when_resuming(tmp_path: Path) -> None:
    assert _level(_run(tmp_path, "play", "--seed", "1", "--verbosity", "brief")) == "brief"
    assert _level(_run(tmp_path, "play", "--resume", "1")) == "brief"
    assert _level(_run(tmp_path, "play", "--resume", "1")) == "brief", "and saved so again"
    assert _level(_run(tmp_path, "play", "--resume", "1", "--verbosity", "full")) == "full", "this command line wins"
    assert _level(_run(tmp_path, "play", "--resume", "1")) == "full"


def test_the_saved_games_verbosity_wins_over_the_configs(tmp_path: Path) -> None:
    _config(tmp_path, 'verbosity = "full"\n')
    assert _level(_run(tmp_path, "play", "--seed", "2")) == "full", "a new game: the config's"
    assert _level(_run(tmp_path, "play", "--seed", "2", "--verbosity", "brief")) == "brief"
    assert _level(_run(tmp_path, "play", "--resume", "2")) == "brief", "the saved game's, not the config's"
    assert _level(_run(tmp_path, "play", "--resume", "1")) == "full"


def test_solitaire_keeps_its_verbosity_too(tmp_path: Path) -> None:
    assert _level(_run(tmp_path, "solitaire", "--seed", "3", "--verbosity", "brief")) == "brief"
    assert _level(_run(tmp_path, "solitaire", "--resume", "1")) == "brief"
