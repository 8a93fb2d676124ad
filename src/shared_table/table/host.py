"""The host: it keeps tables by id and is the only thing that changes them.

Each move goes the same way, whoever makes it: applied by the rules (`Table.apply`), saved
(`Saver.record`), and only then told to every seat (`Table.tell`), each device's seats as
`Update`s holding only what that seat may know. The computer players then move the same way until
it is a person's turn. One move at a time per table (a lock per table): tables do not wait for
each other, so a hard computer player thinking at one table holds up no other, when the calls
come from separate threads (a server runs each table's moves off its event loop).

A device reaches its table through a `Link` (table/link.py); `LocalLink` (table/local_link.py)
is the in-process one that `shared-table play` and a server's seats use. The setup and its seed stay here.
"""

from __future__ import annotations

import secrets
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from shared_table.core.errors import IllegalAction, InvalidInput
from shared_table.core.message import Arg, Msg, msg
from shared_table.table.link import MOVE, NEW_TABLE, UNDONE, Client, Update
from shared_table.table.local_link import LocalLink
from shared_table.table.table import Table


class Saver(Protocol):
    """Saves one table's moves (table/saving.py). It tells nobody anything: what it has to say
    comes back as messages, which each device says in its people's language."""

    def record(self, action: Any) -> Arg | None:
        """Save the action just applied, before anyone hears of it. None when saved; else why
        not (the move is kept, and written with the next one that can be)."""
        ...

    def take_back(self) -> None:
        """The last action was taken back (or refused, unsaved): forget it."""
        ...

    def heard(self, seat: int, moves: int, settings: Mapping[str, str] | None = None) -> None:
        """The person at `seat` has been told about the first `moves` moves, and chose `settings`."""
        ...

    def flush(self) -> None:
        """Save what is kept for the next move's write (how far each person has heard) now."""
        ...

    def notices(self) -> list[Msg]:
        """What the people must be told about saving (a failed write), each once."""
        ...

    def stopping(self) -> Msg:
        """How the game stands saved."""
        ...

    def next_table(self, table: Table) -> tuple[Saver | None, list[Msg]]:
        """The saver of the next game dealt at this table, and what to say about it."""
        ...


@dataclass(eq=False)
class Sitting:
    """One device at a table: its seats and the session told about them."""

    seats: tuple[int, ...]
    client: Client | None = None


@dataclass(eq=False)
class _Hosted:
    table: Table
    saver: Saver | None
    lock: threading.RLock = field(default_factory=threading.RLock)
    devices: list[Sitting] = field(default_factory=list)
    heard: dict[int, int] = field(default_factory=dict)  # seat -> moves its person has been told of
    new_votes: set[int] = field(default_factory=set)  # the seats whose people said yes to a new game
    generation: int = 0  # times the table was dealt again (undo, a new game)
    secret_seeds: bool = False  # each next game from a fresh secret seed, not the last one's + 1
    dealt_away: set[int] = field(default_factory=set)  # people's seats away when a new game was dealt: told when back
    kept: dict[int, list[tuple[int, int]]] = field(default_factory=dict)  # seat -> its account's events a computer player made for it


class Host:
    """Tables by id, each changed one move at a time, saved before it is told."""

    def __init__(self, secret_seeds: bool = False) -> None:
        """`secret_seeds`: the tables opened here deal each next game from a fresh secret seed
        (a table with other people, whose opener must not know the deal), unless `open` says otherwise."""
        self.secret_seeds = secret_seeds
        self._tables: dict[int, _Hosted] = {}
        self._lock = threading.Lock()
        self._next_id = 1

    def open(self, table: Table, saver: Saver | None = None, heard: dict[int, int] | None = None, generation: int = 0,
             secret_seeds: bool | None = None) -> int:
        """Host a dealt table, with how far each seat's person has heard its moves (none: no one)
        and how many times it was dealt again (a table reopened after a restart); its id.
        `secret_seeds`: whether each next game is dealt from a fresh secret seed (None: the host's choice)."""
        secret = self.secret_seeds if secret_seeds is None else secret_seeds
        with self._lock:
            table_id, self._next_id = self._next_id, self._next_id + 1
            self._tables[table_id] = _Hosted(table, saver, heard=dict(heard or {}), generation=generation, secret_seeds=secret)
        return table_id

    def close(self, table_id: int) -> None:
        """Forget a table (closed for good; its save stays)."""
        with self._lock:
            self._tables.pop(table_id, None)

    def generation_of(self, table_id: int) -> int:
        return self._hosted(table_id).generation

    def heard_of(self, table_id: int, seat: int) -> int:
        """How many moves the person at `seat` has been told of (a device coming back hears the rest)."""
        return self._hosted(table_id).heard.get(seat, 0)

    def _hosted(self, table_id: int) -> _Hosted:
        try:
            return self._tables[table_id]
        except KeyError:
            raise InvalidInput(msg("host-no-table", given=str(table_id))) from None

    def table(self, table_id: int) -> Table:
        """The table itself, for in-process tools and tests (a remote device never sees it)."""
        return self._hosted(table_id).table

    def save_with(self, table_id: int, saver: Saver | None) -> None:
        """Save the table's moves from now on with `saver`."""
        self._hosted(table_id).saver = saver

    def link(self, table_id: int, seats: Sequence[int]) -> LocalLink:
        """A device's in-process way to its `seats` at the table (people's seats, none taken)."""
        hosted = self._hosted(table_id)
        with hosted.lock:
            taken = {seat for device in hosted.devices for seat in device.seats}
            people = set(hosted.table.people)
            for seat in seats:
                if seat not in people or seat in taken:
                    raise InvalidInput(msg("host-seat-not-free", seat=seat))
            sitting = Sitting(tuple(sorted(seats)))
            hosted.devices.append(sitting)
        return LocalLink(self, table_id, sitting)

    def leave(self, table_id: int, sitting: Sitting) -> None:
        hosted = self._hosted(table_id)
        with hosted.lock:
            if sitting in hosted.devices:
                hosted.devices.remove(sitting)

    def replay(self, table_id: int, actions: Sequence[Any]) -> None:
        """Apply saved actions (not saved again), telling every seat each one as it is applied."""
        hosted = self._hosted(table_id)
        with hosted.lock:
            for action in actions:
                self._tell(hosted, hosted.table.tell(hosted.table.apply(action)), MOVE)

    # ------------------------------------------------------------------ a device's requests

    def join(self, table_id: int, sitting: Sitting, client: Client, since: tuple[int, int] | None = None) -> None:
        """Tell `client` what each of its seats has seen: all of it, or, for a device coming back
        that was told the first moves of a dealing (`since`: generation, moves), what came after."""
        hosted = self._hosted(table_id)
        with hosted.lock:
            sitting.client = client
            table = hosted.table
            for seat in sitting.seats:  # first, so that the moves after it are narrated knowing who made them
                if hosted.kept.get(seat):
                    client.notice(kept_seat(seat, hosted.kept[seat]))
            for seat in sitting.seats:
                heard = hosted.heard.get(seat, 0)
                if since is None and 0 < heard < table.moves:  # a new device of a person who heard some: in two parts,
                    # so that what they heard goes into their history and only the rest is said as news
                    after = table.seen_since(seat, heard)
                    before = table.seen[seat][: len(table.seen[seat]) - len(after)]
                    client.told(seat, replace(self._update(hosted, seat, before, MOVE), moves=heard))
                    client.told(seat, self._update(hosted, seat, after, MOVE))
                elif since is None:
                    client.told(seat, self._update(hosted, seat, table.seen[seat], MOVE))
                elif since[0] == hosted.generation and since[1] <= table.moves:
                    client.told(seat, self._update(hosted, seat, table.seen_since(seat, since[1]), MOVE))
                else:  # dealt again while it was away: all of it again, from the deal
                    client.told(seat, self._update(hosted, seat, table.seen[seat], NEW_TABLE))
            if hosted.dealt_away & set(sitting.seats):
                hosted.dealt_away -= set(sitting.seats)
                client.notice(msg("host-new-dealt-away"))
            asking = sorted(hosted.new_votes - set(sitting.seats))
            if asking and not table.state.is_over and not set(sitting.seats) <= hosted.new_votes:
                client.notice(msg("host-new-asked", name=_names(table, asking)))

    def hold(self, table_id: int, seat: int, level: str) -> None:
        """A computer player keeps a person's seat (they lost the connection) until `free`."""
        hosted = self._hosted(table_id)
        with hosted.lock:
            hosted.table.hold_seat(seat, level)
            self._bots_move(hosted)

    def free(self, table_id: int, seat: int) -> None:
        """The person is back in their seat."""
        hosted = self._hosted(table_id)
        with hosted.lock:
            hosted.table.free_seat(seat)

    def settle(self, table_id: int) -> None:
        """The computer players move, each move saved and told, until it is a person's turn."""
        hosted = self._hosted(table_id)
        with hosted.lock:
            self._bots_move(hosted)

    def play(self, table_id: int, sitting: Sitting, seat: int, action: Any, answering: int | None = None,
             settle: bool = True) -> None:
        """`answering`: how many moves the device had been told of when it chose this one; a move
        chosen on stale news is refused, and one sent again after a lost answer is applied once.
        `settle`: the computer players move next, before this returns (else at `settle`)."""
        hosted = self._hosted(table_id)
        with hosted.lock:
            _check_here(hosted, sitting)
            table = hosted.table
            if answering is not None and answering != table.moves:
                if 0 <= answering < table.moves and table.actions[answering] == action:
                    return  # applied when it was first sent
                raise IllegalAction(msg("host-stale-move"))
            names = hosted.table.names
            for whose in (seat, getattr(action, "seat", None)):
                if whose not in sitting.seats:
                    name = names[whose] if isinstance(whose, int) and 0 <= whose < len(names) else str(whose)
                    raise IllegalAction(msg("host-not-your-seat", name=name))
            self._move(hosted, action)
            self._refused_by_playing_on(hosted, sitting)
            if settle:
                self._bots_move(hosted)

    def _bots_move(self, hosted: _Hosted) -> None:
        """The computer players move, each move applied, saved and told, until a person's turn."""
        table = hosted.table
        while (action := table.bot_action()) is not None:
            mover = table.state.current
            first = len(table.seen[mover])
            self._move(hosted, action)
            if mover in table.people:  # a person's seat a computer player keeps: its person is told whose moves these were
                runs = hosted.kept.setdefault(mover, [])
                if runs and runs[-1][1] == first:
                    first = runs.pop()[0]
                runs.append((first, len(table.seen[mover])))

    def _move(self, hosted: _Hosted, action: Any) -> None:
        """Apply, save, tell: a move that cannot be saved at a table of several devices is
        refused, and nobody hears of it."""
        table, saver = hosted.table, hosted.saver
        found = table.apply(action)
        if saver is not None:
            unsaved = saver.record(action)
            if unsaved is not None and len(hosted.devices) > 1:
                saver.take_back()
                saver.notices()  # said instead as the refusal
                table.drop_last()
                raise IllegalAction(msg("host-move-not-saved", reason=unsaved))
        self._tell(hosted, table.tell(found), MOVE)

    def _tell(self, hosted: _Hosted, seen: list[list[Any]], kind: str) -> None:
        notices = hosted.saver.notices() if hosted.saver is not None else []
        for device in hosted.devices:
            if device.client is None:
                continue
            for notice in notices:
                device.client.notice(notice)
            for seat in device.seats:
                device.client.told(seat, self._update(hosted, seat, seen[seat], kind))

    @staticmethod
    def _update(hosted: _Hosted, seat: int, events: Sequence[Any], kind: str) -> Update:
        table = hosted.table
        state = table.state
        return Update(tuple(events), state.view(seat), table.moves, state.current, state.is_over, kind, hosted.generation)

    def take_back(self, table_id: int, sitting: Sitting, seat: int) -> None:
        hosted = self._hosted(table_id)
        with hosted.lock:
            _check_here(hosted, sitting)
            table = hosted.table
            for device in hosted.devices:
                if device is sitting:
                    continue
                for other in device.seats:
                    if table.actions and hosted.heard.get(other, 0) >= table.moves:
                        raise IllegalAction(msg("host-undo-heard", name=table.name(other)))
            table.take_back()
            hosted.generation += 1
            hosted.kept.clear()  # the accounts are told again from the deal
            if hosted.saver is not None:
                hosted.saver.take_back()
            for other, moves in hosted.heard.items():
                hosted.heard[other] = min(moves, table.moves)
            self._tell(hosted, table.seen, UNDONE)

    def new_table(self, table_id: int, sitting: Sitting, seat: int) -> list[Msg] | None:
        """The people at `sitting` say yes to a new game: dealt once every person seated at the
        table has said yes, here or not (a computer player has no say); once the game is over,
        once every person here has (those away are told when they come back). None while others
        are still asked: the ones who asked are told whom they wait for, the others are asked."""
        hosted = self._hosted(table_id)
        with hosted.lock:
            _check_here(hosted, sitting)
            table = hosted.table
            here = {seat for device in hosted.devices for seat in device.seats}
            hosted.new_votes |= set(sitting.seats)
            asked = set(table.people) if not table.state.is_over else here
            waiting = sorted(asked - hosted.new_votes)
            if waiting:
                proposers = sorted(hosted.new_votes)
                for device in hosted.devices:
                    if device.client is None:
                        continue
                    if set(device.seats) <= hosted.new_votes:
                        device.client.notice(msg("host-new-waiting", names=_names(table, waiting)))
                    else:
                        device.client.notice(msg("host-new-asked", name=_names(table, proposers)))
                return None
            return self._deal_next(hosted, here)

    def _deal_next(self, hosted: _Hosted, here: set[int]) -> list[Msg]:
        old = hosted.table
        # A fresh secret seed, never derivable from the last one, where nobody at the table may know the deal;
        # else --seed S deals S, then S + 1, ...: a whole evening replays.
        seed = secrets.randbelow(2**63) if hosted.secret_seeds else (old.setup.seed + 1) % 2**63
        hosted.table = Table(old.game, old.setup.with_seed(seed))
        hosted.new_votes.clear()
        hosted.dealt_away |= set(old.people) - here
        hosted.heard.clear()
        hosted.kept.clear()
        hosted.generation += 1
        said: list[Msg] = []
        if hosted.saver is not None:
            hosted.saver, said = hosted.saver.next_table(hosted.table)
        self._tell(hosted, hosted.table.seen, NEW_TABLE)
        self._bots_move(hosted)  # the computer players who begin
        return said

    def _refused_by_playing_on(self, hosted: _Hosted, sitting: Sitting) -> None:
        """A person asked for a new game who plays a move instead says no: the game goes on."""
        if not hosted.new_votes or set(sitting.seats) <= hosted.new_votes:
            return
        hosted.new_votes.clear()
        for device in hosted.devices:
            if device is not sitting and device.client is not None:
                device.client.notice(msg("host-new-refused", name=_names(hosted.table, sorted(sitting.seats))))

    def heard(self, table_id: int, seat: int, moves: int, settings: Mapping[str, str] | None = None) -> None:
        """How far the person at `seat` has heard: kept, and saved with the table's next move."""
        hosted = self._hosted(table_id)
        with hosted.lock:
            self._heard(hosted, seat, moves, settings)

    def heard_at_once(self, table_id: int, seat: int, moves: int) -> bool:
        """`heard`, only if it can be done at once, without waiting: not while the table is busy
        with a move (its lock is taken), nor once the game is over (its end is saved then, a
        write). Whether it was done: a server's event loop takes it so, and hands it to a worker
        thread otherwise."""
        hosted = self._hosted(table_id)
        if not hosted.lock.acquire(blocking=False):
            return False
        try:
            if hosted.table.state.is_over:
                return False
            self._heard(hosted, seat, moves, None)
            return True
        finally:
            hosted.lock.release()

    @staticmethod
    def _heard(hosted: _Hosted, seat: int, moves: int, settings: Mapping[str, str] | None) -> None:
        hosted.heard[seat] = moves
        if hosted.saver is not None:
            hosted.saver.heard(seat, moves, settings)

    def flush(self, table_id: int) -> None:
        """Save now what the table's saver keeps for its next write (a person leaves, the server stops)."""
        hosted = self._hosted(table_id)
        with hosted.lock:
            if hosted.saver is not None:
                hosted.saver.flush()

    def flush_all(self) -> None:
        """`flush` every table: the process is stopping."""
        with self._lock:
            table_ids = list(self._tables)
        for table_id in table_ids:
            self.flush(table_id)

    def stopping(self, table_id: int) -> Msg | None:
        saver = self._hosted(table_id).saver
        return saver.stopping() if saver is not None else None


def _check_here(hosted: _Hosted, sitting: Sitting) -> None:
    """A device whose seat was taken since by another (the same person on a second device) acts for it no more."""
    if sitting not in hosted.devices:
        raise IllegalAction(msg("host-seat-taken-elsewhere"))


KEPT_SEAT = "host-kept-seat"


def kept_seat(seat: int, runs: Sequence[tuple[int, int]]) -> Msg:
    """Which events of `seat`'s account a computer player made while it kept the seat: a notice
    its session reads (sessions/play.py), said as a sentence by a device that cannot read it."""
    return msg(KEPT_SEAT, seat=seat, runs=" ".join(f"{first}-{last}" for first, last in runs))


def kept_runs(message: Msg) -> tuple[int, list[tuple[int, int]]]:
    """The seat and runs of a `kept_seat` notice; ValueError if it is not one."""
    runs = [tuple(int(number) for number in run.split("-")) for run in str(message.args["runs"]).split()]
    return int(str(message.args["seat"])), [(run[0], run[1]) for run in runs if len(run) == 2]


def _names(table: Table, seats: Sequence[int]) -> str:
    """The names at `seats`, as a list said aloud: "Ann, Bob"."""
    return ", ".join(table.name(seat) for seat in seats)
