"""The host (table/host.py) with several devices at one table, each device a session of its own
joined through its own link, as `shared-table play` and (next) a remote device join.

Every registered game runs through the host: each person's seat is a device of its own, and after
every move every device has been told of it (its account and its view are the table's, as that
seat may know them), and at the deal, now and then, and at the end, `Game.resample` deals again
what a seat may not know: what the device was told must not change, so it cannot hold another
seat's hidden cards. Then what a table of several devices decides together: a move that cannot be
saved is refused and told to nobody; `undo` only while nobody at another device has heard the
move; `new` once every device says yes; and each person's own "heard" is saved.
"""

from __future__ import annotations

import json
import random
import sqlite3
import threading
from pathlib import Path
from typing import Any

import pytest

from shared_table.console.play import let_go, local_link, make_setup, session_from_setup
from shared_table.console.saved_games import resume, start_saved
from shared_table.core.errors import IllegalAction
from shared_table.core.game import Bot, Game
from shared_table.games.fivecrowns.game import FiveCrowns
from shared_table.saves.store import SaveStore
from shared_table.sessions.play import PlaySession
from shared_table.table.host import Host
from shared_table.table.saving import start_saving
from shared_table.table.setup import GameSetup
from shared_table.table.table import Table
from test_conformance import GAMES, Players, assert_same_events, names_for, view_json


def seated(game: Game, seed: int, levels: tuple[str, ...], host: Host | None = None) -> tuple[Host, int, dict[int, PlaySession]]:
    """A hosted table with each person's seat at a device (a session) of its own."""
    host = host or Host()
    table_id = host.open(Table(game, GameSetup(names_for(len(levels)), 0, levels, seed)))
    devices = {seat: PlaySession(host.link(table_id, [seat])) for seat, level in enumerate(levels) if not level}
    return host, table_id, devices


def check_devices(game: Game, table: Table, devices: dict[int, PlaySession]) -> None:
    """Every device has been told of every move so far: its seat's account and view are the table's."""
    for seat, device in devices.items():
        device.link.receive()  # what the host told this device, handed to its session as it looks
        person = device.humans[seat]
        assert device.moves == table.moves and device.current == table.state.current and device.is_over == table.state.is_over
        assert_same_events(game, person.seen, table.state.events_for(seat), f"device of seat {seat} was not told every move")
        assert json.dumps(game.codec.encode_view(person.view), sort_keys=True) == view_json(game, table.state, seat)


def check_nothing_hidden(game: Game, table: Table, devices: dict[int, PlaySession], rng: random.Random) -> int:
    """A state the seat cannot tell from the real one leaves what its device was told the same."""
    moved = 0
    for seat, device in devices.items():
        other = game.resample(table.state, seat, rng)
        moved += game.every_card(other) != game.every_card(table.state)
        person = device.humans[seat]
        assert json.dumps(game.codec.encode_view(person.view), sort_keys=True) == view_json(game, other, seat), "a view shows a hidden card"
        assert_same_events(game, person.seen, other.events_for(seat), "a device was told a hidden card")
    return moved


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_every_game_through_the_host_tells_every_device_each_move_and_no_hidden_card(game: Game) -> None:
    rng = random.Random(5)
    people = min(2, game.players[1])
    levels = ("",) * people + (game.default_level,) * (1 if game.players[1] > people else 0)
    host, table_id, devices = seated(game, 17, levels)
    table = host.table(table_id)
    players = Players(game, table, rng, 0.2, seats=list(devices))
    for device in devices.values():
        device.start()
    checks = moved = 0
    due = 1
    while not table.state.is_over:
        check_devices(game, table, devices)
        if table.moves >= due:
            due = max(due + 1, int(due * 1.5))
            checks, moved = checks + len(devices), moved + check_nothing_hidden(game, table, devices, rng)
        mover = devices[table.state.current]
        mover.act(players.choose(table.state))  # the computer players' moves follow, told the same way
        for seat, device in devices.items():
            if device is not mover:
                device.news()  # words ready at once, in that device's own session
                assert not device.humans[seat].told, "news says everything told so far"
    check_devices(game, table, devices)
    checks, moved = checks + len(devices), moved + check_nothing_hidden(game, table, devices, rng)
    assert moved > 0 or game.players[1] == 1 or checks == 0, "resampling moved no card: the check above proves nothing"


def test_a_device_cannot_move_for_another_seat() -> None:
    game = FiveCrowns()
    host, table_id, devices = seated(game, 3, ("", ""))
    table = host.table(table_id)
    mover = table.state.current
    theirs, other = table.state.legal_actions()[0], devices[1 - mover]
    name = table.names[mover]
    with pytest.raises(IllegalAction, match=f"You cannot play for {name}: that seat is not yours"):
        other.link.play(other.seat, theirs)  # an action of another seat, sent as this one's
    with pytest.raises(IllegalAction, match=f"You cannot play for {name}: that seat is not yours"):
        other.link.play(mover, theirs)  # a seat of another device
    assert table.moves == 0 and other.moves == 0


class ThinkingBot:
    """A computer player that thinks until it is let go (as a hard one may think a while)."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.thinking, self.let_go = threading.Event(), threading.Event()

    def choose(self, view: Any) -> Any:
        self.thinking.set()
        assert self.let_go.wait(HANG), "the test let it go"
        return self.bot.choose(view)

    def observe(self, events: Any) -> None:
        self.bot.observe(events)


HANG = 60  # seconds: only a table that waits for another's computer player would take this long


def test_a_computer_player_thinking_at_one_table_holds_up_no_other() -> None:
    game = FiveCrowns()
    host, slow_id, slow = seated(game, 3, ("", "easy"))
    _, quick_id, quick = seated(game, 4, ("", "easy"), host)
    for device in (slow[0], quick[0]):
        device.start()
    assert host.table(slow_id).state.current == 0 and host.table(quick_id).state.current == 0
    slow_table = host.table(slow_id)
    thinker = ThinkingBot(slow_table.bots[1])
    slow_table.bots[1] = thinker  # type: ignore[assignment]
    slow[0].handle("draw")
    thinking = threading.Thread(target=slow[0].handle, args=("discard 1",))  # then the computer player thinks
    thinking.start()
    assert thinker.thinking.wait(HANG)
    other = threading.Thread(target=lambda: (quick[0].handle("draw"), quick[0].handle("discard 1")))
    other.start()
    other.join(HANG)  # the computer player of this table answers while the other one still thinks
    assert not other.is_alive() and thinking.is_alive(), "the other table waited for this one's computer player"
    assert host.table(quick_id).state.current == 0 and host.table(quick_id).moves >= 4
    early = slow_table.state.legal_actions()[0]  # chosen while the computer player still thinks
    refused: list[BaseException] = []

    def play_early() -> None:
        try:
            slow[0].link.play(0, early)
        except IllegalAction as error:
            refused.append(error)

    waiting = threading.Thread(target=play_early)
    waiting.start()  # this table's next move waits for the one being made, then is judged
    thinker.let_go.set()
    thinking.join(HANG)
    waiting.join(HANG)
    assert refused, "judged on the table as it is once the computer player has moved"
    assert slow_table.moves >= 4 and slow_table.state.current == 0


def test_a_move_that_cannot_be_saved_at_a_table_of_two_devices_is_refused_and_told_to_nobody(tmp_path: Path) -> None:
    game = FiveCrowns()
    host, table_id, devices = seated(game, 3, ("", ""))
    table = host.table(table_id)
    store = SaveStore(tmp_path / "games.sqlite3")
    saver = start_saving(table, store)
    host.save_with(table_id, saver)
    first, second = devices[table.state.current], devices[1 - table.state.current]
    first.start(), second.start()
    assert first.handle("draw") and table.moves == 1
    second.link.receive()  # told as it looks
    assert second.moves == 1
    with sqlite3.connect(tmp_path / "games.sqlite3") as other_program:
        other_program.execute("DELETE FROM actions WHERE game_id = ?", (saver.game_id,))
        other_program.execute("DELETE FROM games WHERE id = ?", (saver.game_id,))
    second.news()
    told = list(second.me.seen)
    said = first.handle("discard 1")
    assert said[-1].startswith("That move was not made: it could not be saved (game ") and said[-1].endswith(
        "Nobody heard of it; try again."), said
    assert table.moves == 1 and second.moves == 1 and second.me.seen == told and second.news() == []
    assert first.view() == table.state.view(first.seat), "the refused move changed nothing"


class FiveCrownsTakingBack(FiveCrowns):
    """Five Crowns' own rules, with `undo` allowed (only solitaire allows it among the games): the
    host's rule about who has heard a move, at a table of several devices."""

    takes_back = True


def test_undo_is_offered_only_while_nobody_at_another_device_has_heard_the_move() -> None:
    host, table_id, devices = seated(FiveCrownsTakingBack(), 3, ("", ""))
    table = host.table(table_id)
    first, second = devices[table.state.current], devices[1 - table.state.current]
    first.start(), second.start()
    first.handle("draw")
    first.link.take_back(first.seat)  # the other person was told, but has not heard it yet
    second.link.receive()
    assert table.moves == 0 and second.moves == 0 and second.me.view == table.state.view(second.seat)
    first.handle("draw")
    second.news()
    second.mark_heard()  # the other device has said it
    with pytest.raises(IllegalAction, match=f"too late to take that back: {second.names[second.seat]} has already heard it"):
        first.link.take_back(first.seat)
    assert table.moves == 1


def test_a_new_game_is_dealt_once_every_device_says_yes() -> None:
    host, table_id, devices = seated(FiveCrowns(), 3, ("", ""))
    ann, bob = devices[0], devices[1]
    ann.start(), bob.start()
    first = host.table(table_id)
    assert ann.handle("new")[0].startswith("Give up this game and deal a new one?")
    assert ann.handle("yes") == ["A new game needs a yes from Player 2 too.",
                                 "You asked for a new game. It starts once everyone at the table says yes."]
    assert host.table(table_id) is first
    assert bob.news() == ["Player 1 asks for a new game. Ask for one too to say yes, or play your next move to say no."]
    bob.handle("new")
    said = bob.handle("yes")
    assert said[0] == "New game." and host.table(table_id) is not first and host.table(table_id).setup.seed == 4
    ann.link.receive()  # told as she looks
    assert ann.humans[0].history == [], "Ann's device starts the new game afresh"
    assert ann.news(), "and Ann hears the new deal"
    assert ann.moves == bob.moves == host.table(table_id).moves


def test_each_person_s_heard_is_saved_and_a_resume_tells_each_what_they_missed(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "games.sqlite3")
    session = session_from_setup(make_setup(bots="easy", seed=4, humans="Ann,Bob"))
    game_id = start_saved(store, session)
    session.start()
    turn = 0
    while session.pending_handover is None or len({person.heard_moves for person in session.humans.values()}) == 1:
        if session.pending_handover is not None:
            session.handle("")  # the next person at the keyboard
        else:
            session.handle(["draw", "discard 1"][turn % 2])
            turn += 1
    session.mark_heard()
    assert store.heard_by(game_id) != {seat: person.heard_moves for seat, person in session.humans.items()}, (
        "kept, to be saved with the next move: a typed line costs no transaction")
    link = local_link(session)
    link.host.flush(link.table_id)  # as the game stops
    heard = store.heard_by(game_id)
    assert heard == {seat: person.heard_moves for seat, person in session.humans.items()} and len(set(heard.values())) == 2
    assert store.game(game_id).heard == min(heard.values())  # type: ignore[union-attr]
    let_go(session)
    store.close()
    again, opening = resume(SaveStore(tmp_path / "games.sqlite3"), str(game_id))
    arriving = again.names[again.current]
    assert opening[-1] == f"Pass to {arriving}. {arriving}, press Enter when ready."
    assert {seat: person.heard_moves for seat, person in again.humans.items()} == heard
    missed = again.handle("")
    assert missed[0] == f"{arriving} at the keyboard." and len(missed) > 2, "what they missed since they last heard"
    link = local_link(again)
    assert link.table.moves == session.moves
