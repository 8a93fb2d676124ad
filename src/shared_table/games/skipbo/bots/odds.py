"""What a Skip-Bo player may hold and draw, as odds, for the hard player's planner: the cards
this seat has not seen, and how likely a stock card can be played from what a player holds, may
draw and can pay for.

Cards are small ints here, for speed: number + 13 * toll (0 is a Skip-Bo card)."""

from __future__ import annotations

from typing import TypeVar

from shared_table.games.skipbo.rules.cards import HIGHEST, Card, deck_counts
from shared_table.games.skipbo.rules.view import SkipBoView

T = TypeVar("T")


def code(card: Card) -> int:
    """A card as the planner's int: number + 13 * toll."""
    return card.number + 13 * card.toll


def as_card(card: int) -> Card:
    return Card(card % 13, card // 13)


def number(card: int) -> int:
    """The number on a card (0 for a Skip-Bo card)."""
    return card % 13


def put(items: tuple[T, ...], index: int, item: T) -> tuple[T, ...]:
    """`items` with `item` at `index`."""
    return (*items[:index], item, *items[index + 1:])


class Odds:
    """The chance that a stock card can be played, from what a player holds and what they may draw."""

    def __init__(self, unseen: list[float]) -> None:
        total = sum(unseen) or 1.0
        self.share = [count / total for count in unseen]  # by number, 0 being a Skip-Bo card
        self.cache: dict[tuple[int, tuple[int, ...], int, int, int, int], float] = {}

    def reach(self, stock: int, tops: tuple[int, ...], have: int, wilds: int, draws: int, coins: int) -> float:
        """How likely `stock` (a number, 0 wild) goes on one of `tops`, with the numbers in the bit
        mask `have`, `wilds` Skip-Bo cards, `draws` unknown cards and `coins` to stand in."""
        key = (stock, tops, have, wilds, draws, coins)
        found = self.cache.get(key)
        if found is None:
            found = self.cache[key] = self._reach(*key)
        return found

    def _reach(self, stock: int, tops: tuple[int, ...], have: int, wilds: int, draws: int, coins: int) -> float:
        if stock == 0:
            return 1.0
        best = 0.0
        for top in set(tops):
            if top >= stock:
                continue
            missing = [value for value in range(top + 1, stock) if not have >> value & 1]
            spare = coins
            while missing and spare >= missing[0] and len(missing) > wilds:  # coins stand in for the cheapest
                spare -= missing.pop(0)
            short = len(missing) - wilds
            if short <= 0:
                return 1.0
            if short > draws:
                continue
            chance = 1.0
            for value in missing[-short:]:  # wilds took the dearest; draws must bring the rest
                chance *= 1.0 - (1.0 - self.share[value] - self.share[0]) ** draws
            best = max(best, chance)
        return best

    def next_card(self, tops: tuple[int, ...], have: int, wilds: int, coins: int) -> float:
        """How likely an unknown stock card can be played with what is in hand now."""
        return sum(self.share[value] * self.reach(value, tops, have, wilds, 0, coins) for value in range(HIGHEST + 1))


def holdings(cards: tuple[int, ...], piles: tuple[tuple[int, ...], ...]) -> tuple[int, int]:
    """The numbers (a bit mask) and Skip-Bo cards a player can use: the cards given, and each
    discard pile's top with the cards under it while they go up one by one."""
    have, wilds = 0, 0
    for card in cards:
        if card == 0:
            wilds += 1
        else:
            have |= 1 << number(card)
    for pile in piles:
        below = -1
        for card in reversed(pile):
            value = number(card)
            if value == 0:
                wilds += 1
                break  # what lies under a Skip-Bo card comes after any number
            if below >= 0 and value != below + 1:
                break
            have |= 1 << value
            below = value
    return have, wilds


def with_tops(have: int, wilds: int, piles: tuple[tuple[int, ...], ...]) -> tuple[int, int]:
    """`have` and `wilds` with the tops of `piles` added."""
    for pile in piles:
        if pile:
            if pile[-1] % 13:
                have |= 1 << number(pile[-1])
            else:
                wilds += 1
    return have, wilds


DECK_BY_NUMBER = [0.0] * (HIGHEST + 1)
for _card, _count in deck_counts().items():
    DECK_BY_NUMBER[_card.number] += _count


def unseen_counts(view: SkipBoView) -> list[float]:
    """How many cards of each number (0 for Skip-Bo) this seat has not seen on the table: the
    deck less its hand, every discard pile, the stock tops and the building piles."""
    counts = list(DECK_BY_NUMBER)
    seen: list[Card] = list(view.hand)
    for player in view.players:
        seen += [card for pile in player.discards for card in pile]
        if player.stock_top is not None:
            seen.append(player.stock_top)
    for building in view.building:
        if building is not None:
            seen += [card for card in building.cards if card is not None]
    for card in seen:
        counts[card.number] = max(0.0, counts[card.number] - 1)
    return counts
