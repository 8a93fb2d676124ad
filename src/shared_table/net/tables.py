"""The tables a server hosts, by code: who sits where, their secret tokens, presence, and the
game once it starts (hosted by table/host.py, saved in the same SQLite store as a console's games,
or in a PostgreSQL several processes share, each table hosted by one of them: net/hosting.py).
No sockets here: `net/server.py` carries the messages; this decides what they do. Calls come from
worker threads, never the event loop (a hard computer player's turn takes a while).
"""

from __future__ import annotations

import hmac
import math
import secrets
import sqlite3
import threading
import time
from typing import TYPE_CHECKING

from shared_table.core.error_log import error_log
from shared_table.core.errors import IllegalAction, InvalidInput
from shared_table.core.message import Msg, msg
from shared_table.core.safe_text import check_name, check_name_among
from shared_table.games import default_game, find_game
from shared_table.net.names_typed import seat_named
from shared_table.net.requests import Join, JoinLines, Open
from shared_table.net.served_table import CODE_LENGTH, LockedSaver, Person, SeatInfo, Served, hashed, new_code
from shared_table.saves.protocol import GameStore
from shared_table.saves.retention import CLOSED_KEPT_SECONDS
from shared_table.saves.served import ServedRow, ServedTables, SqliteServedTables
from shared_table.saves.store import SaveFileProblem, SaveStore
from shared_table.table.host import Host
from shared_table.table.restore import read_saved
from shared_table.table.saving import SavingRecorder, start_saving
from shared_table.table.seating import BOT_NAMES, make_setup
from shared_table.table.setup import GameSetup
from shared_table.table.table import Table

if TYPE_CHECKING:
    from shared_table.net.hosting import Hosting

IDLE_SECONDS = 24 * 3600  # a table nobody used for a day is closed
IDLE_STEP_MOST = 1200.0
"""The most idleness one sweep adds (twice the server's sweep interval): a clock that jumps, by any
amount, adds one step, so a table is only closed after many sweeps with nobody at it."""
MOST_GUESTS = 13


class Tables:
    """Every table of one server, by code."""

    def __init__(self, store: GameStore, host: Host | None = None, listing: ServedTables | None = None,
                 seeds_for_tests: bool = False, hosting: Hosting | None = None) -> None:
        """`seeds_for_tests`: an `open` with a seed deals from it even at a table with guests (the
        opener knows every hand then: for tests only); else such an `open` is refused. `hosting`:
        this process's leases, when several processes share the store (net/hosting.py); None:
        this process hosts every table it keeps."""
        self.store, self.host = store, host or Host(secret_seeds=True)
        self.seeds_for_tests = seeds_for_tests
        self.last_sweep: float | None = None  # the monotonic clock at the last `close_idle`
        self.kept_idle = 0.0  # idleness counted since start, as each table counts it: tables kept from before are judged by it
        self.kept_closed = False
        if listing is None:  # the tables kept for a server started again: beside the games, in the save file
            assert isinstance(store, SaveStore), "a store other than the save file comes with its own list of tables"
            listing = SqliteServedTables(store)
        self.listing = listing
        self.by_code: dict[str, Served] = {}
        self.store_lock = threading.RLock()
        self.returning: set[tuple[str, int]] = set()  # seats being taken back by their token
        self.hosting = hosting
        self.draining = False  # a process among several that is stopping: it hosts no table it does not have
        self._lock = threading.Lock()
        self._waking = [threading.Lock() for _ in range(64)]  # one rebuild of a table at a time, by its code's hash

    # ------------------------------------------------------------------ opening and joining

    def open(self, person: Person, request: Open) -> tuple[Served, int, str]:
        """A new table, its opener in seat 0 and `guests` seats held for people who join."""
        chosen = find_game(request.game) if request.game else default_game()
        guests = request.guests
        if not 0 <= guests <= MOST_GUESTS:
            raise InvalidInput(msg("net-guests", given=guests, most=MOST_GUESTS))
        if request.seed is not None and guests and not self.seeds_for_tests:  # the opener would know every hand
            raise InvalidInput(msg("net-seed-with-guests"))
        name = check_name(request.name, "--name")
        holders = ",".join([name, *(f"Guest {number + 1}" for number in range(guests))])
        seed = request.seed if request.seed is not None else secrets.randbelow(2**63)  # secret: told to nobody
        setup = make_setup(request.players, request.bots, name, seed, holders, chosen, request.options)
        seats = [SeatInfo(player, level) for player, level in zip(setup.players, setup.levels, strict=True)]
        token = secrets.token_urlsafe(32)
        seats[0].token, seats[0].person = hashed(token), person
        with self._lock:  # a code no table has, here or kept in the store (by a server before, or another on it)
            while True:
                code = new_code()
                served = Served(code, chosen, seats, setup.seed, setup.options, seeded=request.seed is not None)
                if code in self.by_code:
                    continue
                with self.store_lock:
                    if not self.listing.claim(code, served.lobby()):
                        continue
                if self.hosting is None or self.hosting.take(code):  # a new code's lease is free
                    break
            self.by_code[code] = served
        return served, 0, token

    def find(self, code: str) -> Served:
        """The table `code`: in play, or kept by the server before it started again, rebuilt now."""
        served = self.by_code.get(code.strip().upper()) or self._wake(code.strip().upper())
        if served is None:
            raise InvalidInput(msg("net-no-table", code=code.strip()[:12]))
        return served

    def join(self, person: Person, request: Join | JoinLines, only_own_seat: Msg | None = None) -> tuple[Served, int, str]:
        """Back into the seat the token holds, or into a free guest seat; `InvalidInput` if none.
        `returning` holds the codes and seats taken back this way. With `only_own_seat`, only a
        seat's own token is let in, and anything else is refused with that sentence, whether the
        code is right or not (it tells a guesser nothing)."""
        served = self.by_code.get(request.table.strip().upper())
        if served is None and only_own_seat is not None and not (self.hosting is not None and request.token):
            raise InvalidInput(only_own_seat)
        # With several processes, a seat's own token may come back to a process that has not
        # woken its table yet (it moved here): woken, and the token alone lets it in below; a
        # code that is no table tells a guesser nothing.
        try:
            served = served or self.find(request.table)
        except InvalidInput as refused:
            moving = isinstance(refused.message, Msg) and refused.message.id == "net-table-moving"
            if only_own_seat is not None and not moving:
                raise InvalidInput(only_own_seat) from None
            raise
        with served.lock:
            token = request.token
            if token:
                given = hashed(token)
                for seat, info in enumerate(served.seats):
                    if info.token and hmac.compare_digest(info.token, given):
                        self.returning.add((served.code, seat))
                        return served, seat, token
            if only_own_seat is not None:
                raise InvalidInput(only_own_seat)
            people_here = [info.name for info in served.seats if info.token]
            name = check_name_among(request.name, people_here, "--name")  # no look-alike of anyone here
            free = [seat for seat, info in enumerate(served.seats) if not info.level and not info.token]
            if not free or served.table_id is not None:  # begun: its empty seats went to computer players, and it is said
                raise InvalidInput(msg("net-table-full" if served.table_id is None else "net-table-begun", code=served.code))
            for info in served.seats:  # a computer player named like the person who joins takes another name
                if info.level and info.name.lower() == name.lower():
                    used = {other.name.lower() for other in served.seats} | {name.lower()}
                    info.name = next(bot for bot in BOT_NAMES if bot.lower() not in used)
            taken = {info.name.lower() for info in served.seats if info.token}
            if name.lower() in taken:
                name = next(f"{name} {number}" for number in range(2, 99) if f"{name} {number}".lower() not in taken)
            token = secrets.token_urlsafe(32)
            seat = free[0]
            served.seats[seat].name, served.seats[seat].token = name, hashed(token)
        self.keep(served)
        return served, seat, token

    def sit(self, served: Served, seat: int, person: Person, since: tuple[int, int] | None) -> Person | None:
        """`person` is at `seat` now (opened, joined, or back): told the table as it stands. The
        device it replaces, if another was there (the same person on a second device): it no
        longer acts for the seat, and its owner closes it."""
        with served.lock:
            info = served.seats[seat]
            old = info.person
            if old is not None and info.sitting is not None and served.table_id is not None:
                self.host.leave(served.table_id, info.sitting)  # its old place first (the same person sat twice too)
            info.person, info.sitting = person, None
            served.used, served.idle = time.time(), 0.0
            replaced = old if old is not None and old is not person else None
            for other in served.others(seat):
                back = since is not None or old is not None or (served.code, seat) in self.returning
                other.notice(msg("net-back" if back else "net-joined", name=info.name))
            self.returning.discard((served.code, seat))
            if served.table_id is None:
                self._say_lobby(served)
                if served.waiting == 0:
                    self._start(served)
                return replaced
            self.host.free(served.table_id, seat)  # a computer player held it, maybe
            self._seat_at_host(served, seat, since)
            return replaced

    def start(self, served: Served, seat: int) -> None:
        """The opener starts the game now: computer players take the empty guest seats."""
        with served.lock:
            if seat != 0:
                raise IllegalAction(msg("net-only-opener-starts", name=served.seats[0].name))
            if served.table_id is not None:
                raise IllegalAction(msg("net-started-already"))
            taken = {info.name.lower() for info in served.seats if info.token or info.level}
            names = iter(name for name in BOT_NAMES if name.lower() not in taken)
            for info in served.seats:
                if not info.level and not info.token:
                    info.name, info.level = next(names), served.game.default_level
            self._start(served)

    def _start(self, served: Served) -> None:
        setup = GameSetup(tuple(info.name for info in served.seats), 0, tuple(info.level for info in served.seats),
                          served.seed, served.options).check_for(served.game)
        table = Table(served.game, setup)
        with self.store_lock:
            saver = start_saving(table, self.store, served.code)  # one of the table's last games (saves/retention.py)
        served.game_id = saver.game_id
        saving = LockedSaver(saver, self.store_lock, lambda game_id: self._new_game(served, game_id))
        served.table_id = self.host.open(table, saving, secret_seeds=not served.seeded)
        self.keep(served)
        for seat, info in enumerate(served.seats):
            if info.person is not None:
                self._seat_at_host(served, seat, None)
        self.host.settle(served.table_id)

    def _seat_at_host(self, served: Served, seat: int, since: tuple[int, int] | None) -> None:
        assert served.table_id is not None
        info = served.seats[seat]
        assert info.person is not None
        link = self.host.link(served.table_id, [seat])
        info.sitting = link.sitting
        heard = self.host.heard_of(served.table_id, seat)
        moves, generation = self.host.table(served.table_id).moves, self.host.generation_of(served.table_id)  # what it waits to be told
        info.person.send("started", game=served.game.name, names=[other.name for other in served.seats], seat=seat, code=served.code,
                         heard=heard, moves=moves, generation=generation)
        info.person.seated_at(link, since, heard, served.code)
        for notice in served.notices:
            info.person.notice(notice)

    def _say_lobby(self, served: Served) -> None:
        joined = [info.name for info in served.seats if info.token]
        for info in served.seats:
            if info.person is not None:
                info.person.send("lobby", joined=joined, waiting=served.waiting)

    def _new_game(self, served: Served, game_id: int) -> None:
        served.game_id = game_id
        self.keep(served)

    def keep(self, served: Served) -> None:
        """Save the table's seats, game and generation, so that a server started again reopens it as it is."""
        lobby = served.lobby()
        if served.table_id is not None:
            lobby["generation"] = self.host.generation_of(served.table_id)
            # The game in play's own setup (each next game has its own secret seed): a damaged file
            # whose row of that game is lost rebuilds it from this and its moves (saves/salvage.py).
            lobby["setup"] = self.host.table(served.table_id).setup.encode()
        with self.store_lock:
            self.listing.keep(served.code, lobby, served.game_id)

    # ------------------------------------------------------------------ presence

    def leave(self, served: Served, seat: int, person: Person, left: bool = False) -> None:
        """The person at `seat` left (`left`), or their connection closed: the table waits for
        them, and says so."""
        with served.lock:
            info = served.seats[seat]
            if info.person is not person:
                return  # already replaced by the same person coming back
            if info.sitting is not None and served.table_id is not None:
                self.host.leave(served.table_id, info.sitting)
                self.host.flush(served.table_id)  # how far they heard, saved as they go
            info.person, info.sitting = None, None
            here = [number for number, other in enumerate(served.seats) if other.person is not None and number != seat]
            holder = 0 if seat != 0 and served.seats[0].person is not None else here[0] if here else 0  # who can hold the seat
            for number, other in enumerate(served.seats):  # who can hold it hears "you can type hold", not their own name
                if number in here and other.person is not None:
                    other.person.notice(msg(("net-left" if left else "net-dropped") + ("-you" if number == holder else ""),
                                            name=info.name, opener=served.seats[holder].name))

    def hold(self, served: Served, seat: int, name: str) -> None:
        """The opener lets a computer player keep the seat of a person who lost the connection."""
        with served.lock:
            if seat != 0 and served.seats[0].person is not None:  # the opener decides, while they are here
                raise IllegalAction(msg("net-only-opener-holds", name=served.seats[0].name))
            held = seat_named(name, [None if info.level else info.name for info in served.seats])  # as cards are named
            if (info := served.seats[held]).person is not None or served.table_id is None:
                raise IllegalAction(msg("net-hold-here", name=info.name))
            for number, other in enumerate(served.seats):  # the one who asked hears it once, as done
                if other.person is not None and number != held:
                    other.person.notice(msg("net-hold-done" if number == seat else "net-held", name=info.name))
            self.host.hold(served.table_id, held, served.game.default_level)

    # ------------------------------------------------------------------ a server started again

    def reopen(self) -> list[str]:
        """A server started again reads no table now, so it listens at once however many it
        kept: each kept table is rebuilt when someone first comes to it (`find`), and those
        nobody comes back to are closed after a day of sweeps (`close_idle`), not by the wall
        clock, which may have jumped while the server was down. What could not be read."""
        try:
            with self.store_lock:
                self.listing.open_count()
        except (SaveFileProblem, sqlite3.Error) as error:
            return [str(error)]  # each table is still judged when it is found
        return []

    def _wake(self, code: str) -> Served | None:
        """The table `code` as the server kept it before it started again (or as another process
        of the same store hosted it), rebuilt and in play from now on; None if there is none (or
        it was closed for good). With several processes, it is hosted here from now: taken over
        at once from a process that is gone, and asked of a live one, which lets it go at its
        next renewal; refused with a sentence if that takes longer than a lease."""
        if not code or len(code) > CODE_LENGTH:
            return None
        with self._waking[hash(code) % len(self._waking)]:  # one rebuild of a table, however many of its people come back at once
            served = self.by_code.get(code)
            if served is not None:
                return served
            with self.store_lock:
                row = self.listing.find(code)
            if row is None:
                return None
            if self.hosting is not None:
                if self.draining:  # its tables go to the others: so does this one (the person comes back there)
                    raise InvalidInput(msg("net-table-moving", code=code))
                if not self.hosting.take(code, wait=self.hosting.seconds + 2 * self.hosting.renew_every):
                    raise InvalidInput(msg("net-table-moving", code=code))
                with self.store_lock:
                    row = self.listing.find(code)  # as it is now: saved by the process that let it go, or closed by a sweep
                if row is None:
                    self.hosting.release(code)
                    return None
            try:
                served = self._rebuilt(row)
            except (SaveFileProblem, IllegalAction, KeyError, TypeError, ValueError, sqlite3.Error) as error:  # InvalidInput, GameInUse too
                error_log().warning("table %s could not be reopened: %s", code, error)
                if self.hosting is not None:
                    self.hosting.release(code)
                raise InvalidInput(msg("save-table-unreadable", code=code)) from None
            with self._lock:
                self.by_code[code] = served
        if served.table_id is not None:
            self.host.settle(served.table_id)  # the computer players' moves still owed, the table open to others meanwhile
        return served

    # ------------------------------------------------------------------ several processes on one store

    def let_go(self, code: str) -> Served | None:
        """Table `code` is hosted here no more (net/handover.py says what follows): out of the
        tables, for whoever comes to it next; the table as it was, if it was here."""
        with self._lock:
            return self.by_code.pop(code, None)

    def database_waiting(self, game_id: int, waiting: bool) -> None:
        """The store's hook (saves/postgres_games.py): a write of game `game_id`'s moves has waited
        for the database past a moment (`waiting`), or went through after such a wait. The
        people at its table are told once each way: the move waits, nothing is lost."""
        for served in list(self.by_code.values()):
            if served.game_id == game_id:
                said = msg("net-database-waiting" if waiting else "net-database-back")
                for info in served.seats:
                    if info.person is not None:
                        info.person.notice(said)

    def forget_old(self, wall: float) -> None:
        """Close the tables kept from before a restart that nobody came back to within a day of
        sweeps since (`kept_idle`), and delete the games of tables closed for good long enough
        before `wall` (saves/retention.py), a batch at a time, each its own transaction."""
        try:
            if self.hosting is not None:  # several processes: the tables none of them hosts, swept once for all
                self.hosting.sweep(IDLE_STEP_MOST, IDLE_SECONDS)
            elif self.kept_idle >= IDLE_SECONDS and not self.kept_closed:
                with self.store_lock:
                    self.listing.close_abandoned(math.inf, set(self.by_code))
                self.kept_closed = True  # once: every table opened since is in `by_code` until it closes
            while True:
                with self.store_lock:
                    if not self.listing.forget_closed(wall - CLOSED_KEPT_SECONDS):
                        return
        except (SaveFileProblem, sqlite3.Error):
            error_log().warning("old tables could not be forgotten", exc_info=True)

    def _rebuilt(self, row: ServedRow) -> Served:
        """The table of `row` dealt again, its saved moves replayed (as --resume reads them:
        cut where a move changed on the disk, and said); its computer players not yet moved."""
        code, lobby, game_id = row.code, row.lobby, row.game_id
        game = find_game(str(lobby["game"]))
        seats = [SeatInfo(str(seat["name"]), str(seat["level"]), str(seat["token"])) for seat in lobby["seats"]]
        served = Served(code, game, seats, int(lobby["seed"]), tuple(str(option) for option in lobby["options"]), used=row.updated)
        if game_id is None:
            return served
        with self.store_lock:
            saved = self.store.game(game_id)
            if saved is None:
                raise InvalidInput(msg("save-no-games-yet", given=str(game_id)))
            restored = read_saved(self.store, saved, repair=True)
            self.store.claim(game_id)
        table = restored.dealt()
        saver = SavingRecorder(table, self.store, game_id, len(restored.actions), table_code=code)
        served.game_id, served.notices = game_id, [_as_heard_at_the_table(notice) for notice in restored.notices]
        heard = {seat: moves for seat, moves in restored.heard.items() if moves is not None}
        saving = LockedSaver(saver, self.store_lock, lambda number: self._new_game(served, number))
        served.table_id = self.host.open(table, saving, heard, int(lobby.get("generation", 0)))
        return served

    def stop(self) -> None:
        """The server stops: what every table keeps for its next write is saved now."""
        self.host.flush_all()

    def close_idle(self, now: float | None = None, wall: float | None = None) -> list[str]:
        """Close the tables nobody has been at for a day of sweeps: their codes. `now` is the
        monotonic clock. Each sweep adds the time since the last one, at most `IDLE_STEP_MOST`,
        to each table nobody is at: a clock jump of any size is one step, not a day. The tables
        kept from before a restart that nobody came back to are judged the same way, from the
        restart; `wall` (the wall clock) says which tables closed for good are forgotten."""
        now = time.monotonic() if now is None else now
        step = 0.0 if self.last_sweep is None else min(max(0.0, now - self.last_sweep), IDLE_STEP_MOST)
        self.last_sweep = now
        closed = []
        for code, served in list(self.by_code.items()):
            with served.lock:
                if any(info.person is not None for info in served.seats):
                    served.idle = 0.0
                    continue
                served.idle += step
                if served.idle < IDLE_SECONDS:
                    continue
                del self.by_code[code]
            if served.table_id is not None:
                self.host.close(served.table_id)
            with self.store_lock:
                self.listing.close(code)
                if served.game_id is not None:
                    self.store.release(served.game_id)
            if self.hosting is not None:
                self.hosting.release(code)
            closed.append(code)
        self.kept_idle += step
        self.forget_old(time.time() if wall is None else wall)
        return closed


def _as_heard_at_the_table(notice: Msg) -> Msg:
    """What reopening found in the save file, as the people at the table hear it: where the
    server keeps its files, and which files it set aside, are not theirs to hear."""
    if notice.id in ("save-move-changed-told", "save-move-changed-cut"):
        return msg("net-save-move-changed", move=notice.args["move"])
    return notice
