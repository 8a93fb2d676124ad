"""Hand checks in words made for listening: short sentences, the number first.

"8 points left. Run: 5, 6, 7 of clubs. Book: three queens with a joker.
Left over: 8 of hearts. You can go out by discarding the 8 of hearts."
"""

from __future__ import annotations

from collections import Counter

from shared_table.games.fivecrowns.cards import Card, rank_plural, rank_short
from shared_table.games.fivecrowns.melds import Meld, MeldKind
from shared_table.games.fivecrowns.solver import Arrangement, HandCheck

_COUNT_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine"}


def card_words(card: Card) -> str:
    """"8 of hearts", "jack of stars", "joker": digits for numbers, as printed on the cards."""
    if card.suit is None:
        return "joker"
    rank = rank_short(card.rank) if card.rank <= 10 else card.long.split(" of ")[0]
    return f"{rank} of {card.suit.word}"


def count_words(n: int) -> str:
    return _COUNT_WORDS.get(n, str(n))


def join_words(items: list[str]) -> str:
    """"a", "a and b", "a, b and c"."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _wild_words(wilds: list[Card], wild_rank: int) -> str:
    counts = Counter("joker" if card.is_joker else "wild" for card in wilds)
    parts = []
    if counts["joker"]:
        parts.append("a joker" if counts["joker"] == 1 else f"{count_words(counts['joker'])} jokers")
    if counts["wild"]:
        name = rank_short(wild_rank) if wild_rank <= 10 else rank_plural(wild_rank)[:-1]
        parts.append(f"a wild {name}" if counts["wild"] == 1 else f"{count_words(counts['wild'])} wild {name}s")
    return join_words(parts)


def meld_words(meld: Meld, wild_rank: int) -> str:
    """"Run: 5, 6, 7 of clubs, a joker as the 6." or "Book: three queens with a joker."."""
    if meld.kind is MeldKind.RUN:
        assert meld.suit is not None
        ranks = ", ".join(_rank_name(rank) for rank in meld.stands_for)
        stand_ins = [
            f"{_one_wild(card, wild_rank)} as the {_rank_name(rank)}"
            for card, rank in zip(meld.cards, meld.stands_for, strict=False)
            if card.is_wild(wild_rank) and not (card.suit is meld.suit and card.rank == rank)
        ]
        return f"Run: {ranks} of {meld.suit.word}" + (", " + join_words(stand_ins) if stand_ins else "") + "."
    naturals = [card for card in meld.cards if not card.is_wild(wild_rank)]
    wilds = [card for card in meld.cards if card.is_wild(wild_rank)]
    if meld.rank is None or not naturals:
        return "Book of wilds: " + join_words([card_words(card) for card in meld.cards]) + "."
    plural = rank_plural(meld.rank) if meld.rank > 10 else f"{meld.rank}s"
    text = f"Book: {count_words(len(naturals))} {plural}"
    if len(naturals) == 1:
        text = f"Book: one {_rank_name(meld.rank)}"
    return text + (f" with {_wild_words(wilds, wild_rank)}" if wilds else "") + "."


def _one_wild(card: Card, wild_rank: int) -> str:
    return "a joker" if card.is_joker else f"the {card_words(card)}"


def _rank_name(rank: int) -> str:
    return rank_short(rank) if rank <= 10 else {11: "jack", 12: "queen", 13: "king"}[rank]


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
    """The checker's answer: what the hand is worth, how to lay it down, and the discard."""
    sentences = arrangement_words(check.arrangement, check.wild_rank)
    if check.discard is not None and check.after_discard is not None:
        discard = card_words(check.discard)
        if check.can_go_out:
            sentences.append(f"You can go out by discarding the {discard}.")
        else:
            left = check.after_discard.points
            sentences.append(f"Best discard: the {discard}, leaving {left} point{'s' if left != 1 else ''}.")
    return " ".join(sentences)


def check_json(check: HandCheck) -> dict[str, object]:
    """The `--json` answer: points, melds, unmelded, go_out, discard (null unless going out)."""
    return {
        "points": check.points,
        "melds": [meld.shorts for meld in check.arrangement.melds],
        "unmelded": [card.short for card in check.arrangement.unmelded],
        "go_out": check.can_go_out,
        "discard": check.discard.short if check.can_go_out and check.discard is not None else None,
    }
