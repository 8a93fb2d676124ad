"""How the save file is written, and how a write that fails is said: one SQLite transaction per
change (`Transaction`: all of it or none), and an OS or SQLite error as words a player can act on
(`reason_of`)."""

from __future__ import annotations

import contextlib
import sqlite3
import zlib

from shared_table.core.message import Msg, msg

READ_ONLY = msg("save-reason-read-only")
DISK_FULL = msg("save-reason-disk-full")
DISK_ERROR = msg("save-reason-disk-error")


def reason_of(error: BaseException) -> Msg | str:
    """An OS or SQLite error as words a player can act on, to follow "could not be written"
    (the error's own text, from the system, when it is none we know)."""
    said = getattr(error, "said", None)  # an error that carries its own words (saves/protocol.py's DatabaseAway)
    if isinstance(said, Msg | str):
        return said
    text = str(error)
    code = getattr(error, "sqlite_errorcode", None)
    if "readonly" in text or "read-only" in text or isinstance(error, PermissionError) or code == 8:  # SQLITE_READONLY
        return READ_ONLY
    if code == 13 or getattr(error, "errno", None) in (28, 27):  # SQLITE_FULL, ENOSPC, EFBIG
        return DISK_FULL
    if code is not None and code & 0xFF == 10:  # SQLITE_IOERR: the system refused a read or write
        return DISK_ERROR
    return text


class Transaction:
    """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on an error (autocommit mode otherwise)."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self) -> None:
        self.db.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind: object, error: object, trace: object) -> None:
        if kind is None:
            try:
                self.db.execute("COMMIT")
                return
            except sqlite3.Error:
                self._roll_back()
                raise
        self._roll_back()

    def _roll_back(self) -> None:
        if self.db.in_transaction:  # SQLite may already have rolled back (a full disk does)
            with contextlib.suppress(sqlite3.Error):  # the error being raised says what went wrong
                self.db.execute("ROLLBACK")


def move_check(game_id: int, number: int, action: str) -> str:
    """A saved move's own check: the CRC-32 of its game, its number and its text, so that a byte
    that changes on the disk, or a move that moves to another game or place, is noticed. A CRC is
    made for changes by accident, which is what a disk makes (and zlib is quick to load: hashlib
    and its OpenSSL take 2.6 ms of every start)."""
    text = f"{game_id}\0{number}\0{action}"
    return f"{zlib.crc32(text.encode()):08x}"
