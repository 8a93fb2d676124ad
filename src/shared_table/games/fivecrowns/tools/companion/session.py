"""The table companion as lines in and lines out: `CompanionSession.handle(line)` returns what to
say; it never prints and never raises. games/fivecrowns/tools/companion/cli.py reads and writes the lines.

Most lines are commands (games/fivecrowns/tools/companion/commands.py). While a round is being scored, lines
are the players' scores instead, one player after another, until the round is scored.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from shared_table.core.commands import Command, Registry
from shared_table.core.error_log import error_log
from shared_table.core.errors import IllegalAction, InvalidInput, SharedTableError
from shared_table.core.message import msg
from shared_table.core.safe_text import MAX_LINE
from shared_table.core.words import Words
from shared_table.games.fivecrowns.rules.state import ROUNDS
from shared_table.games.fivecrowns.tools.companion.commands import companion_registry, find_command, letter_changed
from shared_table.games.fivecrowns.tools.companion.narration import (
    change_words,
    entry_said_back,
    meld_note,
    round_opening,
    wild_words,
)
from shared_table.games.fivecrowns.tools.companion.sheet import Change, Entry, Sheet, Undone, fewest_points, parse_entry
from shared_table.games.fivecrowns.tools.companion.store import SheetFileProblem, SheetStore
from shared_table.games.fivecrowns.tools.language import english_words, typed_words


@dataclass
class _Walk:
    """A round being scored: the entries so far, in seating order, and one said back to confirm."""

    round_number: int
    entries: list[Entry] = field(default_factory=list)
    pending: Entry | None = None


class CompanionSession:
    """One score sheet at a time, saved in `store` after every change (not saved when None)."""

    def __init__(self, store: SheetStore | None, error_log: str = "", braille_table: str = "ueb",
                 words: Words | None = None) -> None:
        self.words = words or english_words()
        self.registry: Registry[CompanionSession] = companion_registry(self.words)
        self.store = store
        self.error_log = error_log
        self.braille_table = braille_table
        self.sheet: Sheet | None = None
        self.number: int | None = None
        self.walk: _Walk | None = None
        self.dealer_to_confirm: int | None = None  # a new first dealer asked about, waiting for yes or no
        self.last_answer: list[str] = []
        self.letters_told: set[str] = set()  # retired letters whose change has been said (commands.RETIRED)
        self.quit = False
        self._save_failed = False

    @property
    def done(self) -> bool:
        return self.quit

    # ------------------------------------------------------------------ beginning

    def start(self) -> list[str]:
        """The first lines: what to do, and the sheet left unfinished last time, if any."""
        lines = [self.words("fcc-welcome"), self.words("fcc-set-up")]
        saved = self._unfinished()
        if saved:
            lines.append(saved)
        lines.append(self.words("fcc-start-help"))
        return self._remember(lines)

    def _unfinished(self) -> str:
        """"Sheet 3 is not finished: Ann, Bob and Cy, round 6 next. Type resume to go on with it."
        ("" when there is none)."""
        if self.store is None:
            return ""
        try:
            saved = self.store.last_unfinished()
        except OSError:
            return ""
        if saved is None or saved.sheet is None:
            return ""
        return self.words("fcc-start-unfinished", number=str(saved.number), names=saved.sheet.players,
                          round=saved.sheet.next_round or 0)

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
            return [self._save_failed_words(error)]
        return []

    def _save_failed_words(self, error: Exception) -> str:
        assert self.store is not None
        reason = self.words.say(error.message) if isinstance(error, SharedTableError) else str(error)
        return self.words("fcc-save-failed", folder=str(self.store.folder), reason=reason)

    # ------------------------------------------------------------------ the sheet

    def need_sheet(self) -> Sheet:
        if self.sheet is None:
            raise IllegalAction(msg("fcc-no-players"))
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
            return [self._save_failed_words(error)]
        self._save_failed = False
        return []

    def changed(self, change: Change | Undone, extra: list[str] | None = None) -> list[str]:
        """Save after a change, then say what it did."""
        assert self.sheet is not None
        notice = self.save()
        return [*change_words(self.sheet, change, self.words), *(extra or []), *notice]

    def saved_where(self) -> str:
        if self.store is None or self.number is None:
            return self.words("fcc-not-saved")
        return self.words("fcc-saved-in", number=str(self.number), path=str(self.store.path(self.number)))

    def load(self, number: int) -> Sheet:
        if self.store is None:
            raise IllegalAction(msg("fcc-no-store-open"))
        try:
            sheet = self.store.load(number)
            if number != self.number:
                self.store.claim(number)  # after reading: a refused file leaves nothing behind
            return sheet
        except SheetFileProblem as problem:
            raise IllegalAction(msg("fcc-left-as-it-is", problem=problem.message)) from None

    # ------------------------------------------------------------------ scoring a round

    def begin_scoring(self) -> list[str]:
        sheet = self.need_sheet()
        n = sheet.next_round
        if n is None:
            raise IllegalAction(msg("fcc-scoring-over", rounds=ROUNDS))
        self.walk = _Walk(n)
        return [self.words("fcc-scoring-start", round=n, wild=wild_words(n, self.words)), self._ask()]

    def _ask(self) -> str:
        assert self.sheet is not None and self.walk is not None
        return self.words("fcc-ask", name=self.sheet.players[len(self.walk.entries)])

    def _walk_line(self, text: str) -> list[str]:
        walk, sheet = self.walk, self.sheet
        assert walk is not None and sheet is not None
        key = " ".join(text.lower().split())
        name = sheet.players[len(walk.entries)]
        quit_words = typed_words(self.words, "fcc-typed-quit")
        if key in typed_words(self.words, "fcc-typed-cancel") | quit_words:
            self.walk = None
            lines = [self.words("fcc-scoring-stopped", round=walk.round_number)]
            return lines + (self._goodbye() if key in quit_words else [])
        if key in typed_words(self.words, "fcc-typed-help"):
            return [self.words("fcc-scoring-help", round=walk.round_number, name=name), self._ask()]
        if walk.pending is not None and (not key or key in typed_words(self.words, "fcc-typed-yes")):
            return self._accept(walk.pending)
        if key in typed_words(self.words, "fcc-typed-back"):
            if walk.pending is not None:
                walk.pending = None
            elif walk.entries:
                walk.entries.pop()
            else:
                return [self.words("fcc-scoring-first", name=name), self._ask()]
            return [self._ask()]
        if not key:
            return [self._ask()]
        walk.pending = None
        try:
            entry = parse_entry(text, walk.round_number, sheet.sets, self.words)
            entries = [*walk.entries, entry]
            if len(entries) == len(sheet.players):
                sheet.check_round(walk.round_number, entries)
            else:
                sheet.check_partial(walk.round_number, entries)
        except InvalidInput as error:
            return [self.sentence(error), self._ask()]
        if entry.cards is None:
            return self._accept(entry)
        walk.pending = entry
        note = meld_note(fewest_points(entry, walk.round_number), entry.points, self.words)
        said = entry_said_back(name, entry, walk.round_number, self.words)
        return [said + (" " + note if note else ""), self.words("fcc-scoring-confirm", name=name)]

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
            return [self.words("fcc-stopped")]
        if len(line) > MAX_LINE:
            return [self.words("table-line-too-long", count=len(line), most=MAX_LINE)]
        text = line.strip()
        kept: list[str] = []
        changed: list[str] = []  # said after the answer: a retired letter's new meaning, once
        try:
            if self.dealer_to_confirm is not None:
                # Only yes rewrites the dealers; no keeps them, and any other line is done as typed.
                seat, self.dealer_to_confirm = self.dealer_to_confirm, None
                key = " ".join(text.lower().split())
                if key in typed_words(self.words, "fcc-typed-sure"):
                    return self._remember(self.changed(self.need_sheet().set_first_dealer(seat)))
                kept = [self._dealers_kept()]
                if not key or key in typed_words(self.words, "fcc-typed-no"):
                    return self._remember(kept)
            if self.walk is not None:
                return self._remember(self._walk_line(text))
            if not text:
                return self._remember([round_opening(self.sheet, self.words)] if self.sheet else [self.words("fcc-set-up")])
            word = text.partition(" ")[0]
            command, argument = self.registry.parse(text, find=lambda typed: self._command(typed, text))
            changed = self._letter_changed(word)
            lines = [*kept, *command.handler(self, argument), *changed]
            return lines if command.name == "last" else self._remember(lines)
        except (InvalidInput, IllegalAction) as error:
            return [*kept, self.sentence(error), *changed]
        except Exception:
            error_log().exception("companion line %r failed", text)
            self.walk = None
            if self.error_log:
                return [self.words("fcc-went-wrong-logged", log=self.error_log)]
            return [self.words("fcc-went-wrong")]

    def _command(self, word: str, text: str) -> Command[CompanionSession]:
        """The command `word` names; before any player is named, names typed alone ("Ann, Bob,
        Cy") are answered with how to seat them, which is what they are for."""
        try:
            return find_command(self.registry, word)
        except InvalidInput:
            if self.sheet is None and ("," in text or " " in text.strip()):
                players = self.registry.name_of(self.registry.find("players"))
                raise InvalidInput(msg("fcc-names-first", given=word, command=players, names=text.strip())) from None
            raise

    def _letter_changed(self, word: str) -> list[str]:
        """The first time in this session a retired letter is typed, what it means now."""
        said = letter_changed(self.registry, word)
        if not said or word.lower() in self.letters_told:
            return []
        self.letters_told.add(word.lower())
        return [said]

    def _dealers_kept(self) -> str:
        sheet = self.need_sheet()
        return self.words("fcc-dealers-kept", name=sheet.players[sheet.first_dealer])

    def _remember(self, lines: list[str]) -> list[str]:
        self.last_answer = lines
        return lines

    def stop(self) -> list[str]:
        """Quit: everything is saved already, so there is nothing to ask."""
        self.quit = True
        return self._goodbye()

    def end_of_input(self) -> list[str]:
        """Input ended (a script ran out, or Ctrl-D): say what is kept and what is not."""
        lines = [self.words("fcc-end-of-input")]
        if self.walk is not None:
            lines.append(self.words("fcc-end-not-scored", round=self.walk.round_number))
            self.walk = None
        return lines + self._goodbye()

    def _goodbye(self) -> list[str]:
        self.quit = True
        if self.sheet is None or self.number is None or self.store is None:
            return [self.words("fcc-goodbye")]
        return [self.words("fcc-goodbye-saved", saved=self.saved_where(), over="yes" if self.sheet.is_over else "no",
                           number=str(self.number))]

    def sentence(self, error: SharedTableError) -> str:
        """An error's message as a spoken sentence in the session's language."""
        return sentence(self.words.say(error.message), self.words)


def sentence(message: str, words: Words) -> str:
    """A message as a spoken sentence: capital first, full stop last."""
    message = message[0].upper() + message[1:] if message else words("fcc-did-not-work")
    return message if message.endswith((".", "?", "!")) else message + "."
