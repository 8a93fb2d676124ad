"""Five Crowns as the table sees it: the one object that plugs the game into every shared layer
(core.game.Game). Everything here only points at this package's own parts."""

from __future__ import annotations

import argparse
import random
from collections.abc import Sequence
from typing import IO, Any

from shared_table.core.commands import Command
from shared_table.core.errors import IllegalAction
from shared_table.core.game import Bot, Event, GameState, Printout, Tool
from shared_table.games.fivecrowns import codec
from shared_table.games.fivecrowns.bots.hard import HardBot
from shared_table.games.fivecrowns.bots.levels import DEFAULT_LEVEL, LEVELS, make_bot
from shared_table.games.fivecrowns.narration import Narrator, Verbosity
from shared_table.games.fivecrowns.state import MAX_PLAYERS, MIN_PLAYERS, new_game
from shared_table.games.fivecrowns.view import SeatView


class FiveCrownsAdvisor:
    """The hint: the hard bot's reasoning for this seat, told what the seat sees."""

    def __init__(self, seat: int, seats: int) -> None:
        self.bot = HardBot(seat, seats, random.Random(seat))

    def observe(self, events: Sequence[Event]) -> None:
        self.bot.observe(events)  # type: ignore[arg-type]  # the table passes Five Crowns' own events

    def reseed(self, key: str) -> None:
        self.bot.rng.seed(key)

    def hint(self, view: SeatView) -> str:
        if not view.my_turn:
            return "No hint: it is not your turn."
        return "Hint: " + self.bot.advise(view).reason

    def hint_due(self, view: SeatView) -> bool:
        return view.my_turn and not view.has_drawn

    def ponder(self, view: SeatView) -> None:
        """The hard bot answers within the time a turn allows: nothing to think over in advance."""

    def pause(self) -> None:
        """Nothing runs in the background."""


def _check_parser(subparsers: Any) -> object:
    from shared_table.games.fivecrowns.tools.check import add_check_parser

    return add_check_parser(subparsers)


def _check(args: argparse.Namespace, stdin: IO[str] | None, stdout: IO[str], stderr: IO[str]) -> int:
    from shared_table.games.fivecrowns.tools.check import run_check

    return run_check(args.cards, args.wild, args.json, stdin, stdout, stderr)


def _braille_parser(subparsers: Any) -> object:
    from shared_table.games.fivecrowns.tools.braille import add_braille_parser

    return add_braille_parser(subparsers)


def _braille(args: argparse.Namespace, stdin: IO[str] | None, stdout: IO[str], stderr: IO[str]) -> int:
    from shared_table.games.fivecrowns.tools.braille import run_braille

    return run_braille(args, stdout, stderr)


def _companion_parser(subparsers: Any) -> object:
    from shared_table.games.fivecrowns.companion.cli import add_companion_parser

    return add_companion_parser(subparsers)


def _companion(args: argparse.Namespace, stdin: IO[str] | None, stdout: IO[str], stderr: IO[str]) -> int:
    from shared_table.games.fivecrowns.companion.cli import run_companion

    return run_companion(args, stdin, stdout, stderr)


class FiveCrowns:
    """Five Crowns: 2 to 14 players, 11 rounds, wilds that change each round (docs/rules.md)."""

    name = "fivecrowns"
    title = "Five Crowns"
    players = (MIN_PLAYERS, MAX_PLAYERS)
    bot_levels = tuple(LEVELS)
    default_level = DEFAULT_LEVEL
    verbosities = tuple(str(level) for level in Verbosity)
    after_the_game = frozenset({"scores", "round", "melds"})
    printouts = ("hand", "scores")
    takes_back = False
    lower_points_win = True
    tools = (Tool("check", _check_parser, _check), Tool("braille", _braille_parser, _braille),
             Tool("companion", _companion_parser, _companion))

    @property
    def commands(self) -> Sequence[Command[Any]]:
        from shared_table.games.fivecrowns.commands import COMMANDS

        return COMMANDS

    def welcome(self, seats: int) -> list[str]:
        return []  # the first round's own line says all there is to say

    def deal(self, names: Sequence[str], rng: random.Random) -> GameState:
        return new_game(names, rng=rng)

    def make_bot(self, level: str, seat: int, seats: int, rng: random.Random) -> Bot:
        return make_bot(level, seat, seats, rng)  # type: ignore[return-value]  # its events are Five Crowns'

    def advisor(self, seat: int, seats: int) -> FiveCrownsAdvisor:
        return FiveCrownsAdvisor(seat, seats)

    def narrator(self, seat: int, names: Sequence[str], verbosity: str = "") -> Narrator:
        narrator = Narrator(seat, tuple(names))
        narrator.set_verbosity(verbosity or Verbosity.NORMAL)
        return narrator

    def encode_action(self, action: Any) -> dict[str, Any]:
        return codec.encode_action(action)

    def decode_action(self, value: object) -> Any:
        return codec.decode_action(value)

    def encode_event(self, event: Event) -> dict[str, Any]:
        return codec.encode_event(event)  # type: ignore[arg-type]  # the table passes Five Crowns' own events

    def decode_event(self, value: object) -> Event:
        return codec.decode_event(value)

    def encode_view(self, view: Any) -> dict[str, Any]:
        return codec.encode_view(view)

    def decode_view(self, value: object) -> Any:
        return codec.decode_view(value)

    def braille(self, view: SeatView, table: str) -> Printout:
        from shared_table.games.fivecrowns.braille import hand_printout_of, score_sheet_of

        if view.is_over:  # no hand is left: the score sheet is what there is to read
            return Printout("The score sheet in braille:", "scores", score_sheet_of(view, table))
        return Printout("Your hand in braille, by suit:", "hand", hand_printout_of(view, table))

    def printout(self, view: SeatView, what: str, table: str) -> Printout:
        from shared_table.games.fivecrowns.braille import hand_printout_of, score_sheet_of

        if what == "hand":
            if view.is_over:
                raise IllegalAction("The game is over, so there is no hand to print: type print scores for the score sheet.")
            text = hand_printout_of(view, table, fmt="brf")
        else:
            text = score_sheet_of(view, table, fmt="brf")
        return Printout(f"Braille {what} written for an embosser:", f"{what}-round-{view.round_number}", text)

    def stage_words(self, stage: int, seats: int) -> str:
        return f"round {stage}"


GAME = FiveCrowns()
