"""Naming a card of your hand: by position (`3`), short name (`9h`), long name (`nine of
hearts`, Danish `hjerter 9` or `ni hjerter`), or any shortening that fits one card only (`nine of
h`, `9 he`, `kin`, `jo`). A suit (`sp`, `hearts`) or a rank in the plural (`kings`) names the
cards of that suit or rank. A shortening that fits several cards is answered with the choices,
each card said before its number ("king of hearts, number 1; or king of clubs, number 3"); a
misspelling with "did you mean".

The English names and the braille deck's labels are always understood; the player's language
adds its own, read from its catalog (cards.ftl), so a Danish player may type either. A name is
read as speakers write it (typed.ftl): after an article ("le roi de pique", "en joker"), in one
word ("schoppenheer", "ristikuningas"), in a definite or inflected form ("otteren", "åttan",
"hjartaníu", "ristikuninkaan"), and without the letters a keyboard may lack ("coeur", "kloever",
"aatte", "thristur") or with a curly apostrophe ("d’étoile").
"""

from __future__ import annotations

import bisect
import difflib
import functools
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from shared_table.core.errors import AmbiguousInput, InvalidInput
from shared_table.core.message import Msg, msg
from shared_table.core.numbers import whole_number
from shared_table.core.words import Words
from shared_table.games.fivecrowns.card_words import capital, card_words
from shared_table.games.fivecrowns.cards import (
    ALL_FACES,
    RANKS,
    Card,
    Suit,
    card_msg,
    parse_card,
    rank_msg,
    rank_plural,
    rank_short,
    rank_word,
    ranks_msg,
    suit_msg,
)
from shared_table.games.fivecrowns.hand_listing import choice_words, numbered
from shared_table.i18n.languages import ENGLISH

_SUIT_NAMES: dict[str, Suit] = {
    name: suit for suit in Suit for name in (suit.word, suit.word[:-1], suit.short, suit.symbol)
}
_RANK_PLURALS: dict[str, int] = {rank_plural(rank): rank for rank in RANKS}
_VOCABULARY = sorted(
    {"of", "joker", "jokers", *_SUIT_NAMES, *_RANK_PLURALS, *(rank_word(rank) for rank in RANKS)} - {suit.symbol for suit in Suit}
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
    "pataakka"): how typed names are compared."""
    decomposed = unicodedata.normalize("NFKD", _HYPHEN_IN_A_WORD.sub("", " ".join(text.lower().split())).translate(_LETTERS))
    return "".join(char for char in decomposed if not unicodedata.combining(char))


def _written(word: str) -> list[str]:
    """`word` folded, and as written with "aa" for å and "oe" for ø when it has them ("åtte": "atte", "aatte")."""
    folded = fold(word)
    other = fold(word.lower().translate(_NORDIC))
    return [folded] if other == folded else [folded, other]


def _listed(text: str) -> list[str]:
    """A catalog's comma-separated words ("syv, syver"), folded, each way it is written."""
    return [spelt for word in text.split(",") if word.strip() for spelt in _written(word)]


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
    suits, plurals = dict(_SUIT_NAMES), dict(_RANK_PLURALS)
    ranks = {name: rank for rank in RANKS for name in (rank_word(rank), rank_short(rank).lower())}
    names = {card: tuple(_english_names(card)) for card in ALL_FACES}
    spoken = {word for spelt in names.values() for name in spelt for word in name.split()}
    jokers: tuple[str, ...] = ("jokers",)
    articles = tuple(dict.fromkeys([*_listed(words("fc-typed-articles")), *_ENGLISH_ARTICLES]))
    if not english:
        for suit in Suit:
            for name in [*_written(words.say(suit_msg(suit))), *_listed(words(f"fc-suit-words-{suit.word}"))]:
                suits.setdefault(name, suit)
        for rank in RANKS:
            said = [*_written(words.say(rank_msg(rank))), *_listed(words(f"fc-rank-words-{rank}"))]
            for name in [*said, *_listed(words("fc-typed-forms", rank=rank))]:
                ranks.setdefault(name, rank)
            for name in _written(words.say(ranks_msg(rank))):
                plurals.setdefault(name, rank)
        jokers += tuple(_listed(words("fc-joker-words")))
        compounds = words("fc-typed-compounds").strip().lower() == "yes"
        joker_forms = tuple(_listed(words("fc-typed-forms", rank="joker")))
        letters = {rank: _listed(words("fc-typed-letters", rank=rank)) for rank in RANKS}
        for card in ALL_FACES:
            said = _written(card_words(card, words))
            if card.suit is not None:  # the language's letter for a court card, with the deck's suit label: Danish "dsp"
                names[card] += tuple(f"{letter}{card.suit.short}" for letter in letters[card.rank])
            spoken.update(word for name in said for word in name.split())
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


def names_of(card: Card, words: Words) -> list[str]:
    """The spellings a card answers to, in lower case with single spaces."""
    return list(vocabulary(words).names[card])


def parse_named_card(text: str, words: Words) -> Card:
    """Any card by name, in the language or in English, or by its label ("hjerter 7", "syv hjerter",
    "7h", "seven of hearts"); `InvalidInput` otherwise."""
    given = text.strip()
    known = vocabulary(words)
    try:
        return parse_card(given)
    except AmbiguousInput:
        raise
    except InvalidInput:
        if known.english:
            bare = _without_article(" ".join(given.lower().split()), known)  # "the nine of hearts"
            if bare == " ".join(given.lower().split()):
                raise
            try:
                return parse_card(bare)
            except InvalidInput:
                pass
            raise
    key = fold(given)
    found = known.index.get(key) or known.index.get(_without_article(key, known))
    if found:
        return found[0]
    raise InvalidInput(msg("fc-no-card", given=given))


def parse_named_cards(texts: Iterable[str], words: Words) -> list[Card]:
    """Several cards by name: each text one card or several apart by commas or spaces ("hjerter 7, spar konge 9h")."""
    cards: list[Card] = []
    for text in texts:
        for chunk in re.split(r"[,;]", text):
            pieces = chunk.split()
            while pieces:
                for size in (4, 3, 2, 1):  # the longest name first: "le roi de pique", "seven of stars", "hjerter 7", "7h"
                    if size <= len(pieces):
                        try:
                            cards.append(parse_named_card(" ".join(pieces[:size]), words))
                        except InvalidInput:
                            if size == 1:
                                raise
                            continue
                        pieces = pieces[size:]
                        break
    return cards


def _fits(text: str, name: str) -> bool:
    """`text` begins `name`, or each of its words begins the matching word of `name`."""
    if name.startswith(text):
        return True
    words, name_words = text.split(), name.split()
    return len(words) == len(name_words) and all(b.startswith(a) for a, b in zip(words, name_words, strict=True))


def _named(key: str, faces: Sequence[Card], known: Vocabulary) -> list[Card]:
    """The cards among `faces` that `key` names: exactly, as a suit or plural rank, or as a shortening."""
    named = known.index.get(key, ())
    exact = [card for card in faces if card in named]
    if exact:
        return exact
    if key in known.suits:
        return [card for card in faces if card.suit is known.suits[key]]
    if key in known.plurals:
        return [card for card in faces if card.rank == known.plurals[key] and not card.is_joker]
    if key in known.jokers:
        return [card for card in faces if card.is_joker]
    first = key.split(" ", 1)[0]  # a name `key` shortens begins with its first word
    fitting: set[Card] = set()
    for name in known.spellings[bisect.bisect_left(known.spellings, first) :]:
        if not name.startswith(first):
            break
        if _fits(key, name):
            fitting.update(known.index[name])
    return [card for card in faces if card in fitting]


def _choices(cards: Sequence[Card], hand: Sequence[Card], words: Words) -> str:
    """"king of hearts, number 1; or king of clubs, number 3"."""
    return choice_words([numbered(card_words(card, words), hand.index(card) + 1, words) for card in cards], words)


def _corrected(key: str, known: Vocabulary) -> str:
    """`key` with each misspelt word replaced by the nearest word of a card's name ("nien" to "nine")."""
    vocabulary_words = _VOCABULARY if known.english else list(known.words)
    words = []
    for word in key.split():
        close = [] if word in vocabulary_words or len(word) < 3 else difflib.get_close_matches(word, vocabulary_words, n=1, cutoff=0.7)
        words.append(close[0] if close else word)
    return " ".join(words)


def _unwrapped(key: str, known: Vocabulary) -> str:
    """`key` without what the program's sentences put around a card's name: "the wild four of
    hearts" is "four of hearts", "six of clubs, number 4" is "4"; and without an article before
    it, as a speaker writes one: French "le roi de pique" is "roi de pique"."""
    found = known.numbered.match(key) if known.numbered is not None else None
    if found:
        return found.group(2)
    for before, after in known.wrappers:
        if key.startswith(before) and key.endswith(after) and len(key) > len(before) + len(after):
            inner = key[len(before) : len(key) - len(after)].strip(" ,")
            if inner:
                return _without_article(inner, known)
    return _without_article(key, known)


def _without_article(key: str, known: Vocabulary) -> str:
    """`key` without the article it begins with, when a name follows: "la dame de coeur" is "dame
    de coeur", "l'etoile" is "etoile", "en joker" is "joker"; "en" alone stays."""
    for article in known.articles:
        joined = article if article.endswith("'") else article + " "
        if key.startswith(joined) and key[len(joined) :].strip():
            return key[len(joined) :].strip()
    return key


def resolve_card(
    text: str,
    hand: Sequence[Card],
    holder: Msg | str | None = None,
    listing: str | None = None,
    *,
    words: Words,
    wild_rank: int | None = None,
) -> Card:
    """The card of `hand` (in listing order) that `text` names; InvalidInput or AmbiguousInput otherwise.

    A card's name as the program says it, typed back, names it ("the wild four of hearts"); with
    the round's `wild_rank`, "wild" names the wild card, or asks which when there are several.
    `holder` and `listing` word the errors: whose cards these are ("pile 3"; your hand when None),
    and the command that lists them, in the player's words (the hand command when None)."""
    given = text.strip().rstrip(".!?;:,").strip()  # dictation ends a name as a sentence: "the nine of hearts."
    known = vocabulary(words)
    key = re.sub(r"\s+", " ", given.lower()) if known.english else fold(given)
    place = _Place(words, holder, listing)
    if not key:
        raise InvalidInput(msg("fc-name-a-card"))
    if wild_rank is not None and key in known.wild:
        return _the_wild_card(given, hand, wild_rank, place)
    key = key if _named(key, list(dict.fromkeys(hand)), known) else _unwrapped(key, known)
    position = whole_number(key)
    if position is not None:
        if 1 <= position <= len(hand):
            return hand[position - 1]
        raise InvalidInput(msg("fc-no-position", given=key, holder=place.holder, count=len(hand), listing=place.listing))
    faces = list(dict.fromkeys(hand))
    fitting = _named(key, faces, known)
    if len(fitting) == 1:
        return fitting[0]
    if fitting:
        raise AmbiguousInput(msg("fc-card-ambiguous", given=given, choices=_choices(fitting, hand, words)))
    group = _group(key, known)
    if group:
        raise InvalidInput(place.none_held(group))
    try:
        card = parse_named_card(key, words)
    except InvalidInput:
        raise _unknown(given, key, hand, faces, place, known) from None
    raise InvalidInput(place.none_held(card_msg(card)))


def _the_wild_card(given: str, hand: Sequence[Card], wild_rank: int, place: _Place) -> Card:
    """The one wild card of `hand` (a joker or the round's wild rank); asked which when several."""
    wilds = [card for card in dict.fromkeys(hand) if card.is_wild(wild_rank)]
    if len(wilds) == 1:
        return wilds[0]
    if wilds:
        raise AmbiguousInput(msg("fc-card-ambiguous", given=given, choices=_choices(wilds, hand, place.words)))
    raise InvalidInput(place.none_held(msg("fc-wild-cards")))


def _group(key: str, known: Vocabulary) -> Msg | str:
    """A suit, a plural rank or the jokers, as its parts (a sentence may decline it: Finnish
    "Kädessäsi ei ole herttoja"), when `key` names one ("" otherwise)."""
    if key in known.suits:
        return suit_msg(known.suits[key])
    if key in known.plurals:
        return ranks_msg(known.plurals[key])
    if key in _RANK_PLURALS and known.english:
        return key
    return msg("fc-joker-plural") if key in known.jokers else ""


class _Place:
    """Whose cards these are, for the errors: your hand, or a pile named by the caller."""

    def __init__(self, words: Words, holder: Msg | str | None, listing: str | None) -> None:
        self.words = words
        self.yours = "yes" if holder is None else "no"
        self.holder = words.say(msg("fc-holder-hand") if holder is None else holder)
        self.listing = words("fc-cmd-hand") if listing is None else listing

    def none_held(self, what: Msg | str) -> Msg:
        """"You have no spades. Type hand to hear your cards." or the same of a pile."""
        return msg("fc-none-held", yours=self.yours, what=what, holder=capital(self.holder), listing=self.listing)


def _spellings(card: Card, known: Vocabulary, words: Words) -> list[str]:
    """A face's long name, in English and in the language, for a misspelling to be near."""
    return [card.long] if known.english else [card.long, fold(card_words(card, words))]


def _unknown(given: str, key: str, hand: Sequence[Card], faces: Sequence[Card], place: _Place, known: Vocabulary) -> InvalidInput:
    """No card is called that: say what it might have meant, else how cards are named."""
    words = place.words
    compact = {re.sub(r"\bof\b|\s", "", name): card for card in faces for name in _spellings(card, known, words)}
    close = difflib.get_close_matches(re.sub(r"\bof\b|\s", "", key), list(compact), n=1, cutoff=0.85)
    corrected = _corrected(key, known)
    meant = [compact[close[0]]] if close else _named(corrected, faces, known) if corrected != key else []
    if meant:
        return InvalidInput(msg("fc-did-you-mean", given=given, holder=place.holder, choices=_choices(meant, hand, words)))
    try:
        card = parse_named_card(corrected, words)
    except InvalidInput:
        return InvalidInput(msg("fc-no-such-card", given=given, holder=place.holder))
    return InvalidInput(
        msg("fc-meant-none", given=given, card=card_msg(card), yours=place.yours, holder=place.holder, listing=place.listing)
    )
