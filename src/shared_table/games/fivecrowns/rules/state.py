"""The Five Crowns rules engine: a game state, its legal actions, and `apply`.

Pure Python: no I/O, and randomness only from the injected `random.Random`, so the
same seed and the same actions give the same game. Every change is an action
applied to the state, and it returns the events it caused. docs/rules.md gives
each rule with the sheet it comes from, and each decision where the sheets are silent.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from shared_table.core.errors import IllegalAction, InvalidInput
from shared_table.core.game import Outcome
from shared_table.core.message import msg
from shared_table.games.fivecrowns.info import INFO
from shared_table.games.fivecrowns.rules import events as ev
from shared_table.games.fivecrowns.rules.actions import Action, Discard, DrawFromStock, GoOut, TakeDiscard
from shared_table.games.fivecrowns.rules.cards import Card, card_msg, full_deck, sort_cards
from shared_table.games.fivecrowns.rules.melds import Meld
from shared_table.games.fivecrowns.rules.solver import arrange, go_out_discards, min_points
from shared_table.games.fivecrowns.rules.view import SeatView

if TYPE_CHECKING:
    from shared_table.core.game import GameState

ROUNDS = 11
FIRST_HAND = 3
MIN_PLAYERS, MAX_PLAYERS = INFO.players  # 2 to 14
MAX_PLAYERS_ONE_SET = 7


@dataclass(frozen=True, slots=True)
class TableSettings:
    """Who sits where (seat 0 first, clockwise) and who deals the first round."""

    players: tuple[str, ...]
    first_dealer: int = 0

    def __post_init__(self) -> None:
        count = len(self.players)
        if not MIN_PLAYERS <= count <= MAX_PLAYERS:
            raise InvalidInput(msg("fc-player-count", count=count, min=MIN_PLAYERS, max=MAX_PLAYERS))
        if any(not name.strip() for name in self.players):
            raise InvalidInput(msg("fc-player-no-name"))
        if len({name.strip().lower() for name in self.players}) != count:
            raise InvalidInput(msg("fc-player-same-name"))
        if not 0 <= self.first_dealer < count:
            raise InvalidInput(msg("fc-no-seat", seat=self.first_dealer, last=count - 1))

    @property
    def sets(self) -> int:
        """One set of 116 cards for up to 7 players; two combined for 8 to 14 (the sheets' note)."""
        return 1 if len(self.players) <= MAX_PLAYERS_ONE_SET else 2


def wild_rank_of(round_number: int) -> int:
    """Round 1 deals 3 cards and threes are wild; round 11 deals 13 and kings are wild."""
    return round_number + FIRST_HAND - 1


class FiveCrownsState:
    """One game of Five Crowns, from the first deal to "game over"."""

    def __init__(self, settings: TableSettings, rng: random.Random) -> None:
        self.settings = settings
        self._rng = rng
        seats = len(settings.players)
        self.hands: list[list[Card]] = [[] for _ in range(seats)]
        self.stock: list[Card] = []  # the top is the end of the list
        self.discards: list[Card] = []  # the top is the end of the list
        self.table: list[tuple[int, Meld]] = []  # melds laid down this round
        self.table_left: list[Card] = []  # cards scored after a last turn
        self.round_points: list[list[int]] = [[] for _ in range(seats)]  # rounds scored, by seat
        self.this_round: list[int | None] = [None] * seats  # points laid down so far in this round
        self.round_number = 0
        self.dealer = (settings.first_dealer - 1) % seats  # moves to first_dealer as round 1 starts
        self.current = 0
        self.has_drawn = False
        self.went_out: int | None = None
        self.last_turns: list[int] = []  # seats still to play their last turn, in order
        self.winners: tuple[int, ...] = ()
        self._go_outs: tuple[tuple[int, tuple[Card, ...]], list[Card]] | None = None  # the solver's last answer
        self.log: list[ev.FiveCrownsEvent] = self._start_round()

    # ------------------------------------------------------------------ questions

    @property
    def seats(self) -> int:
        return len(self.settings.players)

    @property
    def is_over(self) -> bool:
        return bool(self.winners)

    @property
    def cards_dealt(self) -> int:
        return wild_rank_of(self.round_number)

    @property
    def wild_rank(self) -> int:
        return wild_rank_of(self.round_number)

    @property
    def stage(self) -> int:
        """The round being played (core.game.GameState)."""
        return self.round_number

    def outcome(self) -> Outcome | None:
        """Each seat's total and the winners, once the game is over."""
        return Outcome(self.totals(), self.winners) if self.is_over else None

    def totals(self) -> tuple[int, ...]:
        """Running totals over the rounds scored so far."""
        return tuple(sum(points) for points in self.round_points)

    def name(self, seat: int) -> str:
        return self.settings.players[seat]

    def go_out_discards(self, seat: int) -> list[Card]:
        """The cards whose discard lets `seat` lay down all the rest (one per face)."""
        key = (self.wild_rank, tuple(sort_cards(self.hands[seat])))
        if self._go_outs is None or self._go_outs[0] != key:
            self._go_outs = (key, go_out_discards(key[1], self.wild_rank))
        return list(self._go_outs[1])

    def legal_actions(self) -> list[Action]:
        """What the player whose turn it is may do now (nothing once the game is over).

        Before drawing: draw from the stock (when it holds a card) or take the top discard.
        After drawing: discard any card, or go out by discarding a card that leaves the rest melded.
        """
        if self.is_over:
            return []
        seat = self.current
        if not self.has_drawn:
            draws: list[Action] = [DrawFromStock(seat)] if self.stock else []
            return [*draws, TakeDiscard(seat)] if self.discards else draws
        faces = sort_cards(set(self.hands[seat]))
        actions: list[Action] = [Discard(seat, card) for card in faces]
        actions += [GoOut(seat, card) for card in self.go_out_discards(seat)]
        return actions

    def view(self, seat: int) -> SeatView:
        """What `seat` may know: its own hand, and only public facts about the others.
        A number that is no seat (a spectator, say -1) gets the public facts only."""
        is_seat = 0 <= seat < self.seats
        return SeatView(
            seat=seat,
            players=self.settings.players,
            hand=tuple(sort_cards(self.hands[seat])) if is_seat else (),
            hand_sizes=tuple(len(hand) for hand in self.hands),
            discard_top=self.discards[-1] if self.discards else None,
            discard_size=len(self.discards),
            stock_size=len(self.stock),
            round_number=self.round_number,
            wild_rank=self.wild_rank,
            dealer=self.dealer,
            current=self.current,
            has_drawn=self.has_drawn,
            went_out=self.went_out,
            last_turns=tuple(self.last_turns),
            round_points=tuple(tuple(points) for points in self.round_points),
            totals=self.totals(),
            this_round=tuple(self.this_round),
            table=tuple(self.table),
            is_over=self.is_over,
            winners=self.winners,
            legal_actions=tuple(self.legal_actions()) if seat == self.current and not self.is_over else (),
        )

    def events_for(self, seat: int) -> list[ev.FiveCrownsEvent]:
        """The whole log as `seat` may know it."""
        return ev.seen_by(self.log, seat)

    def all_cards(self) -> list[Card]:
        """Every card of the game, wherever it is now (for conformance checks)."""
        laid = [card for _, meld in self.table for card in meld.cards]
        return [c for hand in self.hands for c in hand] + self.stock + self.discards + laid + self.table_left

    # ------------------------------------------------------------------ apply

    def apply(self, action: Action) -> list[ev.FiveCrownsEvent]:
        """Carry out a legal action; raise `IllegalAction` saying why otherwise (and change nothing)."""
        if not isinstance(action, (DrawFromStock, TakeDiscard, Discard, GoOut)):
            raise IllegalAction(msg("fc-not-a-move", action=repr(action)))
        self._check_turn(action.seat)
        if isinstance(action, (DrawFromStock, TakeDiscard)):
            if self.has_drawn:
                raise IllegalAction(msg("fc-has-drawn", name=self.name(action.seat)))
            found = self._draw(action)
        else:
            if not self.has_drawn:
                raise IllegalAction(msg("fc-must-draw"))
            found = self._discard(action)
        self.log.extend(found)
        return found

    def _check_turn(self, seat: int) -> None:
        if self.is_over:
            raise IllegalAction(msg("fc-over"))
        if not 0 <= seat < self.seats:
            raise IllegalAction(msg("fc-no-seat", seat=seat, last=self.seats - 1))
        if seat != self.current:
            raise IllegalAction(msg("fc-not-their-turn", current=self.name(self.current), name=self.name(seat)))

    def _draw(self, action: DrawFromStock | TakeDiscard) -> list[ev.FiveCrownsEvent]:
        seat = action.seat
        found: list[ev.FiveCrownsEvent] = []
        if isinstance(action, TakeDiscard):
            if not self.discards:
                raise IllegalAction(msg("fc-pile-empty"))
            card = self.discards.pop()
            found.append(ev.TookDiscard(seat, card))
        else:
            if not self.stock:
                raise IllegalAction(msg("fc-stock-empty"))
            card = self.stock.pop()
            found.append(ev.DrewFromStock(seat, card))
        self.hands[seat].append(card)
        self.has_drawn = True
        return found

    def _discard(self, action: Action) -> list[ev.FiveCrownsEvent]:
        assert isinstance(action, (Discard, GoOut))
        seat, card, hand = action.seat, action.card, self.hands[action.seat]
        if card not in hand:
            raise IllegalAction(msg("fc-not-held", name=self.name(seat), card=card_msg(card)))
        if isinstance(action, GoOut) and card not in self.go_out_discards(seat):
            rest = list(hand)
            rest.remove(card)
            points = min_points(rest, self.wild_rank)
            raise IllegalAction(msg("fc-cannot-go-out", card=card_msg(card), points=points))
        hand.remove(card)
        self.discards.append(card)
        self.has_drawn = False
        found: list[ev.FiveCrownsEvent] = []
        if self.went_out is None and isinstance(action, GoOut):
            found += self._go_out(seat, card)
        else:
            found.append(ev.Discarded(seat, card))
            if self.went_out is not None:
                found += self._lay_down(seat)
        found += self._next_turn(seat)
        return found

    def _go_out(self, seat: int, card: Card) -> list[ev.FiveCrownsEvent]:
        arrangement = arrange(self.hands[seat], self.wild_rank)
        self.table += [(seat, meld) for meld in arrangement.melds]
        self.hands[seat] = []
        self.this_round[seat] = 0
        self.went_out = seat
        self.last_turns = [(seat + step) % self.seats for step in range(1, self.seats)]
        return [ev.WentOut(seat, card, arrangement.melds), ev.LastTurnsBegin(seat, tuple(self.last_turns))]

    def _lay_down(self, seat: int) -> list[ev.FiveCrownsEvent]:
        """A last turn ends with the best arrangement of what is left, and its points."""
        arrangement = arrange(self.hands[seat], self.wild_rank)
        self.table += [(seat, meld) for meld in arrangement.melds]
        self.table_left += arrangement.unmelded
        self.hands[seat] = []
        self.this_round[seat] = arrangement.points
        return [ev.LaidDown(seat, arrangement.melds, arrangement.unmelded, arrangement.points)]

    def _next_turn(self, seat: int) -> list[ev.FiveCrownsEvent]:
        if self.went_out is None:
            return self._begin_turn((seat + 1) % self.seats)
        if self.last_turns and self.last_turns[0] == seat:
            self.last_turns.pop(0)
        if self.last_turns:
            return self._begin_turn(self.last_turns[0])
        return self._end_round()

    def _begin_turn(self, seat: int) -> list[ev.FiveCrownsEvent]:
        """`seat` must draw. An empty stock is refilled first from the discard pile, all but its top card."""
        self.current, self.has_drawn = seat, False
        if self.stock or len(self.discards) <= 1:
            return []
        top = self.discards.pop()
        self.stock, self.discards = self.discards, [top]
        self._rng.shuffle(self.stock)
        return [ev.StockReshuffled(seat, len(self.stock))]

    def _end_round(self) -> list[ev.FiveCrownsEvent]:
        points = tuple(p or 0 for p in self.this_round)  # every seat has laid down by now
        for seat_points, p in zip(self.round_points, points, strict=True):
            seat_points.append(p)
        found: list[ev.FiveCrownsEvent] = [ev.RoundScored(self.round_number, points, self.totals())]
        if self.round_number == ROUNDS:
            totals = self.totals()
            self.winners = tuple(seat for seat, total in enumerate(totals) if total == min(totals))
            found.append(ev.GameOver(self.winners, totals))
            return found
        found += self._start_round()
        return found

    def _start_round(self) -> list[ev.FiveCrownsEvent]:
        """Collect and shuffle every card, deal one at a time from the dealer's left, turn one up."""
        self.round_number += 1
        self.dealer = (self.dealer + 1) % self.seats
        deck = full_deck(self.settings.sets)
        self._rng.shuffle(deck)
        self.hands = [[] for _ in range(self.seats)]
        for _ in range(self.cards_dealt):
            for step in range(1, self.seats + 1):
                self.hands[(self.dealer + step) % self.seats].append(deck.pop())
        self.stock = deck
        self.discards = [self.stock.pop()]
        self.table, self.table_left = [], []
        self.went_out, self.last_turns, self.this_round = None, [], [None] * self.seats
        first = (self.dealer + 1) % self.seats
        found: list[ev.FiveCrownsEvent] = [ev.RoundStarted(self.round_number, self.cards_dealt, self.wild_rank, self.dealer, first)]
        found += [ev.Dealt(seat, len(hand), tuple(hand)) for seat, hand in enumerate(self.hands)]
        found.append(ev.DiscardTurnedUp(self.discards[-1]))
        found += self._begin_turn(first)  # the stock is never empty after a deal: 14 x 13 cards leave 50 of 232
        return found


def new_game(
    players: Sequence[str], seed: int | None = None, first_dealer: int = 0, rng: random.Random | None = None
) -> FiveCrownsState:
    """A new game; the same seed (or the same state of `rng`) deals the same cards."""
    return FiveCrownsState(TableSettings(tuple(players), first_dealer), rng if rng is not None else random.Random(seed))


if TYPE_CHECKING:

    def _plays_by_the_table_protocol(state: FiveCrownsState) -> GameState:
        return state  # mypy checks that Five Crowns fits core.game.GameState
