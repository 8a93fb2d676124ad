"""Whole games of every game in every language, through the seat session as a player has them.

* In the pseudo-language (English with every vowel of the catalogs accented) a whole game of each
  game is played, with questions asked along the way: any plain English word in what is said came
  from code, not from a catalog, and fails the test with the line it is in.
* In each real language every game is played for a while with questions asked (STRICT: a missing
  message or a variable a translation lacks raises).
* Golden transcripts per language: a seeded Five Crowns deal, and the start of a Skip-Bo game and of
  a solitaire, as a Danish (Swedish, ...) player hears them, for a reviewer to read whole.
  `REGENERATE_GOLDEN=1` writes them again; read a changed one before committing it.
"""

from __future__ import annotations

import functools
import os
import random
import re
from pathlib import Path

import pytest

from shared_table.console.play import hosted, session_from_setup
from shared_table.core.game import Game
from shared_table.games import all_games, find_game
from shared_table.i18n.languages import LANGUAGES
from shared_table.i18n.words import words_for
from shared_table.sessions.play import PlaySession
from shared_table.table.setup import GameSetup

GOLDEN = Path(__file__).parent / "golden" / "languages"
NAMES = ("Ann", "Bob", "Cy")
QUESTIONS = ("", "help", "hint", "history 3", "last")
"""Asked every few moves, with the game's own questions (`Game.after_the_game`)."""

ALLOWED = {"joker", "sb"}
"""Plain ASCII words that are not English left in code: the braille deck's own label."""


def without_english_aliases(line: str) -> str:
    """The line without help's "Also: discard, x": English names are always understood, so help
    names them in every language; they are what a player types, not words from code."""
    also = words_for("pseudo")("table-help-also", also="\x00").split("\x00")[0]
    return line.split(also)[0] if also.strip() and also in line else line


def session_for(game: Game, code: str, seed: int, seats: int = 2) -> PlaySession:
    levels = ("", *[game.default_level] * (seats - 1)) if game.players[1] > 1 else ("",)
    names = NAMES[: len(levels)]
    options = tuple(option.name for option in game.options if option.name == "short")
    setup = GameSetup(players=names, human_seat=0, levels=levels, seed=seed, options=options)
    return session_from_setup(setup, game=game, language=code)


def play(session: PlaySession, moves: int | None, every: int = 5, asked: tuple[str, ...] = QUESTIONS) -> list[str]:
    """The game from the deal, a computer player choosing this seat's moves, questions asked every
    `every` moves; at most `moves` moves (None: to the end)."""
    game = session.game
    said = session.start()
    bot = game.make_bot(game.default_level, session.seat, hosted(session).state.seats, random.Random(7))
    hosted(session).watch(session.seat, bot.observe)
    questions = [*asked, *sorted(game.after_the_game)]
    made = 0
    while not hosted(session).state.is_over and (moves is None or made < moves):
        if made % every == 0:
            for question in questions:
                said += [f"> {question}", *session.handle(question)]
        said += session.act(bot.choose(session.view()))
        made += 1
    session.me.advisor.pause()
    for question in questions:
        said += [f"> {question}", *session.handle(question)]
    return said


def english_left(lines: list[str], names: tuple[str, ...]) -> list[str]:
    """Lines with a plain-ASCII word of two or more letters and a vowel: in the pseudo-language
    every catalog word has its vowels accented, so such a word did not come from a catalog."""
    left = []
    for line in lines:
        if line.startswith("> "):
            continue  # what the test typed
        words = re.findall(r"[^\W\d_]+", without_english_aliases(line))
        plain = [w for w in words if w.isascii() and len(w) > 1 and re.search("[aeiouyAEIOUY]", w)
                 and w not in names and w.lower() not in ALLOWED]
        if plain:
            left.append(f"{plain}: {line}")
    return left


@pytest.mark.parametrize("game", all_games(), ids=lambda game: game.name)
def test_a_whole_game_in_the_pseudo_language_has_no_english_left_in_code(game: Game) -> None:
    lines = play(session_for(game, "pseudo", seed=5), moves=None, every=9)
    left = english_left(lines, NAMES)
    assert not left, f"{len(left)} lines with English from code:\n" + "\n".join(left[:30])


@pytest.mark.parametrize("code", [language.code for language in LANGUAGES if language.code != "en"])
@pytest.mark.parametrize("game", all_games(), ids=lambda game: game.name)
def test_every_game_is_played_in_every_language(game: Game, code: str) -> None:
    lines = play(session_for(game, code, seed=11), moves=25, every=12)
    assert all(line.strip() for line in lines)
    english = english_lines(game.name)
    assert len(lines) == len(english), "a language says as many lines as English"
    assert lines != english


@functools.cache
def english_lines(name: str) -> list[str]:
    """The same 25 moves in English, played once for all languages."""
    return play(session_for(find_game(name), "en", seed=11), moves=25, every=12)


GOLDEN_GAMES = {  # game: its moves, the questions asked every 6 moves, and at the end
    "fivecrowns": (12, ("", "hint", "last", "scores"), ("help", "help discard", "hand")),
    "skipbo": (16, ("", "hint", "scores"), ("help", "help play", "hand")),
    "solitaire": (10, ("", "hint", "last"), ("help", "help play", "piles")),
}


@pytest.mark.parametrize("code", [language.code for language in LANGUAGES])
@pytest.mark.parametrize("name", GOLDEN_GAMES)
def test_the_golden_transcript_of_each_language(name: str, code: str) -> None:
    moves, asked, at_the_end = GOLDEN_GAMES[name]
    session = session_for(find_game(name), code, seed=3)
    said = play(session, moves=moves, every=6, asked=asked)
    for question in at_the_end:
        said += [f"> {question}", *session.handle(question)]
    text = "\n".join(said) + "\n"
    path = GOLDEN / f"{name}_{code}.txt"
    if os.environ.get("REGENERATE_GOLDEN"):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8")
