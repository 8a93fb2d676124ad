"""Skip-Bo with coins, rule by rule (docs/rules.md, "Skip-Bo with coins"): the box, the deal, the
turn, the building piles, the three uses of coins, the win, the match, the stall rule; then whole
random games counting every card and coin after every action, refusals that change nothing, what
each seat may see, the JSON codec and the braille printout through the real liblouis.

Hand-made games are laid out with `SkipBoState.from_layout`: stock piles and the draw pile are
listed from the top down, so the first player's hand is the first five cards of the draw pile.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import random
import typing
from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest

from language import english_words
from shared_table.braille import BrailleError
from shared_table.core.errors import IllegalAction, InvalidInput
from shared_table.core.game import Outcome
from shared_table.games.fivecrowns.rules.actions import DrawFromStock
from shared_table.games.skipbo.braille.printouts import table_document, table_printout
from shared_table.games.skipbo.game import GAME
from shared_table.games.skipbo.rules import codec
from shared_table.games.skipbo.rules import events as ev
from shared_table.games.skipbo.rules import state as rules
from shared_table.games.skipbo.rules.actions import DISCARD, HAND, STOCK, Buy, Discard, EndTurn, PayFor, PayToll, Play, SkipToll
from shared_table.games.skipbo.rules.cards import DECK_SIZE, SKIP_BO, Card, card_words, deck_counts
from shared_table.games.skipbo.rules.state import Options, SkipBoState, new_skipbo
from shared_table.games.skipbo.rules.view import BuildingPile
from shared_table.games.skipbo.words.reading_typed import parse_card
from test_braille import braille_lines, check_layout, lou_backward, normal

EN = english_words(GAME)

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo")
NINES = " 9" * 30  # cards that fit nowhere in these layouts, to fill hands with


def cards(text: str) -> list[Card]:
    return [parse_card(word) for word in text.split()]


def C(text: str) -> Card:  # reads as a card's name
    return parse_card(text)


def lay(stocks: Sequence[str], draw: str = NINES, *, building: Sequence[str] = (), discards: Sequence[Sequence[str]] = (),
        names: Sequence[str] = NAMES, **options: Any) -> SkipBoState:
    return SkipBoState.from_layout(
        names[: len(stocks)], [cards(stock) for stock in stocks], cards(draw), building=[cards(pile) for pile in building],
        discards=[[cards(pile) for pile in piles] for piles in discards], **options)


def snapshot(state: SkipBoState) -> object:
    """Everything a refusal must leave as it was: every seat's view, the hidden cards, the log."""
    return ([state.view(seat) for seat in range(-1, state.seats)], [player.stock[:] for player in state.players], state.draw[:],
            state.set_aside[:], len(state.log), state.box_coins, state._rng.getstate())


def refused(state: SkipBoState, action: object, *words: str) -> None:
    before = snapshot(state)
    with pytest.raises(IllegalAction) as caught:
        state.apply(action)  # type: ignore[arg-type]  # some are not even actions of this game
    assert snapshot(state) == before
    assert all(word in str(caught.value) for word in words), str(caught.value)


def legal(state: SkipBoState, kind: type) -> list[Any]:
    return [action for action in state.legal_actions() if isinstance(action, kind)]


# ---------------------------------------------------------------- the box and the deal


def test_the_box_holds_168_cards_12_of_each_number_24_skip_bo_and_20_with_a_toll_on_2_to_11() -> None:
    counts = deck_counts()
    assert sum(counts.values()) == DECK_SIZE == 168 and counts[SKIP_BO] == 24
    assert all(sum(n for card, n in counts.items() if card.number == number) == 12 for number in range(1, 13))
    tolled = {card: n for card, n in counts.items() if card.toll}
    assert tolled == {Card(number, toll): 1 for number in range(2, 12) for toll in (1, 2)}
    assert round(100 * sum(tolled.values()) / DECK_SIZE) == 12
    for card in counts:
        assert parse_card(card.short) == card and parse_card(EN.say(card_words(card))) == card
    said = (EN.say(card_words(C("7t2"))), EN.say(card_words(C("3t1"))), SKIP_BO.short)
    assert said == ("seven with a toll of 2 coins", "three with a toll of one coin", "sb")


@pytest.mark.parametrize("players", range(2, 7))
def test_each_player_starts_with_12_coins_and_the_rest_of_the_72_stay_in_the_box(players: int) -> None:
    state = new_skipbo(NAMES[:players], seed=players)
    assert [player.coins for player in state.view(0).players] == [12] * players
    assert state.box_coins == 72 - 12 * players and state.coins_everywhere() == 72


@pytest.mark.parametrize(("players", "short"), [(2, False), (6, False), (3, True), (6, True)])
def test_stock_piles_of_15_or_10_in_the_short_game_with_only_the_top_face_up(players: int, short: bool) -> None:
    state = new_skipbo(NAMES[:players], seed=players, options=Options(short=short))
    size = 10 if short else 15
    started = state.log[0]
    assert isinstance(started, ev.GameStarted) and (started.number, started.stock, started.coins, started.first) == (1, size, 12, 0)
    for seat in (-1, *range(players)):
        view = state.view(seat)
        assert [player.stock_left for player in view.players] == [size] * players
        assert [player.stock_top for player in view.players] == [player.stock[-1] for player in state.players] == list(started.tops)
        assert [player.hand_size for player in view.players] == [5] + [0] * (players - 1)  # only the first has drawn yet
    assert state.view(0).draw_left == 168 - size * players - 5


# ---------------------------------------------------------------- the turn


def test_the_hand_is_filled_to_five_at_the_start_of_each_turn() -> None:
    state = lay(["12 12", "12 12"], "3 4 6 7 8 9 9 9 9 9 10 11")
    assert state.view(0).hand == tuple(cards("3 4 6 7 8"))
    assert state.apply(Discard(0, C("3"), 1)) == [ev.Discarded(0, C("3"), 1), ev.TurnBegan(1), ev.Drew(1, 5, tuple(cards("9 9 9 9 9")))]
    assert state.apply(Discard(1, C("9"), 1))[-1] == ev.Drew(0, 1, (C("10"),))
    assert len(state.view(0).hand) == 5


def test_playing_every_hand_card_draws_five_more_at_once_and_the_turn_goes_on() -> None:
    state = lay(["12", "12"], "1 2 3 4 5 6 7 8 9 10 11 11 11 11 11")
    for number in range(1, 11):
        events = state.apply(Play(0, HAND, 1, C(str(number))))
    assert events[-2:] == [ev.HandEmptied(0), ev.Drew(0, 5, tuple(cards("11 11 11 11 11")))]
    assert sum(isinstance(event, ev.HandEmptied) for event in state.log) == 2 and state.current == 0
    state.apply(Play(0, HAND, 1, C("11")))
    refused(state, EndTurn(0), "Your turn ends with a discard")
    state.apply(Discard(0, C("11"), 1))
    assert state.view(1).hand == () and legal(state, Discard) == []  # nothing left to draw: the turn ends without a discard
    assert state.apply(EndTurn(1))[0] == ev.TurnEnded(1, "empty")


def test_discarding_the_last_hand_card_does_not_draw_five_more() -> None:
    state = lay(["12 12", "12 12"], "1 2 3 4 9" + NINES)
    for number in range(1, 5):
        state.apply(Play(0, HAND, 1, C(str(number))))
    events = state.apply(Discard(0, C("9"), 2))
    assert not any(isinstance(event, ev.HandEmptied) for event in events) and state.view(0).hand == ()
    assert state.apply(Discard(1, C("9"), 1))[-1] == ev.Drew(0, 5, tuple(cards("9 9 9 9 9")))  # at the start of the next turn


def test_a_discard_ends_the_turn_on_any_of_four_piles_in_any_order_and_may_be_a_skip_bo_card() -> None:
    state = lay(["12 12", "12 12"], "9 2 sb 5 5 8 8 8 8 8" + NINES)
    assert Discard(0, SKIP_BO, 4) in state.legal_actions()
    refused(state, Discard(0, C("5"), 5), "There is no discard pile 5")
    refused(state, Discard(0, C("12"), 1), "You have no twelve in your hand.")
    for card, pile in (("9", 3), ("8", 1), ("2", 3), ("8", 1), ("sb", 4)):
        seat = state.current
        state.apply(Discard(seat, C(card), pile))
        assert state.current == 1 - seat
    assert state.view(1).players[0].discards == ((), (), (C("9"), C("2")), (SKIP_BO,))  # fanned: every card is known


# ---------------------------------------------------------------- building piles


def test_a_building_pile_starts_with_a_one_or_a_skip_bo_card_and_goes_up_in_order() -> None:
    state = lay(["2 12", "12 12"], "sb 3 5 sb 1" + NINES)
    refused(state, Play(0, STOCK, 1), "Building pile 1 is empty: it starts with a one, or a Skip-Bo card, not a two.")
    assert state.apply(Play(0, HAND, 1, SKIP_BO)) == [ev.Played(0, HAND, SKIP_BO, 1, 1, 0)]
    assert state.apply(Play(0, STOCK, 1)) == [ev.Played(0, STOCK, C("2"), 1, 2, 0), ev.StockTurned(0, C("12"), 1)]
    state.apply(Play(0, HAND, 1, C("3")))
    refused(state, Play(0, HAND, 1, C("5")), "Building pile 1 needs a four, or a Skip-Bo card, not a five.")
    assert state.apply(Play(0, HAND, 1, SKIP_BO))[0].value == 4  # type: ignore[union-attr]
    state.apply(Play(0, HAND, 3, C("1")))  # any empty place may be named
    assert [pile and pile.top for pile in state.view(1).building] == [4, None, 1, None]


def test_a_pile_built_to_twelve_is_set_aside_and_its_place_can_be_started_again() -> None:
    state = lay(["12 5", "12 12"], "1 9 9 9 9" + NINES, building=["1 2 3 4 5 6 7 8 9 10 sb"])
    assert state.apply(Play(0, STOCK, 1))[2] == ev.PileCompleted(0, 1, (0, 0))
    view = state.view(1)
    assert view.building[0] is None and view.set_aside == 12 and state.set_aside.count(SKIP_BO) == 1
    state.apply(Play(0, HAND, 1, C("1")))
    assert state.view(0).building[0] == BuildingPile((C("1"),), 0)


def test_there_are_at_most_four_building_piles() -> None:
    state = lay(["12 12", "12 12"], "1 1 1 1 1" + NINES, building=["1", "1 2", "sb", "1 2 3"])
    assert legal(state, Play) == legal(state, PayFor) == legal(state, Buy) == []
    refused(state, Play(0, HAND, 5, C("1")), "There is no building pile 5: they are 1 to 4.")
    refused(state, Play(0, HAND, 0, C("1")), "There is no building pile 0")


def test_when_the_draw_pile_runs_out_the_set_aside_piles_are_shuffled_into_a_new_one() -> None:
    state = lay(["12 12", "12 12"], "4 4 4 4 4 6 6 6 6 6 7", building=["1 2 3 4 5 6 7 8 9 10 11", "1 2 3"])
    state.apply(Play(0, STOCK, 1))
    state.apply(Play(0, HAND, 2, C("4")))
    state.apply(Discard(0, C("4"), 1))
    events = state.apply(Discard(1, C("6"), 1))
    assert events[:4] == [ev.Discarded(1, C("6"), 1), ev.TurnBegan(0), ev.Drew(0, 1, (C("7"),)), ev.Reshuffled(12)]
    last = events[4]
    assert isinstance(last, ev.Drew) and last.count == 1 and last.cards[0].number in range(1, 13)
    assert (state.view(0).draw_left, state.view(0).set_aside) == (11, 0)


# ---------------------------------------------------------------- coins


def test_coins_stand_in_for_the_number_a_pile_needs_and_the_next_card_must_follow() -> None:
    state = lay(["5 12", "12 12"], building=["1 2 3"])
    assert state.apply(PayFor(0, 1)) == [ev.PaidFor(0, 1, 4, 4)]
    view = state.view(1)
    assert view.building[0] == BuildingPile((C("1"), C("2"), C("3"), None), 4) and view.players[0].coins == 8 and view.must_play == 1
    assert state.legal_actions() == [Play(0, STOCK, 1)]
    for action in (Discard(0, C("9"), 1), PayFor(0, 2), Play(0, STOCK, 2)):
        refused(state, action, "You paid coins on building pile 1: now play the next card onto it.")
    assert state.apply(Play(0, STOCK, 1))[0] == ev.Played(0, STOCK, C("5"), 1, 5, 0)
    assert state.view(0).must_play == 0 and Discard(0, C("9"), 1) in state.legal_actions()


def test_coins_are_not_a_twelve_nor_unfollowed_nor_more_than_you_have() -> None:
    state = lay(["12 12", "12 12"], "5 9 9 9 9" + NINES, building=["1 2 3 4 5 6 7 8 9 10 11", "1 2 3", "1"], coins=[3, 12])
    refused(state, PayFor(0, 1), "Building pile 1 needs a twelve, the last card: coins cannot stand in for it.")
    refused(state, PayFor(0, 2), "Building pile 2 needs a four: that takes 4 coins, and you have 3 coins.")
    refused(state, PayFor(0, 3),
            "After paying for a two you must play a three or a Skip-Bo card onto that pile, and you have none to play.")
    assert legal(state, PayFor) == []


def test_coins_can_start_a_pile_as_its_one() -> None:
    state = lay(["2 12", "12 12"])
    assert state.apply(PayFor(0, 1)) == [ev.PaidFor(0, 1, 1, 1)]
    state.apply(Play(0, STOCK, 1))
    assert state.view(0).building[0] == BuildingPile((None, C("2")), 1)


def test_one_coin_buys_another_players_stock_or_discard_top_played_at_once_and_they_cannot_refuse() -> None:
    state = lay(["12 12", "3 2t1", "12 12"], building=["1 2"], discards=[["", "", "", ""], ["4", "", "", ""]])
    assert state.apply(Buy(0, 1, STOCK, 1)) == [ev.Bought(0, 1), ev.Played(0, STOCK, C("3"), 1, 3, 1), ev.StockTurned(1, C("2t1"), 1)]
    assert state.apply(Buy(0, 1, DISCARD, 1, 1)) == [ev.Bought(0, 1), ev.Played(0, DISCARD, C("4"), 1, 4, 1, 1)]
    assert [player.coins for player in state.view(2).players] == [10, 14, 12] and state.current == 0
    assert state.view(0).players[1].discards[0] == ()
    refused(state, Buy(0, 0, STOCK, 1), "Buy from another player at this table.")
    refused(state, Buy(0, 7, STOCK, 1), "Buy from another player at this table.")
    refused(state, Buy(0, 2, STOCK, 1), "Building pile 1 needs a five")
    refused(state, Buy(0, 1, HAND, 1), "Buy the top of their stock pile or of one of their discard piles.")
    refused(state, Buy(0, 1, DISCARD, 1, 2), "Discard pile 2 has no card to play.")
    poor = lay(["12 12", "1 12"], coins=[0, 12])
    assert legal(poor, Buy) == []
    refused(poor, Buy(0, 1, STOCK, 1), "You have no coins left to buy with.")


def test_a_bought_card_with_a_toll_is_the_buyers_toll() -> None:
    state = lay(["12 12", "2t2 12"], building=["1"])
    assert state.apply(Buy(0, 1, STOCK, 1))[-1] == ev.TollDue(0, 2, 1)
    assert state.legal_actions() == [PayToll(0), SkipToll(0)]


def test_buying_someones_last_stock_card_makes_them_win() -> None:
    state = lay(["12", "1"])
    assert state.apply(Buy(0, 1, STOCK, 1))[-1] == ev.GameWon((1,), (0, 30), (0, 30), False)
    assert state.outcome() == Outcome((0, 30), (1,)) and state.legal_actions() == []


def test_a_toll_is_paid_to_go_on_and_its_coins_lie_beside_that_pile() -> None:
    state = lay(["12 12", "12 12"], "1 2t2 3 9 9" + NINES)
    state.apply(Play(0, HAND, 1, C("1")))
    assert state.apply(Play(0, HAND, 1, C("2t2")))[-1] == ev.TollDue(0, 2, 1)
    assert (state.view(1).toll_due, state.view(1).toll_pile) == (2, 1) and state.legal_actions() == [PayToll(0), SkipToll(0)]
    for action in (Play(0, HAND, 1, C("3")), Discard(0, C("9"), 1), PayFor(0, 2)):
        refused(state, action, "First pay the toll of 2 coins, or end your turn: type pay or skip.")
    assert state.apply(PayToll(0)) == [ev.TollPaid(0, 2, 1)]
    assert state.view(1).building[0] == BuildingPile((C("1"), C("2t2")), 2) and state.view(1).players[0].coins == 10
    state.apply(Play(0, HAND, 1, C("3")))  # the turn goes on
    refused(state, PayToll(0), "There is no toll to pay now.")
    refused(state, SkipToll(0), "There is no toll to pay now.")


def test_an_unpaid_toll_ends_the_turn_with_no_discard() -> None:
    state = lay(["12 12", "12 12"], "1 2t1 9 9 9" + NINES)
    state.apply(Play(0, HAND, 1, C("1")))
    state.apply(Play(0, HAND, 1, C("2t1")))
    assert state.apply(SkipToll(0))[:3] == [ev.TollSkipped(0, 1), ev.TurnEnded(0, "toll"), ev.TurnBegan(1)]
    view = state.view(0)
    assert view.players[0].discards == ((), (), (), ()) and view.hand == tuple(cards("9 9 9")) and view.players[0].coins == 12


def test_a_toll_cannot_be_paid_with_fewer_coins_than_it_asks() -> None:
    state = lay(["12 12", "12 12"], "1 2t2 9 9 9" + NINES, coins=[1, 12])
    state.apply(Play(0, HAND, 1, C("1")))
    state.apply(Play(0, HAND, 1, C("2t2")))
    assert state.legal_actions() == [SkipToll(0)]
    refused(state, PayToll(0), "The toll is 2 coins and you have one coin: type skip.")


def test_a_toll_on_the_last_hand_card_draws_five_more_once_it_is_paid() -> None:
    state = lay(["12 12", "12 12"], "1 2 3 4 5t1 6 6 6 6 6" + NINES)
    for card in ("1", "2", "3", "4"):
        state.apply(Play(0, HAND, 1, C(card)))
    assert state.apply(Play(0, HAND, 1, C("5t1")))[-1] == ev.TollDue(0, 1, 1)
    assert state.apply(PayToll(0)) == [ev.TollPaid(0, 1, 1), ev.HandEmptied(0), ev.Drew(0, 5, tuple(cards("6 6 6 6 6")))]


def test_coins_beside_a_completed_pile_go_back_one_at_a_time_from_the_completer_in_turn_order() -> None:
    state = lay(["12 12", "12 12", "12 12"], building=["1 2 3 4 5 6 7 8 9 10"], first=1)
    state.apply(PayFor(1, 1))  # 11 coins as the 11
    assert state.apply(Play(1, STOCK, 1))[2] == ev.PileCompleted(1, 1, (3, 4, 4))
    assert [player.coins for player in state.view(0).players] == [15, 5, 16] and state.coins_everywhere() == 72


# ---------------------------------------------------------------- the end


def test_the_first_to_empty_their_stock_wins_25_and_5_for_each_card_left_in_the_others_stocks() -> None:
    state = lay(["1 2", "9 9", "9 9"])
    state.apply(Play(0, STOCK, 1))
    assert state.apply(Play(0, STOCK, 1))[-1] == ev.GameWon((0,), (45, 0, 0), (45, 0, 0), False)
    assert state.is_over and state.outcome() == Outcome((45, 0, 0), (0,)) and state.view(0).winners == (0,)
    refused(state, Discard(0, C("9"), 1), "The game is over.")


def test_a_match_deals_again_with_fresh_coins_and_the_next_player_first_until_someone_has_500() -> None:
    state = lay(["2 3", "9 9"], options=Options(match=True))
    state.apply(PayFor(0, 1))  # a coin beside a pile: every player has 12 again in the next game
    state.apply(Play(0, STOCK, 1))
    events = state.apply(Play(0, STOCK, 1))
    assert events[2] == ev.GameWon((0,), (35, 0), (35, 0), False) and not state.is_over
    assert isinstance(events[3], ev.GameStarted) and (events[3].number, events[3].first, state.current) == (2, 1, 1)
    assert Counter(state.all_cards()) == deck_counts() and [p.coins for p in state.players] == [12, 12] and sum(state.beside) == 0
    rng, deck = random.Random(5), deck_counts()
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        assert Counter(state.all_cards()) == deck and state.coins_everywhere() == 72
    won = [event for event in state.log if isinstance(event, ev.GameWon)]
    totals = [sum(event.points[seat] for event in won) for seat in range(2)]
    assert max(totals) >= 500 > max(won[-2].totals) and state.log[-1] == ev.MatchWon((totals.index(max(totals)),), tuple(totals))


def test_a_round_with_nothing_built_and_nothing_to_draw_ends_the_game_fewest_stock_cards_winning() -> None:
    state = lay(["1 12", "12 12"], "9 9 9 9 9 8 8 8 8 8")
    state.apply(Play(0, STOCK, 1))
    state.apply(Discard(0, C("9"), 1))
    state.apply(Discard(1, C("8"), 1))
    assert not state.is_over  # one turn with nothing built is not yet a round
    assert state.apply(Discard(0, C("9"), 1))[-1] == ev.GameWon((0,), (10, 0), (10, 0), True)  # no 25 for a stalled game


def test_a_game_still_going_after_the_round_limit_ends_as_stalled(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rules, "MAX_ROUNDS", 2)
    state = lay(["12 12", "12 12"])
    for _ in range(3):
        state.apply(Discard(state.current, C("9"), 1))
    assert state.apply(Discard(1, C("9"), 1))[-1] == ev.GameWon((0, 1), (0, 0), (0, 0), True)


def test_refusals_of_seats_and_sources_say_why() -> None:
    state = lay(["12 1", "12 12"], "1 9 9 9 9" + NINES)
    refused(state, Discard(1, C("9"), 1), "It is Ann's turn, not Bob's.")
    refused(state, Discard(5, C("9"), 1), "No one sits at seat 5: it is Ann's turn.")
    refused(state, Discard(-1, C("9"), 1), "No one sits at seat -1")
    # The 1 is in the hand.
    refused(state, Play(0, STOCK, 1, C("1")), "Only the top card of a stock pile can be played, so do not name a card.")
    refused(state, Play(0, HAND, 1, C("1"), 3), "Only a discard pile is named by its number.")
    refused(state, Play(0, HAND, 1, C("2")), "That card is not in your hand.")
    refused(state, Play(0, DISCARD, 1, None, 2), "Discard pile 2 has no card to play.")
    refused(state, DrawFromStock(0), "not a Skip-Bo move")  # another game's move


# ---------------------------------------------------------------- whole random games


def hidden_reshuffled(state: SkipBoState, seat: int, rng: random.Random) -> SkipBoState:
    """A copy with everything `seat` may not see dealt again: other hands, face-down stock cards, the draw pile."""
    copied = copy.deepcopy(state)
    others = [player for number, player in enumerate(copied.players) if number != seat]
    pool = [card for player in others for card in player.hand] + [card for p in copied.players for card in p.stock[:-1]] + copied.draw
    rng.shuffle(pool)
    for player in others:
        player.hand, pool = pool[: len(player.hand)], pool[len(player.hand):]
    for player in copied.players:
        hidden = max(len(player.stock) - 1, 0)
        player.stock[:hidden], pool = pool[:hidden], pool[hidden:]
    copied.draw = pool
    return copied


def candidates(state: SkipBoState, rng: random.Random) -> list[Any]:
    """Actions of every kind, most of them not allowed now."""
    seat, card = state.current, rng.choice([*deck_counts()])
    return [Play(seat, STOCK, rng.randint(0, 5)), Play(seat, HAND, rng.randint(1, 4), card),
            Play(seat, DISCARD, rng.randint(1, 4), None, rng.randint(0, 5)), PayFor(seat, rng.randint(0, 5)),
            Buy(seat, rng.randint(-1, state.seats), rng.choice((STOCK, DISCARD, HAND)), rng.randint(1, 4), rng.randint(0, 4)),
            PayToll(seat), SkipToll(seat), EndTurn(seat), Discard(seat, card, rng.randint(0, 5)),
            Discard((seat + 1) % state.seats, card, 1)]


def allowed(state: SkipBoState, action: Any) -> bool:
    """Whether `action` is legal: listed, or naming another empty place than the one listed."""
    if action in state.legal_actions():
        return True
    empty = [place for place in range(1, 5) if state.building[place - 1] is None]
    to = getattr(action, "to", 0)
    return to in empty[1:] and dataclasses.replace(action, to=empty[0]) in state.legal_actions()


GAMES = [(players, seed, Options(short=seed % 2 == 1)) for players in range(2, 7) for seed in range(2)]  # a match: above


@pytest.mark.parametrize(("players", "seed", "options"), GAMES)
def test_random_games_always_end_with_every_card_and_coin_accounted_for_and_nothing_hidden_shown(
        players: int, seed: int, options: Options) -> None:
    state, rng = new_skipbo(NAMES[:players], seed=seed, options=options), random.Random(seed)
    deck, steps = deck_counts(), 0
    while not state.is_over:
        steps += 1
        assert steps < 50_000, "a game must end"
        if steps % 40 == 0:
            for seat in (-1, *range(players)):
                assert hidden_reshuffled(state, seat, rng).view(seat) == state.view(seat)
            for action in candidates(state, rng):
                if not allowed(state, action):
                    refused(state, action)
        events = state.apply(rng.choice(state.legal_actions()))
        assert Counter(state.all_cards()) == deck and state.coins_everywhere() == 72
        assert all(player.coins >= 0 and len(player.hand) <= 5 for player in state.players)
        for event in events:
            for seat in (-1, *range(players)):
                seen = event.seen_by(seat)
                assert seen == (ev.Drew(event.seat, event.count, ()) if isinstance(event, ev.Drew) and seat != event.seat else event)
            if isinstance(event, ev.GameWon) and not event.stalled:
                left = sum(len(state.players[seat].stock) for seat in range(players) if seat not in event.winners)
                assert event.points[event.winners[0]] == 25 + 5 * left
    assert state.view(-1).hand == () and state.view(-1).legal_actions == ()


# ---------------------------------------------------------------- the codec


def through_json(encode: Any, decode: Any, value: Any) -> Any:
    return decode(json.loads(json.dumps(encode(value))))


@pytest.mark.parametrize("players", range(2, 7))
def test_every_action_event_and_view_of_a_game_round_trips_through_json(players: int) -> None:
    state, rng = new_skipbo(NAMES[:players], seed=players, options=Options(short=True)), random.Random(players)
    seen: list[Any] = list(state.log)
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        assert through_json(codec.encode_action, codec.decode_action, action) == action
        seen += state.apply(action)
        for seat in range(players):
            assert through_json(codec.encode_view, codec.decode_view, state.view(seat)) == state.view(seat)
    for event in seen:
        for seat in (-1, *range(players)):
            assert through_json(codec.encode_event, codec.decode_event, event.seen_by(seat)) == event.seen_by(seat)
    assert {"Drew", "Played", "StockTurned", "GameWon"} <= {type(event).__name__ for event in seen}


def test_every_kind_of_event_round_trips_through_json() -> None:
    sb, back = SKIP_BO, (1, 0, 2)
    examples = [ev.GameStarted(2, 10, 12, 1, (sb, C("7t2"))), ev.TurnBegan(1), ev.Drew(1, 2, (C("3"), sb)), ev.Drew(1, 2, ()),
                ev.Reshuffled(24), ev.Played(0, DISCARD, C("9t1"), 3, 9, 2, 4), ev.StockTurned(0, None, 0), ev.StockTurned(0, sb, 3),
                ev.PaidFor(0, 2, 5, 5), ev.Bought(0, 2), ev.TollDue(0, 2, 3), ev.TollPaid(0, 2, 3), ev.TollSkipped(0, 1),
                ev.PileCompleted(2, 4, back), ev.HandEmptied(0), ev.Discarded(0, sb, 4), ev.TurnEnded(0, "toll"),
                ev.GameWon((0, 2), (10, 0, 10), (510, 40, 10), True), ev.MatchWon((0,), (510, 40, 10))]
    assert {type(event) for event in examples} == set(typing.get_args(ev.SkipBoEvent))
    for event in examples:
        assert through_json(codec.encode_event, codec.decode_event, event) == event


def test_the_moves_are_written_as_documented() -> None:
    words = [codec.encode_action(action) for action in (
        Play(0, HAND, 2, C("7t2")), Play(0, DISCARD, 1, None, 3), Play(0, STOCK, 4), PayFor(1, 2), Buy(1, 0, STOCK, 3),
        Buy(1, 0, DISCARD, 3, 2), PayToll(1), SkipToll(1), Discard(1, SKIP_BO, 4), EndTurn(1))]
    assert words == [
        {"do": "play", "seat": 0, "source": "hand", "card": "7t2", "to": 2},
        {"do": "play", "seat": 0, "source": "discard", "pile": 3, "to": 1},
        {"do": "play", "seat": 0, "source": "stock", "to": 4}, {"do": "pay_for", "seat": 1, "to": 2},
        {"do": "buy", "seat": 1, "owner": 0, "source": "stock", "to": 3},
        {"do": "buy", "seat": 1, "owner": 0, "source": "discard", "pile": 2, "to": 3},
        {"do": "toll_pay", "seat": 1}, {"do": "toll_skip", "seat": 1}, {"do": "discard", "seat": 1, "card": "sb", "pile": 4},
        {"do": "end_turn", "seat": 1}]
    assert codec.encode_event(ev.Played(0, STOCK, C("7t2"), 2, 7, 1)) == {
        "type": "Played", "seat": 0, "source": "stock", "card": "7t2", "to": 2, "value": 7, "owner": 1, "pile": 0}


PLAY = {"do": "play", "seat": 0, "source": "hand", "card": "7t2", "to": 2}


@pytest.mark.parametrize(("value", "words"), [
    (PLAY | {"seat": True}, ["seat is a whole number", "True"]),
    (PLAY | {"to": 5}, ["to is a whole number 1 to 4", "'to': 5"]),
    (PLAY | {"card": "seven"}, ["written like 7, 7t2 or sb", "'seven'"]),
    (PLAY | {"card": "12t1"}, ["'12t1'"]),
    (PLAY | {"card": 7}, ["written like", "7"]),
    (PLAY | {"pile": 1}, ["has the keys card, do, seat, source, to", "'pile': 1"]),
    ({k: v for k, v in PLAY.items() if k != "card"}, ["has the keys"]),
    (PLAY | {"source": "deck"}, ["source is stock or hand or discard", "'deck'"]),
    ({"do": "buy", "seat": 1, "owner": 0, "source": "hand", "to": 3}, ["source is stock or discard"]),
    ({"do": "draw", "seat": 0}, ["wants do, one of play", "'draw'"]),
    ({"do": "discard", "seat": 0, "card": "sb", "pile": 0}, ["pile is a whole number 1 to 4"]),
    (["play"], ["not a saved move", "['play']"]),
])
def test_a_move_that_is_wrong_is_refused_saying_what_was_given(value: object, words: list[str]) -> None:
    with pytest.raises(InvalidInput) as caught:
        codec.decode_action(value)
    assert all(word in str(caught.value) for word in words), str(caught.value)


def test_an_event_or_view_that_is_wrong_is_refused_saying_where() -> None:
    with pytest.raises(InvalidInput, match=r"not a saved event: Discarded\.card.*'seven'"):
        codec.decode_event({"type": "Discarded", "seat": 0, "card": "seven", "pile": 1})
    view = codec.encode_view(new_skipbo(NAMES[:2], seed=1).view(0))
    with pytest.raises(InvalidInput, match=r"not a saved view: SkipBoView\.seat"):
        codec.decode_view(view | {"seat": False})


# ---------------------------------------------------------------- the braille printout


def printout_state() -> SkipBoState:
    state = lay(["5t1 12", "7 12", "sb 12"], "1 2 3 5t1 sb" + NINES, building=["1 2 3"], names=("Ann", "Bob", "Cy Young"),
                discards=[["9 5", "", "", "sb"], ["", "10", "", ""]], options=Options(match=True))
    state.apply(PayFor(0, 1))  # 4 coins as the 4, then the 5 with a toll of one coin from the stock
    state.apply(Play(0, STOCK, 1))
    return state


def test_the_printout_says_the_table_as_the_seat_sees_it() -> None:
    state = printout_state()
    assert table_document(state.view(0), EN).print_lines() == [
        "game 1 your turn", "toll due 1 coin for building 1", "points ann 0 bob 0 cy young 0", "draw 30 cards set aside 0 cards",
        "building 1 top 5 with 4 coins", "building 2 empty", "building 3 empty", "building 4 empty",
        "you ann 8 coins", "stock 1 card top 12", "hand 1 2 3 5t1 sb",
        "discard 1 top 5 under 9", "discard 2 empty", "discard 3 empty", "discard 4 top sb",
        "bob 12 coins hand 0 cards", "stock 2 cards top 7", "discard tops empty 10 empty empty",
        "cy young 12 coins hand 0 cards", "stock 2 cards top sb", "discard tops empty empty empty empty"]
    spectator = table_document(state.view(-1), EN).print_lines()
    assert spectator[0] == "game 1 turn ann" and not any(line.startswith(("you", "hand", "discard 1")) for line in spectator)
    state.apply(PayToll(0))
    state.apply(PayFor(0, 2))
    assert table_document(state.view(1), EN).print_lines()[:2] == ["game 1 turn ann", "play next on building 2"]


def test_the_end_of_a_game_names_the_winners() -> None:
    state = lay(["1", "9"])
    state.apply(Play(0, STOCK, 1))
    assert table_document(state.view(1), EN).print_lines()[0] == "game 1 over ann wins"
    stalled = lay(["12 12", "12 12"], "9 9 9 9 9 9 9 9 9 9")
    for _ in range(2):
        stalled.apply(Discard(stalled.current, C("9"), 1))
    assert table_document(stalled.view(0), EN).print_lines()[0] == "game 1 over ann and bob win"


def printout_views() -> list[Any]:
    views = [printout_state().view(0), printout_state().view(-1)]
    for players in (2, 6):
        state, rng = new_skipbo(NAMES[:players], seed=players), random.Random(players)
        for _ in range(150):
            if not state.is_over:
                state.apply(rng.choice(state.legal_actions()))
        views.append(state.view(1))
    return views


@pytest.mark.parametrize("table", ["ueb", "ebae"])
@pytest.mark.parametrize("fmt", ["unicode", "brf"])
def test_the_printout_back_translates_with_lou_translate_to_its_print_lines_and_fits_the_page(table: str, fmt: str) -> None:
    for view in printout_views():
        text = table_printout(view, EN, table, fmt)
        check_layout(text, fmt)
        back = lou_backward(braille_lines(text, fmt), table, fmt)
        assert [normal(line) for line in back] == table_document(view, EN).print_lines()
        if fmt == "brf" and len(view.players) == 6:
            assert text.count("\f") >= 1  # six players take more than one page
    five_toll_one = {"ueb": "⠼⠑⠞⠼⠁", "ebae": "⠼⠑⠰⠞⠼⠁"}[table]  # 5t1: one word, read dot by dot
    assert f"⠀{five_toll_one}⠀" in table_printout(printout_state().view(0), EN, table, "unicode")


def test_a_name_with_a_control_character_has_no_braille() -> None:
    state = printout_state()
    state.players[1].name = "Bob\x1b[2J"
    with pytest.raises(BrailleError, match="control characters"):
        table_printout(state.view(0), EN, "ueb", "unicode")
