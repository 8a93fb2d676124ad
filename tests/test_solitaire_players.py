"""The solitaire players (games/solitaire/bots/players.py, games/solitaire/bots/planner.py): the planner's pieces
against brute force, its moves and hints, its promise (a plan that covers every pile wins),
and the planner against greedy on the same deals (docs/solitaire.md)."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations, combinations_with_replacement, product

from hypothesis import given, settings
from hypothesis import strategies as st

from shared_table.games.fivecrowns.rules.cards import ALL_FACES, JOKER, Card, full_deck, parse_cards
from shared_table.games.fivecrowns.rules.solver import min_points
from shared_table.games.solitaire.bots.planner import Plan, PlannerPlayer, advise, make_plan, pack
from shared_table.games.solitaire.bots.players import GreedyPlayer
from shared_table.games.solitaire.bots.stats import play_games
from shared_table.games.solitaire.bots.ways import Need, closers, distance, need_sets
from shared_table.games.solitaire.rules.state import SolitaireState, new_solitaire, wild_rank_of
from shared_table.i18n.words import words_for
from sizes import size

SOLITAIRE_DEALS = size("SOLITAIRE_DEALS", 40, 100)

DECK = full_deck()


ENGLISH = words_for("en", ("shared_table.games.fivecrowns", "shared_table.games.solitaire"))
"""The hints' words, as an English player hears them."""


def closes(cards: list[Card], wild: int) -> bool:
    return min_points(cards, wild) == 0


def swapped(cards: list[Card], out: tuple[Card, ...], into: tuple[Card, ...]) -> list[Card]:
    held = [*cards, *into]
    for card in out:
        held.remove(card)
    return held


def brute_distance(cards: list[Card], wild: int, most: int) -> int | None:
    """The fewest cards to swap in (any faces) for the pile to close, trying every face."""
    for k in range(most + 1):
        for out in set(combinations(sorted(cards, key=Card.sort_key), k)):
            for into in combinations_with_replacement(ALL_FACES, k):
                if closes(swapped(cards, out, into), wild):
                    return k
    return None


small_piles = st.integers(1, 2).flatmap(
    lambda number: st.tuples(st.just(wild_rank_of(number)), st.permutations(DECK).map(lambda deck: deck[: number + 2])))


@settings(max_examples=25)
@given(small_piles)
def test_closers_are_the_faces_that_close_the_pile_in_one_play(pile: tuple[int, list[Card]]) -> None:
    wild, cards = pile
    brute = {face for face in ALL_FACES if any(closes(swapped(cards, (out,), (face,)), wild) for out in [*cards, face])}
    assert closers(cards, wild, ALL_FACES) == brute


@settings(max_examples=12)
@given(small_piles)
def test_distance_is_the_fewest_cards_any_faces_close_the_pile_with(pile: tuple[int, list[Card]]) -> None:
    wild, cards = pile
    assert distance(tuple(cards), wild, 2) == brute_distance(cards, wild, 2)


def test_distance_counts_the_jokers_a_pile_needs() -> None:
    assert distance(tuple(parse_cards(["5h 6h 7h 4c"])), 4) == 0  # fours wild
    assert distance(tuple(parse_cards(["5h 6h Kc Qsp"])), 4) == 2  # 5h 6h + two jokers
    assert distance(tuple(parse_cards(["5h 6h 8h Kc"])), 4) == 1  # the seven of hearts, or a wild


@settings(max_examples=25)
@given(small_piles, st.permutations(DECK))
def test_need_sets_are_every_fewest_way_the_stock_can_close_a_pile(pile: tuple[int, list[Card]], deck: list[Card]) -> None:
    wild, cards = pile
    rest = Counter(DECK)
    rest.subtract(cards)
    stock: Counter[Card] = Counter([JOKER])
    for card in deck:  # a joker and the first 8 cards the pile leaves in the deck
        if rest[card] > 0 and stock.total() < 9:
            rest[card] -= 1
            stock[card] += 1
    found = need_sets(cards, wild, stock, limit=3)
    brute: set[tuple[tuple[Card, ...], int]] = set()
    for k in range(4):
        for into in set(combinations(sorted(stock.elements(), key=Card.sort_key), k)):
            for out in set(combinations(sorted(cards, key=Card.sort_key), k)):
                if closes(swapped(cards, out, into), wild):
                    wilds = sum(card.is_wild(wild) for card in into)
                    brute.add((tuple(card for card in into if not card.is_wild(wild)), wilds))
        if brute:
            break
    as_sets = {(tuple(sorted(need.naturals, key=Card.sort_key)), need.wilds) for need in found}
    assert as_sets == brute
    for need in found:  # each way really closes the pile, with jokers for its wild cards
        assert closes([*need.keep, *need.naturals, *[JOKER] * need.wilds], wild)
        assert len(need.keep) + need.size == len(cards)


def brute_pack(options: dict[int, list[Need]], stock: Counter[Card]) -> int:
    """The most piles closed by any choice of one way (or none) per pile."""
    numbers = sorted(options)
    best = 0
    for choice in product(*[[None, *options[number]] for number in numbers]):
        plan = Plan({number: need for number, need in zip(numbers, choice, strict=True) if need is not None})
        if len(plan.needs) > best and plan.fits(stock):
            best = len(plan.needs)
    return best


FEW = parse_cards(["5h 6h 7h 8c 4sp 5sp"])  # 4sp is wild for pile 2, 5sp for pile 3
needs = st.builds(Need, st.just(()), st.lists(st.sampled_from(FEW), max_size=3).map(tuple), st.integers(0, 2))


@settings(max_examples=150)
@given(st.dictionaries(st.integers(1, 4), st.lists(needs, min_size=1, max_size=3), min_size=1, max_size=4),
       st.lists(st.sampled_from([*FEW, JOKER]), max_size=8))
def test_the_packing_closes_as_many_piles_as_any_choice_does(options: dict[int, list[Need]], cards: list[Card]) -> None:
    stock = Counter(cards)
    plan = pack(options, stock)
    assert plan.fits(stock)
    assert all(plan.needs[number] in options[number] for number in plan.needs)
    assert len(plan.needs) == brute_pack(options, stock)


def test_a_joker_serves_any_pile_and_a_wild_rank_only_its_own() -> None:
    one_wild = Need((), (), 1)
    assert Plan({2: one_wild}).fits(Counter(parse_cards(["4sp"])))  # fours are wild in pile 2
    assert not Plan({3: one_wild}).fits(Counter(parse_cards(["4sp"])))
    assert Plan({2: one_wild, 3: one_wild}).fits(Counter([*parse_cards(["4sp"]), JOKER]))
    assert not Plan({2: one_wild, 3: one_wild}).fits(Counter([JOKER]))


def games(count: int, seed: int) -> list[SolitaireState]:
    """Seeded deals with no pile closed at the deal."""
    rng = random.Random(seed)
    found: list[SolitaireState] = []
    while len(found) < count:
        state = new_solitaire(rng.getrandbits(32))
        if not state.is_over:
            found.append(state)
    return found


def test_every_move_is_legal_and_every_hint_one_short_sentence() -> None:
    for state in games(3, seed=5):
        while not state.is_over:
            play, said = advise(state.view())
            reason = ENGLISH.say(said)
            assert play in state.legal_actions()
            if play.discard == state.view().turned:  # a pass: said as the command to type
                assert reason.startswith("Pass: no pile needs the ") and reason.endswith(". Type pass."), reason
            else:
                assert reason.startswith("Pile ") and reason.endswith(".")
                assert ". " not in reason and len(reason.split()) <= 25, reason
            state.apply(play)


def test_a_card_that_closes_a_pile_closes_it() -> None:
    pile_one, seven = parse_cards(["5h 6h Kc"]), Card.parse("7h")  # threes wild: 5h 6h 7h is a run
    rest = Counter(DECK)
    rest.subtract([*pile_one, seven])
    for seed in range(100):  # the first shuffle of the rest in which no pile is dealt closed
        deck = sorted(rest.elements(), key=Card.sort_key)
        random.Random(seed).shuffle(deck)
        piles = [pile_one, *(deck[sum(range(4, size)):sum(range(4, size + 1))] for size in range(4, 14))]
        state = SolitaireState.from_layout(piles, [seven, *deck[sum(range(4, 14)):]])
        if state.closed_count == 0:
            break
    play, said = advise(state.view())
    reason = ENGLISH.say(said)
    assert play.pile == 1 and play.discard == Card.parse("Kc")
    assert reason == "Pile 1: the seven of hearts closes it, discarding the king of clubs."


def test_a_plan_that_covers_every_pile_wins_whatever_the_order_of_the_stock() -> None:
    """The stock's order does not matter: each promised card closes its pile when it comes."""
    for state in games(10, seed=13):
        plan, _ = make_plan(state.view())
        promised = state.closed_count + len(plan.needs)
        player = PlannerPlayer(steps=None)  # the search to its end, as `plan` was found
        while not state.is_over:
            state.apply(player.choose(state.view()))
        assert state.closed_count >= promised


def test_the_planner_wins_more_and_closes_more_than_greedy_on_the_same_deals() -> None:
    # The first 100 of the docs' 2,000 deals (seed 2026, not a picked one; `make test` plays the
    # first 40). Measured: greedy 7 wins and 9.13 piles, the planner (5,000 steps an answer) 87 wins
    # and 10.86 piles (of 40: 4 and 8.95, 32 and 10.78); the bars below leave room for tens of
    # wins in a hundred and most of a pile of change.
    greedy = play_games(GreedyPlayer, SOLITAIRE_DEALS, seed=2026)
    planner = play_games(PlannerPlayer, SOLITAIRE_DEALS, seed=2026)
    assert planner.wins >= 3 * greedy.wins + 0.4 * SOLITAIRE_DEALS
    assert planner.mean_closed >= greedy.mean_closed + 1.0


def test_the_same_deal_is_played_the_same_way_twice() -> None:
    """The plans remembered from the first game must not change the second."""
    logs = []
    for _ in range(2):
        state = new_solitaire(seed=77)
        player = PlannerPlayer()
        while not state.is_over:
            state.apply(player.choose(state.view()))
        logs.append(state.log)
    assert logs[0] == logs[1]
