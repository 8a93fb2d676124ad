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
from dataclasses import dataclass, field
from typing import Protocol

from shared_table.bots.fivecrowns import Bot
from shared_table.bots.fivecrowns.hard import HardBot
from shared_table.console.commands import COMMANDS
from shared_table.console.line_io import SCREEN_BREAK
from shared_table.core.errors import IllegalAction, InvalidInput
from shared_table.games.fivecrowns.actions import Action
from shared_table.games.fivecrowns.cards import Card
from shared_table.games.fivecrowns.state import FiveCrownsState
from shared_table.games.fivecrowns.view import SeatView
from shared_table.narration.card_words import join_words
from shared_table.narration.fivecrowns import Narrator, Verbosity
from shared_table.narration.hand_listing import ordered_hand

log = logging.getLogger("shared_table")

HISTORY_LIMIT = 2000
"""Lines of narration kept for `history`."""


AFTER_THE_GAME = ("scores", "history", "braille", "print", "replay", "last", "help", "round", "melds", "verbosity")
"""The commands that still answer after "Game over": the game stays open for them until quit."""
GAME_OVER_CHOICES = ("The game is over. You can still ask for scores, history, braille, print scores, or replay; "
                     "type quit to leave.")


class Recorder(Protocol):
    """Saves each action as it is applied, before anyone hears of it (console/saved_games.py)."""

    def __call__(self, action: Action) -> None: ...

    def notices(self) -> list[str]:
        """What the player must be told about saving (a failed write), each said once."""
        ...

    def heard(self, moves: int) -> None:
        """The player has now been told about the first `moves` moves."""
        ...

    def stopping_words(self) -> str:
        """How the game stands saved, said when the player stops."""
        ...


@dataclass
class _Human:
    """What belongs to one person at the keyboard: their words, hints, history, and how far they have heard."""

    narrator: Narrator
    advisor: HardBot
    history: list[str] = field(default_factory=list)
    last_announcement: list[str] = field(default_factory=list)
    heard: int = 0  # how many events of the log this person has been told
    heard_moves: int = 0  # how many actions had been applied when they were last told


class PlaySession:
    """A game of Five Crowns played from `seat`, bots in the other seats; or, in hot seat, several
    people taking turns at one keyboard (`others`: their seats and narrators), each told only what
    their seat may know, and only after they say they are at the keyboard."""

    def __init__(
        self, state: FiveCrownsState, seat: int, bots: Mapping[int, Bot], narrator: Narrator, error_log: str = "",
        others: Mapping[int, Narrator] | None = None,
    ) -> None:
        narrators = {seat: narrator, **(others or {})}
        if set(bots) | set(narrators) != set(range(state.seats)) or set(bots) & set(narrators):
            raise ValueError("every seat needs a person or a bot, not both")
        self.state, self.bots = state, dict(bots)
        self.humans = {
            human: _Human(voice, HardBot(human, state.seats, random.Random(human)))  # hints: the hard bot's reasoning
            for human, voice in sorted(narrators.items())
        }
        self.seat = seat  # the person at the keyboard now
        self.error_log = error_log
        self.auto_hints = False
        self.recorder: Recorder | None = None  # saves each action as it is applied
        self.moves = 0  # actions applied so far, replayed ones included
        self.randomness: dict[int, tuple[random.Random, int]] = {}  # a bot's seat: its generator and base seed
        self.braille_display: Callable[[str], bool] | None = None  # the screen reader's display, if it has one
        self.pending_handover: int | None = None  # the seat to confirm they are at the keyboard
        self.pending_quit = False
        self.quit = False

    @property
    def _me(self) -> _Human:
        return self.humans[self.seat]

    @property
    def narrator(self) -> Narrator:
        return self._me.narrator

    @property
    def advisor(self) -> HardBot:
        return self._me.advisor

    @property
    def history(self) -> list[str]:
        return self._me.history

    @property
    def last_announcement(self) -> list[str]:
        return self._me.last_announcement

    # ------------------------------------------------------------------ questions

    @property
    def done(self) -> bool:
        """The game is over, or the player stopped it."""
        return self.quit or self.state.is_over

    @property
    def closed(self) -> bool:
        """The player has left: the console stops reading (after "Game over" it still answers)."""
        return self.quit

    def view(self) -> SeatView:
        return self.state.view(self.seat)

    def hand_in_order(self) -> list[Card]:
        """The hand as last listed, so that position numbers mean what the player heard."""
        view = self.view()
        return ordered_hand(view.hand, view.wild_rank, self.narrator.order)

    # ------------------------------------------------------------------ the game moving

    def start(self) -> list[str]:
        """What is said as the game begins: the first round, then bots' moves up to a person's turn."""
        self._begin()
        self._bots_play()
        if len(self.humans) == 1:
            return self._announce(self._catch_up())
        names = join_words([self.state.name(seat) for seat in self.humans])
        return [f"Hot seat: {names} share this keyboard.", self._pass_to()]

    def _begin(self) -> None:
        for seat, bot in self.bots.items():
            bot.observe(self.state.events_for(seat))
        for seat, human in self.humans.items():
            human.advisor.observe(self.state.events_for(seat))

    def resume(self, actions: Sequence[Action], game_name: str, heard: int | None = None) -> list[str]:
        """Rebuild a saved game by replaying its actions, let the bots finish any turns of theirs
        (saved as they go, when a recorder is set), and say where it stands and what happened
        since the first `heard` actions, which the player was told of before the break (None:
        all of them). What came before is in `history`."""
        self._begin()
        told = len(actions) if heard is None else max(0, min(heard, len(actions)))
        for action in actions[:told]:
            self._apply(action, record=False)
        for seat in self.humans:
            self._catch_up(seat)  # into their history: they heard this before the break
        for action in actions[told:]:
            self._apply(action, record=False)
        self._bots_play()
        if len(self.humans) > 1:
            return [f"Resumed {game_name}.", self._pass_to()]
        since = self._catch_up()
        lines = [self.narrator.resumed(self.view(), game_name)]
        if since:
            lines += ["What happened since you last heard:", *since]
        if not self.state.is_over:
            lines.append(self.narrator.hand(self.view()))
        return self._announce(lines)

    def act(self, action: Action) -> list[str]:
        """Apply the player's action, let the bots play, and say it all. IllegalAction passes up."""
        self._apply(action)
        self._bots_play()
        lines = self._catch_up()
        if not self.state.is_over and self.state.current != self.seat:
            lines += self._hand_over()
        return self._announce(lines)

    def _apply(self, action: Action, record: bool = True) -> None:
        """Apply an action, save it (unless it is being replayed from the save), and tell every
        bot and advisor what their seat sees."""
        found = self.state.apply(action)
        self.moves += 1
        if record and self.recorder is not None:
            self.recorder(action)  # saved before the player hears of it
        for seat, bot in self.bots.items():
            bot.observe([event.seen_by(seat) for event in found])
        for seat, human in self.humans.items():
            human.advisor.observe([event.seen_by(seat) for event in found])

    def _catch_up(self, seat: int | None = None) -> list[str]:
        """What a person (by default the one at the keyboard) has not yet been told, as their seat may know it."""
        seat = self.seat if seat is None else seat
        me = self.humans[seat]
        lines = me.narrator.narrate(self.state.log[me.heard :], self.state.view(seat))
        me.heard, me.heard_moves = len(self.state.log), self.moves
        me.history.extend(lines)
        del me.history[:-HISTORY_LIMIT]
        return lines

    def _bots_play(self) -> None:
        while not self.state.is_over and self.state.current not in self.humans:
            seat = self.state.current
            if seat in self.randomness:
                # Drawn afresh from the seed and the move number, so a resumed game plays on as it would have.
                generator, base = self.randomness[seat]
                generator.seed(f"{base}:{self.moves}")
            self._apply(self.bots[seat].choose(self.state.view(seat)))

    def _hand_over(self) -> list[str]:
        """Another person's turn: the screen is cleared, so this one's cards are out of a
        sighted neighbour's sight, and nothing private is said until the next person is at the
        keyboard. (A terminal clears its screen, which a screen reader does not read out; plain
        output scrolls the cards away with blank lines: line_io.SCREEN_BREAK.)"""
        leaving = self.state.name(self.seat)
        return [f"{leaving}'s turn is over.", SCREEN_BREAK, f"{leaving}'s cards are out of sight.", self._pass_to()]

    def _pass_to(self) -> str:
        arriving = self.state.name(self.state.current)
        self.pending_handover = self.state.current
        return f"Pass to {arriving}. {arriving}, press Enter when ready."

    def _take_over(self) -> list[str]:
        """The person whose turn it is has come to the keyboard: tell them what they missed."""
        assert self.pending_handover is not None
        self.seat, self.pending_handover = self.pending_handover, None
        lines = [f"{self.state.name(self.seat)} at the keyboard.", *self._catch_up()]
        if not self.state.is_over and self.narrator.verbosity is not Verbosity.FULL:  # full says the hand every turn
            lines.append(self.narrator.hand(self.view()))  # the hand as it is now, never as dealt
        return self._announce(lines)

    @property
    def heard_moves(self) -> int:
        """Actions that every person at this keyboard has been told about."""
        return min(human.heard_moves for human in self.humans.values())

    def _announce(self, lines: list[str]) -> list[str]:
        if self.pending_handover is not None:
            return lines
        view = self.view()
        lines = lines + self.narrator.your_turn(view, just_said=lines)
        if self.auto_hints and view.my_turn and not view.has_drawn:
            lines.append(self.hint())
        self._me.last_announcement = lines
        return lines

    def hint(self) -> str:
        """The hard bot's move for this seat now, and why."""
        view = self.view()
        if not view.my_turn:
            return "No hint: it is not your turn."
        self.advisor.rng.seed(f"hint:{self.seat}:{self.moves}")  # the same hint for the same position, resumed or not
        return "Hint: " + self.advisor.advise(view).reason

    # ------------------------------------------------------------------ commands

    def handle(self, line: str) -> list[str]:
        """Lines to say in answer to one typed line. Never raises: errors are said."""
        answer = self._answer(line)
        return [*self.recorder.notices(), *answer] if self.recorder is not None else answer

    def stopping_words(self) -> str:
        """How the game stands saved, for the last line when the player stops."""
        return self.recorder.stopping_words() if self.recorder is not None else ""

    def _answer(self, line: str) -> list[str]:
        if self.quit:
            return ["The game is closed."]
        if self.pending_handover is not None:
            return self._take_over()  # any line, Enter alone included, says "I am here"
        text = line.strip()
        if self.state.is_over:
            return self._after_the_game(text)
        if self.pending_quit:
            self.pending_quit = False
            if text.lower() in {"y", "yes", "q", "quit"}:
                self.quit = True
                return [" ".join(part for part in ("Game stopped.", self.stopping_words(), "Goodbye.") if part)]
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


    def _after_the_game(self, text: str) -> list[str]:
        """After "Game over": the score sheet, history, braille and replay stay; quit leaves at once."""
        if not text:
            return [self.narrator.turn(self.view()), GAME_OVER_CHOICES]
        word, _, rest = text.partition(" ")
        try:
            command = COMMANDS.find(word)
            if command.name == "quit":
                self.quit = True
                return ["Goodbye."]
            if command.name not in AFTER_THE_GAME:
                return [GAME_OVER_CHOICES]
            return command.handler(self, rest.strip())
        except (InvalidInput, IllegalAction) as error:
            return [_sentence(str(error)), GAME_OVER_CHOICES]

    def retold(self) -> list[str]:
        """The whole game again, as this seat knew it, in this person's words."""
        narrator = Narrator(self.seat, self.narrator.names, self.narrator.verbosity)
        return narrator.narrate(self.state.events_for(self.seat))


def _sentence(message: str) -> str:
    """An error message as a spoken sentence: capital first, full stop last."""
    message = message[0].upper() + message[1:] if message else "That did not work."
    return message if message.endswith((".", "?", "!")) else message + "."
