"""`shared-table serve`: tables for people on their own devices, over WebSockets (Starlette on
uvicorn). `make_app` is what is served: the web page, its words, and `/ws`, where each message
goes through one pipeline (net/pipeline.py). `run_serve` starts it, and stops it cleanly on
Ctrl-C or SIGTERM at any moment, every table saved.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
from collections.abc import Sequence
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

import anyio.to_thread
from starlette.applications import Starlette
from starlette.responses import FileResponse, JSONResponse, PlainTextResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles

from shared_table.core.error_log import error_log
from shared_table.core.message import msg
from shared_table.net.handover import Handover
from shared_table.net.hosting import ASKED_SECONDS, RENEWALS_A_LEASE, SHORTEST_LEASE, Hosting
from shared_table.net.join_limit import JoinCounts
from shared_table.net.metrics import host_routes
from shared_table.net.pipeline import JOINS_PER_MINUTE, SEAT_SECONDS, Pipeline
from shared_table.net.requests import MOST_BYTES
from shared_table.net.tables import Tables
from shared_table.net.web import (
    BACKLOG,
    PER_ADDRESS,
    WEB_FOLDER,
    WORDS_CODES,
    SecurityHeaders,
    origin_key,
    page_words,
    preferred_language,
    said_in,
)
from shared_table.saves.protocol import GameStore
from shared_table.saves.store import SaveFileProblem
from shared_table.sound.player import SOUND_NAMES, sound_folder
from shared_table.sound.synth import made

if TYPE_CHECKING:
    from shared_table.net.edge import Limits

IDLE_CHECK_SECONDS = 600
STOP_SECONDS = 3
"""How long a stopping server waits for its connections to close before it closes them: within
5 s of Ctrl-C or SIGTERM the process has ended, every move saved as it was made."""


def make_app(tables: Tables, joins_per_minute: int = JOINS_PER_MINUTE, origins: Sequence[str] = (),
             seat_seconds: float = SEAT_SECONDS, join_limit: JoinCounts | None = None) -> Starlette:
    """The web app: `/ws` for the game (from a page of this server or of `origins`; closed when it
    takes no seat in `seat_seconds`); `/` the web page (`/?table=CODE` joins), its files under
    `/web/`, and its words in each language under `/words/CODE`; `/health` and `/metrics` for the
    host (net/metrics.py), `/health` answering 503 once `app.state.stopping()` says so."""
    pipeline = Pipeline(tables, joins_per_minute, join_limit=join_limit)
    handover = Handover(tables, tables.hosting) if tables.hosting is not None else None
    pipeline.origins = frozenset(key for key in map(origin_key, origins) if key is not None)
    pipeline.seat_seconds = seat_seconds

    async def home(request: Any) -> FileResponse:
        return FileResponse(WEB_FOLDER / "index.html", headers={"Cache-Control": "no-cache"})

    async def words(request: Any) -> Response:
        code = request.path_params["code"]
        if code not in WORDS_CODES:  # said, never kept: only the languages' own answers are
            refusal = msg("net-no-words", given=code[:40], known=", ".join(sorted(WORDS_CODES)))
            return PlainTextResponse(said_in(preferred_language(request.scope["headers"]), refusal) + "\n", status_code=404)
        return JSONResponse(page_words(code), headers={"Cache-Control": "no-cache"})

    async def sound(request: Any) -> Response:
        """One of the table's sounds, made from its description on first asking (sound/synth.py)."""
        name = request.path_params["name"]
        if name not in SOUND_NAMES:
            refusal = msg("net-no-sound", given=name[:40])
            return PlainTextResponse(said_in(preferred_language(request.scope["headers"]), refusal) + "\n", status_code=404)
        path = (await anyio.to_thread.run_sync(made, sound_folder(), [name]))[name]
        return FileResponse(path, media_type="audio/wav", headers={"Cache-Control": "max-age=86400"})

    async def sweep() -> None:
        while True:
            await asyncio.sleep(IDLE_CHECK_SECONDS)
            await anyio.to_thread.run_sync(tables.close_idle)

    async def renew(handover: Handover) -> None:
        """With several processes on one database: renew this one's leases (net/hosting.py); a
        database that does not answer is tried again next time."""
        while True:
            await asyncio.sleep(handover.hosting.renew_every)
            try:
                await anyio.to_thread.run_sync(handover.renew)
            except SaveFileProblem as problem:  # DatabaseProblem: the leases are renewed when it is back
                error_log().warning("leases not renewed: %s", problem)

    async def hand_over(handover: Handover) -> None:
        """... and let go, soon, the tables another process asked for (its person waits)."""
        while True:
            await asyncio.sleep(ASKED_SECONDS)
            try:
                await anyio.to_thread.run_sync(handover.hand_over_asked)
            except SaveFileProblem as problem:
                error_log().warning("tables asked for not handed over: %s", problem)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> Any:
        tasks = [asyncio.create_task(sweep())]
        if handover is not None:
            tasks += [asyncio.create_task(renew(handover)), asyncio.create_task(hand_over(handover))]
        yield
        for task in tasks:
            task.cancel()

    routes = [Route("/", home), Route("/words/{code}", words), Route("/sounds/{name}", sound),
              Mount("/web", StaticFiles(directory=WEB_FOLDER), name="web"),
              WebSocketRoute("/ws", pipeline.serve),
              WebSocketRoute("/ws/{table}", pipeline.serve),  # the table's code in the path, for a balancer to route by
              *host_routes(tables, pipeline.metrics)]
    app = Starlette(routes=routes, lifespan=lifespan, middleware=[SecurityHeaders.middleware()])
    app.state.stopping = lambda: False  # `run_serve` says when uvicorn is stopping
    app.state.handover = handover
    return app


WS_MAX_SIZE = MOST_BYTES * 4
"""Frames above this are closed by the WebSocket layer itself; up to it, `decode_request` refuses with a sentence."""


class _Passphrase(Exception):
    """The key file asks for a passphrase: the server is started by no one who could type it."""


def tls_problem(certfile: str, keyfile: str) -> str | None:
    """What is wrong with the certificate and its key, as a sentence saying what to do, or None
    when they load (the very check uvicorn makes later, made before anything is printed)."""
    import ssl

    def no_passphrase() -> str:
        raise _Passphrase

    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    try:
        context.load_cert_chain(certfile, keyfile, password=no_passphrase)
    except _Passphrase:
        return f"the key file {keyfile} is protected by a passphrase. Give a key without one (openssl pkey -in {keyfile} -out new.key)."
    except OSError as error:  # ssl.SSLError is one too: checked first
        if isinstance(error, ssl.SSLError):
            why = ("the key is not the one the certificate was made for" if "MISMATCH" in str(error)
                   else "one of them is not a certificate or key in PEM form")
            return (f"the certificate {certfile} and the key {keyfile} cannot be used: {why}. "
                    "Give a PEM certificate with --certfile and the private key it was made for with --keyfile.")
        return f"cannot read {error.filename or certfile}: {error.strerror or error}. Give the path of a readable PEM file."
    return None


def edge_config(app: Any, limits: Limits, proxies: Sequence[str] = (), **settings: Any) -> Any:
    """uvicorn's settings for `app` at the edge (net/edge.py): `limits` on connections, X-Forwarded-For
    believed from `proxies` only (uvicorn believes 127.0.0.1 unless told otherwise), and frames
    above `WS_MAX_SIZE` closed by the WebSocket layer."""
    import uvicorn

    from shared_table.net.edge import edge_protocols  # uvicorn's protocols: imported once serving, as uvicorn would

    http, ws = edge_protocols(limits)
    return uvicorn.Config(app, http=http, ws=ws, proxy_headers=bool(proxies), forwarded_allow_ips=list(proxies) or None,
                          ws_max_size=WS_MAX_SIZE, ws_ping_interval=20, ws_ping_timeout=20, backlog=BACKLOG, **settings)


def run_serve(address: str, port: int, certfile: str | None, keyfile: str | None, stdout: Any, stderr: Any,
              joins_per_minute: int = JOINS_PER_MINUTE, origins: Sequence[str] = (), proxies: Sequence[str] = (),
              per_address: int = PER_ADDRESS, seeds_for_tests: bool = False, database: str | None = None,
              lease_seconds: float = 10.0) -> int:
    """Serve until Ctrl-C or SIGTERM: the first line printed says where. Pages of `origins` may
    play besides the server's own; X-Forwarded-For is believed from `proxies` only;
    `seeds_for_tests` deals a table with guests from the seed its `open` names (tests only).
    `database`: a PostgreSQL shared with other processes keeps the tables (a table is hosted by
    one of them at a time, its lease lasting `lease_seconds`), not this user's save file; on
    SIGTERM such a process hands its tables to the others before it ends."""
    import ipaddress
    import resource
    import signal
    import socket

    import uvicorn

    from shared_table.saves.store import SaveStore

    if bool(certfile) != bool(keyfile):
        stderr.write("shared-table serve: --certfile and --keyfile go together.\n")
        return 2
    if certfile and keyfile and (problem := tls_problem(certfile, keyfile)):
        stderr.write(f"shared-table serve: {problem}\n")
        return 2
    for origin in origins:
        if origin_key(origin) is None:
            stderr.write(f"shared-table serve: --origin {origin} is not a web address: give one like https://club.example.org.\n")
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
    if database and lease_seconds < SHORTEST_LEASE:
        stderr.write(f"shared-table serve: --lease-seconds {lease_seconds:g} is too short: a process renews its leases"
                     f" {RENEWALS_A_LEASE} times a lease, and one busy moment would lose its tables. Give"
                     f" {SHORTEST_LEASE:g} or more (10 by default).\n")
        return 2
    store: GameStore | None = None
    tables: Tables | None = None
    try:
        try:
            if database:
                tables = cluster_tables(database, lease_seconds, seeds_for_tests)
                store = tables.store
            else:
                store, notice = SaveStore.open()
                if notice:
                    stderr.write(notice + "\n")
                serving_here = only_serve_of(store.path)  # held until this function returns: the process ends
                if serving_here is None:
                    stderr.write(f"shared-table serve: another shared-table serve keeps its tables in {store.path}. One process"
                                 " hosts the tables of a save file: stop the other, give this one a data folder of its own"
                                 " (XDG_DATA_HOME), or share a PostgreSQL between processes with --database.\n")
                    return 2
                tables = Tables(store, seeds_for_tests=seeds_for_tests)
        except SaveFileProblem as refused:  # DatabaseProblem too: one sentence, never a traceback
            from shared_table.i18n.words import english

            said = english().say(refused.message)
            stderr.write(f"shared-table serve: {said}{'' if said.endswith(('.', '?', '!')) else '.'}\n")
            return 2
        hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
        with contextlib.suppress(ValueError, OSError):  # each connection is a file: as many as the system lets us
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
        for problem in tables.reopen():
            stderr.write(f"shared-table serve: a table could not be reopened: {problem}\n")
        try:
            family = socket.AF_INET6 if ":" in address else socket.AF_INET
            listening = socket.socket(family, socket.SOCK_STREAM)
            listening.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            listening.bind((address, port))
            listening.listen(BACKLOG)
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
        from shared_table.net.edge import Limits, SameErrorLimit

        SameErrorLimit().install()
        limits = Limits.from_files(max(1, per_address), frozenset(proxies))
        join_limit = None
        if tables.hosting is not None:  # counted with the other processes
            from shared_table.net.shared_join_limit import SharedJoinLimit

            join_limit = SharedJoinLimit(tables.hosting.leases.pool, joins_per_minute)
        app = make_app(tables, joins_per_minute, origins, join_limit=join_limit)
        config = edge_config(app, limits, proxies, log_level="warning", lifespan="on",
                             ssl_certfile=certfile, ssl_keyfile=keyfile, timeout_graceful_shutdown=STOP_SECONDS)
        from shared_table.net.draining import DrainingServer

        server = running = DrainingServer(config, app.state.handover.hand_over_all if app.state.handover is not None else None)
        app.state.stopping = lambda: running.should_exit or running.draining  # a balancer hears 503 from the signal on
        server.run(sockets=[listening])
        tables.stop()
    except KeyboardInterrupt:
        pass  # stopped while starting: every move was saved as it was made
    finally:
        if store is not None:
            with tables.store_lock if tables is not None else contextlib.nullcontext():  # a worker may still be writing
                store.close()
        if tables is not None and tables.hosting is not None:
            tables.hosting.close()  # its advisory lock goes: any table still leased here is taken at once
    return 0


def only_serve_of(save_file: Path) -> IO[str] | None:
    """A lock that this is the one `serve` of `save_file`, held as long as the file it returns is
    open (the process's life); None if another `serve` holds it. Two would each reopen a table
    still waiting for its guests, and a guest could join each: two tables under one code."""
    handle = open(save_file.with_name(save_file.name + ".serving"), "a", encoding="utf-8")  # noqa: SIM115 - held open on purpose
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        handle.close()
        return None
    return handle


def cluster_tables(database: str, lease_seconds: float, seeds_for_tests: bool) -> Tables:
    """The tables of a process that shares the PostgreSQL database `database` with others: its
    games, list of tables and leases there; a DatabaseProblem, said, when it cannot be used."""
    from shared_table.saves.postgres import connect
    from shared_table.saves.postgres_games import PostgresGameStore
    from shared_table.saves.postgres_leases import Leases, Presence, new_owner
    from shared_table.saves.postgres_served import PostgresServedTables

    pool = connect(database)
    try:
        owner = new_owner()
        presence = Presence(database, owner)
        presence.hold()
    except BaseException:
        pool.close()
        raise
    store = PostgresGameStore(pool, owner)
    hosting = Hosting(Leases(pool, owner, float(lease_seconds)), presence, store.fence)
    tables = Tables(store, listing=PostgresServedTables(pool), hosting=hosting, seeds_for_tests=seeds_for_tests)
    store.waiting = tables.database_waiting
    return tables
