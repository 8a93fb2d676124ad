"""The exact solver against the rule sheets' examples and a brute-force enumerator."""

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from brute_force import brute_after_discard, brute_min_points
from shared_table.games.fivecrowns.rules.cards import ALL_FACES, JOKER, NATURALS, Card, parse_cards
from shared_table.games.fivecrowns.rules.melds import MeldKind, is_meld
from shared_table.games.fivecrowns.rules.solver import (
    HandCheck,
    arrange,
    can_go_out,
    check_hand,
    go_out_discards,
    min_points,
    min_points_after_discard,
)

WILD_RANKS = st.integers(min_value=3, max_value=13)


def cards(text: str) -> list[Card]:
    return parse_cards([text])


def assert_consistent(hand: list[Card], check: HandCheck) -> None:
    """The answer uses exactly the hand's cards, every meld is a meld, and the points add up."""
    wild = check.wild_rank
    laid = [c for m in check.arrangement.melds for c in m.cards] + list(check.arrangement.unmelded)
    assert Counter(laid) == Counter(hand)
    for meld in check.arrangement.melds:
        assert is_meld(meld.cards, wild), meld
    assert check.points == sum(c.points(wild) for c in check.arrangement.unmelded)
    if hand:
        assert check.discard is not None and check.after_discard is not None
        after = [c for m in check.after_discard.melds for c in m.cards] + list(check.after_discard.unmelded)
        assert Counter([*after, check.discard]) == Counter(hand)
        for meld in check.after_discard.melds:
            assert is_meld(meld.cards, wild), meld
        assert check.after_discard.points == sum(c.points(wild) for c in check.after_discard.unmelded)


# --------------------------------------------------------------- the sheets' examples


def test_dutch_example_1_four_is_the_eight_of_a_diamond_run() -> None:
    hand = [Card.parse(t) for t in ("6♦", "7♦", "9♦", "4♣")]
    check = check_hand(hand, wild_rank=4)
    assert check.points == 0
    (run,) = check.arrangement.melds
    assert run.kind is MeldKind.RUN and run.stands_for == (6, 7, 8, 9)


def test_dutch_example_2_twelve_cards_meld_completely() -> None:
    # The sheet lists Q♠ in the hand but Q♦ in the book; it is the same wild queen.
    hand = [Card.parse(t) for t in ["joker", "Q♠", "Q♣", "3★", "4★", "5★", "7★", "8★", "J♠", "J♣", "K♥", "K★"]]
    assert min_points(hand, wild_rank=12) == 0


def test_dutch_scoring_example_joker_six_queen_in_round_one_is_68() -> None:
    assert min_points([JOKER, Card.parse("6♠"), Card.parse("Q♦")], wild_rank=3) == 68


@pytest.mark.parametrize(
    ("text", "wild"),
    [
        ("5♣ 6♣ 7♣", 13),
        ("9★ 10★ J★ Q★", 13),
        ("9♦ 7♣ J♦", 7),  # 7s wild: a run with the 7 as the 10
        ("6♦ 7★ 7★ 9♦", 7),
        ("8♣ 8★ 8♠", 13),
        ("K♣ K♦ K♥ K★", 3),
        ("8♣ Q♣ Q★", 8),  # 8s wild: a book of queens
    ],
)
def test_english_sheet_meld_examples(text: str, wild: int) -> None:
    hand = [Card.parse(t) for t in text.split()]
    assert is_meld(hand, wild)
    assert min_points(hand, wild) == 0


def test_three_wilds_alone_are_a_book_and_three_threes_go_out_in_round_one() -> None:
    assert min_points([JOKER, JOKER, JOKER], wild_rank=5) == 0
    assert can_go_out(cards("3h 3c 3d Kst"), wild_rank=3)
    assert go_out_discards(cards("3h 3c 3d Kst"), wild_rank=3)[0] == Card.parse("Kst")


def test_runs_stop_at_eleven_but_two_runs_of_one_suit_may_overlap() -> None:
    # All eleven clubs and a joker, 3s wild: 3c(3)..8c and joker(8)..Kc meld everything.
    hand = cards("3c 4c 5c 6c 7c 8c 9c 10c Jc Qc Kc joker")
    check = check_hand(hand, wild_rank=3)
    assert check.points == 0
    assert_consistent(hand, check)


def test_a_lone_wild_counts_twenty_and_a_lone_joker_fifty() -> None:
    assert min_points(cards("5h 5d 5c 9st"), wild_rank=9) == 0
    assert min_points(cards("joker 4h"), wild_rank=9) == 54
    assert min_points(cards("9h 4h"), wild_rank=9) == 24


def test_the_wilds_left_over_are_the_cheap_ones() -> None:
    # One joker and one wild 9 with nothing to meld: both count; with a pair, the joker melds.
    assert min_points(cards("joker 9h"), wild_rank=9) == 70
    check = check_hand(cards("Kh Kd joker 9h"), wild_rank=9)
    assert check.points == 0  # K K joker 9: four-card book


def test_on_a_tie_the_discard_is_a_natural_not_a_wild() -> None:
    check = check_hand(cards("7st 7h 7d joker"), wild_rank=4)
    assert check.can_go_out and check.discard == Card.parse("7d")


def test_empty_hand() -> None:
    check = check_hand([], wild_rank=3)
    assert check.points == 0 and check.discard is None and not check.can_go_out


# --------------------------------------------------------------- against brute force

deck_faces = st.sampled_from(ALL_FACES)


@st.composite
def hands(draw: st.DrawFn, max_size: int = 8) -> list[Card]:
    """Hands of up to `max_size` cards, respecting two copies per face and six jokers; often wild-heavy."""
    size = draw(st.integers(min_value=1, max_value=max_size))
    jokers = draw(st.integers(min_value=0, max_value=min(6, size)))
    hand = [JOKER] * jokers
    counts: Counter[Card] = Counter()
    while len(hand) < size:
        face = draw(st.sampled_from(NATURALS))
        if counts[face] < 2:
            counts[face] += 1
            hand.append(face)
    return hand


@given(hands(), WILD_RANKS)
def test_points_and_discard_match_brute_force(hand: list[Card], wild: int) -> None:
    check = check_hand(hand, wild)
    assert check.points == brute_min_points(hand, wild)
    assert check.after_discard is not None
    assert check.after_discard.points == brute_after_discard(hand, wild)
    assert_consistent(hand, check)


@st.composite
def clustered_hands(draw: st.DrawFn) -> list[Card]:
    """Hands drawn from a few ranks and suits, where runs and books compete for cards."""
    ranks = draw(st.lists(st.integers(3, 13), min_size=2, max_size=4, unique=True))
    suits = draw(st.lists(st.sampled_from([c.suit for c in NATURALS[::11]]), min_size=2, max_size=3, unique=True))
    pool = [Card(r, s) for r in ranks for s in suits] * 2 + [JOKER] * 3
    return draw(st.lists(st.sampled_from(pool), min_size=3, max_size=9).filter(lambda h: _legal_counts(h)))


def _legal_counts(hand: list[Card]) -> bool:
    return all(n <= (6 if c.is_joker else 2) for c, n in Counter(hand).items())


@given(clustered_hands(), WILD_RANKS)
def test_clustered_hands_match_brute_force(hand: list[Card], wild: int) -> None:
    check = check_hand(hand, wild)
    assert check.points == brute_min_points(hand, wild)
    assert check.after_discard is not None
    assert check.after_discard.points == brute_after_discard(hand, wild)


@given(st.lists(deck_faces, min_size=10, max_size=18).filter(_legal_counts), WILD_RANKS)
def test_big_hands_are_consistent(hand: list[Card], wild: int) -> None:
    check = check_hand(hand, wild)
    assert_consistent(hand, check)
    assert check.points == min_points(hand, wild) == arrange(hand, wild).points
    # The discard really is the best: no single removal does better.
    best = min(min_points([c for i, c in enumerate(hand) if i != j], wild) for j in range(len(hand)))
    assert check.after_discard is not None and check.after_discard.points == best == min_points_after_discard(hand, wild)


def test_every_wild_rank_and_six_jokers_against_brute_force() -> None:
    base = cards("5h 6h 8h Jc Jd")
    for wild in range(3, 14):
        for jokers in range(0, 7):
            hand = base + [JOKER] * jokers
            assert min_points(hand, wild) == brute_min_points(hand, wild)


@given(st.lists(deck_faces, min_size=14, max_size=20).filter(_legal_counts), WILD_RANKS)
def test_the_bounded_search_finds_what_trying_everything_finds(hand: list[Card], wild: int) -> None:
    from shared_table.games.fivecrowns.rules import hand_search

    bounded = (min_points(hand, wild), min_points_after_discard(hand, wild))
    saved = hand_search._FLAT_LIMIT
    hand_search._FLAT_LIMIT = 10**12
    try:
        exhaustive = (min_points(hand, wild), min_points_after_discard(hand, wild))
    finally:
        hand_search._FLAT_LIMIT = saved
    assert bounded == exhaustive
