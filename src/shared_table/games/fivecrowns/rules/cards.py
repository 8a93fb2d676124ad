"""Five Crowns cards: suits, ranks and the card value type, with parse/format pairs.

Three written forms round-trip through `Card.parse`:

* short, as the braille deck labels the cards: ``7st``, ``10h``, ``Jd``, ``Qsp``, ``Kc``, ``joker``
* with suit symbols: ``7★``, ``10♥``, ``Q♠``
* long, which is also the spoken form: ``seven of stars``, ``queen of spades``, ``joker``

Parsing is case-insensitive and forgiving about spaces; a bad text raises
`InvalidInput` saying what was given and what would work.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from enum import IntEnum

from shared_table.core.errors import AmbiguousInput, InvalidInput
from shared_table.core.message import Msg, msg
from shared_table.core.numbers import number_in

LOWEST_RANK = 3
HIGHEST_RANK = 13
RANKS = tuple(range(LOWEST_RANK, HIGHEST_RANK + 1))
JOKER_POINTS = 50
WILD_POINTS = 20
JOKERS_PER_SET = 6
COPIES_PER_SET = 2  # two decks of 55 suited cards, plus the six jokers: see docs/rules.md


class Suit(IntEnum):
    """The five suits, in the order the sheets list them."""

    STARS = 0
    HEARTS = 1
    CLUBS = 2
    SPADES = 3
    DIAMONDS = 4

    @property
    def short(self) -> str:
        """The braille deck's label: st, h, c, sp, d."""
        return _SUIT_SHORT[self]

    @property
    def symbol(self) -> str:
        """The printed suit symbol: ★ ♥ ♣ ♠ ♦."""
        return _SUIT_SYMBOL[self]

    @property
    def word(self) -> str:
        """The suit as spoken: stars, hearts, clubs, spades, diamonds."""
        return self.name.lower()


_SUIT_SHORT = {Suit.STARS: "st", Suit.HEARTS: "h", Suit.CLUBS: "c", Suit.SPADES: "sp", Suit.DIAMONDS: "d"}
_SUIT_SYMBOL = {Suit.STARS: "★", Suit.HEARTS: "♥", Suit.CLUBS: "♣", Suit.SPADES: "♠", Suit.DIAMONDS: "♦"}

_RANK_SHORT = {r: str(r) for r in range(3, 11)} | {11: "J", 12: "Q", 13: "K"}
_RANK_WORD = {
    3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
    9: "nine", 10: "ten", 11: "jack", 12: "queen", 13: "king",
}
_RANK_PLURAL = {r: w + "s" for r, w in _RANK_WORD.items()} | {6: "sixes"}

_RANK_ALIASES: dict[str, int] = {}
for _r in RANKS:
    _RANK_ALIASES[_RANK_SHORT[_r].lower()] = _r
    _RANK_ALIASES[_RANK_WORD[_r]] = _r
    _RANK_ALIASES[_RANK_PLURAL[_r]] = _r
_SUIT_ALIASES: dict[str, Suit] = {}
for _s in Suit:
    _SUIT_ALIASES[_s.short] = _s
    _SUIT_ALIASES[_s.symbol] = _s
    _SUIT_ALIASES[_s.word] = _s
    _SUIT_ALIASES[_s.word[:-1]] = _s  # "star", "heart", ...
# Outline symbols people type too, and the two letters braille readers might use for stars.
_SUIT_ALIASES |= {"☆": Suit.STARS, "♡": Suit.HEARTS, "♧": Suit.CLUBS, "♤": Suit.SPADES, "♢": Suit.DIAMONDS}
_JOKER_ALIASES = {"joker", "jk", "jkr", "jo"}



def rank_short(rank: int) -> str:
    """``3``..``10``, ``J``, ``Q``, ``K``."""
    return _RANK_SHORT[rank]


def rank_word(rank: int) -> str:
    """The rank as spoken: ``seven``, ``queen``."""
    return _RANK_WORD[rank]


def rank_plural(rank: int) -> str:
    """The rank in the plural, as in "sixes are wild"."""
    return _RANK_PLURAL[rank]


def parse_rank(text: str) -> int:
    """Parse ``7``, ``seven``, ``sevens``, ``Q`` or ``queen`` into a rank 3..13."""
    key = text.strip().lower()
    if key in _RANK_ALIASES:
        return _RANK_ALIASES[key]
    number = number_in(key, LOWEST_RANK, HIGHEST_RANK)  # a rank in any digits: "٣", "³"
    if number is not None:
        return number
    raise InvalidInput(msg("fc-no-rank", given=text.strip()))


def rank_msg(rank: int) -> Msg:
    """The rank as it stands in a card's name, in the player's words ("seven"; Danish "7")."""
    return msg(f"fc-rank-{rank}")


def ranks_msg(rank: int) -> Msg:
    """The rank in the plural ("sevens"), as in "book of sevens"."""
    return msg(f"fc-ranks-{rank}")


def suit_msg(suit: Suit) -> Msg:
    """The suit's name ("hearts"), as in "run of hearts"."""
    return msg(f"fc-suit-{suit.word}")


def card_msg(card: Card) -> Msg:
    """A card's name in the player's words ("nine of hearts", Danish "hjerter 9", "joker")."""
    if card.suit is None:
        return msg("fc-joker")
    return msg(f"fc-card-{card.suit.word}", rank=rank_msg(card.rank))


@dataclass(frozen=True, slots=True)
class Card:
    """One card's face. Two cards with the same face are equal: the decks are identical.

    `suit` is None for a joker, whose `rank` is 0.
    """

    rank: int
    suit: Suit | None

    @property
    def is_joker(self) -> bool:
        return self.suit is None

    def is_wild(self, wild_rank: int) -> bool:
        """Jokers are always wild; so is every card of the round's wild rank."""
        return self.suit is None or self.rank == wild_rank

    def points(self, wild_rank: int) -> int:
        """What the card costs when left in hand: face, J 11, Q 12, K 13, joker 50, wild 20."""
        if self.suit is None:
            return JOKER_POINTS
        if self.rank == wild_rank:
            return WILD_POINTS
        return self.rank

    @property
    def index(self) -> int:
        """A dense number 0..55 (naturals suit by suit, then the joker), for tables and counts."""
        if self.suit is None:
            return 55
        return int(self.suit) * 11 + self.rank - LOWEST_RANK

    @property
    def short(self) -> str:
        """``7st``, ``10h``, ``Qsp``, ``joker``: the braille deck's label."""
        if self.suit is None:
            return "joker"
        return _RANK_SHORT[self.rank] + self.suit.short

    @property
    def symbol(self) -> str:
        """``7★``, ``Q♠``, ``joker``."""
        if self.suit is None:
            return "joker"
        return _RANK_SHORT[self.rank] + self.suit.symbol

    @property
    def long(self) -> str:
        """``seven of stars``, ``joker``: the spoken form."""
        if self.suit is None:
            return "joker"
        return f"{_RANK_WORD[self.rank]} of {self.suit.word}"

    def __str__(self) -> str:
        return self.short

    def __repr__(self) -> str:
        return f"Card.parse({self.short!r})"

    def sort_key(self) -> tuple[int, int]:
        """Suit by suit in sheet order, rank within suit, jokers last."""
        return (5 if self.suit is None else int(self.suit), self.rank)

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a card in short, symbol or long form; raise `InvalidInput` otherwise."""
        return parse_card(text)


JOKER = Card(0, None)
NATURALS: tuple[Card, ...] = tuple(Card(rank, suit) for suit in Suit for rank in RANKS)
ALL_FACES: tuple[Card, ...] = (*NATURALS, JOKER)

_LONG_FORM = re.compile(r"^(?P<rank>[a-z0-9]+)\s+of\s+(?P<suit>\S+)$")
_SHORT_FORM = re.compile(r"^(?P<rank>10|[3-9]|[jqk])\s*(?P<suit>.+)$")


def _bad_card(text: str) -> InvalidInput:
    return InvalidInput(msg("fc-no-card", given=text))


def parse_card(text: str) -> Card:
    """Parse one card; see the module docstring for the forms accepted."""
    given = text.strip()
    key = " ".join(given.lower().replace("\ufe0f", "").split())
    if not key:
        raise InvalidInput(msg("fc-no-card-given"))
    if key in _JOKER_ALIASES or key == "jokers":
        return JOKER
    match = _LONG_FORM.match(key)
    if match is not None:
        rank_text, suit_text = match["rank"], match["suit"]
    else:
        match = _SHORT_FORM.match(key)
        if match is None:
            raise _bad_card(given)
        rank_text, suit_text = match["rank"], match["suit"].strip()
    rank = _RANK_ALIASES.get(rank_text)
    suit = _SUIT_ALIASES.get(suit_text)
    if rank is not None and suit_text == "s":
        # "s" alone could be stars or spades: the braille deck says st and sp.
        short = _RANK_SHORT[rank]
        raise AmbiguousInput(msg("fc-stars-or-spades", given=given, rank=short))
    if rank is None or suit is None:
        raise _bad_card(given)
    return Card(rank, suit)


def parse_cards(texts: Iterable[str]) -> list[Card]:
    """Parse several cards; also accepts one string of cards separated by spaces or commas."""
    cards: list[Card] = []
    for text in texts:
        cards.extend(parse_card(word) for word in split_card_text(text))
    return cards


def split_card_text(text: str) -> list[str]:
    """Split ``"7st, Qsp joker"`` or ``"seven of stars, joker"`` into one text per card."""
    pieces: list[str] = []
    for chunk in re.split(r"[,;]", text):
        words = chunk.split()
        i = 0
        while i < len(words):
            # "seven of stars" is three words; keep them together.
            if i + 2 < len(words) and words[i + 1].lower() == "of":
                pieces.append(" ".join(words[i : i + 3]))
                i += 3
            else:
                pieces.append(words[i])
                i += 1
    return pieces


def full_deck(sets: int = 1) -> list[Card]:
    """Every card of `sets` Five Crowns games: 116 cards a set (two decks, six jokers)."""
    one_set = [card for card in NATURALS for _ in range(COPIES_PER_SET)] + [JOKER] * JOKERS_PER_SET
    return one_set * sets


def copies_in(sets: int, card: Card) -> int:
    """How many of this face `sets` sets of cards hold."""
    return sets * (JOKERS_PER_SET if card.is_joker else COPIES_PER_SET)


def check_copies(cards: Iterable[Card], sets: int = 1) -> None:
    """Raise `InvalidInput` when `cards` hold more of a face than the decks do."""
    for card, count in Counter(cards).items():
        allowed = copies_in(sets, card)
        if count > allowed:
            joker = "yes" if card.is_joker else "no"
            raise InvalidInput(msg("fc-too-many-copies", count=count, card=card.short, allowed=allowed, joker=joker, sets=sets))


def sort_cards(cards: Iterable[Card]) -> list[Card]:
    """Suit by suit in sheet order, rank within suit, jokers last."""
    return sorted(cards, key=Card.sort_key)
