"""Every game's drawing for the web page (core/drawing.py), without a browser: in every language,
each button's line is a command the seat's session takes, each card's braille label is liblouis's
in that language's table, only the seat's own cards can be chosen, and a whole game played by
pressing the drawing's buttons at random ends."""

from __future__ import annotations

import random
from typing import Any

import pytest

from shared_table.braille.tables import word_cells
from shared_table.console.play import session_from_setup
from shared_table.games import all_games
from shared_table.i18n.languages import LANGUAGES
from shared_table.table.seating import make_setup

CASES = [(game, language) for game in all_games() for language in LANGUAGES]
ANY_CHOICE_PLAYS = {"fivecrowns", "solitaire"}
"""Games where a button that takes a card plays whichever card it is given (any discard, any card out of a pile)."""


def pressable(drawn: dict[str, Any]) -> list[str]:
    """Each line a press could send now: enabled buttons, with every card each may take."""
    picks = [card["pick"] for area in drawn["areas"] for card in area["cards"] if card["pick"]]
    picks += [card["pick"] for area in drawn["areas"] for pile in area["piles"] for card in pile["cards"] if card["pick"]]
    buttons = [*drawn["actions"], *(action for area in drawn["areas"] for pile in area["piles"] for action in pile["actions"])]
    lines = []
    for button in buttons:
        if not button["enabled"]:
            continue
        if button["needs_pick"]:
            lines += [button["line"].replace("{pick}", pick) for pick in picks if pick.startswith(button["pick_from"])]
        else:
            lines.append(button["line"])
    return lines


@pytest.mark.parametrize(("game", "language"), CASES, ids=[f"{game.name}-{language.code}" for game, language in CASES])
def test_a_whole_game_by_the_drawings_buttons_in_every_language(game: Any, language: Any) -> None:
    players = min(3, game.players[1])
    setup = make_setup(players, ",".join([game.bot_levels[0]] * (players - 1)) or None, "Eve", 5, None, game, [])
    session = session_from_setup(setup, game=game, language=language.code)
    session.start()
    rng = random.Random(language.code)
    unknown = session.words("table-command-unknown", given="zzz").split("zzz")[0][:12]
    for _ in range(3000):
        if session.is_over:
            break
        view = session.view()
        drawn = game.drawing(view, session.words, language.braille)
        own = {item for area in drawn["areas"] if area["mine"] for item in (card["pick"] for card in area["cards"])}
        for area in drawn["areas"]:
            if not area["mine"]:
                assert not any(card["pick"] for card in area["cards"]), "only the seat's own cards can be chosen"
            for pile in area["piles"]:
                for card in pile["cards"]:
                    assert card["name"] and card["braille"]
        for card in (card for area in drawn["areas"] for card in area["cards"]):
            if card["pick"] and card["pick"] in own and game.name != "solitaire":
                assert card["braille"] == word_cells(card["pick"], language.braille), "the deck's label, by liblouis"
        lines = pressable(drawn)
        assert lines, f"nothing to press at {language.code}: {drawn['facts']}"
        moves = session.moves
        for tried, line in enumerate(rng.sample(lines, len(lines))):
            said = session.handle(line)
            assert not any(part.startswith(unknown) for part in said), f"{line!r} is no command in {language.code}: {said}"
            if session.moves != moves or session.is_over:
                break
            picked = line not in [button["line"] for button in drawn["actions"]]
            assert not (tried == 0 and picked and game.name in ANY_CHOICE_PLAYS), f"{line!r} played nothing: {said}"
        else:
            raise AssertionError(f"no button moved the game at {language.code}: {lines}")
    assert session.is_over
