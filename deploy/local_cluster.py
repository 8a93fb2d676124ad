"""A whole cluster on this machine for a person to play on: `make cluster` (docs/deploy.md).

PostgreSQL (Debian's 15, in a folder of its own, on a unix socket), three `shared-table serve`
processes on 127.0.0.1:8801 to 8803 sharing it (`--database`), and HAProxy on 127.0.0.1:8800 with
deploy/haproxy.cfg in front of them. It prints one line, the address to open in a browser or to
give `shared-table join` and `--server`, and runs until Ctrl-C, which stops everything: HAProxy
first, then each process (which saves as it stops), then PostgreSQL.

The folder: as a user, ~/.local/share/shared-table/cluster (or under $XDG_DATA_HOME), kept, so
games go on at the next run; as root, a fresh folder under /tmp, removed at the end (PostgreSQL
runs as the `postgres` system user then, who cannot reach into root's home). `--folder DIR`
chooses one. Logs are in its `logs` folder. Standard library only: it runs `python -m
shared_table serve` with the Python it runs in (the project's virtualenv under `make cluster`).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import FrameType
from typing import IO

import haproxy_run
import postgres_run

PLAYERS_PORT = 8800
PROCESS_PORTS = (8801, 8802, 8803)
DATABASE = "shared_table"
STOP_SECONDS = 40.0
"""How long a process may take to stop (with --database it answers 503 for 2 s, hands its tables over, then waits
up to 3 s for its connections) before it is killed."""
SETTINGS = {"max_connections": "100"}


class Stop(Exception):
    """Ctrl-C or SIGTERM: stop everything, in order."""


def _stop(number: int, frame: FrameType | None) -> None:
    raise Stop


def data_folder() -> Path:
    """Where a user's cluster is kept between runs."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "shared-table" / "cluster"


def port_taken(port: int) -> bool:
    with socket.socket() as probe:
        try:
            probe.bind(("127.0.0.1", port))
        except OSError:
            return True
    return False


def make_database(server: postgres_run.PostgresServer) -> str:
    """The cluster's database, made the first time: its connection string."""
    psql = [str(postgres_run.BIN / "psql"), "-h", str(server.folder), "-U", server.user, "-d", "postgres", "-tAc"]
    found = subprocess.run(postgres_run.as_owner([*psql, f"SELECT 1 FROM pg_database WHERE datname = '{DATABASE}'"]),
                           capture_output=True, text=True, timeout=60, check=True)
    if found.stdout.strip() != "1":
        postgres_run.run([*psql, f'CREATE DATABASE "{DATABASE}"'])
    return server.url(DATABASE)


def start_serve(folder: Path, name: str, port: int, database: str, log: IO[str]) -> subprocess.Popen[str]:
    """One `serve` process, its own files (besides the database) in `folder`/`name`: its first line read."""
    own = folder / name
    env = {**os.environ, "XDG_DATA_HOME": str(own / "data"), "XDG_STATE_HOME": str(own / "state"), "XDG_CONFIG_HOME": str(own / "config")}
    command = [sys.executable, "-m", "shared_table", "serve", "--port", str(port), "--database", database, "--behind-proxy", "127.0.0.1"]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=log, stdin=subprocess.DEVNULL, text=True, env=env,
                               start_new_session=True)  # Ctrl-C reaches this script alone, which stops each in turn
    assert process.stdout is not None
    first = process.stdout.readline()
    if not first.startswith("Serving on "):
        process.wait(STOP_SECONDS)
        raise RuntimeError(f"{name} did not start (status {process.returncode}): see {log.name}")
    return process


def stop_serve(process: subprocess.Popen[str]) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(STOP_SECONDS)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def run(folder: Path, watch_seconds: float = 0.5) -> int:
    """Start the cluster in `folder`, serve until Ctrl-C or SIGTERM, stop it: the exit status."""
    if not postgres_run.present() or not haproxy_run.HAPROXY.exists():
        print("local_cluster: this needs PostgreSQL 15 and HAProxy: sudo apt-get install postgresql haproxy", file=sys.stderr)
        return 2
    taken = [port for port in (PLAYERS_PORT, *PROCESS_PORTS) if port_taken(port)]
    if taken:
        print(f"local_cluster: port {taken[0]} on 127.0.0.1 is in use: stop what uses it (another cluster?), then try again.",
              file=sys.stderr)
        return 2
    for part in ("postgres", "haproxy", "logs"):
        (folder / part).mkdir(parents=True, exist_ok=True)
    signal.signal(signal.SIGTERM, _stop)
    signal.signal(signal.SIGINT, _stop)
    database: postgres_run.PostgresServer | None = None
    haproxy: haproxy_run.Haproxy | None = None
    processes: dict[str, subprocess.Popen[str]] = {}
    with contextlib.ExitStack() as logs:
        try:
            database = postgres_run.start(folder / "postgres", SETTINGS)
            url = make_database(database)
            for name, port in zip(haproxy_run.NAMES, PROCESS_PORTS, strict=True):
                log = logs.enter_context((folder / "logs" / f"{name}.log").open("a", encoding="utf-8"))
                processes[name] = start_serve(folder, name, port, url, log)
            haproxy = haproxy_run.start(folder / "haproxy", PROCESS_PORTS, PLAYERS_PORT)
            haproxy_run.wait_for_states(haproxy, {name: "UP" for name in haproxy_run.NAMES})
            print(f"Play at http://127.0.0.1:{PLAYERS_PORT} (a browser, or shared-table join CODE --server "
                  f"http://127.0.0.1:{PLAYERS_PORT}); Ctrl-C stops the cluster; logs in {folder / 'logs'}", flush=True)
            said: set[str] = set()
            while True:  # a process that stops is said once; HAProxy sends its tables' players to the others
                for name, process in processes.items():
                    if process.poll() is not None and name not in said:
                        said.add(name)
                        print(f"{name} stopped (status {process.returncode}); the others go on. See {folder / 'logs' / name}.log",
                              flush=True)
                time.sleep(watch_seconds)
        except Stop:
            print("Stopping the cluster.", flush=True)
            return 0
        except (RuntimeError, TimeoutError, subprocess.CalledProcessError) as problem:
            print(f"local_cluster: {problem}", file=sys.stderr)
            return 1
        finally:
            signal.signal(signal.SIGINT, signal.SIG_IGN)  # a second Ctrl-C does not cut the stopping short
            if haproxy is not None:
                haproxy_run.stop(haproxy)
            for process in processes.values():
                stop_serve(process)
            if database is not None:
                with contextlib.suppress(RuntimeError):
                    postgres_run.stop(database)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--folder", type=Path, help=f"where to keep the cluster (default {data_folder()}; as root, a fresh one under /tmp)")
    args = parser.parse_args()
    if args.folder is not None:
        return run(args.folder.resolve())
    if os.geteuid() != 0:
        return run(data_folder())
    folder = Path(tempfile.mkdtemp(prefix="st-cluster-"))
    os.chmod(folder, 0o755)  # the postgres user reaches its own folder inside
    try:
        return run(folder)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
