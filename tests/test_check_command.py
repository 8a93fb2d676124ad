"""`shared-table check`: words, JSON, batches and bad input, through the real command."""

import json
import random
import subprocess
import sys

import pytest

from shared_table.games.fivecrowns.rules.cards import full_deck
from shared_table.games.fivecrowns.rules.solver import check_hand
from shared_table.games.fivecrowns.tools.language import english_words
from shared_table.games.fivecrowns.words.saying_cards import check_words
from test_listening import misheard

EN = english_words()


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "shared_table", "check", *args], input=stdin, capture_output=True, text=True, timeout=60
    )


def test_going_out_is_said_first_then_the_melds_that_go_down() -> None:
    result = run("5c", "6c", "7c", "Qh", "Qd", "Qst", "joker", "8h", "--wild", "4")
    assert result.returncode == 0
    assert result.stdout.strip() == (
        "You can go out by discarding the eight of hearts. Run of clubs: five, six, seven. Book: three queens with a joker."
    )


def test_a_hand_as_dealt_says_its_points_and_no_discard() -> None:
    # Three cards, threes wild: a hand as held, so what it is worth laid down is the answer.
    assert run("Kc", "9h", "4d").stdout.strip() == "26 points left. Left over: nine of hearts, king of clubs and four of diamonds."
    assert run("5c", "6c", "7c", "8h").stdout.strip() == "8 points left. Run of clubs: five, six, seven. Left over: eight of hearts."


def test_a_hand_just_drawn_says_the_discard_first_and_the_hand_after_it() -> None:
    # Four cards with threes wild: round 1 after the draw.
    assert run("Kc", "9h", "4d", "5h", "--wild", "3").stdout.strip() == (
        "Best discard: the king of clubs, leaving 18 points. Left over: five of hearts, nine of hearts and four of diamonds."
    )
    # Every card melds, but one must go: the discard, never "no points left" first.
    assert run("Kc", "Kd", "Kh", "Qc", "Qd", "Qh", "--wild", "5").stdout.strip() == (
        "Best discard: the queen of diamonds, leaving 24 points. Book: three kings. Left over: queen of hearts and queen of clubs."
    )


@pytest.mark.parametrize("seed", range(3))
def test_the_answer_comes_first_over_many_hands(seed: int) -> None:
    rng = random.Random(seed)
    deck = full_deck(1)
    for _ in range(400):
        wild = rng.randint(3, 13)
        size = rng.choice([wild, wild + 1, rng.randint(1, 14)])
        check = check_hand(rng.sample(deck, size), wild)
        said = check_words(check, EN)
        sentences = said.split(". ")
        if size == wild:
            assert "discard" not in said, said
            assert sentences[0] == ("No points left: every card melds" if check.points == 0 else f"{check.points} points left"), said
        elif check.can_go_out:
            assert sentences[0].startswith("You can go out by discarding the "), said
            assert "points left" not in said and "Left over" not in said, said
        elif size == wild + 1:
            assert check.after_discard is not None and check.discard is not None
            assert said.startswith(f"Best discard: the {check.discard.long}, leaving {check.after_discard.points} point"), said
        assert not ("every card melds" in said and "discard" in said), said
        assert not misheard(said), said


def test_wild_rank_defaults_to_the_number_of_cards() -> None:
    # Four cards: fours are wild, so the 4 of clubs is the 8 of the diamond run (Dutch example 1).
    result = run("6♦", "7♦", "9♦", "4♣")
    assert result.stdout.startswith(
        "No points left: every card melds. Run of diamonds, six to nine: six, seven, the wild four of clubs as the eight, nine."
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
