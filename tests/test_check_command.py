"""`shared-table check`: words, JSON, batches and bad input, through the real command."""

import json
import subprocess
import sys

import pytest


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "shared_table", "check", *args], input=stdin, capture_output=True, text=True, timeout=60
    )


def test_answers_in_short_sentences_with_the_discard() -> None:
    result = run("5c", "6c", "7c", "Qh", "Qd", "Qst", "joker", "8h", "--wild", "4")
    assert result.returncode == 0
    assert result.stdout.strip() == (
        "8 points left. Run of clubs: five, six, seven. Book: three queens with a joker. Left over: eight of hearts. "
        "You can go out by discarding the eight of hearts."
    )


def test_wild_rank_defaults_to_the_number_of_cards() -> None:
    # Four cards: fours are wild, so the 4 of clubs is the 8 of the diamond run (Dutch example 1).
    result = run("6♦", "7♦", "9♦", "4♣")
    assert result.stdout.startswith(
        "No points left: every card melds. Run of diamonds: six, seven, nine; the wild four of clubs as the eight."
    )


def test_json_keys() -> None:
    result = run("--json", "--wild", "4", "5c", "6c", "7c", "8h")
    answer = json.loads(result.stdout)
    assert answer == {"points": 8, "melds": [["5c", "6c", "7c"]], "unmelded": ["8h"], "go_out": True, "discard": "8h"}


def test_json_discard_is_null_when_it_cannot_go_out() -> None:
    answer = json.loads(run("--json", "Kc", "9h", "4d").stdout)
    assert answer["go_out"] is False and answer["discard"] is None and answer["points"] == 26


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["11h", "5c", "6c"], 'no card "11h": ranks are 3 to 10, J, Q, K; suits are st, h, c, sp, d'),
        (["--wild", "2", "5c", "6c", "7c"], 'no rank "2": ranks are 3 to 10, J, Q, K'),
        (["7st", "7st", "7st"], "3 copies of 7st"),
        (["5c", "6c"], "say which rank is wild with --wild"),
    ],
)
def test_bad_input_says_why_on_stderr_with_status_2(args: list[str], message: str) -> None:
    result = run(*args)
    assert result.returncode == 2
    assert message in result.stderr
    assert "Traceback" not in result.stderr and result.stdout == ""


def test_batch_answers_every_line_and_goes_on_after_an_error() -> None:
    result = run("--json", stdin="7st 7h 7d joker\n11h 3c 4c\n\n3c 3h 3d 5c\n")
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(lines) == 3
    assert lines[0]["go_out"] is True
    assert "error" in lines[1] and "11h" in lines[1]["error"]
    assert lines[2]["melds"] == [["3h", "3c", "3d"]]
    assert result.returncode == 2


def test_batch_in_words() -> None:
    result = run(stdin="Kc 9h 4d\nbanana\n")
    first, second = result.stdout.splitlines()
    assert first.startswith("26 points left.")
    assert second.startswith('Line 2: no card "banana"')


def test_unknown_option_is_one_sentence() -> None:
    result = subprocess.run([sys.executable, "-m", "shared_table", "check", "--bogus"], capture_output=True, text=True)
    assert result.returncode == 2 and "Traceback" not in result.stderr and "--bogus" in result.stderr
