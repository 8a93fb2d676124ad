"""Debian's PostgreSQL 15 in a folder of our own, for the tests (tests/postgres_server.py) and the
local cluster (deploy/local_cluster.py). Standard library only.

`start` runs `initdb` into FOLDER/data the first time (a folder that has one already is started as
it is, so a local cluster keeps its games between runs), then `pg_ctl start`, listening on a unix
socket in FOLDER alone: no TCP port, so two runs never collide, and `trust` on that socket is safe
because only the folder's owner (and root) can reach into it. PostgreSQL refuses to run as root: as
root, every command runs as the `postgres` system user that Debian's package creates (`runuser -u
postgres --`), and the folder is that user's; otherwise as whoever runs it.
"""

from __future__ import annotations

import os
import pwd
import shutil
import subprocess
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

BIN = Path("/usr/lib/postgresql/15/bin")
SYSTEM_USER = "postgres"


@dataclass(frozen=True)
class PostgresServer:
    """A running PostgreSQL: its folder (which holds its socket), and who owns it."""

    folder: Path
    user: str

    def url(self, database: str = "postgres") -> str:
        """A libpq connection string (URI form, as `serve --database` takes) to `database`."""
        return f"postgresql://{self.user}@/{database}?host={quote(str(self.folder), safe='')}"


def present() -> bool:
    """PostgreSQL 15's programs are here, and, as root, the user to run them as and runuser."""
    if not ((BIN / "initdb").exists() and (BIN / "pg_ctl").exists()):
        return False
    if os.geteuid() != 0:
        return True
    try:
        pwd.getpwnam(SYSTEM_USER)
    except KeyError:
        return False
    return shutil.which("runuser") is not None


def as_owner(command: list[str]) -> list[str]:
    """`command` as the user who may run PostgreSQL: the postgres system user when we are root."""
    return ["runuser", "-u", SYSTEM_USER, "--", *command] if os.geteuid() == 0 else command


def run(command: list[str]) -> None:
    """One of PostgreSQL's programs, as its owner: a RuntimeError with what it said if it fails."""
    # A session of its own: the server pg_ctl leaves running is not stopped by a Ctrl-C meant for us.
    done = subprocess.run(as_owner(command), capture_output=True, text=True, timeout=120, check=False, start_new_session=True)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed ({done.returncode}): {done.stdout}{done.stderr}")


def start(folder: Path, settings: Mapping[str, str], sync: bool = True) -> PostgresServer:
    """PostgreSQL on a unix socket in `folder` (its data in `folder`/data, made by initdb the first
    time), with `settings` (postgresql.conf's names), returned once it answers. `sync` False: initdb
    writes without waiting for the disk (a test's data, nothing to keep)."""
    root = os.geteuid() == 0
    user = SYSTEM_USER if root else pwd.getpwuid(os.geteuid()).pw_name
    if root:  # the folder is the postgres user's, and no one else's
        owner = pwd.getpwnam(SYSTEM_USER)
        os.chown(folder, owner.pw_uid, owner.pw_gid)
    folder.chmod(0o700)
    data = folder / "data"
    if not (data / "PG_VERSION").exists():
        made = ["--auth=trust", "--encoding=UTF8", "--locale=C.UTF-8", *([] if sync else ["--no-sync"])]
        run([str(BIN / "initdb"), "-D", str(data), "-U", user, *made])
    options = " ".join(f"-c {name}={value}" for name, value in {**settings, "listen_addresses": "''",
                                                                 "unix_socket_directories": f"'{folder}'"}.items())
    run([str(BIN / "pg_ctl"), "start", "-w", "-t", "60", "-D", str(data), "-l", str(folder / "server.log"), "-o", options])
    return PostgresServer(folder, user)


def stop(server: PostgresServer, mode: str = "fast") -> None:
    """Stop the server: "fast" (every session ended, the data written out: the cluster's) or
    "immediate" (at once, nothing written out: a test's, whose folder goes next)."""
    run([str(BIN / "pg_ctl"), "stop", "-m", mode, "-w", "-D", str(server.folder / "data")])
