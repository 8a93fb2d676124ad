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
import pwd
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

import pytest

from needs import require, require_module

BIN = Path("/usr/lib/postgresql/15/bin")
SYSTEM_USER = "postgres"
INSTALL = "apt-get install postgresql"
SETTINGS = {
    "listen_addresses": "''",  # the unix socket alone
    "fsync": "off", "synchronous_commit": "off", "full_page_writes": "off",  # a test's data: nothing to keep through a crash
    "max_connections": "100",
    "shared_buffers": "16MB",
}


@dataclass(frozen=True)
class PostgresServer:
    """A running PostgreSQL: its folder (which holds its socket), and who owns it."""

    folder: Path
    user: str

    def url(self, database: str = "postgres") -> str:
        """A libpq connection string (URI form, as `serve --database` takes) to `database`."""
        return f"postgresql://{self.user}@/{database}?host={quote(str(self.folder), safe='')}"


def _as_owner(command: list[str]) -> list[str]:
    """`command` as the user who may run PostgreSQL: the postgres system user when we are root."""
    return ["runuser", "-u", SYSTEM_USER, "--", *command] if os.geteuid() == 0 else command


def _run(command: list[str]) -> None:
    done = subprocess.run(_as_owner(command), capture_output=True, text=True, timeout=120, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed ({done.returncode}): {done.stdout}{done.stderr}")


def start(folder: Path) -> PostgresServer:
    """initdb into `folder`/data and start the server, its socket in `folder`: once it answers."""
    root = os.geteuid() == 0
    user = SYSTEM_USER if root else pwd.getpwuid(os.geteuid()).pw_name
    if root:  # the folder is the postgres user's, and no one else's
        owner = pwd.getpwnam(SYSTEM_USER)
        os.chown(folder, owner.pw_uid, owner.pw_gid)
    folder.chmod(0o700)
    data = folder / "data"
    # trust on the socket alone: only its owner (and root) can reach into the folder it is in.
    _run([str(BIN / "initdb"), "-D", str(data), "-U", user, "--auth=trust", "--encoding=UTF8", "--locale=C.UTF-8", "--no-sync"])
    options = " ".join(f"-c {name}={value}" for name, value in {**SETTINGS, "unix_socket_directories": f"'{folder}'"}.items())
    _run([str(BIN / "pg_ctl"), "start", "-w", "-t", "60", "-D", str(data), "-l", str(folder / "server.log"), "-o", options])
    return PostgresServer(folder, user)


def stop(server: PostgresServer) -> None:
    """Stop the server at once (nothing of it is kept) and remove its folder."""
    try:
        _run([str(BIN / "pg_ctl"), "stop", "-m", "immediate", "-w", "-D", str(server.folder / "data")])
    finally:
        shutil.rmtree(server.folder, ignore_errors=True)


def require_postgres() -> None:
    """PostgreSQL 15 and psycopg are here (a failure under CI, a skip elsewhere, without them)."""
    require((BIN / "initdb").exists() and (BIN / "pg_ctl").exists(), f"PostgreSQL 15 ({BIN}/initdb)", INSTALL)
    if os.geteuid() == 0:
        try:
            pwd.getpwnam(SYSTEM_USER)
            present = shutil.which("runuser") is not None
        except KeyError:
            present = False
        require(present, f"the {SYSTEM_USER} system user (to run PostgreSQL as, since it refuses root) or runuser", INSTALL)
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
