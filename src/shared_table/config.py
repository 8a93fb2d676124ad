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

Command-line flags win over the file. A bad value is reported with the file, the key, what was
given and what is allowed, and the default is used; a file that is not TOML at all (or nests
too deeply for the parser, or is over a megabyte) is reported the same way and ignored. A
byte-order mark at the start, as some editors write, is accepted. Nothing here ever stops a
game from starting.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any

import platformdirs

from shared_table.core.errors import InvalidInput
from shared_table.core.safe_text import MAX_NAME, check_name

MAX_BYTES = 1_000_000  # a config file is a few hundred bytes; a bigger one is not ours


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


def _one_of(*choices: str) -> tuple[Callable[[Any], bool], str]:
    return (lambda value: isinstance(value, str) and value.lower() in choices), "one of " + ", ".join(f'"{c}"' for c in choices)


def _whole(low: int, high: int) -> tuple[Callable[[Any], bool], str]:
    def ok(value: Any) -> bool:
        return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high

    return ok, f"a whole number {low} to {high}"


def _text() -> tuple[Callable[[Any], bool], str]:
    return (lambda value: isinstance(value, str) and bool(value.strip())), "some text in quotes"


def _name() -> tuple[Callable[[Any], bool], str]:
    def ok(value: Any) -> bool:
        try:
            return isinstance(value, str) and bool(check_name(value, "name"))
        except InvalidInput:
            return False

    return ok, f"a name in quotes, at most {MAX_NAME} characters, with no control characters"


def _levels() -> tuple[Callable[[Any], bool], str]:
    def ok(value: Any) -> bool:
        return isinstance(value, str) and all(level.strip().lower() in {"easy", "medium", "hard"} for level in value.split(","))

    return ok, 'levels separated by commas, like "hard,medium" (easy, medium, hard)'


RULES: dict[str, tuple[Callable[[Any], bool], str]] = {
    "players": _whole(2, 14),
    "bots": _levels(),
    "name": _name(),
    "verbosity": _one_of("brief", "normal", "full"),
    "speech": _one_of("auto", "screenreader", "tts", "off"),
    "voice": _text(),
    "rate": _whole(50, 500),
    "braille_table": _one_of("ueb", "ebae"),
    "braille_format": _one_of("unicode", "brf"),
    "hints": ((lambda value: isinstance(value, bool)), "true or false"),
}


def config_path() -> Path:
    return platformdirs.user_config_path("shared-table") / "config.toml"


def load_settings(path: Path | None = None) -> tuple[Settings, list[str]]:
    """The settings in the file (defaults where it says nothing or something wrong), and the warnings."""
    path = path or config_path()
    if not path.exists():
        return Settings(), []
    try:
        with path.open("rb") as file:
            raw = file.read(MAX_BYTES + 1)
        if len(raw) > MAX_BYTES:
            return Settings(), [f"Config {path}: not read (it is over {MAX_BYTES} bytes, and a config file is far smaller); "
                                "the defaults are used."]
        data = tomllib.loads(raw.decode("utf-8-sig"))  # -sig: a byte-order mark at the start is skipped
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        return Settings(), [f"Config {path}: not read ({error}); the defaults are used."]
    except RecursionError:  # tomllib parses nested lists and tables by recursion
        return Settings(), [f"Config {path}: not read (its lists or tables nest too deeply); the defaults are used."]
    warnings, chosen = [], {}
    for key, value in data.items():
        if key not in RULES:
            warnings.append(f"Config {path}: unknown key {key!r}; the keys are {', '.join(RULES)}.")
            continue
        valid, allowed = RULES[key]
        if not valid(value):
            warnings.append(f"Config {path}: {key} = {value!r} is not allowed: use {allowed}. The default is used.")
            continue
        chosen[key] = value.lower() if key in {"verbosity", "speech", "braille_table", "braille_format", "bots"} else value
    return replace(Settings(), **chosen), warnings


def describe(settings: Settings, path: Path, given: set[str]) -> list[str]:
    """`shared-table config`: where the file is, and each setting with where it comes from."""
    lines = [f"Config file: {path}" + ("" if path.exists() else " (not there yet: create it to change the defaults)") + "."]
    for field in fields(Settings):
        value = getattr(settings, field.name)
        source = "from the file" if field.name in given else "default"
        lines.append(f"{field.name} = {value!r} ({source}); allowed: {RULES[field.name][1]}.")
    return lines


def keys_in(path: Path) -> set[str]:
    """The keys the file sets validly (for saying where each value comes from)."""
    settings, _ = load_settings(path)
    return {field.name for field in fields(Settings) if getattr(settings, field.name) != getattr(Settings(), field.name)}
