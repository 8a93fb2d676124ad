"""The `shared-table` command: one sub-command per job, errors said in one line, never a traceback."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from shared_table import __version__
from shared_table.interface.check_command import run_check


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error exits with status 2 and one plain sentence."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"{self.prog}: {message}. Try: {self.prog} --help\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="shared-table", description="An accessibility-first card table: Five Crowns.")
    parser.add_argument("--version", action="version", version=f"shared-table {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    check = commands.add_parser(
        "check",
        help="what a hand is worth, how to lay it down, and what to discard",
        description="Check a hand. With no cards, read hands from standard input, one per line.",
    )
    check.add_argument("--wild", metavar="RANK", help="the wild rank: 3 to 10, J, Q, K (default: the number of cards)")
    check.add_argument("--json", action="store_true", help="answer with one JSON object per hand")
    check.add_argument("cards", nargs="*", metavar="CARD", help="cards like 7st 10h Jd Qsp Kc joker, 7★, seven of stars")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        if args.command == "check":
            return run_check(args.cards, args.wild, args.json, sys.stdin, sys.stdout, sys.stderr)
        parser.print_help()
        return 0
    except KeyboardInterrupt:
        print("Stopped.", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0


def run() -> None:  # pragma: no cover
    sys.exit(main())


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
