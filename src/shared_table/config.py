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
import stat
from collections.abc import Callable
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import platformdirs

from shared_table.core.errors import InvalidInput
from shared_table.core.message import Msg, msg
from shared_table.core.safe_text import MAX_NAME, check_name
from shared_table.i18n.languages import LANGUAGES, PSEUDO, choose_language

if TYPE_CHECKING:
    from shared_table.core.words import Words

MAX_BYTES = 8_192
"""A config file is a few hundred bytes; a bigger one is not ours. The bound also keeps a hostile
file quick to refuse: tomllib takes time and memory that grow with the square of a dotted key's
depth (20,000 levels, 40 KB: 2 s and 1.5 GB), 8 KB at most about 0.1 s."""


@dataclass(frozen=True, slots=True)
class Settings:
    players: int | None = None
    bots: str | None = None
    name: str = "Player"
    verbosity: str = "normal"
    speech: str = "off"
    voice: str | None = None
    rate: int | None = None
    braille_table: str = "ueb"
    braille_format: str = "unicode"
    hints: bool = False
    language: str | None = None  # a code of i18n/languages.py; None: the locale's
    server: str | None = None  # the server `play --server` and `join` use when none is given


Rule = tuple[Callable[[Any], bool], Msg]
"""Whether a value is allowed, and what is allowed, in words."""


def _shown(value: Any) -> str:
    """A config value as TOML-minded Python writes it; an integer too long to write, by its size."""
    try:
        return repr(value)
    except ValueError:  # past Python's 4,300 digits: repr refuses
        return f"<{value.bit_length()} bits>"


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
        return isinstance(value, str) and all(level.strip().lower() in {"easy", "medium", "hard"} for level in value.split(","))

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
    "language": _one_of(*(language.code for language in LANGUAGES), hidden=(PSEUDO.code,)),
    "server": _text(),
}
LOWERED = frozenset({"verbosity", "speech", "braille_table", "braille_format", "bots", "language"})
"""Keys whose values are words, kept in lower case."""


def config_path() -> Path:
    return platformdirs.user_config_path("shared-table") / "config.toml"


def read_settings(path: Path | None = None) -> tuple[Settings, list[Msg]]:
    """The settings in the file (defaults where it says nothing or something wrong), and its problems."""
    path = path or config_path()
    if not path.exists():
        return Settings(), []
    import tomllib  # only when there is a file: most players have none, and every start reads this

    where = str(path)
    try:
        raw = _read_regular(path, MAX_BYTES + 1)
        if raw is None:
            return Settings(), [msg("config-not-a-file", path=where)]
        if len(raw) > MAX_BYTES:
            return Settings(), [msg("config-too-big", path=where, limit=str(MAX_BYTES))]
        data = tomllib.loads(raw.decode("utf-8-sig"))  # -sig: a byte-order mark at the start is skipped
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        return Settings(), [msg("config-not-read", path=where, reason=str(error))]  # the parser's own words
    except RecursionError:  # tomllib parses nested lists and tables by recursion
        return Settings(), [msg("config-too-deep", path=where)]
    except ValueError:  # an integer of more digits than Python converts (4,300)
        return Settings(), [msg("config-number-too-long", path=where)]
    problems, chosen = [], {}
    for key, value in data.items():
        if key not in RULES:
            problems.append(msg("config-unknown-key", path=where, given=repr(key), keys=", ".join(RULES)))
            continue
        valid, allowed = RULES[key]
        if not valid(value):
            problems.append(msg("config-bad-value", path=where, key=key, given=_shown(value), allowed=allowed))
            continue
        chosen[key] = value.lower() if key in LOWERED else value
    return replace(Settings(), **chosen), problems


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


def describe(settings: Settings, path: Path, given: set[str], words: Words | None = None) -> list[str]:
    """`shared-table config`: where the file is, and each setting with where it comes from."""
    said = words or words_of(settings)
    lines = [said("config-file", path=str(path), there="yes" if path.exists() else "no")]
    for field in fields(Settings):
        value = getattr(settings, field.name)
        source = "file" if field.name in given else "default"
        lines.append(said("config-setting", key=field.name, value=repr(value), source=source, allowed=RULES[field.name][1]))
    return lines


def keys_in(path: Path) -> set[str]:
    """The keys the file sets validly (for saying where each value comes from)."""
    settings, _ = read_settings(path)
    return {field.name for field in fields(Settings) if getattr(settings, field.name) != getattr(Settings(), field.name)}
