"""Damaged saves are noticed, said, and kept (issue "Hostile input and damaged files").

A byte that changes in the -wal file would make SQLite drop every later write without a word;
a byte that changes inside a saved move would make its game unresumable. Each is found before
SQLite or the rules read it, said in one sentence naming the copy, and every file involved
(database, -wal, -shm) is kept byte for byte beside the one play goes on in.
"""

from __future__ import annotations

import os
import random
import re
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from shared_table.console.play import hosted, make_setup, session_from_setup
from shared_table.console.saved_games import resume, start_saved
from shared_table.saves.store import SaveStore
from shared_table.saves.wal import FRAME_HEADER, HEADER, damage
from sizes import size

FLIPS = size("WAL_FLIPS", 40, 2000)
FILES = ("", "-wal", "-shm")


def _crashed_save(folder: Path, moves: int = 60) -> Path:
    """A save file as a killed program leaves it: a game of `moves` moves committed, the -wal there."""
    live = folder / "live" / "games.sqlite3"
    live.parent.mkdir(parents=True)
    store = SaveStore(live)
    session = session_from_setup(make_setup(seed=4, bots="easy,easy"))
    start_saved(store, session)
    session.start()
    while len(hosted(session).state.log) < moves:
        session.handle("draw")
        session.handle("discard 1")
    crashed = folder / "crashed" / "games.sqlite3"
    crashed.parent.mkdir()
    for end in FILES:  # the files as they are on the disk while the game is open: as a kill leaves them
        shutil.copyfile(f"{live}{end}", f"{crashed}{end}")
    store.close()
    return crashed


@pytest.fixture(scope="module")
def crashed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _crashed_save(tmp_path_factory.mktemp("crashed"))


def _moves_in(path: Path) -> int:
    with sqlite3.connect(path) as db:
        return int(db.execute("SELECT COUNT(*) FROM actions").fetchone()[0])


def test_an_undamaged_log_is_read_whole(crashed: Path) -> None:
    assert Path(f"{crashed}-wal").stat().st_size > HEADER and damage(Path(f"{crashed}-wal")) is None


def test_a_byte_changed_anywhere_in_the_log_but_its_last_write_is_found_said_and_kept(crashed: Path, tmp_path: Path) -> None:
    wal = Path(f"{crashed}-wal").read_bytes()
    page = int.from_bytes(wal[8:12], "big")
    last_frame = HEADER + ((len(wal) - HEADER) // (FRAME_HEADER + page) - 1) * (FRAME_HEADER + page)
    rng = random.Random(2026)
    places = [*range(HEADER), *(rng.randrange(HEADER, last_frame) for _ in range(FLIPS))]
    for number, place in enumerate(places):
        copy = tmp_path / str(number) / "games.sqlite3"
        copy.parent.mkdir()
        for end in FILES:
            shutil.copyfile(f"{crashed}{end}", f"{copy}{end}")
        changed = bytearray(wal)
        changed[place] ^= 1 << rng.randrange(8)
        Path(f"{copy}-wal").write_bytes(changed)
        before = {end: Path(f"{copy}{end}").read_bytes() for end in FILES}
        store, notice = SaveStore.open(copy)
        store.close()
        kept = copy.with_name("games-refused-1.sqlite3")
        assert "has changed on the disk at write" in notice and str(kept) in notice, (place, notice)
        assert {end: Path(f"{kept}{end}").read_bytes() for end in FILES} == before, "kept byte for byte"
        again, second = SaveStore.open(copy)
        again.close()
        assert second == "", "said once"


def test_what_a_killed_transaction_left_after_the_last_commit_is_no_damage(crashed: Path, tmp_path: Path) -> None:
    """After a kill part-way through a transaction, SQLite writes the next one over it: frames of
    the killed one, which never committed, are left after the new commit, with this log's salt
    and an old chain. SQLite rightly reads past them; so must the check."""
    wal = Path(f"{crashed}-wal").read_bytes()
    page = int.from_bytes(wal[8:12], "big")
    size = FRAME_HEADER + page
    frames = [wal[HEADER + n * size:HEADER + (n + 1) * size] for n in range((len(wal) - HEADER) // size)]
    commits = [n for n, frame in enumerate(frames) if int.from_bytes(frame[4:8], "big")]
    assert len(commits) > 10
    left = b"".join(frames[commits[8] + 1:commits[9]])  # a transaction's frames without its commit frame
    log = tmp_path / "games.sqlite3-wal"
    log.write_bytes(wal[:HEADER + (commits[4] + 1) * size] + left)
    assert damage(log) is None
    changed = bytearray(log.read_bytes())
    changed[HEADER + 2 * size + 100] ^= 4  # while a byte changed before the last commit is still found
    log.write_bytes(bytes(changed))
    assert damage(log) is not None


def test_a_move_changed_on_the_disk_is_said_and_the_game_goes_on_before_it(crashed: Path, tmp_path: Path) -> None:
    copy = tmp_path / "games.sqlite3"
    for end in FILES:
        shutil.copyfile(f"{crashed}{end}", f"{copy}{end}")
    moves = _moves_in(copy)
    with sqlite3.connect(copy) as db:  # one byte of move 12's text, as a bad sector would change it
        text = db.execute("SELECT action FROM actions WHERE n = 11").fetchone()[0]
        db.execute("UPDATE actions SET action = ? WHERE n = 11", (text.replace('"', "'", 1),))
    before = {end: Path(f"{copy}{end}").read_bytes() for end in FILES if Path(f"{copy}{end}").exists()}
    store = SaveStore(copy)
    session, lines = resume(store, "1")
    kept = copy.with_name("games-refused-1.sqlite3")
    assert lines[0] == (f"Move 12 of game 1 has changed on the disk since it was saved: the game goes on from the move before it. "
                        f"The files as they were are kept as {kept}, unchanged; games are saved in {copy} as before.")
    assert session.moves >= 11 and moves > 12, "from move 11 on, the computer players owed their moves again"
    assert _moves_in(kept) == moves and all(Path(f"{kept}{end}").exists() for end in before)
    session.handle("hand")
    store.close()
    first = "SELECT action FROM actions WHERE n < 11 ORDER BY n"
    with sqlite3.connect(copy) as live, sqlite3.connect(kept) as old:
        assert live.execute(first).fetchall() == old.execute(first).fetchall()


@pytest.mark.parametrize("size", [0, 1, 50, 100, 4096, 20000])
def test_a_file_cut_short_beside_its_log_loses_nothing_in_silence(crashed: Path, tmp_path: Path, size: int) -> None:
    copy = tmp_path / "games.sqlite3"
    for end in FILES:
        shutil.copyfile(f"{crashed}{end}", f"{copy}{end}")
    moves = _moves_in_read_only(crashed)
    with open(copy, "r+b") as file:
        file.truncate(size)
    before = {end: Path(f"{copy}{end}").read_bytes() for end in FILES}
    store, notice = SaveStore.open(copy)
    now = int(store.db.execute("SELECT COUNT(*) FROM actions").fetchone()[0])
    store.close()
    if now == moves:
        return  # SQLite read every page back from the log: nothing was lost
    kept = copy.with_name("games-refused-1.sqlite3")
    assert str(kept) in notice, notice
    assert {end: Path(f"{kept}{end}").read_bytes() for end in FILES} == before, "kept byte for byte, its log with it"


def _moves_in_read_only(path: Path) -> int:
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        return int(db.execute("SELECT COUNT(*) FROM actions").fetchone()[0])


def _can_mount() -> bool:
    probe = subprocess.run(["unshare", "--mount", "true"], capture_output=True, check=False) if shutil.which("unshare") else None
    return probe is not None and probe.returncode == 0


@pytest.mark.skipif(not _can_mount(), reason="needs unshare --mount (a mount namespace of its own) to mount a read-only file system")
def test_a_read_only_file_system_lists_replays_resumes_and_refuses_a_delete_in_a_sentence(tmp_path: Path) -> None:
    """A real read-only mount (EROFS: even root writes nothing), in a mount namespace of the test's own."""
    folder = tmp_path / "mounted"
    folder.mkdir()
    program = f"{sys.executable} -m shared_table"
    script = f"""
set -u
mount -t tmpfs none {folder}
export XDG_DATA_HOME={folder}/data XDG_STATE_HOME={folder}/state XDG_CONFIG_HOME={folder}/config
printf 'draw\\ndiscard 1\\n' | {program} play --seed 4 --plain > /dev/null
mount -o remount,ro {folder}
echo "[games]"; {program} games 2>&1; echo "[status $?]"
echo "[replay]"; {program} replay 1 2>&1 | head -1
echo "[resume]"; printf 'hand\\n' | {program} play --resume --plain 2>&1 | head -2
echo "[delete]"; {program} games --delete 1 2>&1; echo "[status $?]"
"""
    result = subprocess.run(["unshare", "--mount", "bash", "-c", script], capture_output=True, text=True, timeout=120, check=False)
    said = result.stdout
    db = f"{folder}/data/shared-table/games.sqlite3"
    assert "Traceback" not in said + result.stderr, said + result.stderr
    assert "[games]\nGame 1, Five Crowns: Player, Ann, Bob;" in said and "[status 0]" in said, said
    assert "[replay]\nGame 1, Five Crowns, as Player knew it." in said, said
    assert f"[resume]\nSaving is off: {db} is read-only. The game goes on, unsaved.\nResumed game 1: " in said, said
    assert (f"[delete]\nshared-table games: game 1 cannot be deleted: {db} is read-only here, so nothing in it can change.\n"
            "[status 2]") in said, said


@pytest.mark.skipif(not _can_mount(), reason="needs unshare --mount (a mount namespace of its own) to mount a small file system")
def test_a_disk_full_at_the_start_saves_the_game_from_its_first_move_once_there_is_room(tmp_path: Path) -> None:
    """A 1 MB file system filled to the brim before the game starts, then given room mid-game."""
    folder = tmp_path / "mounted"
    folder.mkdir()
    moves = tmp_path / "moves"
    os.mkfifo(moves)
    script = f"""
set -u
mount -t tmpfs -o size=1m none {folder}
export XDG_DATA_HOME={folder}/data XDG_STATE_HOME={folder}/state XDG_CONFIG_HOME={folder}/config
head -c 2000000 /dev/zero > {folder}/filler 2>/dev/null
said_yet() {{  # wait for the game to have said $1: each step follows what the game said, not a time
    for _ in $(seq 1200); do grep -q "$1" {tmp_path}/said.txt && return 0; sleep 0.1; done; echo "never said: $1" >&2
}}
PYTHONUNBUFFERED=1 {sys.executable} -m shared_table play --seed 3 --plain < {moves} > {tmp_path}/said.txt 2>&1 &
exec 3> {moves}
printf 'draw\\ndiscard 1\\n' >&3; said_yet "You discard"
rm {folder}/filler; sleep 2.5  # the game tries again 2 s after its last try (table/saving.py): a sleep is a least time, safe under load
printf 'draw\\ndiscard 1\\n' >&3; said_yet "Saving works now"
printf 'quit\\nyes\\n' >&3; exec 3>&-
wait
{sys.executable} -m shared_table games
"""
    result = subprocess.run(["unshare", "--mount", "bash", "-c", script], capture_output=True, text=True, timeout=120, check=False)
    said = (tmp_path / "said.txt").read_text()
    assert "Saving is off for now: " in said and "the disk is full" in said, said
    late = re.search(r"Saving works now: the game is saved as game 1, with its (\d+) moves so far.", said)
    assert late is not None, said
    listed = re.search(r"Game 1, Five Crowns: Player, Ann, Bob; round \d+, unfinished; (\d+) moves", result.stdout)
    assert listed is not None and int(listed[1]) > int(late[1]), (result.stdout, said)
    assert "It is saved: go on with shared-table play --resume 1." in said and "Traceback" not in said + result.stderr


DB_FLIPS = size("DB_FLIPS", 40, 3000)


@pytest.fixture(scope="module")
def checkpointed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[object]]:
    """A save file with every write folded into it (no -wal), and its game's moves."""
    crashed = _crashed_save(tmp_path_factory.mktemp("checkpointed"))
    with sqlite3.connect(crashed) as db:
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    store = SaveStore(crashed)
    moves = store.actions(1)
    store.close()
    return crashed, moves


def test_a_byte_changed_anywhere_in_the_database_is_said_or_harmless_never_lost_in_silence(
    checkpointed: tuple[Path, list[object]], tmp_path: Path
) -> None:
    from shared_table.core.errors import InvalidInput
    from shared_table.saves.store import SaveFileProblem

    original, moves = checkpointed
    data = original.read_bytes()
    rng = random.Random(7)
    for number in range(DB_FLIPS):
        place = number * len(data) // DB_FLIPS + rng.randrange(max(len(data) // DB_FLIPS, 1))  # every region of the file
        copy = tmp_path / str(number) / "games.sqlite3"
        copy.parent.mkdir()
        changed = bytearray(data)
        changed[place] ^= 1 << rng.randrange(8)
        copy.write_bytes(changed)
        said: list[str] = []
        resumed: list[object] | None = None
        try:
            store, notice = SaveStore.open(copy)
            said += [notice] if notice else []
            try:
                said += resume(store, "1")[1]
                resumed = store.actions(1)
            finally:
                store.close()
        except (SaveFileProblem, InvalidInput) as problem:  # said in a sentence
            said.append(str(problem))
        if resumed is not None and resumed[: len(moves)] == moves:
            continue  # the change touched nothing a game needs
        told = " ".join(said)
        assert told.strip(), f"a change at byte {place} went unsaid"  # a refused file, a changed move, a game that cannot be read
        if resumed is not None:
            assert resumed[: len(resumed)] == moves[: len(resumed)] or "games-refused-1" in told, (place, said)
