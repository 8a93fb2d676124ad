"""Which sound each Skip-Bo event makes, as a seat hears it (core/sounds.py)."""

from __future__ import annotations

from collections.abc import Sequence

from shared_table.core.game import Event
from shared_table.core.sounds import Cue, yours
from shared_table.games.skipbo.rules import events as ev


def sounds(events: Sequence[Event], seat: int) -> list[str]:
    """The sounds of `events` at `seat`, in order."""
    heard: list[str] = []
    for at, event in enumerate(events):
        match event:
            case ev.Drew(seat=who):
                heard.append(yours(who, seat, Cue.DRAW, Cue.DRAW_OTHER))
            case ev.Played():
                heard.append(Cue.BUILD)
            case ev.PaidFor() | ev.TollPaid():
                heard.append(Cue.COINS_PAID)
            case ev.Bought(owner=owner):
                heard.append(Cue.COINS_RECEIVED if owner == seat else Cue.COINS_PAID)
            case ev.TollDue():
                heard.append(Cue.TOLL)
            case ev.PileCompleted(coins_back=back):
                heard.append(Cue.PILE_COMPLETE)
                if 0 <= seat < len(back) and back[seat]:
                    heard.append(Cue.COINS_RECEIVED)
            case ev.Discarded():
                heard.append(Cue.DISCARD)
            case ev.GameWon():
                following = events[at + 1] if at + 1 < len(events) else None
                if isinstance(following, ev.GameStarted):  # a game of a match: the next is dealt
                    heard.append(Cue.ROUND_END)
                elif not isinstance(following, ev.MatchWon):
                    heard.append(Cue.GAME_END)
            case ev.MatchWon():
                heard.append(Cue.GAME_END)
    return heard
