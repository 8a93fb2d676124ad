"""The `shared-table` command: one sub-command per job, errors said in one line, never a traceback.

Which sub-command and language are asked for is read first, and the parser built for them
(command_line.py); what only one sub-command needs is imported inside `_dispatch`. Standard
output and error are written through `GuardedStream` (console/safe_output.py): nothing
a player typed or named reaches the terminal raw, and output that cannot be written (closed, a
full disk, the file-size limit) is said in one sentence on standard error, with exit status 74.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import signal
import sys
from collections.abc import Callable, MutableMapping, Sequence
from typing import IO, TYPE_CHECKING, Any

from shared_table import __version__
from shared_table.command_line import build_parser, command_asked, given_language, words_in
from shared_table.config import DEFAULT_NAME, Settings, config_path, describe, keys_in, read_settings
from shared_table.console.safe_output import EXIT_OUTPUT_FAILED, GuardedStream, OutputFailed, guard
from shared_table.core.errors import InvalidInput
from shared_table.core.message import Msg, msg
from shared_table.games import all_infos, default_info, every_catalog, find_info
from shared_table.i18n.languages import ENGLISH, LANGUAGES, PSEUDO, Language, choose_language

if TYPE_CHECKING:
    from shared_table.i18n.words import Words

def language_lines(words: Words) -> list[str]:
    """`shared-table languages`: each language's code, own name, English name, voice and braille table."""
    return [words("cli-language-line", code=language.code, name=language.name, english=language.english_name,
                  voice=language.voice, braille=language.braille) for language in LANGUAGES]


def braille_table_for(language: Language, settings: Settings) -> str:
    """The language's own braille table; in English the config's choice of UEB or EBAE stays."""
    return settings.braille_table if language in (ENGLISH, PSEUDO) else language.braille


def _table_defaults(args: argparse.Namespace, settings: Settings) -> tuple[int | None, str | None, list[Msg]]:
    """--players and --bots, else the config file's when the game chosen can seat them, and a
    sentence for each of the file's that is set aside: its `players = 4` or six `bots` are for
    Five Crowns, and must not stop a solitaire or a Skip-Bo."""
    game = find_info(args.game) if args.game else default_info()
    players, bots = args.players, args.bots
    fewest, most = game.players
    people = len(args.humans.split(",")) if args.humans else 1
    set_aside: list[tuple[str, str]] = []  # (key, value) of the file's that do not fit
    if players is None and settings.players is not None:
        if fewest <= settings.players <= most:
            players = settings.players
        else:
            set_aside.append(("players", str(settings.players)))
    if bots is None and settings.bots is not None:
        levels = [level.strip().lower() for level in settings.bots.split(",")]
        seats = len(levels) + people if players is None else players
        if most > 1 and all(level in game.bot_levels for level in levels) and fewest <= seats <= most and len(levels) <= seats - people:
            bots = settings.bots
        else:
            set_aside.append(("bots", settings.bots))
    if args.resume is not None:  # a saved game has its own seats
        return players, bots, []
    from shared_table.table.setup import seats_msg

    return players, bots, [msg("config-set-aside", path=str(config_path()), key=key, given=value, game=msg(f"{game.name}-title"),
                               seats=seats_msg(game)) for key, value in set_aside]


def _picker(args: argparse.Namespace, settings: Settings, words: Words | None = None) -> Callable[[str], Any]:
    """A setting's value: the command-line flag when given, else the config file's, else the
    default (a player's name in `words`' language: "Spiller", not "Player", for a Dane)."""

    def pick(key: str) -> Any:
        flag = getattr(args, key, None)
        if flag is not None:
            return flag
        value = getattr(settings, key)
        if key == "name" and value == DEFAULT_NAME and words is not None:
            return words("cli-default-name")
        return value

    return pick


def _sounds_on(args: argparse.Namespace, settings: Settings) -> bool:
    """`--sounds on|off` when given, else the config's `sounds`."""
    return settings.sounds if args.sounds is None else bool(args.sounds == "on")


def name_the_local_time_zone(environ: MutableMapping[str, str] = os.environ) -> None:
    """With TZ unset, say TZ=":/etc/localtime": the same zone (the C library's own default), named
    so that Babel, which fluent.runtime loads, reads that one file for the local zone instead of
    pytz opening each of its 600 zone files to look the zone's name up (7 ms of every start)."""
    if "TZ" not in environ and os.path.exists("/etc/localtime"):
        environ["TZ"] = ":/etc/localtime"


def main(argv: Sequence[str] | None = None) -> int:
    """Run one sub-command; the exit status: 0 done, 2 a mistake in what was asked, 74 output failed."""
    if hasattr(signal, "SIGXFSZ"):
        # Past `ulimit -f` the kernel would kill the process; ignored, the write fails with EFBIG and is said.
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    name_the_local_time_zone()
    stderr = guard(sys.stderr, "standard error") or io.StringIO()  # closed (2>&-): nowhere to say anything
    stdout = guard(sys.stdout, "standard output")
    try:
        if stdout is None:
            stderr.write(_fallback_words()("cli-stdout-closed") + "\n")
            return EXIT_OUTPUT_FAILED
        status = _main(list(sys.argv[1:] if argv is None else argv), stdout, stderr)
        stdout.flush()  # what is still buffered is written here, where a failure can still be said
        return status
    except OutputFailed as failed:
        if failed.stream is stdout and not isinstance(failed.error, BrokenPipeError):
            with contextlib.suppress(OutputFailed):
                stderr.write(f"shared-table: {failed.advice(_line_words(argv))}\n")
                stderr.flush()
        # A closed pipe (shared-table check ... | head) is the reader's choice, not a failure.
        return 0 if isinstance(failed.error, BrokenPipeError) else EXIT_OUTPUT_FAILED
    finally:
        for stream in (stdout, stderr):
            if isinstance(stream, GuardedStream):
                stream.release()


def _line_words(argv: Sequence[str] | None) -> Words:
    """The words --language, the config or the locale give (the config's or the locale's when
    --language names none of ours), for what is said outside the sub-command."""
    settings, _ = read_settings()
    try:
        language = choose_language(given_language(list(sys.argv[1:] if argv is None else argv)), settings.language, os.environ)
    except InvalidInput:
        language = choose_language(None, settings.language, os.environ)
    return words_in(language.code, every_catalog())


def _fallback_words() -> Words:
    """The config's or the locale's words, for what is said before --language is read."""
    settings, _ = read_settings()
    return words_in(choose_language(None, settings.language, os.environ).code, every_catalog())


def _main(argv: list[str], stdout: IO[str], stderr: IO[str]) -> int:
    command = command_asked(argv)
    if command is None and argv == ["--version"]:  # as argparse says it, without building it
        stdout.write(f"shared-table {__version__}\n")
        return 0
    settings, problems = read_settings()
    try:
        language = choose_language(given_language(argv), settings.language, os.environ)
    except InvalidInput as error:  # said in the language the config or the locale would give
        words = words_in(choose_language(None, settings.language, os.environ).code)
        problem = words.say(error.message).removesuffix(".")  # a sentence of its own, inside ours
        stderr.write(words("cli-usage-error", prog="shared-table", problem=problem) + "\n")
        return 2
    words = words_in(language.code, every_catalog())
    parser = build_parser(words, command)
    # argparse writes usage, help and its errors to sys.stdout and sys.stderr: the guarded ones here
    # (only here: readline draws its prompt and echo on the real sys.stdout).
    try:
        with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
            args = parser.parse_args(argv)
            if args.command != command and args.command is not None:  # argparse read the line otherwise: build what it read
                args = build_parser(words, args.command).parse_args(argv)
    except SystemExit as done:  # --help, --version, or a usage error, already written
        return 0 if done.code is None else done.code if isinstance(done.code, int) else 2
    args.language = language.code  # the games' own tools read it here
    warnings = [words.say(problem) for problem in problems]
    try:
        return _dispatch(parser, args, settings, warnings, language, stdout, stderr)
    except KeyboardInterrupt:
        stderr.write(words("cli-stopped") + "\n")
        return 130


def _remote(args: argparse.Namespace, settings: Settings, warnings: list[str], language: Language, stdout: IO[str],
            stderr: IO[str]) -> int:
    """`play --server URL` opens a table there; `join CODE` sits at one."""
    from shared_table.console.remote import run_remote
    from shared_table.speech.speaker import SpeechChoice

    words = words_in(language.code, every_catalog())
    prog = f"shared-table {args.command}"
    if getattr(args, "humans", None):  # a terminal at a server is one person's: each of the others joins from their own
        stderr.write(words("cli-problem", prog=prog, problem=words("net-no-hot-seat").removesuffix(".")) + "\n")
        return 2
    url = getattr(args, "server", None) or settings.server
    if not url:
        stderr.write(words("cli-problem", prog=prog, problem=words("net-no-server").removesuffix(".")) + "\n")
        return 2
    if sys.stdin is None:
        stderr.write(words("cli-problem", prog=prog, problem=words("table-input-closed")) + "\n")
        return 2
    for warning in warnings:
        stderr.write(warning + "\n")
    pick = _picker(args, settings, words)
    common = {"plain": args.plain, "verbosity": pick("verbosity"), "hints": pick("hints"), "speech": SpeechChoice(pick("speech")),
              "voice": pick("voice"), "rate": pick("rate"), "braille_table": braille_table_for(language, settings), "prog": prog,
              "cafile": args.cafile, "sounds": _sounds_on(args, settings),
              "volume": min(100, max(0, pick("volume")))}
    if args.command == "join":
        return run_remote(url, args.code, pick("name"), sys.stdin, stdout, stderr, language.code, **common)
    players, bots, set_aside = _table_defaults(args, settings)
    for problem in set_aside:
        stderr.write(words.say(problem) + "\n")
    options = tuple(option.name for game in all_infos() for option in game.options if getattr(args, option.name, False))
    alone = bool(args.game) and find_info(args.game).players[1] == 1  # solitaire: nobody to wait for
    guests = args.guests if args.guests is not None else 0 if alone else 1
    return run_remote(url, None, pick("name"), sys.stdin, stdout, stderr, language.code, game=args.game or "", players=players,
                      bots=bots, guests=guests, seed=args.seed, options=options, **common)


def _dispatch(parser: argparse.ArgumentParser, args: argparse.Namespace, settings: Settings, warnings: list[str],
              language: Language, stdout: IO[str], stderr: IO[str]) -> int:
    words = words_in(language.code, every_catalog())
    if args.command == "serve":
        from shared_table.net.server import run_serve

        return run_serve(args.host, args.port, args.certfile, args.keyfile, stdout, stderr, args.joins_per_minute,
                         args.origin, args.behind_proxy, args.connections_per_address, seeds_for_tests=args.seeds_for_tests,
                         database=args.database, lease_seconds=args.lease_seconds)
    if args.command == "join" or (args.command == "play" and (args.server or (settings.server and args.guests is not None))):
        return _remote(args, settings, warnings, language, stdout, stderr)
    if args.command == "play":
        from shared_table.console.play import run_play
        from shared_table.speech.speaker import SpeechChoice

        if sys.stdin is None:
            stderr.write(words("cli-problem", prog="shared-table play", problem=words("table-input-closed")) + "\n")
            return 2
        for warning in warnings:
            stderr.write(warning + "\n")
        pick = _picker(args, settings, words)
        players, bots, set_aside = _table_defaults(args, settings)
        for problem in set_aside:
            stderr.write(words.say(problem) + "\n")
        return run_play(
            players, bots, pick("name"), args.seed, args.plain, sys.stdin, stdout, stderr,
            args.verbosity or "", pick("hints"), SpeechChoice(pick("speech")), pick("voice"), pick("rate"),
            args.resume, not args.no_save, args.humans, args.game or "", braille_table_for(language, settings),
            options=[option.name for game in all_infos() for option in game.options if getattr(args, option.name, False)],
            language=language.code, usual_verbosity=settings.verbosity,  # a resumed game's own wins over the config's
            sounds=_sounds_on(args, settings), volume=pick("volume"),
            sounds_wav=args.sounds_wav, sounds_asked=args.sounds == "on",
        )
    if args.command == "config":
        for line in describe(settings, config_path(), keys_in(config_path()), words, warnings):  # the warnings first
            stdout.write(line + "\n")
        return 0
    if args.command == "languages":
        for line in language_lines(words):
            stdout.write(line + "\n")
        return 0
    for game in all_infos():
        for tool in game.tools:
            if args.command == tool.name:
                from shared_table.console.device import ConsoleDevice

                return tool.run(args, ConsoleDevice(sys.stdin, stdout, stderr))
    if args.command in ("games", "replay"):
        from shared_table.console.saved_games import run_games, run_replay

        if args.command == "games":
            return run_games(args.delete, stdout, stderr, language.code)
        return run_replay(args.game, args.seat, args.verbosity, stdout, stderr, language.code, args.part)
    if args.command in ("speak", "voices"):
        from shared_table.console.speech_command import run_speak, run_voices

        if args.command == "speak":
            return run_speak(" ".join(args.text), args.speech, args.voice, args.rate, args.wav, stdout, stderr, words, args.replace)
        return run_voices(stdout, stderr, words)
    if args.command == "tournament":
        from shared_table.console.tournament_command import run_tournament

        return run_tournament(args.games, args.seats, args.seed, args.json, stdout, stderr, args.game, language.code)
    parser.print_help(stdout)
    return 0


