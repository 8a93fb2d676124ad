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
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from shared_table.core.error_log import error_log
from shared_table.core.errors import IllegalAction
from shared_table.core.message import Msg, msg
from shared_table.core.safe_text import visible
from shared_table.i18n.languages import find_language
from shared_table.i18n.words import words_for
from shared_table.sessions.lobby import Lobby
from shared_table.sessions.play import PlaySession
from shared_table.table.link import Client, Update
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
        self.seat_link: SeatLink | None = None  # the session's way to the table, once it has one
        self.holding: Callable[[str], None] | None = None  # `hold NAME` at this seat's table (net/pipeline.py)
        self.starting_game: Callable[[], None] | None = None  # `start` typed before the game began (net/pipeline.py)
        self.lobby: Lobby | None = None  # what is typed before the game begins: made when first needed
        self.left = False  # quit before the game began

    # ------------------------------------------------------------------ told by the table (any thread)

    def send(self, kind: str, **fields: Any) -> None:
        """Before the game starts: the lobby, as any connection hears it."""
        self.connection.send(kind, **fields)

    def notice(self, message: Msg) -> None:
        self.inbox.append(message)
        self.connection.wake()

    def seated_at(self, link: LocalLink, since: tuple[int, int] | None, heard: int, code: str) -> None:
        """The game starts (or this person is back at it): their session is made by their own work,
        next. `heard` is how far the server kept that this person heard; `since`, for a line seat,
        how far the page says they heard (`join-lines`'s `heard`), if it said."""
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

    def _begin(self, link: LocalLink, page_heard: tuple[int, int] | None, heard: int, code: str) -> None:
        """The session is made here, anew: told the seat's whole account, of which the first
        `heard` moves (as saved, or as the page says: `page_heard`) go into the history."""
        self.starting = None
        self.deliver()  # who joined before the game began
        self.link = link
        heard = later_heard(link, page_heard, heard)
        words = words_for(self.language, link.game.catalogs)
        self.seat_link = SeatLink(link, code, self._hold)
        session = PlaySession(self.seat_link, words=words)  # joins: told its seat's account
        session.printer = None  # a printout is the device's to keep: not on the server
        self.session = session
        lines = session.resume(words("net-table-name", code=code), heard) if heard else session.start()
        self._send(lines)

    def line(self, text: str) -> None:
        """What the person typed: answered with the lines to say."""
        if self.starting is not None:
            self._begin(*self.starting)
        if self.session is None:
            self._before_the_game(text)
            return
        self.deliver()
        self._send(self.session.handle(text))

    def _before_the_game(self, text: str) -> None:
        """A line typed in the lobby: start, quit, help, as at a terminal (sessions/lobby.py)."""
        if self.lobby is None:
            self.lobby = Lobby(words_for(self.language), opener=self.connection.seat == 0)
        doing, lines = self.lobby.answer(text)
        if doing == "start" and self.starting_game is not None:
            try:
                self.starting_game()
            except IllegalAction as error:
                lines = [words_for(self.language).say(error.message)]
        self.left = doing == "leave"
        if lines:
            self.connection.send("said", lines=lines)

    def _hold(self, name: str) -> None:
        """`hold NAME` typed here: done at the table, and what it says to this person handed to the session."""
        assert self.holding is not None
        self.holding(name)
        self.deliver()

    @property
    def closed(self) -> bool:
        """The person quit: the session answers nothing more."""
        return self.left or (self.session is not None and self.session.closed)

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
            drawn = session.game.drawing(seen, session.words, find_language(self.language).braille, session.narrator.settings())
        except Exception:  # the lines are said all the same: a page without its drawing still reads
            error_log().exception("the %s table could not be drawn", session.game.name)
            drawn = None
        lines = [visible(line) for line in lines]  # what a person typed comes back in some: never a control character
        assert self.seat_link is not None
        generation = self.seat_link.generation
        # `heard`: what the page sends back in `join-lines` when it comes back: how far its person
        # was told, which may be short of `moves` (a move told while they typed `hand` is said next).
        self.connection.send("said", lines=lines, view=view, drawing=drawn, moves=session.moves, generation=generation,
                             sounds=session.take_sounds(), volume=session.sound_volume,
                             heard=[generation, session.heard_moves], over=session.is_over, closed=session.closed)
        session.mark_heard()


def later_heard(link: LocalLink, page_heard: tuple[int, int] | None, saved: int) -> int:
    """How far the person at `link`'s seat heard: what the server kept (`saved`: in memory, or as
    last saved when this process reopened the table), or what the page says (`page_heard`:
    generation, moves), whichever is later; the page's only if the table was not dealt again
    since (another generation counts its moves from another deal), and never past the table's
    moves. The host is told, so that it tells the new session those moves as heard, into its
    history (table/host.py `join`), and saves it with the next move.

    Trusting the page is safe: a page can only skip news of its own seat, which its person
    already holds (a page that lies hears less, and harms no one else). A deal in the instant
    between this look and the join is alike: at worst this person's own news of it."""
    if page_heard is None:
        return saved
    generation, moves = page_heard
    host, table_id = link.host, link.table_id
    if generation != host.generation_of(table_id):
        return saved
    later = min(moves, host.table(table_id).moves)
    if later <= saved:
        return saved
    link.heard(link.first_seat, later)
    return later


class SeatLink:
    """A line seat's session's way to its table (table/link.py's `Link`): the host's in-process
    link, stopping as a page stops. It passes on what the host tells the session, and keeps the
    generation the session was last told (the page is told it: how far it heard)."""

    def __init__(self, link: LocalLink, code: str, holding: Callable[[str], None]) -> None:
        self.link, self.code, self.holding = link, code, holding
        self.client: Client | None = None
        self.generation = 0  # of the last update passed to the session

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
        """Told the seat's whole account: the session is new, whatever the page heard before."""
        self.client = client
        self.link.join(self)

    def told(self, seat: int, update: Update) -> None:
        assert self.client is not None
        self.generation = update.generation
        self.client.told(seat, update)

    def notice(self, message: Msg) -> None:
        assert self.client is not None
        self.client.notice(message)

    def receive(self) -> None:
        self.link.receive()

    def settle(self) -> None:
        self.link.settle()

    def play(self, seat: int, action: Any, settle: bool = True) -> None:
        self.link.play(seat, action, settle)

    def take_back(self, seat: int) -> None:
        self.link.take_back(seat)

    def new_table(self, seat: int) -> list[Msg] | None:
        return self.link.new_table(seat)

    def heard(self, seat: int, moves: int, settings: Mapping[str, str] | None = None) -> None:
        self.link.heard(seat, moves, settings)

    def hold(self, name: str) -> None:
        """A computer player keeps the seat of `name` (or of the one name it begins)."""
        self.holding(name)

    def stopping(self) -> Msg:
        """The game is saved on the server, and waits at its table: the page's link takes the seat back."""
        return msg("net-stopping-page", code=self.code)
