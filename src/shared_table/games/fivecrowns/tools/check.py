"""`shared-table check`: what a hand is worth, how to lay it down, and what to throw.

It answers in the language of `--language`, the config file or the locale (tools/language.py).
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from typing import IO, Any

from shared_table.core.device import Device
from shared_table.core.errors import InvalidInput
from shared_table.core.message import msg
from shared_table.core.typed_words import fold
from shared_table.core.words import Words
from shared_table.games.fivecrowns.rules.cards import HIGHEST_RANK, LOWEST_RANK, Card, check_copies, parse_rank
from shared_table.games.fivecrowns.rules.solver import HandCheck, check_hand
from shared_table.games.fivecrowns.tools.language import default_words, english_words, help_text, parser_words, tool_words
from shared_table.games.fivecrowns.words.card_vocabulary import vocabulary
from shared_table.games.fivecrowns.words.reading_typed_cards import parse_named_cards
from shared_table.games.fivecrowns.words.saying_cards import check_json, check_words

MAX_HAND = 30


def read_hand(texts: Sequence[str], wild: str | None, words: Words) -> tuple[list[Card], int]:
    """Parse cards and the wild rank, named in the language of `words` or in English; raise
    `InvalidInput` saying what is wrong."""
    cards = parse_named_cards(texts, words)
    if not cards:
        raise InvalidInput(msg("fct-no-cards"))
    if len(cards) > MAX_HAND:
        raise InvalidInput(msg("fct-too-many-cards", cards=len(cards), most=MAX_HAND))
    check_copies(cards)
    if wild is not None:
        wild_rank = read_rank(wild, words)
    elif LOWEST_RANK <= len(cards) <= HIGHEST_RANK:
        wild_rank = len(cards)
    else:
        raise InvalidInput(msg("fct-no-wild", cards=len(cards)))
    return cards, wild_rank


def read_rank(text: str, words: Words) -> int:
    """A rank as typed: 7, seven, sevens, Q, queen, or the language's word for it (Danish "dronning")."""
    try:
        return parse_rank(text)
    except InvalidInput:
        known = vocabulary(words)
        key = fold(text)
        rank = known.ranks.get(key, known.plurals.get(key))
        if rank is None:
            raise
        return rank


def answer(check: HandCheck, as_json: bool, words: Words) -> str:
    return json.dumps(check_json(check)) if as_json else check_words(check, words)


def run_check(
    cards: Sequence[str], wild: str | None, as_json: bool, stdin: IO[str] | None, stdout: IO[str], stderr: IO[str],
    words: Words | None = None,
) -> int:
    """One hand from the arguments, or a batch from standard input. Returns the exit status.
    Without `words`, it speaks the config file's language, else the locale's (tools/language.py)."""
    words = words or default_words()
    if cards:
        try:
            hand, wild_rank = read_hand(cards, wild, words)
        except InvalidInput as error:
            print(words("fct-check-fail", problem=words.say(error.message)), file=stderr)
            return 2
        print(answer(check_hand(hand, wild_rank), as_json, words), file=stdout)
        return 0
    if stdin is None:
        print(words("fct-check-fail", problem=words("fct-stdin-closed")), file=stderr)
        return 2
    if stdin.isatty():
        print(words("fct-prompt"), file=stdout)
    status = 0
    for number, line in enumerate(stdin, start=1):
        if not line.strip():
            if stdin.isatty():
                break
            continue
        try:
            hand, wild_rank = read_hand([line], wild, words)
        except InvalidInput as error:
            status = 2
            if as_json:
                print(json.dumps({"error": words.say(error.message), "line": number}), file=stdout)
            else:
                print(words("fct-line-error", line=str(number), problem=words.say(error.message)), file=stdout)
            continue
        print(answer(check_hand(hand, wild_rank), as_json, words), file=stdout, flush=True)
    return status


def run_check_tool(args: argparse.Namespace, device: Device) -> int:
    """`check` as a `core.info.Tool` runs it: in the language of --language, else the locale's."""
    stdin, stdout, stderr = device.stdin, device.stdout, device.stderr
    try:
        words = tool_words(args)
    except InvalidInput as error:
        english = english_words()
        print(english("fct-check-fail", problem=english.say(error.message)), file=stderr)
        return 2
    return run_check(args.cards, args.wild, args.json, stdin, stdout, stderr, words)


def add_check_parser(subparsers: Any, words: Words | None = None) -> argparse.ArgumentParser:
    """The `check` sub-command and its options."""
    words = parser_words(words)
    check: argparse.ArgumentParser = subparsers.add_parser(
        "check", help=help_text(words, "fct-cli-help"), description=words("fct-cli-description"),
    )
    check.add_argument("--wild", metavar="RANK", help=help_text(words, "fct-cli-wild"))
    check.add_argument("--json", action="store_true", help=help_text(words, "fct-cli-json"))
    check.add_argument("cards", nargs="*", metavar="CARD", help=help_text(words, "fct-cli-cards"))
    return check
