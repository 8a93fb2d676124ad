"""A card typed as speakers write it names that card (issue 31, "Typed as people type"): after
an article ("x le roi de pique", "jouer un cinq"), in one word ("schoppenheer"), in a definite or
inflected form ("otteren", "åttan", "henda hjartaníu", "ristikuninkaan"), without the letters a
keyboard may lack ("coeur", "aatte", "thristur"), with a curly apostrophe ("d’étoile"). What was
read before still is; a form that fits several cards still asks which; Tab offers the
language's names, not English's beside them."""

from __future__ import annotations

import pytest

from shared_table.console.play import new_session
from shared_table.core.errors import AmbiguousInput, InvalidInput
from shared_table.core.typed_words import fold, listed, written
from shared_table.games.fivecrowns.game import GAME
from shared_table.games.fivecrowns.rules.cards import ALL_FACES, RANKS, Card, parse_cards
from shared_table.games.fivecrowns.words import reading_typed_cards
from shared_table.games.fivecrowns.words.card_vocabulary import vocabulary
from shared_table.games.fivecrowns.words.commands import hand_in_order
from shared_table.games.fivecrowns.words.hand_listing import spoken_card_msg
from shared_table.games.fivecrowns.words.reading_typed_cards import parse_named_card, parse_named_cards, resolve_card
from shared_table.games.fivecrowns.words.saying_cards import card_words
from shared_table.games.skipbo.game import GAME as SKIPBO
from shared_table.games.skipbo.rules.actions import HAND as FROM_HAND
from shared_table.games.skipbo.rules.actions import Play
from shared_table.games.skipbo.words.reading_typed import first
from shared_table.games.skipbo.words.reading_typed import parse_card as skipbo_card
from shared_table.games.skipbo.words.reading_typed import vocabulary as skipbo_vocabulary
from shared_table.i18n.languages import LANGUAGES
from shared_table.i18n.words import Words, words_for
from shared_table.sessions.common_commands import registry_for

CODES = [language.code for language in LANGUAGES]

HAND = parse_cards(["Ksp Qh 8d 9h 5st Kc 3c Jsp joker"])
"""One of each card the tables name; two kings, so that a king's rank alone asks which."""

TYPED: dict[str, list[tuple[str, str]]] = {
    "en": [
        ("an eight of diamonds", "8d"), ("the king of spades", "Ksp"), ("a joker", "joker"), ("the 9h", "9h"),
    ],
    "fr": [
        ("le roi de pique", "Ksp"), ("la dame de cœur", "Qh"), ("la dame de coeur", "Qh"), ("Le Roi De Pique", "Ksp"),
        ("l'étoile", "5st"), ("l’étoile", "5st"), ("l'etoile", "5st"), ("l' étoile", "5st"),
        ("le cinq d’étoile", "5st"), ("cinq d’etoile", "5st"), ("le cinq d'étoile.", "5st"),
        ("un joker", "joker"), ("le joker", "joker"), ("le valet de pique", "Jsp"), ("une dame de cœur", "Qh"),
    ],
    "nl": [
        ("schoppenheer", "Ksp"), ("de schoppenheer", "Ksp"), ("de schoppen heer", "Ksp"), ("hartenvrouw", "Qh"),
        ("de hartenvrouw", "Qh"), ("een joker", "joker"), ("de joker", "joker"), ("klaverenheer", "Kc"),
        ("klaverheer", "Kc"), ("de harten 9", "9h"), ("het harten 9", "9h"), ("'n joker", "joker"),
    ],
    "da": [
        ("otteren", "8d"), ("ruder otteren", "8d"), ("ruderotteren", "8d"), ("hjerterdame", "Qh"),
        ("hjerter dronningen", "Qh"), ("spar kongen", "Ksp"), ("sparkonge", "Ksp"), ("en joker", "joker"),
        ("jokeren", "joker"), ("kløverkonge", "Kc"), ("kloever konge", "Kc"), ("klover konge", "Kc"),
        ("klørkongen", "Kc"), ("spar knægten", "Jsp"), ("spar knaegten", "Jsp"), ("en spar knægt", "Jsp"),
        ("et hjerter 9", "9h"), ("hjerter nieren", "9h"), ("stjernefemmeren", "5st"),
    ],
    "sv": [
        ("åttan", "8d"), ("attan", "8d"), ("ruter åttan", "8d"), ("ruteråttan", "8d"), ("hjärterdam", "Qh"),
        ("hjärter damen", "Qh"), ("spader kungen", "Ksp"), ("spaderkung", "Ksp"), ("en joker", "joker"),
        ("jokern", "joker"), ("spaderknekt", "Jsp"), ("spader knekten", "Jsp"), ("ett hjärter 9", "9h"),
        ("hjarter nian", "9h"), ("klöverkungen", "Kc"), ("klover kung", "Kc"),
    ],
    "nb": [
        ("åtteren", "8d"), ("aatteren", "8d"), ("atteren", "8d"), ("ruter åtteren", "8d"), ("spar kongen", "Ksp"),
        ("sparkonge", "Ksp"), ("hjerterdame", "Qh"), ("hjerter damen", "Qh"), ("en joker", "joker"),
        ("jokeren", "joker"), ("kløver konge", "Kc"), ("kloever konge", "Kc"), ("klover konge", "Kc"),
        ("ei hjerter 9", "9h"), ("et hjerter 9", "9h"), ("spar knekten", "Jsp"),
    ],
    "is": [
        ("hjartaníu", "9h"), ("hjartaniu", "9h"), ("hjartanía", "9h"), ("spaðakóng", "Ksp"), ("spadakong", "Ksp"),
        ("spaðakóngi", "Ksp"), ("spaðakóngur", "Ksp"), ("tíguláttu", "8d"), ("tigulattu", "8d"), ("spaðagosa", "Jsp"),
        ("hjartadrottningu", "Qh"), ("hjartadömu", "Qh"), ("laufþrist", "3c"), ("laufthristi", "3c"),
        ("laufþristur", "3c"), ("stjörnufimmu", "5st"), ("stjornufimmu", "5st"), ("jókerinn", "joker"),
        ("laufkóng", "Kc"), ("lauf kóngi", "Kc"),
    ],
    "fi": [
        ("ristikuningas", "Kc"), ("ristikuninkaan", "Kc"), ("risti kuninkaan", "Kc"), ("patakuningas", "Ksp"),
        ("pata kuningasta", "Ksp"), ("herttakuningatar", "Qh"), ("herttakuningattaren", "Qh"), ("herttarouvaa", "Qh"),
        ("herttayhdeksikkö", "9h"), ("herttaysin", "9h"), ("ruutukasi", "8d"), ("ruutukasin", "8d"),
        ("tähtiviitosen", "5st"), ("tahtiviitonen", "5st"), ("patajätkä", "Jsp"), ("patasotamiehen", "Jsp"),
        ("jokerin", "joker"), ("ristikolmosen", "3c"),
    ],
}
"""For each language: what a speaker types, and the card of HAND it names."""


def words_of(code: str) -> Words:
    return words_for(code, GAME.catalogs)


@pytest.mark.parametrize("code", CODES)
def test_what_speakers_type_names_the_card(code: str) -> None:
    words = words_of(code)
    wrong = []
    for typed, card in TYPED[code]:
        try:
            named = resolve_card(typed, HAND, words=words, wild_rank=4)
        except (InvalidInput, AmbiguousInput) as error:
            wrong.append(f"{typed!r}: {words.say(error.message)}")
            continue
        if named != Card.parse(card):
            wrong.append(f"{typed!r}: {named.short}, not {card}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("code", CODES)
def test_every_card_as_said_after_each_article_names_itself(code: str) -> None:
    """What was read before still is (the card names as said, the English ones, the labels), and
    each of the language's articles before any of them changes nothing."""
    words = words_of(code)
    articles = listed(words("fc-typed-articles"))
    for face in ALL_FACES:
        said = card_words(face, words)
        for typed in (said, said.upper(), face.short, face.long, *(f"{article} {said}".replace("' ", "'") for article in articles)):
            assert parse_named_card(typed, words) == face, typed
            assert resolve_card(typed, ALL_FACES, words=words) == face, typed
    assert parse_named_cards([", ".join(f"{articles[0] if articles else ''} {card_words(face, words)}" for face in ALL_FACES)],
                             words) == list(ALL_FACES)


def test_a_french_name_with_its_article_is_read_in_a_list_of_cards() -> None:
    words = words_of("fr")
    assert parse_named_cards(["le roi de pique la dame de cœur, un joker"], words) == parse_cards(["Ksp Qh joker"])
    assert parse_named_cards(["le cinq d’étoile"], words) == parse_cards(["5st"])


@pytest.mark.parametrize(("code", "typed"), [
    ("fr", "la dame"), ("fr", "le roi"), ("fr", "l'étoile"), ("da", "kongen"), ("da", "en konge"), ("sv", "kungen"),
    ("nb", "kongen"), ("nl", "de heer"), ("fi", "kuninkaan"), ("is", "kóng"), ("en", "the king"),
])
def test_a_form_that_fits_several_cards_asks_which(code: str, typed: str) -> None:
    words = words_of(code)
    hand = [*HAND, Card.parse("Qsp"), Card.parse("7st")]
    with pytest.raises(AmbiguousInput) as asked:
        resolve_card(typed, hand, words=words, wild_rank=4)
    assert "1" in words.say(asked.value.message) or "2" in words.say(asked.value.message)


@pytest.mark.parametrize("code", CODES)
def test_a_wrong_name_after_an_article_is_no_card(code: str) -> None:
    words = words_of(code)
    for article in [*listed(words("fc-typed-articles")), "the"]:
        with pytest.raises(InvalidInput):
            resolve_card(f"{article} zzzz", HAND, words=words, wild_rank=4)


@pytest.mark.parametrize("code", CODES)
def test_no_typed_form_is_a_word_of_another_rank_a_suit_or_a_group(code: str) -> None:
    words = words_of(code)
    known = vocabulary(words)
    for rank in RANKS:
        for form in listed(words("fc-typed-forms", rank=rank)):
            assert known.ranks.get(form) == rank, (form, rank, known.ranks.get(form))
            assert form not in known.suits and form not in known.plurals and form not in known.jokers, form
    assert all(len(faces) == 1 for faces in known.index.values()), [name for name, faces in known.index.items() if len(faces) > 1]


def test_letters_a_keyboard_may_lack() -> None:
    assert fold("Cœur") == "coeur" and fold("KNÆGT") == "knaegt" and fold("kløver") == "klover"
    assert fold("Þristur") == "thristur" and fold("spaða") == "spada" and fold("åtte") == "atte"
    assert fold("d’étoile") == fold("d‘étoile") == fold("dʼétoile") == "d'etoile"
    assert written("åtteren") == ["atteren", "aatteren"] and written("kløver") == ["klover", "kloever"]


def test_the_article_stripping_is_what_reads_un_roi_de_pique(monkeypatch: pytest.MonkeyPatch) -> None:
    """The mutation check: without the article stripping the French table fails. ("le roi de
    pique" is also read as the program says a card, "le" being fc-the-card's own article.)"""
    words = words_of("fr")
    assert resolve_card("un roi de pique", HAND, words=words) == Card.parse("Ksp")
    monkeypatch.setattr(reading_typed_cards, "_without_article", lambda key, known: key)
    with pytest.raises(InvalidInput):
        resolve_card("un roi de pique", HAND, words=words)


@pytest.mark.parametrize(("code", "typed", "card"), [
    ("en", "discard the jack of hearts", "Jh"), ("en", "x an eight of stars", None),
    ("fr", "rejeter le valet de cœur", "Jh"), ("fr", "x le six d’étoile", "6st"),
    ("nl", "afleggen de hartenboer", "Jh"), ("da", "kassér bonden", "Jh"), ("da", "x hjerterbonden", "Jh"),
    ("sv", "kasta knekten", "Jh"), ("nb", "kast knekten", "Jh"), ("is", "henda hjartagosa", "Jh"),
    ("is", "henda stjörnusexu", "6st"), ("fi", "poista herttasotamiehen", "Jh"), ("fi", "x tähtikuutosen", "6st"),
])
def test_a_discard_typed_as_speakers_type_it_is_played(code: str, typed: str, card: str | None) -> None:
    session = new_session(seed=7, language=code)
    session.start()
    session.handle("draw")
    assert hand_in_order(session) == parse_cards(["6st Jh 6c 6sp"]), "seed 7's first hand, drawn"
    said = session.handle(typed)
    words = words_of(code)
    if card is None:
        assert len(said) == 1 and words("fc-cmd-hand") in said[0], said  # nothing discarded: no eight of stars
        return
    # "You discard the jack of hearts." (or go out), with the card in the case the sentence takes.
    discarded = spoken_card_msg(Card.parse(card), 3)
    lines = {words(message, who="you", name="-", card=discarded) for message in ("fc-discards", "fc-goes-out")}
    assert said[0] in lines, said


@pytest.mark.parametrize("code", [code for code in CODES if code != "en"])
def test_tab_offers_the_languages_names_not_englishs(code: str) -> None:
    words = words_of(code)
    session = new_session(seed=7, language=code)
    session.start()
    registry = registry_for(GAME, words)
    offered = registry.completions(session, f"{words('fc-cmd-discard')} ")
    hand = hand_in_order(session)
    names = {card_words(card, words) for card in hand}
    assert set(offered) == names and len(offered) == len(names), offered  # each card once, by its name (issue 41)
    assert not [card.long for card in hand if card.long in offered and card.long not in names], offered


def test_tab_in_english_offers_the_english_names() -> None:
    words = words_of("en")
    session = new_session(seed=7)
    session.start()
    offered = registry_for(GAME, words).completions(session, "discard ")
    assert {card.long for card in hand_in_order(session)} <= set(offered)


# ---------------------------------------------------------------------- Skip-Bo

SKIPBO_TYPED: dict[str, list[tuple[str, int]]] = {
    "en": [("a five", 5), ("an eight", 8), ("the five", 5), ("a skip-bo", 0), ("the seven t2", 7)],
    "fr": [("un cinq", 5), ("le cinq", 5), ("un huit", 8), ("le onze", 11), ("un joker", 0), ("une carte skip-bo", 0),
           ("la carte Skip-Bo", 0), ("un", 1), ("le un", 1), ("d’une", 1)],
    "da": [("femmeren", 5), ("en femmer", 5), ("syveren", 7), ("en syver", 7), ("en", 1), ("eneren", 1), ("en ener", 1),
           ("skip-bo-kortet", 0)],
    "sv": [("femman", 5), ("en femma", 5), ("åttan", 8), ("attan", 8), ("en åtta", 8), ("ett skip-bo-kort", 0)],
    "nb": [("femmeren", 5), ("en femmer", 5), ("åtteren", 8), ("en åtter", 8), ("atteren", 8)],
    "nl": [("een vijf", 5), ("de vijf", 5), ("de acht", 8), ("een skip-bo-kaart", 0), ("de skip-bo-kaart", 0)],
    "fi": [("viitonen", 5), ("viitosen", 5), ("kasi", 8), ("kahdeksikon", 8)],
    "is": [("fimma", 5), ("fimmu", 5), ("áttu", 8), ("attu", 8)],
}
"""For each language: a Skip-Bo card as a speaker types it, and its number (0 the Skip-Bo card)."""


@pytest.mark.parametrize("code", CODES)
def test_a_skipbo_card_as_speakers_type_it(code: str) -> None:
    words = words_for(code, SKIPBO.catalogs)
    for typed, number in SKIPBO_TYPED[code]:
        assert skipbo_card(typed, words).number == number, typed


@pytest.mark.parametrize(("code", "typed", "canonical"), [
    ("fr", "un cinq sur 2", "cinq to 2"),
    ("fr", "un sur 2", "un to 2"),  # "un" alone is a one
    ("da", "en til 2", "en to 2"),
    ("da", "en 2", "en 2"),  # before a digit an article is the number one: a one onto pile 2
    ("da", "en femmer til 2", "femmer to 2"),
    ("nl", "de vijf op 3", "vijf to 3"),
    ("fr", "d’une", "d'une"),
])
def test_an_article_goes_before_a_number_word_only(code: str, typed: str, canonical: str) -> None:
    assert skipbo_vocabulary(words_for(code, SKIPBO.catalogs)).canonical(typed) == canonical


@pytest.mark.parametrize("code", CODES)
def test_a_skipbo_play_typed_as_the_program_says_the_card_is_played(code: str) -> None:
    """'jouer un cinq sur 2', 'spil femmeren til 2': the card as sb-a-number and sb-card-name say it."""
    words = words_for(code, SKIPBO.catalogs)
    for seed in range(1, 60):
        for name in ("sb-a-number", "sb-card-name"):
            session = new_session(players=2, seed=seed, game=SKIPBO, language=code)
            session.start()
            view = session.view()
            plays = [action for action in view.legal_actions if isinstance(action, Play) and action.source == FROM_HAND and action.card
                     and not action.card.wild and not action.card.toll]
            if not plays:
                break
            play = plays[0]
            assert play.card is not None
            card = words(name, number=play.card.number, toll=0)
            said = session.handle(f"{words('sb-cmd-play')} {card} {first(words, 'to')} {play.to}")
            assert session.view().building != view.building, (card, said)
        else:
            return
    pytest.fail("no seed deals a number card to play from the hand")


def test_a_hyphen_inside_a_finnish_compound_is_read() -> None:
    """Finnish writes a hyphen between two equal vowels ("pata-akka") and allows one in any
    compound ("pata-kuningatar"): the same card as the one word."""
    hand = parse_cards(["Qsp 7st Ksp"])
    words = words_of("fi")
    assert resolve_card("pata-akka", hand, words=words) == resolve_card("Pata-kuningatar", hand, words=words) == Card.parse("Qsp")
    assert fold("10-ere") == "10-ere"  # a hyphen after a digit is not inside a word


@pytest.mark.parametrize(("code", "typed", "card"), [
    ("da", "Dsp", "Qsp"), ("da", "bh", "Jh"), ("nb", "Dsp", "Qsp"), ("sv", "Knh", "Jh"), ("is", "Gh", "Jh"),
    ("is", "Dd", "Qd"), ("nl", "Hc", "Kc"), ("nl", "Vd", "Qd"), ("fr", "Rc", "Kc"), ("fr", "Vh", "Jh"), ("fr", "Qsp", "Qsp"),
])
def test_a_court_card_is_read_by_the_languages_own_letter(code: str, typed: str, card: str) -> None:
    """Players write a court card with their language's letter and the deck's suit label, as the
    deck's J, Q, K (Icelandic's sheet itself writes G, D, K): Danish "Dsp", French "Rc"."""
    hand = parse_cards(["Qsp Jh Kc 7d Qd"])
    assert resolve_card(typed, hand, words=words_of(code)) == Card.parse(card)


@pytest.mark.parametrize(("code", "typed", "card"), [("is", "D♣", "Qc"), ("is", "G★", "Jst"), ("da", "D♥", "Qh"), ("fr", "R♠", "Ksp")])
def test_a_court_card_s_letter_is_read_before_the_suit_s_symbol_as_the_sheet_prints_it(code: str, typed: str, card: str) -> None:
    assert str(parse_named_card(typed, words=words_for(code, GAME.catalogs))) == card


@pytest.mark.parametrize(("code", "typed", "card"), [("fr", "9 de cœur", "9h"), ("fr", "le 7 de trèfle", "7c"), ("en", "9 of hearts", "9h"),
                                                     ("nl", "9 harten", "9h")])
def test_a_card_with_its_number_for_the_rank_s_word_is_that_card(code: str, typed: str, card: str) -> None:
    assert str(parse_named_card(typed, words=words_for(code, GAME.catalogs))) == card


@pytest.mark.parametrize(("typed", "seat"), [
    ("Pekalta", 0), ("Matilta", 1), ("Sepolta", 2), ("Annilta", 3), ("Annalta", 4), ("Pekan", 0), ("Pekka", 0),
])
def test_a_finnish_name_with_its_consonant_weakened_before_the_ending_is_that_name(typed: str, seat: int) -> None:
    """"osta Pekalta" (Pekka), "Matilta" (Matti): the stem's consonant weakens before a case ending."""
    from shared_table.core.typed_names import named_seats
    from shared_table.i18n.words import words_for

    assert named_seats(typed, ["Pekka", "Matti", "Seppo", "Ann", "Anna"], words_for("fi", ())) == [seat]


@pytest.mark.parametrize(("typed", "card"), [("stjärnkungen", "Kst"), ("stjärnsexan", "6st"), ("spaderkungen", "Ksp")])
def test_a_swedish_star_card_as_one_word(typed: str, card: str) -> None:
    """Swedish third reading: "kasta stjärnkungen" was refused; "stjärn-" is how compounds begin."""
    words = words_of("sv")
    assert resolve_card(typed, parse_cards(["Kst 6st Ksp 7c"]), words=words, wild_rank=5) == Card.parse(card)
