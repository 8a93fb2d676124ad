"""What one typed line does at a device, by what the session waits for: the answer to a question
("Quit this game?"), Enter at a hot-seat hand-over, a line after the game, or a command. A
session (sessions/play.py) hands every line here; nothing here prints, and nothing raises: an
error is said as a sentence.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from shared_table.core.error_log import error_log
from shared_table.core.errors import IllegalAction, InvalidInput
from shared_table.core.safe_text import MAX_LINE
from shared_table.core.sounds import Cue
from shared_table.core.words import Words
from shared_table.sessions.common_commands import AFTER_THE_GAME, elsewhere

if TYPE_CHECKING:
    from shared_table.sessions.play import PlaySession

STILL_ASKED_NOT_LISTED = frozenset({"help", "quit", "new", "last", "turn", "verbosity", "sounds"})
"""Commands that still answer after the game but go without saying in "you can still ask"."""


def answer(session: PlaySession, line: str) -> list[str]:
    """The lines to say for `line`, whatever the session is waiting for."""
    if session.quit:
        return [session.words("table-closed")]
    if len(line) > MAX_LINE:
        return [session.words("table-line-too-long", count=len(line), most=MAX_LINE)]
    text = line.strip()
    if session.pending_question:
        return _answered(session, session.pending_question, text)
    if session.pending_handover is not None:
        return _at_hand_over(session, text)
    if session.is_over:
        return _after_the_game(session, text)
    if not text:
        return session.narrator.turn(session.view())
    return run_command(session, text)


def is_yes(text: str, words: Words) -> bool:
    """Yes in English or in the player's language ("ja", "j")."""
    return _one_of(text, words, "table-yes-words", {"y", "yes"})


def is_no(text: str, words: Words) -> bool:
    """No in English or in the player's language ("nej", "n")."""
    return _one_of(text, words, "table-no-words", {"n", "no"})


def _one_of(text: str, words: Words, message: str, english: set[str]) -> bool:
    """`text` is one of the words `message` lists (apart by ";"), or of the English ones."""
    return text.lower() in english | {word.strip().lower() for word in words(message).split(";")}


def _at_hand_over(session: PlaySession, text: str) -> list[str]:
    """Only Enter alone says "I am here": the person who just played may type `hand` out of
    habit, and must not hear the next one's cards. `quit` still asks; anything else is answered
    with what the hand-over waits for, and nothing private."""
    if not text:
        return session.take_over()
    try:
        command, _ = session.commands.parse(text)
    except InvalidInput:
        command = None
    if command is not None and command.name == "quit":
        return session.ask("quit")
    assert session.pending_handover is not None
    return [session.words("table-hand-over-waits", name=session.names[session.pending_handover])]


def _answered(session: PlaySession, question: str, text: str) -> list[str]:
    """The answer to "Quit this game?" or "Give up this game?": yes does it; no, or Enter, goes
    on; another command is that command, not a lost line."""
    words = session.words
    session.pending_question = ""
    if is_yes(text, words):
        if question == "new":
            return session.new_game()
        session.quit = True
        parts = (words("table-game-stopped"), session.stopping_words(), words("table-goodbye"))
        return [" ".join(part for part in parts if part)]
    going_on = words("table-not-quitting" if question == "quit" else "table-no-new-game")
    if session.pending_handover is not None:
        return [going_on, session.pass_to()]
    if not text or is_no(text, words):
        return [going_on, *session.narrator.turn(session.view())]
    return [going_on, *(_after_the_game(session, text) if session.is_over else run_command(session, text))]


def run_command(session: PlaySession, text: str) -> list[str]:
    """A typed command, done; what went wrong said as a sentence, never raised."""
    words = session.words
    said_move = session.said_move(text)  # the program's own sentence for a move, typed back, before any command's reading of it
    if said_move is not None:
        return done_safely(session, text, lambda: session.act(said_move))
    try:
        command, argument = session.commands.parse(text)
    except InvalidInput as error:
        session.cue(Cue.REFUSED)
        return [spoken_sentence(words.say(error.message), words) + elsewhere(session.game, text.partition(" ")[0], words)]
    return done_safely(session, text, lambda: command.handler(session, argument))


def done_safely(session: PlaySession, text: str, do: Callable[[], list[str]]) -> list[str]:
    """What `do` says; a refusal said as a sentence, and anything else logged and said as sorry."""
    words = session.words
    try:
        return do()
    except (InvalidInput, IllegalAction) as error:
        session.cue(Cue.REFUSED)
        return [spoken_sentence(words.say(error.message), words)]
    except Exception:
        error_log().exception("command %r failed", text)
        if session.error_log:
            return [words("table-sorry-logged", log=session.error_log)]
        return [words("table-sorry")]


def after_the_game_words(session: PlaySession) -> list[str]:
    """That the game is over and how to go on, then what can still be asked: two short lines."""
    commands, words = session.commands, session.words
    still = [commands.name_of(command) for command in commands
             if _answers_after_the_game(session, command.name) and command.name not in STILL_ASKED_NOT_LISTED]
    over = words("table-after-the-game", new=commands.name_of(commands.find("new")), quit=commands.name_of(commands.find("quit")))
    return [over, words("table-still-ask", still=words.list(still, "or"))]


def _answers_after_the_game(session: PlaySession, name: str) -> bool:
    game = session.game
    return name in AFTER_THE_GAME or name in game.after_the_game or (name == "undo" and game.takes_back)


def _after_the_game(session: PlaySession, text: str) -> list[str]:
    """After the game ends: what it left (scores, history, braille, replay ...) stays; quit leaves at once."""
    words = session.words
    if not text:
        return [*session.narrator.turn(session.view()), *after_the_game_words(session)]
    try:
        command, _ = session.commands.parse(text)
        if command.name == "quit":
            session.quit = True
            return [words("table-goodbye")]
        if command.name == "new":
            return session.new_game()
        if not _answers_after_the_game(session, command.name):
            return after_the_game_words(session)
    except (InvalidInput, IllegalAction) as error:
        return [spoken_sentence(words.say(error.message), words), *after_the_game_words(session)]
    return run_command(session, text)


def spoken_sentence(message: str, words: Words) -> str:
    """An error message as a spoken sentence: capital first, full stop last."""
    message = message[0].upper() + message[1:] if message else words("table-did-not-work")
    return message if message.endswith((".", "?", "!")) else message + "."
