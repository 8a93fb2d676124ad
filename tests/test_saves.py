"""Saves: every action kept as it happens, resume after kill -9 at random moments, refused
save files left untouched, replays that reproduce the game, and the config file."""

from __future__ import annotations

import os
import random
import re
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shared_table.config import Settings, load_settings
from shared_table.console.play import hosted, make_setup, session_from_setup
from shared_table.console.saved_games import record_into, resume, start_saved
from shared_table.games.fivecrowns.rules.codec import decode_action
from shared_table.saves.store import SCHEMA_VERSION, SaveFileProblem, SaveStore
from sizes import size

MOVES = "draw\ntake\ndiscard 1\n"
KILLS = size("STRESS_KILLS", 15, 300)


def _env(home: Path) -> dict[str, str]:
    return {**os.environ, "XDG_DATA_HOME": str(home / "data"), "XDG_STATE_HOME": str(home / "state"),
            "XDG_CONFIG_HOME": str(home / "config")}


def _play(home: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "shared_table", *args], input=stdin, capture_output=True, text=True,
                          env=_env(home), timeout=300, check=False)


def _game_over(output: str) -> str:
    """The line that ends the game ("" when there is none): the game stays open after it."""
    return next((line for line in output.splitlines() if line.startswith("Game over")), "")


def _db(home: Path) -> Path:
    return home / "data" / "shared-table" / "games.sqlite3"


def test_a_game_stopped_anywhere_resumes_exactly_where_it_was(tmp_path: Path) -> None:
    whole = _play(tmp_path / "a", "play", "--seed", "4", stdin=MOVES * 2000)
    first = _play(tmp_path / "b", "play", "--seed", "4", stdin=MOVES * 40)
    assert first.stdout.splitlines()[-1] == (
        "End of input: the game stops here. It is saved: go on with shared-table play --resume 1."
    )
    games = _play(tmp_path / "b", "games").stdout
    assert games.startswith("Game 1, Five Crowns: Player, Ann, Bob; round ")
    second = _play(tmp_path / "b", "play", "--resume", stdin=MOVES * 2000)
    assert second.returncode == 0, second.stderr
    assert second.stdout.startswith("Resumed game 1: round ")
    # Medium bots play from what they see alone, so the resumed game ends as the unbroken one did.
    assert _game_over(second.stdout) == _game_over(whole.stdout)
    assert whole.stdout.splitlines()[-1] == "End of input. Goodbye."
    assert "finished" in _play(tmp_path / "b", "games").stdout


def _acknowledged(output: str) -> int:
    """Moves of the player's own that the player was told about."""
    return sum(line.startswith(("You draw ", "You take ", "You discard ", "You go out")) for line in output.splitlines())


def test_kill_9_at_random_moments_loses_nothing_acknowledged(tmp_path: Path) -> None:
    rng = random.Random(2026)
    for kill in range(KILLS):
        home = tmp_path / str(kill)
        process = subprocess.Popen([sys.executable, "-m", "shared_table", "play", "--seed", str(kill)], stdin=subprocess.PIPE,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=_env(home))
        assert process.stdin is not None and process.stdout is not None
        process.stdin.write(MOVES * 2000)
        process.stdin.flush()
        time.sleep(rng.uniform(0.08, 0.45))
        process.send_signal(signal.SIGKILL)
        told, _ = process.communicate()
        store = SaveStore(_db(home))
        games = store.games()
        if not games:  # killed while starting: nothing was said, nothing is owed
            assert _acknowledged(told) == 0
            continue
        game = games[0]
        saved = [decode_action(value) for value in store.actions(game.id)]
        store.close()
        assert sum(action.seat == 0 for action in saved) >= _acknowledged(told), f"kill {kill}"
        if kill % 5 == 0 and not game.finished:  # and the game goes on to its end
            again = _play(home, "play", "--resume", stdin=MOVES * 2000)
            assert again.returncode == 0 and _game_over(again.stdout), again.stdout[-300:]


def test_a_damaged_save_file_is_kept_aside_once_and_games_stay_in_one_place(tmp_path: Path) -> None:
    path = _db(tmp_path)
    path.parent.mkdir(parents=True)
    path.write_bytes(b"this is not a database" * 50)
    before = path.read_bytes()
    kept = path.with_name("games-refused-1.sqlite3")
    result = _play(tmp_path, "play", "--seed", "1", stdin="draw\ndiscard 1\n")
    assert result.returncode == 0
    assert result.stdout.splitlines()[0] == (
        f"Saved games: {path} cannot be read as saved games (file is not a database). "
        f"It is kept as {kept}, unchanged; games are saved in {path} as before."
    )
    assert kept.read_bytes() == before
    # Every later command finds the game just played, and no file multiplies.
    for command in (("games",), ("replay", "1"), ("braille", "scores", "--game", "1")):
        again = _play(tmp_path, *command)
        assert again.returncode == 0 and "Saved games:" not in again.stdout + again.stderr, (command, again.stderr)
    assert _play(tmp_path, "games").stdout.startswith("Game 1, Five Crowns: Player, Ann, Bob; round ")
    assert _play(tmp_path, "play", "--resume", stdin="hand\n").stdout.startswith("Resumed game 1:")
    assert sorted(p.name for p in path.parent.glob("*.sqlite3")) == ["games-refused-1.sqlite3", "games.sqlite3"]


def test_a_save_from_a_newer_version_is_left_where_it_is_and_saving_is_off(tmp_path: Path) -> None:
    path = _db(tmp_path)
    path.parent.mkdir(parents=True)
    SaveStore(path).close()
    with sqlite3.connect(path) as db:
        db.execute("UPDATE meta SET value = '99' WHERE key = 'schema_version'")
    before = path.read_bytes()
    result = _play(tmp_path, "play", "--seed", "1", stdin="hand\n")
    assert result.returncode == 0
    assert result.stdout.splitlines()[0].startswith(
        f"Saving is off: {path} was written by a newer Shared Table (save format 99; this one reads up to {SCHEMA_VERSION}). "
    )
    assert path.read_bytes() == before and sorted(path.parent.glob("*.sqlite3")) == [path]


def test_a_hand_edited_game_that_breaks_the_rules_is_refused_with_its_file(tmp_path: Path) -> None:
    _play(tmp_path, "play", "--seed", "2", stdin=MOVES * 5)
    db = sqlite3.connect(_db(tmp_path))
    # An editor who knows the file drops the move's check (a changed byte is another test's).
    db.execute("""UPDATE actions SET action = '{"do": "discard", "seat": 2, "card": "Kst"}', checked = NULL WHERE n = 0""")
    db.commit()
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # so that the bytes compared below are the whole file
    db.close()
    before = _db(tmp_path).read_bytes()
    result = _play(tmp_path, "play", "--resume", "1")
    assert result.returncode == 2
    assert f"game 1 in {_db(tmp_path)} does not replay by the rules" in result.stderr
    assert _db(tmp_path).read_bytes() == before
    assert "no saved game \"7\"" in _play(tmp_path, "play", "--resume", "7").stderr


def test_replay_tells_the_game_as_one_seat_knew_it(tmp_path: Path) -> None:
    _play(tmp_path, "play", "--seed", "3", stdin=MOVES * 2000)
    ann = _play(tmp_path, "replay", "1", "--seat", "Ann").stdout.splitlines()
    assert ann[0] == "Game 1, Five Crowns, as Ann knew it." and ann[-1].startswith("Game over")
    assert any(line.startswith("Player draws from the stock") for line in ann)  # Ann never sees Player's card
    mine = _play(tmp_path, "replay", "1").stdout.splitlines()
    assert any(line.startswith("You draw the ") for line in mine)
    assert _play(tmp_path, "replay", "1", "--seat", "Zed").stderr.startswith('shared-table replay: no player "Zed"')


def test_replays_reproduce_the_final_scores(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "games.sqlite3")
    for seed in range(6):
        setup = make_setup(players=3 + seed % 3, bots="hard,easy", seed=seed)
        session = session_from_setup(setup)
        start_saved(store, session)
        session.start()
        turn = 0
        while not session.done:
            session.handle(["draw", "take", "discard 1"][turn % 3])
            turn += 1
        rebuilt, _ = resume(store, str(seed + 1), session.narrator.verbosity)
        assert hosted(rebuilt).state.totals() == hosted(session).state.totals() and hosted(rebuilt).state.is_over


def test_autosave_keeps_pace_with_the_game(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "games.sqlite3")
    setup = make_setup(seed=9)
    session = session_from_setup(setup)
    game_id = store.new_game("fivecrowns", setup.encode())
    record_into(session, store, game_id)
    session.start()
    session.handle("draw")
    assert len(store.actions(game_id)) == len([a for a in store.actions(game_id)])
    assert store.actions(game_id)[-1] == {"do": "draw", "seat": 0}


@settings(max_examples=60, deadline=None)
@given(st.binary(max_size=3000))
def test_any_bytes_as_a_save_file_are_refused_or_read_never_a_crash(tmp_path_factory: pytest.TempPathFactory, junk: bytes) -> None:
    path = tmp_path_factory.mktemp("junk") / "games.sqlite3"
    path.write_bytes(junk)
    try:
        store, notice = SaveStore.open(path)
    except SaveFileProblem as problem:  # only a file that looks like a newer version's is refused outright
        assert "newer Shared Table" in str(problem) and path.read_bytes() == junk
        return
    assert store.games() == [] and (notice == "" or str(path) in notice)
    if notice:
        assert store.set_aside_as is not None and store.set_aside_as.read_bytes() == junk
    store.close()


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=300))
def test_any_text_as_a_config_file_gives_settings_and_sentences(tmp_path_factory: pytest.TempPathFactory, text: str) -> None:
    path = tmp_path_factory.mktemp("config") / "config.toml"
    path.write_text(text, encoding="utf-8")
    found, warnings = load_settings(path)
    assert isinstance(found, Settings)
    assert all(warning.startswith(f"Config {path}: ") for warning in warnings)


def test_a_good_config_file_is_used_and_flags_win(tmp_path: Path) -> None:
    config = tmp_path / "config" / "shared-table" / "config.toml"
    config.parent.mkdir(parents=True)
    config.write_text('players = 2\nverbosity = "brief"\nname = "Sam"\nspeech = "loud"\n', encoding="utf-8")
    result = _play(tmp_path, "play", "--seed", "1", "--no-save", stdin="round\n")
    assert "Cards held: Ann 3." in result.stdout  # two players, from the file
    assert f'Config {config}: speech = "loud" is not allowed' in result.stderr
    flagged = _play(tmp_path, "play", "--seed", "1", "--no-save", "--players", "3", stdin="round\n")
    assert re.search(r"Ann went out\.\nBob laid down \w+ and is left with \d+ points", flagged.stdout)
    shown = _play(tmp_path, "config").stdout.splitlines()
    assert shown[0].startswith(f'# Config {config}: speech = "loud" is not allowed')  # the warning first
    assert shown[1] == f"# Config file: {config}." and shown[3].startswith("players = 2  # from the file")
