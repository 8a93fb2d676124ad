"""The words themselves, item by item of what a listener misheard: positions after the card,
counts as counts, cards in words, melds that say real cards before stand-ins, shortenings by suit
and misspellings, and the companion's score sheet one player at a time."""

from __future__ import annotations

import random
import re

import pytest

from shared_table.console.play import new_session
from shared_table.core.errors import AmbiguousInput, InvalidInput
from shared_table.games import find_game
from shared_table.games.fivecrowns.rules import events as ev
from shared_table.games.fivecrowns.rules.cards import ALL_FACES, JOKER, Card, Suit, full_deck, parse_cards, rank_word
from shared_table.games.fivecrowns.rules.melds import Meld, MeldKind
from shared_table.games.fivecrowns.rules.solver import arrange
from shared_table.games.fivecrowns.tools.companion.narration import round_detail
from shared_table.games.fivecrowns.tools.companion.sheet import Sheet, parse_entry
from shared_table.games.fivecrowns.words.hand_listing import hand_words
from shared_table.games.fivecrowns.words.narration import Narrator
from shared_table.games.fivecrowns.words.reading_typed_cards import resolve_card
from shared_table.games.fivecrowns.words.saying_cards import card_words, meld_words
from shared_table.games.solitaire.rules.state import PileView
from shared_table.games.solitaire.words.narration import pile_lines
from shared_table.i18n.words import words_for
from test_listening import misheard

EN = words_for("en", ("shared_table.games.fivecrowns",))

# ---------------------------------------------------------------------- 1. positions after the card


def test_a_hand_says_each_card_then_its_number() -> None:
    hand = parse_cards(["Kc 3d 3d 9st 5st"])
    said = hand_words(hand, 3, words=EN)
    assert said == (
        "Your hand, 5 cards. Stars: five, number 1; nine, number 2. Clubs: king, number 3. "
        "Wild: three of diamonds, number 4; three of diamonds, number 5."
    )
    assert not misheard(said)
    assert [int(n) for n in re.findall(r"number (\d+)", said)] == [1, 2, 3, 4, 5]


def test_choices_say_each_card_then_its_number_and_the_number_still_works() -> None:
    hand = parse_cards(["Kh 5c Kc 9d"])
    with pytest.raises(AmbiguousInput) as raised:
        resolve_card("k", hand, words=EN)
    assert str(raised.value) == '"k" could be king of hearts, number 1; or king of clubs, number 3. Say which, by number or full name.'
    assert resolve_card("3", hand, words=EN) == Card.parse("Kc")


def test_a_card_taken_or_drawn_is_told_with_its_number_after_it() -> None:
    session = new_session(seed=7)
    session.start()
    said = session.handle("take")
    assert said[0] == "You take the ten of clubs, number 3."


def test_a_solitaire_pile_says_each_card_then_its_number() -> None:
    pile = PileView(number=6, cards=tuple(parse_cards(["5st 3h 8d"])), closed=False)  # pile 6: eights wild
    lines = pile_lines(pile, Card.parse("9d"), words_for("en", find_game("solitaire").catalogs))
    assert lines[0] == "Pile 6: eights wild, 3 cards. Stars: five, number 1. Hearts: three, number 2. Wild: eight of diamonds, number 3."
    assert not [line for line in lines if misheard(line)]


# ---------------------------------------------------------------------- 2. counts as counts


def test_every_round_says_how_many_cards_as_a_count_and_what_is_wild_as_a_rank() -> None:
    narrator = Narrator(0, ("You", "Ann"), EN)
    counts = ["Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve", "Thirteen"]
    for number, count in enumerate(counts, start=1):
        line = narrator.event_lines(ev.RoundStarted(number, number + 2, number + 2, 1, 0))[-1]  # round 1 first says who plays
        assert line.startswith(f"Round {number}. {count} cards each. "), line
    assert line == "Round 11. Thirteen cards each. Kings are wild. Ann deals."
    assert narrator.event_line(ev.RoundStarted(9, 11, 11, 0, 1)).startswith("Round 9. Eleven cards each. Jacks are wild.")


# ---------------------------------------------------------------------- 3. one way to say a card


def test_a_card_is_always_said_in_words() -> None:
    for face in ALL_FACES:
        assert not re.search(r"\d", card_words(face, EN)), face


def test_books_say_ranks_in_words() -> None:
    sevens = Meld(MeldKind.BOOK, tuple(parse_cards(["7c 7h 3d"])), rank=7)
    assert meld_words(sevens, 3, EN) == "Book: two sevens with a wild three."
    wilds = Meld(MeldKind.BOOK, tuple(parse_cards(["8c 3c 3h joker"])), rank=8)
    assert meld_words(wilds, 3, EN) == "Book: an eight with a joker and two wild threes."
    assert meld_words(Meld(MeldKind.BOOK, (JOKER, JOKER, Card.parse("3c"))), 3, EN) == "Book of wilds: two jokers and a wild three."


# ---------------------------------------------------------------------- 4. melds: real cards, then stand-ins


def test_the_melds_the_issue_heard_wrong() -> None:
    hearts = Meld(MeldKind.RUN, (JOKER, Card.parse("Qh"), Card.parse("Kh")), suit=Suit.HEARTS, stands_for=(11, 12, 13))
    assert meld_words(hearts, 5, EN) == "Run of hearts, jack to king: a joker as the jack, queen, king."
    spades = Meld(MeldKind.RUN, tuple(parse_cards(["8sp joker 10sp 9h"])), suit=Suit.SPADES, stands_for=(8, 9, 10, 11))
    said = "Run of spades, eight to jack: eight, a joker as the nine, ten, the wild nine of hearts as the jack."
    assert meld_words(spades, 9, EN) == said


_STAND_IN = re.compile(r"^(a joker|the wild (\w+) of (\w+)) as the (\w+)(?: of (\w+))?$")


def _runs_said(seed: int) -> list[tuple[Meld, int, str]]:
    """Runs the solver lays down from random hands, with what is said of each."""
    rng, found = random.Random(seed), []
    for _ in range(400):
        wild = rng.randint(3, 13)
        deck = full_deck()
        rng.shuffle(deck)
        found += [(m, wild, meld_words(m, wild, EN)) for m in arrange(deck[: wild + 1], wild).melds if m.kind is MeldKind.RUN]
    return found


@pytest.mark.parametrize("seed", [1, 2])
def test_a_run_is_said_in_rank_order_with_each_wild_in_its_place_and_never_names_a_held_rank_for_a_wild(seed: int) -> None:
    """"Run of clubs: three, a joker as the four, the wild king of diamonds as the five, six.":
    a listener hears the run as it lies on the table, low to high (issue 30)."""
    runs = _runs_said(seed)
    assert len(runs) > 100 and any(_STAND_IN.match(part) for _, _, said in runs for part in said.split(", ")[1:-1])
    words = {rank_word(rank): rank for rank in range(3, 14)}
    for meld, wild, said in runs:
        assert meld.suit is not None and said.endswith("."), said
        assert not re.search(r"\d", said) and not misheard(said), said
        head, _, body = said.partition(": ")
        low, high = rank_word(min(meld.stands_for)), rank_word(max(meld.stands_for))
        wilds = any(not (card.suit is meld.suit and card.rank == rank) for card, rank in zip(meld.cards, meld.stands_for, strict=False))
        # a run with a wild says its span first
        assert head == (f"Run of {meld.suit.word}, {low} to {high}" if wilds else f"Run of {meld.suit.word}"), said
        real, stand_ins, order = [], [], []
        for part in body.removesuffix(".").split(", "):
            match = _STAND_IN.match(part)
            if match is None:
                real.append(words[part])
                order.append(words[part])
                continue
            if match[2]:
                assert words[match[2]] == wild, "a wild is said as wild, with its own name"
            stand_ins.append(words[match[4]])
            order.append(words[match[4]])
        assert not set(real) & set(stand_ins), f"a wild named after a real card of the meld: {said}"
        assert sorted(real + stand_ins) == sorted(meld.stands_for) and len(real) + len(stand_ins) == len(meld.cards), said
        assert order == sorted(meld.stands_for), f"in the run's order, each wild in its place: {said}"


# ---------------------------------------------------------------------- 5. shortenings and misspellings


def test_a_suit_names_the_cards_of_that_suit() -> None:
    hand = parse_cards(["10sp Ksp 4h 6c"])
    with pytest.raises(AmbiguousInput, match=r'^"sp" could be ten of spades, number 1; or king of spades, number 2\.'):
        resolve_card("sp", hand, words=EN)
    for text in ("h", "hearts", "heart", "♥", "H"):
        assert resolve_card(text, hand, words=EN) == Card.parse("4h")
    assert resolve_card("clubs", hand, words=EN) == Card.parse("6c")
    with pytest.raises(InvalidInput, match=r"^You have no diamonds\. Type hand to hear your cards\.$"):
        resolve_card("d", hand, words=EN)
    with pytest.raises(AmbiguousInput, match=r'^"Spades" could be ten of spades, number 1; or king of spades, number 2\.'):
        resolve_card("Spades", hand, words=EN)
    assert resolve_card("kings", hand, words=EN) == Card.parse("Ksp")
    pile = "pile 3 with the card turned"
    with pytest.raises(InvalidInput, match=r"^Pile 3 with the card turned has no stars\. Type pile 3 to hear them\.$"):
        resolve_card("st", hand, pile, "pile 3", words=EN)


def test_x_with_a_suit_in_a_game_discards_the_one_card_of_that_suit() -> None:
    session = new_session(seed=7)
    session.start()
    session.handle("draw")  # seed 7: the jack of hearts, and three sixes of stars, clubs and spades
    said = session.handle("x h")[0]
    assert said.startswith(("You discard the jack of hearts.", "You go out, discarding the jack of hearts.")), said


def test_a_misspelling_is_answered_with_did_you_mean_and_nothing_is_done() -> None:
    hand = parse_cards(["9sp Ksp 4h"])
    with pytest.raises(InvalidInput, match=r'^No card "nien of spades" in your hand: did you mean nine of spades, number 1\?$'):
        resolve_card("nien of spades", hand, words=EN)
    with pytest.raises(InvalidInput, match=r"did you mean king of spades, number 2\?$"):
        resolve_card("kign of spades", hand, words=EN)
    with pytest.raises(InvalidInput, match=r"did you mean nine of spades, number 1\?$"):
        resolve_card("ninespades", hand, words=EN)
    with pytest.raises(InvalidInput, match=r'^No card "qeen of hearts": if you meant the queen of hearts, you have none\.'):
        resolve_card("qeen of hearts", hand, words=EN)
    with pytest.raises(InvalidInput, match=r'^No card "zebra" in your hand\. Name it by number'):
        resolve_card("zebra", hand, words=EN)
    session = new_session(seed=7)
    session.start()
    session.handle("draw")
    before = session.view()
    assert session.handle("x jakc of hearts") == ['No card "jakc of hearts" in your hand: did you mean jack of hearts, number 2?']
    assert session.view() == before


# ---------------------------------------------------------------------- 7. the companion's sheet, a player at a time


def test_one_round_of_the_sheet_says_each_player_in_a_sentence_of_their_own() -> None:
    sheet = Sheet(["Cy", "Dee", "Eve"])
    sheet.score_round([parse_entry("joker 6sp Qd", 1), parse_entry("25", 1), parse_entry("out", 1)])
    assert round_detail(sheet, 1) == [
        "Round 1, Cy dealt, threes wild.",
        "Cy, 68 points: 50 for a joker, 6 for the six of spades, 12 for the queen of diamonds.",
        "Dee, 25 points.",
        "Eve went out.",
        "Totals after round 1: Eve leads with 0; Dee 25, 25 behind; Cy 68, 68 behind.",
    ]


def test_one_last_turn_is_said_with_the_right_verb() -> None:
    from shared_table.games.fivecrowns.rules import events as ev
    from shared_table.games.fivecrowns.words.narration import Narrator

    event = ev.LastTurnsBegin(went_out=0, order=(1,))
    assert Narrator(1, ("Ann", "Bob"), EN).event_line(event) == "You have one last turn."
    assert Narrator(0, ("Ann", "Bob"), EN).event_line(event) == "Bob has one last turn."
