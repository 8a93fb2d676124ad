"""What a host watches (net/metrics.py): `/health` says 200 while a real `serve` can serve, and 503
with a sentence while it stops or its save store cannot answer; `/metrics` counts a table's moves
and times them, and shows how busy the server is without a table's code, a name or a token."""

from __future__ import annotations

import re
import threading
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from server_helpers import AppInThread, Device, Server
from shared_table.net.server import make_app
from shared_table.net.tables import Tables
from shared_table.saves.store import SaveStore
from shared_table.table.host import Host


def get(url: str) -> tuple[int, str]:
    """The status and body of a GET, 503 included (urllib raises for it)."""
    try:
        with urllib.request.urlopen(url, timeout=20) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def sample(text: str, name: str) -> float:
    found = re.search(rf"^{name} (\S+)$", text, re.MULTILINE)
    assert found is not None, (name, text)
    return float(found.group(1))


def test_a_real_server_is_healthy_and_its_metrics_count_and_time_moves_and_name_no_table_or_person(tmp_path: Path) -> None:
    server = Server(tmp_path)
    try:
        status, body = get(server.url + "/health")
        assert (status, body) == (200, "ok\n")
        ann = Device(server)
        code = ann.open(guests=0, players=2, bots="easy", name="Quillon")
        ann.wait_for(lambda: ann.session is not None)
        for _ in range(2):
            ann.wait_for(ann.my_turn)
            ann.move()
        status, text = get(server.url + "/metrics")
        names, token = list(ann.link.names), ann.link.token
        ann.close()
    finally:
        problems = server.stop()
    assert "Traceback" not in problems, problems
    assert status == 200
    assert sample(text, "shared_table_moves_total") >= 2
    assert sample(text, "shared_table_move_seconds_count") >= 2
    assert sample(text, "shared_table_open_tables") == 1
    assert sample(text, "shared_table_people_connected") == 1
    assert sample(text, "shared_table_computer_players") == 1
    assert token and token not in text
    for private in (code, code.lower(), *names):
        assert private not in text, private


class InProcess(AppInThread):
    """The app on 127.0.0.1 in a thread of this process, so that a test can say it is stopping."""

    def __init__(self, folder: Path) -> None:
        store = SaveStore(folder / "games.sqlite3")
        self.tables = Tables(store, Host())
        self.app = make_app(self.tables)
        super().__init__(self.app, store)


@pytest.fixture
def in_process(tmp_path: Path) -> Iterator[InProcess]:
    server = InProcess(tmp_path)
    yield server
    server.close()


def test_health_is_503_with_a_sentence_while_the_server_stops(in_process: InProcess) -> None:
    assert get(in_process.url + "/health")[0] == 200
    in_process.app.state.stopping = lambda: True  # what `run_serve` says from SIGTERM on
    status, body = get(in_process.url + "/health")
    assert status == 503 and body.startswith("stopping:"), (status, body)


def test_health_is_503_while_the_save_store_stays_busy_and_the_event_loop_answers_meanwhile(in_process: InProcess) -> None:
    answers: list[tuple[int, str]] = []
    with in_process.tables.store_lock:  # one write that never ends: held here, in another thread than the server's
        asking = threading.Thread(target=lambda: answers.append(get(in_process.url + "/health")))
        asking.start()
        assert get(in_process.url + "/metrics")[0] == 200, "the event loop answers while a health check waits on the store"
        asking.join(30)
    [(status, body)] = answers
    assert status == 503 and "busy" in body, (status, body)
    assert get(in_process.url + "/health")[0] == 200


def test_health_is_503_when_the_save_store_cannot_be_read(in_process: InProcess) -> None:
    in_process.store.db.close()
    status, body = get(in_process.url + "/health")
    assert status == 503 and "cannot be read" in body, (status, body)
