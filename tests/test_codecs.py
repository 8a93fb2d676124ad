"""The games' JSON codecs: every action, event (whole and as each seat sees it) and seat view of
many random games comes back equal through JSON, and values that are wrong are refused with a
message that names the class and field and shows what was given."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Any, TypeVar

import pytest

from shared_table.core.errors import InvalidInput
from shared_table.core.json_codec import DataclassCodec
from shared_table.games.fivecrowns.rules import codec as fc
from shared_table.games.fivecrowns.rules.cards import Card, parse_card
from shared_table.games.fivecrowns.rules.events import Discarded, RoundStarted, WentOut
from shared_table.games.fivecrowns.rules.melds import Meld, MeldKind
from shared_table.games.fivecrowns.rules.state import TableSettings, new_game
from shared_table.games.solitaire.rules import codec as sc
from shared_table.games.solitaire.rules.state import CardPlayed, Play, new_solitaire

FIVE_CROWNS_GAMES = [(players, seed) for players in range(2, 6) for seed in range(3)]  # about 2,000 moves each
SOLITAIRE_GAMES = range(100)
T = TypeVar("T")


def through_json(encode: Callable[[T], dict[str, Any]], decode: Callable[[object], T], value: T) -> T:
    return decode(json.loads(json.dumps(encode(value))))


class SeatLogs:
    """Every event as each seat sees it (`seen_by`, of which `events_for` is made), checked as it
    happens; at the end `events_for` must be exactly those events. (Calling `events_for` after every
    action would check the same values, at a cost that grows with the square of the game's length.)"""

    def __init__(self, seats: int, encode: Callable[[Any], dict[str, Any]], decode: Callable[[object], Any]) -> None:
        self.seen: list[list[Any]] = [[] for _ in range(seats)]
        self.encode, self.decode = encode, decode

    def add(self, events: list[Any]) -> None:
        for event in events:
            assert through_json(self.encode, self.decode, event) == event
            for seat, log in enumerate(self.seen):
                seen = event.seen_by(seat)
                if seen is not event:  # a public event is itself to every seat, and checked above
                    assert through_json(self.encode, self.decode, seen) == seen
                log.append(seen)

    def check(self, events_for: Callable[[int], list[Any]]) -> None:
        for seat, log in enumerate(self.seen):
            assert events_for(seat) == log


@pytest.mark.parametrize(("players", "seed"), FIVE_CROWNS_GAMES)
def test_a_five_crowns_game_round_trips_through_json(players: int, seed: int) -> None:
    rng = random.Random(seed)
    state = new_game([f"P{n}" for n in range(players)], rng=random.Random(seed))
    logs = SeatLogs(players, fc.encode_event, fc.decode_event)
    logs.add(list(state.log))  # the first deal, before any action
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        assert through_json(fc.encode_action, fc.decode_action, action) == action
        logs.add(state.apply(action))
        for seat in range(players):
            view = state.view(seat)
            assert through_json(fc.encode_view, fc.decode_view, view) == view
    logs.check(state.events_for)
    kinds = {type(event).__name__ for event in state.log}
    assert {"WentOut", "LaidDown", "DrewFromStock", "GameOver"} <= kinds  # melds, hidden cards and the end were met


@pytest.mark.parametrize("seed", SOLITAIRE_GAMES)
def test_a_solitaire_game_round_trips_through_json(seed: int) -> None:
    rng = random.Random(seed)
    state = new_solitaire(seed)
    logs = SeatLogs(1, sc.encode_event, sc.decode_event)
    logs.add(list(state.log))
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        assert through_json(sc.encode_action, sc.decode_action, action) == action
        logs.add(state.apply(action))
        view = state.view(0)
        assert through_json(sc.encode_view, sc.decode_view, view) == view
    logs.check(state.events_for)


def test_the_words_are_as_documented() -> None:
    run = Meld(MeldKind.RUN, (parse_card("7h"), Card(0, None), parse_card("9h")), parse_card("7h").suit, None, (7, 8, 9))
    assert fc.encode_event(WentOut(1, parse_card("Kc"), (run,))) == {
        "type": "WentOut", "seat": 1, "card": "Kc",
        "melds": [{"type": "Meld", "kind": "run", "cards": ["7h", "joker", "9h"], "suit": "h", "rank": None, "stands_for": [7, 8, 9]}],
    }
    assert sc.encode_action(Play(3, parse_card("Kc"))) == {"do": "play", "seat": 0, "pile": 3, "card": "Kc"}
    assert sc.encode_event(CardPlayed(3, parse_card("9h"), parse_card("Kc"))) == {
        "type": "CardPlayed", "pile": 3, "card": "9h", "discard": "Kc"}


# ---------------------------------------------------------------- refusals

ROUND = fc.encode_event(RoundStarted(round_number=1, cards_dealt=3, wild_rank=3, dealer=0, first_player=1))
DISCARD = fc.encode_event(Discarded(seat=2, card=parse_card("9h")))
PLAYED = sc.encode_event(CardPlayed(3, parse_card("9h"), parse_card("Kc")))
MOVE = sc.encode_action(Play(3, parse_card("Kc")))


def _without(value: dict[str, Any], key: str) -> dict[str, Any]:
    return {k: v for k, v in value.items() if k != key}


REFUSED = [
    # (decode, the value given, words the message must hold)
    (fc.decode_event, _without(ROUND, "dealer"), ["not a saved event", "RoundStarted", "missing dealer", "'first_player': 1"]),
    (fc.decode_event, ROUND | {"colour": "red"}, ["RoundStarted", "no field colour", "'red'"]),
    (fc.decode_event, ROUND | {"type": "RoundBegun"}, ["unknown type 'RoundBegun'", "RoundStarted | Dealt"]),
    (fc.decode_event, DISCARD | {"card": "11h"}, ["Discarded.card", "not a Card", "no card \"11h\"", "given '11h'"]),
    (fc.decode_event, DISCARD | {"card": 9}, ["Discarded.card", "given 9"]),
    (fc.decode_event, ROUND | {"dealer": True}, ["RoundStarted.dealer", "wants int", "given True"]),
    (fc.decode_event, ROUND | {"dealer": 1.0}, ["RoundStarted.dealer", "given 1.0"]),
    (fc.decode_event, ROUND | {"dealer": "0"}, ["RoundStarted.dealer", "given '0'"]),
    (fc.decode_event, [ROUND], ["not a saved event", "wants RoundStarted | Dealt"]),
    (fc.decode_event, ROUND | {"type": "SeatView"}, ["the type 'SeatView' where RoundStarted"]),
    (fc.decode_event, fc.encode_event(WentOut(0, parse_card("Kc"), ())) | {"melds": [{"type": "Meld", "kind": "triple"}]},
     ["WentOut.melds[0]: Meld: missing cards, suit, rank, stands_for"]),
    (sc.decode_event, _without(PLAYED, "discard"), ["not a saved event", "CardPlayed", "missing discard"]),
    (sc.decode_event, PLAYED | {"pile": 3, "closed": True}, ["CardPlayed", "no field closed"]),
    (sc.decode_event, PLAYED | {"type": "CardDropped"}, ["unknown type 'CardDropped'"]),
    (sc.decode_event, PLAYED | {"discard": "Kx"}, ["CardPlayed.discard", "no card \"Kx\""]),
    (sc.decode_event, PLAYED | {"pile": False}, ["CardPlayed.pile", "given False"]),
    (sc.decode_action, _without(MOVE, "card"), ["not a saved move", "'pile': 3"]),
    (sc.decode_action, MOVE | {"discard": "Kc"}, ["not a saved move", "'discard': 'Kc'"]),
    (sc.decode_action, MOVE | {"do": "draw"}, ["not a saved move", "'draw'"]),
    (sc.decode_action, MOVE | {"card": "Kx"}, ["not a saved move", "no card \"Kx\""]),
    (sc.decode_action, MOVE | {"pile": True}, ["not a saved move", "'pile': True"]),
    (sc.decode_action, "play 3 Kc", ["not a saved move", "'play 3 Kc'"]),
]


@pytest.mark.parametrize(("decode", "value", "words"), REFUSED)
def test_a_wrong_value_is_refused_saying_where_and_what(decode: Callable[[object], object], value: object, words: list[str]) -> None:
    with pytest.raises(InvalidInput) as refused:
        decode(value)
    for word in words:
        assert word in str(refused.value)


def test_a_wrong_value_deep_in_a_view_is_named_by_its_path() -> None:
    state = new_game(["A", "B"], rng=random.Random(3))
    while not state.view(0).table:
        state.apply(random.Random(len(state.events_for(0))).choice(state.legal_actions()))
    view = json.loads(json.dumps(fc.encode_view(state.view(0))))
    view["table"][0][1]["cards"][1] = "Qx"
    with pytest.raises(InvalidInput, match=r'not a saved view: SeatView\.table\[0\]\[1\]: Meld\.cards\[1\]: not a Card \(no card "Qx"'):
        fc.decode_view(view)
    view["table"][0][1] = {"type": "Meld"} | {key: value for key, value in view["table"][0][1].items() if key != "type"} | {"kind": "rnu"}
    with pytest.raises(InvalidInput, match=r"SeatView\.table\[0\]\[1\]: Meld\.kind: wants MeldKind, given 'rnu'"):
        fc.decode_view(view)
    view["table"][0] = [0]
    with pytest.raises(InvalidInput, match=r"SeatView\.table\[0\]: wants tuple\[int, .*Meld\], given \[0\]"):
        fc.decode_view(view)


def test_a_long_value_is_shown_shortened() -> None:
    with pytest.raises(InvalidInput) as refused:
        fc.decode_event(ROUND | {"dealer": list(range(10_000))})
    assert "..." in str(refused.value) and len(str(refused.value)) < 200


def test_a_class_checks_its_own_values_when_read() -> None:
    codec = DataclassCodec([TableSettings])
    assert codec.decode(codec.encode(TableSettings(("A", "B"), 1)), TableSettings) == TableSettings(("A", "B"), 1)
    with pytest.raises(InvalidInput, match=r"not a valid TableSettings \(no seat 5: seats are 0 to 1\), given \{'first_dealer': 5"):
        codec.decode({"type": "TableSettings", "players": ["A", "B"], "first_dealer": 5}, TableSettings)


class Colour(Enum):
    RED = 1
    GREEN = "green"


@dataclass(frozen=True)
class Paint:
    colour: Colour
    names: dict[str, int]
    layers: list[bool]
    note: str | None


@dataclass(frozen=True)
class Float:
    level: float


@dataclass(frozen=True)
class Typed:
    type: str


def test_the_codec_reads_enums_dicts_and_lists_strictly() -> None:
    codec = DataclassCodec([Paint])
    paint = Paint(Colour.RED, {"a": 1}, [True, False], None)
    assert codec.encode(paint) == {"type": "Paint", "colour": 1, "names": {"a": 1}, "layers": [True, False], "note": None}
    assert codec.decode(json.loads(json.dumps(codec.encode(paint))), Paint) == paint
    good = codec.encode(paint)
    for bad, words in [
        (good | {"colour": True}, "Paint.colour: wants Colour, given True"),  # True == 1, yet no colour
        (good | {"colour": "GREEN"}, "Paint.colour: wants Colour, given 'GREEN'"),
        (good | {"names": {"a": "1"}}, "Paint.names['a']: wants int, given '1'"),
        (good | {"layers": [True, 1]}, "Paint.layers[1]: wants bool, given 1"),
        (good | {"note": 5}, "Paint.note: wants str, given 5"),
    ]:
        with pytest.raises(InvalidInput) as refused:
            codec.decode(bad, Paint)
        assert str(refused.value).startswith(words)
    with pytest.raises(TypeError, match="float"):
        DataclassCodec([Float])  # a type it cannot read is found when the codec is made
    with pytest.raises(TypeError, match="a field named type"):
        DataclassCodec([Typed])
    with pytest.raises(TypeError, match="cannot encode"):
        codec.encode(Float(1.0))


@pytest.mark.parametrize("value", [
    {"do": "draw", "seat": True},
    {"do": "draw", "seat": 0, "x": 1},
    {"do": "discard", "seat": 0},
    {"do": "take", "seat": 0, "card": "9h"},
])
def test_a_saved_five_crowns_move_is_read_strictly(value: dict[str, object]) -> None:
    with pytest.raises(InvalidInput, match="saved"):
        fc.decode_action(value)
