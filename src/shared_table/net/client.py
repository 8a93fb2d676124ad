"""A device's way to a table on a server (`RemoteLink`, table/link.py's `Link` over a WebSocket).

A thread receives; everything received waits in `inbox` until the device pumps it, holding its
session's lock, so the session is only ever touched by one thread at a time. A request waits for
its answer while pumping, so the updates it caused reach the session first. A lost connection is
tried again with back-off for as long as the device stays (said once a minute: a client that gave up
would hand the keyboard back to the shell, and a blind player would not know); the seat is taken
back with its token, and the device is told what it missed. A move carries the number of moves it
answers, so one sent again after a lost answer is applied once; a move made while the connection
is lost waits to be sent, and the person is told so at once.

A wss:// server whose certificate this computer does not trust (a self-signed one) is refused
with a sentence that says so, and how to trust it: `--cafile FILE`.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import queue
import socket as socket_module
import ssl
import threading
import time
from collections.abc import Callable, Mapping
from typing import Any

from websockets.exceptions import ConnectionClosed, InvalidURI, WebSocketException
from websockets.sync.client import ClientConnection, connect

from shared_table.core.errors import IllegalAction, InvalidInput
from shared_table.core.game import Game
from shared_table.core.message import Msg, msg
from shared_table.core.wire import decode_msg, encode_msg
from shared_table.games import find_game
from shared_table.net.protocol import read_update, send
from shared_table.table.link import Client, Update

STILL_TRYING_SECONDS = 60.0  # while the server cannot be reached, said this often that the client still tries
WAITING_KINDS = ("move", "undo")  # requests kept while the connection is lost, and sent when it is back
ANSWER_SECONDS = 30.0  # a request that gets no answer this long, connected, is given up (said)
BACK_OFF = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0)
QUIET_SECONDS = 5.0  # told `moved`: this long back at the table's new process without a word


def socket_url(url: str) -> str:
    """`http://host:port` -> `ws://host:port/ws` (https -> wss); a ws URL as given; `host:port`
    as http (what a person reads out is often just that)."""
    url = url.strip().rstrip("/")
    if url and "://" not in url:
        url = "http://" + url
    for web, socket in (("http://", "ws://"), ("https://", "wss://")):
        if url.startswith(web):
            url = socket + url[len(web):]
    if not url.startswith(("ws://", "wss://")):
        raise InvalidInput(msg("net-bad-url", given=url[:80]))
    return url if url.endswith("/ws") else url + "/ws"


def table_socket_url(url: str, code: str) -> str:
    """The socket of table `code` on the server at `url` (`ws://host:port/ws/CODE`): the same
    server, with the code where a balancer in front of several servers can route by it."""
    routable = code.isascii() and code.isalnum()  # a code as the server makes them; anything else goes to /ws
    return f"{socket_url(url)}/{code}" if routable else socket_url(url)


def page_url(url: str, code: str) -> str:
    """The web page of table `code` on the server at `url`, for a browser: `http://host:port/?table=CODE`."""
    socket = socket_url(url).removesuffix("/ws")
    return ("https://" + socket[len("wss://"):] if socket.startswith("wss://") else "http://" + socket[len("ws://"):]) + f"/?table={code}"


def trust(cafile: str | None) -> ssl.SSLContext | None:
    """The certificates a wss:// server's is checked against: the system's, and `cafile`'s too
    (a server's self-signed certificate, copied from the person who runs it)."""
    if not cafile:
        return None
    try:
        context = ssl.create_default_context()
        context.load_verify_locations(cafile=cafile)
    except (OSError, ssl.SSLError, ValueError) as error:
        reason = str(getattr(error, "strerror", None) or getattr(error, "reason", None) or error)[:120]
        raise InvalidInput(msg("net-cafile-unreadable", file=cafile[:200], reason=reason)) from None
    return context


def _no_delay(connection: ClientConnection) -> ClientConnection:
    """Each message goes at once: without this, a small message waits for the last one's
    acknowledgement (Nagle's algorithm), about 40 ms a move."""
    with contextlib.suppress(OSError):
        connection.socket.setsockopt(socket_module.IPPROTO_TCP, socket_module.TCP_NODELAY, 1)
    return connection.__enter__()  # closed by `close`, as leaving a with block would


class RemoteLink:
    """One seat at a table on a server."""

    def __init__(self, url: str, on_push: Callable[[], None] | None = None, cafile: str | None = None, keep_moves: bool = False) -> None:
        """`keep_moves`: a person's device. While the connection is lost, a move waits to be sent
        and `IllegalAction` says so at once, and what cannot wait is refused at once; without it
        (a program driving the link), a request waits for its answer across a reconnect."""
        self.keep_moves = keep_moves
        self.url = socket_url(url)  # InvalidInput, said, for what is no address
        self.address = url.strip().rstrip("/")  # as the person gave it: what advice to join again says
        self.ssl = trust(cafile) if self.url.startswith("wss://") else None
        self.on_push = on_push or (lambda: None)
        self.inbox: queue.Queue[dict[str, Any]] = queue.Queue()
        self.ids = itertools.count(1)
        self.socket: ClientConnection | None = None
        self.client: Client | None = None  # the session, once the game has started and it has joined
        self.listener: Client | None = None  # told the sentences that come before that (the lobby)
        self.early: list[tuple[int, Update]] = []  # updates received before the session joined
        self.early_notices: list[Msg] = []  # sentences received before anyone listened (a new game asked for)
        self.closing = False
        self.connected = False  # False while the connection is lost and being tried again
        self.sending = threading.Lock()  # `connected` and `pending` change together
        self.waiting = 0  # the id of a move kept while the connection was lost, until its answer comes
        self.code, self.token, self.name, self.seat = "", "", "", -1
        self.started: dict[str, Any] | None = None
        self.moves = self.generation = 0
        self.told_moves = self.told_generation = 0  # the same, as received (a reconnect asks for what came after)
        self.pending: str | None = None  # the request waiting for its answer, sent again after a reconnect
        self.replaced = False  # the seat was taken on another device: this one is closed, and does not come back
        self.quiet_until = 0.0  # told `moved` (the table went to another server process): back without a word till then
        self.outage_said = False  # "reconnecting" said: "reconnected" is said once the seat is taken back
        self._game: Game | None = None
        self.lobby: dict[str, Any] | None = None  # who is at the table before the game starts, as last told
        self.last: dict[str, Any] = {}  # the last message handed over
        self._reader: threading.Thread | None = None

    # ------------------------------------------------------------------ the connection

    def connect(self, code: str | None = None) -> None:
        """Connect, to table `code`'s socket when it is known (`InvalidInput` with a sentence when
        the server cannot be reached)."""
        try:
            self.socket = self._connect(table_socket_url(self.url, code) if code else self.url, 10)
        except ssl.SSLCertVerificationError as error:  # the usual cause: a self-signed certificate
            raise InvalidInput(msg("net-untrusted", url=self.address, reason=str(error.verify_message or error)[:120])) from None
        except (OSError, InvalidURI, WebSocketException, TimeoutError) as error:
            reason = str(getattr(error, "strerror", None) or error)[:120]
            raise InvalidInput(msg("net-cannot-connect", url=self.url, reason=reason)) from None
        self.connected = True
        self._reader = threading.Thread(target=self._receive, name="shared-table-receive", daemon=True)
        self._reader.start()

    def _connect(self, url: str, seconds: float) -> ClientConnection:
        return _no_delay(connect(url, ssl=self.ssl, open_timeout=seconds, max_size=2**22))

    def _receive(self) -> None:
        while not self.closing:
            socket = self.socket
            try:
                assert socket is not None
                for text in socket:
                    try:
                        value = json.loads(text)
                    except json.JSONDecodeError:
                        continue
                    if isinstance(value, dict):
                        if value.get("kind") == "update":  # how far this device has been told, pumped or not
                            self.told_moves, self.told_generation = value.get("moves", 0), value.get("generation", 0)
                        if value.get("kind") == "refused" and value.get("id") == 0:
                            socket.close()  # the seat was not taken back (the table moving between processes): try again
                            break
                        if value.get("kind") == "seated" and value.get("id") == 0:  # the seat taken back
                            if self.outage_said:
                                self._say("net-reconnected")
                            self.outage_said, self.quiet_until = False, 0.0
                        if value.get("kind") == "moved":  # the table is hosted by another process now: back through the balancer
                            self.quiet_until = time.monotonic() + QUIET_SECONDS
                            socket.close()
                            break
                        if value.get("kind") == "replaced":  # the seat was taken on another device: not taken back
                            self.closing = self.replaced = True
                            self.inbox.put({"kind": "said", "said": value.get("said")})
                            self.inbox.put({"kind": "gone"})
                            self.on_push()
                            return
                        self.inbox.put(value)
                        self.on_push()
            except (ConnectionClosed, OSError):
                pass
            self.connected = False
            if self.closing or not self._reconnect():
                return  # closed here: nothing to say

    def _reconnect(self) -> bool:
        """Connect again and take the seat back with its token. After a drop, the person is told
        "reconnecting", once, and "reconnected" once the seat is theirs again; after a `moved`
        (the table went to another process of the same server), nothing is said unless it takes
        longer than `QUIET_SECONDS`. Tried until it works or the device closes (False), saying
        once every `STILL_TRYING_SECONDS` that it still tries."""
        said_at = time.monotonic()
        for attempt in itertools.count():
            quiet = time.monotonic() < self.quiet_until
            if not quiet and not self.outage_said:
                self.outage_said = True
                self._say("net-reconnecting")
                said_at = time.monotonic()
            time.sleep(0.0 if attempt == 0 and quiet else BACK_OFF[min(attempt, len(BACK_OFF) - 1)])
            if self.closing:
                return False
            if time.monotonic() - said_at >= STILL_TRYING_SECONDS:
                self._say("net-still-trying", quit=msg("table-cmd-quit"))  # the command word in the person's language
                said_at = time.monotonic()
            since = [self.told_generation, self.told_moves] if self.started is not None else None
            try:
                socket = self._connect(table_socket_url(self.url, self.code), 5)
            except (OSError, WebSocketException, TimeoutError):
                continue
            try:
                with self.sending:
                    socket.send(send("join", id=0, table=self.code, name=self.name, token=self.token, since=since))
                    if self.pending is not None:
                        socket.send(self.pending)
                    self.socket, self.connected = socket, True
            except (OSError, WebSocketException):
                socket.close()  # lost again at once: tried again as the others
                continue
            return True
        return False  # pragma: no cover

    def _say(self, said: str, **args: Msg) -> None:
        self.inbox.put({"kind": "said", "said": encode_msg(msg(said, **args))})
        self.on_push()

    def close(self) -> None:
        """Leave the table (the others are told so) and close the connection."""
        self.closing = True
        if self.socket is not None:
            with contextlib.suppress(ConnectionClosed, OSError):
                if self.code:
                    self.socket.send(send("leave", id=0))
            self.socket.close()

    # ------------------------------------------------------------------ requests

    def request(self, kind: str, **fields: Any) -> dict[str, Any]:
        """Send a request and pump until its answer: "refused" raises `IllegalAction` with the server's
        sentence. With `keep_moves`, while the connection is lost, a move is kept to be sent when it
        is back, and `IllegalAction` says so at once (its answer, a refusal or the table's news,
        comes then)."""
        number = next(self.ids)
        text = send(kind, id=number, **fields)
        with self.sending:  # the receiving thread sends `pending` as it connects again: one of us sends it
            if self.keep_moves and not self.connected and self.code:
                if kind not in WAITING_KINDS:
                    raise IllegalAction(msg("net-not-connected"))
                if self.pending is not None:
                    raise IllegalAction(msg("net-move-already-waiting"))
                self.pending, self.waiting = text, number
                raise IllegalAction(msg("net-move-waiting"))
            self.pending = text
        try:
            assert self.socket is not None
            self.socket.send(text)
        except (ConnectionClosed, OSError):
            pass  # sent again once connected again
        try:
            answer = self.pump(until=number, keep=self.keep_moves and kind in WAITING_KINDS)
        finally:
            if self.waiting != number:
                self.pending = None  # answered, or given up (said): not sent again after a reconnect
        if answer.get("kind") == "refused":
            raise IllegalAction(self._sentence(answer.get("said")))
        return answer

    def pump(self, until: int | None = None, keep: bool = False) -> dict[str, Any]:
        """Hand what was received to the session, in order; with `until`, wait for that answer.
        With `keep`, a connection lost meanwhile leaves the request to be sent when it is back,
        and `IllegalAction` says so at once."""
        deadline = time.monotonic() + ANSWER_SECONDS
        while True:
            try:
                value = self.inbox.get(timeout=max(0.0, deadline - time.monotonic())) if until is not None else self.inbox.get_nowait()
            except queue.Empty:
                if until is not None:
                    raise IllegalAction(msg("net-no-answer")) from None
                return {}
            kind = value.get("kind")
            if kind in ("done", "refused", "seated") and until is not None and value.get("id") == until:
                return value
            self._dispatch(value)
            if kind == "gone" and until is not None:
                raise IllegalAction(msg("net-gone", url=self.url))
            if keep and not self.connected:
                with self.sending:
                    if not self.connected:  # else it was sent again just now: its answer comes
                        self.waiting = until or 0
                        raise IllegalAction(msg("net-move-waiting"))

    def _dispatch(self, value: dict[str, Any]) -> None:
        kind = value.get("kind")
        if self.waiting and kind in ("done", "refused") and value.get("id") == self.waiting:
            self.pending, self.waiting = None, 0  # the move kept while the connection was lost is answered (a refusal is said below)
        if kind == "seated":
            self.code, self.seat = str(value.get("table", "")), int(value.get("seat", -1))
            self.token = str(value.get("token", self.token))
        elif kind == "started":
            self.started = value
            self._game = find_game(str(value.get("game")))
        elif kind == "update" and self._game is not None:
            seat, update = read_update(self._game, value)
            self.moves, self.generation = update.moves, update.generation
            if self.client is not None:
                self.client.told(seat, update)
            else:
                self.early.append((seat, update))
        elif kind in ("notice", "said", "refused"):
            listening = self.client or self.listener
            if listening is not None:
                listening.notice(self._sentence(value.get("said")))
            else:
                self.early_notices.append(self._sentence(value.get("said")))
        elif kind == "lobby":
            self.lobby = value
        self.last = value

    def _sentence(self, value: object) -> Msg:
        try:
            return decode_msg(value)
        except InvalidInput:
            return msg("wire-bad-words")

    # ------------------------------------------------------------------ the Link

    @property
    def game(self) -> Game:
        assert self._game is not None, "the game has started"
        return self._game

    @property
    def names(self) -> tuple[str, ...]:
        assert self.started is not None
        return tuple(str(name) for name in self.started["names"])

    @property
    def people(self) -> tuple[int, ...]:
        return (self.seat,)

    @property
    def first_seat(self) -> int:
        return self.seat

    def join(self, client: Client) -> None:
        self.client = client
        for seat, update in self.early:
            client.told(seat, update)
        self.early.clear()
        for notice in self.early_notices:
            client.notice(notice)
        self.early_notices.clear()
        self.pump()

    def receive(self) -> None:
        """The device pumps the socket itself (`pump`), when its person may hear news."""

    def settle(self) -> None:
        """The server lets its computer players move as soon as a move is made."""

    def play(self, seat: int, action: Any, settle: bool = True) -> None:
        # The server's computer players move as soon as the move is made: their news comes as it does.
        self.request("move", seat=seat, answering=self.moves, action=self.game.codec.encode_action(action))

    def take_back(self, seat: int) -> None:
        self.request("undo", seat=seat)

    def new_table(self, seat: int) -> list[Msg] | None:
        said = self.request("new", seat=seat).get("said")
        return None if said is None else [self._sentence(item) for item in said]

    def heard(self, seat: int, moves: int, settings: Mapping[str, str] | None = None) -> None:
        # A terminal at a server keeps its person's settings itself (the server saves no one's words).
        try:
            assert self.socket is not None
            self.socket.send(send("heard", seat=seat, moves=moves))
        except (ConnectionClosed, OSError):
            pass  # said again after the next answer

    def stopping(self) -> Msg | None:
        """How to come back, said here without asking the server (which may be the one that is
        gone): the code, and the server's address as this person gave it."""
        return msg("net-stopping-join", code=self.code, url=self.address) if self.code else None

    def hold(self, name: str) -> None:
        self.request("hold", name=name)
