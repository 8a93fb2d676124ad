"""Five Crowns Solitaire's own commands: the piles, the card turned, playing and passing. Each
handler takes the seat session and the rest of the line and returns the lines to say, in the
session's words. Hint, undo, braille, print, new, help, quit and the rest every game has are in
sessions/common_commands.py.

What a player types is read in their language and in English: "play 3 out 2", "spil 3 ud 2".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from shared_table.core.commands import Command
from shared_table.core.errors import IllegalAction, InvalidInput
from shared_table.core.message import msg
from shared_table.core.numbers import number_in, whole_number
from shared_table.core.typed_words import fold
from shared_table.core.words import Words
from shared_table.games.fivecrowns.rules.cards import Card, parse_card
from shared_table.games.fivecrowns.words.reading_typed_cards import resolve_card
from shared_table.games.fivecrowns.words.saying_cards import card_list_lines, said_alike
from shared_table.games.solitaire.rules.state import PILES, Play, SolitaireView
from shared_table.games.solitaire.words.narration import card_said, pile_lines, pile_order, piles_lines, stock_line, turn_line

if TYPE_CHECKING:
    from shared_table.core.seat import Seat

EXAMPLE_CARD = parse_card("Kc")  # the card the examples name: the king of clubs


def typed(words: Words, message_id: str, other_ways: str = "") -> list[str]:
    """What a player may type for one word (the catalog lists them apart by ";"), in the
    language and in English, with the message `other_ways` lists too, longest first, lower case."""
    found = {word.strip().lower() for source in (words, words.in_english()) for message in (message_id, other_ways) if message
             for word in source(message).split(";") if word.strip()}
    return sorted(found, key=lambda word: (-len(word), word))


def _no_argument(session: Seat, key: str, argument: str) -> None:
    if argument:
        words = session.words
        raise InvalidInput(msg("sol-takes-nothing", name=words(key)))


def _pile_number(text: str, words: Words) -> int:
    key = text.strip().lower()
    for word in typed(words, "sol-word-pile", "sol-typed-pile"):
        if key.startswith(word):
            key = key.removeprefix(word).strip()
            break
    number = number_in(key, 1, PILES)
    if number is None:
        raise InvalidInput(msg("sol-pile-unknown", given=text.strip(), total=PILES))
    return number


def _playing(session: Seat) -> SolitaireView:
    view: SolitaireView = session.view()
    if view.turned is None:
        words = session.words
        raise IllegalAction(msg("sol-game-over", new=words("table-cmd-new"), quit=words("table-cmd-quit")))
    return view


def piles(session: Seat, argument: str) -> list[str]:
    _no_argument(session, "sol-cmd-piles", argument)
    return piles_lines(session.view(), session.words)


def pile(session: Seat, argument: str) -> list[str]:
    view = session.view()
    if not argument:
        raise InvalidInput(msg("sol-which-pile", total=PILES))
    return pile_lines(view.pile(_pile_number(argument, session.words)), view.turned, session.words)


def card(session: Seat, argument: str) -> list[str]:
    _no_argument(session, "sol-cmd-card", argument)
    return [turn_line(session.view(), session.words)]


def stock(session: Seat, argument: str) -> list[str]:
    _no_argument(session, "sol-cmd-stock", argument)
    return [stock_line(session.view(), session.words)]


def _without_out(text: str, words: Words) -> str:
    """The card named after the pile, with "out" or "in place of" (in the language or English)
    taken off its front."""
    typed_words = text.split()
    for phrase in typed(words, "sol-word-out", "sol-typed-out"):
        size = len(phrase.split())
        if [fold(word) for word in typed_words[:size]] == fold(phrase).split():
            return " ".join(typed_words[size:])
    return text


def _where_and_which(argument: str, turned: Card, words: Words) -> tuple[str, str]:
    """The pile and the card coming out, from what follows play: "3 out 2", or as a hint is said
    back, "the nine of spades on pile 6 in place of the king of hearts" (the card turned, a word
    such as "on", the pile word and its number), or "lägg knekten på 8" (no pile word). The card
    before the pile must be the card turned."""
    typed_words = argument.split()
    piles = {fold(word) for word in typed(words, "sol-word-pile", "sol-typed-pile")}
    between = {fold(word) for word in typed(words, "sol-typed-before-pile")}
    pile_at = next((at + 1 for at, word in enumerate(typed_words[:-1]) if fold(word) in piles), None)
    if pile_at is None and typed_words and whole_number(typed_words[0]) is None:  # the pile's number right after "on"
        pile_at = next((at + 1 for at, word in enumerate(typed_words[1:-1], start=1)
                        if fold(word) in between and whole_number(typed_words[at + 1]) is not None), None)
    if pile_at is None:
        return (typed_words[0], " ".join(typed_words[1:])) if typed_words else ("", "")
    before = typed_words[:pile_at - 1]  # what names the card turned, before "pile" or "on"
    while before and fold(before[-1]) in between:
        before.pop()
    if not _names_the_card(" ".join(word for word in before if fold(word) not in between), turned, words):
        raise InvalidInput(msg("sol-only-the-turned", card=card_said(turned, words), given=" ".join(before)))
    return typed_words[pile_at], " ".join(typed_words[pile_at + 1:])


def _names_the_card(text: str, card: Card, words: Words) -> bool:
    """Whether `text` names `card`: by its name, or by its rank's digits alone ("joue le 3 sur la
    pile 10" plays the three turned up)."""
    if not text.strip() or fold(text) in {fold(word) for word in typed(words, "sol-typed-the-card")}:
        return True  # "spil kortet på bunke 3", "put it on pile 3": the card turned is the one card played
    if whole_number(text) is not None:
        return whole_number(text) == card.rank and not card.is_joker
    try:
        return resolve_card(text, [card], words=words) == card
    except InvalidInput:
        return False


def play(session: Seat, argument: str) -> list[str]:
    """The card turned goes into the pile; the card named leaves it ("out" before it is optional)."""
    view = _playing(session)
    words = session.words
    assert view.turned is not None
    turned = card_said(view.turned, words)
    where, which = _where_and_which(argument, view.turned, words)
    if not where:
        raise InvalidInput(msg("sol-into-which", card=turned, example=card_said(EXAMPLE_CARD, words)))
    target = view.pile(_pile_number(where, words))
    if target.closed:
        raise IllegalAction(msg("sol-closed-choose", pile=target.number))
    which = _without_out(which.strip(), words)
    if not which:
        raise InvalidInput(msg("sol-which-out", pile=target.number, card=turned))
    cards = list(pile_order(target))
    where_words = words("sol-in-pile", pile=target.number)
    try:
        leaving = resolve_card(which, cards, where_words, where_words, words=words)
    except InvalidInput:
        if not _names_the_turned_card(which, view.turned, len(cards), words):
            raise
        raise IllegalAction(msg("sol-straight-out", card=turned, pile=target.number)) from None
    return session.act(Play(target.number, leaving))


def _names_the_turned_card(text: str, turned: Card, pile_size: int, words: Words) -> bool:
    """Did the player name the card turned (by name, or as the number after the pile's last card)?"""
    number = whole_number(text)
    if number is not None:
        return number == pile_size + 1
    return _names_the_card(text, turned, words)


def pass_(session: Seat, argument: str) -> list[str]:
    _no_argument(session, "sol-cmd-pass", argument)
    view = _playing(session)
    assert view.turned is not None
    return session.act(Play(view.open_piles[0].number, view.turned))


def discards(session: Seat, argument: str) -> list[str]:
    _no_argument(session, "sol-cmd-discards", argument)
    words = session.words
    dead = session.view().discards
    if not dead:
        return [words("sol-discards-none")]
    return card_list_lines(words, "sol-discards", said_alike(list(reversed(dead)), words), count=len(dead))


def _pile_numbers(session: Seat) -> list[str]:
    return [str(p.number) for p in session.view().open_piles]


def _plays(session: Seat) -> list[str]:
    """Every open pile's number, and each with "out" and a card of it by its name in the player's
    words, each card once (its short label too made Tab twice say every card twice)."""
    words = session.words
    out = words("sol-word-out").split(";")[0].strip()
    options: list[str] = []
    for target in session.view().open_piles:
        options.append(str(target.number))
        options += [f"{target.number} {out} {card_said(card, words)}" for card in dict.fromkeys(pile_order(target))]
    return options


COMMANDS: tuple[Command[Seat], ...] = (
    Command("piles", ("ps",), "sol-cmd-piles", piles),
    Command("pile", ("pi",), "sol-cmd-pile", pile, complete=_pile_numbers),
    Command("card", ("c",), "sol-cmd-card", card),
    Command("stock", ("st",), "sol-cmd-stock", stock),
    Command("play", ("pl",), "sol-cmd-play", play, complete=_plays),
    Command("pass", ("pa",), "sol-cmd-pass", pass_),
    Command("discards", ("ds",), "sol-cmd-discards", discards),
)
"""Solitaire's own commands, in the order help lists them, before the common ones."""
