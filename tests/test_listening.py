"""What a listener hears, over whole seeded games of every mode: play at each verbosity, the hot
seat, solitaire and the companion, each driven through its session's handle() with the commands
a person would type (moves, questions, help, shortenings, misspellings). No line may put a
number right before a card's name, say a card in digits, say a count as a rank, or hold a symbol
a screen reader reads aloud ("vertical line", "left bracket").
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator

import pytest

from shared_table.console.play import hosted, make_setup, new_session, session_from_setup
from shared_table.games.fivecrowns.bots.levels import MediumBot
from shared_table.games.fivecrowns.rules.actions import Discard, DrawFromStock, GoOut, TakeDiscard
from shared_table.games.fivecrowns.rules.cards import RANKS, Suit, full_deck, rank_plural, rank_word
from shared_table.games.fivecrowns.rules.state import wild_rank_of
from shared_table.games.fivecrowns.tools.companion.session import CompanionSession
from shared_table.games.fivecrowns.words.commands import hand_in_order
from shared_table.games.fivecrowns.words.narration import Verbosity
from shared_table.games.solitaire.bots.players import greedy_choice
from shared_table.games.solitaire.words.narration import pile_order
from shared_table.sessions.play import PlaySession

_CARD = "|".join([*(rank_plural(rank) for rank in RANKS), *(rank_word(rank) for rank in RANKS), "jokers", "joker"])
_SUIT = "|".join(suit.word for suit in Suit)
PROBLEMS = {
    # "1 three, 2 nine" is heard as one three and two nines; a comma is too short a pause to help.
    "a number right before a card's name": re.compile(rf"\b\d+,?\s+(?:wild\s+)?(?:{_CARD})\b", re.IGNORECASE),
    "a card said in digits": re.compile(rf"\b(?:\d+|[JQK]) of (?:{_SUIT})\b"),
    "a rank said in digits": re.compile(r"\b\d+s\b|\bwild \d+\b|\bas the \d+\b|\bRun: \d"),
    "a count said as a rank": re.compile(r"\b(?:jack|queen|king)s? cards\b", re.IGNORECASE),
    "a symbol read aloud": re.compile(r"[|\[\]{}<>]"),
}


EXAMPLE = re.compile(r"(?:\blike:|For example:) [^.?!]*")
"""A command to type, given as an example ("like: play 3 king of clubs"): heard, it is what to type."""


def misheard(line: str) -> list[str]:
    """What in `line` a listener could mishear, by name (none: an empty list)."""
    text = EXAMPLE.sub("", line)
    return [f"{problem}: {found.group()!r}" for problem, pattern in PROBLEMS.items() for found in pattern.finditer(text)]


def assert_heard_right(said: list[str]) -> None:
    bad = [(line, problems) for line in said if not line.startswith("> ") and (problems := misheard(line))]
    assert not bad, "\n".join(f"{problems}: {line}" for line, problems in bad[:10])


def test_the_check_itself_catches_what_was_misheard() -> None:
    for heard in [
        "Your hand, 3 cards. Clubs: 1 king. Wild: 2 three of diamonds, 3 three of diamonds.",
        '"k" could be 1 king of hearts, 3 king of clubs.',
        "Round 9. Jack cards each. Jacks are wild.",
        "9 of diamonds to pile 3; king of clubs discarded.",
        "Book: two 7s with a wild 3.",
        "Run: 8, 9, 10, jack of spades, a joker as the 9.",
        "print hand|scores (alias ?, he)",
        "Pile 6, eights wild: 14 points.",
    ]:
        assert misheard(heard), heard
    for fine in [
        "Your hand, 3 cards. Clubs: king, number 1. Wild: three of diamonds, number 2; three of diamonds, number 3.",
        "Round 9. Eleven cards each. Jacks are wild.",
        "Pile 6: eights wild, 14 points.",
        "Cy, 68 points: 50 for a joker, 6 for the six of spades.",
        "Book: two sevens with two wild threes.",
        "Totals after round 2: Ann leads with 10; Bob 20, 10 behind.",
    ]:
        assert not misheard(fine), fine


# ---------------------------------------------------------------------- Five Crowns, one person or several

QUESTIONS = ["hand", "melds", "round", "scores", "top", "wild", "hint", "history 3", "last", "turn", "sort rank", "sort suit"]


def _misspelt(word: str) -> str:
    """"nien" for nine: the last two letters swapped (the first two, when those are the same)."""
    return word[:-2] + word[-1] + word[-2] if word[-1] != word[-2] else word[0] + word[2] + word[1] + word[3:]


def _play_command(session: PlaySession, turn: int, rng: random.Random) -> Iterator[str]:
    """A person's lines for this moment: a question now and then, a card named by a suit or
    misspelt before it is named for sure, and the move the medium bot would make."""
    view = session.view()
    if not view.has_drawn and turn % 4 == 0:
        yield QUESTIONS[(turn // 4) % len(QUESTIONS)]
    action = MediumBot(view.seat, len(view.players), random.Random(turn)).choose(view)
    match action:
        case DrawFromStock():
            yield "draw"
        case TakeDiscard():
            yield "take"
        case Discard(card=card) | GoOut(card=card):
            hand = hand_in_order(session)
            if card.suit is not None and turn % 3 == 0:
                yield f"x {rng.choice([card.suit.short, card.suit.word])}"  # the one card, or the choices
            if card.suit is not None and turn % 5 == 1:
                yield f"x {_misspelt(rank_word(card.rank))} of {card.suit.word}"  # answered with "did you mean"
            if session.view().has_drawn and card in hand_in_order(session):
                yield f"discard {hand.index(card) + 1}"


def _play_through(session: PlaySession, seed: int) -> list[str]:
    rng = random.Random(seed)
    said = session.start() + session.handle("help") + session.handle("help print")
    for turn in range(3000):
        if session.done:
            return said
        if session.pending_handover is not None:
            said += session.handle("")
            continue
        for line in _play_command(session, turn, rng):
            said += ["> " + line, *session.handle(line)]
            if session.done or session.pending_handover is not None:
                break
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("verbosity", list(Verbosity))
@pytest.mark.parametrize("seed", [3, 11])
def test_a_whole_game_at_each_verbosity_is_heard_right(verbosity: Verbosity, seed: int) -> None:
    said = _play_through(new_session(players=4, seed=seed, verbosity=verbosity), seed)
    assert said[-1].startswith("Game over") or any(line.startswith("Game over") for line in said[-3:])
    assert any(" could be " in line for line in said), "a suit named several cards, and the choices were said"
    assert any("did you mean" in line for line in said), "a misspelling was answered"
    assert_heard_right(said)


@pytest.mark.parametrize(("humans", "bots", "seed"), [("Ann,Bob", "medium", 1), ("Ann,Bob,Cy", None, 2)])
def test_a_whole_hot_seat_game_is_heard_right(humans: str, bots: str | None, seed: int) -> None:
    session = session_from_setup(make_setup(bots=bots, seed=seed, humans=humans), Verbosity.FULL)
    said = _play_through(session, seed)
    assert any(line.endswith(" at the keyboard.") for line in said)
    assert_heard_right(said)


# ---------------------------------------------------------------------- solitaire


@pytest.mark.parametrize("seed", [5, 8, 13])
def test_a_whole_solitaire_game_is_heard_right(seed: int) -> None:
    session = new_session(seed=seed, game="solitaire")
    said = session.start() + session.handle("help") + session.handle("help play")
    for turn in range(40):
        if hosted(session).state.is_over:
            break
        view = session.view()
        play = greedy_choice(view).play
        assert view.turned is not None
        pile = pile_order(view.pile(play.pile))
        typed = [["piles", f"pile {play.pile}", "card", "stock", "discards", "hint"][turn % 6]]
        if play.discard == view.turned:
            typed.append("pass")
        else:
            if play.discard.suit is not None and turn % 4 == 0:
                typed.append(f"play {play.pile} out {play.discard.suit.word}")  # the card, or the choices
            typed.append(f"play {play.pile} out {pile.index(play.discard) + 1}")
        for line in typed:
            said += ["> " + line, *session.handle(line)]
    assert said[-1] == "Type new for another game, or quit."
    assert_heard_right(said)


# ---------------------------------------------------------------------- the companion


def _companion_lines(seed: int) -> Iterator[str]:
    """Eleven rounds at a real table: hands checked, scores given as cards or points, the sheet read."""
    rng = random.Random(seed)
    players = ["Ann", "Bob", "Cy", "Dee"]
    yield "players " + ", ".join(players)
    for round_number in range(1, 12):
        wild, deck = wild_rank_of(round_number), full_deck(2)
        rng.shuffle(deck)
        hands = [deck[i * (wild + 2) : (i + 1) * (wild + 2)][:wild] for i in range(len(players))]
        yield "check " + " ".join(card.short for card in hands[0])
        yield ["round", "totals", "help", "help edit"][round_number % 4]
        yield "score"
        out = round_number % len(players)
        for seat, hand in enumerate(hands):
            if seat == out:
                yield "out"
            elif seat % 2:
                yield " ".join(card.short for card in hand[: 1 + round_number % 3])
                yield ""  # keep the cards said back
            else:
                yield str(sum(card.points(wild) for card in hand[:2]))
        yield f"sheet {round_number}"
        if round_number == 4:
            yield "edit 2 Bob joker 7c"
            yield "undo"
    yield "sheet"


@pytest.mark.parametrize("seed", [1, 2])
def test_a_whole_companion_evening_is_heard_right(seed: int) -> None:
    session = CompanionSession(None)
    said = session.start()
    for line in _companion_lines(seed):
        said += ["> " + line, *session.handle(line)]
    assert session.sheet is not None and session.sheet.is_over, said[-5:]
    assert any(" for a joker" in line or " for the " in line for line in said), "cards were said back with their points"
    assert_heard_right(said)


def _all_help(handle: Callable[[str], list[str]], names: list[str]) -> list[str]:
    return handle("help") + [line for name in names for line in handle(f"help {name}")]


def test_help_in_every_mode_is_said_in_words() -> None:
    from shared_table.games.fivecrowns.tools.companion.commands import COMPANION

    play, solitaire, companion = new_session(seed=1), new_session(seed=1, game="solitaire"), CompanionSession(None)
    play.start()
    solitaire.start()
    said = _all_help(play.handle, [c.name for c in play.commands]) + _all_help(solitaire.handle, [c.name for c in solitaire.commands])
    said += _all_help(companion.handle, [c.name for c in COMPANION])
    assert_heard_right(said)
    assert not [line for line in said if re.search(r"[()]|\b[A-Z]{2,}\b(?<!BRF)", line)], "no brackets, no placeholders"
    assert "help, optionally a command: the commands, or more about one. Also: question mark, he." in said
    assert any(line.startswith("print hand, or print scores: ") for line in said)
    assert any(line.startswith("history, optionally a number: ") for line in said)
