"""Five Crowns as the table sees it: the one object that plugs the game into every shared layer
(core.game.Game). Everything here only points at this package's own parts."""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from shared_table.core.commands import Command
from shared_table.core.errors import IllegalAction
from shared_table.core.game import Bot, Described, Event, Game, GameState, Hint, Printout, ReplayPart
from shared_table.core.message import msg
from shared_table.core.said_moves import SaidMove
from shared_table.core.seat import Seat
from shared_table.core.sounds import Cue, yours
from shared_table.core.words import Words
from shared_table.games.fivecrowns.bots.expert import ExpertBot
from shared_table.games.fivecrowns.bots.levels import make_bot
from shared_table.games.fivecrowns.info import INFO
from shared_table.games.fivecrowns.rules import events as ev
from shared_table.games.fivecrowns.rules.cards import Card
from shared_table.games.fivecrowns.rules.codec import GAME_CODEC
from shared_table.games.fivecrowns.rules.state import FiveCrownsState, new_game
from shared_table.games.fivecrowns.rules.view import SeatView
from shared_table.games.fivecrowns.words.narration import Narrator, Verbosity


class FiveCrownsAdvisor:
    """The hint: the expert bot's reasoning for this seat, told what the seat sees."""

    def __init__(self, seat: int, seats: int, words: Words) -> None:
        self.bot = ExpertBot(seat, seats, random.Random(seat))
        self.words = words

    def observe(self, events: Sequence[Event]) -> None:
        self.bot.observe(events)  # type: ignore[arg-type]  # the table passes Five Crowns' own events

    def reseed(self, key: str) -> None:
        self.bot.rng.seed(key)

    def advice(self, view: SeatView) -> Hint:
        if not view.my_turn:
            return Hint(self.words("fc-no-hint"))
        advice = self.bot.advise(view)
        reason = advice.said(self.words)
        return Hint(self.words("fc-hint", reason=reason), SaidMove(reason, advice.action))

    def hint_due(self, view: SeatView) -> bool:
        return view.my_turn and not view.has_drawn

    def ponder(self, view: SeatView) -> None:
        """The expert answers within the time a turn allows: nothing to think over in advance."""

    def pause(self) -> None:
        """Nothing runs in the background."""


def resample(state: FiveCrownsState, seat: int, rng: random.Random) -> FiveCrownsState:
    """A copy of `state` that `seat` cannot tell from it (core.game.Game.resample). The cards of
    this round that `seat` has not seen, in other seats' hands (dealt, or drawn from the stock)
    and in the stock, are dealt again, each among the cards of the stock it came from (the first,
    or one a reshuffle made of known discards); the deal and draw events are rewritten to match.
    Cards taken from the discard pile are known, and stay; earlier rounds ended face up."""
    frozen = {id(item): item for item in (*state.log, *state.all_cards())}  # shared, not copied: a long log is slow to copy
    copied = copy.deepcopy(state, frozen)
    log = copied.log
    start = max(index for index, event in enumerate(log) if isinstance(event, ev.RoundStarted))
    stocks = 0  # reshuffles so far this round: stock 0 is the deal's
    unseen: dict[int, list[tuple[Card, int, int, int]]] = {}  # by seat: (card, stock, log index, place in a deal or -1)
    for index in range(start, len(log)):
        match log[index]:
            case ev.StockReshuffled():
                stocks += 1
            case ev.Dealt(seat=owner, cards=cards) if owner != seat:
                unseen[owner] = [(card, 0, index, place) for place, card in enumerate(cards)]
            case ev.DrewFromStock(seat=owner, card=Card() as card) if owner != seat:
                unseen[owner].append((card, stocks, index, -1))
            case ev.Discarded(seat=owner, card=card) if owner != seat:
                # Of two equal cards, either may be the one that went: both ways are the same to `seat`.
                gone = next((item for item in unseen[owner] if item[0] == card), None)
                if gone is not None:
                    unseen[owner].remove(gone)
            case ev.WentOut(seat=owner) | ev.LaidDown(seat=owner):
                unseen[owner] = []  # every card of that hand is face up now
    pools: dict[int, list[Card]] = {stocks: list(copied.stock)}
    for held in unseen.values():
        for card, pool, _, _ in held:
            pools.setdefault(pool, []).append(card)
    for shuffled in pools.values():
        rng.shuffle(shuffled)
    for owner, held in unseen.items():
        hand = copied.hands[owner]
        for card, pool, index, place in held:
            hand.remove(card)
            new = pools[pool].pop()
            hand.append(new)
            event = log[index]
            if isinstance(event, ev.Dealt):
                log[index] = replace(event, cards=(*event.cards[:place], new, *event.cards[place + 1:]))
            else:
                assert isinstance(event, ev.DrewFromStock)
                log[index] = replace(event, card=new)
    copied.stock = pools[stocks]
    return copied


def _print_scores(words: Words) -> str:
    """"print scores" in the player's words (the table's print command, and its choice)."""
    keys = (("table-cmd-print", "print"), ("table-cmd-print-choice-scores", "scores"))
    return " ".join(words(key) if words.has(key) else english for key, english in keys)


class FiveCrowns(Described):
    """Five Crowns: 2 to 14 players, 11 rounds, wilds that change each round (docs/rules.md)."""

    info = INFO
    verbosities = tuple(str(level) for level in Verbosity)
    after_the_game = frozenset({"scores", "round", "melds", "picks"})
    printouts = ("hand", "scores")
    codec = GAME_CODEC
    takes_back = False
    lower_points_win = True
    points_name = "fc-points"

    @property
    def commands(self) -> Sequence[Command[Seat]]:
        from shared_table.games.fivecrowns.words.commands import COMMANDS

        return COMMANDS

    def said_moves(self, view: SeatView, words: Words) -> Sequence[SaidMove]:
        """None beyond the hint's: a move is a verb and a card, which the commands read."""
        return ()

    def sounds(self, events: Sequence[Event], seat: int) -> list[str]:
        heard: list[str] = []
        for event in events:
            match event:
                case ev.DrewFromStock(seat=who):
                    heard.append(yours(who, seat, Cue.DRAW, Cue.DRAW_OTHER))
                case ev.TookDiscard(seat=who):
                    heard.append(yours(who, seat, Cue.TAKE, Cue.TAKE_OTHER))
                case ev.Discarded():
                    heard.append(Cue.DISCARD)
                case ev.WentOut():
                    heard.append(Cue.GO_OUT)
                case ev.LastTurnsBegin():
                    heard.append(Cue.LAST_TURN)
                case ev.LaidDown(melds=melds) if melds:
                    heard.append(Cue.MELD)
                case ev.RoundScored():
                    heard.append(Cue.ROUND_END)
                case ev.GameOver():
                    heard.append(Cue.GAME_END)
        return heard

    def welcome(self, seats: int, words: Words) -> list[str]:
        return [words("fc-welcome", help=words("table-cmd-help"))]  # who is at the table and who deals: round 1's lines

    def deal(self, names: Sequence[str], rng: random.Random, options: Sequence[str] = ()) -> GameState:
        return new_game(names, rng=rng)

    def make_bot(self, level: str, seat: int, seats: int, rng: random.Random) -> Bot:
        return make_bot(level, seat, seats, rng)  # type: ignore[return-value]  # its events are Five Crowns'

    def advisor(self, seat: int, seats: int, words: Words) -> FiveCrownsAdvisor:
        return FiveCrownsAdvisor(seat, seats, words)

    def narrator(self, seat: int, names: Sequence[str], words: Words, verbosity: str = "") -> Narrator:
        narrator = Narrator(seat, tuple(names), words)
        narrator.set_verbosity(verbosity or Verbosity.NORMAL)
        return narrator

    def braille(self, view: SeatView, words: Words, table: str) -> Printout:
        from shared_table.games.fivecrowns.braille.printouts import hand_printout_of, score_sheet_of

        if view.is_over:  # no hand is left: the score sheet is what there is to read
            return Printout(words("fc-braille-scores-title"), "scores", score_sheet_of(view, table, words=words))
        return Printout(words("fc-braille-hand-title"), "hand", hand_printout_of(view, table, words=words))

    def drawing(self, view: SeatView, words: Words, table: str, settings: Mapping[str, str] | None = None) -> dict[str, Any]:
        from shared_table.games.fivecrowns.braille.drawing import table_drawing

        return table_drawing(view, words, table, settings or {})

    def printout(self, view: SeatView, what: str, words: Words, table: str) -> Printout:
        from shared_table.games.fivecrowns.braille.printouts import hand_printout_of, score_sheet_of

        if what == "hand":
            if view.is_over:
                raise IllegalAction(msg("fc-printout-no-hand", command=_print_scores(words)))
            text = hand_printout_of(view, table, fmt="brf", words=words)
        else:
            text = score_sheet_of(view, table, fmt="brf", words=words)
        # The file's name stays as it is in every language: plain letters any system can hold.
        return Printout(words("fc-printout-title", what=what), f"{what}-round-{view.round_number}", text)

    def stage_words(self, stage: int, seats: int, words: Words) -> str:
        return words("fc-stage", round=stage)

    replay_unit = "fc-replay-unit"

    def replay_parts(self, events: Sequence[Event], words: Words) -> list[ReplayPart]:
        """A part for each round, from its start: its first line says "Round 3. ...", so no heading."""
        return [ReplayPart(at) for at, event in enumerate(events) if at == 0 or isinstance(event, ev.RoundStarted)]

    def every_card(self, state: GameState) -> list[str]:
        if not isinstance(state, FiveCrownsState):
            raise TypeError(f"not a Five Crowns game: {state!r}")
        return [card.short for card in state.all_cards()]

    def resample(self, state: GameState, seat: int, rng: random.Random) -> GameState:
        if not isinstance(state, FiveCrownsState):
            raise TypeError(f"not a Five Crowns game: {state!r}")
        return resample(state, seat, rng)


GAME: Game = FiveCrowns()  # mypy checks Five Crowns against the contract here
