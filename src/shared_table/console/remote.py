"""`shared-table play --server URL` and `shared-table join CODE`: this terminal as one person's
device at a table on a server. The same line loop, readline, speech and braille as a game here;
the table is the server's (net/client.py carries the messages).

A move made at another device is said at once when the prompt is empty; while the person is
typing, it waits until they press Enter, so a half-typed line is never redrawn. Before the game
starts (the lobby), `start` starts it with computer players in the empty seats; during the game,
`hold NAME` lets a computer player keep the seat of someone who lost the connection. A printout
(`print`) is written to this computer's printouts folder, as in a game here.

The client never hands the keyboard back to the shell unannounced: while the server cannot be
reached it keeps trying (net/client.py), and if it ends without the person asking (their seat
taken on another device), it says so and, at a terminal, waits for Enter, so that a line typed
next is not run by the shell.
"""

from __future__ import annotations

import contextlib
import json
import os
import threading
from pathlib import Path
from typing import IO

import platformdirs

from shared_table.console.line_io import LineIO, PlainIO, TerminalIO, spoken, use_plain
from shared_table.console.printouts import print_to_folder
from shared_table.core.errors import IllegalAction, InvalidInput
from shared_table.core.message import Msg
from shared_table.core.sounds import DEFAULT_VOLUME, NOTICE_CUES
from shared_table.games import every_catalog
from shared_table.i18n.words import Words, words_for
from shared_table.net.client import RemoteLink, page_url
from shared_table.sessions.lobby import Lobby
from shared_table.sessions.play import PlaySession
from shared_table.sound.player import NoSound, SoundOut, SoundPlayer
from shared_table.speech.speaker import Speaker, SpeechChoice
from shared_table.table.host import KEPT_SEAT
from shared_table.table.link import Update


def seats_file() -> Path:
    """Where this account keeps the secret token of each seat it holds (never printed)."""
    return platformdirs.user_state_path("shared-table") / "seats.json"


def stored_token(url: str, code: str) -> str | None:
    try:
        value = json.loads(seats_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    token = value.get(f"{url}|{code.strip().upper()}") if isinstance(value, dict) else None
    return token if isinstance(token, str) else None


def keep_token(url: str, code: str, token: str) -> None:
    path = seats_file()
    try:
        value = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        value = {}
    value = value if isinstance(value, dict) else {}
    value[f"{url}|{code}"] = token
    with contextlib.suppress(OSError):  # without it, this seat cannot be taken back after a restart
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_suffix(".tmp")
        descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(descriptor, "w", encoding="utf-8") as file:
            json.dump(value, file)
        os.replace(temporary, path)


class RemoteDevice:
    """The session at this terminal, and what the server pushes to it."""

    def __init__(self, link: RemoteLink, words: Words, verbosity: str, hints: bool, braille_table: str,
                 sounds: bool = True, volume: int = DEFAULT_VOLUME) -> None:
        self.link, self.words = link, words
        self.sound: SoundOut = NoSound()  # the machine's player, once the terminal is set up
        self.sounds_on, self.volume = sounds, volume  # until the session keeps them (the `sounds` command)
        self._lobby_cues: list[str] = []  # people coming and going before the game starts
        self.verbosity, self.hints, self.braille_table = verbosity, hints, braille_table
        self.lock = threading.RLock()  # the session is touched by one thread at a time
        self.session: PlaySession | None = None
        self.io: LineIO | None = None
        self.speaker: Speaker | None = None
        self.deferred: list[str] = []
        self.lobby_notices: list[Msg] = []
        self.gone = False
        self.left = False  # quit before the game started
        self.wait_for_enter = False  # at a terminal: an end the person did not ask for waits for Enter
        self.enter_asked = False  # ...and that sentence has been written
        self.lobby = Lobby(words, opener=link.seat == 0)  # what is typed before the game starts (sessions/lobby.py)

    # the server's messages before the game starts
    def told(self, seat: int, update: Update) -> None:  # pragma: no cover - no update comes before "started"
        pass

    def notice(self, message: Msg) -> None:
        self.lobby_notices.append(message)

    def news(self) -> list[str]:
        """Hand over what arrived; the words for it (the game's start, once it starts)."""
        link = self.link
        with contextlib.suppress(IllegalAction):  # the server is gone: said below
            link.pump()
        lines = [self.words.say(message) for message in self.lobby_notices if message.id != KEPT_SEAT]
        self._lobby_cues += [NOTICE_CUES[message.id] for message in self.lobby_notices if message.id in NOTICE_CUES]
        self.lobby_notices = [message for message in self.lobby_notices if message.id == KEPT_SEAT]  # the session's to read
        if link.last.get("kind") == "gone":
            if self.gone:
                return lines
            self.gone = True
            lines += self.session.news() if self.session is not None else []  # what the server said last (the seat taken)
            said = lines if link.replaced else [*lines, self.words("net-gone", url=link.url)]  # replaced: said already
            return [*said, self.words("net-ended-enter" if self.wait_for_enter else "net-ended")]
        if self.session is None and link.started is not None and link.early and told_all(link):  # started, and told all its account
            self.words = words_for(self.words.code, link.game.catalogs)  # the game's words too, from now on
            self.session = PlaySession(link, self.verbosity, "", self.hints, words=self.words)
            self.session.braille_table = self.braille_table
            self.session.sounds_on, self.session.sound_volume = self.sounds_on, self.volume
            self.session.printer = print_to_folder  # this terminal's own folder, as a game here
            if self.speaker is not None:
                self.session.braille_display = self.speaker.braille
            for message in self.lobby_notices:  # which moves a computer player made keeping this seat: told as its own
                self.session.notice(message)
            self.lobby_notices.clear()
            heard = int(link.started.get("heard", 0) or 0)
            if heard:  # back at a table where this seat had heard some moves: what came since
                return [*lines, *self.session.resume(self.words("net-table-name", code=link.code), heard)]
            return [*lines, *self.session.start()]
        if self.session is not None:
            return [*lines, *self.session.news()]
        lobby = link.lobby
        if lobby is not None:
            link.lobby = None
            joined = tuple(str(name) for name in lobby.get("joined", []))
            lines.append(self.lobby.standing(list(joined), int(lobby.get("waiting", 0))))
        return lines

    def pushed(self) -> None:
        """Something arrived (the receiving thread): said now if the prompt is empty, else after Enter."""
        if self.io is None or not self.lock.acquire(blocking=False):
            return  # the main thread is answering a line: it hands this over when done
        try:
            lines = [*self.deferred, *self.news()]  # what waited while a line was typed comes first
            self.deferred = []
            if not lines:
                return
            if self.io.typing():
                self.deferred = lines
            else:
                self.io.interject(lines)
                self.enter_asked = self.gone
                if self.speaker is not None:
                    self.speaker.speak(spoken(lines))
                self.play_sounds()
                if self.session is not None:
                    self.session.mark_heard()
        finally:
            self.lock.release()

    def play_sounds(self) -> None:
        """The sounds of what was just said, beside its speech."""
        cues, self._lobby_cues = self._lobby_cues, []
        session = self.session
        if session is not None:
            cues += session.take_sounds()
            self.sounds_on, self.volume = session.sounds_on, session.sound_volume
        if cues and self.sounds_on:
            self.sound.play(cues, self.volume)

    def handle(self, line: str) -> list[str]:
        if self.session is None:
            doing, lines = self.lobby.answer(line)
            if doing == "start":
                try:
                    self.link.request("start")
                except IllegalAction as error:
                    return [self.words.say(error.message)]
                return self.news()
            self.left = doing == "leave"
            return lines
        return self.session.handle(line)

    @property
    def closed(self) -> bool:
        return self.gone or self.left or (self.session is not None and self.session.closed)


def told_all(link: RemoteLink) -> bool:
    """Whether the seat's account has come whole (the table's moves as the server seated this
    device, or a deal since), so that where the game stands is said once, in order."""
    started = link.started or {}
    return link.moves >= int(started.get("moves", 0) or 0) or link.generation != int(started.get("generation", link.generation) or 0)


def run_remote(
    url: str, code: str | None, name: str, stdin: IO[str], stdout: IO[str], stderr: IO[str], language: str, *,
    game: str = "", players: int | None = None, bots: str | None = None, guests: int = 1, seed: int | None = None,
    options: tuple[str, ...] = (), plain: bool = False, verbosity: str = "", hints: bool = False,
    speech: SpeechChoice = SpeechChoice.OFF, voice: str | None = None, rate: int | None = None, braille_table: str = "ueb",
    prog: str = "shared-table play", cafile: str | None = None, sounds: bool = True, volume: int = DEFAULT_VOLUME,
) -> int:
    """Open a table on the server at `url` (no `code`) or join table `code`; play until done.
    `cafile`: a certificate to trust for a wss:// server (its own, self-signed)."""
    words = words_for(language, every_catalog())  # a refusal may name any game
    device: RemoteDevice | None = None
    try:
        link = RemoteLink(url, on_push=lambda: device.pushed() if device is not None else None, cafile=cafile, keep_moves=True)
    except InvalidInput as error:
        stderr.write(words("cli-problem", prog=prog, problem=words.say(error.message).removesuffix(".")) + "\n")
        return 2
    try:
        link.connect(None if code is None else code.strip().upper())  # a table's own socket, for a balancer to route by
        if code is None:
            answer = link.request("open", game=game, players=players, bots=bots, guests=guests, name=name, seed=seed, options=list(options))
        else:
            answer = link.request("join", table=code.strip().upper(), name=name, token=stored_token(link.url, code), since=None)
    except (InvalidInput, IllegalAction) as error:
        stderr.write(words("cli-problem", prog=prog, problem=words.say(error.message).removesuffix(".")) + "\n")
        link.close()
        return 2
    link.code, link.seat, link.token, link.name = str(answer["table"]), int(answer["seat"]), str(answer["token"]), name
    keep_token(link.url, link.code, link.token)
    device = RemoteDevice(link, words, verbosity, hints, braille_table, sounds, volume)
    link.listener = device
    web = url.strip().rstrip("/")
    opening = [words("net-opened", code=link.code, url=web), words("net-opened-link", link=page_url(url, link.code))
               ] if code is None else [words("net-joined-table", code=link.code)]
    with device.lock:
        io: LineIO = PlainIO(stdin, stdout, words) if use_plain(plain, stdin, stdout) else TerminalIO(
            lambda typed: device.session.commands.completions(device.session, typed) if device and device.session else [], stdout, words)
        speaker = Speaker.start(speech, voice, rate, words=words)
        device.io, device.speaker, device.sound = io, speaker, SoundPlayer.start()
        device.wait_for_enter = isinstance(io, TerminalIO)
        if speech is not SpeechChoice.OFF:
            io.write([speaker.describe()])
        _say(device, [*opening, *device.news()])
    entered = False
    try:
        while not device.closed:
            line = io.read()
            speaker.stop()
            with device.lock:
                if line is None:
                    session = device.session
                    _say(device, session.end_of_input() if session is not None else [])
                    break
                if device.gone and device.enter_asked:  # the Enter the last sentence asked for
                    entered = True
                    break
                lines, device.deferred = device.deferred, []
                _say(device, [*lines, *device.handle(line)])
            if not link.inbox.empty():
                device.pushed()
        if device.gone and device.wait_for_enter and not entered:
            if not device.enter_asked:  # told with the answer to a line, or not yet: the Enter is asked for now
                _say(device, [words("net-ended-enter")])
            io.read()
        speaker.wait()
        device.sound.wait()
    finally:
        speaker.close()
        device.sound.close()
        link.close()
    return 1 if device.gone else 0


def _say(device: RemoteDevice, lines: list[str]) -> None:
    assert device.io is not None and device.speaker is not None
    device.io.write(lines)
    device.enter_asked = device.gone
    device.speaker.speak(spoken(lines))
    device.play_sounds()
    if device.session is not None:
        device.session.mark_heard()

