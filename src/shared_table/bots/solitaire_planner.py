"""The better solitaire player: it plays for closed piles, not for points (docs/solitaire.md).

Every card left in the stock will be turned before the game ends, and the view says which they
are (all the others are face up). So a pile that some stock card would close (one card away)
only has to wait for it, as long as no other pile is counting on the same copy. The planner
values a layout by:

1. the piles it closes (a card that closes a pile is used to close one);
2. how many open piles can each be promised a different stock card that closes them: a
   bipartite matching of piles to the stock's copies, so two piles waiting on the last queen of
   hearts count once;
3. for a pile one card away, how many copies in the stock would close it (a little, up to six:
   more of them is safer, but one is enough);
4. for a pile further away, whether two cards could close it (one swapped for a joker leaves it
   one card away), and last its points, as greedy would.

Each turn it tries the card in every open pile against the three discards that leave that pile
fewest points (and against discarding the card itself) and makes the move whose layout is worth
most. The searches are the exact solver's, cached by pile: piles change one at a time.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

from shared_table.bots.solitaire import points_of
from shared_table.games.fivecrowns.cards import JOKER, Card
from shared_table.games.fivecrowns.solver import min_points_after_discard
from shared_table.games.solitaire.state import Play, SolitaireView


@lru_cache(maxsize=500_000)
def _closes_with(cards: tuple[Card, ...], card: Card, wild_rank: int) -> bool:
    return min_points_after_discard((*cards, card), wild_rank) == 0


def closers(cards: tuple[Card, ...], wild_rank: int, faces: Sequence[Card]) -> frozenset[Card]:
    """The faces among `faces` that would close the pile (`cards`, sorted) in one play."""
    if not _closes_with(cards, JOKER, wild_rank):  # a joker can stand for any card: no joker, no closer
        return frozenset()
    return frozenset(face for face in faces if face.is_wild(wild_rank) or _closes_with(cards, face, wild_rank))


def matching(needs: Sequence[frozenset[Card]], stock: Counter[Card]) -> int:
    """How many piles can each be given a different stock card that closes it (augmenting paths)."""
    owner: dict[tuple[Card, int], int] = {}

    def place(pile: int, seen: set[tuple[Card, int]]) -> bool:
        for face in needs[pile]:
            for copy in range(stock[face]):
                slot = (face, copy)
                if slot in seen:
                    continue
                seen.add(slot)
                if slot not in owner or place(owner[slot], seen):
                    owner[slot] = pile
                    return True
        return False

    return sum(place(pile, set()) for pile in range(len(needs)))


def _sorted(cards: Sequence[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=Card.sort_key))


class PlannerPlayer:
    """Plays for closed piles (see the module's docstring)."""

    name = "planner"

    def choose(self, view: SolitaireView) -> Play:
        return advise(view)[0]


@lru_cache(maxsize=500_000)
def two_away(cards: tuple[Card, ...], wild_rank: int) -> bool:
    """Whether two cards could close the pile: one card swapped for a joker leaves it one card away."""
    for index, card in enumerate(cards):
        if index and cards[index - 1] == card:
            continue
        rest = _sorted([*cards[:index], *cards[index + 1:], JOKER])
        if _closes_with(rest, JOKER, wild_rank):
            return True
    return False


# The weights keep the order of the docstring's list: a closed pile (100) outweighs any number of
# promised ones (10 each), which outweigh spare copies (0.3 each, at most six) and a pile two
# cards away (3), which outweigh points (a hundredth each).
W_MATCH, W_TWO, W_SPREAD = 10.0, 3.0, 0.3
SHORTLIST = 3  # discards tried per pile, by the points they leave


def advise(view: SolitaireView) -> tuple[Play, str]:
    """The planner's move, and why, in one sentence for a hint."""
    card = view.turned
    assert card is not None, "the game is over"
    stock = Counter(view.unseen)
    faces = list(stock)
    states = {pile.number: _sorted(pile.cards) for pile in view.open_piles}
    outs = {pile.number: closers(states[pile.number], pile.wild_rank, faces) for pile in view.open_piles}

    def pile_value(state: tuple[Card, ...], wild: int, found: frozenset[Card]) -> float:
        """What an open pile adds to a layout, beyond the matching."""
        if found:
            return W_SPREAD * min(sum(stock[face] for face in found), 6)
        return (W_TWO if two_away(state, wild) else 0.0) - points_of(state, wild) / 100

    base = {pile.number: pile_value(states[pile.number], pile.wild_rank, outs[pile.number]) for pile in view.open_piles}

    def score(changed: int, new_state: tuple[Card, ...]) -> float:
        """The layout's worth with pile `changed` holding `new_state`."""
        wild = view.pile(changed).wild_rank
        if points_of(new_state, wild) == 0:
            needs = [outs[p.number] for p in view.open_piles if p.number != changed]
            return 100 + W_MATCH * matching(needs, stock) + sum(v for n, v in base.items() if n != changed)
        found = closers(new_state, wild, faces)
        needs = [found if p.number == changed else outs[p.number] for p in view.open_piles]
        total = sum(v for n, v in base.items() if n != changed) + pile_value(new_state, wild, found)
        return W_MATCH * matching(needs, stock) + total

    best: tuple[float, Play] | None = None
    for pile in view.open_piles:
        held = [*states[pile.number], card]
        options = []
        for discard in dict.fromkeys(held):
            rest = list(held)
            rest.remove(discard)
            state = _sorted(rest)
            options.append((points_of(state, pile.wild_rank), discard != card, discard, state))
        options.sort(key=lambda option: (option[0], option[1]))
        shortlist = options[:SHORTLIST] + [option for option in options[SHORTLIST:] if option[2] == card]
        for _, _, discard, state in shortlist:
            value = score(pile.number, state)
            if best is None or value > best[0]:
                best = (value, Play(pile.number, discard))
    assert best is not None
    play = best[1]
    return play, _reason(view, play, card)


def _reason(view: SolitaireView, play: Play, card: Card) -> str:
    pile = view.pile(play.pile)
    if play.discard == card:
        return f"Nowhere does the {card.long} help: put it on pile {play.pile} and discard it."
    rest = list((*pile.cards, card))
    rest.remove(play.discard)
    if points_of(rest, pile.wild_rank) == 0:
        return f"Pile {play.pile}: the {card.long} closes it, discarding the {play.discard.long}."
    waiting = closers(_sorted(rest), pile.wild_rank, list(Counter(view.unseen)))
    copies = sum(1 for unseen in view.unseen if unseen in waiting)
    if copies:
        return (f"Pile {play.pile}: with the {card.long} in place of the {play.discard.long}, "
                f"{copies} card{'s' if copies != 1 else ''} still in the stock would close it.")
    before = points_of(pile.cards, pile.wild_rank)
    return (f"Pile {play.pile}: the {card.long} in place of the {play.discard.long} "
            f"takes it from {before} to {points_of(rest, pile.wild_rank)} points.")
