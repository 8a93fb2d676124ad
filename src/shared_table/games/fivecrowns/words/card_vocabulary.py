"""The card vocabulary: the words each card answers to in a language, built once per language.

`vocabulary` holds a card's names in English and as the language's catalogs say them
(cards.ftl), and as its speakers write them (typed.ftl): after an article, in one word, in a
definite or inflected form, with the language's own letter for a court card, and without the
letters a keyboard may lack (`fold`); words/reading_typed_cards.py resolves what a person typed
with it.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass

from shared_table.core.typed_words import fold, listed, written
from shared_table.core.words import Words
from shared_table.games.fivecrowns.rules.cards import (
    ALL_FACES,
    RANKS,
    Card,
    Suit,
    rank_msg,
    rank_plural,
    rank_short,
    rank_word,
    ranks_msg,
    suit_msg,
)
from shared_table.games.fivecrowns.words.saying_cards import card_words
from shared_table.i18n.languages import ENGLISH

_SUIT_NAMES: dict[str, Suit] = {
    name: suit for suit in Suit for name in (suit.word, suit.word[:-1], suit.short, suit.symbol)
}
RANK_PLURALS: dict[str, int] = {rank_plural(rank): rank for rank in RANKS}
NUMBERED_RANKS = 10
"""The ranks up to ten have a number on the card, which players type for the word ("9 de cœur")."""
ENGLISH_CARD_WORDS = sorted(
    {"of", "joker", "jokers", *_SUIT_NAMES, *RANK_PLURALS, *(rank_word(rank) for rank in RANKS)} - {suit.symbol for suit in Suit}
)
"""The words a card's long name is made of, for correcting misspellings ("nien" is "nine")."""


def _english_names(card: Card) -> list[str]:
    if card.is_joker:
        return ["joker", "jk"]
    assert card.suit is not None
    ranks = [rank_word(card.rank), rank_short(card.rank).lower()]
    suits = [card.suit.word, card.suit.short, card.suit.symbol]
    names = [f"{rank}{suit}" for rank in ranks[1:] for suit in suits[1:]]
    names += [f"{rank} of {suit}" for rank in ranks for suit in suits[:1]]
    names += [f"{rank} {suit}" for rank in ranks for suit in suits]
    return names


@dataclass(frozen=True)
class Vocabulary:
    """The words a language names cards with, English's included."""

    english: bool
    suits: dict[str, Suit]  # a suit's words: names, labels, symbols
    ranks: dict[str, int]  # a rank's words in the singular, digits and letters
    plurals: dict[str, int]  # a rank's words in the plural ("kings")
    jokers: tuple[str, ...]  # "jokers": every joker
    names: dict[Card, tuple[str, ...]]  # the spellings each face answers to
    words: tuple[str, ...]  # every word of a card's name, for correcting misspellings
    wrappers: tuple[tuple[str, str], ...]  # what a sentence puts around a card's name ("the ", "a wild "), folded
    wild: frozenset[str]  # the words for "the wild cards" ("wild", "the wild")
    numbered: re.Pattern[str] | None  # a card and its number as a listing says them ("six of clubs, number 4")
    articles: tuple[str, ...]  # words before a name that say nothing of the card ("the", French "l'"), folded
    index: dict[str, tuple[Card, ...]]  # each spelling to the faces it names (in ALL_FACES order): `names` turned round
    spellings: tuple[str, ...]  # every spelling, sorted: those a shortening begins are found by bisection


@functools.lru_cache(maxsize=16)
def vocabulary(words: Words) -> Vocabulary:
    """The card words of `words`' language and of English (the language's only, when it is English)."""
    english = words.code == ENGLISH.code
    suits, plurals = dict(_SUIT_NAMES), dict(RANK_PLURALS)
    ranks = {name: rank for rank in RANKS for name in (rank_word(rank), rank_short(rank).lower())}
    names = {card: tuple(_english_names(card)) for card in ALL_FACES}
    spoken = {word for spelt in names.values() for name in spelt for word in name.split()}
    jokers: tuple[str, ...] = ("jokers",)
    articles = tuple(dict.fromkeys([*listed(words("fc-typed-articles")), *_ENGLISH_ARTICLES]))
    if not english:
        for suit in Suit:
            for name in [*written(words.say(suit_msg(suit))), *listed(words(f"fc-suit-words-{suit.word}"))]:
                suits.setdefault(name, suit)
        for rank in RANKS:
            said = [*written(words.say(rank_msg(rank))), *listed(words(f"fc-rank-words-{rank}"))]
            for name in [*said, *listed(words("fc-typed-forms", rank=rank))]:
                ranks.setdefault(name, rank)
            for name in written(words.say(ranks_msg(rank))):
                plurals.setdefault(name, rank)
        jokers += tuple(listed(words("fc-joker-words")))
        compounds = words("fc-typed-compounds").strip().lower() == "yes"
        joker_forms = tuple(listed(words("fc-typed-forms", rank="joker")))
        letters = {rank: listed(words("fc-typed-letters", rank=rank)) for rank in RANKS}
        for card in ALL_FACES:
            said = written(card_words(card, words))
            if card.suit is not None:  # the language's letter for a court card, with the deck's suit label: Danish "dsp"
                names[card] += tuple(f"{letter}{label}" for letter in letters[card.rank] for label in (card.suit.short, card.suit.symbol))
            spoken.update(word for name in said for word in name.split())
            if card.suit is not None and card.rank <= NUMBERED_RANKS:  # "9 de cœur": the digit where the name has the word
                rank_word_said = written(words.say(rank_msg(card.rank)))[0]
                said = [*said, *(re.sub(rf"\b{re.escape(rank_word_said)}\b", str(card.rank), name, count=1)
                                 for name in said if re.search(rf"\b{re.escape(rank_word_said)}\b", name))]
            names[card] += tuple(said) + _language_names(card, suits, ranks, compounds) + (joker_forms if card.is_joker else ())
    # the words of the names as said, not of every order and compound made of the suit and rank words
    vocabulary_words = {"of", *suits, *plurals, *ranks, *jokers, *spoken}
    vocabulary_words -= {suit.symbol for suit in Suit}
    wrappers, wild = _said_around(words, articles)
    index: dict[str, tuple[Card, ...]] = {}
    for card, spelt in names.items():
        for name in dict.fromkeys(spelt):
            index[name] = (*index.get(name, ()), card)
    return Vocabulary(
        english, suits, ranks, plurals, jokers, names, tuple(sorted(vocabulary_words)), wrappers, wild, _numbered_around(words),
        articles, index, tuple(sorted(index)),
    )


_PLACE = "\ue000"
"""Where a card's name goes when a sentence is rendered to see what it says around it."""
_ENGLISH_WRAPPERS = (("the wild ", ""), ("a wild ", ""), ("wild ", ""))
"""English's words around a wild card's name, understood in every language (its articles are in `_ENGLISH_ARTICLES`)."""
_ENGLISH_ARTICLES = ("the", "a", "an")
"""English's articles, understood before a card's name in every language (typed.ftl's fc-typed-articles adds the language's)."""
_ENGLISH_WILD = ("wild", "wilds", "the wild", "a wild", "wild card", "wild cards", "the wild card", "a wild card")


def _around(words: Words, message: str) -> tuple[str, str]:
    """What `message` says before and after the card's name, folded ("the wild ", "")."""
    before, _, after = words(message, card=_PLACE, rank=3).partition(_PLACE)  # a card of rank 3: French "le"
    return fold(before) + (" " if before.endswith(" ") else ""), (" " if after.startswith(" ") else "") + fold(after)


def _said_around(words: Words, articles: Sequence[str]) -> tuple[tuple[tuple[str, str], ...], frozenset[str]]:
    """How the program's sentences wrap a card's name, so that a name typed back as heard
    ("the wild four of hearts", Icelandic "fjarki, sem gildir allt") names the card; and the
    words that name the wild cards as a group ("wild", Danish "trumf", the hand's group name)."""
    wrappers = list(_ENGLISH_WRAPPERS)
    wild = set(_ENGLISH_WILD)
    for message in ("fc-the-wild", "fc-a-wild", "fc-the-card"):
        before, after = _around(words, message)
        if (before, after) != ("", ""):
            wrappers.append((before, after))
        if message != "fc-the-card":
            wild.update(part.strip(" ,") for part in (before, after) if part.strip(" ,"))
    wild.add(fold(words("fc-group-wild")))
    # and without its article: French "le Bonus" is typed "bonus", Dutch "de wisselende joker" "wisselende joker"
    wild |= {said.split(" ", 1)[1] for said in wild if " " in said and said.split(" ", 1)[0] in articles}
    return tuple(dict.fromkeys(wrappers)), frozenset(wild)


def _numbered_around(words: Words) -> re.Pattern[str] | None:
    """A listing's "six of clubs, number 4" as a pattern whose second group is the number (None
    when the language says no words between a card and its number)."""
    rendered = fold(words("fc-numbered", card=_PLACE, number="987654"))
    before, _, rest = rendered.partition(_PLACE)
    middle, _, after = rest.partition("987654")
    if not middle:
        return None
    return re.compile(re.escape(before) + r"(.+?)" + re.escape(middle.strip()) + r"\s*(\d+)" + re.escape(after.strip()) + "$")


def _language_names(card: Card, suits: dict[str, Suit], ranks: dict[str, int], compounds: bool) -> tuple[str, ...]:
    """A face's names in the language besides the catalog's: its suit and rank words (and the
    rank's other forms) either way round, and with `compounds` the suit and rank as one word
    ("schoppenheer", "hjartaníu")."""
    if card.is_joker:
        return ()
    suit_words = [word for word, suit in suits.items() if suit is card.suit and len(word) > 1 and word.isalpha()]
    rank_words = [word for word, rank in ranks.items() if rank == card.rank]
    both = [f"{suit} {rank}" for suit in suit_words for rank in rank_words]
    both += [f"{rank} {suit}" for rank in rank_words for suit in suit_words]
    if compounds:
        both += [f"{suit}{rank}" for suit in suit_words for rank in rank_words if rank.isalpha()]
    return tuple(dict.fromkeys(both))
