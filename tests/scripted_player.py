"""A player who types commands as a person would, choosing moves with the medium bot:
used for golden transcripts and whole games through the console."""

from __future__ import annotations

import random

from shared_table.console.line_io import PROMPT
from shared_table.games.fivecrowns.bots.levels import MediumBot
from shared_table.games.fivecrowns.rules.actions import Discard, DrawFromStock, GoOut, TakeDiscard
from shared_table.games.fivecrowns.words.commands import hand_in_order
from shared_table.sessions.play import PlaySession


def next_command(session: PlaySession, turn: int) -> str:
    """The command for this moment: mostly moves, and now and then a question about the state."""
    view = session.view()
    questions = {0: "wild", 3: "scores", 6: "hint", 5: "melds", 8: "round", 13: "top", 21: "history 3", 34: "last", 40: "turn"}
    if not view.has_drawn and turn in questions:
        return questions[turn]
    action = MediumBot(view.seat, len(view.players), random.Random(0)).choose(view)
    match action:
        case DrawFromStock():
            return "draw"
        case TakeDiscard():
            return "take"
        case Discard(card=card) | GoOut(card=card):
            hand = hand_in_order(session)
            # Name cards each way a player might: by number, by short name, by long name.
            return [f"discard {hand.index(card) + 1}", f"discard {card.short}", f"x {card.long}"][turn % 3]
    raise AssertionError(action)


def transcript(session: PlaySession, limit: int = 5000) -> list[str]:
    """A whole game as it reads: what is said, and each typed line after the prompt."""
    lines = session.start()
    for turn in range(limit):
        if session.done:
            return lines
        command = next_command(session, turn)
        lines.append(PROMPT + command)
        lines += session.handle(command)
    raise AssertionError("the game did not end")
