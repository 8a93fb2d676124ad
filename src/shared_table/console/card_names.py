"""Naming a card of your hand: by position (`3`), short name (`9h`), long name (`nine of
hearts`), or any shortening that fits one card only (`nine of h`, `9 he`, `kin`, `jo`).
A shortening that fits several cards is answered with the choices.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from shared_table.core.errors import AmbiguousInput, InvalidInput
from shared_table.games.fivecrowns.cards import Card, parse_card, rank_short, rank_word


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


def resolve_card(text: str, hand: Sequence[Card], holder: str = "your hand", listing: str = "hand") -> Card:
    """The card of `hand` (in listing order) that `text` names; InvalidInput or AmbiguousInput otherwise.

    `holder` and `listing` word the errors: whose cards these are, and the command that lists them."""
    key = re.sub(r"\s+", " ", text.strip().lower())
    if not key:
        raise InvalidInput("Name a card: its number in your hand listing, like 3, or its name, like 9h or nine of hearts.")
    if key.isdigit():
        position = int(key)
        if 1 <= position <= len(hand):
            return hand[position - 1]
        raise InvalidInput(f"No card {position}: {holder} has cards 1 to {len(hand)}. Type {listing} to hear them.")
    faces = list(dict.fromkeys(hand))
    exact = [card for card in faces if key in names_of(card)]
    fitting = exact or [card for card in faces if any(_fits(key, name) for name in names_of(card))]
    if len(fitting) == 1:
        return fitting[0]
    if fitting:
        choices = ", ".join(f"{hand.index(card) + 1} {card.long}" for card in fitting)
        raise AmbiguousInput(f'"{text.strip()}" could be {choices}. Say which, by number or full name.')
    try:
        card = parse_card(key)
    except InvalidInput:
        raise InvalidInput(
            f'No card "{text.strip()}" in {holder}. Name it by number, like 3, or by name, like 9h or nine of hearts.'
        ) from None
    if holder == "your hand":
        raise InvalidInput(f"You have no {card.long}. Type hand to hear your cards.")
    raise InvalidInput(f"{holder[0].upper()}{holder[1:]} has no {card.long}. Type {listing} to hear them.")
