"""A hand read aloud: grouped by suit (or in rank order), wilds and jokers last, each card
with the position number the player can name it by.

"Your hand, 6 cards. Stars: three, number 1; nine, number 2. Hearts: jack, number 3.
Wild: six of clubs, number 4; joker, number 5; joker, number 6."

The card comes first and its number after, with "number" before it: a number said right
before a card's name ("1 three, 2 nine") is heard as a count.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import StrEnum

from shared_table.games.fivecrowns.cards import Card, rank_plural, rank_word


class HandOrder(StrEnum):
    """How a hand is listed, and so what its position numbers mean."""

    SUIT = "suit"
    RANK = "rank"


def ordered_hand(hand: Iterable[Card], wild_rank: int, order: HandOrder = HandOrder.SUIT) -> list[Card]:
    """The hand in listing order: naturals by suit then rank (or rank then suit), then wilds, then jokers."""

    def key(card: Card) -> tuple[int, int, int]:
        if card.is_joker:
            return (2, 0, 0)
        suit = int(card.suit) if card.suit is not None else 0
        if card.is_wild(wild_rank):
            return (1, suit, 0)
        return (0, suit, card.rank) if order is HandOrder.SUIT else (0, card.rank, suit)

    return sorted(hand, key=key)


def spoken_card(card: Card, wild_rank: int, article: str = "the") -> str:
    """"the nine of hearts", "a wild six of clubs", "a joker"."""
    if card.is_joker:
        return "a joker"
    if card.is_wild(wild_rank):
        return f"a wild {card.long}"
    return f"{article} {card.long}" if article else card.long


def wild_sentence(wild_rank: int) -> str:
    """"Sixes are wild." with the rank as a word, as the round opens."""
    return f"{rank_plural(wild_rank).capitalize()} are wild."


def numbered(name: str, position: int) -> str:
    """"nine of hearts, number 4": a card with the number it is named by, the card first."""
    return f"{name}, number {position}"


def choice_words(items: list[str]) -> str:
    """Numbered cards as choices, apart by semicolons (each holds a comma): "a, number 1; or b, number 3"."""
    if len(items) <= 1:
        return "".join(items)
    return "; ".join(items[:-1]) + "; or " + items[-1]


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def hand_words(hand: Sequence[Card], wild_rank: int, order: HandOrder = HandOrder.SUIT, header: str = "Your hand") -> str:
    """The hand as one paragraph of short sentences, positions numbered from 1 in listing order."""
    if not hand:
        return f"{header}: no cards."
    cards = ordered_hand(hand, wild_rank, order)
    groups: list[tuple[str, list[str]]] = []
    for position, card in enumerate(cards, start=1):
        if card.is_wild(wild_rank):
            group, name = "Wild", ("joker" if card.is_joker else card.long)
        elif order is HandOrder.SUIT:
            assert card.suit is not None
            group, name = card.suit.word.capitalize(), rank_word(card.rank)
        else:
            group, name = "By rank", card.long
        if not groups or groups[-1][0] != group:
            groups.append((group, []))
        groups[-1][1].append(numbered(name, position))
    body = " ".join(f"{group}: {'; '.join(items)}." for group, items in groups)
    return f"{header}, {_plural(len(cards), 'card')}. {body}"
