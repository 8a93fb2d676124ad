"""Conformance: what every registered game passes just by being registered, checked through the
contract alone (core.game, the games registry, the table and the seat session), never through a
game's own modules.

1. Random playouts at the table (every seat's own bot at a random level, some or all moves
   random legal actions, every player count the game takes): after every action every card is
   somewhere (`Game.every_card` keeps its multiset), each seat's account holds its events as that
   seat sees them, and now and then, and at the deal and the end, `Game.resample` deals again
   what a seat (or a spectator, -1) may not know: its view and its events must come out the
   same, so neither can depend on another seat's hidden cards or on the stock's order.
2. A game saved as JSON actions and replayed at a fresh table is the same game, hidden cards
   included, and plays on exactly as the first; a move taken back leaves the table as it was.
3. Narration: every move is said to every seat at the fullest verbosity; every kind of event is
   said alone to some seat, but for those said by another line (SAID_ELSEWHERE); lines are
   non-empty and plain; a finished game's last event is said at every verbosity.
4. Commands: listed by help, completed from their first letter, `help NAME` for each name and
   alias; one word means one command in every game; every command, with no argument, with
   nonsense and with each of its choices, answers at the start, mid-game and after the end,
   and nothing fails inside.
5. A whole game through the session, the person's moves chosen by a bot: the game's last event
   is the last thing said, but for the lines `your_turn` adds after it.

CONFORMANCE_GAMES (20 in `make test`, about 14 s) sets how many random playouts each game plays; `make stress`
sets 1000 (about 12 minutes).
"""

from __future__ import annotations

import json
import os
import random
import re
from collections import Counter
from collections.abc import Sequence
from typing import Any

import platformdirs
import pytest

from language import english_words
from shared_table.console.play import hosted, local_link, new_session, session_from_setup
from shared_table.core.errors import InvalidInput
from shared_table.core.game import Bot, Event, Game, GameState
from shared_table.games import all_games
from shared_table.sessions.common_commands import registry_for
from shared_table.sessions.play import PlaySession
from shared_table.table.setup import GameSetup
from shared_table.table.table import Table
from sizes import size

GAMES = all_games()
PLAYOUTS = size("CONFORMANCE_GAMES", 20, 1000)
MAX_MOVES = 100_000  # a safety net for random play: no game here comes near it
CONTROL = re.compile(r"[\x00-\x1f\x7f]")
NONSENSE = "zqx 99 !!"
SAID_ELSEWHERE = {("solitaire", "CardTurned"): "the turn line says the card turned, with the stock, when it is to be played"}
"""Events a game says by another line, never alone: (game, JSON type) -> where they are said."""


def game_id(game: Game) -> str:
    return game.name


each_game = pytest.mark.parametrize("game", GAMES, ids=game_id)


def view_json(game: Game, state: GameState, seat: int) -> str:
    return json.dumps(game.codec.encode_view(state.view(seat)), sort_keys=True)


def assert_same_events(game: Game, mine: Sequence[Event], theirs: Sequence[Event], what: str) -> None:
    """Equal events, by == or else by their JSON (which then shows where they differ)."""
    if list(mine) != list(theirs):
        assert [game.codec.encode_event(event) for event in mine] == [game.codec.encode_event(event) for event in theirs], what


def assert_plain_lines(lines: Sequence[str], what: str) -> None:
    assert all(isinstance(line, str) and line.strip() and not CONTROL.search(line) for line in lines), (what, lines)


def names_for(seats: int) -> tuple[str, ...]:
    return tuple(f"Player {seat + 1}" for seat in range(seats))


class Players:
    """The moves of the seats the test plays (all, or those given): each seat's own bot at a random
    level, told its seat's events by the table, or with `random_rate` a random legal action instead."""

    def __init__(self, game: Game, table: Table, rng: random.Random, random_rate: float, seats: Sequence[int] = ()) -> None:
        self.rng, self.random_rate = rng, random_rate
        count = table.state.seats
        self.bots: dict[int, Bot] = {}
        for seat in seats or range(count):
            self.bots[seat] = game.make_bot(rng.choice(game.bot_levels), seat, count, random.Random(rng.getrandbits(64)))
            table.watch(seat, self.bots[seat].observe)

    def choose(self, state: GameState) -> Any:
        if self.rng.random() < self.random_rate:
            return self.rng.choice(list(state.legal_actions()))
        return self.bots[state.current].choose(state.view(state.current))


def new_table(game: Game, seed: int, levels: Sequence[str] | None = None, seats: int = 0) -> Table:
    """A table of `seats` (else of a random size the game takes); people in every seat unless `levels` are given."""
    seats = len(levels) if levels is not None else seats or random.Random(seed).randint(*game.players)
    return Table(game, GameSetup(names_for(seats), 0, tuple(levels or [""] * seats), seed))


# ---------------------------------------------------------------- 1. playouts: cards and hidden information


def check_resample(game: Game, state: GameState, seat: int, rng: random.Random) -> bool:
    """`seat` cannot tell a resampled state from the real one; True when the resample moved a card."""
    cards = game.every_card(state)
    other = game.resample(state, seat, rng)
    assert other is not state and game.every_card(state) == cards, "resample changed the real state"
    assert Counter(game.every_card(other)) == Counter(cards), "resample made or lost cards"
    public = (other.seats, other.current, other.is_over, other.stage, other.outcome())
    assert public == (state.seats, state.current, state.is_over, state.stage, state.outcome())
    assert view_json(game, other, seat) == view_json(game, state, seat), f"seat {seat}'s view shows what it may not know"
    assert_same_events(game, other.events_for(seat), state.events_for(seat), f"seat {seat}'s events show what it may not know")
    if not state.is_over and state.current == seat:
        legal = [game.codec.encode_action(action) for action in state.legal_actions()]
        assert [game.codec.encode_action(action) for action in other.legal_actions()] == legal
    return game.every_card(other) != cards


def check_accounts(game: Game, table: Table) -> None:
    """Each seat's account at the table is the game's log as that seat may know it."""
    for seat in range(table.state.seats):
        assert_same_events(game, table.seen[seat], table.state.events_for(seat), f"seat {seat}'s account")


def playout(game: Game, seed: int, seats: int) -> tuple[int, int]:
    """One random game with every check; returns (resample checks, those that moved a card)."""
    rng = random.Random(seed)
    table = new_table(game, seed, seats=seats)
    players = Players(game, table, rng, rng.choice((0.0, 0.25, 1.0)))
    state = table.state
    deck = Counter(game.every_card(state))
    checks = moved = 0
    heard = [0] * seats
    due = 1  # checks at moves spaced ever wider: about 8 in a game of 30 moves, 18 in one of 2000
    while True:
        if state.is_over or table.moves in (0, due):
            due = max(due + 1, int(due * rng.uniform(1.2, 1.8)))
            assert (state.outcome() is None) != state.is_over and bool(state.legal_actions()) != state.is_over
            check_accounts(game, table)
            for seat in ([-1, *range(seats)] if state.is_over or table.moves == 0 else [rng.randrange(-1, seats)]):
                checks, moved = checks + 1, moved + check_resample(game, state, seat, rng)
        if state.is_over:
            break
        assert table.moves < MAX_MOVES, f"{game.name} seed {seed} never ends"
        action = players.choose(state)
        assert action.seat == state.current
        assert game.codec.decode_action(json.loads(json.dumps(game.codec.encode_action(action)))) == action
        table.play(action)
        assert Counter(game.every_card(state)) == deck, f"a card went missing or appeared at move {table.moves}"
        new = [table.seen[seat][heard[seat]:] for seat in range(seats)]
        assert len({len(events) for events in new}) == 1, "every seat hears of every event, as it may know it"
        for seat, events in enumerate(new):
            assert_same_events(game, [event.seen_by(seat) for event in events], events, "an account holds events unfiltered")
            heard[seat] += len(events)
    outcome = state.outcome()
    assert outcome is not None and len(outcome.points) == seats and set(outcome.winners) <= set(range(seats))
    return checks, moved


@each_game
def test_random_playouts_keep_every_card_and_show_no_seat_what_it_may_not_know(game: Game) -> None:
    checks = moved = 0
    fewest, most = game.players
    for number in range(PLAYOUTS):
        done, changed = playout(game, seed=1000 * number + 7, seats=fewest + number % (most - fewest + 1))
        checks, moved = checks + done, moved + changed
    # The check above means nothing if resampling moves nothing: most resamples move a card.
    assert moved > checks / 2, f"only {moved} of {checks} resamples moved a card"


# ---------------------------------------------------------------- 2. saved, replayed, taken back


def assert_same_tables(game: Game, first: Table, second: Table) -> None:
    a, b = first.state, second.state
    assert (a.seats, a.current, a.is_over, a.stage, a.outcome()) == (b.seats, b.current, b.is_over, b.stage, b.outcome())
    assert game.every_card(a) == game.every_card(b), "the hidden cards differ"
    for seat in (-1, *range(a.seats)):
        assert view_json(game, a, seat) == view_json(game, b, seat)
    for seat in range(a.seats):
        encoded = [[json.dumps(game.codec.encode_event(event), sort_keys=True) for event in table.seen[seat]] for table in (first, second)]
        assert encoded[0] == encoded[1], f"seat {seat} heard a different game"


def person_moves(game: Game, table: Table, players: Players, moves: int) -> None:
    """The person at seat 0 makes `moves` moves (or plays to the end), the table's bots between."""
    table.run_bots()
    for _ in range(moves):
        if table.state.is_over:
            return
        table.play(players.choose(table.state))
        table.run_bots()


@each_game
@pytest.mark.parametrize("seed", range(6))
def test_a_saved_game_replays_to_the_same_table_and_plays_on_the_same(game: Game, seed: int) -> None:
    rng = random.Random(seed)
    seats = rng.randint(*game.players)
    levels = ["", *(rng.choice(game.bot_levels) for _ in range(seats - 1))]
    table = new_table(game, seed, levels)
    players = Players(game, table, rng, random_rate=0.3, seats=[0])
    person_moves(game, table, players, rng.randrange(1, 40) if seed % 3 else MAX_MOVES)
    saved = json.dumps({"setup": table.setup.encode(), "actions": [game.codec.encode_action(action) for action in table.actions]})
    loaded = json.loads(saved)
    again = Table(game, GameSetup.decode(loaded["setup"]))
    again.replay([game.codec.decode_action(value) for value in loaded["actions"]])
    assert_same_tables(game, table, again)
    assert again.state.is_over or seed % 3
    # A resumed game plays on exactly as it would have: the person's same moves, the same bots' choices.
    for _ in range(20):
        if table.state.is_over:
            break
        action = players.choose(table.state)
        for each in (table, again):
            each.play(action)
            each.run_bots()
        assert game.every_card(table.state) == game.every_card(again.state) and table.moves == again.moves
    assert_same_tables(game, table, again)


@each_game
def test_a_move_taken_back_leaves_the_table_as_it_was(game: Game) -> None:
    if not game.takes_back:
        return  # `undo` refuses: checked with the other commands (test 4)
    for seed in range(4):
        rng = random.Random(seed)
        table = new_table(game, seed)
        players = Players(game, table, rng, random_rate=0.5)
        for _ in range(rng.randrange(1, 12)):
            table.play(players.choose(table.state))
        before = Table(game, table.setup)
        before.replay(table.actions[:-1])
        table.take_back()
        assert_same_tables(game, table, before)
        said = game.narrator(0, table.names, english_words(game)).taken_back(table.state.view(0))
        assert_plain_lines([said], "taken_back")


# ---------------------------------------------------------------- 3. narration


@each_game
@pytest.mark.parametrize("seed", range(5))
def test_every_move_is_said_to_every_seat_in_plain_lines(game: Game, seed: int) -> None:
    rng = random.Random(seed)
    table = new_table(game, seed)
    players = Players(game, table, rng, random_rate=0.2 * seed)
    state, seats, fullest = table.state, table.state.seats, game.verbosities[-1]
    words = english_words(game)
    narrators = {(seat, level): game.narrator(seat, table.names, words, level) for seat in range(seats) for level in game.verbosities}
    heard = [0] * seats
    said_alone: set[str] = set()
    kinds: set[str] = set()
    while True:
        for seat in range(seats):
            events, view = table.seen[seat][heard[seat]:], state.view(seat)
            heard[seat] = len(table.seen[seat])
            for level in game.verbosities:
                lines = narrators[seat, level].narrate(events, view)
                assert_plain_lines(lines, f"seat {seat} at {level}")
                assert lines or level != fullest, f"seat {seat} is told nothing at {level} of {events}"
            for event in events:
                kind = game.codec.encode_event(event)["type"]
                kinds.add(kind)
                if kind not in said_alone and game.narrator(seat, table.names, english_words(game), fullest).narrate([event], view):
                    said_alone.add(kind)
            narrator = narrators[seat, fullest]
            assert_plain_lines([*narrator.turn(view), narrator.resumed(view, game.title)], "turn and resumed")
            assert_plain_lines(narrator.your_turn(view, []), "your_turn")
            if not state.is_over:
                assert_plain_lines(narrator.standing(view), "standing")
                assert bool(narrator.your_turn(view, [])) or state.current != seat, f"seat {seat} is not told it is its turn"
        if state.is_over:
            break
        table.play(players.choose(state))
    silent = {kind for kind in kinds - said_alone if (game.name, kind) not in SAID_ELSEWHERE}
    assert not silent, f"never said alone, to any seat: {silent}"
    for seat in range(seats):
        for level in game.verbosities:
            retold = game.narrator(seat, table.names, english_words(game), level).narrate(table.seen[seat], None)
            assert retold, f"seat {seat} at {level}: the game retold is empty"
            assert_plain_lines(retold, f"seat {seat} retold at {level}")
            final = game.narrator(seat, table.names, english_words(game), level).narrate(table.seen[seat][-1:], state.view(seat))
            assert final and final[-1] == retold[-1], "a game's last event is its last words, at every verbosity"


# ---------------------------------------------------------------- 4. commands


@each_game
def test_help_lists_and_completion_finds_every_command(game: Game) -> None:
    session = new_session(game=game.name, seed=1)
    registry = registry_for(game, english_words(game))
    listed = registry.help_lines()
    for command in registry:
        assert registry.help_line(command) in listed
        assert command.name in registry.completions(session, command.name[0])
        assert command.name in registry.completions(session, command.name[0].upper())
        for word in (command.name, *command.aliases):
            said = answer(session, f"help {word}")
            assert said[0] == registry.help_line(command), (word, said)
            assert_plain_lines(said, f"help {word}")


def test_a_word_means_one_command_in_every_game() -> None:
    meanings: dict[str, set[str]] = {}
    for game in GAMES:
        registry = registry_for(game, english_words(game))
        for command in registry:
            for word in (command.name, *command.aliases):
                meanings.setdefault(word.lower(), set()).add(command.name)
    assert {word: names for word, names in meanings.items() if len(names) > 1} == {}
    # A word typed in a game that does not declare it must not begin another command there: a
    # letter is only ever an alias ("d" is draw in Five Crowns, never discards in the solitaire).
    for game in GAMES:
        registry = registry_for(game, english_words(game))
        for word, names in meanings.items():
            try:
                found = registry.find(word).name
            except InvalidInput:
                continue
            assert found in names or len(word) > 1, (game.name, word, found, names)


def stages(game: Game, seed: int) -> dict[str, tuple[GameSetup, list[Any]]]:
    """A session's setup and moves at the start, in the middle, and after the end of a game."""
    session = new_session(game=game.name, seed=seed)
    assert_plain_lines(session.start(), "start")
    bot = game.make_bot(game.default_level, session.seat, hosted(session).state.seats, random.Random(seed))
    hosted(session).watch(session.seat, bot.observe)
    found = {"start": (hosted(session).setup, list(hosted(session).actions))}  # the computer players may have moved
    while not hosted(session).state.is_over:
        if session.moves >= 10 and "middle" not in found:
            found["middle"] = (hosted(session).setup, list(hosted(session).actions))
        session.act(bot.choose(session.view()))
    session.me.advisor.pause()
    found["over"] = (hosted(session).setup, list(hosted(session).actions))
    assert len(found) == 3
    return found


def resumed(game: Game, setup: GameSetup, actions: list[Any]) -> PlaySession:
    session = session_from_setup(setup, game=game)
    link = local_link(session)
    link.host.replay(link.table_id, actions)
    said = session.resume(game.title)
    assert said and session.moves == len(actions), "at these stages it is the person's turn, or the game is over"
    assert_plain_lines(said, "resume")
    return session


def answer(session: PlaySession, line: str) -> list[str]:
    said = session.handle(line)
    session.me.advisor.pause()  # no hint search in the background while the checks run
    return said


@each_game
def test_every_command_answers_before_during_and_after_the_game(game: Game) -> None:
    # conftest points XDG_DATA_HOME at a folder of this test's own: `print` writes there.
    assert platformdirs.user_data_path("shared-table").is_relative_to(os.environ["XDG_DATA_HOME"])
    for stage, (setup, actions) in stages(game, seed=3).items():
        session = resumed(game, setup, actions)
        for command in registry_for(game, english_words(game)):
            for argument in ("", NONSENSE, *command.choices):
                line = f"{command.name} {argument}".strip()
                said = answer(session, line)
                assert said, f"{line!r} {stage}: no answer"
                assert_plain_lines(said, f"{line!r} {stage}")
                assert not any(text.startswith("Sorry, something went wrong") for text in said), (line, stage, said)
                if session.pending_question:
                    assert_plain_lines(answer(session, "no"), f"no, after {line!r}")
                    assert not session.pending_question and not session.closed
                if session.closed or session.moves != len(actions) or hosted(session).setup != setup:
                    session = resumed(game, setup, actions)  # a move, a new game or quit: back to the stage
        assert any(path.suffix == ".brf" for path in platformdirs.user_data_path("shared-table").rglob("*"))


# ---------------------------------------------------------------- 5. a whole game through the session


@each_game
@pytest.mark.parametrize("seed", range(3))
def test_a_whole_game_through_the_session_ends_with_its_last_words(game: Game, seed: int) -> None:
    rng = random.Random(seed)
    session = new_session(players=rng.randint(*game.players), game=game.name, seed=seed)
    said = session.start()
    bot = game.make_bot(game.default_level, session.seat, hosted(session).state.seats, random.Random(seed))
    hosted(session).watch(session.seat, bot.observe)
    while True:
        assert said, "a move said nothing"
        assert_plain_lines(said, "a move")
        if hosted(session).state.is_over:
            break
        said = session.act(bot.choose(session.view()))
    session.me.advisor.pause()
    view = session.view()
    narrator = game.narrator(session.seat, hosted(session).names, session.words, session.narrator.verbosity)
    last = narrator.narrate(hosted(session).seen[session.seat][-1:], view)
    assert last and last[-1] in said, (last, said)
    end = len(said) - said[::-1].index(last[-1])
    assert said[end:] == session.narrator.your_turn(view, said[:end]), "after the last words, only your_turn's"
    assert re.search(r"game over|win", last[-1], re.IGNORECASE), f"the last words do not say the game is over: {last[-1]}"
    assert answer(session, "") == [*session.narrator.turn(view), *session.after_the_game_words()]
    assert answer(session, "quit") == ["Goodbye."] and session.closed
