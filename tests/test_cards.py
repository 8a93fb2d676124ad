"""Cards: the 116, and parse/format pairs that round-trip."""

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared_table.core.errors import AmbiguousInput, InvalidInput
from shared_table.games.fivecrowns.rules.cards import (
    ALL_FACES,
    JOKER,
    Card,
    Suit,
    check_copies,
    full_deck,
    parse_cards,
    parse_rank,
    split_card_text,
)


def test_a_set_holds_116_cards_two_of_each_face_and_six_jokers() -> None:
    deck = full_deck()
    assert len(deck) == 116
    counts = Counter(deck)
    assert counts[JOKER] == 6
    assert all(counts[face] == 2 for face in ALL_FACES if face != JOKER)
    assert len({face for face in deck if not face.is_joker}) == 5 * 11


def test_two_sets_hold_232() -> None:
    assert len(full_deck(sets=2)) == 232


@pytest.mark.parametrize("face", ALL_FACES, ids=lambda c: c.short)
def test_every_form_round_trips(face: Card) -> None:
    for text in (face.short, face.symbol, face.long, face.short.upper(), face.long.title()):
        assert Card.parse(text) == face


@pytest.mark.parametrize(
    ("text", "short"),
    [
        ("7st", "7st"), ("10h", "10h"), ("Jd", "Jd"), ("Qsp", "Qsp"), ("Kc", "Kc"), ("JOKER", "joker"),
        ("7★", "7st"), ("Q♠", "Qsp"), ("q♠️", "Qsp"), ("seven of stars", "7st"), ("queen of spades", "Qsp"),
        ("10 of hearts", "10h"), ("ten of hearts", "10h"), (" 7 st ", "7st"), ("K♡", "Kh"),
    ],
)
def test_parse_accepts_the_forms_people_type(text: str, short: str) -> None:
    assert Card.parse(text).short == short


def test_spoken_form() -> None:
    assert Card.parse("7st").long == "seven of stars"
    assert Card.parse("Qsp").long == "queen of spades"
    assert JOKER.long == "joker"


def test_bad_card_says_what_was_given_and_what_works() -> None:
    with pytest.raises(InvalidInput) as error:
        Card.parse("11h")
    assert str(error.value) == 'no card "11h": ranks are 3 to 10, J, Q, K; suits are st, h, c, sp, d'


@pytest.mark.parametrize("text", ["2h", "Ah", "7x", "seven of cups", "", "h7", "1", "joker7"])
def test_bad_cards_are_invalid_input(text: str) -> None:
    with pytest.raises(InvalidInput):
        Card.parse(text)


def test_s_alone_is_ambiguous_between_stars_and_spades() -> None:
    with pytest.raises(AmbiguousInput, match=r"7st .* or 7sp"):
        Card.parse("7s")


def test_points_and_wilds() -> None:
    assert Card.parse("Qd").points(wild_rank=3) == 12
    assert Card.parse("3h").points(wild_rank=3) == 20
    assert JOKER.points(wild_rank=3) == 50
    assert Card.parse("3h").is_wild(3) and JOKER.is_wild(13) and not Card.parse("4h").is_wild(3)


def test_parse_cards_splits_words_and_long_names() -> None:
    assert [c.short for c in parse_cards(["7st, Qsp joker", "seven of hearts"])] == ["7st", "Qsp", "joker", "7h"]
    assert split_card_text("queen of spades, 7st") == ["queen of spades", "7st"]


def test_more_copies_than_the_decks_hold() -> None:
    with pytest.raises(InvalidInput, match="3 copies of 7st"):
        check_copies(parse_cards(["7st 7st 7st"]))
    check_copies(parse_cards(["7st 7st 7st"]), sets=2)
    with pytest.raises(InvalidInput, match="7 copies of joker"):
        check_copies([JOKER] * 7)


def test_parse_rank() -> None:
    assert parse_rank("Q") == 12 and parse_rank("sixes") == 6 and parse_rank("10") == 10
    with pytest.raises(InvalidInput, match="ranks are 3 to 10"):
        parse_rank("2")


@given(st.text(max_size=20))
def test_any_text_either_parses_or_says_why(text: str) -> None:
    try:
        card = Card.parse(text)
    except InvalidInput as error:
        assert str(error)
    else:
        assert Card.parse(card.short) == card


def test_suits_in_sheet_order_with_braille_labels() -> None:
    assert [s.short for s in Suit] == ["st", "h", "c", "sp", "d"]
    assert [s.symbol for s in Suit] == ["★", "♥", "♣", "♠", "♦"]
