"""`shared-table check`: what a hand is worth, how to lay it down, and what to throw."""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from typing import IO, Any

from shared_table.core.errors import InvalidInput
from shared_table.games.fivecrowns.card_words import check_json, check_words
from shared_table.games.fivecrowns.cards import HIGHEST_RANK, LOWEST_RANK, Card, check_copies, parse_cards, parse_rank
from shared_table.games.fivecrowns.solver import HandCheck, check_hand

MAX_HAND = 30


def read_hand(texts: Sequence[str], wild: str | None) -> tuple[list[Card], int]:
    """Parse cards and the wild rank; raise `InvalidInput` saying what is wrong."""
    cards = parse_cards(texts)
    if not cards:
        raise InvalidInput("no cards given: name them like 7st 10h Qsp joker")
    if len(cards) > MAX_HAND:
        raise InvalidInput(f"{len(cards)} cards given: a hand to check has 1 to {MAX_HAND} cards")
    check_copies(cards)
    if wild is not None:
        wild_rank = parse_rank(wild)
    elif LOWEST_RANK <= len(cards) <= HIGHEST_RANK:
        wild_rank = len(cards)
    else:
        raise InvalidInput(
            f"{len(cards)} cards and no wild rank: say which rank is wild with --wild, one of 3 to 10, J, Q, K"
        )
    return cards, wild_rank


def answer(check: HandCheck, as_json: bool) -> str:
    return json.dumps(check_json(check)) if as_json else check_words(check)


def run_check(
    cards: Sequence[str], wild: str | None, as_json: bool, stdin: IO[str] | None, stdout: IO[str], stderr: IO[str]
) -> int:
    """One hand from the arguments, or a batch from standard input. Returns the exit status."""
    if cards:
        try:
            hand, wild_rank = read_hand(cards, wild)
        except InvalidInput as error:
            print(f"shared-table check: {error}", file=stderr)
            return 2
        print(answer(check_hand(hand, wild_rank), as_json), file=stdout)
        return 0
    if stdin is None:
        print("shared-table check: standard input is closed, so no hands can be read from it: "
              "name the cards after check, like check 5c 6c 7c, or pipe hands into it.", file=stderr)
        return 2
    if stdin.isatty():
        print("Type a hand on one line, like: 5c 6c 7c Qh Qd joker 8h. An empty line ends.", file=stdout)
    status = 0
    for number, line in enumerate(stdin, start=1):
        if not line.strip():
            if stdin.isatty():
                break
            continue
        try:
            hand, wild_rank = read_hand([line], wild)
        except InvalidInput as error:
            status = 2
            if as_json:
                print(json.dumps({"error": str(error), "line": number}), file=stdout)
            else:
                print(f"Line {number}: {error}.", file=stdout)
            continue
        print(answer(check_hand(hand, wild_rank), as_json), file=stdout, flush=True)
    return status


def add_check_parser(subparsers: Any) -> argparse.ArgumentParser:
    """The `check` sub-command and its options."""
    check: argparse.ArgumentParser = subparsers.add_parser(
        "check",
        help="Five Crowns: what a hand is worth, how to lay it down, and what to discard",
        description="Check a hand. With no cards, read hands from standard input, one per line.",
    )
    check.add_argument("--wild", metavar="RANK", help="the wild rank: 3 to 10, J, Q, K (default: the number of cards)")
    check.add_argument("--json", action="store_true", help="answer with one JSON object per hand")
    check.add_argument("cards", nargs="*", metavar="CARD", help="cards like 7st 10h Jd Qsp Kc joker, 7★, seven of stars")
    return check
