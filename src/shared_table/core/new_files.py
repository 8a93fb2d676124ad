"""Files that are always new: a printout never overwrites an earlier one, and never follows a
symbolic link planted at its name.

Every file is created with O_CREAT | O_EXCL | O_NOFOLLOW: the call fails if anything, a file or
a link (dangling or not), already has the name. When the name is taken, the next of NAME-2.EXT,
NAME-3.EXT, ... is tried, so a second game's printout of round 1 sits beside the first game's.
"""

from __future__ import annotations

import contextlib
import errno
import os
from collections.abc import Mapping
from pathlib import Path

_NEW = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
_OVER = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
MAX_COPIES = 10_000  # NAME-10000.EXT: far past any real use, and the search stays short


def numbered(path: Path, copy: int) -> Path:
    """`path` itself for copy 1, NAME-2.EXT for copy 2, and so on."""
    return path if copy == 1 else path.with_name(f"{path.stem}-{copy}{path.suffix}")


def _write(path: Path, data: bytes, flags: int) -> None:
    descriptor = os.open(path, flags, 0o644)
    try:
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
    """Write `data` over the file at `path`, or a new one; a symbolic link there is refused (OSError
    ELOOP), never followed."""
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
