"""Five Crowns before its rules are loaded (core.game.GameInfo): what the command line needs.
The tools' modules are imported only when their sub-command runs."""

from __future__ import annotations

import argparse
from typing import IO, TYPE_CHECKING, Any

from shared_table.core.info import GameInfo, Tool

if TYPE_CHECKING:
    from shared_table.i18n.words import Words


def _check_parser(subparsers: Any, words: Words) -> object:
    from shared_table.games.fivecrowns.tools.check import add_check_parser

    return add_check_parser(subparsers, words)


def _check(args: argparse.Namespace, stdin: IO[str] | None, stdout: IO[str], stderr: IO[str]) -> int:
    from shared_table.games.fivecrowns.tools.check import run_check_tool

    return run_check_tool(args, stdin, stdout, stderr)


def _braille_parser(subparsers: Any, words: Words) -> object:
    from shared_table.games.fivecrowns.tools.braille import add_braille_parser

    return add_braille_parser(subparsers, words)


def _braille(args: argparse.Namespace, stdin: IO[str] | None, stdout: IO[str], stderr: IO[str]) -> int:
    from shared_table.games.fivecrowns.tools.braille import run_braille

    return run_braille(args, stdout, stderr)


def _companion_parser(subparsers: Any, words: Words) -> object:
    from shared_table.games.fivecrowns.companion.cli import add_companion_parser

    return add_companion_parser(subparsers, words)


def _companion(args: argparse.Namespace, stdin: IO[str] | None, stdout: IO[str], stderr: IO[str]) -> int:
    from shared_table.games.fivecrowns.companion.cli import run_companion

    return run_companion(args, stdin, stdout, stderr)


INFO = GameInfo(
    name="fivecrowns",
    title="Five Crowns",
    module="shared_table.games.fivecrowns.game",
    catalogs=("shared_table.games.fivecrowns",),
    players=(2, 14),
    bot_levels=("easy", "medium", "hard"),
    default_level="medium",
    tools=(Tool("check", "fct-cli-help", _check_parser, _check), Tool("braille", "fct-cli-braille-help", _braille_parser, _braille),
           Tool("companion", "fcc-cli-help", _companion_parser, _companion)),
)
