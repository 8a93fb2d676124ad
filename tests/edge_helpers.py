"""Raw sockets for the server's edge (tests/test_server_edge.py): a WebSocket opened by hand, so
that a test can send what no well-behaved client sends (pings it never reads the pongs of, a
binary frame) and see exactly what the server writes back; and the server's own memory."""

from __future__ import annotations

import base64
import http.client
import os
import socket
import struct
import threading
from pathlib import Path

import uvicorn
from websockets.sync.client import ClientConnection, connect

from shared_table.net.edge import Limits, edge_protocols
from shared_table.net.server import edge_config, make_app
from shared_table.net.tables import Tables
from shared_table.saves.store import SaveStore
from shared_table.table.host import Host


def handshake(port: int, origin: str | None = None, forwarded: str | None = None, source: str = "127.0.0.1") -> tuple[socket.socket, bytes]:
    """A WebSocket from `source` to 127.0.0.1:`port`/ws: the socket (upgraded when the answer was 101) and the answer's head."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=30, source_address=(source, 0))
    key = base64.b64encode(os.urandom(16)).decode()
    lines = ["GET /ws HTTP/1.1", f"Host: 127.0.0.1:{port}", "Upgrade: websocket", "Connection: Upgrade",
             f"Sec-WebSocket-Key: {key}", "Sec-WebSocket-Version: 13"]
    if origin is not None:
        lines.append(f"Origin: {origin}")
    if forwarded is not None:
        lines.append(f"X-Forwarded-For: {forwarded}")
    sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
    head = b""
    while b"\r\n\r\n" not in head:
        chunk = sock.recv(4096)
        if not chunk:
            break
        head += chunk
    return sock, head


def frame(opcode: int, payload: bytes) -> bytes:
    """A client's frame (masked, as a client's must be), whole."""
    mask = os.urandom(4)
    length = len(payload)
    if length < 126:
        header = struct.pack("!BB", 0x80 | opcode, 0x80 | length)
    elif length < 65536:
        header = struct.pack("!BBH", 0x80 | opcode, 0x80 | 126, length)
    else:
        header = struct.pack("!BBQ", 0x80 | opcode, 0x80 | 127, length)
    return header + mask + bytes(byte ^ mask[index % 4] for index, byte in enumerate(payload))


PING = 0x9


def resident_bytes(pid: int) -> int:
    """The process's resident memory (VmRSS), in bytes."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    raise AssertionError("no VmRSS")


def closed_by_server(sock: socket.socket, seconds: float = 30.0) -> bool:
    """Whether the server ends the connection (reading and dropping what it sent) within `seconds`:
    a bound only a server that never closes it reaches."""
    sock.settimeout(seconds)
    try:
        while sock.recv(65536):
            pass
    except TimeoutError:
        return False
    except OSError:
        return True  # reset: closed without a word
    return True


class EdgeServer:
    """The app behind the edge's own protocols (net/edge.py), on 127.0.0.1 in a thread of this
    process, with limits small enough for a test to reach."""

    def __init__(self, folder: Path, limits: Limits, request_seconds: float = 10.0, seat_seconds: float = 60.0,
                 proxies: tuple[str, ...] = (), origins: tuple[str, ...] = (), joins_per_minute: int = 20) -> None:
        self.store = SaveStore(folder / "games.sqlite3")
        self.tables = Tables(self.store, Host())
        self.limits = limits
        listening = socket.socket()
        listening.bind(("127.0.0.1", 0))
        listening.listen(256)
        self.port = listening.getsockname()[1]
        app = make_app(self.tables, joins_per_minute, origins, seat_seconds)
        config = edge_config(app, limits, proxies, log_level="warning", lifespan="on")
        config.http, config.ws = edge_protocols(limits, request_seconds)
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, kwargs={"sockets": [listening]}, daemon=True)
        self.thread.start()
        while not self.server.started:
            self.thread.join(0.01)

    def connect(self, **headers: str) -> ClientConnection:
        extra = {name.replace("_", "-"): value for name, value in headers.items()}
        return connect(f"ws://127.0.0.1:{self.port}/ws", additional_headers=extra)

    def get(self, path: str, headers: dict[str, str] | None = None) -> tuple[int, str]:
        """An HTTP GET: its status and body."""
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        try:
            connection.request("GET", path, headers=headers or {})
            response = connection.getresponse()
            return response.status, response.read().decode()
        finally:
            connection.close()

    def close(self) -> None:
        self.server.should_exit = True
        self.thread.join(30)
        self.store.close()
