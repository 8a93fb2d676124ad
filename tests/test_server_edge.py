"""The server's edge (net/edge.py, `Pipeline.serve`, net/requests.py), attacked over real sockets
on 127.0.0.1: memory and connections bounded per address and in all, and whoever is refused told
why in a sentence (issue 39, items 1, 2, 7, 11, 15, 16 and 17)."""

from __future__ import annotations

import io
import json
import logging
import resource
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import ClientConnection

from edge_helpers import PING, EdgeServer, closed_by_server, frame, handshake, resident_bytes
from server_helpers import Server
from shared_table.net.edge import MOST_UNREAD_BYTES, Limits, SameErrorLimit
from shared_table.net.requests import KINDS, MOST_NUMBER
from shared_table.net.server import run_serve
from shared_table.net.web import page_words
from sizes import size

# ---------------------------------------------------------------------- item 1: pongs nobody reads


PINGERS = size("PINGERS", 4, 100)


def test_connections_that_ping_and_never_read_are_closed_and_the_memory_stays_bounded(tmp_path: Path) -> None:
    """PINGERS connections (4; 100 under `make stress`) each send up to 32 MiB of pings and read
    nothing. Without a bound the pongs stayed in the server's memory (4 took it from 40 MB to
    522 MB) and the connections open; with it each is closed after a few MiB, mostly the kernel's."""
    server = Server(tmp_path)
    try:
        before = resident_bytes(server.process.pid)
        sockets = []
        for index in range(PINGERS):  # from as many addresses as it takes (any 127.x is this machine)
            sock, head = handshake(server.port, source=f"127.0.0.{2 + index // 50}")
            assert head.startswith(b"HTTP/1.1 101")
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
            sockets.append(sock)
        pings = frame(PING, b"x" * 125) * 256
        sent = dict.fromkeys(sockets, 0)
        open_ones = list(sockets)
        most = resident_bytes(server.process.pid)
        while open_ones:
            for sock in list(open_ones):
                try:
                    sock.sendall(pings)
                    sent[sock] += len(pings)
                except OSError:
                    open_ones.remove(sock)  # closed by the server
                    continue
                if sent[sock] >= 32 << 20:
                    break
            else:
                most = max(most, resident_bytes(server.process.pid))
                continue
            break
        grown = most - before
        for sock in sockets:
            sock.close()
        assert not open_ones, f"{len(open_ones)} of {PINGERS} connections still open after 32 MiB of pings"
        assert grown < (16 << 20) + PINGERS * 2 * MOST_UNREAD_BYTES, f"the server grew by {grown >> 20} MiB"
        assert "Traceback" not in server.stop()
    finally:
        server.stop()


# ---------------------------------------------------------------------- item 2: idle, too many, and logs


@pytest.fixture
def edge(tmp_path: Path) -> Iterator[EdgeServer]:
    """Limits small enough to reach; times as `serve` has them."""
    server = EdgeServer(tmp_path, Limits(total=12, per_address=6, spare=4), origins=("https://club.example.org",), joins_per_minute=3)
    yield server
    server.close()


@pytest.fixture
def roomy(tmp_path: Path) -> Iterator[EdgeServer]:
    """Room for many connections one after another (a closed one is forgotten a moment later)."""
    server = EdgeServer(tmp_path, Limits(total=1000, per_address=1000), origins=("https://club.example.org",), joins_per_minute=3)
    yield server
    server.close()


@pytest.fixture
def hasty(tmp_path: Path) -> Iterator[EdgeServer]:
    """A request must come within 0.3 s, a seat within 1.5 s: what is closed for taking too long."""
    server = EdgeServer(tmp_path, Limits(total=100), request_seconds=0.3, seat_seconds=1.5)
    yield server
    server.close()


def _forgotten(server: EdgeServer) -> None:
    """Until the server has seen every connection of this test close (a count, not a time)."""
    deadline = time.monotonic() + 30
    while server.limits.open:
        assert time.monotonic() < deadline, "connections closed by the client still counted"
        time.sleep(0.01)


def test_a_connection_that_sends_no_whole_request_is_closed(hasty: EdgeServer) -> None:
    silent = socket.create_connection(("127.0.0.1", hasty.port))
    half = socket.create_connection(("127.0.0.1", hasty.port))
    half.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
    assert closed_by_server(silent) and closed_by_server(half)
    assert hasty.get("/")[0] == 200  # and the server answers on


def test_too_many_connections_from_one_address_are_told_so_then_served_again(edge: EdgeServer) -> None:
    held = [socket.create_connection(("127.0.0.1", edge.port)) for _ in range(6)]
    for sock in held:  # each is counted once its first byte is answered: keep them alive past the deadline
        sock.sendall(b"GET /words/en HTTP/1.1\r\nHost: x\r\n\r\n")
    status, body = edge.get("/", {"Accept-Language": "fr-FR,fr;q=0.9"})
    assert status == 503 and "Trop de connexions depuis cette adresse" in body
    over = [socket.create_connection(("127.0.0.1", edge.port)) for _ in range(8)]  # far past: closed without a word
    assert all(closed_by_server(sock) for sock in over[-2:])
    for sock in held + over:
        sock.close()
    _forgotten(edge)
    assert edge.get("/")[0] == 200


def test_a_full_server_answers_with_a_sentence_not_a_hang(edge: EdgeServer) -> None:
    edge.limits.per_address = 100  # the total is what this test reaches
    held = [socket.create_connection(("127.0.0.1", edge.port)) for _ in range(12)]
    status, body = edge.get("/")
    assert status == 503 and "as many connections as it can take" in body
    for sock in held:
        sock.close()
    _forgotten(edge)
    assert edge.get("/")[0] == 200


def test_the_total_is_taken_from_the_file_limit() -> None:
    limits = Limits.from_files()
    files = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    assert 0 < limits.total < limits.total + limits.spare <= files - 64


def test_a_websocket_without_a_seat_is_told_and_closed_and_a_seated_one_is_not(hasty: EdgeServer) -> None:
    seated = hasty.connect()
    seated.send(json.dumps({"kind": "open", "id": 1, "game": "", "players": None, "bots": None, "guests": 1, "name": "Ann",
                            "seed": None, "options": []}))
    assert _answer(seated, 1)["kind"] == "seated"
    for _ in range(2):  # each closed after a seat's time at least: two of them, and the seated one still plays
        idle = hasty.connect()
        refusal = _answer(idle, None)
        assert refusal["kind"] == "refused" and "took no seat in time" in refusal["text"]
        with pytest.raises(ConnectionClosed):
            idle.recv(timeout=30)
    seated.send(json.dumps({"kind": "stopping", "id": 2}))
    assert _answer(seated, 2)["kind"] == "done"
    seated.close()


def test_the_same_error_in_a_loop_is_written_a_few_times_a_minute(tmp_path: Path) -> None:
    logger = logging.getLogger("test-edge-loop")
    handler = logging.FileHandler(tmp_path / "log.txt")
    logger.addHandler(handler)
    SameErrorLimit(most=5).install((logger.name,))
    for number in range(10_000):
        try:
            raise OSError(24, "Too many open files")
        except OSError:
            logger.exception("socket.accept() out of system resource %d", number)
    handler.close()
    assert (tmp_path / "log.txt").read_text().count("out of system resource") == 5


def test_at_the_file_limit_new_connections_are_refused_and_standard_error_stays_small(tmp_path: Path) -> None:
    """The server's file limit at 600 (so 252 connections, and 28 more told why): 200 connections
    from one address, then 60 from each of five more, none finishing a request at first. Each is
    then answered or closed, never left hanging, and standard error holds no flood."""
    def low_limit() -> None:
        resource.setrlimit(resource.RLIMIT_NOFILE, (600, 600))

    process = subprocess.Popen([sys.executable, "-m", "shared_table", "serve", "--port", "0"], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, env=_env(tmp_path), preexec_fn=low_limit)
    try:
        assert process.stdout is not None
        port = int(process.stdout.readline().split(":")[-1])
        one = [_connection(port, "127.0.0.1") for _ in range(200)]
        statuses = _statuses(one)
        assert statuses.count(200) == 64 and "Too many connections from this address" in "".join(statuses[64:128]), statuses
        assert all(status == "closed" for status in statuses[128:])
        for sock in one:
            sock.close()
        many = [_connection(port, f"127.0.0.{number}") for number in range(2, 7) for _ in range(60)]
        statuses = _statuses(many)
        assert 200 <= statuses.count(200) <= 252 and any("as many connections as it can take" in str(status) for status in statuses)
        for sock in many:
            sock.close()
        assert _get(port) == 200
    finally:
        process.terminate()
        _, errors = process.communicate(timeout=30)
    assert len(errors) < 5_000, errors[-2000:]


def _connection(port: int, source: str) -> socket.socket:
    sock = socket.socket()
    sock.settimeout(30)
    sock.bind((source, 0))
    sock.connect(("127.0.0.1", port))
    return sock


def _statuses(held: list[socket.socket]) -> list[int | str]:
    """Each connection asks for the page's words: 200, the body of a refusal, or "closed"."""
    answers: list[int | str] = []
    for sock in held:
        try:
            sock.sendall(b"GET /words/en HTTP/1.1\r\nHost: x\r\n\r\n")
            head = sock.recv(65536)
        except OSError:
            head = b""
        if not head:
            answers.append("closed")
        elif head.startswith(b"HTTP/1.1 200"):
            answers.append(200)
        else:
            answers.append(head.decode(errors="replace"))
    return answers


# ---------------------------------------------------------------------- item 7: /words


def test_words_are_answered_for_known_languages_only_and_nothing_else_is_kept(roomy: EdgeServer) -> None:
    assert roomy.get("/words/fr")[0] == 200
    kept = page_words.cache_info().currsize
    for number in range(300):
        status, body = roomy.get(f"/words/x{number}")
        assert status == 404 and f"no words for x{number}" in body and "en, fi, fr" in body
    assert page_words.cache_info().currsize == kept <= 8


# ---------------------------------------------------------------------- item 11: X-Forwarded-For


def test_a_forged_forwarded_address_does_not_change_the_address_the_join_limit_sees(roomy: EdgeServer) -> None:
    answers = []
    for number in range(4):
        with roomy.connect(x_forwarded_for=f"10.0.0.{number}") as websocket:
            websocket.send(json.dumps({"kind": "join", "id": 1, "table": "QQQQQQ", "name": "Eve", "token": None, "since": None}))
            answers.append(_answer(websocket, 1)["text"])
    assert "Too many tables tried from this address" in answers[-1]


# ---------------------------------------------------------------------- item 15: malformed requests


def _answer(websocket: ClientConnection, request_id: int | None) -> dict[str, Any]:
    while True:
        value: dict[str, Any] = json.loads(websocket.recv(timeout=30))
        if value.get("id", "none") == request_id and value["kind"] in ("seated", "done", "refused", "completions"):
            return value


OPEN = {"kind": "open", "id": 5, "game": "", "players": None, "bots": None, "guests": 0, "name": "Ann", "seed": None, "options": []}


@pytest.mark.parametrize(("sent", "said"), [
    ('{"kind": "open", "id": 5, "game": "", "players": null, "bots": null, "guests": 0, "name": "A\\ud800", "seed": null, '
     '"options": []}', "The name field holds half of a character pair"),
    ('{"kind": "\\udfff", "id": 5}', "The kind field holds half of a character pair"),
    (json.dumps({**OPEN, "players": 10**4000 - 1}), f"The players field holds a number that is too large: at most {MOST_NUMBER:,}"),
    (json.dumps({**OPEN, "guests": -(10**4000 - 1)}), "The guests field holds a number that is too large"),
    ('{"kind": "move", "id": 5, "seat": 0, "answering": 0, "action": {"card": NaN}}', "The action field holds a number"),
])
def test_a_malformed_request_is_told_what_was_wrong_and_the_connection_lives(roomy: EdgeServer, sent: str, said: str) -> None:
    with roomy.connect() as websocket:
        websocket.send(sent)
        refusal = _answer(websocket, None)
        assert refusal["kind"] == "refused" and said in refusal["text"], refusal
        websocket.send(json.dumps(OPEN))
        assert _answer(websocket, 5)["kind"] == "seated"


def test_a_binary_frame_is_refused_and_the_connection_lives(roomy: EdgeServer) -> None:
    with roomy.connect() as websocket:
        websocket.send(b"\x00\xffbinary")
        refusal = _answer(websocket, None)
        assert "That message was binary" in refusal["text"]
        websocket.send(json.dumps(OPEN))
        assert _answer(websocket, 5)["kind"] == "seated"


HOSTILE_TEXT = st.one_of(st.text(max_size=30), st.sampled_from(["\ud800", "a\udfffb", "\u0000", "\u202e", "\ufeff", "🂡" * 20]))
HOSTILE_NUMBER = st.one_of(st.integers(-(10**30), 10**30), st.sampled_from([10**4000, -(10**4000), 2**53, 2**63, -1]))
HOSTILE_VALUE = st.one_of(HOSTILE_TEXT, HOSTILE_NUMBER, st.none(), st.booleans(), st.floats(allow_nan=True),
                          st.lists(HOSTILE_NUMBER, max_size=3), st.dictionaries(HOSTILE_TEXT, HOSTILE_NUMBER, max_size=2))


@st.composite
def hostile_request(draw: st.DrawFn) -> dict[str, Any]:
    kind = draw(st.sampled_from(sorted(KINDS)))
    example = {"kind": kind, "id": 7, "game": "", "players": None, "bots": None, "guests": 0, "name": "Ann", "seed": None,
               "options": [], "language": "en", "table": "ACDEFG", "token": None, "since": None, "seat": 0, "answering": 0,
               "action": {}, "moves": 1, "text": "hand"}
    fields = {"kind", "id", *KINDS[kind].__dataclass_fields__}
    request = {name: value for name, value in example.items() if name in fields}
    for name in draw(st.lists(st.sampled_from(sorted(request)), max_size=3)):
        request[name] = draw(HOSTILE_VALUE)
    return request


@settings(max_examples=size("HOSTILE_EXAMPLES", 50, 2000), suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                                    HealthCheck.too_slow])
@given(requests=st.lists(hostile_request(), min_size=1, max_size=4))
def test_every_hostile_message_gets_exactly_one_answer_and_the_connection_keeps_answering(roomy: EdgeServer,
                                                                                          requests: list[dict[str, Any]]) -> None:
    """Every kind, with hostile text (half surrogate pairs, controls, direction marks) and numbers
    (thousands of digits, NaN) in up to three fields; a `stopping` after each marks where its answers end."""
    with roomy.connect() as websocket:
        for number, request in enumerate(requests):
            if request.get("id") == 7:
                request["id"] = 100 + number
            answers = _answers_until_probe(websocket, json.dumps(request, allow_nan=True), probe=10_000 + number)
            heard = request.get("kind") == "heard"
            assert len(answers) == 1 or (heard and not answers), (request, answers)


def _answers_until_probe(websocket: ClientConnection, text: str, probe: int) -> list[dict[str, Any]]:
    """Send `text`, then a probe (`stopping`): every answer that came before the probe's."""
    websocket.send(text)
    websocket.send(json.dumps({"kind": "stopping", "id": probe}))
    answers = []
    while True:
        value: dict[str, Any] = json.loads(websocket.recv(timeout=30))
        if value.get("id") == probe and value["kind"] in ("done", "refused"):
            return answers
        if value["kind"] in ("seated", "done", "refused", "completions") or (value["kind"] == "said" and "id" in value):
            answers.append(value)


# ---------------------------------------------------------------------- item 16: a bad certificate


def _serve(tmp_path: Path, *options: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "shared_table", "serve", "--port", "0", *options], capture_output=True,
                          text=True, env=_env(tmp_path), timeout=60)


def test_a_bad_certificate_or_key_is_said_before_anything_is_served(tmp_path: Path) -> None:
    garbage = tmp_path / "garbage.pem"
    garbage.write_text("not a certificate\n")
    pairs = {}
    for name in ("one", "two"):
        key, cert = tmp_path / f"{name}.key", tmp_path / f"{name}.pem"
        subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                        "-keyout", str(key), "-out", str(cert), "-days", "1", "-subj", "/CN=127.0.0.1"], check=True, capture_output=True)
        pairs[name] = (str(cert), str(key))
    cases = {"missing": (str(tmp_path / "nowhere.pem"), pairs["one"][1]), "garbage": (str(garbage), pairs["one"][1]),
             "mismatched": (pairs["one"][0], pairs["two"][1]), "swapped": (pairs["one"][1], pairs["one"][0])}
    for name, (cert, key) in cases.items():  # said before the save file is opened or a signal handled: safe in this process
        stdout, stderr = io.StringIO(), io.StringIO()
        assert run_serve("127.0.0.1", 0, cert, key, stdout, stderr) == 2, name
        assert stdout.getvalue() == "" and "Give" in stderr.getvalue(), (name, stderr.getvalue())
    finished = _serve(tmp_path, "--certfile", pairs["one"][0], "--keyfile", pairs["two"][1])
    assert finished.returncode == 2 and finished.stdout == "" and "Traceback" not in finished.stderr, finished
    assert "cannot be used" in finished.stderr


# ---------------------------------------------------------------------- item 17: Origin


def test_a_page_of_another_site_is_refused_and_the_own_site_and_listed_ones_play(roomy: EdgeServer) -> None:
    for origin in ("https://evil.example", "null", f"http://localhost:{roomy.port}", "http://127.0.0.1:1"):
        with pytest.raises(InvalidStatus) as refused:
            roomy.connect(origin=origin)
        assert refused.value.response.status_code == 403
        assert b"does not take games from a page of another site" in refused.value.response.body
    for origin in (f"http://127.0.0.1:{roomy.port}", "https://club.example.org", "https://CLUB.example.org:443", None):
        with roomy.connect(**({} if origin is None else {"origin": origin})) as websocket:
            websocket.send(json.dumps({"kind": "stopping", "id": 5}))
            assert "Open a table or join one first" in _answer(websocket, 5)["text"]


# ---------------------------------------------------------------------- helpers


def _env(folder: Path) -> dict[str, str]:
    import os

    return {**os.environ, "XDG_DATA_HOME": str(folder / "data"), "XDG_STATE_HOME": str(folder / "state"),
            "XDG_CONFIG_HOME": str(folder / "config")}


def _get(port: int) -> int:
    import http.client

    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        connection.request("GET", "/")
        return connection.getresponse().status
    finally:
        connection.close()
