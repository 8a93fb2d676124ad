"""Saving and reading back mean the same in both stores (saves/protocol.py's `GameStore`):
SQLite's `SaveStore` and PostgreSQL's `PostgresGameStore`, each test run against each (`stores`,
tests/game_stores.py): moves, taking back, "heard" and settings, a served table's last games,
a move changed since it was saved, a table's last use, and a whole game saved as it is played
and dealt again from the store.
"""

from __future__ import annotations

import math
import time

import pytest

from game_stores import Stores
from shared_table.console.play import hosted, let_go, make_setup, session_from_setup
from shared_table.console.saved_games import start_saved
from shared_table.saves.retention import KEEP_GAMES
from shared_table.saves.store import SaveConflict
from shared_table.table.restore import read_saved

DRAW, TAKE, DISCARD = {"do": "draw", "seat": 0}, {"do": "take", "seat": 1}, {"do": "discard", "seat": 0, "card": 1}


def test_moves_heard_and_settings_are_saved_and_read_back(stores: Stores) -> None:
    store = stores.make()
    game_id = store.new_game("fivecrowns", {"players": ["Ann", "Bo"], "seed": 4})
    store.record(game_id, 0, [DRAW, TAKE], 1, False, {0: (1, {"verbosity": "brief"}), 1: (2, None)})
    store.record(game_id, 2, [DISCARD], 2, True)
    saved = store.game(game_id)
    assert saved is not None and saved.kind == "fivecrowns" and saved.setup == {"players": ["Ann", "Bo"], "seed": 4}
    assert (saved.round, saved.finished, saved.moves, saved.heard) == (2, True, 3, 1) and saved.updated >= saved.created
    assert store.actions(game_id) == [DRAW, TAKE, DISCARD] and store.checked_actions(game_id) == ([DRAW, TAKE, DISCARD], None)
    assert store.heard_by(game_id) == {0: 1, 1: 2} and store.settings_by(game_id) == {0: {"verbosity": "brief"}}
    store.save_heard(game_id, {0: (3, None), 1: (3, {"order": "suit"})})  # None: the settings chosen before stay
    assert store.heard_by(game_id) == {0: 3, 1: 3}
    assert store.settings_by(game_id) == {0: {"verbosity": "brief"}, 1: {"order": "suit"}}
    store.mark_heard(game_id, 2)  # everyone
    again = store.game(game_id)
    assert store.heard_by(game_id) == {0: 2, 1: 2} and again is not None and again.heard == 2
    store.mark_heard(game_id, 3, seat=1, settings={"verbosity": "full"})
    assert store.heard_by(game_id) == {0: 2, 1: 3} and store.settings_by(game_id)[1] == {"verbosity": "full"}
    assert store.game(game_id + 1000) is None and store.actions(game_id + 1000) == [] and store.heard_by(game_id + 1000) == {}
    store.close()
    reopened = stores.make()  # another process, or the file opened again
    assert reopened.actions(game_id) == [DRAW, TAKE, DISCARD] and reopened.heard_by(game_id) == {0: 2, 1: 3}


def test_a_move_saved_twice_a_take_back_not_of_the_last_and_a_deleted_game_are_conflicts_with_nothing_written(stores: Stores) -> None:
    store = stores.make()
    game_id = store.new_game("fivecrowns", {})
    store.record(game_id, 0, [DRAW, TAKE], 1, False)
    with pytest.raises(SaveConflict, match=r"move 2 of game .* was already saved"):
        store.record(game_id, 1, [TAKE, DISCARD], 1, False, {0: (3, None)})
    assert store.actions(game_id) == [DRAW, TAKE] and store.heard_by(game_id) == {}, "nothing of it written"
    with pytest.raises(SaveConflict, match="was changed by another window"):
        store.take_back(game_id, 0, 1)
    store.take_back(game_id, 1, 1)
    assert store.actions(game_id) == [DRAW]
    stores.sql("DELETE FROM shared_table.actions WHERE game_id = %s", game_id)
    stores.sql("DELETE FROM shared_table.games WHERE id = %s", game_id)
    with pytest.raises(SaveConflict, match=r"no longer in .*: it was deleted"):
        store.record(game_id, 1, [TAKE], 1, False)
    with pytest.raises(SaveConflict):
        store.take_back(game_id, 0, 1)


def test_a_take_back_removes_the_last_move_and_nobody_has_heard_more_than_is_saved(stores: Stores) -> None:
    store = stores.make()
    game_id = store.new_game("fivecrowns", {})
    store.record(game_id, 0, [DRAW, TAKE, DISCARD], 2, True, {0: (3, None), 1: (2, None)})
    store.take_back(game_id, 2, 1)
    saved = store.game(game_id)
    assert store.actions(game_id) == [DRAW, TAKE] and saved is not None and not saved.finished and saved.round == 1
    assert store.heard_by(game_id) == {0: 2, 1: 2} and saved.heard == 2
    store.record(game_id, 2, [DISCARD], 1, False)
    assert store.actions(game_id) == [DRAW, TAKE, DISCARD]


def test_a_served_table_keeps_its_last_games_and_a_consoles_are_never_deleted(stores: Stores) -> None:
    store = stores.make()
    stores.host(store, "ANN1")
    own = [store.new_game("solitaire", {}) for _ in range(KEEP_GAMES + 1)]
    played = []
    for number in range(KEEP_GAMES + 3):
        game_id = store.new_game("fivecrowns", {"seed": number}, "ANN1")
        store.record(game_id, 0, [DRAW], 1, False, {0: (1, {"verbosity": "brief"})})
        played.append(game_id)
    kept = played[-KEEP_GAMES:]
    for game_id in played:
        assert (store.game(game_id) is not None) == (game_id in kept)
        assert store.actions(game_id) == ([DRAW] if game_id in kept else []) and bool(store.heard_by(game_id)) == (game_id in kept)
    assert all(store.game(game_id) is not None for game_id in own), "a console's games are the player's own"
    assert stores.sql("SELECT count(*) FROM shared_table.heard")[0][0] == KEEP_GAMES


def test_a_move_changed_since_it_was_saved_is_said_and_a_game_played_on_is_cut_there_with_its_rows_kept(stores: Stores) -> None:
    store = stores.make()
    setup = make_setup(seed=5)
    session = session_from_setup(setup)
    game_id = start_saved(store, session)  # type: ignore[arg-type]
    session.start()
    for line in ("draw", "take", "discard 1", "draw", "take"):
        session.handle(line)
    let_go(session)
    moves = len(store.actions(game_id))
    assert moves >= 5
    stores.sql("UPDATE shared_table.actions SET action = %s WHERE game_id = %s AND n = %s", '{"do": "draw", "seat": 3}', game_id, 3)
    saved = store.game(game_id)
    assert saved is not None
    told = read_saved(store, saved, repair=False)
    assert len(told.actions) == 3 and [notice.id for notice in told.notices] == ["save-move-changed-told"]
    assert len(store.checked_actions(game_id)[0]) == 3 and store.checked_actions(game_id)[1] == 4, "read alone, nothing cut"
    repaired = read_saved(store, saved, repair=True)
    assert repaired.notices[0].id == "save-move-changed-cut" and len(repaired.actions) == 3
    assert store.checked_actions(game_id) == (store.actions(game_id), None) and len(store.actions(game_id)) == 3
    kept = str(repaired.notices[0].args["kept"])
    if stores.kind == "postgres":  # the game's rows as they were, every move of them, in the row said
        row = int(kept.split()[1])
        copied = stores.sql("SELECT game_id, jsonb_array_length(actions), actions -> 3 ->> 'action'"
                            " FROM shared_table.set_aside WHERE id = %s", row)
        assert copied == [(game_id, moves, '{"do": "draw", "seat": 3}')]
    repaired.dealt()  # what is left replays


@pytest.mark.parametrize("seed", [3, 11])
def test_a_whole_game_saved_as_it_is_played_is_dealt_again_from_the_store_as_it_ended(stores: Stores, seed: int) -> None:
    store = stores.make()
    session = session_from_setup(make_setup(players=3, bots="hard,easy", seed=seed))
    game_id = start_saved(store, session)  # type: ignore[arg-type]
    session.start()
    turn = 0
    while not session.done:
        session.handle(["draw", "take", "discard 1"][turn % 3])
        turn += 1
    played = hosted(session)
    let_go(session)
    store.close()
    again = stores.make("two")
    saved = again.game(game_id)
    assert saved is not None and saved.finished and saved.moves == len(again.actions(game_id))
    table = read_saved(again, saved, repair=True)
    assert table.notices == () and table.heard == {0: saved.heard} and table.settings == again.settings_by(game_id)
    dealt = table.dealt()
    assert dealt.state.is_over and dealt.state.totals() == played.state.totals()


def test_a_tables_last_use_is_its_last_move_and_forgetting_it_forgets_its_games(stores: Stores) -> None:
    store = stores.make()
    listing = stores.listing(store)
    stores.host(store, "PLAY")
    stores.host(store, "GONE")
    lobby = {"game": "fivecrowns", "seats": [], "seed": 1, "options": []}
    playing = store.new_game("fivecrowns", {}, "PLAY")
    listing.keep("PLAY", lobby, playing)
    gone = [store.new_game("fivecrowns", {}, "GONE") for _ in range(2)]
    listing.keep("GONE", lobby, gone[-1])
    stores.sql("UPDATE shared_table.served SET updated = %s", time.time() - 3600)
    stores.sql("UPDATE shared_table.games SET updated = %s", time.time() - 3600)
    store.record(playing, 0, [DRAW], 1, False)  # a move an hour after the table was last kept: used
    found = listing.find("PLAY")
    assert found is not None and found.updated > time.time() - 600
    assert listing.close_abandoned(time.time() - 1800, set()) == ["GONE"]
    assert listing.forget_closed(math.inf) == ["GONE"]
    assert all(store.game(game_id) is None for game_id in gone) and store.game(playing) is not None
    assert stores.sql("SELECT count(*) FROM shared_table.games WHERE table_code = %s", "GONE")[0][0] == 0
