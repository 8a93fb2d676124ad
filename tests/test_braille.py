"""The braille printouts, against the real liblouis: the tables, the deck's labels, golden files
checked by hand (docs/braille.md), back-translation with the lou_translate program, page layout,
and the command's one-line errors.

UPDATE_GOLDEN=1 rewrites the golden files; read the diff against the deck's labels before committing.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import random
import re
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared_table.braille import BrailleError, display_line
from shared_table.braille import tables as braille_tables
from shared_table.braille.brf import PAGE_LINES, WIDTH, Document
from shared_table.braille.tables import back_translate, table_path, word_cells
from shared_table.config import Settings
from shared_table.console.device import ConsoleDevice
from shared_table.console.play import hosted
from shared_table.games.fivecrowns.bots.levels import make_bot
from shared_table.games.fivecrowns.braille.printouts import (
    hand_document,
    hand_printout,
    hand_printout_of,
    score_document,
    score_sheet,
    score_sheet_of,
)
from shared_table.games.fivecrowns.rules.cards import NATURALS, Card, full_deck, parse_cards
from shared_table.games.fivecrowns.rules.state import new_game
from shared_table.games.fivecrowns.tools.braille import add_braille_parser, run_braille
from shared_table.i18n.words import words_for

EN = words_for("en", ("shared_table.games.fivecrowns",))

GOLDEN = Path(__file__).parent / "golden" / "braille"
LOU_TRANSLATE = shutil.which("lou_translate")
DISPLAY = {"unicode": "unicode.dis", "brf": "en-us-brf.dis"}
BRAILLE_ASCII = set(" A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)=")

HAND_3 = "7st 9st joker"
HAND_13 = "3h 4h 5h 10d jd qd kc joker 7st 7sp 7c 9st 8sp"
SCORES = json.loads((GOLDEN / "scores-7x11.json").read_text(encoding="utf-8"))


def documents() -> dict[str, tuple[Document, dict[str, str]]]:
    """Each golden printout's print text, and its braille in every table and format."""
    found: dict[str, tuple[Document, dict[str, str]]] = {}
    for name, cards, wild in (("hand-3", HAND_3, 3), ("hand-13", HAND_13, 13)):
        hand = parse_cards([cards])
        outputs = {f"{t}.{f}": hand_printout(hand, wild, t, f, words=EN) for t in ("ueb", "ebae") for f in ("unicode", "brf")}
        found[name] = (hand_document(hand, wild, words=EN), outputs)
    players, rounds = SCORES["players"], SCORES["rounds"]
    outputs = {f"{t}.{f}": score_sheet(players, rounds, t, f, words=EN) for t in ("ueb", "ebae") for f in ("unicode", "brf")}
    found["scores-7x11"] = (score_document(players, rounds, "ueb", words=EN), outputs)
    return found


DOCUMENTS = documents()
CASES = [(name, key) for name, (_, outputs) in DOCUMENTS.items() for key in outputs]


def golden_path(name: str, key: str) -> Path:
    table, fmt = key.split(".")
    return GOLDEN / f"{name}.{table}.{'brf' if fmt == 'brf' else 'txt'}"


@pytest.mark.parametrize(("name", "key"), CASES)
def test_golden_files(name: str, key: str) -> None:
    document, outputs = DOCUMENTS[name]
    text, path = outputs[key], golden_path(name, key)
    print_path = GOLDEN / f"{name}.print.txt"
    if os.environ.get("UPDATE_GOLDEN"):
        path.write_bytes(text.encode("utf-8"))
        print_path.write_text("\n".join(document.print_lines()) + "\n", encoding="utf-8")
    assert text.encode("utf-8") == path.read_bytes(), f"{path.name} differs; UPDATE_GOLDEN=1 rewrites it"
    assert document.print_lines() == print_path.read_text(encoding="utf-8").splitlines()


def test_the_hand_golden_print_text_is_the_decks_labels() -> None:
    """What was checked by hand, kept: the print text says the cards as the deck labels them."""
    assert (GOLDEN / "hand-3.print.txt").read_text().splitlines() == [
        "round 1 wild threes", "hand 3 cards", "7st 9st", "wild joker", "run 7st joker 9st", "left none", "0 points",
    ]
    text = (GOLDEN / "hand-13.print.txt").read_text()
    labels = {word for word in text.split() if re.fullmatch(r"(10|[3-9jqk])(st|h|c|sp|d)|joker", word)}
    assert labels == {card.lower() for card in HAND_13.split()}


# ---------------------------------------------------------------- liblouis itself


def lou_backward(lines: list[str], table: str, fmt: str) -> list[str]:
    """Back-translate with the lou_translate program, one line at a time, and fail on any complaint."""
    assert LOU_TRANSLATE is not None, "lou_translate is missing: apt-get install liblouis-bin"
    tables = f"{DISPLAY[fmt]},{table_path(table)}"
    done = subprocess.run(
        [LOU_TRANSLATE, "--backward", tables], input="".join(line + "\n" for line in lines),
        capture_output=True, text=True, encoding="utf-8", timeout=30, check=False,
    )
    # lou_translate exits 0 even when a table does not compile; what it says on stderr tells.
    assert done.returncode == 0 and not done.stderr, done.stderr
    return done.stdout.split("\n")[: len(lines)]


def braille_lines(text: str, fmt: str) -> list[str]:
    """The lines of a printout without page heads, runovers joined to the line they continue."""
    blank = "\u2800" if fmt == "unicode" else " "
    lines: list[str] = []
    for page in text.split("\f"):
        page_lines = page.replace("\r\n", "\n").split("\n")[:-1]
        for line in page_lines[1:] if fmt == "brf" else page_lines:
            if line.startswith(blank * 2) and lines:
                lines[-1] += blank + line.lstrip(blank)
            else:
                lines.append(line)
    return lines


def normal(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize(("name", "key"), CASES)
def test_printouts_back_translate_with_lou_translate_to_the_print_text(name: str, key: str) -> None:
    document, outputs = DOCUMENTS[name]
    table, fmt = key.split(".")
    back = lou_backward(braille_lines(outputs[key], fmt), table, fmt)
    assert [normal(line) for line in back] == document.print_lines()


@pytest.mark.parametrize(("name", "key"), [case for case in CASES if case[1].endswith("brf")])
def test_brf_page_heads_back_translate_to_the_title_and_page_number(name: str, key: str) -> None:
    document, outputs = DOCUMENTS[name]
    heads = [page.split("\r\n")[0] for page in outputs[key].split("\f")]
    assert all(len(head) == WIDTH for head in heads)  # the number ends at the right margin
    back = lou_backward(heads, key.split(".")[0], "brf")
    assert [normal(line) for line in back] == [f"{document.title} {n}" for n in range(1, len(heads) + 1)]


def test_the_binding_is_liblouis_3_24_and_both_tables_check_clean() -> None:
    assert braille_tables.liblouis_version().startswith("3.24")
    for table in ("ueb", "ebae"):
        done = subprocess.run(["lou_checktable", str(table_path(table))], capture_output=True, text=True, check=False)
        assert done.returncode == 0 and "No errors found." in done.stdout + done.stderr


CELLS = {
    # label: (UEB, EBAE), read dot by dot against the deck's labels (docs/braille.md)
    "7st": ("⠼⠛⠎⠞", "⠼⠛⠰⠎⠞"),
    "10h": ("⠼⠁⠚⠰⠓", "⠼⠁⠚⠰⠓"),
    "5c": ("⠼⠑⠰⠉", "⠼⠑⠰⠉"),
    "8sp": ("⠼⠓⠎⠏", "⠼⠓⠰⠎⠏"),
    "3d": ("⠼⠉⠰⠙", "⠼⠉⠰⠙"),
    "qsp": ("⠟⠎⠏", "⠟⠎⠏"),
    "jst": ("⠚⠎⠞", "⠚⠎⠞"),
    "joker": ("⠚⠕⠅⠑⠗", "⠚⠕⠅⠑⠗"),
}


@pytest.mark.parametrize("label", CELLS)
def test_labels_and_suit_symbols_braille_as_the_deck_labels_them(label: str) -> None:
    card = None if label == "joker" else Card.parse(label)
    for table, expected in zip(("ueb", "ebae"), CELLS[label], strict=True):
        assert word_cells(label, table) == expected
        assert back_translate(expected, table) == label
        if card is not None:  # 7★ and 7☆ are brailled exactly as 7st
            symbol = card.symbol.lower()
            assert word_cells(symbol, table) == expected
            assert word_cells(symbol.translate(str.maketrans("★♥♣♠♦", "☆♡♧♤♢")), table) == expected
    assert word_cells("🃏", "ueb") == CELLS["joker"][0]


def test_what_the_base_tables_do_that_ours_mend_or_avoid() -> None:
    """Recorded in docs/braille.md; if liblouis changes this, the docs must too."""
    assert lou_forward("7st", "en-us-g1.ctb") == "⠼⠛⠌"  # the ordinal st sign, as in 1st
    assert lou_forward("5 6 7", "en-ueb-g1.ctb") == "⠼⠑⠐⠋⠐⠛"  # numeric space: "567" with gaps
    assert lou_forward("★", "en-ueb-g1.ctb").startswith("⠄⡳⠭")  # undefined: liblouis's \x escape
    assert word_cells("5", "ueb") + "\u2800" + word_cells("6", "ueb") == "⠼⠑⠀⠼⠋"  # ours: two numbers


def lou_forward(text: str, tables: str) -> str:
    done = subprocess.run(["lou_translate", "--forward", f"unicode.dis,{tables}"], input=text + "\n",
                          capture_output=True, text=True, encoding="utf-8", check=False)
    assert not done.stderr, done.stderr
    return done.stdout.rstrip("\n")


# ---------------------------------------------------------------- layout


def check_layout(text: str, fmt: str) -> None:
    if fmt == "unicode":
        assert text.endswith("\n")
        for line in text[:-1].split("\n"):
            assert len(line) <= WIDTH and all(0x2800 <= ord(c) < 0x2840 for c in line), line
        return
    pages = text.split("\f")
    for number, page in enumerate(pages, start=1):
        assert page.endswith("\r\n") and "\n" not in page.replace("\r\n", "")
        lines = page.split("\r\n")[:-1]
        assert 1 <= len(lines) <= PAGE_LINES
        assert lines[0].endswith(braille_number(number))
        for line in lines:
            assert len(line) <= WIDTH and set(line) <= BRAILLE_ASCII and line == line.rstrip(), line


def braille_number(n: int) -> str:
    return "#" + "".join("JABCDEFGHI"[int(d)] for d in str(n))


@pytest.mark.parametrize(("name", "key"), CASES)
def test_golden_printouts_are_braille_cells_or_braille_ascii_and_fit_the_page(name: str, key: str) -> None:
    check_layout(DOCUMENTS[name][1][key], key.split(".")[1])


def test_fourteen_players_get_a_line_each_over_pages_with_form_feeds_and_page_numbers() -> None:
    players = [f"Player {n}" for n in range(1, 15)]
    rounds = [[(r * 37 + p * 11) % 90 for p in range(14)] for r in range(11)]
    brf = score_sheet(players, rounds, "ueb", "brf", words=EN)
    check_layout(brf, "brf")
    assert brf.count("\f") >= 1  # more than one page
    document = score_document(players, rounds, "ueb", words=EN)
    back = lou_backward(braille_lines(brf, "brf"), "ueb", "brf")
    assert [normal(line) for line in back] == document.print_lines()
    assert document.print_lines()[2].startswith("player 1: ")  # a line per player, not a table 14 wide


def test_words_are_never_divided_except_a_word_longer_than_a_line_with_a_hyphen() -> None:
    long_name = "Bartholomew-Fitzgerald-Worthington-Smythe-Montgomery"
    players = ["Ann", long_name, "X" * 90, "Cy"]
    text = score_sheet(players, [[1, 2, 3, 4]], "ueb", "unicode", words=EN)
    check_layout(text, "unicode")
    lines = score_document(players, [[1, 2, 3, 4]], "ueb", words=EN).print_lines()
    whole = {word_cells(word, "ueb") for line in lines for word in line.split()}
    hyphen = word_cells("-", "ueb")
    for line in text.splitlines():
        for word in line.split("\u2800"):
            assert not word or word in whole or word.endswith(hyphen) or any(w.endswith(word) for w in whole), word
    back = " ".join(lou_backward(braille_lines(text, "unicode"), "ueb", "unicode"))
    assert "x" * 90 in back.replace("- ", "").replace("-", "")
    assert "bartholomew-fitzgerald-worthington-smythe-montgomery" in back.replace("- ", "-")


TWO_SETS = full_deck(2)  # the most copies of a card any table deals (more than 7 players)


@given(st.lists(st.integers(0, len(TWO_SETS) - 1), min_size=1, max_size=20, unique=True).map(lambda picks: [TWO_SETS[i] for i in picks]),
       st.integers(3, 13), st.sampled_from(["ueb", "ebae"]))
def test_any_hand_fits_the_page_and_says_every_card(cards: list[Card], wild: int, table: str) -> None:
    """Any hand the cards can make: drawn from two sets without putting back (sampling with
    replacement once drew eight fours of stars, which no deck holds and `check_copies` refuses)."""
    check_layout(hand_printout(cards, wild, table, "brf", words=EN), "brf")
    unicode = hand_printout(cards, wild, table, "unicode", words=EN)
    check_layout(unicode, "unicode")
    listed = hand_document(cards, wild, words=EN).print_lines()[2:-1]  # the hand, the melds and what is left
    held = [word for line in listed for word in line.split() if word not in {"wild", "run", "book", "left", "none"}]
    assert sorted(held) == sorted([card.short.lower() for card in cards] * 2)  # once held, once laid down or left


@given(st.integers(2, 14), st.integers(0, 11), st.integers(0, 2**32), st.sampled_from(["ueb", "ebae"]))
def test_any_score_sheet_fits_the_page(players: int, rounds: int, seed: int, table: str) -> None:
    rng = random.Random(seed)
    sheet = [[rng.choice([0, rng.randrange(300)]) for _ in range(players)] for _ in range(rounds)]
    names = [rng.choice(["Ann", "Bob", "Li", "Maximilian", "Jo Anne"]) + str(n) for n in range(players)]
    for fmt in ("unicode", "brf"):
        check_layout(score_sheet(names, sheet, table, fmt, words=EN), fmt)


# ---------------------------------------------------------------- games and errors


def test_a_game_in_progress_gives_the_rounds_so_far() -> None:
    state = new_game(["Ann", "Bob", "Cy"], seed=11)
    bots = [make_bot("medium", seat, 3, random.Random(seat)) for seat in range(3)]
    while len(state.round_points[0]) < 3:
        state.apply(bots[state.current].choose(state.view(state.current)))
    assert score_sheet_of(state.view(1), "ebae", "brf", words=EN) == score_sheet_of(state, "ebae", "brf", words=EN)
    view = state.view(0)
    assert hand_printout_of(view, words=EN) == hand_printout(view.hand, view.wild_rank, words=EN)
    assert len(display_line(hand_printout_of(view, words=EN)).splitlines()) == 1
    lines = lou_backward(braille_lines(score_sheet_of(state, words=EN), "unicode"), "ueb", "unicode")
    assert normal(lines[0]) == "scores after round 3"
    rows = [normal(line).split() for line in lines[4:]]
    assert [row[0] for row in rows] == ["round", "1", "2", "3", "total"]
    assert [int(n) for n in rows[-1][1:]] == list(state.totals())


def test_bad_input_is_a_clear_error_not_a_liblouis_crash() -> None:
    with pytest.raises(BrailleError, match='no braille table "grade3"'):
        hand_printout(parse_cards(["7st"]), 3, table="grade3", words=EN)
    with pytest.raises(BrailleError, match='no braille format "pdf"'):
        score_sheet(["Ann"], [[1]], fmt="pdf", words=EN)
    with pytest.raises(BrailleError, match="round 1 has 1 score for 2 players"):
        score_sheet(["Ann", "Bob"], [[1]], words=EN)
    with pytest.raises(BrailleError, match="12 rounds"):
        score_sheet(["Ann"], [[1]] * 12, words=EN)
    with pytest.raises(BrailleError, match=r"liblouis has no braille for 😀 \(U\+1F600\)"):
        score_sheet(["Ann😀"], [[1]], words=EN)


@pytest.fixture
def fresh_tables() -> Iterator[None]:
    """Forget which tables this process loaded, before and after (the test points elsewhere)."""
    braille_tables.loaded.cache_clear()
    braille_tables.word_cells.cache_clear()
    yield
    braille_tables.loaded.cache_clear()
    braille_tables.word_cells.cache_clear()


def test_missing_or_broken_tables_are_said_in_a_sentence(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str], fresh_tables: None
) -> None:
    monkeypatch.setenv(braille_tables.TABLES_ENV, str(tmp_path))
    with pytest.raises(BrailleError, match=r"shared-table-ueb-g1\.ctb is not in"):
        score_sheet(["Ann"], [[1]], words=EN)
    (tmp_path / "shared-table-ueb-g1.ctb").write_text("include en-ueb-g1.ctb\nnotanopcode 1\n")
    with pytest.raises(BrailleError, match=r"liblouis cannot load the ueb table .*opcode 'notanopcode' not defined"):
        score_sheet(["Ann"], [[1]], words=EN)
    assert capfd.readouterr().err == ""  # liblouis's own log was caught, not printed


def test_the_tables_work_from_a_copy_named_by_the_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fresh_tables: None) -> None:
    shutil.copytree(table_path("ueb").parent, tmp_path / "tables")
    monkeypatch.setenv(braille_tables.TABLES_ENV, str(tmp_path / "tables"))
    assert table_path("ueb").parent == tmp_path / "tables"
    assert hand_printout(parse_cards(["7★ 9☆ joker"]), 3, words=EN) == DOCUMENTS["hand-3"][1]["ueb.unicode"]


def test_tables_are_loaded_once_per_process(fresh_tables: None) -> None:
    for _ in range(3):
        hand_printout(parse_cards([HAND_13]), 13, words=EN)
        score_sheet(SCORES["players"], SCORES["rounds"], words=EN)
    assert braille_tables.loaded.cache_info().misses == 1


class _Parser(argparse.ArgumentParser):
    """As cli.py's: a usage error exits 2 with one line."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"{self.prog}: {message}. Try: {self.prog} --help\n")


def braille(*argv: str) -> tuple[int, str, str]:
    parser = _Parser(prog="shared-table")
    add_braille_parser(parser.add_subparsers(dest="command", parser_class=_Parser))
    out, err = io.StringIO(), io.StringIO()
    status = run_braille(parser.parse_args(["braille", *argv]), ConsoleDevice(None, out, err), Settings())
    return status, out.getvalue(), err.getvalue()


def test_the_command_prints_the_hand_and_the_scores(tmp_path: Path) -> None:
    assert braille("hand", *HAND_13.split()) == (0, DOCUMENTS["hand-13"][1]["ueb.unicode"], "")
    assert braille("hand", "--table", "EBAE", "--format", "brf", "--wild", "3", *HAND_3.split())[1] == DOCUMENTS["hand-3"][1]["ebae.brf"]
    sheet = tmp_path / "sheet.json"
    sheet.write_text(json.dumps(SCORES))
    out = tmp_path / "scores.brf"
    status, said, _ = braille("scores", "--from-json", str(sheet), "--format", "brf", "--out", str(out))
    assert (status, said) == (0, f"BRF for an embosser written to {out}.\n")
    assert out.read_bytes() == (GOLDEN / "scores-7x11.ueb.brf").read_bytes()
    status, text, _ = braille("scores", "--seed", "5", "--players", "4")
    assert status == 0 and len(braille_lines(text, "unicode")) == 1 + 4 + 13 + 1  # heading, key, table, winner


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["hand", "7st", "zz"], 'no card "zz"'),
        (["hand", "--table", "grade2", "7st"], 'no braille table "grade2"'),
        (["hand", "--wild", "2", "7st"], 'no rank "2"'),
        (["hand", "--format", "pdf", "7st"], 'no braille format "pdf"'),
        (["hand"], "no cards given"),
        (["hand", "7st", "7st", "7st"], "3 copies of 7st"),
        ([], "say which printout"),
        (["scores"], "say which game, one way"),
        (["scores", "--game", "1", "--seed", "2"], "say which game, one way"),
        (["scores", "--game", "9"], 'no saved game "9"'),
        (["scores", "--seed", "1", "--players", "15"], "--players 15"),
        (["scores", "--seed", "1", "--bots", "genius"], 'no bot level "genius"'),
        (["scores", "--from-json", "/no/such/file.json"], "cannot be read"),
    ],
)
def test_the_command_says_a_mistake_in_one_line_and_exits_2(argv: list[str], said: str) -> None:
    status, out, err = braille(*argv)
    assert status == 2 and out == "" and err.count("\n") == 1
    assert err.startswith("shared-table braille: ") and said in err


@pytest.mark.parametrize(
    "content",
    ["not json", "[1, 2]", '{"players": "Ann"}', '{"players": ["Ann"], "rounds": [1]}', '{"players": ["Ann"], "rounds": [["x"]]}'],
)
def test_a_bad_json_sheet_is_one_line(tmp_path: Path, content: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content)
    status, _, err = braille("scores", "--from-json", str(path))
    assert status == 2 and err.startswith("shared-table braille: ") and err.count("\n") == 1


def test_every_natural_card_brailles_and_back_translates_as_its_label() -> None:
    labels = [card.short.lower() for card in NATURALS]
    for table in ("ueb", "ebae"):
        cells = "\u2800".join(word_cells(label, table) for label in labels)
        assert lou_backward([cells], table, "unicode") == [" ".join(labels)]


# ---------------------------------------------------------------- saved games and braille displays


def test_the_score_sheet_of_a_saved_game_is_its_scores_as_played() -> None:
    from shared_table.console.play import make_setup, session_from_setup
    from shared_table.console.saved_games import start_saved
    from shared_table.saves.store import SaveStore

    store, _ = SaveStore.open()  # conftest points it at a temporary folder
    setup = make_setup(players=4, bots="medium", seed=12)
    session = session_from_setup(setup)
    start_saved(store, session)
    session.start()
    for turn in range(4000):
        if session.done:
            break
        session.handle(["draw", "take", "discard 1"][turn % 3])
    store.close()
    assert hosted(session).state.is_over
    status, text, err = braille("scores", "--game", "1")
    assert (status, err) == (0, "")
    assert text == score_sheet_of(hosted(session).state, words=EN)
    words = normal(" ".join(lou_backward(braille_lines(text, "unicode"), "ueb", "unicode"))).split()
    totals = words[words.index("total") + 1:][:4]
    assert [int(n) for n in totals] == list(hosted(session).state.totals())


def test_unicode_braille_reaches_a_display_as_the_same_dots_in_any_liblouis_table() -> None:
    """Screen readers (NVDA, Orca through BRLTTY) braille what they are given with liblouis, which
    passes Unicode braille through: a hand sent as Unicode braille keeps the deck's labels, whatever
    grade the player reads."""
    import louis

    line = display_line(hand_printout(parse_cards([HAND_13]), 13, words=EN))
    for table in ("en-ueb-g1.ctb", "en-ueb-g2.ctb", "en-us-g2.ctb"):
        assert louis.translateString(["unicode.dis", table], line) == line


def test_only_screen_readers_with_a_display_are_sent_braille() -> None:
    from accessible_output2.outputs import nvda, speech_dispatcher, system_access, voiceover

    from shared_table.speech.screen_reader import can_braille

    def bare(cls: type) -> object:
        return object.__new__(cls)  # the class is what counts; starting it needs its screen reader

    assert can_braille(bare(nvda.NVDA)) and can_braille(bare(system_access.SystemAccess))
    assert not can_braille(bare(speech_dispatcher.SpeechDispatcher)) and not can_braille(bare(voiceover.VoiceOver))


def test_the_braille_command_sends_the_hand_to_a_display_when_there_is_one() -> None:
    from shared_table.console.play import make_setup, session_from_setup

    session = session_from_setup(make_setup(seed=3))
    session.start()
    shown = session.handle("braille")
    assert shown == ["Your hand in braille, by suit:", *hand_printout_of(session.view(), words=EN).splitlines()]  # no display
    sent: list[str] = []

    def display(text: str) -> bool:
        sent.append(text)
        return True

    session.braille_display = display
    with_display = session.handle("braille")
    assert with_display == [*shown, "Sent to your braille display too."]
    assert sent == [display_line(hand_printout_of(session.view(), words=EN))] and "\n" not in sent[0]
