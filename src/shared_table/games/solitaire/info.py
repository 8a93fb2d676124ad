"""Five Crowns Solitaire before its rules are loaded (core.game.GameInfo)."""

from __future__ import annotations

import argparse
from typing import IO, TYPE_CHECKING, Any

from shared_table.core.info import GameInfo, Tool

if TYPE_CHECKING:
    from shared_table.i18n.words import Words


def _add_parser(subparsers: Any, words: Words) -> object:
    from shared_table.games.solitaire.cli import add_solitaire_parser

    return add_solitaire_parser(subparsers, words)


def _run(args: argparse.Namespace, stdin: IO[str] | None, stdout: IO[str], stderr: IO[str]) -> int:
    from shared_table.games.solitaire.cli import run_solitaire

    return run_solitaire(args, stdin, stdout, stderr)


INFO = GameInfo(
    name="solitaire",
    title="Five Crowns Solitaire",
    module="shared_table.games.solitaire.game",
    catalogs=("shared_table.games.fivecrowns", "shared_table.games.solitaire"),
    players=(1, 1),
    bot_levels=("greedy", "planner"),
    default_level="planner",
    tools=(Tool("solitaire", "sol-cli-help", _add_parser, _run),),
)
