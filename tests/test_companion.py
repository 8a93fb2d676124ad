"""The table companion: the score sheet model, its saved files, and whole scripted sessions
(in-process, and through piped standard input: `shared-table companion` run as a sub-command, whose tests
fail, never skip, when it is broken)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import types
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shared_table.core.errors import AmbiguousInput, InvalidInput
from shared_table.games.fivecrowns.rules.cards import parse_cards
from shared_table.games.fivecrowns.rules.solver import check_hand
from shared_table.games.fivecrowns.tools.companion.commands import COMPANION
from shared_table.games.fivecrowns.tools.companion.narration import game_over_words, round_opening, totals_words
from shared_table.games.fivecrowns.tools.companion.printouts import text_sheet
from shared_table.games.fivecrowns.tools.companion.session import CompanionSession
from shared_table.games.fivecrowns.tools.companion.sheet import DealerSet, Edited, Entry, Scored, Sheet, Undone, parse_entry
from shared_table.games.fivecrowns.tools.companion.store import SheetFileProblem, SheetStore
from shared_table.games.fivecrowns.tools.language import english_words
from shared_table.games.fivecrowns.words.saying_cards import check_words
from test_listening import misheard

EN = english_words()

FIVE = ["Ann", "Bob", "Cy", "Dee", "Eve"]


def _round(sheet: Sheet, *scores: int | str) -> Scored:
    """Score a round from points, "out", or card text, in seating order."""
    n = sheet.next_round
    assert n is not None
    return sheet.score_round([parse_entry(str(score), n, sheet.sets) for score in scores])


# ---------------------------------------------------------------------- the model


@pytest.mark.parametrize("text", ["joker, 6♠, Q♦", "joker 6sp Qd", "joker, six of spades, queen of diamonds", "JOKER 6SP QD"])
def test_the_sheets_scoring_example_joker_six_of_spades_queen_of_diamonds_in_round_one_is_68(text: str) -> None:
    entry = parse_entry(text, 1)
    assert entry.points == 50 + 6 + 12 == 68
    assert entry.cards == tuple(parse_cards(["joker", "6sp", "Qd"]))


def test_cards_are_counted_with_the_wild_rank_of_their_round() -> None:
    assert parse_entry("8h", 6).points == 20  # round 6: eights wild
    assert parse_entry("8h", 1).points == 8
    assert parse_entry("Kc joker", 11).points == 20 + 50
    assert parse_entry("Jh Qh Kh", 3).points == 11 + 12 + 13


def test_entries_are_points_out_or_cards_and_anything_else_says_what_works() -> None:
    assert parse_entry("12", 4) == Entry(12)
    assert parse_entry(" 12 points ", 4) == Entry(12)
    assert parse_entry("OUT", 4) == Entry(0, out=True)
    with pytest.raises(InvalidInput, match="not a score"):
        parse_entry("-5", 4)
    with pytest.raises(InvalidInput, match="Type the points like 12, out, or the cards"):
        parse_entry("banana", 4)
    with pytest.raises(AmbiguousInput, match=r"7st .* or 7sp"):
        parse_entry("7s", 4)
    with pytest.raises(InvalidInput, match="holds at most 3"):
        parse_entry("4c 5c 6c 7c", 1)
    with pytest.raises(InvalidInput, match="0 to 150"):
        parse_entry("151", 1)
    with pytest.raises(InvalidInput, match="only 6 of each joker"):
        parse_entry("joker " * 7, 11)


def test_the_deal_passes_left_and_the_wild_follows_the_round() -> None:
    sheet = Sheet(FIVE, first_dealer=2)
    assert [sheet.players[sheet.dealer(n)] for n in range(1, 12)] == ["Cy", "Dee", "Eve", "Ann", "Bob"] * 2 + ["Cy"]
    assert [sheet.players[sheet.first_player(n)] for n in (1, 3, 4)] == ["Dee", "Ann", "Bob"]
    assert round_opening(sheet, EN) == "Round 1. Cy deals 3 cards. Threes are wild. Dee starts."
    sheet = Sheet(FIVE)
    for _ in range(5):
        _round(sheet, "out", 1, 1, 1, 1)
    assert round_opening(sheet, EN) == "Round 6. Ann deals 8 cards. Eights are wild. Bob starts."


def test_totals_leaders_and_how_far_behind() -> None:
    sheet = Sheet(["Ann", "Bob", "Cy"])
    _round(sheet, 10, "out", 25)
    _round(sheet, "out", 20, 0)
    assert sheet.totals() == [10, 20, 25] and sheet.leaders() == [0] and sheet.behind() == [0, 10, 15]
    assert totals_words(sheet, None, EN) == "Totals after round 2: Ann leads with 10; Bob 20, 10 behind; Cy 25, 15 behind."
    assert sheet.totals(through=1) == [10, 0, 25]
    _round(sheet, 10, "out", 5)
    assert totals_words(sheet, None, EN) == "Totals after round 3: Ann and Bob lead with 20; Cy 30, 10 behind."


def test_rounds_that_cannot_have_happened_are_refused_and_change_nothing() -> None:
    sheet = Sheet(["Ann", "Bob", "Cy"])
    out, jokers = Entry(0, out=True), parse_entry("joker joker joker joker", 5)
    refusals = {
        "nobody has 0 points in round 1": [Entry(5), Entry(6), Entry(7)],
        "Ann and Bob are marked out in round 1": [out, out, Entry(7)],
        "Cy: 160 points is more than a hand of 3 cards can hold": [out, Entry(0), Entry(160)],
        "Bob: a player who went out scores 0": [Entry(0), Entry(5, out=True), Entry(7)],
    }
    for message, entries in refusals.items():
        with pytest.raises(InvalidInput, match=message):
            sheet.score_round(entries)
    with pytest.raises(InvalidInput, match=r"8 copies of joker.*cannot all be from round 5"):
        sheet.check_round(5, [out, jokers, jokers])
    with pytest.raises(InvalidInput, match="3 scores for 4 players"):
        Sheet(["A", "B", "C", "D"]).score_round([Entry(0)] * 3)
    assert sheet.rounds == [] and not sheet.can_undo


def test_setting_up_refuses_bad_tables_with_what_works() -> None:
    with pytest.raises(InvalidInput, match="2 to 14"):
        Sheet(["Ann"])
    with pytest.raises(InvalidInput, match="same name"):
        Sheet(["Ann", "ann "])
    with pytest.raises(InvalidInput, match="starts with a letter"):
        Sheet(["Ann", "3"])
    assert Sheet([f"P{i}" for i in range(8)]).sets == 2  # 8 or more players share two sets of cards


def test_edit_and_undo_return_what_changed_and_undo_steps_back_one_change_at_a_time() -> None:
    sheet = Sheet(["Ann", "Bob", "Cy"])
    scored = _round(sheet, "out", 12, 30)
    edited = sheet.edit(1, 2, parse_entry("joker 6sp Qd", 1))
    assert edited == Edited(1, 2, Entry(30), Entry(68, cards=tuple(parse_cards(["joker", "6sp", "Qd"]))))
    assert sheet.totals() == [0, 12, 68]
    dealt = sheet.set_first_dealer(1)
    assert dealt == DealerSet(1, 0) and sheet.dealer(2) == 2
    assert sheet.undo() == Undone(dealt) and sheet.first_dealer == 0
    assert sheet.undo() == Undone(edited) and sheet.totals() == [0, 12, 30]
    assert sheet.undo() == Undone(scored) and sheet.rounds == []
    with pytest.raises(InvalidInput, match="nothing to undo"):
        sheet.undo()
    with pytest.raises(InvalidInput, match="no round is scored yet"):
        sheet.edit(1, 0, Entry(3))


def test_an_edit_that_leaves_nobody_out_is_refused() -> None:
    sheet = Sheet(["Ann", "Bob"])
    _round(sheet, "out", 12)
    with pytest.raises(InvalidInput, match="nobody has 0 points in round 1"):
        sheet.edit(1, 0, Entry(5))
    with pytest.raises(InvalidInput, match="round 2 is not scored: round 1 is"):
        sheet.edit(2, 0, Entry(5))
    assert sheet.totals() == [0, 12]


def test_players_are_found_by_whole_names_with_spaces_or_a_unique_beginning() -> None:
    sheet = Sheet(["Mary", "Mary Ann", "Bob"])
    assert sheet.find_player("mary ann 12") == (1, "12")
    assert sheet.find_player("Mary 12") == (0, "12")
    assert sheet.find_player("b out") == (2, "out")
    with pytest.raises(AmbiguousInput, match="Mary or Mary Ann"):
        sheet.find_player("ma 12")
    with pytest.raises(InvalidInput, match="the players are Mary, Mary Ann and Bob"):
        sheet.find_player("Zed 12")


def test_the_game_ends_after_round_eleven_and_ties_share_the_win() -> None:
    sheet = Sheet(["Ann", "Bob", "Cy"])
    for n in range(11):
        if n % 2:
            _round(sheet, "out", 0, 5)
        else:
            _round(sheet, 0, "out", 5)
    assert sheet.is_over and sheet.next_round is None and sheet.winners == [0, 1]
    assert game_over_words(sheet, EN) == "Game over. Ann and Bob win with 0 points each. Cy 55."
    with pytest.raises(InvalidInput, match="the game is over"):
        sheet.score_round([Entry(0, out=True), Entry(0), Entry(0)])


# ---------------------------------------------------------------------- saved sheets


def test_sheets_are_saved_whole_and_read_back_with_their_cards(tmp_path: Path) -> None:
    store = SheetStore(tmp_path)
    sheet = Sheet(FIVE, first_dealer=3)
    _round(sheet, "out", "joker 6sp Qd", 12, 0, 7)
    number = store.create(sheet)
    assert number == 1 and store.new_number() == 2
    path = store.save(number, sheet)
    assert path.name == "sheet-0001.json" and store.new_number() == 2
    again = store.load(1)
    assert again.players == sheet.players and again.first_dealer == 3 and again.rounds == sheet.rounds
    assert not again.can_undo  # undo covers what was done since a sheet was opened
    assert [saved.number for saved in store.sheets()] == [1]
    assert store.last_unfinished() is not None


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"{not json", "cannot be read as a score sheet"),
        (b"\xff\xfe\x00garbage", "cannot be read as a score sheet"),
        (json.dumps({"format": 99, "players": ["A", "B"], "first_dealer": 0, "rounds": []}).encode(), "newer Shared Table"),
        (json.dumps({"format": 1, "players": ["A", "B"], "first_dealer": 0,
                     "rounds": [[{"points": 0, "out": True}, {"points": 0, "out": True}]]}).encode(), "marked out"),
        (json.dumps({"format": 1, "players": ["A", "B"], "first_dealer": 0,
                     "rounds": [[{"points": 0}, {"points": 9, "cards": ["4c"]}]]}).encode(), "do not match the cards"),
        (json.dumps([1, 2]).encode(), "not a score sheet"),
    ],
)
def test_a_broken_sheet_file_is_refused_naming_it_and_left_untouched(tmp_path: Path, content: bytes, reason: str) -> None:
    store = SheetStore(tmp_path)
    broken = tmp_path / "sheet-0001.json"
    broken.write_bytes(content)
    with pytest.raises(SheetFileProblem, match=reason) as refused:
        store.load(1)
    assert str(broken) in str(refused.value)
    session = CompanionSession(store)
    lines = session.handle("resume 1")
    assert str(broken) in lines[0] and "left as it is" in lines[0]
    assert session.sheet is None
    assert "left as it is" in session.handle("sheets")[0]
    session.handle("players Ann, Bob")
    assert session.number == 2, "a new sheet never takes the broken file's number"
    assert broken.read_bytes() == content


# ---------------------------------------------------------------------- whole sessions

# An 11-round game for five players with corrections along the way: a dealer corrected, a score
# re-entered with back, a round cancelled and scored again, a round undone and re-scored, an
# invalid score and a second "out" refused, and edits of earlier rounds after the game is over.
SCRIPT = [
    "players Ann, Bob, Cy, Dee, Eve",
    "dealer Cy", "dealer Ann",
    # round 1, threes wild: the sheets' example for Bob
    "score", "out", "joker, 6♠, Q♦", "", "12", "7st 8st", "yes", "0",
    # round 2, fours wild: a wild four counts 20
    "score", "25", "out", "4h Kc", "", "9", "14",
    # round 3, fives wild
    "score", "10", "22", "out", "30", "five of hearts, joker", "",
    # round 4: Cy's score typed again after back
    "score", "0", "17", "40", "back", "41", "out", "8",
    # round 5
    "score", "35", "12", "19", "27", "out",
    # round 6: checked, cancelled half-way, scored again
    "round", "check 5c 6c 7c Qh Qd Qst joker 8h",
    "score", "out", "44", "cancel",
    "score", "out", "44", "6", "18", "23",
    # round 7, then Dee's round 3 corrected
    "score", "13", "out", "50", "21", "9",
    "edit 3 Dee 20",
    # round 8 scored, undone, scored again with Bob's points corrected
    "score", "28", "31", "out", "7", "16",
    "undo",
    "score", "28", "13", "out", "7", "16",
    # round 9, jacks wild
    "score", "11", "24", "33", "out", "Jh Kd", "",
    # round 10: a negative score and a second "out" refused
    "score", "out", "-5", "40", "26", "out", "19", "12",
    # round 11, kings wild: the game ends
    "score", "15", "20", "out", "10", "30",
    # corrections after the end
    "edit 1 Eve 5", "edit 2 Cy 8c 9c", "undo", "edit round 2 cy 30",
    "totals", "sheet",
]

# The finished sheet, worked out by hand from the script (Ann, Bob, Cy, Dee, Eve).
HAND_SHEET = [
    [0, 68, 12, 15, 5],
    [25, 0, 30, 9, 14],
    [10, 22, 0, 20, 70],
    [0, 17, 41, 0, 8],
    [35, 12, 19, 27, 0],
    [0, 44, 6, 18, 23],
    [13, 0, 50, 21, 9],
    [28, 13, 0, 7, 16],
    [11, 24, 33, 0, 33],
    [0, 40, 26, 19, 12],
    [15, 20, 0, 10, 30],
]
HAND_TOTALS = [137, 260, 217, 146, 220]


def _transcript(session: CompanionSession, lines: list[str]) -> list[str]:
    out = session.start()
    for line in lines:
        out.append("> " + line)
        out += session.handle(line)
    return out


def test_an_eleven_round_game_for_five_players_with_corrections_matches_the_hand_computed_sheet(tmp_path: Path) -> None:
    session = CompanionSession(SheetStore(tmp_path))
    said = _transcript(session, SCRIPT)
    text = "\n".join(said)
    sheet = session.sheet
    assert sheet is not None and sheet.is_over
    assert [[entry.points for entry in entries] for entries in sheet.rounds] == HAND_SHEET
    assert sheet.totals() == HAND_TOTALS == [sum(column) for column in zip(*HAND_SHEET, strict=True)]
    # what was said along the way
    assert "Bob, 68 points: 50 for a joker, 6 for the six of spades, 12 for the queen of diamonds." in said
    assert "Cy, 33 points: 20 for the wild four of hearts, 13 for the king of clubs." in said
    assert "Eve, 33 points: 20 for the wild jack of hearts, 13 for the king of diamonds." in said
    assert "Round 6. Ann deals 8 cards. Eights are wild. Bob starts." in said
    assert "Round 6 of 11. Ann deals 8 cards. Eights are wild. Jokers are always wild. Bob starts." in said
    assert check_words(check_hand(parse_cards(["5c 6c 7c Qh Qd Qst joker 8h"]), 8), EN) in said
    assert "Scoring stopped: round 6 is not scored. Type score to start it again." in said
    assert "Totals after round 5: Ann leads with 70; Dee 81, 11 behind; Eve 92, 22 behind; Cy 105, 35 behind; Bob 119, 49 behind." in said
    assert "Round 3 corrected: Dee 20 points, was 30." in said
    assert "Undone: round 8 is not scored any more." in said
    assert "-5 is not a score: points are 0 or more, like 12." in said
    assert any(line.startswith("Ann and Dee are marked out in round 10") for line in said)
    assert "Game over. Ann wins with 137 points. Dee 146, Eve 215, Cy 220, Bob 260." in said
    assert "Undone: in round 2, Cy 33 points again." in said
    final = "Totals after round 11: Ann leads with 137; Dee 146, 9 behind; Cy 217, 80 behind; Eve 220, 83 behind; Bob 260, 123 behind."
    assert said[-16:-14] == [final, "> sheet"]  # the totals command, then the sheet's 14 lines
    assert said[-14:] == [
        "Score sheet 1: Ann, Bob, Cy, Dee and Eve, in seating order. Ann dealt first.",
        "Round 1, Ann dealt, threes wild: Ann out, Bob 68, Cy 12, Dee 15, Eve 5.",
        "Round 2, Bob dealt, fours wild: Ann 25, Bob out, Cy 30, Dee 9, Eve 14.",
        "Round 3, Cy dealt, fives wild: Ann 10, Bob 22, Cy out, Dee 20, Eve 70.",
        "Round 4, Dee dealt, sixes wild: Ann 0, Bob 17, Cy 41, Dee out, Eve 8.",
        "Round 5, Eve dealt, sevens wild: Ann 35, Bob 12, Cy 19, Dee 27, Eve out.",
        "Round 6, Ann dealt, eights wild: Ann out, Bob 44, Cy 6, Dee 18, Eve 23.",
        "Round 7, Bob dealt, nines wild: Ann 13, Bob out, Cy 50, Dee 21, Eve 9.",
        "Round 8, Cy dealt, tens wild: Ann 28, Bob 13, Cy out, Dee 7, Eve 16.",
        "Round 9, Dee dealt, jacks wild: Ann 11, Bob 24, Cy 33, Dee out, Eve 33.",
        "Round 10, Eve dealt, queens wild: Ann out, Bob 40, Cy 26, Dee 19, Eve 12.",
        "Round 11, Ann dealt, kings wild: Ann 15, Bob 20, Cy out, Dee 10, Eve 30.",
        final,
        "Game over. Ann wins with 137 points. Dee 146, Cy 217, Eve 220, Bob 260.",
    ]
    assert "Sorry" not in text and "Traceback" not in text
    # the finished sheet stays saved, and reads back the same
    saved = SheetStore(tmp_path).load(1)
    assert saved.is_over and saved.totals() == HAND_TOTALS


def test_scores_given_as_cards_are_said_back_and_can_be_typed_again_before_they_count(tmp_path: Path) -> None:
    session = CompanionSession(SheetStore(tmp_path))
    session.handle("players Ann Bob")
    session.handle("score")
    assert session.handle("3c 3h 3d") == [
        "Ann, 60 points: 20 for the wild three of clubs, 20 for the wild three of hearts, 20 for the wild three of diamonds."
        " These cards could meld: laid down"
        " they leave 0 points. The sheet counts the cards you typed; to score 0, type 0.",
        "Press Enter to keep it, or type Ann's score again.",
    ]
    assert session.handle("out") == ["Bob?"]
    assert session.handle("back") == ["Ann?"]
    assert session.handle("back") == ["Ann is the first: there is nobody to go back to.", "Ann?"]
    assert session.handle("out") == ["Bob?"]
    assert session.handle("joker 6sp Qd")[0] == "Bob, 68 points: 50 for a joker, 6 for the six of spades, 12 for the queen of diamonds."
    assert session.handle("")[0] == "Round 1 scored: Ann out, Bob 68."


def test_every_command_answers_before_players_are_set_and_errors_say_what_works(tmp_path: Path) -> None:
    session = CompanionSession(SheetStore(tmp_path))
    for command in COMPANION:
        if command.name != "quit":
            answer = session.handle(command.name)
            assert answer and all(line.strip() for line in answer), command.name
    assert session.handle("score") == ["No players yet. Type players and the names in seating order, for example: players Ann, Bob, Cy."]
    assert session.handle("check 5c 6c")[0].startswith("2 cards and no round being played: say which rank is wild")
    assert session.handle("frobnicate")[0].startswith('No command "frobnicate"')
    assert session.handle("quit")[-1].endswith("Goodbye.") and session.done


def test_check_uses_the_round_s_wild_unless_told(tmp_path: Path) -> None:
    session = CompanionSession(None)
    assert session.handle("check 5c 6c 7c Qh Qd joker 8h") == [
        check_words(check_hand(parse_cards(["5c 6c 7c Qh Qd joker 8h"]), 7), EN), "Sevens wild, from the number of cards."
    ]
    session.handle("players Ann, Bob")
    assert session.handle("check 5c 6c 7c Qh Qd joker 8h wild 4") == [
        "You can go out by discarding the eight of hearts. Run of clubs: five, six, seven. Book: two queens with a joker."
    ]
    assert session.handle("check 3c 4c 5c")[0] == check_words(check_hand(parse_cards(["3c 4c 5c"]), 3), EN)


def test_help_and_completion_come_from_the_registry() -> None:
    session = CompanionSession(None)
    lines = session.handle("help")
    assert all(any(line.startswith(COMPANION.usage(command)) for line in lines) for command in COMPANION)
    assert session.handle("help score")[0].startswith("score: score the round just played")
    session.handle("players Ann, Bob, Cy")
    assert COMPANION.completions(session, "de") == ["dealer"]
    assert COMPANION.completions(session, "dealer c") == ["Cy"]
    assert COMPANION.completions(session, "print ") == ["sheet"]


def test_braille_sheet_and_print_use_the_braille_printouts_when_they_are_there(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[Any, ...]] = []

    def score_sheet(players: list[str], round_points: list[list[int]], table: str = "ueb", fmt: str = "unicode", *, words: Any) -> str:
        calls.append((players, round_points, table, fmt))
        return "⠁⠝⠝ ⠃⠕⠃\n⠼⠁⠃" if fmt == "unicode" else "ANN BOB\r\n#AB\r\n"

    monkeypatch.setitem(sys.modules, "shared_table.games.fivecrowns.braille.printouts", types.SimpleNamespace(score_sheet=score_sheet))
    session = CompanionSession(SheetStore(tmp_path), braille_table="ebae")
    session.handle("players Ann, Bob")
    for line in ["score", "out", "12"]:
        session.handle(line)
    assert session.handle("braille sheet") == ["Sheet 1 in braille:", "⠁⠝⠝ ⠃⠕⠃", "⠼⠁⠃"]  # a heading first (issue 41)
    lines = session.handle("print sheet")
    assert lines == [f"Print copy written to {tmp_path / 'sheet-0001.txt'}.",
                     f"Braille (BRF) for an embosser written to {tmp_path / 'sheet-0001.brf'}."]
    assert (tmp_path / "sheet-0001.brf").read_bytes() == b"ANN BOB\r\n#AB\r\n"
    assert calls == [(["Ann", "Bob"], [[0, 12]], "ebae", "unicode"), (["Ann", "Bob"], [[0, 12]], "ebae", "brf")]
    assert [saved.number for saved in SheetStore(tmp_path).sheets()] == [1], "printouts are not sheets"


def test_without_the_braille_printouts_braille_says_why_and_print_writes_the_print_copy(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # importing it fails, as in a build without it
    monkeypatch.setitem(sys.modules, "shared_table.games.fivecrowns.braille.printouts", None)
    session = CompanionSession(SheetStore(tmp_path))
    session.handle("players Ann, Bob")
    assert session.handle("braille sheet")[0].startswith("No braille sheet: ")
    lines = session.handle("print")
    assert lines[0] == f"Print copy written to {tmp_path / 'sheet-0001.txt'}." and lines[1].startswith("No braille copy: ")
    assert (tmp_path / "sheet-0001.txt").read_text(encoding="utf-8") == text_sheet(session.sheet, 1, EN)  # type: ignore[arg-type]


def test_a_sheet_is_saved_after_every_change_and_resumed_where_it_stopped(tmp_path: Path) -> None:
    session = CompanionSession(SheetStore(tmp_path))
    for line in ["players Ann, Bob, Cy", "dealer Bob", "score", "out", "4", "joker 6sp Qd", ""]:
        session.handle(line)
    data = json.loads((tmp_path / "sheet-0001.json").read_text(encoding="utf-8"))
    assert data["first_dealer"] == 1 and data["rounds"][0][2] == {"points": 68, "cards": ["joker", "6sp", "Qd"]}
    session.handle("edit 1 Cy 9")
    again = CompanionSession(SheetStore(tmp_path))
    assert again.start()[2] == "Sheet 1 is not finished: Ann, Bob and Cy, round 2 next. Type resume to go on with it."
    assert again.handle("resume") == [
        "Sheet 1 opened: Ann, Bob, Cy.", "Totals after round 1: Ann leads with 0; Bob 4, 4 behind; Cy 9, 9 behind.",
        "Round 2. Cy deals 4 cards. Fours are wild. Ann starts.",
    ]
    assert again.handle("undo")[0].startswith("Nothing to undo since this sheet was opened")


def test_a_folder_that_cannot_be_written_is_said_once_and_the_sheet_goes_on(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    session = CompanionSession(SheetStore(blocker / "companion"))
    lines = session.handle("players Ann, Bob")
    assert any(line.startswith("The sheet cannot be saved in") for line in lines)
    assert not any("cannot be saved" in line for line in session.handle("dealer Bob"))
    assert session.sheet is not None and session.sheet.first_dealer == 1


@settings(max_examples=300)
@given(st.lists(st.one_of(
    st.sampled_from([*COMPANION.words_list(), "out", "back", "cancel", "12", "0", "-1", "joker 6sp Qd", "edit 1 Ann 3", "undo",
                     "players Ann, Bob", "resume 1", "sheet 2", "edit 99 Bob 1", "7s", "wild", "check wild 8"]),
    st.text(max_size=30),
), max_size=40))
def test_any_lines_are_answered_never_with_an_exception(tmp_path_factory: pytest.TempPathFactory, lines: list[str]) -> None:
    session = CompanionSession(SheetStore(tmp_path_factory.mktemp("sheets")))
    session.handle("players Ann, Bob, Cy")
    for line in lines:
        answer = session.handle(line)
        assert answer and all(isinstance(said, str) for said in answer)
        assert not any(said.startswith("Sorry") for said in answer), (line, answer)


# ---------------------------------------------------------------------- through piped standard input


def _companion(home: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "XDG_DATA_HOME": str(home / "data"), "XDG_STATE_HOME": str(home / "state"),
           "XDG_CONFIG_HOME": str(home / "config"), "TERM": "xterm-256color"}
    return subprocess.run([sys.executable, "-m", "shared_table", "companion", *args], input=stdin, capture_output=True,
                          text=True, env=env, timeout=120, check=False)


def test_the_scripted_game_through_piped_input_keeps_the_same_sheet_and_prints_it_later(tmp_path: Path) -> None:
    result = _companion(tmp_path, stdin="\n".join(SCRIPT) + "\n")
    assert result.returncode == 0, result.stderr
    assert result.stderr == "" and "\x1b" not in result.stdout
    lines = result.stdout.splitlines()
    assert "Game over. Ann wins with 137 points. Dee 146, Cy 217, Eve 220, Bob 260." in lines
    assert lines[-2] == "End of input."
    assert lines[-1].startswith("Sheet 1 is saved in ") and "--print 1 prints it" in lines[-1]
    expected = _transcript(CompanionSession(SheetStore(tmp_path / "in-process")), SCRIPT)
    assert lines[:-2] == [line for line in expected if not line.startswith("> ")]
    listed = _companion(tmp_path, "--sheets")
    assert listed.stdout.startswith("Sheet 1: Ann, Bob, Cy, Dee and Eve. Finished; Ann won with 137.")
    printed = _companion(tmp_path, "--print", "1", "--format", "table")
    total = next(line for line in printed.stdout.splitlines() if line.startswith("Total"))
    assert printed.returncode == 0 and total.split() == ["Total", *map(str, HAND_TOTALS)]


def test_bad_options_and_broken_sheets_are_one_sentence_on_standard_error(tmp_path: Path) -> None:
    folder = tmp_path / "data" / "shared-table" / "companion"
    folder.mkdir(parents=True)
    (folder / "sheet-0001.json").write_bytes(b"{broken")
    for args in (["--resume", "1"], ["--print", "1"], ["--players", "Ann"], ["--dealer", "Bob"], ["--print", "x"],
                 ["--resume", "--players", "Ann,Bob"], ["--players", "Ann,Bob", "--dealer", "Zed"]):
        result = _companion(tmp_path, *args)
        assert result.returncode == 2, args
        assert result.stderr.startswith("shared-table companion: ") and result.stderr.count("\n") == 1, args
        assert "Traceback" not in result.stderr
    assert (folder / "sheet-0001.json").read_bytes() == b"{broken"
    assert sorted(path.name for path in folder.iterdir()) == ["sheet-0001.json"], "a refused start makes no sheet"
    started = _companion(tmp_path, "--players", "Ann,Bob", "--dealer", "Bob", stdin="round\n")
    assert started.stdout.splitlines()[:2] == [
        "Players, in seating order: Ann, Bob. Ann deals first; to change that, type dealer and a name.", "Bob dealt round 1.",
    ]
    assert (folder / "sheet-0002.json").exists()


# ---------------------------------------------------------------------- docs

DOCS = Path(__file__).resolve().parent.parent / "docs"


def test_docs_companion_commands_md_is_generated_from_the_registry() -> None:
    from shared_table.games.fivecrowns.tools.companion.docs import companion_markdown

    current = (DOCS / "companion-commands.md").read_text(encoding="utf-8")
    assert current == companion_markdown(), "run: python -m shared_table.games.fivecrowns.tools.companion.docs > docs/companion-commands.md"


def test_the_example_in_docs_companion_md_is_what_the_companion_says() -> None:
    text = (DOCS / "companion.md").read_text(encoding="utf-8")
    block = text.split("    $ shared-table companion\n", 1)[1].split("\n\n", 1)[0]
    shown = [line.removeprefix("    ") for line in block.splitlines()]
    typed = [line.removeprefix("> ").removeprefix(">") for line in shown if line.startswith(">")]
    session = CompanionSession(None)
    said = session.start()
    for line in typed:
        said += [">" + (" " + line if line else ""), *session.handle(line)]
    assert shown == said


def test_a_new_dealer_after_rounds_are_scored_is_asked_about_first(tmp_path: Path) -> None:
    session = CompanionSession(SheetStore(tmp_path))
    for line in ["players Ann, Bob, Cy", "score", "out", "12", "30"]:
        session.handle(line)
    asked = session.handle("dealer Bob")
    assert asked == [
        "Round 1 is scored, dealt by Ann. Making Bob the dealer of round 1 rewrites that on the sheet, and Cy will deal round 2,"
        " not Bob. The scores stay as they are. Change the dealers? Type yes or no."
    ]
    assert session.sheet is not None and session.sheet.first_dealer == 0
    assert session.handle("no") == ["The dealers stay as they were: Ann dealt round 1."]
    assert session.sheet.first_dealer == 0
    # Any other line keeps the dealers, says so, and is done as typed.
    session.handle("dealer Bob")
    assert session.handle("totals") == [
        "The dealers stay as they were: Ann dealt round 1.",
        "Totals after round 1: Ann leads with 0; Bob 12, 12 behind; Cy 30, 30 behind.",
    ]
    session.handle("dealer Bob")
    assert session.handle("yes") == ["Bob dealt round 1.", "Round 2. Cy deals 4 cards. Fours are wild. Ann starts."]
    assert session.sheet.first_dealer == 1 and session.sheet.totals() == [0, 12, 30]
    assert session.store is not None and session.number is not None
    assert json.loads(session.store.path(session.number).read_text())["first_dealer"] == 1
    assert session.handle("undo")[0] == "Undone: Ann dealt round 1 again."
    for line in ["score", "5", "out", "7", "score", "9", "8", "out"]:
        session.handle(line)
    assert session.handle("dealer Cy")[0].startswith(
        "Rounds 1 to 3 are scored, with Ann dealing round 1. Making Cy the dealer of round 1 rewrites who dealt each of those"
        " rounds on the sheet, and Cy will deal round 4, not Ann."
    )
    assert session.handle("")[0] == "The dealers stay as they were: Ann dealt round 1."
    assert not [line for line in asked if misheard(line)]


def test_the_players_command_refuses_names_with_control_characters_or_too_long_as_players_does() -> None:
    session = CompanionSession(None)
    assert session.handle("players Ann, B\x1b]0;title\x07ob") == [
        "Players: a name cannot contain control characters; use letters, digits, spaces and punctuation."]
    too_long = session.handle("players Ann, " + "x" * 30)
    assert too_long == ["Players: a name has at most 24 characters and this one has 30; use a shorter name."]
    assert session.sheet is None, "a refused name starts no sheet"
