"""Planning while the player reads: the solitaire console starts the planner's search in a
background thread whenever a card is turned, so that by the time the player asks for a hint or
plays (seconds later, after hearing the piles) the plan is usually finished and remembered, and
the answer needs no search. An answer that comes sooner stops it and searches within its own
budget as usual, a search that starts where the background one left its closing checks.

The thread holds Python's global lock only between steps of the search: a command that needs no
plan (`piles`, `pile 3`) is answered in between, a few milliseconds later at most.
"""

from __future__ import annotations

import threading

from shared_table.core.error_log import error_log
from shared_table.games.solitaire.bots.planner import plan_for
from shared_table.games.solitaire.bots.ways import Budget
from shared_table.games.solitaire.rules.state import SolitaireView

LOOKAHEAD_SECONDS = 60.0  # the longest one background search runs: the slowest deals need some 10 s


class Lookahead:
    """At most one background search, for the layout the player is looking at."""

    def __init__(self) -> None:
        self._thread: threading.Thread | None = None
        self._budget: Budget | None = None
        self._view: SolitaireView | None = None

    def start(self, view: SolitaireView) -> None:
        """Search `view`'s plan in the background, unless that search is already under way or
        done (commands that change nothing, such as `piles`, leave it be); any other search stops."""
        if view == self._view:
            return
        self.stop()
        if view.is_over or view.turned is None:
            return
        self._view = view
        self._budget = Budget(None, LOOKAHEAD_SECONDS)
        self._thread = threading.Thread(target=self._search, args=(view, self._budget), name="solitaire-lookahead", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """Stop the background search, if any, and wait for its thread to end (a step or so)."""
        if self._budget is not None:
            self._budget.cancelled = True
        if self._thread is not None:
            self._thread.join()
        self._thread = self._budget = self._view = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    @staticmethod
    def _search(view: SolitaireView, budget: Budget) -> None:
        try:
            plan_for(view, budget, keep_unfinished=False)
        except Exception:  # a background search must never take the game down: the answer searches itself
            error_log().exception("solitaire lookahead failed")
