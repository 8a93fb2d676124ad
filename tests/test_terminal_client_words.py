"""A terminal at a server's table, as a player and a host meet it (issue 41): the client says once a
minute that it still tries, prints to this computer's folder, trusts a self-signed certificate only
when told to (--cafile, and says so when not), refuses --humans with a sentence, and says what
--guests seats as `play --help` promises it. Real servers on 127.0.0.1, real terminals' processes."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import platformdirs
import pytest

from server_helpers import Device, Server, saved_state
from shared_table.core.errors import IllegalAction
from shared_table.i18n.words import english
from shared_table.net import client
from test_server import joined_by_a_terminal, read_until, started


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    running = Server(tmp_path / "server")
    yield running
    problems = running.stop()
    assert "Traceback" not in problems, problems


def shared_table(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "shared_table", *args], capture_output=True, text=True, stdin=subprocess.DEVNULL,
                          env=env, timeout=120, check=False)


def test_a_client_whose_server_is_gone_keeps_trying_says_so_and_plays_on_when_it_is_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(client, "STILL_TRYING_SECONDS", 0.5)  # once a minute in play; a test cannot wait minutes
    first = Server(tmp_path / "server")
    ann = Device(first)
    ann.open(guests=0, game="solitaire")
    started(ann)
    first.kill()
    still = "Still trying to reach the server. Type quit to stop."
    ann.wait_for(lambda: ann.said.count(still) >= 2, seconds=60)  # said again and again, never given up
    again = Server(tmp_path / "server", port=first.port)
    try:
        ann.wait_for(lambda: "Connected again." in ann.said, seconds=60)
        ann.move()
        assert ann.link.moves >= 1
    finally:
        ann.close()
        assert "Traceback" not in again.stop()


def test_print_at_a_network_terminal_writes_to_this_computers_printouts_folder(server: Server, tmp_path: Path) -> None:
    ann = Device(server)
    code = ann.open(guests=1, players=2)
    bob = joined_by_a_terminal(server, code, tmp_path / "state")
    try:
        read_until(bob, "Your turn.")
        assert bob.stdin is not None
        bob.stdin.write("print hand\n")
        bob.stdin.flush()
        said = read_until(bob, ".brf")[-1]
        folder = platformdirs.user_data_path("shared-table") / "printouts"  # the test's own XDG_DATA_HOME (conftest.py)
        assert str(folder) in said and "cannot keep a printout" not in said, said
        printed = list(folder.glob("*.brf"))
        assert len(printed) == 1 and printed[0].stat().st_size > 0
    finally:
        bob.kill()
        bob.wait(10)
        ann.close()


def _self_signed(folder: Path) -> tuple[Path, Path]:
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key), "-out", str(cert), "-days", "1",
                    "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"], check=True, capture_output=True)
    return cert, key


def test_a_self_signed_certificate_is_explained_and_trusted_with_cafile(tmp_path: Path) -> None:
    cert, key = _self_signed(tmp_path)
    secure = Server(tmp_path / "server", 0, "--certfile", str(cert), "--keyfile", str(key))
    env = {name: value for name, value in os.environ.items() if name not in ("SSL_CERT_FILE", "SSL_CERT_DIR")}
    try:
        refused = shared_table("play", "--server", secure.url, "--game", "solitaire", "--plain", env=env)
        assert refused.returncode == 2
        assert refused.stderr.startswith(f"shared-table play: The server at {secure.url} has a certificate this computer does not trust: ")
        assert "self-signed certificate" in refused.stderr and "add --cafile FILE." in refused.stderr, refused.stderr
        assert "_ssl.c" not in refused.stderr and "[SSL" not in refused.stderr
        trusted = shared_table("play", "--server", secure.url, "--game", "solitaire", "--plain", "--cafile", str(cert), env=env)
        assert trusted.stdout.startswith("Table "), (trusted.stdout, trusted.stderr)
        nowhere = tmp_path / "none.pem"
        missing = shared_table("join", "ABC123", "--server", secure.url, "--cafile", str(nowhere), env=env)
        assert missing.returncode == 2
        assert missing.stderr.startswith(f"shared-table join: The certificate file {nowhere} cannot be used: "), missing.stderr
    finally:
        assert "Traceback" not in secure.stop()


def test_humans_with_a_server_is_refused_with_a_sentence() -> None:
    refused = shared_table("play", "--server", "http://127.0.0.1:9", "--humans", "Ann,Bob")
    assert refused.returncode == 2
    assert refused.stderr == ("shared-table play: --humans is for people sharing one keyboard. At a server, each person joins "
                              "from their own device: use --guests N instead.\n")


def test_guests_seat_what_play_help_says(server: Server) -> None:
    helped = " ".join(shared_table("play", "--help").stdout.split())
    assert "with --humans or --guests, one seat for each person and each --bots level" in helped
    assert "without --players, the table is you, your guests, and a computer player for each --bots level" in helped
    for bots, seats in ((None, 2), ("easy", 3)):
        ann, bob = Device(server), Device(server)
        bob.join(ann.open(guests=1, bots=bots))
        started(ann, bob)
        assert len(ann.link.names) == seats, (bots, ann.link.names)
        for device in (ann, bob):
            device.close()


def test_a_move_made_while_the_server_is_down_is_told_it_waits_and_is_played_when_the_server_is_back(tmp_path: Path) -> None:
    first = Server(tmp_path / "server")
    ann = Device(first)
    ann.link.keep_moves = True  # as a terminal's link is (console/remote.py)
    ann.open(guests=0, game="solitaire")
    started(ann)
    first.kill()
    ann.wait_for(lambda: not ann.link.connected)
    with pytest.raises(IllegalAction) as waiting:
        ann.move()
    assert "Your move will be sent when it is back." in english().say(waiting.value.message)
    assert ann.link.moves == 0
    again = Server(tmp_path / "server", port=first.port)
    try:
        ann.wait_for(lambda: ann.link.moves == 1 and ann.link.pending is None, seconds=60)  # sent once back, and answered
        assert saved_state(again)[1].moves == 1
    finally:
        ann.close()
        assert "Traceback" not in again.stop()
