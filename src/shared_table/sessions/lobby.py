"""A person at a table on a server before its game begins (the lobby): what they may type there
and what it answers, the same at a terminal (console/remote.py) and at a page (net/line_seat.py).
Start begins the game (only the one who opened the table may); quit leaves, after asking; help
says what can be done here. Words and letters are the game's own: `quit`, `q`, `afslut`, `help`,
`?`, `hjælp` mean here what they mean at the table."""

from __future__ import annotations

from typing import Literal

from shared_table.i18n.words import Words
from shared_table.sessions.answers import is_yes

Doing = Literal["", "start", "leave"]

_WORDS = {"help": {"help", "?", "he"}, "quit": {"quit", "q", "exit"}, "start": {"start"}}
"""The English words and aliases, understood in every language (as at the table: common_commands.py)."""


class Lobby:
    """One person's lines before the game starts; `opener`: they opened the table (seat 0)."""

    def __init__(self, words: Words, opener: bool) -> None:
        self.words, self.opener = words, opener
        self.asked_to_leave = False

    def answer(self, line: str) -> tuple[Doing, list[str]]:
        """What the device is to do ("start", "leave" or nothing more), and the lines to say."""
        words = self.words
        word = line.strip().partition(" ")[0].casefold()
        if self.asked_to_leave:  # asked first, as in the game: a slip of the keyboard loses nothing
            self.asked_to_leave = False
            if is_yes(word, words):
                return "leave", [words("table-goodbye")]
            return "", [words("table-not-quitting")]
        said_here = {words("table-cmd-help").casefold(): "help", words("table-cmd-quit").casefold(): "quit"}
        meant = next((name for name, english in _WORDS.items() if word in english), said_here.get(word, ""))
        if meant == "start":
            return "start", []
        if meant == "quit":
            self.asked_to_leave = True
            return "", [words("table-ask-quit")]
        if meant == "help":
            said = "net-lobby-help-yours" if self.opener else "net-lobby-help"
            return "", [words(said, quit=words("table-cmd-quit"), help=words("table-cmd-help"))]
        return "", [words("net-lobby-waiting-yours" if self.opener else "net-lobby-waiting")]

    def standing(self, joined: list[str], waiting: int) -> str:
        """Who is at the table and whom it waits for; to the opener, that they can start now."""
        return self.words("net-lobby-yours" if self.opener else "net-lobby", joined=self.words.list(joined), waiting=waiting)
