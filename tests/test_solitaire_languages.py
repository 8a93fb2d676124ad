"""Five Crowns Solitaire in every language: a seeded game played to the end by its computer player,
with every question, refusal, hint and printout along the way, said in each language with no
message or variable missing (STRICT is on in tests), typed in the language and in English, and in
the pseudo-language with no English left in code.
"""

from __future__ import annotations

import functools
import re

import pytest

from shared_table.console.play import hosted, session_from_setup
from shared_table.games import find_game
from shared_table.games.fivecrowns.rules.cards import parse_card
from shared_table.games.fivecrowns.words.reading_typed_cards import parse_named_card
from shared_table.games.fivecrowns.words.saying_cards import card_words
from shared_table.games.solitaire.bots.planner import PlannerPlayer
from shared_table.games.solitaire.bots.players import GreedyPlayer, SolitairePlayer
from shared_table.games.solitaire.braille.printouts import piles_document
from shared_table.games.solitaire.rules.state import SolitaireState, SolitaireView
from shared_table.games.solitaire.words.narration import pile_order
from shared_table.i18n.languages import LANGUAGES, find_language
from shared_table.i18n.words import Words, words_for
from shared_table.sessions.play import PlaySession
from shared_table.table.setup import GameSetup

GAME = find_game("solitaire")
CODES = [language.code for language in LANGUAGES]
SEED = 8


def session_in(code: str) -> PlaySession:
    setup = GameSetup(players=("Ann",), human_seat=0, levels=("",), seed=SEED)
    return session_from_setup(setup, game=GAME, language=code)


def _name(words: Words, key: str) -> str:
    return words(key)


def play_through(session: PlaySession, player: SolitairePlayer | None = None, ask: bool = True) -> list[str]:
    """The whole game: the player's moves (the planner's by default) typed as a person types them,
    in the language and now and then in English, with the solitaire's questions and a few refusals
    between them (when `ask`: else only at the start and the end)."""
    words = session.words
    piles, pile, card, stock = (_name(words, f"sol-cmd-{name}") for name in ("piles", "pile", "card", "stock"))
    play, pass_, discards = (_name(words, f"sol-cmd-{name}") for name in ("play", "pass", "discards"))
    out = words("sol-word-out").split(";")[0].strip()
    said = session.start()
    for question in ("help", f"help {play}", play, f"{play} 3 {out}", f"{pile} 12", f"{piles} 2"):
        said += [f"> {question}", *session.handle(question)]
    player = player or PlannerPlayer(steps=None)  # a search to the end: the same moves whatever it remembers
    for turn in range(40):
        if hosted(session).state.is_over:
            break
        view: SolitaireView = session.view()
        move = player.choose(view)
        assert view.turned is not None
        closed = next((p.number for p in view.piles if p.closed), None)
        questions = [piles, f"{pile} {move.pile}", card, stock, discards, "hint"][turn % 6 :][:2] if ask else []
        if closed is not None and turn % 7 == 0 and ask:
            questions.append(f"{play} {closed} 1")  # refused: the pile is closed
        for question in questions:
            said += [f"> {question}", *session.handle(question)]
        if move.discard == view.turned:
            typed = pass_ if turn % 2 else "pass"
        else:
            listing = pile_order(view.pile(move.pile))
            name = card_words(move.discard, words)
            typed = [f"{play} {move.pile} {out} {name}", f"{play} {move.pile} {listing.index(move.discard) + 1}",
                     f"play {move.pile} out {move.discard.long}", f"{play} {move.pile} {move.discard.short}"][turn % 4]
        said += [f"> {typed}", *session.handle(typed)]
    session.me.advisor.pause()
    for question in (piles, f"{pile} 11", card, stock, discards, "hint", pass_):
        said += [f"> {question}", *session.handle(question)]
    return said


@functools.cache
def _english() -> list[str]:
    return play_through(session_in("en")) + play_through(session_in("en"), GreedyPlayer(), ask=False)


@pytest.mark.parametrize("code", CODES)
def test_a_whole_solitaire_is_said_in_each_language(code: str) -> None:
    session = session_in(code)
    said = play_through(session)
    assert isinstance(hosted(session).state, SolitaireState) and hosted(session).state.won, "the planner wins this deal"
    words = session.words
    assert words("sol-after", new=words("table-cmd-new"), quit=words("table-cmd-quit")) in said
    lost = session_in(code)
    said += play_through(lost, GreedyPlayer(), ask=False)
    lost_state = hosted(lost).state
    assert isinstance(lost_state, SolitaireState) and lost_state.is_over and not lost_state.won, "greedy loses it: both ends are said"
    assert session.moves >= 20, "every move was typed in words the session understood"
    heard = [line for line in said if not line.startswith("> ")]
    assert all(line.strip() for line in heard)
    assert not [line for line in heard if re.search(r"[{}]|\bsol-", line)], "no placeholder or message id is said"
    if code != "en":
        english = _english()
        assert len(said) == len(english), "a language says as many lines as English"
        assert said != english


@pytest.mark.parametrize("code", CODES)
def test_the_braille_layout_is_in_the_language_and_its_table(code: str) -> None:
    session = session_in(code)
    session.start()
    words, view = session.words, session.view()
    lines = piles_document(view, words).print_lines()
    assert lines[0].split()[0] == words("sol-braille-stock", count=view.stock_left).split()[0]
    assert len(lines) == 2 + 2 * 11
    printout = GAME.braille(view, words, find_language(code).braille)
    assert printout.text and printout.heading == words("sol-braille-intro")


def test_the_pseudo_language_leaves_no_english_in_the_solitaires_own_words() -> None:
    """Every vowel of the catalogs is accented in the pseudo-language: a plain English word came
    from code. Help is the table's (it lists the English names as aliases), and the list words
    "and" and "or" are Babel's."""
    plain, asked = [], ""
    for line in play_through(session_in("pseudo")) + play_through(session_in("pseudo"), GreedyPlayer(), ask=False):
        if line.startswith("> "):
            asked = line
            continue
        if asked.startswith("> help"):
            continue
        found = [w for w in re.findall(r"[^\W\d_]+", line) if w.isascii() and len(w) > 1 and re.search("[aeiouyAEIOUY]", w)]
        found = [w for w in found if w.lower() not in {"joker", "ann", "and", "or"}]
        if found:
            plain.append(f"{found}: {line}")
    assert not plain, "\n".join(plain[:20])


def test_a_move_is_understood_in_the_language_and_in_english() -> None:
    for code in ("da", "fi", "fr"):
        local, english = session_in(code), session_in("en")
        local.start(), english.start()
        view = local.view()
        target = view.open_piles[0]
        first = pile_order(target)[0]
        words = local.words
        typed = f"{words('sol-cmd-play')} {target.number} {words('sol-word-out')} {card_words(first, words)}"
        assert local.handle(typed) and local.view().pile(target.number).cards != target.cards, typed
        english.handle(f"play {target.number} out {first.long}")
        assert local.view() == english.view()


@pytest.mark.parametrize("code", CODES)
def test_the_play_example_names_its_card_in_the_language(code: str) -> None:
    """help play's first example ("spil 3 ud klør konge") is typed as the help says it, so its card
    name must be one the language's card names understand."""
    words = words_for(code, GAME.catalogs)
    example = words("sol-cmd-play-examples").split(";")[0].split()
    assert example[:3] == [words("sol-cmd-play"), "3", words("sol-word-out")]
    assert parse_named_card(" ".join(example[3:]), words) == parse_card("Kc")
