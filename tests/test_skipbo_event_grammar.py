"""Skip-Bo's event lines are sentences (issue 31): a verb takes the card as its object ("Þú
spilar fimmu á byggingarbunka 2", "Pelaat viitosen kokoamispinoon 2"), never a colon in place of
the case a language needs ("Þú spilar á byggingarbunka 2: fimma"). Icelandic and Finnish name the
case with an attribute of the sentence (".card-case = dat"), and the card's words say its form."""

from __future__ import annotations

import pytest

from shared_table.core.message import msg
from shared_table.games.skipbo.game import GAME
from shared_table.games.skipbo.rules.cards import Card, a_card, a_number, card_name, card_words
from shared_table.i18n.languages import LANGUAGES
from shared_table.i18n.words import words_for
from test_event_grammar import PLACE, colons_before_the_card

PLAYED = {"who": "other", "name": "Ann", "to": 2, "pile": 3, "owner": "Bob", "wild": "no", "as": "five"}
EVENTS: dict[str, tuple[str, dict[str, object]]] = {  # message: the variable that is the card, and the others
    # What happens, and the moves a hint advises: a verb and its card. (A refusal may name a card as
    # a label, English "Not in your hand: a five."; Icelandic and Finnish ones are checked below.)
    "sb-played-hand": ("card", PLAYED),
    "sb-played-stock": ("card", {**PLAYED, "whose": "other"}),
    "sb-played-discard": ("card", {**PLAYED, "whose": "other"}),
    "sb-bought-stock": ("card", {**PLAYED, "seller": "Bob", "whose": "other"}),
    "sb-bought-discard": ("card", {**PLAYED, "seller": "Bob", "whose": "other"}),
    "sb-discarded": ("card", {"who": "other", "name": "Ann", "pile": 3}),
    "sb-you-draw": ("cards", {}),
    "sb-must-play": ("needed", {"place": 2}),
    "sb-do-play-stock": ("card", {"to": 2, "wild": "no", "as": "five"}),
    "sb-do-play-discard": ("card", {"to": 2, "pile": 3, "wild": "no", "as": "five"}),
    "sb-do-play-hand": ("card", {"to": 2, "wild": "no", "as": "five"}),
    "sb-do-buy-stock": ("card", {"owner": "other", "name": "Bob", "to": 2, "wild": "no", "as": "five"}),
    "sb-do-buy-discard": ("card", {"owner": "other", "name": "Bob", "to": 2, "pile": 3, "wild": "no", "as": "five"}),
    "sb-do-discard": ("card", {"pile": 3}),
}


@pytest.mark.parametrize("code", [language.code for language in LANGUAGES])
def test_no_colon_stands_between_a_verb_and_its_card(code: str) -> None:
    said = ((message, {**values, "who": who, card: PLACE}) for message, (card, values) in EVENTS.items() for who in ("you", "other"))
    found = colons_before_the_card(words_for(code, GAME.catalogs), said)
    assert not found, found


def _said(code: str, message: str, **values: object) -> str:
    return words_for(code, GAME.catalogs)(message, **values)  # type: ignore[arg-type]


def _played(code: str, message: str, card: Card, value: int = 5, **values: object) -> str:
    wild = "yes" if card.wild else "no"
    return _said(code, message, **{**PLAYED, **values, "card": a_card(card), "wild": wild, "as": a_number(value)})


@pytest.mark.parametrize(("code", "card", "value", "said"), [
    ("is", Card(5), 5, "Þú spilar fimmu á byggingarbunka 2."),
    ("is", Card(1), 1, "Þú spilar ási á byggingarbunka 2."),
    ("is", Card(2), 2, "Þú spilar tvisti á byggingarbunka 2."),
    ("is", Card(3, 1), 3, "Þú spilar þristi með tolli upp á einn pening á byggingarbunka 2."),
    ("is", Card(0), 2, "Þú spilar Skip-Bo-spili sem tvisti á byggingarbunka 2."),
    ("is", Card(12), 12, "Þú spilar tólfu á byggingarbunka 2."),
    ("fi", Card(5), 5, "Pelaat viitosen kokoamispinoon 2."),
    ("fi", Card(7), 7, "Pelaat seiskan kokoamispinoon 2."),
    ("fi", Card(10, 2), 10, "Pelaat kympin kahden kolikon tullilla kokoamispinoon 2."),
    ("fi", Card(0), 1, "Pelaat Skip-Bo-kortin ykkösenä kokoamispinoon 2."),
    ("fi", Card(12), 12, "Pelaat kaksitoista kokoamispinoon 2."),
])
def test_a_card_played_from_the_hand_is_the_object_of_its_verb(code: str, card: Card, value: int, said: str) -> None:
    assert _played(code, "sb-played-hand", card, value, who="you") == said


def test_icelandic_says_a_played_or_discarded_card_in_the_dative_and_a_drawn_one_in_the_accusative() -> None:
    assert _played("is", "sb-played-stock", Card(4), whose="mine") == "Ann spilar fjarka úr eigin bunka þínum á byggingarbunka 2."
    assert _played("is", "sb-played-discard", Card(0), 9, whose="own") == (
        "Ann spilar Skip-Bo-spili sem níu af kastbunka 3 á byggingarbunka 2.")
    assert _played("is", "sb-bought-stock", Card(11), seller="þér", whose="mine") == (
        "Ann borgar þér einn pening og spilar ellefu úr eigin bunka þínum á byggingarbunka 2.")
    assert _said("is", "sb-discarded", who="you", card=a_card(Card(2)), pile=1) == "Þú hendir tvisti á kastbunka 1."
    assert _said("is", "sb-discarded", who="other", name="Ann", card=a_card(Card(0)), pile=4) == "Ann hendir Skip-Bo-spili á kastbunka 4."
    drawn = (a_card(Card(2)), a_card(Card(1)), a_card(Card(0)))
    assert _said("is", "sb-you-draw", cards=drawn) == "Þú dregur tvist, ás og Skip-Bo-spil."
    assert _said("is", "sb-error-no-such-card", card=card_words(Card(3, 2))) == "Á hendi ertu ekki með þrist með tolli upp á tvo peninga."
    assert _said("is", "sb-must-play", needed=a_number(1), place=3) == "Spilaðu nú ási eða Skip-Bo-spili á byggingarbunka 3."
    assert _said("is", "sb-do-discard", card=card_name(Card(2)), pile=1) == "hentu tvisti á kastbunka 1"
    assert _said("is", "sb-do-buy-stock", owner="other", name="Bob", card=card_name(Card(2)), to=2, wild="no", **{"as": a_number(2)}) == (
        "keyptu tvist úr eigin bunka hjá Bob fyrir einn pening og spilaðu því á byggingarbunka 2")


def test_finnish_says_a_card_as_the_total_object_and_in_the_partitive_after_a_negation() -> None:
    assert _played("fi", "sb-played-stock", Card(9), whose="mine") == "Ann pelaa yhdeksikön pöytäpinostasi kokoamispinoon 2."
    assert _said("fi", "sb-discarded", who="you", card=a_card(Card(8)), pile=1) == "Siirrät kahdeksikon poistopinoosi 1."
    drawn = (a_card(Card(6, 1)), a_card(Card(1)), a_card(Card(0)))
    assert _said("fi", "sb-you-draw", cards=drawn) == "Nostat kuutosen yhden kolikon tullilla, ykkösen ja Skip-Bo-kortin."
    assert _said("fi", "sb-error-no-such-card", card=card_words(Card(7))) == "Kädessäsi ei ole seiskaa."
    assert _said("fi", "sb-error-no-such-card", card=card_words(Card(11))) == "Kädessäsi ei ole yhtätoista."
    assert _said("fi", "sb-error-not-held", card=card_words(Card(0)), hand="Kätesi on tyhjä.") == (
        "Kädessäsi ei ole Skip-Bo-korttia. Kätesi on tyhjä.")


@pytest.mark.parametrize("code", ["is", "fi"])
def test_a_card_named_alone_and_as_typed_stays_in_the_nominative(code: str) -> None:
    """The case is the sentence's: the hand, a discard pile and what a player types back are nominative."""
    from shared_table.games.skipbo.words.reading_typed import parse_card

    words = words_for(code, GAME.catalogs)
    nominative = {"is": ("fimma", "Skip-Bo-spil", "ellefa"), "fi": ("viitonen", "Skip-Bo-kortti", "yksitoista")}[code]
    assert (words.say(card_words(Card(5))), words.say(card_name(Card(0))), words.say(a_number(11))) == nominative
    for said in nominative:
        assert parse_card(said, words) == Card({"fimma": 5, "viitonen": 5, "ellefa": 11, "yksitoista": 11}.get(said, 0))


def test_solitaire_says_a_card_in_the_case_its_verb_takes() -> None:
    """Solitaire's cards are Five Crowns cards: 'vanta' takes the accusative, 'sleppa' the dative,
    a Finnish negation the partitive."""
    from shared_table.games.fivecrowns.rules.cards import Card as FiveCrownsCard
    from shared_table.games.fivecrowns.rules.cards import card_msg
    from shared_table.games.solitaire.game import GAME as SOLITAIRE

    def said(code: str, message: str, **values: object) -> str:
        return words_for(code, SOLITAIRE.catalogs)(message, **values)  # type: ignore[arg-type]

    jack, three = card_msg(FiveCrownsCard.parse("Jsp")), card_msg(FiveCrownsCard.parse("3sp"))
    needs = (msg("sol-need-card", card=three),)
    assert said("is", "sol-hint-then", pile=2, card=jack, discard=jack, needs=needs, size=1).endswith(
        "þá vantar eitt spil: spaðaþrist.")
    assert said("is", "sol-hint-pass", card=jack).startswith("Slepptu spaðagosa;")
    assert said("fi", "sol-not-in-pile", pile=3, card=jack) == "Pinossa 3 ei ole patasotamiestä poistettavaksi."


def test_a_card_passed_in_solitaire_is_the_object_of_the_verb() -> None:
    from shared_table.games.fivecrowns.rules.cards import Card as FiveCrownsCard
    from shared_table.games.fivecrowns.rules.cards import card_msg
    from shared_table.games.solitaire.game import GAME as SOLITAIRE

    jack = card_msg(FiveCrownsCard.parse("Jsp"))
    assert words_for("is", SOLITAIRE.catalogs)("sol-passed", card=jack) == "Þú sleppir spaðagosa, sem fer út."
    assert words_for("fi", SOLITAIRE.catalogs)("sol-passed", card=jack) == "Ohitat patasotamiehen, joka poistetaan."
