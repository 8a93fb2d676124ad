"""Output files never harm what is there: `braille --out` and `speak --wav` write only regular
files; a pipe, a device, a folder, a link or a missing folder gets one sentence and is left as it
was; a file that is there is replaced only with --replace (issue "Hostile input and damaged files")."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

WRITERS = {
    "braille": ["braille", "hand", "Kc", "9h", "4d", "--out"],
    "speak": ["speak", "--speech", "tts", "hello", "--wav"],
}


def _run(argv: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "shared_table", *argv], cwd=cwd, capture_output=True, text=True,
                          stdin=subprocess.DEVNULL, timeout=20, check=False)


def _kind(path: str) -> int:
    return stat.S_IFMT(os.lstat(path).st_mode)


@pytest.mark.parametrize("writer", WRITERS)
@pytest.mark.parametrize("replace", [False, True])
@pytest.mark.parametrize("place", ["pipe", "device", "folder", "link", "missing folder"])
def test_nothing_but_a_regular_file_is_written(tmp_path: Path, writer: str, replace: bool, place: str) -> None:
    os.mkfifo(tmp_path / "pipe")
    (tmp_path / "folder").mkdir()
    (tmp_path / "target").write_text("keep me")
    (tmp_path / "link").symlink_to(tmp_path / "target")
    target = {"pipe": "pipe", "device": os.devnull, "folder": "folder", "link": "link", "missing folder": "nowhere/out"}[place]
    where = str(tmp_path / target)  # the device's own absolute path stays as it is
    before = _kind(where) if place != "missing folder" else None
    result = _run([*WRITERS[writer], target, *(["--replace"] if replace else [])], tmp_path)  # a pipe must not hang it
    assert result.returncode == 2, result
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr, result.stderr
    assert result.stderr.startswith(f"shared-table {writer}: ") and result.stderr.rstrip().endswith(".")
    assert not result.stderr.rstrip().endswith(".."), result.stderr
    if before is not None:
        assert _kind(where) == before, "what was there is still there, as it was"
    assert (tmp_path / "target").read_text() == "keep me"
    assert not (tmp_path / "nowhere").exists()


@pytest.mark.parametrize("writer", WRITERS)
def test_a_file_that_is_there_is_replaced_only_when_asked(tmp_path: Path, writer: str) -> None:
    (tmp_path / "out").write_text("keep me")
    refused = _run([*WRITERS[writer], "out"], tmp_path)
    assert refused.returncode == 2 and "--replace" in refused.stderr and (tmp_path / "out").read_text() == "keep me"
    replaced = _run([*WRITERS[writer], "out", "--replace"], tmp_path)
    assert replaced.returncode == 0, replaced.stderr
    assert (tmp_path / "out").read_bytes() != b"keep me"
    made = _run([*WRITERS[writer], "new"], tmp_path)
    assert made.returncode == 0 and (tmp_path / "new").stat().st_size > 0
