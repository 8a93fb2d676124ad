"""Event lines are sentences (issue 31): a verb takes the card as its object ("Ann prend le neuf
de carreau"), never a colon in place of the case or article a language needs ("Ann prend : neuf
de carreau", "Ann hendir: spaðagosi"). French says a card with its article; Icelandic and Finnish
say it in the case the verb asks for, which the sentence names (".card-case = dat")."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest

from shared_table.games.fivecrowns.game import GAME
from shared_table.games.fivecrowns.rules.cards import Card
from shared_table.games.fivecrowns.words.hand_listing import spoken_card, spoken_card_msg
from shared_table.i18n import words as words_module
from shared_table.i18n.languages import LANGUAGES
from shared_table.i18n.words import Words, words_for

PLACE = "\ue000"
EVENTS = {  # message: its other variables
    "fc-takes": {"who": "other", "name": "Ann", "position": 0},
    "fc-discards": {"who": "other", "name": "Ann"},
    "fc-goes-out": {"who": "other", "name": "Ann"},
    "fc-you-draw": {"position": 0},
    "fc-takes-only-card": {"name": "Ann"},
}


def colons_before_the_card(words: Words, said: Iterable[tuple[str, dict[str, Any]]]) -> list[str]:
    """The messages of `said` (each with its values, the card being `PLACE`) that put a colon
    just before the card. The placeholder is words already said, so the strict check that a
    case-taking sentence gets a card's parts is turned off meanwhile."""
    found = []
    strict, words_module.STRICT = words_module.STRICT, False
    try:
        for message, values in said:
            line = words(message, **values)
            if line.partition(PLACE)[0].rstrip().endswith(":"):
                found.append(f"{message}: {line}")
    finally:
        words_module.STRICT = strict
    return found


@pytest.mark.parametrize("code", [language.code for language in LANGUAGES])
def test_no_colon_stands_between_a_verb_and_its_card(code: str) -> None:
    said = ((message, {**values, "card": PLACE}) for message, values in EVENTS.items())
    found = colons_before_the_card(words_for(code, GAME.catalogs), said)
    assert not found, found


def test_french_says_a_card_with_its_article() -> None:
    words = words_for("fr", GAME.catalogs)
    assert spoken_card(Card.parse("9d"), 3, words) == "le neuf de carreau"
    assert spoken_card(Card.parse("Qh"), 3, words) == "la dame de cœur"
    assert spoken_card(Card.parse("Ksp"), 3, words) == "le roi de pique"
    assert words("fc-discards", who="other", name="Ann", card=spoken_card(Card.parse("Qh"), 3, words)) == "Ann rejette la dame de cœur."


def test_french_hints_name_a_card_with_its_article() -> None:
    from shared_table.games.fivecrowns.bots.reasons import _name

    words = words_for("fr", GAME.catalogs)
    assert words.say(_name(Card.parse("Qh"), 3)) == "la dame de cœur"
    assert words.say(_name(Card.parse("10c"), 3)) == "le dix de trèfle"


def _said(code: str, message: str, card: str, wild_rank: int = 5, **values: object) -> str:
    words = words_for(code, GAME.catalogs)
    return words(message, card=spoken_card_msg(Card.parse(card), wild_rank), **values)  # type: ignore[arg-type]


@pytest.mark.parametrize(("code", "card", "discards", "takes"), [
    ("is", "Jsp", "Ann hendir spaðagosa.", "Ann tekur úr bunkanum spaðagosa."),
    ("is", "Qh", "Ann hendir hjartadrottningu.", "Ann tekur úr bunkanum hjartadrottningu."),
    ("is", "Kd", "Ann hendir tígulkóngi.", "Ann tekur úr bunkanum tígulkóng."),
    ("is", "3c", "Ann hendir laufþristi.", "Ann tekur úr bunkanum laufþrist."),
    ("is", "9h", "Ann hendir hjartaníu.", "Ann tekur úr bunkanum hjartaníu."),
    ("is", "joker", "Ann hendir jóker.", "Ann tekur úr bunkanum jóker."),
    ("fi", "Ksp", "Ann luopuu patakuninkaasta.", "Ann ottaa poistopinosta patakuninkaan."),
    ("fi", "Jc", "Ann luopuu ristisotamiehestä.", "Ann ottaa poistopinosta ristisotamiehen."),
    ("fi", "Qh", "Ann luopuu herttakuningattaresta.", "Ann ottaa poistopinosta herttakuningattaren."),
    ("fi", "7st", "Ann luopuu tähtiseiskasta.", "Ann ottaa poistopinosta tähtiseiskan."),
    ("fi", "10d", "Ann luopuu ruutukympistä.", "Ann ottaa poistopinosta ruutukympin."),
    ("fi", "joker", "Ann luopuu jokerista.", "Ann ottaa poistopinosta jokerin."),
])
def test_a_discarded_or_taken_card_is_in_the_case_its_verb_takes(code: str, card: str, discards: str, takes: str) -> None:
    """Icelandic: the dative after henda, the accusative after taka. Finnish: the elative after
    luopua, the genitive after ottaa."""
    assert _said(code, "fc-discards", card, who="other", name="Ann") == discards
    assert _said(code, "fc-takes", card, who="other", name="Ann", position=0) == takes


def test_a_card_named_alone_stays_in_the_nominative() -> None:
    """The case is the sentence's: the hand, the top of the pile and a card said alone are
    nominative."""
    words = words_for("is", GAME.catalogs)
    assert spoken_card(Card.parse("Jsp"), 3, words) == "spaðagosi"
    assert words("fc-top-discard", card=spoken_card_msg(Card.parse("Kd"), 3)) == "Efst í bunkanum: tígulkóngur."
    assert spoken_card(Card.parse("Ksp"), 3, words_for("fi", GAME.catalogs)) == "patakuningas"


def test_a_wild_card_in_a_run_replaces_a_rank_said_in_the_genitive_in_finnish() -> None:
    from shared_table.games.fivecrowns.rules.cards import Suit
    from shared_table.games.fivecrowns.rules.melds import Meld, MeldKind
    from shared_table.games.fivecrowns.words.saying_cards import meld_words

    meld = Meld(MeldKind.RUN, (Card.parse("9c"), Card.parse("joker"), Card.parse("Jc")), Suit.CLUBS, None, (9, 10, 11))
    said = meld_words(meld, 5, words_for("fi", GAME.catalogs))
    assert "jokeri korvaa kympin" in said, said


def test_a_sentence_that_inflects_its_card_refuses_one_said_already() -> None:
    """Words said already can only be heard in the nominative: a strict run (the tests) fails on
    one given to a sentence that says its card in a case."""
    from shared_table.i18n.words import MissingWords

    words = words_for("is", GAME.catalogs)
    with pytest.raises(MissingWords, match="dat"):
        words("fc-discards", who="other", name="Ann", card="spaðagosi")


@pytest.mark.parametrize(("name", "sound"), [
    ("Ann", "vowel"), ("Élodie", "vowel"), ("Hélène", "vowel"), ("Yves", "vowel"), ("Œdipe", "vowel"),
    ("Bob", "consonant"), ("Yann", "consonant"), ("7", "consonant"), ("", "consonant"),
])
def test_initial_says_whether_french_elides_before_a_name(name: str, sound: str) -> None:
    from shared_table.i18n.catalog import initial

    assert initial(name) == sound


@pytest.mark.parametrize(("code", "name", "said"), [
    ("sv", "Ann", "Anns tur."), ("sv", "Lars", "Lars tur."), ("sv", "Max", "Max tur."),
    ("nb", "Ann", "Anns tur."), ("nb", "Lars", "Lars' tur."),
])
def test_a_scandinavian_possessive_takes_no_second_s(code: str, name: str, said: str) -> None:
    """Swedish writes "Lars tur", Norwegian "Lars' tur": never "Larss" (GENITIVE)."""
    from shared_table.games.skipbo.game import GAME as SKIPBO

    assert words_for(code, SKIPBO.catalogs)("sb-turn-of", name=name) == said


def test_a_danish_possessive_after_s_is_an_apostrophe() -> None:
    from shared_table.games.skipbo.game import GAME as SKIPBO

    words = words_for("da", SKIPBO.catalogs)
    assert words("sb-turn-of", name="Lars") == "Lars' tur." and words("sb-turn-of", name="Ann") == "Anns tur."


@pytest.mark.parametrize(("code", "typed", "said"), [
    ("is", "spaðagosi", "Þú ert ekki með spaðagosa."), ("is", "tíglar", "Þú ert ekki með tígla."),
    ("is", "jókerar", "Þú ert ekki með jókera."), ("fi", "ristikuningas", "Kädessäsi ei ole ristikuningasta."),
    ("fi", "hertat", "Kädessäsi ei ole herttoja."), ("fi", "jokerit", "Kädessäsi ei ole jokereita."),
])
def test_a_card_or_group_not_held_is_said_in_the_case_of_its_sentence(code: str, typed: str, said: str) -> None:
    """The card, suit, rank or jokers a person named and does not hold come to the sentence as
    parts, so Icelandic says them in the accusative and Finnish in the partitive."""
    from shared_table.core.errors import InvalidInput
    from shared_table.games.fivecrowns.rules.cards import parse_cards
    from shared_table.games.fivecrowns.words.reading_typed_cards import resolve_card

    words = words_for(code, GAME.catalogs)
    with pytest.raises(InvalidInput) as refused:
        resolve_card(typed, parse_cards(["7st 8sp Qc"]), words=words)
    assert words.say(refused.value.message).startswith(said)
