"""The options of `shared-table` itself (--language, --version) are taken before the sub-command
and after it, at any depth (`shared-table braille hand --language da ...`), and a value given
before is never overwritten by a sub-command's parser (issue 30, "What a new player meets")."""

from __future__ import annotations

import pytest

from command_paths import command_paths, shared_table, sub_commands
from shared_table import __version__
from shared_table.command_line import build_parser
from shared_table.games import every_catalog
from shared_table.i18n.words import words_for

PATHS = [" ".join(path) for path in command_paths()]


def test_the_walk_reaches_the_tools_own_sub_commands() -> None:
    assert {"play", "config", "braille", "braille hand", "braille scores", "check", "companion", "solitaire"} <= set(PATHS)


@pytest.mark.parametrize("path", PATHS)
def test_language_before_and_after_the_sub_command_says_the_same_help(path: str) -> None:
    words = path.split()
    after = shared_table([*words, "--language", "da", "--help"])
    before = shared_table(["--language", "da", *words, "--help"])
    assert after == before
    status, said = after
    assert status == 0 and said.startswith("brug: shared-table " + path), said  # argparse's usage line, in Danish
    assert "unrecognized" not in said and "ukendte" not in said


@pytest.mark.parametrize("path", PATHS)
def test_version_is_taken_after_every_sub_command(path: str) -> None:
    assert shared_table([*path.split(), "--version"]) == (0, f"shared-table {__version__}\n")


def test_braille_hand_takes_language_after_its_printout() -> None:
    cards = ["--wild", "7", "5c", "6c", "7h"]
    after = shared_table(["braille", "hand", "--language", "da", *cards])
    assert after == shared_table(["--language", "da", "braille", "hand", *cards])
    assert after == shared_table(["braille", "--language", "da", "hand", *cards])
    assert after[0] == 0 and after != shared_table(["braille", "hand", *cards])  # Danish braille, not English


def test_a_check_in_swedish_is_the_same_wherever_the_flag_stands() -> None:
    cards = ["5c", "6c", "7c"]
    said = {shared_table(line) for line in (["check", "--language", "sv", *cards], ["--language=sv", "check", *cards],
                                            ["check", *cards, "--language=sv"])}
    assert len(said) == 1 and next(iter(said))[1].startswith("Inga poäng kvar"), said


@pytest.mark.parametrize(("line", "command"), [
    (["--language", "da", "games"], "games"), (["--language", "da", "braille", "hand", "5c"], "braille"),
    (["--language", "da", "config"], "config"), (["--language", "da", "check", "5c"], "check"),
])
def test_a_value_given_before_the_sub_command_is_not_overwritten(line: list[str], command: str) -> None:
    """argparse runs a sub-command's parser after the top one's: its --language must not put a default back."""
    args = build_parser(words_for("en", every_catalog()), command).parse_args(line)
    assert args.language == "da"
    assert build_parser(words_for("en", every_catalog()), command).parse_args([*line, "--language", "sv"]).language == "sv"


@pytest.mark.parametrize("path", PATHS)
def test_every_parser_in_the_tree_takes_the_common_options(path: str) -> None:
    """Structurally: each sub-command's parser, built as when it is asked for, declares them."""
    words = path.split()
    parser = build_parser(words_for("en", every_catalog()), words[0])
    for word in words:
        parser = sub_commands(parser)[word]
    assert {"--language", "--version", "-h"} <= set(parser._option_string_actions)
    if not any(action.required for action in parser._actions):  # join CODE, replay GAME, tournament --seats
        args, extras = parser.parse_known_args(["--language", "fi"])
        assert args.language == "fi" and extras == []
