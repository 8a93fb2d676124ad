"""The command line of `shared-table`, built in the player's words: argparse's own headings,
help and commonest errors said through the catalog, every sub-command's options, and how the
line is read before the parser is built (the sub-command asked for, and --language).

Start-up is kept short (docs/architecture.md, "Start-up"): only the sub-command asked for is
built in full, so that a game's tools load only when they run.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from shared_table import __version__
from shared_table.core.info import GameInfo
from shared_table.core.numbers import whole
from shared_table.games import all_infos, every_catalog, game_names
from shared_table.i18n.languages import ENGLISH, codes

if TYPE_CHECKING:
    from shared_table.i18n.words import Words

LANGUAGE_FLAG = "--language"
VERSION_FLAG = "--version"

# argparse's own errors (Python's words, in English), said again through the catalog.
_ARGUMENT = re.compile(r"argument (?P<option>[^:]+): (?P<problem>.*)", re.DOTALL)
_ARGPARSE = (
    (re.compile(r"invalid choice: (?P<given>.*) \(choose from (?P<choices>.*)\)", re.DOTALL), "cli-argparse-invalid-choice"),
    (re.compile(r"the following arguments are required: (?P<names>.*)", re.DOTALL), "cli-argparse-required"),
    (re.compile(r"unrecognized arguments: (?P<given>.*)", re.DOTALL), "cli-argparse-unrecognized"),
    (re.compile(r"expected one argument"), "cli-argparse-one-argument"),
    (re.compile(r"invalid (?:int|whole) value: (?P<given>.*)", re.DOTALL), "cli-argparse-invalid-number"),
)


def words_in(code: str, packages: tuple[str, ...] = ()) -> Words:
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
            values = found.groupdict()
            if "given" in values and message_id != "cli-argparse-unrecognized":  # argparse's repr, 'many': said "many"
                values["given"] = f'"{_unquoted(values["given"])}"'
            if "choices" in values:  # 'play', 'join': said play, join
                values["choices"] = ", ".join(_unquoted(choice) for choice in values["choices"].split(", "))
            problem = words(message_id, **values)
            break
    return words("cli-argparse-argument", option=argument.group("option"), problem=problem) if argument else problem


def _unquoted(text: str) -> str:
    """A value as Python's repr wrote it in argparse's message ('many'), without its quotes."""
    return text[1:-1] if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"" else text


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


def _common_options(parser: argparse.ArgumentParser, words: Words) -> None:
    """The options of `shared-table` itself, which every sub-command (and a tool's own printouts,
    `braille hand`) takes too, before or after its name. Their default is SUPPRESS, so a
    sub-command's parser, which argparse runs after the top one's, never writes over a value
    given before the sub-command. --language is also read before the parser is built
    (`given_language`); it is declared so that argparse takes it and help lists it."""
    if VERSION_FLAG not in parser._option_string_actions:
        parser.add_argument(VERSION_FLAG, action="version", version=f"shared-table {__version__}",
                            help=_help(words, "cli-version-help"))
    if LANGUAGE_FLAG not in parser._option_string_actions:
        parser.add_argument(LANGUAGE_FLAG, metavar="CODE", default=argparse.SUPPRESS,
                            help=_help(words, "cli-language-help", codes=", ".join(codes())))


def _sub_parsers(parser: argparse.ArgumentParser) -> list[argparse.ArgumentParser]:
    """Every parser under `parser`, at any depth: its sub-commands, and theirs (`braille hand`)."""
    found: list[argparse.ArgumentParser] = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub_parser in dict.fromkeys(action.choices.values()):  # an alias names the same parser
                found += [sub_parser, *_sub_parsers(sub_parser)]
    return found


def build_parser(words: Words | None = None, command: str | None = None) -> argparse.ArgumentParser:
    """The command line, every help text in `words` (English by default). Given the `command`
    asked for, only that sub-command is built, and the others' modules are not loaded; with none
    (or one that does not exist) the others are listed with their help line, which is all
    `shared-table --help` or a wrong choice shows of them."""
    words = words or words_in(ENGLISH.code, every_catalog())
    games = all_infos()
    parser_class = _parser_class(words)
    titles = ", ".join(words(f"{game.name}-title") for game in games)  # a list of names, as English has always shown it
    parser = parser_class(prog="shared-table", description=words("cli-description", titles=titles))
    _common_options(parser, words)
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=parser_class)
    tools = {tool.name: tool for game in games for tool in game.tools}
    listed = {"play": "cli-play-help", "join": "cli-join-help", "serve": "cli-serve-help",
              "speak": "cli-speak-help", "voices": "cli-voices-help",
              **{name: tool.help for name, tool in tools.items()},
              "config": "cli-config-help", "languages": "cli-languages-help", "games": "cli-games-help",
              "replay": "cli-replay-help", "tournament": "cli-tournament-help"}
    for name, help_id in listed.items():
        if name == command:
            if name in tools:
                tools[name].add_parser(commands, words)
            else:
                _BUILDERS[name](commands, words, games)
        elif command not in listed:
            commands.add_parser(name, help=_help(words, help_id))
    for sub_parser in _sub_parsers(parser):  # every sub-command, the games' own tools and theirs included
        _common_options(sub_parser, words)
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
    play.add_argument("--players", type=whole, metavar="N", help=_help(words, "cli-players-help"))
    play.add_argument("--bots", metavar="LEVEL[,LEVEL...]", help=_help(words, "cli-bots-help"))
    play.add_argument("--name", help=_help(words, "cli-name-help"))
    play.add_argument("--humans", metavar="NAME,NAME[,...]", help=_help(words, "cli-humans-help"))
    play.add_argument("--seed", type=whole, metavar="S", help=_help(words, "cli-seed-help"))
    play.add_argument("--verbosity", choices=["brief", "normal", "full"], help=_help(words, "cli-verbosity-help"))
    play.add_argument("--hints", action=argparse.BooleanOptionalAction, help=_help(words, "cli-hints-help"))
    _sound_options(play, words)
    play.add_argument("--sounds-wav", metavar="FILE", help=_help(words, "cli-sounds-wav-help"))
    _speech_options(play, None, words)
    play.add_argument("--resume", nargs="?", const="", metavar="GAME", help=_help(words, "cli-resume-help"))
    play.add_argument("--no-save", action="store_true", help=_help(words, "cli-no-save-help"))
    play.add_argument("--plain", action="store_true", help=_help(words, "cli-plain-help"))
    play.add_argument("--server", metavar="URL", help=_help(words, "cli-server-help"))
    play.add_argument("--guests", type=whole, metavar="N", help=_help(words, "cli-guests-help"))
    play.add_argument("--cafile", metavar="FILE", help=_help(words, "cli-cafile-help"))


def _join_parser(commands: Any, words: Words, games: Sequence[GameInfo]) -> None:
    join = commands.add_parser("join", help=_help(words, "cli-join-help"), description=words("cli-join-description"))
    join.add_argument("code", metavar="CODE", help=_help(words, "cli-join-code-help"))
    join.add_argument("--server", metavar="URL", help=_help(words, "cli-server-help"))
    join.add_argument("--cafile", metavar="FILE", help=_help(words, "cli-cafile-help"))
    join.add_argument("--name", help=_help(words, "cli-name-help"))
    join.add_argument("--verbosity", choices=["brief", "normal", "full"], help=_help(words, "cli-verbosity-help"))
    join.add_argument("--hints", action=argparse.BooleanOptionalAction, help=_help(words, "cli-hints-help"))
    _sound_options(join, words)
    _speech_options(join, None, words)
    join.add_argument("--plain", action="store_true", help=_help(words, "cli-plain-help"))


def _serve_parser(commands: Any, words: Words, games: Sequence[GameInfo]) -> None:
    serve = commands.add_parser("serve", help=_help(words, "cli-serve-help"), description=words("cli-serve-description"))
    serve.add_argument("--host", default="127.0.0.1", metavar="ADDR", help=_help(words, "cli-serve-host-help"))
    serve.add_argument("--port", type=whole, default=8765, metavar="N", help=_help(words, "cli-serve-port-help"))
    serve.add_argument("--certfile", metavar="F", help=_help(words, "cli-serve-certfile-help"))
    serve.add_argument("--keyfile", metavar="K", help=_help(words, "cli-serve-keyfile-help"))
    serve.add_argument("--joins-per-minute", type=whole, default=20, metavar="N", help=_help(words, "cli-serve-joins-help"))
    serve.add_argument("--connections-per-address", type=whole, default=64, metavar="N",
                       help=_help(words, "cli-serve-connections-help"))
    serve.add_argument("--origin", action="append", default=[], metavar="URL", help=_help(words, "cli-serve-origin-help"))
    serve.add_argument("--behind-proxy", action="append", default=[], metavar="ADDR", help=_help(words, "cli-serve-behind-proxy-help"))
    # uvicorn's name for the same (issue 40): both add to one list
    serve.add_argument("--forwarded-allow-ips", action="append", dest="behind_proxy", metavar="ADDR",
                       help=_help(words, "cli-serve-forwarded-allow-ips-help"))
    serve.add_argument("--seeds-for-tests", action="store_true", help=_help(words, "cli-serve-seeds-help"))
    serve.add_argument("--database", metavar="URL", help=_help(words, "cli-serve-database-help"))
    serve.add_argument("--lease-seconds", type=whole, default=10, metavar="N", help=_help(words, "cli-serve-lease-help"))


def _speak_parser(commands: Any, words: Words, games: Sequence[GameInfo]) -> None:
    speak = commands.add_parser("speak", help=_help(words, "cli-speak-help"), description=words("cli-speak-description"))
    _speech_options(speak, "auto", words)
    speak.add_argument("--wav", metavar="FILE", help=_help(words, "cli-wav-help"))
    speak.add_argument("--replace", action="store_true", help=_help(words, "cli-replace-help"))
    speak.add_argument("text", nargs="*", metavar="TEXT", help=_help(words, "cli-text-help"))


def _games_parser(commands: Any, words: Words, games: Sequence[GameInfo]) -> None:
    saved = commands.add_parser("games", help=_help(words, "cli-games-help"), description=words("cli-games-description"))
    saved.add_argument("--delete", metavar="GAME", help=_help(words, "cli-delete-help"))


def _replay_parser(commands: Any, words: Words, games: Sequence[GameInfo]) -> None:
    replay = commands.add_parser("replay", help=_help(words, "cli-replay-help"), description=words("cli-replay-description"))
    replay.add_argument("game", metavar="GAME", help=_help(words, "cli-replay-game-help"))
    replay.add_argument("--seat", metavar="NAME", help=_help(words, "cli-seat-help"))
    replay.add_argument("--round", "--part", dest="part", type=whole, metavar="N", help=_help(words, "cli-replay-round-help"))
    replay.add_argument("--verbosity", choices=["brief", "normal", "full"], default="normal")


def _tournament_parser(commands: Any, words: Words, games: Sequence[GameInfo]) -> None:
    names = ", ".join(game_names())
    bots = commands.add_parser("tournament", help=_help(words, "cli-tournament-help"), description=words("cli-tournament-description"))
    bots.add_argument("--game", choices=game_names(), default=games[0].name, metavar="NAME",
                      help=_help(words, "cli-game-help", names=names, default=games[0].name))
    bots.add_argument("--games", type=whole, default=100, metavar="N", help=_help(words, "cli-games-count-help"))
    levels = words.semicolons([words("cli-seats-levels", name=game.name, levels=", ".join(game.bot_levels)) for game in games])
    bots.add_argument("--seats", required=True, metavar="LEVEL,LEVEL[,...]", help=_help(words, "cli-seats-help", levels=levels))
    bots.add_argument("--seed", type=whole, metavar="S", help=_help(words, "cli-tournament-seed-help"))
    bots.add_argument("--json", action="store_true", help=_help(words, "cli-json-help"))


def _plain_parser(help_id: str) -> Callable[[Any, Words, Sequence[GameInfo]], None]:
    def build(commands: Any, words: Words, games: Sequence[GameInfo]) -> None:
        commands.add_parser(help_id.removeprefix("cli-").removesuffix("-help"), help=_help(words, help_id))

    return build


_BUILDERS: dict[str, Callable[[Any, Words, Sequence[GameInfo]], None]] = {
    "play": _play_parser, "join": _join_parser, "serve": _serve_parser, "speak": _speak_parser, "voices": _plain_parser("cli-voices-help"),
    "config": _plain_parser("cli-config-help"), "languages": _plain_parser("cli-languages-help"),
    "games": _games_parser, "replay": _replay_parser, "tournament": _tournament_parser,
}


def _flag(word: str, flag: str) -> bool:
    """Whether `word` is `flag` as argparse reads it: the whole of it, or a beginning that no other
    option shares ("--lang" for --language, "--v" for --version), before any "=VALUE"."""
    name = word.partition("=")[0]
    return len(name) >= 3 and flag.startswith(name)


def command_asked(argv: Sequence[str]) -> str | None:
    """The sub-command named on the line: the first word that is no option of `shared-table`
    itself (--language takes a value); None when there is none, or when -h or --help before it
    asks for the help of `shared-table` itself."""
    words = iter(argv)
    for word in words:
        if word == "--":
            return next(words, None)
        if word == "-h" or _flag(word, "--help"):
            return None
        if _flag(word, LANGUAGE_FLAG) and "=" not in word:
            next(words, None)
        elif not word.startswith("-"):
            return word
    return None


def _sound_options(parser: argparse.ArgumentParser, words: Words) -> None:
    parser.add_argument("--sounds", choices=["on", "off"], help=_help(words, "cli-sounds-help"))
    parser.add_argument("--volume", type=whole, metavar="N", help=_help(words, "cli-volume-help"))


def _speech_options(parser: argparse.ArgumentParser, default: str | None, words: Words) -> None:
    from shared_table.speech.speaker import SpeechChoice

    parser.add_argument("--speech", choices=[choice.value for choice in SpeechChoice], default=default,
                        help=_help(words, "cli-speech-help", default=default or "off"))
    parser.add_argument("--voice", metavar="V", help=_help(words, "cli-voice-help"))
    parser.add_argument("--rate", type=whole, metavar="R", help=_help(words, "cli-rate-help"))


def given_language(argv: Sequence[str]) -> str | None:
    """--language CODE or --language=CODE anywhere on the line, or a beginning of it argparse
    takes for it (--lang), the last one winning; read before argparse, so that argparse's help
    and errors are already in that language."""
    given = None
    for number, word in enumerate(argv):
        if word == "--":
            break
        if _flag(word, LANGUAGE_FLAG):
            if "=" in word:
                given = word.partition("=")[2]
            elif number + 1 < len(argv):
                given = argv[number + 1]
    return given
