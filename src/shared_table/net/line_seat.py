"""A seat whose words are made on the server: the device sends what its person typed, line by line,
and gets back the lines to say, in the person's language, with the seat's view to draw. The
session (sessions/play.py) runs here, so the commands, their grammar, the errors and the words are
the terminal's own, everywhere (a web page is such a device: docs/protocol.md, `join-lines`).

What the host tells the seat waits in its link (`LocalLink`, in order; the host tells from
whichever thread made the move), and what the table says of who comes and goes waits in the
seat's `inbox`. The session is handed both by the seat's own work only (its connection's `busy`):
after each thing the session asks of the host, and when woken to say what others did (`push`).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from shared_table.core.error_log import error_log
from shared_table.core.message import Msg, msg
from shared_table.core.safe_text import visible
from shared_table.i18n.languages import find_language
from shared_table.i18n.words import words_for
from shared_table.sessions.play import PlaySession
from shared_table.table.link import Client
from shared_table.table.local_link import LocalLink

if TYPE_CHECKING:
    from shared_table.core.game import Game
    from shared_table.net.connection import Connection

MOST_COMPLETIONS = 60  # more is no help to anyone listening, and a long message


class LineSeat:
    """One person whose session is on the server; `connection` carries its lines."""

    def __init__(self, connection: Connection, language: str) -> None:
        self.connection, self.language = connection, language
        self.session: PlaySession | None = None
        self.link: LocalLink | None = None  # once the game starts: the seat at the host, and what it was told
        self.inbox: deque[Msg] = deque()  # who joined, left, came back: appended by any thread
        self.starting: tuple[LocalLink, tuple[int, int] | None, int, str] | None = None

    # ------------------------------------------------------------------ told by the table (any thread)

    def send(self, kind: str, **fields: Any) -> None:
        """Before the game starts: the lobby, as any connection hears it."""
        self.connection.send(kind, **fields)

    def notice(self, message: Msg) -> None:
        self.inbox.append(message)
        self.connection.wake()

    def seated_at(self, link: LocalLink, since: tuple[int, int] | None, heard: int, code: str) -> None:
        """The game starts (or this person is back at it): their session is made by their own work, next."""
        link.on_told = self.connection.wake
        self.starting = (link, since, heard, code)
        self.connection.wake()

    def moved(self, code: str) -> None:
        """Another process hosts the table now: the page comes back there (its session is made again there)."""
        self.connection.moved(code)

    @property
    def has_news(self) -> bool:
        """Whether something waits to be said: the game's start, a change at the table, a notice."""
        return bool(self.starting or self.inbox or (self.link is not None and self.link.waiting))

    # ------------------------------------------------------------------ this seat's own work (one at a time)

    def deliver(self) -> None:
        """Give the session what the table and the host told, in order; before there is a
        session, the table's notices are said as they are."""
        while self.inbox:
            message = self.inbox.popleft()
            if self.session is None:
                self.connection.send("said", lines=[words_for(self.language).say(message)])
            else:
                self.session.notice(message)
        if self.link is not None:
            self.link.receive()

    def push(self) -> None:
        """Say what happened since this person last heard: the game's start, others' moves, notices."""
        if self.starting is not None:
            self._begin(*self.starting)
            return
        self.deliver()
        if self.session is not None:
            lines = self.session.news()
            if lines:
                self._send(lines)

    def _begin(self, link: LocalLink, since: tuple[int, int] | None, heard: int, code: str) -> None:
        self.starting = None
        self.deliver()  # who joined before the game began
        self.link = link
        words = words_for(self.language, link.game.catalogs)
        session = PlaySession(SeatLink(link, since, code), words=words)  # joins: told its seat's account
        session.printer = None  # a printout is the device's to keep: not on the server
        self.session = session
        lines = session.resume(words("net-table-name", code=code), heard) if heard else session.start()
        self._send(lines)

    def line(self, text: str) -> None:
        """What the person typed: answered with the lines to say."""
        if self.starting is not None:
            self._begin(*self.starting)
        if self.session is None:
            self.connection.send("said", lines=[words_for(self.language)("net-lobby-waiting")])
            return
        self.deliver()
        self._send(self.session.handle(text))

    @property
    def closed(self) -> bool:
        """The person quit: the session answers nothing more."""
        return self.session is not None and self.session.closed

    def complete(self, text: str) -> list[str]:
        """The lines Tab would make of `text` in the terminal: the same registry, in the person's words."""
        if self.session is None:
            return []
        return self.session.commands.completed_lines(self.session, text)[:MOST_COMPLETIONS]

    def _send(self, lines: list[str]) -> None:
        session = self.session
        assert session is not None
        seen = session.view()
        view = session.game.codec.encode_view(seen)
        try:
            drawn = session.game.drawing(seen, session.words, find_language(self.language).braille)
        except Exception:  # the lines are said all the same: a page without its drawing still reads
            error_log().exception("the %s table could not be drawn", session.game.name)
            drawn = None
        lines = [visible(line) for line in lines]  # what a person typed comes back in some: never a control character
        self.connection.send("said", lines=lines, view=view, drawing=drawn, moves=session.moves, over=session.is_over,
                             closed=session.closed)
        session.mark_heard()


class SeatLink:
    """A line seat's session's way to its table (table/link.py's `Link`): the host's in-process
    link, joined with what the device was told before (`since`), and stopping as a page stops."""

    def __init__(self, link: LocalLink, since: tuple[int, int] | None, code: str) -> None:
        self.link, self.since, self.code = link, since, code

    @property
    def game(self) -> Game:
        return self.link.game

    @property
    def names(self) -> tuple[str, ...]:
        return self.link.names

    @property
    def people(self) -> tuple[int, ...]:
        return self.link.people

    @property
    def first_seat(self) -> int:
        return self.link.first_seat

    def join(self, client: Client) -> None:
        self.link.join(client, self.since)

    def receive(self) -> None:
        self.link.receive()

    def settle(self) -> None:
        self.link.settle()

    def play(self, seat: int, action: Any) -> None:
        self.link.play(seat, action)

    def take_back(self, seat: int) -> None:
        self.link.take_back(seat)

    def new_table(self, seat: int) -> list[Msg] | None:
        return self.link.new_table(seat)

    def heard(self, seat: int, moves: int, settings: Mapping[str, str] | None = None) -> None:
        self.link.heard(seat, moves, settings)

    def stopping(self) -> Msg:
        """The game is saved on the server, and waits at its table: the page's link takes the seat back."""
        return msg("net-stopping-page", code=self.code)
