"""The host's savers (table/host.py `Saver`): `SavingRecorder` writes each move before anyone
hears of it, and has it said once when a write fails or saving stops; `WaitingRecorder` keeps a
game's moves while the disk has no room at the start, and saves the game whole once it has
(docs/saves.md). They say nothing themselves: what they have to tell comes back as messages, said
by each device in its people's language."""

from __future__ import annotations

import contextlib
import sqlite3
import time
from collections.abc import Mapping
from typing import Any

from shared_table.core.error_log import error_log
from shared_table.core.message import Arg, Msg, msg
from shared_table.saves.protocol import GameStore
from shared_table.saves.store import SaveConflict, SaveFileProblem, SaveStore, reason_of
from shared_table.table.table import Table


class WaitingRecorder:
    """Saving was off at the start for want of room: the game's moves are kept, and the save file
    is tried again as moves are made (at most every `every` seconds); once it can be written, the
    game is saved whole from its first move, and from then on a `SavingRecorder` saves it."""

    def __init__(self, table: Table, every: float = 2.0) -> None:
        self.table, self.every = table, every
        self.moves: list[object] = []  # every action so far, while nothing is saved
        self.saving: SavingRecorder | None = None
        self._tried = time.monotonic()
        self._notices: list[Msg] = []

    def record(self, action: object) -> Arg | None:
        if self.saving is not None:
            return self.saving.record(action)
        self.moves.append(action)
        if time.monotonic() - self._tried >= self.every:
            self._try()
        return None if self.saving is not None else msg("save-no-room-yet")

    def _try(self) -> None:
        self._tried = time.monotonic()
        try:
            store, _ = SaveStore.open()
        except SaveFileProblem:
            return  # still no room: tried again after the next moves
        table = self.table
        game_id = None
        try:
            game_id = store.new_game(table.game.name, table.setup.encode())
            store.record(game_id, 0, [table.game.codec.encode_action(move) for move in self.moves], table.state.stage,
                         table.state.is_over)
        except (SaveFileProblem, sqlite3.Error, OSError):
            if game_id is not None:  # a game with none of its moves is no save: it goes, and is made again at the next try
                with contextlib.suppress(SaveFileProblem, sqlite3.Error, OSError):
                    store.delete(game_id)
            store.close()
            return
        self.saving = SavingRecorder(table, store, game_id, len(self.moves))
        notice = store.opening_notice()  # a damaged file moved aside as it opened
        self._notices += [*([notice] if notice else []), msg("save-started-late", moves=len(self.moves), id=str(game_id))]
        self.moves.clear()

    def take_back(self) -> None:
        if self.saving is not None:
            self.saving.take_back()
        elif self.moves:
            self.moves.pop()

    def notices(self) -> list[Msg]:
        said, self._notices = self._notices, []
        return [*said, *(self.saving.notices() if self.saving is not None else [])]

    def heard(self, seat: int, moves: int, settings: Mapping[str, str] | None = None) -> None:
        if self.saving is not None:
            self.saving.heard(seat, moves, settings)

    def flush(self) -> None:
        if self.saving is not None:
            self.saving.flush()

    def stopping(self) -> Msg:
        return self.saving.stopping() if self.saving is not None else msg("save-stopping-unsaved")

    def next_table(self, table: Table) -> tuple[WaitingRecorder, list[Msg]]:
        """The next game is kept too, and saved once there is room."""
        return WaitingRecorder(table, self.every), []


class SavingRecorder:
    """Saves each action the session applies, before anyone hears of it.

    A write that fails never stops the game: a full disk or a read-only file keeps the unsaved
    moves and writes them all at the next move that can be saved; a game deleted or saved by
    another window stops saving. Either is said once, and nothing saved before is lost."""

    def __init__(self, table: Table, store: GameStore, game_id: int, saved: int = 0, table_code: str | None = None) -> None:
        self.table, self.store, self.game_id = table, store, game_id
        self.table_code = table_code  # the served table whose games these are (None: a console's)
        self.saved = saved  # moves in the file
        self.pending: list[dict[str, Any]] = []  # moves applied but not yet written
        self.stopped: Msg | str = ""  # why saving stopped for good
        self.failure: Msg | str = ""  # why the last write failed, while it goes on failing
        self._notices: list[Msg] = []
        # How far each person has heard, by seat, since the last write: saved with the next move
        # (or by `flush`), so that a line a person types costs no transaction of its own.
        self.unsaved_heard: dict[int, tuple[int, Mapping[str, str] | None]] = {}

    def record(self, action: object) -> Arg | None:
        if self.stopped:
            return self.stopped
        self.pending.append(self.table.game.codec.encode_action(action))
        self._write()
        return self.stopped or self.failure or None

    def _write(self) -> None:
        state = self.table.state
        try:
            self.store.record(self.game_id, self.saved, self.pending, state.stage, state.is_over, self.unsaved_heard)
        except SaveConflict as conflict:
            self.stopped = conflict.message
            self._notices.append(msg("save-stopped", problem=conflict.message, saved=self.saved))
            return
        except (sqlite3.Error, OSError) as error:
            if not self.failure:
                self._notices.append(msg("save-failed", path=str(self.store.path), reason=reason_of(error)))
            self.failure = reason_of(error)
            return
        if self.failure:
            self._notices.append(msg("save-works-again"))
            self.failure = ""
        self.saved += len(self.pending)
        self.pending.clear()
        self.unsaved_heard.clear()

    def take_back(self) -> None:
        """The last move was taken back: unsaid if it is not yet written, else removed from the save."""
        if self.stopped:
            return
        if self.pending:
            self.pending.pop()
            return
        try:
            self.store.take_back(self.game_id, self.saved - 1, self.table.state.stage)
            self.saved -= 1
        except SaveConflict as conflict:
            self.stopped = conflict.message
            self._notices.append(msg("save-stopped-unsaved", problem=conflict.message))
        except (sqlite3.Error, OSError) as error:
            # The move stays in the file; saving stops so that the file never holds a move the game has not.
            self.stopped = reason_of(error)
            self._notices.append(msg("save-take-back-failed", path=str(self.store.path), reason=reason_of(error)))

    def notices(self) -> list[Msg]:
        said, self._notices = self._notices, []
        return said

    def heard(self, seat: int, moves: int, settings: Mapping[str, str] | None = None) -> None:
        """Kept, and saved with the next move or `flush`: never more moves than are saved. Once the
        game is over no move will carry it, so the end heard is saved at once."""
        if self.stopped:
            return
        before = self.unsaved_heard.get(seat)
        if settings is None and before is not None:
            settings = before[1]
        self.unsaved_heard[seat] = (min(moves, self.saved + len(self.pending)), settings)
        if self.table.state.is_over:
            self.flush()

    def flush(self) -> None:
        """Save how far each person has heard now (the game stops, a person leaves), in one transaction."""
        if self.stopped or not self.unsaved_heard or self.pending:
            return  # unsaved moves: written, with these, by the next move that can be
        try:
            self.store.save_heard(self.game_id, self.unsaved_heard)
            self.unsaved_heard.clear()
        except (sqlite3.Error, OSError):
            error_log().warning("could not save how far game %s was heard", self.game_id, exc_info=True)

    def next_table(self, table: Table) -> tuple[SavingRecorder | None, list[Msg]]:
        """The next game dealt here is saved as a game of its own; what to say if it cannot be."""
        try:
            saver = start_saving(table, self.store, self.table_code)
        except SaveFileProblem as problem:
            return None, [msg("save-new-table-off", reason=problem.message)]
        except (sqlite3.Error, OSError) as error:
            return None, [msg("save-new-table-off", reason=reason_of(error))]
        return saver, [msg("save-new-table", id=str(saver.game_id))]

    def stopping(self) -> Msg:
        self.flush()
        game = str(self.game_id)
        if self.stopped:
            return msg("save-stopping-partial", saved=self.saved, id=game)
        if self.pending:
            return msg("save-stopping-pending", pending=len(self.pending), reason=self.failure, id=game)
        return msg("save-stopping-saved", id=game)


def start_saving(table: Table, store: GameStore, table_code: str | None = None) -> SavingRecorder:
    """Save the table's game from its first move on: its kind and setup now, each move as it is
    made; at served table `table_code`, as one of its last few games (saves/retention.py)."""
    game_id = store.new_game(table.game.name, table.setup.encode(), table_code)  # claimed for this window as it is made
    return SavingRecorder(table, store, game_id, table_code=table_code)
