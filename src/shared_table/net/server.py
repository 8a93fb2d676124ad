"""`shared-table serve`: tables for people on their own devices, over WebSockets (Starlette on
uvicorn). `make_app` is what is served: the web page, its words, and `/ws`, where each message
goes through one pipeline (net/pipeline.py). `run_serve` starts it, and stops it cleanly on
Ctrl-C or SIGTERM at any moment, every table saved.
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any

import anyio.to_thread
from starlette.applications import Starlette
from starlette.responses import FileResponse, JSONResponse
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles

from shared_table.net.pipeline import JOINS_PER_MINUTE, Pipeline
from shared_table.net.requests import MOST_BYTES
from shared_table.net.tables import Tables
from shared_table.net.web import WEB_FOLDER, SecurityHeaders, page_words
from shared_table.saves.store import SaveFileProblem

IDLE_CHECK_SECONDS = 600
STOP_SECONDS = 3
"""How long a stopping server waits for its connections to close before it closes them: within
5 s of Ctrl-C or SIGTERM the process has ended, every move saved as it was made."""


def make_app(tables: Tables, joins_per_minute: int = JOINS_PER_MINUTE) -> Starlette:
    """The web app: `/ws` for the game; `/` the web page (`/?table=CODE` joins), its files under
    `/web/`, and its words in each language under `/words/CODE`."""
    pipeline = Pipeline(tables, joins_per_minute)

    async def home(request: Any) -> FileResponse:
        return FileResponse(WEB_FOLDER / "index.html", headers={"Cache-Control": "no-cache"})

    async def words(request: Any) -> JSONResponse:
        return JSONResponse(page_words(request.path_params["code"]), headers={"Cache-Control": "no-cache"})

    async def sweep() -> None:
        while True:
            await asyncio.sleep(IDLE_CHECK_SECONDS)
            await anyio.to_thread.run_sync(tables.close_idle)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> Any:
        task = asyncio.create_task(sweep())
        yield
        task.cancel()

    routes = [Route("/", home), Route("/words/{code}", words), Mount("/web", StaticFiles(directory=WEB_FOLDER), name="web"),
              WebSocketRoute("/ws", pipeline.serve)]
    return Starlette(routes=routes, lifespan=lifespan, middleware=[SecurityHeaders.middleware()])


WS_MAX_SIZE = MOST_BYTES * 4
"""Frames above this are closed by the WebSocket layer itself; up to it, `decode_request` refuses with a sentence."""


def run_serve(address: str, port: int, certfile: str | None, keyfile: str | None, stdout: Any, stderr: Any,
              joins_per_minute: int = JOINS_PER_MINUTE, seeds_for_tests: bool = False) -> int:
    """Serve until Ctrl-C or SIGTERM: the first line printed says where."""
    import ipaddress
    import resource
    import signal
    import socket

    import uvicorn

    from shared_table.saves.store import SaveStore

    if bool(certfile) != bool(keyfile):
        stderr.write("shared-table serve: --certfile and --keyfile go together.\n")
        return 2
    server: uvicorn.Server | None = None

    def stop(number: int, frame: object) -> None:
        """Ctrl-C or SIGTERM before uvicorn takes the signals over: stopped at once while starting;
        once its server is made, it stops as soon as it has started (a signal in between is not
        lost), and uvicorn's own handler does the same from then on."""
        if server is None:
            raise KeyboardInterrupt
        server.should_exit = True

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    store: SaveStore | None = None
    tables: Tables | None = None
    try:
        try:
            store, notice = SaveStore.open()
        except SaveFileProblem as refused:
            from shared_table.i18n.words import english

            stderr.write(f"shared-table serve: {english().say(refused.message)}\n")
            return 2
        if notice:
            stderr.write(notice + "\n")
        hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
        with contextlib.suppress(ValueError, OSError):  # each connection is a file: as many as the system lets us
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
        tables = Tables(store, seeds_for_tests=seeds_for_tests)
        for problem in tables.reopen():
            stderr.write(f"shared-table serve: a table could not be reopened: {problem}\n")
        try:
            family = socket.AF_INET6 if ":" in address else socket.AF_INET
            listening = socket.socket(family, socket.SOCK_STREAM)
            listening.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            listening.bind((address, port))
            listening.listen(128)
        except (OSError, OverflowError) as error:
            stderr.write(f"shared-table serve: cannot listen on {address} port {port}: {getattr(error, 'strerror', None) or error}.\n")
            return 2
        bound = listening.getsockname()[1]
        scheme = "https" if certfile else "http"
        shown = f"[{address}]" if ":" in address else address
        stdout.write(f"Serving on {scheme}://{shown}:{bound}\n")
        try:
            loopback = ipaddress.ip_address(address).is_loopback
        except ValueError:
            loopback = address == "localhost"
        if not certfile and not loopback:
            stdout.write("Traffic to this server is not encrypted: across the internet, use --certfile and --keyfile,"
                         " or a reverse proxy with TLS.\n")
        stdout.flush()
        config = uvicorn.Config(make_app(tables, joins_per_minute), log_level="warning", ws_max_size=WS_MAX_SIZE, lifespan="on",
                                ssl_certfile=certfile, ssl_keyfile=keyfile, ws_ping_interval=20, ws_ping_timeout=20,
                                timeout_graceful_shutdown=STOP_SECONDS)
        server = uvicorn.Server(config)
        server.run(sockets=[listening])
        tables.stop()
    except KeyboardInterrupt:
        pass  # stopped while starting: every move was saved as it was made
    finally:
        if store is not None:
            with tables.store_lock if tables is not None else contextlib.nullcontext():  # a worker may still be writing
                store.close()
    return 0
