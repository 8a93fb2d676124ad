"""Every language as its players type it (issue 42): a command is understood whatever its accents
and case, after a word that says nothing ("la pioche"), with a separable verb's particle after the
card ("leg 1 af"), with "number 3" as the hand is read, and a command that ends something is never
begun by a shortening ("qui" is not "quitter"). Each language's own typed lines, as its players
type them, are in tests/typed_lines/<code>.txt: game, the line, the command it is, the argument
the command is given, apart by " | "."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared_table.console.play import make_setup, session_from_setup
from shared_table.core.commands import Registry
from shared_table.core.errors import AmbiguousInput, InvalidInput
from shared_table.core.typed_names import named_seats
from shared_table.core.typed_words import and_words, fold
from shared_table.games import all_games, find_game
from shared_table.games.fivecrowns.tools.companion.commands import companion_registry, split_names
from shared_table.games.fivecrowns.tools.companion.sheet import Sheet
from shared_table.games.fivecrowns.words.reading_typed_cards import parse_named_cards
from shared_table.i18n.languages import LANGUAGES
from shared_table.i18n.words import Words, words_for
from shared_table.sessions.common_commands import registry_for

CODES = [language.code for language in LANGUAGES]
TYPED_LINES = Path(__file__).parent / "typed_lines"
COMPANION = "companion"


def words_of(code: str, game: str) -> Words:
    return words_for(code, find_game("fivecrowns" if game == COMPANION else game).catalogs)


def registry(code: str, game: str) -> Registry[Any]:
    words = words_of(code, game)
    return companion_registry(words) if game == COMPANION else registry_for(find_game(game), words, served=True)


PLACES = [(code, game) for code in CODES for game in [*(game.name for game in all_games()), COMPANION]]


def plain_letters(text: str) -> str:
    """As a keyboard without the language's letters types it: no accents, "o" for "ø", "ae" for "æ"."""
    return fold(text)


@pytest.mark.parametrize(("code", "game"), PLACES)
def test_each_command_is_understood_without_its_accents_in_any_case_and_after_a_word_that_says_nothing(code: str, game: str) -> None:
    commands = registry(code, game)
    for command in commands:
        name = commands.name_of(command)
        for typed in {name, plain_letters(name), name.upper(), plain_letters(name).upper()}:
            assert commands.parse(typed)[0] is command, (typed, command.name)
        for filler in commands.fillers:
            if not filler.endswith("'"):
                assert commands.parse(f"{filler} {name}")[0] is command, (filler, name)


@pytest.mark.parametrize(("code", "game"), PLACES)
def test_a_question_mark_or_full_stop_at_the_end_is_no_part_of_a_command(code: str, game: str) -> None:
    """"c'est à qui ?", "bonus ?", "hand." (French reader: the mark was taken as the argument)."""
    commands = registry(code, game)
    for command in commands:
        name = commands.name_of(command)
        for typed in (f"{name} ?", f"{name}?", f"{name}.", f"{name} !"):
            parsed, argument = commands.parse(typed)
            about = "?" if (command.name, typed) == ("help", f"{name} ?") else ""  # help about "?", help's own name
            assert parsed is command and argument == about, (typed, command.name, argument)
    assert commands.parse("?")[0].name == "help"


@pytest.mark.parametrize(("code", "game"), PLACES)
def test_a_command_that_ends_something_is_never_begun_by_a_shortening(code: str, game: str) -> None:
    commands = registry(code, game)
    for command in commands:
        if not command.whole:
            continue
        name = fold(commands.name_of(command))
        for length in range(2, len(name)):
            shortening = name[:length]
            if shortening in (command.name, *command.aliases) or command in commands._typed.get(shortening, []):
                continue  # the English name and letters are always understood, and a form listed on purpose (French "quitte")
            try:
                found = commands.parse(shortening)[0]
            except InvalidInput as refused:
                said = words_of(code, game).say(refused.message)
                assert commands.name_of(command) not in said.split('"')[-1], f"{shortening!r} was answered {said!r}"
                continue
            assert found is not command, f"{shortening!r} begins {name!r}, which asks to end the game"
        for near in (name[:-1] + "x", name + "x", "x" + name[1:]):  # "nei" at a toll is no new game: never offered
            try:
                commands.parse(near)
            except InvalidInput as refused:
                said = words_of(code, game).say(refused.message)
                assert f"{commands.name_of(command)}?" not in said and f"{commands.name_of(command)} ?" not in said, (near, said)


@pytest.mark.parametrize("code", CODES)
def test_help_answers_to_the_words_it_lists_itself_under(code: str) -> None:
    for game in [*(game.name for game in all_games()), COMPANION]:
        commands = registry(code, game)
        words = words_of(code, game)
        assert commands.parse(words("table-question-mark"))[0].name == "help"
        assert commands.parse(fold(words("table-question-mark")))[0].name == "help"


@pytest.mark.parametrize("code", CODES)
def test_number_then_a_digit_is_the_digit_as_the_hand_is_read(code: str) -> None:
    commands = registry(code, "fivecrowns")
    discard = commands.name_of(commands.find("discard"))
    for word in commands.number_words:
        assert commands.parse(f"{discard} {word} 3") == (commands.find("discard"), "3")
    numbered = words_of(code, "fivecrowns")("fc-numbered", card="", number=3).strip(" ,")  # "number 3", "numéro 3"
    assert commands.parse(f"{discard} {numbered}") == (commands.find("discard"), "3"), numbered


@given(st.sampled_from(PLACES), st.data())
def test_a_typed_word_two_commands_answer_to_is_asked_about_never_guessed(place: tuple[str, str], data: st.DataObject) -> None:
    code, game = place
    commands = registry(code, game)
    shared = [word for word, meant in commands._typed.items() if len(meant) > 1]
    if not shared:
        return
    word = data.draw(st.sampled_from(shared))
    with pytest.raises(AmbiguousInput):
        commands.parse(word)


def typed_lines(code: str) -> list[tuple[str, str, str, str]]:
    path = TYPED_LINES / f"{code}.txt"
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            game, typed, command, argument = [part.strip() for part in line.split("|")]
            rows.append((game, typed, command, argument))
    return rows


@pytest.mark.parametrize("code", CODES)
def test_each_language_s_typed_lines_are_the_commands_its_players_mean(code: str) -> None:
    rows = typed_lines(code)
    assert rows, f"tests/typed_lines/{code}.txt has no lines"
    wrong = []
    for game, typed, command, argument in rows:
        try:
            found, given_argument = registry(code, game).parse(typed)
        except InvalidInput as error:
            wrong.append(f"{game}: {typed!r} refused: {words_of(code, game).say(error.message)}")
            continue
        if (found.name, given_argument) != (command, argument):
            wrong.append(f"{game}: {typed!r} is {found.name} {given_argument!r}, not {command} {argument!r}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize(("code", "typed", "seat"), [
    ("da", "fra Bob", 1), ("nl", "van Bob", 1), ("fi", "Annilta", 0), ("fi", "Bobille", 1), ("en", "from Ann", 0),
    ("sv", "från Søren", 2), ("nb", "fra soren", 2), ("da", "Bobs", 1), ("fi", "Sørenilta", 2), ("fr", "d'Ann", 0),
    ("fr", "d’Ann", 0), ("nb", "til Ann", 0),
])
def test_a_player_is_named_in_the_language_s_grammar(code: str, typed: str, seat: int) -> None:
    assert named_seats(typed, ["Ann", "Bob", "Søren"], words_of(code, "fivecrowns")) == [seat]


def test_take_with_the_top_card_named_as_a_hint_says_it_takes_it_and_another_card_is_refused() -> None:
    game = find_game("fivecrowns")
    session = session_from_setup(make_setup(players=3, seed=1, game=game), "", game=game, language="en")
    session.start()
    assert "Take takes nothing after it" in " ".join(session.handle("take the king of clubs"))
    assert session.handle("take the three of spades")[0].startswith("You take a wild three of spades")


@pytest.mark.parametrize(("code", "typed"), [("fi", "Bobilta 12"), ("da", "fra Bob 12"), ("da", "Bobs 12"), ("nl", "van Bob 12"),
                                             ("fr", "d'Bob 12")])
def test_the_companion_finds_a_player_named_in_the_language_s_grammar(code: str, typed: str) -> None:
    assert Sheet(["Ann", "Bob", "Cy"]).find_player(typed, words_of(code, COMPANION)) == (1, "12")


@pytest.mark.parametrize(("code", "names", "cards"), [
    ("da", "Ann, Bob og Cy", "klør dronning, klør konge og joker"), ("en", "Ann, Bob and Cy", "queen of clubs, king of clubs and joker"),
    ("fr", "Ann, Bob et Cy", "dame de trèfle, roi de trèfle et joker"),
    ("fi", "Ann, Bob ja Cy", "ristikuningatar, ristikuningas ja jokeri"),
])
def test_a_list_typed_as_it_is_said_with_and_before_the_last(code: str, names: str, cards: str) -> None:
    words = words_of(code, COMPANION)
    assert [name.strip() for name in split_names(names, and_words(words))] == ["Ann", "Bob", "Cy"]
    assert [str(card) for card in parse_named_cards([cards], words)] == ["Qc", "Kc", "joker"]


def test_a_name_before_a_command_about_a_player_is_its_argument_and_nothing_else_is() -> None:
    """"Anns afkastbunker", "Annin poistopinot": the genitive comes first in most of our languages."""
    commands = registry("da", "skipbo")
    assert commands.parse("Anns afkastbunker") == (commands.find("discards"), "Anns")
    with pytest.raises(InvalidInput):
        commands.parse("Anns hånd")  # a command about one's own cards takes no one's name
    with pytest.raises(InvalidInput):
        commands.parse("zzz")
