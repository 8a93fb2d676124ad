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
- a served table's row and the row of its game in play each hold what the other would lose
  (schema 8): a lost `served` row is rebuilt from the copy of it in its game's row, and a lost
  game's row from the table's row (its kind and setup), so its moves, read on their own pages,
  are played again;
- a table whose two rows were both lost, but whose code is still read (in an index of either, or
  a game of it), is kept as lost: whoever comes to it is told it cannot be reopened, rather than
  that there is no such table;
- the numbering of games goes on past every number the damaged file used, so that a table whose
  game was lost is never given another game of the same number.

The damaged files are read from a copy, since SQLite writes to the -shm of a file it reads.
"""

from __future__ import annotations

import contextlib
import json
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


LOST = json.dumps({"lost": True})
"""The lobby of a table whose code was read back but not its seats: it is not reopened, and whoever comes is told."""


@dataclass(frozen=True)
class Salvaged:
    """What was read back: games whole, games cut where their moves stopped being readable, and
    served tables (`rebuilt` of them from the copy in the other row, `lost` known only by code)."""

    games: int
    cut: int
    tables: int
    rebuilt: int = 0
    lost: int = 0


def salvage(damaged: Path, fresh: sqlite3.Connection, columns: dict[str, set[str]]) -> Salvaged:
    """Copy every row of the damaged file `damaged` that can be read into `fresh` (a new file of
    the current schema, whose tables have `columns`), in one transaction."""
    with _readable_copy(damaged) as source:
        rows = {table: _rows(source, table, _shared_columns(source, table, columns)) for table in ORDER}
        codes = _indexed_codes(source)
    games: dict[int, dict[str, object]] = {row["id"]: row for row in rows["games"] if isinstance(row.get("id"), int)}  # type: ignore[misc]
    served, rebuilt, lost = _served_rows(rows["served"], games, codes)
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
        for row in served:
            _insert(fresh, "served", row)
        fresh.execute("DELETE FROM sqlite_sequence WHERE name = 'games'")
        fresh.execute("INSERT INTO sqlite_sequence (name, seq) VALUES ('games', ?)", (used,))
        fresh.execute("COMMIT")
    except BaseException:
        fresh.execute("ROLLBACK")
        raise
    return Salvaged(len(games), cut, len(served) - lost, rebuilt, lost)


def _lobby(text: object) -> dict[str, object] | None:
    try:
        value = json.loads(text) if isinstance(text, str) else None
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


def _served_rows(read: list[dict[str, object]], games: dict[int, dict[str, object]],
                 codes: set[str]) -> tuple[list[dict[str, object]], int, int]:
    """The served tables to keep: those read, those rebuilt from the copy in their game's row, and
    those known only by their code, kept as lost; and, in `games`, each lost row of a table's game
    in play rebuilt from its table's row. How many tables were rebuilt, and how many are lost."""
    served: dict[str, dict[str, object]] = {str(row["code"]): row for row in read
                                            if isinstance(row.get("code"), str) and _lobby(row.get("lobby")) is not None}
    closed = {row.get("code") for row in read if row.get("closed")}  # read back closed: they stay closed, whatever else is lost
    copies: dict[str, dict[str, object]] = {}
    for game_id in sorted(games):  # the newest copy of a table's row is its game in play's
        game = games[game_id]
        code, copy, updated = game.get("table_code"), game.get("served_copy"), game.get("updated")
        if isinstance(code, str) and code not in served and code not in closed and _lobby(copy) is not None:
            copies[code] = {"code": code, "lobby": copy, "game_id": game_id, "closed": 0,
                            "updated": float(updated) if isinstance(updated, (int, float)) else 0.0}
    served |= copies
    for code, row in served.items():
        number, lobby, updated = row.get("game_id"), _lobby(row.get("lobby")) or {}, row.get("updated")
        setup, kind = lobby.get("setup"), lobby.get("game")
        if isinstance(number, int) and number not in games and not row.get("closed") and isinstance(setup, dict) and isinstance(kind, str):
            when = float(updated) if isinstance(updated, (int, float)) else 0.0
            games[number] = {"id": number, "kind": kind, "setup": json.dumps(setup), "created": when, "updated": when,
                              "round": 1, "finished": 0, "table_code": code, "served_copy": row["lobby"]}
    codes |= {code for game in games.values() if isinstance(code := game.get("table_code"), str)}
    lost = sorted(codes - set(served) - closed)
    for code in lost:
        served[code] = {"code": code, "lobby": LOST, "game_id": None, "updated": 0.0, "closed": 0}
    return list(served.values()), len(copies), len(lost)


def _indexed_codes(source: sqlite3.Connection) -> set[str]:
    """The codes of served tables that the indexes still hold (of `served`, and of games by
    table), read from each end up to the first page that cannot be read."""
    found: set[str] = set()
    for select in ("SELECT code FROM served INDEXED BY sqlite_autoindex_served_1 ORDER BY code",
                   "SELECT table_code FROM games INDEXED BY games_by_table WHERE table_code IS NOT NULL ORDER BY table_code"):
        for order in ("", " DESC"):
            with contextlib.suppress(sqlite3.DatabaseError, ValueError):
                for (code,) in source.execute(select + order):
                    if isinstance(code, str):
                        found.add(code)
    return found


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
