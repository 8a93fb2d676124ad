"""Numbers as people and attackers type them, and long text: every place that reads a number
accepts what it means (superscript and other Unicode digits) and answers anything else in a
sentence; what a person typed is quoted short; a line too long to use is refused at once
(issue "Hostile input and damaged files")."""

from __future__ import annotations

import subprocess
import sys
import time
import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared_table.console.play import make_setup, session_from_setup
from shared_table.core.game import Game
from shared_table.core.numbers import MOST_DIGITS, TOO_BIG, number_in, whole, whole_number
from shared_table.core.safe_text import MAX_LINE
from shared_table.games import all_games

SORRY = "Sorry, something went wrong"
DIGITS = [chr(code) for code in range(0x110000) if unicodedata.digit(chr(code), None) is not None]


def _brute_force(text: str) -> int | None:
    """The number by the book: every character a digit; at most MOST_DIGITS of them after leading zeros."""
    text = text.strip()
    if not text or any(unicodedata.digit(character, None) is None for character in text):
        return None
    digits = "".join(str(unicodedata.digit(character)) for character in text).lstrip("0") or "0"
    return TOO_BIG if len(digits) > MOST_DIGITS else int(digits)


@given(st.text())
def test_any_text_is_a_number_or_none_never_an_error(text: str) -> None:
    assert whole_number(text) == _brute_force(text)


@given(st.lists(st.sampled_from(DIGITS), min_size=1, max_size=40), st.sampled_from(["", " ", "\t"]))
def test_digits_of_any_script_read_as_their_value(digits: list[str], space: str) -> None:
    assert whole_number(space + "".join(digits) + space) == _brute_force("".join(digits))


def test_what_people_type() -> None:
    assert [whole_number(text) for text in ("7", " 12 ", "²", "④", "١٢", "１２", "007", "-3", "3.0", "", "x", "1e3")] == [
        7, 12, 2, 4, 12, 12, 7, None, None, None, None, None]
    assert whole_number("-3", signed=True) == -3 and whole_number("+4", signed=True) == 4 and whole_number("−2", signed=True) == -2
    assert whole_number("1" * 5000) == TOO_BIG and whole_number("0" * 5000 + "5") == 5
    assert number_in("²", 1, 11) == 2 and number_in("12", 1, 11) is None and number_in("1" * 400, 1, 11) is None
    assert whole("⁴") == 4
    with pytest.raises(ValueError):
        whole("1" * 30)


def test_ten_thousand_digits_take_no_time() -> None:
    start = time.perf_counter()
    assert whole_number("9" * 100_000) == TOO_BIG
    assert time.perf_counter() - start < 0.5


def _lines_for(game_name: str) -> list[str]:
    huge = "1" * 900  # under the longest line, so that each command reads it
    common = ["history ²", "history " + huge, "history ⁰", "z" * 3000, "x " + huge, "x ²", "x ⁴⁴", "n" * (MAX_LINE + 1)]
    own = {
        "fivecrowns": ["discard ²", "discard " + huge, "take ³"],
        "solitaire": ["pile ²", "pile " + huge, "out ² ⁴", "play " + huge],
        "skipbo": ["pile ²", "play stock to ⁴", "play stock to " + huge, "discard 3 ²", "pay ² to pile 1", "play 7t² to 1"],
    }
    return common + own[game_name]


@pytest.mark.parametrize("chosen", all_games(), ids=lambda game: game.name)
@pytest.mark.parametrize("language", ["en", "fr", "is"])
def test_every_game_answers_numbers_and_long_lines_in_a_sentence(chosen: Game, language: str) -> None:
    setup = make_setup(seed=3, game=chosen, players=chosen.players[0])
    session = session_from_setup(setup, game=chosen, language=language)
    session.start()
    for line in _lines_for(chosen.name):
        start = time.process_time()  # this process's own work: a loaded machine does not count, a blow-up does
        answer = session.handle(line)
        took = time.process_time() - start
        said = " ".join(answer)
        assert answer and took < 3, (line[:50], took)
        assert SORRY not in said and "{???}" not in said and "Traceback" not in said, (line[:50], said[:300])
        assert len(said) < 2000, (line[:50], said[:300])
        assert "1" * 100 not in said and "z" * 100 not in said, "what was typed is quoted short"


def test_a_megabyte_line_is_refused_at_once() -> None:
    for game in all_games():
        session = session_from_setup(make_setup(seed=1, game=game, players=game.players[0]), game=game)
        session.start()
        start = time.perf_counter()
        answer = session.handle("out " + "7h " * 350_000)
        assert time.perf_counter() - start < 0.1
        assert answer == [f"That line has {len('out ' + '7h ' * 350_000):,} characters; a line can have at most 1,000. Nothing was done."]


def _run(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "shared_table", *argv], input="", capture_output=True, text=True, timeout=30, check=False)


@pytest.mark.parametrize("argv", [
    ["play", "--seed", "1" * 5000], ["play", "--rate", "9" * 3000], ["play", "--players", "²" * 2000],
    ["tournament", "--seats", "easy,easy", "--games", "1" * 5000], ["check", "--wild", "1" * 5000, "Kc"],
    ["games", "--delete", "1" * 5000], ["play", "--resume", "1" * 5000], ["replay", "1" * 5000],
    ["solitaire", "--seed", "1" * 5000], ["braille", "scores", "--players", "1" * 5000],
])
def test_a_huge_number_on_the_command_line_is_one_sentence(argv: list[str]) -> None:
    start = time.perf_counter()
    result = _run(*argv)
    assert time.perf_counter() - start < 5
    assert result.returncode == 2, (result.returncode, result.stdout[-300:], result.stderr[-300:])
    assert "Traceback" not in result.stderr and "{???}" not in result.stderr and SORRY not in result.stderr
    assert len(result.stderr) < 400 and result.stderr.count("\n") == 1, result.stderr


def test_a_superscript_on_the_command_line_is_the_number_it_means() -> None:
    result = _run("play", "--seed", "⁷", "--players", "²", "--no-save", "--plain")
    same = _run("play", "--seed", "7", "--players", "2", "--no-save", "--plain")
    assert result.returncode == 0 and result.stdout == same.stdout
