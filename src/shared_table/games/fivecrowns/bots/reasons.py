"""The hard bot's choices with one short reason each: these are the hints.

"Take the jack of stars: it completes your run of stars."
"Discard the nine of clubs: it helps no meld; 15 points would be left."
"Discard the nine of clubs and keep the king of spades: it can still make a meld."

Each hint says what to do and one reason, short enough to follow by ear (about 20 words, never
over 30, in every language: tests/test_hints.py). Every figure a hint quotes is the figure
`shared-table check` gives for the hand it names: the hand now, the hand with the top discard
(after its best discard), or the hand after a discard. On a last turn, a draw is quoted as the
exact mean of those over the cards that can still come. A hint quotes no figure it does not need:
a take keeps its points (`Advice.points_left`) unsaid, and a discard that keeps the card `check`
would throw says why it keeps it, not what that card would leave.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from shared_table.core.message import Msg, msg
from shared_table.core.words import Words
from shared_table.games.fivecrowns.bots.weighing import Context, DrawFigures, count_outs, discard_cost
from shared_table.games.fivecrowns.rules.actions import Action, Discard, DrawFromStock, GoOut, TakeDiscard
from shared_table.games.fivecrowns.rules.cards import Card, card_msg, ranks_msg, suit_msg
from shared_table.games.fivecrowns.rules.melds import Meld, MeldKind
from shared_table.games.fivecrowns.rules.solver import Arrangement, arrange, check_hand
from shared_table.games.fivecrowns.rules.view import SeatView


@dataclass(frozen=True, slots=True)
class Advice:
    """What the hard bot would do, and why, in the words of the game."""

    action: Action
    reason: tuple[Msg, ...]  # sentences, said one after another (none when the bot only plays)
    points_left: int | None = None

    def said(self, words: Words) -> str:
        """The reason in `words`: "Discard the king of spades: it helps no meld; 12 points would be left."."""
        return " ".join(words.say(sentence) for sentence in self.reason)


def _name(card: Card, wild_rank: int) -> Msg:
    kind = "joker" if card.is_joker else "wild" if card.is_wild(wild_rank) else "card"
    return msg("fc-hint-card", kind=kind, card=card_msg(card), rank=card.rank)


def mean_words(mean: float) -> str:
    """A mean of points as it is heard: "4.5", or "4" when it is whole; never rounded onto a whole
    number it is not ("3.96" stays apart from 4)."""
    if mean == round(mean):
        return str(round(mean))
    one = f"{mean:.1f}"
    return one if float(one) != round(mean) else f"{mean:.2f}"


def mean_value(mean: float) -> int | float:
    """`mean_words` as a number, for a message to write in the language's own way ("4,5")."""
    said = mean_words(mean)
    return float(said) if "." in said else int(said)


def _meld_name(meld: Meld) -> Msg:
    if meld.kind is MeldKind.RUN and meld.suit is not None:
        return msg("fc-hint-run", suit=suit_msg(meld.suit))
    return msg("fc-hint-book", ranks=ranks_msg(meld.rank)) if meld.rank is not None else msg("fc-hint-book-wilds")


def _advice(action: DrawFromStock | TakeDiscard | Discard | GoOut, *reason: Msg, points: int | None = None) -> Advice:
    return Advice(action, reason, points)


def empty_pile_advice(view: SeatView) -> Advice:
    return _advice(DrawFromStock(view.seat), msg("fc-hint-empty-pile"))


def draw_advice(view: SeatView, figures: DrawFigures, take: bool, kept: Arrangement | None, forced: bool = False) -> Advice:
    """Take the top discard, or draw from the stock, with the figures that decided it."""
    wild = view.wild_rank
    top = _name(figures.top, wild)
    if not take:
        return _advice(DrawFromStock(view.seat), _draw_reason(figures, top))
    action = TakeDiscard(view.seat)
    if forced:
        return _advice(action, msg("fc-hint-take-forced", card=top), points=figures.with_top)
    if figures.expected is not None:
        out = "yes" if figures.with_top == 0 else "no"
        text = msg("fc-hint-take-last", card=top, out=out, points=figures.with_top, mean=mean_value(figures.expected))
        return _advice(action, text, points=figures.with_top)
    if figures.top.is_wild(wild):
        return _advice(action, msg("fc-hint-take-wild", card=top), points=figures.with_top)
    meld = next((m for m in kept.melds if figures.top in m.cards), None) if kept is not None else None
    what = msg("fc-hint-take-meld", card=top, meld=_meld_name(meld)) if meld else msg("fc-hint-take-keep", card=top)
    return _advice(action, what, points=figures.with_top)


def _draw_reason(figures: DrawFigures, top: Msg) -> Msg:
    if figures.now == 0 and figures.expected is not None:
        return msg("fc-hint-draw-last-melds")
    if figures.now == 0:
        return msg("fc-hint-draw-melds")
    if figures.expected is not None:
        return msg("fc-hint-draw-last", mean=mean_value(figures.expected), card=top, points=figures.with_top)
    if figures.with_top >= figures.now:
        return msg("fc-hint-draw-no-lower", card=top, points=figures.now)
    return msg("fc-hint-draw-not-enough", card=top)


def discard_advice(
    view: SeatView, ctx: Context, going_out: GoOut | None,
    choices: Sequence[tuple[float, Card, Arrangement]],
) -> Advice:
    """Go out, or discard: the card, why, and the points left; or, when the hard bot keeps the
    card `check` would throw, the card and the one it keeps, and why it keeps that one."""
    wild = view.wild_rank
    if going_out is not None:
        return _advice(going_out, msg("fc-hint-go-out", card=_name(going_out.card, wild)), points=0)
    _, card, arrangement = choices[0]
    action = Discard(view.seat, card)
    left = arrangement.points
    if view.went_out is not None:
        return _advice(action, msg("fc-hint-discard-last", card=_name(card, wild), points=left), points=left)
    fewest = _fewest(view, choices)
    if fewest is not None and fewest[1] < left:
        other = fewest[0]
        kept = msg("fc-hint-discard-keep", card=_name(card, wild), keep=_name(other, wild), worth=_worth_keeping(view, ctx, other))
        return _advice(action, kept, points=left)
    hand_loose = [c for c in view.hand if c not in [m for meld in arrangement.melds for m in meld.cards]]
    naturals = [c for c in hand_loose if not c.is_wild(wild)]
    if card.is_wild(wild):
        why = "wild"  # "it helps no meld" of a joker puzzles: a wild card goes only when no meld can use it
    elif naturals and card == max(naturals, key=lambda c: c.points(wild)) and not _has_partner(card, naturals):
        why = "highest"
    elif not _has_partner(card, naturals):
        why = "loose"
    else:
        why = "least"
    return _advice(action, msg("fc-hint-discard", card=_name(card, wild), why=why, points=left), points=left)


def _fewest(view: SeatView, choices: Sequence[tuple[float, Card, Arrangement]]) -> tuple[Card, int] | None:
    """The discard that leaves the fewest points (the one `check` names, when it is a choice)."""
    if not choices:
        return None
    points = min(arrangement.points for _, _, arrangement in choices)
    named = check_hand(view.hand, view.wild_rank).discard
    fewest = [card for _, card, arrangement in choices if arrangement.points == points]
    return (named if named in fewest else fewest[0]), points


def _worth_keeping(view: SeatView, ctx: Context, card: Card) -> Msg:
    """Why the hard bot keeps a card that would leave fewer points now."""
    if card.is_wild(view.wild_rank):
        return msg("fc-hint-keep-wild")
    if discard_cost(card, ctx) > 0:
        return msg("fc-hint-keep-neighbour", name=view.players[(view.seat + 1) % len(view.players)])
    outs = count_outs(card, arrange(view.hand, view.wild_rank).unmelded, ctx)
    if outs > 0:
        return msg("fc-hint-keep-outs")
    return msg("fc-hint-keep-draw")


def _has_partner(card: Card, others: Sequence[Card]) -> bool:
    return any(
        other != card and (other.rank == card.rank or (other.suit is card.suit and abs(other.rank - card.rank) <= 2))
        for other in others
    )
