"""Short lines to hear (issue 30): a whole game of each game in every language, with the state
questions asked along the way, says no line over 30 words, and the routine lines (a move, the
turn coming back) about 20 at most. Help is left out: it is read once, and on request."""

from __future__ import annotations

import random

import pytest

from shared_table.console.play import hosted
from shared_table.core.game import Game
from shared_table.games import all_games
from shared_table.i18n.languages import LANGUAGES
from shared_table.sessions.play import PlaySession
from test_languages_games import session_for

MOST_WORDS = 30
ROUTINE_WORDS = 24  # "about 20": a routine line in the wordiest language


def whole_game(session: PlaySession, every: int) -> list[str]:
    """A computer player's whole game in this seat, the game's own questions asked every `every` moves."""
    game = session.game
    said = session.start()
    bot = game.make_bot(game.default_level, session.seat, hosted(session).state.seats, random.Random(3))
    hosted(session).watch(session.seat, bot.observe)
    questions = ["", "hint", "last", *sorted(game.after_the_game)]
    made = 0
    while not hosted(session).state.is_over:
        if made % every == 0:
            for question in questions:
                said += session.handle(question)
        said += session.act(bot.choose(session.view()))
        made += 1
    session.me.advisor.pause()
    for question in questions:
        said += session.handle(question)
    return said


@pytest.mark.parametrize("code", [language.code for language in LANGUAGES])
@pytest.mark.parametrize("game", all_games(), ids=lambda game: game.name)
def test_no_line_of_a_whole_game_is_over_30_words(game: Game, code: str) -> None:
    lines = whole_game(session_for(game, code, seed=21, seats=3 if game.players[1] > 2 else game.players[1]), every=7)
    assert len(lines) > 50
    long = [line for line in lines if len(line.split()) > MOST_WORDS]
    assert not long, f"{len(long)} lines over {MOST_WORDS} words, the longest: {max(long, key=len)}"


@pytest.mark.parametrize("game", all_games(), ids=lambda game: game.name)
def test_routine_lines_stay_near_20_words_in_english(game: Game) -> None:
    session = session_for(game, "en", seed=22, seats=3 if game.players[1] > 2 else game.players[1])
    game_lines = whole_game(session, every=1000)  # no questions: what the game says of itself
    over = [line for line in game_lines if len(line.split()) > ROUTINE_WORDS]
    assert len(over) <= len(game_lines) // 50, f"{len(over)} of {len(game_lines)} lines over {ROUTINE_WORDS} words: {over[:5]}"
