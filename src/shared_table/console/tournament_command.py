"""`shared-table tournament`: whole games between bots, and how each seat did."""

from __future__ import annotations

import json
from typing import IO

from shared_table.bots.fivecrowns.tournament import tournament
from shared_table.core.errors import InvalidInput
from shared_table.games.fivecrowns.state import MAX_PLAYERS, MIN_PLAYERS

MAX_GAMES = 100_000


def run_tournament(games: int, seats: str, seed: int | None, as_json: bool, stdout: IO[str], stderr: IO[str]) -> int:
    """Play and report; 0 when done, 2 for bad options (said in one line)."""
    try:
        lineup = [level.strip() for level in seats.split(",")]
        if not MIN_PLAYERS <= len(lineup) <= MAX_PLAYERS:
            raise InvalidInput(f"--seats names {len(lineup)} seats: a game takes {MIN_PLAYERS} to {MAX_PLAYERS}, like hard,medium,easy")
        if not 1 <= games <= MAX_GAMES:
            raise InvalidInput(f"--games {games}: play 1 to {MAX_GAMES} games")
        results = tournament(games, lineup, seed)
    except InvalidInput as error:
        stderr.write(f"shared-table tournament: {error}. Try: shared-table tournament --help\n")
        return 2
    if as_json:
        stdout.write(json.dumps({"games": games, "seats": [result.as_json() for result in results]}) + "\n")
        return 0
    stdout.write(f"{games} games, seats rotating. Lower scores are better.\n")
    for number, result in enumerate(results, start=1):
        stdout.write(
            f"Seat {number}, {result.level}: mean {result.mean_score:.1f} points, "
            f"95% interval plus or minus {result.ci95:.1f}, {result.wins} {'win' if result.wins == 1 else 'wins'}.\n"
        )
    return 0
