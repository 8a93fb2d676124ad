"""What the people at a table on a server hear of each other (issue 41): nobody is talked about in
the third person to themselves, `hold NAME` takes a name as a card's name is taken (any case,
accents or not, any beginning only one name has), the one who asked hears it once, someone
arriving after the game began is told so, and the lobby and `hold` have help. Real SQLite and,
where a terminal is in it, a real server on 127.0.0.1 and real `shared-table` terminals."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from server_helpers import Server, Told
from shared_table.core.errors import IllegalAction, InvalidInput
from shared_table.core.message import Msg
from shared_table.i18n.words import words_for
from shared_table.net.names_typed import seat_named
from shared_table.net.requests import Join, Open
from shared_table.net.served_table import Served
from shared_table.net.tables import Tables
from shared_table.saves.store import SaveStore
from test_server import read_until

NAMES = ["Ann", "Søren", None, "Sofie", "Benoît"]  # None: a computer player's seat


@pytest.mark.parametrize(("typed", "seat"), [
    ("Søren", 1), ("søren", 1), ("SOREN", 1), ("Soren", 1), ("soeren", 1), ("sø", 1), ("sør", 1),
    ("Sof", 3), ("benoit", 4), ("BENO", 4), ("ann", 0), ("  Ann  ", 0),
])
def test_a_name_is_taken_as_a_card_is_whatever_its_case_accents_or_beginning(typed: str, seat: int) -> None:
    assert seat_named(typed, NAMES) == seat


def test_a_beginning_several_names_have_is_refused_naming_them_and_a_name_nobody_has_too() -> None:
    with pytest.raises(IllegalAction) as ambiguous:
        seat_named("so", NAMES)  # Søren to one who cannot type ø, Sofie to one who can
    assert words_for("en").say(ambiguous.value.message) == (
        "More than one name here begins with so: Søren and Sofie. Type more of the name.")
    with pytest.raises(IllegalAction) as nobody:
        seat_named("Eve", NAMES)
    assert words_for("en").say(nobody.value.message) == "No person called Eve sits at this table."


@pytest.fixture
def tables(tmp_path: Path) -> Iterator[Tables]:
    store = SaveStore(tmp_path / "games.sqlite3")
    yield Tables(store)
    store.close()


def seated(tables: Tables) -> tuple[Served, list[Told]]:
    """Ann opened a table of three; Bob and Cleo joined: the game began."""
    people = [Told(), Told(), Told()]
    served, _, _ = tables.open(people[0], Open(id=1, game="", players=3, bots=None, guests=2, name="Ann", seed=None, options=[]))  # type: ignore[arg-type]
    tables.sit(served, 0, people[0], None)  # type: ignore[arg-type]
    for person, name in zip(people[1:], ("Bob", "Cleo"), strict=True):
        _, seat, _ = tables.join(person, Join(id=2, table=served.code, name=name, token=None, since=None))  # type: ignore[arg-type]
        tables.sit(served, seat, person, None)  # type: ignore[arg-type]
    assert served.table_id is not None
    for person in people:
        person.notices.clear()
    return served, people


def said(person: Told) -> list[str]:
    english = words_for("en")
    return [english.say(notice) for notice in person.notices if isinstance(notice, Msg)]


def test_the_one_who_can_hold_a_seat_hears_you_can_and_the_others_hear_their_name(tables: Tables) -> None:
    served, (ann, bob, cleo) = seated(tables)
    tables.leave(served, 1, bob)  # type: ignore[arg-type]
    rest = "type hold Bob to let a computer player keep the seat."
    assert said(ann) == [f"Bob lost the connection. The table waits for them; you can {rest}"]
    assert said(cleo) == [f"Bob lost the connection. The table waits for them; Ann can {rest}"]
    ann.notices.clear()
    cleo.notices.clear()
    tables.leave(served, 0, ann, left=True)  # the opener gone, Cleo may hold a seat: she is told so as "you"
    assert said(cleo) == ["Ann left the table. The table waits for them; you can type hold Ann to let a computer player keep the seat."]


def test_hold_takes_any_beginning_of_a_name_and_the_one_who_asked_hears_it_once(tables: Tables) -> None:
    served, (ann, bob, cleo) = seated(tables)
    tables.leave(served, 1, bob)  # type: ignore[arg-type]
    ann.notices.clear()
    with pytest.raises(IllegalAction, match="Only Ann, who opened the table"):
        tables.hold(served, 2, "Bob")
    tables.hold(served, 0, "bo")
    assert said(ann).count("A computer player keeps Bob's seat.") == 1
    assert not any("until they come back" in line for line in said(ann)), "the one who asked hears it once"
    assert "A computer player keeps Bob's seat until they come back." in said(cleo)


def test_someone_arriving_after_the_game_began_is_told_it_began(tables: Tables) -> None:
    served, _ = seated(tables)
    with pytest.raises(InvalidInput) as refused:
        tables.join(Told(), Join(id=3, table=served.code, name="Eve", token=None, since=None))  # type: ignore[arg-type]
    assert words_for("en").say(refused.value.message) == f"The game at table {served.code} has begun: no seat is free."
    assert words_for("fr").say(refused.value.message) == f"La partie de la table {served.code} a commencé : il n'y a plus de place libre."


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    running = Server(tmp_path / "server")
    yield running
    problems = running.stop()
    assert "Traceback" not in problems, problems


def terminal(server: Server, state: Path, *args: str) -> subprocess.Popen[str]:
    env = {**os.environ, "XDG_STATE_HOME": str(state)}
    return subprocess.Popen([sys.executable, "-m", "shared_table", *args, "--server", server.url, "--plain"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)


def typed(process: subprocess.Popen[str], line: str) -> None:
    assert process.stdin is not None
    process.stdin.write(line + "\n")
    process.stdin.flush()


def test_the_lobby_has_help_the_opener_is_you_and_hold_is_a_command_with_help(server: Server, tmp_path: Path) -> None:
    ann = terminal(server, tmp_path / "ann", "play", "--name", "Ann", "--guests", "2", "--players", "3")  # a seat stays free
    opened = read_until(ann, "Others join with")
    code = opened[-1].split()[1].rstrip(".")
    bob = terminal(server, tmp_path / "bob", "join", code, "--name", "Bob")
    try:
        read_until(ann, "Bob joined the table.")
        typed(ann, "help")
        help_ann = read_until(ann, "Once it begins, help lists the game's commands.")[-1]
        assert help_ann.startswith("Before the game begins, you can type start to begin now, with computer players in the empty seats, "
                                   "or quit to leave the table."), help_ann
        typed(bob, "help")
        help_bob = read_until(bob, "Then help lists the game's commands.")[-1]
        assert help_bob.startswith("Before the game begins, you can type quit to leave the table."), help_bob
        typed(ann, "hello")
        waiting = read_until(ann, "The game has not started yet.")[-1]
        assert waiting.endswith("You can type start to begin with computer players in the empty seats."), waiting
        typed(ann, "start")
        read_until(bob, "Round 1.")
        typed(bob, "help hold")
        answer = read_until(bob, "hold, then a name, or its beginning")
        assert answer[-1] == ("hold, then a name, or its beginning: let a computer player keep the seat of someone who lost "
                              "the connection, until they come back.")
        assert not any("No command" in line for line in answer), answer
    finally:
        for process in (ann, bob):
            process.kill()
            process.wait(20)


def test_the_opener_who_is_waiting_hears_you_can_type_start(server: Server, tmp_path: Path) -> None:
    ann = terminal(server, tmp_path / "ann", "play", "--name", "Ann", "--guests", "2", "--players", "3")
    opened = read_until(ann, "Others join with")
    code = opened[-1].split()[1].rstrip(".")
    bob = terminal(server, tmp_path / "bob", "join", code, "--name", "Bob")
    try:
        lobby_ann = read_until(ann, "Waiting for 1 more person.")[-1]
        assert lobby_ann.endswith("Waiting for 1 more person. You can type start to begin now."), lobby_ann
        lobby_bob = read_until(bob, "Waiting for 1 more person.")[-1]
        assert lobby_bob.endswith("The opener can type start to begin now."), lobby_bob
    finally:
        for process in (ann, bob):
            process.kill()
            process.wait(20)


def test_coming_back_to_a_seat_a_computer_player_kept_its_moves_are_told_as_its_own_once_introduced(server: Server, tmp_path: Path) -> None:
    from server_helpers import Device
    from test_server import _UNREAD, joined_by_a_terminal, started

    ann = Device(server)
    code = ann.open(guests=1, players=3, bots="easy")
    bob = joined_by_a_terminal(server, code, tmp_path / "bob")
    read_until(bob, "Round 1.")
    started(ann)
    typed(bob, "draw")
    typed(bob, "discard 1")
    read_until(bob, "You discard")  # Bob moves first (Ann deals), and has heard his move
    bob.kill()
    bob.wait(10)
    ann.wait_for(lambda: any("Bob lost the connection" in line for line in ann.said))
    ann.link.hold("bo")
    held_at = len(ann.said)
    for _ in range(40):  # Ann plays until the computer player has made a whole turn of Bob's
        if any(line.startswith(("Bob discards", "Bob goes out")) for line in ann.said[held_at:]):
            break
        ann.wait_for(ann.my_turn)
        ann.move()
    else:
        raise AssertionError(f"the computer player made no move for Bob: {ann.said[held_at:]}")
    back = joined_by_a_terminal(server, code, tmp_path / "bob")  # the same account: its token
    said = read_until(back, "While you were away, a computer player kept your seat.")
    unread = _UNREAD.pop(back.pid, "")  # read from the pipe past the line looked for
    rest = (unread + back.communicate("replay all\nquit\nyes\n", timeout=30)[0]).splitlines()
    assert said[0] == f"You are at table {code}."
    after = rest[: next(number for number, line in enumerate(rest) if line.startswith("The game so far") or "Round 1." in line)]
    assert any(line.startswith("The computer player ") for line in after), after
    assert not any(line.startswith(("You draw", "You take", "You discard", "You go out")) for line in after), after
    assert "What happened since you last heard:" in said and after[-1].startswith("Your hand"), "what happened, then the hand as it is"
    assert not any(line.startswith("Your hand") for line in said), "the hand once, as it is now, last"
    assert [*said, *rest].count("While you were away, a computer player kept your seat.") == 2, "once when back, once in the replay"
    replayed = rest[len(after):]
    assert any(line.startswith("The computer player ") for line in replayed), replayed


def said_until(socket: object, wanted: str) -> list[str]:
    """The lines of the page's `said` messages up to and including the one that holds `wanted`."""
    from test_server_pipeline import next_of

    lines: list[str] = []
    while not any(wanted in line for line in lines):
        lines += next_of(socket, "said")["lines"]  # type: ignore[arg-type]
    return lines


def test_at_a_page_the_lobby_has_help_and_hold_takes_a_beginning_and_is_heard_once(tmp_path: Path) -> None:
    import json

    from test_server_pipeline import InProcess, next_of, request

    server = InProcess(tmp_path)
    lines = {"game": "", "players": 3, "bots": None, "guests": 2, "name": "Ann", "seed": 5, "options": [], "language": "en"}
    try:
        with server.connect() as ann, server.connect() as bob:
            code = request(ann, "open-lines", id=1, **lines)["table"]
            request(bob, "join-lines", id=1, table=code, name="Bob", token=None, language="fr")
            for number, (socket, line) in enumerate(((ann, "help"), (bob, "aide"), (ann, "start")), 2):
                socket.send(json.dumps({"kind": "line", "id": number, "text": line}))
            said = said_until(ann, "Once it begins, help lists the game's commands.")
            assert said[-1].startswith("Before the game begins, you can type start to begin now"), said
            said = said_until(bob, "commandes")
            assert said[-1].startswith("Avant le début de la partie, vous pouvez taper quitter pour quitter la table."), said
            said_until(ann, "Round 1.")  # started by the start Ann typed
            bob.close()
            told = said_until(ann, "Bob lost the connection.")
            assert told[-1].endswith("you can type hold Bob to let a computer player keep the seat."), told
            ann.send(json.dumps({"kind": "line", "id": 5, "text": "hold b"}))
            said = said_until(ann, "keeps Bob's seat")
            assert [line for line in said if "keeps Bob's seat" in line] == ["A computer player keeps Bob's seat."], said
            ann.send(json.dumps({"kind": "complete", "id": 6, "text": "hold B"}))
            completions = next_of(ann, "completions")["lines"]
            assert any("Bob" in line for line in completions), completions
    finally:
        server.close()
