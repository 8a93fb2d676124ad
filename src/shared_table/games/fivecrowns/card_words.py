"""Hand checks in words made for listening: short sentences, the number first, every card in words.

"You can go out by discarding the eight of hearts. Run of clubs: five, six, seven. Book: three
queens with a joker." (the answer first), or "8 points left. Run of clubs: five, six, seven. Left
over: eight of hearts." for a hand as it is held.

A meld says its real cards first, then what each wild stands for, so that a real card and a
stand-in are never confused: "Run of spades: eight, ten; a joker as the nine; the wild nine of
hearts as the jack."
"""

from __future__ import annotations

from collections import Counter

from shared_table.games.fivecrowns.cards import Card, rank_plural, rank_word
from shared_table.games.fivecrowns.melds import Meld, MeldKind
from shared_table.games.fivecrowns.solver import Arrangement, HandCheck

_COUNT_WORDS = (
    "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen",
)


def card_words(card: Card) -> str:
    """"eight of hearts", "jack of stars", "joker": always in words, never digits."""
    return card.long


def count_words(n: int) -> str:
    """A count in words, "no" to "thirteen" (digits beyond): counts before a card name are words."""
    return _COUNT_WORDS[n] if 0 <= n < len(_COUNT_WORDS) else str(n)


def join_words(items: list[str]) -> str:
    """"a", "a and b", "a, b and c"."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _wild_words(wilds: list[Card], wild_rank: int) -> str:
    """"a joker", "two jokers and a wild three"."""
    counts = Counter("joker" if card.is_joker else "wild" for card in wilds)
    parts = []
    if counts["joker"]:
        parts.append("a joker" if counts["joker"] == 1 else f"{count_words(counts['joker'])} jokers")
    if counts["wild"]:
        one = rank_word(wild_rank)
        parts.append(f"a wild {one}" if counts["wild"] == 1 else f"{count_words(counts['wild'])} wild {rank_plural(wild_rank)}")
    return join_words(parts)


def _stands_as_itself(card: Card, rank: int, meld: Meld) -> bool:
    """A card of the wild rank that sits in a run in its own place is said as a real card."""
    return card.suit is meld.suit and card.rank == rank


def meld_words(meld: Meld, wild_rank: int) -> str:
    """"Run of hearts: queen, king; a joker as the jack." or "Book: three queens with a joker."."""
    if meld.kind is MeldKind.RUN:
        assert meld.suit is not None
        placed = list(zip(meld.cards, meld.stands_for, strict=False))
        real = [rank_word(rank) for card, rank in placed if _stands_as_itself(card, rank, meld)]
        stand_ins = [f"{_one_wild(card)} as {_place(card, rank, meld)}" for card, rank in placed if not _stands_as_itself(card, rank, meld)]
        return f"Run of {meld.suit.word}: " + "; ".join([", ".join(real), *stand_ins] if real else stand_ins) + "."
    naturals = [card for card in meld.cards if not card.is_wild(wild_rank)]
    wilds = [card for card in meld.cards if card.is_wild(wild_rank)]
    if meld.rank is None or not naturals:
        return f"Book of wilds: {_wild_words(wilds, wild_rank)}."
    if len(naturals) == 1:
        text = f"Book: {'an' if meld.rank == 8 else 'a'} {rank_word(meld.rank)}"
    else:
        text = f"Book: {count_words(len(naturals))} {rank_plural(meld.rank)}"
    return text + (f" with {_wild_words(wilds, wild_rank)}" if wilds else "") + "."


def _place(card: Card, rank: int, meld: Meld) -> str:
    """"the nine"; with the suit when the wild has that rank itself ("the six of clubs", not "the six")."""
    assert meld.suit is not None
    return f"the {rank_word(rank)} of {meld.suit.word}" if card.rank == rank else f"the {rank_word(rank)}"


def _one_wild(card: Card) -> str:
    """A wild in a run: "a joker", or "the wild nine of hearts" (its own name, marked wild)."""
    return "a joker" if card.is_joker else f"the wild {card.long}"


def arrangement_words(arrangement: Arrangement, wild_rank: int) -> list[str]:
    """The points first, then each meld, then what is left over."""
    if arrangement.points == 0 and not arrangement.unmelded:
        sentences = ["No points left: every card melds."]
    else:
        sentences = [f"{arrangement.points} point{'s' if arrangement.points != 1 else ''} left."]
    sentences += [meld_words(meld, wild_rank) for meld in arrangement.melds]
    if arrangement.unmelded:
        sentences.append("Left over: " + join_words([card_words(card) for card in arrangement.unmelded]) + ".")
    return sentences


def check_words(check: HandCheck) -> str:
    """The checker's answer, the answer first. A round with `w` wild deals `w` cards, so a hand of
    `w` cards is held (its points as laid down are the answer), and one of `w + 1` has just drawn (its
    discard is): "You can go out by discarding the eight of hearts." or "Best discard: the king of
    clubs, leaving 14 points." first, then how the rest lies. A hand that melds whole is never
    followed by a discard that would break it."""
    cards, wild_rank = len(check.cards), check.wild_rank
    after, discard = check.after_discard, check.discard
    if after is None or discard is None or cards == wild_rank:
        return " ".join(arrangement_words(check.arrangement, wild_rank))
    if check.can_go_out:
        melds = [meld_words(meld, wild_rank) for meld in after.melds]
        return " ".join([f"You can go out by discarding the {card_words(discard)}.", *melds])
    best = f"Best discard: the {card_words(discard)}, leaving {after.points} point{'s' if after.points != 1 else ''}."
    if cards == wild_rank + 1:
        # Just drawn: a discard must be made, so the hand after it is the one that counts.
        return " ".join([best, *arrangement_words(after, wild_rank)[1:]])
    if check.points == 0:
        return " ".join(arrangement_words(check.arrangement, wild_rank))
    return " ".join([*arrangement_words(check.arrangement, wild_rank), best])


def check_json(check: HandCheck) -> dict[str, object]:
    """The `--json` answer: points, melds, unmelded, go_out, discard (null unless going out)."""
    return {
        "points": check.points,
        "melds": [meld.shorts for meld in check.arrangement.melds],
        "unmelded": [card.short for card in check.arrangement.unmelded],
        "go_out": check.can_go_out,
        "discard": check.discard.short if check.can_go_out and check.discard is not None else None,
    }
