"""A table owns one game: its state, its computer players, and each seat's own account of what
happened. A move is applied by the rules (`apply`), and only then told (`tell`): the host
(table/host.py) saves it in between, so nobody hears of a move that is not saved. `play` does
both, for tools and tests that save nothing. Nothing here names a game: it is typed against
core.game.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from shared_table.core.errors import IllegalAction
from shared_table.core.game import Bot, Event, Game, GameState
from shared_table.core.message import msg
from shared_table.table.setup import GameSetup

Observer = Callable[[Sequence[Event]], None]
"""Told the events of each move as one seat sees them (a hint advisor, a remote seat)."""


class Table:
    """One game from its setup: the state, the computer players, and every seat's own account
    of what happened (`seen`), which is all a seat's session ever reads."""

    def __init__(self, game: Game, setup: GameSetup) -> None:
        self.game, self.setup = game, setup
        self.observers: dict[int, list[Observer]] = {}
        self._deal()

    def _deal(self) -> None:
        """The game as dealt from the setup's seed, before any move."""
        game, setup = self.game, self.setup
        master = random.Random(setup.seed)
        self.state: GameState = game.deal(setup.players, random.Random(master.getrandbits(64)), setup.options)
        # Each computer player's random numbers are drawn afresh from its base and the move number
        # before each of its moves, so a resumed game plays on exactly as it would have.
        self.randomness = {seat: (random.Random(), master.getrandbits(64)) for seat, level in enumerate(setup.levels) if level}
        self.bots: dict[int, Bot] = {
            seat: game.make_bot(level, seat, len(setup.players), self.randomness[seat][0])
            for seat, level in enumerate(setup.levels) if level
        }
        self.seen: list[list[Event]] = [list(self.state.events_for(seat)) for seat in range(self.state.seats)]
        self.marks: list[list[int]] = [[len(seen)] for seen in self.seen]  # by seat: len(seen) after each move
        for seat, bot in self.bots.items():
            bot.observe(self.seen[seat])
        self.actions: list[Any] = []  # every action applied, in order

    @property
    def names(self) -> tuple[str, ...]:
        return self.setup.players

    @property
    def people(self) -> tuple[int, ...]:
        return self.setup.people

    @property
    def moves(self) -> int:
        return len(self.actions)

    def name(self, seat: int) -> str:
        return self.setup.players[seat]

    def watch(self, seat: int, observer: Observer) -> None:
        """Tell `observer` everything `seat` has seen so far, and each move from now on."""
        observer(self.seen[seat])
        self.observers.setdefault(seat, []).append(observer)

    def apply(self, action: Any) -> list[Event]:
        """Apply an action by the rules and return what happened, told to no seat yet
        (IllegalAction: nothing changes)."""
        if not isinstance(action.seat, int) or not 0 <= action.seat < self.state.seats:
            raise IllegalAction(msg("table-no-seat", seat=repr(action.seat), seats=self.state.seats))
        if action.seat != self.state.current and not self.state.is_over:
            name = self.name(self.state.current)
            raise IllegalAction(msg("table-not-their-turn", name=name, other=self.name(action.seat)))
        found = self.state.apply(action)
        self.actions.append(action)
        return list(found)

    def tell(self, found: Sequence[Event]) -> list[list[Event]]:
        """Give each seat (its account, its computer player, its observers) what it sees of an
        applied move; returns what each seat saw, by seat."""
        told = []
        for seat in range(self.state.seats):
            seen = [event.seen_by(seat) for event in found]
            self.seen[seat].extend(seen)
            self.marks[seat].append(len(self.seen[seat]))
            if seat in self.bots:
                self.bots[seat].observe(seen)
            for observer in self.observers.get(seat, ()):
                observer(seen)
            told.append(seen)
        return told

    def play(self, action: Any) -> None:
        """Apply an action and tell every seat, saving nothing (replays, tools, tests)."""
        self.tell(self.apply(action))

    def bot_action(self) -> Any | None:
        """The computer player's next action when it is a computer's turn, else None. Its random
        numbers are drawn afresh from its base and the move number, so a resumed game plays on
        exactly as it would have."""
        if self.state.is_over or self.state.current not in self.bots:
            return None
        seat = self.state.current
        generator, base = self.randomness[seat]
        generator.seed(f"{base}:{self.moves}")
        return self.bots[seat].choose(self.state.view(seat))

    def run_bots(self) -> None:
        """Computer players move until it is a person's turn or the game is over (unsaved)."""
        while (action := self.bot_action()) is not None:
            self.play(action)

    def replay(self, actions: Sequence[Any]) -> None:
        """Apply saved actions, telling each seat, without saving them again."""
        for action in actions:
            self.play(action)

    def seen_since(self, seat: int, moves: int) -> list[Event]:
        """What `seat` saw after the first `moves` moves (a device that comes back was told those)."""
        return self.seen[seat][self.marks[seat][max(0, min(moves, self.moves))] :]

    def hold_seat(self, seat: int, level: str) -> None:
        """A computer player at `level` plays a person's seat until `free_seat` (a person who lost
        the connection): it has seen what the seat has seen, and draws its random numbers from
        the seed, the seat and the move number, so a replay of the saved moves agrees."""
        generator = random.Random()
        self.randomness[seat] = (generator, random.Random(f"{self.setup.seed}:{seat}").getrandbits(64))
        self.bots[seat] = self.game.make_bot(level, seat, self.state.seats, generator)
        self.bots[seat].observe(self.seen[seat])

    def free_seat(self, seat: int) -> None:
        """The person is back: the computer player holding their seat leaves it."""
        if seat in self.people:
            self.bots.pop(seat, None)
            self.randomness.pop(seat, None)

    def take_back(self) -> None:
        """Undo the last action by dealing the game again and replaying the others (the rules keep
        no undo). Only for games that allow it; observers are dropped, and watch again what their
        seat now knows."""
        if not self.game.takes_back:
            raise IllegalAction(msg("table-no-taking-back", game=msg(f"{self.game.name}-title")))
        if not self.actions:
            raise IllegalAction(msg("table-nothing-to-take-back"))
        self.drop_last()

    def drop_last(self) -> None:
        """Forget the last action, in any game: dealt again, the others replayed (a move that could
        not be saved, never told, goes this way)."""
        kept = self.actions[:-1]
        self._deal()
        self.observers.clear()
        self.replay(kept)
