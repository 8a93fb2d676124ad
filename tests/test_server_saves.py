"""A server's saves facing the open internet (issue 39, items 4, 6, 8 and 14): the save file and
everything beside it readable by its owner only; a table's games bounded on the disk however
often a seat deals anew; a start-up that listens before it reads any table's moves; a damaged
file that gives back every table it still holds, its players told."""

from __future__ import annotations

import os
import sqlite3
import stat
from pathlib import Path

import pytest

from server_helpers import Device, Server
from shared_table.saves.files import copy_aside
from shared_table.saves.store import SaveStore

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


if __name__ == "__main__":  # pragma: no cover
    pytest.main([__file__])
