"""Skip-Bo with coins at the keyboard: every command answers, a mistake says what works and changes
nothing, whole seeded games are played by typing the commands the medium bot's moves come to (so
each command is checked to make the very move meant), the narrator's words for coins, tolls and
the end, and a golden transcript read as a listener hears it. After a deliberate change of
wording run `UPDATE_GOLDEN=1 pytest tests/test_skipbo_console.py` and read the diff.

The listening checks are test_listening's, and Skip-Bo's own on top: its cards are the numbers
one to twelve and Skip-Bo, which Five Crowns' check does not know as card names, so a digit right
before any of them, a card in digits ("needs a 6") or a plural card after a count ("two sevens")
is flagged here too.
"""

from __future__ import annotations

import os
import random
import re
from collections.abc import Sequence
from dataclasses import replace
from itertools import pairwise
from pathlib import Path

import pytest

from language import english_words
from shared_table.console.line_io import PROMPT, SCREEN_BREAK
from shared_table.console.play import hosted, make_setup, session_from_setup
from shared_table.core.errors import InvalidInput
from shared_table.games.skipbo.bots.players import MediumBot
from shared_table.games.skipbo.game import GAME
from shared_table.games.skipbo.rules import events as ev
from shared_table.games.skipbo.rules.actions import DISCARD, STOCK, Buy, Discard, EndTurn, PayFor, PayToll, Play, SkipBoAction, SkipToll
from shared_table.games.skipbo.rules.cards import Card
from shared_table.games.skipbo.rules.state import new_skipbo
from shared_table.games.skipbo.rules.view import BuildingPile, SkipBoView
from shared_table.games.skipbo.words.commands import COMMANDS
from shared_table.games.skipbo.words.narration import SkipBoNarrator, Verbosity
from shared_table.games.skipbo.words.table_lines import action_words
from shared_table.sessions.play import PlaySession
from test_listening import EXAMPLE, assert_heard_right

EN = english_words(GAME)
NUMBER_WORDS = tuple(EN("sb-number", number=number) for number in range(13))

GOLDEN = Path(__file__).resolve().parent / "golden" / "skipbo_seed7.txt"

_NUMBERS = "|".join(word.lower() for word in NUMBER_WORDS[1:])
SKIPBO_PROBLEMS = {
    "a number right before a card": re.compile(rf"\b\d+,?\s+(?:{_NUMBERS}|skip-bo)\b", re.IGNORECASE),
    "a card said in digits": re.compile(r"\b(?:an?|the) \d+\b(?! (?:coins?|cards?|points?)\b)"),
    "a card counted in words": re.compile(r"\b(?:ones|twos|threes|fours|fives|sixes|sevens|eights|nines|tens|elevens|twelves)\b"),
}


def assert_skipbo_heard_right(said: Sequence[str]) -> None:
    """test_listening's checks, then Skip-Bo's card words."""
    assert_heard_right(list(said))
    bad = [(line, name) for line in said if not line.startswith(PROMPT) and not line.startswith("> ")
           for name, pattern in SKIPBO_PROBLEMS.items() if pattern.search(EXAMPLE.sub("", line))]
    assert not bad, "\n".join(f"{name}: {line}" for line, name in bad[:10])


def test_skipbo_checks_catch_what_was_misheard() -> None:
    for heard in ["Building pile 2 needs a 6.", "Pile 1 twelve.", "You hold two sevens.", "Building piles 3, Skip-Bo."]:
        with pytest.raises(AssertionError):
            assert_skipbo_heard_right([heard])
    assert_skipbo_heard_right(["Building pile 2 needs a six: play a six or a Skip-Bo card, or pay 6 coins.",
                               "Pile 1: twelve, eleven.", "Its 5 coins are dealt out: you 2, Ann 2, Bob 1."])


def skipbo(players: int = 2, seed: int = 7, verbosity: str = "", options: Sequence[str] = ()) -> PlaySession:
    """A new game at a table of `players`, the person in seat 0 and medium computer players."""
    return session_from_setup(make_setup(players=players, seed=seed, game=GAME, options=options), verbosity, game=GAME)


# ---------------------------------------------------------------------- a move, as a person types it


def spoken(card: Card) -> str:
    """A card as a person might type it in words: "seven", "seven toll 2", "Skip-Bo"."""
    if card.wild:
        return "Skip-Bo"
    return f"{NUMBER_WORDS[card.number]} toll {card.toll}" if card.toll else NUMBER_WORDS[card.number]


def typed(view: SkipBoView, action: SkipBoAction, turn: int) -> str:
    """The command a person would type for `action`, worded three ways in turn (aliases, words,
    "pile" and "to" left out or in)."""
    k = turn % 3
    match action:
        case Play(source="stock", to=to):
            return [f"play stock to {to}", f"pl st {to}", f"play stock pile {to}"][k]
        case Play(source="discard", pile=pile, to=to):
            return [f"play discard {pile} to {to}", f"pl discard pile {pile} onto building pile {to}", f"play discard {pile} {to}"][k]
        case Play(card=card, to=to) if card is not None:
            return [f"play {card.short} to {to}", f"pl {spoken(card)} pile {to}", f"play hand {card.short} {to}"][k]
        case PayFor(to=to):
            return [f"pay for {to}", f"pay {to}", f"pay for pile {to}"][k]
        case Buy(owner=owner, source=source, to=to, pile=pile):
            name, what = view.players[owner].name, "stock" if source == STOCK else f"discard {pile}"
            return [f"buy {name} {what} to {to}", f"buy {name.lower()}'s {what} {to}", f"buy {name} {what} pile {to}"][k]
        case PayToll():
            return "toll pay"
        case SkipToll():
            return "toll skip"
        case Discard(card=card, pile=pile):
            return [f"discard {card.short} to {pile}", f"x {spoken(card)} {pile}", f"x {card.short} pile {pile}"][k]
        case EndTurn():
            return "end"
    raise AssertionError(action)


QUESTIONS = ("stock", "hand", "piles", "discards", "coins", "scores", "hint", "ds Ann", "co", "turn", "st", "ps")


def play_through(session: PlaySession, questions: bool = True, variety: bool = False) -> list[str]:
    """A whole game typed command by command; each move must be the very action meant: the medium
    bot's, or with `variety` now and then a buy or a skipped toll it would not choose."""
    said = session.start()
    for turn in range(5000):
        if session.done:
            return said
        if session.pending_handover is not None:  # hot seat: the next person presses Enter
            said += [PROMPT, *session.handle("")]
            continue
        view = session.view()
        if questions and turn % 7 == 0:
            question = QUESTIONS[(turn // 7) % len(QUESTIONS)]
            said += [PROMPT + question, *session.handle(question)]
        action = MediumBot(view.seat, len(view.players), random.Random(turn)).choose(view)
        unusual = [a for a in view.legal_actions if isinstance(a, Buy | SkipToll)]
        if variety and unusual and turn % 2:
            action = unusual[turn % len(unusual)]
        line, moves = typed(view, action, turn), session.moves
        answer = session.handle(line)
        assert session.moves > moves and hosted(session).actions[moves] == action, (line, action, answer)
        said += [PROMPT + line, *answer]
    raise AssertionError("the game did not end")


def assert_plain(said: Sequence[str]) -> None:
    for line in said:
        assert line.strip() == line and line, repr(line)
        assert not line.startswith("Sorry"), line


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (4, 11)])
def test_a_whole_game_typed_as_commands_ends_in_game_over(players: int, seed: int) -> None:
    said = play_through(skipbo(players, seed), variety=players == 4)
    assert any(line.startswith("Game over") for line in said[-3:]), said[-5:]
    assert_plain(said)
    assert_skipbo_heard_right(said)
    assert any(" coins are dealt out: " in line for line in said), "a completed pile dealt its coins back"
    if players == 4:
        assert any(line.startswith(PROMPT + "buy ") for line in said) and any(" one coin for " in line for line in said)
        assert any(line == PROMPT + "toll skip" for line in said) and any("turn ends, with no discard" in line for line in said)


def test_a_hot_seat_game_tells_each_person_their_own_cards_once() -> None:
    setup = make_setup(seed=3, humans="Ann,Bob", game=GAME, options=("short",))
    said = play_through(session_from_setup(setup, game=GAME), questions=False)
    assert any(line == "Bob at the keyboard." for line in said)
    assert not [a for a, b in pairwise(said) if a == b], "a line said twice in a row"
    assert_skipbo_heard_right([line for line in said if line != SCREEN_BREAK])


def test_a_match_says_each_game_and_who_won_the_match() -> None:
    session = skipbo(2, seed=4, options=("short", "match"))
    said = play_through(session, questions=False)
    assert said[0 if said[0].startswith("Game 1") else 1].startswith("Game 1 of a match to 500 points. ")
    assert any(line.startswith("Game 2 of the match. ") for line in said)
    assert said[-1].startswith("Match over. ") and " wins the match with " in said[-1]
    assert said[-2].startswith("Game over. ") and "Totals, 500 to win: " in said[-2]
    assert session.handle("scores")[0].startswith(f"Game {session.view().game_number} of the match. Totals, 500 to win: ")
    assert_skipbo_heard_right(said)


# ---------------------------------------------------------------------- every command, and mistakes


def test_every_command_and_alias_answers() -> None:
    session = skipbo(3, seed=5)
    said = session.start()
    for command in COMMANDS:
        for word in (command.name, *command.aliases):
            answer = session.handle(word)
            assert answer and not answer[0].startswith(("Sorry", "No command")), (word, answer)
            said += answer
    assert session.moves == 0, "a command with nothing after it moved nothing"
    said += session.handle("discards Ann") + session.handle("ds bob") + session.handle("help") + session.handle("help play")
    assert_plain(said)
    assert_skipbo_heard_right(said)
    assert not [line for line in said if re.search(r"[()]", line)], "no brackets"


def test_the_questions_say_the_table() -> None:
    session = skipbo(3, seed=5)
    session.start()
    view = session.view()
    assert session.handle("hand")[0].startswith("Your hand, 5 cards: ")
    assert session.handle("stock")[0].startswith("Your stock shows ") and "Ann's stock shows " in session.handle("st")[1]
    assert session.handle("piles") == ["No building pile yet: a one or a Skip-Bo card starts one.",
                                       f"Draw pile: {view.draw_left} cards; none set aside."]
    assert session.handle("coins") == ["You have 12 coins; Ann 12, Bob 12.", "No coins beside the building piles."]
    assert session.handle("scores") == ["Stock cards left: you 15, Ann 15, Bob 15."]
    assert session.handle("discards") == ["Your discard piles are all empty."]
    assert session.handle("discards Bob") == ["Bob's discard piles are all empty."]
    assert session.handle("hint")[0].startswith("Hint: ")
    assert "stock" in session.commands.completions(session, "play s") or not any(
        isinstance(a, Play) and a.source == STOCK for a in view.legal_actions)
    assert session.commands.completions(session, "toll ") == ["pay", "skip"]
    assert {f"{card.short} to 4" for card in view.hand} <= set(session.commands.completions(session, "x "))


@pytest.mark.parametrize("seed", [2, 9])
def test_what_completion_offers_is_a_move_that_can_be_made(seed: int) -> None:
    session = skipbo(3, seed=seed)
    session.start()
    offered = [f"{word} {option}" for word in ("play", "buy", "pay", "discard")
               for option in session.commands.completions(session, f"{word} ") if " to " in option or word == "pay"]
    assert any(line.startswith("discard ") for line in offered)
    for line in offered:
        fresh = skipbo(3, seed=seed)
        fresh.start()
        answer = fresh.handle(line)
        assert fresh.moves >= 1 and hosted(fresh).actions[0].seat == 0, (line, answer)


def test_a_mistake_says_what_works_and_changes_nothing() -> None:
    session = skipbo(3, seed=5)
    session.start()
    view = session.view()
    plain = next(card for card in view.hand if not card.wild and card.number > 1)
    absent = next(number for number in range(2, 13) if all(card.number != number for card in view.hand))
    for line, start in [
        ("play", "Play what? Type play, a source and a building pile"),
        ("play zz to 1", 'No card "zz": name stock, a hand card like 7, seven, 7t2 or sb'),
        (f"play {absent} to 1", f"Not in your hand: {NUMBER_WORDS[absent]}. Your hand, 5 cards: "),
        (f"play {plain.short} to 1", "Building pile 1 is empty: start it with a one or a Skip-Bo card"),
        (f"play {plain.short} to 7", 'No building pile "7": they are numbered 1 to 4.'),
        ("play discard 2 to 1", "Your discard pile 2 is empty."),
        ("play discard", "Which discard pile? Name its number"),
        ("pay for 9", 'No building pile "9"'),
        ("buy", "Buy what? Type buy, a player"),
        ("buy Zed stock to 1", 'No player "Zed" to buy from: name Ann or Bob.'),
        ("buy Ann discard 1 to 1", "Ann's discard pile 1 is empty."),
        ("buy Ann hand to 1", 'Buy "hand"? Buy the top of a stock or of a discard pile'),
        ("toll pay", "There is no toll to pay now."),
        ("toll maybe", 'No toll "maybe": type pay or skip.'),
        ("discard", "Discard which card, onto which discard pile?"),
        (f"discard {plain.short}", "Onto which of your discard piles, 1 to 4?"),
        (f"discard {plain.short} to 5", 'No discard pile "5": they are numbered 1 to 4.'),
        ("end", "Your turn ends with a discard"),
        ("discards Zed", 'No player "Zed" at this table: name Ann or Bob.'),
        ("stock 3", 'stock takes nothing after it'),
        ("coins please", 'coins takes nothing after it'),
    ]:
        answer = session.handle(line)
        assert len(answer) == 1 and answer[0].lower().startswith(start.lower()), (line, answer)
        assert session.view() == view and session.moves == 0, f"{line!r} changed the game"


def test_an_illegal_play_says_why_and_what_would_work() -> None:
    """Find a building pile a hand card does not fit, and hear why and where it fits instead."""
    for seed in range(40):
        session = skipbo(2, seed=seed)
        session.start()
        for turn in range(60):
            view = session.view()
            if session.done or not view.my_turn:
                break
            started = [place for place, pile in enumerate(view.building, 1) if pile is not None]
            for place in started:
                pile = view.building[place - 1]
                assert pile is not None
                wrong = [card for card in view.hand if not card.wild and card.number != pile.top + 1]
                fitting = [a.to for a in view.legal_actions if isinstance(a, Play) and a.card in wrong[:1]]
                if wrong and fitting and not view.must_play and not view.toll_due:
                    card, needs = wrong[0], NUMBER_WORDS[pile.top + 1]
                    answer = session.handle(f"play {card.short} to {place}")
                    article = "an" if needs[0] in "ae" else "a"
                    assert answer[0].startswith(f"Building pile {place} needs {article} {needs}, not "), answer
                    assert f": play {article} {needs} or a Skip-Bo card" in answer[0]
                    where = str(fitting[-1]) if len(fitting) == 1 else f"{', '.join(map(str, fitting[:-1]))} or {fitting[-1]}"
                    assert answer[0].endswith(f" fits building pile {where}."), answer
                    assert session.view() == view
                    return
            action = MediumBot(view.seat, 2, random.Random(turn)).choose(view)
            session.handle(typed(view, action, turn))
    pytest.fail("no hand card that fits one pile and not another in 40 games")


# ---------------------------------------------------------------------- the narrator's words


def _narrator(seat: int = 0, names: tuple[str, ...] = ("Cy", "Ann", "Bob"), level: str = "normal") -> SkipBoNarrator:
    return SkipBoNarrator(seat, names, EN, level)


def test_coins_are_said_with_who_paid_whom_and_how_many() -> None:
    said = _narrator(0).narrate([
        ev.Bought(2, 1), ev.Played(2, STOCK, Card(7), 3, 7, 1), ev.StockTurned(1, Card(9), 12),
        ev.PaidFor(0, 1, 4, 4),
        ev.Played(1, DISCARD, Card(0), 2, 5, 1, 3),
        ev.Played(1, "hand", Card(6, 2), 2, 6, 1), ev.TollDue(1, 2, 2), ev.TollPaid(1, 2, 2),
        ev.Played(2, "hand", Card(12), 3, 12, 2), ev.PileCompleted(0, 3, (2, 2, 1)),
        ev.Bought(0, 2), ev.Played(0, DISCARD, Card(8), 1, 8, 2, 4),
        ev.TollDue(2, 1, 4), ev.TollSkipped(2, 1), ev.TurnEnded(2, "toll"),
    ])
    assert said == [
        "Bob pays Ann one coin for a seven from stock, onto building pile 3. Ann's stock shows a nine; 12 cards left.",
        "You pay 4 coins in place of the four on building pile 1; they lie beside it.",
        "Ann plays a Skip-Bo card from discard pile 3 on building pile 2, as a five.",
        "Ann plays a six with a toll of 2 coins on building pile 2.",
        "Ann pays the toll of 2 coins; they lie beside building pile 2.",
        "Bob plays a twelve on building pile 3.",
        "Building pile 3 is complete and set aside; its 5 coins are dealt out: you 2, Ann 2, Bob 1.",
        "You pay Bob one coin for an eight from discard pile 4, onto building pile 1.",
        "Bob skips the toll of one coin: Bob's turn ends, with no discard.",
    ]
    assert _narrator(1).narrate([ev.Bought(0, 1)]) == ["Cy pays you one coin for a card."]
    assert _narrator(0).narrate([ev.TollDue(0, 2, 1)]) == ["Toll: 2 coins to go on."]  # retold: nothing to type now


def test_others_hands_are_never_said() -> None:
    drew = ev.Drew(1, 2, (Card(7), Card(0)))
    assert _narrator(0, level="full").narrate([ev.TurnBegan(1), drew]) == ["Ann's turn. Ann draws 2 cards."]
    assert _narrator(0).narrate([ev.TurnBegan(1), drew]) == ["Ann's turn."]
    assert _narrator(0, level="brief").narrate([ev.TurnBegan(1), drew]) == []
    assert _narrator(1).narrate([ev.TurnBegan(1), drew]) == ["Your turn. You draw a seven and a Skip-Bo card."]
    # Told without its cards (they were not kept for this seat): the count, never "You draw ."
    assert _narrator(1).narrate([ev.TurnBegan(1), ev.Drew(1, 2, ())]) == ["Your turn. You draw 2 cards."]


def test_the_end_of_a_game_and_of_a_match() -> None:
    narrator = _narrator(0)
    assert narrator.narrate([ev.GameWon((1,), (0, 60, 0), (0, 60, 0), False)]) == ["Game over. Ann wins, scoring 60 points."]
    assert narrator.narrate([ev.GameWon((0, 2), (10, 0, 10), (10, 0, 10), True)]) == [
        "Game over: no one can play on. You and Bob win, with the fewest stock cards left, scoring 10 points each."]
    assert narrator.narrate([ev.GameWon((1,), (0, 60, 0), (300, 520, 95), False), ev.MatchWon((1,), (300, 520, 95))]) == [
        "Game over. Ann wins, scoring 60 points. Totals, 500 to win: Ann 520, you 300, Bob 95.",
        "Match over. Ann wins the match with 520 points; you 300, Bob 95.",
    ]


def test_verbosity_names_its_choices() -> None:
    narrator = _narrator()
    with pytest.raises(InvalidInput, match="choose brief, normal or full"):
        narrator.set_verbosity("loud")
    narrator.set_verbosity("full")
    assert narrator.verbosity is Verbosity.FULL


def test_hint_words_say_the_move() -> None:
    state = new_skipbo(["Cy", "Ann", "Bob"], seed=1)
    view = state.view(0)
    me = replace(view.players[0], stock_top=Card(7), discards=((), (), (Card(5),), ()))
    ann = replace(view.players[1], stock_top=Card(7), discards=((Card(5),), (), (), ()))
    view = replace(view, players=(me, ann, view.players[2]), toll_due=2, hand=(Card(9), Card(0)),
                   building=(BuildingPile((Card(1), Card(2), Card(3)), 0), BuildingPile((Card(1),) * 6, 0),
                             BuildingPile((Card(1),) * 6, 0), BuildingPile((Card(1),) * 4, 0)))
    assert [action_words(EN, view, action) for action in (
        Play(0, STOCK, 2), PayFor(0, 1), Buy(0, 1, STOCK, 3), Discard(0, Card(9), 2), PayToll(0), Play(0, "hand", 1, Card(0)),
        Play(0, DISCARD, 4, pile=3), Buy(0, 1, DISCARD, 4, 1), SkipToll(0), EndTurn(0))] == [
        "play your stock's seven onto building pile 2",
        "pay 4 coins in place of the four on building pile 1",
        "buy the seven on Ann's stock for one coin, onto building pile 3",
        "discard the nine onto your discard pile 2",
        "pay the toll of 2 coins",
        "play the Skip-Bo card from your hand onto building pile 1, as a four",
        "play the five from your discard pile 3 onto building pile 4",
        "buy the five on Ann's discard pile 1 for one coin, onto building pile 4",
        "skip the toll, which ends your turn",
        "end your turn: your hand is empty and there is nothing to draw",
    ]


# ---------------------------------------------------------------------- the golden transcript


def golden_game(verbosity: str = "normal") -> list[str]:
    return play_through(skipbo(3, seed=7, verbosity=verbosity, options=("short",)))


def test_golden_transcript() -> None:
    text = "\n".join(golden_game()) + "\n"
    if os.environ.get("UPDATE_GOLDEN"):
        GOLDEN.write_text(text, encoding="utf-8")
    assert text == GOLDEN.read_text(encoding="utf-8"), f"{GOLDEN.name} changed: read the diff, then UPDATE_GOLDEN=1"


def test_the_golden_game_reads_as_a_listener_needs_and_brief_says_less() -> None:
    sizes = {}
    for level in Verbosity:
        said = golden_game(level)
        sizes[level] = sum(len(line.split()) for line in said)
        assert_skipbo_heard_right(said)
        assert_plain(said)
        assert [line for line in said if not line.startswith(PROMPT)][-1].startswith("Game over. ")
        routine = [line for line in said if re.match(r"^(You|Ann|Bob) (play|plays|discard|discards) ", line)]
        assert routine and all(len(line.split()) <= 30 for line in routine), max(routine, key=len)
    assert sizes[Verbosity.BRIEF] < sizes[Verbosity.NORMAL] < sizes[Verbosity.FULL]
