"""The table companion as lines in and lines out: `CompanionSession.handle(line)` returns what to
say; it never prints and never raises. games/fivecrowns/companion/cli.py reads and writes the lines.

Most lines are commands (games/fivecrowns/companion/commands.py). While a round is being scored, lines
are the players' scores instead, one player after another, until the round is scored.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

from shared_table.core.errors import IllegalAction, InvalidInput
from shared_table.games.fivecrowns.card_words import join_words
from shared_table.games.fivecrowns.companion.commands import COMPANION
from shared_table.games.fivecrowns.companion.narration import (
    change_words,
    entry_said_back,
    meld_note,
    round_opening,
    wild_words,
)
from shared_table.games.fivecrowns.companion.sheet import Change, Entry, Sheet, Undone, fewest_points, parse_entry
from shared_table.games.fivecrowns.companion.store import SheetFileProblem, SheetStore

log = logging.getLogger("shared_table")

WELCOME = "Shared Table companion: the score keeper for Five Crowns with real cards."
SET_UP = "Type players and the names in seating order, for example: players Ann, Bob, Cy."
_YES = {"", "y", "yes", "ok", "keep"}
_NO = {"", "n", "no", "cancel", "keep"}


@dataclass
class _Walk:
    """A round being scored: the entries so far, in seating order, and one said back to confirm."""

    round_number: int
    entries: list[Entry] = field(default_factory=list)
    pending: Entry | None = None


class CompanionSession:
    """One score sheet at a time, saved in `store` after every change (not saved when None)."""

    def __init__(self, store: SheetStore | None, error_log: str = "", braille_table: str = "ueb") -> None:
        self.store = store
        self.error_log = error_log
        self.braille_table = braille_table
        self.sheet: Sheet | None = None
        self.number: int | None = None
        self.walk: _Walk | None = None
        self.dealer_to_confirm: int | None = None  # a new first dealer asked about, waiting for yes or no
        self.last_answer: list[str] = []
        self.quit = False
        self._save_failed = False

    @property
    def done(self) -> bool:
        return self.quit

    # ------------------------------------------------------------------ beginning

    def start(self) -> list[str]:
        """The first lines: what to do, and the sheet left unfinished last time, if any."""
        lines = [WELCOME, SET_UP]
        saved = self._unfinished()
        if saved:
            lines.append(f"{saved} Type resume to go on with it.")
        lines.append("Type help for all commands.")
        return self._remember(lines)

    def _unfinished(self) -> str:
        """"Sheet 3 is not finished: Ann, Bob and Cy, round 6 next." ("" when there is none)."""
        if self.store is None:
            return ""
        try:
            saved = self.store.last_unfinished()
        except OSError:
            return ""
        if saved is None or saved.sheet is None:
            return ""
        names = join_words(list(saved.sheet.players))
        return f"Sheet {saved.number} is not finished: {names}, round {saved.sheet.next_round} next."

    def open(self, sheet: Sheet, number: int | None = None) -> list[str]:
        """Make `sheet` the one being kept and save it; a new one takes the next free number."""
        if self.store is not None and self.number is not None and self.number != number:
            self.store.release(self.number)  # another window may open the sheet left behind
        self.sheet, self.walk, self.number = sheet, None, number
        if number is not None or self.store is None:
            return self.save()
        try:
            self.number = self.store.create(sheet)
        except (OSError, SheetFileProblem) as error:
            self._save_failed = True
            return [f"The sheet cannot be saved in {self.store.folder} ({error}). It is kept while this program runs."]
        return []

    # ------------------------------------------------------------------ the sheet

    def need_sheet(self) -> Sheet:
        if self.sheet is None:
            raise IllegalAction("No players yet. " + SET_UP)
        return self.sheet

    def save(self) -> list[str]:
        """Write the sheet; a folder that cannot be written is said once, and the game goes on."""
        if self.store is None or self.sheet is None or self.number is None:
            return []
        try:
            self.store.save(self.number, self.sheet)
        except OSError as error:
            if self._save_failed:
                return []
            self._save_failed = True
            return [f"The sheet cannot be saved in {self.store.folder} ({error}). It is kept while this program runs."]
        self._save_failed = False
        return []

    def changed(self, change: Change | Undone, extra: list[str] | None = None) -> list[str]:
        """Save after a change, then say what it did."""
        assert self.sheet is not None
        notice = self.save()
        return [*change_words(self.sheet, change), *(extra or []), *notice]

    def saved_where(self) -> str:
        if self.store is None or self.number is None:
            return "This sheet is not saved."
        return f"Sheet {self.number} is saved in {self.store.path(self.number)}."

    def load(self, number: int) -> Sheet:
        if self.store is None:
            raise IllegalAction("Sheets are not saved in this session, so there is none to open.")
        try:
            sheet = self.store.load(number)
            if number != self.number:
                self.store.claim(number)  # after reading: a refused file leaves nothing behind
            return sheet
        except SheetFileProblem as problem:
            raise IllegalAction(f"{problem}. It is left as it is") from None

    # ------------------------------------------------------------------ scoring a round

    def begin_scoring(self) -> list[str]:
        sheet = self.need_sheet()
        n = sheet.next_round
        if n is None:
            raise IllegalAction("The game is over: all 11 rounds are scored. To correct one, type edit, for example: edit 11 Ann 12.")
        self.walk = _Walk(n)
        return [
            f"Scoring round {n}, {wild_words(n)}. For each player, type the points, out, or the cards left in hand."
            " Type back to go back one player, cancel to stop.",
            self._ask(),
        ]

    def _ask(self) -> str:
        assert self.sheet is not None and self.walk is not None
        return f"{self.sheet.players[len(self.walk.entries)]}?"

    def _walk_line(self, text: str) -> list[str]:
        walk, sheet = self.walk, self.sheet
        assert walk is not None and sheet is not None
        key = " ".join(text.lower().split())
        name = sheet.players[len(walk.entries)]
        if key in {"cancel", "stop", "quit", "q"}:
            self.walk = None
            lines = [f"Scoring stopped: round {walk.round_number} is not scored. Type score to start it again."]
            return lines + (self._goodbye() if key in {"quit", "q"} else [])
        if key in {"help", "?"}:
            return [
                f"Scoring round {walk.round_number}. Type {name}'s points like 12, out if {name} went out,"
                " or the cards left in hand like 7c Qh joker. back goes back one player, cancel stops.",
                self._ask(),
            ]
        if walk.pending is not None and key in _YES:
            return self._accept(walk.pending)
        if key == "back":
            if walk.pending is not None:
                walk.pending = None
            elif walk.entries:
                walk.entries.pop()
            else:
                return [f"{name} is the first: there is nobody to go back to.", self._ask()]
            return [self._ask()]
        if not key:
            return [self._ask()]
        walk.pending = None
        try:
            entry = parse_entry(text, walk.round_number, sheet.sets)
            entries = [*walk.entries, entry]
            if len(entries) == len(sheet.players):
                sheet.check_round(walk.round_number, entries)
            else:
                sheet.check_partial(walk.round_number, entries)
        except InvalidInput as error:
            return [sentence(str(error)), self._ask()]
        if entry.cards is None:
            return self._accept(entry)
        walk.pending = entry
        note = meld_note(fewest_points(entry, walk.round_number), entry.points)
        said = entry_said_back(name, entry, walk.round_number)
        return [said + (" " + note if note else ""), f"Press Enter to keep it, or type {name}'s score again."]

    def _accept(self, entry: Entry) -> list[str]:
        walk, sheet = self.walk, self.sheet
        assert walk is not None and sheet is not None
        walk.entries.append(entry)
        walk.pending = None
        if len(walk.entries) < len(sheet.players):
            return [self._ask()]
        self.walk = None
        return self.changed(sheet.score_round(walk.entries))

    # ------------------------------------------------------------------ lines

    def handle(self, line: str) -> list[str]:
        """Lines to say in answer to one typed line. Never raises: errors are said."""
        if self.quit:
            return ["The companion has stopped."]
        text = line.strip()
        kept: list[str] = []
        try:
            if self.dealer_to_confirm is not None:
                # Only yes rewrites the dealers; no keeps them, and any other line is done as typed.
                seat, self.dealer_to_confirm = self.dealer_to_confirm, None
                key = " ".join(text.lower().split())
                if key in {"y", "yes"}:
                    return self._remember(self.changed(self.need_sheet().set_first_dealer(seat)))
                kept = [self._dealers_kept()]
                if key in _NO:
                    return self._remember(kept)
            if self.walk is not None:
                return self._remember(self._walk_line(text))
            if not text:
                return self._remember([round_opening(self.sheet)] if self.sheet else [SET_UP])
            word, _, rest = text.partition(" ")
            command = COMPANION.find(word)
            lines = [*kept, *command.handler(self, rest.strip())]
            return lines if command.name == "last" else self._remember(lines)
        except (InvalidInput, IllegalAction) as error:
            return [*kept, sentence(str(error))]
        except Exception:
            log.exception("companion line %r failed", text)
            where = f" It was written to {self.error_log}." if self.error_log else ""
            self.walk = None
            return [f"Sorry, something went wrong with that.{where} The sheet is as it was before it."]

    def _dealers_kept(self) -> str:
        sheet = self.need_sheet()
        return f"The dealers stay as they were: {sheet.players[sheet.first_dealer]} dealt round 1."

    def _remember(self, lines: list[str]) -> list[str]:
        self.last_answer = lines
        return lines

    def stop(self) -> list[str]:
        """Quit: everything is saved already, so there is nothing to ask."""
        self.quit = True
        return self._goodbye()

    def end_of_input(self) -> list[str]:
        """Input ended (a script ran out, or Ctrl-D): say what is kept and what is not."""
        lines = ["End of input."]
        if self.walk is not None:
            lines.append(f"Round {self.walk.round_number} is not scored: its scores were not all given.")
            self.walk = None
        return lines + self._goodbye()

    def _goodbye(self) -> list[str]:
        self.quit = True
        if self.sheet is None or self.number is None or self.store is None:
            return ["Goodbye."]
        again = f"--print {self.number} prints it" if self.sheet.is_over else f"--resume {self.number} goes on with it"
        return [f"{self.saved_where()} shared-table companion {again}. Goodbye."]


def sentence(message: str) -> str:
    """An error message as a spoken sentence: capital first, full stop last."""
    message = message[0].upper() + message[1:] if message else "That did not work."
    return message if message.endswith((".", "?", "!")) else message + "."
