"""The contract between a game and the table: what every game provides, after OpenSpiel (a state
with legal actions, `apply` returning events, a view per seat, a game registry) and
boardgame.io (a game object with setup, moves and a player view).

Shared code (the table, the seat session and console, saves, replay, tournaments, the
`shared-table` command) is typed against these protocols and nothing else: it never imports a
game. A game is a package under `games/` whose `game.py` holds one `Game` object, listed once in
`games/__init__.py` (docs/architecture.md says how to add one).

Seats are numbered 0, 1, ... clockwise. Actions carry the seat that acts, so a refusal can say
whose turn it is. Events and views hold only what a seat may know once passed through
`seen_by` / `view`; a number that is no seat (a spectator, say -1) sees no hidden card at all.
Actions and views are the game's own types: shared code only passes them between the game's
own parts (its rules, narrator, bots and codec), so they are `Any` here.

Words: the rules keep no English. Their errors carry a `Msg` (a catalog id and values); the parts
that speak (narrator, advisor, welcome, braille, printouts, stage words, commands) are given the
player's `Words` and render the game's Fluent catalogs, found in `Game.catalogs`
(docs/languages.md).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from shared_table.core.commands import Command
from shared_table.core.info import Described, GameInfo, GameOption, Tool
from shared_table.core.said_moves import SaidMove
from shared_table.core.seat import Seat

__all__ = ["Described", "GameInfo", "GameOption", "Tool"]  # declared in core/info.py, part of the contract here too

if TYPE_CHECKING:  # the catalogs import core; the contract only names their type
    from shared_table.core.words import Words


class Action(Protocol):
    """A player's move: a small frozen value that names the seat acting."""

    @property
    def seat(self) -> int: ...


class Event(Protocol):
    """Something that happened, in the words of the game."""

    def seen_by(self, seat: int) -> Event:
        """This event as `seat` may know it: hidden cards of other seats removed."""
        ...


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended: each seat's points and who won (ties: several winners)."""

    points: tuple[int, ...]
    winners: tuple[int, ...]


class GameState(Protocol):
    """A game in progress.

    `apply` raises `core.errors.IllegalAction` with a message (a `Msg`) saying why when the action is not
    allowed now, and then changes nothing. The events it returns are whole (for the game's own
    log); the table passes them through `Event.seen_by` before any seat hears of them, and
    `events_for(seat)` is the whole log as one seat may know it.
    """

    @property
    def seats(self) -> int: ...

    @property
    def current(self) -> int:
        """The seat to act now (meaningless once the game is over)."""
        ...

    @property
    def is_over(self) -> bool: ...

    @property
    def stage(self) -> int:
        """How far the game has come, for the list of saved games: a round, a card turned."""
        ...

    def outcome(self) -> Outcome | None:
        """Points and winners once the game is over; None before."""
        ...

    def legal_actions(self) -> Sequence[Any]: ...

    def apply(self, action: Any) -> Sequence[Event]: ...

    def view(self, seat: int) -> Any: ...

    def events_for(self, seat: int) -> Sequence[Event]: ...


ONLOOKER = -1
"""The seat of a narrator that speaks to no player: everyone is named, nothing private is known."""


class Narrator(Protocol):
    """Events and one seat's view as short sentences for that seat ("you"). No I/O."""

    @property
    def verbosity(self) -> str: ...

    def set_verbosity(self, level: str) -> None:
        """Change how much is said; `InvalidInput` naming the choices for a level not known."""
        ...

    def settings(self) -> dict[str, str]:
        """What the person chose of how things are said ("verbosity", Five Crowns' "sort"): kept
        for the next game at the table and saved with this one, so that a resume says it the same way."""
        ...

    def restore(self, settings: Mapping[str, str]) -> None:
        """Take `settings` back; a key or value not known (a save of another version) is left alone."""
        ...

    def narrate(self, events: Sequence[Event], view: Any) -> list[str]:
        """One line per event worth saying at this verbosity; `view` is the seat's view after them,
        or None when the events are retold (replay), with no present to refer to."""
        ...

    def turn(self, view: Any) -> list[str]:
        """Whose turn it is and what this seat can do now, a short line or two (an empty line says this)."""
        ...

    def your_turn(self, view: Any, just_said: Sequence[str] = ()) -> list[str]:
        """What is said as this seat's turn comes (nothing when it is not its turn)."""
        ...

    def resumed(self, view: Any, game_name: str) -> str:
        """Where a resumed game stands, in one sentence."""
        ...

    def standing(self, view: Any) -> list[str]:
        """What a person sitting down at this seat needs first (their hand, their layout)."""
        ...

    def taken_back(self, view: Any) -> str:
        """What is said when this seat's last move has been taken back (games that allow it)."""
        ...


class Bot(Protocol):
    """A computer player for one seat: told every event as its seat sees it, asked for a move."""

    def observe(self, events: Sequence[Event]) -> None: ...

    def choose(self, view: Any) -> Any: ...


class Advisor(Protocol):
    """The hint for one seat: what a strong player would do now, and why."""

    def observe(self, events: Sequence[Event]) -> None: ...

    def reseed(self, key: str) -> None:
        """Draw random numbers afresh from `key`, so one position always gets one hint."""
        ...

    def advice(self, view: Any) -> Hint:
        """"Hint: ..." for this seat now, and the move it names; `IllegalAction` saying why when
        there is none."""
        ...

    def hint_due(self, view: Any) -> bool:
        """Whether a turn has just begun, so that `hints on` says a hint now."""
        ...

    def ponder(self, view: Any) -> None:
        """Think while the player listens (may do nothing); stopped by `pause`."""
        ...

    def pause(self) -> None:
        """Stop thinking in the background: the state is about to change."""
        ...


@dataclass(frozen=True, slots=True)
class Hint:
    """A hint as said ("Hint: Discard the nine of clubs: it helps no meld.") and the move it names,
    with the words a person may type back for it (`core.said_moves`); no move when it names none
    ("No hint: it is not your turn.")."""

    said: str
    move: SaidMove | None = None


@dataclass(frozen=True, slots=True)
class Printout:
    """A braille document made from a seat's view: what is said before it, the file name's stem
    (without .brf) and the text, Unicode braille or BRF."""

    heading: str
    stem: str
    text: str


@dataclass(frozen=True, slots=True)
class ReplayPart:
    """One part of a replay, told on its own (`replay round 3`): where it begins in a seat's
    account (an index into its events) and what is said before it, "" when its own first line
    says which it is (Five Crowns' "Round 3. ...")."""

    start: int
    heading: str = ""


class Codec(Protocol):
    """A game's JSON words for actions, events and views: saves today, a connection next. Decoding
    raises `InvalidInput` saying what was wrong and what was given (core/json_codec.py)."""

    def encode_action(self, action: Any) -> dict[str, Any]: ...

    def decode_action(self, value: object) -> Any: ...

    def encode_event(self, event: Any) -> dict[str, Any]: ...

    def decode_event(self, value: object) -> Event: ...

    def encode_view(self, view: Any) -> dict[str, Any]: ...

    def decode_view(self, value: object) -> Any: ...


class Game(Protocol):
    """Everything shared code needs from one game. `commands` are the game's own; the table adds
    the ones every game has (help, quit, last, history, verbosity, hint, braille, print ...)."""

    @property
    def info(self) -> GameInfo:
        """Name, title, catalogs, seats, computer players' levels, options and tools (a
        `Described` game answers `name`, `title` ... below from it)."""
        ...

    @property
    def name(self) -> str: ...

    @property
    def title(self) -> str: ...

    @property
    def catalogs(self) -> tuple[str, ...]: ...

    @property
    def players(self) -> tuple[int, int]: ...

    @property
    def bot_levels(self) -> tuple[str, ...]: ...

    @property
    def default_level(self) -> str: ...

    @property
    def verbosities(self) -> tuple[str, ...]:
        """How much the narrator says, the least first: the last says the most."""
        ...

    @property
    def commands(self) -> Sequence[Command[Seat]]: ...

    @property
    def after_the_game(self) -> frozenset[str]:
        """The game's own commands that still answer once it is over."""
        ...

    @property
    def printouts(self) -> tuple[str, ...]:
        """What `print` can write ("hand", "scores"); the first is the default."""
        ...

    @property
    def points_name(self) -> str:
        """The message id of what `Outcome.points` count, for a report: points, stock cards left."""
        ...

    @property
    def lower_points_win(self) -> bool:
        """Whether fewer points is better (Five Crowns), for tournaments' reports."""
        ...

    @property
    def options(self) -> Sequence[GameOption]: ...

    @property
    def tools(self) -> Sequence[Tool]: ...

    @property
    def codec(self) -> Codec: ...

    def drawing(self, view: Any, words: Words, table: str, settings: Mapping[str, str] | None = None) -> dict[str, Any]:
        """The seat's table as a web page draws it (core/drawing.py), in `words`' language, each
        card's braille label in braille `table`, listed as the person chose (`settings`: their
        narrator's, e.g. Five Crowns' "sort"), so that a button's number is the one they hear."""
        ...

    @property
    def takes_back(self) -> bool:
        """Whether a move may be taken back (`undo`): only in games one person plays alone, where
        nobody else has seen the move (the table takes back the last action, whoever made it)."""
        ...

    def said_moves(self, view: Any, words: Words) -> Sequence[SaidMove]:
        """The moves open to the seat of `view`, each in the sentence the program says it in
        beyond the hint (which brings its own), for a person to type back; none when the game
        names its moves only in hints and commands."""
        ...

    def sounds(self, events: Sequence[Event], seat: int) -> list[str]:
        """The sounds these events make (core/sounds.py's `Cue` names, in order) as heard at
        `seat`: a card it draws sounds apart from one another seat draws."""
        ...

    def welcome(self, seats: int, words: Words) -> list[str]:
        """What a new game begins with, before its first events."""
        ...

    def deal(self, names: Sequence[str], rng: random.Random, options: Sequence[str] = ()) -> GameState:
        """A new game for these players, every card from `rng`, with these of `options` turned on."""
        ...

    def make_bot(self, level: str, seat: int, seats: int, rng: random.Random) -> Bot: ...

    def advisor(self, seat: int, seats: int, words: Words) -> Advisor: ...

    def narrator(self, seat: int, names: Sequence[str], words: Words, verbosity: str = "") -> Narrator:
        """Words for `seat`; verbosity "" is the game's default. `ONLOOKER` for no seat: every
        player by name, no one "you" (what a whole hot-seat table hears at once)."""
        ...

    def braille(self, view: Any, words: Words, table: str) -> Printout:
        """The seat's table in Unicode braille, for the screen or a braille display."""
        ...

    def printout(self, view: Any, what: str, words: Words, table: str) -> Printout:
        """One of `printouts` as BRF for an embosser; `IllegalAction` when there is none now."""
        ...

    def stage_words(self, stage: int, seats: int, words: Words) -> str:
        """`GameState.stage` in words for the list of saved games: "round 4", "card 12 of 28"."""
        ...

    @property
    def replay_unit(self) -> str:
        """The message id of the part `replay_parts` cuts a replay into, in the game's catalogs:
        `<id>` is the word typed before its number ("round": `replay round 3`), `<id>-count` says
        `$count` of them ("4 rounds", "one part"), counted as a sentence's subject."""
        ...

    def replay_parts(self, events: Sequence[Event], words: Words) -> list[ReplayPart]:
        """A seat's account (`events`, from the deal) cut into parts a listener takes one at a
        time, in order, the first at 0; [] when there are no events. Each part ends where a live
        narration may end (at a turn or a round), so the parts retold one after another say the
        whole game. Five Crowns: its rounds; Skip-Bo: ten turns; solitaire: seven cards."""
        ...

    # For the conformance suite (tests/test_conformance.py), which every registered game passes.

    def every_card(self, state: GameState) -> list[str]:
        """Every card (or token) of the game wherever it is now, hidden or not, as the codec writes
        each, place by place in an order the game fixes: the suite checks that the multiset never
        changes from the deal to the end, and sees a resample move a card."""
        ...

    def resample(self, state: GameState, seat: int, rng: random.Random) -> GameState:
        """A copy of `state` that `seat` cannot tell from it (OpenSpiel's ResampleFromInfostate):
        what it may not know (other seats' hidden cards, the stock's order) dealt again from `rng`,
        the log rewritten to match; `state` is unchanged. The suite checks that `seat`'s view and
        events come out the same, so that neither can depend on what `seat` may not see."""
        ...

