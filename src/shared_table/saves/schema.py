"""The save file's tables, version by version: what each schema version adds (`MIGRATIONS`),
the version this program writes (`SCHEMA_VERSION`), and the columns every version has
(`COLUMNS`). saves/store.py brings an older file up to date, one version at a time, in a
transaction each."""

from __future__ import annotations

from collections.abc import Sequence

SCHEMA_VERSION = 8
MIGRATIONS: dict[int, Sequence[str]] = {
    1: (
        "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
        "CREATE TABLE games (id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, setup TEXT NOT NULL,"
        " created REAL NOT NULL, updated REAL NOT NULL, round INTEGER NOT NULL DEFAULT 1,"
        " finished INTEGER NOT NULL DEFAULT 0)",
        "CREATE TABLE actions (game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
        " n INTEGER NOT NULL, action TEXT NOT NULL, PRIMARY KEY (game_id, n))",
    ),
    # How many of a game's moves the player has been told about (NULL: not known, as in version 1).
    2: ("ALTER TABLE games ADD COLUMN heard INTEGER",),
    # Each move's own check (`move_check`), so that a move changed on the disk is noticed (NULL: saved before).
    3: ("ALTER TABLE actions ADD COLUMN checked TEXT",),
    # How many moves each person has been told about, by seat (games.heard keeps the least of them).
    4: ("CREATE TABLE heard (game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, seat INTEGER NOT NULL,"
        " moves INTEGER NOT NULL, PRIMARY KEY (game_id, seat))",),
    # The tables a server hosts (`shared-table serve`): its code, who sits where with a hash of each
    # seat's secret token, and the game once it has started; a server started again reopens them.
    5: ("CREATE TABLE served (code TEXT PRIMARY KEY, lobby TEXT NOT NULL, game_id INTEGER, updated REAL NOT NULL,"
        " closed INTEGER NOT NULL DEFAULT 0)",),
    # What each person chose of how things are said to them (verbosity, a hand's order), as JSON:
    # a resumed game says things the way they left it (NULL: nothing chosen, or saved before).
    6: ("ALTER TABLE heard ADD COLUMN settings TEXT",),
    # The served table a game was dealt at (NULL: a console's game, the player's own), so that a
    # table keeps only its last games (saves/retention.py); the games tables name now are theirs.
    7: ("ALTER TABLE games ADD COLUMN table_code TEXT",
        "UPDATE games SET table_code = (SELECT code FROM served WHERE served.game_id = games.id)",
        "CREATE INDEX games_by_table ON games (table_code)"),
    # A copy of its table's `served` row (the lobby, as JSON) in the row of the game in play, far
    # from `served` in the file: a damaged file's salvage rebuilds either row from the other
    # (saves/salvage.py). Written with `served`, never per move; NULL once the table is closed.
    8: ("ALTER TABLE games ADD COLUMN served_copy TEXT",
        "UPDATE games SET served_copy = (SELECT lobby FROM served WHERE served.game_id = games.id AND served.closed = 0)"),
}
"""Schema version -> the statements that bring version - 1 up to it."""


COLUMNS = {
    "meta": {"key", "value"},
    "games": {"id", "kind", "setup", "created", "updated", "round", "finished"},
    "actions": {"game_id", "n", "action"},
}
"""The columns every schema version has (version 1's): a file whose tables lack one is not a save."""
