"""The people at one device, at one table, as lines in and lines out.

`PlaySession.handle(line)` takes what was typed and returns what to say; it never prints and
never raises. A device (console/play.py) reads and writes the lines; speech says the same lines.
Moves go to the table's host through a `Link` (table/link.py); the host applies and saves them,
runs the computer players, and tells each seat of this device every move as it happens
(`told`), only what that seat may know. Each person's words are made from what their seat was
told, in their language and at their verbosity. Hot seat is several people's seats at one
device, handed over with the screen cleared. Nothing here names a game: commands every game has
are in sessions/common_commands.py, the game's own come from its `Game.commands`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from shared_table.core.commands import Registry
from shared_table.core.game import ONLOOKER, Game, Narrator, ReplayPart
from shared_table.core.message import Msg
from shared_table.core.said_moves import SaidMoves, move_typed
from shared_table.core.sounds import DEFAULT_VOLUME, NOTICE_CUES, Cue
from shared_table.core.typed_words import and_words
from shared_table.i18n.languages import ENGLISH
from shared_table.i18n.words import Words, words_for
from shared_table.sessions import SCREEN_BREAK, answers
from shared_table.sessions.common_commands import Holds, registry_for
from shared_table.sessions.person import Person, retell, told_with_keeper
from shared_table.table.host import KEPT_SEAT, kept_runs
from shared_table.table.link import NEW_TABLE, UNDONE, Link, Update

ENDS = frozenset({Cue.ROUND_END, Cue.GAME_END})
"""Sounds after which a seat's turn, even if it stays at that seat, is a new one."""
HISTORY_LIMIT = 2000
"""Lines of narration kept for `history`."""


class PlaySession:
    """A game played from `seat`, computer players in the seats the setup gives a level; in hot
    seat, several people taking turns at one keyboard, each told only what their seat may know,
    and only after they say they are at the keyboard."""

    def __init__(self, link: Link, verbosity: str = "", error_log: str = "", hints: bool = False, words: Words | None = None) -> None:
        self.link = link
        self.game: Game = link.game
        self.names = link.names
        self.words = words or words_for(ENGLISH.code, self.game.catalogs)  # the people's language
        self.commands: Registry[PlaySession] = registry_for(self.game, self.words, served=isinstance(link, Holds))
        self.verbosity = verbosity  # "": the game's own default
        self.humans: dict[int, Person] = {seat: self._person(seat) for seat in link.people}
        self.moves, self.current, self.is_over = 0, 0, False  # as the host last told
        self._said_moves: tuple[Any, SaidMoves] = (None, SaidMoves(()))  # the view they were said for, and the moves
        self._notices: list[Msg] = []
        self.sounds_on, self.sound_volume = True, DEFAULT_VOLUME  # the person's choice; the device plays them
        self.sounds_asked = False  # they asked for sounds (`sounds`, --sounds on): a machine without them says so
        self._cues: list[str] = []  # sounds of what was said since the device last took them
        link.join(self)  # each seat is told what it has seen so far
        self.seat = link.first_seat  # the person at the keyboard now
        self.error_log = error_log
        self.auto_hints = hints
        self.braille_table = "ueb"
        self.braille_display: Callable[[str], bool] | None = None  # the screen reader's display, if it has one
        self.printer: Callable[[str, str], Path] | None = None  # writes a printout (text, file stem) on this device
        self.pending_handover: int | None = None  # the seat to confirm they are at the keyboard
        self.pending_question: str = ""  # "quit" or "new": waiting for yes
        self.quit = False
        self.answer_first = False  # a move's own result is said before the computer players move (`follow_on`)
        self._said_first: list[str] | None = None  # that result, said, while the table's moves are still to come

    def _person(self, seat: int) -> Person:
        game = self.game
        return Person(game.narrator(seat, self.names, self.words, self.verbosity), game.advisor(seat, len(self.names), self.words))

    # ------------------------------------------------------------------ told by the host

    def told(self, seat: int, update: Update) -> None:
        """A change at the table as `seat` sees it: kept, to be said when that person is told."""
        self.moves, self.current, self.is_over = update.moves, update.current, update.is_over
        if update.kind == NEW_TABLE:  # everyone starts again, with new words and hints, said as they chose
            settings = self.humans[seat].narrator.settings()
            self.humans[seat] = self._person(seat)
            self.humans[seat].narrator.restore(settings)
        person = self.humans[seat]
        if update.current != seat or ENDS & set(self.game.sounds(update.events, seat)):
            person.turn_sounded = False  # the turn has gone on, or a round begun: its coming back sounds again
        if update.kind == UNDONE:  # the table dealt again without the last move: new hints watch it from the start
            person.advisor = self.game.advisor(seat, len(self.names), self.words)
            person.seen, person.told, person.made_for_them = [], [], []
        person.seen.extend(update.events)
        person.advisor.observe(list(update.events))
        person.view = update.view
        if update.kind == UNDONE:
            person.heard, person.heard_moves = len(person.seen), update.moves
        else:
            person.told.append((update.moves, len(person.seen), update.view))

    def news(self) -> list[str]:
        """What the person at the keyboard has been told of since they last heard (a move made at
        another device), with what the saves said: a device told of moves as they happen says
        these at once. Nothing while the keyboard is being handed over."""
        self.link.receive()
        notices, self._notices = self._notices, []
        said = list(map(self.words.say, notices))
        if self.pending_handover is not None or not self.me.told:
            return said
        return [*said, *self._announce(self._catch_up())]

    def notice(self, message: Msg) -> None:
        """Something the host says about the table (saving): said before the next answer. Which
        moves a computer player made for a seat it kept is not said: those moves are told so."""
        if message.id in NOTICE_CUES:
            self.cue(NOTICE_CUES[message.id])
        if message.id == KEPT_SEAT:
            seat, runs = kept_runs(message)
            if seat in self.humans:
                self.humans[seat].made_for_them = runs
            return
        self._notices.append(message)

    @property
    def me(self) -> Person:
        return self.humans[self.seat]

    @property
    def narrator(self) -> Narrator:
        return self.me.narrator

    @property
    def history(self) -> list[str]:
        return self.me.history

    @property
    def last_announcement(self) -> list[str]:
        return self.me.last_announcement

    # ------------------------------------------------------------------ questions

    @property
    def done(self) -> bool:
        """The game is over, or the player stopped it."""
        return self.quit or self.is_over

    @property
    def closed(self) -> bool:
        """The player has left: the console stops reading (after the game ends it still answers)."""
        return self.quit

    def view(self) -> Any:
        """What the person at the keyboard may know now."""
        return self.me.view

    @property
    def heard_moves(self) -> int:
        """Actions that every person at this device has been told about."""
        return min(person.heard_moves for person in self.humans.values())

    def mark_heard(self) -> None:
        """The answer has been written: the host saves how far each person here has heard."""
        for seat, person in self.humans.items():
            settings = person.narrator.settings()
            if person.marked != person.heard_moves or person.kept != settings:
                person.marked, person.kept = person.heard_moves, settings
                self.link.heard(seat, person.heard_moves, settings)

    def restore_settings(self, by_seat: Mapping[int, Mapping[str, str]]) -> None:
        """How each person chose things to be said (`sort rank`, verbosity), as saved with a game
        that is resumed; a verbosity given when resuming (`--verbosity`) still wins."""
        for seat, settings in by_seat.items():
            if seat in self.humans:
                chosen = dict(settings)
                if self.verbosity:
                    chosen.pop("verbosity", None)
                self.humans[seat].narrator.restore(chosen)
                self.humans[seat].kept = self.humans[seat].narrator.settings()

    # ------------------------------------------------------------------ the game moving

    def start(self, welcome: bool = True) -> list[str]:
        """What is said as the game begins: the game's welcome (not again for a new game), the
        deal, then the computer players' moves up to a person's turn."""
        self.link.settle()
        if len(self.humans) == 1:
            said = self.game.welcome(len(self.names), self.words) if welcome else []
            lines = self._announce([*said, *self._catch_up()])
            self._ponder()
            return lines
        names = self.words.list([self.names[seat] for seat in self.humans])
        said = self.game.welcome(len(self.names), self.words) if welcome else []
        return [self.words("table-hot-seat", names=names), *said, self.pass_to()]

    def resume(self, game_name: str, heard: Mapping[int, int | None] | int | None = None) -> list[str]:
        """Say where a resumed game stands, its saved moves already told to every seat (the host
        replayed them): each person's first `heard` moves (by seat; one number for all; None: all
        of them) go into their history, as they were told before the break, and the rest are said
        as what happened since. The computer players first finish any turns of theirs (saved as
        they go)."""
        self.link.receive()  # the replayed moves, told to this device as the host replayed them
        for seat in self.humans:
            told = heard.get(seat) if isinstance(heard, Mapping) else heard
            self._catch_up(seat, upto=told, sounding=False)  # into their history: they heard this before the break
        self.link.settle()
        if len(self.humans) > 1 and not self.is_over:
            return [self._resumed_aloud(game_name), self.pass_to()]
        since = self._catch_up()
        for seat in self.humans:
            if seat != self.seat:
                self._catch_up(seat)
        lines = [self.narrator.resumed(self.view(), game_name)]
        if since:
            lines += [self.words("table-since-you-heard"), *since]
        if not self.is_over:
            lines += self.narrator.standing(self.view())
        lines = self._announce(lines)
        self._ponder()
        return lines

    def _resumed_aloud(self, game_name: str) -> str:
        """Where a resumed game stands, said to everyone at the keyboard before it is handed to
        the person to move: told by an onlooker's narrator (no seat is "you") from the view of a
        seat not to move, so that nothing private to the next person is in it."""
        onlooker = self.game.narrator(ONLOOKER, self.names, self.words, self.verbosity)
        seat = next(seat for seat in self.humans if seat != self.current)
        onlooker.narrate(self.humans[seat].seen, None)  # the game's stage as the narrator follows it (round, wild rank)
        return onlooker.resumed(self.humans[seat].view, game_name)

    def act(self, action: Any) -> list[str]:
        """Play this person's action, let the computer players move, and say it all; with
        `answer_first`, say only the action's own result when computer players move next: their
        moves are `follow_on`'s. IllegalAction passes up, and nothing has changed."""
        self.me.advisor.pause()  # whatever it is thinking about is about to change
        self.link.play(self.seat, action, settle=not self.answer_first)  # every seat here is told of it
        lines = self._catch_up()
        if self.answer_first and not self.is_over and self.current not in self.humans:
            self._said_first = lines
            return lines
        return self._after_move(lines)

    def follow_on(self) -> list[str]:
        """The computer players' moves after the person's own, said once that is heard: a device
        asks for them after writing the answer, so the person hears their move at once, and
        the table's moves are worked out while it is being said. Nothing when none is due."""
        if self._said_first is None:
            return []
        first, self._said_first = self._said_first, None

        def table_moves() -> list[str]:
            self.link.settle()
            return self._after_move([*first, *self._catch_up()])[len(first):]  # "your turn" knows what was said first

        lines = answers.done_safely(self, "(the computer players' moves)", table_moves)
        self._ponder()
        return lines

    def _after_move(self, lines: list[str]) -> list[str]:
        """A move's lines, with the end of the game said to everyone here, or the keyboard handed on."""
        if self.is_over:
            for seat in self.humans:  # the end is said at this keyboard, where every one of them is
                if seat != self.seat:
                    self._catch_up(seat)
        elif self.current != self.seat and self.current in self.humans:
            lines += self._hand_over()
        return self._announce(lines)

    def take_back(self) -> list[str]:
        """Undo this person's last move (games that allow it): the table as it was before it."""
        for person in self.humans.values():
            person.advisor.pause()
        self.link.take_back(self.seat)  # every seat here is told the table as it now is
        said = self.narrator.taken_back(self.view())
        self.me.history.append(said)
        return self._announce([said])

    def new_game(self) -> list[str]:
        """The next game at this table: the same seats and levels, the next deal, once every
        device at the table has said yes."""
        for person in self.humans.values():
            person.advisor.pause()
        said = self.link.new_table(self.seat)
        if said is None:
            return [self.words("table-new-waiting")]
        self.seat = self.link.first_seat
        return [self.words("table-new-game"), *map(self.words.say, said), *self.start(welcome=False)]

    def cue(self, *names: str) -> None:
        """Sounds to be heard with the next lines said (core/sounds.py's names)."""
        self._cues.extend(names)

    def take_sounds(self) -> list[str]:
        """The sounds of what was said since last asked, in order, for the device to play;
        none while sounds are off."""
        cues, self._cues = self._cues, []
        return cues if self.sounds_on else []

    def _catch_up(self, seat: int | None = None, upto: int | None = None, sounding: bool = True) -> list[str]:
        """What a person (by default the one at the keyboard) has not yet been told, as their seat
        may know it: every change told to their seat, or those up to the first `upto` moves;
        with its sounds when it is the person at the keyboard's and `sounding`."""
        seat = self.seat if seat is None else seat
        person = self.humans[seat]
        told = [change for change in person.told if upto is None or change[0] <= upto]
        if not told:
            return []
        moves, events, view = told[-1]
        del person.told[: len(told)]
        lines = self._narrated(seat, (person.heard, events), view)
        if sounding and seat == self.seat:
            self.cue(*self.game.sounds(person.seen[person.heard:events], seat))
        person.heard, person.heard_moves = events, moves
        person.history.extend(lines)
        del person.history[:-HISTORY_LIMIT]
        return lines

    def _narrated(self, seat: int, span: tuple[int, int], view: Any, narrator: Narrator | None = None) -> list[str]:
        """The events of `seat`'s account in `span`, told to its person by their narrator (or
        `narrator`), the moves a computer player made keeping their seat told as its own."""
        person = self.humans[seat]
        own = narrator or person.narrator
        start, end = span
        if not any(first < end and last > start for first, last in person.made_for_them):
            return own.narrate(person.seen[start:end], view)
        names = tuple(self.words("table-kept-name") if number == seat else name for number, name in enumerate(self.names))
        keeper = self.game.narrator(ONLOOKER, names, self.words, own.verbosity)
        keeper.narrate(person.seen[:start], None)  # the game's stage as it follows it (round, wild rank)
        intro = self.words("host-kept-seat", seat=seat, runs="")
        return told_with_keeper(own, keeper, person.seen, span, person.made_for_them, view, intro)

    def _hand_over(self) -> list[str]:
        """Another person's turn: the screen is cleared, so this one's cards are out of a
        sighted neighbour's sight, and nothing private is said until the next person is at the
        keyboard. (A terminal clears its screen, which a screen reader does not read out; plain
        output scrolls the cards away with blank lines: console/line_io.py.)"""
        leaving = self.names[self.seat]
        return [self.words("table-turn-over", name=leaving), SCREEN_BREAK, self.words("table-cards-hidden", name=leaving), self.pass_to()]

    def pass_to(self) -> str:
        """Whose turn it is now at the keyboard, to be confirmed with Enter: "Pass to Bob."."""
        seat = self.current if self.current in self.humans and not self.is_over else self.seat
        arriving = self.names[seat]
        self.pending_handover = seat
        return self.words("table-pass-to", name=arriving)

    def take_over(self) -> list[str]:
        """The person whose turn it is has come to the keyboard: tell them what they missed."""
        assert self.pending_handover is not None
        self.seat, self.pending_handover = self.pending_handover, None
        lines = [self.words("table-at-keyboard", name=self.names[self.seat]), *self._catch_up()]
        standing = self.narrator.standing(self.view())
        if not self.is_over and standing[-1] not in lines and standing[-1] not in self.narrator.your_turn(self.view(), lines):
            lines += standing  # their cards as they are now, never as dealt
        return self._announce(lines)

    def _announce(self, lines: list[str]) -> list[str]:
        if self.pending_handover is not None:
            return lines
        view = self.view()
        turn = self.narrator.your_turn(view, just_said=lines)
        if turn and not self.is_over and not self.me.turn_sounded:  # as the turn comes, not again at "Now discard a card."
            self.cue(Cue.YOUR_TURN)
            self.me.turn_sounded = True
        lines = lines + turn
        if self.auto_hints and not self.is_over and self.me.advisor.hint_due(view):
            lines.append(self.hint())
        self.me.last_announcement = lines
        return lines

    def hint(self) -> str:
        """A strong player's move for this seat now, and why; remembered, so that typing it back
        makes that move while the table is as it was (`said_move`)."""
        self.me.advisor.reseed(f"hint:{self.seat}:{self.moves}")  # the same hint for the same position, resumed or not
        view = self.view()
        given = self.me.advisor.advice(view)
        self.me.last_hint = (view, given.move)
        return given.said

    def said_move(self, line: str) -> Any | None:
        """The move `line` types back as the program said it: the last hint's, while nothing has
        moved since, else one the game says in a sentence (core/said_moves.py); None for any other line."""
        # The hint holds while the table is as it was when it was given (a move and its undo bring
        # that back); the moves open are worked out again for each view told (every change).
        view, (hinted_at, hinted) = self.view(), self.me.last_hint
        if view is None:
            return None  # nothing told yet: no move is open
        ands = and_words(self.words)
        if hinted is not None and hinted_at == view and (move := move_typed(line, [hinted], ands)) is not None:
            return move  # the hint just heard, typed back even up to a pause that leaves out where ("pay two coins")
        if len(line.split()) < 2:
            return None  # a game's sentences are longer; one word is a command's, and the sentences are not worth making
        if self._said_moves[0] is not view:
            self._said_moves = (view, SaidMoves(self.game.said_moves(view, self.words), ands))
        return self._said_moves[1].move(line)

    def retold(self, part: int = 0) -> list[str]:
        """The whole game again, as this seat knew it, in this person's words; or only its part
        `part` (from 1, of `replay_parts`), narrated after the parts before it, as it was heard."""
        narrator = self.game.narrator(self.seat, self.names, self.words, self.narrator.verbosity)
        if not self.me.made_for_them:
            return retell(narrator, self.me.seen, self.replay_parts() if part else [], part)
        seat = self.seat
        return retell(narrator, self.me.seen, self.replay_parts() if part else [], part,
                      lambda first, last: self._narrated(seat, (first, last), None, narrator))

    def replay_parts(self) -> list[ReplayPart]:
        """The parts this person's account is retold in, one at a time (Game.replay_parts)."""
        return self.game.replay_parts(self.me.seen, self.words)

    # ------------------------------------------------------------------ lines in, lines out

    def handle(self, line: str) -> list[str]:
        """Lines to say in answer to one typed line. Never raises: errors are said."""
        self.link.receive()  # what other devices did since: the answer is about the table as it is
        answer = [*self.follow_on(), *answers.answer(self, line)]  # moves the device never asked for are said first
        self._ponder()
        notices, self._notices = self._notices, []
        return [*map(self.words.say, notices), *answer]

    def _ponder(self) -> None:
        """Let the advisor think ahead while the player listens, when it is their move; else stop it."""
        if not self.quit and not self.is_over and self.pending_handover is None and self.current == self.seat:
            self.me.advisor.ponder(self.view())
        else:
            self.me.advisor.pause()

    def stopping_words(self) -> str:
        """How the game stands saved, for the last line when the player stops."""
        said = self.link.stopping()
        return self.words.say(said) if said is not None else ""

    def end_of_input(self) -> list[str]:
        """The input ended (a pipe ran dry, Ctrl+D)."""
        self.me.advisor.pause()
        if self.is_over:
            return [self.words("table-end-of-input-after")]
        return [" ".join(part for part in (self.words("table-end-of-input"), self.stopping_words()) if part)]

    def ask(self, question: str) -> list[str]:
        """Quit or a new game in the middle of one: asked first, so a slip of the keyboard loses nothing."""
        self.pending_question = question
        return [self.words("table-ask-new" if question == "new" else "table-ask-quit")]

    def after_the_game_words(self) -> list[str]:
        """That the game is over and how to go on, then what can still be asked: two short lines."""
        return answers.after_the_game_words(self)
