"""The hard Skip-Bo player's turn planner: a search over the plays of one turn, on a small
simulator of what the seat's view shows (building piles, its own stock top and hand, every
discard pile, the others' stock tops, everyone's coins).

A plan ends where the turn ends (a discard, an unpaid toll) or where something unknown comes up:
the stock's next card after the stock is played, or five new cards after the hand is emptied.
Those ends are valued by expectation over the cards this seat has not seen (odds.Odds). The
search keeps the best value of each position it meets, so the next call of the same turn reuses
it, and stops deepening once it has spent its `budget`."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from shared_table.games.skipbo.bots.odds import Odds, code, holdings, number, put, unseen_counts, with_tops
from shared_table.games.skipbo.rules.cards import HIGHEST
from shared_table.games.skipbo.rules.state import HAND_SIZE
from shared_table.games.skipbo.rules.view import SkipBoView

WIN = 1e9
Pos = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[tuple[tuple[int, ...], ...], ...], tuple[int, ...],
            tuple[int, ...], int]
"""tops (0 is an empty place), coins beside, hand (sorted), discard piles by seat, stock tops by seat
(-1 unknown or empty), coins by seat, the pile paid for (0: none)."""
Move = tuple[str, int, int, int, int]
"""(kind, card, to, owner, pile): kind is stock, hand, discard, buy-stock or buy-discard (a play of
`card` onto building pile index `to` from `owner`'s pile), pay (coins onto `to`), end (a discard
of `card` onto discard pile `pile`; card -1 with an empty hand), pay-toll or skip-toll."""
PLAYS = ("stock", "hand", "discard", "buy-stock", "buy-discard")


@dataclass(frozen=True, slots=True)
class Weights:
    """What the end of a turn is worth, in points where a stock card played is 100."""

    stock: float = 100.0
    now: float = 75.0  # the stock's next card goes on this turn, by expectation
    refill: float = 55.0  # five new cards let the stock go on this turn
    next_turn: float = 35.0  # the stock can go on next turn
    danger: tuple[float, ...] = (55.0, 20.0, 8.0)  # an opponent's stock can go on, in turn order
    coin: float = 3.0
    their_coin: float = 1.5
    their_stock: float = 90.0  # buying an opponent's stock card plays it for them
    cycle: float = 1.5  # each hand card played: the hand refills with new cards
    wild_discard: float = 20.0
    order: float = 2.0  # a discard onto a pile one above, or equal: they come off in order


WEIGHTS = Weights()


@dataclass(slots=True)
class _EndContext:
    shape: tuple[int, ...]  # the building piles' distinct tops
    common: float  # coins, and the danger to opponents as the discard piles lie now
    my_tops: tuple[int, ...]  # this seat's discard tops: a number's bit, 0 for a Skip-Bo card, -1 for none
    my_runs: tuple[tuple[int, int], ...]  # what each of this seat's discard piles offers it (holdings)
    opponents: list[tuple[float, int, int, int, int]]  # weight, stock number, holdings, wilds, coins
    danger: float = 0.0  # the part of `common` the discard piles as they lie now leave the opponents


class TurnPlanner:
    """Plans one seat's turn from its view: `root` ranks the moves now by the best plan each
    starts, `plan` follows the best plan; `value_of` searches a position, `end_value` scores an end."""

    def __init__(self, view: SkipBoView, weights: Weights = WEIGHTS, budget: int = 250) -> None:
        self.me, self.weights, self.budget = view.seat, weights, budget
        self.seats = len(view.players)
        self.others = [(view.seat + step) % self.seats for step in range(1, self.seats)]  # in turn order
        self.stock_left = tuple(player.stock_left for player in view.players)
        self.can_refill = view.draw_left + view.set_aside > 0
        self.odds = Odds(unseen_counts(view))
        self.memo: dict[Pos, float] = {}
        self._holdings: dict[tuple[tuple[int, ...], ...], tuple[int, int]] = {}
        self._last: tuple[Pos, _EndContext] | None = None
        self.searched = 0  # positions searched and ends valued, against `budget`

    # ------------------------------------------------------------------ the turn as a whole

    @staticmethod
    def position(view: SkipBoView) -> Pos:
        tops = tuple(0 if pile is None else pile.top for pile in view.building)
        beside = tuple(0 if pile is None else pile.coins for pile in view.building)
        discards = tuple(tuple(tuple(code(card) for card in pile) for pile in player.discards) for player in view.players)
        stocks = tuple(-1 if player.stock_top is None else code(player.stock_top) for player in view.players)
        coins = tuple(player.coins for player in view.players)
        return tops, beside, tuple(sorted(code(card) for card in view.hand)), discards, stocks, coins, view.must_play

    def root(self, view: SkipBoView) -> list[tuple[float, Move]]:
        """The moves worth weighing now, each with the value of the best plan it starts, best first
        (among equals, the first found)."""
        pos = self.position(view)
        if view.toll_due:
            found = [(self.end_value(pos, discard=False), ("skip-toll", -1, view.toll_pile - 1, self.me, 0))]
            if pos[5][self.me] >= view.toll_due:
                found.insert(0, (self.go_on(self._pay_toll(pos, view.toll_pile - 1, view.toll_due)),
                                 ("pay-toll", -1, view.toll_pile - 1, self.me, 0)))
        else:
            found = self.options(pos)
        found.sort(key=lambda pair: -pair[0])
        return found

    def options(self, pos: Pos) -> list[tuple[float, Move]]:
        """Every move worth weighing at `pos` with its value: the plays, then the discards."""
        found = [(value, move) for move, value in self.choices(pos)]
        if not pos[6]:
            found += [(self.end_value(pos, card, pile), ("end", card, -1, self.me, pile)) for card, pile in self.discards(pos)]
        return found

    def plan(self, view: SkipBoView) -> tuple[list[Move], bool]:
        """The best plan from now, move by move, and whether it ends by emptying the hand."""
        moves = [self.root(view)[0][1]]
        now = self.position(view)
        pos: Pos | None
        if view.toll_due:
            pos = self._pay_toll(now, view.toll_pile - 1, view.toll_due) if moves[0][0] == "pay-toll" else None
        else:
            pos = self.following(now, moves[0])
        while pos is not None and (pos[2] or not self.can_refill):
            move = max(self.options(pos), key=lambda pair: pair[0])[1]
            moves.append(move)
            pos = self.following(pos, move)
        return moves, pos is not None

    def following(self, pos: Pos, move: Move) -> Pos | None:
        """Where the plan goes on after `move` at `pos`; None where the turn ends or something unknown comes up."""
        kind, card, to, owner, pile = move
        if kind == "pay":
            return self._pay_for(pos, to)
        if kind not in PLAYS or kind.endswith("stock"):  # a stock's next card is not known until it is turned up
            return None
        _, after, toll = self._put(pos, card, to, owner, kind.removeprefix("buy-"), pile)
        if toll:
            if after[5][self.me] < toll:
                return None
            paid = self._pay_toll(after, to, toll)
            if self.end_value(after, discard=False) > self.go_on(paid):
                return None
            after = paid
        return after

    # ------------------------------------------------------------------ the search

    def value_of(self, pos: Pos) -> float:
        """The best this turn can still come to from `pos` (no toll due)."""
        found = self.memo.get(pos)
        if found is None:
            self.searched += 1
            found = self.best_end(pos)
            if self.searched <= self.budget:  # past it, a position is valued as if the turn ended there
                plays = max((value for _, value in self.choices(pos)), default=-WIN)
                found = plays if pos[6] else max(found, plays)
            self.memo[pos] = found
        return found

    def choices(self, pos: Pos) -> Iterator[tuple[Move, float]]:
        """Every play worth trying from `pos` with the value it leads to, the plays towards the
        stock's number first; ending the turn is `best_end`."""
        tops, _, hand, discards, stocks, coins, must = pos
        me = self.me
        stock = stocks[me]
        target = number(stock) if stock >= 0 else 0
        places = self._places(tops, must)
        direct = [to for to in places if stock >= 0 and target in (0, tops[to] + 1)]
        if direct:  # the stock first: nothing is lost by it, and its next card is seen sooner
            for to in direct:
                yield ("stock", stock, to, me, 0), self.play(pos, stock, to, me, "stock", 0)
            return
        places.sort(key=lambda to: target - tops[to] if tops[to] < target else HIGHEST + tops[to])
        for to in places:
            need = tops[to] + 1
            for card in sorted(set(hand), key=lambda card: card % 13 == 0):  # a Skip-Bo card last
                if number(card) in (0, need):
                    yield ("hand", card, to, me, 0), self.play(pos, card, to, me, "hand", 0)
            for pile, cards in enumerate(discards[me], start=1):
                if cards and number(cards[-1]) in (0, need):
                    yield ("discard", cards[-1], to, me, pile), self.play(pos, cards[-1], to, me, "discard", pile)
            if coins[me]:
                yield from self._buys(pos, to, need)
        if not must:
            for to in places:
                need = tops[to] + 1
                if need < HIGHEST and coins[me] >= need and self._can_follow(pos, need + 1):
                    yield ("pay", -1, to, me, 0), self.value_of(self._pay_for(pos, to))

    def _buys(self, pos: Pos, to: int, need: int) -> Iterator[tuple[Move, float]]:
        """Cards worth buying onto pile index `to`: one of each number, from the player who comes
        last before this seat's next turn (a coin helps them least), a discard before a stock."""
        _, _, _, discards, stocks, _, _ = pos
        seen: set[int] = set()
        for owner in reversed(self.others):
            offers = [(cards[-1], "discard", pile) for pile, cards in enumerate(discards[owner], start=1) if cards]
            offers += [(stocks[owner], "stock", 0)] if stocks[owner] >= 0 else []  # last: it plays their stock for them
            for card, source, pile in offers:
                value = number(card)
                if value in (0, need) and value not in seen:
                    seen.add(value)
                    yield (f"buy-{source}", card, to, owner, pile), self.play(pos, card, to, owner, source, pile)

    @staticmethod
    def _places(tops: tuple[int, ...], must: int) -> list[int]:
        """Indexes of the piles worth playing on: one of each top (piles alike lead alike), so one empty place."""
        if must:
            return [must - 1]
        return [index for index, top in enumerate(tops) if top not in tops[:index]]

    def _can_follow(self, pos: Pos, need: int) -> bool:
        _, _, hand, discards, stocks, _, _ = pos
        tops = [stocks[self.me], *hand, *(pile[-1] for pile in discards[self.me] if pile)]
        return any(card >= 0 and number(card) in (0, need) for card in tops)

    # ------------------------------------------------------------------ moves

    def _put(self, pos: Pos, card: int, to: int, owner: int, source: str, pile: int) -> tuple[float, Pos, int]:
        """`card` from `owner`'s `source` goes onto pile index `to`: what it gains at once, the
        position after it (a complete pile set aside, its coins dealt back), and its toll."""
        tops, beside, hand, discards, stocks, coins, _ = pos
        me, weights = self.me, self.weights
        gain = 0.0
        purse = list(coins)
        if source == "hand":
            index = hand.index(card)
            hand = hand[:index] + hand[index + 1:]
            gain += weights.cycle
        elif source == "discard":
            discards = put(discards, owner, put(discards[owner], pile - 1, discards[owner][pile - 1][:-1]))
        else:
            stocks = put(stocks, owner, -1)
        if owner != me:  # bought: one coin to the owner
            purse[me] -= 1
            purse[owner] += 1
            if source == "stock":
                gain -= WIN if self.stock_left[owner] == 1 else weights.their_stock
        top, side = tops[to] + 1, beside[to]
        if top == HIGHEST:  # complete: set aside, the coins beside dealt back one at a time from this seat on
            for handed in range(side):
                purse[(me + handed) % self.seats] += 1
            top, side = 0, 0
        return gain, (put(tops, to, top), put(beside, to, side), hand, discards, stocks, tuple(purse), 0), card // 13

    def play(self, pos: Pos, card: int, to: int, owner: int, source: str, pile: int) -> float:
        """The value of playing `card` from `owner`'s `source` onto pile index `to`, paying a toll or not."""
        gain, after, toll = self._put(pos, card, to, owner, source, pile)
        if source == "stock" and owner == self.me:
            if self.stock_left[self.me] == 1:
                return WIN
            return gain + self.weights.stock + self.reveal_value(after, toll, to)
        if not toll:
            return gain + self.go_on(after)
        skip = self.end_value(after, discard=False)
        if after[5][self.me] < toll:
            return gain + skip
        return gain + max(skip, self.go_on(self._pay_toll(after, to, toll)))

    def _pay_toll(self, pos: Pos, to: int, toll: int) -> Pos:
        tops, beside, hand, discards, stocks, coins, _ = pos
        return tops, put(beside, to, beside[to] + toll), hand, discards, stocks, put(coins, self.me, coins[self.me] - toll), 0

    def _pay_for(self, pos: Pos, to: int) -> Pos:
        tops, beside, hand, discards, stocks, coins, _ = pos
        need = tops[to] + 1
        return (put(tops, to, need), put(beside, to, beside[to] + need), hand, discards, stocks,
                put(coins, self.me, coins[self.me] - need), to + 1)

    def go_on(self, pos: Pos) -> float:
        if not pos[2] and self.can_refill:
            return self.refill_value(pos)
        return self.value_of(pos)

    # ------------------------------------------------------------------ ends

    def _context(self, pos: Pos) -> _EndContext:
        """What every way of ending the turn at `pos` shares (the last position's is kept)."""
        if self._last is not None and self._last[0] is pos:
            return self._last[1]
        self.searched += 1  # the dearest part of valuing an end, so it counts against the budget too
        tops, _, _, discards, stocks, coins, _ = pos
        weights, me = self.weights, self.me
        context = _EndContext(tuple(sorted(set(tops))), weights.coin * coins[me],
                              tuple(-1 if not pile else pile[-1] % 13 and 1 << number(pile[-1]) for pile in discards[me]),
                              tuple(holdings((), (pile,)) for pile in discards[me]), [])
        for step, owner in enumerate(self.others):
            context.common -= weights.their_coin * coins[owner]
            if stocks[owner] < 0 or step >= len(weights.danger):
                continue
            have, wilds = self._holdings_of(discards[owner])
            if coins[owner]:  # they may buy any other discard pile's top (this seat's are added in `_danger`)
                for seat in range(self.seats):
                    if seat not in (owner, me):
                        have, wilds = with_tops(have, wilds, discards[seat])
            context.opponents.append((weights.danger[step], number(stocks[owner]), have, wilds, coins[owner]))
        context.danger = self._danger(context, context.my_tops)
        context.common -= context.danger
        self._last = (pos, context)
        return context

    def _danger(self, context: _EndContext, my_tops: tuple[int, ...]) -> float:
        """How likely each opponent's stock can go on, weighted; `my_tops` as in `_EndContext`."""
        total = 0.0
        for weight, stock, have, wilds, coins in context.opponents:
            if coins:
                for top in my_tops:
                    if top > 0:
                        have |= top
                    elif top == 0:
                        wilds += 1
            total += weight * self.odds.reach(stock, context.shape, have, wilds, HAND_SIZE, coins)
        return total

    def _holdings_of(self, piles: tuple[tuple[int, ...], ...]) -> tuple[int, int]:
        found = self._holdings.get(piles)
        if found is None:
            found = self._holdings[piles] = holdings((), piles)
        return found

    def end_value(self, pos: Pos, card: int = -1, pile: int = 0, discard: bool = True) -> float:
        """The turn ends at `pos`: with `card` put on discard pile `pile`, with no card when the
        hand is empty, or with no discard after an unpaid toll (`discard` False)."""
        _, _, hand, discards, stocks, coins, _ = pos
        context = self._context(pos)
        value = context.common
        runs = context.my_runs
        if card >= 0:
            index = hand.index(card)
            hand = hand[:index] + hand[index + 1:]
            under = discards[self.me][pile - 1]
            value += self._discard_shape(card, under) + context.danger - self._danger(
                context, put(context.my_tops, pile - 1, card % 13 and 1 << number(card)))
            run = (0, 1) if card % 13 == 0 else (1 << number(card), 0)
            if under and under[-1] % 13 and number(under[-1]) == number(card) + 1:  # the pile still comes off in order
                run = (run[0] | runs[pile - 1][0], runs[pile - 1][1])
            runs = put(runs, pile - 1, run)
        elif discard and hand:
            return -WIN  # a turn cannot end with cards in hand and no discard
        stock = stocks[self.me]
        if stock >= 0:
            have, wilds = holdings(hand, ())
            for mask, more in runs:
                have, wilds = have | mask, wilds + more
            draws = HAND_SIZE - len(hand) if self.can_refill else 0
            value += self.weights.next_turn * self.odds.reach(number(stock), context.shape, have, wilds, draws, coins[self.me])
        return value

    def discards(self, pos: Pos) -> list[tuple[int, int]]:
        """The discards worth weighing at `pos`, card and pile: piles with the same top are alike."""
        hand, mine = pos[2], pos[3][self.me]
        if not hand:
            return [(-1, 0)]
        piles: dict[int, int] = {}
        for index, under in enumerate(mine, start=1):
            piles.setdefault(under[-1] if under else -1, index)
        return [(card, pile) for card in sorted(set(hand)) for pile in piles.values()]

    def best_end(self, pos: Pos) -> float:
        """The best way to end the turn at `pos`."""
        return max(self.end_value(pos, card, pile) for card, pile in self.discards(pos))

    def _discard_shape(self, card: int, under: tuple[int, ...]) -> float:
        """Discard piles that go down one by one come off in order; a Skip-Bo card is kept in hand."""
        weights = self.weights
        if card % 13 == 0:
            return -weights.wild_discard
        if not under:
            return weights.order * (number(card) - 6) / 6  # a high card starts a pile best
        if under[-1] % 13 == 0:
            return -weights.order * 2  # a Skip-Bo card buried
        gap = number(under[-1]) - number(card)
        if gap in (0, 1):
            return weights.order
        return -weights.order * (0.25 * gap if gap > 0 else 1 + 0.5 * -gap)

    def reveal_value(self, pos: Pos, toll: int, to: int) -> float:
        """The stock's next card is turned up: how likely it goes on this turn, and what else is left."""
        skip = self._context(pos).common
        me = self.me
        if toll:
            if pos[5][me] < toll:
                return skip
            pos = self._pay_toll(pos, to, toll)
        tops, _, hand, discards, _, coins, _ = pos
        have, wilds = holdings(hand, discards[me])
        chance = self.odds.next_card(tuple(sorted(set(tops))), have, wilds, coins[me])
        if not hand and self.can_refill:
            chance = max(chance, self._fresh_hand(pos, -1))
        going_on = self._context(pos).common + self.weights.now * chance
        return max(skip, going_on) if toll else going_on

    def refill_value(self, pos: Pos) -> float:
        """The hand is empty: five unknown cards come, by expectation."""
        return self._context(pos).common + self.weights.refill * self._fresh_hand(pos, pos[4][self.me])

    def _fresh_hand(self, pos: Pos, stock: int) -> float:
        """How likely `stock` (-1: an unknown stock card) goes on with five new cards."""
        tops, _, _, discards, _, coins, _ = pos
        have, wilds = holdings((), discards[self.me])
        shape, coins_now = tuple(sorted(set(tops))), coins[self.me]
        if stock >= 0:
            return self.odds.reach(number(stock), shape, have, wilds, HAND_SIZE, coins_now)
        return sum(self.odds.share[value] * self.odds.reach(value, shape, have, wilds, HAND_SIZE, coins_now)
                   for value in range(HIGHEST + 1))
