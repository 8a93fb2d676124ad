"""What one seat may know: its own hand, and only public facts about everyone else."""

from __future__ import annotations

from dataclasses import dataclass

from shared_table.games.fivecrowns.rules.actions import Action
from shared_table.games.fivecrowns.rules.cards import Card
from shared_table.games.fivecrowns.rules.melds import Meld


@dataclass(frozen=True, slots=True)
class SeatView:
    """A seat's view. Never another seat's hidden cards, never the card someone drew from the stock."""

    seat: int
    players: tuple[str, ...]
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    discard_top: Card | None
    discard_size: int
    stock_size: int
    round_number: int
    wild_rank: int
    dealer: int
    current: int
    has_drawn: bool
    went_out: int | None
    last_turns: tuple[int, ...]  # seats still to play their last turn, in order
    round_points: tuple[tuple[int, ...], ...]  # by seat, one entry per round scored
    totals: tuple[int, ...]  # by seat, over the rounds scored
    this_round: tuple[int | None, ...]  # by seat: points of a seat that went out or laid down this round, else None
    table: tuple[tuple[int, Meld], ...]  # melds laid down this round, with who laid them
    is_over: bool
    winners: tuple[int, ...]
    legal_actions: tuple[Action, ...]  # empty unless it is this seat's turn

    @property
    def my_turn(self) -> bool:
        return self.current == self.seat and not self.is_over

    @property
    def last_turns_started(self) -> bool:
        return self.went_out is not None
