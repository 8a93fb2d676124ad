"""What saves a game as it is played: `SavingRecorder` writes each move before anyone hears of
it, and says once when a write fails or saving stops; `WaitingRecorder` keeps a game's moves while
the disk has no room at the start, and saves the game whole once it has (docs/saves.md)."""

from __future__ import annotations

import contextlib
import sqlite3
import time
from typing import Any

from shared_table.core.error_log import error_log
from shared_table.core.message import Msg
from shared_table.i18n.languages import ENGLISH
from shared_table.i18n.words import Words, words_for
from shared_table.saves.store import SaveConflict, SaveFileProblem, SaveStore, reason_of
from shared_table.table.table import Table


class WaitingRecorder:
    """Saving was off at the start for want of room: the game's moves are kept, and the save file
    is tried again as moves are made (at most every `every` seconds); once it can be written, the
    game is saved whole from its first move, and from then on a `SavingRecorder` saves it."""

    def __init__(self, table: Table, words: Words, every: float = 2.0) -> None:
        self.table, self.words, self.every = table, words, every
        self.moves: list[object] = []  # every action so far, while nothing is saved
        self.saving: SavingRecorder | None = None
        self._tried = time.monotonic()
        self._notices: list[str] = []

    def __call__(self, action: object) -> None:
        if self.saving is not None:
            self.saving(action)
            return
        self.moves.append(action)
        if time.monotonic() - self._tried >= self.every:
            self._try()

    def _try(self) -> None:
        self._tried = time.monotonic()
        try:
            store, notice = SaveStore.open(words=self.words)
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
        self.saving = SavingRecorder(table, store, game_id, len(self.moves), self.words)
        self._notices += [*([notice] if notice else []), self.words("save-started-late", moves=len(self.moves), id=str(game_id))]
        self.moves.clear()

    def take_back(self) -> None:
        if self.saving is not None:
            self.saving.take_back()
        elif self.moves:
            self.moves.pop()

    def notices(self) -> list[str]:
        said, self._notices = self._notices, []
        return [*said, *(self.saving.notices() if self.saving is not None else [])]

    def heard(self, moves: int) -> None:
        if self.saving is not None:
            self.saving.heard(moves)

    def stopping_words(self) -> str:
        return self.saving.stopping_words() if self.saving is not None else self.words("save-stopping-unsaved")


class SavingRecorder:
    """Saves each action the session applies, before anyone hears of it.

    A write that fails never stops the game: a full disk or a read-only file keeps the unsaved
    moves and writes them all at the next move that can be saved; a game deleted or saved by
    another window stops saving. Either is said once, and nothing saved before is lost."""

    def __init__(self, table: Table, store: SaveStore, game_id: int, saved: int = 0, words: Words | None = None) -> None:
        self.table, self.store, self.game_id = table, store, game_id
        self.words = words or words_for(ENGLISH.code)
        self.saved = saved  # moves in the file
        self.pending: list[dict[str, Any]] = []  # moves applied but not yet written
        self.stopped: Msg | str = ""  # why saving stopped for good
        self.failure: Msg | str = ""  # why the last write failed, while it goes on failing
        self._notices: list[str] = []

    def __call__(self, action: object) -> None:
        if self.stopped:
            return
        self.pending.append(self.table.game.codec.encode_action(action))
        self._write()

    def _write(self) -> None:
        state = self.table.state
        try:
            self.store.record(self.game_id, self.saved, self.pending, state.stage, state.is_over)
        except SaveConflict as conflict:
            self.stopped = conflict.message
            self._notices.append(self.words("save-stopped", problem=conflict.message, saved=self.saved))
            return
        except (sqlite3.Error, OSError) as error:
            if not self.failure:
                self._notices.append(self.words("save-failed", path=str(self.store.path), reason=reason_of(error)))
            self.failure = reason_of(error)
            return
        if self.failure:
            self._notices.append(self.words("save-works-again"))
            self.failure = ""
        self.saved += len(self.pending)
        self.pending.clear()

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
            self._notices.append(self.words("save-stopped-unsaved", problem=conflict.message))
        except (sqlite3.Error, OSError) as error:
            # The move stays in the file; saving stops so that the file never holds a move the game has not.
            self.stopped = reason_of(error)
            self._notices.append(self.words("save-take-back-failed", path=str(self.store.path), reason=reason_of(error)))

    def notices(self) -> list[str]:
        said, self._notices = self._notices, []
        return said

    def heard(self, moves: int) -> None:
        if self.stopped:
            return
        try:
            self.store.mark_heard(self.game_id, min(moves, self.saved))
        except (sqlite3.Error, OSError):
            error_log().warning("could not mark game %s heard to move %s", self.game_id, moves, exc_info=True)

    def stopping_words(self) -> str:
        game = str(self.game_id)
        if self.stopped:
            return self.words("save-stopping-partial", saved=self.saved, id=game)
        if self.pending:
            return self.words("save-stopping-pending", pending=len(self.pending), reason=self.failure, id=game)
        return self.words("save-stopping-saved", id=game)
