"""Debian's HAProxy run with deploy/haproxy.cfg by whoever runs it: for the tests
(tests/haproxy_server.py) and the local cluster (deploy/local_cluster.py). Standard library only.

The config run is the shipped file itself with three things changed, each checked to be there so
that an edit of the file cannot leave a run silently different from it: its addresses
(127.0.0.1:8800 for players, 127.0.0.1:8801 to :8803 for the processes) become the ports given;
its runtime socket moves from /run/haproxy into a folder of the run's own; and the `user` and
`group` lines go (they are for Debian's service, which starts as root; a run by hand stays whoever
started it).
"""

from __future__ import annotations

import contextlib
import csv
import io
import socket
import subprocess
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

HAPROXY = Path("/usr/sbin/haproxy")
CONFIG = Path(__file__).with_name("haproxy.cfg")
PLAYERS = "127.0.0.1:8800"
PROCESSES = ("127.0.0.1:8801", "127.0.0.1:8802", "127.0.0.1:8803")
NAMES = ("serve1", "serve2", "serve3")
"""The processes' names in the config, in the order of PROCESSES: HAProxy's `show stat` and the
X-Shared-Table-Process header it adds to each answer name them so."""
SYSTEM_SOCKET = "/run/haproxy/admin.sock"
AS_SERVICE = ("user", "group")
START_SECONDS = 30.0


def config_for(players_port: int, process_ports: Sequence[int], runtime_socket: Path) -> str:
    """deploy/haproxy.cfg for a run by hand: players on 127.0.0.1:`players_port`, the processes on
    `process_ports`, the runtime socket at `runtime_socket`."""
    if len(process_ports) != len(PROCESSES):
        raise ValueError(f"deploy/haproxy.cfg has {len(PROCESSES)} processes, not {len(process_ports)}")
    text = CONFIG.read_text(encoding="utf-8")
    changes = {PLAYERS: f"127.0.0.1:{players_port}", SYSTEM_SOCKET: str(runtime_socket)}
    changes.update({old: f"127.0.0.1:{port}" for old, port in zip(PROCESSES, process_ports, strict=True)})
    for old, new in changes.items():
        if old not in text:
            raise ValueError(f"deploy/haproxy.cfg no longer has {old}: change deploy/haproxy_run.py with it")
        text = text.replace(old, new)
    kept = [line for line in text.splitlines() if not (line.split() and line.split()[0] in AS_SERVICE)]
    return "\n".join(kept) + "\n"


def free_port() -> int:
    """A TCP port free on 127.0.0.1 just now (HAProxy binds it itself: `start` tries again if it was taken meanwhile)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@dataclass
class Haproxy:
    """A running HAProxy: where players reach it, its runtime socket, its log."""

    process: subprocess.Popen[bytes]
    port: int
    runtime_socket: Path
    log: Path

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def ask(self, command: str) -> str:
        """One command of HAProxy's runtime API (`show stat`, `set server ...`), its answer."""
        with socket.socket(socket.AF_UNIX) as api:
            api.settimeout(10)
            api.connect(str(self.runtime_socket))
            api.sendall(command.encode() + b"\n")
            answer = b""
            while chunk := api.recv(65536):
                answer += chunk
        return answer.decode()

    def states(self, backend: str = "tables") -> dict[str, str]:
        """Each process's state in `backend` as HAProxy's health checks have it: "UP", "DOWN", "UP 1/2" ..."""
        rows = csv.DictReader(io.StringIO(self.ask("show stat").removeprefix("# ")))
        return {row["svname"]: row["status"] for row in rows if row["pxname"] == backend and row["svname"] in NAMES}

    def said(self) -> str:
        return self.log.read_text(encoding="utf-8", errors="replace") if self.log.exists() else ""


def _answers(haproxy: Haproxy) -> bool:
    """Players' port takes a connection and the runtime socket answers."""
    try:
        with socket.create_connection(("127.0.0.1", haproxy.port), timeout=5):
            pass
        return bool(haproxy.states())
    except OSError:
        return False


def start(folder: Path, process_ports: Sequence[int], players_port: int | None = None) -> Haproxy:
    """HAProxy in the foreground (`-db`) with deploy/haproxy.cfg for these ports, its config, socket
    and log in `folder` (short: a unix socket's path has at most 107 bytes); returned once it answers.
    Without `players_port`, a free one (tried again on another should it be taken meanwhile)."""
    for _ in range(5):
        port = players_port or free_port()
        config = folder / "haproxy.cfg"
        config.write_text(config_for(port, process_ports, folder / "admin.sock"), encoding="utf-8")
        log = folder / "haproxy.log"
        with log.open("wb") as output:
            process = subprocess.Popen([str(HAPROXY), "-db", "-f", str(config)], stdout=output, stderr=subprocess.STDOUT,
                                       stdin=subprocess.DEVNULL, start_new_session=True)  # stopped by us, not by a Ctrl-C
        haproxy = Haproxy(process, port, folder / "admin.sock", log)
        deadline = time.monotonic() + START_SECONDS
        while process.poll() is None and not _answers(haproxy):
            if time.monotonic() > deadline:
                stop(haproxy)
                raise RuntimeError(f"HAProxy did not answer within {START_SECONDS:.0f} s: {haproxy.said()}")
            time.sleep(0.05)
        if process.poll() is None:
            return haproxy
        if players_port is not None or "cannot bind socket" not in haproxy.said():
            raise RuntimeError(f"HAProxy stopped at start ({process.returncode}): {haproxy.said()}")
    raise RuntimeError(f"HAProxy found no free port: {haproxy.said()}")


def stop(haproxy: Haproxy) -> None:
    """Stop at once (SIGTERM: HAProxy's hard stop), and wait for it."""
    if haproxy.process.poll() is None:
        haproxy.process.terminate()
        try:
            haproxy.process.wait(10)
        except subprocess.TimeoutExpired:
            haproxy.process.kill()
            haproxy.process.wait(10)
    with contextlib.suppress(FileNotFoundError):
        haproxy.runtime_socket.unlink()


def wait_for_states(haproxy: Haproxy, wanted: dict[str, str], seconds: float = 60.0) -> dict[str, str]:
    """Wait until the health checks have each named process in the state wanted ("UP", "DOWN")."""
    deadline = time.monotonic() + seconds
    while True:
        states = haproxy.states()
        if all(states.get(name) == state for name, state in wanted.items()):
            return states
        if time.monotonic() > deadline:
            raise TimeoutError(f"HAProxy's checks did not reach {wanted} within {seconds:.0f} s: {states}")
        time.sleep(0.05)
