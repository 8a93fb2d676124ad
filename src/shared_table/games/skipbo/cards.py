"""Skip-Bo with coins: the cards, and how they are named and parsed (docs/rules.md, "Skip-Bo").

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

HIGHEST = 12
WILD = 0  # the number a Skip-Bo card carries
SKIP_BO_CARDS = 24
COPIES = 12
DECK_SIZE = HIGHEST * COPIES + SKIP_BO_CARDS  # 168
COINS_IN_BOX = 72
COINS_EACH = 12
TOLLS = (1, 2)  # one copy of each of the numbers 2 to 11 with each of these tolls

NUMBER_WORDS = ("Skip-Bo", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
                "twelve")


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """A card: its number (1 to 12, or 0 for a Skip-Bo card, which is wild) and its toll in coins."""

    number: int
    toll: int = 0

    def __post_init__(self) -> None:
        if not 0 <= self.number <= HIGHEST or self.toll not in (0, *TOLLS) or (self.toll and not 2 <= self.number <= 11):
            raise InvalidInput(f"no Skip-Bo card {self.number} with a toll of {self.toll}")

    @property
    def wild(self) -> bool:
        return self.number == WILD

    @property
    def short(self) -> str:
        """"7", "7t2" (a seven with a toll of two coins), "sb"."""
        if self.wild:
            return "sb"
        return f"{self.number}t{self.toll}" if self.toll else str(self.number)

    @property
    def words(self) -> str:
        """"seven", "seven with a toll of two coins", "Skip-Bo"."""
        if self.toll:
            return f"{NUMBER_WORDS[self.number]} with a toll of {coins_words(self.toll)}"
        return NUMBER_WORDS[self.number]

    def fits(self, needed: int) -> bool:
        """Whether this card can go on a building pile that needs `needed` next."""
        return self.wild or self.number == needed


SKIP_BO = Card(WILD)


def a_number(number: int) -> str:
    """"a seven", "an eight", "an eleven": a card's number said as a card, never as a count."""
    word = NUMBER_WORDS[number]
    return f"an {word}" if word[0] in "aeiou" else f"a {word}"


def a_card(card: Card) -> str:
    """"a seven with a toll of 2 coins", "a Skip-Bo card"."""
    return "a Skip-Bo card" if card.wild else f"{a_number(card.number)}{card.words[len(NUMBER_WORDS[card.number]):]}"


def coins_words(count: int) -> str:
    """"one coin", "2 coins"."""
    return "one coin" if count == 1 else f"{count} coins"


def full_deck() -> list[Card]:
    """All 168 cards, in a fixed order (shuffle with the game's own random numbers)."""
    deck: list[Card] = []
    for number in range(1, HIGHEST + 1):
        tolls = TOLLS if 2 <= number <= 11 else ()
        deck += [Card(number)] * (COPIES - len(tolls)) + [Card(number, toll) for toll in tolls]
    return deck + [SKIP_BO] * SKIP_BO_CARDS


def deck_counts() -> Counter[Card]:
    return Counter(full_deck())


_WORDS = {word.lower(): number for number, word in enumerate(NUMBER_WORDS)}
_WILD_NAMES = {"sb", "skip-bo", "skipbo", "skip bo", "wild", "s-b", "skip-bo card", "skipbo card", "skip bo card", "wild card"}


def parse_card(text: str) -> Card:
    """A card from "7", "seven", "7t2", "seven toll 2", "sb", "Skip-Bo" or "wild"; InvalidInput
    saying what would work otherwise."""
    key = " ".join(text.strip().lower().replace("with a toll of", "toll").split())
    if key in _WILD_NAMES:
        return SKIP_BO
    number_part, toll = key, 0
    for marker in ("t", " toll "):
        if marker in key and key.split(marker)[0].strip():
            head, _, tail = key.partition(marker)
            tail = tail.replace("coins", "").replace("coin", "").strip()
            if tail.isdigit() or tail in _WORDS:
                number_part, toll = head.strip(), int(tail) if tail.isdigit() else _WORDS[tail]
                break
    number = int(number_part) if number_part.isascii() and number_part.isdigit() else _WORDS.get(number_part)
    if number is None or not 1 <= number <= HIGHEST:
        raise InvalidInput(f'no card "{text.strip()}": name a number 1 to 12, like 7 or seven, or sb for a Skip-Bo card')
    return Card(number, toll)
