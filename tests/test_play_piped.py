"""`shared-table play` end to end through piped standard input: whole games for 2 to 7
players, and thousands of random and malformed lines, never a traceback."""

from __future__ import annotations

import os
import random
import string
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from language import english_words
from shared_table.console.play import new_session
from shared_table.games.fivecrowns.game import GAME as FIVE_CROWNS
from shared_table.sessions.common_commands import registry_for
from test_after_the_game import GAME_OVER_CHOICES

COMMANDS = registry_for(FIVE_CROWNS, english_words(FIVE_CROWNS))

SORRY = "Sorry, something went wrong"



def _play(args: list[str], stdin: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "XDG_STATE_HOME": str(tmp_path / "state"), "NO_COLOR": "1", "TERM": "xterm-256color"}
    return subprocess.run(
        [sys.executable, "-m", "shared_table", "play", *args], input=stdin, capture_output=True, text=True,
        env=env, timeout=300, check=False,
    )


@pytest.mark.parametrize("players", range(2, 8))
def test_whole_games_for_2_to_7_players_end_with_game_over(players: int, tmp_path: Path) -> None:
    # "take" after a successful draw is refused and harmless; it is the way on when the stock is empty.
    moves = "draw\ntake\ndiscard 1\n" * 3000
    result = _play(["--players", str(players), "--seed", str(players)], moves, tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    lines = result.stdout.splitlines()
    over = next(n for n, line in enumerate(lines) if line.startswith("Game over. "))
    # The game stays open after its end: what was typed after it gets the choices, then goodbye.
    assert set(lines[over + 1 : -1]) <= set(GAME_OVER_CHOICES) and lines[-1] == "End of input. Goodbye.", lines[over:over + 3]
    assert "\x1b" not in result.stdout, "plain mode writes no escape sequences"
    assert SORRY not in result.stdout
    assert not (tmp_path / "state").exists() or not any((tmp_path / "state").rglob("errors.log"))


def _noise(rng: random.Random) -> str:
    """A line a person might type, or a malformed one."""
    words = [*COMMANDS.words_list(), "yes", "no", "1", "0", "-3", "99", "9h", "joker", "nine of hearts", "of", "", "st"]
    kind = rng.random()
    if kind < 0.6:
        return " ".join(rng.choice(words) for _ in range(rng.randint(1, 3)))
    if kind < 0.8:
        return "".join(rng.choice(string.printable) for _ in range(rng.randint(0, 40)))
    return "".join(chr(rng.randint(0, 0x2FFF)) for _ in range(rng.randint(1, 12))).replace("\n", " ")


def test_thousands_of_random_lines_never_produce_a_traceback(tmp_path: Path) -> None:
    rng = random.Random(2026)
    lines = [_noise(rng) for _ in range(4000)]
    result = _play(["--seed", "11", "--players", "4"], "\n".join(lines) + "\n", tmp_path)
    assert result.returncode == 0
    assert "Traceback" not in result.stdout + result.stderr
    assert SORRY not in result.stdout
    last = result.stdout.splitlines()[-1]
    assert last.startswith(("End of input", "Game stopped.", "Goodbye.")), last


def test_end_of_input_ends_the_game_cleanly(tmp_path: Path) -> None:
    result = _play(["--seed", "1"], "hand\n", tmp_path)
    assert result.returncode == 0 and result.stderr == ""
    assert result.stdout.splitlines()[-1] == (
        "End of input: the game stops here. It is saved: go on with shared-table play --resume 1."
    )


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--players", "1"], "--players 1: Five Crowns is played by 2 to 14 players in all, you included"),
        (["--bots", "genius"], 'no bot level "genius": levels are easy, medium, hard'),
        (["--players", "2", "--bots", "medium,medium"], "--bots names 2 levels for 1 computer players"),
        (["--name", "  "], "a name is empty"),
        (["--seed", "x"], 'argument --seed: not a whole number: "x"'),
    ],
)
def test_bad_options_get_one_line_and_status_2(args: list[str], message: str, tmp_path: Path) -> None:
    result = _play(args, "", tmp_path)
    assert result.returncode == 2
    assert message in result.stderr and result.stderr.count("\n") == 1 and result.stdout == ""


@settings(max_examples=300, deadline=None)
@given(st.lists(st.one_of(st.text(max_size=30), st.sampled_from(["draw", "take", "discard 1", "d", "x 2", "quit", "no"])), max_size=40))
def test_any_lines_in_process_are_answered_without_error(lines: list[str]) -> None:
    session = new_session(seed=3)
    session.start()
    for line in lines:
        said = session.handle(line)
        assert said and all(isinstance(text, str) and text for text in said)
        assert not any(SORRY in text for text in said), (line, said)
