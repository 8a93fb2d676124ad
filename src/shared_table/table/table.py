"""A table owns one game: its state, and who sits in each seat (a person here, a computer player,
or next, a person on another device). Every move goes in through `Table.play`, which applies it
by the rules, saves it before anyone hears of it, and tells each seat what that seat may know.
Nothing here names a game: it is typed against core.game.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from shared_table.core.errors import IllegalAction
from shared_table.core.game import Bot, Event, Game, GameState
from shared_table.core.message import msg
from shared_table.table.setup import GameSetup


class Recorder(Protocol):
    """Saves each action as it is applied, before anyone hears of it (console/saved_games.py)."""

    def __call__(self, action: Any) -> None: ...

    def take_back(self) -> None:
        """The last action recorded was taken back: forget it."""
        ...

    def notices(self) -> list[str]:
        """What the player must be told about saving (a failed write), each said once."""
        ...

    def heard(self, moves: int) -> None:
        """The people here have now been told about the first `moves` moves."""
        ...

    def stopping_words(self) -> str:
        """How the game stands saved, said when the player stops."""
        ...


Observer = Callable[[Sequence[Event]], None]
"""Told the events of each move as one seat sees them (a hint advisor, a remote seat)."""


class Table:
    """One game from its setup: the state, the computer players, and every seat's own account
    of what happened (`seen`), which is all a seat's session ever reads."""

    def __init__(self, game: Game, setup: GameSetup) -> None:
        self.game, self.setup = game, setup
        self.observers: dict[int, list[Observer]] = {}
        self.recorder: Recorder | None = None
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

    def play(self, action: Any, record: bool = True) -> None:
        """Apply an action by the rules (IllegalAction: nothing changes), save it unless it is being
        replayed from the save, and tell every seat what it sees of it."""
        if not isinstance(action.seat, int) or not 0 <= action.seat < self.state.seats:
            raise IllegalAction(msg("table-no-seat", seat=repr(action.seat), seats=self.state.seats))
        if action.seat != self.state.current and not self.state.is_over:
            name = self.name(self.state.current)
            raise IllegalAction(msg("table-not-their-turn", name=name, other=self.name(action.seat)))
        found = self.state.apply(action)
        self.actions.append(action)
        if record and self.recorder is not None:
            self.recorder(action)  # saved before anyone hears of it
        for seat in range(self.state.seats):
            seen = [event.seen_by(seat) for event in found]
            self.seen[seat].extend(seen)
            if seat in self.bots:
                self.bots[seat].observe(seen)
            for observer in self.observers.get(seat, ()):
                observer(seen)

    def run_bots(self) -> None:
        """Computer players move until it is a person's turn or the game is over."""
        while not self.state.is_over and self.state.current in self.bots:
            seat = self.state.current
            generator, base = self.randomness[seat]
            generator.seed(f"{base}:{self.moves}")
            self.play(self.bots[seat].choose(self.state.view(seat)))

    def replay(self, actions: Sequence[Any]) -> None:
        """Apply saved actions without saving them again."""
        for action in actions:
            self.play(action, record=False)

    def take_back(self) -> None:
        """Undo the last action by dealing the game again and replaying the others (the rules keep
        no undo). Only for games that allow it, where no one else has seen the move; observers
        are dropped, and watch again what their seat now knows."""
        if not self.game.takes_back:
            raise IllegalAction(msg("table-no-taking-back", game=msg(f"{self.game.name}-title")))
        if not self.actions:
            raise IllegalAction(msg("table-nothing-to-take-back"))
        kept = self.actions[:-1]
        self._deal()
        self.observers.clear()
        self.replay(kept)
        if self.recorder is not None:
            self.recorder.take_back()
