"""A seat whose words are made on the server: the device sends what its person typed, line by line,
and gets back the lines to say, in the person's language, with the seat's view to draw. The
session (sessions/play.py) runs here, so the commands, their grammar, the errors and the words are
the terminal's own, everywhere (a web page is such a device: docs/protocol.md, `join-lines`).
"""

from __future__ import annotations

import threading
from collections import deque
from typing import Any

from shared_table.core.message import Msg, msg
from shared_table.core.safe_text import visible
from shared_table.i18n.languages import find_language
from shared_table.i18n.words import words_for
from shared_table.sessions.play import PlaySession
from shared_table.table.host import LocalLink, Sitting
from shared_table.table.link import Client, Update

MOST_COMPLETIONS = 60  # more is no help to anyone listening, and a long message


class LineSeat:
    """One person whose session is on the server; `connection` carries its lines (`net.tables.Person`)."""

    def __init__(self, connection: Any, language: str) -> None:
        self.connection, self.language = connection, language
        self.lock = threading.RLock()  # the session is touched by one thread at a time
        self.session: PlaySession | None = None
        self.answering = False  # while a line is answered, what the host tells goes into that answer
        self.waiting: list[tuple[int, Update]] = []  # told before the session was made
        # What the host tells, in order. The host tells while it holds its table's lock, and a
        # thread answering a line here holds this seat's lock while it calls the host: waiting
        # for this seat's lock there would be a deadlock. So the telling thread only queues, and
        # whichever thread holds this seat's lock delivers the queue (`_deliver`).
        self.queue: deque[tuple[int, Update] | Msg] = deque()
        self.queue_lock = threading.Lock()

    # as a Person of net.tables, before the game starts
    def send(self, kind: str, **fields: Any) -> None:
        self.connection.send(kind, **fields)

    def told(self, seat: int, update: Update) -> None:
        with self.queue_lock:
            self.queue.append((seat, update))
        self._deliver()

    def notice(self, message: Msg) -> None:
        with self.queue_lock:
            self.queue.append(message)
        self._deliver()

    def _deliver(self) -> None:
        """Give the session what was queued, unless another thread holds it (it delivers, then)."""
        while True:
            if not self.lock.acquire(blocking=False):
                return  # its holder delivers before it lets go, and looks again after
            try:
                while True:
                    with self.queue_lock:
                        if not self.queue:
                            break
                        item = self.queue.popleft()
                    self._take(item)
            finally:
                self.lock.release()
            with self.queue_lock:
                if not self.queue:
                    return

    def _take(self, item: tuple[int, Update] | Msg) -> None:
        session = self.session
        if isinstance(item, Msg):
            if session is None:
                self.connection.send("said", lines=[words_for(self.language).say(item)])
                return
            session.notice(item)
        elif session is None:
            self.waiting.append(item)
            return
        else:
            session.told(*item)
        self._push()

    def seat_at(self, link: LocalLink, since: tuple[int, int] | None, heard: int, code: str) -> None:
        """The game starts (or this person is back at it): their session joins the table here."""
        with self.lock:
            words = words_for(self.language, link.game.catalogs)
            session = PlaySession(_Relayed(link, self, since, code), words=words)  # the host tells it what its seat saw
            self._deliver()  # what the host told while it was made: into `waiting`, in order
            for seat, update in self.waiting:
                session.told(seat, update)
            self.waiting.clear()
            self.session = session
            session.printer = None  # a printout is the device's to keep: not on the server
            self.answering = True  # the computer players' first moves are in the opening's own lines, said once
            try:
                lines = self.session.resume(words("net-table-name", code=code), heard) if heard else self.session.start()
            finally:
                self.answering = False
            self._send(lines)
        self._deliver()  # what other devices' moves told meanwhile

    def line(self, text: str) -> None:
        """What the person typed: answered with the lines to say."""
        with self.lock:
            if self.session is None:
                self.connection.send("said", lines=[words_for(self.language)("net-lobby-waiting")])
                return
            self.answering = True
            try:
                lines = self.session.handle(text)
            finally:
                self.answering = False
            self._send(lines)
        self._deliver()  # what other devices' moves told meanwhile

    @property
    def closed(self) -> bool:
        """The person quit: the session answers nothing more."""
        return self.session is not None and self.session.closed

    def complete(self, text: str) -> list[str]:
        """The lines Tab would make of `text` in the terminal: the same registry, in the person's words."""
        with self.lock:
            if self.session is None:
                return []
            return self.session.commands.completed_lines(self.session, text)[:MOST_COMPLETIONS]

    def _push(self) -> None:
        if self.answering or self.session is None:
            return
        lines = self.session.news()
        if lines:
            self._send(lines)

    def _send(self, lines: list[str]) -> None:
        session = self.session
        assert session is not None
        seen = session.view()
        view = session.game.codec.encode_view(seen)
        drawn = session.game.drawing(seen, session.words, find_language(self.language).braille)
        lines = [visible(line) for line in lines]  # what a person typed comes back in some: never a control character
        self.connection.send("said", lines=lines, view=view, drawing=drawn, moves=session.moves, over=session.is_over,
                             closed=session.closed)
        session.mark_heard()


class _Relayed:
    """The seat's link, joined through its `LineSeat`, so that what the host tells is said at once."""

    def __init__(self, link: LocalLink, seat: LineSeat, since: tuple[int, int] | None, code: str) -> None:
        self.link, self.seat, self.since, self.code = link, seat, since, code

    def __getattr__(self, name: str) -> Any:
        return getattr(self.link, name)

    @property
    def sitting(self) -> Sitting:
        return self.link.sitting

    def join(self, client: Client) -> None:
        self.link.join(self.seat, self.since)

    def stopping(self) -> Msg:
        """The game is saved on the server, and waits at its table: the page's link takes the seat back."""
        return msg("net-stopping-page", code=self.code)
