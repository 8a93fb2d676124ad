"""Five Crowns Solitaire: the rules engine (the closing rule and the decisions in docs/rules.md),
random playouts, and a whole seeded game. The players are tested in test_solitaire_players.py,
the console in test_solitaire_console.py."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shared_table.core.errors import IllegalAction, InvalidInput
from shared_table.games.fivecrowns.rules.cards import Card, Suit, full_deck, parse_cards
from shared_table.games.fivecrowns.rules.solver import min_points
from shared_table.games.solitaire.bots.players import GreedyPlayer
from shared_table.games.solitaire.bots.stats import play_games, wilson_interval
from shared_table.games.solitaire.rules.state import (
    PILES,
    STOCK_SIZE,
    CardPlayed,
    CardTurned,
    GameLost,
    GameWon,
    PileClosed,
    Play,
    SolitaireState,
    new_solitaire,
    pile_closes,
    wild_rank_of,
)


def cards(text: str) -> list[Card]:
    return parse_cards([text])


def open_deal() -> SolitaireState:
    """The first seeded deal in which no pile can go out as dealt."""
    return next(state for seed in range(100) if (state := new_solitaire(seed)).closed_count == 0)


OPEN_PILES = [list(pile) for pile in open_deal().piles]


def rest_of_deck(piles: list[list[Card]]) -> list[Card]:
    left = Counter(full_deck())
    left.subtract(card for pile in piles for card in pile)
    return sorted(left.elements(), key=Card.sort_key)


def take_run(pool: Counter[Card], length: int) -> list[Card]:
    """The first run of `length` cards of one suit that `pool` still holds, taken out of it."""
    for suit in ("STARS", "HEARTS", "CLUBS", "SPADES", "DIAMONDS"):
        for start in range(3, 14 - length + 1):
            run = [Card(rank, Suit[suit]) for rank in range(start, start + length)]
            if all(pool[card] > 0 for card in run):
                pool.subtract(run)
                return run
    raise AssertionError("the pool has no such run")


def closable_piles(pool: Counter[Card]) -> list[list[Card]]:
    """Piles 2 to 11, each made of runs of three to five cards that meld, taken out of `pool`."""
    piles = []
    for size in range(4, 14):
        lengths = [3] * (size // 3)
        for extra in range(size % 3):
            lengths[extra % len(lengths)] += 1
        pile = [card for length in lengths for card in take_run(pool, length)]
        assert len(pile) == size and pile_closes(pile, size)
        piles.append(pile)
    return piles


def test_the_deal_is_eleven_piles_of_three_to_thirteen_and_a_stock_of_28() -> None:
    state = new_solitaire(seed=1)
    assert [len(pile) for pile in state.piles] == list(range(3, 14))
    assert [wild_rank_of(number) for number in range(1, PILES + 1)] == list(range(3, 14))
    view = state.view()
    assert STOCK_SIZE == 28 and view.stock_left == 27 and view.turned is not None  # the first card is turned
    every = [card for pile in state.piles for card in pile] + [view.turned] + list(view.unseen)
    assert Counter(every) == Counter(full_deck())
    assert Counter(view.unseen) == Counter(state.stock)  # which cards, not their order


def test_a_pile_closes_exactly_when_all_its_cards_meld() -> None:
    assert pile_closes(cards("5h 6h 7h"), 3)
    assert pile_closes(cards("5h joker 9c"), 3) is False  # two cards and a joker: no meld of three
    assert pile_closes(cards("9c 9d joker"), 3)  # a book with a joker
    assert pile_closes(cards("3h 9c 9d"), 3)  # threes are wild in pile 1
    assert not pile_closes(cards("5h 6h 7h kd"), 4)  # one card left over: a pile never goes out with a spare
    assert pile_closes(cards("4h 5d 6h 7h 8h"), 5)  # a run of five, the wild 5d standing for the 5h
    assert not pile_closes(cards("5h 6h 7h 9c 9d"), 5)  # three and two: a meld needs three cards


@given(st.integers(0, 2**32), st.integers(1, PILES))
@settings(max_examples=80, deadline=None)
def test_closing_agrees_with_the_exact_solver(seed: int, number: int) -> None:
    rng = random.Random(seed)
    pile = rng.sample(full_deck(), wild_rank_of(number))
    assert pile_closes(pile, wild_rank_of(number)) == (min_points(pile, wild_rank_of(number)) == 0)


def one_open_pile(first: str, stock: str) -> SolitaireState:
    """Pile 1 as given, piles 2 to 11 made to meld (so closed at the deal), and the stock."""
    pool = Counter(full_deck())
    pool.subtract(cards(first) + cards(stock))
    return SolitaireState.from_layout([cards(first), *closable_piles(pool)], cards(stock))


def test_a_pile_dealt_able_to_go_out_closes_before_the_first_card() -> None:
    rest = Counter(rest_of_deck(OPEN_PILES[1:]))
    by_rank: dict[int, list[Card]] = {}
    for card in rest.elements():
        if not card.is_joker:
            by_rank.setdefault(card.rank, []).append(card)
    book = next(found[:3] for found in by_rank.values() if len(found) >= 3)
    piles = [book, *OPEN_PILES[1:]]
    rest.subtract(book)
    state = SolitaireState.from_layout(piles, list(rest.elements())[:28])
    first_turn = next(i for i, event in enumerate(state.log) if isinstance(event, CardTurned))
    closed = [event for event in state.log[:first_turn] if isinstance(event, PileClosed)]
    assert closed == [PileClosed(1, tuple(book), at_deal=True, closed=1)]
    assert state.view().pile(1).closed and state.closed_count == 1


def test_a_deal_with_every_pile_out_is_won_before_a_card_is_turned() -> None:
    state = one_open_pile("9c 9d 9h", "kh")
    assert state.won and state.log[-1] == GameWon(cards_used=0) and state.view().turned is None


def test_a_play_adds_the_card_discards_one_and_closes_the_pile_when_it_melds() -> None:
    state = one_open_pile("5h 9c kd", "9d 9h")
    assert state.view().turned == Card.parse("9d")
    events = state.apply(Play(1, Card.parse("5h")))  # pile 1: 5h 9c kd + 9d - 5h = 9c kd 9d
    assert events[0] == CardPlayed(1, Card.parse("9d"), Card.parse("5h"))
    assert Counter(state.piles[0]) == Counter(cards("9c kd 9d")) and not state.closed[0]
    events = state.apply(Play(1, Card.parse("kd")))  # 9c 9d 9h: a book of nines
    assert PileClosed(1, tuple(state.piles[0]), at_deal=False, closed=11) in events
    assert state.view().discards == (Card.parse("5h"), Card.parse("kd"))
    assert events[-1] == GameWon(cards_used=2)


def test_the_turned_card_may_be_discarded_at_once_which_changes_no_pile() -> None:
    state = new_solitaire(seed=3)
    before = [list(pile) for pile in state.piles]
    turned = state.view().turned
    assert turned is not None
    number = state.view().open_piles[0].number
    state.apply(Play(number, turned))
    assert state.piles == before and state.view().discards == (turned,)


def test_refused_plays_say_why_and_change_nothing() -> None:
    state = one_open_pile("5h 9c kd", "9d 9h")
    snapshot = (repr(state.piles), list(state.stock), list(state.log))
    with pytest.raises(IllegalAction, match="Pile 2 is closed"):
        state.apply(Play(2, Card.parse("9d")))
    with pytest.raises(InvalidInput, match="No pile 12"):
        state.apply(Play(12, Card.parse("9d")))
    with pytest.raises(IllegalAction, match="Pile 1 has no queen of stars"):
        state.apply(Play(1, Card.parse("qst")))
    assert (repr(state.piles), list(state.stock), list(state.log)) == snapshot


def test_closing_the_last_pile_with_the_last_card_wins() -> None:
    lost = one_open_pile("9c 9d kd", "jst")
    events = lost.apply(Play(1, Card.parse("kd")))  # 9c 9d jst: no meld, and the stock is out
    assert isinstance(events[-1], GameLost) and events[-1].open_piles == (1,) and not lost.won
    for last in ("9h", "3st", "joker"):  # a nine for a book; a three is wild in pile 1; a joker
        state = one_open_pile("9c 9d kd", last)
        events = state.apply(Play(1, Card.parse("kd")))
        assert state.won and events[-1] == GameWon(cards_used=1) and state.view().turned is None
        with pytest.raises(IllegalAction, match="The game is over"):
            state.apply(Play(1, Card.parse("9c")))


def test_a_bad_layout_is_refused_in_words() -> None:
    with pytest.raises(InvalidInput, match="piles of"):
        SolitaireState.from_layout(OPEN_PILES[:10], cards("kh"))
    with pytest.raises(InvalidInput, match="copies of"):
        SolitaireState.from_layout(OPEN_PILES, [*OPEN_PILES[10], *OPEN_PILES[10]])


@given(st.integers(0, 2**32))
@settings(max_examples=40, deadline=None)
def test_random_playouts_keep_every_card_and_end_within_the_stock(seed: int) -> None:
    rng = random.Random(seed)
    state = new_solitaire(rng=random.Random(seed))
    turns = 0
    while not state.is_over:
        legal = state.legal_actions()
        assert legal and all(not state.closed[play.pile - 1] for play in legal)
        state.apply(rng.choice(legal))
        turns += 1
        view = state.view()
        every = [card for pile in view.piles for card in pile.cards] + list(view.discards) + list(view.unseen)
        every += [] if view.turned is None else [view.turned]
        assert Counter(every) == Counter(full_deck())
        for pile in view.piles:  # a pile is closed exactly when it melds
            assert pile.closed == pile_closes(pile.cards, pile.wild_rank)
    assert turns <= STOCK_SIZE and state.legal_actions() == []
    assert state.won == all(state.closed) and isinstance(state.log[-1], GameWon | GameLost)


def test_a_whole_seeded_game_is_the_same_every_time() -> None:
    def play(seed: int) -> list[object]:
        state = new_solitaire(seed)
        player = GreedyPlayer()
        while not state.is_over:
            state.apply(player.choose(state.view()))
        return list(state.log)

    first = play(2026)
    assert first == play(2026) and first != play(2027)
    assert isinstance(first[-1], GameWon | GameLost)


def test_statistics_report_the_rate_with_an_interval_inside_zero_and_one() -> None:
    stats = play_games(GreedyPlayer, 12, seed=5)
    assert stats.games == 12 and 0 <= stats.wins <= 12 and 0 <= stats.mean_closed <= PILES
    low, high = stats.ci95
    assert 0 <= low <= stats.win_rate <= high <= 1
    assert wilson_interval(0, 100)[0] == 0 and wilson_interval(100, 100)[1] == 1
    assert wilson_interval(19, 300) == pytest.approx((0.0409, 0.0968), abs=1e-4)
    assert set(stats.as_json()) == {"games", "wins", "win_rate", "ci95", "mean_closed"}
