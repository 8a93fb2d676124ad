"""The table and the seat session at their edges: the end of a hot-seat game heard by everyone,
a finished hot-seat game resumed, undo and history, seats and setups that do not fit the game,
and --no-save honoured when resuming."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from shared_table.console.play import hosted, let_go, make_setup, new_session, session_from_setup
from shared_table.console.saved_games import find_saved, resume, start_saved
from shared_table.core.errors import IllegalAction, InvalidInput
from shared_table.games import find_game
from shared_table.games.solitaire.rules.state import Play
from shared_table.saves.store import SaveStore
from shared_table.sessions.play import PlaySession
from shared_table.table.setup import GameSetup


def _play_to_the_end(session: PlaySession) -> None:
    """Every person's move chosen by a computer player, hand-overs answered with Enter."""
    game, rng = session.game, random.Random(1)
    while not hosted(session).state.is_over:
        if session.pending_handover is not None:
            session.handle("")
            continue
        bot = game.make_bot(game.default_level, session.seat, hosted(session).state.seats, rng)
        session.act(bot.choose(session.view()))


def test_the_end_of_a_hot_seat_game_counts_as_heard_by_everyone(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "games.sqlite3")
    session = session_from_setup(make_setup(bots="easy", seed=3, humans="Ann,Bob"))
    game_id = start_saved(store, session)
    session.start()
    _play_to_the_end(session)
    assert session.heard_moves == session.moves
    session.mark_heard()
    with pytest.raises(InvalidInput, match="no unfinished game"):
        find_saved(store, "")
    let_go(session)
    store.close()
    again, lines = resume(SaveStore(tmp_path / "games.sqlite3"), str(game_id))
    assert lines[0] == f"Resumed game {game_id}, and it is over." or lines[0].startswith(f"Resumed game {game_id}")
    assert again.pending_handover is None, "a finished game is not handed to anyone, least of all a computer player"
    assert again.handle("")[0].startswith("Game over. ")


def test_undo_still_answers_after_the_solitaire_ends_and_history_says_it() -> None:
    session = new_session(seed=3, game="solitaire")
    session.start()
    session.handle("pass")
    taken = session.handle("undo")
    assert session.history[-1] == taken[0] and taken[0].startswith("Taken back: ")
    while not hosted(session).state.is_over:
        session.handle("pass")
    assert session.handle("undo")[0].startswith("Taken back: ") and not hosted(session).state.is_over


def test_a_move_for_a_seat_that_is_not_at_the_table_is_refused_and_changes_nothing() -> None:
    session = new_session(seed=3, game="solitaire")
    session.start()
    before = session.view()
    for seat in (1, -1):
        with pytest.raises(IllegalAction, match="no seat"):
            hosted(session).play(Play(1, before.turned, seat=seat))
    assert session.view() == before and session.moves == 0


def test_a_setup_that_does_not_fit_its_game_is_refused_in_words() -> None:
    solitaire = find_game("solitaire")
    with pytest.raises(InvalidInput, match="2 players at a game of Five Crowns Solitaire, which takes 1 player"):
        GameSetup(("Ann", "Bob"), 0, ("", ""), 1).check_for(solitaire)
    with pytest.raises(InvalidInput, match='no bot level "wizard"'):
        GameSetup(("Ann", "Bob"), 0, ("", "wizard"), 1).check_for(find_game("fivecrowns"))
    for bad in ({"players": ["A", "B"], "human_seat": True, "levels": ["", "easy"], "seed": 1},
                {"players": ["A", "B"], "human_seat": 1, "levels": ["", "easy"], "seed": 1},
                {"players": ["A"], "human_seat": 0, "levels": [""], "seed": False}):
        with pytest.raises(InvalidInput):
            GameSetup.decode(bad)


def test_a_game_number_in_other_digits_is_no_game(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "games.sqlite3")
    with pytest.raises(InvalidInput, match='no saved game "²"'):
        find_saved(store, "²")


def test_no_save_is_honoured_when_resuming(tmp_path: Path) -> None:
    env = {"XDG_DATA_HOME": str(tmp_path / "data"), "XDG_STATE_HOME": str(tmp_path / "state"),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "PATH": "/usr/bin:/bin"}

    def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "shared_table", *args], input=stdin, capture_output=True,
                              text=True, env=env, timeout=120, check=False)

    run("solitaire", "--seed", "2", "--plain", stdin="pass\n")
    resumed = run("solitaire", "--resume", "1", "--no-save", "--plain", stdin="pass\npass\nnew\nyes\npass\n")
    assert resumed.returncode == 0, resumed.stderr
    assert resumed.stdout.splitlines()[-1] == "End of input: the game stops here."
    listed = run("games").stdout.splitlines()
    assert len(listed) == 1 and "; 1 move; " in listed[0]


def test_game_options_are_saved_with_the_setup_and_checked_against_the_game() -> None:
    setup = GameSetup(("Ann", "Bob"), 0, ("", "easy"), 5, ("short",))
    assert GameSetup.decode(setup.encode()) == setup
    assert "options" not in GameSetup(("Ann",), 0, ("",), 5).encode(), "an old save's shape when no option is on"
    assert setup.with_seed(6).options == ("short",)
    with pytest.raises(InvalidInput, match="--short is not an option of Five Crowns"):
        setup.check_for(find_game("fivecrowns"))
    with pytest.raises(InvalidInput, match="saved options"):
        GameSetup.decode({**setup.encode(), "options": "short"})
