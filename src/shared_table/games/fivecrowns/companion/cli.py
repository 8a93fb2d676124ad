"""`shared-table companion`: the score keeper, hand checker and score sheet for a game of Five
Crowns played with real cards. The same line modes as `shared-table play` (console/play.py).
"""

from __future__ import annotations

import argparse
from functools import partial
from typing import IO

from shared_table.config import load_settings
from shared_table.console.line_io import LineIO, PlainIO, TerminalIO, use_plain
from shared_table.console.play import converse, error_log_path, log_errors_to
from shared_table.console.safe_output import INPUT_CLOSED, can_show_braille, encoding_of
from shared_table.core.errors import IllegalAction, InvalidInput
from shared_table.core.safe_text import check_name
from shared_table.games.fivecrowns.companion import commands
from shared_table.games.fivecrowns.companion.commands import COMPANION
from shared_table.games.fivecrowns.companion.narration import sheet_lines
from shared_table.games.fivecrowns.companion.printouts import BRAILLE_FORMATS, BRAILLE_TABLES, BrailleUnavailable, braille_sheet, text_sheet
from shared_table.games.fivecrowns.companion.session import CompanionSession
from shared_table.games.fivecrowns.companion.sheet import Sheet
from shared_table.games.fivecrowns.companion.store import SheetFileProblem, SheetStore
from shared_table.speech.speaker import Speaker, SpeechChoice

PRINT_FORMATS = ("words", "table", *BRAILLE_FORMATS)


def add_companion_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """The `companion` sub-command and its options."""
    parser = subparsers.add_parser(
        "companion",
        help="Five Crowns with real cards: keep the score, check hands, print the sheet",
        description="The table companion for Five Crowns played with real cards: it leads the rounds, checks hands, "
        "keeps the score sheet (saved as it changes) and prints it. Type help in it for its commands.",
    )
    parser.add_argument("--players", metavar="NAME,NAME[,...]", help="start a sheet with these players, in seating order")
    parser.add_argument("--dealer", metavar="NAME", help="who deals round 1 (default: the first player)")
    parser.add_argument("--resume", nargs="?", const="", metavar="N", help="go on with the last unfinished sheet, or sheet N")
    parser.add_argument("--sheets", action="store_true", help="list the saved sheets")
    parser.add_argument("--print", dest="print_sheet", metavar="N", help="write sheet N to standard output")
    parser.add_argument("--format", choices=PRINT_FORMATS, default="words",
                        help="with --print: words (line by line, the default), table, unicode braille or brf")
    parser.add_argument("--braille-table", choices=BRAILLE_TABLES, help="braille code: ueb or ebae (default: the config's, else ueb)")
    parser.add_argument("--no-save", action="store_true", help="keep this sheet only while the program runs")
    parser.add_argument("--speech", choices=[choice.value for choice in SpeechChoice],
                        help="speak every answer too: auto, screenreader, tts, or off (default: the config's, else off)")
    parser.add_argument("--voice", metavar="V", help="our own voice's voice: an id or name from shared-table voices")
    parser.add_argument("--rate", type=int, metavar="R", help="our own voice's speed in words a minute (50 to 500)")
    parser.add_argument("--plain", action="store_true", help="plain lines in and out, no prompt editing or escape sequences")
    return parser


def _fail(stderr: IO[str], message: str, usage: bool = True) -> int:
    """Say what was wrong on standard error; `usage` adds where the options are explained."""
    message = message.rstrip(".")
    stderr.write(f"shared-table companion: {message}." + (" Try: shared-table companion --help" if usage else "") + "\n")
    return 2


def _print_sheet(store: SheetStore, which: str, fmt: str, table: str, stdout: IO[str], stderr: IO[str]) -> int:
    number = which.lower().removeprefix("sheet").strip()
    if not number.isdigit():
        return _fail(stderr, f'no sheet "{which}": give its number, from shared-table companion --sheets')
    encoding = encoding_of(stdout)
    if fmt == "unicode" and not can_show_braille(encoding):
        return _fail(stderr, f"standard output cannot show braille characters (its encoding is {encoding}): "
                     "set a UTF-8 locale, or use --format brf", usage=False)
    try:
        sheet = store.load(int(number))
        if fmt in BRAILLE_FORMATS:
            text = braille_sheet(sheet, fmt, table)
        elif fmt == "table":
            text = text_sheet(sheet, int(number))
        else:
            text = "\n".join(sheet_lines(sheet, int(number))) + "\n"
    except (SheetFileProblem, BrailleUnavailable, InvalidInput) as problem:
        return _fail(stderr, str(problem), usage=False)
    stdout.write(text)
    return 0


def _opening(session: CompanionSession, players: str | None, dealer: str | None, resume: str | None) -> list[str]:
    """The first lines: a resumed sheet, a sheet started from the options, or the welcome."""
    if resume is not None:
        if players is not None or dealer is not None:
            raise InvalidInput("--resume goes on with a saved sheet, whose players are set: leave out --players and --dealer")
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
        raise InvalidInput("--dealer needs --players")
    return session.start()


def run_companion(args: argparse.Namespace, stdin: IO[str] | None, stdout: IO[str], stderr: IO[str]) -> int:
    """Run the companion, or list or print sheets. 0 when done, 2 for bad options or a refused sheet."""
    settings, warnings = load_settings()
    for warning in warnings:
        stderr.write(warning + "\n")
    table: str = args.braille_table or settings.braille_table
    store = SheetStore()
    try:
        if args.sheets:
            session = CompanionSession(store)
            stdout.write("\n".join(commands.sheets(session, "")) + "\n")
            return 0
        if args.print_sheet is not None:
            return _print_sheet(store, args.print_sheet, args.format, table, stdout, stderr)
    except OSError as error:
        return _fail(stderr, f"the sheets in {store.folder} cannot be read ({error})")
    if stdin is None:
        return _fail(stderr, INPUT_CLOSED, usage=False)
    path = error_log_path()
    session = CompanionSession(None if args.no_save else store, str(path), table)
    try:
        opening = _opening(session, args.players, args.dealer, args.resume)
    except (InvalidInput, IllegalAction) as error:
        return _fail(stderr, str(error), usage=isinstance(error, InvalidInput))
    log_errors_to(path)
    plain = use_plain(args.plain, stdin, stdout)
    io: LineIO = PlainIO(stdin, stdout) if plain else TerminalIO(partial(COMPANION.completions, session), stdout)
    speech = SpeechChoice(args.speech or settings.speech)
    speaker = Speaker.start(speech, args.voice or settings.voice, args.rate or settings.rate)
    if speech is not SpeechChoice.OFF:
        io.write([speaker.describe()])
    return converse(io, speaker, opening, session.handle, lambda: session.done, session.end_of_input)
