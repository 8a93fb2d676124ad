"""A server's games in PostgreSQL (issue 40, items 1, 2 and 6): `PostgresGameStore` means what
SQLite's `SaveStore` means (saves/protocol.py's `GameStore`), in the tables `games`, `actions`
and `heard` of the schema `shared_table` (saves/postgres.py), shared by every `serve` process.

- **Fencing.** A served table is hosted by one process at a time, the one that holds its row of
  `shared_table.leases`; each hold has a token, one more at each takeover. The process says which
  token it holds with `fence(code, token)`. Every write to a game of a served table first takes
  its lease row `FOR SHARE` in the write's own transaction, matching this store's owner and token:
  no row, and the write is refused (`LeaseLost`) with nothing written. A takeover's UPDATE of the
  row waits for a write that holds it, so the new host reads every move the old one wrote, and
  the old one writes none after.
- **Waiting.** A read or write that fails because the database went away or is restarting is
  tried again until it goes through or a minute passes (saves/postgres_wait.py); a write that
  waits past 2 seconds calls `waiting(game_id, True)`, and `waiting(game_id, False)` once it went
  through, so that the people at the table can be told.
- **Claims.** The lease keeps one process per served table, so `claim` and `release` of a table's
  game hold nothing in the database: they mark the game as played by this store alone, as a
  console's game is (one process at a time is not enforced across processes for those).
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

import psycopg
from psycopg.types.json import Jsonb
from psycopg_pool import ConnectionPool

from shared_table.core.message import Msg, msg
from shared_table.saves.postgres import SCHEMA, place
from shared_table.saves.postgres_wait import patiently
from shared_table.saves.protocol import LeaseLost
from shared_table.saves.retention import KEEP_GAMES
from shared_table.saves.store import GameInUse, SaveConflict, SavedGame, SaveFileProblem, move_check

Result = TypeVar("Result")
Connection = psycopg.Connection[Any]
Heard = Mapping[int, tuple[int, Mapping[str, str] | None]]

_GAMES, _ACTIONS, _HEARD, _LEASES = (f"{SCHEMA}.{name}" for name in ("games", "actions", "heard", "leases"))
_SET_ASIDE = f"{SCHEMA}.set_aside"
_NOT_A_TABLE = ""  # in the cache of games' tables: a console's game, which no lease fences


def _nothing_said(game_id: int, waited: bool) -> None:
    """The default `waiting` hook: nobody to tell."""


class PostgresGameStore:
    """The games in PostgreSQL, each call a transaction on a connection of `pool` (saves/postgres.py's
    `connect` makes it, migrated), written as `owner` (this process's name in `leases`); safe to
    share between threads. `close` leaves the pool open: whoever made it closes it."""

    read_only = False

    def __init__(self, pool: ConnectionPool, owner: str) -> None:
        self.pool, self.owner = pool, owner
        self.path = place(pool.conninfo)
        self.waiting: Callable[[int, bool], None] = _nothing_said
        self._fences: dict[str, int] = {}
        self._tables: dict[int, str] = {}  # game -> its table's code (a game's table never changes)
        self._claimed: set[int] = set()
        self._lock = threading.Lock()

    # ------------------------------------------------------------------ fencing

    def fence(self, code: str, token: int | None) -> None:
        """This process holds table `code`'s lease with `token` (None: no longer holds it): its
        games' writes are checked against it."""
        with self._lock:
            if token is None:
                self._fences.pop(code, None)
            else:
                self._fences[code] = token

    def _check_lease(self, connection: Connection, code: str) -> None:
        """Inside a write's transaction, first: hold table `code`'s lease row as this owner's, or LeaseLost."""
        with self._lock:
            token = self._fences.get(code)
        if token is None:
            raise LeaseLost()
        held = connection.execute(f"SELECT 1 FROM {_LEASES} WHERE code = %s AND owner = %s AND token = %s FOR SHARE",
                                  (code, self.owner, token)).fetchone()
        if held is None:
            raise LeaseLost()

    # ------------------------------------------------------------------ writing

    def new_game(self, kind: str, setup: dict[str, Any], table_code: str | None = None) -> int:
        """A new game, claimed here; a game of served table `table_code` (whose lease this process
        must hold) is one of its last KEEP_GAMES, older ones deleted in the same transaction."""
        found = self._read(lambda connection: connection.execute(f"SELECT nextval(pg_get_serial_sequence('{_GAMES}', 'id'))").fetchone())
        assert found is not None
        game_id = int(found[0])  # chosen first, so that a try again after a lost answer makes no second game

        def write(connection: Connection, again: bool) -> list[int]:
            now = time.time()
            if connection.execute(f"INSERT INTO {_GAMES} (id, kind, setup, created, updated, heard, table_code)"
                                  " VALUES (%s, %s, %s, %s, %s, 0, %s) ON CONFLICT (id) DO NOTHING RETURNING id",
                                  (game_id, kind, Jsonb(setup), now, now, table_code)).fetchone() is None:
                return []  # made by the try whose answer was lost
            if table_code is None:
                return []
            gone = connection.execute(f"DELETE FROM {_GAMES} WHERE table_code = %s AND id NOT IN"
                                      f" (SELECT id FROM {_GAMES} WHERE table_code = %s ORDER BY id DESC LIMIT %s) RETURNING id",
                                      (table_code, table_code, KEEP_GAMES)).fetchall()
            return [int(row[0]) for row in gone]

        gone = self._write(game_id, table_code, write)
        with self._lock:
            self._tables[game_id] = table_code or _NOT_A_TABLE
            self._claimed.difference_update(gone)
            self._claimed.add(game_id)
        return game_id

    def claim(self, game_id: int) -> None:
        """Mark the game as played by this store; GameInUse if it already is. Nothing is held in
        the database: a served table's lease keeps its games to one process."""
        with self._lock:
            if game_id in self._claimed:
                raise GameInUse(msg("save-in-use", id=str(game_id)))
            self._claimed.add(game_id)

    def release(self, game_id: int) -> None:
        """The game is no longer played by this store."""
        with self._lock:
            self._claimed.discard(game_id)

    def record(self, game_id: int, first: int, actions: Sequence[dict[str, Any]], round_number: int, finished: bool,
               heard: Heard | None = None) -> None:
        """Save actions numbered from `first` (from 0) in one transaction, with how far each person
        has heard. SaveConflict if the game was deleted or those moves were saved elsewhere;
        LeaseLost if its table is hosted elsewhere now; DatabaseAway (an OSError) if the database
        did not take it within a minute; nothing half-written either way."""
        texts = [json.dumps(action) for action in actions]
        rows = [(game_id, first + offset, text, move_check(game_id, first + offset, text)) for offset, text in enumerate(texts)]

        def write(connection: Connection, again: bool) -> None:
            if again and texts and self._saved_as(connection, game_id, first, texts):
                return  # the try before went through, its answer lost with its connection
            self._write_heard_all(connection, game_id, heard or {})
            added = connection.execute(f"INSERT INTO {_ACTIONS} (game_id, n, action, checked) SELECT %s, n, action, checked"
                                       " FROM unnest(%s::integer[], %s::text[], %s::text[]) AS moves (n, action, checked)"
                                       " ON CONFLICT DO NOTHING", (game_id, [row[1] for row in rows], texts, [row[3] for row in rows]))
            if added.rowcount != len(rows):  # one statement, however many moves: a move there already is another's
                raise SaveConflict(msg("save-already-saved", move=first + 1, id=str(game_id)))
            connection.execute(f"UPDATE {_GAMES} SET updated = %s, round = %s, finished = %s WHERE id = %s",
                               (time.time(), round_number, finished, game_id))

        self._write_to(game_id, write, missing=msg("save-deleted-elsewhere", id=str(game_id), path=self.path))

    def take_back(self, game_id: int, move: int, round_number: int) -> None:
        """Remove move number `move` (from 0), the game's last. SaveConflict when it is not the
        last or the game is gone; LeaseLost if its table is hosted elsewhere now."""
        def write(connection: Connection, again: bool) -> None:
            found = connection.execute(f"SELECT max(n) FROM {_ACTIONS} WHERE game_id = %s", (game_id,)).fetchone()
            last = found[0] if found else None
            if again and (last == move - 1 or (last is None and move == 0)):
                return  # taken back by the try whose answer was lost
            if last != move:
                raise SaveConflict(msg("save-changed-elsewhere", id=str(game_id)))
            connection.execute(f"DELETE FROM {_ACTIONS} WHERE game_id = %s AND n = %s", (game_id, move))
            # Nobody has heard a move the database does not hold.
            connection.execute(f"UPDATE {_HEARD} SET moves = LEAST(moves, %s) WHERE game_id = %s", (move, game_id))
            connection.execute(f"UPDATE {_GAMES} SET updated = %s, round = %s, finished = FALSE, heard = LEAST(heard, %s)"
                               " WHERE id = %s", (time.time(), round_number, move, game_id))

        self._write_to(game_id, write, missing=msg("save-changed-elsewhere", id=str(game_id)))

    def mark_heard(self, game_id: int, moves: int, seat: int | None = None, settings: Mapping[str, str] | None = None) -> None:
        """The person at `seat` (None: every person) has been told about the first `moves` moves,
        and chose `settings` (None: as saved before). A game that is gone is left so."""
        def write(connection: Connection, again: bool) -> None:
            if seat is None:
                connection.execute(f"UPDATE {_HEARD} SET moves = %s WHERE game_id = %s", (moves, game_id))
                connection.execute(f"UPDATE {_GAMES} SET heard = %s WHERE id = %s", (moves, game_id))
            else:
                self._write_heard_all(connection, game_id, {seat: (moves, settings)})

        self._write_to(game_id, write)

    def save_heard(self, game_id: int, heard: Heard) -> None:
        """How far each person has heard (seat -> moves, settings), in one transaction."""
        self._write_to(game_id, lambda connection, again: self._write_heard_all(connection, game_id, heard))

    def _write_heard_all(self, connection: Connection, game_id: int, heard: Heard) -> None:
        """Inside a transaction whose game exists: how far each person has heard, and what they chose."""
        for seat, (moves, settings) in heard.items():
            chosen = None if settings is None else Jsonb(dict(settings))
            connection.execute(f"INSERT INTO {_HEARD} (game_id, seat, moves, settings) VALUES (%s, %s, %s, %s)"
                               " ON CONFLICT (game_id, seat) DO UPDATE SET moves = EXCLUDED.moves,"
                               f" settings = COALESCE(EXCLUDED.settings, {_HEARD}.settings)", (game_id, seat, moves, chosen))
        if heard:
            connection.execute(f"UPDATE {_GAMES} SET heard = (SELECT min(moves) FROM {_HEARD} WHERE game_id = %s) WHERE id = %s",
                               (game_id, game_id))

    def cut_after(self, game_id: int, moves: int) -> None:
        """Keep only the game's first `moves` moves (the rest changed, and were copied aside)."""
        def write(connection: Connection, again: bool) -> None:
            connection.execute(f"DELETE FROM {_ACTIONS} WHERE game_id = %s AND n >= %s", (game_id, moves))
            connection.execute(f"UPDATE {_GAMES} SET finished = FALSE, heard = LEAST(COALESCE(heard, %s), %s) WHERE id = %s",
                               (moves, moves, game_id))
            connection.execute(f"UPDATE {_HEARD} SET moves = LEAST(moves, %s) WHERE game_id = %s", (moves, game_id))

        self._write_to(game_id, write)

    def copy_aside(self, game_id: int | None = None) -> str:
        """The game's rows as they are now (its row, its moves, how far each heard), copied into a
        row of `shared_table.set_aside` that nothing here deletes: where, as said to a person."""
        if game_id is None:
            raise SaveFileProblem(msg("save-not-now", path=self.path, error="copy_aside needs a game"))

        def write(connection: Connection, again: bool) -> int:
            found = connection.execute(
                f"INSERT INTO {_SET_ASIDE} (game_id, game, actions, heard) SELECT g.id, to_jsonb(g),"
                f" COALESCE((SELECT jsonb_agg(to_jsonb(a) ORDER BY a.n) FROM {_ACTIONS} a WHERE a.game_id = g.id), '[]'),"
                f" COALESCE((SELECT jsonb_agg(to_jsonb(h) ORDER BY h.seat) FROM {_HEARD} h WHERE h.game_id = g.id), '[]')"
                f" FROM {_GAMES} g WHERE g.id = %s RETURNING id", (game_id,)).fetchone()
            if found is None:
                raise SaveConflict(msg("save-deleted-elsewhere", id=str(game_id), path=self.path))
            return int(found[0])

        row = self._write(game_id, None, write)  # a copy changes no game: no lease needed
        return f"row {row} of {_SET_ASIDE} in {self.path}"

    def _saved_as(self, connection: Connection, game_id: int, first: int, texts: list[str]) -> bool:
        """Whether moves `first` on are saved as `texts` exactly, and no more."""
        saved = connection.execute(f"SELECT action FROM {_ACTIONS} WHERE game_id = %s AND n >= %s ORDER BY n",
                                   (game_id, first)).fetchall()
        return [row[0] for row in saved] == texts

    def _write_to(self, game_id: int, work: Callable[[Connection, bool], None], missing: Msg | None = None) -> None:
        """A write to game `game_id`: fenced by its table's lease; `missing` is the SaveConflict's
        message when the game is gone (None: nothing is written, and nothing said)."""
        with self._lock:
            code = self._tables.get(game_id)
        if code is None:  # a game this store has not made or read: its table, read once
            found = self._read(lambda connection: connection.execute(f"SELECT table_code FROM {_GAMES} WHERE id = %s",
                                                                     (game_id,)).fetchone())
            if found is None:
                if missing is not None:
                    raise SaveConflict(missing)
                return
            code = str(found[0]) if found[0] is not None else _NOT_A_TABLE
            with self._lock:
                self._tables[game_id] = code

        def write(connection: Connection, again: bool) -> None:
            if connection.execute(f"SELECT 1 FROM {_GAMES} WHERE id = %s", (game_id,)).fetchone() is None:
                if missing is not None:
                    raise SaveConflict(missing)
                return
            work(connection, again)

        self._write(game_id, code or None, write)

    def _write(self, game_id: int, code: str | None, work: Callable[[Connection, bool], Result]) -> Result:
        """`work` in one transaction, after table `code`'s lease (None: none) is checked, waited for
        while the database is away, with the people at game `game_id`'s table told of a long wait."""
        def attempt(connection: Connection, again: bool) -> Result:
            with connection.transaction():
                if code is not None:
                    self._check_lease(connection, code)
                return work(connection, again)

        return patiently(self.pool, attempt, told=lambda waited: self.waiting(game_id, waited))

    # ------------------------------------------------------------------ reading

    def _read(self, work: Callable[[Connection], Result]) -> Result:
        """A read, waited for while the database is away (nobody is told: a read is no move)."""
        return patiently(self.pool, lambda connection, again: work(connection))

    def game(self, game_id: int) -> SavedGame | None:
        """One game, read alone; None when there is none."""
        if not -(2**63) <= game_id < 2**63:
            return None
        row = self._read(lambda connection: connection.execute(
            f"SELECT g.id, g.kind, g.setup, g.created, g.updated, g.round, g.finished,"
            f" (SELECT count(*) FROM {_ACTIONS} a WHERE a.game_id = g.id), g.heard, g.table_code FROM {_GAMES} g WHERE g.id = %s",
            (game_id,)).fetchone())
        if row is None:
            return None
        with self._lock:
            self._tables[game_id] = str(row[9]) if row[9] is not None else _NOT_A_TABLE
        setup = row[2] if isinstance(row[2], dict) else {}
        return SavedGame(int(row[0]), str(row[1]), setup, float(row[3]), float(row[4]), int(row[5]), bool(row[6]), int(row[7]),
                         row[8] if isinstance(row[8], int) else None)

    def heard_by(self, game_id: int) -> dict[int, int]:
        """How many moves each person has been told about, by seat."""
        rows = self._read(lambda connection: connection.execute(f"SELECT seat, moves FROM {_HEARD} WHERE game_id = %s",
                                                                (game_id,)).fetchall())
        return {int(seat): int(moves) for seat, moves in rows}

    def settings_by(self, game_id: int) -> dict[int, dict[str, str]]:
        """What each person chose of how things are said, by seat (a value not an object is left out)."""
        rows = self._read(lambda connection: connection.execute(
            f"SELECT seat, settings FROM {_HEARD} WHERE game_id = %s AND settings IS NOT NULL", (game_id,)).fetchall())
        return {int(seat): {str(key): item for key, item in value.items() if isinstance(item, str)}
                for seat, value in rows if isinstance(value, dict)}

    def actions(self, game_id: int) -> list[object]:
        """The game's actions in order; SaveFileProblem if one changed since it was saved."""
        found, changed = self.checked_actions(game_id)
        if changed is not None:
            raise SaveFileProblem(msg("save-move-changed", move=changed, id=str(game_id), path=self.path))
        return found

    def checked_actions(self, game_id: int) -> tuple[list[object], int | None]:
        """The game's actions in order as far as each is as saved (`move_check`), and the number
        (from 1) of the first that changed since, if one did."""
        rows = self._read(lambda connection: connection.execute(
            f"SELECT n, action, checked FROM {_ACTIONS} WHERE game_id = %s ORDER BY n", (game_id,)).fetchall())
        found: list[object] = []
        for expected, (number, text, check) in enumerate(rows):
            if number != expected:
                raise SaveFileProblem(msg("save-missing-move", id=str(game_id), path=self.path, move=expected + 1))
            if check is not None and check != move_check(game_id, number, text):
                return found, number + 1
            try:
                found.append(json.loads(text))
            except json.JSONDecodeError:
                raise SaveFileProblem(msg("save-move-unreadable", move=number + 1, id=str(game_id), path=self.path)) from None
        return found, None

    def close(self) -> None:
        """Nothing to let go: the pool is its maker's, and no claim is held in the database."""
        with self._lock:
            self._claimed.clear()
