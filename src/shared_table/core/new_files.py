"""Files that are always new: a printout never overwrites an earlier one, and never follows a
symbolic link planted at its name.

Every file is created with O_CREAT | O_EXCL | O_NOFOLLOW: the call fails if anything, a file or
a link (dangling or not), already has the name. When the name is taken, the next of NAME-2.EXT,
NAME-3.EXT, ... is tried, so a second game's printout of round 1 sits beside the first game's.

A file a person names (`braille --out`, `speak --wav`) is checked first by `check_target`: only a
regular file is ever written, and only with `replace` one that is there; a folder, a device, a
pipe or a socket in its place, or a folder that is not there, is said in a sentence, and nothing
there is touched (a pipe would make the write wait forever; a device node must not be unlinked).
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
from collections.abc import Mapping
from pathlib import Path

from shared_table.core.errors import InvalidInput
from shared_table.core.message import msg

_NEW = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
# O_NONBLOCK: a pipe put at the name after `check_target` looked makes the open fail, not wait.
_OVER = os.O_WRONLY | os.O_CREAT | os.O_NONBLOCK | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
MAX_COPIES = 10_000  # NAME-10000.EXT: far past any real use, and the search stays short


def numbered(path: Path, copy: int) -> Path:
    """`path` itself for copy 1, NAME-2.EXT for copy 2, and so on."""
    return path if copy == 1 else path.with_name(f"{path.stem}-{copy}{path.suffix}")


def check_target(path: Path, replace: bool) -> None:
    """`InvalidInput` saying why `path` must not be written: it is not a regular file, or its
    folder is not there, or (without `replace`) a file is there already."""
    try:
        found = os.lstat(path)
    except FileNotFoundError:
        if not os.path.isdir(path.parent if str(path.parent) else "."):
            raise InvalidInput(msg("file-no-folder", path=str(path), folder=str(path.parent))) from None
        return
    except OSError as error:  # a name too long, a folder that cannot be searched
        raise InvalidInput(msg("file-cannot-write", path=str(path), reason=error.strerror or str(error))) from None
    if stat.S_ISLNK(found.st_mode):
        raise InvalidInput(msg("file-is-link", path=str(path)))
    if stat.S_ISDIR(found.st_mode):
        raise InvalidInput(msg("file-is-folder", path=str(path)))
    if not stat.S_ISREG(found.st_mode):
        raise InvalidInput(msg("file-not-regular", path=str(path)))
    if not replace:
        raise InvalidInput(msg("file-exists", path=str(path)))


def _write(path: Path, data: bytes, flags: int) -> None:
    descriptor = os.open(path, flags, 0o644)
    if not stat.S_ISREG(os.fstat(descriptor).st_mode):  # put there since it was checked: leave it be
        os.close(descriptor)
        raise InvalidInput(msg("file-not-regular", path=str(path)))
    try:
        if flags & os.O_NONBLOCK:
            os.set_blocking(descriptor, True)
            os.ftruncate(descriptor, 0)  # only now that it is known to be a regular file
        with os.fdopen(descriptor, "wb") as file:
            file.write(data)
    except BaseException:
        with contextlib.suppress(OSError):
            path.unlink()  # a half-written printout (a full disk, the file-size limit) is worse than none
        raise


def create_new(path: Path, data: bytes) -> Path:
    """Write `data` to `path` as a new file; FileExistsError if anything has that name (a link included)."""
    _write(path, data, _NEW)
    return path


def replace_file(path: Path, data: bytes) -> Path:
    """Write `data` over the regular file at `path`, or a new one; a symbolic link there is refused
    (OSError ELOOP), never followed, and anything else but a regular file is left as it is
    (`InvalidInput`)."""
    _write(path, data, _OVER)
    return path


def create_numbered(files: Mapping[Path, bytes]) -> list[Path]:
    """Write each file new under the first copy number free for all of them (sheet-0001.txt and
    sheet-0001.brf, or both with -2, ...), so the files of one printout keep one name; the paths.
    FileExistsError when MAX_COPIES are taken; other OSErrors pass up."""
    taken: set[str] = set()  # "folder/name": one listing of each folder, not a look per name tried
    for folder in {path.parent for path in files}:
        with contextlib.suppress(OSError):  # a folder that cannot be listed fails below, at the write
            taken.update(os.path.join(folder, name) for name in os.listdir(folder))
    parts = [(os.path.join(path.parent, path.stem), path.suffix) for path in files]
    for copy in range(1, MAX_COPIES + 1):
        if any((f"{stem}-{copy}{suffix}" if copy > 1 else stem + suffix) in taken for stem, suffix in parts):
            continue
        names = [numbered(path, copy) for path in files]
        written: list[Path] = []
        try:
            for name, data in zip(names, files.values(), strict=True):
                written.append(create_new(name, data))
        except FileExistsError:  # made between the look and the write: undo, and try the next number
            for name in written:
                name.unlink(missing_ok=True)
            continue
        except BaseException:
            for name in written:
                with contextlib.suppress(OSError):
                    name.unlink()
            raise
        return written
    first = next(iter(files))
    raise FileExistsError(errno.EEXIST, f"{first.name} and {MAX_COPIES - 1} numbered copies of it are there already: "
                          "move some printouts out of the folder")
