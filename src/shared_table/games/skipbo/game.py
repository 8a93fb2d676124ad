"""Skip-Bo with coins as the table sees it (core.game.Game): 2 to 6 players, stock piles to empty,
coins to pay with (docs/rules.md, "Skip-Bo with coins")."""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping, Sequence
from typing import Any

from shared_table.core.commands import Command
from shared_table.core.game import Advisor, Bot, Codec, Described, Event, Game, GameState, Narrator, Printout, ReplayPart
from shared_table.core.said_moves import SaidMove
from shared_table.core.seat import Seat
from shared_table.core.words import Words
from shared_table.games.skipbo.info import INFO
from shared_table.games.skipbo.rules.state import Options, SkipBoState
from shared_table.games.skipbo.rules.view import SkipBoView

REPLAY_TURNS = 10
"""Turns in each part of a replay: a listener takes about forty lines at a time."""


class SkipBo(Described):
    """Skip-Bo with coins: the first to empty their stock pile wins."""

    info = INFO
    verbosities = ("brief", "normal", "full")
    after_the_game = frozenset({"stock", "hand", "piles", "discards", "coins", "scores"})
    printouts = ("table",)
    takes_back = False
    lower_points_win = False
    points_name = "sb-points"
    @property
    def codec(self) -> Codec:
        from shared_table.games.skipbo.rules.codec import GAME_CODEC

        return GAME_CODEC

    @property
    def commands(self) -> Sequence[Command[Seat]]:
        from shared_table.games.skipbo.words.commands import COMMANDS

        return COMMANDS

    def said_moves(self, view: SkipBoView, words: Words) -> Sequence[SaidMove]:
        """Every move open now as a hint says it ("play the seven from your hand onto building
        pile 2"), so that a hint's way of saying a move works for any move, not only the hinted one."""
        from shared_table.games.skipbo.words.table_lines import action_words

        if not view.my_turn:
            return ()
        return [SaidMove(action_words(words, view, action), action) for action in dict.fromkeys(view.legal_actions)]

    def sounds(self, events: Sequence[Event], seat: int) -> list[str]:
        from shared_table.games.skipbo.sounds import sounds

        return sounds(events, seat)

    def welcome(self, seats: int, words: Words) -> list[str]:
        from shared_table.games.skipbo.words.commands import table_word

        return [words("sb-welcome", help=table_word(words, "help"))]

    def deal(self, names: Sequence[str], rng: random.Random, options: Sequence[str] = ()) -> GameState:
        return SkipBoState(names, rng, Options(short="short" in options, match="match" in options))

    def make_bot(self, level: str, seat: int, seats: int, rng: random.Random) -> Bot:
        from shared_table.games.skipbo.bots.players import make_bot

        return make_bot(level, seat, seats, rng)

    def advisor(self, seat: int, seats: int, words: Words) -> Advisor:
        from shared_table.games.skipbo.bots.players import SkipBoAdvisor

        return SkipBoAdvisor(seat, seats, words)

    def narrator(self, seat: int, names: Sequence[str], words: Words, verbosity: str = "") -> Narrator:
        from shared_table.games.skipbo.words.narration import SkipBoNarrator

        narrator = SkipBoNarrator(seat, tuple(names), words)
        narrator.set_verbosity(verbosity or "normal")
        return narrator

    def braille(self, view: SkipBoView, words: Words, table: str) -> Printout:
        from shared_table.games.skipbo.braille.printouts import table_printout

        return Printout(words("sb-braille-heading"), "table", table_printout(view, words, table, "unicode"))

    def drawing(self, view: SkipBoView, words: Words, table: str, settings: Mapping[str, str] | None = None) -> dict[str, Any]:
        from shared_table.games.skipbo.braille.drawing import table_drawing

        return table_drawing(view, words, table)

    def printout(self, view: SkipBoView, what: str, words: Words, table: str) -> Printout:
        from shared_table.games.skipbo.braille.printouts import table_printout

        return Printout(words("sb-printout-heading"), f"skipbo-game-{view.game_number}",
                        table_printout(view, words, table, "brf"))

    def stage_words(self, stage: int, seats: int, words: Words) -> str:
        return words("sb-stage", turn=stage)

    replay_unit = "sb-replay-unit"

    def replay_parts(self, events: Sequence[Event], words: Words) -> list[ReplayPart]:
        """Skip-Bo is one long hand: parts of ten turns (`REPLAY_TURNS`), counted from each deal
        of a match, each begun at a turn's start; turns are numbered as `stage` numbers them."""
        from shared_table.games.skipbo.rules import events as ev

        starts: list[int] = []
        firsts: list[int] = []  # the number of each part's first turn
        turns = in_game = 0  # turns begun, in the match and in this deal of it
        for at, event in enumerate(events):
            began = isinstance(event, ev.TurnBegan)
            if isinstance(event, ev.GameStarted):
                in_game = 0
            turns, in_game = turns + began, in_game + began
            if not starts or isinstance(event, ev.GameStarted) or (began and in_game > 1 and (in_game - 1) % REPLAY_TURNS == 0):
                starts.append(at)
                firsts.append(turns if began else turns + 1)
        lasts = [first - 1 for first in firsts[1:]] + [turns] if starts else []
        parts = []
        for number, (start, first, last) in enumerate(zip(starts, firsts, lasts, strict=True), 1):
            heading = words("sb-replay-heading", number=number, first=first, last=max(first, last), turns=max(0, last - first + 1))
            parts.append(ReplayPart(start, heading))
        return parts

    def every_card(self, state: GameState) -> list[str]:
        """All 168 cards place by place (draw pile, set-aside, each player's stock, hand and discard
        piles, the building piles), then the 72 coins wherever they are."""
        if not isinstance(state, SkipBoState):
            raise TypeError(f"not a Skip-Bo game: {state!r}")  # a programming error, not a player's
        return [card.short for card in state.all_cards()] + ["coin"] * state.coins_everywhere()

    def resample(self, state: GameState, seat: int, rng: random.Random) -> GameState:
        """A copy `seat` cannot tell from this one: the other hands, every stock pile under its
        face-up top and the draw pile dealt again from the same cards. (Other seats' draws in the
        log are not rewritten: `seat` never sees which cards they were.)"""
        if not isinstance(state, SkipBoState):
            raise TypeError(f"not a Skip-Bo game: {state!r}")  # a programming error, not a player's
        copied = copy.deepcopy(state)
        others = [player for number, player in enumerate(copied.players) if number != seat]
        pool = [card for player in others for card in player.hand]
        pool += [card for player in copied.players for card in player.stock[:-1]] + copied.draw
        rng.shuffle(pool)
        for player in others:
            player.hand, pool = pool[: len(player.hand)], pool[len(player.hand):]
        for player in copied.players:
            hidden = len(player.stock) - 1
            if hidden > 0:
                player.stock[:hidden], pool = pool[:hidden], pool[hidden:]
        copied.draw = pool
        return copied


GAME: Game = SkipBo()  # mypy checks Skip-Bo against the contract here
