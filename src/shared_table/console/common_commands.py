"""The commands every game has, written once: last, history, turn, verbosity, hint, hints,
braille, print, replay, undo (where a move may be taken back), new, help and quit. A game adds
only its own (`Game.commands`); `registry_for` puts the two together, so help, completion and
docs/commands.md say both, and one word or letter means one thing in every game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import platformdirs

from shared_table.core.commands import Command, Registry
from shared_table.core.errors import InvalidInput
from shared_table.core.game import Game
from shared_table.i18n.words import Words, words_for

if TYPE_CHECKING:
    from shared_table.console.session import PlaySession

HISTORY_DEFAULT = 10

AFTER_THE_GAME = frozenset({"last", "history", "turn", "verbosity", "braille", "print", "replay", "help", "new", "quit"})
"""The common commands that still answer once a game is over (a game adds its own: Game.after_the_game)."""

def no_argument(name: str, argument: str) -> None:
    """Refuse anything typed after a command that takes nothing."""
    if argument:
        raise InvalidInput(f'{name} takes nothing after it: type just "{name}".')


def last(session: PlaySession, argument: str) -> list[str]:
    no_argument("last", argument)
    return list(session.last_announcement) or ["Nothing has been announced yet."]


def history(session: PlaySession, argument: str) -> list[str]:
    count = HISTORY_DEFAULT
    if argument:
        if not argument.isdigit() or int(argument) < 1:
            raise InvalidInput(f'"{argument}" is not a number of events: type history, or history 20.')
        count = int(argument)
    lines = session.history[-count:]
    return lines or ["Nothing has happened yet."]


def turn(session: PlaySession, argument: str) -> list[str]:
    no_argument("turn", argument)
    return [session.narrator.turn(session.view())]


def verbosity(session: PlaySession, argument: str) -> list[str]:
    narrator = session.narrator
    if not argument:
        return [f"Verbosity is {narrator.verbosity}. Choices: {', '.join(session.game.verbosities)}."]
    narrator.set_verbosity(argument.strip().lower())
    session.verbosity = narrator.verbosity
    return [f"Verbosity {narrator.verbosity}."]


def hint(session: PlaySession, argument: str) -> list[str]:
    no_argument("hint", argument)
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
    no_argument("braille", argument)
    from shared_table.braille import display_line

    printout = session.game.braille(session.view(), session.words, session.braille_table)
    lines = [printout.heading, *printout.text.splitlines()]  # what follows is said before the cells
    if session.braille_display is not None and session.braille_display(display_line(printout.text)):
        lines.append("Sent to your braille display too.")
    return lines


def print_(session: PlaySession, argument: str) -> list[str]:
    from shared_table.braille import write_printout

    choices = session.game.printouts
    what = argument.strip().lower() or (choices[0] if len(choices) == 1 else "")
    if what not in choices:
        given = f", not {argument!r}" if argument else ""
        raise InvalidInput(f"Print what? Type {', or '.join(f'print {choice}' for choice in choices)}{given}.")
    printout = session.game.printout(session.view(), what, session.words, session.braille_table)
    folder = platformdirs.user_data_path("shared-table") / "printouts"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path = write_printout(printout.text, folder / f"{printout.stem}.brf")
    except OSError as error:
        raise InvalidInput(f"The braille file could not be written in {folder} ({error.strerror}).") from None
    return [f"{printout.heading} {path}."]


def replay(session: PlaySession, argument: str) -> list[str]:
    no_argument("replay", argument)
    heading = "The whole game, as you knew it:" if session.state.is_over else "The game so far, as you knew it:"
    return [heading, *session.retold()]


def undo(session: PlaySession, argument: str) -> list[str]:
    no_argument("undo", argument)
    return session.take_back()


def new(session: PlaySession, argument: str) -> list[str]:
    no_argument("new", argument)
    if session.state.is_over:
        return session.new_game()
    return session.ask("new")


def help_(session: PlaySession, argument: str) -> list[str]:
    return session.commands.help_lines(argument)


def quit_(session: PlaySession, argument: str) -> list[str]:
    no_argument("quit", argument)
    return session.ask("quit")


def _command_names(session: PlaySession) -> list[str]:
    return [command.name for command in session.commands]


def _printouts(session: PlaySession) -> list[str]:
    return list(session.game.printouts)


BEFORE: tuple[Command[Any], ...] = (
    Command("turn", ("tn",), "table-cmd-turn", turn),
    Command("last", ("l", "repeat"), "table-cmd-last", last),
    Command("history", ("hi",), "table-cmd-history", history, optional=True),
)
"""Common commands listed after the game's own moves and questions."""


def _after(game: Game) -> list[Command[Any]]:
    commands: list[Command[Any]] = [
        Command("verbosity", ("v",), "table-cmd-verbosity", verbosity, choices=game.verbosities, optional=True),
        Command("hint", ("hn",), "table-cmd-hint", hint),
        Command("hints", ("hs",), "table-cmd-hints", hints, choices=("on", "off"), optional=True),
        Command("braille", ("b",), "table-cmd-braille", braille),
        Command("print", ("p",), "table-cmd-print", print_, choices=game.printouts, complete=_printouts, optional=len(game.printouts) == 1),
        Command("replay", ("re",), "table-cmd-replay", replay),
    ]
    if game.takes_back:
        commands.append(Command("undo", ("u",), "table-cmd-undo", undo))
    commands += [
        Command("new", ("n",), "table-cmd-new", new),
        Command("help", ("?", "he"), "table-cmd-help", help_, complete=_command_names, optional=True),
        Command("quit", ("q", "exit"), "table-cmd-quit", quit_),
    ]
    return commands


_REGISTRIES: dict[tuple[str, str], Registry[Any]] = {}


def elsewhere(game: Game, word: str, words: Words) -> str:
    """What a word not known here means in another game, for a player used to that one:
    " In Five Crowns, h is hand." ("" when it means nothing anywhere)."""
    from shared_table.games import all_games

    key = word.strip().lower()
    for other in all_games():
        if other.name == game.name:
            continue
        registry = registry_for(other, words_for(words.code, other.catalogs))
        if key in registry.words_list():
            title = registry.words(f"{other.name}-title")
            return " " + words("table-command-elsewhere", game=title, word=key, command=registry.name_of(registry.find(key)))
    return ""


def registry_for(game: Game, words: Words) -> Registry[Any]:
    """The game's own commands, then the common ones; built once per game. A game's command that
    takes a word or letter of a common one is refused here (ValueError names both); the
    conformance suite checks that a word means one thing in every game."""
    key = (game.name, words.code)
    if key not in _REGISTRIES:
        registry: Registry[Any] = Registry(f"{game.name}-title", words)
        for command in (*game.commands, *BEFORE, *_after(game)):
            registry.add(command)
        _REGISTRIES[key] = registry
    return _REGISTRIES[key]
