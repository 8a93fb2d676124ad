"""What issue 41's listeners tripped over: a long list heard as one sentence (its lines end with
a comma, the last says "and"), identical cards said once with their count, a last turn said once,
Tab listing each card once, and the solitaire's hint never naming one card twice as if the same."""

from __future__ import annotations

import itertools
import re

import pytest

from shared_table.games import find_game
from shared_table.games.fivecrowns.rules.cards import JOKER, Card, Suit
from shared_table.games.fivecrowns.words.commands import hand_in_order
from shared_table.games.fivecrowns.words.saying_cards import card_words, left_over_lines
from shared_table.i18n.languages import LANGUAGES
from shared_table.i18n.words import words_for
from test_languages_games import session_for
from test_line_lengths import whole_game
from test_listening import misheard

CODES = [language.code for language in LANGUAGES]
FIVE_CROWNS = ("shared_table.games.fivecrowns",)
S = Suit
THIRTEEN = [Card(3, S.SPADES), Card(4, S.SPADES), Card(6, S.STARS), Card(7, S.STARS), Card(7, S.HEARTS), Card(8, S.HEARTS),
            Card(9, S.HEARTS), Card(10, S.HEARTS), Card(11, S.CLUBS), Card(12, S.CLUBS), Card(13, S.CLUBS), Card(5, S.DIAMONDS),
            Card(3, S.DIAMONDS)]


@pytest.mark.parametrize("code", CODES)
def test_a_long_left_over_list_is_one_sentence_over_a_few_lines(code: str) -> None:
    words = words_for(code, FIVE_CROWNS)
    lines = left_over_lines(THIRTEEN, words)
    assert len(lines) == 3, lines
    assert all(line.endswith(",") for line in lines[:-1]), lines
    joined = " ".join(lines)
    assert joined == words("fc-left-over", cards=tuple(card_words(card, words) for card in THIRTEEN)), "the one sentence, cut"
    assert all(len(line.split()) <= 30 for line in lines)


def test_a_long_list_is_never_left_with_one_card_on_its_last_line() -> None:
    words = words_for("en", FIVE_CROWNS)
    lines = left_over_lines(THIRTEEN[:7], words)
    assert lines == ["Left over: three of spades, four of spades, six of stars, seven of stars,",
                     "seven of hearts, eight of hearts and nine of hearts."]


def test_identical_cards_side_by_side_are_said_once_with_their_count() -> None:
    words = words_for("en", FIVE_CROWNS)
    cards = [Card(6, S.STARS), Card(6, S.STARS), Card(11, S.HEARTS), JOKER, JOKER]
    assert left_over_lines(cards, words) == ["Left over: two sixes of stars, jack of hearts and two jokers."]
    assert not misheard(left_over_lines(cards, words)[0])


@pytest.mark.parametrize("code", CODES)
def test_no_language_says_an_identical_card_twice_in_a_row(code: str) -> None:
    words = words_for(code, FIVE_CROWNS)
    for suit in Suit:
        for rank in (6, 11, 13):
            card = Card(rank, suit)
            line = left_over_lines([card, card, Card(3, S.DIAMONDS)], words)[0]
            name = card_words(card, words)
            assert line.count(name) <= 1, line
            assert "{" not in line and "fc-" not in line, line


def _whole_game_lines(game: str, seed: int) -> list[str]:
    chosen = find_game(game)
    return whole_game(session_for(chosen, "en", seed=seed, seats=2 if chosen.players[1] > 1 else 1), every=5)


@pytest.mark.parametrize("seed", [1, 2])
def test_your_last_turn_is_said_once(seed: int) -> None:
    lines = _whole_game_lines("fivecrowns", seed)
    assert any(line.startswith("Your last turn") for line in lines)
    told = [pair for pair in itertools.pairwise(lines) if "one last turn" in pair[0] and pair[1].startswith("Your last turn")]
    assert all(first.startswith("After you, ") and ": you" not in first for first, _ in told), told
    assert "You have one last turn." not in lines


def test_tab_lists_each_card_of_the_hand_once() -> None:
    session = session_for(find_game("fivecrowns"), "en", seed=4)
    session.start()
    offered = session.commands.completions(session, "discard ")
    hand = hand_in_order(session)
    assert offered == [card_words(card, session.words) for card in dict.fromkeys(hand)]
    assert session.commands.completions(session, "discard " + offered[0][:3])[0] == offered[0]


def test_tab_lists_each_solitaire_card_once() -> None:
    session = session_for(find_game("solitaire"), "en", seed=4, seats=1)
    session.start()
    offered = session.commands.completions(session, "play ")
    assert len(offered) == len(set(offered)) and not any(re.search(r" out \d", option) for option in offered), offered


def test_a_solitaire_hint_never_names_one_card_twice() -> None:
    hints = [line for seed in (1, 5) for line in _whole_game_lines("solitaire", seed) if line.startswith("Hint: Pile")]
    for hint in hints:
        named = re.findall(r"\bthe (\w+ of \w+)", hint)
        assert len(named) == len(set(named)), hint
    assert any("another " in hint for hint in hints), "the same card from the other deck is another"
