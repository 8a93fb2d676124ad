"""`shared-table solitaire`: a shortcut for `shared-table play --game solitaire`, and with
--auto, many games by a computer player and its win rate.

    shared-table solitaire [--seed S] [--hints] [--plain] [--speech ...] [--voice V] [--rate R] [--resume [GAME]]
    shared-table solitaire --auto [--games N] [--seed S] [--player planner|greedy|both] [--json]
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from typing import IO

from shared_table.config import load_settings
from shared_table.console.play import run_play
from shared_table.console.safe_output import INPUT_CLOSED
from shared_table.games.solitaire.bots.planner import PlannerPlayer
from shared_table.games.solitaire.bots.players import GreedyPlayer, SolitairePlayer
from shared_table.games.solitaire.bots.stats import Stats, play_games
from shared_table.speech.speaker import SpeechChoice

PROG = "shared-table solitaire"
PLAYERS: dict[str, Callable[[], SolitairePlayer]] = {"planner": PlannerPlayer, "greedy": GreedyPlayer}
MAX_GAMES = 1_000_000


def add_solitaire_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """The `solitaire` sub-command and its options."""
    parser = subparsers.add_parser(
        "solitaire",
        help="Five Crowns Solitaire: close eleven piles from one stock; or statistics of a computer player",
        description="Five Crowns Solitaire in the same line mode as play: type help in it for its commands. "
        "With --auto, a computer player plays many games and the win rate is reported.",
    )
    parser.add_argument("--seed", type=int, metavar="S", help="a number that makes the deals the same every time")
    parser.add_argument("--hints", action="store_true", help="say a hint with every card turned")
    parser.add_argument("--plain", action="store_true", help="plain lines in and out, no prompt editing or escape sequences")
    parser.add_argument("--speech", choices=[choice.value for choice in SpeechChoice],
                        help="speak every answer too: auto, screenreader, tts, or off (default: the config's, else off)")
    parser.add_argument("--voice", metavar="V", help="our own voice's voice: an id or name from shared-table voices")
    parser.add_argument("--rate", type=int, metavar="R", help="our own voice's speed in words a minute (50 to 500)")
    parser.add_argument("--verbosity", choices=["brief", "normal", "full"], help="how much is said (default normal)")
    parser.add_argument("--resume", nargs="?", const="", metavar="GAME", help="go on with the last unfinished solitaire, or game GAME")
    parser.add_argument("--no-save", action="store_true", help="do not save this game")
    auto = parser.add_argument_group("statistics (--auto)")
    auto.add_argument("--auto", action="store_true", help="let a computer player play --games games and report how it did")
    auto.add_argument("--games", type=int, default=100, metavar="N", help="with --auto: how many games (default 100)")
    auto.add_argument("--player", default="planner", metavar="PLAYER",
                      help="with --auto: planner (the default), greedy (the baseline), or both, side by side on the same deals")
    auto.add_argument("--json", action="store_true", help="with --auto: the figures as JSON")
    return parser


def _fail(stderr: IO[str], message: str) -> int:
    stderr.write(f"{PROG}: {message.rstrip('.')}. Try: {PROG} --help\n")
    return 2


def run_auto(games: int, seed: int | None, player: str, as_json: bool, stdout: IO[str], stderr: IO[str]) -> int:
    """Play the games and report them; both players get the same deals from the same seed."""
    if not 1 <= games <= MAX_GAMES:
        return _fail(stderr, f"--games {games}: give 1 to {MAX_GAMES}")
    names = list(PLAYERS) if player.strip().lower() == "both" else [player.strip().lower()]
    if any(name not in PLAYERS for name in names):
        return _fail(stderr, f'no player "{player}": choose planner, greedy or both')
    results: list[Stats] = [play_games(PLAYERS[name], games, seed or 0) for name in names]
    if as_json:
        payload = results[0].as_json() if len(results) == 1 else {stats.player: stats.as_json() for stats in results}
        stdout.write(json.dumps(payload) + "\n")
    else:
        for stats in results:
            stdout.write(stats.sentence() + "\n")
    return 0


def run_solitaire(args: argparse.Namespace, stdin: IO[str] | None, stdout: IO[str], stderr: IO[str]) -> int:
    """Play by keyboard, or report a computer player's statistics; 0 when done, 2 for bad options."""
    if args.auto:
        return run_auto(args.games, args.seed, args.player, args.json, stdout, stderr)
    if args.json or args.player != "planner" or args.games != 100:
        return _fail(stderr, "--games, --player and --json go with --auto")
    if stdin is None:
        stderr.write(f"{PROG}: {INPUT_CLOSED}.\n")
        return 2
    settings, warnings = load_settings()
    for warning in warnings:
        stderr.write(warning + "\n")
    speech = SpeechChoice(args.speech or settings.speech)
    return run_play(
        None, None, settings.name, args.seed, args.plain, stdin, stdout, stderr, args.verbosity or settings.verbosity,
        bool(args.hints or settings.hints), speech, args.voice or settings.voice, args.rate or settings.rate, args.resume,
        not args.no_save, game="solitaire", braille_table=settings.braille_table, prog=PROG,
    )
