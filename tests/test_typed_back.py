"""What the program says a card is, typed back, names that card: "the wild four of hearts" as
hints say it, "king of diamonds, number 3" as the hand lists it, in every language; and "wild"
names the wild card, or asks which when there are several (issue 30)."""

from __future__ import annotations

import random
import re

import pytest

from shared_table.core.errors import AmbiguousInput, InvalidInput
from shared_table.games.fivecrowns.game import GAME
from shared_table.games.fivecrowns.rules.cards import ALL_FACES, Card, parse_cards
from shared_table.games.fivecrowns.words.hand_listing import hand_words, ordered_hand, spoken_card
from shared_table.games.fivecrowns.words.reading_typed_cards import resolve_card
from shared_table.i18n.languages import LANGUAGES
from shared_table.i18n.words import Words, words_for

CODES = [language.code for language in LANGUAGES]


def words_of(code: str) -> Words:
    return words_for(code, GAME.catalogs)


def dealt_hands(count: int) -> list[tuple[list[Card], int]]:
    """Hands as a round deals them (two decks: a card may come twice), each with the round's wild rank."""
    rng = random.Random(30)
    hands = []
    for _ in range(count):
        wild_rank = rng.randint(3, 13)
        hands.append((rng.choices(ALL_FACES, k=wild_rank), wild_rank))  # round N deals N + 2 cards, wild rank N + 2
    return hands


@pytest.mark.parametrize("code", CODES)
def test_a_card_as_hints_and_events_say_it_names_that_card(code: str) -> None:
    words = words_of(code)
    for hand, wild_rank in dealt_hands(40):
        faces = list(dict.fromkeys(hand))
        for card in faces:
            said = spoken_card(card, wild_rank, words)  # "the nine of hearts", "a wild six of clubs", "a joker"
            if hand.count(card) > 1 or (card.is_joker and said == words("fc-a-joker")):
                continue  # two of a card: either copy is the same card
            for typed in (said, said.capitalize(), said.upper()):
                assert resolve_card(typed, hand, words=words, wild_rank=wild_rank) == card, (typed, hand)


@pytest.mark.parametrize("code", CODES)
def test_a_card_as_the_hand_lists_it_names_that_card(code: str) -> None:
    words = words_of(code)
    for hand, wild_rank in dealt_hands(20):
        listed = ordered_hand(hand, wild_rank)
        heard = hand_words(hand, wild_rank, words=words)
        # "Hearts: jack, number 3; ..." within a group a card is said by rank alone, so the
        # number is what names it: each "…, number N" typed back is card N
        items = re.findall(r"[^:;.]+?, \w+ \d+", heard)
        assert len(items) == len(listed), heard
        for position, item in enumerate(items, start=1):
            typed = item.strip()
            typed = re.sub(r"^(or|eller|tai|eða|ou|of)\s+", "", typed)
            assert resolve_card(typed, listed, words=words, wild_rank=wild_rank) == listed[position - 1], (typed, heard)


@pytest.mark.parametrize("code", CODES)
def test_wild_names_the_one_wild_card_and_asks_which_of_several(code: str) -> None:
    words = words_of(code)
    wild_word = words("fc-group-wild")
    one = parse_cards(["4h 9sp Kd"])
    for typed in ("wild", "Wild", wild_word, wild_word.lower()):
        assert resolve_card(typed, one, words=words, wild_rank=4) == Card.parse("4h"), typed
    several = parse_cards(["4h 9sp joker Kd"])
    with pytest.raises(AmbiguousInput) as asked:
        resolve_card("wild", several, words=words, wild_rank=4)
    said = words.say(asked.value.message)
    assert "1" in said and "3" in said, said  # both wild cards offered, by their numbers
    with pytest.raises(InvalidInput) as none:
        resolve_card("wild", parse_cards(["9sp Kd"]), words=words, wild_rank=4)
    assert words("fc-wild-cards") in words.say(none.value.message)


def test_english_forms_a_new_player_types() -> None:
    words = words_of("en")
    hand = parse_cards(["4h 9sp Kd joker"])
    for typed, card in [("x", None), ("wild four of hearts", "4h"), ("the wild four of hearts", "4h"), ("a wild four of hearts", "4h"),
                        ("the nine of spades", "9sp"), ("a joker", "joker"), ("king of diamonds, number 3", "Kd"),
                        ("the wild four of hearts.", "4h"), ("King of diamonds!", "Kd")]:
        if card is None:
            with pytest.raises(InvalidInput):
                resolve_card(typed, hand, words=words, wild_rank=4)
        else:
            assert resolve_card(typed, hand, words=words, wild_rank=4) == Card.parse(card), typed


@pytest.mark.parametrize(
    ("code", "typed"), [("fr", "bonus"), ("fr", "le bonus"), ("nl", "wisselende joker"), ("da", "trumfen"), ("en", "wild")]
)
def test_the_wild_card_is_named_by_its_word_without_an_article(code: str, typed: str) -> None:
    assert resolve_card(typed, parse_cards(["4h 9sp Kd"]), words=words_of(code), wild_rank=4) == Card.parse("4h")


def test_without_the_rounds_wild_rank_wild_is_not_a_card() -> None:
    with pytest.raises(InvalidInput):
        resolve_card("wild", parse_cards(["4h 9sp"]), words=words_of("en"))


def test_another_games_command_is_said_as_that_games_not_as_itself() -> None:
    """"In Five Crowns, draw is draw" told a solitaire player nothing: a word that is another
    game's command under the same name says whose it is; a short form says what it stands for."""
    from shared_table.console.play import make_setup, session_from_setup
    from shared_table.games import find_game

    solitaire = find_game("solitaire")
    session = session_from_setup(make_setup(game=solitaire, seed=1), game=solitaire)
    session.start()
    assert session.handle("draw") == ['No command "draw". Type help for all commands. That is a command of Five Crowns, not of this game.']
    assert session.handle("h") == ['No command "h". Type help for all commands. In Five Crowns, h is hand.']


@pytest.mark.parametrize(("code", "typed", "named"), [
    ("nl", "hartenkoning", None), ("nl", "harten koning", None), ("en", "king of hearts", None),  # no king of hearts held
    ("nl", "de 7", "7c"), ("fr", "le 7", "7c"), ("en", "the 7", "7c"), ("nl", "7", "9c"),  # an article: the rank; bare: the place
    ("nl", "de 4", "ask"), ("en", "the 5", None),
])
def test_a_card_named_whole_or_by_article_and_rank_is_never_another_card(code: str, typed: str, named: str | None) -> None:
    """Dutch third reading: "leg de hartenkoning af" (no king held) threw the queen of hearts away,
    its name begun by "koning"; "leg de 4 af" threw the fourth card, not the four."""
    hand = parse_cards(["Qh 4st Ksp 7c 4d 9h 9c"])
    words = words_of(code)
    if named == "ask":
        with pytest.raises(AmbiguousInput):
            resolve_card(typed, hand, words=words, wild_rank=6)
    elif named is None:
        with pytest.raises(InvalidInput) as refused:
            resolve_card(typed, hand, words=words, wild_rank=6)
        assert not isinstance(refused.value, AmbiguousInput)
    else:
        assert resolve_card(typed, hand, words=words, wild_rank=6) == Card.parse(named)
