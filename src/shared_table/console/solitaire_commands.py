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
    view = _playing(session)
    assert view.turned is not None
    where, _, which = argument.strip().partition(" ")
    if not where:
        raise InvalidInput("Play where? Type play, the pile's number, and the card to discard, like: play 3 king of clubs.")
    target = view.pile(_pile_number(where))
    if target.closed:
        raise IllegalAction(f"Pile {target.number} is closed. Type piles to hear the open ones.")
    if not which.strip():
        raise InvalidInput(f"Discard which card? Name one of pile {target.number} by its number or name, "
                           f"or the card turned: play {target.number} {view.turned.short}.")
    held = [*pile_order(target), view.turned]
    discard = resolve_card(which, held, f"pile {target.number} with the card turned", f"pile {target.number}")
    return session.apply(Play(target.number, discard))


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
            details="The numbers are what play takes; the card turned is the number after the pile's last card.",
            complete=_pile_numbers),
    Command("card", ("c",), "the card turned, which you are to play, and the stock left", card, examples=("card",)),
    Command("stock", ("s",), "how many cards are left in the stock, and how many are discarded", stock, examples=("stock",)),
    Command("play", ("pl",), "put the card turned into a pile and discard one card of that pile", play,
            "a pile number and a card",
            ("play 3 king of clubs", "play 3 2", "play 6 jd"),
            details="Name the discard by its number in the pile's listing, by its name, or by the card turned itself, "
                    "which leaves the pile as it was. A pile whose cards all meld closes.",
            complete=_pile_numbers),
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
