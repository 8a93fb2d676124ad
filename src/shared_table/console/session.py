"""One player's game against the computer, as lines in and lines out.

`PlaySession.handle(line)` takes what the player typed and returns what to say; it never
prints and never raises. The console (console/play.py) reads and writes the lines; the
same session would drive speech or braille. Computer players move inside `handle`, right
after the player's own move, and their moves are narrated in order.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Mapping, Sequence

from shared_table.bots.fivecrowns import Bot
from shared_table.bots.fivecrowns.hard import HardBot
from shared_table.console.commands import COMMANDS
from shared_table.core.errors import IllegalAction, InvalidInput
from shared_table.games.fivecrowns import events as ev
from shared_table.games.fivecrowns.actions import Action
from shared_table.games.fivecrowns.cards import Card
from shared_table.games.fivecrowns.state import FiveCrownsState
from shared_table.games.fivecrowns.view import SeatView
from shared_table.narration.fivecrowns import Narrator
from shared_table.narration.hand_listing import ordered_hand

log = logging.getLogger("shared_table")

HISTORY_LIMIT = 2000
"""Lines of narration kept for `history`."""


class PlaySession:
    """A game of Five Crowns seen from `seat`, with bots in the other seats."""

    def __init__(self, state: FiveCrownsState, seat: int, bots: Mapping[int, Bot], narrator: Narrator, error_log: str = "") -> None:
        if set(bots) | {seat} != set(range(state.seats)) or seat in bots:
            raise ValueError("every seat but the player's needs a bot")
        self.state, self.seat, self.bots, self.narrator = state, seat, dict(bots), narrator
        self.error_log = error_log
        self.advisor = HardBot(seat, state.seats, random.Random(0))  # the hints: the hard bot's reasoning, for this seat
        self.auto_hints = False
        self.recorder: Callable[[Action], None] | None = None  # saves each action as it is applied
        self._replaying = False
        self.history: list[str] = []
        self.last_announcement: list[str] = []
        self.pending_quit = False
        self.quit = False

    # ------------------------------------------------------------------ questions

    @property
    def done(self) -> bool:
        return self.quit or self.state.is_over

    def view(self) -> SeatView:
        return self.state.view(self.seat)

    def hand_in_order(self) -> list[Card]:
        """The hand as last listed, so that position numbers mean what the player heard."""
        view = self.view()
        return ordered_hand(view.hand, view.wild_rank, self.narrator.order)

    # ------------------------------------------------------------------ the game moving

    def start(self) -> list[str]:
        """What is said as the game begins: the first round, then bots' moves up to the player's turn."""
        lines = self._begin()
        lines += self._bots_play()
        return self._announce(lines)

    def _begin(self) -> list[str]:
        for seat, bot in self.bots.items():
            bot.observe(self.state.events_for(seat))
        self.advisor.observe(self.state.events_for(self.seat))
        return self._say(self.state.events_for(self.seat))

    def resume(self, actions: Sequence[Action], game_name: str) -> list[str]:
        """Rebuild a saved game by replaying its actions (their narration goes to `history`),
        then say where it stands, and let the bots finish any turns of theirs."""
        self._begin()
        self._replaying = True
        try:
            for action in actions:
                self._apply(action)
        finally:
            self._replaying = False
        lines = [self.narrator.resumed(self.view(), game_name)]
        if not self.state.is_over:
            lines.append(self.narrator.hand(self.view()))
        lines += self._bots_play()
        return self._announce(lines)

    def act(self, action: Action) -> list[str]:
        """Apply the player's action, let the bots play, and say it all. IllegalAction passes up."""
        lines = self._apply(action)
        lines += self._bots_play()
        return self._announce(lines)

    def _apply(self, action: Action) -> list[str]:
        """Apply an action, tell every bot and the advisor what their seat sees, and narrate it."""
        found = self.state.apply(action)
        if self.recorder is not None:
            self.recorder(action)  # saved before the player hears of it
        for seat, bot in self.bots.items():
            bot.observe([event.seen_by(seat) for event in found])
        self.advisor.observe([event.seen_by(self.seat) for event in found])
        return self._say(found)

    def _say(self, found: Sequence[ev.FiveCrownsEvent]) -> list[str]:
        lines = self.narrator.narrate(found, None if self._replaying else self.view())
        self.history.extend(lines)
        del self.history[:-HISTORY_LIMIT]
        return lines

    def _bots_play(self) -> list[str]:
        lines: list[str] = []
        while not self.state.is_over and self.state.current != self.seat:
            seat = self.state.current
            lines += self._apply(self.bots[seat].choose(self.state.view(seat)))
        return lines

    def _announce(self, lines: list[str]) -> list[str]:
        view = self.view()
        lines = lines + self.narrator.your_turn(view, just_said=lines)
        if self.auto_hints and view.my_turn and not view.has_drawn:
            lines.append(self.hint())
        self.last_announcement = lines
        return lines

    def hint(self) -> str:
        """The hard bot's move for this seat now, and why."""
        view = self.view()
        if not view.my_turn:
            return "No hint: it is not your turn."
        return "Hint: " + self.advisor.advise(view).reason

    # ------------------------------------------------------------------ commands

    def handle(self, line: str) -> list[str]:
        """Lines to say in answer to one typed line. Never raises: errors are said."""
        if self.done:
            return ["The game is over."]
        text = line.strip()
        if self.pending_quit:
            self.pending_quit = False
            if text.lower() in {"y", "yes", "q", "quit"}:
                self.quit = True
                return ["Game stopped. Goodbye."]
            return ["Not quitting: the game goes on.", self.narrator.turn(self.view())]
        if not text:
            return [self.narrator.turn(self.view())]
        word, _, rest = text.partition(" ")
        try:
            command = COMMANDS.find(word)
            return command.handler(self, rest.strip())
        except (InvalidInput, IllegalAction) as error:
            return [_sentence(str(error))]
        except Exception:
            log.exception("command %r failed", text)
            where = f" It was written to {self.error_log}." if self.error_log else ""
            return [f"Sorry, something went wrong with that command.{where} The game goes on."]


def _sentence(message: str) -> str:
    """An error message as a spoken sentence: capital first, full stop last."""
    message = message[0].upper() + message[1:] if message else "That did not work."
    return message if message.endswith((".", "?", "!")) else message + "."
