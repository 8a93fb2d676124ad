"""The languages of the rule sheets, and which one a player gets.

Each language names its espeak-ng voice, its liblouis braille table and its CLDR locale (for
plural rules, lists and numbers through Babel). The choice is, in order: `--language`, the config
file's `language`, the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`, as POSIX orders them; `LANGUAGE`,
GNU's list of preferences, first of all when it is set), and English.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from shared_table.core.errors import InvalidInput
from shared_table.core.message import msg


@dataclass(frozen=True, slots=True)
class Language:
    """One language of the table: `code` is what --language takes."""

    code: str
    name: str  # in the language itself, as its speakers write it
    english_name: str
    locale: str  # CLDR / Babel
    voice: str  # espeak-ng's voice
    braille: str  # the braille table's short name (braille/tables.py)


LANGUAGES: tuple[Language, ...] = (
    Language("en", "English", "English", "en_GB", "en-gb", "ueb"),
    Language("da", "dansk", "Danish", "da_DK", "da", "da"),
    Language("sv", "svenska", "Swedish", "sv_SE", "sv", "sv"),
    Language("nb", "norsk bokmål", "Norwegian", "nb_NO", "nb", "nb"),
    Language("fi", "suomi", "Finnish", "fi_FI", "fi", "fi"),
    Language("is", "íslenska", "Icelandic", "is_IS", "is", "is"),
    Language("nl", "Nederlands", "Dutch", "nl_NL", "nl", "nl"),
    Language("fr", "français", "French", "fr_FR", "fr-fr", "fr"),
)
ENGLISH = LANGUAGES[0]

PSEUDO = Language("pseudo", "Ƥşḗḗŭḓǿ", "Pseudo", "en_GB", "en-gb", "ueb")
"""English with every letter of the catalogs changed, so that any English left in code stands
out (tests/test_languages.py plays whole games in it). Accepted by --language, never listed."""

_OTHER_NAMES = {
    "no": "nb", "nn": "nb", "nob": "nb", "dan": "da", "swe": "sv", "fin": "fi", "isl": "is", "nld": "nl", "fra": "fr", "eng": "en",
}
"""Codes a locale or a person may give for a language we have under another code: Norwegian
Nynorsk readers get Bokmål, the written form of the sheet."""


def codes() -> list[str]:
    return [language.code for language in LANGUAGES]


def find_language(given: str) -> Language:
    """The language of a code ("da", "sv_SE.UTF-8", "nb-NO", "Danish", "dansk"); `InvalidInput`
    naming the codes there are otherwise."""
    key = given.strip().lower()
    if key == PSEUDO.code:
        return PSEUDO
    key = key.split(".")[0].split("@")[0].replace("-", "_").split("_")[0]
    key = _OTHER_NAMES.get(key, key)
    for language in LANGUAGES:
        if key in (language.code, language.name.lower(), language.english_name.lower()):
            return language
    raise InvalidInput(msg("language-unknown", given=given, codes=", ".join(codes())))


def from_locale(environ: Mapping[str, str]) -> Language | None:
    """The language of the user's locale, if it is one of ours: None for C, POSIX or another language."""
    for preference in environ.get("LANGUAGE", "").split(":"):
        if preference:
            try:
                return find_language(preference)
            except InvalidInput:
                continue
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "")
        if value:  # the first one set decides, even when it is C or a language we lack
            try:
                return find_language(value)
            except InvalidInput:
                return None
    return None


def choose_language(given: str | None, configured: str | None, environ: Mapping[str, str]) -> Language:
    """--language, else the config's language, else the locale's, else English."""
    if given:
        return find_language(given)
    if configured:
        return find_language(configured)
    return from_locale(environ) or ENGLISH
