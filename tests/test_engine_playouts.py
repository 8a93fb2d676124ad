"""Random playouts (OpenSpiel-style conformance): whole games with a seeded random-ish policy.

After every action (tests/engine_play.py): every card of the set(s) is somewhere exactly
once; in observed games, each seat's view equals what an observer rebuilds from nothing
but that seat's redacted events, and that equals the true state, so no view and no event
shows a card the seat may not know. Every game ends after 11 rounds with totals equal
to the sum of the round scores, and every meld laid down is a meld.

PLAYOUT_GAMES sets how many games of 2 to 7 players are played: 600 in `make test`, 10,000 in
`make stress` (tests/sizes.py).
"""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine_play import Policy, play_out
from shared_table.core.errors import IllegalAction
from shared_table.games.fivecrowns.rules import events as ev
from shared_table.games.fivecrowns.rules.actions import Discard, DrawFromStock, GoOut, TakeDiscard
from shared_table.games.fivecrowns.rules.cards import full_deck
from shared_table.games.fivecrowns.rules.state import new_game
from sizes import size

GAMES = size("PLAYOUT_GAMES", 600, 10000)
OBSERVE_EVERY = 5  # the observer checks cost about as much as the game itself


@pytest.mark.parametrize("players", range(2, 8))
def test_playouts_two_to_seven_players(players: int) -> None:
    for game in range(GAMES // 6):
        play_out(players, seed=1000 * players + game, observe=game % OBSERVE_EVERY == 0)


@pytest.mark.parametrize("players", range(8, 15))
def test_playouts_with_two_sets(players: int) -> None:
    for game in range(3):
        state = play_out(players, seed=100 * players + game)
        assert len(state.all_cards()) == 232


def test_playouts_that_never_take_the_discard_reshuffle_the_stock() -> None:
    """Players who never take the discard and wait 250 moves before going out use up every stock."""
    for seed in range(2):
        policy = Policy(random.Random(seed), go_out=1.0, take_discard=0.0, best_discard=0.8, patience=250)
        state = play_out(7, seed, policy=policy)
        rounds_with_a_reshuffle, round_number = set(), 0
        for event in state.log:
            if isinstance(event, ev.RoundStarted):
                round_number = event.round_number
            elif isinstance(event, ev.StockReshuffled):
                rounds_with_a_reshuffle.add(round_number)
        assert rounds_with_a_reshuffle == set(range(1, 12))


@settings(max_examples=100)
@given(players=st.integers(min_value=2, max_value=14), seed=st.integers(min_value=0, max_value=2**32))
def test_any_table_and_seed_plays_to_the_end(players: int, seed: int) -> None:
    play_out(players, seed, observe=players <= 7 or seed % 4 == 0)


def test_same_seed_same_game_and_same_events() -> None:
    first, second = play_out(4, seed=77), play_out(4, seed=77)
    assert first.log == second.log and first.totals() == second.totals()
    assert play_out(4, seed=78).log != first.log


def test_illegal_actions_never_change_the_state() -> None:
    state = new_game(["Ann", "Bob", "Cy"], seed=4)
    rng = random.Random(4)
    faces = full_deck()
    refused = 0
    for _ in range(600):
        before = (repr(state.hands), repr(state.stock), repr(state.discards), state.current, state.has_drawn, len(state.log))
        seat = rng.randrange(-1, 4)
        card = rng.choice(faces)
        attempt = rng.choice([DrawFromStock(seat), TakeDiscard(seat), Discard(seat, card), GoOut(seat, card)])
        if attempt in state.legal_actions():
            state.apply(attempt)
            continue
        with pytest.raises(IllegalAction) as error:
            state.apply(attempt)
        refused += 1
        assert str(error.value)
        assert before == (repr(state.hands), repr(state.stock), repr(state.discards), state.current, state.has_drawn, len(state.log))
    assert refused > 300
