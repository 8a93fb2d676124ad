"""The companion and the hand checker in the player's language: a Danish score sheet kept with
Danish card names, `shared-table check` answering in Danish, and every language's own words for
the companion (its commands, what a player types while scoring) kept apart and understood."""

from __future__ import annotations

import argparse
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from shared_table.console.device import ConsoleDevice
from shared_table.games.fivecrowns.rules.cards import parse_cards
from shared_table.games.fivecrowns.rules.solver import check_hand
from shared_table.games.fivecrowns.tools.check import run_check_tool
from shared_table.games.fivecrowns.tools.companion.commands import companion_registry
from shared_table.games.fivecrowns.tools.companion.session import CompanionSession
from shared_table.games.fivecrowns.tools.companion.store import SheetStore
from shared_table.games.fivecrowns.tools.language import english_words, typed_words, words_in
from shared_table.games.fivecrowns.words.saying_cards import check_words
from shared_table.i18n.languages import codes
from test_companion import SCRIPT
from test_languages_games import english_left

DANISH = words_in("da")


def test_a_danish_session_scores_a_round_typed_with_danish_card_names(tmp_path: Path) -> None:
    session = CompanionSession(SheetStore(tmp_path), words=DANISH)
    assert session.start()[0] == "Shared Table-ledsageren: regnskabsføreren til Five Crowns med rigtige kort."
    assert session.handle("spillere Ann, Bob, Cy")[-1] == "Omgang 1. Ann giver 3 kort. Treerne er trumf. Bob starter."
    assert session.handle("tæl")[-1] == "Ann?"
    assert session.handle("ude") == ["Bob?"]
    assert session.handle("joker, spar 6, ruder dronning") == [
        "Bob, 68 point: 50 for en joker, 6 for spar 6, 12 for ruder dronning.",
        "Tryk Enter for at beholde det, eller skriv point for Bob igen.",
    ]
    assert session.handle("") == ["Cy?"]
    assert session.handle("hjerter 3 4c") == [
        "Cy, 24 point: 20 for trumfkortet hjerter 3, 4 for klør 4.",
        "Tryk Enter for at beholde det, eller skriv point for Cy igen.",
    ]
    assert session.handle("ja")[:2] == [
        "Omgang 1 talt op: Ann afsluttede, Bob 68, Cy 24.",
        "Stilling efter omgang 1: Ann fører med 0; Cy 24, 24 bagud; Bob 68, 68 bagud.",
    ]
    sheet = session.sheet
    assert sheet is not None and sheet.totals() == [0, 68, 24]
    assert sheet.rounds[0][1].cards == tuple(parse_cards(["joker 6sp Qd"]))
    # An edit typed in Danish words, and an error said in Danish.
    assert session.handle("ret omgang 1 Cy 12")[0] == "Omgang 1 rettet: Cy 12 point, var 24."
    assert session.handle("ret 2 Cy 5") == ["Omgang 2 er ikke talt op: omgang 1 er."]
    assert session.handle("stilling") == ["Stilling efter omgang 1: Ann fører med 0; Cy 12, 12 bagud; Bob 68, 68 bagud."]


def _check_args(*cards: str, wild: str | None = None, language: str | None = None) -> argparse.Namespace:
    return argparse.Namespace(cards=list(cards), wild=wild, json=False, language=language)


def test_the_check_tool_answers_in_the_language_it_is_given() -> None:
    out, err = io.StringIO(), io.StringIO()
    status = run_check_tool(_check_args("klør 5", "klør 6", "klør 7", "hjerter 8", wild="4", language="da"), ConsoleDevice(None, out, err))
    answer = check_words(check_hand(parse_cards(["5c 6c 7c 8h"]), 4), DANISH)
    assert status == 0 and err.getvalue() == "" and out.getvalue() == answer + "\n"
    assert answer != check_words(check_hand(parse_cards(["5c 6c 7c 8h"]), 4), english_words())
    out, err = io.StringIO(), io.StringIO()
    assert run_check_tool(_check_args("5c", "6c", language="da"), ConsoleDevice(None, out, err)) == 2
    assert err.getvalue() == (
        "shared-table check: 2 kort og ingen trumf: sig med --wild, hvad der er trumf, en af 3 til 10, B, D, K eller J, Q, K\n"
    )
    out, err = io.StringIO(), io.StringIO()
    assert run_check_tool(_check_args(), ConsoleDevice(io.StringIO("5c 6c 7c\nbanan\n"), out, err)) == 2
    assert out.getvalue().splitlines()[1].startswith('Line 2: no card "banan"'), "no language given: the locale's, English here"


def _shared_table(*args: str, **environ: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, **environ}
    return subprocess.run([sys.executable, "-m", "shared_table", *args], capture_output=True, text=True, timeout=60, env=env,
                          check=False)


def test_shared_table_check_follows_the_locale() -> None:
    result = _shared_table("check", "5c", "6c", "7c", "8h", "--wild", "4", LANG="da_DK.UTF-8")
    assert result.returncode == 0, result.stderr
    assert result.stdout == check_words(check_hand(parse_cards(["5c 6c 7c 8h"]), 4), DANISH) + "\n"


def test_shared_table_check_language_da_answers_in_danish() -> None:
    result = _shared_table("check", "--language", "da", "klør 5", "klør 6", "klør 7", "hjerter 8", "--wild", "4")
    assert result.returncode == 0, result.stderr
    assert result.stdout == check_words(check_hand(parse_cards(["5c 6c 7c 8h"]), 4), DANISH) + "\n"
    refused = _shared_table("check", "--language", "da", "5c", "6c")
    assert refused.returncode == 2 and refused.stderr.startswith("shared-table check: 2 kort og ingen trumf")


@pytest.mark.parametrize("code", codes())
def test_what_a_player_types_while_scoring_means_one_thing_in_each_language(code: str) -> None:
    words = words_in(code)
    out, yes, back = (typed_words(words, f"fcc-typed-{kind}") for kind in ("out", "yes", "back"))
    stops = typed_words(words, "fcc-typed-cancel") | typed_words(words, "fcc-typed-quit") | typed_words(words, "fcc-typed-help")
    assert not out & (yes | back | stops) and not back & (yes | stops) and not yes & stops
    assert not any(word[:1].isdigit() for word in out | typed_words(words, "fcc-typed-points"))
    registry = companion_registry(words)  # a name given to two commands would be refused here
    assert len({registry.name_of(command).lower() for command in registry}) == len(list(registry))


@pytest.mark.parametrize("code", codes())
def test_every_example_of_the_companion_s_help_is_understood_in_its_language(code: str) -> None:
    """Each example is run through its command's handler, so a refusal raises here with its words."""
    session = CompanionSession(None, words=words_in(code))
    for line in ["players Ann, Bob, Cy", "score", "out", "12", "30", "score", "4", "out", "7", "score", "0", "8", "9"]:
        session.handle(line)
    registry = session.registry
    for command in registry:
        if command.name in {"quit", "new", "resume", "players", "braille", "print", "sheets"}:
            continue  # these end the session, start another sheet, or need a saved one
        for example in registry.examples(command):
            word, _, rest = example.partition(" ")
            assert registry.find(word) is command, (code, example)
            said = command.handler(session, registry.argument(command, rest))
            assert said and all(line.strip() for line in said), (code, example)
            if command.name == "dealer":
                session.handle("no")  # the question it asks, answered: the dealers stay
            if command.name == "score":
                session.handle("cancel")  # the round it begins to score, stopped
    wild = registry.words("fcc-typed-wild").split(";")[0].strip()
    assert session.handle(f"check 5c 6c 7c {wild} 8")[0] == check_words(check_hand(parse_cards(["5c 6c 7c"]), 8), registry.words)


def test_a_whole_sheet_in_the_pseudo_language_has_no_english_left_in_code() -> None:
    session = CompanionSession(None, words=words_in("pseudo"))
    said = session.start()
    for line in [*SCRIPT, "help", "help score", "sheet 3", "check 5c 6c", "edit 99 Bob 1", "frobnicate", "quit"]:
        said += [f"> {line}", *session.handle(line)]
    # Names, the English command names help lists as always understood, and Babel's list word are not ours.
    english_names = {word for command in session.registry for word in (command.name, *command.aliases)}
    allowed = ("Ann", "Bob", "Cy", "Dee", "Eve", "and", "frobnicate", *english_names)
    assert not english_left(said, allowed), english_left(said, allowed)
