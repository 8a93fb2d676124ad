"""The commands of `shared-table solitaire`. Each handler takes the session and the rest of the
line and returns the lines to say; help, completion and docs/solitaire-commands.md come from
this registry.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import platformdirs

from shared_table.console.card_names import resolve_card
from shared_table.console.registry import Command, Registry
from shared_table.core.errors import IllegalAction, InvalidInput
from shared_table.games.fivecrowns.cards import Card
from shared_table.games.solitaire.state import PILES, Play, SolitaireView
from shared_table.narration.card_words import card_words, join_words
from shared_table.narration.solitaire import pile_lines, pile_order, piles_lines, stock_line, turn_line

if TYPE_CHECKING:
    from shared_table.console.solitaire_session import SolitaireSession

SOLITAIRE: Registry[SolitaireSession] = Registry("Solitaire")


def _no_argument(name: str, argument: str) -> None:
    if argument:
        raise InvalidInput(f'{name} takes nothing after it: type just "{name}".')


def _pile_number(text: str) -> int:
    key = text.strip().lower().removeprefix("pile").strip()
    if not key.isdigit() or not 1 <= int(key) <= PILES:
        raise InvalidInput(f'No pile "{text.strip()}": the piles are numbered 1 to {PILES}. Type piles to hear the open ones.')
    return int(key)


def _playing(session: SolitaireSession) -> SolitaireView:
    view = session.view()
    if view.turned is None:
        raise IllegalAction("The game is over. Type new for another game, or quit.")
    return view


def piles(session: SolitaireSession, argument: str) -> list[str]:
    _no_argument("piles", argument)
    return piles_lines(session.view())


def pile(session: SolitaireSession, argument: str) -> list[str]:
    view = session.view()
    if not argument:
        raise InvalidInput(f"Which pile? Type pile and its number, 1 to {PILES}, like: pile 3.")
    return pile_lines(view.pile(_pile_number(argument)), view.turned)


def card(session: SolitaireSession, argument: str) -> list[str]:
    _no_argument("card", argument)
    return [turn_line(session.view())]


def stock(session: SolitaireSession, argument: str) -> list[str]:
    _no_argument("stock", argument)
    return [stock_line(session.view())]


def play(session: SolitaireSession, argument: str) -> list[str]:
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
    return session.apply(Play(target.number, leaving))


def _names_the_turned_card(text: str, turned: Card, pile_size: int) -> bool:
    """Did the player name the card turned (by name, or as the number after the pile's last card)?"""
    if text.strip().isdigit():
        return int(text) == pile_size + 1
    try:
        return resolve_card(text, [turned]) == turned
    except InvalidInput:
        return False


def pass_(session: SolitaireSession, argument: str) -> list[str]:
    _no_argument("pass", argument)
    view = _playing(session)
    assert view.turned is not None
    return session.apply(Play(view.open_piles[0].number, view.turned))


def undo(session: SolitaireSession, argument: str) -> list[str]:
    _no_argument("undo", argument)
    return session.undo()


def hint(session: SolitaireSession, argument: str) -> list[str]:
    _no_argument("hint", argument)
    _playing(session)
    return [session.hint()]


def discards(session: SolitaireSession, argument: str) -> list[str]:
    _no_argument("discards", argument)
    dead = session.view().discards
    if not dead:
        return ["No discards yet."]
    return [f"{len(dead)} discarded, last first: " + join_words([card_words(c) for c in reversed(dead)]) + "."]


def braille(session: SolitaireSession, argument: str) -> list[str]:
    from shared_table.braille.solitaire import piles_printout

    _no_argument("braille", argument)
    return piles_printout(session.view(), session.braille_table, "unicode").splitlines()


def print_(session: SolitaireSession, argument: str) -> list[str]:
    from shared_table.braille import write_printout
    from shared_table.braille.solitaire import piles_printout

    if argument.strip().lower() not in {"piles", "layout"}:
        raise InvalidInput(f'Print what? Type print piles{f", not {argument!r}" if argument else ""}.')
    text = piles_printout(session.view(), session.braille_table, "brf")
    folder = platformdirs.user_data_path("shared-table") / "printouts"
    name = f"solitaire-{session.game_name}-card-{session.cards_turned}.brf"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path = write_printout(text, folder / name)
    except OSError as error:
        raise InvalidInput(f"The braille file could not be written in {folder} ({error.strerror}).") from None
    return [f"Braille piles written for an embosser: {path}."]


def new(session: SolitaireSession, argument: str) -> list[str]:
    _no_argument("new", argument)
    return session.new_game()


def help_(session: SolitaireSession, argument: str) -> list[str]:
    return SOLITAIRE.help_lines(argument)


def quit_(session: SolitaireSession, argument: str) -> list[str]:
    _no_argument("quit", argument)
    return session.ask_to_quit()


def _pile_numbers(session: SolitaireSession) -> list[str]:
    return [str(p.number) for p in session.view().open_piles]


for command in (
    Command("piles", ("ps",), "every open pile in one line: its number, its wild rank, the points it holds", piles,
            examples=("piles",)),
    Command("pile", ("p",), "one pile's cards, numbered, and how they meld best", pile, "a pile number", ("pile 3",),
            details="The numbers are what play takes to name the card that comes out.",
            complete=_pile_numbers),
    Command("card", ("c",), "the card turned, which you are to play, and the stock left", card, examples=("card",)),
    Command("stock", ("s",), "how many cards are left in the stock, and how many are discarded", stock, examples=("stock",)),
    Command("play", ("pl",), "the card turned goes into a pile, and a card you name comes out of it, discarded", play,
            "a pile number, out, and a card",
            ("play 3 out king of clubs", "play 3 out 2", "play 6 out jd"),
            details="Name the card that comes out by its number in the pile's listing or by its name; out may be left "
                    "out. A pile whose cards all meld closes. To let the card turned go, type pass.",
            complete=_pile_numbers),
    Command("pass", ("pa",), "let the card turned go, discarded, without changing any pile", pass_, examples=("pass",)),
    Command("undo", ("u",), "take back the last play or pass, as often as you like", undo, examples=("undo",)),
    Command("hint", ("h",), "where the card does most good, and why", hint, examples=("hint",)),
    Command("discards", ("d",), "the dead cards, last first", discards, examples=("discards",)),
    Command("braille", ("b",), "the layout in Unicode braille, labelled as the braille deck is", braille, examples=("braille",)),
    Command("print", ("pr",), "write the layout as a BRF file for an embosser, to lay out the braille deck to match",
            print_, examples=("print piles",), choices=("piles",)),
    Command("new", (), "deal a new game, giving up the one being played", new, examples=("new",)),
    Command("help", ("?",), "the commands, or one command in full", help_, "a command", ("help", "help play"), optional=True),
    Command("quit", ("q", "exit"), "stop playing", quit_, examples=("quit",)),
):
    SOLITAIRE.add(command)
