"""Five Crowns Solitaire (docs/rules.md, "Solitaire"): eleven piles of 3 to 13 cards face up, the
3-card pile with threes wild up to the 13-card pile with kings wild, and the other 28 cards as
a stock. The top card of the stock is turned; it is played into an open pile and one card of
that pile is discarded (the discards are dead). A pile whose cards can all be laid down in runs
and books is closed (turned over). All eleven closed wins; a pile still open when the stock is
used up loses.

One seat (0) plays; everything is face up but the order of the stock, so the view holds all
but that order.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from shared_table.core.errors import IllegalAction, InvalidInput
from shared_table.core.game import Outcome
from shared_table.core.message import msg
from shared_table.games.fivecrowns.rules.cards import HIGHEST_RANK, LOWEST_RANK, Card, card_msg, check_copies, full_deck
from shared_table.games.fivecrowns.rules.solver import min_points

if TYPE_CHECKING:
    from shared_table.core.game import GameState

PILES = HIGHEST_RANK - LOWEST_RANK + 1  # 11: one per hand of the card game
STOCK_SIZE = len(full_deck()) - sum(range(LOWEST_RANK, HIGHEST_RANK + 1))  # 116 - 88 = 28
PLAYER = 0


def wild_rank_of(pile: int) -> int:
    """Pile 1 has 3 cards and threes wild, ..., pile 11 has 13 cards and kings wild."""
    return pile + LOWEST_RANK - 1


@lru_cache(maxsize=200_000)
def _points(cards: tuple[Card, ...], wild_rank: int) -> int:
    return min_points(cards, wild_rank)


def pile_points(cards: Sequence[Card], wild_rank: int) -> int:
    """The fewest points a pile can be left with, by the exact solver (cached: piles repeat
    from move to move, and players ask of the same piles again and again)."""
    return _points(tuple(sorted(cards, key=Card.sort_key)), wild_rank)


def pile_closes(cards: Sequence[Card], wild_rank: int) -> bool:
    """Whether a pile can go out: every one of its cards in a run or a book, none left over,
    as a hand goes out in the card game (after its discard)."""
    return pile_points(cards, wild_rank) == 0


# ---------------------------------------------------------------- the action and the events


@dataclass(frozen=True, slots=True)
class Play:
    """Put the turned card into pile `pile` (1 to 11) and discard `discard` from it: any of its
    cards, the turned one included (which leaves the pile as it was)."""

    pile: int
    discard: Card
    seat: int = PLAYER


@dataclass(frozen=True, slots=True)
class _Public:
    def seen_by(self, seat: int) -> _Public:
        return self  # one player, and every card but the stock's order is face up


@dataclass(frozen=True, slots=True)
class PilesDealt(_Public):
    piles: tuple[tuple[Card, ...], ...]
    stock_size: int


@dataclass(frozen=True, slots=True)
class CardTurned(_Public):
    card: Card
    stock_left: int  # after this card was turned


@dataclass(frozen=True, slots=True)
class CardPlayed(_Public):
    pile: int
    card: Card
    discard: Card


@dataclass(frozen=True, slots=True)
class PileClosed(_Public):
    pile: int
    cards: tuple[Card, ...]
    at_deal: bool  # dealt able to go out: closed before the first card is turned
    closed: int  # piles closed now, this one included


@dataclass(frozen=True, slots=True)
class GameWon(_Public):
    cards_used: int  # stock cards turned


@dataclass(frozen=True, slots=True)
class GameLost(_Public):
    closed: int
    open_piles: tuple[int, ...]


SolitaireEvent = PilesDealt | CardTurned | CardPlayed | PileClosed | GameWon | GameLost


# ---------------------------------------------------------------- the view


@dataclass(frozen=True, slots=True)
class PileView:
    number: int
    cards: tuple[Card, ...]
    closed: bool

    @property
    def wild_rank(self) -> int:
        return wild_rank_of(self.number)


@dataclass(frozen=True, slots=True)
class SolitaireView:
    """Everything the player can see: the piles, the turned card, how many cards the stock
    holds and which they are (all the others are face up), and the dead discards."""

    piles: tuple[PileView, ...]
    turned: Card | None
    stock_left: int
    unseen: tuple[Card, ...]  # the stock's cards, in no particular order
    discards: tuple[Card, ...]
    is_over: bool
    won: bool

    def pile(self, number: int) -> PileView:
        return self.piles[number - 1]

    @property
    def open_piles(self) -> tuple[PileView, ...]:
        return tuple(pile for pile in self.piles if not pile.closed)

    @property
    def closed_count(self) -> int:
        return sum(pile.closed for pile in self.piles)


# ---------------------------------------------------------------- the state


class SolitaireState:
    """A game of Five Crowns Solitaire. `apply(Play)` returns the events; a refused action
    raises `IllegalAction` and changes nothing."""

    def __init__(self, rng: random.Random) -> None:
        deck = full_deck()
        rng.shuffle(deck)
        piles = []
        for number in range(1, PILES + 1):
            size = wild_rank_of(number)
            piles.append(deck[:size])
            del deck[:size]
        self._deal(piles, deck[::-1])

    @classmethod
    def from_layout(cls, piles: Sequence[Sequence[Card]], stock: Sequence[Card]) -> SolitaireState:
        """A game laid out by hand (for tests and puzzles): 11 piles of 3 to 13 cards, and the
        stock in the order its cards are turned. `InvalidInput` when that cannot be dealt."""
        sizes = [len(pile) for pile in piles]
        if sizes != [wild_rank_of(number) for number in range(1, PILES + 1)]:
            raise InvalidInput(msg("sol-layout-sizes", sizes=str(sizes), total=PILES))
        check_copies([*(card for pile in piles for card in pile), *stock])
        if not stock:
            raise InvalidInput(msg("sol-layout-no-stock"))
        state = cls.__new__(cls)
        state._deal([list(pile) for pile in piles], list(stock))
        return state

    def _deal(self, piles: list[list[Card]], turning_order: list[Card]) -> None:
        self.piles = piles
        self.stock = turning_order[::-1]  # the top is the end of the list
        self.stock_size = len(turning_order)
        self.closed = [False] * PILES
        self.discards: list[Card] = []
        self.turned: Card | None = None
        self.log: list[SolitaireEvent] = [PilesDealt(tuple(map(tuple, self.piles)), len(self.stock))]
        for number in range(1, PILES + 1):
            self._close_if_out(number, at_deal=True)
        self._next()

    @property
    def seats(self) -> int:
        return 1

    @property
    def current(self) -> int:
        """One player, always to play."""
        return PLAYER

    @property
    def stage(self) -> int:
        """How many cards of the stock have been turned."""
        return self.stock_size - len(self.stock)

    def outcome(self) -> Outcome | None:
        """The piles closed, and the player as the winner when all eleven are."""
        if not self.is_over:
            return None
        return Outcome((self.closed_count,), (PLAYER,) if self.won else ())

    @property
    def is_over(self) -> bool:
        return isinstance(self.log[-1], GameWon | GameLost)

    @property
    def won(self) -> bool:
        return isinstance(self.log[-1], GameWon)

    @property
    def closed_count(self) -> int:
        return sum(self.closed)

    def legal_actions(self) -> list[Play]:
        """Every (open pile, discard) pair, one per face of card."""
        if self.turned is None:
            return []
        return [
            Play(number, card)
            for number in range(1, PILES + 1) if not self.closed[number - 1]
            for card in dict.fromkeys([*self.piles[number - 1], self.turned])
        ]

    def apply(self, action: Play) -> list[SolitaireEvent]:
        if self.turned is None:
            raise IllegalAction(msg("sol-over"))
        if not isinstance(action.pile, int) or not 1 <= action.pile <= PILES:
            raise InvalidInput(msg("sol-no-such-pile", pile=str(action.pile), total=PILES))
        if self.closed[action.pile - 1]:
            raise IllegalAction(msg("sol-pile-is-closed", pile=action.pile))
        pile = [*self.piles[action.pile - 1], self.turned]
        if action.discard not in pile:
            raise IllegalAction(msg("sol-not-in-pile", pile=action.pile, card=card_msg(action.discard)))
        start = len(self.log)
        pile.remove(action.discard)
        self.piles[action.pile - 1] = pile
        self.discards.append(action.discard)
        self.log.append(CardPlayed(action.pile, self.turned, action.discard))
        self.turned = None
        self._close_if_out(action.pile, at_deal=False)
        self._next()
        return self.log[start:]

    def _close_if_out(self, number: int, at_deal: bool) -> None:
        cards = self.piles[number - 1]
        if not self.closed[number - 1] and pile_closes(cards, wild_rank_of(number)):
            self.closed[number - 1] = True
            self.log.append(PileClosed(number, tuple(cards), at_deal, self.closed_count))

    def _next(self) -> None:
        """Turn the next card, or end the game: won when every pile is closed, lost when the stock is out."""
        if all(self.closed):
            self.log.append(GameWon(self.stock_size - len(self.stock)))
        elif not self.stock:
            self.log.append(GameLost(self.closed_count, tuple(n for n in range(1, PILES + 1) if not self.closed[n - 1])))
        else:
            self.turned = self.stock.pop()
            self.log.append(CardTurned(self.turned, len(self.stock)))

    def view(self, seat: int = PLAYER) -> SolitaireView:
        piles = tuple(PileView(number, tuple(cards), closed)
                      for number, (cards, closed) in enumerate(zip(self.piles, self.closed, strict=True), start=1))
        unseen = Counter(full_deck())
        unseen.subtract([card for cards in self.piles for card in cards])
        unseen.subtract(self.discards)
        if self.turned is not None:
            unseen[self.turned] -= 1
        return SolitaireView(piles, self.turned, len(self.stock), tuple(sorted(unseen.elements(), key=Card.sort_key)),
                             tuple(self.discards), self.is_over, self.won)

    def events_for(self, seat: int = PLAYER) -> list[SolitaireEvent]:
        return list(self.log)


def new_solitaire(seed: int | None = None, rng: random.Random | None = None) -> SolitaireState:
    """A game dealt from `rng`, or from a `random.Random(seed)`."""
    return SolitaireState(rng if rng is not None else random.Random(seed))


if TYPE_CHECKING:

    def _plays_by_the_table_protocol(state: SolitaireState) -> GameState:
        return state  # mypy checks that solitaire fits core.game.GameState
