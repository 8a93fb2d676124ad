"""Orca, a real screen reader, reads the web page over a short game of Five Crowns played by keyboard
(issue 41): what it speaks is taken from its debug log (tests/orca_helpers.py) and checked against
what the page announced and what its history holds.

- Each move once and in order: every line of the history (the moves, whose turn it is) is in what
  Orca spoke from the page's live region, in the history's order, and no announcement is spoken
  more often than the page made it.
- A person's own result is spoken even when a key is pressed right after it: the key is sent the
  moment Orca has taken the result in and before it speaks it (Orca drops such a message at a key
  press), and the result must still be spoken.
- The focus stays on its button at a round change, and Orca reads no heading then; the focused
  button is not read again after the move it made.

Every wait ends on what Orca wrote or the page drew, with deadlines only a broken build reaches.
`make stress` plays the whole game of eleven rounds under Orca (STRESS=1, tests/sizes.py: ORCA_ROUNDS).
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from orca_helpers import Reading, open_table, reading_page
from sizes import size
from web_helpers import chosen_action, typed_line

pytestmark = pytest.mark.xdist_group("chromium")

SEED = int(os.environ.get("ORCA_SEED", "5"))
"""A deal in which the opener has melds when the first round ends (tests/test_orca.py's round change)."""
ROUNDS = size("ORCA_ROUNDS", 1, 11)
"""Rounds played under Orca: one in `make test`, the whole game of eleven in `make stress`."""


@pytest.fixture(scope="module")
def reading(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Reading]:
    with reading_page(tmp_path_factory.mktemp("orca")) as home:
        yield open_table(home, "fivecrowns", 2, SEED)


def move_by_keys(reading: Reading, seat: int) -> tuple[str, int]:
    """Ann's next move (as a computer player would choose it) by keyboard; the key's log mark."""
    game, table = reading.wait_turn(seat)
    action = chosen_action(game, table.state, seat, table.moves)
    line = typed_line(game, action, table.state.view(seat))
    if line in ("draw", "take"):
        return line, reading.press(f".actions button:nth-child({1 if line == 'draw' else 2})")
    reading.press(f'button[data-pick="{line.split()[1]}"]', "space")
    return line, reading.press(".actions button:nth-child(3)")


def test_orca_hears_each_move_once_in_order_its_own_result_after_a_key_and_the_focus_stays_at_a_round_change(
        reading: Reading) -> None:
    page = reading.page
    # A person's own result, a key pressed right after it: Tab the moment Orca has taken the result in.
    reading.wait_turn(0)
    reading.own_result_after_key(lambda: reading.press(".actions button:nth-child(1)"))  # draw: "You draw the seven of spades, ..."
    # Then moves until the round changes, the focus kept on the button the last move was made with.
    focused_label = ""
    for _ in range(80 * ROUNDS):
        _, table = reading.wait_turn(0)
        playing = tuple(f"Round {number} " for number in range(1, ROUNDS + 1))
        if table.state.is_over or not page.locator("#table-title").inner_text().startswith(playing):
            break
        line, mark = move_by_keys(reading, 0)
        focused_label = page.evaluate("document.activeElement.textContent")
        page.evaluate("window.kept = document.activeElement")
        reading.wait_turn(0)
        again = [text for text in reading.spoken(mark) if focused_label and text.startswith(focused_label)]
        assert not again, f"the button pressed ({focused_label}) was read again after {line!r}: {reading.spoken(mark)}"
    else:
        raise AssertionError(f"round {ROUNDS} never ended")
    assert page.evaluate("document.activeElement === window.kept"), f"the focus left {focused_label!r} at the round change"
    assert not [text for text in reading.spoken(mark) if "heading level" in text], reading.spoken(mark)
    reading.check_heard_once_in_order()
