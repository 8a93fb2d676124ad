"""Stopping `shared-table serve` is always clean (issue "The server as one pipeline"): SIGTERM or
Ctrl-C at any moment, while it starts, while tables open, or in the middle of a move, ends it with
no traceback, every move its players were told of saved.

strace delivers the signal at the Nth file the server opens as it starts (every module import and
catalog read is a moment), and at the Nth write to the save file while a person plays (each move
is written before anyone hears of it: a signal there falls mid-move). `make stress` tries more
moments than `make test`. The time the server takes to end is a figure, not a test (CI's machine is
loaded): the bound here only keeps a hung server from hanging the tests.
"""

from __future__ import annotations

import json
import os
import random
import re
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from shared_table.games import find_game
from shared_table.saves.store import SaveStore
from shared_table.table.setup import GameSetup
from shared_table.table.table import Table
from sizes import size

START_MOMENTS = size("SERVE_START_MOMENTS", 6, 120)
MOVE_MOMENTS = size("SERVE_MOVE_MOMENTS", 4, 60)
HUNG = 60  # seconds: only a server that never ends takes this long
SIGNALS = {"TERM": signal.SIGTERM, "INT": signal.SIGINT}


def _environment(folder: Path) -> dict[str, str]:
    return {**os.environ, "XDG_DATA_HOME": str(folder / "data"), "XDG_STATE_HOME": str(folder / "state"),
            "XDG_CONFIG_HOME": str(folder / "config")}


def _as_a_shell_starts_it() -> None:
    """In the child, before it runs strace: SIGINT and SIGTERM handled by default and not blocked.
    A child inherits an ignored signal and the signal mask; in three full runs something earlier in
    a pytest worker left SIGINT ignored or blocked, and the server then never heard the signal
    injected before its own handler and served on (reproduced both ways)."""
    for number in SIGNALS.values():
        signal.signal(number, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, set(SIGNALS.values()))


def _serve(folder: Path, strace: list[str]) -> subprocess.Popen[str]:
    folder.mkdir(parents=True, exist_ok=True)
    return subprocess.Popen([*strace, sys.executable, "-m", "shared_table", "serve", "--port", "0"], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=_environment(folder),
                            preexec_fn=_as_a_shell_starts_it)  # only signal calls, before the exec


def _stop(process: subprocess.Popen[str], number: int = signal.SIGTERM) -> None:
    """Signal the server under strace (strace itself, signalled, would only let it go)."""
    children = Path(f"/proc/{process.pid}/task/{process.pid}/children").read_text().split()
    os.kill(int(children[0]), number)


def _ended_cleanly(process: subprocess.Popen[str], moment: str) -> str:
    try:
        _, stderr = process.communicate(timeout=HUNG)
    except subprocess.TimeoutExpired:
        process.kill()
        raise AssertionError(f"{moment}: the server did not end") from None
    assert "Traceback" not in stderr and "Exception ignored" not in stderr, (moment, stderr[-800:])
    # 0: stopped by its own handler; killed by the signal itself only before our code could catch it
    assert process.returncode in (0, -signal.SIGTERM, -signal.SIGINT, 128 + signal.SIGTERM, 128 + signal.SIGINT), (
        moment, process.returncode, stderr[-400:])
    return stderr


def _opens(folder: Path) -> tuple[list[str], int, int]:
    """The files the server opens as it starts, as strace sees them; how many it had opened when
    it said it was serving (from then on uvicorn takes the signals over); and how many event loops
    it made (`epoll_create1`)."""
    trace = folder / "opens.txt"
    process = _serve(folder, ["strace", "-f", "-qq", "-o", str(trace), "-e", "trace=openat,write,epoll_create1"])
    assert process.stdout is not None
    first = process.stdout.readline()
    assert first.startswith("Serving on"), process.stderr.read() if process.stderr else ""
    with urllib.request.urlopen(first.split()[-1] + "/", timeout=HUNG) as page:  # it serves: every start-up step is done
        assert page.status == 200
    _stop(process)
    _ended_cleanly(process, "after it served")
    opens, serving, loops = [], 0, 0
    for line in trace.read_text().splitlines():
        if "openat(AT_FDCWD" in line:
            opens.append(line.split('"')[1])
        elif 'write(1, "Serving on' in line:
            serving = len(opens)
        elif "epoll_create1(" in line:
            loops += 1
    return opens, serving, loops


@pytest.mark.needs("strace")
@pytest.mark.parametrize("name", SIGNALS)
def test_a_signal_anywhere_in_serve_s_start_ends_it_cleanly(tmp_path: Path, name: str) -> None:
    opens, serving, loops = _opens(tmp_path / "measured")
    ours = max(number for number, path in enumerate(opens, 1) if re.search(r"shared_table/(__pycache__/)?start\b", path))
    spread = {ours + 1 + (len(opens) - ours - 1) * step // START_MOMENTS for step in range(START_MOMENTS)}
    # Each of the first opens after it says it serves: uvicorn is made, and takes the signals over.
    handover = set(range(serving + 1, min(serving + 9, len(opens) + 1)))
    for nth in sorted(spread | handover):
        folder = tmp_path / f"start-{nth}"
        inject = ["strace", "-f", "-qq", "-o", os.devnull, "-e", "trace=openat", "-e", f"inject=openat:signal={name}:when={nth}"]
        _ended_cleanly(_serve(folder, inject), f"{name} at open {nth} ({opens[nth - 1]})")
        store = folder / "data" / "shared-table" / "games.sqlite3"
        if store.exists():  # a save file made while starting is whole
            SaveStore.for_reading(store)[0].close()
    # As each event loop is made: uvicorn's is made after the server says it serves, and before
    # uvicorn has its own signal handlers; a signal then was once lost, and the server never ended.
    for nth in range(1, loops + 1):
        inject = ["strace", "-f", "-qq", "-o", os.devnull, "-e", "trace=epoll_create1", "-e",
                  f"inject=epoll_create1:signal={name}:when={nth}"]
        _ended_cleanly(_serve(tmp_path / f"loop-{nth}", inject), f"{name} as event loop {nth} is made")


# ---------------------------------------------------------------------- in the middle of a move


class Player:
    """A person at a table of `serve` over the raw protocol, moves chosen by a computer player."""

    def __init__(self, url: str) -> None:
        self.socket: ClientConnection = connect(url.replace("http://", "ws://") + "/ws")
        self.game = find_game("fivecrowns")
        self.bot = self.game.make_bot("easy", 0, 2, random.Random(3))
        self.told = 0  # moves this person was told of: each saved before it was told
        self.current, self.over, self.next_id = -1, False, 1

    def request(self, kind: str, **fields: Any) -> None:
        self.socket.send(json.dumps({"kind": kind, "id": self.next_id, **fields}))
        self.next_id += 1

    def play(self) -> None:
        """Move whenever it is this seat's turn, until the game ends or the server goes."""
        view = None
        try:
            while not self.over:
                value = json.loads(self.socket.recv(timeout=HUNG))
                if value["kind"] == "update":
                    self.bot.observe([self.game.codec.decode_event(event) for event in value["events"]])
                    self.told, self.current, self.over = value["moves"], value["current"], value["over"]
                    view = self.game.codec.decode_view(value["view"])
                    if self.current == 0 and not self.over:
                        action = self.game.codec.encode_action(self.bot.choose(view))
                        self.request("move", seat=0, answering=self.told, action=action)
        except (ConnectionClosed, TimeoutError, OSError):
            return


def _writes(folder: Path) -> tuple[int, int]:
    """The server's writes to the save file: as it starts, and in all over a whole game."""
    trace = folder / "writes.txt"
    process = _serve(folder, ["strace", "-f", "-qq", "-o", str(trace), "-e", "trace=pwrite64"])
    assert process.stdout is not None
    url = process.stdout.readline().split()[-1]
    started = len(trace.read_text().splitlines())
    player = Player(url)
    player.request("open", game="", players=2, bots="easy", guests=0, name="Ann", seed=11, options=[])
    player.play()
    played = len(re.findall(r"pwrite64\(", trace.read_text()))  # up to the game's end: a stop writes too
    _stop(process)
    _ended_cleanly(process, "after a whole game")
    return started, played


@pytest.mark.needs("strace")
@pytest.mark.parametrize("name", SIGNALS)
def test_a_signal_in_the_middle_of_a_move_ends_serve_cleanly_and_every_move_told_is_saved(tmp_path: Path, name: str) -> None:
    started, total = _writes(tmp_path / "measured")
    assert total > started + 20, "a game writes each move"
    moments = sorted({started + 1 + (total - started - 1) * step // MOVE_MOMENTS for step in range(MOVE_MOMENTS)})
    for nth in moments:
        folder = tmp_path / f"move-{nth}"
        inject = ["strace", "-f", "-qq", "-o", os.devnull, "-e", "trace=pwrite64", "-e", f"inject=pwrite64:signal={name}:when={nth}"]
        process = _serve(folder, inject)
        assert process.stdout is not None
        url = process.stdout.readline().split()[-1]
        idle = [connect(url.replace("http://", "ws://") + "/ws") for _ in range(3)]  # connections open as it stops
        player = Player(url)
        player.request("open", game="", players=2, bots="easy", guests=0, name="Ann", seed=11, options=[])
        player.play()
        closed = time.monotonic()  # the server closed the connection as it stopped
        _ended_cleanly(process, f"{name} at write {nth}")
        took = time.monotonic() - closed
        for socket in [*idle, player.socket]:
            socket.close()
        store, _ = SaveStore.for_reading(folder / "data" / "shared-table" / "games.sqlite3")
        try:
            games = store.games()
            assert games, f"{name} at write {nth}: the game was saved"
            saved = store.actions(games[-1].id)
            assert len(saved) >= player.told, f"{name} at write {nth}: {player.told} moves told, {len(saved)} saved"
            game = find_game(games[-1].kind)
            table = Table(game, GameSetup.decode(games[-1].setup))
            table.replay([game.codec.decode_action(value) for value in saved])  # what was saved is a game by the rules
        finally:
            store.close()
        print(f"{name} at write {nth}: {player.told} moves told, {len(saved)} saved; ended {took:.2f} s after it closed the connection")
