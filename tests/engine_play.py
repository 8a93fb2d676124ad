"""Helpers for the engine tests: a seeded random-ish policy, a recording random source,
an observer that follows one seat's redacted events, and a checked playout."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import MutableSequence
from dataclasses import dataclass, field
from typing import Any

from shared_table.games.fivecrowns.rules import events as ev
from shared_table.games.fivecrowns.rules.actions import Action, Discard, DrawFromStock, GoOut, TakeDiscard
from shared_table.games.fivecrowns.rules.cards import Card, full_deck, sort_cards
from shared_table.games.fivecrowns.rules.melds import Meld, is_meld
from shared_table.games.fivecrowns.rules.solver import check_hand
from shared_table.games.fivecrowns.rules.state import FiveCrownsState, new_game
from shared_table.games.fivecrowns.rules.view import SeatView

MAX_TURNS_PER_ROUND = 2000  # a safety net for the test policy only: the rules have no limit


class RecordingRandom(random.Random):
    """A `random.Random` that keeps a copy of every list it shuffles, in shuffled order."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.shuffled: list[list[Any]] = []

    def shuffle(self, x: MutableSequence[Any]) -> None:  # type: ignore[override]
        super().shuffle(x)
        self.shuffled.append(list(x))


@dataclass
class Policy:
    """Random-ish play from the seat's own view: go out when it can (mostly), draw from
    either pile, discard the solver's best card or a random one."""

    rng: random.Random
    go_out: float = 0.9
    take_discard: float = 0.3
    best_discard: float = 0.6
    patience: int = 0  # decisions in a round before going out is considered (to force reshuffles)
    _seen: tuple[int, int] = (0, 0)  # (round, decisions in it)

    def __call__(self, view: SeatView) -> Action:
        actions = list(view.legal_actions)
        assert actions, "the policy is asked only when it is this seat's turn"
        decisions = self._seen[1] + 1 if self._seen[0] == view.round_number else 1
        self._seen = (view.round_number, decisions)
        go_outs = [a for a in actions if isinstance(a, GoOut)]
        if go_outs and decisions > self.patience and self.rng.random() < self.go_out:
            return self.rng.choice(go_outs)
        draws = [a for a in actions if isinstance(a, (DrawFromStock, TakeDiscard))]
        if draws:
            takes = [a for a in draws if isinstance(a, TakeDiscard)]
            if takes and (len(draws) == 1 or self.rng.random() < self.take_discard):
                return takes[0]
            return next(a for a in draws if isinstance(a, DrawFromStock))
        if self.rng.random() < self.best_discard:
            best = check_hand(view.hand, view.wild_rank).discard
            assert best is not None
            return Discard(view.seat, best)
        return self.rng.choice([a for a in actions if isinstance(a, Discard)])


_index = Card.index.fget
assert _index is not None


def card_numbers(cards: list[Card]) -> list[int]:
    """The cards as sorted face numbers: a quick multiset to compare (hashing Cards is slow)."""
    return sorted(map(_index, cards))


def meld_cards(melds: tuple[Meld, ...]) -> list[Card]:
    return [card for meld in melds for card in meld.cards]


@dataclass
class Observer:
    """What one seat knows, rebuilt from nothing but the events as that seat sees them."""

    seat: int
    seats: int
    deck_size: int
    hand: list[Card] = field(default_factory=list)
    sizes: list[int] = field(default_factory=list)
    pile: list[Card] = field(default_factory=list)
    stock: int = 0
    table: list[tuple[int, Meld]] = field(default_factory=list)
    round_number: int = 0
    wild_rank: int = 0
    dealer: int = -1
    current: int = -1
    has_drawn: bool = False
    went_out: int | None = None
    last_turns: list[int] = field(default_factory=list)
    totals: list[int] = field(default_factory=list)
    this_round: list[int | None] = field(default_factory=list)

    def see(self, event: ev.FiveCrownsEvent) -> None:
        mine = getattr(event, "seat", None) == self.seat
        match event:
            case ev.RoundStarted():
                assert event.round_number == self.round_number + 1 and event.cards_dealt == event.wild_rank
                assert event.dealer == (self.dealer + 1) % self.seats or self.dealer == -1
                assert event.first_player == (event.dealer + 1) % self.seats
                self.round_number, self.wild_rank, self.dealer = event.round_number, event.wild_rank, event.dealer
                self.hand, self.sizes, self.pile, self.table = [], [0] * self.seats, [], []
                self.this_round = [None] * self.seats
                self.stock, self.current, self.has_drawn, self.went_out = self.deck_size, event.first_player, False, None
            case ev.Dealt():
                assert event.count == self.wild_rank
                assert len(event.cards) == (event.count if mine else 0)
                self.sizes[event.seat] = event.count
                self.stock -= event.count
                if mine:
                    self.hand = list(event.cards)
            case ev.DiscardTurnedUp():
                self.stock -= 1
                self.pile.append(event.card)
            case ev.StockReshuffled():
                assert self.stock == 0 and event.stock_size == len(self.pile) - 1 > 0 and event.seat == self.current
                self.stock, self.pile = event.stock_size, self.pile[-1:]
            case ev.DrewFromStock() | ev.TookDiscard():
                assert event.seat == self.current and not self.has_drawn
                if isinstance(event, ev.DrewFromStock):
                    assert (event.card is not None) == mine
                    self.stock -= 1
                else:
                    assert self.pile.pop() == event.card
                if mine:
                    assert event.card is not None
                    self.hand.append(event.card)
                self.sizes[event.seat] += 1
                self.has_drawn = True
            case ev.Discarded() | ev.WentOut():
                assert event.seat == self.current and self.has_drawn
                self.pile.append(event.card)
                self.sizes[event.seat] -= 1
                if mine:
                    self.hand.remove(event.card)
                self.has_drawn = False
                if isinstance(event, ev.WentOut):
                    assert self.went_out is None
                    self._lay(event.seat, event.melds, ())
                    self.this_round[event.seat] = 0
                    self.went_out = event.seat  # LastTurnsBegin says who is next
                else:
                    self._pass_turn(event.seat)
            case ev.LastTurnsBegin():
                assert event.went_out == self.went_out
                assert event.order == tuple((self.went_out + step) % self.seats for step in range(1, self.seats))
                self.last_turns = list(event.order)
                self.current = self.last_turns[0]
            case ev.LaidDown():
                assert event.points == sum(card.points(self.wild_rank) for card in event.unmelded)
                self._lay(event.seat, event.melds, event.unmelded)
                self.this_round[event.seat] = event.points
            case ev.RoundScored():
                assert event.round_number == self.round_number and all(size == 0 for size in self.sizes)
                assert self.went_out is not None and list(event.points) == self.this_round
                self.totals = [t + p for t, p in zip(self.totals or [0] * self.seats, event.points, strict=True)]
                assert list(event.totals) == self.totals
            case ev.GameOver():
                assert self.round_number == 11 and list(event.totals) == self.totals
                assert event.winners == tuple(s for s, t in enumerate(self.totals) if t == min(self.totals))

    def _lay(self, seat: int, melds: tuple[Meld, ...], unmelded: tuple[Card, ...]) -> None:
        assert all(is_meld(meld.cards, self.wild_rank) for meld in melds)
        if seat == self.seat:
            assert Counter(self.hand) == Counter(meld_cards(melds)) + Counter(unmelded)
            self.hand = []
        else:
            assert len(meld_cards(melds)) + len(unmelded) == self.sizes[seat]
        self.sizes[seat] = 0
        self.table += [(seat, meld) for meld in melds]

    def _pass_turn(self, seat: int) -> None:
        if self.went_out is None:
            self.current = (seat + 1) % self.seats
        else:
            assert self.last_turns.pop(0) == seat
            if self.last_turns:
                self.current = self.last_turns[0]

    def check_view(self, view: SeatView, state: FiveCrownsState) -> None:
        """The view holds exactly what the events told this seat, and that is the truth."""
        assert view.seat == self.seat and view.hand == tuple(sort_cards(self.hand))
        assert list(view.hand_sizes) == self.sizes and view.stock_size == self.stock
        assert view.discard_top == (self.pile[-1] if self.pile else None) and view.discard_size == len(self.pile)
        assert (view.round_number, view.wild_rank, view.dealer) == (self.round_number, self.wild_rank, self.dealer)
        assert list(view.table) == self.table and view.went_out == self.went_out
        assert list(view.totals) == (self.totals or [0] * self.seats)
        if not view.is_over and view.round_number == self.round_number:
            assert list(view.this_round) == self.this_round
        if not view.is_over:
            assert (view.current, view.has_drawn) == (self.current, self.has_drawn)
            assert list(view.last_turns) == (self.last_turns if self.went_out is not None else [])
        assert set(view.legal_actions) == (set(state.legal_actions()) if view.my_turn else set())
        assert all(a.card in self.hand for a in view.legal_actions if isinstance(a, (Discard, GoOut)))
        # ... and the truth: what the seat was told matches the real state.
        assert Counter(self.hand) == Counter(state.hands[self.seat]) and self.pile == state.discards
        assert [len(h) for h in state.hands] == self.sizes and len(state.stock) == self.stock


def play_out(players: int, seed: int, *, observe: bool = True, policy: Policy | None = None) -> FiveCrownsState:
    """A whole game with checks after every action; returns the finished state."""
    rng = random.Random(seed)
    state = new_game([f"P{i}" for i in range(players)], rng=random.Random(seed), first_dealer=rng.randrange(players))
    policy = policy or Policy(rng, go_out=rng.choice([0.5, 0.9, 1.0]), take_discard=rng.random() * 0.6)
    deck = card_numbers(full_deck(state.settings.sets))
    observers = [Observer(seat, players, len(full_deck(state.settings.sets))) for seat in range(players)] if observe else []
    for observer in observers:
        for event in state.events_for(observer.seat):
            observer.see(event)
        observer.check_view(state.view(observer.seat), state)
    scored: list[ev.RoundScored] = []
    turns, this_round = 0, state.round_number
    while not state.is_over:
        action = policy(state.view(state.current))
        new_events = state.apply(action)
        scored += [e for e in new_events if isinstance(e, ev.RoundScored)]
        assert card_numbers(state.all_cards()) == deck, "every card is somewhere exactly once"
        for observer in observers:
            for event in ev.seen_by(new_events, observer.seat):
                observer.see(event)
            observer.check_view(state.view(observer.seat), state)
        turns = turns + 1 if state.round_number == this_round else 0
        this_round = state.round_number
        assert turns < MAX_TURNS_PER_ROUND, f"round {this_round} of seed {seed} never ended"
    assert [e.round_number for e in scored] == list(range(1, 12))
    assert all(len(points) == 11 for points in state.round_points)
    totals = tuple(sum(e.points[s] for e in scored) for s in range(players))
    assert scored[-1].totals == state.totals() == totals
    over = state.log[-1]
    assert isinstance(over, ev.GameOver) and over.winners == state.winners
    assert state.winners == tuple(s for s, t in enumerate(totals) if t == min(totals))
    assert state.legal_actions() == [] and state.is_over
    return state
