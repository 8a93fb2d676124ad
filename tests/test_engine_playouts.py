"""Random playouts (OpenSpiel-style conformance): whole games with random legal actions.

After every action: every card of the set(s) is somewhere exactly once, every view
shows its own hand and nothing hidden of anyone else, and the events each seat
receives carry no hidden card of another seat. Every game ends after 11 rounds
with totals equal to the sum of the round scores.
"""

import os
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shared_table.games.fivecrowns import events as ev
from shared_table.games.fivecrowns.actions import Action, Discard, DrawFromStock, GoOut, TakeDiscard
from shared_table.games.fivecrowns.cards import Card, full_deck
from shared_table.games.fivecrowns.solver import check_hand
from shared_table.games.fivecrowns.state import FiveCrownsState, new_game

MAX_TURNS_PER_ROUND = 3000  # a safety net for the test policy, not a rule
GAMES = int(os.environ.get("PLAYOUT_GAMES", "1200"))


def choose(state: FiveCrownsState, rng: random.Random) -> Action:
    """Random, but going out when it can (mostly) and often discarding well, so rounds end."""
    actions = state.legal_actions()
    go_outs = [a for a in actions if isinstance(a, GoOut)]
    if go_outs and rng.random() < 0.9:
        return rng.choice(go_outs)
    discards = [a for a in actions if isinstance(a, Discard)]
    if discards and rng.random() < 0.6:
        seat = state.current
        best = check_hand(state.hands[seat], state.wild_rank).discard
        return Discard(seat, best) if best is not None else rng.choice(discards)
    return rng.choice([a for a in actions if not isinstance(a, GoOut)] or actions)


def check_views(state: FiveCrownsState, new_events: list[ev.FiveCrownsEvent]) -> None:
    for seat in range(state.seats):
        view = state.view(seat)
        assert view.hand == tuple(sorted(state.hands[seat], key=Card.sort_key))
        assert view.hand_sizes == tuple(len(h) for h in state.hands)
        assert view.stock_size == len(state.stock)
        assert view.discard_top == (state.discards[-1] if state.discards else None)
        assert (view.legal_actions != ()) == (seat == state.current and not state.is_over)
        for event in new_events:
            seen = event.seen_by(seat)
            if isinstance(seen, ev.Dealt) and seen.seat != seat:
                assert seen.cards == ()
            if isinstance(seen, ev.DrewFromStock) and seen.seat != seat:
                assert seen.card is None


def play_out(players: int, seed: int, check_every_view: bool = True) -> FiveCrownsState:
    rng = random.Random(seed)
    state = new_game([f"P{i}" for i in range(players)], seed=seed, first_dealer=rng.randrange(players))
    deck = Counter(full_deck(state.settings.sets))
    scored: list[ev.RoundScored] = []
    turns = 0
    last_round = state.round_number
    while not state.is_over:
        action = choose(state, rng)
        assert action in state.legal_actions()
        new_events = state.apply(action)
        scored += [e for e in new_events if isinstance(e, ev.RoundScored)]
        assert Counter(state.all_cards()) == deck
        if check_every_view:
            check_views(state, new_events)
        turns = 0 if state.round_number != last_round else turns + 1
        last_round = state.round_number
        assert turns < MAX_TURNS_PER_ROUND, "a round that never ends"
    assert [e.round_number for e in scored] == list(range(1, 12))
    assert all(len(points) == 11 for points in state.round_points)
    assert scored[-1].totals == state.totals() == tuple(sum(e.points[s] for e in scored) for s in range(players))
    assert isinstance(state.log[-1], ev.GameOver) and state.winners
    assert all(state.totals()[w] == min(state.totals()) for w in state.winners)
    return state


@pytest.mark.parametrize("players", range(2, 8))
def test_playouts_two_to_seven_players(players: int) -> None:
    for game in range(GAMES // 6):
        play_out(players, seed=1000 * players + game, check_every_view=game % 4 == 0)


@pytest.mark.parametrize("players", [8, 11, 14])
def test_playouts_with_two_sets(players: int) -> None:
    play_out(players, seed=players)


@settings(max_examples=100)
@given(st.integers(min_value=2, max_value=7), st.integers(min_value=0, max_value=10**9))
def test_any_seed_plays_to_the_end(players: int, seed: int) -> None:
    play_out(players, seed, check_every_view=False)


def test_illegal_actions_never_change_the_state() -> None:
    state = new_game(["Ann", "Bob", "Cy"], seed=4)
    rng = random.Random(4)
    for _ in range(300):
        before = (repr(state.hands), repr(state.stock), repr(state.discards), state.current, state.has_drawn)
        seat = rng.randrange(3)
        card = rng.choice(full_deck())
        attempt = rng.choice([DrawFromStock(seat), TakeDiscard(seat), Discard(seat, card), GoOut(seat, card)])
        if attempt in state.legal_actions():
            state.apply(attempt)
            continue
        with pytest.raises(Exception) as error:
            state.apply(attempt)
        assert type(error.value).__name__ == "IllegalAction" and str(error.value)
        assert before == (repr(state.hands), repr(state.stock), repr(state.discards), state.current, state.has_drawn)
