"""`shared-table tournament`: whole games between computer players of any game, and how each seat did."""

from __future__ import annotations

import json
from typing import IO

from shared_table.core.errors import InvalidInput
from shared_table.games import default_game, find_game
from shared_table.table.tournament import tournament

MAX_GAMES = 100_000


def run_tournament(
    games: int, seats: str, seed: int | None, as_json: bool, stdout: IO[str], stderr: IO[str], game_name: str = "",
) -> int:
    """Play and report; 0 when done, 2 for bad options (said in one line)."""
    try:
        game = find_game(game_name) if game_name else default_game()
        if not 1 <= games <= MAX_GAMES:
            raise InvalidInput(f"--games {games}: play 1 to {MAX_GAMES} games")
        results = tournament(game, games, seats.split(","), seed)
    except InvalidInput as error:
        stderr.write(f"shared-table tournament: {error}. Try: shared-table tournament --help\n")
        return 2
    if as_json:
        stdout.write(json.dumps({"game": game.name, "games": games, "seats": [result.as_json() for result in results]}) + "\n")
        return 0
    better = "Lower scores are better." if game.lower_points_win else "Higher scores are better."
    name = game.points_name
    rotating = ", seats rotating" if len(results) > 1 else ""
    stdout.write(f"{games} games of {game.title}{rotating}. {better}\n")
    for number, result in enumerate(results, start=1):
        stdout.write(
            f"Seat {number}, {result.level}: mean {result.mean_score:.1f} {name}, "
            f"95% interval plus or minus {result.ci95:.1f}, {result.wins} {'win' if result.wins == 1 else 'wins'}.\n"
        )
    return 0
