"""Reading SQLite's write-ahead log before SQLite does, to notice damage that SQLite would pass
over in silence.

SQLite checks every frame of the -wal file by a running checksum and keeps the frames up to the
last commit before the first frame that fails; whatever comes after is dropped without a word.
A frame that fails is normal only where a write was cut off: the last frames a killed process
was writing, or frames left from an earlier generation of the log (another salt). A frame of
this generation, written whole, whose checksum fails, means bytes changed on the disk, and every
move after it would be lost. `damage` finds that case; the format is SQLite's own
(https://www.sqlite.org/fileformat2.html#walformat).
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from pathlib import Path

HEADER = 32
FRAME_HEADER = 24
MAGIC_LITTLE, MAGIC_BIG = 0x377F0682, 0x377F0683


@dataclass(frozen=True, slots=True)
class WalDamage:
    """Where the log stops being readable: the frame (from 1) whose checksum fails, and how many
    frames of the same generation follow it, all of which SQLite would drop."""

    frame: int
    dropped: int


def _checksum(data: bytes | memoryview, order: str, s0: int, s1: int) -> tuple[int, int]:
    for x0, x1 in struct.iter_unpack(f"{order}2I", data):
        s0 = (s0 + x0 + s1) & 0xFFFFFFFF
        s1 = (s1 + x1 + s0) & 0xFFFFFFFF
    return s0, s1


def damage(wal: Path) -> WalDamage | None:
    """The damage in the log at `wal`, or None when SQLite would lose nothing of it: no file, an
    empty or cut-off log, frames left over from an earlier generation, a last write cut short."""
    try:
        data = wal.read_bytes()
    except FileNotFoundError:
        return None
    if len(data) < HEADER:
        return None
    magic, _version, page_size, _sequence, salt1, salt2, check1, check2 = struct.unpack(">8I", data[:HEADER])
    known_size = 512 <= page_size <= 65536 and not page_size & (page_size - 1)
    if magic not in (MAGIC_LITTLE, MAGIC_BIG) or not known_size:
        frames = (len(data) - HEADER) // (FRAME_HEADER + page_size) if known_size else 1
        return _frames_without_header(data, max(frames, 1)) if len(data) > HEADER else None
    order = ">" if magic == MAGIC_BIG else "<"
    frame_size = FRAME_HEADER + page_size
    view = memoryview(data)
    frames = [view[HEADER + n * frame_size:HEADER + (n + 1) * frame_size] for n in range((len(data) - HEADER) // frame_size)]
    computed = _checksum(view[:24], order, 0, 0)
    if computed != (check1, check2):
        # The header changed on the disk, or was cut off as the log began anew. The first frame's
        # chain starts from the header's checksum: a first frame that checks out from the one
        # stored, or from the one its bytes give, is of this generation, and SQLite, refusing
        # the header, would drop every frame.
        genuine = bool(frames) and _stored(frames[0]) in (_frame_sums(frames[0], order, (check1, check2)),
                                                          _frame_sums(frames[0], order, computed))
        return WalDamage(1, len(frames)) if genuine else None
    sums = (check1, check2)
    for number, frame in enumerate(frames):
        if _salts(frame) == (salt1, salt2):
            sums = _frame_sums(frame, order, sums)
            if sums == _stored(frame):
                continue
        # SQLite reads nothing from here on. That is right for what a killed write left (frames
        # of a transaction that never committed, or an earlier generation's); it is damage when
        # a committed transaction of this generation comes after: a commit frame that checks out
        # from the frame before it, each from here on checked so, one pass.
        ours = [other for other in frames[number:] if _salts(other) == (salt1, salt2)]
        previous = _stored(frames[number - 1]) if number else (check1, check2)
        for later in frames[number:]:
            if _salts(later) == (salt1, salt2) and _commits(later) and _frame_sums(later, order, previous) == _stored(later):
                return WalDamage(number + 1, len(ours))
            previous = _stored(later)
        return None
    return None


def _commits(frame: memoryview) -> bool:
    """A commit frame: the database's size after the commit, in pages, is in its header."""
    size: int = struct.unpack(">I", frame[4:8])[0]
    return size != 0


def _salts(frame: memoryview) -> tuple[int, int]:
    first, second = struct.unpack(">2I", frame[8:16])
    return first, second


def _stored(frame: memoryview) -> tuple[int, int]:
    first, second = struct.unpack(">2I", frame[16:24])
    return first, second


def _frame_sums(frame: memoryview, order: str, sums: tuple[int, int]) -> tuple[int, int]:
    """The running checksum after `frame`: its header's first 8 bytes and its page."""
    sums = _checksum(frame[:8], order, *sums)
    return _checksum(frame[FRAME_HEADER:], order, *sums)


def _frames_without_header(data: bytes, frames: int) -> WalDamage | None:
    """A log whose header is not a log's header: damage when frames follow it (SQLite would drop
    all `frames` of them, counted by the page size the header still names, if it names one)."""
    return WalDamage(1, frames) if any(data[HEADER:]) else None
