"""Printouts never overwrite by surprise (issue 15, item C).

Each printout is a new file, created with O_CREAT | O_EXCL | O_NOFOLLOW: an earlier game's
printout of the same round keeps its file (the new one is NAME-2.brf, NAME-3.brf ...), and a
symbolic link planted at a printout's name is never followed. `shared-table braille --out FILE`
refuses a FILE that is there unless --replace is given, and never writes through a link.
All through real subprocesses, as a player would run them.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from shared_table.core.new_files import create_numbered, numbered

PROGRAM = [sys.executable, "-m", "shared_table"]
TARGET_TEXT = b"the player's own file, which no printout may touch\n"


def shared_table(data: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([*PROGRAM, *args], input=stdin, capture_output=True, text=True, timeout=120, check=False,
                          env={**os.environ, "XDG_DATA_HOME": str(data)})


def written(result: subprocess.CompletedProcess[str], said: str) -> Path:
    """The file an answer "SAID PATH." names."""
    line = next(line for line in result.stdout.splitlines() if line.startswith(said))
    return Path(line.removeprefix(said).removesuffix("."))


def printouts(data: Path) -> Path:
    return data / "shared-table" / "printouts"


def test_two_games_printing_the_same_round_keep_both_files(tmp_path: Path) -> None:
    first = shared_table(tmp_path, "play", "--plain", "--no-save", "--seed", "1", stdin="print hand\n")
    second = shared_table(tmp_path, "play", "--plain", "--no-save", "--seed", "2", stdin="print hand\nprint hand\n")
    assert first.returncode == second.returncode == 0, first.stderr + second.stderr
    said = "Braille hand written for an embosser: "
    one = written(first, said)
    two, three = (Path(line.removeprefix(said).removesuffix(".")) for line in second.stdout.splitlines() if line.startswith(said))
    assert [one.name, two.name, three.name] == ["hand-round-1.brf", "hand-round-1-2.brf", "hand-round-1-3.brf"]
    assert one.read_bytes() != two.read_bytes(), "a different deal, and the first game's file is still its own"
    assert two.read_bytes() == three.read_bytes()


@pytest.mark.parametrize("dangling", [False, True])
def test_a_link_planted_at_the_printouts_name_is_not_followed(dangling: bool, tmp_path: Path) -> None:
    folder = printouts(tmp_path)
    folder.mkdir(parents=True)
    target = tmp_path / "precious.txt"
    if not dangling:
        target.write_bytes(TARGET_TEXT)
    (folder / "hand-round-1.brf").symlink_to(target)
    result = shared_table(tmp_path, "play", "--plain", "--no-save", "--seed", "1", stdin="print hand\n")
    assert result.returncode == 0 and "Traceback" not in result.stderr
    path = written(result, "Braille hand written for an embosser: ")
    assert path == folder / "hand-round-1-2.brf" and path.read_bytes().isascii() and not path.is_symlink()
    assert (folder / "hand-round-1.brf").is_symlink()
    assert (target.read_bytes() == TARGET_TEXT) if not dangling else not target.exists()


def test_solitaire_printouts_of_two_games_and_a_planted_link(tmp_path: Path) -> None:
    folder = printouts(tmp_path)
    folder.mkdir(parents=True)
    target = tmp_path / "precious.txt"
    target.write_bytes(TARGET_TEXT)
    said = "Braille piles written for an embosser: "
    first = written(shared_table(tmp_path, "solitaire", "--plain", "--seed", "1", stdin="print piles\n"), said)
    (folder / f"{first.stem}-2{first.suffix}").symlink_to(target)
    second = written(shared_table(tmp_path, "solitaire", "--plain", "--seed", "2", stdin="print piles\n"), said)
    assert second == folder / f"{first.stem}-3{first.suffix}"
    assert first.read_bytes() != second.read_bytes() and target.read_bytes() == TARGET_TEXT


def test_the_companions_sheet_printed_twice_keeps_both_copies_and_never_follows_a_link(tmp_path: Path) -> None:
    folder = tmp_path / "shared-table" / "companion"
    folder.mkdir(parents=True)
    target = tmp_path / "precious.txt"
    target.write_bytes(TARGET_TEXT)
    (folder / "sheet-0001-2.txt").symlink_to(target)
    lines = "players Ann, Bob\nprint sheet\nscore\nout\n12\nprint sheet\n"
    result = shared_table(tmp_path, "companion", "--plain", stdin=lines)
    assert result.returncode == 0, result.stderr
    copies = [Path(line.removeprefix("Print copy written to ").removesuffix("."))
              for line in result.stdout.splitlines() if line.startswith("Print copy written to ")]
    brailled = [Path(line.removeprefix("Braille (BRF) for an embosser written to ").removesuffix("."))
                for line in result.stdout.splitlines() if line.startswith("Braille (BRF) for an embosser written to ")]
    assert [path.name for path in copies] == ["sheet-0001.txt", "sheet-0001-3.txt"], "-2 is taken by the link"
    assert [path.name for path in brailled] == ["sheet-0001.brf", "sheet-0001-3.brf"], "a printout's two files share a number"
    assert "12" not in copies[0].read_text() and "12" in copies[1].read_text()
    assert target.read_bytes() == TARGET_TEXT and (folder / "sheet-0001-2.txt").is_symlink()


def test_braille_out_refuses_an_existing_file_unless_told_and_never_writes_through_a_link(tmp_path: Path) -> None:
    scores = tmp_path / "scores.json"
    scores.write_text(json.dumps({"players": ["Ann", "Bob"], "rounds": [[0, 5]]}), encoding="utf-8")
    out = tmp_path / "hand.brf"
    hand = ["braille", "hand", "--format", "brf", "5c", "6c", "7c"]
    assert shared_table(tmp_path, *hand, "--out", str(out)).returncode == 0
    first = out.read_bytes()
    refused = shared_table(tmp_path, "braille", "scores", "--from-json", str(scores), "--format", "brf", "--out", str(out))
    assert refused.returncode == 2 and out.read_bytes() == first
    assert refused.stderr == f"shared-table braille: {out} is there already: give another name, or add --replace to write over it.\n"
    replaced = shared_table(tmp_path, "braille", "scores", "--from-json", str(scores), "--format", "brf", "--out", str(out), "--replace")
    assert replaced.returncode == 0 and out.read_bytes() != first and out.read_bytes().isascii()
    target = tmp_path / "precious.txt"
    target.write_bytes(TARGET_TEXT)
    link = tmp_path / "link.brf"
    link.symlink_to(target)
    for extra in ([], ["--replace"]):
        result = shared_table(tmp_path, *hand, "--out", str(link), *extra)
        assert result.returncode == 2 and "Traceback" not in result.stderr
        assert target.read_bytes() == TARGET_TEXT and link.is_symlink()
    assert "is a symbolic link, which is never followed: give the name of the file itself." in result.stderr


def test_numbered_names_share_one_number_and_stop_at_the_limit(tmp_path: Path) -> None:
    text, brf = tmp_path / "sheet-0001.txt", tmp_path / "sheet-0001.brf"
    numbered(brf, 2).write_bytes(b"taken")
    assert create_numbered({text: b"a", brf: b"b"}) == [text, brf]
    assert create_numbered({text: b"c", brf: b"d"}) == [numbered(text, 3), numbered(brf, 3)], "2 is taken by one of them"
    assert numbered(text, 2).exists() is False and numbered(brf, 2).read_bytes() == b"taken"
    assert numbered(text, 1) == text and numbered(text, 12).name == "sheet-0001-12.txt"
