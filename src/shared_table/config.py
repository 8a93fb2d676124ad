"""The player's settings: a TOML file in the user's config folder (platformdirs).

    # ~/.config/shared-table/config.toml
    players = 4
    bots = "hard,medium,easy"
    name = "Sam"
    verbosity = "brief"
    speech = "tts"
    voice = "en-gb"
    rate = 220
    braille_table = "ueb"
    braille_format = "unicode"
    hints = true
    sounds = true
    volume = 60
    language = "da"

Command-line flags win over the file. A bad value is reported with the file, the key, what was
given and what is allowed, and the default is used; a file that is not TOML at all (or nests
too deeply for the parser, or is over a megabyte) is reported the same way and ignored. A
byte-order mark at the start, as some editors write, is accepted. Nothing here ever stops a
game from starting. The problems are `Msg`s until the player's language is known (the file
itself may choose it): `load_settings` says them in the words it is given, else in the file's or
the locale's language.
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import platformdirs

from shared_table.core.errors import InvalidInput
from shared_table.core.message import Msg, msg
from shared_table.core.safe_text import MAX_NAME, check_name
from shared_table.i18n.languages import LANGUAGES, PSEUDO, choose_language, find_language

if TYPE_CHECKING:
    from shared_table.core.words import Words

MAX_BYTES = 8_192
"""A config file is a few hundred bytes; a bigger one is not ours. The bound also keeps a hostile
file quick to refuse: tomllib takes time and memory that grow with the square of a dotted key's
depth (20,000 levels, 40 KB: 2 s and 1.5 GB), 8 KB at most about 0.1 s."""


DEFAULT_NAME = "Player"
"""The name when none is given; said in the person's language at the table (cli-default-name)."""


@dataclass(frozen=True, slots=True)
class Settings:
    players: int | None = None
    bots: str | None = None
    name: str = DEFAULT_NAME
    verbosity: str = "normal"
    speech: str = "off"
    voice: str | None = None
    rate: int | None = None
    braille_table: str = "ueb"
    braille_format: str = "unicode"
    hints: bool = False
    sounds: bool = True
    volume: int = 60
    language: str | None = None  # a code of i18n/languages.py; None: the locale's
    server: str | None = None  # the server `play --server` and `join` use when none is given


Rule = tuple[Callable[[Any], bool], Msg]
"""Whether a value is allowed, and what is allowed, in words."""


def _shown(value: Any) -> str:
    """A config value as TOML writes it (so that a line said can be pasted into the file); an
    integer too long to write, by its size."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return _toml_string(value)
    if isinstance(value, list):
        return "[" + ", ".join(_shown(item) for item in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{_toml_key(key)} = {_shown(item)}" for key, item in value.items()) + " }"
    if hasattr(value, "isoformat"):  # a TOML date or time
        return str(value.isoformat())
    try:
        return repr(value)  # a whole number, or a float as TOML writes it (3.5, inf, nan)
    except ValueError:  # past Python's 4,300 digits: repr refuses
        return f"<{value.bit_length()} bits>"


_TOML_ESCAPES = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r"}


def _toml_string(text: str) -> str:
    """`text` as a TOML basic string: in double quotes, a quote, a backslash and a control character escaped."""
    escaped = "".join(_TOML_ESCAPES.get(char, f"\\u{ord(char):04X}" if ord(char) < 0x20 or ord(char) == 0x7F else char)
                      for char in text)
    return f'"{escaped}"'


def _toml_key(key: str) -> str:
    """A key as TOML writes it: bare when it can be, else quoted."""
    return key if key and all(char.isascii() and (char.isalnum() or char in "_-") for char in key) else _toml_string(key)


def _quoted(choices: tuple[str, ...]) -> str:
    return ", ".join(f'"{choice}"' for choice in choices)


def _one_of(*choices: str, hidden: tuple[str, ...] = ()) -> Rule:
    """One of `choices` (or of `hidden`, accepted but not listed), case not mattering."""
    allowed = {*choices, *hidden}
    return (lambda value: isinstance(value, str) and value.lower() in allowed), msg("config-allowed-one-of", choices=_quoted(choices))


def _whole(low: int, high: int) -> Rule:
    def ok(value: Any) -> bool:
        return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high

    return ok, msg("config-allowed-whole", low=str(low), high=str(high))


def _text() -> Rule:
    return (lambda value: isinstance(value, str) and bool(value.strip())), msg("config-allowed-text")


def _name() -> Rule:
    def ok(value: Any) -> bool:
        try:
            return isinstance(value, str) and bool(check_name(value, "name"))
        except InvalidInput:
            return False

    return ok, msg("config-allowed-name", most=str(MAX_NAME))


def _levels() -> Rule:
    def ok(value: Any) -> bool:
        return isinstance(value, str) and all(level.strip().lower() in {"easy", "medium", "hard", "expert"} for level in value.split(","))

    return ok, msg("config-allowed-levels")


RULES: dict[str, Rule] = {
    "players": _whole(2, 14),
    "bots": _levels(),
    "name": _name(),
    "verbosity": _one_of("brief", "normal", "full"),
    "speech": _one_of("auto", "screenreader", "tts", "off"),
    "voice": _text(),
    "rate": _whole(50, 500),
    "braille_table": _one_of("ueb", "ebae"),
    "braille_format": _one_of("unicode", "brf"),
    "hints": ((lambda value: isinstance(value, bool)), msg("config-allowed-true-false")),
    "sounds": ((lambda value: isinstance(value, bool)), msg("config-allowed-true-false")),
    "volume": _whole(0, 100),
    "language": _one_of(*(language.code for language in LANGUAGES), hidden=(PSEUDO.code,)),
    "server": _text(),
}
LOWERED = frozenset({"verbosity", "speech", "braille_table", "braille_format", "bots", "language"})
"""Keys whose values are words, kept in lower case."""


def config_path() -> Path:
    return platformdirs.user_config_path("shared-table") / "config.toml"


def read_settings(path: Path | None = None) -> tuple[Settings, list[Msg]]:
    """The settings in the file (defaults where it says nothing or something wrong), and its problems."""
    settings, problems, _ = _read(path or config_path())
    return settings, problems


_PYTHON_LINE = r"[ \t]*([A-Za-z0-9_-]+)[ \t]*=[ \t]*(True|False|TRUE|FALSE|None|none|null|Null|NULL)[ \t]*(?:#.*)?"
"""A line of Python's spelling (or JSON's) where TOML has its own: `hints = False`, `voice = None`.
The key and what was written; compiled at its first use, by `re`'s own cache."""


_TOML_PROBLEMS = (("Illegal character", "quote"), ("Unterminated string", "quote"), ("Invalid value", "value"),
                  ("Expected '='", "equals"), ("Cannot overwrite", "twice"))
"""The start of tomllib's message, and what it means in words a person reads (config-toml-error)."""


def _toml_reason(problem: str) -> Msg:
    """tomllib's "Illegal character '\\n' (at line 5, column 12)" said in words: where, and what."""
    place = re.search(r"\(at line (\d+), column (\d+)\)", problem)
    line, column = (int(place[1]), int(place[2])) if place else (0, 0)
    what = next((kind for start, kind in _TOML_PROBLEMS if problem.startswith(start)), "other")
    return msg("config-toml-error", line=line, column=column, what=what)


def _python_lines(text: str, where: str) -> tuple[str, list[Msg]]:
    """`text` with each line of Python's spelling made empty, and a sentence for each saying what TOML writes."""
    lines, problems = text.split("\n"), []
    for number, line in enumerate(lines):
        found = re.fullmatch(_PYTHON_LINE, line.rstrip("\r"))
        if found:
            key, given = found.groups()
            if given.lower() in ("true", "false"):
                problems.append(msg("config-python-true-false", path=where, line=str(number + 1), key=key, given=given,
                                    toml=given.lower()))
            else:
                problems.append(msg("config-python-none", path=where, line=str(number + 1), key=key, given=given))
            lines[number] = ""
    return "\n".join(lines), problems


def _read(path: Path) -> tuple[Settings, list[Msg], set[str]]:
    """The settings in the file, its problems, and the keys it sets validly."""
    if not path.exists():
        return Settings(), [], set()
    import tomllib  # only when there is a file: most players have none, and every start reads this

    where = str(path)
    problems: list[Msg] = []
    try:
        raw = _read_regular(path, MAX_BYTES + 1)
        if raw is None:
            return Settings(), [msg("config-not-a-file", path=where)], set()
        if len(raw) > MAX_BYTES:
            return Settings(), [msg("config-too-big", path=where, limit=str(MAX_BYTES))], set()
        text = raw.decode("utf-8-sig")  # -sig: a byte-order mark at the start is skipped
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError:
            # `hints = False`, pasted from Python: said with what TOML writes, and the rest of the file still read.
            text, problems = _python_lines(text, where)
            if not problems:
                raise
            data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        return Settings(), [*problems, msg("config-not-read", path=where, reason=_toml_reason(str(error)))], set()
    except UnicodeDecodeError:
        return Settings(), [*problems, msg("config-not-read", path=where, reason=msg("config-not-utf8"))], set()
    except OSError as error:
        return Settings(), [*problems, msg("config-not-read", path=where, reason=error.strerror or str(error))], set()
    except RecursionError:  # tomllib parses nested lists and tables by recursion
        return Settings(), [msg("config-too-deep", path=where)], set()
    except ValueError:  # an integer of more digits than Python converts (4,300)
        return Settings(), [msg("config-number-too-long", path=where)], set()
    chosen = {}
    for key, value in data.items():
        if key not in RULES:
            problems.append(msg("config-unknown-key", path=where, given=_toml_key(key), keys=", ".join(RULES)))
            continue
        valid, allowed = RULES[key]
        if not valid(value):
            problems.append(msg("config-bad-value", path=where, key=key, given=_shown(value), allowed=allowed))
            continue
        chosen[key] = value.lower() if key in LOWERED else value
    return replace(Settings(), **chosen), problems, set(chosen)


def _read_regular(path: Path, most: int) -> bytes | None:
    """Up to `most` bytes of the regular file at `path`; None when something else is there (a
    pipe would make the read wait forever, a device never end)."""
    descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    with os.fdopen(descriptor, "rb") as file:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            return None
        return file.read(most)


def words_of(settings: Settings, packages: tuple[str, ...] = ()) -> Words:
    """The words of the file's language, else the locale's (for commands with no --language)."""
    from shared_table.i18n.words import words_for  # the catalogs load lazily

    return words_for(choose_language(None, settings.language, os.environ).code, packages)


def load_settings(path: Path | None = None, words: Words | None = None) -> tuple[Settings, list[str]]:
    """The settings in the file, and the warnings in `words` (by default the file's or the locale's language)."""
    settings, problems = read_settings(path)
    said = words or words_of(settings)
    return settings, [said.say(problem) for problem in problems]


def describe(settings: Settings, path: Path, given: set[str], words: Words | None = None,
             warnings: Sequence[str] = ()) -> list[str]:
    """`shared-table config`, as a config file: the warnings about the file first, where it is and
    how to change a setting, as comments; then a line for each setting. A setting the file sets is
    written as it is there; a default is written commented out (`# hints = false`), ready to be
    copied without its hash sign; a setting with no value of its own is an example line, commented
    out the same way, that says it is not set.
    Each says after it where it comes from and what it allows."""
    said = words or words_of(settings)
    lines = [_comment(warning) for warning in warnings]
    lines += [_comment(said("config-file", path=str(path), there="yes" if path.exists() else "no")), _comment(said("config-how"))]
    for field in fields(Settings):
        value, allowed = getattr(settings, field.name), RULES[field.name][1]
        if value is None:
            # An example value, so that the line too is ready to be copied without its hash sign.
            example = f"{field.name} = {_shown(_example(field.name, said.code))}"
            lines.append(_comment(f"{example}  {_comment(said('config-unset', key=field.name, allowed=allowed))}"))
            continue
        source = "file" if field.name in given else "default"
        line = f"{field.name} = {_shown(value)}  {_comment(said('config-note', source=source, allowed=allowed))}"
        lines.append(line if source == "file" else _comment(line))
    return lines


UNSET_EXAMPLES: dict[str, object] = {"players": 3, "bots": "medium", "rate": 175, "server": "http://192.168.1.20:8765"}
"""A value to show for a setting with none of its own, on a line a person can copy and edit."""


def _example(key: str, code: str) -> object:
    """An example value of `key` for a speaker of language `code` (their own voice and language)."""
    if key in ("voice", "language"):
        language = find_language(code)
        return language.voice if key == "voice" else language.code
    return UNSET_EXAMPLES[key]


def _comment(text: str) -> str:
    """A TOML comment of one line."""
    return "# " + " ".join(text.splitlines())


def keys_in(path: Path) -> set[str]:
    """The keys the file sets validly (for saying where each value comes from)."""
    return _read(path)[2]
