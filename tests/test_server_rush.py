"""A rush of web-page players on a server that has just started (issue 38): `shared-table serve`
for real on 127.0.0.1, and the moment it listens, 50 seats opened at once over WebSockets
(`open-lines`, as the web page's home opens a table), in all eight languages and every game, each
typing a couple of lines. Over several fresh starts: the process never dies, every seat hears its
answers, and no sentence anywhere is a message's id. Opening web-page tables right after a start
killed the process in 3 of 10 starts (liblouis from several threads), and catalogs parsed from
several threads said ids instead of sentences (tests/test_threads.py has each alone).

Fresh starts: `RUSH_STARTS`, 3 in `make test`, 20 in `make stress` (tests/sizes.py). No timing
is asserted: the timeouts only keep a hung server from hanging the test."""

from __future__ import annotations

import asyncio
import json
import re
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from server_helpers import Server
from shared_table.games import all_games
from shared_table.i18n.languages import LANGUAGES
from shared_table.i18n.words import TABLE_PACKAGE, _package_entries
from sizes import size

STARTS = size("RUSH_STARTS", 3, 20)
SEATS = 50
CODES = [language.code for language in LANGUAGES]
GAMES = ("fivecrowns", "skipbo", "solitaire")
TYPED = ("hand", "help")
GUARD_SECONDS = 300
"""Longer than any rush takes on a loaded machine: only a hung server reaches it."""

ID_SHAPE = re.compile(r"-?[a-z][a-z0-9]*(?:-[a-z0-9]+)+")
"""What a message id looks like ("fc-round-started"): a line that is nothing else is one."""
WORD = re.compile(r"-?[a-z][a-z0-9]*(?:-[a-z0-9]+)+")
KNOWN_IDS = frozenset(
    key.lstrip("-")
    for package in (TABLE_PACKAGE, *(package for game in all_games() for package in game.catalogs))
    for code in CODES
    for key, _ in _package_entries(package, code)
)
"""Every message and term of every catalog: none may show inside a sentence either ("{fc-rank-11}")."""


def ids_in(text: str) -> list[str]:
    """The message ids a sentence shows: the whole of it shaped like one, a known id among its
    words, or Fluent's mark of a value it could not make."""
    found = [text.strip()] if ID_SHAPE.fullmatch(text.strip()) else []
    found += [word.lstrip("-") for word in WORD.findall(text) if word.lstrip("-") in KNOWN_IDS]
    return list(dict.fromkeys(found + (["{???}"] if "{???}" in text else [])))


def test_the_check_finds_an_id_alone_or_inside_a_sentence_and_nothing_in_a_sentence() -> None:
    assert ids_in("fc-round-started") == ["fc-round-started"]
    assert ids_in("net-lobby-waiting\n") == ["net-lobby-waiting"]
    assert ids_in("Runde { fc-rank-11 }, sb-stock-shows.") == ["fc-rank-11", "sb-stock-shows"]
    assert ids_in("Le total : {???}") == ["{???}"]
    assert ids_in("Round 4. Skip-Bo: 7sp, the nine-of-hearts, e-mail. Ann's turn.") == []


def texts(value: Any) -> list[str]:
    """Every string inside a drawing."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [text for item in value.values() for text in texts(item)]
    if isinstance(value, list):
        return [text for item in value for text in texts(item)]
    return []


async def answers_until(socket: ClientConnection, request_id: int) -> list[dict[str, Any]]:
    """The `said` messages that come before the answer to request `request_id`; a refusal fails."""
    said = []
    while True:
        message = json.loads(await socket.recv())
        assert message["kind"] != "refused", message
        if message["kind"] == "said":
            said.append(message)
        elif message["kind"] == "completions" and message["id"] == request_id:
            return said


async def one_seat(url: str, number: int) -> list[list[dict[str, Any]]]:
    """Seat `number`: opens its table, then types each line of TYPED; what it heard, by step."""
    code, game = CODES[number % len(CODES)], GAMES[number % len(GAMES)]
    heard = []
    async with connect(url.replace("http", "ws", 1) + "/ws", proxy=None, open_timeout=GUARD_SECONDS, max_size=2**22) as socket:
        await socket.send(json.dumps({"kind": "open-lines", "id": 1, "game": game, "players": None, "bots": None, "guests": 0,
                                      "name": "Ann", "seed": number, "options": [], "language": code}))
        # A request's answer comes after everything said while it was done: `complete` marks the end.
        await socket.send(json.dumps({"kind": "complete", "id": 2, "text": ""}))
        heard.append(await answers_until(socket, 2))
        for step, text in enumerate(TYPED):
            await socket.send(json.dumps({"kind": "line", "id": 10 + 2 * step, "text": text}))
            await socket.send(json.dumps({"kind": "complete", "id": 11 + 2 * step, "text": ""}))
            heard.append(await answers_until(socket, 11 + 2 * step))
    return heard


async def rush(url: str) -> list[list[list[dict[str, Any]]] | BaseException]:
    seats = asyncio.gather(*(one_seat(url, number) for number in range(SEATS)), return_exceptions=True)
    return await asyncio.wait_for(seats, GUARD_SECONDS)


def test_fifty_web_page_seats_opened_at_once_on_a_fresh_server_in_every_language_and_game(tmp_path: Path) -> None:
    dead, shown_ids, checked = [], [], 0
    for start in range(STARTS):
        # The seats all come from 127.0.0.1: the limit on opening tables from one address is lifted.
        server = Server(tmp_path / f"start-{start}", 0, "--joins-per-minute", str(SEATS * 2))
        try:
            seats = asyncio.run(rush(server.url))
            alive = server.process.poll() is None
            maps = Path(f"/proc/{server.process.pid}/maps").read_text() if alive else ""
        finally:
            problems = server.stop()
        if not alive:
            dead.append((start, server.process.returncode, problems[-500:]))
            continue
        assert "liblouis" in maps, "the pages' braille was made in the server, through liblouis"
        assert "espeak" not in maps, "the server never speaks: no voice is loaded"
        assert "Traceback" not in problems and "words:" not in problems, problems[-3000:]
        for number, seat in enumerate(seats):
            assert not isinstance(seat, BaseException), (start, number, repr(seat))
            assert len(seat) == 1 + len(TYPED)
            for step, said in enumerate(seat):
                assert any(message["lines"] for message in said), ("nothing said", start, number, step, said)
                shown = [(line, ids_in(line)) for message in said for line in [*message["lines"], *texts(message.get("drawing"))]]
                shown_ids += [(start, number, step, line) for line, ids in shown if ids]
                checked += len(shown)
    print(f"{STARTS} starts of {SEATS} seats: {len(dead)} died; {checked} lines and drawn texts, {len(shown_ids)} showing an id")
    assert not dead, f"the server died in {len(dead)} of {STARTS} starts: {dead}"
    assert not shown_ids, f"{len(shown_ids)} lines said message ids: {shown_ids[:5]}"
