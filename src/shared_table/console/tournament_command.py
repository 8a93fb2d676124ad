"""`shared-table tournament`: whole games between computer players of any game, and how each seat did."""

from __future__ import annotations

import json
from typing import IO

from babel.numbers import format_decimal

from shared_table.core.errors import InvalidInput
from shared_table.core.message import msg
from shared_table.games import default_game, find_game
from shared_table.i18n.languages import ENGLISH
from shared_table.i18n.words import Words, words_for
from shared_table.table.tournament import tournament

MAX_GAMES = 100_000


def run_tournament(
    games: int, seats: str, seed: int | None, as_json: bool, stdout: IO[str], stderr: IO[str], game_name: str = "",
    language: str = ENGLISH.code,
) -> int:
    """Play and report in `language`; 0 when done, 2 for bad options (said in one line)."""
    words = words_for(language)
    try:
        game = find_game(game_name) if game_name else default_game()
        words = words_for(language, game.catalogs)
        if not 1 <= games <= MAX_GAMES:
            raise InvalidInput(msg("table-games-count", count=str(games), most=str(MAX_GAMES)))
        results = tournament(game, games, seats.split(","), seed)
    except InvalidInput as error:
        stderr.write(words("cli-usage-error", prog="shared-table tournament", problem=words.say(error.message)) + "\n")
        return 2
    if as_json:
        stdout.write(json.dumps({"game": game.name, "games": games, "seats": [result.as_json() for result in results]}) + "\n")
        return 0
    rotating = "yes" if len(results) > 1 else "no"
    lower = "yes" if game.lower_points_win else "no"
    stdout.write(words("table-tournament-heading", games=games, game=words(f"{game.name}-title"), rotating=rotating, lower=lower) + "\n")
    for number, result in enumerate(results, start=1):
        spread = "no" if result.ci95 is None else "yes"  # one game has no spread to say
        interval = "" if result.ci95 is None else _one_place(result.ci95, words)
        stdout.write(words("table-tournament-seat", seat=number, level=result.level, mean=_one_place(result.mean_score, words),
                           points=words(game.points_name), spread=spread, interval=interval, wins=result.wins) + "\n")
    return 0


def _one_place(value: float, words: Words) -> str:
    """A mean or an interval with one decimal place, as the language writes it ("12.5", "12,5")."""
    return format_decimal(round(value, 1), format="0.0", locale=words.language.locale)
