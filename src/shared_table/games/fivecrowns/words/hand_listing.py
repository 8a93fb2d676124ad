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

from shared_table.core.message import Msg, msg
from shared_table.core.words import Words
from shared_table.games.fivecrowns.rules.cards import Card, card_msg, rank_msg, suit_msg
from shared_table.games.fivecrowns.words.saying_cards import capital


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


def spoken_card(card: Card, wild_rank: int, words: Words) -> str:
    """"the nine of hearts", "a wild six of clubs", "a joker"."""
    return words.say(spoken_card_msg(card, wild_rank))


def spoken_card_msg(card: Card, wild_rank: int) -> Msg:
    """`spoken_card` not yet in words, for a sentence that holds it."""
    if card.is_joker:
        return msg("fc-a-joker")
    if card.is_wild(wild_rank):
        return msg("fc-a-wild", card=card_msg(card))
    return msg("fc-the-card", card=card_msg(card), rank=card.rank)


def wild_sentence(wild_rank: int, words: Words) -> str:
    """"Sixes are wild." with the rank as a word, as the round opens."""
    return words("fc-wild-sentence", rank=wild_rank)


def numbered(name: str, position: int, words: Words) -> str:
    """"nine of hearts, number 4": a card with the number it is named by, the card first."""
    return words("fc-numbered", card=name, number=position)


def choice_words(items: Sequence[str], words: Words) -> str:
    """Numbered cards as choices, apart by semicolons (each holds a comma): "a, number 1; or b, number 3"."""
    if len(items) <= 1:
        return "".join(items)
    return words("fc-or-choice", before=words.semicolons(items[:-1]), last=items[-1])


LINE_CARDS = 4
"""A hand of more cards is said a group a line: one line of five cards is over 20 words, and a
routine line stays short to hear. Counted in cards, not words, so every language splits alike."""
RANK_LINE_CARDS = 4
"""Cards listed by rank are said this many a line: they have no suits to group them."""


def _groups(hand: Sequence[Card], wild_rank: int, order: HandOrder, words: Words) -> list[tuple[str, list[str]]]:
    """The hand's groups in listing order, each card with its position number: [("Stars", ["three, number 1"])]."""
    cards = ordered_hand(hand, wild_rank, order)
    groups: list[tuple[str, list[str]]] = []
    for position, card in enumerate(cards, start=1):
        if card.is_wild(wild_rank):
            group, name = words("fc-group-wild"), words.say(card_msg(card))
        elif order is HandOrder.SUIT:
            assert card.suit is not None
            group, name = capital(words.say(suit_msg(card.suit))), words.say(rank_msg(card.rank))
        else:
            group, name = words("fc-group-by-rank"), words.say(card_msg(card))
        if not groups or groups[-1][0] != group or (order is HandOrder.RANK and len(groups[-1][1]) == RANK_LINE_CARDS):
            groups.append((group, []))
        groups[-1][1].append(numbered(name, position, words))
    return groups


def hand_lines(
    hand: Sequence[Card], wild_rank: int, order: HandOrder = HandOrder.SUIT, header: str | None = None, *, words: Words
) -> list[str]:
    """The hand as one line of short sentences, or, when it has more than `LINE_CARDS` cards, a
    line saying whose cards and how many, then a line for each group ("Stars: three, number 1;
    nine, number 2."), positions numbered from 1 in listing order."""
    header = words("fc-your-hand") if header is None else header
    if not hand:
        return [words("fc-hand-empty", header=header)]
    sentences, said = [], ""
    for group, items in _groups(hand, wild_rank, order, words):
        if group == said:  # the rank order goes on from the line before: its label is said once
            sentences.append(capital(words.semicolons(items)) + ".")
        else:
            sentences.append(words("fc-hand-group", group=group, cards=words.semicolons(items)))
        said = group
    if len(hand) <= LINE_CARDS:
        return [words("fc-hand", header=header, n=len(hand), groups=" ".join(sentences))]
    return [words("fc-hand", header=header, n=len(hand), groups="").strip(), *sentences]


def hand_words(
    hand: Sequence[Card], wild_rank: int, order: HandOrder = HandOrder.SUIT, header: str | None = None, *, words: Words
) -> str:
    """The hand as one paragraph of short sentences (`hand_lines` joined), for a pile or a printout."""
    return " ".join(hand_lines(hand, wild_rank, order, header, words=words))
