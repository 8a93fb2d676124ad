"""Names that would pass for someone else or for nothing (issue 39, item 12): each of the hostile
names below, given at a table where Ann sits, is refused with a sentence, or normalised to a name
that a screen reader says differently from hers (or to "Ann" itself, which the table numbers)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from websockets.sync.client import ClientConnection, connect

from server_helpers import Server
from shared_table.core.errors import InvalidInput
from shared_table.core.message import Msg
from shared_table.core.safe_text import MAX_NAME, check_name, check_name_among, looks_like
from shared_table.i18n.languages import LANGUAGES
from shared_table.i18n.words import words_for
from shared_table.table.seating import make_setup

AT_THE_TABLE = ["Ann", "Bob", "Kim"]

HOSTILE: dict[str, str] = {
    "zero-width space inside": "A\u200bnn",
    "zero-width space after": "Ann\u200b",
    "zero-width non-joiner": "A\u200cnn",
    "zero-width joiner": "A\u200dnn",
    "word joiner": "\u2060Ann",
    "zero-width no-break space": "Ann\ufeff",
    "soft hyphen": "A\u00adnn",
    "combining grapheme joiner": "Ann\u034f",
    "Hangul filler alone": "\u3164",
    "Hangul choseong filler": "\u115f",
    "Hangul filler after a name": "Ann\u3164",
    "half-width Hangul filler": "\uffa0",
    "tag characters after a name": "Ann\U000e0041\U000e0042",
    "tag characters alone": "\U000e0041\U000e006e\U000e006e",
    "variation selector": "Ann\ufe0f",
    "private use": "\ue000Ann",
    "Cyrillic A in Ann": "\u0410nn",
    "Greek Alpha in Ann": "\u0391nn",
    "Greek capitals ANN": "\u0391\u039d\u039d",
    "full-width Ann": "\uff21\uff4e\uff4e",
    "full-width ANN": "\uff21\uff2e\uff2e",
    "mathematical bold Ann": "\U0001d400\U0001d427\U0001d427",
    "circled ann": "\u24d0\u24dd\u24dd",
    "modifier letters Ann": "\u1d2c\u207f\u207f",
    "accent on Ann": "A\u0301nn",
    "strike-through overlay": "A\u0336n\u0336n\u0336",
    "the same mark twice": "Ann\u0301\u0301",
    "right-to-left override": "\u202eAnn",
    "bidi isolate": "\u2066Ann\u2069",
    "right-to-left mark": "Ann\u200f",
    "escape sequence": "\x1b[31mAnn",
    "NUL": "Ann\x00",
    "empty": "",
    "spaces only": "   ",
    "ideographic space only": "\u3000",
    "blank braille cell": "\u2800",
    "punctuation only": "...",
    "one too long": "A" * (MAX_NAME + 1),
    "very long": "A" * 100_000,
    "a list with commas and and": "Bob, Cleo and Dev",
    "two names with and": "Bob and Cleo",
    "two names with og": "Bob og Cleo",
    "ampersand": "Bob & Cleo",
    "plus": "Bob+Cleo",
    "full-width comma": "Bob\uff0cCleo",
    "rn for m beside Kim": "Kirn",
    "Cyrillic capitals BOB": "\u0412\u041e\u0412",
}

FINE = ["Ann", "Anna", "Anne Marie", "Søren", "Þórunn", "Åsa", "Jean-Paul", "O'Brien", "Анна", "李小龙", "محمد",
        "Ann 2", "Björk", "Mary-Jane", "Sam", "Jaana", "Dev 3", "\u2801\u281d\u281d"]


def said_as(name: str) -> str:
    """What a listener tells apart: the name as it looks, less marks and case."""
    return min(looks_like(name))


@pytest.mark.parametrize("kind", HOSTILE)
def test_a_hostile_name_is_refused_or_read_as_itself(kind: str) -> None:
    name = HOSTILE[kind]
    try:
        taken = check_name_among(name, AT_THE_TABLE, "--name")
    except InvalidInput as refused:
        assert isinstance(refused.message, Msg) and refused.message.id.startswith("table-name-")
        return
    if taken.casefold() in {other.casefold() for other in AT_THE_TABLE}:
        assert taken.isascii()  # the same name as another: numbered by the table ("Ann 2")
        return
    assert not looks_like(taken) & set().union(*(looks_like(other) for other in AT_THE_TABLE)), (kind, taken)
    assert taken.isprintable() and taken == taken.strip() and 0 < len(taken) <= MAX_NAME


def test_every_hostile_kind_but_the_same_name_in_other_letters_is_refused() -> None:
    normalised = {kind: check_name(HOSTILE[kind], "--name") for kind in
                  ("full-width Ann", "full-width ANN", "mathematical bold Ann", "circled ann", "modifier letters Ann")}
    assert {taken.casefold() for taken in normalised.values()} == {"ann"}  # then numbered by the table, as "Ann" is
    refused = 0
    for kind, name in HOSTILE.items():
        if kind not in normalised:
            with pytest.raises(InvalidInput):
                check_name_among(name, AT_THE_TABLE, "--name")
            refused += 1
    assert refused == len(HOSTILE) - len(normalised) >= 42


@pytest.mark.parametrize("name", FINE)
def test_ordinary_names_of_many_languages_are_taken(name: str) -> None:
    assert check_name_among(name, ["Kim", "Bob"], "--name") == name


def test_each_refusal_says_what_was_wrong_and_what_would_do_in_every_language() -> None:
    reasons = {"table-name-invisible": "A\u200bnn", "table-name-no-letters": "...", "table-name-list": "Bob and Cleo",
               "table-name-mixed-scripts": "\u0410nn", "table-name-looks-like": "Kirn", "table-name-empty": " "}
    for reason, name in reasons.items():
        with pytest.raises(InvalidInput) as refused:
            check_name_among(name, AT_THE_TABLE, "--name")
        message = refused.value.message
        assert isinstance(message, Msg) and message.id == reason
        for language in LANGUAGES:
            said = words_for(language.code).say(message)
            assert reason not in said and "{" not in said and len(said) > 20, (language.code, said)
            if reason == "table-name-looks-like":
                assert "Kim" in said


def test_the_same_name_in_other_letters_is_the_same_name() -> None:
    assert check_name("\uff21\uff4e\uff4e", "--name") == "Ann"
    assert check_name("  Ann   Marie ", "--name") == "Ann Marie"


def test_hot_seat_people_are_refused_a_look_alike_of_one_before_them() -> None:
    with pytest.raises(InvalidInput) as refused:
        make_setup(humans="Ann,\u00c1nn")
    assert refused.value.message.id == "table-name-looks-like"  # type: ignore[union-attr]
    assert make_setup(humans="Ann,Bob").players[:2] == ("Ann", "Bob")


def test_the_server_refuses_hostile_names_with_a_sentence_and_numbers_the_same_name(tmp_path: Path) -> None:
    server = Server(tmp_path)
    url = server.url.replace("http://", "ws://") + "/ws"
    opening = {"kind": "open", "id": 1, "game": "", "players": 3, "bots": None, "guests": 2, "seed": 5, "options": []}
    try:
        with connect(url) as ann:
            refused = ask(ann, {**opening, "name": "Bob, Cleo and Dev"})
            assert refused["kind"] == "refused" and refused["said"]["id"] == "table-name-list"
            assert "comma" in refused["text"]
            code = ask(ann, {**opening, "name": "Ann"})["table"]
            for name, reason in [("A\u200bnn", "table-name-invisible"), ("\u3164", "table-name-invisible"),
                                 ("", "table-name-empty"), ("\u0410nn", "table-name-mixed-scripts"),
                                 ("Ann\U000e0041", "table-name-invisible"), ("\u00c1nn", "table-name-looks-like"),
                                 ("\u0391nn", "table-name-mixed-scripts"), ("\u0391\u039d\u039d", "table-name-looks-like")]:
                with connect(url) as guest:
                    refused = ask(guest, {"kind": "join", "id": 1, "table": code, "name": name, "token": None, "since": None})
                    assert refused["kind"] == "refused" and refused["said"]["id"] == reason, (name, refused)
            with connect(url) as guest:
                seated = ask(guest, {"kind": "join", "id": 1, "table": code, "name": "\uff21\uff4e\uff4e", "token": None,
                                     "since": None})
                assert seated["kind"] == "seated"
                while (lobby := json.loads(guest.recv(timeout=20)))["kind"] != "lobby":
                    pass
                assert lobby["joined"] == ["Ann", "Ann 2"]  # full-width Ann is Ann, numbered as the same name is
    finally:
        server.stop()


def ask(connection: ClientConnection, request: dict[str, Any]) -> dict[str, Any]:
    connection.send(json.dumps(request))
    while True:
        value: dict[str, Any] = json.loads(connection.recv(timeout=20))
        if value.get("id") == request["id"] and value["kind"] in ("seated", "refused"):
            return value
