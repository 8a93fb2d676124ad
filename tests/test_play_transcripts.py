"""Golden transcripts: seeded games at each verbosity, checked in under tests/golden/, to be
read top to bottom as a listener hears them. After a deliberate change of wording, run
`UPDATE_GOLDEN=1 pytest tests/test_play_transcripts.py` and read the diff before committing.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from scripted_player import transcript
from shared_table.console.play import PROMPT, new_session
from shared_table.narration.fivecrowns import Verbosity
from test_listening import misheard

GOLDEN = Path(__file__).resolve().parent / "golden"
SEED = 7

# The routine announcements: a move, or the turn coming back.
ROUTINE = re.compile(r"^(You|Ann|Bob) (draw|take|discard)|^Your (last )?turn|^Now discard")


def _game(verbosity: Verbosity) -> list[str]:
    return transcript(new_session(players=3, seed=SEED, verbosity=verbosity))


@pytest.mark.parametrize("verbosity", list(Verbosity))
def test_golden_transcript(verbosity: Verbosity) -> None:
    path = GOLDEN / f"seed{SEED}_{verbosity}.txt"
    text = "\n".join(_game(verbosity)) + "\n"
    if os.environ.get("UPDATE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8"), f"{path.name} changed: read the diff, then UPDATE_GOLDEN=1"


def test_a_transcript_reads_as_a_listener_needs() -> None:
    lines = _game(Verbosity.NORMAL)
    said = [line for line in lines if not line.startswith(PROMPT)]
    assert said[-1].startswith("Game over. ")
    assert sum(bool(re.match(r"Round \d+\. \w+ cards each\.", line)) for line in said) == 11
    wilds = ["Threes", "Fours", "Fives", "Sixes", "Sevens", "Eights", "Nines", "Tens", "Jacks", "Queens", "Kings"]
    for number, word in enumerate(wilds, 1):
        assert any(line.startswith(f"Round {number}. ") and f"{word} are wild." in line for line in said)
    for line in said:
        assert "\x1b" not in line and line == line.strip() and line, line
        assert not re.search(r"[♥♣♠♦★]|\b(st|sp)\b", line), f"suits are said as words: {line}"
        assert not misheard(line), f"{misheard(line)}: {line}"
        if ROUTINE.match(line):
            assert len(line.split()) <= 20, f"a routine announcement over 20 words: {line}"


def test_brief_says_less_than_normal_and_full_says_more() -> None:
    sizes = {level: sum(len(line.split()) for line in _game(level)) for level in Verbosity}
    assert sizes[Verbosity.BRIEF] < sizes[Verbosity.NORMAL] < sizes[Verbosity.FULL]
