"""No traceback, ever (issue 15, item B): standard input closed, standard output closed, full or
over the file-size limit, a terminal that cannot show braille, and config files that tomllib
chokes on or that start with a byte-order mark. Each case is a real subprocess, started by a
real shell where the case is a shell's redirection, and answers with one sentence saying what
is wrong and what would work, and an exit status that is not a crash's (1).
"""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from shared_table.console.safe_output import EXIT_OUTPUT_FAILED
from test_play_terminal import Terminal, start  # noqa: F401  # `start` is the tmux fixture

PROGRAM = [sys.executable, "-m", "shared_table"]
NO_BRAILLE = ("Your terminal cannot show braille characters (its encoding is ascii): "
              "set a UTF-8 locale, or use the print command for a BRF file.")
ASCII_TERMINALS = [{"PYTHONIOENCODING": "ascii"}, {"LC_ALL": "C", "PYTHONUTF8": "0"}]


def in_shell(args: list[str], redirect: str, tmp_path: Path, stdin: str | None = None,
             env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """`shared-table ARGS REDIRECT` run by bash, as a person would type it."""
    command = f"{shlex.join([*PROGRAM, *args])} {redirect}"
    return subprocess.run(
        ["bash", "-c", command], input=stdin, capture_output=True, text=True, timeout=120, check=False,
        env={**os.environ, "XDG_DATA_HOME": str(tmp_path / "data"), **(env or {})},
    )


def no_traceback(result: subprocess.CompletedProcess[str]) -> None:
    assert "Traceback" not in result.stderr and "Exception ignored" not in result.stderr, result.stderr
    assert result.returncode != 1, "1 is what a crash exits with"


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["play", "--plain", "--seed", "1"], "shared-table play: standard input is closed, so nothing can be typed"),
        (["play"], "shared-table play: standard input is closed, so nothing can be typed"),
        (["companion", "--plain"], "shared-table companion: standard input is closed, so nothing can be typed"),
        (["solitaire"], "shared-table solitaire: standard input is closed, so nothing can be typed"),
        (["check"], "shared-table check: standard input is closed, so no hands can be read from it: name the cards"),
    ],
)
def test_closed_standard_input_is_said_in_one_sentence(args: list[str], said: str, tmp_path: Path) -> None:
    result = in_shell(args, "<&-", tmp_path)
    no_traceback(result)
    assert result.returncode == 2 and said in result.stderr and result.stderr.count("\n") == 1
    assert "run it in a terminal, or pipe" in result.stderr or "pipe hands into it" in result.stderr


def test_what_needs_no_input_works_with_standard_input_closed(tmp_path: Path) -> None:
    result = in_shell(["check", "5c", "6c", "7c"], "<&-", tmp_path)
    assert result.returncode == 0 and result.stdout.startswith("No points left")
    result = in_shell(["solitaire", "--auto", "--games", "3", "--seed", "1"], "<&-", tmp_path)
    assert result.returncode == 0 and "3 games" in result.stdout


@pytest.mark.parametrize("args", [["play", "--plain", "--seed", "1", "--no-save"], ["check", "5c", "6c", "7c"], ["config"]])
def test_closed_standard_output_is_said_on_standard_error(args: list[str], tmp_path: Path) -> None:
    result = in_shell(args, "</dev/null >&-", tmp_path)
    no_traceback(result)
    assert result.returncode == EXIT_OUTPUT_FAILED
    assert result.stderr == ("shared-table: standard output is closed, so nothing can be shown: "
                             "leave it open, to a terminal, a file or a pipe.\n")


@pytest.mark.parametrize(
    "args", [["play", "--plain", "--seed", "1", "--no-save"], ["solitaire", "--seed", "1"], ["check", "5c", "6c", "7c"], ["--help"]]
)
def test_a_full_standard_output_is_said_on_standard_error(args: list[str], tmp_path: Path) -> None:
    result = in_shell(args, ">/dev/full", tmp_path, stdin="hand\n")
    no_traceback(result)
    assert result.returncode == EXIT_OUTPUT_FAILED
    assert result.stderr == ("shared-table: standard output cannot be written (No space left on device): "
                             "free some space on its disk, or send the output somewhere else.\n")


def test_the_file_size_limit_is_said_instead_of_killing_the_program(tmp_path: Path) -> None:
    out = tmp_path / "out.txt"
    moves = "help\nhand\nscores\n" * 40
    command = f"ulimit -f 1; {shlex.join([*PROGRAM, 'play', '--plain', '--seed', '1', '--no-save'])} > {shlex.quote(str(out))}"
    result = subprocess.run(["bash", "-c", command], input=moves, capture_output=True, text=True, timeout=120, check=False,
                            env={**os.environ, "XDG_DATA_HOME": str(tmp_path / "data")})
    no_traceback(result)
    assert result.returncode == EXIT_OUTPUT_FAILED, "not killed by SIGXFSZ (which a shell reports as 153)"
    assert result.stderr == ("shared-table: standard output cannot be written (File too large): "
                             "raise the file-size limit (ulimit -f), or send the output somewhere else.\n")
    assert out.stat().st_size == 1024 and out.read_text().startswith("Five Crowns: eleven rounds")


@pytest.mark.parametrize("terminal", ASCII_TERMINALS)
@pytest.mark.parametrize(
    ("args", "lines", "after"),
    [
        (["play", "--plain", "--seed", "1", "--no-save"], "braille\nhand\n", "Your hand, 3 cards."),
        (["solitaire", "--plain", "--seed", "1"], "braille\npiles\n", "Pile 1"),
        (["companion", "--plain", "--no-save", "--players", "Ann,Bob"], "braille sheet\nsheet\n", "Score sheet: Ann and Bob"),
    ],
)
def test_braille_on_an_ascii_terminal_is_one_sentence_and_the_session_goes_on(
    args: list[str], lines: str, after: str, terminal: dict[str, str], tmp_path: Path
) -> None:
    result = in_shell(args, "", tmp_path, stdin=lines, env=terminal)
    no_traceback(result)
    assert result.returncode == 0 and result.stderr == ""
    said = result.stdout.splitlines()
    assert said.count(NO_BRAILLE) == 1, said
    assert any(line.startswith(after) for line in said[said.index(NO_BRAILLE) + 1 :]), said


@pytest.mark.parametrize("terminal", ASCII_TERMINALS)
def test_braille_printouts_to_an_ascii_standard_output_say_what_works(terminal: dict[str, str], tmp_path: Path) -> None:
    result = in_shell(["braille", "hand", "5c", "6c", "7c"], "", tmp_path, env=terminal)
    no_traceback(result)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr == ("shared-table braille: standard output cannot show braille characters (its encoding is ascii): "
                             "set a UTF-8 locale, or use --format brf, or write a file with --out FILE.\n")
    result = in_shell(["braille", "hand", "--format", "brf", "5c", "6c", "7c"], "", tmp_path, env=terminal)
    assert result.returncode == 0 and result.stdout.isascii() and result.stdout


def test_a_typed_character_the_encoding_lacks_is_not_a_crash(tmp_path: Path) -> None:
    result = subprocess.run([*PROGRAM, "play", "--plain", "--seed", "1", "--no-save"], input="hand 7★\nhand\n".encode(),
                            capture_output=True, timeout=120, check=False,
                            env={**os.environ, "XDG_DATA_HOME": str(tmp_path / "data"), "PYTHONIOENCODING": "ascii"})
    assert result.returncode == 0 and b"Traceback" not in result.stderr and result.stdout.isascii()
    assert b"Your hand, 3 cards." in result.stdout


def test_braille_in_a_real_terminal_without_utf8(start: Callable[..., Terminal]) -> None:  # noqa: F811
    term = start("--seed", "1", "--no-save", program=("env", "LC_ALL=C", "PYTHONUTF8=0", *PROGRAM, "play"))
    term.at_prompt(1)
    assert term.command("braille") == ["Your hand in braille, by suit:", NO_BRAILLE]
    assert term.command("hand")[0].startswith("Your hand, 3 cards.")


def config_home(tmp_path: Path, content: bytes) -> dict[str, str]:
    folder = tmp_path / "config"
    (folder / "shared-table").mkdir(parents=True)
    (folder / "shared-table" / "config.toml").write_bytes(content)
    return {"XDG_CONFIG_HOME": str(folder)}


@pytest.mark.parametrize(
    "nested", ["a = " + "[" * 3000 + "]" * 3000, "a = " + "{b = " * 1200 + "}" * 1200]  # within the 8 KB a config may have
)
def test_a_config_file_nested_thousands_deep_is_a_warning(nested: str, tmp_path: Path) -> None:
    env = config_home(tmp_path, nested.encode())
    result = in_shell(["play", "--plain", "--seed", "1", "--no-save"], "", tmp_path, stdin="hand\n", env=env)
    no_traceback(result)
    assert result.returncode == 0 and "Your hand, 3 cards." in result.stdout
    path = tmp_path / "config" / "shared-table" / "config.toml"
    lists = f"Config {path}: not read (its lists or tables nest too deeply); the defaults are used.\n"
    assert result.stderr == lists


def test_a_config_file_with_a_byte_order_mark_is_read(tmp_path: Path) -> None:
    env = config_home(tmp_path, '\ufeff# written by an editor that marks UTF-8\nplayers = 4\nname = "Zoë"\n'.encode())
    result = in_shell(["config"], "", tmp_path, env=env)
    assert result.returncode == 0 and result.stderr == ""
    assert "\nplayers = 4  # from the file" in result.stdout and '\nname = "Zoë"  # from the file' in result.stdout
    assert "not read" not in result.stdout


def test_a_huge_config_file_is_not_read_whole(tmp_path: Path) -> None:
    env = config_home(tmp_path, b"# " + b"x" * 2_000_000 + b"\nplayers = 4\n")
    result = in_shell(["config"], "", tmp_path, env=env)
    assert result.returncode == 0 and "is over 8192 bytes" in result.stdout and "# players is not set, so " in result.stdout
