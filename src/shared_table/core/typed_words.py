"""How what a person typed is compared with the words of a language: lower case, single spaces,
accents dropped, letters a keyboard may lack spelt out (`fold`), and a catalog's comma-separated
lists of words read each way they are written (`listed`). Card names (games' card vocabularies),
command names (core/commands.py) and players' names (net/names_typed.py) are all compared so."""

from __future__ import annotations

import re
import unicodedata

from shared_table.core.words import Words

_LETTERS = str.maketrans({"œ": "oe", "æ": "ae", "ø": "o", "þ": "th", "ð": "d", "ß": "ss",
                          "\u2019": "'", "\u2018": "'", "\u02bc": "'", "`": "'", "\u00b4": "'"})
"""Letters that are no accented letter, as a keyboard without them writes them; every apostrophe as '."""
_NORDIC = str.maketrans({"å": "aa", "ø": "oe"})
"""The other way a keyboard without them writes å and ø ("aatte", "kloever")."""
_HYPHEN_IN_A_WORD = re.compile(r"(?<=[^\W\d_])-(?=[^\W\d_])")


def fold(text: str) -> str:
    """Lower case, single spaces, accents dropped ("klöver" is "klover"), ligatures and Icelandic
    letters spelt out ("cœur" is "coeur", "kløver" "klover", "þristur" "thristur"), curly
    apostrophes straight, a hyphen inside a word dropped (Finnish writes "pata-akka" for the one word
    "pataakka"): how typed words are compared."""
    decomposed = unicodedata.normalize("NFKD", _HYPHEN_IN_A_WORD.sub("", " ".join(text.lower().split())).translate(_LETTERS))
    return "".join(char for char in decomposed if not unicodedata.combining(char))


def written(word: str) -> list[str]:
    """`word` folded, and as written with "aa" for å and "oe" for ø when it has them ("åtte": "atte", "aatte")."""
    folded = fold(word)
    other = fold(word.lower().translate(_NORDIC))
    return [folded] if other == folded else [folded, other]


def listed(text: str) -> list[str]:
    """A catalog's comma-separated words ("syv, syver"), folded, each way it is written."""
    return [spelt for word in text.split(",") if word.strip() for spelt in written(word)]


def and_words(words: Words) -> frozenset[str]:
    """The language's "and" (`table-typed-and`) and English's, folded: a list typed as it is said
    ("Ann, Bob og Cy") reads it as a comma."""
    said = listed(words("table-typed-and")) if words.has("table-typed-and") else []
    return frozenset({"and", *said})
