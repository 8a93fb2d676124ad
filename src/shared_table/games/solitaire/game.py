"""Five Crowns Solitaire as the table sees it (core.game.Game): one seat, every card face up but
the stock's order, and moves that may be taken back."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from shared_table.core.commands import Command
from shared_table.core.errors import IllegalAction
from shared_table.core.game import Described, Event, Game, GameState, Hint, Printout, ReplayPart
from shared_table.core.message import msg
from shared_table.core.said_moves import SaidMove
from shared_table.core.seat import Seat
from shared_table.core.sounds import Cue
from shared_table.core.words import Words
from shared_table.games.fivecrowns.rules.cards import card_msg
from shared_table.games.solitaire.bots.players import GreedyPlayer, SolitairePlayer
from shared_table.games.solitaire.info import INFO
from shared_table.games.solitaire.rules.codec import GAME_CODEC
from shared_table.games.solitaire.rules.state import (
    STOCK_SIZE,
    CardPlayed,
    CardTurned,
    GameLost,
    PileClosed,
    Play,
    SolitaireState,
    SolitaireView,
)
from shared_table.games.solitaire.rules.state import GameWon as SolitaireWon
from shared_table.games.solitaire.words.narration import SolitaireNarrator


def _planner() -> SolitairePlayer:
    from shared_table.games.solitaire.bots.planner import PlannerPlayer

    return PlannerPlayer()


PLAYERS: dict[str, Callable[[], SolitairePlayer]] = {"greedy": GreedyPlayer, "planner": _planner}
"""The computer players, weakest first: `greedy` lowers a pile's points, `planner` plans the game."""


class SolitaireBot:
    """A solitaire player at the table: it sees everything there is to see, so it observes nothing."""

    def __init__(self, player: SolitairePlayer) -> None:
        self.player = player

    def observe(self, events: Sequence[Event]) -> None:
        """Every card is face up: the view says it all."""

    def choose(self, view: SolitaireView) -> Play:
        return self.player.choose(view)


class SolitaireAdvisor:
    """The hint: the planner's choice, which it works out in the background while the player
    listens (bots/lookahead.py), and remembers when asked."""

    def __init__(self, words: Words) -> None:
        from shared_table.games.solitaire.bots.lookahead import Lookahead

        self.words = words
        self.lookahead = Lookahead()

    def observe(self, events: Sequence[Event]) -> None:
        """The view holds all the planner needs."""

    def reseed(self, key: str) -> None:
        """The planner draws no random numbers."""

    def advice(self, view: SolitaireView) -> Hint:
        from shared_table.games.solitaire.bots.planner import advise

        if view.turned is None:
            words = self.words
            raise IllegalAction(msg("sol-game-over", new=words("table-cmd-new"), quit=words("table-cmd-quit")))
        self.lookahead.stop()  # what it found is remembered: the answer starts from there
        play, why = advise(view)
        reason = self.words.say(why)
        # "Pile 7" alone is the command that reads pile 7: the move is typed back from its card on
        return Hint(self.words("sol-hint", reason=reason), SaidMove(reason, play, least=2))

    def hint_due(self, view: SolitaireView) -> bool:
        return view.turned is not None

    def ponder(self, view: SolitaireView) -> None:
        self.lookahead.start(view)

    def pause(self) -> None:
        self.lookahead.stop()


REPLAY_CARDS = 7
"""Cards turned in each part of a replay: four parts of a whole stock."""


class Solitaire(Described):
    """Five Crowns Solitaire: eleven piles to close from one stock (docs/rules.md, "Solitaire")."""

    info = INFO
    verbosities = ("brief", "normal", "full")
    after_the_game = frozenset({"piles", "pile", "card", "stock", "discards"})
    printouts = ("piles",)
    codec = GAME_CODEC
    takes_back = True
    lower_points_win = False  # points are the piles closed
    points_name = "sol-points"

    @property
    def commands(self) -> Sequence[Command[Seat]]:
        from shared_table.games.solitaire.words.commands import COMMANDS

        return COMMANDS

    def said_moves(self, view: SolitaireView, words: Words) -> Sequence[SaidMove]:
        """Every play open now as a hint begins ("Pile 7: the six of spades in place of the king
        of stars"), typed back from its card on: "pile 7" alone still reads pile 7."""
        if view.turned is None:
            return ()
        turned = card_msg(view.turned)
        return [SaidMove(words("sol-said-move", pile=pile.number, card=turned, discard=card_msg(card)), Play(pile.number, card), least=2)
                for pile in view.open_piles for card in dict.fromkeys(pile.cards)]

    def sounds(self, events: Sequence[Event], seat: int) -> list[str]:
        heard: list[str] = []
        for event in events:
            match event:
                case CardTurned():
                    heard.append(Cue.DRAW)
                case CardPlayed():
                    heard.append(Cue.SWAP)
                case PileClosed():
                    heard.append(Cue.PILE_CLOSED)
                case SolitaireWon() | GameLost():
                    heard.append(Cue.GAME_END)
        return heard

    def welcome(self, seats: int, words: Words) -> list[str]:
        from shared_table.games.solitaire.words.commands import EXAMPLE_CARD
        from shared_table.games.solitaire.words.narration import card_said

        return [
            words("sol-welcome"),
            words("sol-welcome-piles"),
            words("sol-welcome-play"),
            words("sol-welcome-type", card=card_said(EXAMPLE_CARD, words)),
            words("sol-welcome-pass", undo=words("table-cmd-undo")),
            words("sol-welcome-help", help=words("table-cmd-help")),
        ]

    def deal(self, names: Sequence[str], rng: random.Random, options: Sequence[str] = ()) -> GameState:
        return SolitaireState(rng)

    def make_bot(self, level: str, seat: int, seats: int, rng: random.Random) -> SolitaireBot:
        if level not in PLAYERS:
            raise ValueError(f'no solitaire player "{level}": choose {" or ".join(PLAYERS)}')
        return SolitaireBot(PLAYERS[level]())

    def advisor(self, seat: int, seats: int, words: Words) -> SolitaireAdvisor:
        return SolitaireAdvisor(words)

    def narrator(self, seat: int, names: Sequence[str], words: Words, verbosity: str = "") -> SolitaireNarrator:
        narrator = SolitaireNarrator(words)
        narrator.set_verbosity(verbosity or "normal")
        return narrator

    def braille(self, view: SolitaireView, words: Words, table: str) -> Printout:
        from shared_table.games.solitaire.braille.printouts import piles_printout

        return Printout(words("sol-braille-intro"), "piles", piles_printout(view, words, table, "unicode"))

    def drawing(self, view: SolitaireView, words: Words, table: str, settings: Mapping[str, str] | None = None) -> dict[str, Any]:
        from shared_table.games.solitaire.braille.drawing import table_drawing

        return table_drawing(view, words, table)

    def printout(self, view: SolitaireView, what: str, words: Words, table: str) -> Printout:
        from shared_table.games.solitaire.braille.printouts import piles_printout

        turned = STOCK_SIZE - view.stock_left
        # The file's name stays ASCII in every language: it is a name for the file system, not words.
        return Printout(words("sol-braille-embosser"), f"solitaire-card-{turned}", piles_printout(view, words, table, "brf"))

    def stage_words(self, stage: int, seats: int, words: Words) -> str:
        return words("sol-stage", stage=stage, total=STOCK_SIZE)

    replay_unit = "sol-replay-unit"

    def replay_parts(self, events: Sequence[Event], words: Words) -> list[ReplayPart]:
        """Parts of seven cards turned from the stock (`REPLAY_CARDS`), the first with the deal;
        each begins as a card is turned, before it is played."""
        from shared_table.games.solitaire.rules.state import CardTurned, PilesDealt

        starts: list[int] = []
        turned: list[list[int]] = []  # the numbers of the cards turned in each part
        stock = STOCK_SIZE
        for at, event in enumerate(events):
            if isinstance(event, PilesDealt):
                stock = event.stock_size
            card = stock - event.stock_left if isinstance(event, CardTurned) else 0
            if not starts or (card > 1 and (card - 1) % REPLAY_CARDS == 0):
                starts.append(at)
                turned.append([])
            if card:
                turned[-1].append(card)
        return [ReplayPart(start, words("sol-replay-heading", number=number, first=min(cards, default=0), last=max(cards, default=0),
                                        cards=len(cards))) for number, (start, cards) in enumerate(zip(starts, turned, strict=True), 1)]

    def every_card(self, state: GameState) -> list[str]:
        if not isinstance(state, SolitaireState):
            raise TypeError(f"not a solitaire game: {state!r}")
        turned = [state.turned] if state.turned is not None else []
        return [card.short for card in [*(card for pile in state.piles for card in pile), *turned, *state.stock, *state.discards]]

    def resample(self, state: GameState, seat: int, rng: random.Random) -> GameState:
        """Only the stock's order is hidden, and no event names a card before it is turned."""
        if not isinstance(state, SolitaireState):
            raise TypeError(f"not a solitaire game: {state!r}")
        copied = copy.deepcopy(state)
        rng.shuffle(copied.stock)
        return copied


GAME: Game = Solitaire()  # mypy checks the solitaire against the contract here
