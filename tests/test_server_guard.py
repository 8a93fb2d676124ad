"""What a person at or near a table can do to others, over real sockets on 127.0.0.1 (issue 39):
deal themselves the cards with a seed (5), close others' tables with a clock jump (9), replace a
game in progress alone (10), open more tables than the limit in a burst or guess codes from many
addresses (11), and play on from a device whose seat was taken by another (13)."""

from __future__ import annotations

import contextlib
import json
import random
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.applications import Starlette
from starlette.routing import WebSocketRoute
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from server_helpers import AppInThread, Device, Server, saved_state
from shared_table.core.errors import IllegalAction
from shared_table.net.join_limit import WRONG_CODES_PER_MINUTE
from shared_table.net.pipeline import Pipeline
from shared_table.net.requests import Open
from shared_table.net.tables import Tables
from shared_table.saves.store import SaveStore

OPEN = {"kind": "open", "game": "", "players": 2, "bots": None, "guests": 1, "name": "Ann", "seed": None, "options": []}


def answer(connection: ClientConnection, request: dict[str, Any], kinds: tuple[str, ...] = ("seated", "refused", "done")) -> dict[str, Any]:
    """Send `request`, and read until its answer (passing over `lobby`, `update` and the like)."""
    connection.send(json.dumps(request))
    return next_of(connection, kinds)


def next_of(connection: ClientConnection, kinds: tuple[str, ...]) -> dict[str, Any]:
    for _ in range(200):
        value = json.loads(connection.recv(timeout=20))
        if value["kind"] in kinds:
            assert isinstance(value, dict)
            return value
    raise AssertionError(f"no {kinds} came")


def ws(url: str, address: str = "127.0.0.1") -> ClientConnection:
    """A WebSocket from `address` (any of 127.0.0.0/8 on Linux: as many people as we like)."""
    host, port = url.removeprefix("http://").split(":")
    raw = socket.create_connection((host, int(port)), timeout=20, source_address=(address, 0))
    return connect(f"ws://{host}:{port}/ws", sock=raw)


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class InProcess(AppInThread):
    """The pipeline on 127.0.0.1 in this process, its join limit on a clock the test moves."""

    def __init__(self, folder: Path) -> None:
        store = SaveStore(folder / "games.sqlite3")
        self.tables = Tables(store)
        self.pipeline = Pipeline(self.tables)
        self.clock = self.pipeline.join_limit.clock = Clock()
        super().__init__(Starlette(routes=[WebSocketRoute("/ws", self.pipeline.serve)]), store, backlog=256, lifespan="off")


@pytest.fixture
def in_process(tmp_path: Path) -> Iterator[InProcess]:
    server = InProcess(tmp_path)
    yield server
    server.close()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    started = Server(tmp_path, seeds_for_tests=False)  # as a club runs it
    yield started
    started.stop()


# ---------------------------------------------------------------------- 5: the deal is nobody's to choose


def test_a_table_with_guests_is_dealt_from_a_secret_seed_and_the_next_game_from_a_fresh_one(server: Server) -> None:
    with ws(server.url) as ann:
        refused = answer(ann, {**OPEN, "id": 1, "seed": 7})
        assert refused["kind"] == "refused" and refused["said"]["id"] == "net-seed-with-guests"
        assert "nobody knows another's cards" in refused["text"]
        alone = answer(ann, {**OPEN, "id": 2, "seed": 7, "guests": 0, "bots": "easy"})
        assert alone["kind"] == "seated", "a game alone may be dealt from a seed"
    ann, bob = Device(server), Device(server)
    code = ann.open(seed=None, guests=1, players=2)
    bob.join(code)
    for device in (ann, bob):
        device.wait_for(lambda device=device: device.session is not None)  # type: ignore[misc]
    _, first = saved_state(server)
    ann.link.request("new", seat=0)
    bob.link.request("new", seat=1)
    _, second = saved_state(server)
    assert first.setup.seed != 7 and second.setup.seed not in (first.setup.seed, first.setup.seed + 1)
    seen = [json.dumps(value) for value in (ann.link.lobby, ann.link.started, bob.link.started, ann.link.last, bob.link.last)]
    for text in seen:
        assert "seed" not in text and str(first.setup.seed) not in text and str(second.setup.seed) not in text
    ann.close(), bob.close()


# ---------------------------------------------------------------------- 9: a clock that jumps


def test_a_clock_jump_of_any_size_adds_one_sweep_of_idleness_and_closes_no_table(tmp_path: Path) -> None:
    class Away:
        def send(self, kind: str, **fields: object) -> None: ...
        def notice(self, message: object) -> None: ...
        def seated_at(self, link: object, since: object, heard: int, code: str) -> None: ...

    store = SaveStore(tmp_path / "games.sqlite3")
    tables = Tables(store)
    person = Away()
    served, seat, _ = tables.open(person, Open(id=1, game="", players=2, bots=None, guests=1, name="Ann", seed=None, options=[]))  # type: ignore[arg-type]
    tables.leave(served, seat, person)  # type: ignore[arg-type]
    now = time.time()  # a clock that reads like the wall clock: jumping it closed every table once
    assert tables.close_idle(now) == []
    for jump in (25 * 3600, 10**9, 10**12):  # both clocks jump forward, more each time
        now += jump
        assert tables.close_idle(now) == [], f"a jump of {jump} s closed the table"
    assert served.idle <= 3 * 1200
    assert tables.close_idle(now - 10**6) == [], "nor a clock that goes back"
    served.used -= 25 * 3600  # the wall clock alone jumps: it is not what counts
    assert tables.close_idle(now) == [] and served.code in tables.by_code
    store.close()


# ---------------------------------------------------------------------- 10: a new game needs everyone


def test_a_game_in_progress_is_replaced_only_once_every_person_agrees_here_or_away(tmp_path: Path) -> None:
    server = Server(tmp_path)  # seeds for tests: the deal is foreseen
    try:
        ann, bob = Device(server), Device(server)
        code = ann.open(guests=1, players=2)
        bob.join(code)
        for device in (ann, bob):
            device.wait_for(lambda device=device: device.session is not None)  # type: ignore[misc]
        token = bob.link.token
        bob.close()
        ann.wait_for(lambda: any("Bob left" in line for line in ann.said))
        assert ann.link.request("new", seat=0).get("said") is None, "Bob is away: no new game"
        ann.wait_for(lambda: any("A new game needs a yes from Bob too." in line for line in ann.said))
        _, table = saved_state(server)
        assert table.setup.seed == 7, "the game in progress goes on"
        back = Device(server)
        back.join(code, name="Bob", token=token)
        back.wait_for(lambda: any("Ann asks for a new game." in line for line in back.said))
        for _ in range(40):  # Bob plays on: that is his no
            for device in (ann, back):
                device.pump()
            if back.my_turn():
                back.move()
                break
            if ann.my_turn():
                ann.move()
        ann.wait_for(lambda: any("Bob played on: no new game." in line for line in ann.said))
        assert ann.link.request("new", seat=0).get("said") is None, "asked again"
        assert back.link.request("new", seat=1).get("said") is not None, "Bob says yes: dealt"
        _, table = saved_state(server)
        assert table.setup.seed == 8
        ann.close(), back.close()
    finally:
        server.stop()


# ---------------------------------------------------------------------- 11: the join limit


def burst(url: str, size: int) -> int:
    """`size` opens from one address at the same moment, each on its own connection: how many got a table."""
    connections = [ws(url) for _ in range(size)]
    ready = threading.Barrier(size)
    answers: list[str] = []

    def open_one(connection: ClientConnection, number: int) -> None:
        ready.wait()
        answers.append(answer(connection, {**OPEN, "id": number})["kind"])

    threads = [threading.Thread(target=open_one, args=(connection, number)) for number, connection in enumerate(connections)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    for connection in connections:
        connection.close()
    return answers.count("seated")


def test_bursts_of_simultaneous_opens_from_one_address_get_the_limit_and_no_more(in_process: InProcess) -> None:
    got = []
    for _ in range(5):
        got.append(burst(in_process.url, 40))
        in_process.clock.now += 61  # the next minute
    assert got == [20] * 5, f"tables got by each burst of 40: {got}"


def test_codes_guessed_from_many_addresses_meet_one_budget_for_the_whole_server(in_process: InProcess) -> None:
    with ws(in_process.url, "127.0.0.1") as ann:
        opened = answer(ann, {**OPEN, "id": 1})
        code, guessers = opened["table"], [f"127.0.1.{number}" for number in range(1, 65)]
        wrong = random.Random(1)
        said: list[str] = []
        for address in guessers:  # 5 each: far below each address's own limit
            with ws(in_process.url, address) as guesser:
                for number in range(5):
                    guess = "".join(wrong.choice("ACDEFGHJKM") for _ in range(7))
                    said.append(answer(guesser, {"kind": "join", "id": number, "table": guess, "name": "Eve", "token": None,
                                                 "since": None})["said"]["id"])
        assert said.count("net-no-table") == WRONG_CODES_PER_MINUTE
        assert said.count("net-guessing-paused") == len(said) - WRONG_CODES_PER_MINUTE
        with ws(in_process.url, "127.0.2.1") as bob:  # the right code is refused too: a guesser learns nothing
            right = answer(bob, {"kind": "join", "id": 1, "table": code, "name": "Bob", "token": None, "since": None})
            assert right["kind"] == "refused" and right["said"]["id"] == "net-guessing-paused"
            assert "Coming back to your own seat still works" in right["text"]
        with ws(in_process.url, "127.0.0.1") as again:  # but Ann takes back her own seat with its token
            back = answer(again, {"kind": "join", "id": 1, "table": code, "name": "Ann", "token": opened["token"], "since": None})
            assert back["kind"] == "seated" and back["seat"] == 0


def test_an_address_over_its_limit_still_takes_back_its_own_seat_and_a_wrong_token_counts(in_process: InProcess) -> None:
    with ws(in_process.url, "127.0.3.1") as ann, ws(in_process.url, "127.0.3.2") as bob:
        code = answer(ann, {**OPEN, "id": 1})["table"]
        token = answer(bob, {"kind": "join", "id": 1, "table": code, "name": "Bob", "token": None, "since": None})["token"]
    kinds = []
    for number in range(25):  # someone behind the same address uses its joins up
        with ws(in_process.url, "127.0.3.2") as neighbour:
            kinds.append(answer(neighbour, {**OPEN, "id": number})["kind"])
    assert kinds.count("seated") == 19, "Bob's join was one of the 20"
    with ws(in_process.url, "127.0.3.2") as bob:
        wrong = answer(bob, {"kind": "join", "id": 1, "table": code, "name": "Bob", "token": "x" * 43, "since": None})
        assert wrong["said"]["id"] == "net-too-many-joins"
        back = answer(bob, {"kind": "join", "id": 2, "table": code, "name": "Bob", "token": token, "since": None})
        assert back["kind"] == "seated" and back["seat"] == 1
    taken = in_process.pipeline.join_limit.wrong_codes.times
    assert len(taken) == 1, "the wrong token counted as a wrong guess"


# ---------------------------------------------------------------------- 13: a replaced connection


def test_the_host_refuses_a_device_whose_seat_was_taken_by_another(tmp_path: Path) -> None:
    class Here:
        def __init__(self) -> None:
            self.link: Any = None

        def send(self, kind: str, **fields: object) -> None: ...
        def notice(self, message: object) -> None: ...
        def told(self, seat: int, update: object) -> None: ...

        def seated_at(self, link: Any, since: object, heard: int, code: str) -> None:
            self.link = link
            link.join(self, since)

    store = SaveStore(tmp_path / "games.sqlite3")
    tables = Tables(store)
    first, second = Here(), Here()
    served, seat, _ = tables.open(first, Open(id=1, game="", players=2, bots="easy", guests=0, name="Ann", seed=3, options=[]))  # type: ignore[arg-type]
    tables.sit(served, seat, first, None)  # type: ignore[arg-type]
    assert served.table_id is not None
    table = tables.host.table(served.table_id)
    bot = served.game.make_bot("easy", 0, 2, random.Random(0))
    bot.observe(table.seen[0])
    action = bot.choose(table.state.view(0))
    assert tables.sit(served, seat, second, None) is first, "the first device is the one replaced"  # type: ignore[arg-type]
    moves = table.moves
    for act in (lambda: first.link.play(0, action), lambda: first.link.new_table(0), lambda: first.link.take_back(0)):
        with pytest.raises(IllegalAction, match="Your seat was taken on another device"):
            act()
    assert table.moves == moves and tables.host.table(served.table_id) is table
    second.link.play(0, action)
    assert table.moves > moves
    store.close()



@pytest.mark.parametrize("lines", [False, True])
def test_a_device_whose_seat_is_taken_on_another_is_told_closed_and_never_acts_again(tmp_path: Path, lines: bool) -> None:
    server = Server(tmp_path)
    try:
        first = ws(server.url)
        kind, extra = ("open-lines", {"language": "fr"}) if lines else ("open", {})
        opened = answer(first, {**OPEN, "kind": kind, "id": 1, "guests": 0, "bots": "easy", "seed": 3, **extra})
        deadline = time.monotonic() + 20
        while True:  # the game is saved, and the computer player who begins has moved
            with contextlib.suppress(ValueError):  # no game saved yet
                game, table = saved_state(server)
                if table.state.current == 0:
                    break
            assert time.monotonic() < deadline, "the game did not start"
        bot = game.make_bot("easy", 0, 2, random.Random(0))
        bot.observe(table.seen[0])
        action = game.codec.encode_action(bot.choose(table.state.view(0)))
        move = {"kind": "move", "id": 2, "seat": 0, "answering": table.moves, "action": action}
        second = ws(server.url)
        rejoin = {"kind": "join", "id": 1, "table": opened["table"], "name": "Ann", "token": opened["token"], "since": None}
        assert answer(second, rejoin)["kind"] == "seated"
        with contextlib.suppress(ConnectionClosed):
            first.send(json.dumps(move))  # at once: refused, or the connection is closed already
        replaced = next_of(first, ("replaced",))
        assert replaced["said"]["id"] == "net-replaced"
        assert replaced["text"].startswith("Votre place a été prise" if lines else "Your seat was taken on another device.")
        with pytest.raises(ConnectionClosed) as closed:
            next_of(first, ("done",))  # the move is never done
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 4000
        assert saved_state(server)[1].moves == table.moves, "the replaced device's move was not applied"
        if not lines:
            assert answer(second, move)["kind"] == "done", "the seat plays on from the second device"
            assert saved_state(server)[1].moves > table.moves
        second.close()
    finally:
        server.stop()


def test_the_terminal_client_whose_seat_is_taken_says_so_and_does_not_take_it_back(tmp_path: Path) -> None:
    server = Server(tmp_path)
    try:
        first = Device(server)
        code = first.open(guests=0, players=2, bots="easy")
        first.wait_for(lambda: first.session is not None)
        second = Device(server)
        second.join(code, name="Ann", token=first.link.token)
        second.wait_for(lambda: second.session is not None)
        first.wait_for(lambda: first.link.last.get("kind") == "gone")
        assert first.link.replaced and first.link.closing
        first.pump()
        assert any("Your seat was taken on another device." in line for line in first.said)
        assert second.link.request("stopping")["kind"] == "done", "the second device keeps the seat"
        second.close()
    finally:
        server.stop()


def test_a_right_code_whose_table_is_moving_between_processes_is_no_wrong_guess(in_process: InProcess) -> None:
    """A join refused because its table is between two server processes (`net-table-moving`)
    gives its places back: a rush of people coming back to moving tables never pauses joining."""
    from shared_table.core.errors import InvalidInput
    from shared_table.core.message import msg

    def moving(person: object, request: Any, only_own_seat: object = None) -> Any:
        raise InvalidInput(msg("net-table-moving", code=request.table))

    in_process.tables.join = moving  # type: ignore[method-assign]
    with ws(in_process.url, "127.0.4.1") as bob:
        for number in range(5):
            refused = answer(bob, {"kind": "join", "id": number, "table": "CDEFGHJ", "name": "Bob", "token": None, "since": None})
            assert refused["said"]["id"] == "net-table-moving"
    assert len(in_process.pipeline.join_limit.wrong_codes.times) == 0, "no wrong guess counted"
    assert len(in_process.pipeline.join_limit.joins["127.0.4.1"].times) == 0, "nor a join of that address"


class EveryTableHere:
    """The leases of a process among several (net/hosting.py), as a process that may host every
    table it is asked for sees them: for the join rules alone, without a database."""

    seconds = 10.0
    renew_every = 2.5

    def take(self, code: str, wait: float = 0.0) -> bool:
        return True

    def release(self, code: str, to: str | None = None) -> None: ...
    def forget(self, code: str) -> None: ...


def test_with_guessing_paused_a_seat_s_own_token_still_wakes_its_table_at_a_process_that_has_not_got_it(in_process: InProcess) -> None:
    """Several processes: a person coming back with their token may reach a process that has not
    woken their table yet (it moved there). With joining by code paused, the token alone still
    takes the seat back there; a wrong token or code is refused as before, telling nothing."""
    in_process.tables.hosting = EveryTableHere()  # type: ignore[assignment]
    with ws(in_process.url, "127.0.5.1") as ann:
        opened = answer(ann, {**OPEN, "id": 1})
    code = opened["table"]
    del in_process.tables.by_code[code]  # as at a process the table has not come to yet
    in_process.pipeline.join_limit.wrong_codes.times.extend([in_process.clock.now] * WRONG_CODES_PER_MINUTE)  # guessing paused
    with ws(in_process.url, "127.0.5.2") as eve:
        for table, token in ((code, "x" * 43), ("CDEFGHJ", opened["token"])):
            refused = answer(eve, {"kind": "join", "id": 1, "table": table, "name": "Eve", "token": token, "since": None})
            assert refused["said"]["id"] == "net-guessing-paused", refused
    with ws(in_process.url, "127.0.5.1") as again:
        back = answer(again, {"kind": "join", "id": 1, "table": code, "name": "Ann", "token": opened["token"], "since": None})
        assert back["kind"] == "seated" and back["seat"] == 0, back
