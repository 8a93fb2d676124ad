"""What a damaged save file still holds, read back into the fresh file that takes its place.

A few KiB changed on the disk make `PRAGMA quick_check` fail, and the whole file is set aside;
without this, every game and every served table in it would be gone from play, though most of
its pages are whole. So, once the damaged file is set aside (kept byte for byte) and a fresh one
made, every row that can still be read is copied into the fresh file:

- each table of the file is read in the order of its rows; where a page cannot be read, the
  rows after it are found again by seeking past it (further each time, then back to the first
  row that reads), so one bad page costs only its own rows;
- a game keeps its moves up to the first one missing or changed (its own check, `move_check`),
  and is then unfinished: it goes on from there, as `--resume` goes on from a changed move; how
  far each person heard is copied as it was, so that whoever heard more than is left is told
  (table/restore.py);
- the numbering of games goes on past every number the damaged file used, so that a table whose
  game was lost is never given another game of the same number.

The damaged files are read from a copy, since SQLite writes to the -shm of a file it reads.
"""

from __future__ import annotations

import contextlib
import shutil
import sqlite3
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from shared_table.saves.files import SIDECARS, lenient_text, private_file
from shared_table.saves.writes import move_check

ORDER = ("meta", "games", "actions", "heard", "served")
"""The tables copied, in an order that meets each row's references before it."""
MOST_PROBES = 200
"""Seeks past damaged pages, per table, before the rest of it is given up."""


@dataclass(frozen=True)
class Salvaged:
    """What was read back: games whole, games cut where their moves stopped being readable."""

    games: int
    cut: int
    tables: int


def salvage(damaged: Path, fresh: sqlite3.Connection, columns: dict[str, set[str]]) -> Salvaged:
    """Copy every row of the damaged file `damaged` that can be read into `fresh` (a new file of
    the current schema, whose tables have `columns`), in one transaction."""
    with _readable_copy(damaged) as source:
        rows = {table: _rows(source, table, _shared_columns(source, table, columns)) for table in ORDER}
    games: dict[int, dict[str, object]] = {row["id"]: row for row in rows["games"] if isinstance(row.get("id"), int)}  # type: ignore[misc]
    by_game: dict[int, list[dict[str, object]]] = defaultdict(list)
    for row in rows["actions"]:
        if isinstance(row.get("game_id"), int) and isinstance(row.get("n"), int):
            by_game[row["game_id"]].append(row)  # type: ignore[index]
    heard: dict[int, int] = defaultdict(int)
    for row in rows["heard"]:
        if isinstance(row.get("game_id"), int) and isinstance(row.get("moves"), int):
            heard[row["game_id"]] = max(heard[row["game_id"]], row["moves"])  # type: ignore[index, call-overload]
    actions, cut = [], 0
    for game_id, game in games.items():
        count = 0
        for row in sorted(by_game.get(game_id, []), key=lambda row: int(row["n"])):  # type: ignore[call-overload]
            text, check = row.get("action"), row.get("checked")
            if row["n"] != count or not isinstance(text, str) or (check is not None and check != move_check(game_id, count, text)):
                break  # the first move missing or changed: the game goes on from the one before it
            actions.append(row)
            count += 1
        if count < max(len(by_game.get(game_id, [])), heard[game_id]):
            game["finished"] = 0
            cut += 1
    used = max((value for table in ("games", "actions", "heard", "served") for row in rows[table]
                for key, value in row.items() if key in ("id", "game_id") and isinstance(value, int)), default=0)
    fresh.execute("BEGIN IMMEDIATE")
    try:
        for row in rows["meta"]:
            if row.get("key") != "schema_version":  # the fresh file's own version stands
                _insert(fresh, "meta", row)
        for row in games.values():
            _insert(fresh, "games", row)
        for row in actions:
            _insert(fresh, "actions", row)
        for row in rows["heard"]:  # as it was: whoever heard more than is left is told (table/restore.py)
            if row.get("game_id") in games:
                _insert(fresh, "heard", row)
        for row in rows["served"]:
            _insert(fresh, "served", row)
        fresh.execute("DELETE FROM sqlite_sequence WHERE name = 'games'")
        fresh.execute("INSERT INTO sqlite_sequence (name, seq) VALUES ('games', ?)", (used,))
        fresh.execute("COMMIT")
    except BaseException:
        fresh.execute("ROLLBACK")
        raise
    return Salvaged(len(games), cut, len(rows["served"]))


@contextlib.contextmanager
def _readable_copy(damaged: Path) -> Iterator[sqlite3.Connection]:
    """The damaged file and its sidecars copied (readable by their owner only), opened: the
    copies set aside stay byte for byte as they were."""
    copy = damaged.with_name(f".{damaged.name}.salvage")
    for end in ("", *SIDECARS):
        Path(f"{copy}{end}").unlink(missing_ok=True)
    try:
        for end in ("", *SIDECARS):
            if Path(f"{damaged}{end}").exists():
                private_file(f"{copy}{end}")
                shutil.copyfile(f"{damaged}{end}", f"{copy}{end}")
        db = sqlite3.connect(copy, isolation_level=None)
        db.text_factory = lenient_text
        try:
            yield db
        finally:
            db.close()
    finally:
        for end in ("", *SIDECARS):
            Path(f"{copy}{end}").unlink(missing_ok=True)


def _shared_columns(source: sqlite3.Connection, table: str, columns: dict[str, set[str]]) -> list[str]:
    """The columns of `table` in both files (an older file lacks a newer column: it stays NULL)."""
    try:
        found = {str(row[1]) for row in source.execute(f"PRAGMA table_info({table})")}
    except sqlite3.DatabaseError:
        return []
    return sorted(found & columns.get(table, set()))


def _rows(source: sqlite3.Connection, table: str, columns: list[str]) -> list[dict[str, object]]:
    """Every row of `table` that can be read, in rowid order: a page that cannot be read is
    passed by seeking to later rows, the step doubling while the seek still fails, then halving
    back to the first row that reads."""
    if not columns:
        return []
    select = f"SELECT rowid, {', '.join(columns)} FROM {table} NOT INDEXED WHERE rowid >= ? ORDER BY rowid"
    found: list[dict[str, object]] = []
    start, probes = -(2**63), 0
    while probes < MOST_PROBES:
        try:
            for row in source.execute(select, (start,)):
                found.append(dict(zip(columns, row[1:], strict=True)))
                start = int(row[0]) + 1
            return found
        except (sqlite3.DatabaseError, ValueError, OverflowError):
            probes += 1
        failed, step = start, 1
        while probes < MOST_PROBES and not _reads_from(source, table, failed + step):
            probes += 1
            step *= 2
            if failed + step >= 2**63:
                return found
        low, high = failed, failed + step  # the first row that reads lies in (low, high]
        while high - low > 1 and probes < MOST_PROBES:
            probes += 1
            middle = (low + high) // 2
            low, high = (low, middle) if _reads_from(source, table, middle) else (middle, high)
        start = high
    return found


def _reads_from(source: sqlite3.Connection, table: str, start: int) -> bool:
    try:
        source.execute(f"SELECT rowid FROM {table} NOT INDEXED WHERE rowid >= ? ORDER BY rowid LIMIT 1", (start,)).fetchall()
    except (sqlite3.DatabaseError, OverflowError):
        return False
    return True


def _insert(fresh: sqlite3.Connection, table: str, row: dict[str, object]) -> None:
    """One row read back; a row that breaks a rule of the fresh file (a duplicate, a NULL where
    none may be: damage that read as values) is left out."""
    names = list(row)
    with contextlib.suppress(sqlite3.IntegrityError, sqlite3.InterfaceError):
        fresh.execute(f"INSERT OR IGNORE INTO {table} ({', '.join(names)}) VALUES ({', '.join('?' * len(names))})",
                      [row[name] for name in names])
