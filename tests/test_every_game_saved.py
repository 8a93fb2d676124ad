"""Every game gets what Five Crowns has: the solitaire is saved move by move, resumed where it
stopped, listed with its kind, replayed, and a move taken back is taken out of the save too."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from shared_table.console.play import let_go, new_session
from shared_table.console.saved_games import resume, start_saved
from shared_table.saves.store import SaveStore


def _play(home: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "XDG_DATA_HOME": str(home / "data"), "XDG_STATE_HOME": str(home / "state"),
           "XDG_CONFIG_HOME": str(home / "config")}
    return subprocess.run([sys.executable, "-m", "shared_table", *args], input=stdin, capture_output=True, text=True,
                          env=env, timeout=120, check=False)


def test_a_solitaire_stopped_midway_is_listed_resumed_and_replayed(tmp_path: Path) -> None:
    first = _play(tmp_path, "play", "--game", "solitaire", "--seed", "5", "--plain", stdin="pass\npass\nundo\npass\n")
    assert first.returncode == 0, first.stderr
    assert first.stdout.splitlines()[-1] == (
        "End of input: the game stops here. It is saved: go on with shared-table play --resume 1."
    )
    listed = _play(tmp_path, "games").stdout
    assert listed.startswith("Game 1, Five Crowns Solitaire: Player; card 3 of 28, unfinished; 2 moves; ")
    # The same moves in this process: the resumed game has the same card turned.
    here = new_session(seed=5, game="solitaire")
    here.start()
    for line in ("pass", "pass", "undo", "pass"):
        here.handle(line)
    again = _play(tmp_path, "solitaire", "--resume", "--plain", stdin="card\n")
    said = again.stdout.splitlines()
    assert said[0] == "Resumed game 1: " + here.narrator.resumed(here.view(), "game 1").removeprefix("Resumed game 1: ")
    assert here.handle("card")[0] in said
    replayed = _play(tmp_path, "replay", "1").stdout.splitlines()
    assert replayed[0] == "Game 1, Five Crowns Solitaire, as Player knew it."
    # The move taken back is not in the game: two passes were made and kept.
    assert sum(line.startswith("You pass: the ") for line in replayed) == 2


def test_a_game_of_one_kind_is_not_resumed_as_another(tmp_path: Path) -> None:
    _play(tmp_path, "play", "--game", "solitaire", "--seed", "5", "--plain", stdin="pass\n")
    wrong = _play(tmp_path, "play", "--game", "fivecrowns", "--resume", "1", "--plain", stdin="")
    assert wrong.returncode == 2
    assert "game 1 is a game of Five Crowns Solitaire, not Five Crowns" in wrong.stderr
    none = _play(tmp_path, "play", "--game", "fivecrowns", "--resume", "--plain", stdin="")
    assert none.returncode == 2 and "no unfinished game of Five Crowns to resume" in none.stderr


def test_undo_takes_the_move_out_of_the_save_and_a_resume_agrees(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "games.sqlite3")
    session = new_session(seed=8, game="solitaire")
    game_id = start_saved(store, session)
    session.start()
    for line in ("pass", "pass", "pass"):
        session.handle(line)
    assert len(store.actions(game_id)) == 3
    taken = session.handle("undo")
    assert taken[0].startswith("Taken back: the ") and len(store.actions(game_id)) == 2
    session.handle("play 11 out 1")
    assert len(store.actions(game_id)) == 3
    view = session.view()
    let_go(session)  # this window lets the game go, as quitting does
    store.close()

    other = SaveStore(tmp_path / "games.sqlite3")
    resumed, lines = resume(other, str(game_id))
    assert resumed.view() == view
    assert lines[0].startswith(f"Resumed game {game_id}: ")


def test_new_after_the_end_saves_the_next_game_as_a_game_of_its_own(tmp_path: Path) -> None:
    typed = "\n".join(["pass"] * 40 + ["new", "pass", "quit", "yes"]) + "\n"
    result = _play(tmp_path, "solitaire", "--seed", "3", "--plain", stdin=typed)
    assert result.returncode == 0, result.stderr
    out = result.stdout.splitlines()
    assert "New game." in out and "It is saved as game 2." in out
    assert out[-1] == "Game stopped. It is saved: go on with shared-table play --resume 2. Goodbye."
    listed = _play(tmp_path, "games").stdout.splitlines()
    assert listed[0].startswith("Game 1, Five Crowns Solitaire: Player; finished; ")
    assert listed[1].startswith("Game 2, Five Crowns Solitaire: Player; card 2 of 28, unfinished; 1 move; ")


@pytest.mark.parametrize("game", ["fivecrowns", "solitaire"])
def test_play_help_lists_every_game(game: str, tmp_path: Path) -> None:
    shown = _play(tmp_path, "play", "--help").stdout
    assert f"{game} (" in shown and "--game NAME" in shown
