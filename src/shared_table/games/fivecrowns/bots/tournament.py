"""Five Crowns played to its end by bots alone, straight on the rules (no table: the quickest way,
for printouts and benchmarks). Tournaments of any game are table/tournament.py."""

from __future__ import annotations

from collections.abc import Sequence

from shared_table.games.fivecrowns.bots.levels import Bot
from shared_table.games.fivecrowns.rules.state import FiveCrownsState

Z95 = 1.96


def play_bots(state: FiveCrownsState, bots: Sequence[Bot]) -> None:
    """Play the game to its end; every bot is told every event as its seat sees it."""
    for seat, bot in enumerate(bots):
        bot.observe(state.events_for(seat))
    while not state.is_over:
        found = state.apply(bots[state.current].choose(state.view(state.current)))
        for seat, bot in enumerate(bots):
            bot.observe([event.seen_by(seat) for event in found])
