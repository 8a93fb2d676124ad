"""Orca, a real screen reader, reads the web page over Skip-Bo and Five Crowns Solitaire played by
keyboard (issue 41), as tests/test_orca.py does over Five Crowns (the machinery is in
tests/orca_helpers.py): keys through the X server with xdotool, what Orca speaks from its debug log.

- Each move once and in order: every line of the history is in what Orca spoke from the live
  region, in the history's order, and no announcement is spoken more often than the page made it.
- The person's own result is spoken even when Tab is pressed the moment Orca has taken it in.
- The focused button is not read again after the move it made. Skip-Bo (issue 41, item 15): a
  "Play the chosen card on building pile N" button stays the same element, focused, when its pile
  turns empty, and is not read again.
- The solitaire (item 17): tabbing into a pile's cards says which pile ("Pile 2, fours wild").

`make test` plays a few moves of each; `make stress` (STRESS=1, tests/sizes.py) a whole solitaire
and a whole Skip-Bo game with `--short` stock piles of 10 (capped at ORCA_SKIPBO_MOVES of the
person's moves, far more than such a game takes).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pytest

from orca_helpers import Reading, open_table, plain, reading_page
from sizes import size
from web_helpers import chosen_action, typed_line

pytestmark = pytest.mark.xdist_group("chromium")

SEED = int(os.environ.get("ORCA_SEED", "5"))
SKIPBO_MOVES = size("ORCA_SKIPBO_MOVES", 4, 400)
"""The person's Skip-Bo moves under Orca: a few in `make test`; under `make stress` the whole game, which
took 57 with this deal (the cap only stops a game that never ends)."""
SOLITAIRE_MOVES = size("ORCA_SOLITAIRE_MOVES", 3, 28)
"""Solitaire moves under Orca: a few in `make test`, the whole game of 28 cards turned in `make stress`."""
NAMED_PILES = size("ORCA_NAMED_PILES", 2, 11)
"""Solitaire piles tabbed into: the first two in `make test`, all eleven in `make stress`."""
STRESS = SKIPBO_MOVES >= 100
"""A whole game of each is played (`make stress`): it must end, and a Skip-Bo pile must turn empty under a play."""
SAME_ELEMENT = "window.kept === document.activeElement"


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Reading]:
    with reading_page(tmp_path_factory.mktemp("orca-games")) as opened:
        yield opened


def button(label: str) -> str:
    return f'button.action:text-is("{label}")'


def skipbo_move(reading: Reading) -> tuple[str, int, bool]:
    """Ann's next Skip-Bo move by keyboard (a computer player's choice; a buy, which only the command
    box makes, swapped for another legal move); the move's line, its key's log mark, and whether
    its button is one of a pile's (which stays while the turn goes on)."""
    game, table = reading.wait_turn(0)
    state = table.state
    action = chosen_action(game, state, 0, table.moves)
    if type(action).__name__ == "Buy":
        action = next(other for other in state.legal_actions() if type(other).__name__ != "Buy")
    kind, line = type(action).__name__, typed_line(game, action, state.view(0))
    if kind == "Play":
        source = {"stock": "stock", "hand": action.card.short if action.card else "", "discard": f"discard {action.pile}"}
        reading.press(f'button[data-pick="{source[action.source]}"]', "space")
        return line, reading.press(button(f"Play the chosen card on building pile {action.to}")), True
    if kind == "Discard":
        reading.press(f'button[data-pick="{action.card.short}"]', "space")
        return line, reading.press(button(f"Discard the chosen card on discard pile {action.pile}")), True
    if kind == "PayFor":
        return line, reading.press(button(f"Pay coins for building pile {action.to}")), True
    label = {"PayToll": "Pay the toll", "SkipToll": "Skip the toll", "EndTurn": "End your turn"}[kind]
    return line, reading.press(button(label)), False


def solitaire_move(reading: Reading) -> tuple[str, int, bool]:
    """The solitaire's next move by keyboard, as its computer player would make it."""
    game, table = reading.wait_turn(0)
    view = table.state.view(0)
    action = chosen_action(game, table.state, 0, table.moves)
    line = typed_line(game, action, view)
    if action.discard == view.turned:
        return line, reading.press(button("Let the turned-up card go")), True
    reading.press(f'button[data-pick="{action.pile} out {action.discard.short.lower()}"]', "space")
    return line, reading.press(button(f"Pile {action.pile}: swap the chosen card for the turned-up card")), False


def pile_note(reading: Reading) -> str:
    """The note of the pile whose button has the focus ("Up to 11, no coins beside it"), else ""."""
    return str(reading.page.evaluate("document.activeElement.closest('li.pile')?.querySelector('.note')?.textContent ?? ''"))


def play(reading: Reading, move: Any, most: int) -> dict[str, int]:
    """Moves by `move` until the game is over or `most` were made: after each, the button pressed
    is not read again; one that stays (a pile's) is still the focused element. Counts of what happened."""
    page = reading.page
    counts = {"moves": 0, "emptied": 0}
    reading.wait_turn(0)
    counts["moves"] += 1
    reading.own_result_after_key(lambda: move(reading)[1])  # the first move's result, Tab right after it
    for _ in range(most - 1):
        _, table = reading.wait_turn(0)
        if table.state.is_over:
            break
        made = table.moves
        line, mark, stays = move(reading)
        counts["moves"] += 1
        label, before = page.evaluate("document.activeElement.textContent"), pile_note(reading)
        page.evaluate("window.kept = document.activeElement")
        reading.wait_turn(0, after=made)  # the move made and its result said (the solitaire is always at seat 0's turn)
        again = [text for text in reading.spoken(mark) if label and text.startswith(label)]
        assert not again, f"the button pressed ({label}) was read again after {line!r}: {reading.spoken(mark)}"
        if stays and not saved_over(reading):
            assert page.evaluate(SAME_ELEMENT), f"the focus left {label!r} after {line!r}"
        if label.startswith("Play the chosen card") and not before.startswith("Empty") and pile_note(reading).startswith("Empty"):
            counts["emptied"] += 1  # item 15: its pile turned empty, the button kept and not read again
    reading.check_heard_once_in_order()
    return counts


def saved_over(reading: Reading) -> bool:
    return bool(reading.wait_turn(0)[1].state.is_over)


def report(name: str, reading: Reading, counts: dict[str, int]) -> None:
    """What was played and heard, for `pytest -s` (docs/testing.md quotes it)."""
    emptied = f"; {counts['emptied']} building piles emptied by a play of the person's" if name == "Skip-Bo" else ""
    print(f"\n{name}: {counts['moves']} moves by keyboard, Orca spoke {len(reading.spoken())} lines,"
          f" {len(reading.live_spoken())} of them the live region's{emptied}")


def test_skipbo_under_orca_each_move_once_in_order_and_a_pile_turning_empty_keeps_its_focused_button(home: Reading) -> None:
    reading = open_table(home, "skipbo", 2, SEED, ["short"])
    counts = play(reading, skipbo_move, SKIPBO_MOVES)
    report("Skip-Bo", reading, counts)
    if STRESS:
        assert saved_over(reading), f"the Skip-Bo game was not over after {SKIPBO_MOVES} of the person's moves"
        assert counts["emptied"], "no building pile turned empty under a play of the person's: item 15 went unchecked"


def test_solitaire_under_orca_tabbing_into_a_pile_says_which_and_each_move_once_in_order(home: Reading) -> None:
    reading = open_table(home, "solitaire", 1, SEED)
    reading.wait_turn(0)
    for number in range(1, NAMED_PILES + 1):  # Tab from what comes before the pile into its first card
        before = "Let the turned-up card go" if number == 1 else f"Pile {number - 1}: swap the chosen card for the turned-up card"
        reading.focus(button(before))
        heading = plain(reading.page.locator("#table h4", has_text=f"Pile {number},").first.inner_text())
        first = reading.page.locator("#table li.pile", has=reading.page.locator("h4", has_text=f"Pile {number},")).locator("button").first
        name = plain(first.locator(".visually-hidden").inner_text())
        mark = reading.reader.key("Tab")
        reading.reader.wait_said(mark, name)
        said = " ".join(reading.spoken(mark))
        assert heading in said, f"tabbing into pile {number}, Orca did not say {heading!r}: {reading.spoken(mark)}"
    counts = play(reading, solitaire_move, SOLITAIRE_MOVES)
    report("Solitaire", reading, counts)
    if STRESS:
        assert saved_over(reading), "the solitaire was not played to its end"
