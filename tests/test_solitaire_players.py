"""The solitaire players: the planner's building blocks against brute force, its hints, and the
planner against the greedy baseline on the same deals (docs/solitaire.md has the 2,000-game
figures; this is a smaller, seeded check that the order holds)."""

from __future__ import annotations

import itertools
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from shared_table.bots.solitaire import GreedyPlayer, greedy_choice
from shared_table.bots.solitaire_planner import PlannerPlayer, advise, closers, matching, two_away
from shared_table.bots.solitaire_stats import play_games
from shared_table.games.fivecrowns.cards import JOKER, NATURALS, Card, full_deck
from shared_table.games.solitaire import SolitaireState, new_solitaire, pile_closes

FACES = [*NATURALS, JOKER]


def _sorted(cards: list[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=Card.sort_key))


def closes_after(pile: tuple[Card, ...], card: Card, wild: int) -> bool:
    """Brute force: some discard from pile + card leaves cards that all meld."""
    held = [*pile, card]
    return any(pile_closes(held[:i] + held[i + 1:], wild) for i in range(len(held)))


@given(st.integers(0, 2**32), st.integers(3, 6))
@settings(max_examples=25, deadline=None)
def test_closers_are_exactly_the_faces_that_close_the_pile(seed: int, size: int) -> None:
    pile = _sorted(random.Random(seed).sample(full_deck(), size))
    assert closers(pile, size, FACES) == frozenset(face for face in FACES if closes_after(pile, face, size))


@given(st.integers(0, 2**32), st.integers(3, 4))
@settings(max_examples=10, deadline=None)
def test_two_away_is_whether_two_cards_can_close_the_pile(seed: int, size: int) -> None:
    pile = _sorted(random.Random(seed).sample(full_deck(), size))
    brute = any(
        pile_closes([*(c for k, c in enumerate(pile) if k not in (i, j)), first, second], size)
        for i, j in itertools.combinations(range(size), 2) for first in FACES for second in FACES
        if first.sort_key() <= second.sort_key()
    )
    assert two_away(pile, size) == brute  # a card may be swapped for itself: one card away is two away too


@given(st.lists(st.sets(st.sampled_from(range(5)), max_size=3), min_size=1, max_size=5),
       st.lists(st.integers(0, 2), min_size=5, max_size=5))
def test_the_matching_is_the_largest_assignment_of_distinct_copies(needs: list[set[int]], counts: list[int]) -> None:
    faces = list(NATURALS[:5])
    stock = Counter({faces[i]: counts[i] for i in range(5) if counts[i]})
    wanted = [frozenset(faces[i] for i in need) for need in needs]
    copies = [face for face, count in stock.items() for _ in range(count)]
    best = 0
    for size in range(len(wanted), 0, -1):
        for piles in itertools.combinations(range(len(wanted)), size):
            if any(all(copy in wanted[pile] for pile, copy in zip(piles, chosen, strict=True))
                   for chosen in itertools.permutations(copies, size)):
                best = size
                break
        if best:
            break
    assert matching(wanted, stock) == best


def test_advise_gives_a_legal_move_and_one_sentence() -> None:
    state = new_solitaire(seed=21)
    for _ in range(10):
        play, reason = advise(state.view())
        assert play in state.legal_actions()
        assert reason.startswith(("Pile ", "Nowhere")) and reason.endswith(".") and reason.count(". ") == 0
        state.apply(play)


def test_a_card_that_closes_a_pile_is_used_to_close_it() -> None:
    for seed in range(200):
        state = new_solitaire(seed=seed)
        view = state.view()
        assert view.turned is not None
        if greedy_choice(view).closes:  # this card closes some pile
            play, reason = advise(view)
            state.apply(play)
            assert state.view().pile(play.pile).closed and "closes it" in reason
            return
    raise AssertionError("no first card closed a pile in 200 deals")


def test_the_planner_beats_greedy_on_the_same_deals() -> None:
    # 60 deals: the planner closed 9.7 piles a game over 2,000 and greedy 9.0 (docs/solitaire.md),
    # about three standard errors apart at this size; the seed is the docs' seed, not one picked.
    # Measured here: planner 10 wins and 9.68 piles, greedy 5 wins and 9.07 piles.
    planner = play_games(PlannerPlayer, 60, seed=2026)
    greedy = play_games(GreedyPlayer, 60, seed=2026)
    assert planner.mean_closed > greedy.mean_closed
    assert planner.wins >= greedy.wins


def test_a_whole_seeded_game_by_each_player_is_repeatable() -> None:
    for make in (GreedyPlayer, PlannerPlayer):
        logs = []
        for _ in range(2):
            state = SolitaireState(random.Random(77))
            player = make()
            while not state.is_over:
                state.apply(player.choose(state.view()))
            logs.append(state.log)
        assert logs[0] == logs[1]
