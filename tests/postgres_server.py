"""A real PostgreSQL for the tests, started by the suite itself (issue 40, item 9).

`postgres_server` (one per pytest process: each xdist worker has its own) runs Debian's
PostgreSQL 15 from /usr/lib/postgresql/15/bin: `initdb` into a temporary folder, then `pg_ctl
start` listening on a unix socket in that folder alone (no TCP port, so two workers or two
checkouts never collide), with fsync off, as it is only a test's. PostgreSQL refuses to run as
root: as root, every command runs as the `postgres` system user that Debian's package creates
(`runuser -u postgres --`), and the folder is that user's; otherwise as whoever runs the tests.
At the end it is stopped at once (`pg_ctl stop -m immediate`) and the folder removed.

`postgres_database` gives each test a database of its own on that server (CREATE DATABASE is
a file copy of template1: a few milliseconds with fsync off), as a connection string.

Without PostgreSQL or psycopg a test that uses them is skipped, and fails under CI (tests/needs.py):
`make test` installs them.
"""

from __future__ import annotations

import itertools
import os
import shutil
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from needs import require, require_module

# The start and stop are the local cluster's too (deploy/local_cluster.py): deploy/ is no package.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "deploy"))
import postgres_run
from postgres_run import BIN, SYSTEM_USER, PostgresServer

INSTALL = "apt-get install postgresql"
SETTINGS = {
    "fsync": "off", "synchronous_commit": "off", "full_page_writes": "off",  # a test's data: nothing to keep through a crash
    "max_connections": "100",
    "shared_buffers": "16MB",
}
__all__ = ["BIN", "SYSTEM_USER", "PostgresServer", "postgres_database", "postgres_server", "start", "stop"]


def start(folder: Path) -> PostgresServer:
    """initdb into `folder`/data and start the server, its socket in `folder`: once it answers."""
    return postgres_run.start(folder, SETTINGS, sync=False)


def stop(server: PostgresServer) -> None:
    """Stop the server at once (nothing of it is kept) and remove its folder."""
    try:
        postgres_run.stop(server, "immediate")
    finally:
        shutil.rmtree(server.folder, ignore_errors=True)


def require_postgres() -> None:
    """PostgreSQL 15 and psycopg are here (a failure under CI, a skip elsewhere, without them)."""
    require(postgres_run.present(), f"PostgreSQL 15 ({BIN}/initdb; as root, the {SYSTEM_USER} system user and runuser)", INSTALL)
    require_module("psycopg")
    require_module("psycopg_pool")


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """One PostgreSQL for this pytest process, started when a test first needs it."""
    require_postgres()
    folder = Path(tempfile.mkdtemp(prefix="st-pg-"))  # short: a unix socket's path has at most 107 bytes
    try:
        server = start(folder)
    except BaseException:
        shutil.rmtree(folder, ignore_errors=True)
        raise
    try:
        yield server
    finally:
        stop(server)


_numbers = itertools.count(1)


@pytest.fixture
def postgres_database(postgres_server: PostgresServer) -> Iterator[str]:
    """A database of this test's own on the suite's PostgreSQL: its connection string."""
    import psycopg

    name = f"test_{os.getpid()}_{next(_numbers)}"
    with psycopg.connect(postgres_server.url(), autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    yield postgres_server.url(name)
    with psycopg.connect(postgres_server.url(), autocommit=True) as admin:
        admin.execute(f'DROP DATABASE "{name}" WITH (FORCE)')  # connections a failed test left open go with it
