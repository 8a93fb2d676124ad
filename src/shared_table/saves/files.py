"""The save file's life on disk: made whole before it has a name, checked before use, a refused
file moved aside once (never copied, never multiplied), and locks that say which games are open.

Why each step:
- A new database is built under a temporary name, switched to WAL, given its tables, closed and
  synced, and only then linked to its real name. A process killed at any write leaves either no
  save file or a complete one, never a half-made file with a hot rollback journal.
- A file that is damaged or not ours is renamed aside once, with its -wal and -shm, byte for byte;
  the real name then holds a fresh file, so every later command finds the same one place.
- A file written by a newer version is left where it is: moving it would hide those games from the
  newer version. The game is then played unsaved, and the player is told.
- Every file of the saves (the database, its -wal and -shm, the lock file, any copy set aside)
  is readable by its owner only (0600), and so is their folder (0700): the file holds every
  game's seed, from which anyone could tell every hand. A file found with looser modes is made so
  as it is opened (`make_private`).
- Locks are POSIX record locks on one sidecar file: byte 0 while the file is checked or made, and
  one byte per game while a console plays it. The kernel drops them when a process dies, so a
  killed game never stays locked. Where fcntl does not exist (Windows), nothing is locked.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
from collections.abc import Iterator, Mapping, Sequence
from contextlib import closing, contextmanager
from pathlib import Path
from urllib.parse import quote

from shared_table.core.errors import SharedTableError
from shared_table.core.message import msg
from shared_table.core.numbers import whole_number

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

SIDECARS = ("-wal", "-shm", "-journal")
"""SQLite's files beside a database, which belong to it and move with it."""

OPEN_BYTE = 2**40
"""The byte of the lock file that every open store holds shared (games hold bytes 1 + id)."""

_DAMAGE_CODES = {11, 26}  # SQLITE_CORRUPT, SQLITE_NOTADB: the bytes themselves are wrong


class SaveFileProblem(SharedTableError):
    """The save file cannot be used; the message names it and says why."""


class RefusedFile(SaveFileProblem):
    """A file that is damaged or not ours: safe to move aside, since no version can use it."""


class ReadOnlyPlace(SaveFileProblem):
    """The save file or its folder cannot be written: games can be read, not saved."""


PRIVATE_FILE, PRIVATE_FOLDER = 0o600, 0o700


def make_private(path: Path) -> None:
    """The save file's folder, and the file with its sidecars and lock file, readable and
    writable by their owner only. A file or folder of another owner, or a system that refuses
    (a read-only mount), is left as it is: it is none of ours to change."""
    _private(path.parent, PRIVATE_FOLDER)
    for end in ("", *SIDECARS, ".lock"):
        _private(Path(f"{path}{end}"), PRIVATE_FILE)


def _private(path: Path, mode: int) -> None:
    try:
        found = path.lstat()
        if found.st_uid == os.geteuid() and found.st_mode & 0o777 != mode and not path.is_symlink():
            os.chmod(path, mode)
    except (OSError, AttributeError):  # AttributeError: no geteuid (Windows), where modes mean little
        pass


def private_file(path: Path | str) -> None:
    """Make an empty file at `path` that only its owner can read (FileExistsError if one is there)."""
    os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, PRIVATE_FILE))


def lenient_text(raw: bytes) -> str:
    """Text read from a save file: a byte changed on the disk into one that is not UTF-8 reads as
    U+FFFD, so that the move's check, or the JSON reader, says what changed, instead of SQLite's
    reader failing on the whole row (every connection to a save file reads text so)."""
    return raw.decode("utf-8", errors="replace")


def connect_read_only(path: Path) -> sqlite3.Connection:
    """Read a save file without writing anything, not even SQLite's own recovery. In a folder that
    cannot be written, a WAL file's readers cannot make the -shm file; a file with no WAL left
    over holds every commit in itself, so it is then opened as immutable."""
    url = quote(str(path.absolute()))  # what urllib.request.pathname2url gives on POSIX, without its 15 ms import
    db = sqlite3.connect(f"file:{url}?mode=ro", uri=True, timeout=5)
    db.text_factory = lenient_text
    try:
        db.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()
        return db
    except sqlite3.OperationalError as error:
        db.close()
        wal = Path(f"{path}-wal")
        cannot_write = (getattr(error, "sqlite_errorcode", 0) or 0) & 0xFF in (8, 14)  # SQLITE_READONLY, SQLITE_CANTOPEN
        if cannot_write and (not wal.exists() or wal.stat().st_size == 0):
            immutable = sqlite3.connect(f"file:{url}?mode=ro&immutable=1", uri=True)
            immutable.text_factory = lenient_text
            return immutable
        raise


def check_readable(path: Path, newest: int, columns: Mapping[str, set[str]] | None = None) -> bool:
    """Look at an existing file read-only: is it a healthy save of a version we know? False for a
    database with no tables at all (it holds nothing). RefusedFile when no Shared Table can use
    it; SaveFileProblem when it is newer than `newest` (the schema version this program reads up to) or busy."""
    wal = Path(f"{path}-wal")
    if wal.exists() and wal.stat().st_size > 0 and not _has_database_header(path):
        # SQLite, given a file shorter than its header, deletes the log beside it, even read-only:
        # the log may be all that is left of the games, so neither is given to SQLite.
        raise RefusedFile(msg("save-cut-short", path=str(path), size=path.stat().st_size))
    if _has_database_header(path) and not _format_versions_known(path):
        raise RefusedFile(msg("save-damaged", path=str(path), detail=msg("save-header-changed")))
    if Path(f"{path}-journal").exists():
        _roll_back_hot_journal(path)
    try:
        with closing(connect_read_only(path)) as db:
            ok = db.execute("PRAGMA quick_check").fetchone()
            if not ok or ok[0] != "ok":
                raise RefusedFile(msg("save-damaged", path=str(path), detail=str(ok[0]) if ok else msg("save-no-answer")))
            tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            if not tables:
                return False
            if not {"meta", "games", "actions"} <= tables:
                raise RefusedFile(msg("save-not-ours", path=str(path)))
            for table, wanted in (columns or {}).items():  # a schema whose text changed on the disk reads as another
                if not wanted <= {str(row[1]) for row in db.execute(f"PRAGMA table_info({table})")}:
                    raise RefusedFile(msg("save-not-ours", path=str(path)))
            row = db.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
    except UnicodeDecodeError as error:  # SQLite's own message quotes bytes that changed into ones that are no text
        raise RefusedFile(msg("save-unreadable", path=str(path), error=lenient_text(error.object[:200]))) from None
    except sqlite3.DatabaseError as error:
        if getattr(error, "sqlite_errorcode", None) in _DAMAGE_CODES:
            raise RefusedFile(msg("save-unreadable", path=str(path), error=str(error))) from None
        raise SaveFileProblem(msg("save-not-now", path=str(path), error=str(error))) from None
    version = whole_number(str(row[0])) if row else None
    if version is None:
        raise RefusedFile(msg("save-no-version", path=str(path)))
    if version > newest:
        raise SaveFileProblem(msg("save-newer", path=str(path), version=str(version), newest=str(newest)))
    return True


def _has_database_header(path: Path) -> bool:
    """Whether the file begins with a whole SQLite header (100 bytes, "SQLite format 3")."""
    try:
        with open(path, "rb") as file:
            head = file.read(100)
    except OSError:
        return False
    return len(head) == 100 and head.startswith(b"SQLite format 3\x00")


def _format_versions_known(path: Path) -> bool:
    """Bytes 18 and 19 of the header, the file's write and read format versions, are 1 or 2 in
    every SQLite file: another value (a byte changed on the disk) makes SQLite open the file
    read-only, or not at all, which would pass for a read-only folder."""
    try:
        with open(path, "rb") as file:
            head = file.read(20)
    except OSError:
        return True  # the checks that follow say what is wrong
    return len(head) < 20 or (head[18] in (1, 2) and head[19] in (1, 2))


def _roll_back_hot_journal(path: Path) -> None:
    """A rollback journal left by a process killed mid-write (older versions made files that way):
    opening the file for writing is SQLite's own recovery, which puts back the last commit."""
    try:
        with sqlite3.connect(path, timeout=5) as db:
            db.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()
    except sqlite3.Error:
        pass  # the check that follows says what is wrong


def _free_aside_name(path: Path) -> Path:
    """The first `games-refused-N.sqlite3` that neither it nor any sidecar of it is taken."""
    n = 1
    while True:
        kept = path.with_name(f"{path.stem}-refused-{n}{path.suffix}")
        if not any(Path(f"{kept}{end}").exists() for end in ("", *SIDECARS)):
            return kept
        n += 1


def copy_aside(path: Path) -> Path:
    """Copy the file and its sidecars, byte for byte, to the first free `games-refused-N.sqlite3`
    (synced), and leave them where they are: SQLite then reads what it can of them."""
    kept = _free_aside_name(path)
    made: list[Path] = []
    try:
        for end in ("", *SIDECARS):
            if Path(f"{path}{end}").exists():
                temporary = Path(f"{kept}{end}.copying")
                temporary.unlink(missing_ok=True)  # left by a copy killed half-way
                private_file(temporary)  # the copy holds the seeds too: readable by its owner only, from its first byte
                made.append(temporary)
                shutil.copyfile(f"{path}{end}", temporary)
                with open(temporary, "rb+") as copied:
                    os.fsync(copied.fileno())
                os.rename(temporary, f"{kept}{end}")
                made[-1] = Path(f"{kept}{end}")
    except BaseException:  # a copy that cannot be made whole is no copy: nothing half-made is left
        for half in made:
            half.unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)
    return kept


def set_aside(path: Path) -> Path:
    """Rename a refused file (and its sidecars) to the first free `games-refused-N.sqlite3`."""
    kept = _free_aside_name(path)
    for end in SIDECARS:  # the sidecars first: a kill between renames leaves the main file in place
        if Path(f"{path}{end}").exists():
            os.rename(f"{path}{end}", f"{kept}{end}")
            _private(Path(f"{kept}{end}"), PRIVATE_FILE)
    os.rename(path, kept)
    _private(kept, PRIVATE_FILE)
    _sync_folder(path.parent)
    return kept


def create_whole(path: Path, statements: Sequence[str], replace: bool = False) -> None:
    """Make a new save file at `path` that is complete the moment it has its name; if another
    process made one first, theirs is kept, unless `replace` (the file there holds nothing).
    Leftovers of a killed creation are removed first."""
    for leftover in path.parent.glob(f".{path.name}.new-*"):
        leftover.unlink(missing_ok=True)  # only made under the open lock, so none is in use now
    temporary = path.with_name(f".{path.name}.new-{os.getpid()}")
    private_file(temporary)  # SQLite makes a new file as the umask says, and gives its -wal and -shm the file's own mode
    db = sqlite3.connect(temporary, isolation_level=None)
    try:
        db.execute("PRAGMA journal_mode = WAL")  # kept in the file's header: it opens in WAL from now on
        db.execute("BEGIN")
        for statement in statements:
            db.execute(statement)
        db.execute("COMMIT")
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        db.close()  # the last connection closing folds the WAL in and removes it
    with open(temporary, "rb+") as made:
        os.fsync(made.fileno())
    try:
        if replace or (path.exists() and path.stat().st_size == 0):
            for end in SIDECARS:  # an old WAL beside an empty file must not be read into the new one
                Path(f"{path}{end}").unlink(missing_ok=True)
            os.replace(temporary, path)  # an empty file left by an older version holds nothing
        else:
            os.link(temporary, path)  # fails if another process's file is there: theirs stands
    except FileExistsError:
        pass
    finally:
        for end in ("", *SIDECARS):
            Path(f"{temporary}{end}").unlink(missing_ok=True)
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make a rename or link in `folder` survive a power cut, where the platform allows it."""
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


class Locks:
    """Record locks on `<save file>.lock`: byte 0 guards opening; byte 1 + id marks a game in play."""

    def __init__(self, path: Path | None) -> None:
        """Locks beside the save file at `path`; None: nothing is locked (a read-only store)."""
        self.descriptor: int | None = None
        if fcntl is None or path is None:
            return
        try:
            self.descriptor = os.open(f"{path}.lock", os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW, PRIVATE_FILE)
        except OSError:
            self.descriptor = None  # a read-only folder: nobody can write there, so nothing to guard

    @contextmanager
    def opening(self) -> Iterator[None]:
        """Hold the open lock while the file is checked, set aside or made (waits for others)."""
        if self.descriptor is None or fcntl is None:
            yield
            return
        fcntl.lockf(self.descriptor, fcntl.LOCK_EX, 1, 0)
        try:
            yield
        finally:
            fcntl.lockf(self.descriptor, fcntl.LOCK_UN, 1, 0)

    def hold_open(self) -> bool:
        """Mark the save file as open by this process, for as long as the locks are held; True
        when no other process had it open (so a -wal file there is one a killed process left)."""
        if self.descriptor is None or fcntl is None:
            return False
        try:
            fcntl.lockf(self.descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB, 1, OPEN_BYTE)
            alone = True
        except OSError:
            alone = False
        fcntl.lockf(self.descriptor, fcntl.LOCK_SH, 1, OPEN_BYTE)  # others may open it too, from now on
        return alone

    def claim(self, game_id: int) -> bool:
        """Mark game `game_id` as played by this process; False if another process plays it."""
        if self.descriptor is None or fcntl is None:
            return True
        try:
            fcntl.lockf(self.descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB, 1, 1 + game_id)
        except OSError:
            return False
        return True

    def release(self, game_id: int) -> None:
        if self.descriptor is not None and fcntl is not None:
            fcntl.lockf(self.descriptor, fcntl.LOCK_UN, 1, 1 + game_id)

    def close(self) -> None:
        if self.descriptor is not None:
            os.close(self.descriptor)
            self.descriptor = None
