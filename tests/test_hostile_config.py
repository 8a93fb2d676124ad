"""The config file can be anything: each problem is one warning and the defaults, in well under a
second, never a traceback or a hang; a valid value that does not fit the game chosen is set aside
for that game with a sentence (issue "Hostile input and damaged files")."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from shared_table.config import MAX_BYTES, Settings, read_settings


def _config(tmp_path: Path) -> Path:
    folder = tmp_path / "config" / "shared-table"
    folder.mkdir(parents=True)
    return folder / "config.toml"


def _write(text: str) -> Callable[[Path], None]:
    return lambda path: path.write_text(text, encoding="utf-8")


CASES: dict[str, Callable[[Path], None]] = {
    "a number of 5,000 digits": _write("players = " + "1" * 5000),
    "a number of 4,000 digits": _write("players = " + "1" * 4000),
    "a dotted key 3,000 deep": _write("a" + ".a" * 3000 + " = 1"),
    "a dotted key 30,000 deep": _write("a" + ".a" * 30000 + " = 1"),
    "a table header 3,000 deep": _write("[a" + ".a" * 3000 + "]\nb = 1"),
    "a key of 7,000 letters": _write("k" * 7000 + " = 1"),
    "lists nested 3,000 deep": _write("players = " + "[" * 3000 + "]" * 3000),
    "inline tables nested 2,000 deep": _write("players = " + "{a = " * 2000 + "1" + "}" * 2000),
    "a megabyte": _write("# " + "x" * 1_000_000),
    "wrong types": _write('players = "four"\nhints = 3\nlanguage = 7\nbots = [1]\nrate = 3.5\nname = ""'),
    "not UTF-8": lambda path: path.write_bytes(b"name = '\xff\xfe'"),
    "a pipe": lambda path: os.mkfifo(path),
    "a device": lambda path: path.symlink_to("/dev/zero"),
    "a folder": lambda path: path.mkdir(),
}


@pytest.mark.parametrize("case", CASES)
def test_any_config_file_is_a_warning_and_the_defaults(tmp_path: Path, case: str) -> None:
    path = _config(tmp_path)
    CASES[case](path)
    start = time.process_time()  # this process's own work: a loaded machine does not count, a blow-up does
    settings, problems = read_settings(path)
    took = time.process_time() - start
    assert took < 2.5, took
    assert settings == Settings(), "the defaults"
    assert problems, "the file's trouble is said"
    assert len(problems) <= 6


@pytest.mark.parametrize("case", ["a number of 5,000 digits", "a dotted key 30,000 deep", "a pipe", "a device", "a key of 7,000 letters"])
def test_the_program_plays_on_with_one_warning_a_problem(tmp_path: Path, case: str) -> None:
    CASES[case](_config(tmp_path))
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_STATE_HOME": str(tmp_path / "state"),
           "XDG_DATA_HOME": str(tmp_path / "data")}
    start = time.perf_counter()
    result = subprocess.run([sys.executable, "-m", "shared_table", "play", "--seed", "1", "--plain"], input="quit\nyes\n",
                            capture_output=True, text=True, env=env, timeout=30, check=False)
    assert time.perf_counter() - start < 3
    assert result.returncode == 0, result.stderr
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("Config ") and "Traceback" not in result.stderr, result.stderr
    assert len(result.stderr) < 400 and "{???}" not in result.stderr
    assert "Round 1." in result.stdout


def test_a_config_for_another_game_is_set_aside_with_a_sentence(tmp_path: Path) -> None:
    _write('bots = "easy,easy,easy,easy,easy,easy"\nplayers = 7\n')(_config(tmp_path))
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_STATE_HOME": str(tmp_path / "state"),
           "XDG_DATA_HOME": str(tmp_path / "data")}
    for game, said in (("skipbo", ["players = 7", "bots = easy,easy,easy,easy,easy,easy"]), ("solitaire", ["players = 7", "bots = "]),
                       ("fivecrowns", [])):
        result = subprocess.run([sys.executable, "-m", "shared_table", "play", "--game", game, "--seed", "1", "--plain", "--no-save"],
                                input="quit\nyes\n", capture_output=True, text=True, env=env, timeout=30, check=False)
        assert result.returncode == 0, result.stderr
        lines = result.stderr.splitlines()
        assert len(lines) == len(said), lines
        for line, start in zip(lines, said, strict=True):
            assert start in line and "set aside for this game" in line, line


def test_the_limit_is_far_past_a_real_config() -> None:
    assert MAX_BYTES >= 4096


@pytest.mark.parametrize(("text", "said"), [
    ('name = "Kim\n', "line 1, column 12: a quotation mark is not closed on its line"),
    ("hints = maybe\n", "line 1, column 9: a value TOML cannot read"),
    ("hints\n", "a setting needs = between its name and its value"),
    ("players = 2\nplayers = 3\n", "line 2, column 12: a setting is written twice"),
    ("[[x\n", "it is not written as TOML writes it"),
])
def test_a_file_toml_cannot_read_is_said_in_words_not_the_parsers(tmp_path: Path, text: str, said: str) -> None:
    """tomllib says "Illegal character '\\n' (at line 1, column 12)": a Python repr and a
    parser's terms. The player hears where, and what is wrong, in words (issue 30)."""
    from shared_table.i18n.words import words_for

    path = _config(tmp_path)
    path.write_text(text, encoding="utf-8")
    _, problems = read_settings(path)
    heard = " ".join(words_for("en", ()).say(problem) for problem in problems)
    assert said in heard and "'" not in heard and "(at " not in heard, heard
    da = " ".join(words_for("da", ()).say(problem) for problem in problems)
    assert "linje" in da or "slutningen" in da, da


def test_a_config_warning_is_said_before_the_game_at_a_terminal(tmp_path: Path) -> None:
    """At a terminal the warning came after "Goodbye." (standard error, guarded, waited in a
    buffer): it is said first, before the game's opening."""
    import pty

    _write("hints = maybe\n")(_config(tmp_path))
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_STATE_HOME": str(tmp_path / "state"),
           "XDG_DATA_HOME": str(tmp_path / "data"), "TERM": "dumb"}
    leader, follower = pty.openpty()
    process = subprocess.Popen([sys.executable, "-m", "shared_table", "play", "--seed", "1", "--plain", "--no-save"],
                               stdin=subprocess.PIPE, stdout=follower, stderr=follower, env=env)
    os.close(follower)
    assert process.stdin is not None
    process.stdin.write(b"quit\nyes\n")
    process.stdin.close()
    heard = b""
    while True:
        try:
            chunk = os.read(leader, 4096)
        except OSError:  # the other end closed
            break
        if not chunk:
            break
        heard += chunk
    process.wait(timeout=30)
    os.close(leader)
    text = heard.decode("utf-8", "replace")
    assert "Config " in text and "Five Crowns: " in text, text
    assert text.index("Config ") < text.index("Five Crowns: "), text
