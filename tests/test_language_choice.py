"""Choosing the player's language: --language, the config file's `language`, the locale, English;
what a wrong choice says; `shared-table languages`; and a piped game that answers in Swedish."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from shared_table.cli import braille_table_for, language_lines
from shared_table.command_line import given_language
from shared_table.config import Settings, load_settings, read_settings
from shared_table.i18n.languages import ENGLISH, LANGUAGES, choose_language, find_language
from shared_table.i18n.words import words_for

CODES = "en, da, sv, nb, fi, is, nl, fr"


def _shared_table(*args: str, stdin: str = "", env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "shared_table", *args], input=stdin, capture_output=True, text=True,
                          env={**os.environ, **(env or {})}, timeout=120, check=False)


def _config(text: str) -> Path:
    path = Path(os.environ["XDG_CONFIG_HOME"]) / "shared-table" / "config.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_the_flag_wins_then_the_config_then_the_locale_then_english() -> None:
    every = {"LC_ALL": "fi_FI.UTF-8", "LC_MESSAGES": "nl_NL.UTF-8", "LANG": "fr_FR.UTF-8"}
    assert choose_language("da", "sv", every).code == "da"
    assert choose_language(None, "sv", every).code == "sv"
    assert choose_language(None, None, every).code == "fi"
    assert choose_language(None, None, {"LC_MESSAGES": "nl_NL.UTF-8", "LANG": "fr_FR.UTF-8"}).code == "nl"
    assert choose_language(None, None, {"LANG": "sv_SE.UTF-8"}).code == "sv"
    assert choose_language(None, None, {"LANG": "C"}).code == ENGLISH.code
    assert choose_language(None, None, {"LANG": "C.UTF-8"}).code == ENGLISH.code
    assert choose_language(None, None, {}).code == ENGLISH.code
    assert choose_language(None, None, {"LANG": "nn_NO.UTF-8"}).code == "nb"
    assert choose_language(None, None, {"LANG": "no_NO"}).code == "nb"
    assert choose_language("pseudo", None, {}).code == "pseudo"


def test_language_is_read_from_the_command_line_before_argparse() -> None:
    assert given_language(["play", "--language", "da", "--seed", "3"]) == "da"
    assert given_language(["--language=fi", "games"]) == "fi"
    assert given_language(["play", "--language", "da", "--language", "sv"]) == "sv"
    assert given_language(["speak", "--", "--language", "da"]) is None
    assert given_language(["play"]) is None


def test_a_bad_language_flag_says_which_codes_there_are() -> None:
    result = _shared_table("play", "--language", "klingon", "--no-save")
    assert result.returncode == 2
    assert result.stderr == f'shared-table: No language "klingon": the languages are {CODES}. Try: shared-table --help\n'


def test_a_bad_language_in_the_config_says_which_codes_there_are() -> None:
    path = _config('language = "klingon"\n')
    settings, problems = read_settings(path)
    assert settings.language is None and len(problems) == 1
    _, warnings = load_settings(path, words_for("en"))
    quoted = ", ".join(f'"{code}"' for code in CODES.split(", "))
    assert warnings == [f'Config {path}: language = "klingon" is not allowed: use one of {quoted}. The default is used.']
    # In Danish, with the same codes.
    _, danish = load_settings(path, words_for("da"))
    assert '"da", "sv"' in danish[0] and danish[0] != warnings[0]


def test_the_config_language_is_used_and_the_flag_wins_over_it() -> None:
    path = _config('language = "DA"\n')
    assert read_settings(path) == (Settings(language="da"), [])
    config = _shared_table("config")
    assert '\nlanguage = "da"  # ' in config.stdout and "Konfigurationsfil" in config.stdout, config.stdout
    english = _shared_table("config", "--language", "en")
    assert english.stdout.startswith("# Config file: ")


def test_the_braille_table_is_the_languages_except_in_english() -> None:
    assert braille_table_for(find_language("da"), Settings(braille_table="ebae")) == "da"
    assert braille_table_for(ENGLISH, Settings(braille_table="ebae")) == "ebae"


def test_shared_table_languages_lists_each_with_its_voice_and_braille() -> None:
    lines = language_lines(words_for("en"))
    assert len(lines) == len(LANGUAGES)
    assert lines[0] == "en: English, English; voice en-gb; braille table ueb."
    assert lines[1] == "da: dansk, Danish; voice da; braille table da."
    assert not any("pseudo" in line.lower() for line in lines)
    result = _shared_table("languages", "--language", "fr")
    assert result.returncode == 0 and len(result.stdout.splitlines()) == len(LANGUAGES)
    assert result.stdout.splitlines()[2] == "sv : svenska, Swedish ; voix sv ; table braille sv.", result.stdout


@pytest.mark.parametrize("code", [language.code for language in LANGUAGES])
def test_every_language_builds_the_command_line_help(code: str) -> None:
    from shared_table.command_line import build_parser

    words = words_for(code, ("shared_table.games.fivecrowns", "shared_table.games.skipbo", "shared_table.games.solitaire"))
    text = build_parser(words).format_help()
    assert "--language" in text and (code == "en" or "show this help message" not in text)


def test_a_swedish_locale_plays_in_swedish() -> None:
    result = _shared_table("play", "--game", "fivecrowns", "--seed", "3", "--no-save", stdin="help\nhjälp avsluta\navsluta\nja\n",
                           env={"LANG": "sv_SE.UTF-8"})
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "stora och små bokstäver spelar ingen roll:" in out, out
    assert "hjälp, eventuellt ett kommando: kommandona, eller mer om ett av dem." in out
    assert "avsluta: sluta spela; du får bekräfta först. Även: quit, q, exit." in out
    assert "Vill du avsluta det här spelet? Skriv ja för att avsluta, något annat för att fortsätta." in out
    assert "Spelet avbrutet." in out and "Hej då." in out
    assert "Quit this game?" not in out
