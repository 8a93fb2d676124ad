"""`shared-table solitaire`: a shortcut for `shared-table play --game solitaire`, and with
--auto, many games by a computer player and its win rate. Its help and messages are in the
player's language (--language, else the config file's, else the locale's).

    shared-table solitaire [--seed S] [--hints] [--plain] [--speech ...] [--voice V] [--rate R] [--resume [GAME]]
    shared-table solitaire --auto [--games N] [--seed S] [--player planner|greedy|both] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
from collections.abc import Callable
from typing import IO

from shared_table.config import load_settings, read_settings
from shared_table.core.device import Device
from shared_table.core.numbers import whole
from shared_table.core.words import Words
from shared_table.games.solitaire.bots.planner import PlannerPlayer
from shared_table.games.solitaire.bots.players import GreedyPlayer, SolitairePlayer
from shared_table.games.solitaire.bots.stats import Stats, play_games
from shared_table.i18n.languages import ENGLISH, PSEUDO, choose_language, find_language
from shared_table.i18n.words import words_for
from shared_table.speech.speaker import SpeechChoice

PROG = "shared-table solitaire"
PLAYERS: dict[str, Callable[[], SolitairePlayer]] = {"planner": PlannerPlayer, "greedy": GreedyPlayer}
MAX_GAMES = 1_000_000
CATALOGS = ("shared_table.games.fivecrowns", "shared_table.games.solitaire")


def _words(given: object = None) -> Words:
    """The solitaire's words in the language given (a code), else the config file's, else the locale's."""
    settings, _ = read_settings()
    language = choose_language(given if isinstance(given, str) else None, settings.language, os.environ)
    return words_for(language.code, CATALOGS)





def _help(words: Words, message_id: str) -> str:
    return words(message_id).replace("%", "%%")  # argparse reads % in help as a format


def add_solitaire_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser],
                         words: Words | None = None) -> argparse.ArgumentParser:
    """The `solitaire` sub-command and its options, their help in the command line's language
    (else the config file's or the locale's)."""
    words = words_for(words.code, CATALOGS) if words is not None else _words()
    parser = subparsers.add_parser("solitaire", help=_help(words, "sol-cli-help"), description=words("sol-cli-description"))
    parser.add_argument("--seed", type=whole, metavar="S", help=_help(words, "sol-cli-seed"))
    parser.add_argument("--hints", action="store_true", help=_help(words, "sol-cli-hints"))
    parser.add_argument("--plain", action="store_true", help=_help(words, "sol-cli-plain"))
    parser.add_argument("--speech", choices=[choice.value for choice in SpeechChoice], help=_help(words, "sol-cli-speech"))
    parser.add_argument("--voice", metavar="V", help=_help(words, "sol-cli-voice"))
    parser.add_argument("--rate", type=whole, metavar="R", help=_help(words, "sol-cli-rate"))
    parser.add_argument("--verbosity", choices=["brief", "normal", "full"], help=_help(words, "sol-cli-verbosity"))
    parser.add_argument("--resume", nargs="?", const="", metavar="GAME", help=_help(words, "sol-cli-resume"))
    parser.add_argument("--no-save", action="store_true", help=_help(words, "sol-cli-no-save"))
    auto = parser.add_argument_group(words("sol-cli-statistics"))
    auto.add_argument("--auto", action="store_true", help=_help(words, "sol-cli-auto"))
    auto.add_argument("--games", type=whole, default=100, metavar="N", help=_help(words, "sol-cli-games"))
    auto.add_argument("--player", default="planner", metavar="PLAYER", help=_help(words, "sol-cli-player"))
    auto.add_argument("--json", action="store_true", help=_help(words, "sol-cli-json"))
    return parser


def _fail(stderr: IO[str], words: Words, problem: str) -> int:
    stderr.write(words("sol-cli-usage-error", prog=PROG, problem=problem) + "\n")
    return 2


def run_auto(games: int, seed: int | None, player: str, as_json: bool, stdout: IO[str], stderr: IO[str],
             words: Words | None = None) -> int:
    """Play the games and report them; both players get the same deals from the same seed."""
    words = words or _words()
    if not 1 <= games <= MAX_GAMES:
        return _fail(stderr, words, words("sol-cli-games-range", games=str(games), most=str(MAX_GAMES)))
    names = list(PLAYERS) if player.strip().lower() == "both" else [player.strip().lower()]
    if any(name not in PLAYERS for name in names):
        return _fail(stderr, words, words("sol-cli-no-player", given=player))
    results: list[Stats] = [play_games(PLAYERS[name], games, seed or 0) for name in names]
    if as_json:
        payload = results[0].as_json() if len(results) == 1 else {stats.player: stats.as_json() for stats in results}
        stdout.write(json.dumps(payload) + "\n")
    else:
        for stats in results:
            stdout.write(stats.sentence(words) + "\n")
    return 0


def run_solitaire(args: argparse.Namespace, device: Device) -> int:
    """Play on `device`, or report a computer player's statistics; 0 when done, 2 for bad options."""
    stdin, stdout, stderr = device.stdin, device.stdout, device.stderr
    words = _words(getattr(args, "language", None))
    if args.auto:
        return run_auto(args.games, args.seed, args.player, args.json, stdout, stderr, words)
    if args.json or args.player != "planner" or args.games != 100:
        return _fail(stderr, words, words("sol-cli-auto-only"))
    if stdin is None:
        stderr.write(words("sol-cli-problem", prog=PROG, problem=words("table-input-closed")) + "\n")
        return 2
    settings, warnings = load_settings(words=words)
    for warning in warnings:
        stderr.write(warning + "\n")
    speech = SpeechChoice(args.speech or settings.speech)
    language = find_language(words.code)
    # The language's own braille table; in English the config's choice of UEB or EBAE stays (as `shared-table play`).
    braille_table = settings.braille_table if language in (ENGLISH, PSEUDO) else language.braille
    return device.play(
        "solitaire", players=None, bots=None, name=settings.name, seed=args.seed, plain=args.plain,
        verbosity=args.verbosity or "", usual_verbosity=settings.verbosity, hints=bool(args.hints or settings.hints), speech=speech,
        voice=args.voice or settings.voice, rate=args.rate or settings.rate, resume=args.resume, save=not args.no_save,
        braille_table=braille_table, prog=PROG, language=language.code,
    )
