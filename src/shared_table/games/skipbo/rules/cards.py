"""Skip-Bo with coins: the cards, and the messages that name them (docs/rules.md, "Skip-Bo"); what a
person types is read into a card by words/reading_typed.py.

The box holds 168 cards and 72 coins. The sheet does not say how many cards of each number
there are, nor which carry a toll, so this is our table (the reasons are in docs/rules.md):

    numbers 1 and 12    12 copies each, no toll
    numbers 2 to 11     12 copies each: 10 without a toll, 1 with a toll of one coin,
                        1 with a toll of two coins
    Skip-Bo (wild)      24 cards, no toll
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from shared_table.core.errors import InvalidInput
from shared_table.core.message import Msg, msg

HIGHEST = 12
WILD = 0  # the number a Skip-Bo card carries
SKIP_BO_CARDS = 24
COPIES = 12
DECK_SIZE = HIGHEST * COPIES + SKIP_BO_CARDS  # 168
COINS_IN_BOX = 72
COINS_EACH = 12
TOLLS = (1, 2)  # one copy of each of the numbers 2 to 11 with each of these tolls

@dataclass(frozen=True, slots=True, order=True)
class Card:
    """A card: its number (1 to 12, or 0 for a Skip-Bo card, which is wild) and its toll in coins."""

    number: int
    toll: int = 0

    def __post_init__(self) -> None:
        if not 0 <= self.number <= HIGHEST or self.toll not in (0, *TOLLS) or (self.toll and not 2 <= self.number <= 11):
            raise InvalidInput(msg("sb-error-no-such-card-toll", number=str(self.number), toll=str(self.toll)))

    @property
    def wild(self) -> bool:
        return self.number == WILD

    @property
    def short(self) -> str:
        """"7", "7t2" (a seven with a toll of two coins), "sb"."""
        if self.wild:
            return "sb"
        return f"{self.number}t{self.toll}" if self.toll else str(self.number)

    def fits(self, needed: int) -> bool:
        """Whether this card can go on a building pile that needs `needed` next."""
        return self.wild or self.number == needed


SKIP_BO = Card(WILD)

# A card in words is a catalog message (locales/*/cards.ftl), passed as a value into sentences.


def number_word(number: int) -> Msg:
    """"seven", "Skip-Bo": a card's number as a word, never a count."""
    return msg("sb-number", number=number)


def card_words(card: Card) -> Msg:
    """"seven", "seven with a toll of 2 coins", "Skip-Bo": a card in a hand or a discard pile."""
    return msg("sb-card-words", number=card.number, toll=card.toll)


def card_name(card: Card) -> Msg:
    """"seven", "Skip-Bo card": what follows "the" or "your stock's"."""
    return msg("sb-card-name", number=card.number, toll=card.toll)


def a_number(number: int) -> Msg:
    """"a seven", "an eight", "an eleven": a card's number said as a card, never as a count."""
    return msg("sb-a-number", number=number)


def a_card(card: Card) -> Msg:
    """"a seven with a toll of 2 coins", "a Skip-Bo card"."""
    return msg("sb-a-card", number=card.number, toll=card.toll)


def full_deck() -> list[Card]:
    """All 168 cards, in a fixed order (shuffle with the game's own random numbers)."""
    deck: list[Card] = []
    for number in range(1, HIGHEST + 1):
        tolls = TOLLS if 2 <= number <= 11 else ()
        deck += [Card(number)] * (COPIES - len(tolls)) + [Card(number, toll) for toll in tolls]
    return deck + [SKIP_BO] * SKIP_BO_CARDS


def deck_counts() -> Counter[Card]:
    return Counter(full_deck())
