"""What a careful player remembers from the public events of a round: which cards are
gone (discard pile, laid down, picked up by others), so which can still come, and what
each opponent has been collecting. Built only from events as one seat sees them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from shared_table.games.fivecrowns.rules import events as ev
from shared_table.games.fivecrowns.rules.cards import Card, copies_in, full_deck


@dataclass
class TableMemory:
    """Public knowledge of the current round, from `seat`'s point of view."""

    seat: int
    seats: int
    sets: int = 1
    pile: list[Card] = field(default_factory=list)  # the discard pile, top last
    gone: Counter[Card] = field(default_factory=Counter)  # laid down this round
    held_by: dict[int, Counter[Card]] = field(default_factory=dict)  # cards others took from the pile and still hold
    took: dict[int, list[Card]] = field(default_factory=dict)  # every card each seat took from the pile this round
    taken_now: dict[int, Card] = field(default_factory=dict)  # the card a seat took from the pile this turn, until it discards
    turns: int = 0  # draws made this round, by anyone
    went_out: int | None = None

    def observe(self, events: Iterable[ev.FiveCrownsEvent]) -> None:
        for event in events:
            self._observe(event)

    def _observe(self, event: ev.FiveCrownsEvent) -> None:
        match event:
            case ev.RoundStarted():
                self.pile, self.gone, self.turns, self.went_out = [], Counter(), 0, None
                self.held_by = {seat: Counter() for seat in range(self.seats)}
                self.took = {seat: [] for seat in range(self.seats)}
                self.taken_now = {}
            case ev.DiscardTurnedUp():
                self.pile.append(event.card)
            case ev.StockReshuffled():
                self.pile = self.pile[-1:]
            case ev.DrewFromStock():
                self.turns += 1
                self.taken_now.pop(event.seat, None)
            case ev.TookDiscard():
                self.turns += 1
                if self.pile:
                    self.pile.pop()
                self.held_by[event.seat][event.card] += 1
                self.took[event.seat].append(event.card)
                self.taken_now[event.seat] = event.card
            case ev.Discarded() | ev.WentOut():
                self.pile.append(event.card)
                self.taken_now.pop(event.seat, None)
                if self.held_by[event.seat][event.card]:
                    self.held_by[event.seat][event.card] -= 1
                if isinstance(event, ev.WentOut):
                    self.went_out = event.seat
                    self.gone.update(card for meld in event.melds for card in meld.cards)
                    self.held_by[event.seat] = Counter()  # what they held is laid down now: counted once, in gone
            case ev.LaidDown():
                self.gone.update(card for meld in event.melds for card in meld.cards)
                self.gone.update(event.unmelded)
                self.held_by[event.seat] = Counter()
            case _:
                pass

    def unseen(self, hand: Iterable[Card]) -> Counter[Card]:
        """How many of each face could still be in the stock or in others' unknown cards."""
        known = Counter(hand) + Counter(self.pile) + self.gone
        for seat, cards in self.held_by.items():
            if seat != self.seat:
                known += cards
        faces = dict.fromkeys(full_deck(1))
        return Counter({card: copies_in(self.sets, card) - known[card] for card in faces if copies_in(self.sets, card) > known[card]})

    def collected_by(self, seat: int) -> list[Card]:
        """The cards `seat` took from the pile this round (what they are collecting)."""
        return list(self.took.get(seat, []))
