"""Saved games in SQLite: one database in the user's data folder, WAL mode, one row per action,
committed as it happens, so a game killed at any moment loses nothing the player was told.

A file that is corrupt or not ours is moved aside once, byte for byte, and a fresh file takes
its name, so the games are always in one place; a newer version's file is left alone and
refused. files.py says why, and how a new file is made so that no kill can leave it unreadable.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import platformdirs

from shared_table.core.message import Msg, msg
from shared_table.core.numbers import whole_number
from shared_table.saves.files import (
    PRIVATE_FOLDER,
    Locks,
    ReadOnlyPlace,
    RefusedFile,
    SaveFileProblem,
    check_readable,
    connect_read_only,
    copy_aside,
    create_whole,
    lenient_text,
    make_private,
    set_aside,
)
from shared_table.saves.retention import keep_last
from shared_table.saves.schema import COLUMNS, MIGRATIONS, SCHEMA_VERSION
from shared_table.saves.writes import DISK_ERROR, DISK_FULL, READ_ONLY, Transaction, move_check, reason_of

if TYPE_CHECKING:
    from shared_table.i18n.words import Words
    from shared_table.saves.salvage import Salvaged

DAMAGE = {"save-damaged", "save-unreadable"}
"""Refusals of a file whose bytes changed on the disk, which may still hold games to read back."""

__all__ = [
    "SCHEMA_VERSION", "GameInUse", "NoRoomYet", "ReadOnlyPlace",
    "SaveConflict", "SaveFileProblem", "SaveStore", "SavedGame", "default_path", "move_check",
    "reason_of",
]


class SaveConflict(SaveFileProblem):
    """A move could not be saved because the game changed under us: deleted, or played elsewhere."""


class NoRoomYet(SaveFileProblem):
    """The save file could not be made or opened for want of room (or a disk error): it may
    work a little later, when the disk has room again."""


class GameInUse(SaveFileProblem):
    """The game is being played by another process right now."""


@dataclass(frozen=True, slots=True)
class SavedGame:
    id: int
    kind: str
    setup: dict[str, Any]
    created: float
    updated: float
    round: int
    finished: bool
    moves: int
    heard: int | None = None  # moves every person was told about; None when not known


def default_path() -> Path:
    return platformdirs.user_data_path("shared-table") / "games.sqlite3"


def _all_statements() -> list[str]:
    """Every migration in order and the version they reach: a new file in one transaction."""
    statements = [statement for step in sorted(MIGRATIONS) for statement in MIGRATIONS[step]]
    return [*statements, f"INSERT INTO meta VALUES ('schema_version', '{SCHEMA_VERSION}')"]


class SaveStore:
    """The saved games in one SQLite file: one place for every game, whatever happened before.

    Opening makes the file whole if it is missing, moves a damaged or foreign file aside once
    (`set_aside_as` says where), and refuses a newer version's file with SaveFileProblem."""

    def __init__(self, path: Path, read_only: bool = False) -> None:
        self.path = path
        self.set_aside_as: Path | None = None
        self.refusal: Msg | str = ""  # why the file that was set aside could not be used
        self.damage: Msg | None = None  # damage read past, the files as they were copied to `set_aside_as`
        self.salvaged: Salvaged | None = None  # what was read back from a damaged file set aside
        self.read_only = read_only
        if read_only:  # a folder or file that cannot be written: read the games, change nothing
            self.locks = Locks(None)
            check_readable(path, SCHEMA_VERSION, COLUMNS)
            self.db = connect_read_only(path)
            self.db.text_factory = lenient_text
            return
        path.parent.mkdir(parents=True, exist_ok=True, mode=PRIVATE_FOLDER)
        self.locks = Locks(path)
        try:
            with self.locks.opening():  # one process at a time checks, sets aside, makes, migrates
                make_private(path)  # before SQLite opens it: its -wal and -shm take the file's mode
                self._prepare(alone=self.locks.hold_open())
                # A server's worker threads share this connection. Debian's SQLite is built serialized
                # (THREADSAFE=1), so sharing cannot corrupt it; but a connection holds one transaction,
                # and two threads' would mix: every server use holds net/tables.py's `store_lock`.
                self.db = sqlite3.connect(path, isolation_level=None, check_same_thread=False, timeout=10)
                self.db.text_factory = lenient_text
                self.db.execute("PRAGMA synchronous = NORMAL")  # WAL + NORMAL: a killed process loses no commit
                self.db.execute("PRAGMA foreign_keys = ON")
                self._migrate()
        except BaseException:
            self.locks.close()
            raise

    def _prepare(self, alone: bool) -> None:
        path = self.path
        log, index = Path(f"{path}-wal"), Path(f"{path}-shm")
        if alone and log.exists():  # a -wal file no other process is writing: what a killed one left, checked before SQLite reads it
            from shared_table.saves.wal import damage as wal_damage  # only after a crash: a closed file leaves no -wal

            broken = wal_damage(log)
            if broken is not None:
                self.damage = msg("save-wal-damaged", wal=str(log), frame=broken.frame, dropped=broken.dropped)
                self.set_aside_as = copy_aside(path)
        logged = log.exists() and log.stat().st_size > 0
        # SQLite's readers rebuild the -shm index as they look: as it was, for a file that is refused.
        index_before = index.read_bytes() if alone and logged and index.exists() else None
        if path.exists() and (path.stat().st_size > 0 or logged):
            try:
                if not check_readable(path, SCHEMA_VERSION, COLUMNS):
                    if logged:  # no tables, yet writes in the log: the file lost its pages, and the log must not go with them
                        raise RefusedFile(msg("save-cut-short", path=str(path), size=path.stat().st_size))
                    create_whole(path, _all_statements(), replace=True)  # a database that holds no tables
                return
            except RefusedFile as problem:
                self.refusal = problem.message
                self.set_aside_as = set_aside(path)
                if index_before is not None:
                    Path(f"{self.set_aside_as}-shm").write_bytes(index_before)
        create_whole(path, _all_statements())
        if self.set_aside_as is not None and isinstance(self.refusal, Msg) and self.refusal.id in DAMAGE:
            self.salvaged = self._salvage(self.set_aside_as)

    def _salvage(self, damaged: Path) -> Salvaged | None:
        """Every game and table the damaged file still holds, read back into the fresh one
        (saves/salvage.py); None when nothing could be (the fresh file is then left empty)."""
        from shared_table.saves.salvage import salvage  # only after damage

        try:
            with contextlib.closing(sqlite3.connect(self.path, isolation_level=None)) as fresh:
                columns = {table: {str(row[1]) for row in fresh.execute(f"PRAGMA table_info({table})")}
                           for table in ("meta", "games", "actions", "heard", "served")}
                return salvage(damaged, fresh, columns)
        except (OSError, sqlite3.Error):
            return None

    @classmethod
    def open(cls, path: Path | None = None, words: Words | None = None) -> tuple[SaveStore, str]:
        """The store at `path`, and a notice (in `words`, English by default) when a refused file
        was moved aside to make room."""
        path = path or default_path()
        try:
            store = cls(path)
            store.check_writable()
        except SaveFileProblem:
            raise
        except (OSError, sqlite3.Error) as error:
            reason = reason_of(error)
            place = next(folder for folder in (path, *path.parents) if folder.exists())
            if reason == READ_ONLY or _on_read_only_file_system(place):
                raise ReadOnlyPlace(msg("save-read-only-place", place=str(place))) from None
            problem = msg("save-cannot-keep", path=str(path), reason=reason)
            raise (NoRoomYet(problem) if reason in (DISK_FULL, DISK_ERROR) else SaveFileProblem(problem)) from None
        notice = store.opening_notice()
        if notice is None:
            return store, ""
        if words is None:
            from shared_table.i18n.words import english

            words = english()
        return store, words.say(notice)

    def opening_notice(self) -> Msg | None:
        """What to tell the player about opening the file: a refused or damaged file moved aside."""
        if self.set_aside_as is None:
            return None
        if self.damage is not None and not self.refusal:
            return msg("save-copied-aside", damage=self.damage, kept=str(self.set_aside_as), path=str(self.path))
        if self.salvaged is not None and self.salvaged.games + self.salvaged.tables > 0:
            return msg("save-salvaged", refusal=self.refusal, kept=str(self.set_aside_as), path=str(self.path),
                       games=self.salvaged.games, cut=self.salvaged.cut, tables=self.salvaged.tables)
        return msg("save-set-aside", refusal=self.refusal or self.damage or "", kept=str(self.set_aside_as), path=str(self.path))

    def _migrate(self) -> None:
        row = self.db.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
        version = (whole_number(str(row[0])) or 0) if row else 0  # check_readable refused a file with no number here
        for step in range(version + 1, SCHEMA_VERSION + 1):
            with Transaction(self.db):
                for statement in MIGRATIONS[step]:
                    self.db.execute(statement)
                self.db.execute("INSERT OR REPLACE INTO meta VALUES ('schema_version', ?)", (str(step),))

    @classmethod
    def for_reading(cls, path: Path | None = None, words: Words | None = None) -> tuple[SaveStore, str]:
        """The store for commands that only read: writable if it can be, else read-only."""
        path = path or default_path()
        try:
            return cls.open(path, words)
        except ReadOnlyPlace:
            try:
                return cls(path, read_only=True), ""
            except (OSError, sqlite3.Error) as error:
                raise SaveFileProblem(msg("save-cannot-read-path", path=str(path), reason=reason_of(error))) from None

    def check_writable(self) -> None:
        """Raise now, rather than at the first move, if nothing can be written here."""
        with Transaction(self.db):
            self.db.execute("UPDATE meta SET value = value WHERE key = 'schema_version'")

    # ------------------------------------------------------------------ writing

    def new_game(self, kind: str, setup: dict[str, Any], table_code: str | None = None) -> int:
        """A new game, claimed by this process (see `claim`). A game dealt at served table
        `table_code` is that table's: its games older than the last few go in the same
        transaction (saves/retention.py)."""
        now = time.time()
        with Transaction(self.db):
            cursor = self.db.execute(
                "INSERT INTO games (kind, setup, created, updated, heard, table_code) VALUES (?, ?, ?, ?, 0, ?)",
                (kind, json.dumps(setup), now, now, table_code),
            )
            gone = keep_last(self.db, table_code) if table_code is not None else []
        for old in gone:
            self.locks.release(old)
        assert cursor.lastrowid is not None
        self.locks.claim(cursor.lastrowid)
        return cursor.lastrowid

    def claim(self, game_id: int) -> None:
        """Mark the game as played here; GameInUse if another window plays it now."""
        if not self.locks.claim(game_id):
            raise GameInUse(msg("save-in-use", id=str(game_id)))

    def release(self, game_id: int) -> None:
        """The game is no longer played here: another window may resume it."""
        self.locks.release(game_id)

    def record(self, game_id: int, first: int, actions: Sequence[dict[str, Any]], round_number: int, finished: bool,
               heard: Mapping[int, tuple[int, Mapping[str, str] | None]] | None = None) -> None:
        """Save actions numbered from `first` (from 0) in one transaction, before the player hears
        of them, with how far each person has heard by then (`heard`: seat -> moves, settings; kept
        until a move is saved, so that a typed line costs no transaction of its own).
        SaveConflict if the game was deleted or those moves were saved by another process;
        sqlite3.Error or OSError if the disk refuses (full, read-only), with nothing half-written."""
        with Transaction(self.db):
            for seat, (moves, settings) in (heard or {}).items():
                self._write_heard(game_id, seat, moves, settings)
            if self.db.execute("SELECT 1 FROM games WHERE id = ?", (game_id,)).fetchone() is None:
                raise SaveConflict(msg("save-deleted-elsewhere", id=str(game_id), path=str(self.path)))
            try:
                rows = [(game_id, first + offset, json.dumps(action)) for offset, action in enumerate(actions)]
                self.db.executemany("INSERT INTO actions VALUES (?, ?, ?, ?)", [(*row, move_check(*row)) for row in rows])
            except sqlite3.IntegrityError:
                raise SaveConflict(msg("save-already-saved", move=first + 1, id=str(game_id))) from None
            self.db.execute(
                "UPDATE games SET updated = ?, round = ?, finished = ? WHERE id = ?", (time.time(), round_number, int(finished), game_id)
            )

    def take_back(self, game_id: int, move: int, round_number: int) -> None:
        """Remove move number `move` (counted from 0), the game's last, which was taken back.
        SaveConflict when it is not the last, or the game is gone."""
        with Transaction(self.db):
            last = self.db.execute("SELECT MAX(n) FROM actions WHERE game_id = ?", (game_id,)).fetchone()[0]
            if last != move:
                raise SaveConflict(msg("save-changed-elsewhere", id=str(game_id)))
            self.db.execute("DELETE FROM actions WHERE game_id = ? AND n = ?", (game_id, move))
            # Nobody has heard a move the file does not hold: more would read as moves lost to damage.
            self.db.execute("UPDATE heard SET moves = MIN(moves, ?) WHERE game_id = ?", (move, game_id))
            self.db.execute("UPDATE games SET updated = ?, round = ?, finished = 0, heard = MIN(heard, ?) WHERE id = ?",
                             (time.time(), round_number, move, game_id))

    def mark_heard(self, game_id: int, moves: int, seat: int | None = None, settings: Mapping[str, str] | None = None) -> None:
        """The person at `seat` (None: every person) has been told about the first `moves` moves:
        a resume tells each person what came after what they heard; and chose `settings` (None:
        as saved before), so that a resume says things the way they left it."""
        with Transaction(self.db):
            if seat is None:
                self.db.execute("UPDATE heard SET moves = ? WHERE game_id = ?", (moves, game_id))
                self.db.execute("UPDATE games SET heard = ? WHERE id = ?", (moves, game_id))
                return
            self._write_heard(game_id, seat, moves, settings)

    def save_heard(self, game_id: int, heard: Mapping[int, tuple[int, Mapping[str, str] | None]]) -> None:
        """How far each person has heard (seat -> moves, settings), kept since the last move saved, in one transaction."""
        with Transaction(self.db):
            for seat, (moves, settings) in heard.items():
                self._write_heard(game_id, seat, moves, settings)

    def _write_heard(self, game_id: int, seat: int, moves: int, settings: Mapping[str, str] | None) -> None:
        """Inside a transaction: how far the person at `seat` has heard, and the settings they chose."""
        chosen = None if settings is None else json.dumps(dict(settings), sort_keys=True)
        self.db.execute(
            "INSERT INTO heard (game_id, seat, moves, settings) VALUES (?, ?, ?, ?) ON CONFLICT (game_id, seat)"
            " DO UPDATE SET moves = excluded.moves, settings = COALESCE(excluded.settings, heard.settings)",
            (game_id, seat, moves, chosen),
        )
        self.db.execute("UPDATE games SET heard = (SELECT MIN(moves) FROM heard WHERE game_id = ?) WHERE id = ?", (game_id, game_id))

    def heard_by(self, game_id: int) -> dict[int, int]:
        """How many moves each person has been told about, by seat (saved from schema 4 on)."""
        if "moves" not in self._columns("heard"):
            return {}  # a file of an older schema, read without migrating
        with self.reading():
            rows = self.db.execute("SELECT seat, moves FROM heard WHERE game_id = ?", (game_id,)).fetchall()
        return {seat: moves for seat, moves in rows if isinstance(seat, int) and isinstance(moves, int)}

    def settings_by(self, game_id: int) -> dict[int, dict[str, str]]:
        """What each person chose of how things are said, by seat (saved from schema 6 on). A
        damaged value is left out: the person hears the defaults, and nothing else is lost."""
        if "settings" not in self._columns("heard"):
            return {}
        with self.reading():
            rows = self.db.execute("SELECT seat, settings FROM heard WHERE game_id = ? AND settings IS NOT NULL", (game_id,)).fetchall()
        chosen: dict[int, dict[str, str]] = {}
        for seat, text in rows:
            try:
                value = json.loads(text) if isinstance(text, str) else None
            except ValueError:
                continue
            if isinstance(seat, int) and isinstance(value, dict):
                chosen[seat] = {str(key): str(item) for key, item in value.items() if isinstance(item, str)}
        return chosen

    def delete(self, game_id: int) -> bool:
        """Delete a game that no window is playing; GameInUse otherwise, and ReadOnlyPlace or
        SaveFileProblem, saying why, where nothing can be written."""
        if self.read_only:
            raise ReadOnlyPlace(msg("save-delete-read-only", id=str(game_id), path=str(self.path)))
        self.claim(game_id)
        try:
            with Transaction(self.db):
                self.db.execute("DELETE FROM actions WHERE game_id = ?", (game_id,))
                if "moves" in self._columns("heard"):
                    self.db.execute("DELETE FROM heard WHERE game_id = ?", (game_id,))
                return self.db.execute("DELETE FROM games WHERE id = ?", (game_id,)).rowcount > 0
        except (OSError, sqlite3.Error) as error:
            raise SaveFileProblem(msg("save-delete-failed", id=str(game_id), path=str(self.path), reason=reason_of(error))) from None
        finally:
            self.locks.release(game_id)

    # ------------------------------------------------------------------ reading

    def games(self, where: str = "", *values: object) -> list[SavedGame]:
        """Every saved game (those `where` says, an SQL condition on `g`), in the order they were made."""
        with self.reading():
            rows = self.db.execute(
                "SELECT g.id, g.kind, g.setup, g.created, g.updated, g.round, g.finished,"
                f" (SELECT COUNT(*) FROM actions a WHERE a.game_id = g.id), {self._heard_column()} FROM games g {where} ORDER BY g.id",
                values,
            ).fetchall()
        return [self._saved(row) for row in rows]

    @contextlib.contextmanager
    def reading(self) -> Iterator[None]:
        """A page that changed on the disk where the open's quick check does not look (an index's
        entries) is found by the read that needs it: said as the file's damage, never a traceback."""
        try:
            yield
        except sqlite3.DatabaseError as error:
            if getattr(error, "sqlite_errorcode", None) not in (11, 26):  # SQLITE_CORRUPT, SQLITE_NOTADB
                raise
            raise SaveFileProblem(msg("save-unreadable", path=str(self.path), error=str(error))) from None

    def _heard_column(self) -> str:
        """`heard` arrived in schema 2; a version 1 file read without migrating has none."""
        return "g.heard" if "heard" in self._columns("games") else "NULL"

    def _columns(self, table: str) -> set[str]:
        return {row[1] for row in self.db.execute(f"PRAGMA table_info({table})")}

    def _saved(self, row: tuple[Any, ...]) -> SavedGame:
        try:
            setup = json.loads(row[2])
        except json.JSONDecodeError:
            setup = {}
        heard = row[8] if isinstance(row[8], int) else None
        return SavedGame(int(row[0]), str(row[1]), setup if isinstance(setup, dict) else {}, row[3], row[4], row[5],
                         bool(row[6]), row[7], heard)

    def game(self, game_id: int) -> SavedGame | None:
        """One game, read alone: a server with thousands reads only the one a person comes back to."""
        if not -(2**63) <= game_id < 2**63:
            return None  # no game has a number SQLite cannot hold (a number typed with 100 digits)
        found = self.games("WHERE g.id = ?", game_id)
        return found[0] if found else None

    def last_unfinished(self, kind: str) -> SavedGame | None:
        """The game of `kind` played last that is unfinished, or finished without the player
        having heard its end (killed as the last moves were said)."""
        unfinished = [game for game in self.games()
                      if game.kind == kind and (not game.finished or (game.heard is not None and game.heard < game.moves))]
        return max(unfinished, key=lambda game: game.updated) if unfinished else None

    def actions(self, game_id: int) -> list[object]:
        """The game's actions in order, as saved (decoded JSON; the caller checks them)."""
        found, changed = self.checked_actions(game_id)
        if changed is not None:
            raise SaveFileProblem(msg("save-move-changed", move=changed, id=str(game_id), path=str(self.path)))
        return found

    def checked_actions(self, game_id: int) -> tuple[list[object], int | None]:
        """The game's actions in order, as far as each is as it was saved, and the number (from 1)
        of the first one that changed on the disk since (its check fails), if one did."""
        checks = "checked" if "checked" in self._columns("actions") else "NULL"  # a file read without migrating
        with self.reading():
            rows = self.db.execute(f"SELECT n, action, {checks} FROM actions WHERE game_id = ? ORDER BY n", (game_id,)).fetchall()
        found: list[object] = []
        for expected, (number, text, check) in enumerate(rows):
            if number != expected:
                raise SaveFileProblem(msg("save-missing-move", id=str(game_id), path=str(self.path), move=expected + 1))
            if check is not None and check != move_check(game_id, number, text):
                return found, number + 1
            try:
                found.append(json.loads(text))
            except json.JSONDecodeError:
                raise SaveFileProblem(msg("save-move-unreadable", move=number + 1, id=str(game_id), path=str(self.path))) from None
        return found, None

    def cut_after(self, game_id: int, moves: int) -> None:
        """Keep only the game's first `moves` moves (the rest changed on the disk, and were copied aside)."""
        with Transaction(self.db):
            self.db.execute("DELETE FROM actions WHERE game_id = ? AND n >= ?", (game_id, moves))
            self.db.execute("UPDATE games SET finished = 0, heard = MIN(COALESCE(heard, ?), ?) WHERE id = ?", (moves, moves, game_id))
            self.db.execute("UPDATE heard SET moves = MIN(moves, ?) WHERE game_id = ?", (moves, game_id))

    def copy_aside(self, game_id: int | None = None) -> Path:
        """The files as they are now, every game in them (whatever `game_id` is), copied byte
        for byte beside them (files.copy_aside)."""
        self.db.execute("PRAGMA wal_checkpoint(PASSIVE)")  # no write is lost if the copy is all that is kept
        return copy_aside(self.path)

    def close(self) -> None:
        self.db.close()
        self.locks.close()


def _on_read_only_file_system(folder: Path) -> bool:
    """Whether `folder` is on a file system mounted read-only (where even root writes nothing)."""
    try:
        return bool(os.statvfs(folder).f_flag & os.ST_RDONLY)
    except (OSError, AttributeError):  # AttributeError: no statvfs (Windows)
        return False
