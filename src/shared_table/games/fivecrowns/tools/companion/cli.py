"""`shared-table companion`: the score keeper, hand checker and score sheet for a game of Five
Crowns played with real cards. The same line modes as `shared-table play` (console/play.py).
"""

from __future__ import annotations

import argparse
from functools import partial
from typing import IO

from shared_table.config import load_settings
from shared_table.core.device import Device
from shared_table.core.error_log import log_errors_to
from shared_table.core.errors import IllegalAction, InvalidInput
from shared_table.core.message import Msg, msg
from shared_table.core.numbers import whole, whole_number
from shared_table.core.safe_text import can_show_braille, check_name, encoding_of
from shared_table.core.words import Words
from shared_table.games.fivecrowns.tools.companion import commands
from shared_table.games.fivecrowns.tools.companion.narration import sheet_lines
from shared_table.games.fivecrowns.tools.companion.printouts import (
    BRAILLE_FORMATS,
    BRAILLE_TABLES,
    BrailleUnavailable,
    braille_sheet,
    text_sheet,
)
from shared_table.games.fivecrowns.tools.companion.session import CompanionSession
from shared_table.games.fivecrowns.tools.companion.sheet import Sheet
from shared_table.games.fivecrowns.tools.companion.store import SheetFileProblem, SheetStore
from shared_table.games.fivecrowns.tools.language import braille_table, english_words, help_text, parser_words, tool_words
from shared_table.speech.speaker import SpeechChoice

PRINT_FORMATS = ("words", "table", *BRAILLE_FORMATS)


def add_companion_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser],
                         words: Words | None = None) -> argparse.ArgumentParser:
    """The `companion` sub-command and its options, their help in the command line's language."""
    words = parser_words(words)
    parser = subparsers.add_parser("companion", help=help_text(words, "fcc-cli-help"), description=words("fcc-cli-description"))
    parser.add_argument("--players", metavar="NAME,NAME[,...]", help=help_text(words, "fcc-cli-players"))
    parser.add_argument("--dealer", metavar="NAME", help=help_text(words, "fcc-cli-dealer"))
    parser.add_argument("--resume", nargs="?", const="", metavar="N", help=help_text(words, "fcc-cli-resume"))
    parser.add_argument("--sheets", action="store_true", help=help_text(words, "fcc-cli-sheets"))
    parser.add_argument("--print", dest="print_sheet", metavar="N", help=help_text(words, "fcc-cli-print"))
    parser.add_argument("--format", choices=PRINT_FORMATS, default="words", help=help_text(words, "fcc-cli-format"))
    parser.add_argument("--braille-table", choices=BRAILLE_TABLES, help=help_text(words, "fcc-cli-braille-table"))
    parser.add_argument("--no-save", action="store_true", help=help_text(words, "fcc-cli-no-save"))
    parser.add_argument("--speech", choices=[choice.value for choice in SpeechChoice], help=help_text(words, "fcc-cli-speech"))
    parser.add_argument("--voice", metavar="V", help=help_text(words, "fcc-cli-voice"))
    parser.add_argument("--rate", type=whole, metavar="R", help=help_text(words, "fcc-cli-rate"))
    parser.add_argument("--plain", action="store_true", help=help_text(words, "fcc-cli-plain"))
    return parser


def _fail(stderr: IO[str], words: Words, message: Msg | str, usage: bool = True) -> int:
    """Say what was wrong on standard error; `usage` adds where the options are explained."""
    said = words.say(message).rstrip(".")
    stderr.write(words("fcc-cli-fail", problem=said, usage="yes" if usage else "no") + "\n")
    return 2


def _print_sheet(store: SheetStore, which: str, fmt: str, table: str, words: Words, stdout: IO[str], stderr: IO[str]) -> int:
    number = which.lower().removeprefix("sheet").strip()
    sheet_number = whole_number(number)
    if sheet_number is None:
        return _fail(stderr, words, msg("fcc-cli-print-which", given=which))
    encoding = encoding_of(stdout)
    if fmt == "unicode" and not can_show_braille(encoding):
        return _fail(stderr, words, msg("fcc-cli-no-braille-out", encoding=encoding), usage=False)
    try:
        sheet = store.load(sheet_number)
        if fmt in BRAILLE_FORMATS:
            text = braille_sheet(sheet, fmt, table, words)
        elif fmt == "table":
            text = text_sheet(sheet, sheet_number, words)
        else:
            text = "\n".join(sheet_lines(sheet, sheet_number, words)) + "\n"
    except (SheetFileProblem, BrailleUnavailable, InvalidInput) as problem:
        return _fail(stderr, words, problem.message, usage=False)
    stdout.write(text)
    return 0


def _opening(session: CompanionSession, players: str | None, dealer: str | None, resume: str | None) -> list[str]:
    """The first lines: a resumed sheet, a sheet started from the options, or the welcome."""
    if resume is not None:
        if players is not None or dealer is not None:
            raise InvalidInput(msg("fcc-cli-resume-players"))
        return commands.resume(session, resume)
    if players is not None:
        for name in commands.split_names(players):
            check_name(name, "--players")
        if dealer is not None:
            Sheet(commands.split_names(players)).seat_of(dealer)  # refused before any file is made
        lines = commands.players(session, players)
        if dealer is not None:
            lines = [*lines[:-1], *commands.dealer(session, dealer)]
        return lines
    if dealer is not None:
        raise InvalidInput(msg("fcc-cli-dealer-needs-players"))
    return session.start()


def run_companion(args: argparse.Namespace, device: Device) -> int:
    """Run the companion on `device`, or list or print sheets. 0 when done, 2 for bad options or a refused sheet."""
    stdin, stdout, stderr = device.stdin, device.stdout, device.stderr
    settings, warnings = load_settings()
    for warning in warnings:
        stderr.write(warning + "\n")
    try:
        words = tool_words(args, settings.language)
    except InvalidInput as error:
        return _fail(stderr, english_words(), error.message)
    table: str = args.braille_table or braille_table(words, settings.braille_table)
    store = SheetStore()
    try:
        if args.sheets:
            session = CompanionSession(store, words=words)
            stdout.write("\n".join(commands.sheets(session, "")) + "\n")
            return 0
        if args.print_sheet is not None:
            return _print_sheet(store, args.print_sheet, args.format, table, words, stdout, stderr)
    except OSError as error:
        return _fail(stderr, words, msg("fcc-cli-unreadable", folder=str(store.folder), reason=str(error)))
    if stdin is None:
        return _fail(stderr, words, msg("table-input-closed"), usage=False)
    path = device.error_log()
    session = CompanionSession(None if args.no_save else store, str(path), table, words)
    try:
        opening = _opening(session, args.players, args.dealer, args.resume)
    except (InvalidInput, IllegalAction) as error:
        return _fail(stderr, words, error.message, usage=isinstance(error, InvalidInput))
    log_errors_to(path)
    return device.converse(session, opening, lambda: session.done, partial(session.registry.completions, session), args.plain,
                           args.speech or settings.speech, args.voice or settings.voice, args.rate or settings.rate)
