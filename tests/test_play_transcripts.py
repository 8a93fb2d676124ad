"""Golden transcripts: seeded games at each verbosity, checked in under tests/golden/, to be
read top to bottom as a listener hears them. After a deliberate change of wording, run
`UPDATE_GOLDEN=1 pytest tests/test_play_transcripts.py` and read the diff before committing.
"""

from __future__ import annotations

import os
import random
import re
from pathlib import Path

import pytest

from scripted_player import transcript
from shared_table.console.line_io import PROMPT
from shared_table.console.play import new_session
from shared_table.games.fivecrowns.bots.levels import MediumBot
from shared_table.games.fivecrowns.rules import events as ev
from shared_table.games.fivecrowns.rules.cards import Card
from shared_table.games.fivecrowns.rules.state import new_game
from shared_table.games.fivecrowns.words.narration import Narrator, Verbosity
from shared_table.games.fivecrowns.words.saying_cards import alike_msg
from shared_table.i18n.words import words_for
from test_listening import misheard

EN = words_for("en", ("shared_table.games.fivecrowns",))

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


@pytest.mark.parametrize("seed", range(4))
def test_round_after_the_last_turns_says_what_was_laid_down_and_left_over(seed: int) -> None:
    """A seat that has laid down holds no cards, but it is not done with nothing: `round` says its
    melds and its left-over cards, never "Cards held: Bob 0" (issue 16)."""
    names = ("Ann", "Bob", "Cy")
    state = new_game(list(names), seed=seed)
    bots = [MediumBot(seat, 3, random.Random(seat)) for seat in range(3)]
    narrator = Narrator(0, names, EN)
    narrator.narrate(state.events_for(0))
    checked = 0
    while not state.is_over:
        seat = state.current
        found = state.apply(bots[seat].choose(state.view(seat)))
        narrator.narrate([event.seen_by(0) for event in found], state.view(0))
        lines = narrator.round(state.view(0))
        assert all(len(line.split()) <= 30 for line in lines), lines
        said = " ".join(lines)
        assert not re.search(r"\b[A-Z]\w* 0\b", said), said
        round_ended = any(isinstance(event, ev.RoundScored) for event in found) and not state.is_over
        for event in found:
            if isinstance(event, ev.LaidDown) and not round_ended:
                who = "You" if event.seat == 0 else names[event.seat]
                melds = len(event.melds)
                laid = "nothing" if melds == 0 else "one meld" if melds == 1 else f"{melds} melds"
                left = "no points" if event.points == 0 else f"{event.points} point" + ("s" if event.points != 1 else "")
                expected = f"{who} laid down {laid} and {'are' if event.seat == 0 else 'is'} left with {left}"
                assert expected in said, (expected, said)
                # Identical cards side by side are said once with their count: "two sixes of stars" (issue 41).
                assert all(EN.say(alike_msg(card, event.unmelded.count(card))) in said for card in event.unmelded), said
                assert f"{names[event.seat]} {state.view(0).hand_sizes[event.seat]}" not in said.partition("Cards held")[2]
                checked += 1
        assert not misheard(said), said
    assert checked >= 5


@pytest.mark.parametrize("players", [3, 7])
def test_the_narrator_follows_the_stock_and_says_why_a_take_was_forced(players: int) -> None:
    """A take with the stock empty is the one take that may go straight back: at full verbosity the
    narrator says why, from the stock it follows through the events (checked against the game's)."""
    names = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus")[:players]
    state = new_game(list(names), seed=players)
    bots = [MediumBot(seat, players, random.Random(seat)) for seat in range(players)]
    narrator = Narrator(0, names, EN, Verbosity.FULL)
    narrator.narrate(state.events_for(0))
    while not state.is_over:
        seat = state.current
        found = state.apply(bots[seat].choose(state.view(seat)))
        narrator.narrate([event.seen_by(0) for event in found], state.view(0))
        assert narrator.stock == state.view(0).stock_size
    full, normal = Narrator(0, ("You", "Bob"), EN, Verbosity.FULL), Narrator(0, ("You", "Bob"), EN)
    king = Card.parse("Kd")
    for speaker in (full, normal):
        speaker.event_line(ev.RoundStarted(1, 3, 3, 0, 1))
        assert speaker.stock == 116 - 2 * 3 - 1
        assert speaker.event_line(ev.TookDiscard(1, king)) == "Bob takes the king of diamonds."
        for _ in range(116 - 2 * 3 - 1):
            speaker.event_line(ev.DrewFromStock(1, None))
    assert full.event_line(ev.TookDiscard(1, king)) == (
        "Bob takes the king of diamonds: the stock is empty, so the top discard is the only card to take."
    )
    assert normal.event_line(ev.TookDiscard(1, king)) == "Bob takes the king of diamonds."
