"""How much of a server's tables the save file keeps, so that nobody at a table can fill the disk
(docs/saves.md, "What a server keeps"):

- a served table keeps its last `KEEP_GAMES` games: the one in play and the ones before it. Each
  new game (`new`) deletes the older ones, their moves and how far each person heard them, in the
  very transaction that saves the new game, so no kill leaves more behind;
- a table closed for good (nobody came for a day) is forgotten `CLOSED_KEPT_SECONDS` after it
  closed: its row and every game of it, a batch at a time, each batch a transaction of its own;
- a console's games are the player's own: they have no table, and nothing here touches them.

Every function runs on the store's connection, inside the caller's transaction and store lock.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

KEEP_GAMES = 3
"""Games a served table keeps: the one in play and the two before it."""
CLOSED_KEPT_SECONDS = 7 * 24 * 3600
"""How long the games of a table closed for good are kept (for whoever runs the server to look
into, say, a game someone asks about), before they are deleted."""
FORGET_BATCH = 20
"""Closed tables forgotten in one transaction: a long delete never holds the file from the tables in play."""


def keep_last(db: sqlite3.Connection, code: str, keep: int = KEEP_GAMES) -> list[int]:
    """Inside a transaction: delete the games of table `code` older than its last `keep`; their ids."""
    old = [int(row[0]) for row in db.execute("SELECT id FROM games WHERE table_code = ? ORDER BY id DESC LIMIT -1 OFFSET ?",
                                             (code, keep))]
    delete_games(db, old)
    return old


def delete_games(db: sqlite3.Connection, ids: Sequence[int]) -> None:
    """Inside a transaction: the games `ids`, their moves and how far each person heard them."""
    for start in range(0, len(ids), 500):  # SQLite's limit on parameters of one statement is 999 in older builds
        chunk = list(ids[start:start + 500])
        marks = ",".join("?" * len(chunk))
        db.execute(f"DELETE FROM actions WHERE game_id IN ({marks})", chunk)
        db.execute(f"DELETE FROM heard WHERE game_id IN ({marks})", chunk)
        db.execute(f"DELETE FROM games WHERE id IN ({marks})", chunk)


def forget_closed(db: sqlite3.Connection, before: float, most: int = FORGET_BATCH) -> list[str]:
    """Inside a transaction: up to `most` tables closed before `before` (seconds since the epoch),
    deleted with every game of theirs; their codes."""
    codes = [str(row[0]) for row in db.execute("SELECT code FROM served WHERE closed = 1 AND updated < ? LIMIT ?", (before, most))]
    for code in codes:
        delete_games(db, [int(row[0]) for row in db.execute("SELECT id FROM games WHERE table_code = ?", (code,))])
        db.execute("DELETE FROM served WHERE code = ?", (code,))
    return codes
