"""Skip-Bo computer players and the hint. `easy` plays its stock when it can and otherwise moves
at random; `medium` plays the way the sheet advises: stock first, then what leads to the stock,
coins only to reach the stock, and a discard that keeps its piles in order; `hard` plans its whole
turn (planner.TurnPlanner) and plays the first move of the best plan. The hint is hard's move,
with a reason taken from the rest of its plan."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from shared_table.core.errors import InvalidInput
from shared_table.core.game import Bot, Event, Hint
from shared_table.core.message import Msg, msg
from shared_table.core.said_moves import SaidMove
from shared_table.core.words import Words
from shared_table.games.skipbo.bots.odds import as_card, unseen_counts
from shared_table.games.skipbo.bots.planner import PLAYS, WEIGHTS, Move, TurnPlanner, Weights
from shared_table.games.skipbo.rules.actions import (
    DISCARD,
    HAND,
    STOCK,
    Buy,
    Discard,
    EndTurn,
    PayFor,
    PayToll,
    Play,
    SkipBoAction,
    SkipToll,
)
from shared_table.games.skipbo.rules.cards import HIGHEST, WILD, number_word
from shared_table.games.skipbo.rules.events import TurnBegan
from shared_table.games.skipbo.rules.view import SkipBoView


def needed(view: SkipBoView, to: int) -> int:
    pile = view.building[to - 1]
    return 1 if pile is None else pile.top + 1


class EasyBot:
    """Plays its stock's top whenever it can; otherwise any move at all."""

    def __init__(self, seat: int, seats: int, rng: random.Random) -> None:
        self.seat, self.rng = seat, rng

    def observe(self, events: Sequence[Event]) -> None:
        """It looks only at the table in front of it."""

    def choose(self, view: SkipBoView) -> SkipBoAction:
        actions = list(view.legal_actions)
        stock = [a for a in actions if isinstance(a, Play) and a.source == STOCK]
        if stock:
            return stock[0]
        if any(isinstance(a, PayToll) for a in actions):
            return next(a for a in actions if isinstance(a, PayToll))
        plays = [a for a in actions if isinstance(a, Play)]
        if plays and self.rng.random() < 0.5:
            return self.rng.choice(plays)
        ends = [a for a in actions if isinstance(a, Discard | EndTurn | SkipToll)]
        return self.rng.choice(ends or actions)


class MediumBot:
    """The sheet's advice as rules: the stock first; a card from the hand or a discard pile when
    it brings a building pile to one below the stock's top; coins only when they let the stock
    card go straight on; tolls paid while coins last; a discard onto a pile it keeps in order."""

    def __init__(self, seat: int, seats: int, rng: random.Random) -> None:
        self.seat, self.rng = seat, rng

    def observe(self, events: Sequence[Event]) -> None:
        """Everything it uses is in the view."""

    def choose(self, view: SkipBoView) -> SkipBoAction:
        actions = list(view.legal_actions)
        for rule in (self._stock, self._toll, self._towards_stock, self._pay_for_stock, self._hand_plays):
            chosen = rule(view, actions)
            if chosen is not None:
                return chosen
        return self._end(view, actions)

    def _stock(self, view: SkipBoView, actions: list[SkipBoAction]) -> SkipBoAction | None:
        plays = [a for a in actions if isinstance(a, Play) and a.source == STOCK]
        # Not a Skip-Bo stock card on a pile where a plain card would do: a wild is worth more later.
        return min(plays, key=lambda a: (needed(view, a.to) == 1, a.to), default=None)

    def _toll(self, view: SkipBoView, actions: list[SkipBoAction]) -> SkipBoAction | None:
        pay = [a for a in actions if isinstance(a, PayToll)]
        if pay and view.me.coins - view.toll_due >= 2:
            return pay[0]
        skip = [a for a in actions if isinstance(a, SkipToll)]
        return pay[0] if pay else (skip[0] if skip else None)

    def _towards_stock(self, view: SkipBoView, actions: list[SkipBoAction]) -> SkipBoAction | None:
        """A non-wild card from a discard pile or the hand onto a pile below the stock's number."""
        top = view.me.stock_top
        if top is None or top.wild:
            return None
        best: tuple[int, SkipBoAction] | None = None
        for action in actions:
            if not isinstance(action, Play) or action.source == STOCK:
                continue
            card = action.card if action.source == HAND else view.me.discards[action.pile - 1][-1]
            if card is None or card.wild:
                continue
            value = needed(view, action.to)
            if value < top.number:
                gap = top.number - value  # the fewer cards left to the stock's number, the better
                rank = gap * 2 + (0 if action.source == DISCARD else 1)
                if best is None or rank < best[0]:
                    best = (rank, action)
        return best[1] if best else None

    def _pay_for_stock(self, view: SkipBoView, actions: list[SkipBoAction]) -> SkipBoAction | None:
        top = view.me.stock_top
        if top is None:
            return None
        for action in actions:
            if isinstance(action, PayFor) and (top.wild or top.number == needed(view, action.to) + 1):
                return action
        return None

    def _hand_plays(self, view: SkipBoView, actions: list[SkipBoAction]) -> SkipBoAction | None:
        """Plain hand cards that start or extend a pile, so the hand empties and refills."""
        plays = [a for a in actions if isinstance(a, Play) and a.source == HAND and a.card is not None and not a.card.wild]
        if view.must_play:
            return plays[0] if plays else next((a for a in actions if isinstance(a, Play | Buy)), None)
        return min(plays, key=lambda a: needed(view, a.to), default=None)

    def _end(self, view: SkipBoView, actions: list[SkipBoAction]) -> SkipBoAction:
        discards = [a for a in actions if isinstance(a, Discard)]
        if not discards:
            return next(a for a in actions if isinstance(a, EndTurn | SkipToll | Play | Buy))

        def fit(action: Discard) -> tuple[int, int, int]:
            pile = view.me.discards[action.pile - 1]
            if action.card.wild:
                return (3, 0, action.pile)  # keep wilds in the hand while it can
            if not pile:
                return (1, -action.card.number, action.pile)
            gap = pile[-1].number - action.card.number
            return (0 if gap in (0, 1) else 2, abs(gap), action.pile)  # on a card one higher: they come off in order

        return min(discards, key=fit)


class HardBot:
    """Plans its whole turn (planner.TurnPlanner) and plays the first move of the best plan.
    Its search shares one budget of positions over a turn, so a turn takes a bounded time."""

    TABLE_BUDGET = 500  # positions searched over one turn, shared by the seats (250 at two, 83 at six): more seats
    # mean more turns to wait for between two of a person's, and searching ten times as far wins no more often
    CALL_BUDGET = 20  # positions each call may still search when the turn's budget is spent

    def __init__(self, seat: int, seats: int, rng: random.Random, weights: Weights = WEIGHTS) -> None:
        self.seat, self.rng, self.weights = seat, rng, weights
        self.turn_budget = turn_budget(seats)
        self.call_budget = self.CALL_BUDGET if seats <= 3 else self.CALL_BUDGET // 2
        self._planner: TurnPlanner | None = None
        self._context: tuple[object, ...] = ()
        self.spent = 0  # positions searched this turn

    def observe(self, events: Sequence[Event]) -> None:
        """A turn of its own begins a new budget; everything else it uses is in the view."""
        if any(isinstance(event, TurnBegan) and event.seat == self.seat for event in events):
            self.spent = 0

    def planner(self, view: SkipBoView) -> TurnPlanner:
        """A planner for this view: the last one while nothing new was seen, so its search is reused."""
        context = (view.seat, view.game_number, tuple(p.stock_left for p in view.players), view.draw_left + view.set_aside > 0,
                   tuple(unseen_counts(view)))
        if self._planner is None or context != self._context:
            self._planner, self._context = TurnPlanner(view, self.weights, self.turn_budget), context
        self._planner.searched = 0
        self._planner.budget = max(self.call_budget, self.turn_budget - self.spent)
        return self._planner

    def ranked(self, view: SkipBoView) -> list[tuple[float, Move]]:
        """The moves weighed now, best first, with the value of the best plan each starts."""
        planner = self.planner(view)
        found = planner.root(view)
        self.spent += planner.searched
        return found

    def choose(self, view: SkipBoView) -> SkipBoAction:
        return as_action(view, self.ranked(view)[0][1])


def turn_budget(seats: int) -> int:
    """Positions one turn may search. Each position costs more with more opponents to weigh, so
    from four seats on the table's budget is smaller: a person's answer waits for every computer
    player's turn before theirs, and must stay within 50 ms (benchmarks/bench_skipbo.py)."""
    table = HardBot.TABLE_BUDGET if seats <= 3 else HardBot.TABLE_BUDGET * 2 // 3
    return table // seats


def as_action(view: SkipBoView, move: Move) -> SkipBoAction:
    """The engine's action for a planner move."""
    kind, card, to, owner, pile = move
    seat = view.seat
    if kind == "pay-toll":
        return PayToll(seat)
    if kind == "skip-toll":
        return SkipToll(seat)
    if kind == "end":
        return EndTurn(seat) if card < 0 else Discard(seat, as_card(card), pile)
    if kind == "pay":
        return PayFor(seat, to + 1)
    if kind.startswith("buy-"):
        return Buy(seat, owner, kind.removeprefix("buy-"), to + 1, pile)
    return Play(seat, kind, to + 1, as_card(card) if kind == HAND else None, pile)


LEVELS: dict[str, Callable[[int, int, random.Random], Bot]] = {"easy": EasyBot, "medium": MediumBot, "hard": HardBot}
DEFAULT_LEVEL = "medium"


def make_bot(level: str, seat: int, seats: int, rng: random.Random) -> Bot:
    if level not in LEVELS:
        raise InvalidInput(msg("sb-error-bot-level", given=level, levels=", ".join(LEVELS)))
    return LEVELS[level](seat, seats, rng)


class SkipBoAdvisor:
    """The hint: the hard player's move now, in `words`, and why (from the rest of its plan)."""

    def __init__(self, seat: int, seats: int, words: Words) -> None:
        self.seat, self.words = seat, words
        self.rng = random.Random(seat)  # the hard player draws no random numbers; kept for the contract

    def observe(self, events: Sequence[Event]) -> None:
        """Everything the hint uses is in the view."""

    def reseed(self, key: str) -> None:
        self.rng.seed(key)

    def advice(self, view: SkipBoView) -> Hint:
        from shared_table.games.skipbo.words.table_lines import action_words

        if not view.my_turn:
            return Hint(self.words("sb-hint-none"))
        moves, refills = TurnPlanner(view, WEIGHTS, turn_budget(len(view.players))).plan(view)  # afresh: one position, one hint
        why = reason(view, moves, refills)
        move = as_action(view, moves[0])
        action = action_words(self.words, view, move)
        # A hint begins with a capital where the language writes one after a colon (English
        # "Hint: Play ..."), not where it does not (French "Conseil : jouez ..."): its catalog says which.
        if self.words("sb-hint-capital") == "yes":
            action = action[:1].upper() + action[1:]
        said = self.words("sb-hint", action=action, why=why or "", **{"has-why": "yes" if why else "no"})
        return Hint(said, SaidMove(said[said.find(action):], move))  # typed back from the move on, with or without the reason

    def hint_due(self, view: SkipBoView) -> bool:
        return view.my_turn and not view.toll_due and not view.must_play

    def ponder(self, view: SkipBoView) -> None:
        """Answers come within a turn's time: nothing runs in the background."""

    def pause(self) -> None:
        """Nothing runs in the background."""


def reason(view: SkipBoView, moves: list[Move], refills: bool) -> Msg | None:
    """Why the first of `moves` (the hard player's plan for the rest of the turn), in a few words."""
    kind, card, to, _, pile = moves[0]
    me = view.me
    stock = number_word(WILD if me.stock_top is None else me.stock_top.number)
    if me.stock_top is None or me.stock_top.wild:
        stock = msg("sb-card-name", number=WILD, toll=0)
    if kind == "stock":
        return msg("sb-why-last-stock") if me.stock_left == 1 else msg("sb-why-stock-first")
    if any(move[0] == "stock" for move in moves[1:]):
        return msg("sb-why-leads-to-stock", stock=stock)
    if kind in ("pay", *PLAYS):
        for step in range(1, len(view.players)):  # the players in turn order: the next one first
            them = view.players[(view.seat + step) % len(view.players)]
            if them.stock_top is not None and not them.stock_top.wild and needed(view, to + 1) == them.stock_top.number:
                return msg("sb-why-blocks", to=to + 1, name=them.name, number=number_word(them.stock_top.number))
    if kind == "pay-toll":
        return msg("sb-why-pay-toll")
    if kind == "skip-toll":
        return msg("sb-why-skip-toll")
    if kind == "end":
        return discard_reason(view, card, pile)
    if refills:
        return msg("sb-why-refill")
    if needed(view, to + 1) >= HIGHEST - (kind == "pay"):
        return msg("sb-why-completes")
    if kind == "discard":
        return msg("sb-why-frees") if len(me.discards[pile - 1]) > 1 else msg("sb-why-empties-discard", pile=pile)
    if me.stock_top is not None and not me.stock_top.wild and needed(view, to + 1) < me.stock_top.number:
        return msg("sb-why-closer", to=to + 1, stock=stock)
    return msg("sb-why-hand-refills") if kind == HAND else None


def discard_reason(view: SkipBoView, card: int, pile: int) -> Msg | None:
    """Why the hard player discards `card` (the planner's int) onto discard pile `pile`."""
    if card < 0:
        return None
    under = view.me.discards[pile - 1]
    if card % 13 == 0:
        return msg("sb-why-only-wilds") if all(held.wild for held in view.hand) else msg("sb-why-keep-others")
    if not under:
        return msg("sb-why-new-discard")
    if not under[-1].wild and under[-1].number - card % 13 in (0, 1):
        return msg("sb-why-in-order")
    return msg("sb-why-least-needed")
