"""After "Game over" the game stays open for the score sheet, history, braille and replay; the hot
seat says each person's hand as it is now, resumed or not; the hand-over hides the last hand
without a screen reader saying "blank" two dozen times."""

from __future__ import annotations

import io
import re
from pathlib import Path

from shared_table.console.line_io import CLEAR_SCREEN, PLAIN_BREAK_LINES, SCREEN_BREAK, PlainIO, TerminalIO, spoken
from shared_table.console.play import hosted, make_setup, new_session, session_from_setup
from shared_table.console.safe_output import GuardedStream
from shared_table.console.saved_games import resume, start_saved
from shared_table.saves.store import SaveStore
from shared_table.sessions.play import PlaySession

GAME_OVER_CHOICES = ["The game is over. Type new for another game, or quit to leave.",
                     "You can still ask for scores, round, melds, picks, history, braille, print or replay."]


def _finished(players: int = 2, seed: int = 3) -> PlaySession:
    session = new_session(seed=seed, players=players)
    session.start()
    turn = 0
    while not session.done:
        session.handle(["draw", "discard 1"][turn % 2])
        turn += 1
    return session


def test_after_game_over_the_sheet_history_braille_and_replay_still_answer_until_quit() -> None:
    session = _finished()
    assert hosted(session).state.is_over and not session.closed
    assert session.handle("scores")[0].startswith("Totals after 11 of 11 rounds: ")
    assert session.handle("history 1")[0].startswith("Game over. ")
    braille = session.handle("braille")
    assert braille[0] == "The score sheet in braille:" and all(re.fullmatch("[\u2800-\u28ff]+", line) for line in braille[1:] if line)
    assert session.handle("replay")[0].startswith("The whole game has 11 rounds. Type replay round 1 to 11 for one of them")
    assert session.handle("replay round 11")[-1].startswith("Game over. ")
    replay = session.handle("replay all")
    assert replay[0] == "The whole game, as you knew it:" and replay[2].startswith("Round 1. ") and replay[-1].startswith("Game over. ")
    assert session.handle("print hand")[0].startswith("The game is over, so there is no hand to print")
    for line in ("draw", "discard 1", "hand", "hint"):
        assert session.handle(line) == GAME_OVER_CHOICES, line
    assert session.handle("")[0].startswith("Game over. ")
    assert session.handle("nonsense")[-2:] == GAME_OVER_CHOICES
    assert session.handle("quit") == ["Goodbye."] and session.closed


def test_a_piped_game_says_goodbye_at_the_end_of_input_after_game_over(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "d"), "XDG_STATE_HOME": str(tmp_path / "s")}
    moves = "draw\ndiscard 1\n" * 1500
    result = subprocess.run([sys.executable, "-m", "shared_table", "play", "--seed", "3", "--players", "2", "--plain"],
                            input=moves + "scores\nquit\n", capture_output=True, text=True, env=env, timeout=120, check=False)
    lines = result.stdout.splitlines()
    over = next(n for n, line in enumerate(lines) if line.startswith("Game over. "))
    assert lines[-3].startswith("Totals after 11 of 11 rounds: ") and lines[-2].startswith("Round 11: ") and lines[-1] == "Goodbye."
    assert set(lines[over + 1 : -3]) == set(GAME_OVER_CHOICES)


def test_hot_seat_says_the_hand_as_it_is_when_the_keyboard_comes_back_and_after_a_resume(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "games.sqlite3")
    setup = make_setup(bots="medium", seed=4, humans="Ann,Bob")
    session = session_from_setup(setup)
    game_id = start_saved(store, session)
    session.start()
    turn = 0
    while hosted(session).state.round_number < 3:  # two rounds in: the hand as dealt is long gone
        if session.pending_handover is not None:
            said = session.handle("")
            if not hosted(session).state.is_over:
                assert all(line in said for line in session.narrator.hand(session.view()))
        else:
            session.handle(["draw", "discard 1"][turn % 2])
            turn += 1
    session.mark_heard()
    resumed, opening = resume(store, str(game_id), session.narrator.verbosity)
    # where it stands, said to everyone at the keyboard: the round and what is wild, nobody's cards
    assert re.fullmatch(rf"Resumed game {game_id}: round 3 of 11, \w+'s turn\. Fives are wild\.", opening[0]), opening
    assert opening[-1].startswith("Pass to ")
    arriving = resumed.handle("")
    name = hosted(resumed).state.name(resumed.seat)
    assert arriving[0] == f"{name} at the keyboard."
    assert all(line in arriving for line in resumed.narrator.hand(resumed.view()))
    assert not any(line.startswith("Round 1. ") for line in arriving), "nothing from the first deal is said again"


def test_the_hand_over_clears_a_terminal_and_says_nothing_of_it() -> None:
    lines = ["Ann's turn is over.", SCREEN_BREAK, "Ann's cards are out of sight.", "Pass to Bob. Bob, press Enter when ready."]
    terminal = io.StringIO()
    TerminalIO(lambda line: [], terminal).write(lines)
    expected = f"Ann's turn is over.\n{CLEAR_SCREEN}Ann's cards are out of sight.\nPass to Bob. Bob, press Enter when ready.\n"
    assert terminal.getvalue() == expected
    # Through the guard every program's output passes (cli.py): the clearing is still ours, not shown as text.
    raw = io.BytesIO()
    inner = io.TextIOWrapper(raw, encoding="utf-8")  # kept: when it is collected it closes `raw`
    guarded = GuardedStream(inner, "standard output")
    TerminalIO(lambda line: [], guarded).write([*lines, "\x1b[31mnot ours"])
    guarded.flush()
    assert raw.getvalue().decode("utf-8") == expected + "\\x1b[31mnot ours\n"
    guarded.release()
    assert not inner.closed
    piped = io.StringIO()
    PlainIO(io.StringIO(), piped).write(lines)  # a pipe: nobody is looking over a shoulder, and no blank lines
    assert "\n\n" not in piped.getvalue() and "\x1b" not in piped.getvalue()
    assert spoken(lines) == [lines[0], lines[2], lines[3]], "a voice says nothing for the break"
    assert PLAIN_BREAK_LINES > 0  # a plain terminal scrolls the cards away instead
