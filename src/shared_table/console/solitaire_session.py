"""Five Crowns Solitaire as lines in and lines out: `SolitaireSession.handle(line)` returns what to
say; it never prints and never raises. console/solitaire_command.py reads and writes the lines,
and speaks them, exactly as `play` does.
"""

from __future__ import annotations

import copy
import logging
import random

from shared_table.bots.solitaire_lookahead import Lookahead
from shared_table.bots.solitaire_planner import advise
from shared_table.console.solitaire_commands import SOLITAIRE
from shared_table.core.errors import IllegalAction, InvalidInput
from shared_table.games.solitaire.state import Play, SolitaireState, SolitaireView
from shared_table.narration.card_words import card_words
from shared_table.narration.solitaire import event_lines, turn_line

log = logging.getLogger("shared_table")

WELCOME = "Five Crowns Solitaire: close all eleven piles before the stock runs out."
HOW = (
    "Type piles to hear them, and pile and a number for one pile.",
    "The card turned goes into a pile, and a card of that pile comes out: type play, the pile, out, and that card, "
    "like: play 3 out king of clubs.",
    "Pass lets the card turned go; undo takes back a move.",
)
_YES = {"y", "yes"}


def _sentence(text: str) -> str:
    text = text.strip()
    return text if text.endswith((".", "!", "?")) else text + "."


class SolitaireSession:
    """One game at a time; `new` deals the next from the same seeded sequence."""

    def __init__(self, seed: int | None = None, error_log: str = "", braille_table: str = "ueb", hints: bool = False,
                 lookahead: bool = True) -> None:
        self.deals = random.Random(seed)  # each game's deal comes from here: --seed replays a whole evening
        self.error_log = error_log
        self.braille_table = braille_table
        self.auto_hints = hints
        # The planner searches while the player listens (bots/solitaire_lookahead.py).
        self.lookahead = Lookahead() if lookahead else None
        self.games = 0
        self.state = self._deal()
        self.before: list[SolitaireState] = []  # the layout before each move of this game, for undo
        self.pending_quit = False
        self.quit = False

    def _deal(self) -> SolitaireState:
        self.games += 1
        return SolitaireState(random.Random(self.deals.getrandbits(64)))

    @property
    def done(self) -> bool:
        return self.quit

    @property
    def game_name(self) -> str:
        return f"game-{self.games}"

    @property
    def cards_turned(self) -> int:
        return self.state.stock_size - self.state.view().stock_left

    def view(self) -> SolitaireView:
        return self.state.view()

    def start(self) -> list[str]:
        lines = [WELCOME, *HOW, "Type help for all commands.", *self._opening()]
        self._think_ahead()
        return lines

    def _think_ahead(self) -> None:
        """Plan the card turned in the background while the player listens and reads."""
        if self.lookahead is not None:
            if self.quit or self.state.is_over:
                self.lookahead.stop()
            else:
                self.lookahead.start(self.view())

    def _opening(self) -> list[str]:
        return [*event_lines(self.state.events_for()), *self._prompt()]

    def _prompt(self) -> list[str]:
        if self.state.is_over:
            return ["Type new for another game, or quit."]
        lines = [turn_line(self.view())]
        if self.auto_hints:
            lines.append(self.hint())
        return lines

    def hint(self) -> str:
        if self.lookahead is not None:  # what it found is remembered: the answer starts from there
            self.lookahead.stop()
        _, reason = advise(self.view())
        return "Hint: " + reason

    def apply(self, action: Play) -> list[str]:
        if self.lookahead is not None:  # its layout is about to change
            self.lookahead.stop()
        before = copy.deepcopy(self.state)
        lines = [*event_lines(self.state.apply(action)), *self._prompt()]  # IllegalAction leaves the state as it was
        self.before.append(before)
        return lines

    def undo(self) -> list[str]:
        """Take back the last play or pass: the layout and the card turned as they were."""
        if not self.before:
            raise IllegalAction("Nothing to take back: no card has been played in this game yet.")
        if self.lookahead is not None:
            self.lookahead.stop()
        self.state = self.before.pop()
        turned = self.view().turned
        assert turned is not None
        return [f"Taken back: the {card_words(turned)} is the card turned again, and the piles are as they were.",
                *self._prompt()]

    def new_game(self) -> list[str]:
        self.state = self._deal()
        self.before = []
        return [f"Game {self.games}.", *self._opening()]

    def ask_to_quit(self) -> list[str]:
        if self.state.is_over:
            self.quit = True
            return ["Goodbye."]
        self.pending_quit = True
        return ["Quit this game? Type yes to quit, anything else to go on."]

    def handle(self, line: str) -> list[str]:
        """Lines to say in answer to one typed line. Never raises: errors are said."""
        lines = self._handle(line)
        self._think_ahead()
        return lines

    def _handle(self, line: str) -> list[str]:
        if self.quit:
            return ["The game has stopped."]
        text = line.strip()
        if self.pending_quit:
            self.pending_quit = False
            if text.lower() in _YES:
                self.quit = True
                return ["Game stopped. Goodbye."]
            return ["Playing on.", *self._prompt()]
        try:
            if not text:
                return self._prompt()
            word, _, rest = text.partition(" ")
            return SOLITAIRE.find(word).handler(self, rest.strip())
        except (InvalidInput, IllegalAction) as error:
            return [_sentence(str(error))]
        except Exception:
            log.exception("solitaire line %r failed", text)
            where = f" It was written to {self.error_log}." if self.error_log else ""
            return [f"Sorry, something went wrong with that.{where} The game is as it was before it."]

    def end_of_input(self) -> list[str]:
        if self.state.is_over:
            return ["End of input. Goodbye."]
        return ["End of input: the game stops here, unfinished."]
