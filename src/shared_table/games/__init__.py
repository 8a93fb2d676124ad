"""Every game on the table, registered once: a game is a package here whose `game.py` holds one
`GAME` (core.game.Game), and one line below. Shared code finds games only through `find_game`
and `all_games`, so adding a game touches no shared module (docs/architecture.md)."""

from __future__ import annotations

import importlib
from functools import cache

from shared_table.core.errors import InvalidInput
from shared_table.core.game import Game
from shared_table.core.message import msg

REGISTERED = (
    "shared_table.games.fivecrowns.game",
    "shared_table.games.solitaire.game",
    "shared_table.games.skipbo.game",
)
"""Modules holding a game's GAME, in the order `play --help` lists them; the first is the default."""


@cache
def all_games() -> tuple[Game, ...]:
    """Every registered game, loaded on first use."""
    games: list[Game] = [importlib.import_module(module).GAME for module in REGISTERED]
    return tuple(games)


def default_game() -> Game:
    return all_games()[0]


def game_names() -> tuple[str, ...]:
    return tuple(game.name for game in all_games())


def find_game(name: str) -> Game:
    """The game --game NAME names (case does not matter); else an error listing the games."""
    key = name.strip().lower()
    for game in all_games():
        if game.name == key:
            return game
    raise InvalidInput(msg("table-game-unknown", given=name, games=", ".join(game_names())))
