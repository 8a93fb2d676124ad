"""The play session in-process: every command, every refusal, the card names, help and completion."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from language import english_words
from shared_table.console.command_docs import commands_markdown
from shared_table.console.play import hosted, new_session, seat_levels
from shared_table.core.errors import InvalidInput
from shared_table.games.fivecrowns.game import GAME as FIVE_CROWNS
from shared_table.games.fivecrowns.rules.actions import GoOut
from shared_table.games.fivecrowns.rules.cards import parse_cards
from shared_table.games.fivecrowns.words.commands import hand_in_order
from shared_table.sessions.common_commands import registry_for
from shared_table.sessions.play import PlaySession

COMMANDS = registry_for(FIVE_CROWNS, english_words(FIVE_CROWNS))

DOCS = Path(__file__).resolve().parent.parent / "docs" / "commands.md"


@pytest.fixture
def session() -> PlaySession:
    game = new_session(seed=7)
    game.start()
    return game


def test_the_game_opens_with_the_round_facts_then_the_hand_then_the_turn() -> None:
    lines = new_session(seed=7).start()
    assert lines[0] == "Five Crowns: eleven rounds, and the lowest score wins. Type help for the commands."
    assert lines[1] == "At the table: you, Ann and Bob."  # who deals: the round's own line
    lines = lines[2:]
    assert lines[0] == "Round 1. Three cards each. Threes are wild. You deal."
    assert lines[1] == "Your hand, 3 cards. Hearts: jack, number 1. Clubs: six, number 2. Spades: six, number 3."
    assert lines[2] == "Top of the discard pile: the nine of diamonds."
    assert lines[-1] == "Your turn. Top of the discard pile: the ten of clubs."


def test_a_move_before_drawing_says_what_would_work(session: PlaySession) -> None:
    assert session.handle("discard 1") == ["You must draw first: type draw or take."]
    assert session.handle("DRAW")[0].startswith("You draw the ")
    assert session.handle("take") == ["You have drawn already: now discard a card. Type discard and a card's number or name."]
    assert session.handle("draw") == session.handle("take")


def test_a_card_is_named_by_number_short_name_long_name_or_a_shortening(session: PlaySession) -> None:
    session.handle("draw")
    hand = hand_in_order(session)
    card = hand[0]
    for text in ("1", card.short, card.short.upper(), card.long, card.long.upper()[:-2]):
        probe = new_session(seed=7)
        probe.start()
        probe.handle("draw")
        said = probe.handle(f"discard {text}")
        assert said[0] in {f"You discard the {card.long}.", f"You go out, discarding the {card.long}."} or said[0].startswith(
            "You go out"
        ), (text, said)


def test_refused_cards_say_what_was_wrong(session: PlaySession) -> None:
    session.handle("draw")
    held = set(hand_in_order(session))
    missing = next(card for card in parse_cards(["Kh", "Qsp", "10d", "3st", "joker"]) if card not in held)
    assert session.handle(f"discard {missing.short}") == [f"You have no {missing.long}. Type hand to hear your cards."]
    assert session.handle("discard 9") == ["No card 9: your hand has cards 1 to 4. Type hand to hear them."]
    assert session.handle("discard zebra")[0].startswith('No card "zebra" in your hand. Name it by number')
    assert session.handle("discard")[0].startswith("Discard which card?")


def test_an_ambiguous_shortening_is_answered_with_the_choices(session: PlaySession) -> None:
    session.handle("draw")
    said = session.handle("discard s")  # seed 7 draws the six of stars: three sixes
    assert said == [
        '"s" could be six of stars, number 1; six of clubs, number 3; or six of spades, number 4. Say which, by number or full name.'
    ]
    assert session.handle("discard 6 st")[0] == "You discard the six of stars."


def test_discarding_so_that_the_rest_melds_goes_out_and_says_so() -> None:
    game = new_session(seed=7)
    game.start()
    game.handle("draw")  # the six of stars: three sixes and the jack of hearts
    go_outs = [action for action in game.view().legal_actions if isinstance(action, GoOut)]
    assert go_outs, "seed 7 deals a hand that goes out here"
    said = game.handle(f"discard {go_outs[0].card.long}")
    assert said[0].startswith(f"You go out, discarding the {go_outs[0].card.long}.")
    assert any(line.startswith("Everyone else has one last turn") for line in said)


def test_every_state_command_answers_in_short_lines(session: PlaySession) -> None:
    assert session.handle("hand") == ["Your hand, 3 cards. Hearts: jack, number 1. Clubs: six, number 2. Spades: six, number 3."]
    assert session.handle("top") == ["Top of the discard pile: the ten of clubs. Stock: 105 cards."]
    assert session.handle("w") == ["Threes are wild. Jokers are always wild. Round 1 of 11."]
    assert session.handle("scores") == ["No round scored yet: everyone has 0."]
    assert session.handle("round") == ["Round 1 of 11. Three cards each. Threes are wild. You dealt.", "Cards held: Ann 3, Bob 3."]
    assert session.handle("turn") == ["Your turn: draw from the stock, or take the ten of clubs. Type draw or take."]
    assert session.handle("") == session.handle("turn")
    assert session.handle("melds") == ["Nothing laid down yet this round."]
    assert session.handle("last")[-1] == "Your turn. Top of the discard pile: the ten of clubs."
    assert session.handle("repeat") == session.handle("l")
    assert session.handle("history 2") == ["Bob draws from the stock.", "Bob discards the ten of clubs."]


def test_verbosity_and_sort_change_what_is_said(session: PlaySession) -> None:
    assert session.handle("verbosity") == ["Verbosity is normal. Choices: brief, normal, full."]
    assert session.handle("v loud") == ['No verbosity "loud": choose brief, normal or full.']
    assert session.handle("v FULL") == ["Verbosity full."]
    by_rank = "Your hand, 3 cards. By rank: six of clubs, number 1; six of spades, number 2; jack of hearts, number 3."
    assert session.handle("sort rank") == ["Sorted by rank.", by_rank]
    assert session.handle("sort colour") == ['Sort by suit or rank, not "colour".']
    said = session.handle("draw")
    assert said[-1].startswith("Your hand, 4 cards.")  # full verbosity reads the hand on every turn


def test_unknown_commands_suggest_the_closest(session: PlaySession) -> None:
    assert session.handle("drwa") == ['No command "drwa". Did you mean draw? Type help for all commands.']
    assert session.handle("xyzzy") == ['No command "xyzzy". Type help for all commands.']
    assert session.handle("hand 3") == ['Hand takes nothing after it: just type "hand".']
    assert session.handle("history many") == ['"many" is not a number of events: type history, or history 20.']


def test_quit_asks_first(session: PlaySession) -> None:
    assert session.handle("quit") == ["Quit this game? Type yes to quit, anything else to go on."]
    assert session.handle("no")[0] == "Not quitting: the game goes on."
    assert not session.done
    session.handle("q")
    assert session.handle("YES") == ["Game stopped. Goodbye."]
    assert session.done


def test_an_unexpected_error_is_logged_and_said_in_one_sentence(
    session: PlaySession, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def broken(view: object) -> str:
        raise RuntimeError("boom")

    monkeypatch.setattr(session.narrator, "hand", broken)
    session.error_log = "/tmp/errors.log"
    with caplog.at_level(logging.ERROR, logger="shared_table"):
        said = session.handle("hand")
    assert said == ["Sorry, something went wrong with that command. It was written to /tmp/errors.log. The game goes on."]
    assert "boom" in caplog.text
    assert session.handle("top")[0].startswith("Top of the discard pile")  # and the game goes on


def test_help_is_generated_from_the_registry() -> None:
    lines = COMMANDS.help_lines()
    for command in COMMANDS:
        assert any(line.startswith(COMMANDS.usage(command)) for line in lines)
        assert len(command.aliases[0]) <= 2, f"{command.name} needs a one- or two-letter alias"
    assert COMMANDS.help_lines("x")[0] == "discard, then a card: discard a card; if the rest of your hand melds, you go out. Also: x."
    assert COMMANDS.help_lines("p")[0].startswith("print hand, or print scores: ")
    assert COMMANDS.help_lines("history")[0].startswith("history, optionally a number: ")
    assert COMMANDS.help_lines("help")[0].endswith(" Also: question mark, he.")
    assert "For example: discard 3" in " ".join(COMMANDS.help_lines("discard"))
    with pytest.raises(InvalidInput, match="Did you mean discard"):
        COMMANDS.help_lines("discrad")


def test_completion_offers_commands_and_the_cards_in_hand(session: PlaySession) -> None:
    assert COMMANDS.completions(session, "dr") == ["draw"]
    assert COMMANDS.completions(session, "h") == ["hand", "history", "hint", "hints", "help"]
    assert COMMANDS.completions(session, "v b") == ["brief"]
    assert COMMANDS.completions(session, "help so") == ["sort", "sounds"]
    cards = COMMANDS.completions(session, "discard ")
    assert "jack of hearts" in cards and "Jh" not in cards and "1" not in cards  # each card once, by its name (issue 41)
    assert COMMANDS.completions(session, "discard ja") == ["jack of hearts"]


def test_docs_commands_md_is_generated_from_the_registry() -> None:
    assert DOCS.read_text(encoding="utf-8") == commands_markdown(), "run: python -m shared_table.console.command_docs > docs/commands.md"


def test_options_are_checked_with_messages_that_say_what_works() -> None:
    assert seat_levels(None, None) == ["medium", "medium"]
    assert seat_levels(None, "medium,medium,medium") == ["medium"] * 3
    assert seat_levels(5, "medium") == ["medium"] * 4
    with pytest.raises(InvalidInput, match="2 to 14 players"):
        seat_levels(1, None)
    with pytest.raises(InvalidInput, match="3 levels for 1 computer players"):
        seat_levels(2, "medium,medium,medium")
    with pytest.raises(InvalidInput, match='no bot level "genius": levels are easy, medium, hard'):
        seat_levels(3, "genius")
    assert hosted(new_session(players=4, name="Ann")).state.settings.players == ("Ann", "Bob", "Cleo", "Dev")


def test_hint_says_the_hard_bots_move_and_why(session: PlaySession) -> None:
    said = session.handle("hint")
    assert said[0].startswith(("Hint: Draw from the stock: ", "Hint: Take the ten of clubs: "))
    session.handle("draw")
    assert session.handle("hint") == ["Hint: Discard the jack of hearts: the rest of your hand melds, so you go out."]


def test_hints_on_starts_each_turn_with_a_hint(session: PlaySession) -> None:
    assert session.handle("hints") == ["Hints at the start of each turn are off. Choices: on, off."]
    assert session.handle("hints maybe") == ['No hints setting "maybe": choose on or off.']
    assert session.handle("hints on")[0] == "Hints on: each turn starts with a hint."
    session.handle("draw")
    said = session.handle("discard 1")
    assert said[-1].startswith("Hint: ") and said[-2].startswith("Your")
    assert session.handle("hints off") == ["Hints off. Type hint when you want one."]


def test_braille_and_print_use_the_braille_decks_labels(session: PlaySession, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shown = session.handle("braille")
    assert shown[0] == "Your hand in braille, by suit:"  # what follows is said before the cells
    assert shown[1:] and all(set(line) <= {chr(c) for c in range(0x2800, 0x2900)} for line in shown[1:])
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    said = session.handle("print hand")
    path = Path(said[0].removeprefix("Braille hand written for an embosser: ").removesuffix("."))
    assert path.exists() and path.suffix == ".brf" and path.read_bytes().isascii()
    assert session.handle("print cards") == ['Print what? Type print hand, or print scores, not "cards".']


def test_what_a_person_typed_after_print_is_quoted_as_typed_not_as_python_writes_it() -> None:
    session = new_session(seed=7)
    session.start()
    said = session.handle("print it's")
    assert said == ['Print what? Type print hand, or print scores, not "it\'s".'], said



@pytest.mark.parametrize("game", ["fivecrowns", "skipbo"])
def test_answering_first_says_the_move_before_the_computer_players_think_and_nothing_else_changes(game: str) -> None:
    # A console (console/play.py) answers a move with its own result, then writes the computer
    # players' moves (`follow_on`) while that is heard: the same lines, in the same order, as
    # one answer, with no computer player's move made before the first part is ready.
    whole, split = (new_session(players=5, bots="hard", seed=11, game=game) for _ in range(2))
    split.answer_first = True
    assert whole.start() == split.start()
    early, line = 0, "hint"
    for _ in range(3000):
        if whole.done:
            break
        expected = whole.handle(line)
        moves_before = hosted(split).moves
        first = split.handle(line)
        if split._said_first is not None:  # computer players are to move: none has yet
            assert hosted(split).moves == moves_before + 1 and hosted(split).state.current not in split.humans
            early += 1
        assert first + split.follow_on() == expected, line
        assert split.follow_on() == [], "the table's moves are said once"
        line = expected[-1].split(": ", 1)[1] if line == "hint" else "hint"  # the hint's move, typed back as said
    assert whole.done and split.done and early >= 3, "the person's move was answered before the table's, more than once"
