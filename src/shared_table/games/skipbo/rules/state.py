"""Skip-Bo with coins: the rules, pure Python, no I/O (docs/rules.md, "Skip-Bo with coins").

Each player has a stock pile (only its top face up), a hand filled to five at the start of each
turn, up to four discard piles of their own, and coins. Up to four building piles are shared,
each started with a 1 or a Skip-Bo card and built in order to 12, then set aside. The first to
empty their stock pile wins the game; in a match, games are dealt until someone has 500 points.

Decisions where the sheet is silent (docs/rules.md says why):
- discard piles are laid fanned, so every card in them is known to all; hands and the order of
  the stock and draw piles are hidden;
- an unpaid toll ends the turn at once, with no discard; a Skip-Bo card may be discarded;
- coins bought as a number need a place: a fifth pile cannot be started by coins or cards;
- when a full round of turns passes with no card or coin going onto a building pile while the
  draw pile and the set-aside piles are empty, play cannot go on: those with the fewest stock
  cards left win (so a game always ends).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from shared_table.core.errors import IllegalAction, InvalidInput
from shared_table.core.game import Outcome
from shared_table.core.message import msg
from shared_table.games.skipbo.info import INFO
from shared_table.games.skipbo.rules import events as ev
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
from shared_table.games.skipbo.rules.cards import COINS_EACH, COINS_IN_BOX, HIGHEST, Card, a_card, a_number, card_words, full_deck
from shared_table.games.skipbo.rules.view import BuildingPile, PlayerView, SkipBoView

MIN_PLAYERS, MAX_PLAYERS = INFO.players  # 2 to 6
HAND_SIZE = 5
PILES = 4  # building piles at once, and discard piles per player
STOCK_SIZE, SHORT_STOCK = 15, 10
MATCH_POINTS, WIN_BONUS, PER_CARD = 500, 25, 5
MAX_ROUNDS = 200  # a game still going after 200 rounds of turns ends as if no one could play on


@dataclass(frozen=True, slots=True)
class Options:
    """--short deals stock piles of 10; --match plays games until someone reaches 500 points."""

    short: bool = False
    match: bool = False


class _Player:
    def __init__(self, name: str) -> None:
        self.name = name
        self.stock: list[Card] = []  # the top is the end
        self.hand: list[Card] = []
        self.discards: list[list[Card]] = [[] for _ in range(PILES)]
        self.coins = COINS_EACH
        self.total = 0


class SkipBoState:
    """A game (or a match of games) of Skip-Bo with coins. `apply` returns the events; an illegal
    action raises `IllegalAction` saying why, and changes nothing."""

    def __init__(self, names: Sequence[str], rng: random.Random, options: Options = Options()) -> None:
        self._seat_players(names, rng, options)
        self.log += self._deal(first=0)

    def _seat_players(self, names: Sequence[str], rng: random.Random, options: Options) -> None:
        if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
            raise IllegalAction(msg("sb-error-players", min=MIN_PLAYERS, max=MAX_PLAYERS, given=len(names)))
        self.options, self._rng = options, rng
        self.players = [_Player(name) for name in names]
        self.box_coins = COINS_IN_BOX - COINS_EACH * len(names)  # the rest stay in the box
        self.game_number = 0
        self.turns = 0
        self.winners: tuple[int, ...] = ()
        self.match_over = False
        self.log: list[ev.SkipBoEvent] = []

    @classmethod
    def from_layout(cls, names: Sequence[str], stocks: Sequence[Sequence[Card]], draw: Sequence[Card], *,
                    discards: Sequence[Sequence[Sequence[Card]]] = (), building: Sequence[Sequence[Card]] = (),
                    coins: Sequence[int] = (), first: int = 0, options: Options = Options(),
                    rng: random.Random | None = None) -> SkipBoState:
        """A game laid out by hand, for tests: stock piles of one size and the draw pile listed from
        the top down (`stocks[s][0]` lies face up; `first` fills their hand from the front of
        `draw`); optionally each player's four discard piles and the four building places, bottom
        first; each player's coins (12 unless given; the box holds the rest of the 72). A layout
        need not hold the whole deck; a match's next game is shuffled from the whole deck as usual.
        `InvalidInput` for a layout that cannot be played."""
        state = cls.__new__(cls)
        state._seat_players(names, rng if rng is not None else random.Random(0), options)
        if len(stocks) != state.seats or len({len(stock) for stock in stocks}) != 1 or not stocks[0]:
            raise InvalidInput(msg("sb-error-layout-stocks", seats=state.seats))
        places = [list(pile) for pile in building] + [[] for _ in range(PILES - len(building))]
        if len(places) != PILES or any(not card.fits(n) for pile in places for n, card in enumerate(pile, start=1)) \
                or any(len(pile) >= HIGHEST for pile in places):
            raise InvalidInput(msg("sb-error-layout-building", count=PILES))
        state.log += state._lay(first, [list(stock)[::-1] for stock in stocks], list(draw)[::-1])
        state.building = [list(pile) or None for pile in places]
        for player, piles in zip(state.players, discards, strict=False):
            if len(piles) != PILES:
                raise InvalidInput(msg("sb-error-layout-discards", count=PILES, given=len(piles)))
            player.discards = [list(pile) for pile in piles]
        if coins:
            if len(coins) != state.seats or min(coins) < 0 or sum(coins) > COINS_IN_BOX:
                raise InvalidInput(msg("sb-error-layout-coins", seats=state.seats, box=COINS_IN_BOX))
            for player, count in zip(state.players, coins, strict=True):
                player.coins = count
            state.box_coins = COINS_IN_BOX - sum(coins)
        return state

    # ------------------------------------------------------------------ questions

    @property
    def seats(self) -> int:
        return len(self.players)

    @property
    def is_over(self) -> bool:
        return self.match_over

    @property
    def stage(self) -> int:
        return self.turns

    def outcome(self) -> Outcome | None:
        if not self.is_over:
            return None
        return Outcome(tuple(player.total for player in self.players), self.winners)

    def name(self, seat: int) -> str:
        return self.players[seat].name

    def needed(self, place: int) -> int:
        """The number building pile `place` (1 to 4) takes next: 1 for an empty place."""
        pile = self.building[place - 1]
        return 1 if pile is None else len(pile) + 1

    def all_cards(self) -> list[Card]:
        """Every card wherever it is (the conformance suite counts them)."""
        cards = [*self.draw, *self.set_aside]
        for player in self.players:
            cards += [*player.stock, *player.hand, *(card for pile in player.discards for card in pile)]
        cards += [card for pile in self.building if pile is not None for card in pile if card is not None]
        return cards

    def coins_everywhere(self) -> int:
        return self.box_coins + sum(player.coins for player in self.players) + sum(self.beside)

    # ------------------------------------------------------------------ the deal and turns

    def _deal(self, first: int) -> list[ev.SkipBoEvent]:
        deck = full_deck()
        self._rng.shuffle(deck)
        size = SHORT_STOCK if self.options.short else STOCK_SIZE
        stocks = []
        for _ in self.players:
            stock, deck = deck[:size], deck[size:]
            stocks.append(stock)
        return self._lay(first, stocks, deck)

    def _lay(self, first: int, stocks: list[list[Card]], draw: list[Card]) -> list[ev.SkipBoEvent]:
        """Start a game with these stock piles and draw pile (each top at the end)."""
        self.game_number += 1
        size = len(stocks[0])
        for player, stock in zip(self.players, stocks, strict=True):
            player.stock, player.hand, player.discards = stock, [], [[] for _ in range(PILES)]
        self.draw: list[Card] = draw  # the top is the end
        self.set_aside: list[Card] = []
        self.building: list[list[Card | None] | None] = [None] * PILES
        self.beside = [0] * PILES  # coins beside each building pile
        self.current, self.toll_due, self.toll_pile, self.must_play = first, 0, 0, 0
        self.idle_turns = 0  # turns in a row with nothing put on a building pile
        self.built_this_turn = False
        self.game_turns = 0
        tops = tuple(player.stock[-1] for player in self.players)
        started: list[ev.SkipBoEvent] = [ev.GameStarted(self.game_number, size, COINS_EACH, first, tops)]
        return started + self._begin_turn(first)

    def _begin_turn(self, seat: int) -> list[ev.SkipBoEvent]:
        self.current, self.built_this_turn = seat, False
        self.turns += 1
        self.game_turns += 1
        return [ev.TurnBegan(seat), *self._fill_hand(seat)]

    def _fill_hand(self, seat: int) -> list[ev.SkipBoEvent]:
        found: list[ev.SkipBoEvent] = []
        hand = self.players[seat].hand
        drawn: list[Card] = []
        while len(hand) < HAND_SIZE:
            if not self.draw:
                if not self.set_aside:
                    break
                self._rng.shuffle(self.set_aside)
                self.draw, self.set_aside = self.set_aside, []
                if drawn:
                    found.append(ev.Drew(seat, len(drawn), tuple(drawn)))
                    drawn = []
                found.append(ev.Reshuffled(len(self.draw)))
            card = self.draw.pop()
            hand.append(card)
            drawn.append(card)
        if drawn:
            found.append(ev.Drew(seat, len(drawn), tuple(drawn)))
        return found

    def _end_turn(self) -> list[ev.SkipBoEvent]:
        # A turn counts as idle only if nothing was built and nothing could have been: a player who
        # chooses to hold back does not end the game for everyone (the round limit still does).
        could_build = any(isinstance(action, Play | Buy | PayFor) for action in self.legal_actions())
        self.idle_turns = 0 if self.built_this_turn or could_build else self.idle_turns + 1
        stuck = self.idle_turns >= self.seats and not self.draw and not self.set_aside
        if stuck or self.game_turns >= MAX_ROUNDS * self.seats:
            fewest = min(len(player.stock) for player in self.players)
            return self._win(tuple(seat for seat, player in enumerate(self.players) if len(player.stock) == fewest), True)
        return self._begin_turn((self.current + 1) % self.seats)

    # ------------------------------------------------------------------ what may be done

    def legal_actions(self) -> list[SkipBoAction]:
        """Every action allowed now; one empty place stands for all (any may be named)."""
        if self.is_over:
            return []
        seat, me = self.current, self.players[self.current]
        if self.toll_due:
            tolls: list[SkipBoAction] = [PayToll(seat)] if me.coins >= self.toll_due else []
            return [*tolls, SkipToll(seat)]
        places = self._places()
        found: list[SkipBoAction] = []
        for to in places:
            for source, card, pile in self._own_tops(seat):
                if card.fits(self.needed(to)):
                    found.append(Play(seat, source, to, card if source == HAND else None, pile))
            if me.coins:
                for owner in range(self.seats):
                    if owner != seat:
                        found += [Buy(seat, owner, source, to, pile) for source, card, pile in self._tops_of(owner)
                                  if card.fits(self.needed(to))]
        if self.must_play:
            return found
        for to in places:
            needed = self.needed(to)
            if needed < HIGHEST and me.coins >= needed and self._can_follow(seat, needed + 1):
                found.append(PayFor(seat, to))
        found += [Discard(seat, card, pile) for card in sorted(set(me.hand)) for pile in range(1, PILES + 1)]
        if not me.hand:
            found.append(EndTurn(seat))
        return found

    def _places(self) -> list[int]:
        """The building piles that can be played on now: every pile, and the first empty place."""
        if self.must_play:
            return [self.must_play]
        started = [place for place in range(1, PILES + 1) if self.building[place - 1] is not None]
        empty = [place for place in range(1, PILES + 1) if self.building[place - 1] is None]
        return started + empty[:1]

    def _own_tops(self, seat: int) -> list[tuple[str, Card, int]]:
        me = self.players[seat]
        tops = [(STOCK, me.stock[-1], 0)] if me.stock else []
        tops += [(HAND, card, 0) for card in sorted(set(me.hand))]
        return tops + [(DISCARD, pile[-1], number) for number, pile in enumerate(me.discards, start=1) if pile]

    def _tops_of(self, owner: int) -> list[tuple[str, Card, int]]:
        """What another player can be paid for: their stock's top and their discard piles' tops."""
        them = self.players[owner]
        tops = [(STOCK, them.stock[-1], 0)] if them.stock else []
        return tops + [(DISCARD, pile[-1], number) for number, pile in enumerate(them.discards, start=1) if pile]

    def _can_follow(self, seat: int, needed: int) -> bool:
        return any(card.fits(needed) for _, card, _ in self._own_tops(seat))

    # ------------------------------------------------------------------ doing it

    def apply(self, action: SkipBoAction) -> list[ev.SkipBoEvent]:
        """Apply `action` and return what happened; IllegalAction, with nothing changed, when it
        is not allowed now."""
        if self.is_over:
            raise IllegalAction(msg("sb-error-over"))
        if action.seat != self.current:
            if not (isinstance(action.seat, int) and 0 <= action.seat < self.seats):  # not self.name(): -1 is no one
                raise IllegalAction(msg("sb-error-no-seat", seat=str(action.seat), name=self.name(self.current)))
            raise IllegalAction(msg("sb-error-not-your-turn", name=self.name(self.current), other=self.name(action.seat)))
        if self.toll_due and not isinstance(action, PayToll | SkipToll):
            raise IllegalAction(msg("sb-error-toll-first", coins=self.toll_due))
        if self.must_play and not (isinstance(action, Play | Buy) and action.to == self.must_play):
            raise IllegalAction(msg("sb-error-must-play", place=self.must_play))
        found = self._toll(action) if isinstance(action, PayToll | SkipToll) else self._dispatch(action)
        self.log += found
        return found

    def _dispatch(self, action: SkipBoAction) -> list[ev.SkipBoEvent]:
        match action:
            case Play():
                return self._play(action)
            case Buy():
                return self._buy(action)
            case PayFor():
                return self._pay_for(action)
            case Discard():
                return self._discard(action)
            case EndTurn():
                if self.players[action.seat].hand:
                    raise IllegalAction(msg("sb-error-end-with-discard"))
                return [ev.TurnEnded(action.seat, "empty"), *self._end_turn()]
        raise IllegalAction(msg("sb-error-not-a-move", action=repr(action)))

    def _check_place(self, to: int, card: Card) -> int:
        if not isinstance(to, int) or not 1 <= to <= PILES:
            raise IllegalAction(msg("sb-error-no-building-pile", given=str(to), count=PILES))
        needed = self.needed(to)
        if not card.fits(needed):
            raise IllegalAction(msg("sb-error-wont-fit", place=to, empty="yes" if needed == 1 else "no", needed=a_number(needed),
                                    card=a_card(card)))
        return needed

    def _take(self, owner: int, source: str, pile: int, card: Card | None) -> Card:
        """The card `source` names, checked, not yet removed. Only a hand card is named, and only
        a discard pile numbered: anything else would be ignored here yet told in `Played`."""
        if card is not None and source != HAND:
            raise IllegalAction(msg("sb-error-top-card", source="discard" if source == DISCARD else "stock"))
        if pile != 0 and source != DISCARD:
            raise IllegalAction(msg("sb-error-pile-number"))
        player = self.players[owner]
        if source == STOCK:
            if not player.stock:
                raise IllegalAction(msg("sb-error-stock-empty"))
            return player.stock[-1]
        if source == DISCARD:
            if not (isinstance(pile, int) and 1 <= pile <= PILES) or not player.discards[pile - 1]:
                raise IllegalAction(msg("sb-error-discard-no-card", pile=str(pile)))
            return player.discards[pile - 1][-1]
        if source == HAND and card is not None and card in player.hand:
            return card
        raise IllegalAction(msg("sb-error-not-in-hand"))

    def _play(self, action: Play) -> list[ev.SkipBoEvent]:
        card = self._take(action.seat, action.source, action.pile, action.card)
        value = self._check_place(action.to, card)
        return self._put(action.seat, action.seat, action.source, action.pile, card, action.to, value)

    def _buy(self, action: Buy) -> list[ev.SkipBoEvent]:
        if not (isinstance(action.owner, int) and 0 <= action.owner < self.seats) or action.owner == action.seat:
            raise IllegalAction(msg("sb-error-buy-whom"))
        if action.source not in (STOCK, DISCARD):
            raise IllegalAction(msg("sb-error-buy-top"))
        if self.players[action.seat].coins < 1:
            raise IllegalAction(msg("sb-error-no-coins"))
        card = self._take(action.owner, action.source, action.pile, None)
        value = self._check_place(action.to, card)
        self.players[action.seat].coins -= 1
        self.players[action.owner].coins += 1
        bought: list[ev.SkipBoEvent] = [ev.Bought(action.seat, action.owner)]
        return bought + self._put(action.seat, action.owner, action.source, action.pile, card, action.to, value)

    def _put(self, seat: int, owner: int, source: str, pile: int, card: Card, to: int, value: int) -> list[ev.SkipBoEvent]:
        player = self.players[owner]
        if source == STOCK:
            player.stock.pop()
        elif source == DISCARD:
            player.discards[pile - 1].pop()
        else:
            player.hand.remove(card)
        building = self.building[to - 1]
        if building is None:
            building = self.building[to - 1] = []
        building.append(card)
        self.must_play, self.built_this_turn = 0, True
        found: list[ev.SkipBoEvent] = [ev.Played(seat, source, card, to, value, owner, pile)]
        if source == STOCK:
            found.append(ev.StockTurned(owner, player.stock[-1] if player.stock else None, len(player.stock)))
            if not player.stock:
                return found + self._win((owner,), False)
        if value == HIGHEST:
            found += self._complete(to)
        if card.toll:
            self.toll_due, self.toll_pile = card.toll, to
            return [*found, ev.TollDue(seat, card.toll, to)]
        return found + self._refill_if_empty(seat)

    def _refill_if_empty(self, seat: int) -> list[ev.SkipBoEvent]:
        if self.players[seat].hand or (not self.draw and not self.set_aside):
            return []
        return [ev.HandEmptied(seat), *self._fill_hand(seat)]

    def _complete(self, to: int) -> list[ev.SkipBoEvent]:
        """A pile reached twelve: its cards are set aside, and its coins dealt back one at a time
        from the player who completed it, in turn order."""
        building = self.building[to - 1]
        assert building is not None
        self.set_aside += [card for card in building if card is not None]
        self.building[to - 1] = None
        back = [0] * self.seats
        for n in range(self.beside[to - 1]):
            back[(self.current + n) % self.seats] += 1
        for seat, coins in enumerate(back):
            self.players[seat].coins += coins
        self.beside[to - 1] = 0
        return [ev.PileCompleted(self.current, to, tuple(back))]

    def _pay_for(self, action: PayFor) -> list[ev.SkipBoEvent]:
        if not isinstance(action.to, int) or not 1 <= action.to <= PILES:
            raise IllegalAction(msg("sb-error-no-building-pile", given=str(action.to), count=PILES))
        needed, me = self.needed(action.to), self.players[action.seat]
        if needed == HIGHEST:
            raise IllegalAction(msg("sb-error-pay-twelve", place=action.to))
        if me.coins < needed:
            raise IllegalAction(msg("sb-error-pay-short", place=action.to, needed=a_number(needed), cost=needed, have=me.coins))
        if not self._can_follow(action.seat, needed + 1):
            raise IllegalAction(msg("sb-error-pay-no-follow", paid=a_number(needed), next=a_number(needed + 1), none="none"))
        me.coins -= needed
        building = self.building[action.to - 1]
        if building is None:
            building = self.building[action.to - 1] = []
        building.append(None)
        self.beside[action.to - 1] += needed
        self.must_play, self.built_this_turn = action.to, True
        return [ev.PaidFor(action.seat, action.to, needed, needed)]

    def _toll(self, action: PayToll | SkipToll) -> list[ev.SkipBoEvent]:
        if not self.toll_due:
            raise IllegalAction(msg("sb-error-no-toll"))
        due, me = self.toll_due, self.players[action.seat]
        if isinstance(action, SkipToll):
            self.toll_due = 0
            found: list[ev.SkipBoEvent] = [ev.TollSkipped(action.seat, due), ev.TurnEnded(action.seat, "toll"),
                                           *self._end_turn()]
        else:
            if me.coins < due:
                raise IllegalAction(msg("sb-error-toll-short", due=due, have=me.coins))
            me.coins -= due
            self.beside[self.toll_pile - 1] += due
            self.toll_due = 0
            found = [ev.TollPaid(action.seat, due, self.toll_pile), *self._refill_if_empty(action.seat)]
        return found

    def _discard(self, action: Discard) -> list[ev.SkipBoEvent]:
        me = self.players[action.seat]
        if action.card not in me.hand:
            raise IllegalAction(msg("sb-error-no-such-card", card=card_words(action.card), number=action.card.number))
        if not isinstance(action.pile, int) or not 1 <= action.pile <= PILES:
            raise IllegalAction(msg("sb-error-no-discard-pile", given=str(action.pile), count=PILES))
        me.hand.remove(action.card)
        me.discards[action.pile - 1].append(action.card)
        return [ev.Discarded(action.seat, action.card, action.pile), *self._end_turn()]

    # ------------------------------------------------------------------ the end

    def _win(self, winners: tuple[int, ...], stalled: bool) -> list[ev.SkipBoEvent]:
        left = sum(len(player.stock) for seat, player in enumerate(self.players) if seat not in winners)
        points = tuple((0 if stalled else WIN_BONUS) + PER_CARD * left if seat in winners else 0 for seat in range(self.seats))
        for player, scored in zip(self.players, points, strict=True):
            player.total += scored
        totals = tuple(player.total for player in self.players)
        self.toll_due = self.must_play = 0
        found: list[ev.SkipBoEvent] = [ev.GameWon(winners, points, totals, stalled)]
        if not self.options.match or max(totals) >= MATCH_POINTS:
            best = max(totals) if self.options.match else None
            self.winners = winners if best is None else tuple(s for s, total in enumerate(totals) if total == best)
            self.match_over = True
            if self.options.match:
                found.append(ev.MatchWon(self.winners, totals))
            return found
        self._return_coins()
        return found + self._deal(first=(self.game_number) % self.seats)

    def _return_coins(self) -> None:
        """Between the games of a match every player starts again with 12 coins."""
        self.beside = [0] * PILES
        for player in self.players:
            player.coins = COINS_EACH

    # ------------------------------------------------------------------ views

    def view(self, seat: int) -> SkipBoView:
        players = tuple(
            PlayerView(p.name, p.stock[-1] if p.stock else None, len(p.stock), tuple(tuple(pile) for pile in p.discards),
                       len(p.hand), p.coins, p.total)
            for p in self.players
        )
        mine = 0 <= seat < self.seats
        building = tuple(None if pile is None else BuildingPile(tuple(pile), self.beside[place])
                         for place, pile in enumerate(self.building))
        return SkipBoView(
            seat, players, tuple(sorted(self.players[seat].hand)) if mine else (), building, len(self.draw),
            len(self.set_aside), self.current, self.toll_due, self.toll_pile, self.must_play, self.game_number,
            self.options.match, self.is_over, self.winners,
            tuple(self.legal_actions()) if mine and seat == self.current else (),
        )

    def events_for(self, seat: int) -> list[ev.SkipBoEvent]:
        return [event.seen_by(seat) for event in self.log]


def new_skipbo(names: Sequence[str], seed: int | None = None, rng: random.Random | None = None,
               options: Options = Options()) -> SkipBoState:
    return SkipBoState(names, rng if rng is not None else random.Random(seed), options)


if TYPE_CHECKING:
    from shared_table.core.game import GameState

    def _plays_by_the_table_protocol(state: SkipBoState) -> GameState:
        return state  # mypy checks that Skip-Bo fits core.game.GameState
