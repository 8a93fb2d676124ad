"""The language of Five Crowns' tools and companion: which one a sub-command speaks, and the words a
player may type in it.

A sub-command speaks `--language` (``args.language``, added to every sub-command by cli.py), else
the config file's language, else the locale's, else English (i18n/languages.py). Words a player
types (yes, back, out) are listed in the catalog, separated by ";", and the English ones are
always understood too.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Mapping

from shared_table.core.errors import InvalidInput
from shared_table.core.words import Words
from shared_table.i18n.languages import ENGLISH, PSEUDO, choose_language, find_language
from shared_table.i18n.words import words_for

CATALOGS = ("shared_table.games.fivecrowns",)
"""The catalogs the companion and the tools speak from: the table's and Five Crowns'."""


def words_in(code: str) -> Words:
    """The (cached) words of language `code` for Five Crowns."""
    return words_for(code, CATALOGS)


def english_words() -> Words:
    return words_in(ENGLISH.code)


def tool_words(args: argparse.Namespace | None, configured: str | None = None,
               environ: Mapping[str, str] | None = None) -> Words:
    """The words of the language a sub-command speaks: --language, else `configured` (the config
    file's), else the locale's, else English. `InvalidInput` for a language we do not have."""
    given = getattr(args, "language", None) if args is not None else None
    language = choose_language(given if isinstance(given, str) else None, configured,
                               os.environ if environ is None else environ)
    return words_in(language.code)


def braille_table(words: Words, configured: str) -> str:
    """The braille table a printout uses when none is asked for: in English the config's choice
    (ueb or ebae), in another language its own table, as `shared-table play` does."""
    language = find_language(words.code)
    return configured if language in (ENGLISH, PSEUDO) else language.braille


def parser_words(given: Words | None) -> Words:
    """The words of a sub-command's help: the command line's language (`Tool.add_parser` is given
    it); for a parser made elsewhere, the config file's or the locale's."""
    return words_in(given.code) if given is not None else default_words()


def default_words() -> Words:
    """The words of the config file's language, else the locale's (English if either names none we have),
    for a tool called without the command line's --language."""
    from shared_table.config import read_settings  # only here: the settings are read when they are needed

    try:
        return tool_words(None, read_settings()[0].language)
    except InvalidInput:
        return english_words()


def help_text(words: Words, message_id: str) -> str:
    """A help text for argparse, which reads % as a format: a % of the words is doubled."""
    return words(message_id).replace("%", "%%")


def typed_words(words: Words, message_id: str) -> frozenset[str]:
    """What a player may type for one thing: the message's words (separated by ";"), in lower case
    with their spaces tidied, in the language and in English."""
    found: set[str] = set()
    for source in dict.fromkeys((words, english_words())):
        found |= {" ".join(word.lower().split()) for word in source(message_id).split(";")}
    return frozenset(found)
