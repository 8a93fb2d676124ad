"""Reading what a Skip-Bo player types, in English and in their own language: words and cards.

The words of the catalogs (``sb-typed-*`` in locales/<code>/typed.ftl, and the card names every
language says) are turned into the English words the parser reads, and a card is read by
`parse_card`. "spil syver til 2" becomes "syver to 2", then a seven onto building pile 2; English
is always understood too, so "play 7 to 2" works in every language.

A card is read as the program says it, typed back: after the article its sentences put before a
number ("jouer un cinq", "spil en femmer", "de vijf"; read from ``sb-a-number`` and
``sb-card-name``), and in the definite form ("spil femmeren"). A word typed without its accents
or with a curly apostrophe ("defausse", "d’une") is the same word.
"""

from __future__ import annotations

import functools
import unicodedata
from dataclasses import dataclass

from shared_table.core.errors import InvalidInput
from shared_table.core.message import msg
from shared_table.core.numbers import whole_number
from shared_table.core.words import Words
from shared_table.games.skipbo.rules.cards import HIGHEST, SKIP_BO, Card
from shared_table.i18n.words import words_for

CATALOGS = ("shared_table.games.skipbo",)

CONCEPTS = {"to": "to", "stock": "stock", "discard": "discard", "building": "building", "pile": "pile",
            "building-pile": "building pile", "discard-pile": "discard pile", "hand": "hand", "for": "for", "me": "me",
            "toll": "toll", "coin": "coin", "wild": "sb", "as": "as"}
"""Each concept's catalog message (``sb-typed-<concept>``) and the English word it becomes."""

OWN_PILES = frozenset({"stock", "discard", "discard pile", "hand", "pile"})
"""The English words of a player's own places, which "me" ("my", "din", "je") may stand before."""

ENGLISH_ARTICLES = (("the",),)
"""English's "the" before a card ("play the five"); "a" and "an" are read from ``sb-a-number``."""

_APOSTROPHES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u02bc": "'", "`": "'", "\u00b4": "'"})


@dataclass(frozen=True)
class Vocabulary:
    """The words one language (and English) types for Skip-Bo: phrases to their English word, and
    number words to their numbers."""

    phrases: dict[tuple[str, ...], str]
    numbers: dict[str, int]
    longest: int
    articles: frozenset[tuple[str, ...]] = frozenset()  # what stands before a card's number word ("un", "une carte")

    @property
    def wild(self) -> frozenset[str]:
        return frozenset({"sb"})

    @property
    def coin(self) -> frozenset[str]:
        return frozenset({"coin"})

    def canonical(self, text: str) -> str:
        """`text` in lower case with the language's words for piles, "to", the toll and the Skip-Bo
        card replaced by the English ones (longest phrase first), and an article before a card's
        number word dropped ("un cinq" is "cinq"); numbers and names left as typed."""
        words = text.strip().lower().translate(_APOSTROPHES).split()
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
                article = self._article_at(words, at)
                if article:
                    at += article
                    continue
                out.append(words[at])
                at += 1
        # "my stock", "din kasthög", "je aflegstapel": a player's own pile is the pile ("me" before it says nothing more)
        out = [word for at, word in enumerate(out) if not (word == "me" and at + 1 < len(out) and out[at + 1] in OWN_PILES)]
        # "als zes", "som en sekser", "as a six": what a Skip-Bo card stands for is the pile's next number, so it says nothing more
        out = [word for at, word in enumerate(out) if not self._stands_for(out, at)]
        return " ".join(out)

    def _stands_for(self, words: list[str], at: int) -> bool:
        """Whether `words[at]` is "as" before a number, or that number after it."""
        def is_number(word: str) -> bool:
            return word in self.numbers or whole_number(word) is not None
        if words[at] == "as":
            return at + 1 < len(words) and is_number(words[at + 1])
        return at > 0 and words[at - 1] == "as" and is_number(words[at])

    def _article_at(self, words: list[str], at: int) -> int:
        """How many words of an article begin at `at` before a card's number word or the Skip-Bo
        card ("un" of "un cinq", "une carte" of "une carte Skip-Bo", "le" of "le 12"); 0 when none
        does. Before a digit an article that is also a number stays: Danish "en 2" is a one and pile 2."""
        for size in (2, 1):
            article = tuple(words[at:at + size])
            if article in self.articles and at + size < len(words):
                following = words[at + size]
                if following in self.numbers or self.phrases.get((following,)) == "sb" or self._wild_at(words, at + size):
                    return size
                if following.isdigit() and " ".join(article) not in self.numbers:
                    return size
        return 0

    def _wild_at(self, words: list[str], at: int) -> bool:
        """Whether a name of the Skip-Bo card begins at `at` ("carte skip-bo")."""
        return any(self.phrases.get(tuple(words[at:at + size])) == "sb" for size in range(1, self.longest + 1))


def _alternatives(text: str) -> list[str]:
    return [" ".join(part.lower().translate(_APOSTROPHES).split()) for part in text.split(",") if part.strip()]


def _unaccented(text: str) -> str:
    """`text` without its accents ("défausse" is "defausse", "åtta" "atta"), as a keyboard without them types it."""
    return "".join(char for char in unicodedata.normalize("NFKD", text) if not unicodedata.combining(char))


def _add(words: Words, phrases: dict[tuple[str, ...], str], numbers: dict[str, int], articles: set[tuple[str, ...]]) -> None:
    for concept, english in CONCEPTS.items():
        for phrase in _alternatives(words(f"sb-typed-{concept}")):
            phrases[tuple(phrase.split())] = english
    for message in ("sb-card-name", "sb-number", "sb-a-number"):  # "Skip-Bo-kortet", "Skip-Bo-kort", "et Skip-Bo-kort"
        for phrase in _alternatives(words(message, number=0, toll=0)):
            phrases[tuple(phrase.split())] = "sb"
    for number in range(1, HIGHEST + 1):
        word = " ".join(words("sb-number", number=number).lower().split())
        said = [word, *_alternatives(words("sb-typed-number", number=number))]
        for typed in said:
            numbers[typed] = number
        for sentence in (words("sb-card-name", number=number, toll=0), words("sb-a-number", number=number)):
            heard = _alternatives(sentence)[0].split()  # "un cinq", "le cinq", "femmeren", "en femmer"
            if heard[-len(word.split()):] == word.split() and len(heard) > len(word.split()):
                articles.add(tuple(heard[: -len(word.split())]))
            elif len(heard) == 1:
                numbers.setdefault(heard[0], number)


def _unaccented_too(phrases: dict[tuple[str, ...], str], numbers: dict[str, int]) -> None:
    """Each phrase and number word also without its accents, where that is no other word (Finnish
    "käsi", the hand, is not "kasi", an eight)."""
    for phrase, english in list(phrases.items()):
        bare = tuple(_unaccented(word) for word in phrase)
        if " ".join(bare) not in numbers:
            phrases.setdefault(bare, english)
    for word, number in list(numbers.items()):
        if (_unaccented(word),) not in phrases:
            numbers.setdefault(_unaccented(word), number)


@functools.lru_cache(maxsize=16)
def _vocabulary(code: str) -> Vocabulary:
    phrases: dict[tuple[str, ...], str] = {}
    numbers: dict[str, int] = {}
    articles: set[tuple[str, ...]] = set(ENGLISH_ARTICLES)
    for language in dict.fromkeys(("en", code)):  # the language's own words win over English ones
        _add(words_for(language, CATALOGS), phrases, numbers, articles)
    _unaccented_too(phrases, numbers)
    return Vocabulary(phrases, numbers, max(len(phrase) for phrase in phrases), frozenset(articles))


def vocabulary(words: Words | None = None) -> Vocabulary:
    """English and the language of `words` (English alone when None)."""
    return _vocabulary(words.code if words is not None else "en")


def first(words: Words, concept: str) -> str:
    """The language's first word for a concept, for examples: "til" for to in Danish."""
    return next(iter(_alternatives(words(f"sb-typed-{concept}"))), "")  # "" where the language has no word (Finnish "as": a case)


def said_back(text: str, words: Words) -> str:
    """What `canonical` made English of a typed line, in the language's words again, for a refusal
    that quotes it ("building pile 5" is "pile de construction 5" in French): a person never hears
    our internal English (issue 42). English text is left as it is."""
    if words.code == "en":
        return text
    by_english = sorted(((english.split(), words("sb-number", number=0, toll=0) if concept == "wild" else first(words, concept) or english)
                         for concept, english in CONCEPTS.items()), key=lambda pair: -len(pair[0]))
    typed, out, at = text.split(), [], 0
    while at < len(typed):
        for english, said in by_english:
            if [word.lower() for word in typed[at:at + len(english)]] == english:
                out.append(said)
                at += len(english)
                break
        else:
            out.append(typed[at])
            at += 1
    return " ".join(out)


def parse_card(text: str, words: Words | None = None) -> Card:
    """A card from "7", "seven", "7t2", "seven toll 2", "sb", "Skip-Bo" or "wild", in English or in
    the language of `words` ("syv" or "syver", "syv afgift 2"); InvalidInput saying what would work."""
    vocab = vocabulary(words)
    key = vocab.canonical(text)
    if key in vocab.wild:
        return SKIP_BO
    number_part, toll = key, 0
    for marker in ("t", " toll "):
        if marker in key and key.split(marker)[0].strip():
            head, _, tail = key.partition(marker)
            tail = " ".join(word for word in tail.split() if word not in vocab.coin)
            paid = whole_number(tail)
            if paid is not None or tail in vocab.numbers:
                number_part, toll = head.strip(), paid if paid is not None else vocab.numbers[tail]
                break
    number = whole_number(number_part)
    number = vocab.numbers.get(number_part) if number is None else number
    if number is None or not 1 <= number <= HIGHEST:
        raise InvalidInput(msg("sb-error-no-card", given=text.strip()))
    return Card(number, toll)
