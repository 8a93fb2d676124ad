"""The `shared-table` command: one sub-command per job, errors said in one line, never a traceback.

Standard output and error are written through `GuardedStream` (console/safe_output.py): nothing
a player typed or named reaches the terminal raw, and output that cannot be written (closed, a
full disk, the file-size limit) is said in one sentence on standard error, with exit status 74.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import re
import signal
import sys
from collections.abc import Callable, MutableMapping, Sequence
from typing import IO, TYPE_CHECKING, Any

from shared_table import __version__
from shared_table.config import Settings, config_path, describe, keys_in, read_settings
from shared_table.console.safe_output import EXIT_OUTPUT_FAILED, GuardedStream, OutputFailed, guard
from shared_table.core.errors import InvalidInput
from shared_table.core.info import GameInfo
from shared_table.games import all_infos, default_info, every_catalog, find_info, game_names
from shared_table.i18n.languages import ENGLISH, LANGUAGES, PSEUDO, Language, choose_language, codes

if TYPE_CHECKING:
    from shared_table.i18n.words import Words

# Start-up is kept short (docs/architecture.md, "Start-up"): what only one sub-command needs is
# imported inside `_dispatch`, and only the sub-command asked for is built in full by `build_parser`.

LANGUAGE_FLAG = "--language"

# argparse's own errors (Python's words, in English), said again through the catalog.
_ARGUMENT = re.compile(r"argument (?P<option>[^:]+): (?P<problem>.*)", re.DOTALL)
_ARGPARSE = (
    (re.compile(r"invalid choice: (?P<given>.*) \(choose from (?P<choices>.*)\)", re.DOTALL), "cli-argparse-invalid-choice"),
    (re.compile(r"the following arguments are required: (?P<names>.*)", re.DOTALL), "cli-argparse-required"),
    (re.compile(r"unrecognized arguments: (?P<given>.*)", re.DOTALL), "cli-argparse-unrecognized"),
    (re.compile(r"expected one argument"), "cli-argparse-one-argument"),
    (re.compile(r"invalid int value: (?P<given>.*)", re.DOTALL), "cli-argparse-invalid-number"),
)


def _words_in(code: str, packages: tuple[str, ...] = ()) -> Words:
    """The words of a language (i18n.words.words_for), loaded only once words are needed: `--version` needs none."""
    from shared_table.i18n.words import words_for

    return words_for(code, packages)


def _argparse_words(message: str, words: Words) -> str:
    """One of argparse's error messages in the player's language, where we know its form."""
    argument = _ARGUMENT.fullmatch(message)
    problem = argument.group("problem") if argument else message
    for pattern, message_id in _ARGPARSE:
        found = pattern.fullmatch(problem)
        if found:
            problem = words(message_id, **found.groupdict())
            break
    return words("cli-argparse-argument", option=argument.group("option"), problem=problem) if argument else problem


class _Parser(argparse.ArgumentParser):
    """argparse in the player's words (as far as argparse lets them be changed: its headings, its
    -h, its usage line and its commonest errors); a usage error exits with status 2 and one plain
    sentence."""

    words: Words  # set per language by `_parser_class`

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs["add_help"] = False
        kwargs.setdefault("formatter_class", self._formatter())
        super().__init__(*args, **kwargs)
        self._positionals.title = self.words("cli-positionals")
        self._optionals.title = self.words("cli-options")
        self.add_argument("-h", "--help", action="help", help=_help(self.words, "cli-help-help"))

    def _formatter(self) -> type[argparse.HelpFormatter]:
        localized = self.words("cli-usage") + " "  # argparse's "usage: ", the space after the label ours

        class Formatter(argparse.HelpFormatter):
            def add_usage(self, usage: Any, actions: Any, groups: Any, prefix: str | None = None) -> None:
                super().add_usage(usage, actions, groups, localized if prefix is None else prefix)

        return Formatter

    def error(self, message: str) -> None:  # type: ignore[override]
        problem = _argparse_words(message, self.words)
        self.exit(2, self.words("cli-usage-error", prog=self.prog, problem=problem) + "\n")


def _parser_class(words: Words) -> type[_Parser]:
    return type("_Parser", (_Parser,), {"words": words})


def _help(words: Words, message_id: str, **args: Any) -> str:
    """A help text: argparse reads % in it as a format, so a % of the words is doubled."""
    return words(message_id, **args).replace("%", "%%")


def _language_option(parser: argparse.ArgumentParser, words: Words) -> None:
    # Read before the parser is built (`given_language`); declared here so that help lists it.
    parser.add_argument(LANGUAGE_FLAG, metavar="CODE", default=argparse.SUPPRESS,
                        help=_help(words, "cli-language-help", codes=", ".join(codes())))


def build_parser(words: Words | None = None, command: str | None = None) -> argparse.ArgumentParser:
    """The command line, every help text in `words` (English by default). Given the `command`
    asked for, only that sub-command is built, and the others' modules are not loaded; with none
    (or one that does not exist) the others are listed with their help line, which is all
    `shared-table --help` or a wrong choice shows of them."""
    words = words or _words_in(ENGLISH.code, every_catalog())
    games = all_infos()
    parser_class = _parser_class(words)
    titles = ", ".join(words(f"{game.name}-title") for game in games)  # a list of names, as English has always shown it
    parser = parser_class(prog="shared-table", description=words("cli-description", titles=titles))
    parser.add_argument("--version", action="version", version=f"shared-table {__version__}", help=_help(words, "cli-version-help"))
    _language_option(parser, words)
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=parser_class)
    tools = {tool.name: tool for game in games for tool in game.tools}
    listed = {"play": "cli-play-help", "speak": "cli-speak-help", "voices": "cli-voices-help",
              **{name: tool.help for name, tool in tools.items()},
              "config": "cli-config-help", "languages": "cli-languages-help", "games": "cli-games-help",
              "replay": "cli-replay-help", "tournament": "cli-tournament-help"}
    for name, help_id in listed.items():
        if command is None or name == command:
            if name in tools:
                tools[name].add_parser(commands, words)
            else:
                _BUILDERS[name](commands, words, games)
        elif command not in listed:
            commands.add_parser(name, help=_help(words, help_id))
    for sub_command in commands.choices.values():  # every sub-command, the games' own tools included
        if LANGUAGE_FLAG not in sub_command._option_string_actions:
            _language_option(sub_command, words)
    return parser


def _play_parser(commands: Any, words: Words, games: Sequence[GameInfo]) -> None:
    from shared_table.table.setup import seats_words

    listing = words.semicolons([
        words("cli-play-game-listing", name=game.name, title=words(f"{game.name}-title"), seats=seats_words(game, words)) for game in games
    ])
    description = words("cli-play-description", games=listing)
    play = commands.add_parser("play", help=_help(words, "cli-play-help"), description=description)
    names = ", ".join(game_names())
    play.add_argument("--game", choices=game_names(), metavar="NAME",
                      help=_help(words, "cli-game-help", names=names, default=games[0].name))
    flags: set[str] = set()
    for game in games:
        for option in game.options:
            if option.name not in flags:
                flags.add(option.name)
                play.add_argument(f"--{option.name}", action="store_true",
                                  help=_help(words, "cli-option-help", title=words(f"{game.name}-title"), help=words(option.help)))
    play.add_argument("--players", type=int, metavar="N", help=_help(words, "cli-players-help"))
    play.add_argument("--bots", metavar="LEVEL[,LEVEL...]", help=_help(words, "cli-bots-help"))
    play.add_argument("--name", help=_help(words, "cli-name-help"))
    play.add_argument("--humans", metavar="NAME,NAME[,...]", help=_help(words, "cli-humans-help"))
    play.add_argument("--seed", type=int, metavar="S", help=_help(words, "cli-seed-help"))
    play.add_argument("--verbosity", choices=["brief", "normal", "full"], help=_help(words, "cli-verbosity-help"))
    play.add_argument("--hints", action=argparse.BooleanOptionalAction, help=_help(words, "cli-hints-help"))
    _speech_options(play, None, words)
    play.add_argument("--resume", nargs="?", const="", metavar="GAME", help=_help(words, "cli-resume-help"))
    play.add_argument("--no-save", action="store_true", help=_help(words, "cli-no-save-help"))
    play.add_argument("--plain", action="store_true", help=_help(words, "cli-plain-help"))


def _speak_parser(commands: Any, words: Words, games: Sequence[GameInfo]) -> None:
    speak = commands.add_parser("speak", help=_help(words, "cli-speak-help"), description=words("cli-speak-description"))
    _speech_options(speak, "auto", words)
    speak.add_argument("--wav", metavar="FILE", help=_help(words, "cli-wav-help"))
    speak.add_argument("text", nargs="*", metavar="TEXT", help=_help(words, "cli-text-help"))


def _games_parser(commands: Any, words: Words, games: Sequence[GameInfo]) -> None:
    saved = commands.add_parser("games", help=_help(words, "cli-games-help"), description=words("cli-games-description"))
    saved.add_argument("--delete", metavar="GAME", help=_help(words, "cli-delete-help"))


def _replay_parser(commands: Any, words: Words, games: Sequence[GameInfo]) -> None:
    replay = commands.add_parser("replay", help=_help(words, "cli-replay-help"), description=words("cli-replay-description"))
    replay.add_argument("game", metavar="GAME", help=_help(words, "cli-replay-game-help"))
    replay.add_argument("--seat", metavar="NAME", help=_help(words, "cli-seat-help"))
    replay.add_argument("--verbosity", choices=["brief", "normal", "full"], default="normal")


def _tournament_parser(commands: Any, words: Words, games: Sequence[GameInfo]) -> None:
    names = ", ".join(game_names())
    bots = commands.add_parser("tournament", help=_help(words, "cli-tournament-help"), description=words("cli-tournament-description"))
    bots.add_argument("--game", choices=game_names(), default=games[0].name, metavar="NAME",
                      help=_help(words, "cli-game-help", names=names, default=games[0].name))
    bots.add_argument("--games", type=int, default=100, metavar="N", help=_help(words, "cli-games-count-help"))
    levels = words.semicolons([words("cli-seats-levels", name=game.name, levels=", ".join(game.bot_levels)) for game in games])
    bots.add_argument("--seats", required=True, metavar="LEVEL,LEVEL[,...]", help=_help(words, "cli-seats-help", levels=levels))
    bots.add_argument("--seed", type=int, metavar="S", help=_help(words, "cli-tournament-seed-help"))
    bots.add_argument("--json", action="store_true", help=_help(words, "cli-json-help"))


def _plain_parser(help_id: str) -> Callable[[Any, Words, Sequence[GameInfo]], None]:
    def build(commands: Any, words: Words, games: Sequence[GameInfo]) -> None:
        commands.add_parser(help_id.removeprefix("cli-").removesuffix("-help"), help=_help(words, help_id))

    return build


_BUILDERS: dict[str, Callable[[Any, Words, Sequence[GameInfo]], None]] = {
    "play": _play_parser, "speak": _speak_parser, "voices": _plain_parser("cli-voices-help"),
    "config": _plain_parser("cli-config-help"), "languages": _plain_parser("cli-languages-help"),
    "games": _games_parser, "replay": _replay_parser, "tournament": _tournament_parser,
}


def command_asked(argv: Sequence[str]) -> str | None:
    """The sub-command named on the line: the first word that is no option of `shared-table`
    itself (--language takes a value); None when there is none, or when -h or --help before it
    asks for the help of `shared-table` itself."""
    words = iter(argv)
    for word in words:
        if word == "--":
            return next(words, None)
        if word in ("-h", "--help"):
            return None
        if word == LANGUAGE_FLAG:
            next(words, None)
        elif not word.startswith("-"):
            return word
    return None


def _speech_options(parser: argparse.ArgumentParser, default: str | None, words: Words) -> None:
    from shared_table.speech.speaker import SpeechChoice

    parser.add_argument("--speech", choices=[choice.value for choice in SpeechChoice], default=default,
                        help=_help(words, "cli-speech-help", default=default or "off"))
    parser.add_argument("--voice", metavar="V", help=_help(words, "cli-voice-help"))
    parser.add_argument("--rate", type=int, metavar="R", help=_help(words, "cli-rate-help"))


def given_language(argv: Sequence[str]) -> str | None:
    """--language CODE or --language=CODE anywhere on the line (the last one wins), read before
    argparse, so that argparse's help and errors are already in that language."""
    given = None
    for number, word in enumerate(argv):
        if word == "--":
            break
        if word == LANGUAGE_FLAG and number + 1 < len(argv):
            given = argv[number + 1]
        elif word.startswith(LANGUAGE_FLAG + "="):
            given = word.partition("=")[2]
    return given


def language_lines(words: Words) -> list[str]:
    """`shared-table languages`: each language's code, own name, English name, voice and braille table."""
    return [words("cli-language-line", code=language.code, name=language.name, english=language.english_name,
                  voice=language.voice, braille=language.braille) for language in LANGUAGES]


def braille_table_for(language: Language, settings: Settings) -> str:
    """The language's own braille table; in English the config's choice of UEB or EBAE stays."""
    return settings.braille_table if language in (ENGLISH, PSEUDO) else language.braille


def _table_defaults(args: argparse.Namespace, settings: Settings) -> tuple[int | None, str | None]:
    """--players and --bots, else the config file's when the game chosen can seat them: its
    `players = 4` is for Five Crowns, and must not stop a solitaire."""
    game = find_info(args.game) if args.game else default_info()
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
                stderr.write(f"shared-table: {failed.advice(__words_in(argv))}\n")
                stderr.flush()
        # A closed pipe (shared-table check ... | head) is the reader's choice, not a failure.
        return 0 if isinstance(failed.error, BrokenPipeError) else EXIT_OUTPUT_FAILED
    finally:
        for stream in (stdout, stderr):
            if isinstance(stream, GuardedStream):
                stream.release()


def __words_in(argv: Sequence[str] | None) -> Words:
    """The words --language, the config or the locale give (the config's or the locale's when
    --language names none of ours), for what is said outside the sub-command."""
    settings, _ = read_settings()
    try:
        language = choose_language(given_language(list(sys.argv[1:] if argv is None else argv)), settings.language, os.environ)
    except InvalidInput:
        language = choose_language(None, settings.language, os.environ)
    return _words_in(language.code, every_catalog())


def _fallback_words() -> Words:
    """The config's or the locale's words, for what is said before --language is read."""
    settings, _ = read_settings()
    return _words_in(choose_language(None, settings.language, os.environ).code, every_catalog())


def _main(argv: list[str], stdout: IO[str], stderr: IO[str]) -> int:
    command = command_asked(argv)
    if command is None and "--version" in argv and not {"-h", "--help"} & set(argv):  # as argparse says it, unbuilt
        stdout.write(f"shared-table {__version__}\n")
        return 0
    settings, problems = read_settings()
    try:
        language = choose_language(given_language(argv), settings.language, os.environ)
    except InvalidInput as error:  # said in the language the config or the locale would give
        words = _words_in(choose_language(None, settings.language, os.environ).code)
        problem = words.say(error.message).removesuffix(".")  # a sentence of its own, inside ours
        stderr.write(words("cli-usage-error", prog="shared-table", problem=problem) + "\n")
        return 2
    words = _words_in(language.code, every_catalog())
    parser = build_parser(words, command)
    # argparse writes usage, help and its errors to sys.stdout and sys.stderr: the guarded ones here
    # (only here: readline draws its prompt and echo on the real sys.stdout).
    try:
        with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
            args = parser.parse_args(argv)
    except SystemExit as done:  # --help, --version, or a usage error, already written
        return 0 if done.code is None else done.code if isinstance(done.code, int) else 2
    args.language = language.code  # the games' own tools read it here
    warnings = [words.say(problem) for problem in problems]
    try:
        return _dispatch(parser, args, settings, warnings, language, stdout, stderr)
    except KeyboardInterrupt:
        stderr.write(words("cli-stopped") + "\n")
        return 130


def _dispatch(parser: argparse.ArgumentParser, args: argparse.Namespace, settings: Settings, warnings: list[str],
              language: Language, stdout: IO[str], stderr: IO[str]) -> int:
    words = _words_in(language.code, every_catalog())
    if args.command == "play":
        from shared_table.console.play import run_play
        from shared_table.speech.speaker import SpeechChoice

        if sys.stdin is None:
            stderr.write(words("cli-problem", prog="shared-table play", problem=words("table-input-closed")) + "\n")
            return 2
        for warning in warnings:
            stderr.write(warning + "\n")
        pick = _picker(args, settings)
        players, bots = _table_defaults(args, settings)
        return run_play(
            players, bots, pick("name"), args.seed, args.plain, sys.stdin, stdout, stderr,
            pick("verbosity"), pick("hints"), SpeechChoice(pick("speech")), pick("voice"), pick("rate"),
            args.resume, not args.no_save, args.humans, args.game or "", braille_table_for(language, settings),
            options=[option.name for game in all_infos() for option in game.options if getattr(args, option.name, False)],
            language=language.code,
        )
    if args.command == "config":
        for line in [*describe(settings, config_path(), keys_in(config_path()), words), *warnings]:
            stdout.write(line + "\n")
        return 0
    if args.command == "languages":
        for line in language_lines(words):
            stdout.write(line + "\n")
        return 0
    for game in all_infos():
        for tool in game.tools:
            if args.command == tool.name:
                return tool.run(args, sys.stdin, stdout, stderr)
    if args.command in ("games", "replay"):
        from shared_table.console.saved_games import run_games, run_replay

        if args.command == "games":
            return run_games(args.delete, stdout, stderr, language.code)
        return run_replay(args.game, args.seat, args.verbosity, stdout, stderr, language.code)
    if args.command in ("speak", "voices"):
        from shared_table.console.speech_command import run_speak, run_voices

        if args.command == "speak":
            return run_speak(" ".join(args.text), args.speech, args.voice, args.rate, args.wav, stdout, stderr, words)
        return run_voices(stdout, stderr, words)
    if args.command == "tournament":
        from shared_table.console.tournament_command import run_tournament

        return run_tournament(args.games, args.seats, args.seed, args.json, stdout, stderr, args.game, language.code)
    parser.print_help(stdout)
    return 0


def run() -> None:  # pragma: no cover
    sys.exit(main())


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
