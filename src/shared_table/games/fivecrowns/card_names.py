"""Naming a card of your hand: by position (`3`), short name (`9h`), long name (`nine of
hearts`), or any shortening that fits one card only (`nine of h`, `9 he`, `kin`, `jo`).
A suit (`sp`, `hearts`) or a rank in the plural (`kings`) names the cards of that suit or rank.
A shortening that fits several cards is answered with the choices, each card said before its
number ("king of hearts, number 1; or king of clubs, number 3"); a misspelling with "did you mean".
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence

from shared_table.core.errors import AmbiguousInput, InvalidInput
from shared_table.games.fivecrowns.cards import RANKS, Card, Suit, parse_card, rank_plural, rank_short, rank_word
from shared_table.games.fivecrowns.hand_listing import choice_words, numbered

_SUIT_NAMES: dict[str, Suit] = {
    name: suit for suit in Suit for name in (suit.word, suit.word[:-1], suit.short, suit.symbol)
}
_RANK_PLURALS: dict[str, int] = {rank_plural(rank): rank for rank in RANKS}
_VOCABULARY = sorted(
    {"of", "joker", "jokers", *_SUIT_NAMES, *_RANK_PLURALS, *(rank_word(rank) for rank in RANKS)} - {suit.symbol for suit in Suit}
)
"""The words a card's long name is made of, for correcting misspellings ("nien" is "nine")."""


def names_of(card: Card) -> list[str]:
    """The spellings a card answers to, in lower case with single spaces."""
    if card.is_joker:
        return ["joker", "jk"]
    assert card.suit is not None
    ranks = [rank_word(card.rank), rank_short(card.rank).lower()]
    suits = [card.suit.word, card.suit.short, card.suit.symbol]
    names = [f"{rank}{suit}" for rank in ranks[1:] for suit in suits[1:]]
    names += [f"{rank} of {suit}" for rank in ranks for suit in suits[:1]]
    names += [f"{rank} {suit}" for rank in ranks for suit in suits]
    return names


def _fits(text: str, name: str) -> bool:
    """`text` begins `name`, or each of its words begins the matching word of `name`."""
    if name.startswith(text):
        return True
    words, name_words = text.split(), name.split()
    return len(words) == len(name_words) and all(b.startswith(a) for a, b in zip(words, name_words, strict=True))


def _named(key: str, faces: Sequence[Card]) -> list[Card]:
    """The cards among `faces` that `key` names: exactly, as a suit or plural rank, or as a shortening."""
    exact = [card for card in faces if key in names_of(card)]
    if exact:
        return exact
    if key in _SUIT_NAMES:
        return [card for card in faces if card.suit is _SUIT_NAMES[key]]
    if key in _RANK_PLURALS:
        return [card for card in faces if card.rank == _RANK_PLURALS[key] and not card.is_joker]
    if key == "jokers":
        return [card for card in faces if card.is_joker]
    return [card for card in faces if any(_fits(key, name) for name in names_of(card))]


def _choices(cards: Sequence[Card], hand: Sequence[Card]) -> str:
    """"king of hearts, number 1; or king of clubs, number 3"."""
    return choice_words([numbered(card.long, hand.index(card) + 1) for card in cards])


def _corrected(key: str) -> str:
    """`key` with each misspelt word replaced by the nearest word of a card's name ("nien" to "nine")."""
    words = []
    for word in key.split():
        close = [] if word in _VOCABULARY or len(word) < 3 else difflib.get_close_matches(word, _VOCABULARY, n=1, cutoff=0.7)
        words.append(close[0] if close else word)
    return " ".join(words)


def resolve_card(text: str, hand: Sequence[Card], holder: str = "your hand", listing: str = "hand") -> Card:
    """The card of `hand` (in listing order) that `text` names; InvalidInput or AmbiguousInput otherwise.

    `holder` and `listing` word the errors: whose cards these are, and the command that lists them."""
    given = text.strip()
    key = re.sub(r"\s+", " ", given.lower())
    if not key:
        raise InvalidInput("Name a card: its number in your hand listing, like 3, or its name, like 9h or nine of hearts.")
    if key.isdigit():
        position = int(key)
        if 1 <= position <= len(hand):
            return hand[position - 1]
        raise InvalidInput(f"No card {position}: {holder} has cards 1 to {len(hand)}. Type {listing} to hear them.")
    faces = list(dict.fromkeys(hand))
    fitting = _named(key, faces)
    if len(fitting) == 1:
        return fitting[0]
    if fitting:
        raise AmbiguousInput(f'"{given}" could be {_choices(fitting, hand)}. Say which, by number or full name.')
    group = _SUIT_NAMES[key].word if key in _SUIT_NAMES else key if key in _RANK_PLURALS or key == "jokers" else ""
    if group:
        raise InvalidInput(_none_held(group, holder, listing))
    try:
        card = parse_card(key)
    except InvalidInput:
        raise _unknown(given, key, hand, faces, holder, listing) from None
    raise InvalidInput(_none_held(card.long, holder, listing))


def _none_held(what: str, holder: str, listing: str) -> str:
    """"You have no spades. Type hand to hear your cards." or the same of a pile."""
    if holder == "your hand":
        return f"You have no {what}. Type hand to hear your cards."
    return f"{holder[0].upper()}{holder[1:]} has no {what}. Type {listing} to hear them."


def _unknown(given: str, key: str, hand: Sequence[Card], faces: Sequence[Card], holder: str, listing: str) -> InvalidInput:
    """No card is called that: say what it might have meant, else how cards are named."""
    compact = {re.sub(r"\bof\b|\s", "", card.long): card for card in faces}  # "tenspades" is the ten of spades
    close = difflib.get_close_matches(re.sub(r"\bof\b|\s", "", key), list(compact), n=1, cutoff=0.85)
    corrected = _corrected(key)
    meant = [compact[close[0]]] if close else _named(corrected, faces) if corrected != key else []
    if meant:
        return InvalidInput(f'No card "{given}" in {holder}: did you mean {_choices(meant, hand)}?')
    try:
        card = parse_card(corrected)
    except InvalidInput:
        return InvalidInput(f'No card "{given}" in {holder}. Name it by number, like 3, or by name, like 9h or nine of hearts.')
    who = "you have none" if holder == "your hand" else f"{holder} has none"
    return InvalidInput(f'No card "{given}": if you meant the {card.long}, {who}. Type {listing} to hear {_yours(holder)}.')


def _yours(holder: str) -> str:
    return "your cards" if holder == "your hand" else "them"
