"""The rules engine, rule by rule (docs/rules.md names the sheet each rule comes from)."""

import random
from collections import Counter

import pytest

from shared_table.core.errors import IllegalAction, InvalidInput
from shared_table.games.fivecrowns import events as ev
from shared_table.games.fivecrowns.actions import Discard, DrawFromStock, GoOut, TakeDiscard
from shared_table.games.fivecrowns.cards import JOKER, Card, full_deck, parse_cards
from shared_table.games.fivecrowns.state import FiveCrownsState, TableSettings, new_game, wild_rank_of


def cards(text: str) -> list[Card]:
    return parse_cards([text])


def test_settings_take_2_to_14_players_and_two_sets_from_8() -> None:
    assert TableSettings(("Ann", "Bob")).sets == 1
    assert TableSettings(tuple("ABCDEFG")).sets == 1
    assert TableSettings(tuple("ABCDEFGH")).sets == 2
    for bad in [("Ann",), tuple("ABCDEFGHIJKLMNO"), ("Ann", "ann"), ("Ann", " ")]:
        with pytest.raises(InvalidInput):
            TableSettings(bad)


def test_wild_rank_is_the_number_of_cards_dealt() -> None:
    assert [wild_rank_of(r) for r in range(1, 12)] == list(range(3, 14))


def test_first_deal_one_at_a_time_from_the_dealers_left() -> None:
    rng_copy = random.Random(7)
    game = FiveCrownsState(TableSettings(("Ann", "Bob", "Cy"), first_dealer=1), random.Random(7))
    deck = full_deck()
    rng_copy.shuffle(deck)
    # Dealer is Bob (seat 1): Cy gets the first card, then Ann, then Bob.
    assert game.hands[2][0] == deck[-1] and game.hands[0][0] == deck[-2] and game.hands[1][0] == deck[-3]
    assert [len(h) for h in game.hands] == [3, 3, 3]
    assert game.discards == [deck[-10]] and len(game.stock) == 116 - 10
    started = game.log[0]
    assert started == ev.RoundStarted(1, 3, 3, dealer=1, first_player=2)
    assert game.current == 2


def test_a_turn_is_draw_then_discard() -> None:
    game = new_game(["Ann", "Bob"], seed=1)
    first = game.current
    with pytest.raises(IllegalAction, match="draw first"):
        game.apply(Discard(first, game.hands[first][0]))
    with pytest.raises(IllegalAction, match=r"it is .*'s turn"):
        game.apply(DrawFromStock(1 - first))
    top = game.discards[-1]
    events = game.apply(TakeDiscard(first))
    assert events == [ev.TookDiscard(first, top)]
    with pytest.raises(IllegalAction, match="drawn already"):
        game.apply(DrawFromStock(first))
    with pytest.raises(IllegalAction, match="has no"):
        game.apply(Discard(first, _absent(game.hands[first])))
    card = game.hands[first][0]
    assert game.apply(Discard(first, card)) == [ev.Discarded(first, card)]
    assert game.current == 1 - first and game.discards[-1] == card


def _absent(hand: list[Card]) -> Card:
    return next(face for face in parse_cards(["3st 4st 5st 6st 7st 8st 9st 10st"]) if face not in hand)


def rigged(players: list[str], hands: list[str], stock: str, discard: str, round_number: int = 1) -> FiveCrownsState:
    """A game in round `round_number` with chosen hands, for rules that need exact cards."""
    game = new_game(players, seed=0)
    while game.round_number < round_number:
        game.round_number += 1
    game.hands = [cards(h) for h in hands]
    game.stock = cards(stock)
    game.discards = cards(discard)
    game.current = (game.dealer + 1) % len(players)
    return game


def test_going_out_gives_everyone_else_one_last_turn_and_scores_the_rest() -> None:
    # Round 1, threes wild. Ann (seat 1, left of dealer 0) goes out; Bob and Cy get one last turn.
    game = rigged(["Cy", "Ann", "Bob"], ["Qd 6sp joker", "5h 6h 9c", "Kst Kh 4d"], stock="8c 7h Kd", discard="4c")
    game.apply(DrawFromStock(1))  # Ann draws the Kd (the stock's top is the end of the list)
    assert GoOut(1, Card.parse("Kd")) not in game.legal_actions()
    game.hands[1] = cards("5h 6h 7h 9c")
    events = game.apply(GoOut(1, Card.parse("9c")))
    assert isinstance(events[0], ev.WentOut) and events[1] == ev.LastTurnsBegin(1, (2, 0))
    assert game.current == 2
    game.apply(TakeDiscard(2))  # Bob takes the 9c and throws the 4d: K, K, 9 meld nothing, 35 points
    events = game.apply(Discard(2, Card.parse("4d")))
    assert events[-1] == ev.LaidDown(2, (), tuple(cards("Kst Kh 9c")), 35)
    assert game.current == 0
    game.apply(DrawFromStock(0))  # Cy draws the 7h and throws it: joker 6sp Qd left = 68, the Dutch example
    events = game.apply(Discard(0, Card.parse("7h")))
    laid = [e for e in events if isinstance(e, ev.LaidDown)]
    assert laid[0].points == 68
    scored = next(e for e in events if isinstance(e, ev.RoundScored))
    assert scored.points == (68, 0, 35) and scored.totals == (68, 0, 35)
    assert game.round_number == 2 and game.dealer == 1 and game.cards_dealt == 4


def test_going_out_needs_every_other_card_melded() -> None:
    game = rigged(["Ann", "Bob"], ["5h 6h 9c", "Kst Kh 4d"], stock="8c", discard="4c")
    seat = game.current
    game.apply(DrawFromStock(seat))
    game.hands[seat] = cards("5h 6h 9c Jd")
    with pytest.raises(IllegalAction, match="cannot go out by discarding the jack of diamonds: 20 points"):
        game.apply(GoOut(seat, Card.parse("Jd")))


def test_a_player_who_can_go_out_may_still_just_discard() -> None:
    game = rigged(["Ann", "Bob"], ["5h 6h 7h", "Kst Kh 4d"], stock="8c", discard="4c")
    seat = game.current
    game.hands[seat] = cards("5h 6h 7h") if seat == 0 else cards("Kst Kh 4d")
    game.apply(DrawFromStock(seat))
    game.hands[seat] = cards("5h 6h 7h 8c")
    assert GoOut(seat, Card.parse("8c")) in game.legal_actions()
    game.apply(Discard(seat, Card.parse("8c")))
    assert game.went_out is None and game.current == 1 - seat


def test_a_dealt_hand_that_melds_must_still_draw_before_going_out() -> None:
    game = rigged(["Ann", "Bob"], ["Kst Kh Kd", "Kst Kh Kd"], stock="8c", discard="4c")
    assert all(not isinstance(a, GoOut) for a in game.legal_actions())


def test_empty_stock_reshuffles_all_discards_but_the_top() -> None:
    game = rigged(["Ann", "Bob"], ["5h 6h 9c", "Kst Kh 4d"], stock="", discard="3c 4c 8d")
    seat = game.current
    events = game.apply(DrawFromStock(seat))
    assert isinstance(events[0], ev.StockReshuffled) and events[0].stock_size == 2
    assert game.discards == cards("8d") and len(game.stock) == 1


def test_empty_stock_and_a_single_discard_means_take_the_discard() -> None:
    game = rigged(["Ann", "Bob"], ["5h 6h 9c", "Kst Kh 4d"], stock="", discard="8d")
    seat = game.current
    assert game.legal_actions() == [TakeDiscard(seat)]
    with pytest.raises(IllegalAction, match="take the top discard"):
        game.apply(DrawFromStock(seat))


def test_views_hide_other_hands_and_stock_draws() -> None:
    game = new_game(["Ann", "Bob", "Cy"], seed=3)
    seat = game.current
    game.apply(DrawFromStock(seat))
    other = (seat + 1) % 3
    assert game.events_for(other)[-1] == ev.DrewFromStock(seat, None)
    assert game.events_for(seat)[-1].card is not None  # type: ignore[union-attr]
    dealt = [e for e in game.events_for(other) if isinstance(e, ev.Dealt)]
    assert all(e.cards == () for e in dealt if e.seat != other) and all(e.count == 3 for e in dealt)
    view = game.view(other)
    assert view.hand == tuple(sorted(game.hands[other], key=Card.sort_key))
    assert view.hand_sizes[seat] == 4 and view.legal_actions == ()
    assert game.view(seat).legal_actions


def test_ties_share_the_win() -> None:
    game = new_game(["Ann", "Bob"], seed=5)
    game.round_points = [[1] * 10, [1] * 10]
    game.round_number = 11
    game.went_out, game.last_turns = 0, [1]
    game.current, game.has_drawn = 1, True
    game.hands = [[], cards("5h 6h 7h 8h")]
    game.round_points[0].append(0)
    events = game.apply(Discard(1, Card.parse("8h")))
    over = events[-1]
    assert isinstance(over, ev.GameOver) and over.winners == (0, 1) and over.totals == (10, 10)
    assert game.is_over and game.legal_actions() == []
    with pytest.raises(IllegalAction, match="game is over"):
        game.apply(DrawFromStock(0))


def test_eight_players_use_232_cards() -> None:
    game = new_game(list("ABCDEFGH"), seed=2)
    assert Counter(game.all_cards())[JOKER] == 12 and len(game.all_cards()) == 232


def test_same_seed_same_game() -> None:
    a, b = new_game(["Ann", "Bob"], seed=9), new_game(["Ann", "Bob"], seed=9)
    assert a.hands == b.hands and a.stock == b.stock
