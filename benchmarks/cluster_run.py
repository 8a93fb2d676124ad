"""The cluster of benchmarks/bench_cluster.py: a PostgreSQL of its own, three `serve --database`
processes and HAProxy with deploy/haproxy.cfg, all on 127.0.0.1; their CPU from /proc, and what
the database counts and holds."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "deploy"))  # deploy/ is no package
import haproxy_run
import postgres_run

from bench_server import SRC, cpu_seconds

SETTINGS = {"max_connections": "100"}
"""PostgreSQL as Debian's package and a host have it (fsync, synchronous_commit, full_page_writes
on; shared_buffers 128MB); three pools of serve's fit in 100 connections."""
DATABASE = "bench"


def postgres_cpu_seconds(data: Path) -> float:
    """CPU of PostgreSQL: its postmaster, every child alive (the sessions, the writers), and what
    children that exited left in the postmaster's cutime and cstime."""
    postmaster = int((data / "postmaster.pid").read_text().split()[0])
    ticks = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            text = (entry / "stat").read_text()
        except OSError:
            continue  # gone meanwhile
        fields = text[text.rindex(")") + 2:].split()
        pid, parent = int(entry.name), int(fields[1])
        if pid == postmaster:
            total += sum(int(value) for value in fields[11:15]) / ticks  # utime stime cutime cstime
        elif parent == postmaster:
            total += (int(fields[11]) + int(fields[12])) / ticks
    return total


def machine_busy() -> tuple[float, float]:
    """Seconds of every core busy and in all, since boot (/proc/stat): what else ran shows there."""
    fields = [int(value) for value in Path("/proc/stat").read_text().splitlines()[0].split()[1:]]
    idle = fields[3] + fields[4]  # idle and iowait
    ticks = os.sysconf("SC_CLK_TCK")
    return (sum(fields) - idle) / ticks, sum(fields) / ticks


def start_serve(folder: Path, database: str) -> tuple[subprocess.Popen[str], int]:
    """One `serve` on the database, on a free port of its choosing: it and its port."""
    env = {**os.environ, "PYTHONPATH": str(SRC),
           **{f"XDG_{name.upper()}_HOME": str(folder / name) for name in ("data", "state", "config")}}
    command = [sys.executable, "-m", "shared_table", "serve", "--host", "127.0.0.1", "--port", "0", "--database", database,
               "--seeds-for-tests", "--behind-proxy", "127.0.0.1", "--joins-per-minute", "1000000",
               "--connections-per-address", "1000000"]
    server = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env)
    assert server.stdout is not None
    first = server.stdout.readline()
    if not first:
        server.wait(30)
        raise SystemExit(f"serve did not start ({server.returncode})")
    return server, int(first.split()[-1].rstrip("/").rsplit(":", 1)[1])


def stop_serve(server: subprocess.Popen[str]) -> None:
    if server.poll() is None:
        server.terminate()
        try:
            server.wait(40)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait(10)


def saved_moves(database: str, codes: list[str]) -> dict[str, tuple[int, bool]]:
    """Each table's last game as the database has it: how many moves, and whether they are
    numbered 0 to n-1 (each once: the primary key; no gap)."""
    import psycopg

    query = ("SELECT g.table_code, count(a.n), coalesce(min(a.n), 0), coalesce(max(a.n), -1)"
             " FROM shared_table.games g LEFT JOIN shared_table.actions a ON a.game_id = g.id"
             " WHERE g.id IN (SELECT max(id) FROM shared_table.games WHERE table_code = ANY(%s) GROUP BY table_code)"
             " GROUP BY g.table_code")
    with psycopg.connect(database) as db:
        rows = db.execute(query, (codes,)).fetchall()
    return {code: (count, lowest == 0 and highest == count - 1) for code, count, lowest, highest in rows}


def database_counts(database: str) -> dict[str, float]:
    """What PostgreSQL counts of the database (commits, rows written, WAL bytes) and its sessions now."""
    import psycopg

    with psycopg.connect(database, autocommit=True) as db:
        row = db.execute("SELECT xact_commit, tup_inserted + tup_updated + tup_deleted, pg_current_wal_lsn() - '0/0'::pg_lsn,"
                         " (SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'client backend')"
                         " FROM pg_stat_database WHERE datname = current_database()").fetchone()
    assert row is not None
    return {"commits": float(row[0]), "rows": float(row[1]), "wal_bytes": float(row[2]), "sessions": float(row[3]) - 1}


@dataclass
class Cluster:
    folder: Path
    postgres: postgres_run.PostgresServer
    database: str
    serves: dict[str, subprocess.Popen[str]]
    haproxy: haproxy_run.Haproxy

    @property
    def pg_data(self) -> Path:
        return self.postgres.folder / "data"

    def cpu(self) -> dict[str, float]:
        figures = {name: cpu_seconds(serve.pid) for name, serve in self.serves.items() if serve.poll() is None}
        return {**figures, "haproxy": cpu_seconds(self.haproxy.process.pid), "postgres": postgres_cpu_seconds(self.pg_data)}


def start_cluster() -> Cluster:
    folder = Path(tempfile.mkdtemp(prefix="st-bc-"))  # short: unix sockets' paths have at most 107 bytes
    (folder / "ha").mkdir()
    postgres_folder = Path(tempfile.mkdtemp(prefix="st-bc-pg-"))  # the postgres user's own, as root
    try:
        postgres = postgres_run.start(postgres_folder, SETTINGS)
    except BaseException:
        shutil.rmtree(postgres_folder, ignore_errors=True)
        shutil.rmtree(folder, ignore_errors=True)
        raise
    serves: dict[str, subprocess.Popen[str]] = {}
    try:
        import psycopg

        with psycopg.connect(postgres.url(), autocommit=True) as admin:
            admin.execute(f'CREATE DATABASE "{DATABASE}"')
        database = postgres.url(DATABASE)
        ports = []
        for name in haproxy_run.NAMES:  # one after another: the first makes the schema
            serves[name], port = start_serve(folder / name, database)
            ports.append(port)
        haproxy = haproxy_run.start(folder / "ha", ports)
        haproxy_run.wait_for_states(haproxy, {name: "UP" for name in haproxy_run.NAMES})
    except BaseException:
        for serve in serves.values():
            serve.kill()
        postgres_run.stop(postgres, "immediate")
        shutil.rmtree(postgres.folder, ignore_errors=True)
        shutil.rmtree(folder, ignore_errors=True)
        raise
    return Cluster(folder, postgres, database, serves, haproxy)


def stop_cluster(cluster: Cluster) -> None:
    haproxy_run.stop(cluster.haproxy)
    for serve in cluster.serves.values():
        serve.send_signal(signal.SIGTERM) if serve.poll() is None else None
    for serve in cluster.serves.values():
        stop_serve(serve)
    postgres_run.stop(cluster.postgres, "immediate")
    shutil.rmtree(cluster.postgres.folder, ignore_errors=True)
    shutil.rmtree(cluster.folder, ignore_errors=True)
