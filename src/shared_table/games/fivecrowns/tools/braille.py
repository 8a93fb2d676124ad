"""`shared-table braille hand|scores`: the braille printouts from the command line.

    shared-table braille hand [--wild RANK] [--format unicode|brf] [--table ueb|ebae] [--out FILE] CARD...
    shared-table braille scores (--game GAME | --from-json FILE | --seed S [--players N] [--bots LEVEL])
                                [--format ...] [--table ...] [--out FILE]

A mistake (an unknown card, rank, table or format, a bad JSON file) is one line on standard
error starting "shared-table braille:" and exit status 2; never a traceback.

--out makes a new file: a FILE that is there already is refused unless --replace is given, and
a symbolic link at FILE is never followed (core/new_files.py).
"""

from __future__ import annotations

import argparse
import errno
import json
import random
from pathlib import Path
from typing import IO, Any

from shared_table.braille import check_format, check_table
from shared_table.config import Settings, load_settings
from shared_table.console.safe_output import can_show_braille, encoding_of
from shared_table.core.errors import InvalidInput, SharedTableError
from shared_table.core.new_files import create_new, replace_file
from shared_table.games.fivecrowns.bots.levels import check_level, make_bot
from shared_table.games.fivecrowns.bots.tournament import play_bots
from shared_table.games.fivecrowns.braille import hand_printout, round_points_of, score_sheet
from shared_table.games.fivecrowns.state import MAX_PLAYERS, MIN_PLAYERS, FiveCrownsState, new_game
from shared_table.games.fivecrowns.tools.check import read_hand
from shared_table.saves.store import SaveFileProblem

PROG = "shared-table braille"
MAX_JSON_BYTES = 1_000_000
BOT_NAMES = ("Ann", "Bob", "Cleo", "Dev", "Eve", "Finn", "Gus", "Hana", "Ivo", "Jade", "Kai", "Lea", "Max", "Nia")


def _common(parser: argparse.ArgumentParser) -> None:
    # No argparse choices: a wrong value is answered by run_braille in its one-line form.
    parser.add_argument("--format", dest="braille_format", metavar="FORMAT",
                        help="unicode (braille for a screen or display) or brf (for an embosser); default: the config's, else unicode")
    parser.add_argument("--table", dest="braille_table", metavar="TABLE",
                        help="ueb (Unified English Braille grade 1) or ebae (US grade 1); default: the config's, else ueb")
    parser.add_argument("--out", metavar="FILE", help="write the printout to FILE, a new file, instead of standard output")
    parser.add_argument("--replace", action="store_true", help="with --out: write over FILE if it is there (never through a link)")


def add_braille_parser(subparsers: Any) -> argparse.ArgumentParser:
    """Add `braille` with `hand` and `scores` to the sub-commands of `shared-table`; the parser added.

    `subparsers` is what `ArgumentParser.add_subparsers(parser_class=...)` returned; the nested
    parsers are of the same class, so a usage error exits 2 with one line there too."""
    braille: argparse.ArgumentParser = subparsers.add_parser(
        "braille", help="Five Crowns: a hand or the score sheet in grade-1 braille: Unicode braille, or BRF for an embosser",
        description="Grade-1 braille printouts through liblouis, labelled as the braille deck labels the cards.",
    )
    printouts = braille.add_subparsers(dest="braille_command", metavar="PRINTOUT")
    hand = printouts.add_parser(
        "hand", help="a hand by suit, with the wild rank and the best arrangement",
        description="A hand summary in braille: the hand by suit, the wild rank, the best runs and books, what is left.",
    )
    hand.add_argument("--wild", metavar="RANK", help="the wild rank: 3 to 10, J, Q, K (default: the number of cards)")
    _common(hand)
    hand.add_argument("cards", nargs="*", metavar="CARD", help="cards like 7st 10h Jd Qsp Kc joker, 7★, seven of stars")
    scores = printouts.add_parser(
        "scores", help="a score sheet: a line per round, a column per player, the totals",
        description='The score sheet of a saved game (--game, numbered as in shared-table games), of a JSON file '
                    '{"players": [...], "rounds": [[...], ...]} with one score per player in each round, '
                    'or of a game played by computer players (--seed).',
    )
    scores.add_argument("--game", metavar="GAME", help="a saved game, finished or not, by its number in shared-table games")
    scores.add_argument("--seed", type=int, metavar="S", help="play a whole game between computer players with this seed")
    scores.add_argument("--players", type=int, default=3, metavar="N", help="with --seed: how many players, 2 to 14 (default 3)")
    scores.add_argument("--bots", default="medium", metavar="LEVEL", help="with --seed: easy, medium or hard (default medium)")
    scores.add_argument("--from-json", metavar="FILE", help="the players and the rounds scored so far, from a JSON file")
    _common(scores)
    return braille


def _hand(args: argparse.Namespace, table: str, fmt: str) -> str:
    cards, wild_rank = read_hand(args.cards, args.wild)
    return hand_printout(cards, wild_rank, table, fmt)


def _bot_game(seed: int, players: int, level: str) -> tuple[list[str], list[list[int]]]:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise InvalidInput(f"--players {players}: a game takes {MIN_PLAYERS} to {MAX_PLAYERS}")
    level = check_level(level)
    master = random.Random(seed)
    names = list(BOT_NAMES[:players])
    state = new_game(names, rng=random.Random(master.getrandbits(64)))
    play_bots(state, [make_bot(level, seat, players, random.Random(master.getrandbits(64))) for seat in range(players)])
    return names, round_points_of(state)


def read_scores_json(path: Path) -> tuple[list[str], list[list[int]]]:
    """{"players": [names], "rounds": [[points per player], ...]} from a file; `InvalidInput` otherwise."""
    try:
        raw = path.read_bytes()[: MAX_JSON_BYTES + 1]
    except OSError as error:
        raise InvalidInput(f"{path} cannot be read ({error.strerror or error})") from None
    if len(raw) > MAX_JSON_BYTES:
        raise InvalidInput(f"{path} is over {MAX_JSON_BYTES} bytes: a score sheet is far smaller")
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise InvalidInput(f"{path} is not JSON ({error})") from None
    players = data.get("players") if isinstance(data, dict) else None
    rounds = data.get("rounds", []) if isinstance(data, dict) else None
    if not isinstance(players, list) or not all(isinstance(name, str) for name in players):
        raise InvalidInput(f'{path} has no "players": give a list of names, like {{"players": ["Ann", "Bob"], "rounds": [[0, 12]]}}')
    if not isinstance(rounds, list) or not all(isinstance(row, list) for row in rounds):
        raise InvalidInput(f'{path}: "rounds" must be a list of rounds, each a list with one score per player')
    return players, rounds


def _saved_game(which: str, stderr: IO[str]) -> tuple[list[str], list[list[int]]]:
    from shared_table.console import saved_games  # the play console, needed only for this

    try:
        saved, session = saved_games.replayed(saved_games.store_for_reading(stderr), which)
    except SaveFileProblem as problem:
        raise InvalidInput(str(problem)) from None
    state = session.state
    if not isinstance(state, FiveCrownsState):
        raise InvalidInput(f"game {saved.id} is a game of {session.game.title}, which has no score sheet")
    return list(state.settings.players), round_points_of(state)


def _scores(args: argparse.Namespace, table: str, fmt: str, stderr: IO[str]) -> str:
    sources = [given for given in (args.game, args.from_json, args.seed) if given is not None]
    if len(sources) != 1:
        raise InvalidInput("say which game, one way: --game GAME (a saved game), --from-json FILE, "
                           "or --seed S (a game of computer players)")
    if args.game is not None:
        players, rounds = _saved_game(args.game, stderr)
    elif args.from_json is not None:
        players, rounds = read_scores_json(Path(args.from_json))
    else:
        players, rounds = _bot_game(args.seed, args.players, args.bots)
    return score_sheet(players, rounds, table, fmt)


def run_braille(args: argparse.Namespace, stdout: IO[str], stderr: IO[str], settings: Settings | None = None) -> int:
    """Make the printout and write it to standard output or --out; 0 when done, 2 for a mistake.

    Without `settings`, the config file's braille_table and braille_format are the defaults."""
    if settings is None:
        settings, warnings = load_settings()
        for warning in warnings:
            stderr.write(warning + "\n")
    if args.braille_command not in {"hand", "scores"}:
        stderr.write(f"{PROG}: say which printout: hand or scores. Try: {PROG} --help\n")
        return 2
    try:
        table = check_table(args.braille_table or settings.braille_table)
        fmt = check_format(args.braille_format or settings.braille_format)
        text = _hand(args, table, fmt) if args.braille_command == "hand" else _scores(args, table, fmt, stderr)
    except SharedTableError as error:
        stderr.write(f"{PROG}: {error}\n")
        return 2
    if args.out is None:
        encoding = encoding_of(stdout)
        if fmt == "unicode" and not can_show_braille(encoding):
            stderr.write(f"{PROG}: standard output cannot show braille characters (its encoding is {encoding}): "
                         "set a UTF-8 locale, or use --format brf, or write a file with --out FILE.\n")
            return 2
        stdout.write(text)
        return 0
    out = Path(args.out)
    try:
        (replace_file if args.replace else create_new)(out, text.encode("utf-8"))
    except FileExistsError:
        stderr.write(f"{PROG}: {out} is there already: give another name, or add --replace to write over it.\n")
        return 2
    except OSError as error:
        if error.errno == errno.ELOOP:
            stderr.write(f"{PROG}: {out} is a symbolic link, which is never followed: give the name of the file itself.\n")
        else:
            stderr.write(f"{PROG}: cannot write {out} ({error.strerror or error}).\n")
        return 2
    kind = "BRF for an embosser" if fmt == "brf" else "Unicode braille"
    stdout.write(f"{kind} written to {out}.\n")
    return 0
