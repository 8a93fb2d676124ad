"""The README's promise for the companion: one word or letter means one thing in every game
(issue 30). In every language, a word the companion and a game both know names the same command
in both; a short form of the companion's does the same, or nothing, in every game; a word of a
game typed in the companion does the same there, or nothing; help says every letter; the letters
that changed say so (docs/companion.md, "Letters")."""

from __future__ import annotations

from typing import Any

import pytest

from shared_table.core.commands import Registry
from shared_table.core.errors import InvalidInput
from shared_table.games import all_games
from shared_table.games.fivecrowns.tools.companion.commands import NOT_HERE, RETIRED, companion_registry, find_command
from shared_table.games.fivecrowns.tools.companion.session import CompanionSession
from shared_table.games.fivecrowns.tools.language import words_in
from shared_table.i18n.languages import codes
from shared_table.i18n.words import words_for
from shared_table.sessions.common_commands import registry_for

SAME: dict[str, str] = {"totals": "scores"}
"""Companion commands that are a game's command by another name: the companion's totals is what
the games' scores says, everyone's total (and the catalogs give both one word: "stilling")."""


def _meaning(name: str) -> str:
    return SAME.get(name, name)


def _found(registry: Registry[Any], word: str) -> str | None:
    try:
        return registry.find(word).name
    except InvalidInput:
        return None


def _in_companion(registry: Registry[CompanionSession], word: str) -> str | None:
    try:
        return find_command(registry, word).name
    except InvalidInput:
        return None


def _games(code: str) -> list[tuple[str, Registry[Any]]]:
    return [(game.name, registry_for(game, words_for(code, game.catalogs))) for game in all_games()]


@pytest.mark.parametrize("code", codes())
def test_a_word_the_companion_and_a_game_both_know_means_the_same_in_both(code: str) -> None:
    companion = companion_registry(words_in(code))
    wrong = []
    for game, registry in _games(code):
        for word in set(companion.words_list()) & set(registry.words_list()):
            here, there = companion.find(word).name, registry.find(word).name
            if _meaning(here) != _meaning(there):
                wrong.append(f"{word!r}: {here} in the companion, {there} in {game}")
    assert wrong == [], f"{code}: {wrong}"


@pytest.mark.parametrize("code", codes())
def test_a_short_form_of_the_companion_means_the_same_or_nothing_in_every_game(code: str) -> None:
    """Typed in a game, where a beginning of a name counts too: py, ch, sr, dl, sh, ls begin nothing there."""
    companion = companion_registry(words_in(code))
    wrong = []
    for game, registry in _games(code):
        for command in companion:
            for alias in command.aliases:
                there = _found(registry, alias)
                if there is not None and _meaning(there) != _meaning(command.name):
                    wrong.append(f"{alias!r}: {command.name} in the companion, {there} in {game}")
    assert wrong == [], f"{code}: {wrong}"


@pytest.mark.parametrize("code", codes())
def test_a_word_of_a_game_typed_in_the_companion_means_the_same_or_nothing(code: str) -> None:
    """As the companion takes a line (find_command): "re" is replay in the games, so it does not
    begin resume here; "t" is take there, so it is not totals here any more."""
    companion = companion_registry(words_in(code))
    wrong = []
    for game, registry in _games(code):
        for word in registry.words_list():
            here = _in_companion(companion, word)
            if here is not None and _meaning(here) != _meaning(registry.find(word).name):
                wrong.append(f"{word!r}: {registry.find(word).name} in {game}, {here} in the companion (add it to NOT_HERE?)")
    assert wrong == [], f"{code}: {wrong}"


def test_every_word_kept_out_of_the_companion_is_a_word_of_a_game() -> None:
    """NOT_HERE holds nothing else: a word no game has is a beginning like any other."""
    known = {word for code in codes() for _, registry in _games(code) for word in [*registry.words_list(), *registry.typed_forms()]}
    assert not NOT_HERE - known, NOT_HERE - known


@pytest.mark.parametrize("code", codes())
def test_help_says_every_letter_of_the_companion_in_every_language(code: str) -> None:
    session = CompanionSession(None, words=words_in(code))
    lines = session.handle("help")
    spoken = {"?": session.words("table-question-mark")}
    also = session.words("table-help-also", also="@").split("@")[0]  # "Also: "
    for command in session.registry:
        line = session.registry.help_line(command)
        assert line in lines, (code, command.name)
        said = line.rsplit(also, 1)[1].rstrip(".").split(", ") if command.aliases else []
        assert all(spoken.get(alias, alias) in said for alias in command.aliases), (code, line)


@pytest.mark.parametrize("code", codes())
def test_a_retired_letter_says_what_took_its_place(code: str) -> None:
    session = CompanionSession(None, words=words_in(code))
    registry = session.registry
    for letter, was in RETIRED.items():
        command = registry.find(was)
        assert letter not in command.aliases, f"{letter} is {was}'s again: take it out of RETIRED"
        said = session.handle(letter)
        if letter in registry.words_list():  # still a letter, of the command the games give it
            told = registry.words("fcc-letter-changed", word=letter, now=registry.name_of(registry.find(letter)),
                                  command=registry.name_of(command), alias=command.aliases[0])
            assert said[-1] == told, (code, letter, said)
            assert told not in session.handle(letter), "said once a session"
        else:  # no longer a letter here: nothing is done, and the sentence says which letter to type
            told = registry.words("fcc-letter-gone", word=letter, command=registry.name_of(command), alias=command.aliases[0])
            assert said == [told[:1].upper() + told[1:]], (code, letter, said)
            assert f" {command.aliases[0]}" in told and registry.name_of(command) in told


def test_the_old_habits_in_english() -> None:
    session = CompanionSession(None)
    assert session.handle("p Ann, Bob, Cy") == [
        "Print what? Type print sheet.", '"p" is print now, as in the games. For players, type py.']
    assert session.handle("py Ann, Bob, Cy")[0].startswith("Players, in seating order: Ann, Bob, Cy.")
    assert session.handle("t") == ['"t" is no longer used here, so that a letter means the same in every game. For totals, type s.']
    assert session.handle("s") == ["No round is scored yet: everyone has 0.", '"s" is totals now, as in the games. For score, type sr.']
    assert session.handle("s") == ["No round is scored yet: everyone has 0."]
    assert session.handle("c 7h 7d joker") == [
        '"c" is no longer used here, so that a letter means the same in every game. For check, type ch.']
    assert session.handle("re") == ['No command "re". Type help for all commands.']
    assert session.handle("res") == ["Sheets are not saved in this session, so there is none to resume."]  # a longer beginning is resume
    assert session.handle("sr") == ["Scoring round 1, with threes wild. For each player, type the points, out, or the cards left "
                                    "in hand. Type back to go back one player, cancel to stop.", "Ann?"]


@pytest.mark.parametrize("code", ["en", "da", "sv", "nb", "fi", "is", "nl", "fr"])
def test_names_typed_before_players_say_how_to_seat_them(code: str) -> None:
    """"Ann, Bob, Cy" alone, as a newcomer types it, is answered with the players command and
    those names, in the language's own word for it."""
    session = CompanionSession(None, words=words_in(code))
    said = session.handle("Ann, Bob, Cy")
    players = session.registry.name_of(session.registry.find("players"))
    assert len(said) == 1 and f"{players} Ann, Bob, Cy" in said[0], said
    assert session.handle("xyzzy") != said  # a word alone is still just not a command
