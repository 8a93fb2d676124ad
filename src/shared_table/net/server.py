"""`shared-table serve`: tables for people on their own devices, over WebSockets (Starlette on
uvicorn). One connection is one person at one seat. Each message is read strictly
(net/protocol.py): a bad one gets an error on that connection and changes nothing. The work of a
message runs in a worker thread, so a computer player's long turn never holds up the event loop;
what the host tells a connection goes out through that connection's own queue, in order.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections import deque
from typing import Any

import anyio.to_thread
from starlette.applications import Starlette
from starlette.responses import FileResponse, JSONResponse
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from shared_table.core.error_log import error_log
from shared_table.core.errors import IllegalAction, InvalidInput, SharedTableError
from shared_table.core.message import Msg, msg
from shared_table.core.wire import encode_msg
from shared_table.core.words import Words, every_catalog
from shared_table.i18n.languages import LANGUAGES
from shared_table.i18n.words import words_for
from shared_table.net.line_seat import LineSeat
from shared_table.net.protocol import MOST_BYTES, read_request, send, update_message
from shared_table.net.tables import Served, Tables
from shared_table.net.web import WEB_FOLDER, SecurityHeaders, page_words
from shared_table.saves.store import SaveFileProblem
from shared_table.table.link import Update

LANGUAGE_CODES = frozenset(language.code for language in LANGUAGES)
MOST_QUEUED = 2000  # messages waiting for a client that does not read: then it is closed
MESSAGES_PER_SECOND = 60  # more from one connection is a flood: refused, one error each (a person sends a few)
JOINS_PER_MINUTE = 20  # opens and joins from one address: a table's code cannot be found by guessing
IDLE_CHECK_SECONDS = 600


class Connection:
    """One WebSocket: a person at a seat once opened or joined (`net.tables.Person`)."""

    def __init__(self, websocket: WebSocket, loop: asyncio.AbstractEventLoop) -> None:
        self.websocket, self.loop = websocket, loop
        self.outbox: asyncio.Queue[str | None] = asyncio.Queue()
        self.served: Served | None = None
        self.seat = -1
        self.recent: deque[float] = deque()
        self.overflowed = False
        self.lines: LineSeat | None = None  # a seat whose words are made here (`join-lines`)
        self.language = "en"  # what a refusal is said in, for a seat whose words are made here

    def send(self, kind: str, **fields: Any) -> None:
        self.loop.call_soon_threadsafe(self._put, send(kind, **fields))

    def told(self, seat: int, update: Update) -> None:
        assert self.served is not None
        text = update_message(self.served.game, seat, update)
        self.loop.call_soon_threadsafe(self._put, text)

    def _put(self, text: str) -> None:
        """Queue a message; a client that reads nothing while it sends is closed before it fills the memory."""
        if self.outbox.qsize() >= MOST_QUEUED:
            self.outbox.put_nowait(None)  # the sender stops, and the connection is closed
            self.overflowed = True
            return
        if not self.overflowed:
            self.outbox.put_nowait(text)

    def notice(self, message: Msg) -> None:
        self.send("notice", said=encode_msg(message))

    def flooding(self) -> bool:
        now = time.monotonic()
        self.recent.append(now)
        while self.recent and now - self.recent[0] > 1.0:
            self.recent.popleft()
        return len(self.recent) > MESSAGES_PER_SECOND

    async def send_all(self) -> None:
        while (text := await self.outbox.get()) is not None:
            await self.websocket.send_text(text)
        if self.overflowed:
            await self.websocket.close(code=1008, reason="too many messages unread")


class Server:
    """What the app serves: the tables, and how each kind of message is answered."""

    def __init__(self, tables: Tables, joins_per_minute: int = JOINS_PER_MINUTE) -> None:
        self.tables, self.joins_per_minute = tables, joins_per_minute
        self.joins: dict[str, deque[float]] = {}

    def too_many_joins(self, address: str, count: bool) -> bool:
        """Whether this address has opened or tried to join too many tables in the last minute;
        `count`: this try counts (a seat taken back by its token does not)."""
        now = time.monotonic()
        for known in [known for known, times in self.joins.items() if not times or now - times[-1] > 60]:
            del self.joins[known]  # nobody from there for a minute: forgotten
        recent = self.joins.setdefault(address, deque())
        while recent and now - recent[0] > 60:
            recent.popleft()
        if count:
            recent.append(now)
        return len(recent) >= self.joins_per_minute

    async def serve(self, websocket: WebSocket) -> None:
        await websocket.accept()
        connection = Connection(websocket, asyncio.get_running_loop())
        sending = asyncio.create_task(connection.send_all())
        address = websocket.client.host if websocket.client else "?"
        try:
            while True:
                text = await websocket.receive_text()
                await self.answer(connection, text, address)
        except (WebSocketDisconnect, RuntimeError):
            pass
        finally:
            if connection.served is not None:
                served, seat = connection.served, connection.seat
                await anyio.to_thread.run_sync(self.tables.leave, served, seat, connection.lines or connection)
            connection.outbox.put_nowait(None)
            with contextlib.suppress(Exception):
                await sending

    async def answer(self, connection: Connection, text: str, address: str) -> None:
        request_id: Any = None
        try:
            flooding = connection.flooding()
            request = read_request(text)
            request_id = request.get("id")
            if flooding:
                raise InvalidInput(msg("wire-flood", most=MESSAGES_PER_SECOND))
            await anyio.to_thread.run_sync(self.dispatch, connection, request, address)
        except SharedTableError as error:  # refused, illegal, a save that cannot be written: said, nothing changed
            message = error.message if isinstance(error.message, Msg) else msg("net-problem", problem=error.message)
            connection.send("refused", id=request_id, said=encode_msg(message), text=_words(connection).say(message))
        except Exception:  # a message no check foresaw: this connection is told, everyone else served on
            error_log().exception("a message could not be answered: %.200r", text)
            refusal = msg("wire-not-understood")
            connection.send("refused", id=request_id, said=encode_msg(refusal), text=_words(connection).say(refusal))

    def dispatch(self, connection: Connection, request: dict[str, Any], address: str) -> None:
        kind, tables = request["kind"], self.tables
        if kind in ("open", "join", "join-lines", "open-lines"):
            if connection.served is not None:
                raise IllegalAction(msg("net-seated-already"))
            if self.too_many_joins(address, count=False):
                raise InvalidInput(msg("net-too-many-joins"))
            opening = kind in ("open", "open-lines")
            try:
                person: Any = connection
                if kind in ("join-lines", "open-lines"):  # its session runs here, in its person's language
                    language = connection.language = request["language"] if request["language"] in LANGUAGE_CODES else "en"
                    person = connection.lines = LineSeat(connection, language)
                served, seat, token = tables.open(person, request) if opening else tables.join(person, request)
            except SharedTableError:
                self.too_many_joins(address, count=True)  # a wrong code counts: codes are not found by guessing
                raise
            if opening or (served.code, seat) not in tables.returning:
                self.too_many_joins(address, count=True)
            connection.served, connection.seat = served, seat
            connection.send("seated", id=request["id"], table=served.code, seat=seat, token=token, game=served.game.name,
                            waiting=served.waiting, started=served.table_id is not None)
            since = request.get("since")
            back = tuple(since) if isinstance(since, list) and len(since) == 2 and all(
                isinstance(number, int) and not isinstance(number, bool) for number in since) else None
            tables.sit(served, seat, person, back)
            return
        if connection.served is None:
            raise IllegalAction(msg("net-not-seated"))
        served, seat = connection.served, connection.seat
        if kind in ("line", "complete"):
            if connection.lines is None:
                raise IllegalAction(msg("net-not-a-line-seat"))
            if kind == "line":
                connection.lines.line(request["text"])
                if connection.lines.closed:  # quit: gone from the table, as `leave` says it to the others
                    tables.leave(served, seat, connection.lines, left=True)
                    connection.served = None
            else:
                connection.send("completions", id=request["id"], lines=connection.lines.complete(request["text"]))
            return
        repeated = served.answered.get(seat)
        if kind in ("start", "hold", "undo", "new") and repeated is not None and repeated[0] == (kind, request["id"]):
            connection.send("done", id=request["id"], **repeated[1])  # sent again after a lost answer: done once
            return
        if kind == "leave":  # said to the others as leaving, not as a lost connection; the seat waits for them
            tables.leave(served, seat, connection.lines or connection, left=True)
            connection.served = None
            connection.send("done", id=request["id"])
            return
        if kind == "start":
            tables.start(served, seat)
            connection.send("done", id=request["id"])
            return
        if kind == "hold":
            tables.hold(served, seat, request["name"])
            connection.send("done", id=request["id"])
            return
        if served.table_id is None:
            raise IllegalAction(msg("net-not-started", waiting=served.waiting))
        host, table_id = tables.host, served.table_id
        info = served.seats[seat]
        if "seat" in request and request["seat"] != seat:
            raise IllegalAction(msg("host-not-your-seat", name=_name(served, request["seat"])))
        assert info.sitting is not None
        served.used = time.time()
        if kind == "move":
            action = served.game.codec.decode_action(request["action"])
            host.play(table_id, info.sitting, seat, action, request["answering"])
            connection.send("done", id=request["id"])
        elif kind == "undo":
            host.take_back(table_id, info.sitting, seat)
            served.answered[seat] = (("undo", request["id"]), {})
            tables.keep(served)  # its generation
            connection.send("done", id=request["id"])
        elif kind == "new":
            said = host.new_table(table_id, info.sitting, seat)
            answer = {"said": None if said is None else [encode_msg(item) for item in said]}
            served.answered[seat] = (("new", request["id"]), answer)
            tables.keep(served)
            connection.send("done", id=request["id"], **answer)
        elif kind == "heard":
            host.heard(table_id, seat, max(0, request["moves"]))
        elif kind == "stopping":  # the game stays at the table: it is saved on the server, not here
            connection.send("done", id=request["id"], said=encode_msg(msg("net-stopping", code=served.code)))


def _words(connection: Connection) -> Words:
    """The connection's language, with every game's words: a refusal may name any game."""
    return words_for(connection.language, every_catalog())


def _name(served: Served, seat: object) -> str:
    return served.seats[seat].name if isinstance(seat, int) and 0 <= seat < len(served.seats) else json.dumps(seat)[:20]


def make_app(tables: Tables, joins_per_minute: int = JOINS_PER_MINUTE) -> Starlette:
    """The web app: `/ws` for the game; `/` the web page (`/?table=CODE` joins), its files under
    `/web/`, and its words in each language under `/words/CODE`."""
    server = Server(tables, joins_per_minute)

    async def home(request: Any) -> FileResponse:
        return FileResponse(WEB_FOLDER / "index.html", headers={"Cache-Control": "no-cache"})

    async def words(request: Any) -> JSONResponse:
        return JSONResponse(page_words(request.path_params["code"]), headers={"Cache-Control": "no-cache"})

    async def sweep() -> None:
        while True:
            await asyncio.sleep(IDLE_CHECK_SECONDS)
            await anyio.to_thread.run_sync(tables.close_idle)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> Any:
        task = asyncio.create_task(sweep())
        yield
        task.cancel()

    routes = [Route("/", home), Route("/words/{code}", words), Mount("/web", StaticFiles(directory=WEB_FOLDER), name="web"),
              WebSocketRoute("/ws", server.serve)]
    return Starlette(routes=routes, lifespan=lifespan, middleware=[SecurityHeaders.middleware()])


WS_MAX_SIZE = MOST_BYTES * 4
"""Frames above this are closed by the WebSocket layer itself; up to it, `read_request` refuses with a sentence."""


def run_serve(address: str, port: int, certfile: str | None, keyfile: str | None, stdout: Any, stderr: Any,
              joins_per_minute: int = JOINS_PER_MINUTE) -> int:
    """Serve until Ctrl-C or SIGTERM: the first line printed says where."""
    import ipaddress
    import resource
    import signal
    import socket

    import uvicorn

    from shared_table.saves.store import SaveStore

    if bool(certfile) != bool(keyfile):
        stderr.write("shared-table serve: --certfile and --keyfile go together.\n")
        return 2
    try:
        store, notice = SaveStore.open()
    except SaveFileProblem as refused:
        from shared_table.i18n.words import english

        stderr.write(f"shared-table serve: {english().say(refused.message)}\n")
        return 2
    if notice:
        stderr.write(notice + "\n")
    hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    with contextlib.suppress(ValueError, OSError):  # each connection is a file: as many as the system lets us
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    tables = Tables(store)
    for problem in tables.reopen():
        stderr.write(f"shared-table serve: a table could not be reopened: {problem}\n")
    try:
        family = socket.AF_INET6 if ":" in address else socket.AF_INET
        listening = socket.socket(family, socket.SOCK_STREAM)
        listening.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listening.bind((address, port))
        listening.listen(128)
    except (OSError, OverflowError) as error:
        stderr.write(f"shared-table serve: cannot listen on {address} port {port}: {getattr(error, 'strerror', None) or error}.\n")
        return 2
    serving = False

    def stop(number: int, frame: object) -> None:
        """SIGTERM before uvicorn takes the signals over stops at once; after it has served (it
        sends the signal it caught to itself again as it ends), there is nothing left to stop."""
        if not serving:
            raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, stop)
    try:
        bound = listening.getsockname()[1]
        scheme = "https" if certfile else "http"
        shown = f"[{address}]" if ":" in address else address
        stdout.write(f"Serving on {scheme}://{shown}:{bound}\n")
        try:
            loopback = ipaddress.ip_address(address).is_loopback
        except ValueError:
            loopback = address == "localhost"
        if not certfile and not loopback:
            stdout.write("Traffic to this server is not encrypted: across the internet, use --certfile and --keyfile,"
                         " or a reverse proxy with TLS.\n")
        stdout.flush()
        config = uvicorn.Config(make_app(tables, joins_per_minute), log_level="warning", ws_max_size=WS_MAX_SIZE, lifespan="on",
                                ssl_certfile=certfile, ssl_keyfile=keyfile, ws_ping_interval=20, ws_ping_timeout=20)
        serving = True
        uvicorn.Server(config).run(sockets=[listening])
    except KeyboardInterrupt:
        pass  # stopped before it was serving: nothing to finish
    finally:
        store.close()
    return 0
