"""Saved games in SQLite: one database in the user's data folder, WAL mode, one row per action,
committed as it happens, so a game killed at any moment loses nothing the player was told.

A file that is corrupt, from a newer version, or not ours is refused with a message naming
it and left exactly as it is; new games then go to a fresh file beside it.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import platformdirs

from shared_table.core.errors import SharedTableError

SCHEMA_VERSION = 1
MIGRATIONS: dict[int, Sequence[str]] = {
    1: (
        "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
        "CREATE TABLE games (id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, setup TEXT NOT NULL,"
        " created REAL NOT NULL, updated REAL NOT NULL, round INTEGER NOT NULL DEFAULT 1,"
        " finished INTEGER NOT NULL DEFAULT 0)",
        "CREATE TABLE actions (game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
        " n INTEGER NOT NULL, action TEXT NOT NULL, PRIMARY KEY (game_id, n))",
    ),
}
"""Schema version -> the statements that bring version - 1 up to it."""


class SaveFileProblem(SharedTableError):
    """The save file cannot be used; the message names it and says why."""


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


def default_path() -> Path:
    return platformdirs.user_data_path("shared-table") / "games.sqlite3"


def _check_readable(path: Path) -> None:
    """Look at an existing file read-only: is it a healthy save of a version we know?"""
    try:
        with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
            ok = db.execute("PRAGMA quick_check").fetchone()
            if not ok or ok[0] != "ok":
                raise SaveFileProblem(f"{path} is damaged ({ok[0] if ok else 'no answer'})")
            tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            if not tables:
                return  # an empty database: ours to set up
            if not {"meta", "games", "actions"} <= tables:
                raise SaveFileProblem(f"{path} is a database, but not of Shared Table's saved games")
            row = db.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
    except sqlite3.DatabaseError as error:
        raise SaveFileProblem(f"{path} cannot be read as saved games ({error})") from None
    version = int(row[0]) if row and str(row[0]).isdigit() else None
    if version is None:
        raise SaveFileProblem(f"{path} has no schema version: it may have been edited by hand")
    if version > SCHEMA_VERSION:
        raise SaveFileProblem(f"{path} was written by a newer Shared Table (save format {version}; this one reads up to {SCHEMA_VERSION})")


class SaveStore:
    """The saved games in one SQLite file."""

    def __init__(self, path: Path) -> None:
        self.path = path
        if path.exists() and path.stat().st_size > 0:
            _check_readable(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode = WAL")
        self.db.execute("PRAGMA synchronous = NORMAL")  # WAL + NORMAL: a killed process loses no commit
        self.db.execute("PRAGMA foreign_keys = ON")
        self._migrate()

    @classmethod
    def open_or_fresh(cls, path: Path | None = None) -> tuple[SaveStore, str]:
        """The store at `path`; if that file is refused, a fresh file beside it, and a notice saying so."""
        path = path or default_path()
        try:
            return cls(path), ""
        except SaveFileProblem as problem:
            fresh = next(path.with_name(f"{path.stem}-{n}{path.suffix}") for n in range(2, 10_000)
                         if not path.with_name(f"{path.stem}-{n}{path.suffix}").exists())
            return cls(fresh), f"Saved games: {problem}. It is left as it is; new games are saved in {fresh}."
        except (OSError, sqlite3.Error) as error:
            raise SaveFileProblem(f"saved games cannot be kept in {path} ({error})") from None

    def _migrate(self) -> None:
        tables = {row[0] for row in self.db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        version = 0
        if "meta" in tables:
            row = self.db.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
            version = int(row[0]) if row else 0
        for step in range(version + 1, SCHEMA_VERSION + 1):
            with self._transaction():
                for statement in MIGRATIONS[step]:
                    self.db.execute(statement)
                self.db.execute("INSERT OR REPLACE INTO meta VALUES ('schema_version', ?)", (str(step),))

    def _transaction(self) -> _Transaction:
        return _Transaction(self.db)

    # ------------------------------------------------------------------ writing

    def new_game(self, kind: str, setup: dict[str, Any]) -> int:
        now = time.time()
        with self._transaction():
            cursor = self.db.execute(
                "INSERT INTO games (kind, setup, created, updated) VALUES (?, ?, ?, ?)", (kind, json.dumps(setup), now, now)
            )
        assert cursor.lastrowid is not None
        return cursor.lastrowid

    def record(self, game_id: int, number: int, action: dict[str, Any], round_number: int, finished: bool) -> None:
        """Save one action (number `number`, from 0) before the player hears of it."""
        with self._transaction():
            self.db.execute("INSERT INTO actions VALUES (?, ?, ?)", (game_id, number, json.dumps(action)))
            self.db.execute(
                "UPDATE games SET updated = ?, round = ?, finished = ? WHERE id = ?", (time.time(), round_number, int(finished), game_id)
            )

    def delete(self, game_id: int) -> bool:
        with self._transaction():
            self.db.execute("DELETE FROM actions WHERE game_id = ?", (game_id,))
            return self.db.execute("DELETE FROM games WHERE id = ?", (game_id,)).rowcount > 0

    # ------------------------------------------------------------------ reading

    def games(self) -> list[SavedGame]:
        rows = self.db.execute(
            "SELECT g.id, g.kind, g.setup, g.created, g.updated, g.round, g.finished,"
            " (SELECT COUNT(*) FROM actions a WHERE a.game_id = g.id) FROM games g ORDER BY g.id"
        ).fetchall()
        return [self._saved(row) for row in rows]

    def _saved(self, row: tuple[Any, ...]) -> SavedGame:
        try:
            setup = json.loads(row[2])
        except json.JSONDecodeError:
            setup = {}
        return SavedGame(int(row[0]), str(row[1]), setup if isinstance(setup, dict) else {}, row[3], row[4], row[5], bool(row[6]), row[7])

    def game(self, game_id: int) -> SavedGame | None:
        return next((game for game in self.games() if game.id == game_id), None)

    def last_unfinished(self, kind: str) -> SavedGame | None:
        unfinished = [game for game in self.games() if game.kind == kind and not game.finished]
        return max(unfinished, key=lambda game: game.updated) if unfinished else None

    def actions(self, game_id: int) -> list[object]:
        """The game's actions in order, as saved (decoded JSON; the caller checks them)."""
        rows = self.db.execute("SELECT n, action FROM actions WHERE game_id = ? ORDER BY n", (game_id,)).fetchall()
        found: list[object] = []
        for expected, (number, text) in enumerate(rows):
            if number != expected:
                raise SaveFileProblem(f"game {game_id} in {self.path} is missing move {expected + 1}")
            try:
                found.append(json.loads(text))
            except json.JSONDecodeError:
                raise SaveFileProblem(f"move {number + 1} of game {game_id} in {self.path} is not readable") from None
        return found

    def close(self) -> None:
        self.db.close()


class _Transaction:
    """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on an error (autocommit mode otherwise)."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self) -> None:
        self.db.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind: object, error: object, trace: object) -> None:
        self.db.execute("COMMIT" if kind is None else "ROLLBACK")


