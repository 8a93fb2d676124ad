"""Hot seat: several people at one keyboard. Nothing private of one person is ever said in
another's turn, and nothing at all between "Pass to" and that person's confirmation."""

from __future__ import annotations

import re

import pytest

from shared_table.console.line_io import SCREEN_BREAK
from shared_table.console.play import hosted, make_setup, session_from_setup
from shared_table.games import find_game
from shared_table.games.fivecrowns.words.narration import Narrator
from shared_table.i18n.words import words_for

GENERIC = re.compile(
    "^(|"
    + "|".join([
        r".* at the keyboard\.", r".*'s turn is over\.", r".*'s cards are out of sight\.", r"Your (last )?turn\.?.*",
        # said live, before "Your last turn." (names only)
        r"After you, everyone else has one last turn: .*", r"\w+ has one last turn after you\.",
        re.escape(SCREEN_BREAK),
        r"Now discard a card\.", "You have drawn already: .*", "You must draw first: .*", "The stock is empty: .*",
    ])
    + ")$"
)


def _may_know(session: object, seat: int) -> set[str]:
    """Every line the seat's own narrator makes of the whole game as that seat knows it."""
    from shared_table.sessions.play import PlaySession

    assert isinstance(session, PlaySession)
    state = hosted(session).state
    narrator = Narrator(seat, state.settings.players, words_for("en", ("shared_table.games.fivecrowns",)))
    return {re.sub(r", number \d+\.$", ".", line) for line in narrator.narrate(state.events_for(seat))}


@pytest.mark.parametrize(("humans", "bots", "seed"), [("Ann,Bob", "medium", 1), ("Ann,Bob,Cy", "hard", 2), ("Ann,Bob", None, 3)])
def test_no_private_card_crosses_from_one_person_to_another(humans: str, bots: str | None, seed: int) -> None:
    session = session_from_setup(make_setup(bots=bots, seed=seed, humans=humans))
    segments: dict[int, list[str]] = {seat: [] for seat in session.humans}
    said = session.start()
    assert said[0].startswith("Hot seat: ") and said[-1].startswith("Pass to ")
    turn = 0
    told_their_hand: set[int] = set()
    while not session.done:
        waiting = session.pending_handover
        if waiting is not None:
            name = hosted(session).state.name(waiting)
            assert said[-1] == f"Pass to {name}. {name}, press Enter when ready."
            said = session.handle("")
            assert said[0] == f"{name} at the keyboard."
            if not hosted(session).state.is_over:  # the hand as it is now, and it is this person's own
                now = session.narrator.hand(session.view())
                assert all(line in said for line in now), said
                said = [line for line in said if line not in now]
                told_their_hand.add(waiting)
        else:
            said = session.handle(["draw", "take", "discard 1"][turn % 3])
            turn += 1
        cut = next((i for i, line in enumerate(said) if line.startswith("Pass to ")), len(said))
        assert cut >= len(said) - 1, "nothing follows a Pass to line"
        segments[session.seat if waiting is None else waiting].extend(said[:cut])
    for seat, lines in segments.items():
        allowed = _may_know(session, seat)  # this seat's deals, its own draws, and public moves
        for line in lines:
            plain = re.sub(r", number \d+\.$", ".", line)
            assert GENERIC.match(line) or plain in allowed, (seat, line)
        assert seat in told_their_hand, "each person hears their own hand when the keyboard comes to them"


def test_each_person_keeps_their_own_verbosity() -> None:
    session = session_from_setup(make_setup(seed=4, humans="Ann,Bob"))
    session.start()
    session.handle("")
    first = session.seat
    assert session.handle("verbosity brief") == ["Verbosity brief."]
    session.handle("draw")
    session.handle("discard 1")
    session.handle("")
    assert session.seat != first and session.handle("verbosity") == ["Verbosity is normal. Choices: brief, normal, full."]


def test_hot_seat_games_save_and_resume(tmp_path: object) -> None:
    from pathlib import Path

    from shared_table.console.saved_games import resume, start_saved
    from shared_table.games.fivecrowns.words.narration import Verbosity
    from shared_table.saves.store import SaveStore

    assert isinstance(tmp_path, Path)
    store = SaveStore(tmp_path / "games.sqlite3")
    setup = make_setup(seed=5, humans="Ann,Bob", bots="easy")
    session = session_from_setup(setup)
    start_saved(store, session)
    session.start()
    for line in ["", "draw", "discard 1", "", "draw", "discard 2"]:
        session.handle(line)
    again, said = resume(store, "1", Verbosity.NORMAL)
    assert said[0] == "Resumed game 1: round 1 of 11, Bob's turn. Threes are wild." and said[1].startswith("Pass to ")
    assert hosted(again).state.log == hosted(session).state.log


@pytest.mark.parametrize("game", ["fivecrowns", "skipbo"])
def test_only_enter_alone_hands_the_keyboard_over(game: str) -> None:
    """At "Pass to Bob", the player who just moved may type a command out of habit: it is
    answered with what the hand-over waits for, never with Bob's cards; Enter alone confirms."""
    chosen = find_game(game)
    session = session_from_setup(make_setup(game=chosen, seed=4, humans="Ann,Bob"), game=chosen)
    session.start()
    arriving = session.pending_handover
    assert arriving is not None
    name = session.names[arriving]
    waits = f"Waiting for {name} to press Enter. Nothing else is answered until then, so no one hears the wrong cards."
    for line in ("hand", "h", "hn", "hint", "scores", "melds", "history", "last", "wild", "  turn "):
        assert session.handle(line) == [waits], line
        assert session.pending_handover == arriving
    assert session.handle("q") == ["Quit this game? Type yes to quit, anything else to go on."]
    assert session.handle("hand") == ["Not quitting: the game goes on.", f"Pass to {name}. {name}, press Enter when ready."]
    assert session.pending_handover == arriving  # the question did not let the line through
    assert session.handle("")[0] == f"{name} at the keyboard."
    assert session.pending_handover is None and session.seat == arriving


def test_are_you_sure_answered_with_a_command_does_that_command() -> None:
    session = session_from_setup(make_setup(seed=5, humans="Ann"))
    session.start()
    hand = session.handle("hand")
    assert session.handle("quit") == ["Quit this game? Type yes to quit, anything else to go on."]
    assert session.handle("hand") == ["Not quitting: the game goes on.", *hand]
    assert not session.quit
    assert session.handle("quit")[0].startswith("Quit this game?")
    assert session.handle("no")[0] == "Not quitting: the game goes on."
    assert session.handle("new")[0].startswith("Give up this game")
    assert session.handle("draw")[0] == "No new game: this one goes on."
    assert session.view().has_drawn, "the command given in answer was played"
    assert session.handle("quit")[0].startswith("Quit this game?")
    assert session.handle("yes")[0].startswith("Game stopped.")
    assert session.quit
