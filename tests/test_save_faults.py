"""Saves under faults chosen on purpose: the program killed at its Nth write, sync, link or
unlink (strace fault injection), resumed, killed again, and resumed to the end; two windows on
one game; two first starts at once; a full disk. Every move the player heard is in the file,
and a resumed game is move for move the game that would have been played.

`make stress` raises FAULT_POINTS for a wider sweep of N.
"""

from __future__ import annotations

import os
import random
import shutil
import sqlite3
import subprocess
import sys
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from shared_table.console.play import hosted, local_link, make_setup, session_from_setup
from shared_table.core.message import Msg, msg
from shared_table.games.fivecrowns.rules.actions import Action
from shared_table.games.fivecrowns.rules.codec import encode_action
from shared_table.saves.store import SaveStore
from shared_table.table.table import Table
from sizes import size

FAULT_POINTS = size("FAULT_POINTS", 6, 100)
START_PAIRS = size("START_PAIRS", 8, 42)
SEED = 3
BOTS = "hard,easy"  # both draw random numbers: a resume that restarted them would show
MOVES = "draw\ndiscard 1\n" * 1500  # the same moves whatever line a resumed game starts at

def _env(home: Path) -> dict[str, str]:
    return {**os.environ, "XDG_DATA_HOME": str(home / "data"), "XDG_STATE_HOME": str(home / "state"),
            "XDG_CONFIG_HOME": str(home / "config")}


def _db(home: Path) -> Path:
    return home / "data" / "shared-table" / "games.sqlite3"


def _run(home: Path, *args: str, fault: tuple[str, int] | None = None) -> subprocess.CompletedProcess[str]:
    """shared-table with the standard moves piped in; with `fault`, killed at that syscall's Nth call."""
    command = [sys.executable, "-m", "shared_table", *args]
    if fault is not None:
        call, nth = fault
        command = ["strace", "-f", "-qq", "-o", "/dev/null", "-e", f"trace={call}",
                   "-e", f"inject={call}:signal=KILL:when={nth}", *command]
    return subprocess.run(command, input=MOVES, capture_output=True, text=True, env=_env(home), timeout=300, check=False)


@dataclass
class _Reference:
    """The unbroken game, played in this process: each answer's lines and the moves made by then."""

    answers: list[tuple[int, list[str]]] = field(default_factory=list)
    actions: list[dict[str, object]] = field(default_factory=list)

    @property
    def ending(self) -> str:
        """The "Game over" line."""
        return next(line for _, lines in self.answers for line in lines if line.startswith("Game over"))

    @property
    def text(self) -> str:
        return "".join(line + "\n" for _, lines in self.answers for line in lines)

    def heard_moves(self, output: str) -> int:
        """How many moves a player had been told about when the output stopped: every answer of
        which any part, even half a line, reached the terminal."""
        shown, told, position = len(output), 0, 0
        for moves, lines in self.answers:
            if position < shown:
                told = moves
            position += sum(len(line) + 1 for line in lines)
        return told


class _ListRecorder:
    def __init__(self, into: list[dict[str, object]]) -> None:
        self.into = into

    def record(self, action: Action) -> None:
        self.into.append(encode_action(action))

    def take_back(self) -> None:
        self.into.pop()

    def notices(self) -> list[Msg]:
        return []

    def heard(self, seat: int, moves: int, settings: Mapping[str, str] | None = None) -> None:
        pass

    def flush(self) -> None:
        pass

    def stopping(self) -> Msg:
        return msg("save-stopping-unsaved")

    def next_table(self, table: Table) -> tuple[None, list[Msg]]:
        return None, []


def _reference() -> _Reference:
    found = _Reference()
    session = session_from_setup(make_setup(bots=BOTS, seed=SEED))
    link = local_link(session)
    link.host.save_with(link.table_id, _ListRecorder(found.actions))
    found.answers.append((session.moves, session.start()))
    for line in MOVES.splitlines():  # after "Game over" the game stays open: the lines left get answers too
        found.answers.append((session.moves, session.handle(line)))
    assert hosted(session).state.is_over and not session.closed
    found.answers.append((session.moves, ["End of input. Goodbye."]))
    return found


@pytest.fixture(scope="module")
def reference() -> _Reference:
    return _reference()


def _saved(home: Path) -> list[dict[str, object]]:
    store = SaveStore(_db(home))
    try:
        games = store.games()
        return [] if not games else [value for value in store.actions(games[0].id) if isinstance(value, dict)]
    finally:
        store.close()


def _games(home: Path) -> int:
    store = SaveStore(_db(home))
    try:
        return len(store.games())
    finally:
        store.close()


def test_the_console_plays_the_reference_game(tmp_path: Path, reference: _Reference) -> None:
    whole = _run(tmp_path, "play", "--seed", str(SEED), "--bots", BOTS, "--plain")
    assert whole.returncode == 0 and whole.stdout == reference.text
    assert _saved(tmp_path) == reference.actions


def _fault_points(rng: random.Random) -> list[tuple[str, int]]:
    """Where to kill: the first calls of each kind (the file being made, the first moves), then N
    spread over a whole game (which makes about 1,600 writes and 13 syncs)."""
    first = [("pwrite64", n) for n in (1, 2, 3, 5, 8)] + [("fdatasync", 1), ("fdatasync", 2), ("fsync", 1),
                                                          ("link", 1), ("unlink", 1), ("unlink", 2)]
    spread = [("pwrite64", rng.randint(9, 1600)) for _ in range(FAULT_POINTS)]
    return first + spread + [("fdatasync", rng.randint(3, 13)) for _ in range(FAULT_POINTS // 3)]


@pytest.mark.needs("strace")
def test_killed_at_chosen_writes_every_move_heard_is_saved_and_the_game_ends_as_unbroken(
    tmp_path: Path, reference: _Reference
) -> None:
    rng = random.Random(2026)
    failures: list[str] = []
    points = _fault_points(rng)
    cut = 0
    for trial, fault in enumerate(points):
        home = tmp_path / f"{trial}-{fault[0]}-{fault[1]}"
        first = _run(home, "play", "--seed", str(SEED), "--bots", BOTS, "--plain", fault=fault)
        if first.returncode == 0:
            continue  # the game ended before the Nth call: nothing was cut
        cut += 1
        assert reference.text.startswith(first.stdout), f"{fault}: the killed game said something the game would not"
        saved = _saved(home) if _db(home).exists() else []
        heard = reference.heard_moves(first.stdout)
        if saved != reference.actions[: len(saved)] or len(saved) < heard:
            failures.append(f"{fault}: {len(saved)} moves saved, {heard} heard")
            continue
        if not _db(home).exists() or not _games(home):
            continue  # killed before the game was saved at all: nothing of it was said (checked above)
        ending = reference.ending
        if ending in first.stdout:  # killed after the end was said
            assert saved == reference.actions, fault
            continue
        again = _run(home, "play", "--resume", "--plain", fault=("pwrite64", rng.randint(1, 40)))
        assert "does not replay" not in again.stdout + again.stderr, (fault, again.stderr)
        # Unless that resume reached the end (and said it), resume once more to the end.
        heard_the_end = again.returncode == 0 or ending in again.stdout
        last = again if heard_the_end else _run(home, "play", "--resume", "--plain")
        if last.returncode != 0 or ending not in last.stdout.splitlines():
            failures.append(f"{fault}: resumed game ended {last.stdout.splitlines()[-3:]} {last.stderr}, not {ending!r}")
            continue
        if _saved(home) != reference.actions:
            failures.append(f"{fault}: the saved moves differ from the unbroken game's")
    print(f"\nKilled at {cut} of {len(points)} chosen calls, each resumed, killed again and resumed to the end: "
          f"{len(failures)} failures.")
    if failures:
        pytest.fail("\n".join(failures))


def test_a_resume_after_the_player_s_move_plays_and_saves_the_replies_owed(tmp_path: Path, reference: _Reference) -> None:
    """The cut lands after the player's move was saved and before the bots' replies were."""
    store = SaveStore(_db(tmp_path))
    player_move = next(n for n, action in enumerate(reference.actions) if action["seat"] == 0 and action["do"] == "discard")
    setup = make_setup(bots=BOTS, seed=SEED)
    game_id = store.new_game("fivecrowns", setup.encode())
    store.record(game_id, 0, reference.actions[: player_move + 1], 1, False)
    store.mark_heard(game_id, player_move)  # the player's discard was saved but never said
    store.close()
    resumed = _run(tmp_path, "play", "--resume", "--plain")
    said = resumed.stdout.splitlines()
    assert said[0].startswith("Resumed game 1: ") and said[1] == "What happened since you last heard:"
    assert said[2].startswith("You discard the "), said[:4]
    assert reference.ending in resumed.stdout.splitlines()
    assert _saved(tmp_path) == reference.actions
    assert _run(tmp_path, "replay", "1").returncode == 0


def test_a_game_open_in_one_window_is_refused_in_another_and_cannot_be_deleted(tmp_path: Path) -> None:
    first = subprocess.Popen([sys.executable, "-m", "shared_table", "play", "--seed", "5", "--plain"], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=_env(tmp_path))
    try:
        assert first.stdout is not None
        first.stdout.readline()  # the game is saved before its first words
        second = subprocess.run([sys.executable, "-m", "shared_table", "play", "--resume", "1", "--plain"], input="hand\n",
                                capture_output=True, text=True, env=_env(tmp_path), timeout=60, check=False)
        assert second.returncode == 2
        assert "game 1 is being played in another window right now: go on there, or quit it there first" in second.stderr
        deleting = subprocess.run([sys.executable, "-m", "shared_table", "games", "--delete", "1"], capture_output=True,
                                  text=True, env=_env(tmp_path), timeout=60, check=False)
        assert deleting.returncode == 2 and "being played in another window" in deleting.stderr
    finally:
        first.communicate("quit\nyes\n", timeout=60)
    assert _run(tmp_path, "games", "--delete", "1").stdout == "Deleted game 1.\n"


def test_two_first_starts_on_an_empty_folder_both_save(tmp_path: Path) -> None:
    for pair in range(START_PAIRS):
        home = tmp_path / str(pair)
        starts = [subprocess.Popen([sys.executable, "-m", "shared_table", "play", "--seed", str(seed), "--plain"],
                                   stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                   env=_env(home)) for seed in (1, 2)]
        outputs = [start.communicate("draw\ndiscard 1\n" * 3, timeout=120) for start in starts]
        assert all("Saving" not in out + err for out, err in outputs), outputs
        store = SaveStore(_db(home))
        assert sorted(game.setup["seed"] for game in store.games()) == [1, 2]
        assert all(game.moves > 0 for game in store.games())
        store.close()


def test_a_game_deleted_under_a_running_session_says_so_once_and_goes_on(tmp_path: Path) -> None:
    from shared_table.console.saved_games import start_saved

    store = SaveStore(_db(tmp_path))
    setup = make_setup(bots="medium", seed=8)
    session = session_from_setup(setup)
    game_id = start_saved(store, session)
    session.start()
    session.handle("draw")
    saved = session.moves
    with sqlite3.connect(_db(tmp_path)) as other:  # another program, past the lock
        other.execute("DELETE FROM actions")
        other.execute("DELETE FROM games")
    said = session.handle("discard 1")
    assert said[0] == (f"Saving stopped: game {game_id} is no longer in {_db(tmp_path)}: it was deleted. "
                       f"This game goes on unsaved; its first {saved} moves stay saved.")
    for _ in range(60):
        for line in ("draw", "discard 1"):
            answer = session.handle(line)
            assert not any("Saving" in text or "not Player's" in text for text in answer), answer
    assert session.handle("quit") and session.handle("yes")[0].startswith(f"Game stopped. Its first {saved} moves are saved")


@pytest.mark.skipif(sys.platform != "linux", reason="RLIMIT_FSIZE as a full disk is a Linux test: no install makes it one elsewhere")
def test_a_full_disk_is_said_once_the_game_goes_on_and_what_was_saved_resumes(tmp_path: Path) -> None:
    import resource

    _run(tmp_path, "games")  # makes the save file, so the limit falls on the moves
    size = _db(tmp_path).stat().st_size

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (size + 24_000, size + 24_000))

    full = subprocess.run([sys.executable, "-m", "shared_table", "play", "--seed", "6", "--plain"], input=MOVES,
                          capture_output=True, text=True, env=_env(tmp_path), timeout=300, check=False, preexec_fn=limit)
    assert full.returncode == 0 and "Traceback" not in full.stderr
    lines = full.stdout.splitlines()
    failed = [line for line in lines if line.startswith("Saving failed: ")]
    assert len(failed) == 1 and failed[0].startswith(f"Saving failed: {_db(tmp_path)} could not be written (a disk error")
    assert failed[0].endswith("The game goes on, and its moves are saved as soon as the file can be written.")
    assert any(line.startswith("Game over") for line in lines) and not any("not Player's" in line for line in lines)
    resumed = _run(tmp_path, "play", "--resume", "--plain")
    assert resumed.returncode == 0 and resumed.stdout.startswith("Resumed game 1: ")


def test_a_companion_sheet_open_in_one_window_is_refused_in_another(tmp_path: Path) -> None:
    first = subprocess.Popen([sys.executable, "-m", "shared_table", "companion", "--players", "Ann,Bob", "--plain"],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=_env(tmp_path))
    try:
        assert first.stdin is not None and first.stdout is not None
        first.stdin.write("score\nout\n12\n")
        first.stdin.flush()
        deadline = time.monotonic() + 30
        sheet = tmp_path / "data" / "shared-table" / "companion" / "sheet-0001.json"
        while time.monotonic() < deadline and '"points": 12' not in (sheet.read_text() if sheet.exists() else ""):
            time.sleep(0.05)
        second = subprocess.run([sys.executable, "-m", "shared_table", "companion", "--plain"], input="resume 1\n",
                                capture_output=True, text=True, env=_env(tmp_path), timeout=60, check=False)
        assert "sheet 1 is open in another window right now" in second.stdout.lower(), second.stdout
    finally:
        first.communicate("quit\n", timeout=60)
    assert '"points": 12' in sheet.read_text()


def _as_someone_who_cannot_write() -> dict[str, object]:
    """subprocess options that run the program as a user who cannot write root's files (root
    can write anything, so a read-only folder is only read-only to someone else)."""
    return {"user": "nobody", "group": "nogroup"} if os.geteuid() == 0 else {}


def test_a_read_only_folder_plays_unsaved_and_still_lists_replays_and_resumes(tmp_path: Path) -> None:
    import stat
    import tempfile

    home = Path(tempfile.mkdtemp(prefix="shared-table-ro-"))  # outside pytest's private folder, for another user
    try:
        started = subprocess.run([sys.executable, "-m", "shared_table", "play", "--seed", "4", "--plain"],
                                 input="draw\ndiscard 1\n", env=_env(home), capture_output=True, text=True, timeout=60, check=False)
        assert started.returncode == 0
        folder = _db(home).parent
        for path in [home, *home.rglob("*")]:
            path.chmod(path.stat().st_mode | stat.S_IROTH | (stat.S_IXOTH if path.is_dir() else 0))
        for path in folder.iterdir():
            path.chmod(0o444)
        folder.chmod(0o555)
        before = _db(home).read_bytes()
        env = {**_env(home), "XDG_STATE_HOME": str(tempfile.mkdtemp())}
        Path(env["XDG_STATE_HOME"]).chmod(0o777)

        def run(*args: str, stdin: str = "hand\n") -> subprocess.CompletedProcess[str]:
            return subprocess.run([sys.executable, "-m", "shared_table", *args], input=stdin, capture_output=True, text=True,
                                  env=env, timeout=120, check=False, **_as_someone_who_cannot_write())  # type: ignore[call-overload]

        played = run("play", "--seed", "5", "--plain")
        assert played.returncode == 0 and played.stdout.splitlines()[0] == (
            f"Saving is off: {_db(home)} is read-only. The game goes on, unsaved."), played.stdout + played.stderr
        assert run("games").stdout.startswith("Game 1, Five Crowns: Player, Ann, Bob;")
        assert run("replay", "1").stdout.startswith("Game 1, Five Crowns, as Player knew it.")
        resumed = run("play", "--resume", "--plain")
        assert resumed.stdout.splitlines()[1].startswith("Resumed game 1: "), resumed.stdout + resumed.stderr
        assert "Traceback" not in played.stderr + resumed.stderr
        assert _db(home).read_bytes() == before
    finally:
        for path in [home, *home.rglob("*")]:
            path.chmod(0o700)
        shutil.rmtree(home, ignore_errors=True)
