"""A tournament of one game has no spread: it says none, and `--json` writes null, not the
"plus or minus inf" and `Infinity` it once printed (JSON has no Infinity)."""

from __future__ import annotations

import json
import subprocess
import sys


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "shared_table", "tournament", *args], capture_output=True, text=True, check=False)


def test_one_game_says_no_interval_and_its_json_is_json() -> None:
    text = _cli("--games", "1", "--seats", "easy,easy", "--seed", "3")
    assert text.returncode == 0, text.stderr
    lines = text.stdout.splitlines()
    assert lines[0] == "1 game of Five Crowns, seats rotating. Lower scores are better."
    assert all("interval" not in line and "inf" not in line for line in lines[1:]), lines
    report = json.loads(_cli("--games", "1", "--seats", "easy,easy", "--seed", "3", "--json").stdout, parse_constant=lambda name: 1 / 0)
    assert [seat["ci95"] for seat in report["seats"]] == [None, None]


def test_two_games_say_their_interval() -> None:
    lines = _cli("--games", "2", "--seats", "easy,easy", "--seed", "3").stdout.splitlines()
    assert all(", 95% interval plus or minus " in line for line in lines[1:]), lines
