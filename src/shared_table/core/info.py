"""What is known of a game before its rules are loaded (`GameInfo`), and the pieces of it: a game's
own sub-commands (`Tool`) and options (`GameOption`). Apart from the rest of the contract
(core/game.py) so that the command line loads only these small classes to start."""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from shared_table.core.device import Device
    from shared_table.core.words import Words


@dataclass(frozen=True, slots=True)
class Tool:
    """A sub-command of `shared-table` that belongs to one game (Five Crowns' hand checker, its
    companion for real cards). `help` is the message id of its line in `shared-table --help`;
    `module` holds two functions, named by `parser_function` and `run_function`, and is loaded
    only when the tool is the sub-command asked for. The game writes only to the streams it is
    given."""

    name: str
    help: str
    module: str
    parser_function: str
    """`(subparsers, words) -> parser`: declares the sub-command, its help in the command line's language."""
    run_function: str
    """`(args, device) -> exit status`: does it on the device it is given (core.device.Device; `args.language`
    is the --language asked for, if any)."""

    def add_parser(self, subparsers: Any, words: Words) -> object:
        add: Callable[[Any, Words], object] = getattr(importlib.import_module(self.module), self.parser_function)
        return add(subparsers, words)

    def run(self, args: argparse.Namespace, device: Device) -> int:
        run: Callable[[argparse.Namespace, Device], int] = getattr(importlib.import_module(self.module), self.run_function)
        return run(args, device)


@dataclass(frozen=True, slots=True)
class GameOption:
    """A way to play a game, turned on by `--NAME` (Skip-Bo's --short and --match)."""

    name: str
    help: str
    """The message id of its help line in the game's catalog."""


@dataclass(frozen=True, slots=True)
class GameInfo:
    """What is known of a game before its rules are loaded: all that the command line, its help
    and the words need. A game's ``info.py`` holds its `INFO` and imports nothing of the game's
    rules, so that `shared-table check` or `--help` never loads a game it does not play
    (games/__init__.py lists the info modules; `module` names the one that holds `GAME`)."""

    name: str
    """The word for --game: "fivecrowns"."""
    title: str
    """How the game is written in English and in docs: "Five Crowns". Players hear the catalog's
    `<name>-title` ("Five Crowns kabale" is Danish for the solitaire)."""
    module: str
    catalogs: tuple[str, ...]
    """The packages whose ``locales/<code>/*.ftl`` hold the game's words (the table's own are
    always loaded too). Message ids begin with a prefix of the game's, so games never clash."""
    players: tuple[int, int]
    """The fewest and most seats."""
    bot_levels: tuple[str, ...]
    """The computer players' levels, weakest first."""
    default_level: str
    """The level of a computer player when none is named."""
    options: tuple[GameOption, ...] = ()
    """The game's own options for `play`, each a flag that is off unless given."""
    tools: tuple[Tool, ...] = ()
    """The game's own sub-commands of `shared-table`, beside play."""


class Described:
    """The part of `Game` that its `GameInfo` answers: a game's class sets `info` and inherits these."""

    info: GameInfo

    @property
    def name(self) -> str:
        return self.info.name

    @property
    def title(self) -> str:
        return self.info.title

    @property
    def catalogs(self) -> tuple[str, ...]:
        return self.info.catalogs

    @property
    def players(self) -> tuple[int, int]:
        return self.info.players

    @property
    def bot_levels(self) -> tuple[str, ...]:
        return self.info.bot_levels

    @property
    def default_level(self) -> str:
        return self.info.default_level

    @property
    def options(self) -> Sequence[GameOption]:
        return self.info.options

    @property
    def tools(self) -> Sequence[Tool]:
        return self.info.tools
