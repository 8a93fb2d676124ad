"""The server's one pipeline (net/pipeline.py): every kind of request decoded into its own
dataclass and answered by its own handler, as docs/protocol.md lists them; a request sent again
after a lost answer answered once; a fault in one table's work said at that table while every
other table plays on; and how far a person heard saved with the moves, not a transaction a line."""

from __future__ import annotations

import dataclasses
import json
import logging
import random
import re
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from websockets.sync.client import ClientConnection, connect

from server_helpers import AppInThread, Told
from shared_table.console.play import local_link, make_setup, session_from_setup
from shared_table.console.saved_games import start_saved
from shared_table.core.errors import InvalidInput
from shared_table.games import find_game
from shared_table.net import pipeline as pipeline_module
from shared_table.net.requests import KINDS, Join, Open, Request, decode_request
from shared_table.net.server import make_app
from shared_table.net.tables import Tables
from shared_table.saves.store import SaveStore
from shared_table.table.host import Host

PROTOCOL = Path(__file__).resolve().parent.parent / "docs" / "protocol.md"


def _documented_requests() -> dict[str, set[str]]:
    """docs/protocol.md's "From a client" table: kind -> the fields it names."""
    text = PROTOCOL.read_text(encoding="utf-8")
    section = text[text.index("## From a client") : text.index("## From the server")]
    found: dict[str, set[str]] = {}
    for row in re.findall(r"^\| `([a-z-]+)` \| ([^|]*) \|", section, re.MULTILINE):
        kind, fields = row
        named = set(re.findall(r"`([a-z_]+)`", fields))
        if "the fields of `open`" in fields:
            named = (named - {"open"}) | found["open"]
        found[kind] = named
    return found


def test_every_kind_the_protocol_lists_is_a_dataclass_with_the_same_fields() -> None:
    documented = _documented_requests()
    assert set(documented) == set(KINDS)
    for kind, request in KINDS.items():
        names = {field.name for field in dataclasses.fields(request)}
        if kind == "heard":
            names.discard("id")  # sent without one: nothing answers it
        assert names == documented[kind], kind


def _example(kind: type[Request]) -> dict[str, Any]:
    values: dict[str, Any] = {"id": 3, "game": "", "players": None, "bots": None, "guests": 0, "name": "Ann", "seed": None,
                              "options": [], "language": "en", "table": "ACDEFG", "token": None, "since": [0, 2], "heard": [0, 3],
                              "seat": 0, "answering": 0, "action": {}, "moves": 1, "text": "hand"}
    names = {field.name for field in dataclasses.fields(kind)} - ({"id"} if kind.kind == "heard" else set())
    return {"kind": kind.kind, **{name: values[name] for name in names}}


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_each_kind_decodes_strictly_into_its_own_dataclass(kind: str) -> None:
    example = _example(KINDS[kind])
    request = decode_request(json.dumps(example))
    assert type(request) is KINDS[kind] and request.kind == kind
    for name, value in example.items():
        if name != "kind":
            assert getattr(request, name) == (tuple(value) if name in ("since", "heard") else value)
    with pytest.raises(InvalidInput):
        decode_request(json.dumps({**example, "surplus": 1}))
    optional = {field.name for field in dataclasses.fields(KINDS[kind]) if field.default is not dataclasses.MISSING} - {"id"}
    for name in set(example) - {"kind"}:
        left_out = json.dumps({key: value for key, value in example.items() if key != name})
        if name in optional:  # may be left out (`heard` of `join-lines`): read as its default
            assert getattr(decode_request(left_out), name) is None
        else:
            with pytest.raises(InvalidInput):
                decode_request(left_out)
        with pytest.raises(InvalidInput):
            decode_request(json.dumps({**example, name: True}))


# ---------------------------------------------------------------------- a server in this process


class InProcess(AppInThread):
    """The app on 127.0.0.1 in a thread of this process, so that a test can put a fault inside it."""

    def __init__(self, folder: Path) -> None:
        store = SaveStore(folder / "games.sqlite3")
        self.tables = Tables(store, Host(), seeds_for_tests=True)  # the deals these tests foresee
        super().__init__(make_app(self.tables), store)

    def connect(self) -> ClientConnection:
        return connect(f"ws://127.0.0.1:{self.port}/ws")


@pytest.fixture
def in_process(tmp_path: Path) -> Iterator[InProcess]:
    server = InProcess(tmp_path)
    yield server
    server.close()


def request(socket: ClientConnection, kind: str, **fields: Any) -> dict[str, Any]:
    """Send a request and read until its answer (what comes between is passed over)."""
    socket.send(json.dumps({"kind": kind, **fields}))
    return answer(socket, fields["id"])


def answer(socket: ClientConnection, request_id: int) -> dict[str, Any]:
    while True:
        value: dict[str, Any] = json.loads(socket.recv(timeout=20))
        if value.get("id") == request_id and value["kind"] in ("seated", "done", "refused"):
            return value


def next_of(socket: ClientConnection, kind: str) -> dict[str, Any]:
    while True:
        value: dict[str, Any] = json.loads(socket.recv(timeout=20))
        if value["kind"] == kind:
            return value


OPEN = {"game": "", "players": 2, "bots": None, "guests": 1, "name": "Ann", "seed": 5, "options": []}


def test_a_table_is_reached_at_its_code_s_own_path_as_a_balancer_routes_it(in_process: InProcess) -> None:
    from shared_table.net.client import table_socket_url

    assert table_socket_url("http://club.example:8765", "ACD3") == "ws://club.example:8765/ws/ACD3"
    assert table_socket_url("https://club.example/ws", "A/B") == "wss://club.example/ws", "no code a path cannot hold"
    with in_process.connect() as ann:
        seated = request(ann, "open", id=1, **OPEN)
        code, token = seated["table"], seated["token"]
        with connect(table_socket_url(f"ws://127.0.0.1:{in_process.port}", code)) as bob:
            assert request(bob, "join", id=1, table=code, name="Bob", token=None, since=None)["kind"] == "seated"
    with connect(table_socket_url(f"ws://127.0.0.1:{in_process.port}", code)) as back:  # as a client comes back
        assert request(back, "join", id=1, table=code, name="Ann", token=token, since=None)["seat"] == 0


def test_a_start_and_a_hold_sent_again_after_a_lost_answer_are_answered_once(in_process: InProcess) -> None:
    with in_process.connect() as ann, in_process.connect() as bob:
        code = request(ann, "open", id=1, **{**OPEN, "players": 3, "guests": 2})["table"]
        assert request(bob, "join", id=1, table=code, name="Bob", token=None, since=None)["kind"] == "seated"
        first = request(ann, "start", id=2)
        again = request(ann, "start", id=2)  # the same request: its answer was lost
        assert first == again == {"kind": "done", "id": 2}
        assert request(ann, "start", id=3)["said"]["id"] == "net-started-already", "a new start is refused"
    with in_process.connect() as ann:  # Bob's connection closes: the opener lets a computer player keep his seat
        code = request(ann, "open", id=1, **OPEN)["table"]
        with in_process.connect() as bob:
            request(bob, "join", id=1, table=code, name="Bob", token=None, since=None)
        next_of(ann, "notice")  # Bob lost the connection
        held = request(ann, "hold", id=4, name="Bob")
        assert held == request(ann, "hold", id=4, name="Bob") == {"kind": "done", "id": 4}


def test_a_fault_in_one_table_s_work_is_said_at_that_table_and_the_other_tables_play_on(
        in_process: InProcess, monkeypatch: pytest.MonkeyPatch) -> None:
    logged: list[logging.LogRecord] = []
    handler = logging.Handler()
    handler.emit = logged.append  # type: ignore[method-assign]
    logging.getLogger("shared_table").addHandler(handler)
    game = find_game("fivecrowns")
    try:
        with in_process.connect() as ann, in_process.connect() as bob, in_process.connect() as cy:
            broken = request(ann, "open", id=1, **OPEN)["table"]
            request(bob, "join", id=1, table=broken, name="Bob", token=None, since=None)
            request(cy, "open", id=1, **{**OPEN, "guests": 0, "bots": "easy"})
            seen = next_of(ann, "update")  # the table has started: it has its id at the host (a join is answered first)
            victim = in_process.tables.by_code[broken].table_id
            assert victim is not None
            play = Host.play

            def faulty(host: Host, table_id: int, *args: Any) -> None:
                if table_id == victim:
                    raise RuntimeError("a fault put here by the test")
                play(host, table_id, *args)

            monkeypatch.setattr(Host, "play", faulty)
            refused = request(ann, "move", id=2, seat=0, answering=seen["moves"], action={"do": "draw", "seat": 0})
            assert refused["kind"] == "refused" and refused["said"]["id"] == "net-table-fault"
            assert next_of(bob, "notice")["said"]["id"] == "net-table-fault", "said to everyone at that table"
            assert any(record.exc_info and "put here by the test" in str(record.exc_info[1]) for record in logged), "and logged"
            bot = game.make_bot("easy", 0, 2, random.Random(1))
            mine = {"current": 1}
            while mine["current"] != 0:  # the other table plays on: its computer player has moved, and it is Cy's turn
                mine = next_of(cy, "update")
                bot.observe([game.codec.decode_event(event) for event in mine["events"]])
            view = game.codec.decode_view(mine["view"])
            action = game.codec.encode_action(bot.choose(view))
            assert request(cy, "move", id=2, seat=0, answering=mine["moves"], action=action) == {"kind": "done", "id": 2}
    finally:
        logging.getLogger("shared_table").removeHandler(handler)


def test_the_pipeline_answers_every_kind_with_its_own_handler() -> None:
    handlers = {name for name in vars(pipeline_module.Pipeline) if not name.startswith("_")}
    for kind in KINDS.values():
        name = {"open": "sit", "join": "sit", "open-lines": "sit", "join-lines": "sit"}.get(kind.kind, kind.kind)
        assert name in handlers, kind.kind


# ---------------------------------------------------------------------- heard


def test_a_typed_line_costs_no_transaction_and_a_move_one_with_how_far_each_person_heard(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "games.sqlite3")
    session = session_from_setup(make_setup(bots="easy", seed=4))
    game_id = start_saved(store, session)
    session.start()
    session.mark_heard()
    committed: list[str] = []
    store.db.set_trace_callback(lambda statement: committed.append(statement) if statement.strip().upper().startswith("COMMIT") else None)
    for line in ("hand", "top", "scores", "help"):
        session.handle(line)
        session.mark_heard()
    assert committed == [], "lines that make no move write nothing"
    before = session.moves
    session.handle("draw")
    session.mark_heard()
    assert len(committed) == session.moves - before, "one transaction a move, the heard with it"
    session.handle("x 1")  # the next move carries how far the person heard the draw
    session.mark_heard()
    heard = store.heard_by(game_id)
    assert heard.get(0, 0) >= before + 1
    link = local_link(session)
    link.host.flush(link.table_id)  # the game stops: what is kept is saved
    assert store.heard_by(game_id) == {0: session.humans[0].heard_moves}
    store.db.set_trace_callback(None)
    store.close()
    with sqlite3.connect(tmp_path / "games.sqlite3") as db:
        assert db.execute("SELECT moves FROM heard WHERE game_id = ?", (game_id,)).fetchone()[0] == session.humans[0].heard_moves


# ---------------------------------------------------------------------- one way from a save to a table


def test_a_served_table_with_a_move_changed_on_the_disk_is_reopened_as_resume_reads_it_and_its_people_told(tmp_path: Path) -> None:
    path = tmp_path / "games.sqlite3"
    store = SaveStore(path)
    tables = Tables(store, Host())
    ann = Told()
    served, _, token = tables.open(ann, Open(id=1, game="", players=2, bots="easy", guests=0, name="Ann", seed=9, options=[]))  # type: ignore[arg-type]
    tables.sit(served, 0, ann, None)  # type: ignore[arg-type]
    link = ann.links[-1]
    game = served.game
    table = tables.host.table(served.table_id)  # type: ignore[arg-type]
    bot = game.make_bot("easy", 0, 2, random.Random(2))
    bot.observe(table.seen[0])
    observed = len(table.seen[0])
    while table.moves < 14:
        bot.observe(table.seen[0][observed:])
        observed = len(table.seen[0])
        link.play(0, bot.choose(table.state.view(0)))  # type: ignore[attr-defined]
    moves = table.moves
    store.close()
    with sqlite3.connect(path) as db:  # one byte of move 6's text, as a bad sector would change it
        text = db.execute("SELECT action FROM actions WHERE n = 5").fetchone()[0]
        db.execute("UPDATE actions SET action = ? WHERE n = 5", (text.replace('"', "'", 1),))
    again = Tables(SaveStore(path), Host())
    assert again.reopen() == [], "reopened, not refused"
    reopened = again.find(served.code)  # rebuilt when someone first comes to it
    assert 5 <= again.host.table(reopened.table_id).moves < moves, "played on from the move before the changed one"  # type: ignore[arg-type]
    back = Told()
    found, seat, _ = again.join(back, Join(id=1, table=served.code, name="Ann", token=token, since=None))  # type: ignore[arg-type]
    again.sit(found, seat, back, None)  # type: ignore[arg-type]
    said = [getattr(notice, "id", "") for notice in back.notices]
    assert "net-save-move-changed" in said, "the person coming back is told, as --resume tells"
    assert str(tmp_path) not in repr(back.notices), "but not where the server keeps its files"
    again.store.close()


def test_a_fault_while_a_web_seat_is_told_of_a_move_is_said_and_the_table_plays_on(
        in_process: InProcess, monkeypatch: pytest.MonkeyPatch) -> None:
    from shared_table.sessions.play import PlaySession

    news = PlaySession.news

    def faulty(session: PlaySession) -> list[str]:
        if session.names[session.seat] == "Bob":
            raise RuntimeError("a fault put here by the test")
        return news(session)

    lines = {"game": "", "players": 2, "bots": None, "guests": 1, "name": "Ann", "seed": 5, "options": [], "language": "en"}
    with in_process.connect() as ann, in_process.connect() as bob:
        code = request(ann, "open-lines", id=1, **lines)["table"]
        request(bob, "join-lines", id=1, table=code, name="Bob", token=None, language="fr")
        next_of(bob, "said")  # the game begins: Ann deals, Bob moves first
        monkeypatch.setattr(PlaySession, "news", faulty)
        for number, line in enumerate(("draw", "x 1"), 2):  # Bob's own answers need no news
            bob.send(json.dumps({"kind": "line", "id": number, "text": line}))
            assert next_of(bob, "said")["lines"]
        while "Bob" not in " ".join(next_of(ann, "said")["lines"]):
            pass  # Ann hears Bob's moves: her news are made as ever
        ann.send(json.dumps({"kind": "line", "id": 2, "text": "draw"}))
        said = next_of(bob, "said")["lines"]  # Bob's news fail: he is told so, in his language
        assert said == ["Un problème est survenu à cette table, et il a été noté dans le journal du serveur."
                        " Tous les coups joués jusqu'ici sont enregistrés."], said
        monkeypatch.setattr(PlaySession, "news", news)
        ann.send(json.dumps({"kind": "line", "id": 3, "text": "x 1"}))
        told = next_of(bob, "said")["lines"]
        assert any("Ann" in line for line in told), ("Bob is told the table as it goes on", told)
        bob.send(json.dumps({"kind": "line", "id": 4, "text": "draw"}))
        assert next_of(bob, "said")["lines"], "and plays on"
