"""The `shared-table` command as tests walk it: run in this process, and every sub-command's path
(a game's tools' own sub-commands too, `braille hand`)."""

from __future__ import annotations

import argparse
import io
import sys
from collections.abc import Iterator

import pytest

from shared_table.cli import _main
from shared_table.command_line import build_parser
from shared_table.games import every_catalog
from shared_table.i18n.words import words_for


def shared_table(argv: list[str], stdin: str = "") -> tuple[int, str]:
    """`shared-table ARGV` in this process: its exit status and all it wrote, standard output then error."""
    out, err = io.StringIO(), io.StringIO()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(sys, "stdin", io.StringIO(stdin))
        status = _main(argv, out, err)
    return status, out.getvalue() + err.getvalue()


def sub_commands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    """The sub-commands `parser` has, by name (none when it has none)."""
    return next((action.choices for action in parser._actions if isinstance(action, argparse._SubParsersAction)), {})


def command_paths() -> Iterator[list[str]]:
    """Every sub-command's words, each built as it is when asked for, and their own sub-commands'."""
    english = words_for("en", every_catalog())
    for name in sub_commands(build_parser(english)):
        stack = [([name], sub_commands(build_parser(english, name))[name])]
        while stack:
            path, parser = stack.pop()
            yield path
            stack += [([*path, sub_name], sub_parser) for sub_name, sub_parser in sub_commands(parser).items()]
