"""`shared-table config` prints TOML a person can paste: each default commented out as the file
would write it (`# hints = false`), strings in TOML's quotes, no Python value; a setting with no
value of its own a comment that says so; the warnings about the file first. A line written as
Python writes it (`hints = False`) is said with what TOML writes, and the rest of the file is
still read (issue 30, "What a new player meets")."""

from __future__ import annotations

import argparse
import os
import re
import tomllib
from dataclasses import fields
from pathlib import Path

import pytest

from command_paths import shared_table
from shared_table.cli import _picker
from shared_table.command_line import words_in
from shared_table.config import Settings, load_settings, read_settings
from shared_table.games import every_catalog
from shared_table.i18n.languages import LANGUAGES, find_language
from shared_table.i18n.words import words_for

CODES = [language.code for language in LANGUAGES]
COMMENTED_SETTING = re.compile(r"# ([a-z_]+ = .*)")


def _config(text: str) -> Path:
    path = Path(os.environ["XDG_CONFIG_HOME"]) / "shared-table" / "config.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def _listing(code: str) -> str:
    status, said = shared_table(["config", "--language", code])
    assert status == 0
    return said


def uncommented(listing: str) -> str:
    """The listing with each commented-out setting made a setting: what a person gets by pasting it all and removing the hash signs."""
    return "\n".join(COMMENTED_SETTING.sub(r"\1", line) for line in listing.splitlines()) + "\n"


@pytest.mark.parametrize("code", CODES)
def test_the_listing_uncommented_is_a_config_file_that_loads_without_a_warning(code: str) -> None:
    listing = _listing(code)
    assert tomllib.loads(listing) == {}, "with no file, every line is a comment"
    assert not re.search(r"\b(?:None|True|False)\b|= '", listing), listing  # Python's spelling of a value
    pasted = uncommented(listing)
    data = tomllib.loads(pasted)
    # The defaults, and an example for each setting with no value of its own (the speaker's own voice and language).
    language = find_language(code)
    assert data == {"name": "Player", "verbosity": "normal", "speech": "off", "braille_table": "ueb", "braille_format": "unicode",
                    "hints": False, "sounds": True, "volume": 60, "players": 3, "bots": "medium", "voice": language.voice,
                    "rate": 175, "language": code,
                    "server": "http://192.168.1.20:8765"}
    path = _config(pasted)
    assert read_settings(path)[1] == []
    # Each setting has its line; the ones with no value of their own say so, in a comment.
    lines = listing.splitlines()
    for field in fields(Settings):
        assert sum(line.startswith((f"# {field.name} = ", f"# {field.name} ")) for line in lines) == 1, field.name
    # Pasted back, the listing says each setting comes from the file, and still parses.
    again = _listing(code)
    assert tomllib.loads(again) == data and not any(line.startswith("# hints = ") for line in again.splitlines())


def test_a_file_is_listed_as_toml_with_its_own_values() -> None:
    _config('players = 4\nname = "Zoë \\"Z\\" \\\\ Ø"\nhints = true\nbots = "hard,easy"\n')
    listing = _listing("en")
    assert "\nplayers = 4  # from the file; allowed: a whole number 2 to 14.\n" in listing
    assert '\n# verbosity = "normal"  # the default; allowed: one of "brief", "normal", "full".\n' in listing
    assert '\n# voice = "en-gb"  # voice is not set, so the language\'s own voice is used; allowed: some text in quotes.\n' in listing
    assert tomllib.loads(listing) == {"players": 4, "name": 'Zoë "Z" \\ Ø', "hints": True, "bots": "hard,easy"}
    assert read_settings(_config(uncommented(listing)))[1] == []


def test_the_warnings_come_first() -> None:
    path = _config('speech = "loud"\nplayers = 4\n')
    lines = _listing("en").splitlines()
    assert lines[0] == (f'# Config {path}: speech = "loud" is not allowed: use one of "auto", "screenreader", "tts", "off". '
                        "The default is used.")
    assert lines[1].startswith("# Config file: ")
    assert "players = 4  # from the file; allowed: a whole number 2 to 14." in lines


@pytest.mark.parametrize("code", CODES)
def test_python_spelling_is_said_with_what_toml_writes_and_the_rest_is_read(code: str) -> None:
    path = _config('players = 4\nhints = False\nvoice = None\nname = "Sam"\n')
    settings, problems = read_settings(path)
    assert settings == Settings(players=4, name="Sam")
    said = [words_for(code).say(problem) for problem in problems]
    assert len(said) == 2
    assert "hints = False" in said[0] and "hints = false" in said[0] and " 2" in said[0], said
    assert "voice = None" in said[1] and " 3" in said[1], said
    if code != "en":
        english = [words_for("en").say(problem) for problem in problems]
        assert said[0] != english[0] and said[1] != english[1]
    listing = _listing(code)
    assert listing.splitlines()[0] == "# " + said[0] and "\nplayers = 4  # " in listing


def test_python_spelling_in_english() -> None:
    path = _config("hints = True\n")
    assert load_settings(path, words_for("en"))[1] == [
        f"Config {path}, line 1: hints = True is not how TOML writes it; write hints = true, in small letters. The default is used."]
    path = _config("language = null\n")
    assert load_settings(path, words_for("en"))[1] == [
        f"Config {path}, line 1: language = null is not TOML, which has no empty value; to keep the default, leave the line out. "
        "The default is used."]


def test_python_spelling_with_another_mistake_is_said_and_the_file_not_read() -> None:
    path = _config("hints = False\nplayers = = 4\n")
    settings, problems = read_settings(path)
    assert settings == Settings() and [problem.id for problem in problems] == ["config-python-true-false", "config-not-read"]


def test_a_bad_value_is_shown_as_toml_writes_it() -> None:
    path = _config('rate = "fast"\nhints = 3\nplayers = [1, "a"]\n"odd key" = 1\n')
    said = load_settings(path, words_for("en"))[1]
    assert said[0] == f'Config {path}: rate = "fast" is not allowed: use a whole number 50 to 500. The default is used.'
    assert "hints = 3 is not allowed" in said[1] and 'players = [1, "a"] is not allowed' in said[2]
    assert said[3].startswith(f'Config {path}: unknown key "odd key"; ')


@pytest.mark.parametrize("code", ["en", "da", "fi"])
def test_every_line_of_an_empty_listing_can_be_uncommented(code: str) -> None:
    """"Write its line without the hash sign": a setting that is not set is shown with an example
    value, so every line, uncommented, is a setting the file reads without a warning."""
    _config("")
    lines = [line[2:] for line in _listing(code).splitlines()[2:]]
    assert len(lines) == len(fields(Settings)) and all(" = " in line.split("#")[0] for line in lines), lines
    assert read_settings(_config("\n".join(lines) + "\n"))[1] == []


@pytest.mark.parametrize(("code", "name"), [("da", "Spiller"), ("fr", "Joueur"), ("en", "Player"), ("fi", "Pelaaja")])
def test_a_player_who_gives_no_name_is_called_so_in_their_language(code: str, name: str) -> None:
    words = words_in(code, every_catalog())
    assert _picker(argparse.Namespace(name=None), Settings(), words)("name") == name
    assert _picker(argparse.Namespace(name=None), Settings(name="Søren"), words)("name") == "Søren"
    assert _picker(argparse.Namespace(name="Ann"), Settings(), words)("name") == "Ann"
