"""`replay` a part at a time (issue 30): a listener steps through the game a round (or a game's
own part) at a time; the parts joined say the whole game, `replay next` walks to the end and says
so, bad arguments get sentences, in every game and in another language; `shared-table replay
--round N` prints one part of a saved game."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from shared_table.console.play import hosted, new_session
from shared_table.games import all_games
from shared_table.sessions.play import PlaySession

GAMES = [game.name for game in all_games()]


def _played(game: str, verbosity: str = "", language: str = "en", moves: int | None = None, seed: int = 5) -> PlaySession:
    """A game played by the seat's own computer player's choices: to the end, or `moves` moves."""
    players = None if game == "solitaire" else 2
    session = new_session(seed=seed, game=game, players=players, verbosity=verbosity, language=language)
    session.start()
    bot = session.game.make_bot(session.game.default_level, session.seat, len(session.names), random.Random(1))
    played = 0
    while not session.is_over and (moves is None or played < moves):
        session.act(bot.choose(session.view()))
        played += 1
    return session


@pytest.mark.parametrize("game", GAMES)
def test_the_parts_joined_are_the_whole_game_at_every_verbosity(game: str) -> None:
    for verbosity in next(each for each in all_games() if each.name == game).verbosities:
        session = _played(game, verbosity)
        parts = session.replay_parts()
        assert len(parts) > 1, "a whole game is told in more than one part"
        assert [part.start for part in parts] == sorted({part.start for part in parts}) and parts[0].start == 0
        joined = [line for number in range(1, len(parts) + 1) for line in session.retold(number)]
        assert joined == session.retold(), f"{game} at {verbosity}: nothing lost, nothing said twice"
        whole = session.handle("replay all")
        assert whole[0] == "The whole game, as you knew it:" and whole[1:] == session.retold()


@pytest.mark.parametrize("game", GAMES)
def test_replay_next_walks_to_the_end_and_then_says_how_to_start_again(game: str) -> None:
    session = _played(game)
    parts = session.replay_parts()
    unit = session.words(session.game.replay_unit)
    heard: list[str] = []
    for number, part in enumerate(parts, 1):
        said = session.handle("replay next")
        assert said == [*([part.heading] if part.heading else []), *session.retold(number)], number
        assert session.handle(f"replay {unit} {number}") == said == session.handle(f"replay {number}")
        heard += said
    assert session.handle("replay next") == [f"That was the end of the game. Type replay {unit} 1 to start again."]
    assert session.handle("replay next")[0] == "That was the end of the game. Type replay " + unit + " 1 to start again."
    session.handle(f"replay {unit} 1")  # asking for one goes on from there
    second = parts[1].heading
    assert session.handle("replay next") == [*([second] if second else []), *session.retold(2)]
    assert [line for line in heard if line not in {part.heading for part in parts}] == session.retold()


def test_plain_replay_says_how_many_rounds_and_how_to_ask_never_the_whole_game() -> None:
    session = _played("fivecrowns", moves=60)
    rounds = hosted(session).state.stage
    assert rounds > 1
    assert session.handle("replay") == [
        f"The game so far has {rounds} rounds. Type replay round 1 to {rounds} for one of them, replay next for number 1, "
        "or replay all for everything at once."]
    assert session.handle("replay round 2")[0].startswith("Round 2. ")
    assert session.handle("replay")[0].endswith("replay next for number 3, or replay all for everything at once.")
    assert session.handle("re next")[0].startswith("Round 3. ")
    fresh = new_session(seed=5, game="fivecrowns")
    fresh.start()
    assert fresh.handle("replay") == [
        "The game so far has one round. Type replay round 1 to hear it, or replay all for everything at once."]


def test_each_game_says_its_own_unit() -> None:
    skipbo = _played("skipbo")
    count = len(skipbo.replay_parts())
    assert skipbo.handle("replay") == [
        f"The whole game has {count} parts. Type replay part 1 to {count} for one of them, replay next for number 1, "
        "or replay all for everything at once."]
    assert skipbo.handle("replay part 2")[0] == "Part 2: turns 11 to 20."
    assert skipbo.handle("replay 1")[0] == "Part 1: turns 1 to 10."
    solitaire = _played("solitaire")
    assert solitaire.handle("replay 1")[0] == "Part 1: cards 1 to 7 of the stock."
    assert solitaire.handle("replay 1")[1].startswith("Eleven piles dealt")
    assert solitaire.handle("replay part 2")[0] == "Part 2: cards 8 to 14 of the stock."


def test_a_bad_argument_says_what_was_wrong_and_what_works() -> None:
    session = _played("fivecrowns", moves=60)
    rounds = hosted(session).state.stage
    assert session.handle(f"replay {rounds + 1}") == [
        f"There is no number {rounds + 1}: the game so far has {rounds} rounds. Type replay round 1 to {rounds}."]
    assert session.handle("replay round 0") == [
        f"There is no number 0: the game so far has {rounds} rounds. Type replay round 1 to {rounds}."]
    assert session.handle("replay -2")[0].startswith("There is no number -2: ")
    assert session.handle("replay " + "9" * 400)[0].startswith("There is no number 999")
    assert session.handle("replay round") == [f"Which number? Type replay round 1 to {rounds}."]
    for given in ("x", "round x", "part 2", "first"):
        assert session.handle(f"replay {given}") == [
            f'"{given.removeprefix("round ")}" is not a number. Type replay round 1 to {rounds}, replay next, or replay all.'], given
    skipbo = _played("skipbo")
    assert skipbo.handle("replay round 2")[0].startswith('"round 2" is not a number. Type replay part 1 to ')
    over = _played("fivecrowns")
    assert over.handle("replay 12") == ["There is no number 12: the whole game has 11 rounds. Type replay round 1 to 11."]


def test_nothing_to_replay_before_anything_has_happened() -> None:
    from shared_table.core.game import ReplayPart
    from shared_table.games import find_game

    for game in all_games():
        assert game.replay_parts([], new_session(game=game.name).words) == [], game.name
    assert find_game("fivecrowns").replay_parts([object()], new_session().words) == [ReplayPart(0)]  # type: ignore[list-item]


def test_replay_in_another_language_uses_its_words_and_english_still_works() -> None:
    session = _played("fivecrowns", language="da")
    assert session.handle("genfortæl") == [
        "Hele spillet har 11 omgange. Skriv genfortæl omgang 1 til 11 for én af dem, genfortæl næste for nummer 1 "
        "eller genfortæl alt for det hele på én gang."]
    third = session.handle("genfortæl omgang 3")
    assert third[0].startswith("Omgang 3. ") and third == session.handle("replay round 3") == session.handle("genfortæl 3")
    assert session.handle("genfortæl næste")[0].startswith("Omgang 4. ")
    assert session.handle("genfortæl 12") == ["Der er ikke noget nummer 12: hele spillet har 11 omgange. Skriv genfortæl omgang 1 til 11."]
    assert session.handle("genfortæl alt")[0] == "Hele spillet, som du oplevede det:"
    solitaire = _played("solitaire", language="fr")
    assert solitaire.handle("revoir étape 2")[0] == "Étape 2 : cartes 8 à 14 de la pioche."
    assert solitaire.handle("revoir suivant")[0] == "Étape 3 : cartes 15 à 21 de la pioche."
    assert solitaire.handle("revoir x")[0].startswith("« x » n'est pas un numéro. Tapez revoir étape suivi d'un numéro de 1 à 4")


def test_tab_and_help_know_the_new_forms() -> None:
    session = _played("fivecrowns", moves=10)
    assert session.commands.completions(session, "replay ") == ["next", "all", "round"]
    assert session.commands.completions(session, "replay n") == ["next"]
    danish = _played("skipbo", language="da", moves=10)
    assert danish.commands.completions(danish, "genfortæl ") == ["næste", "alt", "del"]
    help_lines = session.handle("help replay")
    assert help_lines[0] == "replay, optionally a number, next or all: the game again as you knew it, a round or part at a time. Also: re."
    assert any("Replay round 3, or replay 3, says round 3" in line for line in help_lines)  # details: a sentence a line
    assert help_lines[-2:] == ["Choices: next, all.", "For example: replay; replay 3; replay next; replay all."]


def test_the_command_line_replays_one_round_of_a_saved_game(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "d"), "XDG_STATE_HOME": str(tmp_path / "s")}

    def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "shared_table", *args], input=stdin, capture_output=True, text=True,
                              env=env, timeout=120, check=False)

    run("play", "--seed", "3", "--players", "2", "--plain", stdin="draw\ndiscard 1\n" * 12 + "quit\ny\n")
    whole = run("replay", "1").stdout.splitlines()
    second = run("replay", "1", "--round", "2")
    assert second.returncode == 0, second.stderr
    lines = second.stdout.splitlines()
    assert lines[0] == "Game 1, Five Crowns, as Player knew it." and lines[1].startswith("Round 2. ")
    assert all(line in whole for line in lines)
    rounds = sum(line.startswith("Round ") and ". " in line[:10] for line in whole)
    joined = [line for number in range(1, rounds + 1) for line in run("replay", "1", "--round", str(number)).stdout.splitlines()[1:]]
    assert [line for line in joined if not line.startswith("The game stops here")] == [
        line for line in whole[1:] if not line.startswith("The game stops here")]
    past = run("replay", "1", "--round", str(rounds + 1))
    assert past.returncode == 2 and past.stdout == ""
    assert past.stderr == f"shared-table replay: game 1 has {rounds} rounds so far: give --round 1 to {rounds}.\n"
    assert run("replay", "1", "--round", "x").returncode == 2
