"""The commands every game has, written once: last, history, turn, verbosity, hint, hints,
braille, print, replay, undo (where a move may be taken back), new, help and quit. A game adds
only its own (`Game.commands`); `registry_for` puts the two together, so help, completion and
docs/commands.md say both, and one word or letter means one thing in every game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from shared_table.core.commands import Command, Registry
from shared_table.core.errors import InvalidInput
from shared_table.core.game import Game
from shared_table.core.message import msg
from shared_table.core.numbers import whole_number
from shared_table.core.sounds import EVERY_CUE, Cue
from shared_table.i18n.words import Words, words_for

if TYPE_CHECKING:
    from shared_table.sessions.play import PlaySession

HISTORY_DEFAULT = 10

AFTER_THE_GAME = frozenset({"last", "history", "turn", "verbosity", "sounds", "braille", "print", "replay", "help", "new", "quit"})
"""The common commands that still answer once a game is over (a game adds its own: Game.after_the_game)."""

def no_argument(session: PlaySession, name: str, argument: str) -> None:
    """Refuse anything typed after a command that takes nothing (`name`: its English name)."""
    if argument:
        raise InvalidInput(msg("table-no-argument", name=_name(session, name)))


def _name(session: PlaySession, name: str) -> str:
    """A command's name in the player's language."""
    return session.commands.name_of(session.commands.find(name))


def _choice(session: PlaySession, name: str, choice: str) -> str:
    """A command's choice in the player's language ("brief", "kort")."""
    return session.commands.choice_word(session.commands.find(name), choice)


def last(session: PlaySession, argument: str) -> list[str]:
    no_argument(session, "last", argument)
    return list(session.last_announcement) or [session.words("table-nothing-announced")]


def history(session: PlaySession, argument: str) -> list[str]:
    count = HISTORY_DEFAULT
    if argument:
        count = whole_number(argument) or 0  # a number too long to be one reads as more than there is
        if count < 1:
            raise InvalidInput(msg("table-history-not-a-number", given=argument, history=_name(session, "history")))
    lines = session.history[-count:]
    return lines or [session.words("table-nothing-happened")]


def turn(session: PlaySession, argument: str) -> list[str]:
    no_argument(session, "turn", argument)
    return session.narrator.turn(session.view())


def verbosity(session: PlaySession, argument: str) -> list[str]:
    narrator = session.narrator
    if not argument:
        choices = ", ".join(_choice(session, "verbosity", level) for level in session.game.verbosities)
        return [session.words("table-verbosity-is", level=_choice(session, "verbosity", narrator.verbosity), choices=choices)]
    narrator.set_verbosity(argument.strip().lower())
    session.verbosity = narrator.verbosity
    return [session.words("table-verbosity-set", level=_choice(session, "verbosity", narrator.verbosity))]


def hint(session: PlaySession, argument: str) -> list[str]:
    no_argument(session, "hint", argument)
    return [session.hint()]


def hints(session: PlaySession, argument: str) -> list[str]:
    on, off = _choice(session, "hints", "on"), _choice(session, "hints", "off")
    if not argument:
        return [session.words("table-hints-are", state=on if session.auto_hints else off, choices=f"{on}, {off}")]
    if argument.lower() not in {"on", "off"}:
        raise InvalidInput(msg("table-hints-bad", given=argument, on=on, off=off))
    session.auto_hints = argument.lower() == "on"
    if session.auto_hints:
        return [session.words("table-hints-on"), session.hint()]
    return [session.words("table-hints-off", hint=_name(session, "hint"))]


def sounds(session: PlaySession, argument: str) -> list[str]:
    """Alone: the next of the table's sounds, played with what it means (each in turn, as audio
    games teach theirs); `on`, `off`, or a volume from 0 to 100."""
    on, off = _choice(session, "sounds", "on"), _choice(session, "sounds", "off")
    given = argument.strip().lower()
    session.sounds_asked = True
    if not given:
        number = session.me.sound_heard % len(EVERY_CUE)
        session.me.sound_heard = number + 1
        cue = EVERY_CUE[number]
        lines = [_sounds_state(session, on, off)] if number == 0 or not session.sounds_on else []
        if session.sounds_on:
            session.cue(cue)
        return [*lines, session.words("table-sounds-each", number=number + 1, count=len(EVERY_CUE),
                                      meaning=session.words(f"sound-{cue.value}"), sounds=_name(session, "sounds"))]
    volume = whole_number(given)
    if given in {on, "on"}:
        session.sounds_on = True
        return [session.words("table-sounds-now-on", volume=session.sound_volume)]
    if given in {off, "off"}:
        session.sounds_on = False
        return [session.words("table-sounds-now-off")]
    if volume is None or not 0 <= volume <= 100:
        raise InvalidInput(msg("table-sounds-bad", given=argument, on=on, off=off))
    session.sounds_on, session.sound_volume = True, volume
    session.cue(Cue.YOUR_TURN)  # heard at the new volume
    return [session.words("table-sounds-volume", volume=volume)]


def _sounds_state(session: PlaySession, on: str, off: str) -> str:
    return session.words("table-sounds-state", state="on" if session.sounds_on else "off", volume=session.sound_volume, on=on, off=off)


def braille(session: PlaySession, argument: str) -> list[str]:
    no_argument(session, "braille", argument)
    from shared_table.braille import display_line

    printout = session.game.braille(session.view(), session.words, session.braille_table)
    lines = [printout.heading, *printout.text.splitlines()]  # what follows is said before the cells
    if session.braille_display is not None and session.braille_display(display_line(printout.text)):
        lines.append(session.words("table-braille-sent"))
    return lines


def print_(session: PlaySession, argument: str) -> list[str]:
    choices = session.game.printouts
    what = argument.strip().lower() or (choices[0] if len(choices) == 1 else "")
    if what not in choices:
        name = _name(session, "print")
        typed = [f"{name} {_choice(session, 'print', choice)}" for choice in choices]
        said = typed[0]
        for choice in typed[1:]:  # "print hand, or print scores", as help says it
            said = session.words("table-usage-or", before=said, choice=choice)
        if argument:
            raise InvalidInput(msg("table-print-what-not", choices=said, given=argument))
        raise InvalidInput(msg("table-print-what", choices=said))
    printout = session.game.printout(session.view(), what, session.words, session.braille_table)
    if session.printer is None:
        raise InvalidInput(msg("table-print-nowhere"))
    path = session.printer(printout.text, printout.stem)  # on this device: InvalidInput says why it could not
    return [session.words("table-printed", heading=printout.heading, path=str(path))]


def replay(session: PlaySession, argument: str) -> list[str]:
    """The game again a part at a time (a round, or the game's own part: Game.replay_parts), as a
    listener can take it: alone, how many parts there are and how to ask for one; `round 3` (or
    `3`) that one; `next` the one after the last replayed; `all` the whole game at once."""
    parts = session.replay_parts()
    if not parts:
        return [session.words("table-nothing-happened")]
    said = _ReplayWords(session, len(parts))
    text = argument.strip()
    if not text:
        following = session.me.replayed + 1 if len(parts) > 1 and session.me.replayed < len(parts) else 0
        return [session.words("table-replay-index", **said.args, following=following)]
    if text == "all":
        return [session.words("table-replay-whole" if session.is_over else "table-replay-so-far"), *session.retold()]
    if text == "next":
        if session.me.replayed >= len(parts):
            return [session.words("table-replay-no-more", **said.args)]
        return _replay_part(session, parts[session.me.replayed].heading, session.me.replayed + 1)
    head, _, rest = text.partition(" ")
    if head.lower() in said.unit_words:
        text = rest.strip()
        if not text:
            raise InvalidInput(msg("table-replay-which", **said.args))
    number = whole_number(text, signed=True)  # -1 is a number, if not one of the parts
    if number is None:
        raise InvalidInput(msg("table-replay-not-a-number", given=text, **said.args))
    if not 1 <= number <= len(parts):
        raise InvalidInput(msg("table-replay-no-such", given=text, **said.args))
    return _replay_part(session, parts[number - 1].heading, number)


class _ReplayWords:
    """What replay's sentences say of the game's parts, in the player's words."""

    def __init__(self, session: PlaySession, count: int) -> None:
        unit_id = session.game.replay_unit
        unit = session.words(unit_id)
        english = words_for("en", session.game.catalogs)(unit_id)
        self.unit_words = {unit.lower(), english.lower()}  # "omgang 3" or "round 3"
        self.args: dict[str, str | int] = {
            "over": "yes" if session.is_over else "no", "count": count,
            "parts": session.words(f"{unit_id}-count", count=count), "unit": unit,
            "replay": _name(session, "replay"), "next": _choice(session, "replay", "next"), "all": _choice(session, "replay", "all"),
        }


def _replay_part(session: PlaySession, heading: str, number: int) -> list[str]:
    session.me.replayed = number
    return [*([heading] if heading else []), *session.retold(number)]


def undo(session: PlaySession, argument: str) -> list[str]:
    no_argument(session, "undo", argument)
    return session.take_back()


def new(session: PlaySession, argument: str) -> list[str]:
    no_argument(session, "new", argument)
    if session.is_over:
        return session.new_game()
    return session.ask("new")


def help_(session: PlaySession, argument: str) -> list[str]:
    return session.commands.help_lines(argument)


def hold(session: PlaySession, argument: str) -> list[str]:
    """At a table on a server: a computer player keeps the seat of someone who lost the connection.
    The server names whose seat (any beginning of a name will do) in a notice: said now."""
    holding = session.link
    assert isinstance(holding, Holds), "hold is only in the commands of a table on a server"
    if not argument:
        raise InvalidInput(msg("table-hold-whom"))
    holding.hold(argument)
    return session.news()


@runtime_checkable
class Holds(Protocol):
    """A link to a table on a server, where the opener can let a computer player keep a seat."""

    def hold(self, name: str) -> None: ...


def quit_(session: PlaySession, argument: str) -> list[str]:
    no_argument(session, "quit", argument)
    return session.ask("quit")


def _command_names(session: PlaySession) -> list[str]:
    return [command.name for command in session.commands]


def _others(session: PlaySession) -> list[str]:
    """The names of the others at the table, completed with `hold`."""
    return [name for seat, name in enumerate(session.names) if seat not in session.humans]


def _replay_unit(session: PlaySession) -> list[str]:
    """The word before a part's number, completed with `replay`'s choices: "round"."""
    return [session.words(session.game.replay_unit)]


BEFORE: tuple[Command[Any], ...] = (
    Command("turn", ("tn",), "table-cmd-turn", turn),
    Command("last", ("l", "repeat"), "table-cmd-last", last),
    Command("history", ("hi",), "table-cmd-history", history, optional=True),
)
"""Common commands listed after the game's own moves and questions."""


def _after(game: Game, served: bool) -> list[Command[Any]]:
    commands: list[Command[Any]] = [
        Command("verbosity", ("v",), "table-cmd-verbosity", verbosity, choices=game.verbosities, optional=True),
        Command("hint", ("hn",), "table-cmd-hint", hint),
        Command("hints", ("hs",), "table-cmd-hints", hints, choices=("on", "off"), optional=True),
        Command("sounds", ("sn",), "table-cmd-sounds", sounds, choices=("on", "off"), optional=True),
        Command("braille", ("b",), "table-cmd-braille", braille),
        Command("print", ("p",), "table-cmd-print", print_, choices=game.printouts, optional=len(game.printouts) == 1),
        Command("replay", ("re",), "table-cmd-replay", replay, choices=("next", "all"), complete=_replay_unit, optional=True),
    ]
    if game.takes_back:
        commands.append(Command("undo", ("u",), "table-cmd-undo", undo))
    if served:  # a table on a server: its people come and go
        commands.append(Command("hold", (), "table-cmd-hold", hold, complete=_others))
    commands += [
        Command("new", ("n",), "table-cmd-new", new, whole=True),
        Command("help", ("?", "he"), "table-cmd-help", help_, complete=_command_names, optional=True),
        Command("quit", ("q", "exit"), "table-cmd-quit", quit_, whole=True),
    ]
    return commands


_REGISTRIES: dict[tuple[str, str, bool], Registry[Any]] = {}


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
            command = registry.name_of(registry.find(key))
            same = "yes" if command.lower() == key else "no"  # "draw is draw" says nothing: say whose command it is
            return " " + words("table-command-elsewhere", game=title, word=key, command=command, same=same)
    return ""


def registry_for(game: Game, words: Words, served: bool = False) -> Registry[Any]:
    """The game's own commands, then the common ones (with `hold` at a table on a server: `served`);
    built once per game. A game's command that
    takes a word or letter of a common one is refused here (ValueError names both); the
    conformance suite checks that a word means one thing in every game."""
    key = (game.name, words.code, served)
    if key not in _REGISTRIES:
        registry: Registry[Any] = Registry(f"{game.name}-title", words)
        for command in (*game.commands, *BEFORE, *_after(game, served)):
            registry.add(command)
        _REGISTRIES[key] = registry
    return _REGISTRIES[key]
