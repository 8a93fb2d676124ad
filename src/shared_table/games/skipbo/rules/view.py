"""What one Skip-Bo seat may know: its own hand, and only public facts about everyone else
(face-up stock tops, the fanned discard piles, the building piles and every coin)."""

from __future__ import annotations

from dataclasses import dataclass

from shared_table.games.skipbo.rules.actions import SkipBoAction
from shared_table.games.skipbo.rules.cards import Card


@dataclass(frozen=True, slots=True)
class BuildingPile:
    """A building pile as everyone sees it: its cards (None where coins stood in for a number),
    the number on top, and the coins lying beside it."""

    cards: tuple[Card | None, ...]
    coins: int

    @property
    def top(self) -> int:
        return len(self.cards)


@dataclass(frozen=True, slots=True)
class PlayerView:
    """What everyone knows of one player."""

    name: str
    stock_top: Card | None
    stock_left: int
    discards: tuple[tuple[Card, ...], ...]  # four piles, bottom first; fanned, so all are known
    hand_size: int
    coins: int
    total: int  # match points


@dataclass(frozen=True, slots=True)
class SkipBoView:
    """One seat's view: its own hand, and only public facts about everyone else."""

    seat: int
    players: tuple[PlayerView, ...]
    hand: tuple[Card, ...]
    building: tuple[BuildingPile | None, ...]  # four places
    draw_left: int
    set_aside: int
    current: int
    toll_due: int  # coins the current player must pay to go on (0: none)
    toll_pile: int
    must_play: int  # the building pile the current player paid coins for (0: none)
    game_number: int
    match: bool
    is_over: bool
    winners: tuple[int, ...]
    legal_actions: tuple[SkipBoAction, ...]  # empty unless it is this seat's turn

    @property
    def my_turn(self) -> bool:
        return self.current == self.seat and not self.is_over

    @property
    def me(self) -> PlayerView:
        return self.players[self.seat]
