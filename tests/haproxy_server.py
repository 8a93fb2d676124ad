"""A real HAProxy in front of three real `serve` processes, for the tests (issue 40, items 3 and 9).

`Cluster` starts three `python -m shared_table serve --seeds-for-tests` processes (each on a port
of its own choosing, each with its own SQLite folder, X-Forwarded-For believed from 127.0.0.1) and
Debian's HAProxy (/usr/sbin/haproxy, in the foreground) with deploy/haproxy.cfg, the shipped file,
its addresses changed to those ports (deploy/haproxy_run.py), and returns once HAProxy's health
checks have every process up. `close` stops them all.

Without HAProxy a test that uses it is skipped, and fails under CI (tests/needs.py): `make test`
installs it (TEST_APT_PACKAGES).

Sockets through it: `table_socket` opens a WebSocket from a chosen loopback address (all of
127.0.0.0/8 is this machine, so a test can be several clients), and `process_of` tells which
process HAProxy sent it to (the X-Shared-Table-Process header the config adds to every answer).
"""

from __future__ import annotations

import json
import shutil
import socket
import sys
import tempfile
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from websockets.sync.client import ClientConnection, connect

from needs import require
from server_helpers import Server

# deploy/ is no package (the local cluster runs its script from there): its folder on the path.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "deploy"))
import haproxy_run

PROCESS_HEADER = "X-Shared-Table-Process"


def require_haproxy() -> None:
    """Debian's HAProxy is here (a failure under CI, a skip elsewhere, without it)."""
    require(haproxy_run.HAPROXY.exists(), f"HAProxy ({haproxy_run.HAPROXY})", "apt-get install haproxy")


class Cluster:
    """Three `serve` processes behind HAProxy. `options[i]`: more options for process i, or its
    whole proxy option (`--behind-proxy 127.0.0.1` when none names one)."""

    def __init__(self, folder: Path, options: Sequence[Sequence[str]] = ((), (), ())) -> None:
        require_haproxy()
        self.folder = folder
        self.servers: dict[str, Server] = {}
        self.options = {name: self._options(given) for name, given in zip(haproxy_run.NAMES, options, strict=True)}
        self.haproxy_folder = Path(tempfile.mkdtemp(prefix="st-ha-"))  # short: the runtime socket's path has at most 107 bytes
        try:
            with ThreadPoolExecutor(len(haproxy_run.NAMES)) as starting:  # each start waits for its first line: together
                list(starting.map(self.start, haproxy_run.NAMES))
            self.servers = {name: self.servers[name] for name in haproxy_run.NAMES}  # in the config's order, as they were given
            self.haproxy = haproxy_run.start(self.haproxy_folder, [server.port for server in self.servers.values()])
            self.wait_for({name: "UP" for name in haproxy_run.NAMES})
        except BaseException:
            self.close()
            raise

    @staticmethod
    def _options(given: Sequence[str]) -> list[str]:
        named = any(option in given for option in ("--behind-proxy", "--forwarded-allow-ips"))
        return [*given] if named else ["--behind-proxy", "127.0.0.1", *given]

    def start(self, name: str, port: int = 0) -> Server:
        """Process `name` started (again, on `port`, after a kill: its folder and so its tables kept)."""
        self.servers[name] = Server(self.folder / name, port, *self.options[name])
        return self.servers[name]

    @property
    def url(self) -> str:
        return self.haproxy.url

    def wait_for(self, states: dict[str, str]) -> dict[str, str]:
        """Wait (up to a minute) until HAProxy's checks have each named process in the state given."""
        return haproxy_run.wait_for_states(self.haproxy, states)

    def close(self) -> None:
        if hasattr(self, "haproxy"):
            haproxy_run.stop(self.haproxy)
        with ThreadPoolExecutor(len(self.servers) or 1) as stopping:  # each drains its tables for a moment: together
            list(stopping.map(lambda server: server.stop(), self.servers.values()))
        shutil.rmtree(self.haproxy_folder, ignore_errors=True)


def table_socket(cluster: Cluster | Server, path: str, source: str = "127.0.0.1",
                 headers: dict[str, str] | None = None) -> ClientConnection:
    """A WebSocket to `path` (/ws or /ws/CODE) of HAProxy or of one process, from loopback address `source`."""
    port = cluster.haproxy.port if isinstance(cluster, Cluster) else cluster.port
    raw = socket.socket()
    try:
        raw.bind((source, 0))
        raw.connect(("127.0.0.1", port))
        return connect(f"ws://127.0.0.1:{port}{path}", sock=raw, additional_headers=headers, open_timeout=30)
    except BaseException:
        raw.close()
        raise


def process_of(connection: ClientConnection) -> str:
    """The process HAProxy sent this connection to, by its name in the config (serve1 ...)."""
    assert connection.response is not None
    return connection.response.headers[PROCESS_HEADER]


_ids = iter(range(1, 1 << 30))


def ask(connection: ClientConnection, kind: str, **fields: Any) -> dict[str, Any]:
    """Send one request; its answer (`seated`, `done` or `refused`), whatever came before it passed over."""
    number = next(_ids)
    connection.send(json.dumps({"kind": kind, "id": number, **fields}))
    while True:
        message: dict[str, Any] = json.loads(connection.recv(timeout=30))
        if message.get("id") == number:
            return message


def open_table(connection: ClientConnection, name: str = "Ann") -> dict[str, Any]:
    """A table for this person and one guest: the `seated` answer (its code and the seat's token), or `refused`."""
    return ask(connection, "open", game="", players=None, bots=None, guests=1, name=name, seed=None, options=[])
