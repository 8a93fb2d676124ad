"""A server's saves facing the open internet (issue 39, items 4, 6, 8 and 14): the save file and
everything beside it readable by its owner only; a table's games bounded on the disk however
often a seat deals anew; a start-up that listens before it reads any table's moves; a damaged
file that gives back every table it still holds, its players told."""

from __future__ import annotations

import contextlib
import json
import os
import random
import shutil
import sqlite3
import stat
import time
from pathlib import Path

import pytest
from websockets.sync.client import connect

from served_listings import Listings
from server_helpers import Device, Server, Told
from shared_table.core.errors import InvalidInput
from shared_table.net.requests import Join, Open
from shared_table.net.served_table import Served
from shared_table.net.tables import IDLE_SECONDS, Tables
from shared_table.saves.files import copy_aside
from shared_table.saves.retention import CLOSED_KEPT_SECONDS, KEEP_GAMES
from shared_table.saves.store import SaveStore
from shared_table.table.host import Host

FILES = ("", "-wal", "-shm", ".lock")


def _mode(path: Path | str) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


def _assert_private(path: Path) -> None:
    assert _mode(path.parent) == 0o700, oct(_mode(path.parent))
    for end in FILES:
        found = Path(f"{path}{end}")
        if found.exists():
            assert _mode(found) == 0o600, (found.name, oct(_mode(found)))


# ------------------------------------------------------------------ item 6: who can read the file


def test_a_new_save_file_its_log_its_index_its_lock_and_its_folder_are_its_owners_alone(tmp_path: Path) -> None:
    old = os.umask(0o022)  # what most systems give: new files readable by everyone
    try:
        path = tmp_path / "data" / "games.sqlite3"
        store = SaveStore(path)
        store.new_game("solitaire", {})
        assert Path(f"{path}-wal").exists() and Path(f"{path}-shm").exists()
        _assert_private(path)
        store.close()
    finally:
        os.umask(old)


def test_a_save_file_found_readable_by_everyone_is_made_private_as_it_is_opened(tmp_path: Path) -> None:
    path = tmp_path / "data" / "games.sqlite3"
    SaveStore(path).close()
    sqlite3.connect(path).close()
    for end in FILES:
        if Path(f"{path}{end}").exists():
            os.chmod(f"{path}{end}", 0o644)
    os.chmod(path.parent, 0o755)
    store = SaveStore(path)
    store.new_game("solitaire", {})
    _assert_private(path)
    store.close()


def test_copies_set_aside_damaged_or_kept_are_their_owners_alone(tmp_path: Path) -> None:
    old = os.umask(0o022)
    try:
        path = tmp_path / "data" / "games.sqlite3"
        path.parent.mkdir()
        path.write_bytes(b"not a database at all, " * 100)
        os.chmod(path, 0o644)
        store = SaveStore(path)
        assert store.set_aside_as is not None and _mode(store.set_aside_as) == 0o600
        store.new_game("solitaire", {})
        kept = copy_aside(path)
        for end in ("", "-wal", "-shm"):
            if Path(f"{kept}{end}").exists():
                assert _mode(f"{kept}{end}") == 0o600, end
        store.close()
    finally:
        os.umask(old)


def test_a_running_server_keeps_its_saves_private(tmp_path: Path) -> None:
    server = Server(tmp_path)
    try:
        ann = Device(server)
        ann.open(guests=0, players=2, bots="easy")
        ann.close()
        _assert_private(server.store_path)
    finally:
        server.stop()


# ------------------------------------------------------------------ tables as the tables see them


def _played_table(tables: Tables, seed: int, moves: int) -> tuple[Served, str, Told]:
    """A table of Ann and an easy computer player, started, with at least `moves` moves played."""
    ann = Told()
    request = Open(id=1, game="", players=2, bots="easy", guests=0, name="Ann", seed=seed, options=[])
    served, _, token = tables.open(ann, request)  # type: ignore[arg-type]
    tables.sit(served, 0, ann, None)  # type: ignore[arg-type]
    assert served.table_id is not None
    table = tables.host.table(served.table_id)
    bot = served.game.make_bot("easy", 0, 2, random.Random(seed))
    observed = 0
    while table.moves < moves:
        bot.observe(table.seen[0][observed:])
        observed = len(table.seen[0])
        ann.links[-1].play(0, bot.choose(table.state.view(0)))
    tables.host.heard(served.table_id, 0, table.moves)  # Ann was told every move, as her device says
    tables.host.flush(served.table_id)
    return served, token, ann


def _rows(path: Path) -> dict[str, int]:
    with sqlite3.connect(path) as db:
        return {name: int(db.execute(f"SELECT COUNT(*) FROM {name}").fetchone()[0]) for name in ("games", "actions", "heard", "served")}


# ------------------------------------------------------------------ item 4: a table's games bounded


NEW_GAMES = 30


def test_a_seat_dealing_anew_again_and_again_keeps_its_tables_last_games_and_no_more(tmp_path: Path) -> None:
    server = Server(tmp_path)
    try:
        ann = Device(server)
        ann.open(guests=0, players=2, bots="easy")
        ann.wait_for(lambda: ann.link.started is not None)
        most: dict[str, int] = {}
        for _ in range(NEW_GAMES):
            answer = ann.link.request("new", seat=0)
            assert answer["said"] is not None
            rows = _rows(server.store_path)
            most = {name: max(most.get(name, 0), count) for name, count in rows.items()}
        ann.close()
    finally:
        problems = server.stop()
    assert "Traceback" not in problems, problems
    assert most["games"] == KEEP_GAMES, most
    with sqlite3.connect(server.store_path) as db:
        kept = {row[0] for row in db.execute("SELECT id FROM games")}
        assert max(kept) == NEW_GAMES + 1, "every new game was saved"
        assert {row[0] for row in db.execute("SELECT DISTINCT game_id FROM actions")} <= kept, "no moves of a game deleted"
        assert {row[0] for row in db.execute("SELECT DISTINCT game_id FROM heard")} <= kept, "nothing heard of a game deleted"
        assert db.execute("SELECT game_id FROM served").fetchone()[0] == max(kept), "the table plays its newest game"
    assert most["heard"] <= KEEP_GAMES * 2 and most["actions"] <= KEEP_GAMES * 200, most


def test_a_consoles_games_are_the_players_own_and_a_table_closed_for_good_is_forgotten_in_its_time(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "games.sqlite3")
    own = [store.new_game("solitaire", {}) for _ in range(KEEP_GAMES + 2)]  # a console's, with no table
    tables = Tables(store, Host())
    served, _, ann = _played_table(tables, seed=3, moves=4)
    tables.leave(served, 0, ann)  # type: ignore[arg-type]
    assert _a_day_of_sweeps(tables) == [served.code]
    assert served.game_id is not None and store.game(served.game_id) is not None, "kept a while after it closed"
    tables.close_idle(wall=time.time() + CLOSED_KEPT_SECONDS - 60)
    assert store.game(served.game_id) is not None, "kept for the time docs/saves.md states"
    tables.close_idle(wall=time.time() + CLOSED_KEPT_SECONDS + 60)
    assert store.game(served.game_id) is None and store.actions(served.game_id) == [], "forgotten after it"
    assert [game.id for game in store.games()] == own, "a console's games are never deleted"
    store.close()
    assert _rows(tmp_path / "games.sqlite3") == {"games": len(own), "actions": 0, "heard": 0, "served": 0}


# ------------------------------------------------------------------ item 14: listening at once


KEPT_TABLES = 200


def _reads_of_moves(db: sqlite3.Connection) -> list[str]:
    """Every statement SQLite runs on `db` from now on that reads saved moves."""
    read: list[str] = []
    db.set_trace_callback(lambda statement: read.append(statement) if "actions" in statement and "SELECT" in statement else None)
    return read


def test_a_server_started_again_reads_no_tables_moves_before_it_listens_and_each_table_is_there_for_its_people(tmp_path: Path) -> None:
    path = tmp_path / "data" / "shared-table" / "games.sqlite3"
    path.parent.mkdir(parents=True)
    store = SaveStore(path)
    tables = Tables(store, Host())
    made = [_played_table(tables, seed, moves=6) for seed in range(KEPT_TABLES)]
    moves = {served.code: tables.host.table(served.table_id).moves for served, _, _ in made}  # type: ignore[arg-type]
    store.close()  # as a killed server leaves it: every move saved as it was made

    again = Tables(SaveStore(path), Host())
    read = _reads_of_moves(again.store.db)
    assert again.reopen() == []
    assert read == [] and again.by_code == {}, f"{len(read)} reads of moves before listening"
    served, token, _ = made[KEPT_TABLES // 2]
    back = Told()
    found, seat, _ = again.join(back, Join(id=1, table=served.code.lower(), name="Ann", token=token, since=None))  # type: ignore[arg-type]
    again.sit(found, seat, back, None)  # type: ignore[arg-type]
    assert read, "the table's moves are read when its person comes back"
    assert again.host.table(found.table_id).moves >= moves[served.code] and set(again.by_code) == {served.code}  # type: ignore[arg-type]
    again.store.close()

    server = Server(tmp_path)  # a real server on the same file
    try:
        for served, token, _ in (made[0], made[-1]):
            ann = Device(server)
            ann.join(served.code, "Ann", token)
            ann.wait_for(lambda ann=ann: ann.session is not None)  # type: ignore[misc]
            assert ann.link.seat == 0 and ann.link.moves >= moves[served.code], "back at the table as it was"
            ann.close()
    finally:
        problems = server.stop()
    assert "Traceback" not in problems and "could not be reopened" not in problems, problems


def _a_day_of_sweeps(tables: Tables) -> list[str]:
    """Sweep ten minutes apart (by the monotonic clock `close_idle` reads) for a day: what closed."""
    now, closed = 0.0, []
    for _ in range(IDLE_SECONDS // 600 + 1):
        now += 600
        closed += tables.close_idle(now)
    return closed


def test_tables_nobody_came_back_to_within_a_day_of_the_restart_are_closed_cheaply_and_the_rest_kept(
        tmp_path: Path, listings: Listings) -> None:
    path = tmp_path / "games.sqlite3"
    store = SaveStore(path)
    tables = Tables(store, Host(), listings.make(store))  # SQLite's list of tables, and PostgreSQL's
    away, _, _ = _played_table(tables, seed=1, moves=2)
    back, token, _ = _played_table(tables, seed=2, moves=2)
    store.close()
    long_ago = time.time() - 2 * IDLE_SECONDS  # by the wall clock, last used two days ago: it may have jumped while the server was down
    listings.backdate(path, away.code, long_ago)
    with sqlite3.connect(path) as db:
        db.execute("UPDATE games SET updated = ? WHERE id = ?", (long_ago, away.game_id))
    again_store = SaveStore(path)
    again = Tables(again_store, Host(), listings.make(again_store))
    read = _reads_of_moves(again.store.db)
    assert again.reopen() == [] and read == []
    assert {row.code for row in again.listing.open_tables()} == {away.code, back.code}, "nothing closed by the wall clock"
    person = Told()
    found, seat, _ = again.join(person, Join(id=1, table=back.code, name="Ann", token=token, since=None))  # type: ignore[arg-type]
    again.sit(found, seat, person, None)  # type: ignore[arg-type]
    read.clear()
    assert _a_day_of_sweeps(again) == [] and read == [], "closed in one statement, reading no moves"
    assert [row.code for row in again.listing.open_tables()] == [back.code], "the one nobody came back to is closed"
    with pytest.raises(Exception, match="no table"):
        again.find(away.code)
    assert again.find(back.code) is found
    again.store.close()


def test_a_new_table_never_takes_the_code_of_one_kept_from_before_a_restart(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "games.sqlite3"
    tables = Tables(SaveStore(path), Host())
    kept, token, _ = _played_table(tables, seed=1, moves=2)
    tables.store.close()
    again = Tables(SaveStore(path), Host())
    assert again.reopen() == [] and again.by_code == {}, "kept, not read: its code is only in the store"
    codes = iter([kept.code, kept.code, "NEWCODE"])
    monkeypatch.setattr("shared_table.net.tables.new_code", lambda: next(codes))
    opened, _, _ = again.open(Told(), Open(id=1, game="", players=2, bots=None, guests=1, name="Eve", seed=None, options=[]))  # type: ignore[arg-type]
    assert opened.code == "NEWCODE", "the kept table's code is not given again"
    back = Told()
    found, seat, _ = again.join(back, Join(id=1, table=kept.code, name="Ann", token=token, since=None))  # type: ignore[arg-type]
    assert seat == 0 and found.seats[0].name == "Ann" and found.table_id is not None, "its table is still there for its people"
    again.store.close()


# ------------------------------------------------------------------ item 8: a damaged file gives back its tables


DAMAGED_TABLES = 12


def _damaged_copy(base: Path, folder: Path, offset: int) -> Path:
    """The save file at `base` copied into `folder` with 8 KiB from `offset` on overwritten, as a bad stretch of disk would."""
    path = folder / "data" / "shared-table" / "games.sqlite3"
    path.parent.mkdir(parents=True)
    shutil.copyfile(base, path)
    with open(path, "r+b") as file:
        file.seek(offset)
        file.write(random.Random(offset).randbytes(8192))
    return path


def _pages_of(path: Path, *names: str) -> list[int]:
    """The numbers (from 1) of the pages that hold the tables `names`, their indexes and their roots."""
    with contextlib.closing(sqlite3.connect(path)) as db:
        marks = ",".join("?" * len(names))
        return [int(row[0]) for row in db.execute(f"SELECT pageno FROM dbstat WHERE name IN ({marks})", names)]


def _zeroed(path: Path, pages: list[int]) -> None:
    with open(path, "r+b") as file:
        for page in pages:
            file.seek((page - 1) * 4096)
            file.write(bytes(4096))


def test_a_table_whose_seats_and_game_rows_are_both_lost_says_so_and_a_closed_one_stays_closed(tmp_path: Path) -> None:
    path = tmp_path / "games.sqlite3"
    store = SaveStore(path)
    tables = Tables(store, Host())
    (kept, kept_token, _), (closed, closed_token, ann) = (_played_table(tables, seed, moves=4) for seed in (1, 2))
    tables.leave(closed, 0, ann)  # type: ignore[arg-type]
    assert _a_day_of_sweeps(tables) == [closed.code]
    store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    store.close()
    lost = tmp_path / "lost" / "games.sqlite3"
    lost.parent.mkdir()
    shutil.copyfile(path, lost)
    _zeroed(path, _pages_of(path, "served", "sqlite_autoindex_served_1"))  # its seats: from the copy in its game's row
    again = Tables(SaveStore(path), Host())
    found, seat, _ = again.join(Told(), Join(id=1, table=kept.code, name="Ann", token=kept_token, since=None))  # type: ignore[arg-type]
    assert (found.code, seat) == (kept.code, 0)
    with pytest.raises(InvalidInput) as refused:  # closed for good: its copy went as it closed
        again.join(Told(), Join(id=1, table=closed.code, name="Ann", token=closed_token, since=None))  # type: ignore[arg-type]
    assert refused.value.message.id in ("net-no-table", "save-table-unreadable")
    again.store.close()
    _zeroed(lost, _pages_of(lost, "served", "sqlite_autoindex_served_1", "games"))  # both rows: the code alone, in the games' index
    again = Tables(SaveStore(lost), Host())
    with pytest.raises(InvalidInput) as refused:
        again.join(Told(), Join(id=1, table=kept.code, name="Ann", token=kept_token, since=None))  # type: ignore[arg-type]
    assert refused.value.message.id == "save-table-unreadable", "told it cannot be reopened, not that there is no such table"
    again.store.close()


def test_8_kib_of_damage_anywhere_gives_back_every_table_still_readable_up_to_the_damage_its_people_told(tmp_path: Path) -> None:
    base = tmp_path / "base" / "games.sqlite3"
    base.parent.mkdir()
    store = SaveStore(base)
    tables = Tables(store, Host())
    made = [_played_table(tables, seed, moves=30) for seed in range(DAMAGED_TABLES)]
    heard = {served.code: tables.host.table(served.table_id).moves for served, _, _ in made}  # type: ignore[arg-type]
    store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # every page in the file itself, where the damage goes
    store.close()
    tries = reopened = told = 0
    chosen: tuple[int, str, str] | None = None
    for offset in range(4096, base.stat().st_size - 4096, 8192):
        path = _damaged_copy(base, tmp_path / str(offset), offset)
        again = Tables(SaveStore(path), Host())
        assert again.store.set_aside_as is not None and _mode(again.store.set_aside_as) == 0o600, "the damaged file is kept aside"
        for served, token, _ in made:
            tries += 1
            back = Told()
            try:
                found, seat, _ = again.join(back, Join(id=1, table=served.code, name="Ann", token=token, since=None))  # type: ignore[arg-type]
            except Exception as refused:
                assert "no table" in str(refused) or "cannot be reopened" in str(refused), refused
                continue
            again.sit(found, seat, back, None)  # type: ignore[arg-type]
            reopened += 1
            moves = again.host.table(found.table_id).moves  # type: ignore[arg-type]
            if moves < heard[served.code]:
                said = [notice.id for notice in back.notices]
                assert {"save-moves-lost", "net-save-move-changed"} & set(said), (offset, served.code, said)
                told += 1
                chosen = chosen or (offset, served.code, token)
        again.store.close()
    # Before salvage: 0, the whole file set aside. Salvage alone: 72 of 96, a table lost with its
    # `served` row or its game's row. Each row now rebuilt from the other (schema 8): every one.
    assert reopened == tries, f"{reopened} of {tries} tables reopened"
    assert chosen is not None, "some damage cut a game, and its person was told"

    offset, code, token = chosen  # a real server started on such a file
    server_folder = tmp_path / "server"
    _damaged_copy(base, server_folder, offset)
    server = Server(server_folder)
    try:
        with connect(f"ws://127.0.0.1:{server.port}/ws") as socket:
            socket.send(json.dumps({"kind": "join", "id": 1, "table": code, "name": "Ann", "token": token, "since": None}))
            heard: list[str] = []
            while not any(kind in text for text in heard for kind in ("save-moves-lost", "net-save-move-changed")):
                heard.append(socket.recv(timeout=20))  # a server that never tells her fails here, in 20 s
            assert any('"seat": 0' in text or '"seat":0' in text for text in heard), heard
            assert not any(str(server_folder) in text for text in heard), "where the server keeps its files is not said"
    finally:
        problems = server.stop()
    assert "Traceback" not in problems and "could still be read" in problems, problems
    print(f"8 KiB of damage: {tries} tables, {reopened} reopened, {told} cut and told")


if __name__ == "__main__":  # pragma: no cover
    pytest.main([__file__])
