"""The `shared-table` command: one sub-command per job, errors said in one line, never a traceback.

Standard output and error are written through `GuardedStream` (console/safe_output.py): nothing
a player typed or named reaches the terminal raw, and output that cannot be written (closed, a
full disk, the file-size limit) is said in one sentence on standard error, with exit status 74.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import logging
import signal
import sys
from collections.abc import Callable, Sequence
from typing import IO, Any

from shared_table import __version__
from shared_table.config import Settings, config_path, describe, keys_in, load_settings
from shared_table.console.play import run_play
from shared_table.console.safe_output import EXIT_OUTPUT_FAILED, INPUT_CLOSED, GuardedStream, OutputFailed, guard
from shared_table.console.saved_games import run_games, run_replay
from shared_table.console.speech_command import run_speak, run_voices
from shared_table.console.tournament_command import run_tournament
from shared_table.games import all_games, default_game, find_game, game_names
from shared_table.speech.speaker import SpeechChoice
from shared_table.table.setup import seats_words


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error exits with status 2 and one plain sentence."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"{self.prog}: {message}. Try: {self.prog} --help\n")


def build_parser() -> argparse.ArgumentParser:
    games = all_games()
    titles = ", ".join(game.title for game in games)
    parser = _Parser(prog="shared-table", description=f"An accessibility-first card table: {titles}.")
    parser.add_argument("--version", action="version", version=f"shared-table {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    listing = "; ".join(f"{game.name} ({game.title}, {seats_words(game)})" for game in games)
    play = commands.add_parser(
        "play",
        help="play a game against the computer or at one keyboard, made for screen readers",
        description=f"Play a game against computer players, or hot seat. The games: {listing}. "
                    "Type help in the game for its commands.",
    )
    play.add_argument("--game", choices=game_names(), metavar="NAME",
                      help=f"which game: {', '.join(game_names())} (default {games[0].name})")
    flags: set[str] = set()
    for game in games:
        for option in game.options:
            if option.name not in flags:
                flags.add(option.name)
                play.add_argument(f"--{option.name}", action="store_true", help=f"{game.title}: {option.help}")
    play.add_argument("--players", type=int, metavar="N", help="players at the table, you included (default 3, or what the game takes)")
    play.add_argument(
        "--bots", metavar="LEVEL[,LEVEL...]", help="the computer players' levels, one per seat: easy, medium, hard (default medium)"
    )
    play.add_argument("--name", help="your name at the table (default Player)")
    play.add_argument("--humans", metavar="NAME,NAME[,...]", help="hot seat: several people sharing this keyboard, in seat order")
    play.add_argument("--seed", type=int, metavar="S", help="a number that makes the deal the same every time")
    play.add_argument("--verbosity", choices=["brief", "normal", "full"], help="how much is said (default normal)")
    play.add_argument("--hints", action=argparse.BooleanOptionalAction, help="start each of your turns with a hint (hints on)")
    _speech_options(play, default=None)
    play.add_argument("--resume", nargs="?", const="", metavar="GAME", help="go on with the last unfinished game, or game GAME")
    play.add_argument("--no-save", action="store_true", help="do not save this game")
    play.add_argument("--plain", action="store_true", help="plain lines in and out, no prompt editing or escape sequences")

    speak = commands.add_parser(
        "speak", help="say some text with a speech backend, to try voices and rates",
        description="Say TEXT through the chosen speech backend, or write our own voice's audio to a WAV file.",
    )
    _speech_options(speak, default="auto")
    speak.add_argument("--wav", metavar="FILE", help="write the audio of our own voice to FILE instead of playing it")
    speak.add_argument("text", nargs="*", metavar="TEXT", help="what to say")
    commands.add_parser("voices", help="list the voices of our own voice (for --voice)")

    for game in games:
        for tool in game.tools:
            tool.add_parser(commands)
    commands.add_parser("config", help="where the config file is, and what it sets")
    saved = commands.add_parser("games", help="list saved games of every kind, or delete one", description="List the saved games.")
    saved.add_argument("--delete", metavar="GAME", help="delete saved game GAME")
    replay = commands.add_parser(
        "replay", help="narrate a saved game from one seat's point of view",
        description="Narrate a finished or unfinished saved game as one seat knew it.",
    )
    replay.add_argument("game", metavar="GAME", help="the game's number, from shared-table games")
    replay.add_argument("--seat", metavar="NAME", help="whose point of view (default: the player's)")
    replay.add_argument("--verbosity", choices=["brief", "normal", "full"], default="normal")

    bots = commands.add_parser(
        "tournament",
        help="play whole games between computer players and compare their levels",
        description="Play N games between bots, rotating seats, and report each seat's mean score, its 95% interval and wins.",
    )
    bots.add_argument("--game", choices=game_names(), default=games[0].name, metavar="NAME",
                      help=f"which game: {', '.join(game_names())} (default {games[0].name})")
    bots.add_argument("--games", type=int, default=100, metavar="N", help="how many games (default 100)")
    bots.add_argument("--seats", required=True, metavar="LEVEL,LEVEL[,...]",
                      help="one level per seat: " + "; ".join(f"{game.name}: {', '.join(game.bot_levels)}" for game in games))
    bots.add_argument("--seed", type=int, metavar="S", help="a number that makes the tournament the same every time")
    bots.add_argument("--json", action="store_true", help='one JSON object: {"games": N, "seats": [...]}')
    return parser


def _speech_options(parser: argparse.ArgumentParser, default: str | None) -> None:
    parser.add_argument(
        "--speech", choices=[choice.value for choice in SpeechChoice], default=default,
        help=f"speak through your screen reader, our own voice (tts), the first that works (auto), or not (default {default or 'off'})",
    )
    parser.add_argument("--voice", metavar="V", help="our own voice's voice: an id or name from shared-table voices")
    parser.add_argument("--rate", type=int, metavar="R", help="our own voice's speed in words a minute (50 to 500)")


def _table_defaults(args: argparse.Namespace, settings: Settings) -> tuple[int | None, str | None]:
    """--players and --bots, else the config file's when the game chosen can seat them: its
    `players = 4` is for Five Crowns, and must not stop a solitaire."""
    game = find_game(args.game) if args.game else default_game()
    players, bots = args.players, args.bots
    if players is None and settings.players is not None and game.players[0] <= settings.players <= game.players[1]:
        players = settings.players
    if bots is None and settings.bots is not None:
        levels = [level.strip().lower() for level in settings.bots.split(",")]
        bots = settings.bots if game.players[1] > 1 and all(level in game.bot_levels for level in levels) else None
    return players, bots


def _picker(args: argparse.Namespace, settings: Settings) -> Callable[[str], Any]:
    """A setting's value: the command-line flag when given, else the config file's, else the default."""

    def pick(key: str) -> Any:
        flag = getattr(args, key, None)
        return flag if flag is not None else getattr(settings, key)

    return pick


def main(argv: Sequence[str] | None = None) -> int:
    """Run one sub-command; the exit status: 0 done, 2 a mistake in what was asked, 74 output failed."""
    if hasattr(signal, "SIGXFSZ"):
        # Past `ulimit -f` the kernel would kill the process; ignored, the write fails with EFBIG and is said.
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    logging.raiseExceptions = False  # an error log that cannot be written is not a traceback on the terminal
    stderr = guard(sys.stderr, "standard error") or io.StringIO()  # closed (2>&-): nowhere to say anything
    stdout = guard(sys.stdout, "standard output")
    try:
        if stdout is None:
            stderr.write("shared-table: standard output is closed, so nothing can be shown: "
                         "leave it open, to a terminal, a file or a pipe.\n")
            return EXIT_OUTPUT_FAILED
        status = _main(argv, stdout, stderr)
        stdout.flush()  # what is still buffered is written here, where a failure can still be said
        return status
    except OutputFailed as failed:
        if failed.stream is stdout and not isinstance(failed.error, BrokenPipeError):
            with contextlib.suppress(OutputFailed):
                stderr.write(f"shared-table: {failed.advice()}\n")
                stderr.flush()
        # A closed pipe (shared-table check ... | head) is the reader's choice, not a failure.
        return 0 if isinstance(failed.error, BrokenPipeError) else EXIT_OUTPUT_FAILED
    finally:
        for stream in (stdout, stderr):
            if isinstance(stream, GuardedStream):
                stream.release()


def _main(argv: Sequence[str] | None, stdout: IO[str], stderr: IO[str]) -> int:
    parser = build_parser()
    # argparse writes usage, help and its errors to sys.stdout and sys.stderr: the guarded ones here
    # (only here: readline draws its prompt and echo on the real sys.stdout).
    try:
        with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
            args = parser.parse_args(argv)
    except SystemExit as done:  # --help, --version, or a usage error, already written
        return 0 if done.code is None else done.code if isinstance(done.code, int) else 2
    try:
        return _dispatch(parser, args, stdout, stderr)
    except KeyboardInterrupt:
        stderr.write("Stopped.\n")
        return 130


def _dispatch(parser: argparse.ArgumentParser, args: argparse.Namespace, stdout: IO[str], stderr: IO[str]) -> int:
    if args.command == "play":
        if sys.stdin is None:
            stderr.write(f"shared-table play: {INPUT_CLOSED}.\n")
            return 2
        settings, warnings = load_settings()
        for warning in warnings:
            stderr.write(warning + "\n")
        pick = _picker(args, settings)
        players, bots = _table_defaults(args, settings)
        return run_play(
            players, bots, pick("name"), args.seed, args.plain, sys.stdin, stdout, stderr,
            pick("verbosity"), pick("hints"), SpeechChoice(pick("speech")), pick("voice"), pick("rate"),
            args.resume, not args.no_save, args.humans, args.game or "", settings.braille_table,
            options=[option.name for game in all_games() for option in game.options if getattr(args, option.name, False)],
        )
    if args.command == "config":
        settings, warnings = load_settings()
        for line in [*describe(settings, config_path(), keys_in(config_path())), *warnings]:
            stdout.write(line + "\n")
        return 0
    for game in all_games():
        for tool in game.tools:
            if args.command == tool.name:
                return tool.run(args, sys.stdin, stdout, stderr)
    if args.command == "games":
        return run_games(args.delete, stdout, stderr)
    if args.command == "replay":
        return run_replay(args.game, args.seat, args.verbosity, stdout, stderr)
    if args.command == "speak":
        return run_speak(" ".join(args.text), args.speech, args.voice, args.rate, args.wav, stdout, stderr)
    if args.command == "voices":
        return run_voices(stdout, stderr)
    if args.command == "tournament":
        return run_tournament(args.games, args.seats, args.seed, args.json, stdout, stderr, args.game)
    parser.print_help(stdout)
    return 0


def run() -> None:  # pragma: no cover
    sys.exit(main())


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
