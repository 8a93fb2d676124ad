"""The sounds of the table: one short sound for each kind of thing that happens, in every game.

A game says which of these its events make (`Game.sounds`), as the listening seat sees them; the
session adds the ones that are not a game's (your turn, a command refused, people coming and
going) and hands the names to its device, which plays them beside speech (sound/). Names only
here: what each sounds like is sound/voices.py's, and what each means is said in every
language (`sound-<name>` in the table catalog) and in docs/sounds.md.
"""

from __future__ import annotations

from enum import StrEnum


class Cue(StrEnum):
    """A kind of thing that happens at the table, heard as one sound."""

    YOUR_TURN = "your-turn"
    DRAW = "draw"  # a card you draw from the stock (Skip-Bo: your hand filled)
    DRAW_OTHER = "draw-other"  # someone else draws from the stock
    TAKE = "take"  # you take the top of the discard pile
    TAKE_OTHER = "take-other"
    DISCARD = "discard"  # anyone's discard
    MELD = "meld"  # melds laid down after the last turn
    GO_OUT = "go-out"
    LAST_TURN = "last-turn"  # the last turns begin
    ROUND_END = "round-end"  # a round (Skip-Bo: a game of the match) is scored
    GAME_END = "game-end"
    BUILD = "build"  # a card onto a building pile
    PILE_COMPLETE = "pile-complete"
    COINS_PAID = "coins-paid"
    COINS_RECEIVED = "coins-received"
    TOLL = "toll"  # a toll is due
    SWAP = "swap"  # the solitaire's turned card into a pile, one out
    PILE_CLOSED = "pile-closed"
    REFUSED = "refused"  # a command or a move refused
    JOINED = "joined"
    LEFT = "left"
    DROPPED = "dropped"
    BACK = "back"


DEFAULT_VOLUME = 60
"""Of 100: the sounds sit under speech, which is never quieter than they are."""

EVERY_CUE = tuple(Cue)
"""In the order the `sounds` command plays them."""

NOTICE_CUES = {"net-joined": Cue.JOINED, "net-back": Cue.BACK, "net-dropped": Cue.DROPPED, "net-dropped-you": Cue.DROPPED,
               "net-left": Cue.LEFT, "net-left-you": Cue.LEFT}
"""A notice from the table about its people (by message id), and its sound."""


def yours(seat: int, listener: int, mine: Cue, other: Cue) -> Cue:
    """`mine` when the listener is the one acting, else `other`."""
    return mine if seat == listener else other
