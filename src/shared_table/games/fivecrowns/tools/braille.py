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
from shared_table.core.device import Device
from shared_table.core.errors import InvalidInput, SharedTableError
from shared_table.core.message import msg
from shared_table.core.new_files import check_target, create_new, replace_file
from shared_table.core.numbers import whole
from shared_table.core.safe_text import can_show_braille, encoding_of
from shared_table.core.words import Words, every_catalog
from shared_table.games.fivecrowns.bots.levels import check_level, make_bot
from shared_table.games.fivecrowns.bots.tournament import play_bots
from shared_table.games.fivecrowns.braille.printouts import hand_printout, round_points_of, score_sheet
from shared_table.games.fivecrowns.rules.state import MAX_PLAYERS, MIN_PLAYERS, FiveCrownsState, new_game
from shared_table.games.fivecrowns.tools.check import read_hand
from shared_table.games.fivecrowns.tools.language import (
    CATALOGS,
    braille_table,
    english_words,
    help_text,
    parser_words,
    tool_words,
)
from shared_table.i18n.words import words_for

MAX_JSON_BYTES = 1_000_000
BOT_NAMES = ("Ann", "Bob", "Cleo", "Dev", "Eve", "Finn", "Gus", "Hana", "Ivo", "Jade", "Kai", "Lea", "Max", "Nia")


def _common(parser: argparse.ArgumentParser, words: Words) -> None:
    # No argparse choices: a wrong value is answered by run_braille in its one-line form.
    parser.add_argument("--format", dest="braille_format", metavar="FORMAT", help=help_text(words, "fct-cli-format"))
    parser.add_argument("--table", dest="braille_table", metavar="TABLE", help=help_text(words, "fct-cli-table"))
    parser.add_argument("--out", metavar="FILE", help=help_text(words, "fct-cli-out"))
    parser.add_argument("--replace", action="store_true", help=help_text(words, "fct-cli-replace"))


def add_braille_parser(subparsers: Any, words: Words | None = None) -> argparse.ArgumentParser:
    """Add `braille` with `hand` and `scores` to the sub-commands of `shared-table`; the parser added.

    `subparsers` is what `ArgumentParser.add_subparsers(parser_class=...)` returned; the nested
    parsers are of the same class, so a usage error exits 2 with one line there too."""
    words = parser_words(words)
    braille: argparse.ArgumentParser = subparsers.add_parser(
        "braille", help=help_text(words, "fct-cli-braille-help"), description=words("fct-cli-braille-description"),
    )
    printouts = braille.add_subparsers(dest="braille_command", metavar="PRINTOUT")
    hand = printouts.add_parser("hand", help=help_text(words, "fct-cli-hand-help"), description=words("fct-cli-hand-description"))
    hand.add_argument("--wild", metavar="RANK", help=help_text(words, "fct-cli-wild"))
    _common(hand, words)
    hand.add_argument("cards", nargs="*", metavar="CARD", help=help_text(words, "fct-cli-cards"))
    scores = printouts.add_parser(
        "scores", help=help_text(words, "fct-cli-scores-help"), description=words("fct-cli-scores-description"),
    )
    scores.add_argument("--game", metavar="GAME", help=help_text(words, "fct-cli-game"))
    scores.add_argument("--seed", type=whole, metavar="S", help=help_text(words, "fct-cli-seed"))
    scores.add_argument("--players", type=whole, default=3, metavar="N", help=help_text(words, "fct-cli-players"))
    scores.add_argument("--bots", default="medium", metavar="LEVEL", help=help_text(words, "fct-cli-bots"))
    scores.add_argument("--from-json", metavar="FILE", help=help_text(words, "fct-cli-from-json"))
    _common(scores, words)
    return braille


def _hand(args: argparse.Namespace, table: str, fmt: str, words: Words) -> str:
    cards, wild_rank = read_hand(args.cards, args.wild, words)
    return hand_printout(cards, wild_rank, table, fmt, words=words)


def _bot_game(seed: int, players: int, level: str) -> tuple[list[str], list[list[int]]]:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise InvalidInput(msg("fct-braille-players", given=str(players), least=MIN_PLAYERS, most=MAX_PLAYERS))
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
        raise InvalidInput(msg("fct-braille-unreadable", path=str(path), reason=str(error.strerror or error))) from None
    if len(raw) > MAX_JSON_BYTES:
        raise InvalidInput(msg("fct-braille-too-big", path=str(path), most=MAX_JSON_BYTES))
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise InvalidInput(msg("fct-braille-not-json", path=str(path), reason=str(error))) from None
    players = data.get("players") if isinstance(data, dict) else None
    rounds = data.get("rounds", []) if isinstance(data, dict) else None
    if not isinstance(players, list) or not all(isinstance(name, str) for name in players):
        raise InvalidInput(msg("fct-braille-no-players", path=str(path), example='{"players": ["Ann", "Bob"], "rounds": [[0, 12]]}'))
    if not isinstance(rounds, list) or not all(isinstance(row, list) for row in rounds):
        raise InvalidInput(msg("fct-braille-bad-rounds", path=str(path)))
    return players, rounds


def _saved_game(which: str, device: Device, words: Words) -> tuple[list[str], list[list[int]]]:
    number, game, state = device.saved_game(which, words)
    if not isinstance(state, FiveCrownsState):  # said in `words`, which have every game's catalogs
        title = msg(f"{game.name}-title") if words.has(f"{game.name}-title") else game.title
        raise InvalidInput(msg("fct-braille-not-five-crowns", game=str(number), title=title))
    return list(state.settings.players), round_points_of(state)


def _scores(args: argparse.Namespace, table: str, fmt: str, device: Device, words: Words) -> str:
    sources = [given for given in (args.game, args.from_json, args.seed) if given is not None]
    if len(sources) != 1:
        raise InvalidInput(msg("fct-braille-which-game"))
    if args.game is not None:
        players, rounds = _saved_game(args.game, device, words)
    elif args.from_json is not None:
        players, rounds = read_scores_json(Path(args.from_json))
    else:
        players, rounds = _bot_game(args.seed, args.players, args.bots)
    return score_sheet(players, rounds, table, fmt, words=words)


def run_braille(args: argparse.Namespace, device: Device, settings: Settings | None = None) -> int:
    """Make the printout and write it to standard output or --out; 0 when done, 2 for a mistake.

    Without `settings`, the config file's braille_table, braille_format and language are the
    defaults. It speaks the language of --language, else the config's, else the locale's."""
    stdout, stderr = device.stdout, device.stderr
    if settings is None:
        settings, warnings = load_settings()
        for warning in warnings:
            stderr.write(warning + "\n")
    try:
        # Every game's catalogs: --game may name a saved game of any kind, and its title is said.
        words = words_for(tool_words(args, settings.language).code, (*CATALOGS, *every_catalog()))
    except InvalidInput as error:
        english = english_words()
        stderr.write(english("fct-braille-fail", problem=english.say(error.message)) + "\n")
        return 2
    if args.braille_command not in {"hand", "scores"}:
        stderr.write(words("fct-braille-which-printout") + "\n")
        return 2
    try:
        table = check_table(args.braille_table or braille_table(words, settings.braille_table))
        fmt = check_format(args.braille_format or settings.braille_format)
        text = _hand(args, table, fmt, words) if args.braille_command == "hand" else _scores(args, table, fmt, device, words)
    except SharedTableError as error:
        stderr.write(words("fct-braille-fail", problem=words.say(error.message)) + "\n")
        return 2
    if args.out is None:
        encoding = encoding_of(stdout)
        if fmt == "unicode" and not can_show_braille(encoding):
            stderr.write(words("fct-braille-no-braille-out", encoding=encoding) + "\n")
            return 2
        stdout.write(text)
        return 0
    return _write(Path(args.out), text, fmt, args.replace, words, stdout, stderr)


def _write(out: Path, text: str, fmt: str, replace: bool, words: Words, stdout: IO[str], stderr: IO[str]) -> int:
    """Write the printout to `out`, a new file unless `replace`; say where, or why not."""
    try:
        check_target(out, replace)
        (replace_file if replace else create_new)(out, text.encode("utf-8"))
    except InvalidInput as refused:
        stderr.write(words("fct-braille-fail", problem=words.say(refused.message)) + "\n")
        return 2
    except FileExistsError:
        stderr.write(words("fct-braille-exists", path=str(out)) + "\n")
        return 2
    except OSError as error:
        if error.errno == errno.ELOOP:
            stderr.write(words("fct-braille-link", path=str(out)) + "\n")
        else:
            stderr.write(words("fct-braille-cannot-write", path=str(out), reason=str(error.strerror or error)) + "\n")
        return 2
    stdout.write(words("fct-braille-written", format=fmt, path=str(out)) + "\n")
    return 0
