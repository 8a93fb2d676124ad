"""The README's examples are what the commands say now: the hand checker's answers and the start
of `shared-table play --seed 7`, run for real (issue 16 found them stale: "card 1", "Run: 5, 6, 7
of clubs", "8 of hearts")."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"


def _shared_table(args: list[str], tmp_path: Path, stdin: str = "") -> str:
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_STATE_HOME": str(tmp_path / "state")}
    result = subprocess.run(
        [sys.executable, "-m", "shared_table", *args], input=stdin, capture_output=True, text=True, timeout=60, env=env, check=False
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_the_readme_s_hand_checker_examples_are_what_check_says(tmp_path: Path) -> None:
    lines = README.read_text(encoding="utf-8").splitlines()
    examples = [(line, lines[i + 1].strip()) for i, line in enumerate(lines) if line.startswith("    .venv/bin/shared-table check ")]
    assert len(examples) >= 2
    for command, said in examples:
        args = shlex.split(command.strip())[1:]
        assert _shared_table(args, tmp_path).strip() == said, command


def test_the_readme_s_game_is_what_play_says(tmp_path: Path) -> None:
    text = README.read_text(encoding="utf-8")
    found = re.search(r"This is how `shared-table play --seed 7` begins:\n\n((?:    .*\n)+)", text)
    assert found, "the README's example game"
    shown = [line.removeprefix("    ") for line in found.group(1).splitlines()]
    typed = [line.removeprefix("> ") for line in shown if line.startswith("> ")]
    said = _shared_table(["play", "--seed", "7", "--plain", "--no-save"], tmp_path, "\n".join(typed) + "\n").splitlines()
    expected = [line for line in shown if not line.startswith("> ")]
    assert said[: len(expected)] == expected
