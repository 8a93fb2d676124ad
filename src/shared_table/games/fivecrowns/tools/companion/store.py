"""Score sheets kept as JSON files, one per game, in the user's data folder:
``~/.local/share/shared-table/companion/sheet-0003.json`` on Linux (platformdirs).

A sheet is written whole after every change, to a temporary file that then replaces the old one,
so a sheet on disk is always either the one before a change or the one after it. One file per
sheet means a damaged file costs one game, never the others. A file that cannot be read (not
JSON, a newer format, or scores no game could have) is refused with a message naming it and
left exactly as it is; new sheets take numbers after it, so it is never overwritten.
"""

from __future__ import annotations

import datetime
import json
import os
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import platformdirs

from shared_table.core.errors import InvalidInput, SharedTableError
from shared_table.core.message import Msg, msg
from shared_table.games.fivecrowns.rules.cards import parse_cards
from shared_table.games.fivecrowns.tools.companion.sheet import Entry, Sheet
from shared_table.saves.files import Locks

FORMAT = 1
_NAME = re.compile(r"^sheet-(\d+)\.")


class SheetFileProblem(SharedTableError):
    """A sheet file cannot be used; the message names it and says why."""


@dataclass(frozen=True, slots=True)
class SavedSheet:
    """One file of the folder: its sheet, or why it cannot be read."""

    number: int
    path: Path
    sheet: Sheet | None
    updated: str = ""
    problem: Msg | str = ""


def default_folder() -> Path:
    return platformdirs.user_data_path("shared-table") / "companion"


def _now() -> str:
    return datetime.datetime.now().astimezone().isoformat(timespec="seconds")


def encode(sheet: Sheet, created: str, updated: str) -> dict[str, Any]:
    """The sheet as JSON: players, first dealer, and each round's entries in seating order."""

    def entry(value: Entry) -> dict[str, Any]:
        out: dict[str, Any] = {"points": value.points}
        if value.out:
            out["out"] = True
        if value.cards is not None:
            out["cards"] = [card.short for card in value.cards]
        return out

    return {
        "format": FORMAT, "kind": "shared-table companion score sheet", "created": created, "updated": updated,
        "players": list(sheet.players), "first_dealer": sheet.first_dealer,
        "rounds": [[entry(value) for value in entries] for entries in sheet.rounds],
    }


def decode(data: Any) -> Sheet:
    """A sheet from its JSON, checked by the same rules as a sheet being kept; InvalidInput if not."""
    if not isinstance(data, dict):
        raise InvalidInput(msg("fcc-file-not-a-sheet"))
    version = data.get("format")
    if not isinstance(version, int):
        raise InvalidInput(msg("fcc-file-no-format"))
    if version > FORMAT:
        raise InvalidInput(msg("fcc-file-newer", version=str(version), reads=str(FORMAT)))
    players, dealer, rounds = data.get("players"), data.get("first_dealer"), data.get("rounds")
    if not isinstance(players, list) or not all(isinstance(name, str) for name in players):
        raise InvalidInput(msg("fcc-file-players"))
    if not isinstance(dealer, int) or not isinstance(rounds, list):
        raise InvalidInput(msg("fcc-file-dealer-rounds"))
    return Sheet.restore(players, dealer, [[_entry(value) for value in _list(entries)] for entries in rounds])


def _list(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise InvalidInput(msg("fcc-file-round"))
    return value


def _entry(value: Any) -> Entry:
    if not isinstance(value, dict) or not isinstance(value.get("points"), int) or isinstance(value.get("points"), bool):
        raise InvalidInput(msg("fcc-file-points"))
    cards = value.get("cards")
    if cards is not None and (not isinstance(cards, list) or not all(isinstance(card, str) for card in cards)):
        raise InvalidInput(msg("fcc-file-cards"))
    return Entry(value["points"], value.get("out") is True, None if cards is None else tuple(parse_cards(cards)))


class SheetStore:
    """The sheets in one folder, numbered from 1."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or default_folder()
        self._created: dict[int, str] = {}
        self._locks: Locks | None = None

    def claim(self, number: int) -> None:
        """Mark sheet `number` as kept by this program, so that a second window cannot write over
        the rounds scored in this one; SheetFileProblem if another window has it open."""
        if self._locks is None:
            self.folder.mkdir(parents=True, exist_ok=True)
            self._locks = Locks(self.folder / "sheets")  # sheets.lock: one byte per sheet, dropped when a program ends
        if not self._locks.claim(number):
            raise SheetFileProblem(msg("fcc-file-open-elsewhere", number=str(number)))

    def release(self, number: int) -> None:
        if self._locks is not None:
            self._locks.release(number)

    def path(self, number: int) -> Path:
        return self.folder / f"sheet-{number:04d}.json"

    def _numbers(self, sheets_only: bool = False) -> list[int]:
        """The numbers of the files there: sheets only, or printouts and leftovers too."""
        if not self.folder.is_dir():
            return []
        found = {
            int(match[1]) for item in self.folder.iterdir()
            if (match := _NAME.match(item.name)) and (item.suffix == ".json" or not sheets_only)
        }
        return sorted(found)

    def new_number(self) -> int:
        """One more than any sheet file there, readable or not, so nothing is ever overwritten."""
        numbers = self._numbers()
        return (numbers[-1] if numbers else 0) + 1

    def create(self, sheet: Sheet) -> int:
        """Save a new sheet under the next free number, claimed with an exclusive create so that
        two companions started at once never share a file. OSError passes up."""
        self.folder.mkdir(parents=True, exist_ok=True)
        while True:
            number = self.new_number()
            try:
                with self.path(number).open("x", encoding="utf-8") as file:
                    now = _now()
                    self._created[number] = now
                    file.write(json.dumps(encode(sheet, now, now), ensure_ascii=False, indent=1) + "\n")
                self.claim(number)
                return number
            except FileExistsError:
                continue  # another companion took it a moment ago

    def save(self, number: int, sheet: Sheet) -> Path:
        """Write the sheet whole, replacing the file in one step. OSError passes up."""
        path = self.path(number)
        now = _now()
        created = self._created.setdefault(number, now)
        text = json.dumps(encode(sheet, created, now), ensure_ascii=False, indent=1)
        self.folder.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=self.folder)
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as file:
                file.write(text + "\n")
                file.flush()
                os.fsync(file.fileno())
            os.replace(temporary, path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
        return path

    def load(self, number: int) -> Sheet:
        """The sheet numbered `number`; SheetFileProblem naming the file if it cannot be used."""
        return self._read(number, self.path(number))[0]

    def _read(self, number: int, path: Path) -> tuple[Sheet, str]:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            sheet = decode(data)
        except FileNotFoundError:
            raise SheetFileProblem(msg("fcc-file-missing", number=str(number), path=str(path))) from None
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
            raise SheetFileProblem(msg("fcc-file-unreadable", path=str(path), reason=str(error))) from None
        except InvalidInput as error:
            raise SheetFileProblem(msg("fcc-file-refused", path=str(path), problem=error.message)) from None
        self._created.setdefault(number, str(data.get("created", "")) or _now())
        return sheet, str(data.get("updated", ""))

    def sheets(self) -> list[SavedSheet]:
        """Every sheet file in number order; a file that cannot be read says why."""
        found = []
        for number in self._numbers(sheets_only=True):
            path = self.path(number)
            try:
                sheet, updated = self._read(number, path)
            except SheetFileProblem as problem:
                found.append(SavedSheet(number, path, None, problem=problem.message))
                continue
            found.append(SavedSheet(number, path, sheet, updated))
        return found

    def last_unfinished(self) -> SavedSheet | None:
        """The unfinished sheet changed last, if any."""
        unfinished = [saved for saved in self.sheets() if saved.sheet is not None and not saved.sheet.is_over]
        return max(unfinished, key=lambda saved: (saved.updated, saved.number), default=None)
