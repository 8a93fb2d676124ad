"""Every game on the table, registered once: a game is a package here with an `info.py` holding
its `INFO` (core.game.GameInfo) and a `game.py` holding its `GAME` (core.game.Game), and one line
below. Shared code finds games only through these functions, so adding a game touches no shared
module (docs/architecture.md).

`all_infos` and `find_info` load only the info modules, which hold no rules: the command line,
its help and the words need no more, and start in a few milliseconds. `find_game` loads the one
game played; `all_games` loads them all."""

from __future__ import annotations

import importlib
from functools import cache
from typing import TYPE_CHECKING, cast

from shared_table.core.errors import InvalidInput
from shared_table.core.info import GameInfo
from shared_table.core.message import msg
from shared_table.core.words import catalogs_known_by

if TYPE_CHECKING:  # the contract's protocols load with the first game
    from shared_table.core.game import Game

REGISTERED = (
    "shared_table.games.fivecrowns.info",
    "shared_table.games.solitaire.info",
    "shared_table.games.skipbo.info",
)
"""Modules holding a game's INFO, in the order `play --help` lists them; the first is the default."""


@cache
def all_infos() -> tuple[GameInfo, ...]:
    """Every registered game as its info says it, no game's rules loaded."""
    return tuple(cast(GameInfo, importlib.import_module(module).INFO) for module in REGISTERED)



def all_games() -> tuple[Game, ...]:
    """Every registered game, loaded on first use."""
    return tuple(_load(info) for info in all_infos())


def default_info() -> GameInfo:
    return all_infos()[0]


def default_game() -> Game:
    return _load(default_info())


def game_names() -> tuple[str, ...]:
    return tuple(info.name for info in all_infos())


def every_catalog() -> tuple[str, ...]:
    """Every game's catalogs: for words that may name any game (the command line, saved games)."""
    return tuple(dict.fromkeys(package for info in all_infos() for package in info.catalogs))


catalogs_known_by(every_catalog)  # the words know no game: English errors ask the registry for the catalogs


def find_info(name: str) -> GameInfo:
    """The game --game NAME names (case does not matter); else an error listing the games."""
    key = name.strip().lower()
    for info in all_infos():
        if info.name == key:
            return info
    raise InvalidInput(msg("table-game-unknown", given=name, games=", ".join(game_names())))


def find_game(name: str) -> Game:
    """The game --game NAME names, loaded; else an error listing the games."""
    return _load(find_info(name))


@cache
def _load(info: GameInfo) -> Game:
    game = cast("Game", importlib.import_module(info.module).GAME)
    if game.info is not info:
        raise TypeError(f"{info.module}.GAME does not answer to the info registered for {info.name}")
    return game
