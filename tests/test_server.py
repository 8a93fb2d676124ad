"""`shared-table serve` for real on 127.0.0.1, with real sockets: whole games of every game between
two devices and a computer player, each device told every move and only its own seat's cards;
two languages at one table; a device that drops and comes back; the server killed with SIGKILL
and started again; and every kind of bad input on the wire."""

from __future__ import annotations

import json
import os
import select
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from websockets.sync.client import connect

from served_listings import Listings
from server_helpers import Device, Server, saved_state, view_json
from shared_table.core.errors import IllegalAction
from shared_table.games import all_games


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    running = Server(tmp_path / "server")
    yield running
    problems = running.stop()
    print(problems)
    assert "Traceback" not in problems, problems


def play_to_the_end(devices: list[Device], most_moves: int = 5000) -> None:
    for _ in range(most_moves):
        for device in devices:
            device.pump()
        if all(device.session is not None and device.session.is_over for device in devices):
            return
        movers = [device for device in devices if device.my_turn()]
        if not movers:
            time.sleep(0.002)  # the other device's update, or a computer player's, on its way
            continue
        movers[0].move()
        moves = movers[0].link.moves
        for device in devices:
            device.wait_for(lambda device=device, moves=moves: device.link.moves >= moves)  # type: ignore[misc]
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("game", all_games(), ids=lambda game: game.name)
def test_a_whole_game_between_two_devices_and_a_computer_player(server: Server, game: object) -> None:
    name = game.name  # type: ignore[attr-defined]
    _, most = game.players  # type: ignore[attr-defined]
    ann = Device(server)
    if most == 1:
        ann.open(game=name, guests=0)
        devices = [ann]
    else:
        code = ann.open(game=name, guests=1, players=min(3, most), options=["short"] if name == "skipbo" else [])
        bob = Device(server, "fr")
        bob.join(code)
        devices = [ann, bob]
    for device in devices:
        device.wait_for(lambda device=device: device.session is not None)  # type: ignore[misc]
    play_to_the_end(devices)
    played, table = saved_state(server)
    assert played.name == name and table.state.is_over
    for device in devices:
        seat = device.link.seat
        assert device.view_json() == view_json(played, table.state, seat), "the device's view is the table's, for its seat"
        seen = [played.codec.encode_event(event) for event in device.session.me.seen]  # type: ignore[union-attr]
        assert seen == [played.codec.encode_event(event) for event in table.state.events_for(seat)], "every move, only this seat's cards"
        device.close()
    if len(devices) == 2:
        assert any("Votre main" in line or "Vous" in line for line in devices[1].said), "Bob hears the game in French"
        assert not any("Votre" in line for line in devices[0].said), "and Ann in English, at the same table"


def test_a_move_for_another_seat_or_on_stale_news_is_refused_and_changes_nothing(server: Server) -> None:
    ann, bob = Device(server), Device(server)
    bob.join(ann.open(guests=1, players=2))
    for device in (ann, bob):
        device.wait_for(lambda device=device: device.session is not None)  # type: ignore[misc]
    mover, other = (ann, bob) if ann.my_turn() else (bob, ann)
    action = other.session.game.codec.encode_action(  # type: ignore[union-attr]
        mover.bot.choose(mover.session.view()))  # type: ignore[union-attr]
    with pytest.raises(IllegalAction, match="that seat is not yours"):
        other.link.request("move", seat=mover.link.seat, answering=0, action=action)
    with pytest.raises(IllegalAction, match="that seat is not yours"):
        other.link.request("move", seat=other.link.seat, answering=0, action=action)
    with pytest.raises(IllegalAction, match="answered an older state of the table"):
        mover.link.request("move", seat=mover.link.seat, answering=5, action=action)
    mover.link.request("move", seat=mover.link.seat, answering=0, action=action)
    mover.link.request("move", seat=mover.link.seat, answering=0, action=action)  # sent again: applied once
    _, table = saved_state(server)
    assert table.moves == 1


def raw(server: Server) -> object:
    return connect(server.url.replace("http://", "ws://") + "/ws")


def answer_to(socket: object, text: str) -> dict[str, object]:
    socket.send(text)  # type: ignore[attr-defined]
    value = json.loads(socket.recv(timeout=10))  # type: ignore[attr-defined]
    assert isinstance(value, dict)
    return value


@pytest.mark.parametrize(("sent", "said"), [
    ("not json", "That message is not JSON."),
    ("[1, 2]", "That message is not a JSON object with a kind."),
    ('{"kind": "dance", "id": 1}', "No message kind dance."),
    ('{"kind": "move", "id": 1, "seat": 0, "answering": 0}', "A move message needs action."),
    ('{"kind": "move", "id": 1, "seat": "0", "answering": 0, "action": {}}', "The seat of a move message has the wrong type."),
    ('{"kind": "start", "id": true}', "The id of a start message has the wrong type."),
    ('{"kind": "start", "id": 1, "extra": 1}', "A start message has no field extra."),
    ('{"kind": "start", "id": 1}', "Open a table or join one first."),
    ('{"kind": "join", "id": 1, "table": "ZZZZZZ", "name": "Eve", "token": null, "since": null}', "There is no table ZZZZZZ"),
    ('{"kind": "open", "id": 1, "game": "chess", "players": null, "bots": null, "guests": 1, "name": "Eve",'
     ' "seed": null, "options": []}', "chess"),
    ('{"kind": "open", "id": 1, "game": "", "players": null, "bots": null, "guests": 1, "name": "\\u001b[2J",'
     ' "seed": null, "options": []}', "--name"),
    ('{"kind": "start", "id": 1, "pad": "' + "x" * 20_000 + '"}', "That message is too long: at most 16,384 bytes."),
])
def test_bad_input_on_the_wire_gets_a_sentence_and_the_server_serves_on(server: Server, sent: str, said: str) -> None:
    from shared_table.core.wire import decode_msg
    from shared_table.games import every_catalog
    from shared_table.i18n.words import english, words_for

    with raw(server) as socket:  # type: ignore[attr-defined]
        value = answer_to(socket, sent)
        assert value["kind"] == "refused"
        sentence = words_for("en", every_catalog()).say(decode_msg(value["said"]))
        assert said in sentence, sentence
        assert "\x1b" not in json.dumps(value)
    ann = Device(server)
    assert ann.open(guests=0)  # everyone else is still served
    ann.close()
    assert english()


def test_a_flood_is_refused_message_by_message_and_the_connection_lives_on(server: Server) -> None:
    with raw(server) as socket:  # type: ignore[attr-defined]
        for _ in range(80):
            socket.send('{"kind": "start", "id": 1}')
        kinds = [json.loads(socket.recv(timeout=10))["said"]["id"] for _ in range(80)]
        assert "wire-flood" in kinds and "net-not-seated" in kinds
        time.sleep(1.1)
        assert answer_to(socket, '{"kind": "start", "id": 2}')["said"]["id"] == "net-not-seated"  # type: ignore[index]


def test_a_wrong_token_takes_no_seat_and_a_full_table_says_so(server: Server) -> None:
    ann, bob = Device(server), Device(server)
    code = ann.open(guests=1, players=2)
    bob.join(code)
    eve = Device(server)
    with pytest.raises(IllegalAction, match=f"The game at table {code} has begun: no seat is free"):
        eve.join(code, "Eve", token="x" * 43)
    assert eve.link.seat == -1


def started(*devices: Device) -> None:
    for device in devices:
        device.wait_for(lambda device=device: device.session is not None)  # type: ignore[misc]


def play_moves(devices: list[Device], count: int) -> None:
    """`count` moves of the people (the computer players' follow)."""
    for _ in range(count):
        for device in devices:
            device.pump()
        mover = next(device for device in devices if device.my_turn())
        mover.move()
        moves = mover.link.moves
        for device in devices:
            device.wait_for(lambda device=device, moves=moves: device.link.moves >= moves)  # type: ignore[misc]


def joined_by_a_terminal(server: Server, code: str, state: Path, *lines: str) -> subprocess.Popen[str]:
    env = {**os.environ, "XDG_STATE_HOME": str(state)}
    process = subprocess.Popen([sys.executable, "-m", "shared_table", "join", code, "--server", server.url, "--name", "Bob", "--plain"],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    return process


_UNREAD: dict[int, str] = {}  # by process id: what was read from a terminal past the last whole line


def read_until(process: subprocess.Popen[str], wanted: str, seconds: float = 20) -> list[str]:
    """The terminal's lines up to and including the first that holds `wanted` (read from the pipe
    itself: a text wrapper's buffer would hide lines from `select`)."""
    assert process.stdout is not None
    descriptor = process.stdout.fileno()
    lines: list[str] = []
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        unread = _UNREAD.get(process.pid, "")
        while "\n" in unread:
            line, unread = unread.split("\n", 1)
            _UNREAD[process.pid] = unread
            lines.append(line)
            if wanted in line:
                return lines
        ready, _, _ = select.select([descriptor], [], [], 0.2)
        if ready:
            chunk = os.read(descriptor, 65536)
            assert chunk, f"the terminal ended before saying {wanted!r}: {lines}"
            _UNREAD[process.pid] = unread + chunk.decode("utf-8", "replace")
    raise AssertionError(f"no {wanted!r} in {lines}")


def test_a_guest_whose_terminal_is_killed_joins_again_takes_back_the_seat_and_hears_what_it_missed(server: Server, tmp_path: Path) -> None:
    ann = Device(server)
    code = ann.open(guests=1, players=3, bots="easy")
    bob = joined_by_a_terminal(server, code, tmp_path / "bob")
    read_until(bob, "Round 1.")
    started(ann)
    assert bob.stdin is not None
    for line in ("help", "hand", "draw", "discard 1"):
        bob.stdin.write(line + "\n")
    bob.stdin.flush()
    said = read_until(bob, "hold, then a name, or its beginning: let a computer player keep the seat")
    assert said[-1].startswith("hold, then a name"), "help says the table's word"
    read_until(bob, "You discard")  # Bob moves first (Ann deals), and has heard his move
    bob.send_signal(signal.SIGKILL)
    bob.wait(10)
    ann.wait_for(lambda: any("Bob lost the connection" in line for line in ann.said))
    ann.link.hold("Bob")  # the opener lets a computer player keep Bob's seat
    assert any("A computer player keeps Bob's seat" in line for line in ann.said + ann.session.news())  # type: ignore[union-attr]
    ann.wait_for(ann.my_turn)
    ann.move()  # a move Bob does not hear
    held = ann.link.moves
    back = joined_by_a_terminal(server, code, tmp_path / "bob")  # the same account: its token
    said = read_until(back, "Resumed table")
    ann.wait_for(lambda: any("Bob is back." in line for line in ann.said))
    rest = back.communicate("quit\nyes\n", timeout=20)[0].splitlines()
    assert said[0] == f"You are at table {code}." and any(line.startswith("Resumed table") for line in said), said
    assert rest[-1].startswith("Game stopped.") or rest[-1] == "Goodbye." or "join it again" in rest[-1], rest
    _, table = saved_state(server)
    assert table.setup.players[1] == "Bob", "Bob kept his seat"
    assert table.moves >= held


def test_the_server_killed_mid_game_and_started_again_brings_the_table_back_and_the_devices_play_on(tmp_path: Path) -> None:
    first = Server(tmp_path / "server")
    ann, bob = Device(first), Device(first, "da")
    bob.join(ann.open(guests=1, players=3, bots="easy"))
    started(ann, bob)
    play_moves([ann, bob], 6)
    before = ann.link.moves
    first.kill()
    again = Server(tmp_path / "server", port=first.port)  # the same folders and address
    try:
        play_to_the_end([ann, bob])
        _, table = saved_state(again)
        assert table.state.is_over and table.moves > before
        assert any("Connected again." in line for line in ann.said)
        for device in (ann, bob):
            seat = device.link.seat
            assert device.view_json() == view_json(table.game, table.state, seat)
    finally:
        for device in (ann, bob):
            device.close()
        problems = again.stop()
    assert "Traceback" not in problems, problems


def test_with_a_certificate_the_server_speaks_https_and_wss_and_a_client_trusts_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key), "-out", str(cert), "-days", "1",
                    "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"], check=True, capture_output=True)
    monkeypatch.setenv("SSL_CERT_FILE", str(cert))  # this test's own certificate authority: the client verifies the server
    secure = Server(tmp_path / "server", 0, "--certfile", str(cert), "--keyfile", str(key))
    try:
        assert secure.url.startswith("https://127.0.0.1:")
        ann = Device(secure)
        assert ann.link.url.startswith("wss://")
        ann.open(guests=0, game="solitaire")
        started(ann)
        ann.move()
        assert ann.link.moves >= 1
        ann.close()
    finally:
        problems = secure.stop()
    assert "Traceback" not in problems, problems


def test_a_whole_five_crowns_game_between_two_piped_terminals_and_a_computer_player(server: Server, tmp_path: Path) -> None:
    """Each terminal is `shared-table play --server` or `join` with its input piped: the lines typed
    are what a person would type for the move a medium player chooses (tests/scripted_player.py)."""
    from scripted_player import next_command
    from shared_table.console.play import local_link, session_from_setup

    def terminal(*args: str, state: str) -> subprocess.Popen[str]:
        env = {**os.environ, "XDG_STATE_HOME": str(tmp_path / state)}
        return subprocess.Popen([sys.executable, "-m", "shared_table", *args, "--server", server.url, "--plain"],
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)

    ann = terminal("play", "--guests", "1", "--players", "3", "--bots", "easy", "--seed", "4", "--name", "Ann", state="ann")
    code = read_until(ann, "Table ")[0].split()[1].rstrip(".")
    bob = terminal("join", code, "--name", "Bob", state="bob")
    typed = {0: ann, 1: bob}
    read_until(bob, "Round 1.")
    def drain() -> None:  # a terminal blocked on a full pipe would stop the game
        for process in typed.values():
            assert process.stdout is not None
            while select.select([process.stdout.fileno()], [], [], 0)[0]:
                chunk = os.read(process.stdout.fileno(), 65536)
                if not chunk:
                    break
                _UNREAD[process.pid] = _UNREAD.get(process.pid, "") + chunk.decode("utf-8", "replace")

    for turn in range(2000):
        drain()
        game, table = saved_state(server)
        if table.state.is_over:
            break
        seat = table.state.current
        if seat not in typed:
            time.sleep(0.01)  # the computer player's move, on its way to the save
            continue
        session = session_from_setup(table.setup, game=game)
        link = local_link(session)
        link.host.replay(link.table_id, table.actions)
        session.resume("")
        session.seat = seat
        line = next_command(session, 1 + turn % 2)
        assert typed[seat].stdin is not None
        deadline = time.monotonic() + 20
        again = 0.0  # typed before the terminal heard it was its turn, it is refused: typed again, as a person would
        while saved_state(server)[1].moves == table.moves:
            assert time.monotonic() < deadline, f"{line!r} typed at seat {seat} made no move: {_UNREAD.get(typed[seat].pid, '')[-800:]}"
            if time.monotonic() > again:
                typed[seat].stdin.write(line + "\n")
                typed[seat].stdin.flush()
                again = time.monotonic() + 1.0
            drain()
            time.sleep(0.01)
    else:
        raise AssertionError("the game did not end")
    for process in typed.values():
        read_until(process, "Game over")
        assert process.stdin is not None
        process.stdin.write("quit\n")
        process.stdin.close()
        assert process.wait(20) == 0


def test_a_table_nobody_used_for_a_day_is_closed_and_its_code_is_gone(tmp_path: Path, listings: Listings) -> None:
    from shared_table.net.requests import Open
    from shared_table.net.tables import IDLE_SECONDS, Tables
    from shared_table.saves.store import SaveStore

    class Nobody:
        def send(self, kind: str, **fields: object) -> None: ...
        def told(self, seat: int, update: object) -> None: ...
        def notice(self, message: object) -> None: ...
        def seated_at(self, link: object, since: object, heard: int, code: str) -> None: ...

    store = SaveStore(tmp_path / "games.sqlite3")
    tables = Tables(store, listing=listings.make(store))  # SQLite's list of tables, and PostgreSQL's
    person = Nobody()
    request = Open(id=1, game="", players=2, bots=None, guests=1, name="Ann", seed=None, options=[])
    served, seat, _ = tables.open(person, request)  # type: ignore[arg-type]
    assert tables.close_idle(0.0) == [] and tables.close_idle(IDLE_SECONDS * 2) == [], "in use: kept"
    tables.leave(served, seat, person)  # type: ignore[arg-type]
    now, sweeps, closed = IDLE_SECONDS * 2.0, 0, []
    while not closed:
        now, sweeps = now + 600, sweeps + 1
        closed = tables.close_idle(now)
    assert closed == [served.code] and sweeps == IDLE_SECONDS // 600, "a day of sweeps ten minutes apart"
    assert served.code not in tables.by_code and tables.listing.open_tables() == []


def test_a_server_on_an_outside_address_without_tls_says_once_that_it_is_not_encrypted(tmp_path: Path) -> None:
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "data")}
    process = subprocess.Popen([sys.executable, "-m", "shared_table", "serve", "--host", "0.0.0.0", "--port", "0"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        assert process.stdout is not None
        assert process.stdout.readline().startswith("Serving on http://0.0.0.0:")
        assert process.stdout.readline().startswith("Traffic to this server is not encrypted")
    finally:
        process.terminate()
        assert process.wait(20) == 0, "SIGTERM stops it cleanly"


def test_join_at_an_unknown_or_full_table_says_one_sentence_and_ends_with_status_2(server: Server, tmp_path: Path) -> None:
    def join(code: str) -> subprocess.CompletedProcess[str]:
        env = {**os.environ, "XDG_STATE_HOME": str(tmp_path / "eve")}
        return subprocess.run([sys.executable, "-m", "shared_table", "join", code, "--server", server.url, "--name", "Eve"],
                              input="", capture_output=True, text=True, env=env, timeout=30)

    unknown = join("ZZZZZZ")
    assert unknown.returncode == 2 and unknown.stdout == ""
    said = "shared-table join: There is no table ZZZZZZ on this server. Check the code with the person who opened it."
    assert unknown.stderr.splitlines() == [said]
    ann, bob = Device(server), Device(server)
    code = ann.open(guests=1, players=2)
    bob.join(code)
    full = join(code)
    assert full.returncode == 2 and full.stderr.splitlines() == [f"shared-table join: The game at table {code} has begun: no seat is free."]
    nowhere = subprocess.run([sys.executable, "-m", "shared_table", "join", code, "--server", "http://127.0.0.1:9"],
                             input="", capture_output=True, text=True, timeout=30)
    assert nowhere.returncode == 2 and nowhere.stderr.startswith("shared-table join: Cannot reach the server at ws://127.0.0.1:9/ws")


def test_the_opener_starts_at_once_with_computer_players_in_the_empty_seats(server: Server) -> None:
    ann = Device(server)
    ann.open(guests=2, players=3)
    with pytest.raises(IllegalAction, match="The game has not started: 2 seats are still free"):
        ann.link.request("undo", seat=0)
    ann.link.request("start")
    started(ann)
    assert ann.link.names[0] == "Ann" and len(ann.link.names) == 3
    with pytest.raises(IllegalAction, match="The game has started already"):
        ann.link.request("start")


def test_tables_opened_or_joined_from_one_address_are_limited_per_minute(server: Server) -> None:
    opened = []
    for number in range(21):
        with raw(server) as socket:  # type: ignore[attr-defined]
            request = {"kind": "open", "id": number, "game": "", "players": 2, "bots": None, "guests": 1, "name": "Ann",
                       "seed": None, "options": []}
            opened.append(answer_to(socket, json.dumps(request)))
    assert [answer["kind"] for answer in opened[:20]] == ["seated"] * 20
    assert opened[20]["kind"] == "refused" and opened[20]["said"] == {"id": "net-too-many-joins", "args": {}}


@pytest.mark.parametrize("sent", [
    '{"kind": "start", "id": ' + "9" * 5000 + "}",
    '{"kind": "move", "id": 2, "seat": 0, "answering": 0, "action": {"do": [], "seat": 0}}',
    '{"kind": "move", "id": 2, "seat": 0, "answering": 0, "action": {"do": "draw", "seat": 0, "x": {"y": [1, 2]}}}',
])
def test_a_message_no_check_foresaw_is_refused_and_the_connection_lives_on(server: Server, sent: str) -> None:
    with raw(server) as socket:  # type: ignore[attr-defined]
        opened = answer_to(socket, json.dumps({"kind": "open", "id": 1, "game": "", "players": 2, "bots": "easy", "guests": 0,
                                               "name": "Ann", "seed": 3, "options": []}))
        assert opened["kind"] == "seated"
        socket.send(sent)  # type: ignore[attr-defined]
        for _ in range(20):
            value = json.loads(socket.recv(timeout=10))  # type: ignore[attr-defined]
            if value["kind"] == "refused":
                break
        assert value["kind"] == "refused"
        assert answer_to(socket, '{"kind": "stopping", "id": 7}')["kind"] == "done", "the connection lives on"


def test_a_new_game_sent_twice_deals_once_and_its_computer_players_begin(server: Server) -> None:
    ann = Device(server)
    ann.open(guests=0, players=2, bots="easy")
    started(ann)
    first = ann.link.request("new", seat=0)
    assert first["said"] is not None
    moves_after_new = ann.link.moves
    again = ann.link.socket
    assert again is not None
    number = next(ann.link.ids) - 1
    again.send(json.dumps({"kind": "new", "id": number, "seat": 0}))  # the same request, as after a lost answer
    ann.wait_for(lambda: ann.link.last.get("kind") == "done" and ann.link.last.get("id") == number)
    _, table = saved_state(server)
    assert table.setup.seed == 8, "dealt once: seed 7, then 8"
    assert table.state.current == 0 or table.moves > 0, "the computer player who begins has begun"
    assert ann.link.moves >= moves_after_new


def said_lines(socket: object, seconds: float = 10) -> list[str]:
    """The next `said` message's lines (other messages, like `lobby` and `started`, are passed over)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = json.loads(socket.recv(timeout=seconds))  # type: ignore[attr-defined]
        if value["kind"] == "said":
            return [str(line) for line in value["lines"]]
    raise AssertionError("nothing said")


def test_a_seat_whose_words_are_made_on_the_server_types_lines_and_hears_in_its_own_language(server: Server) -> None:
    ann = Device(server)
    code = ann.open(guests=1, players=2)
    with raw(server) as socket:  # type: ignore[attr-defined]
        seated = answer_to(socket, json.dumps({"kind": "join-lines", "id": 1, "table": code, "name": "Bob", "token": None,
                                                "language": "fr"}))
        assert seated["kind"] == "seated" and seated["seat"] == 1
        opening = said_lines(socket)
        while not any(line.startswith("Donne 1.") for line in opening):
            opening += said_lines(socket)
        started(ann)
        socket.send(json.dumps({"kind": "line", "id": 2, "text": "main"}))  # type: ignore[attr-defined]
        assert said_lines(socket)[0].startswith("Votre main, 3 cartes.")
        socket.send(json.dumps({"kind": "line", "id": 3, "text": "zzz"}))  # type: ignore[attr-defined]
        assert said_lines(socket)[0].startswith("Pas de commande"), "the terminal's own refusal, in French"
        if ann.my_turn():  # Ann moves: Bob hears it at once, in French
            ann.move()
            assert any(line.startswith("Ann ") for line in said_lines(socket))
        socket.send(json.dumps({"kind": "line", "id": 4, "text": "piocher"}))  # type: ignore[attr-defined]
        answer = said_lines(socket)
        assert answer[0].startswith("Vous piochez"), answer
        ann.wait_for(lambda: any(line.startswith("Bob draws") for line in ann.said))


def test_a_server_address_as_read_out_works_and_one_that_is_none_is_said(server: Server, tmp_path: Path) -> None:
    def join(address: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "shared_table", "join", "zzzzzz", "--server", address],
                              input="", capture_output=True, text=True, timeout=30)

    bare = join(server.url.removeprefix("http://"))  # 127.0.0.1:PORT, a lower-case code
    assert bare.returncode == 2 and "There is no table ZZZZZZ on this server." in bare.stderr
    other = join("ftp://example")
    assert other.returncode == 2 and other.stderr == (
        "shared-table join: ftp://example is not a server address: give one like http://192.168.1.20:8765.\n")
    assert "Traceback" not in bare.stderr + other.stderr


def test_news_held_while_typing_come_first_once_the_prompt_is_empty_again(server: Server) -> None:
    from shared_table.console.remote import RemoteDevice
    from shared_table.i18n.words import words_for

    class Prompt:
        """A prompt whose half-typed line the test sets (readline's buffer, in a terminal)."""

        def __init__(self) -> None:
            self.half, self.said = "", []  # type: ignore[var-annotated]

        def typing(self) -> bool:
            return bool(self.half)

        def interject(self, lines: list[str]) -> None:
            self.said += lines

        def write(self, lines: list[str]) -> None:
            self.said += lines

    ann, bob = Device(server), Device(server)
    bob.join(ann.open(guests=1, players=2))
    started(ann, bob)
    device = RemoteDevice(bob.link, words_for("en", ("shared_table", "shared_table.games.fivecrowns")), "", False, "ueb")
    device.session, prompt = bob.session, Prompt()
    device.io = prompt  # type: ignore[assignment]
    while not ann.my_turn():
        play_moves([ann, bob], 1)
    bob.session.news()  # type: ignore[union-attr]
    prompt.half = "ha"
    ann.move()  # Ann's first move of her turn, while Bob types
    moves = ann.link.moves
    time.sleep(0.3)
    device.pushed()
    assert prompt.said == [], "nothing over a half-typed line"
    prompt.half = ""  # Bob deletes what he typed
    ann.move()  # and Ann's next move arrives at an empty prompt
    deadline = time.monotonic() + 10
    while not prompt.said and time.monotonic() < deadline:
        time.sleep(0.05)
        device.pushed()
    assert moves >= 1
    assert prompt.said and prompt.said[0].startswith(("Ann draws", "Ann takes")), prompt.said  # the move that waited, first
    assert any(line.startswith(("Ann discards", "Ann goes out")) for line in prompt.said), prompt.said


def test_a_move_typed_out_of_turn_at_another_device_says_whose_turn_it_is(server: Server) -> None:
    ann, bob = Device(server), Device(server)
    bob.join(ann.open(guests=1, players=2))
    started(ann, bob)
    while not ann.my_turn():
        play_moves([ann, bob], 1)
    bob.pump()
    assert bob.session is not None
    for line in ("draw", "take", "discard 1"):
        assert bob.session.handle(line) == ["It is Ann's turn, not yours."], line


def test_a_second_serve_on_the_same_save_file_is_refused_with_a_sentence_and_the_next_one_starts(tmp_path: Path) -> None:
    """Issue 40, item 7: two processes on one save file would each reopen a table waiting for its
    guests, and a guest could join each (two tables under one code): the second is refused."""
    first = Server(tmp_path / "one")
    try:
        second = subprocess.run([sys.executable, "-m", "shared_table", "serve", "--port", "0"], env=first.env,
                                capture_output=True, text=True, timeout=60)
        assert second.returncode == 2 and second.stdout == ""
        assert second.stderr.startswith("shared-table serve: another shared-table serve keeps its tables in "), second.stderr
        assert "--database" in second.stderr and len(second.stderr.splitlines()) == 1
    finally:
        assert "Traceback" not in first.stop()
    again = Server(tmp_path / "one")  # the first stopped: the next one starts
    assert "Traceback" not in again.stop()
