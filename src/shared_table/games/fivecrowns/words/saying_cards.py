"""Saying cards: a card, a meld and a hand check in the player's words, made for listening.

Short sentences, the number first, every card named as the player's language names it
(fc-cards.ftl, fc-melds.ftl).

"You can go out by discarding the eight of hearts. Run of clubs: five, six, seven. Book: three
queens with a joker." (the answer first), or "8 points left. Run of clubs: five, six, seven. Left
over: eight of hearts." for a hand as it is held.

A meld says its real cards first, then what each wild stands for, so that a real card and a
stand-in are never confused: "Run of spades: eight, ten; a joker as the nine; the wild nine of
hearts as the jack."

Every public function that makes words takes the player's `Words` last.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from shared_table.core.message import Arg, Msg, msg
from shared_table.core.words import Words
from shared_table.games.fivecrowns.rules.cards import Card, card_msg, rank_msg, ranks_msg, suit_msg
from shared_table.games.fivecrowns.rules.melds import Meld, MeldKind
from shared_table.games.fivecrowns.rules.solver import Arrangement, HandCheck


def card_words(card: Card, words: Words) -> str:
    """"eight of hearts", "jack of stars", "joker" (Danish "hjerter 8"): a card as the language names it."""
    return words.say(card_msg(card))


def count_msg(n: int) -> Msg:
    """A count in words before a noun ("two", "eleven"; digits beyond thirteen)."""
    return msg("fc-count", n=n)


def capital(text: str) -> str:
    """`text` with its first letter made a capital, as a sentence starts ("you" to "You")."""
    return text[:1].upper() + text[1:]


def wild_count_msg(wilds: Sequence[Card], wild_rank: int) -> tuple[Msg, ...]:
    """"a joker", "two jokers", "a wild three": the wilds of a meld by kind, as a list."""
    counts = Counter("joker" if card.is_joker else "wild" for card in wilds)
    parts = []
    if counts["joker"]:
        parts.append(msg("fc-jokers", n=counts["joker"], count=count_msg(counts["joker"])))
    if counts["wild"]:
        n = counts["wild"]
        parts.append(msg("fc-wilds", n=n, count=count_msg(n), rank=rank_msg(wild_rank), ranks=ranks_msg(wild_rank), rank_number=wild_rank))
    return tuple(parts)


def _stands_as_itself(card: Card, rank: int, meld: Meld) -> bool:
    """A card of the wild rank that sits in a run in its own place is said as a real card."""
    return card.suit is meld.suit and card.rank == rank


def meld_words(meld: Meld, wild_rank: int, words: Words) -> str:
    """"Run of clubs: three, a joker as the four, the wild king of diamonds as the five, six." (in
    rank order, each wild in its place), or
    "Book: three queens with a joker."."""
    if meld.kind is MeldKind.RUN:
        assert meld.suit is not None
        placed = sorted(zip(meld.cards, meld.stands_for, strict=False), key=lambda item: item[1])
        items: list[str] = []
        real: list[int] = []  # the ranks of the real cards in a row not yet said
        for card, rank in [*placed, (None, None)]:
            if card is not None and rank is not None and _stands_as_itself(card, rank, meld):
                real.append(rank)
                continue
            items += _real_ranks(real, words)
            real = []
            if card is not None and rank is not None:
                items.append(words("fc-stands-in", wild=_one_wild(card), place=_place(card, rank, meld)))
        joined = words.apart(items)
        # With a wild in it, the run says where it goes first ("nine to king"): "a joker as the nine,
        # ten, jack" might be heard as a joker standing for all three.
        span = "yes" if any(not _stands_as_itself(card, rank, meld) for card, rank in placed) else "no"
        low, high = placed[0][1], placed[-1][1]
        return words("fc-run", suit=suit_msg(meld.suit), cards=joined, span=span, low=rank_msg(low), high=rank_msg(high))
    naturals = [card for card in meld.cards if not card.is_wild(wild_rank)]
    wilds = wild_count_msg([card for card in meld.cards if card.is_wild(wild_rank)], wild_rank)
    if meld.rank is None or not naturals:
        return words("fc-book-wilds", wilds=wilds)
    n = len(naturals)
    those = msg(
        "fc-book-naturals", n=n, count=count_msg(n), rank=rank_msg(meld.rank), ranks=ranks_msg(meld.rank), rank_number=meld.rank
    )
    return words("fc-book-with", naturals=those, wilds=wilds) if wilds else words("fc-book", naturals=those)


def _real_ranks(ranks: Sequence[int], words: Words) -> list[str]:
    """Real cards of a run, each by its rank ("six, seven, eight")."""
    return [words.say(rank_msg(rank)) for rank in ranks]


def _place(card: Card, rank: int, meld: Meld) -> Msg:
    """"the nine"; with the suit when the wild has that rank itself ("the six of clubs", not "the six")."""
    assert meld.suit is not None
    if card.rank == rank:
        return msg("fc-place-card", card=card_msg(Card(rank, meld.suit)))
    return msg("fc-place-rank", rank=rank_msg(rank))


def _one_wild(card: Card) -> Msg:
    """A wild in a run: "a joker", or "the wild nine of hearts" (its own name, marked wild)."""
    return msg("fc-a-joker") if card.is_joker else msg("fc-the-wild", card=card_msg(card))


CARDS_A_LINE = 6
"""A long list of cards is said about this many a line: a round 11 hand can leave thirteen."""


def alike_msg(card: Card, count: int) -> Msg:
    """`count` identical cards as one item of a list: "two sixes of stars", "two jokers" (said
    once, never "six of stars, six of stars", which sounds like a stutter). A count before a
    plural is a count, as "two sevens" in a book; a card's own name never follows a number."""
    if count == 1:
        return card_msg(card)
    if card.suit is None:
        return msg("fc-jokers", n=count, count=count_msg(count))
    cards = msg(f"fc-cards-{card.suit.word}", ranks=ranks_msg(card.rank))
    return msg("fc-alike", n=count, count=count_msg(count), cards=cards, rank_number=card.rank)


def said_alike(cards: Sequence[Card], words: Words) -> list[str]:
    """The cards a list says, identical cards side by side said once with their count."""
    runs: list[tuple[Card, int]] = []
    for card in cards:
        if runs and runs[-1][0] == card:
            runs[-1] = (card, runs[-1][1] + 1)
        else:
            runs.append((card, 1))
    return [words.say(alike_msg(card, count)) for card, count in runs]


def card_list_lines(words: Words, message: str, said: Sequence[str], **values: Arg) -> list[str]:
    """`message` with its `cards` listed ("Left over: king of clubs and queen of hearts."); many
    are said as one sentence over a few short lines, each but the last ending with a comma and
    the last with "and", so that no line sounds like a new event: "Left over: a, b, c, d," then
    "e, f, g and h."."""
    if len(said) <= CARDS_A_LINE:
        return [words(message, cards=tuple(said), **values)]
    lines = -(-len(said) // CARDS_A_LINE)
    size = -(-len(said) // lines)  # as even as can be: the last line is never one card alone
    marks = [f"\x00{index}\x00" for index in range(len(said))]
    frame = words(message, cards="\x01", **values)
    before, _, after = frame.partition("\x01")
    listed = words.list(marks)
    cuts = [listed.index(marks[start]) for start in range(size, len(said), size)]
    parts = [listed[start:end].rstrip() for start, end in zip([0, *cuts], [*cuts, len(listed)], strict=True)]
    parts[0], parts[-1] = before + parts[0], parts[-1] + after
    for mark, item in zip(marks, said, strict=True):
        parts = [part.replace(mark, item) for part in parts]
    return parts


def left_over_lines(cards: Sequence[Card], words: Words) -> list[str]:
    """"Left over: two kings of clubs and the queen of hearts.", over a few lines when there are many."""
    return card_list_lines(words, "fc-left-over", said_alike(cards, words)) if cards else []


def arrangement_words(arrangement: Arrangement, wild_rank: int, words: Words) -> list[str]:
    """The points first, then each meld, then what is left over."""
    if arrangement.points == 0 and not arrangement.unmelded:
        sentences = [words("fc-no-points-left")]
    else:
        sentences = [words("fc-points-left", points=arrangement.points)]
    sentences += [meld_words(meld, wild_rank, words) for meld in arrangement.melds]
    if arrangement.unmelded:
        sentences += left_over_lines(arrangement.unmelded, words)
    return sentences


def check_words(check: HandCheck, words: Words) -> str:
    """The checker's answer, the answer first. A round with `w` wild deals `w` cards, so a hand of
    `w` cards is held (its points as laid down are the answer), and one of `w + 1` has just drawn (its
    discard is): "You can go out by discarding the eight of hearts." or "Best discard: the king of
    clubs, leaving 14 points." first, then how the rest lies. A hand that melds whole is never
    followed by a discard that would break it."""
    cards, wild_rank = len(check.cards), check.wild_rank
    after, discard = check.after_discard, check.discard
    if after is None or discard is None or cards == wild_rank:
        return " ".join(arrangement_words(check.arrangement, wild_rank, words))
    if check.can_go_out:
        melds = [meld_words(meld, wild_rank, words) for meld in after.melds]
        return " ".join([words("fc-can-go-out", card=card_msg(discard)), *melds])
    best = words("fc-best-discard", card=card_msg(discard), points=after.points)
    if cards == wild_rank + 1:
        # Just drawn: a discard must be made, so the hand after it is the one that counts.
        return " ".join([best, *arrangement_words(after, wild_rank, words)[1:]])
    if check.points == 0:
        return " ".join(arrangement_words(check.arrangement, wild_rank, words))
    return " ".join([*arrangement_words(check.arrangement, wild_rank, words), best])


def check_json(check: HandCheck) -> dict[str, object]:
    """The `--json` answer: points, melds, unmelded, go_out, discard (null unless going out)."""
    return {
        "points": check.points,
        "melds": [meld.shorts for meld in check.arrangement.melds],
        "unmelded": [card.short for card in check.arrangement.unmelded],
        "go_out": check.can_go_out,
        "discard": check.discard.short if check.can_go_out and check.discard is not None else None,
    }
