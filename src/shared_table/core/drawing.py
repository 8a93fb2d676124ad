"""A seat's table as a web page draws it: plain JSON made by the game, in the seat's language.

A game's `drawing(view, words, braille_table)` returns a `drawing(...)`: areas of cards and piles,
the buttons that act, facts and a score sheet. The page (web/table.js) draws any game from
this alone, so a new game brings its own drawing and nothing else changes (docs/web.md).
Every text is already in the seat's language; a button's `line` is what the command box would
send, so a click and a typed command are one thing, parsed by the same session on the server.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

Drawn = dict[str, Any]


def card(name: str, rank: str, suit: str, braille: str, *, mark: str = "", pick: str = "", wild: bool = False) -> Drawn:
    """One face-up card: `name` in full as the seat hears it ("queen of hearts"); `rank` and
    `mark` as printed ("Q", "♥"); `suit` a short key the page colours and shapes by ("h");
    `braille` the deck's label in Unicode braille; `pick` what a line names it by, if it can be chosen."""
    return {"name": name, "rank": rank, "suit": suit, "mark": mark, "braille": braille, "pick": pick, "wild": wild}


def pile(name: str, cards: Sequence[Drawn] = (), *, note: str = "", actions: Sequence[Drawn] = (), face_down: int = 0) -> Drawn:
    """A named pile: its visible cards (top last), a `note` ("40 cards"), buttons of its own, and
    how many cards lie face down under it."""
    return {"name": name, "cards": list(cards), "note": note, "actions": list(actions), "face_down": face_down}


def area(name: str, piles: Sequence[Drawn] = (), *, cards: Sequence[Drawn] = (), note: str = "", mine: bool = False,
         to_play: bool = False) -> Drawn:
    """A part of the table under a heading: a row of cards (a hand) or of piles; `mine`: the seat's own;
    `to_play`: the area of the player whose turn it is, marked for the eyes (the facts say it in words)."""
    return {"name": name, "cards": list(cards), "piles": list(piles), "note": note, "mine": mine, "to_play": to_play}


def action(label: str, line: str, *, needs_pick: bool = False, pick_from: str = "", enabled: bool = True, why: str = "") -> Drawn:
    """A button that sends `line`, as if typed. With `needs_pick`, `{pick}` in the line is
    replaced by the chosen card's `pick`, which must begin with `pick_from` (a pile's button takes
    only that pile's cards). A button that cannot act now stays in its place and says `why` when
    pressed (it is not removed, so the keyboard's way through the page stays)."""
    return {"label": label, "line": line, "needs_pick": needs_pick, "pick_from": pick_from, "enabled": enabled, "why": why}


def drawing(title: str, facts: Sequence[str], areas: Sequence[Drawn], actions: Sequence[Drawn] = (),
            scores: tuple[Sequence[str], Sequence[Sequence[str]]] | None = None, pick_prompt: str = "") -> Drawn:
    """The whole drawing: a `title`, short `facts` (whose turn, the wild rank), the areas, the
    buttons, and a score sheet (column heads, then rows); `pick_prompt` is what a button that
    needs a card says when none is chosen."""
    sheet = None if scores is None else {"head": list(scores[0]), "rows": [list(row) for row in scores[1]]}
    return {"title": title, "facts": list(facts), "areas": list(areas), "actions": list(actions), "scores": sheet,
            "pick_prompt": pick_prompt}
