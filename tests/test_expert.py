"""The expert Five Crowns bot (issue 43): it decides from its seat's view alone, so a state dealt
again in what the seat cannot know (`Game.resample`) leaves every decision unchanged; the same
seed makes the same game; and the hints are its moves."""

from __future__ import annotations

import random

from shared_table.games.fivecrowns.bots.expert import ExpertBot
from shared_table.games.fivecrowns.bots.hard import HardBot
from shared_table.games.fivecrowns.bots.levels import make_bot
from shared_table.games.fivecrowns.game import GAME, FiveCrownsAdvisor
from shared_table.games.fivecrowns.rules.actions import Action
from shared_table.games.fivecrowns.rules.state import FiveCrownsState, new_game
from shared_table.i18n.words import words_for

EN = words_for("en", ("shared_table.games.fivecrowns",))


def _fresh_choice(state: FiveCrownsState, seat: int, seed: int) -> Action:
    """What a new expert at `seat`, told everything the seat has seen in `state`, would do."""
    bot = ExpertBot(seat, state.seats, random.Random(seed))
    bot.observe(state.events_for(seat))
    return bot.choose(state.view(seat))


def _play(seed: int, players: int, on_expert_turn: object = None) -> list[Action]:
    """A whole game, an expert at seat 0 and hard bots elsewhere; every action in order."""
    state = new_game([f"P{seat}" for seat in range(players)], rng=random.Random(seed))
    bots = [make_bot("expert" if seat == 0 else "hard", seat, players, random.Random(seed + seat)) for seat in range(players)]
    for seat, bot in enumerate(bots):
        bot.observe(state.events_for(seat))
    actions = []
    while not state.is_over:
        seat = state.current
        if seat == 0 and callable(on_expert_turn):
            on_expert_turn(state)
        action = bots[seat].choose(state.view(seat))
        actions.append(action)
        found = state.apply(action)
        for other, bot in enumerate(bots):
            bot.observe([event.seen_by(other) for event in found])
    return actions


def test_what_the_seat_cannot_know_never_changes_a_decision() -> None:
    """Deal again every card seat 0 has not seen (others' hands, the stock's order): a fresh expert
    told what the seat saw of the new deal decides exactly as one told the real game."""
    rng = random.Random(7)
    checked = moved = 0

    def check(state: FiveCrownsState) -> None:
        nonlocal checked, moved
        if rng.random() > 0.25:
            return
        other = GAME.resample(state, 0, rng)
        assert isinstance(other, FiveCrownsState)
        seed = rng.randrange(1 << 30)
        assert _fresh_choice(other, 0, seed) == _fresh_choice(state, 0, seed)
        checked += 1
        moved += GAME.every_card(other) != GAME.every_card(state)

    _play(3, 3, check)
    assert checked >= 20 and moved >= checked // 2  # the resample really moved hidden cards


def test_the_same_seed_makes_the_same_decisions() -> None:
    assert _play(11, 4) == _play(11, 4)


def test_the_expert_decides_otherwise_than_hard_somewhere() -> None:
    """In a seeded game the expert takes or draws where hard would not: it is its own level."""
    differed = 0

    def compare(state: FiveCrownsState) -> None:
        nonlocal differed
        view = state.view(0)
        if not view.has_drawn:
            hard = HardBot(0, state.seats, random.Random(1))
            hard.observe(state.events_for(0))
            differed += hard.choose(view) != _fresh_choice(state, 0, 1)

    _play(5, 3, compare)
    assert differed >= 1


def test_the_hint_is_the_expert_move() -> None:
    """Every hint of seat 0 over a whole game is the move a fresh expert, told the same, makes."""
    hints = 0

    def compare(state: FiveCrownsState) -> None:
        nonlocal hints
        advisor = FiveCrownsAdvisor(0, state.seats, EN)
        advisor.observe(state.events_for(0))
        advisor.bot.rng.seed(hints)
        hint = advisor.advice(state.view(0))
        assert hint.move is not None and hint.said
        assert _fresh_choice(state, 0, hints) == hint.move.action, hint.said
        hints += 1

    _play(4, 3, compare)
    assert hints > 30
