"""What a Skip-Bo player types, in English and in their own language: the words of the catalogs
(``sb-typed-*`` in locales/<code>/typed.ftl, and the card names every language says) turned into
the English words the parser reads. "spil syver til 2" becomes "syver to 2", then a seven onto
building pile 2; English is always understood too, so "play 7 to 2" works in every language.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from shared_table.core.words import Words
from shared_table.i18n.words import words_for

CATALOGS = ("shared_table.games.skipbo",)

CONCEPTS = {"to": "to", "stock": "stock", "discard": "discard", "building": "building", "pile": "pile",
            "building-pile": "building pile", "discard-pile": "discard pile", "hand": "hand", "for": "for", "me": "me",
            "toll": "toll", "coin": "coin", "wild": "sb"}
"""Each concept's catalog message (``sb-typed-<concept>``) and the English word it becomes."""

HIGHEST = 12


@dataclass(frozen=True)
class Vocabulary:
    """The words one language (and English) types for Skip-Bo: phrases to their English word, and
    number words to their numbers."""

    phrases: dict[tuple[str, ...], str]
    numbers: dict[str, int]
    longest: int

    @property
    def wild(self) -> frozenset[str]:
        return frozenset({"sb"})

    @property
    def coin(self) -> frozenset[str]:
        return frozenset({"coin"})

    def canonical(self, text: str) -> str:
        """`text` in lower case with the language's words for piles, "to", the toll and the Skip-Bo
        card replaced by the English ones (longest phrase first); numbers and names left as typed."""
        words = text.strip().lower().split()
        out: list[str] = []
        at = 0
        while at < len(words):
            for size in range(min(self.longest, len(words) - at), 0, -1):
                found = self.phrases.get(tuple(words[at:at + size]))
                if found is not None:
                    out.append(found)
                    at += size
                    break
            else:
                out.append(words[at])
                at += 1
        return " ".join(out)


def _alternatives(text: str) -> list[str]:
    return [" ".join(part.lower().split()) for part in text.split(",") if part.strip()]


def _add(words: Words, phrases: dict[tuple[str, ...], str], numbers: dict[str, int]) -> None:
    for concept, english in CONCEPTS.items():
        for phrase in _alternatives(words(f"sb-typed-{concept}")):
            phrases[tuple(phrase.split())] = english
    for phrase in _alternatives(words("sb-card-name", number=0, toll=0)) + _alternatives(words("sb-number", number=0)):
        phrases[tuple(phrase.split())] = "sb"
    for number in range(1, HIGHEST + 1):
        said = [words("sb-number", number=number), *_alternatives(words("sb-typed-number", number=number))]
        for word in said:
            numbers[" ".join(word.lower().split())] = number


@functools.lru_cache(maxsize=16)
def _vocabulary(code: str) -> Vocabulary:
    phrases: dict[tuple[str, ...], str] = {}
    numbers: dict[str, int] = {}
    for language in dict.fromkeys(("en", code)):  # the language's own words win over English ones
        _add(words_for(language, CATALOGS), phrases, numbers)
    return Vocabulary(phrases, numbers, max(len(phrase) for phrase in phrases))


def vocabulary(words: Words | None = None) -> Vocabulary:
    """English and the language of `words` (English alone when None)."""
    return _vocabulary(words.code if words is not None else "en")


def first(words: Words, concept: str) -> str:
    """The language's first word for a concept, for examples: "til" for to in Danish."""
    return _alternatives(words(f"sb-typed-{concept}"))[0]
