"""The rules engine, rule by rule (docs/rules.md names the sheet each rule comes from)."""

import random
from collections import Counter

import pytest

from engine_play import Policy, RecordingRandom
from shared_table.core.errors import IllegalAction, InvalidInput
from shared_table.games.fivecrowns.rules import events as ev
from shared_table.games.fivecrowns.rules.actions import Discard, DrawFromStock, GoOut, TakeDiscard
from shared_table.games.fivecrowns.rules.cards import JOKER, Card, full_deck, parse_cards, sort_cards
from shared_table.games.fivecrowns.rules.solver import arrange
from shared_table.games.fivecrowns.rules.state import FiveCrownsState, TableSettings, new_game, wild_rank_of


def cards(text: str) -> list[Card]:
    return parse_cards([text]) if text else []


def card(text: str) -> Card:
    return Card.parse(text)


def rigged(players: list[str], hands: list[str], stock: str, discard: str, round_number: int = 1) -> FiveCrownsState:
    """A game in round `round_number` with chosen hands (by seat), stock (top last) and discard pile (top last).
    The dealer is seat 0, so seat 1 is to play."""
    game = new_game(players, seed=0)
    game.round_number = round_number
    game.hands = [cards(h) for h in hands]
    game.stock = cards(stock)
    game.discards = cards(discard)
    assert game.dealer == 0 and game.current == 1 and not game.has_drawn
    return game


def play_whole_game(game: FiveCrownsState, seed: int) -> None:
    policy = Policy(random.Random(seed))
    while not game.is_over:
        game.apply(policy(game.view(game.current)))


# ---------------------------------------------------------------- the table


def test_settings_take_2_to_14_players_and_two_sets_from_8() -> None:
    assert TableSettings(("Ann", "Bob")).sets == 1
    assert TableSettings(tuple("ABCDEFG")).sets == 1
    assert TableSettings(tuple("ABCDEFGH")).sets == 2
    assert TableSettings(tuple("ABCDEFGHIJKLMN")).sets == 2
    for bad in [("Ann",), tuple("ABCDEFGHIJKLMNO"), ("Ann", "ann"), ("Ann", " ")]:
        with pytest.raises(InvalidInput):
            TableSettings(bad)
    with pytest.raises(InvalidInput, match="no seat 2"):
        TableSettings(("Ann", "Bob"), first_dealer=2)


def test_seven_players_share_116_cards_and_eight_to_fourteen_share_232() -> None:
    seven = new_game(list("ABCDEFG"), seed=1)
    assert Counter(seven.all_cards()) == Counter(full_deck()) and len(seven.all_cards()) == 116
    eight = new_game(list("ABCDEFGH"), seed=2)
    assert Counter(eight.all_cards())[JOKER] == 12 and len(eight.all_cards()) == 232
    assert max(Counter(eight.all_cards()).values()) == 12 and Counter(eight.all_cards())[card("7st")] == 4


def test_fourteen_players_in_round_eleven_leave_49_cards_in_the_stock() -> None:
    game = new_game(list("ABCDEFGHIJKLMN"), seed=3)
    game.round_number = 10
    game._start_round()
    assert game.round_number == 11 and all(len(hand) == 13 for hand in game.hands)
    assert len(game.stock) == 232 - 14 * 13 - 1 == 49 and len(game.discards) == 1


# ---------------------------------------------------------------- rounds, deal, dealer


def test_wild_rank_is_the_number_of_cards_dealt() -> None:
    assert [wild_rank_of(r) for r in range(1, 12)] == list(range(3, 14))


@pytest.mark.parametrize(("players", "first_dealer"), [(2, 0), (3, 1), (5, 4), (9, 7)])
def test_every_round_shuffles_all_cards_and_deals_one_at_a_time_from_the_dealers_left(players: int, first_dealer: int) -> None:
    rng = RecordingRandom(players)
    game = FiveCrownsState(TableSettings(tuple(f"P{i}" for i in range(players)), first_dealer), rng)
    play_whole_game(game, seed=players)
    deck_size = len(full_deck(game.settings.sets))
    decks = [deck for deck in rng.shuffled if len(deck) == deck_size]  # reshuffled stocks are smaller
    starts = [i for i, e in enumerate(game.log) if isinstance(e, ev.RoundStarted)]
    assert len(starts) == len(decks) == 11
    for round_number, (start, deck) in enumerate(zip(starts, decks, strict=True), start=1):
        started = game.log[start]
        dealer = (first_dealer + round_number - 1) % players
        size = round_number + 2
        assert started == ev.RoundStarted(round_number, size, wild_rank=size, dealer=dealer, first_player=(dealer + 1) % players)
        dealt = game.log[start + 1 : start + 1 + players]
        for seat, event in enumerate(dealt):
            assert isinstance(event, ev.Dealt) and event.seat == seat and event.count == size
            position = (seat - dealer - 1) % players  # the dealer's left gets the first card
            assert list(event.cards) == [deck[-1 - position - k * players] for k in range(size)]
        assert game.log[start + 1 + players] == ev.DiscardTurnedUp(deck[-1 - players * size])
        assert sorted(deck, key=Card.sort_key) == sort_cards(full_deck(game.settings.sets))


def test_after_the_deal_the_stock_is_the_rest_and_the_player_left_of_the_dealer_starts() -> None:
    game = new_game(["Ann", "Bob", "Cy"], seed=7, first_dealer=2)
    assert game.dealer == 2 and game.current == 0 and game.view(0).my_turn
    assert len(game.stock) == 116 - 9 - 1 and len(game.discards) == 1
    assert game.legal_actions() == [DrawFromStock(0), TakeDiscard(0)]


# ---------------------------------------------------------------- a turn


def test_a_turn_is_draw_then_discard() -> None:
    game = new_game(["Ann", "Bob"], seed=1)
    first = game.current
    with pytest.raises(IllegalAction, match="draw first"):
        game.apply(Discard(first, game.hands[first][0]))
    top = game.discards[-1]
    assert game.apply(TakeDiscard(first)) == [ev.TookDiscard(first, top)]
    assert top in game.hands[first] and game.has_drawn
    held = game.hands[first][0]
    assert game.apply(Discard(first, held)) == [ev.Discarded(first, held)]
    assert game.current == 1 - first and game.discards[-1] == held and not game.has_drawn
    # Only the top discard is ever offered, and only to the player whose turn it is.
    assert game.legal_actions() == [DrawFromStock(1 - first), TakeDiscard(1 - first)]
    drawn = game.stock[-1]
    assert game.apply(DrawFromStock(1 - first)) == [ev.DrewFromStock(1 - first, drawn)]


def test_refusals_say_why() -> None:
    game = rigged(["Ann", "Bob"], ["Kst Kh 4d", "5h 6h 9c"], stock="8c Jd", discard="4c")
    with pytest.raises(IllegalAction, match=r"^it is Bob's turn, not Ann's$"):
        game.apply(DrawFromStock(0))
    with pytest.raises(IllegalAction, match=r"^draw first"):
        game.apply(GoOut(1, card("9c")))
    with pytest.raises(IllegalAction, match=r"^no seat 5: seats are 0 to 1$"):
        game.apply(TakeDiscard(5))
    with pytest.raises(IllegalAction, match="is not a Five Crowns move"):
        game.apply("draw")  # type: ignore[arg-type]
    game.apply(DrawFromStock(1))  # the Jd
    with pytest.raises(IllegalAction, match=r"^Bob has drawn already"):
        game.apply(TakeDiscard(1))
    with pytest.raises(IllegalAction, match=r"^Bob has no seven of stars$"):
        game.apply(Discard(1, card("7st")))
    with pytest.raises(IllegalAction, match=r"^cannot go out by discarding the jack of diamonds: 20 points would be left$"):
        game.apply(GoOut(1, card("Jd")))
    assert game.hands[1] == cards("5h 6h 9c Jd") and game.current == 1  # nothing changed


# ---------------------------------------------------------------- going out and the last turns


def test_going_out_gives_everyone_else_one_last_turn_and_scores_the_rest() -> None:
    # Round 1, threes wild, dealer Cy (seat 0). Ann (seat 1) goes out; Bob and Cy get one last turn.
    game = rigged(["Cy", "Ann", "Bob"], ["Qd 6sp joker", "5h 6h 9c", "Kst Kh 4d"], stock="8c 7c 7h", discard="4c")
    game.apply(DrawFromStock(1))  # the 7h (the stock's top is the end of the list)
    assert game.legal_actions()[-1] == GoOut(1, card("9c")) and len(game.legal_actions()) == 5
    events = game.apply(GoOut(1, card("9c")))
    assert events[0] == ev.WentOut(1, card("9c"), arrange(cards("5h 6h 7h"), 3).melds)
    assert events[1] == ev.LastTurnsBegin(1, (2, 0)) and len(events) == 2
    assert game.current == 2 and game.hands[1] == [] and game.this_round == [None, 0, None]
    view = game.view(0)
    assert view.went_out == 1 and view.last_turns_started and view.last_turns == (2, 0) and view.table
    game.apply(TakeDiscard(2))  # Bob takes the 9c and throws the 4d: K, K, 9 meld nothing, 35 points
    events = game.apply(Discard(2, card("4d")))
    assert events == [ev.Discarded(2, card("4d")), ev.LaidDown(2, (), tuple(cards("Kst Kh 9c")), 35)]
    assert game.current == 0
    game.apply(DrawFromStock(0))  # Cy draws the 7c and throws it: joker, 6sp, Qd left = 68, the Dutch example
    events = game.apply(Discard(0, card("7c")))
    assert events[1] == ev.LaidDown(0, (), tuple(cards("6sp Qd joker")), 68)
    assert events[2] == ev.RoundScored(1, (68, 0, 35), (68, 0, 35))
    assert isinstance(events[3], ev.RoundStarted) and events[3].round_number == 2
    assert game.round_number == 2 and game.dealer == 1 and game.current == 2 and game.cards_dealt == 4
    assert game.round_points == [[68], [0], [35]] and game.totals() == (68, 0, 35)


def test_the_sheets_scoring_example_joker_six_of_spades_queen_of_diamonds_is_68() -> None:
    assert arrange(cards("joker 6sp Qd"), wild_rank=3).points == 50 + 6 + 12 == 68


def test_last_turns_lay_down_the_best_arrangement_and_may_go_out_for_zero() -> None:
    game = rigged(["Cy", "Ann", "Bob"], ["Qd Qh 3c", "5h 6h 9c", "Kst Kh 4d"], stock="8c 7c 7h", discard="Kd")
    game.apply(DrawFromStock(1))
    game.apply(GoOut(1, card("9c")))
    game.apply(TakeDiscard(2))  # the 9c
    assert GoOut(2, card("9c")) not in game.legal_actions()
    game.apply(Discard(2, card("9c")))  # Kst Kh 4d: nothing melds, 30 points
    game.apply(DrawFromStock(0))  # the 7c; Qd Qh and a wild three are a book
    assert GoOut(0, card("7c")) in game.legal_actions()
    events = game.apply(GoOut(0, card("7c")))
    assert events[:2] == [ev.Discarded(0, card("7c")), ev.LaidDown(0, arrange(cards("Qd Qh 3c"), 3).melds, (), 0)]
    assert events[2] == ev.RoundScored(1, (0, 0, 30), (0, 0, 30))


def test_the_player_who_went_out_plays_no_more_in_that_round() -> None:
    game = rigged(["Ann", "Bob"], ["Kst Kh 4d", "5h 6h 9c"], stock="8c 7c 7h", discard="4c")
    game.apply(DrawFromStock(1))
    game.apply(GoOut(1, card("9c")))
    assert game.current == 0 and game.last_turns == [0]
    game.apply(DrawFromStock(0))
    events = game.apply(Discard(0, card("4d")))
    assert [type(e) for e in events[:3]] == [ev.Discarded, ev.LaidDown, ev.RoundScored]
    assert game.round_number == 2 and game.current == 0  # Bob deals round 2, Ann starts it


def test_going_out_needs_every_other_card_melded() -> None:
    game = rigged(["Ann", "Bob"], ["Kst Kh 4d", "5h 6h 9c"], stock="Jd", discard="4c")
    game.apply(DrawFromStock(1))
    assert not [a for a in game.legal_actions() if isinstance(a, GoOut)]
    with pytest.raises(IllegalAction, match="cannot go out by discarding the nine of clubs: 22 points would be left"):
        game.apply(GoOut(1, card("9c")))


def test_a_player_who_can_go_out_may_still_just_discard() -> None:
    game = rigged(["Ann", "Bob"], ["Kst Kh 4d", "5h 6h 7h"], stock="9st 8c", discard="4c")
    game.apply(DrawFromStock(1))
    assert GoOut(1, card("8c")) in game.legal_actions() and Discard(1, card("8c")) in game.legal_actions()
    assert game.apply(Discard(1, card("8c"))) == [ev.Discarded(1, card("8c"))]
    assert game.went_out is None and game.current == 0


def test_a_dealt_hand_that_melds_must_still_draw_before_going_out() -> None:
    game = rigged(["Ann", "Bob"], ["Kst Kh Kd", "Qst Qh Qd"], stock="8c", discard="4c")
    assert game.legal_actions() == [DrawFromStock(1), TakeDiscard(1)]
    with pytest.raises(IllegalAction, match="draw first"):
        game.apply(GoOut(1, card("Qd")))
    game.apply(TakeDiscard(1))
    # After the draw the player may go out: the three queens meld, the 4c is discarded.
    assert [a for a in game.legal_actions() if isinstance(a, GoOut)] == [GoOut(1, card("4c"))]


# ---------------------------------------------------------------- the stock runs out


def test_an_empty_stock_is_refilled_from_all_discards_but_the_top_when_the_next_player_must_draw() -> None:
    game = rigged(["Ann", "Bob"], ["Kst Kh 4d", "5h 6h 9c"], stock="8c", discard="3c 4c 8d")
    game.apply(DrawFromStock(1))  # the last card of the stock
    assert game.stock == [] and game.legal_actions()[0] == Discard(1, card("5h"))
    events = game.apply(Discard(1, card("9c")))
    assert events == [ev.Discarded(1, card("9c")), ev.StockReshuffled(0, 3)]
    assert game.discards == cards("9c") and sort_cards(game.stock) == cards("3c 4c 8d")
    assert game.view(0).stock_size == 3 and game.legal_actions() == [DrawFromStock(0), TakeDiscard(0)]


def test_empty_stock_and_a_single_discard_means_take_the_discard() -> None:
    game = rigged(["Ann", "Bob"], ["Kst Kh 4d", "5h 6h 9c"], stock="", discard="8d")
    assert game.legal_actions() == [TakeDiscard(1)]
    with pytest.raises(IllegalAction, match=r"the stock is empty .*: take the top discard"):
        game.apply(DrawFromStock(1))
    game.apply(TakeDiscard(1))
    assert game.apply(Discard(1, card("9c"))) == [ev.Discarded(1, card("9c"))]  # one discard: nothing to reshuffle
    assert game.legal_actions() == [TakeDiscard(0)]


# ---------------------------------------------------------------- what each seat may know


def test_views_and_events_hide_other_hands_and_stock_draws() -> None:
    game = new_game(["Ann", "Bob", "Cy"], seed=3)
    seat = game.current
    drawn = game.stock[-1]
    game.apply(DrawFromStock(seat))
    other = (seat + 1) % 3
    assert game.events_for(other)[-1] == ev.DrewFromStock(seat, None)
    assert game.events_for(seat)[-1] == ev.DrewFromStock(seat, drawn)
    for watcher in (other, -1):  # another seat, and a spectator
        dealt = [e for e in game.events_for(watcher) if isinstance(e, ev.Dealt)]
        assert [e.cards for e in dealt if e.seat != watcher] == [(), (), ()][: 3 - (watcher >= 0)]
        assert all(e.count == 3 for e in dealt)
    view = game.view(other)
    assert view.hand == tuple(sort_cards(game.hands[other]))
    assert view.hand_sizes[seat] == 4 and view.legal_actions == () and not view.my_turn
    assert game.view(seat).legal_actions == tuple(game.legal_actions()) and game.view(seat).has_drawn
    spectator = game.view(-1)  # not the last seat's hand, as a Python index would give
    assert spectator.hand == () and spectator.legal_actions == () and spectator.hand_sizes == view.hand_sizes


def test_hidden_events_redact_only_for_other_seats() -> None:
    dealt = ev.Dealt(2, 3, tuple(cards("3c 4c 5c")))
    assert dealt.seen_by(2) == dealt and dealt.seen_by(0) == ev.Dealt(2, 3, ())
    drew = ev.DrewFromStock(1, card("Kd"))
    assert drew.seen_by(1) == drew and drew.seen_by(0) == ev.DrewFromStock(1, None)
    public = ev.TookDiscard(1, card("Kd"))
    assert public.seen_by(0) is public and ev.seen_by([dealt, drew, public], 1) == [ev.Dealt(2, 3, ()), drew, public]


# ---------------------------------------------------------------- the end


def test_lowest_total_wins_and_ties_share_the_win() -> None:
    for bob_before, winners in [(11, (0,)), (10, (0, 1))]:
        game = rigged(["Ann", "Bob"], ["", "5h 6h 7h 8h"], stock="3c", discard="4c", round_number=11)
        game.round_points = [[1] * 10, [1] * 9 + [bob_before - 9]]
        game.went_out, game.last_turns, game.this_round = 0, [1], [0, None]
        game.has_drawn = True
        events = game.apply(Discard(1, card("8h")))
        assert events[-2] == ev.RoundScored(11, (0, 0), (10, bob_before))
        assert events[-1] == ev.GameOver(winners, (10, bob_before)) and game.winners == winners
        assert game.is_over and game.legal_actions() == [] and game.view(1).legal_actions == ()
        with pytest.raises(IllegalAction, match="the game is over"):
            game.apply(DrawFromStock(0))


def test_same_seed_same_deal_and_an_injected_random_is_used() -> None:
    a, b = new_game(["Ann", "Bob"], seed=9), new_game(["Ann", "Bob"], seed=9)
    assert a.hands == b.hands and a.stock == b.stock and a.log == b.log
    c = new_game(["Ann", "Bob"], rng=random.Random(9))
    assert c.log == a.log
