"""A real `shared-table serve` on 127.0.0.1 for tests, and devices that sit at its tables through
the real client (net/client.py) over real sockets."""

from __future__ import annotations

import json
import os
import random
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import uvicorn

from shared_table.core.game import Bot, Game, GameState
from shared_table.games import find_game
from shared_table.i18n.words import words_for
from shared_table.net.client import RemoteLink
from shared_table.saves.store import SaveStore
from shared_table.sessions.play import PlaySession
from shared_table.table.setup import GameSetup
from shared_table.table.table import Table


class Told:
    """A person at a table, as the tables see them (net/served_table.py's `Person`): what they
    were told, and their seat's links."""

    def __init__(self) -> None:
        self.notices: list[Any] = []
        self.links: list[Any] = []

    def send(self, kind: str, **fields: object) -> None: ...
    def told(self, seat: int, update: object) -> None: ...

    def notice(self, message: object) -> None:
        self.notices.append(message)

    def seated_at(self, link: object, since: object, heard: int, code: str) -> None:
        self.links.append(link)

    def moved(self, code: str) -> None:
        self.notices.append(("moved", code))


class AppInThread:
    """An app served by uvicorn on 127.0.0.1 (port 0) in a thread of this process, so that a test
    can reach inside it (put a fault in it, move its clock, hold its lock); `close` stops it and
    closes `store`. `Server` below is the real `serve` in a process of its own."""

    def __init__(self, app: Any, store: SaveStore, backlog: int = 64, lifespan: str = "on") -> None:
        self.store = store
        listening = socket.socket()
        listening.bind(("127.0.0.1", 0))
        listening.listen(backlog)
        self.port = listening.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        self.server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan=lifespan))
        self.thread = threading.Thread(target=self.server.run, kwargs={"sockets": [listening]}, daemon=True)
        self.thread.start()
        while not self.server.started:  # not a wait on time: the thread is joined until uvicorn says it listens
            self.thread.join(0.01)

    def close(self) -> None:
        self.server.should_exit = True
        self.thread.join(30)
        self.store.close()


class Server:
    """`shared-table serve --port 0` in a process of its own, its saves in `folder`."""

    def __init__(self, folder: Path, port: int = 0, *tls: str, seeds_for_tests: bool = True, options: Sequence[str] = ()) -> None:
        """`options`: more of `serve`'s (`--database URL` for one of several processes on one PostgreSQL)."""
        self.folder = folder
        self.env = {**os.environ, "XDG_DATA_HOME": str(folder / "data"), "XDG_STATE_HOME": str(folder / "state"),
                    "XDG_CONFIG_HOME": str(folder / "config")}
        testing = ["--seeds-for-tests"] if seeds_for_tests else []  # a deal tests can predict; off by default
        self.process = subprocess.Popen([sys.executable, "-m", "shared_table", "serve", "--port", str(port), *testing, *tls, *options],
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=self.env)
        assert self.process.stdout is not None
        first = self.process.stdout.readline()
        failed = self.process.stderr.read() if self.process.poll() is not None else ""  # type: ignore[union-attr]
        assert first.startswith(("Serving on http://127.0.0.1:", "Serving on https://127.0.0.1:")), (first, failed)
        self.url = first.split()[-1]
        self.port = int(self.url.rsplit(":", 1)[1])

    @property
    def store_path(self) -> Path:
        return self.folder / "data" / "shared-table" / "games.sqlite3"

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(10)

    def stop(self) -> str:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
        assert self.process.stderr is not None
        return self.process.stderr.read()


def saved_state(server: Server, game_id: int | None = None) -> tuple[Game, Table]:
    """The server's game as saved (the last one, or `game_id`), dealt again and replayed here."""
    store = SaveStore.for_reading(server.store_path)[0]
    try:
        saved = store.game(game_id) if game_id is not None else max(store.games(), key=lambda game: game.id)
        assert saved is not None
        game = find_game(saved.kind)
        table = Table(game, GameSetup.decode(saved.setup))
        table.replay([game.codec.decode_action(value) for value in store.actions(saved.id)])
    finally:
        store.close()
    return game, table


class Device:
    """One person at their own device: the real client and a session, moves chosen by a bot."""

    def __init__(self, server: Server, language: str = "en", code: str | None = None) -> None:
        """`server`: anything with the `url` of a server (or of a balancer in front of several);
        `code`: the table this device joins, whose own socket it connects to."""
        self.link = RemoteLink(server.url)
        self.link.connect(code)
        self.language = language
        self.session: PlaySession | None = None
        self.said: list[str] = []
        self.bot: Bot | None = None
        self.observed = 0

    def open(self, **fields: Any) -> str:
        request = {"game": "", "players": None, "bots": None, "guests": 1, "name": "Ann", "seed": 7, "options": [], **fields}
        answer = self.link.request("open", **request)
        self._seated(answer, str(request["name"]))
        return self.link.code

    def join(self, code: str, name: str = "Bob", token: str | None = None) -> None:
        answer = self.link.request("join", table=code, name=name, token=token, since=None)
        self._seated(answer, name)

    def _seated(self, answer: dict[str, Any], name: str) -> None:
        link = self.link
        link.code, link.seat, link.token, link.name = answer["table"], answer["seat"], answer["token"], name

    def wait_for(self, ready: Callable[[], bool], seconds: float = 20.0) -> None:
        deadline = time.monotonic() + seconds
        while not ready():
            assert time.monotonic() < deadline, "the server did not tell this device in time"
            self.pump()
            time.sleep(0.005)

    def pump(self) -> None:
        self.link.pump()
        if self.session is None and self.link.started is not None and self.link.early:
            game = self.link.game
            self.session = PlaySession(self.link, words=words_for(self.language, game.catalogs))
            self.said += self.session.start()
            self.bot = game.make_bot(game.default_level, self.link.seat, len(self.link.names), random.Random(self.link.seat))
        elif self.session is not None:
            self.said += self.session.news()

    def my_turn(self) -> bool:
        session = self.session
        return session is not None and not session.is_over and session.current == session.seat

    def move(self) -> None:
        """The bot's choice for this seat, played as a typed command's handler would play it."""
        assert self.session is not None and self.bot is not None
        seen = self.session.me.seen
        self.bot.observe(seen[self.observed :])
        self.observed = len(seen)
        self.said += self.session.act(self.bot.choose(self.session.view()))

    def view_json(self) -> str:
        assert self.session is not None
        return json.dumps(self.session.game.codec.encode_view(self.session.view()), sort_keys=True)

    def close(self) -> None:
        self.link.close()


def view_json(game: Game, state: GameState, seat: int) -> str:
    return json.dumps(game.codec.encode_view(state.view(seat)), sort_keys=True)
