"""The Five Crowns console commands. Each handler takes the session and the rest of the
line, and returns the lines to say; help, completion and docs/commands.md come from here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import platformdirs

from shared_table.console.card_names import resolve_card
from shared_table.console.registry import Command, Handler, Registry
from shared_table.core.errors import IllegalAction, InvalidInput
from shared_table.games.fivecrowns.actions import Discard, DrawFromStock, GoOut, TakeDiscard
from shared_table.games.fivecrowns.view import SeatView
from shared_table.narration.fivecrowns import Verbosity
from shared_table.narration.hand_listing import HandOrder

if TYPE_CHECKING:
    from shared_table.console.session import PlaySession

COMMANDS: Registry[PlaySession] = Registry("Five Crowns")

HISTORY_DEFAULT = 10


def _no_argument(name: str, argument: str) -> None:
    if argument:
        raise InvalidInput(f'{name} takes nothing after it: type just "{name}".')


def _must_draw_first(session: PlaySession) -> None:
    view = session.view()
    if view.has_drawn:
        raise IllegalAction("You have drawn already: now discard a card. Type discard and a card's number or name.")


def draw(session: PlaySession, argument: str) -> list[str]:
    _no_argument("draw", argument)
    _must_draw_first(session)
    if session.view().stock_size == 0:
        raise IllegalAction("The stock is empty: take the top discard. Type take.")
    return session.act(DrawFromStock(session.seat))


def take(session: PlaySession, argument: str) -> list[str]:
    _no_argument("take", argument)
    _must_draw_first(session)
    if session.view().discard_top is None:
        raise IllegalAction("The discard pile is empty: draw from the stock. Type draw.")
    return session.act(TakeDiscard(session.seat))


def discard(session: PlaySession, argument: str) -> list[str]:
    view = session.view()
    if not view.has_drawn:
        raise IllegalAction("You must draw first: type draw or take.")
    if not argument:
        raise InvalidInput("Discard which card? Type discard and its number or name, for example: discard 3, or discard 9h.")
    card = resolve_card(argument, session.hand_in_order())
    going_out = GoOut(session.seat, card)
    return session.act(going_out if going_out in view.legal_actions else Discard(session.seat, card))


def _hand_names(session: PlaySession) -> list[str]:
    hand = session.hand_in_order()
    return [str(n) for n in range(1, len(hand) + 1)] + [name for card in dict.fromkeys(hand) for name in (card.short, card.long)]


def _state(name: str) -> Handler[PlaySession]:
    """A command that says one piece of state: the narrator's sentence of that name for the player's view."""

    def handler(session: PlaySession, argument: str) -> list[str]:
        _no_argument(name, argument)
        render: Callable[[SeatView], str] = getattr(session.narrator, name)
        return [render(session.view())]

    return handler


def last(session: PlaySession, argument: str) -> list[str]:
    _no_argument("last", argument)
    return list(session.last_announcement) or ["Nothing has been announced yet."]


def history(session: PlaySession, argument: str) -> list[str]:
    count = HISTORY_DEFAULT
    if argument:
        if not argument.isdigit() or int(argument) < 1:
            raise InvalidInput(f'"{argument}" is not a number of events: type history, or history 20.')
        count = int(argument)
    lines = session.history[-count:]
    return lines or ["Nothing has happened yet."]


def verbosity(session: PlaySession, argument: str) -> list[str]:
    narrator = session.narrator
    if not argument:
        return [f"Verbosity is {narrator.verbosity}. Choices: {', '.join(Verbosity)}."]
    try:
        narrator.verbosity = Verbosity(argument.lower())
    except ValueError:
        raise InvalidInput(f'No verbosity "{argument}": choose brief, normal or full.') from None
    return [f"Verbosity {narrator.verbosity}."]


def sort(session: PlaySession, argument: str) -> list[str]:
    narrator = session.narrator
    if not argument:
        return [f"Your hand is sorted by {narrator.order}. Choices: suit, rank."]
    try:
        narrator.order = HandOrder(argument.lower())
    except ValueError:
        raise InvalidInput(f'No sort "{argument}": choose suit or rank.') from None
    return [f"Sorted by {narrator.order}.", narrator.hand(session.view())]


def hint(session: PlaySession, argument: str) -> list[str]:
    _no_argument("hint", argument)
    return [session.hint()]


def hints(session: PlaySession, argument: str) -> list[str]:
    if not argument:
        return [f"Hints at the start of each turn are {'on' if session.auto_hints else 'off'}. Choices: on, off."]
    if argument.lower() not in {"on", "off"}:
        raise InvalidInput(f'No hints setting "{argument}": choose on or off.')
    session.auto_hints = argument.lower() == "on"
    if session.auto_hints:
        return ["Hints on: each turn starts with a hint.", session.hint()]
    return ["Hints off. Type hint when you want one."]


def braille(session: PlaySession, argument: str) -> list[str]:
    _no_argument("braille", argument)
    from shared_table.braille import display_line, hand_printout_of, score_sheet_of

    if session.view().is_over:  # no hand is left: the score sheet is what there is to read
        return ["The score sheet in braille:", *score_sheet_of(session.view()).splitlines()]
    printout = hand_printout_of(session.view())
    lines = ["Your hand in braille, by suit:", *printout.splitlines()]  # what follows, before the cells
    if session.braille_display is not None and session.braille_display(display_line(printout)):
        lines.append("Sent to your braille display too.")
    return lines


def print_(session: PlaySession, argument: str) -> list[str]:
    from shared_table.braille import hand_printout_of, score_sheet_of, write_printout

    what = argument.strip().lower()
    if what not in {"hand", "scores"}:
        raise InvalidInput(f'Print what? Type print hand, or print scores{f", not {argument!r}" if argument else ""}.')
    if what == "hand" and session.view().is_over:
        raise IllegalAction("The game is over, so there is no hand to print: type print scores for the score sheet.")
    text = hand_printout_of(session.view(), fmt="brf") if what == "hand" else score_sheet_of(session.view(), fmt="brf")
    folder = platformdirs.user_data_path("shared-table") / "printouts"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path = write_printout(text, folder / f"{what}-round-{session.view().round_number}.brf")
    except OSError as error:
        raise InvalidInput(f"The braille file could not be written in {folder} ({error.strerror}).") from None
    return [f"Braille {what} written for an embosser: {path}."]


def replay(session: PlaySession, argument: str) -> list[str]:
    _no_argument("replay", argument)
    heading = "The whole game, as you knew it:" if session.view().is_over else "The game so far, as you knew it:"
    return [heading, *session.retold()]


def help_(session: PlaySession, argument: str) -> list[str]:
    return COMMANDS.help_lines(argument)


def quit_(session: PlaySession, argument: str) -> list[str]:
    _no_argument("quit", argument)
    session.pending_quit = True
    return ["Quit this game? Type yes to quit, anything else to go on."]


def _command_names(session: PlaySession) -> list[str]:
    return [command.name for command in COMMANDS]


for _command in (
    Command("draw", ("d",), "draw the top card of the stock", draw, examples=("draw",)),
    Command("take", ("t",), "take the top card of the discard pile", take, examples=("take",)),
    Command(
        "discard", ("x",), "discard a card; if the rest of your hand melds, you go out", discard, "a card",
        ("discard 3", "discard 9h", "discard nine of hearts", "x jo", "x sp"),
        "Name the card by its number in your hand listing, by its short name, like 9h, 10st, Qsp or joker, "
        "by its long name, or by any shortening that fits one card only. A suit, like sp or hearts, names your "
        "cards of that suit: the card, when you hold one, or else the choices.",
        complete=_hand_names,
    ),
    Command("hand", ("h",), "your cards, by suit, wilds last, each with its number", _state("hand"), examples=("hand",)),
    Command("top", ("tp",), "the top of the discard pile and the size of the stock", _state("top"), examples=("top",)),
    Command("wild", ("w",), "which rank is wild this round", _state("wild"), examples=("wild",)),
    Command("scores", ("s",), "everyone's total, and the last round's points", _state("scores"), examples=("scores",)),
    Command(
        "round", ("r",), "the round, the dealer, who went out, and how many cards each holds", _state("round"), examples=("round",)
    ),
    Command("turn", ("tn",), "whose turn it is and what you can do now", _state("turn"), examples=("turn",),
            details="Pressing Enter on an empty line says the same."),
    Command("melds", ("m",), "what was laid down this round", _state("melds"), examples=("melds",)),
    Command("last", ("l", "repeat"), "say the last announcement again", last, examples=("last", "repeat")),
    Command("history", ("hi",), "the last things that happened, 10 unless you give a number", history, "a number",
            ("history", "history 30"), optional=True),
    Command("verbosity", ("v",), "how much is said", verbosity, examples=("verbosity brief", "v full"),
            choices=tuple(Verbosity), optional=True,
            details="Brief says what others discard and take, and your turn; normal also their draws and melds; "
                    "full also your hand on every turn."),
    Command("sort", ("so",), "list your hand by suit or by rank", sort, examples=("sort rank", "sort suit"),
            choices=tuple(HandOrder), optional=True),
    Command("hint", ("hn",), "what the hard computer player would do now, and why", hint, examples=("hint",),
            details="The hint uses only what you can know: your hand, the discards, what others picked up and laid down."),
    Command("hints", ("hs",), "say a hint at the start of each of your turns, or stop", hints,
            examples=("hints on", "hints off"), choices=("on", "off"), optional=True),
    Command("braille", ("b",), "your hand in Unicode braille, labelled as the braille deck is", braille, examples=("braille",)),
    Command("print", ("p",), "write your hand or the score sheet as a BRF file for an embosser", print_,
            examples=("print hand", "print scores"), choices=("hand", "scores")),
    Command("replay", ("re",), "the whole game again, as you knew it, from the first deal", replay, examples=("replay",),
            details="After the game is over, scores, history, braille, print scores and replay still answer until you quit."),
    Command("help", ("?", "he"), "the commands, or more about one", help_, "a command", ("help", "help discard"),
            complete=_command_names, optional=True),
    Command("quit", ("q",), "stop the game, after asking", quit_, examples=("quit",)),
):
    COMMANDS.add(_command)
