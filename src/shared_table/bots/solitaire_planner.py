"""The better solitaire player: it plans the whole game when the first card is turned.

Why a plan works: every card in the stock is turned before the game ends, and the view says
which they are. A pile closes once it holds the right cards, in whatever order they came. So if
each open pile is promised its own stock cards, enough to close it with cards it keeps, playing
each card into the pile it is promised to (discarding a card the pile does not keep) closes
every promised pile however the stock is shuffled; and a player who knew the order could close
no more. The planner (docs/solitaire.md):

1. finds each pile's ways to close with the fewest cards still in the stock (jokers stand in
   for the cards to come; a wild card of the pile may be any joker or card of its wild rank);
2. packs: one way per pile, no stock card promised twice, as many piles as can be;
3. plays each card as promised, closes a pile at once when the promises still hold, and puts a
   card nobody is promised where it lowers a given-up pile's points most, or passes it.

The plan is remembered from card to card (keyed by the layout): only the first card searches.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import combinations

from shared_table.bots.solitaire import best_swap
from shared_table.bots.solitaire import points_of as points
from shared_table.games.fivecrowns.cards import JOKER, LOWEST_RANK, Card
from shared_table.games.solitaire.state import Play, SolitaireView, wild_rank_of

MAX_DISTANCE = 5  # piles further than this from closing are given up at once (rare, slow to search)
MAX_NEEDS = 80  # ways kept per pile: a pile with more than this is easy to serve anyway
NODE_BUDGET = 200_000  # ways tried for each number of piles before settling for one fewer
# When the fewest cards cannot close every pile but their sum fits in the stock, the search
# tries ways with up to EXTRA_CARDS more, WIDER_NEEDS of them a pile, WIDER_BUDGET ways tried.
EXTRA_CARDS, WIDER_NEEDS, WIDER_BUDGET = 1, 300, 2_000_000


def closes(cards: Sequence[Card], wild_rank: int) -> bool:
    """Whether every one of the cards melds (exact solver, cached)."""
    return points(cards, wild_rank) == 0


@dataclass(frozen=True, slots=True)
class Need:
    """One way to close a pile: keep `keep` (its wild cards among them), add the natural cards
    `naturals` and `wilds` wild cards from the stock, and discard the rest, one card per card added."""

    keep: tuple[Card, ...]
    naturals: tuple[Card, ...]
    wilds: int

    @property
    def size(self) -> int:
        return len(self.naturals) + self.wilds


def keeps(cards: Sequence[Card], wild_rank: int, distance: int) -> list[tuple[Card, ...]]:
    """Every way to give up `distance` natural cards so that jokers in their place would close
    the pile. Wild cards are never given up: a wild could stand in for any card added instead."""
    wilds = [card for card in cards if card.is_wild(wild_rank)]
    # Dearest first, so the naturals still to choose from have their dearest in front.
    naturals = sorted((card for card in cards if not card.is_wild(wild_rank)),
                      key=lambda card: (-card.points(wild_rank), card.sort_key()))
    found: set[tuple[Card, ...]] = set()

    def search(start: int, dropped: tuple[int, ...]) -> None:
        kept = [card for i, card in enumerate(naturals) if i not in dropped]
        hand, left = [*kept, *wilds, *[JOKER] * distance], distance - len(dropped)
        if left == 0:
            if closes(hand, wild_rank):
                found.add(tuple(sorted(kept, key=Card.sort_key)))
            return
        # What is left unmelded must be cards still allowed to go: a bound that prunes most.
        if len(naturals) - start < left or points(hand, wild_rank) > sum(
                card.points(wild_rank) for card in naturals[start:start + left]):
            return
        for i in range(start, len(naturals)):
            if i == start or naturals[i] != naturals[i - 1]:  # each multiset once
                search(i + 1, (*dropped, i))

    search(0, ())
    return sorted(found, key=lambda kept: [card.sort_key() for card in kept])


@lru_cache(maxsize=20_000)
def distance(cards: tuple[Card, ...], wild_rank: int, limit: int = MAX_DISTANCE) -> int | None:
    """The fewest cards the pile must take to close if any card could come (None: more than
    `limit`): `S - d + JOKER` closing is distance 1; a pile that closes, 0."""
    return next((k for k in range(limit + 1) if keeps(cards, wild_rank, k)), None)


def need_sets(cards: Sequence[Card], wild_rank: int, stock: Counter[Card], extra: int = 0,
              limit: int = MAX_DISTANCE, most: int = MAX_NEEDS) -> list[Need]:
    """Every way to close the pile with the fewest cards from `stock` (at most `limit`), and with
    up to `extra` cards more where no fewer would do (no way holds a smaller one); about `most`
    ways of each size (the search stops after the keep that reaches them)."""
    wild_supply = sum(count for card, count in stock.items() if card.is_wild(wild_rank))
    faces = sorted((card for card in stock if not card.is_wild(wild_rank)), key=Card.sort_key)
    wilds = [card for card in cards if card.is_wild(wild_rank)]
    found: dict[tuple[tuple[Card, ...], int], Need] = {}
    fewest: int | None = None
    for k in range(limit + 1):
        if fewest is not None and k > fewest + extra:
            break
        sized: dict[tuple[tuple[Card, ...], int], Need] = {}
        for keep in keeps(cards, wild_rank, k):
            base = [*keep, *wilds]
            # Only a card that fills one of the jokers' places can be in a way to close.
            useful = [face for face in faces if k and closes([*base, face, *[JOKER] * (k - 1)], wild_rank)]
            for added, left in _ways(base, useful, k, stock, wild_rank):
                if left <= wild_supply and not _holds_smaller(found, added, left):
                    sized.setdefault((added, left), Need((*keep, *wilds), added, left))
            if len(sized) >= most:
                break
        found.update(sized)
        if sized and fewest is None:
            fewest = k
    return list(found.values())


def _ways(base: list[Card], useful: list[Card], k: int, stock: Counter[Card],
          wild_rank: int) -> Iterator[tuple[tuple[Card, ...], int]]:
    """The (naturals, wilds) that close `base` plus k cards: naturals from `useful` in order, as
    many of each as the stock holds, every step checked with jokers for the cards to come."""
    stack: list[tuple[tuple[Card, ...], int]] = [((), 0)]
    while stack:
        added, start = stack.pop()
        left = k - len(added)
        yield added, left
        for i in range(start, len(useful)):
            face = useful[i]
            if left and added.count(face) < stock[face] and (
                    not added or closes([*base, *added, face, *[JOKER] * (left - 1)], wild_rank)):
                stack.append(((*added, face), i))


def _holds_smaller(found: dict[tuple[tuple[Card, ...], int], Need], naturals: tuple[Card, ...], wilds: int) -> bool:
    """Whether a way already found asks for part of these cards only."""
    return bool(found) and any(
        size + fewer < len(naturals) + wilds and (part, fewer) in found
        for size in range(len(naturals) + 1) for part in dict.fromkeys(combinations(naturals, size))
        for fewer in range(wilds + 1))


def closers(cards: Sequence[Card], wild_rank: int, faces: Iterable[Card]) -> frozenset[Card]:
    """The faces among `faces` that close the pile in one play (it discards one card)."""
    faces = tuple(faces)
    if closes(cards, wild_rank):  # the card itself is discarded
        return frozenset(faces)
    wilds = [card for card in cards if card.is_wild(wild_rank)]
    return frozenset(face for keep in keeps(cards, wild_rank, 1) for face in faces
                     if face.is_wild(wild_rank) or closes([*keep, *wilds, face], wild_rank))


# ---------------------------------------------------------------- the plan


@dataclass(frozen=True, slots=True)
class Plan:
    """The promise to each pile (by number) still to close; the other open piles are given up."""

    needs: dict[int, Need]

    def fits(self, stock: Counter[Card]) -> bool:
        """Whether `stock` still holds every promised natural, and wild cards for the rest: a
        pile's wilds come from its own wild rank first, then from the jokers, which any pile takes."""
        left = Counter(stock)
        for need in self.needs.values():
            left.subtract(need.naturals)
        jokers = sum(max(0, need.wilds - sum(count for card, count in left.items() if card.suit is not None
                                             and card.rank == wild_rank_of(number)))
                     for number, need in self.needs.items())
        return min(left.values(), default=0) >= 0 and jokers <= left[JOKER]


def pack(options: dict[int, list[Need]], stock: Counter[Card], budget: int = NODE_BUDGET,
         wilds_last: bool = True) -> Plan:
    """One way for as many piles as possible, no stock card promised twice: a depth-first search
    that always serves next the pile with fewest ways left (a pile with none is given up), for
    all piles, then one fewer, and so on. A pile's ways go fewest cards first, then (`wilds_last`)
    fewest wild cards, then those asking for cards few other ways want: they crowd nobody."""
    numbers = sorted(options)
    demand = Counter(card for number in numbers for need in options[number] for card in set(need.naturals))
    ranked = [sorted(options[number], key=lambda need: (need.size, need.wilds if wilds_last else 0, sum(
        demand[card] / max(stock[card], 1) for card in need.naturals))) for number in numbers]
    asks = [[tuple(Counter(card.index for card in need.naturals).items()) for need in needs] for needs in ranked]
    own = [[suit * 11 + wild_rank_of(number) - LOWEST_RANK for suit in range(5)] for number in numbers]
    left = [0] * (JOKER.index + 1)  # the stock's cards not yet promised, by index
    for card, count in stock.items():
        left[card.index] += count
    wilds = [0] * len(numbers)  # wild cards promised to each pile
    chosen = [-1] * len(numbers)
    steps = 0

    def wilds_fit() -> bool:
        jokers = sum(max(0, wanted - sum(left[face] for face in own[i])) for i, wanted in enumerate(wilds) if wanted)
        return jokers <= left[JOKER.index]

    def open_ways(i: int, ways: list[int]) -> list[int]:
        """The ways of pile i the cards left still allow (its wilds checked loosely)."""
        nonlocal steps
        steps += len(ways)
        spare = left[JOKER.index] + sum(left[face] for face in own[i])
        return [w for w in ways if ranked[i][w].wilds <= spare and all(left[f] >= c for f, c in asks[i][w])]

    def place(piles: dict[int, list[int]], closed: int, cards: int, target: int) -> bool:
        if closed >= target:
            return True
        live = {i: ways for i, ways in piles.items() if ways}
        reach, spare = 0, cards
        for size in sorted(ranked[i][ways[0]].size for i, ways in live.items()):
            if size > spare:  # at most `reach` more piles close: the cheapest first
                break
            reach, spare = reach + 1, spare - size
        if closed + reach < target or steps > budget:
            return False
        i = min(live, key=lambda j: (len(live[j]), j))
        rest = {j: ways for j, ways in live.items() if j != i}
        for w in live[i]:
            for face, count in asks[i][w]:
                left[face] -= count
            wilds[i] = ranked[i][w].wilds
            if wilds_fit() and place({j: open_ways(j, ways) for j, ways in rest.items()},
                                     closed + 1, cards - ranked[i][w].size, target):
                chosen[i] = w
                return True
            wilds[i] = 0
            for face, count in asks[i][w]:
                left[face] += count
        return closed + len(rest) >= target and place(rest, closed, cards, target)

    everything = {i: open_ways(i, list(range(len(ranked[i])))) for i in range(len(numbers))}
    for target in range(len(numbers), 0, -1):
        steps = 0
        if place(everything, 0, sum(stock.values()), target):
            return Plan({numbers[i]: ranked[i][w] for i, w in enumerate(chosen) if w >= 0})
    return Plan({})


def make_plan(view: SolitaireView) -> Plan:
    """The plan for this layout, from scratch: with each pile's fewest cards; and when that does
    not close every pile though their sum fits in the stock (a few deals in a hundred), harder:
    more ways, a card more a pile where the stock can spare it, a longer search in two orders."""
    stock = _stock(view)
    options = {pile.number: need_sets(pile.cards, pile.wild_rank, stock) for pile in view.open_piles}
    plan = pack({number: found for number, found in options.items() if found}, stock)
    spare = sum(stock.values()) - sum(found[0].size if found else MAX_DISTANCE + 1 for found in options.values())
    if len(plan.needs) == len(options) or spare < 0:
        return plan
    extra = min(EXTRA_CARDS, spare)  # no pile can take more than its fewest plus what is spare
    wider = {pile.number: ways for pile in view.open_piles
             if (ways := need_sets(pile.cards, pile.wild_rank, stock, extra, most=WIDER_NEEDS))}
    for wilds_last in (True, False):
        harder = pack(wider, stock, WIDER_BUDGET, wilds_last)
        plan = harder if len(harder.needs) > len(plan.needs) else plan
        if len(plan.needs) == len(options):
            break
    return plan


def _stock(view: SolitaireView) -> Counter[Card]:
    """The cards still to come, the one turned included."""
    return Counter([*view.unseen, *([view.turned] if view.turned is not None else [])])


_Key = tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]
_PLANS: dict[_Key, Plan] = {}


def _key(piles: Iterable[tuple[Card, ...] | None], stock: Counter[Card]) -> _Key:
    """A layout: each open pile's cards (a closed pile is empty) and the cards to come."""
    return (tuple(tuple(sorted(cards, key=Card.sort_key)) if cards is not None else () for cards in piles),
            tuple(sorted(stock.elements(), key=Card.sort_key)))


def plan_for(view: SolitaireView) -> Plan:
    """The remembered plan for this layout, or a new one."""
    key = _key((None if pile.closed else pile.cards for pile in view.piles), _stock(view))
    plan = _PLANS.get(key)
    if plan is None or not plan.fits(_stock(view)):
        plan = make_plan(view)
        _remember(key, plan)
    return plan


def _remember(key: _Key, plan: Plan) -> None:
    if len(_PLANS) > 5_000:  # some 180 games: forget the old ones
        _PLANS.clear()
    _PLANS[key] = plan


# ---------------------------------------------------------------- the move


@dataclass(frozen=True, slots=True)
class Move:
    """A move, the plan after it, and what kind of move it is, for the reason."""

    play: Play
    after: Plan
    kind: str  # "close", "promised", "helps" (a given-up pile) or "pass"


def _after_play(cards: Sequence[Card], card: Card, discard: Card) -> list[Card]:
    held = [*cards, card]
    held.remove(discard)
    return held


def choose(view: SolitaireView, plan: Plan) -> Move:
    """The move for the turned card under `plan` (module docstring, step 3)."""
    card = view.turned
    assert card is not None, "the game is over"
    rest, needs = Counter(view.unseen), plan.needs
    # A card that closes a pile now: a given-up pile first (a pile more), then the planned pile
    # that frees most promised cards, as long as every other promise still holds.
    closing: list[tuple[tuple[bool, int], Move]] = []
    for pile in view.open_piles:
        discard, left = best_swap(pile, card)
        after = Plan({n: need for n, need in needs.items() if n != pile.number})
        if left == 0 and after.fits(rest):
            freed = needs[pile.number].size if pile.number in needs else 0
            closing.append(((pile.number in needs, -freed), Move(Play(pile.number, discard), after, "close")))
    if closing:
        return min(closing, key=lambda pair: pair[0])[1]
    # The card a plan promised to a pile: a natural it named, or a wild card it counts on.
    for number, need in sorted(needs.items(), key=lambda item: (card not in item[1].naturals, item[0])):
        pile = view.pile(number)
        if card in need.naturals:
            naturals = list(need.naturals)
            naturals.remove(card)
            smaller = replace(need, naturals=tuple(naturals))
        elif card.is_wild(pile.wild_rank) and need.wilds:
            smaller = replace(need, wilds=need.wilds - 1)
        else:
            continue
        # The card is kept from now on: the next promised card must not push it out.
        after = Plan({**needs, number: replace(smaller, keep=(*need.keep, card))})
        if after.fits(rest):
            extra = Counter(pile.cards)
            extra.subtract(need.keep)  # of the cards the plan gives up, the one leaving fewest points
            discard = min(dict.fromkeys(extra.elements()), key=lambda out: (
                points(_after_play(pile.cards, card, out), pile.wild_rank), out.sort_key()))
            return Move(Play(number, discard), after, "promised")
    # Nobody is promised this card: it may lower a given-up pile's points, or it is passed.
    given_up = [pile for pile in view.open_piles if pile.number not in needs] or list(view.open_piles)
    gains = [(points(pile.cards, pile.wild_rank) - best_swap(pile, card)[1], -pile.number, pile) for pile in given_up]
    gain, _, pile = max(gains, key=lambda item: item[:2])
    if gain > 0 and pile.number not in needs:
        return Move(Play(pile.number, best_swap(pile, card)[0]), plan, "helps")
    return Move(Play(given_up[0].number, card), plan, "pass")


class PlannerPlayer:
    """Plans which stock cards close which piles, then plays to the plan (module docstring)."""

    name = "planner"

    def choose(self, view: SolitaireView) -> Play:
        return advise(view)[0]


def advise(view: SolitaireView) -> tuple[Play, str]:
    """The planner's move, and why, in one short sentence for a hint."""
    move = choose(view, plan_for(view))
    _remember_next(view, move)
    return move.play, _reason(view, move)


def _remember_next(view: SolitaireView, move: Move) -> None:
    """Keep the plan for the layout this move leads to, so the next card need not search."""
    assert view.turned is not None
    piles: list[tuple[Card, ...] | None] = []
    after = move.after
    for pile in view.piles:
        cards: tuple[Card, ...] | None = None if pile.closed else pile.cards
        if pile.number == move.play.pile and cards is not None:
            cards = tuple(_after_play(cards, view.turned, move.play.discard))
            if closes(cards, pile.wild_rank):
                cards, after = None, Plan({n: need for n, need in after.needs.items() if n != pile.number})
        piles.append(cards)
    _remember(_key(piles, Counter(view.unseen)), after)


def _spoken(need: Need) -> str:
    """The cards a pile still waits for, as said: "the eight of hearts and a wild card"."""
    parts = [f"the {card.long}" for card in need.naturals]
    if need.wilds:
        parts.append("a wild card" if need.wilds == 1 else f"{need.wilds} wild cards")
    return " and ".join(parts)


def _reason(view: SolitaireView, move: Move) -> str:
    card, play = view.turned, move.play
    assert card is not None
    pile = view.pile(play.pile)
    swap = f"Pile {play.pile}: the {card.long} in place of the {play.discard.long}"
    if move.kind == "close":
        return f"Pile {play.pile}: the {card.long} closes it, discarding the {play.discard.long}."
    if move.kind == "promised":
        need = move.after.needs[play.pile]
        if need.size <= 2:
            return f"{swap}; then {_spoken(need)} {'closes' if need.size == 1 else 'close'} it."
        return f"{swap}; {need.size} more cards from the stock close it."
    if move.kind == "helps":
        after = points(_after_play(pile.cards, card, play.discard), pile.wild_rank)
        return f"{swap}, from {points(pile.cards, pile.wild_rank)} to {after} points; the stock cannot close it."
    return f"Pile {play.pile}: pass, discarding the {card.long} itself; no pile needs it."
