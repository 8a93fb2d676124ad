"""Five Crowns Solitaire's own commands: the piles, the card turned, playing and passing. Each
handler takes the seat session and the rest of the line and returns the lines to say. Hint,
undo, braille, print, new, help, quit and the rest every game has are in
console/common_commands.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from shared_table.core.commands import Command
from shared_table.core.errors import IllegalAction, InvalidInput
from shared_table.games.fivecrowns.card_names import resolve_card
from shared_table.games.fivecrowns.card_words import card_words, join_words
from shared_table.games.fivecrowns.cards import Card
from shared_table.games.solitaire.narration import pile_lines, pile_order, piles_lines, stock_line, turn_line
from shared_table.games.solitaire.state import PILES, Play, SolitaireView

if TYPE_CHECKING:
    from shared_table.console.session import PlaySession


def _no_argument(name: str, argument: str) -> None:
    if argument:
        raise InvalidInput(f'{name} takes nothing after it: type just "{name}".')


def _pile_number(text: str) -> int:
    key = text.strip().lower().removeprefix("pile").strip()
    if not key.isdigit() or not 1 <= int(key) <= PILES:
        raise InvalidInput(f'No pile "{text.strip()}": the piles are numbered 1 to {PILES}. Type piles to hear the open ones.')
    return int(key)


def _playing(session: PlaySession) -> SolitaireView:
    view: SolitaireView = session.view()
    if view.turned is None:
        raise IllegalAction("The game is over. Type new for another game, or quit.")
    return view


def piles(session: PlaySession, argument: str) -> list[str]:
    _no_argument("piles", argument)
    return piles_lines(session.view())


def pile(session: PlaySession, argument: str) -> list[str]:
    view = session.view()
    if not argument:
        raise InvalidInput(f"Which pile? Type pile and its number, 1 to {PILES}, like: pile 3.")
    return pile_lines(view.pile(_pile_number(argument)), view.turned)


def card(session: PlaySession, argument: str) -> list[str]:
    _no_argument("card", argument)
    return [turn_line(session.view())]


def stock(session: PlaySession, argument: str) -> list[str]:
    _no_argument("stock", argument)
    return [stock_line(session.view())]


def play(session: PlaySession, argument: str) -> list[str]:
    """The card turned goes into the pile; the card named leaves it ("out" before it is optional)."""
    view = _playing(session)
    assert view.turned is not None
    turned = card_words(view.turned)
    where, _, which = argument.strip().partition(" ")
    if not where:
        raise InvalidInput(f"Into which pile? The {turned} goes into a pile and one of its cards comes out: "
                           "type play, the pile's number, out, and that card, like: play 3 out king of clubs.")
    target = view.pile(_pile_number(where))
    if target.closed:
        raise IllegalAction(f"Pile {target.number} is closed. Type piles to hear the open ones.")
    which = which.strip()
    which = which[4:].strip() if which.lower().startswith("out ") else which
    if not which or which.lower() == "out":
        raise InvalidInput(f"Which card comes out of pile {target.number}? The {turned} goes in, and one card leaves: "
                           f"type play {target.number} out and that card's number or name; type pile {target.number} "
                           "to hear its cards.")
    cards = list(pile_order(target))
    try:
        leaving = resolve_card(which, cards, f"pile {target.number}", f"pile {target.number}")
    except InvalidInput:
        if not _names_the_turned_card(which, view.turned, len(cards)):
            raise
        raise IllegalAction(f"The {turned} would go into pile {target.number} and straight out again: that is a pass. "
                            f"Type pass to let it go, or name a card of pile {target.number} to take out.") from None
    return session.act(Play(target.number, leaving))


def _names_the_turned_card(text: str, turned: Card, pile_size: int) -> bool:
    """Did the player name the card turned (by name, or as the number after the pile's last card)?"""
    if text.strip().isdigit():
        return int(text) == pile_size + 1
    try:
        return resolve_card(text, [turned]) == turned
    except InvalidInput:
        return False


def pass_(session: PlaySession, argument: str) -> list[str]:
    _no_argument("pass", argument)
    view = _playing(session)
    assert view.turned is not None
    return session.act(Play(view.open_piles[0].number, view.turned))




def discards(session: PlaySession, argument: str) -> list[str]:
    _no_argument("discards", argument)
    dead = session.view().discards
    if not dead:
        return ["No discards yet."]
    return [f"{len(dead)} discarded, last first: " + join_words([card_words(c) for c in reversed(dead)]) + "."]







def _pile_numbers(session: PlaySession) -> list[str]:
    return [str(p.number) for p in session.view().open_piles]


def _plays(session: PlaySession) -> list[str]:
    """Every open pile's number, and each with "out" and a card of it, long name and short."""
    options: list[str] = []
    for target in session.view().open_piles:
        options.append(str(target.number))
        for card in dict.fromkeys(pile_order(target)):
            options += [f"{target.number} out {card.long}", f"{target.number} out {card.short}"]
    return options


COMMANDS: tuple[Command[Any], ...] = (
    Command("piles", ("ps",), "sol-cmd-piles", piles),
    Command("pile", ("pi",), "sol-cmd-pile", pile, complete=_pile_numbers),
    Command("card", ("c",), "sol-cmd-card", card),
    Command("stock", ("st",), "sol-cmd-stock", stock),
    Command("play", ("pl",), "sol-cmd-play", play, complete=_plays),
    Command("pass", ("pa",), "sol-cmd-pass", pass_),
    Command("discards", ("ds",), "sol-cmd-discards", discards),
)
"""Solitaire's own commands, in the order help lists them, before the common ones."""
