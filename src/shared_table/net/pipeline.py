"""How `shared-table serve` answers a message, start to end, in one place:

1. `serve` reads each text message of a WebSocket, in order;
2. `answer` waits for its address's turn (net/fairness.py: an address past its share of the
   server waits while others are answered), decodes it once (`net.requests.decode_request`: a
   dataclass per kind, or a refusal that says what was wrong), answers a request sent again
   after a lost answer with the answer it had (`_answered_before`), and runs its handler in a
   worker thread (one at a time per address while others are served; its CPU time charged to
   the address), so that a computer player's long turn never holds up the event loop; one piece
   of a connection's work at a time (`Connection.busy`);
3. `handle` gives the request to its handler, one per kind;
4. a handler asks the tables (net/tables.py) or the host (table/host.py), and answers with
   `_reply`, which encodes the answer once and keeps it for a request that may be sent again.

What the host tells a seat goes out through the seat's connection (net/connection.py), or, at a
seat whose words are made here, through its `LineSeat` (net/line_seat.py), said once the
connection's current work is done (`_push`). Anything unforeseen in one table's work is logged
and said to the people at that table; every other table goes on.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from typing import Any

import anyio.to_thread
from starlette.responses import PlainTextResponse
from starlette.websockets import WebSocket, WebSocketDisconnect

from shared_table.core.error_log import error_log
from shared_table.core.errors import IllegalAction, InvalidInput, SharedTableError
from shared_table.core.message import Msg, msg
from shared_table.core.wire import encode_msg
from shared_table.core.words import Words, every_catalog
from shared_table.i18n.languages import LANGUAGES
from shared_table.i18n.words import words_for
from shared_table.net.connection import MESSAGES_PER_SECOND, Connection
from shared_table.net.fairness import Fairness
from shared_table.net.join_limit import JOINS_PER_MINUTE as JOINS_PER_MINUTE  # what `serve` offers by default
from shared_table.net.join_limit import JoinCounts, JoinLimit
from shared_table.net.line_seat import LineSeat
from shared_table.net.metrics import Metrics
from shared_table.net.protocol import send
from shared_table.net.requests import (
    Complete,
    Heard,
    Hold,
    Join,
    JoinLines,
    Leave,
    Line,
    Move,
    New,
    Open,
    OpenLines,
    Request,
    Start,
    Stopping,
    Undo,
    decode_request,
)
from shared_table.net.served_table import Served
from shared_table.net.tables import Tables
from shared_table.net.web import origin_allowed, preferred_language, said_in
from shared_table.table.host import Sitting

LANGUAGE_CODES = frozenset(language.code for language in LANGUAGES)
SEAT_SECONDS = 60.0  # a WebSocket with no seat for this long, on end, is closed


class Pipeline:
    """What the server answers, to every connection: the tables, and one handler per kind of request."""

    def __init__(self, tables: Tables, joins_per_minute: int = JOINS_PER_MINUTE, fairness: Fairness | None = None,
                 join_limit: JoinCounts | None = None) -> None:
        """`join_limit`: where the tries at joining are counted (default: in this process alone;
        with several processes on one database, there, net/shared_join_limit.py)."""
        self.tables = tables
        self.join_limit: JoinCounts = join_limit or JoinLimit(joins_per_minute)
        self.fairness = fairness or Fairness()  # each address its share of the workers (net/fairness.py)
        self.metrics = Metrics(tables)  # what `/metrics` shows (net/metrics.py)

    # ------------------------------------------------------------------ a connection, start to end

    origins: frozenset[tuple[str, int]] = frozenset()  # pages' origins that may play besides the server's own (`serve --origin`)
    seat_seconds: float = SEAT_SECONDS

    async def serve(self, websocket: WebSocket) -> None:
        """One WebSocket: refused (403, a sentence) when a page of another site opened it; else
        each message answered in order, until it closes, or takes no seat in time."""
        if not origin_allowed(websocket.headers.get("origin"), websocket.headers.get("host"), self.origins):
            refusal = said_in(preferred_language(websocket.scope["headers"]), msg("net-origin-refused"))
            await websocket.send_denial_response(PlainTextResponse(refusal + "\n", status_code=403))
            return
        await websocket.accept()
        address = websocket.client.host if websocket.client else "?"
        connection = Connection(websocket, asyncio.get_running_loop(), address)
        connection.on_wake = lambda: self._push_soon(connection)
        sending = asyncio.create_task(connection.send_all())
        watching = asyncio.create_task(self._seated_in_time(connection))
        try:
            while (message := await websocket.receive())["type"] != "websocket.disconnect":
                text = message.get("text")
                if text is not None:
                    await self.answer(connection, text)
                else:  # a binary frame: refused, and counted as any message
                    flooding = connection.flooding()
                    self._refuse(connection, None, msg("wire-flood", most=MESSAGES_PER_SECOND) if flooding else msg("wire-binary"))
        except (WebSocketDisconnect, RuntimeError):
            pass
        finally:
            watching.cancel()
            if connection.served is not None:
                served, seat, person = connection.served, connection.seat, connection.lines or connection
                async with connection.busy:
                    await anyio.to_thread.run_sync(self.tables.leave, served, seat, person)
            connection.outbox.put_nowait(None)
            with contextlib.suppress(Exception):
                await sending

    async def _seated_in_time(self, connection: Connection) -> None:
        """A connection that has no seat for `seat_seconds` on end (at first, or after leaving) is
        told so and closed: it holds a file and memory for nothing. A seated one is never closed
        here, however long its person thinks: the join limit bounds seats, and pings find dead ones."""
        unseated_before = True
        while True:
            await asyncio.sleep(self.seat_seconds)
            unseated = connection.served is None
            if unseated and unseated_before:
                self._refuse(connection, None, msg("net-no-seat-in-time"))
                connection.close_after_sending(1008, "no seat taken in time")
                return
            unseated_before = unseated

    async def answer(self, connection: Connection, text: str) -> None:
        """Decode one message, and answer it: done, or refused with a sentence, and nothing changed."""
        request_id: int | None = None
        received = time.perf_counter()
        try:
            # before anything is read of it: an address past its share waits here, and its
            # connection is not read meanwhile, so others go first (net/fairness.py)
            await self.fairness.turn(connection.address)
            flooding = connection.flooding()
            request = decode_request(text)
            request_id = request.id
            if flooding:
                raise InvalidInput(msg("wire-flood", most=MESSAGES_PER_SECOND))
            async with connection.busy:
                if not self._answered_before(connection, request) and not self._heard_at_once(connection, request):
                    await self.fairness.run(connection.address, self.handle, connection, request)
                    if isinstance(request, Move):  # done: every seat's update is queued (the histogram of /metrics)
                        self.metrics.moved(time.perf_counter() - received)
        except SharedTableError as error:  # refused, illegal, a save that cannot be written: said, nothing changed
            said = error.message if isinstance(error.message, Msg) else msg("net-problem", problem=error.message)
            self._refuse(connection, request_id, said)
        except Exception:  # nothing foresaw it: logged, said at that table, and every other table served on
            error_log().exception("a message could not be answered: %.200r", text)
            if connection.served is None:
                self._refuse(connection, request_id, msg("wire-not-understood"))
            else:
                self._refuse(connection, request_id, msg("net-table-fault"))
                self._say_at_table(connection, msg("net-table-fault"), but=connection)

    def _push_soon(self, connection: Connection) -> None:
        connection.pushing = asyncio.ensure_future(self._push(connection))  # kept: a task nobody holds may be collected

    async def _push(self, connection: Connection) -> None:
        """A line seat says what the host told it since its last answer (others' moves, notices)."""
        async with connection.busy:
            connection.push_waiting = False
            seat = connection.lines
            if seat is None or not seat.has_news:
                return  # already said, in the answer to its own line
            try:
                await self.fairness.run(connection.address, seat.push)  # charged to its address, as its own requests
            except Exception:
                error_log().exception("a seat could not be told what happened at table %s",
                                      connection.served.code if connection.served else "?")
                seat.inbox.clear()  # what could not be said is not tried again at every wake
                if seat.link is not None:
                    seat.link.waiting.clear()
                self._say_at_table(connection, msg("net-table-fault"))

    def _heard_at_once(self, connection: Connection, request: Request) -> bool:
        """A terminal's `heard`, a message of every seat after every move, is kept right here on
        the event loop when its table is free: a worker thread for it would cost more than the
        work (docs/scaling.md). Otherwise its handler does it, in a worker thread, as any request."""
        if not isinstance(request, Heard):
            return False
        _, seat, table_id = self._playing(connection, request.seat)
        return self.tables.host.heard_at_once(table_id, seat, max(0, request.moves))

    def _refuse(self, connection: Connection, request_id: int | None, message: Msg) -> None:
        self.metrics.refused(message.id)
        connection.send("refused", id=request_id, said=encode_msg(message), text=_words(connection.language).say(message))

    def _say_at_table(self, connection: Connection, message: Msg, but: Connection | None = None) -> None:
        """Tell everyone at the connection's table (each in their own language), `but` one told
        already. A line seat is told straight on its connection, not through its session: that
        may be what failed, and must not fail again for being told so."""
        served = connection.served
        if served is None:
            return
        for info in served.seats:
            person = info.person
            if person is None or person is but or (but is not None and person is but.lines):
                continue
            with contextlib.suppress(Exception):
                if isinstance(person, LineSeat):
                    person.connection.send("said", lines=[_words(person.language).say(message)])
                else:
                    person.notice(message)

    # ------------------------------------------------------------------ answers, and answers sent again

    def _answered_before(self, connection: Connection, request: Request) -> bool:
        """A request sent again after a lost answer (the same kind and id, at the same seat) is
        answered as it was the first time, and not done again. Only kinds that say they may be
        resent (`Request.resendable`) are kept: one answer per seat, the last."""
        served = connection.served
        if not request.resendable or served is None:
            return False
        kept = served.answered.get(connection.seat)
        if kept is None or kept[:2] != (request.kind, request.id):
            return False
        connection.send_text(kept[2])
        return True

    def _reply(self, connection: Connection, request: Request, kind: str, **fields: Any) -> None:
        """Answer `request` (encoded once), kept for a resent one when its kind may be resent."""
        text = send(kind, id=request.id, **fields)
        if request.resendable and connection.served is not None:
            connection.served.answered[connection.seat] = (request.kind, request.id, text)
        connection.send_text(text)

    # ------------------------------------------------------------------ one handler per kind

    def handle(self, connection: Connection, request: Request) -> None:
        """Give the request to its handler (in a worker thread)."""
        match request:
            case OpenLines() | JoinLines() | Open() | Join():
                self.sit(connection, request)
            case Line():
                self.line(connection, request)
            case Complete():
                self.complete(connection, request)
            case Heard():
                self.heard(connection, request)
            case Move():
                self.move(connection, request)
            case Start():
                self.start(connection, request)
            case Hold():
                self.hold(connection, request)
            case Undo():
                self.undo(connection, request)
            case New():
                self.new(connection, request)
            case Stopping():
                self.stopping(connection, request)
            case Leave():
                self.leave(connection, request)
            case _:  # every kind of net/requests.py has its case above
                raise AssertionError(f"no handler for {request.kind}")

    def sit(self, connection: Connection, request: Open | Join | JoinLines) -> None:
        """`open`, `join` and their `-lines` forms: a seat at a new table, a free guest seat, or one's own seat back.
        Counted against the limits before the work (`JoinLimit.take`); past them, only a seat's own token still sits."""
        tables, limit = self.tables, self.join_limit
        if connection.served is not None:
            raise IllegalAction(msg("net-seated-already"))
        opening = isinstance(request, Open)
        taken = limit.take(connection.address, by_code=not opening)
        if opening and taken.own is None:
            raise InvalidInput(msg("net-too-many-joins"))
        only_own_seat = None if opening or (taken.own and taken.guess) else (
            msg("net-too-many-joins") if taken.own is None else msg("net-guessing-paused"))
        token_given = not opening and bool(request.token)  # type: ignore[union-attr]
        person: LineSeat | Connection = connection
        if isinstance(request, OpenLines | JoinLines):  # its session runs here, in its person's language
            connection.language = request.language if request.language in LANGUAGE_CODES else "en"
            person = connection.lines = LineSeat(connection, connection.language)
        try:
            served, seat, token = tables.open(person, request) if isinstance(request, Open) else tables.join(person, request, only_own_seat)
        except SharedTableError as refused:
            connection.lines = None
            moving = isinstance(refused.message, Msg) and refused.message.id == "net-table-moving"
            if (only_own_seat is not None and not token_given) or moving:
                # Refused before any try (it told nothing), or a right code whose table is between
                # two server processes: no wrong guess, and the person tries again in a moment.
                limit.give_back(taken, own=True, guess=True)
            raise  # else a wrong code, or a wrong token, counts: codes are not found by guessing
        if not opening:
            returning = (served.code, seat) in tables.returning
            limit.give_back(taken, own=returning, guess=returning or not token_given)  # a right code is no wrong guess
        connection.served, connection.seat = served, seat
        if connection.lines is not None:  # `hold NAME` typed at a page, as the `hold` message does
            connection.lines.holding = lambda name: self.tables.hold(*self._seated(connection), name)
            connection.lines.starting_game = lambda: self.tables.start(*self._seated(connection))
        self._reply(connection, request, "seated", table=served.code, seat=seat, token=token, game=served.game.name,
                    waiting=served.waiting, started=served.table_id is not None)
        since = request.since if isinstance(request, Join) else request.heard if isinstance(request, JoinLines) else None
        replaced = tables.sit(served, seat, person, since)  # a page's: how far its person heard (net/line_seat.py)
        if replaced is not None:
            self._close_replaced(replaced)

    @staticmethod
    def _close_replaced(person: object) -> None:
        """A device whose seat was taken with its token on another: told so in its language, and
        closed (it is refused everything until then, `_seated`); the clients do not come back."""
        connection = person.connection if isinstance(person, LineSeat) else person
        if not isinstance(connection, Connection):
            return
        said = msg("net-replaced")
        connection.send("replaced", said=encode_msg(said), text=_words(connection.language).say(said))
        connection.close_after_sending(4000, said.id)  # 4000: our own code, "seat taken elsewhere"

    def line(self, connection: Connection, request: Line) -> None:
        served, seat = self._seated(connection)
        if connection.lines is None:
            raise IllegalAction(msg("net-not-a-line-seat"))
        connection.lines.line(request.text)
        if connection.lines.closed:  # quit: gone from the table, as `leave` says it to the others
            self.tables.leave(served, seat, connection.lines, left=True)
            connection.served = None

    def complete(self, connection: Connection, request: Complete) -> None:
        self._seated(connection)
        if connection.lines is None:
            raise IllegalAction(msg("net-not-a-line-seat"))
        self._reply(connection, request, "completions", lines=connection.lines.complete(request.text))

    def leave(self, connection: Connection, request: Leave) -> None:
        """Said to the others as leaving, not as a lost connection; the seat waits for them."""
        served, seat = self._seated(connection)
        self.tables.leave(served, seat, connection.lines or connection, left=True)
        connection.served = None
        self._reply(connection, request, "done")

    def start(self, connection: Connection, request: Start) -> None:
        served, seat = self._seated(connection)
        self.tables.start(served, seat)
        self._reply(connection, request, "done")

    def hold(self, connection: Connection, request: Hold) -> None:
        served, seat = self._seated(connection)
        self.tables.hold(served, seat, request.name)
        self._reply(connection, request, "done")

    def stopping(self, connection: Connection, request: Stopping) -> None:
        """The game stays at the table: it is saved on the server, not on the device."""
        served, _ = self._seated(connection)
        self._reply(connection, request, "done", said=encode_msg(msg("net-stopping", code=served.code)))

    def move(self, connection: Connection, request: Move) -> None:
        served, seat, table_id = self._playing(connection, request.seat)
        action = served.game.codec.decode_action(request.action)
        self.tables.host.play(table_id, self._sitting(served, seat), seat, action, request.answering)
        self._reply(connection, request, "done")

    def undo(self, connection: Connection, request: Undo) -> None:
        served, seat, table_id = self._playing(connection, request.seat)
        self.tables.host.take_back(table_id, self._sitting(served, seat), seat)
        self.tables.keep(served)  # its generation
        self._reply(connection, request, "done")

    def new(self, connection: Connection, request: New) -> None:
        served, seat, table_id = self._playing(connection, request.seat)
        said = self.tables.host.new_table(table_id, self._sitting(served, seat), seat)
        self.tables.keep(served)
        self._reply(connection, request, "done", said=None if said is None else [encode_msg(item) for item in said])

    def heard(self, connection: Connection, request: Heard) -> None:
        """No answer: how far the person has heard is kept, and saved with the table's next write."""
        _, seat, table_id = self._playing(connection, request.seat)
        self.tables.host.heard(table_id, seat, max(0, request.moves))

    # ------------------------------------------------------------------ where the connection sits

    @staticmethod
    def _seated(connection: Connection) -> tuple[Served, int]:
        served = connection.served
        if served is None:
            raise IllegalAction(msg("net-not-seated"))
        if served.seats[connection.seat].person is not (connection.lines or connection):
            raise IllegalAction(msg("net-replaced"))  # its seat was taken on another device: it acts no more
        return served, connection.seat

    def _playing(self, connection: Connection, claimed: int) -> tuple[Served, int, int]:
        """The connection's table, seat and hosted table, for a request that names `claimed` as
        its seat: only its own, and only once the game has started."""
        served, seat = self._seated(connection)
        if served.table_id is None:
            raise IllegalAction(msg("net-not-started", waiting=served.waiting))
        if claimed != seat:
            raise IllegalAction(msg("host-not-your-seat", name=_name(served, claimed)))
        served.used, served.idle = time.time(), 0.0
        return served, seat, served.table_id

    @staticmethod
    def _sitting(served: Served, seat: int) -> Sitting:
        sitting = served.seats[seat].sitting
        assert sitting is not None
        return sitting


def _words(language: str) -> Words:
    """A connection's language, with every game's words: a refusal may name any game."""
    return words_for(language, every_catalog())


def _name(served: Served, seat: int) -> str:
    return served.seats[seat].name if 0 <= seat < len(served.seats) else json.dumps(seat)[:20]
