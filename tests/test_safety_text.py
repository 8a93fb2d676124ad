"""Nothing a player typed or named reaches the terminal raw (issue 15, item A).

Escape sequences, the bell, C1 controls and bidirectional overrides in names, typed lines and
arguments are shown as escapes (\\x1b, \\u202e) or, in names, refused; braille cells, line
breaks and every other character pass unchanged. End to end through real subprocesses, and
through a real terminal (tmux) for the readline console.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared_table.console.play import make_setup
from shared_table.console.safe_output import shown_lines
from shared_table.core.errors import InvalidInput
from shared_table.core.safe_text import MAX_NAME, check_name, visible
from test_play_terminal import Terminal, _program_bytes, start  # noqa: F401  # `start` is the tmux fixture

TITLE = "\x1b]0;pwned\x07"  # sets the window title
CLIPBOARD = "\x1b]52;c;cm0gLXJmIH4=\x07"  # writes the clipboard
CLEAR = "\x1b[2J"
C1_CSI = "\x9b2J"  # the 8-bit form of ESC [
OVERRIDE = "\u202e"  # right-to-left override
ISOLATE = "\u2066"  # left-to-right isolate
HOSTILE = [TITLE, CLIPBOARD, CLEAR, C1_CSI, OVERRIDE, ISOLATE, "\x07", "\x85", "a\rb"]
# Raw in what a program writes: C0 but tab, line feed and CR LF; DEL; C1 (its UTF-8 form); bidi controls.
RAW = re.compile("[\x00-\x08\x0b\x0e-\x1f\x7f\x80-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]|\r(?!\n)")
NAME_REFUSED = "a name cannot contain control characters; use letters, digits, spaces and punctuation"


def shared_table(*args: str, stdin: str = "", tmp_path: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "shared_table", *args], input=stdin, capture_output=True, text=True, timeout=120, check=False,
        env={**os.environ, "XDG_DATA_HOME": str(tmp_path / "data"), **(env or {})}, encoding="utf-8", errors="surrogateescape",
    )


def raw_in(text: str) -> list[str]:
    return RAW.findall(text)


@pytest.mark.parametrize("hostile", HOSTILE)
def test_visible_writes_each_control_out_as_an_escape(hostile: str) -> None:
    shown = visible(f"No card {hostile!s} here")
    assert not raw_in(shown) and ("\\x" in shown or "\\u" in shown)


def test_visible_keeps_braille_line_breaks_and_other_scripts() -> None:
    kept = "⠋⠊⠧⠑ ⠉⠗⠕⠺⠝⠎\nZoë, Åsa, Ψ, 名前, שלום, مرحبا\tdone\r\n\f7★"
    assert visible(kept) == kept
    assert visible("\x1b[2J") == "\\x1b[2J" and visible("\u202e") == "\\u202e" and visible("\x9b") == "\\x9b"
    assert visible("a\rb") == "a\\x0db", "a lone carriage return would overwrite the line"


@given(st.text())
def test_visible_leaves_nothing_raw_and_is_idempotent(text: str) -> None:
    shown = visible(text)
    assert not raw_in(shown)
    assert visible(shown) == shown


def test_names_with_controls_or_too_long_are_refused() -> None:
    for hostile in HOSTILE:
        with pytest.raises(InvalidInput, match=re.escape(f"--name: {NAME_REFUSED}")):
            check_name(f"Sam{hostile}", "--name")
    assert check_name("  Mary   Ann ", "--name") == "Mary Ann"
    assert check_name("x" * MAX_NAME, "--name") == "x" * MAX_NAME
    with pytest.raises(InvalidInput, match=f"at most {MAX_NAME} characters and this one has {MAX_NAME + 1}"):
        check_name("x" * (MAX_NAME + 1), "--name")
    with pytest.raises(InvalidInput, match=f"--humans: {NAME_REFUSED}"):
        make_setup(humans=f"Ann,Bo{OVERRIDE}b", seed=1)
    assert make_setup(name="Zoë Åsa", seed=1).players[0] == "Zoë Åsa"


def test_the_console_shows_lines_with_controls_made_visible() -> None:
    assert shown_lines([f'No card "{TITLE}"', "", "⠁⠃"], "utf-8") == ['No card "\\x1b]0;pwned\\x07"', "", "⠁⠃"]


def test_typed_card_names_with_controls_come_back_harmless(tmp_path: Path) -> None:
    lines = ["draw", *(f"discard {hostile}" for hostile in HOSTILE), f"hand {CLEAR}", f"sort {OVERRIDE}", f"{TITLE}"]
    result = shared_table("play", "--plain", "--seed", "1", "--no-save", stdin="\n".join(lines) + "\n", tmp_path=tmp_path)
    assert result.returncode == 0, result.stderr
    assert raw_in(result.stdout) == [] and raw_in(result.stderr) == []
    assert 'No card "\\x1b]0;pwned\\x07" in your hand.' in result.stdout
    assert '"\\u202e"' in result.stdout and "Traceback" not in result.stderr


@pytest.mark.parametrize(
    "args",
    [
        ["--bots", f"medium,{CLEAR}hard"],
        ["--players", "3", "--bots", f"{TITLE}"],
        ["--verbosity", CLIPBOARD],
        [f"--{OVERRIDE}"],
        ["--resume", f"{C1_CSI}7"],
    ],
)
def test_arguments_with_controls_are_said_back_harmless(args: list[str], tmp_path: Path) -> None:
    result = shared_table("play", "--plain", *args, tmp_path=tmp_path)
    assert result.returncode == 2
    assert raw_in(result.stdout) == [] and raw_in(result.stderr) == []
    assert result.stderr.count("\n") == 1
    assert any(escape in result.stderr for escape in ("\\x1b", "\\u202e", "\\x9b")), result.stderr


@pytest.mark.parametrize("option", ["--name", "--humans"])
@pytest.mark.parametrize("hostile", [TITLE, OVERRIDE, "\x85", "\n"])
def test_names_with_controls_are_refused_with_the_rule(option: str, hostile: str, tmp_path: Path) -> None:
    value = f"Sam{hostile}" if option == "--name" else f"Ann,Sam{hostile}"
    result = shared_table("play", "--plain", option, value, tmp_path=tmp_path)
    assert result.returncode == 2 and result.stdout == ""
    assert f"shared-table play: {option}: {NAME_REFUSED}. Try: shared-table play --help" in result.stderr
    assert raw_in(result.stderr) == []


def test_a_long_name_is_refused_and_a_name_of_the_limit_plays(tmp_path: Path) -> None:
    result = shared_table("play", "--plain", "--name", "y" * (MAX_NAME + 1), tmp_path=tmp_path)
    assert result.returncode == 2 and f"--name: a name has at most {MAX_NAME} characters" in result.stderr
    result = shared_table("play", "--plain", "--no-save", "--humans", f"{'y' * MAX_NAME},Bob", tmp_path=tmp_path)
    assert result.returncode == 0 and f"Hot seat: {'y' * MAX_NAME} and Bob share this keyboard." in result.stdout


def test_a_config_name_with_controls_is_refused_and_the_default_used(tmp_path: Path) -> None:
    config = tmp_path / "config"
    (config / "shared-table").mkdir(parents=True)
    (config / "shared-table" / "config.toml").write_text('name = "Sam\\u001b[2J"\n', encoding="utf-8")
    result = shared_table("config", tmp_path=tmp_path, env={"XDG_CONFIG_HOME": str(config)})
    assert result.returncode == 0
    assert 'name = "Sam\\u001B[2J" is not allowed: use a name in quotes, at most 24 characters' in result.stdout
    assert '# name = "Player"  # the default' in result.stdout and raw_in(result.stdout + result.stderr) == []


def test_the_companion_refuses_such_names_and_the_check_and_braille_commands_say_them_harmless(tmp_path: Path) -> None:
    result = shared_table("companion", "--plain", "--no-save", "--players", f"Ann,Bo{TITLE}", tmp_path=tmp_path)
    assert result.returncode == 2 and f"--players: {NAME_REFUSED}" in result.stderr and raw_in(result.stderr) == []
    result = shared_table("companion", "--plain", "--no-save", stdin=f"players Ann, Bob\ndealer {CLEAR}\ncheck {OVERRIDE}\n",
                          tmp_path=tmp_path)
    assert result.returncode == 0 and raw_in(result.stdout + result.stderr) == [] and "\\x1b[2J" in result.stdout
    result = shared_table("check", "5c", CLEAR, tmp_path=tmp_path)
    assert result.returncode == 2 and 'no card "\\x1b[2J"' in result.stderr and raw_in(result.stderr) == []
    scores = tmp_path / "scores.json"
    scores.write_text(json.dumps({"players": [f"Ann{TITLE}", "Bob"], "rounds": [[0, 5]]}), encoding="utf-8")
    result = shared_table("braille", "scores", "--from-json", str(scores), tmp_path=tmp_path)
    assert result.returncode == 2 and raw_in(result.stderr) == []
    assert "a player's name cannot contain control characters" in result.stderr


def test_the_terminal_console_answers_typed_controls_harmless(start: Callable[..., Terminal], tmp_path: Path) -> None:  # noqa: F811
    record = tmp_path / "raw.txt"
    term = start("--seed", "1", "--no-save", record=record)
    term.at_prompt(1)
    term.command("draw")
    answer = term.command(f"discard {OVERRIDE}9h")
    assert answer[0] == 'No card "\\u202e9h" in your hand. Name it by number, like 3, or by name, like 9h or nine of hearts.'
    term.command("quit")
    term.command("yes")
    raw = _program_bytes(record.read_bytes()).decode("utf-8", errors="replace")
    # readline echoes the line being typed (the player's own keys) after the prompt; every other
    # line is an answer of ours, and holds nothing raw.
    answers = [line for line in raw.split("\r\n") if not line.startswith("> ")]
    assert answers and any("\\u202e9h" in line for line in answers)
    assert all(raw_in(line) == [] for line in answers), answers
