"""Skip-Bo in every language: card names typed back, a whole short game with bots said in each
language with no message or variable missing (the tests run with STRICT words), the questions,
the hint and the braille printout, and moves typed in Danish and Swedish."""

from __future__ import annotations

import random
import re

import pytest

from shared_table.console.play import make_setup, session_from_setup
from shared_table.core.errors import SharedTableError
from shared_table.core.typed_words import fold
from shared_table.games.skipbo.braille.printouts import table_document
from shared_table.games.skipbo.game import GAME
from shared_table.games.skipbo.rules.actions import DISCARD, HAND, STOCK, Discard, Play
from shared_table.games.skipbo.rules.cards import SKIP_BO, Card, card_words, deck_counts
from shared_table.games.skipbo.rules.state import Options, SkipBoState
from shared_table.games.skipbo.rules.view import SkipBoView
from shared_table.games.skipbo.words import table_lines as lines
from shared_table.games.skipbo.words.narration import SkipBoNarrator
from shared_table.games.skipbo.words.reading_typed import first, parse_card, vocabulary
from shared_table.i18n.languages import LANGUAGES
from shared_table.i18n.words import Words, words_for
from shared_table.sessions.play import PlaySession

CODES = [language.code for language in LANGUAGES]
"""Every language."""
OTHERS = CODES[1:]
ENGLISH_WORDS = re.compile(r"\b(building pile|discard pile|draw pile|your turn|stock shows|coins? beside|toll of|hint)\b",
                           re.IGNORECASE)
"""Words of the English catalog that no other language's Skip-Bo says."""


def words_of(code: str) -> Words:
    return words_for(code, GAME.catalogs)


@pytest.mark.parametrize("code", CODES)
def test_every_card_said_in_the_language_is_read_back_as_that_card(code: str) -> None:
    words = words_of(code)
    for card in deck_counts():
        assert parse_card(words.say(card_words(card)), words) == card, words.say(card_words(card))
        assert parse_card(card.short, words) == card
    assert parse_card("sb", words) == SKIP_BO and parse_card("seven", words) == Card(7)  # English is understood too
    with pytest.raises(SharedTableError):
        parse_card("tretten", words)


def test_the_languages_own_number_words_are_understood() -> None:
    assert parse_card("syv", words_of("da")) == Card(7) == parse_card("syver", words_of("da"))
    assert parse_card("syv afgift 2", words_of("da")) == Card(7, 2)
    assert parse_card("sju", words_of("sv")) == Card(7) == parse_card("sjua", words_of("sv"))
    assert parse_card("skip-bo-kort", words_of("sv")) == SKIP_BO


def _said_everything(state: SkipBoState, words: Words, rng: random.Random) -> list[str]:
    """A short game with medium bots, told to both seats at every verbosity, with the questions,
    the hint and the printout asked now and then; every line said."""
    narrators = [SkipBoNarrator(seat, ("Ann", "Bob"), words, level) for seat in range(2) for level in GAME.verbosities]
    bots = [GAME.make_bot("medium", seat, 2, rng) for seat in range(2)]
    advisor = GAME.advisor(0, 2, words)
    said: list[str] = [*GAME.welcome(2, words), GAME.stage_words(4, 2, words)]
    for moves in range(2000):
        if state.is_over:
            break
        view: SkipBoView = state.view(state.current)
        if moves % 7 == 0:
            mine = state.view(0)
            said += [*lines.stock_lines(words, mine), lines.hand_line(words, mine), *lines.piles_lines(words, mine),
                     *lines.discards_lines(words, mine, 1), *lines.coins_lines(words, mine), *lines.scores_lines(words, mine),
                     advisor.advice(mine).said, *table_document(mine, words).print_lines()]
            said += [lines.action_words(words, view, action) for action in view.legal_actions[:12]]
        events = state.apply(bots[state.current].choose(view))
        for narrator in narrators:
            seat_view = state.view(narrator.seat)
            told = narrator.narrate(events, seat_view)
            said += told + narrator.your_turn(seat_view, told) + [*narrator.turn(seat_view), *narrator.standing(seat_view)]
    assert state.is_over
    for narrator in narrators:
        said += [*narrator.turn(state.view(0)), narrator.resumed(state.view(0), "Skip-Bo")]
        said += narrator.narrate(state.events_for(0))  # retold, as replay does
    return said


@pytest.mark.parametrize("code", CODES)
def test_a_short_game_is_said_whole_in_each_language(code: str) -> None:
    words = words_of(code)
    state = SkipBoState(["Ann", "Bob"], random.Random(11), Options(short=True))
    said = _said_everything(state, words, random.Random(3))
    assert all(line.strip() for line in said)
    if code != "en":
        english = [line for line in said if ENGLISH_WORDS.search(line)]
        assert not english, english[:5]
        assert not any("{" in line or "}" in line for line in said)


@pytest.mark.parametrize("code", OTHERS)
def test_refusals_are_said_in_the_language(code: str) -> None:
    words = words_of(code)
    state = SkipBoState.from_layout(["Ann", "Bob"], [[Card(5)], [Card(9)]], [Card(7)] * 12)
    for action in (Play(0, STOCK, 1), Play(0, HAND, 1, Card(7)), Play(0, DISCARD, 1, None, 2), Discard(0, Card(3), 1),
                   Play(1, STOCK, 1)):
        with pytest.raises(SharedTableError) as refused:
            state.apply(action)
        assert refused.value.message != str(refused.value)  # not plain English text
        text = words.say(refused.value.message)
        assert text and text != str(refused.value) and not ENGLISH_WORDS.search(text), text


def _session(code: str) -> tuple[PlaySession, SkipBoView]:
    session = session_from_setup(make_setup(players=2, seed=7, game=GAME), "", game=GAME, language=code)
    session.start()
    return session, session.view()


@pytest.mark.parametrize(("code", "verb", "to", "stock", "discard"), [
    ("da", "spil", "til", "egen", "kassér"),
    ("sv", "spela", "på", "grundhög", "kasta"),
])
def test_a_move_typed_in_danish_or_swedish_is_played(code: str, verb: str, to: str, stock: str, discard: str) -> None:
    session, view = _session(code)
    plays = [action for action in view.legal_actions if isinstance(action, Play)]
    assert plays, "seed 7 deals seat 0 a card to play"
    action = plays[0]
    if action.source == STOCK:
        line = f"{verb} {stock} {to} {action.to}"
    else:
        assert action.card is not None
        line = f"{verb} {words_of(code).say(card_words(action.card))} {to} {action.to}"
    said = session.handle(line)
    assert said and not any(ENGLISH_WORDS.search(text) for text in said), said
    after: SkipBoView = session.view()
    assert after.building != view.building
    card = after.hand[0] if after.hand else None
    if card is not None and after.my_turn and not after.toll_due and not after.must_play:
        said = session.handle(f"{discard} {words_of(code).say(card_words(card))} {to} 3")
        assert session.view().me.discards[2][-1] == card, said


def test_the_hand_is_spoken_in_the_order_the_page_tabs_through_it() -> None:
    words = words_of("en")
    views = (SkipBoState(["Ann", "Bob"], random.Random(seed), Options(short=True)).view(0) for seed in range(200))
    view = next(view for view in views if list(view.hand) != lines.hand_order(view.hand))  # a hand dealt out of order
    drawn = GAME.drawing(view, words, next(language.braille for language in LANGUAGES if language.code == "en"))
    buttons = next(area["cards"] for area in drawn["areas"] if area["mine"] and area["cards"])
    by_label = {card.short: card for card in view.hand}
    tabbed = [by_label[button["pick"]] for button in buttons]
    cards = lines.SEPARATOR.join(words.say(card_words(card)) for card in tabbed)
    assert lines.hand_line(words, view) == words("sb-hand", count=len(view.hand), cards=cards)


@pytest.mark.parametrize("code", [code for code in CODES if code != "en"])
def test_a_refusal_quotes_what_was_typed_in_the_language_never_our_english(code: str) -> None:
    session, _ = _session(code)
    words = words_of(code)
    play, discard = session.commands.name_of(session.commands.find("play")), session.commands.name_of(session.commands.find("discard"))
    to, pile, building, own = first(words, "to"), first(words, "pile"), first(words, "building-pile"), first(words, "discard")
    for line in (f"{play} 7 {to} {pile} 5", f"{play} 7 {to} {building} 9", f"{play} {own} {pile} 7 {to} 1",
                 f"{discard} 7 {to} {pile} 8", f"{play} zzz {to} 1"):
        said = " ".join(session.handle(line))
        quoted = re.findall(r'[«"“„](.+?)[»"”“]', said)
        for text in quoted:
            english = [word for word in text.lower().split() if word in {"pile", "building", "toll", "discard", "stock", "to", "me"}
                       and word not in fold(line).split()]
            assert not english, f"{line!r} was answered with our English {text!r}: {said}"


@pytest.mark.parametrize("code", ["en", "da", "fi"])
def test_a_card_named_with_where_it_comes_from_as_a_hint_says_it_is_played_from_there(code: str) -> None:
    words = words_of(code)
    for seed in range(40):
        session = session_from_setup(make_setup(players=2, seed=seed, game=GAME), "", game=GAME, language=code)
        session.start()
        view: SkipBoView = session.view()
        plays = [action for action in view.legal_actions if isinstance(action, Play) and action.source == STOCK]
        if view.my_turn and plays and view.me.stock_top is not None and not view.me.stock_top.wild:
            break
    else:
        raise AssertionError("no deal in 40 lets seat 0 play from its stock at once")
    top = view.me.stock_top
    play = session.commands.name_of(session.commands.find("play"))
    stock, to = first(words, "stock"), first(words, "to")
    wrong = next(number for number in range(1, 13) if number != top.number)
    refused = " ".join(session.handle(f"{play} {wrong} {stock} {to} {plays[0].to}"))
    assert words.say(card_words(top)) in refused and session.view().building == view.building, refused
    said = session.handle(f"{play} {top.number} {stock} {to} {plays[0].to}")
    assert session.view().building != view.building, said


@pytest.mark.parametrize(("code", "typed", "canonical"), [
    ("sv", "åttan på din kasthög 1", "to discard pile 1"), ("nl", "de acht op je aflegstapel 1", "to discard pile 1"),
    ("en", "7 from my stock to 1", "from stock to 1"), ("da", "7 fra min egen bunke til 1", "stock to 1"),
])
def test_a_player_s_own_pile_said_with_my_or_your_is_that_pile(code: str, typed: str, canonical: str) -> None:
    read = vocabulary(words_of(code)).canonical(typed)
    assert read.endswith(canonical) and "me" not in read.split(), read


@pytest.mark.parametrize(("code", "typed", "card"), [
    ("fr", "le 7", Card(7)), ("nl", "de 7", Card(7)), ("en", "the 7", Card(7)), ("en", "a 7", Card(7)),
    ("fr", "un 7", None), ("nl", "een 7", None), ("sv", "den 7", None),
])
def test_an_article_before_a_digit_names_the_card(code: str, typed: str, card: Card | None) -> None:
    """French "jouer le 12", Dutch "leg de 8 af": an article before a digit is dropped, unless
    it is itself a number ("un" and "een" are ones: "un 7" is no card; None here)."""
    words = words_of(code)
    if card is None:
        with pytest.raises(SharedTableError):
            parse_card(typed, words)
    else:
        assert parse_card(typed, words) == card


@pytest.mark.parametrize(("code", "line"), [
    ("nb", "legg {card} på spillebunke {to}"), ("da", "læg {card} på byggebunke {to}"), ("nl", "leg {card} op bouwstapel {to}"),
    ("en", "throw away {card} onto building pile {to}"),
])
def test_a_verb_for_both_moves_plays_when_the_line_names_a_building_pile(code: str, line: str) -> None:
    """Norwegian third reading: "legg åtteren på spillebunke 1" threw the eight onto a discard
    pile and ended the turn; the hint itself says "legg kortet på spillebunke 1"."""
    session, view = _session(code)
    plays = [action for action in view.legal_actions if isinstance(action, Play) and action.source == HAND]
    assert plays, "seed 7 deals seat 0 a card to play from the hand"
    action = plays[0]
    assert action.card is not None
    typed = line.format(card=words_of(code).say(card_words(action.card)), to=action.to)
    said = session.handle(typed)
    after: SkipBoView = session.view()
    assert after.building != view.building and after.me.discards == view.me.discards, (typed, said)


@pytest.mark.parametrize("code", CODES)
def test_what_the_toll_prompt_says_to_type_is_understood(code: str) -> None:
    """"Type pay or skip" (not "toll pay or toll skip", which five readers heard as program-speak):
    each form the prompt names is read as paying or skipping the toll."""
    from shared_table.sessions.common_commands import registry_for

    words = words_of(code)
    commands = registry_for(GAME, words, served=True)
    assert commands.parse(words("sb-say-pay-toll")) in {(commands.find("toll"), "pay"), (commands.find("pay"), "")}
    assert commands.parse(words("sb-say-skip-toll")) == (commands.find("toll"), "skip")
    assert words("sb-say-pay-toll") in words.say(lines.toll_line(words, _toll_view()))


def _toll_view() -> SkipBoView:
    from dataclasses import replace

    _, view = _session("en")
    return replace(view, toll_due=2)


@pytest.mark.parametrize(("code", "line"), [("da", "læg {card} på bunke 1"), ("en", "discard {card} to pile 1")])
def test_a_card_put_on_a_pile_of_either_kind_is_asked_about_never_discarded(code: str, line: str) -> None:
    """Danish third reading: "læg skip-bo-kortet på bunke 1" threw the card onto discard pile 1
    and ended the turn, where the game says "bunke 1" for a building pile."""
    session, view = _session(code)
    card = view.hand[0]
    said = session.handle(line.format(card=words_of(code).say(card_words(card))))
    assert session.view() == view, said
    assert first(words_of(code), "building-pile") in said[0] and first(words_of(code), "discard-pile") in said[0], said


@pytest.mark.parametrize(("code", "typed"), [
    ("nl", "de skip-bo als zes op 1"), ("en", "sb as a six to 1"), ("da", "skip-bo-kortet som en sekser på 1"),
    ("fr", "la carte skip-bo comme un six sur 1"), ("sv", "skip-bo-kortet som en sexa på 1"), ("is", "skip-bo sem sexu á 1"),
])
def test_what_a_skipbo_card_stands_for_may_be_said_and_is_then_the_pile_s_number(code: str, typed: str) -> None:
    """Dutch third reading: "speel de skip-bo als zes op 1" was refused as no card "sb als zes"."""
    assert vocabulary(words_of(code)).canonical(typed).split() in (["sb", "to", "1"], ["sb", "to", "building", "pile", "1"])


@pytest.mark.parametrize("code", OTHERS)
def test_a_refusal_names_the_skipbo_card_in_the_language_never_sb(code: str) -> None:
    from shared_table.games.skipbo.words.reading_typed import said_back

    words = words_of(code)
    assert "sb" not in said_back("sb zzz", words).split()
    assert words("sb-number", number=0, toll=0) in said_back("sb zzz", words)
