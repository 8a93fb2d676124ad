"""The better solitaire player: it plans the whole game from the first card on.

Why a plan works: every card in the stock is turned before the game ends, and the view says
which they are. A pile closes once it holds the right cards, in whatever order they came. So if
each open pile is promised its own stock cards, enough to close it with cards it keeps, playing
each card into the pile it is promised to (discarding a card the pile does not keep) closes
every promised pile however the stock is shuffled; and a player who knew the order could close
no more. The planner (docs/solitaire.md):

1. finds each pile's ways to close with the fewest cards still in the stock (games/solitaire/bots/ways.py);
2. packs: one way per pile, no stock card promised twice, as many piles as can be;
3. plays each card as promised, closes a pile at once when the promises still hold, and puts a
   card nobody is promised where it lowers a given-up pile's points most, or passes it.

Each answer searches within a budget of work (ANSWER_STEPS; in play a clock as well). A search
cut short plays by the best plan it has (a quick packing, or greedy's move), and the next card
searches again, on a stock a card smaller. A finished plan is remembered from card to card
(keyed by the layout), so the cards after it do not search at all.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from shared_table.core.message import Arg, Msg, msg
from shared_table.games.fivecrowns.rules.cards import JOKER, LOWEST_RANK, Card, card_msg
from shared_table.games.solitaire.bots.closing import forget
from shared_table.games.solitaire.bots.players import best_swap
from shared_table.games.solitaire.bots.players import points_of as points
from shared_table.games.solitaire.bots.ways import (
    MAX_DISTANCE,
    UNLIMITED,
    Budget,
    Need,
    OutOfBudget,
    closes,
    need_sets,
)
from shared_table.games.solitaire.rules.state import Play, SolitaireView, wild_rank_of

NODE_BUDGET = 200_000  # ways tried for each number of piles before settling for one fewer
# When the fewest cards cannot close every pile but their sum fits in the stock, the search
# tries ways with up to EXTRA_CARDS more, WIDER_NEEDS of them a pile, WIDER_BUDGET ways tried.
EXTRA_CARDS, WIDER_NEEDS, WIDER_BUDGET = 1, 300, 2_000_000
# Work one answer may spend searching (solitaire_ways.Budget): a way looked at, a card tried. On
# this machine 5,000 steps take about 50 ms; they finish the first search in about half the deals,
# and the other half finish at the next card or two. In play a clock guards a busy machine too.
ANSWER_STEPS, ANSWER_SECONDS = 5_000, 0.25


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
         wilds_last: bool = True, work: Budget = UNLIMITED) -> Plan:
    """One way for as many piles as possible, no stock card promised twice: a depth-first search
    that always serves next the pile with fewest ways left (a pile with none is given up), for
    all piles, then one fewer, and so on. A pile's ways go fewest cards first, then (`wilds_last`)
    fewest wild cards, then those asking for cards few other ways want: they crowd nobody.
    Raises OutOfBudget when `work` runs out."""
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
        work.spend(len(ways))
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


def greedy_pack(options: dict[int, list[Need]], stock: Counter[Card], tries: int = 12) -> Plan:
    """A plan found without search, for an answer whose search ran out: the piles with fewest
    ways first, each given the first of its first `tries` ways that still fits."""
    needs: dict[int, Need] = {}
    for number in sorted(options, key=lambda number: (len(options[number]), number)):
        for need in sorted(options[number], key=lambda need: (need.size, need.wilds))[:tries]:
            if Plan({**needs, number: need}).fits(stock):
                needs[number] = need
                break
    return Plan(needs)


def make_plan(view: SolitaireView, work: Budget = UNLIMITED) -> tuple[Plan, bool]:
    """The plan for this layout, from scratch, and whether the search finished within `work`.
    First with each pile's fewest cards; when that does not close every pile though their sum
    fits in the stock (a few deals in a hundred), harder: more ways, a card more a pile where the
    stock can spare it, a longer search in two orders. Cut short, it gives the best plan so far."""
    stock = _stock(view)
    options: dict[int, list[Need]] = {}
    try:
        for pile in view.open_piles:
            options[pile.number] = need_sets(pile.cards, pile.wild_rank, stock, budget=work)
    except OutOfBudget:
        return greedy_pack({number: found for number, found in options.items() if found}, stock), False
    usable = {number: found for number, found in options.items() if found}
    try:
        plan = pack(usable, stock, work=work)
    except OutOfBudget:
        return greedy_pack(usable, stock), False
    spare = sum(stock.values()) - sum(found[0].size if found else MAX_DISTANCE + 1 for found in options.values())
    if len(plan.needs) == len(options) or spare < 0:
        return plan, True
    extra = min(EXTRA_CARDS, spare)  # no pile can take more than its fewest plus what is spare
    try:
        wider = {pile.number: ways for pile in view.open_piles
                 if (ways := need_sets(pile.cards, pile.wild_rank, stock, extra, most=WIDER_NEEDS, budget=work))}
        for wilds_last in (True, False):
            harder = pack(wider, stock, WIDER_BUDGET, wilds_last, work)
            plan = harder if len(harder.needs) > len(plan.needs) else plan
            if len(plan.needs) == len(options):
                break
    except OutOfBudget:
        return plan, False
    return plan, True


def _stock(view: SolitaireView) -> Counter[Card]:
    """The cards still to come, the one turned included."""
    return Counter([*view.unseen, *([view.turned] if view.turned is not None else [])])


@dataclass(frozen=True, slots=True)
class Remembered:
    """A layout's plan as the planner keeps it between answers."""

    plan: Plan
    settled: bool  # the search finished: searching this layout again would find no more


_Key = tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]
_PLANS: dict[_Key, Remembered] = {}


def _key(piles: Iterable[tuple[Card, ...] | None], stock: Counter[Card]) -> _Key:
    """A layout: each open pile's cards (a closed pile is empty) and the cards to come."""
    return (tuple(tuple(sorted(cards, key=Card.sort_key)) if cards is not None else () for cards in piles),
            tuple(sorted(stock.elements(), key=Card.sort_key)))


def plan_for(view: SolitaireView, work: Budget = UNLIMITED, keep_unfinished: bool = True) -> Remembered:
    """The remembered plan for this layout, or a new search within `work`: a plan that was cut
    short is searched for again, and kept unless the new search promises more piles. A search
    cut short is remembered only with `keep_unfinished` (a move is about to be made for it)."""
    stock = _stock(view)
    key = _key((None if pile.closed else pile.cards for pile in view.piles), stock)
    if not view.discards and key not in _PLANS:  # a new deal: the closing answers of the last are of no use
        forget()
    known = _PLANS.get(key)
    if known is not None and not known.plan.fits(stock):
        known = None
    if known is not None and (known.settled or len(known.plan.needs) == len(view.open_piles)):
        return known
    plan, settled = make_plan(view, work)
    if known is not None and len(known.plan.needs) >= len(plan.needs):
        plan = known.plan  # as many piles, and the moves so far were made for it
    found = Remembered(plan, settled)
    if settled or keep_unfinished:
        _remember(key, found)
    return found


def _remember(key: _Key, found: Remembered) -> None:
    if len(_PLANS) > 5_000:  # some 180 games: forget the old ones
        _PLANS.clear()
    _PLANS[key] = found


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
    """Plans which stock cards close which piles, then plays to the plan (module docstring).
    Each move searches within `steps` (None: to the end) and no clock, so the same deal is played
    the same way on any machine, and as in play when the clock does not run out (`--auto`)."""

    name = "planner"

    def __init__(self, steps: int | None = ANSWER_STEPS, seconds: float | None = None) -> None:
        self.steps, self.seconds = steps, seconds

    def choose(self, view: SolitaireView) -> Play:
        return advise(view, Budget(self.steps, self.seconds))[0]


def advise(view: SolitaireView, work: Budget | None = None) -> tuple[Play, Msg]:
    """The planner's move, and why, in one short sentence for a hint (a message to say in the
    player's words). It searches within `work`,
    by default ANSWER_STEPS or ANSWER_SECONDS, whichever runs out first, as in play."""
    found = plan_for(view, Budget(ANSWER_STEPS, ANSWER_SECONDS) if work is None else work)
    move = choose(view, found.plan)
    _remember_next(view, move, found.settled)
    return move.play, _reason(view, move)


def _remember_next(view: SolitaireView, move: Move, settled: bool) -> None:
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
    _remember(_key(piles, Counter(view.unseen)), Remembered(after, settled))


def _spoken(need: Need, played: Card) -> tuple[Msg, ...]:
    """The cards a pile still waits for, as said: "the eight of hearts and a wild card"; a card
    named already in the sentence (the one played, or one needed twice) is "another eight of
    hearts", never the same name twice as if it were the same card."""
    named = [played]
    parts = []
    for card in need.naturals:
        parts.append(msg("sol-need-another" if card in named else "sol-need-card", card=card_msg(card), rank_number=card.rank))
        named.append(card)
    if need.wilds:
        parts.append(msg("sol-need-wilds", count=need.wilds))
    return tuple(parts)


def _reason(view: SolitaireView, move: Move) -> Msg:
    card, play = view.turned, move.play
    assert card is not None
    pile = view.pile(play.pile)
    said: dict[str, Arg] = {"pile": play.pile, "card": card_msg(card), "discard": card_msg(play.discard)}
    if move.kind == "close":
        return msg("sol-hint-closes", **said)
    if move.kind == "promised":
        need = move.after.needs[play.pile]
        if need.size <= 2:
            return msg("sol-hint-then", **said, needs=_spoken(need, card), size=need.size)
        return msg("sol-hint-more", **said, size=need.size)
    if move.kind == "helps":
        after = points(_after_play(pile.cards, card, play.discard), pile.wild_rank)
        return msg("sol-hint-helps", **said, before=points(pile.cards, pile.wild_rank), after=after)
    return msg("sol-hint-pass", card=card_msg(card))
