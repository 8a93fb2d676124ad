"""Reading typed cards: which card of the hand, or of the deck, a typed line names.

A card of your hand is named by position (`3`), short name (`9h`), long name (`nine of
hearts`, Danish `hjerter 9` or `ni hjerter`), or any shortening that fits one card only (`nine of
h`, `9 he`, `kin`, `jo`). A suit (`sp`, `hearts`) or a rank in the plural (`kings`) names the
cards of that suit or rank. A shortening that fits several cards is answered with the choices,
each card said before its number ("king of hearts, number 1; or king of clubs, number 3"); a
misspelling with "did you mean".

The English names and the braille deck's labels are always understood; the player's language
adds its own, so a Danish player may type either. Which words name which card, in each language
and as its speakers write them ("le roi de pique", "schoppenheer", "hjartaníu", "coeur"), is
words/card_vocabulary.py's; here is what a typed line names among the cards at hand.
"""

from __future__ import annotations

import bisect
import difflib
import re
from collections.abc import Iterable, Sequence

from shared_table.core.errors import AmbiguousInput, InvalidInput
from shared_table.core.message import Msg, msg
from shared_table.core.numbers import whole_number
from shared_table.core.typed_words import and_words, fold
from shared_table.core.words import Words
from shared_table.games.fivecrowns.rules.cards import (
    Card,
    card_msg,
    parse_card,
    ranks_msg,
    suit_msg,
)
from shared_table.games.fivecrowns.words.card_vocabulary import ENGLISH_CARD_WORDS, RANK_PLURALS, Vocabulary, vocabulary
from shared_table.games.fivecrowns.words.hand_listing import choice_words, numbered
from shared_table.games.fivecrowns.words.saying_cards import capital, card_words


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
    joining = and_words(words)
    for text in texts:
        for chunk in re.split(r"[,;]", text):
            pieces = [piece for piece in chunk.split() if fold(piece) not in joining]  # "dronning og joker"
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
    if exact or named:
        return exact  # a whole name of a card not at hand begins no other: Dutch "hartenkoning" is no "hartenkoningin"
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
    vocabulary_words = ENGLISH_CARD_WORDS if known.english else list(known.words)
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
    rank = _rank_after_article(given, key, known)
    if rank is not None:  # "leg de 4 af", "jette le 5": the article says a card is named by its rank, not its place
        return _of_rank(given, rank, hand, words, place)
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


def _rank_after_article(given: str, key: str, known: Vocabulary) -> int | None:
    """The rank `given` names as an article and digits ("de 4", "le 12", "the 7"); None for
    anything else (a bare "4" is the fourth card)."""
    typed = fold(given) if not known.english else " ".join(given.lower().split())
    number = whole_number(key)
    if number is None or typed == key or _without_article(typed, known) != key or not 3 <= number <= 13:
        return None
    return number


def _of_rank(given: str, rank: int, hand: Sequence[Card], words: Words, place: _Place) -> Card:
    """The one card of `hand` of `rank`, or which of several; none held said as the rank."""
    fitting = [card for card in dict.fromkeys(hand) if card.rank == rank and not card.is_joker]
    if len(fitting) == 1:
        return fitting[0]
    if fitting:
        raise AmbiguousInput(msg("fc-card-ambiguous", given=given, choices=_choices(fitting, hand, words)))
    raise InvalidInput(place.none_held(ranks_msg(rank)))


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
    if key in RANK_PLURALS and known.english:
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
