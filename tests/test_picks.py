"""`picks`: what each player has taken from the discard pile this round, in order. A sighted
player sees who collects what; a listener asks (issue 30). Checked against the game's own log."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from shared_table.console.play import local_link, new_session
from shared_table.console.saved_games import resume, start_saved
from shared_table.games.fivecrowns.bots.levels import MediumBot
from shared_table.games.fivecrowns.rules import events as ev
from shared_table.games.fivecrowns.rules.state import new_game
from shared_table.games.fivecrowns.words.hand_listing import spoken_card
from shared_table.games.fivecrowns.words.narration import Narrator
from shared_table.i18n.words import words_for
from shared_table.saves.store import SaveStore

EN = words_for("en", ("shared_table.games.fivecrowns",))


@pytest.mark.parametrize("seed", range(3))
def test_picks_says_every_take_of_the_round_in_order_and_nothing_else(seed: int) -> None:
    names = ("Ann", "Bob", "Cy")
    state = new_game(list(names), seed=seed)
    bots = [MediumBot(seat, 3, random.Random(seat)) for seat in range(3)]
    narrator = Narrator(0, names, EN)
    narrator.narrate(state.events_for(0))
    taken: dict[int, list[str]] = {}  # what the log says each seat took this round
    wild, checked = 3, 0
    while not state.is_over:
        found = state.apply(bots[state.current].choose(state.view(state.current)))
        narrator.narrate([event.seen_by(0) for event in found], state.view(0))
        for event in found:
            if isinstance(event, ev.RoundStarted):
                taken, wild = {}, event.wild_rank
            elif isinstance(event, ev.TookDiscard):
                taken.setdefault(event.seat, []).append(spoken_card(event.card, wild, EN))
        said = narrator.picks()
        if not taken:
            assert said == ["No one has taken from the discard pile this round."]
            continue
        assert len(said) == len(taken), (said, taken)
        for line, seat in zip(said, sorted(taken), strict=True):
            who = "You" if seat == 0 else names[seat]
            assert line.startswith(f"{who} took ") and line.endswith(" from the discard pile."), line
            cards = line.removeprefix(f"{who} took ").removesuffix(" from the discard pile.")
            assert re.split(r", | and ", cards) == taken[seat], (line, taken[seat])
            assert narrator.picks(seat) == [line]
            checked += 1
        for seat in set(range(3)) - set(taken):
            has = "You have" if seat == 0 else f"{names[seat]} has"
            assert narrator.picks(seat) == [f"{has} taken nothing from the discard pile this round."]
    assert checked > 20


def test_the_picks_command_takes_a_name_a_beginning_or_you_and_survives_a_resume(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "games.sqlite3")
    session = new_session(players=3, seed=7)
    start_saved(store, session)
    session.start()
    assert session.handle("picks") == ["Ann took the nine of diamonds from the discard pile."]
    assert session.handle("picks ann") == session.handle("pk A") == session.handle("picks Ann")
    assert session.handle("picks bob") == ["Bob has taken nothing from the discard pile this round."]
    assert session.handle("picks you") == ["You have taken nothing from the discard pile this round."]
    assert session.handle("picks zed") == ['No player "zed": the players are Player, Ann and Bob.']
    session.handle("take")
    said = session.handle("picks")
    assert said == ["You took the ten of clubs from the discard pile.", "Ann took the nine of diamonds from the discard pile."]
    session.mark_heard()
    again, _ = resume(store, "1", "")
    assert again.handle("picks") == said, "what was taken is known again from the saved moves"
    assert "picks" in session.commands.help_lines("picks")[0]


def test_sort_rank_and_verbosity_are_kept_after_new_and_resume(tmp_path: Path) -> None:
    """How a person chose things to be said stays theirs: for the next game at the table, and
    saved with the game, so that a resume lists the hand as they left it (issue 30)."""
    store = SaveStore(tmp_path / "games.sqlite3")
    session = new_session(players=2, seed=3)
    start_saved(store, session)
    session.start()
    assert session.handle("sort rank")[0] == "Sorted by rank."
    session.handle("verbosity brief")
    session.mark_heard()
    link = local_link(session)
    link.host.flush(link.table_id)  # as the person quits: settings are kept for the next move's write until then
    by_rank = session.narrator.hand(session.view())
    assert "By rank: " in by_rank[0]
    again, said = resume(store, "1", "")
    assert all(line in said for line in by_rank), "the resumed hand is listed by rank, as it was left"
    assert again.narrator.settings() == {"sort": "rank", "verbosity": "brief"}
    again, _ = resume(store, "1", "full")
    assert again.narrator.settings() == {"sort": "rank", "verbosity": "full"}, "a verbosity asked for when resuming wins"
    assert session.handle("new")[0].startswith("Give up this game")
    new = session.handle("yes")
    assert session.narrator.settings() == {"sort": "rank", "verbosity": "brief"}, new
    assert any(line.startswith("Your hand, ") and "By rank: " in line for line in new), new
