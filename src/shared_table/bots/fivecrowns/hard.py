"""The hard bot, and the hints, which share its reasoning.

It scores a hand as the points it would be left with, less what its loose cards promise:
a pair or a near-run promises as much as the cards that would complete it are still
unseen (the discard pile and laid-down cards are public), and a loose wild promises to fit
somewhere. The promise fades as the round goes on and someone may go out, and is gone on a
last turn, when only points count. A discard its left neighbour has been collecting costs
extra: do not feed them.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from shared_table.bots.fivecrowns.memory import TableMemory
from shared_table.games.fivecrowns import events as ev
from shared_table.games.fivecrowns.actions import Action, Discard, DrawFromStock, GoOut, TakeDiscard
from shared_table.games.fivecrowns.cards import Card, Suit
from shared_table.games.fivecrowns.solver import Arrangement, arrange, min_points_after_discard
from shared_table.games.fivecrowns.state import MAX_PLAYERS_ONE_SET
from shared_table.games.fivecrowns.view import SeatView

DRAWS_EXPECTED = 0.5  # of the hand size: about how many draws a round lasts
MAX_PROMISE = 0.85
FEED_PENALTY = 0.5  # of the card's points, for a card the left neighbour collects
WILD_FEED = 10.0
LOOK_AHEAD_CHOICES = 3  # how many of the best discards are looked at one draw ahead
LOOK_AHEAD_SAMPLE = 12  # unseen cards drawn in that look
LOOK_AHEAD_WEIGHT = 1.0


@dataclass(frozen=True, slots=True)
class Advice:
    """What the hard bot would do, and why, in the words of the game."""

    action: Action
    reason: str
    points_left: int | None = None


@dataclass(frozen=True, slots=True)
class _Context:
    wild_rank: int
    unseen: Counter[Card]
    risk: float  # 0: early, nobody near going out; 1: someone has gone out
    neighbour_took: tuple[Card, ...]
    unseen_total: int = 1
    draws_left: float = 1.0


def _live(unseen: Counter[Card], rank: int, suit: Suit | None) -> int:
    if suit is None:
        return sum(unseen[Card(rank, s)] for s in Suit)
    return unseen[Card(rank, suit)] if 3 <= rank <= 13 else 0


def _outs(card: Card, loose: Sequence[Card], ctx: _Context) -> int:
    """How many unseen cards would turn `card` and a loose partner into a meld."""
    wilds = ctx.unseen[Card(0, None)] + _live(ctx.unseen, ctx.wild_rank, None)
    outs = 0
    for other in loose:
        if other is card or other.is_wild(ctx.wild_rank):
            continue
        if other.rank == card.rank:
            outs += _live(ctx.unseen, card.rank, None) + wilds
        elif other.suit is card.suit and abs(other.rank - card.rank) <= 2:
            low, high = sorted((card.rank, other.rank))
            if high - low == 2:
                outs += _live(ctx.unseen, low + 1, card.suit) + wilds
            else:
                outs += _live(ctx.unseen, low - 1, card.suit) + _live(ctx.unseen, high + 1, card.suit) + wilds
    return outs


def _chance(outs: int, ctx: _Context) -> float:
    """The chance that one of `outs` live cards comes in the draws likely left this round."""
    if outs <= 0 or ctx.unseen_total <= 0:
        return 0.0
    miss = max(0.0, 1 - outs / ctx.unseen_total)
    return MAX_PROMISE * (1.0 - float(miss**ctx.draws_left))


def _score(arrangement: Arrangement, ctx: _Context) -> float:
    """Points left, less what the loose cards promise (nothing once someone has gone out)."""
    if ctx.risk >= 1:
        return arrangement.points
    keep = 1 - ctx.risk
    promise = 0.0
    loose = arrangement.unmelded
    for card in loose:
        points = card.points(ctx.wild_rank)
        if card.is_wild(ctx.wild_rank):
            promise += points * keep
        else:
            promise += points * keep * _chance(_outs(card, loose, ctx), ctx)
    return arrangement.points - promise


def _feeds(card: Card, ctx: _Context) -> bool:
    """The left neighbour has taken cards this one would join."""
    return any(
        other.rank == card.rank or (other.suit is card.suit and card.suit is not None and abs(other.rank - card.rank) <= 2)
        for other in ctx.neighbour_took
    )


def _discard_cost(card: Card, ctx: _Context) -> float:
    if ctx.risk >= 1:
        return 0.0
    if card.is_wild(ctx.wild_rank):
        return WILD_FEED
    return FEED_PENALTY * card.points(ctx.wild_rank) if _feeds(card, ctx) else 0.0


def _choices(hand: Sequence[Card], ctx: _Context, keep: Card | None = None) -> list[tuple[float, Card, Arrangement]]:
    """Each discard (one per face) with the score it leaves, best first; `keep` is never discarded."""
    found = []
    for face in dict.fromkeys(hand):
        if face == keep and hand.count(face) == 1:
            continue
        rest = list(hand)
        rest.remove(face)
        arrangement = arrange(rest, ctx.wild_rank)
        tie = (1 if face.is_wild(ctx.wild_rank) else 0, -face.points(ctx.wild_rank))
        found.append((_score(arrangement, ctx) + _discard_cost(face, ctx), tie, face, arrangement))
    found.sort(key=lambda item: (item[0], item[1]))
    return [(score, face, arrangement) for score, _, face, arrangement in found]


class HardBot:
    """Thinks about which cards can still come, its neighbour, and the risk of being caught."""

    def __init__(self, seat: int, seats: int, rng: random.Random) -> None:
        self.seat, self.rng = seat, rng
        self.memory = TableMemory(seat, seats, 1 if seats <= MAX_PLAYERS_ONE_SET else 2)

    def observe(self, events: Sequence[ev.FiveCrownsEvent]) -> None:
        self.memory.observe(events)

    def context(self, view: SeatView) -> _Context:
        memory = self.memory
        if view.went_out is not None:
            risk = 1.0
        else:
            turns_each = memory.turns / len(view.players)
            risk = min(0.9, turns_each / (view.wild_rank + 1))
        left = (self.seat + 1) % len(view.players)
        unseen = memory.unseen(view.hand)
        draws_left = max(1.0, DRAWS_EXPECTED * (1 - risk) * view.wild_rank)
        return _Context(view.wild_rank, unseen, risk, tuple(memory.collected_by(left)), sum(unseen.values()), draws_left)

    def choose(self, view: SeatView) -> Action:
        return self.advise(view).action

    def advise(self, view: SeatView) -> Advice:
        """The move, and one short reason a person can follow."""
        from shared_table.bots.fivecrowns.reasons import discard_advice, draw_advice

        ctx = self.context(view)
        if not view.has_drawn:
            return draw_advice(view, ctx, self._take_gain(view, ctx))
        going_out = next((action for action in view.legal_actions if isinstance(action, GoOut)), None)
        choices = _choices(view.hand, ctx)
        if going_out is None and ctx.risk < 1 and len(choices) > 1:
            choices = self._look_ahead(view.hand, choices, ctx)
        return discard_advice(view, ctx, going_out, choices, self.names_collecting(view, ctx))

    def _look_ahead(
        self, hand: Sequence[Card], choices: list[tuple[float, Card, Arrangement]], ctx: _Context
    ) -> list[tuple[float, Card, Arrangement]]:
        """Rerank the few best discards by the points expected after the next draw from the
        stock (the same sample of unseen cards for each), weighed against points now by risk."""
        sample = self._sample(ctx)
        if not sample:
            return choices
        reranked = []
        for score, face, arrangement in choices[:LOOK_AHEAD_CHOICES]:
            rest = list(hand)
            rest.remove(face)
            expected = sum(min_points_after_discard([*rest, card], ctx.wild_rank) for card in sample) / len(sample)
            value = (1 - ctx.risk) * expected + ctx.risk * arrangement.points + _discard_cost(face, ctx)
            reranked.append((LOOK_AHEAD_WEIGHT * value + (1 - LOOK_AHEAD_WEIGHT) * score, face, arrangement))
        reranked.sort(key=lambda item: item[0])
        return reranked + choices[LOOK_AHEAD_CHOICES:]

    def _sample(self, ctx: _Context) -> list[Card]:
        cards = [card for card, count in sorted(ctx.unseen.items(), key=lambda item: item[0].sort_key()) for _ in range(count)]
        return self.rng.sample(cards, min(LOOK_AHEAD_SAMPLE, len(cards)))

    def _take_gain(self, view: SeatView, ctx: _Context) -> tuple[float, Arrangement] | None:
        """How much taking the top discard improves the hand (None when it cannot be taken)."""
        top = view.discard_top
        legal = view.legal_actions
        if top is None or TakeDiscard(view.seat) not in legal:
            return None
        if ctx.risk >= 1:
            # A last turn: only points count, and a stock card lets a loose wild go too.
            sample = self._sample(ctx)
            now = sum(min_points_after_discard([*view.hand, card], ctx.wild_rank) for card in sample) / max(1, len(sample))
        else:
            now = _score(arrange(view.hand, ctx.wild_rank), ctx)
        best = _choices([*view.hand, top], ctx, keep=top)
        if not best:
            return None
        score, _, arrangement = best[0]
        if DrawFromStock(view.seat) not in legal:
            return (float("inf"), arrangement)
        return (now - score, arrangement)

    def names_collecting(self, view: SeatView, ctx: _Context) -> str:
        """"Bob picked up clubs twice." when the left neighbour collects a suit or rank."""
        if not ctx.neighbour_took:
            return ""
        left = (self.seat + 1) % len(view.players)
        suits = Counter(card.suit for card in ctx.neighbour_took if card.suit is not None)
        if suits:
            suit, times = suits.most_common(1)[0]
            if times >= 2:
                return f"{view.players[left]} picked up {suit.word} {times} times."
        return ""


def pure_discard(view: SeatView) -> Discard:
    """The discard that leaves the fewest points (for the last turn)."""
    ctx = _Context(view.wild_rank, Counter(), 1.0, ())
    return Discard(view.seat, _choices(view.hand, ctx)[0][1])
