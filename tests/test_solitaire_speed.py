"""The solitaire planner made quick (docs/solitaire.md, "Answers within 100 ms"): the fast closing
check against the exact solver, and the budgeted search: legal moves whatever the budget, the
same plan as the unlimited search whenever it finishes, and a search cut short taken up again at
the next card. Times are not tested here (benchmarks/bench_solitaire.py measures them)."""

from __future__ import annotations

import random
import time
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from shared_table.console.play import new_session
from shared_table.games.fivecrowns.rules.cards import ALL_FACES, HIGHEST_RANK, JOKER, LOWEST_RANK, Card, full_deck, parse_cards
from shared_table.games.fivecrowns.rules.solver import min_points
from shared_table.games.solitaire.bots.closing import all_meld, filler_test, forget, naturals_of
from shared_table.games.solitaire.bots.lookahead import Lookahead
from shared_table.games.solitaire.bots.planner import PlannerPlayer, _stock, advise, make_plan, plan_for
from shared_table.games.solitaire.bots.ways import Budget, OutOfBudget
from shared_table.games.solitaire.rules.state import SolitaireState, new_solitaire
from shared_table.i18n.words import words_for

DECK = full_deck()
# Cards that crowd together (two suits, six ranks, jokers): hands that nearly meld, the hard cases.
CROWDED = [card for card in DECK if card.suit is not None and card.suit <= 1 and 5 <= card.rank <= 10] + [JOKER] * 6

hands = st.one_of(st.permutations(DECK).map(lambda deck: deck[:15]), st.permutations(CROWDED).map(lambda deck: deck[:15]))


@settings(max_examples=400)
@given(hands, st.integers(1, 15), st.integers(LOWEST_RANK, HIGHEST_RANK))
def test_all_meld_agrees_with_the_exact_solver(deck: list[Card], size: int, wild_rank: int) -> None:
    hand = deck[:size]
    assert all_meld(hand, wild_rank) == (min_points(hand, wild_rank) == 0)


ENGLISH = words_for("en", ("shared_table.games.fivecrowns", "shared_table.games.solitaire"))
"""The hints' words, as an English player hears them."""


def test_all_meld_on_the_rules_edge_cases() -> None:
    assert all_meld(parse_cards(["joker joker joker"]), 5)  # three wilds alone are a book
    assert not all_meld(parse_cards(["joker joker"]), 5)
    assert all_meld(parse_cards(["3h 4h 5h 6h 7h 8h 9h 10h Jh Qh Kh joker"]), 5)  # a run of eleven splits
    assert all_meld(parse_cards(["7c 7d joker"]), 5)
    assert not all_meld(parse_cards(["7c 8d joker"]), 5)


@settings(max_examples=60)
@given(hands, st.integers(0, 12), st.integers(0, 4), st.integers(LOWEST_RANK, HIGHEST_RANK))
def test_the_filler_test_is_every_face_that_closes_the_hand(deck: list[Card], size: int, wilds: int, wild_rank: int) -> None:
    naturals, _ = naturals_of(deck[:size], wild_rank)
    fills = filler_test(naturals, wilds)
    for face in ALL_FACES:
        if not face.is_wild(wild_rank):
            held = [card for card in [*deck[:size], face] if not card.is_wild(wild_rank)]
            assert fills(face.index) == all_meld([*held, *[JOKER] * wilds], wild_rank), (held, wilds)


def deals(count: int, seed: int) -> list[SolitaireState]:
    rng = random.Random(seed)
    found: list[SolitaireState] = []
    while len(found) < count:
        state = new_solitaire(rng.getrandbits(32))
        if not state.is_over:
            found.append(state)
    return found


def test_a_budget_raises_when_spent() -> None:
    budget = Budget(3)
    budget.spend(3)
    try:
        budget.spend()
    except OutOfBudget:
        return
    raise AssertionError("the fourth step should be over the budget")


def test_a_search_cut_short_still_gives_a_plan_that_fits() -> None:
    for state in deals(5, seed=21):
        view = state.view()
        for steps in (0, 50, 2_000):
            plan, finished = make_plan(view, Budget(steps))
            assert not finished or steps >= 2_000
            assert plan.fits(_stock(view))
            assert set(plan.needs) <= {pile.number for pile in view.open_piles}


def test_whenever_the_budgeted_search_finishes_it_finds_the_unlimited_searchs_plan() -> None:
    finished = 0
    for state in deals(12, seed=3):
        view = state.view()
        plan, done = make_plan(view, Budget(40_000))
        if done:
            finished += 1
            assert plan == make_plan(view)[0]
    assert finished >= 6  # most deals finish well within this budget (measured: all 12)


def test_every_budgeted_move_is_legal_and_every_hint_one_short_sentence() -> None:
    for steps in (0, 300):  # nothing at all, and not enough for most first searches
        for state in deals(2, seed=8):
            while not state.is_over:
                play, said = advise(state.view(), Budget(steps))
                reason = ENGLISH.say(said)
                assert play in state.legal_actions()
                if play.discard == state.view().turned:  # a pass: said as the command to type
                    assert reason.startswith("Pass: no pile needs the ") and reason.endswith(". Type pass."), reason
                else:
                    assert reason.startswith("Pile ") and reason.endswith(".") and ". " not in reason, reason
                state.apply(play)


def test_a_search_cut_short_is_taken_up_again_at_the_next_card() -> None:
    state = deals(1, seed=30)[0]
    first = state.view()
    assert not plan_for(first, Budget(10)).settled
    state.apply(advise(first, Budget(10))[0])
    later = state.view()
    again = plan_for(later, Budget(None))
    assert again.settled
    assert len(again.plan.needs) == len(make_plan(later)[0].needs)


def test_a_player_with_a_clock_plays_legal_moves_to_the_end() -> None:
    for state in deals(2, seed=44):
        player = PlannerPlayer(seconds=0.05)  # a clock as well as the steps
        while not state.is_over:
            play = player.choose(state.view())
            assert play in state.legal_actions()
            state.apply(play)


def test_forgetting_the_closing_answers_changes_no_answer() -> None:
    hand = parse_cards(["5h 6h 8h Kc joker"])
    before = all_meld(hand, 4)
    forget()
    assert all_meld(hand, 4) == before
    assert Counter(naturals_of(hand, 4)[0]) == Counter(card.index for card in hand[:4])


def wait_for(lookahead: Lookahead) -> None:
    deadline = time.monotonic() + 60
    while lookahead.running and time.monotonic() < deadline:
        time.sleep(0.01)
    assert not lookahead.running, "the background search should end within a minute"


def test_the_console_plans_while_the_player_reads_and_the_hint_then_needs_no_search() -> None:
    session = new_session(seed=12, game="solitaire")
    session.start()
    lookahead = session.me.advisor.lookahead
    wait_for(lookahead)
    view = session.view()
    remembered = plan_for(view, Budget(0))  # no work at all: only what the background search left
    assert remembered.settled
    assert remembered.plan == make_plan(view)[0]
    assert session.handle("hint") == [f"Hint: {ENGLISH.say(advise(view, Budget(None))[1])}"]


def test_commands_that_change_nothing_leave_the_background_search_running() -> None:
    session = new_session(seed=12, game="solitaire")
    session.start()
    session.handle("piles")
    lookahead = session.me.advisor.lookahead
    searching = lookahead._thread
    session.handle("pile 3")
    assert lookahead._thread is searching
    session.handle("quit")
    session.handle("yes")
    assert not lookahead.running
