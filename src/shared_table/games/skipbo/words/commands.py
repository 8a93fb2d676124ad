"""Skip-Bo's own console commands: playing, paying, buying, the toll, discarding, and the questions
about stock piles, hands, building piles, discard piles, coins and scores. Each handler takes the
seat session and the rest of the line and returns the lines to say, in the player's words
(`session.words`). The commands every game has (help, quit, last, history, turn, verbosity, hint,
braille, print, replay ...) are written once, in sessions/common_commands.py.

What is typed is read in the player's language and in English (words/reading_typed.py turns the language's
words into English ones first). A move is checked here before it goes to the rules, so that a
refusal says why in the words of the table and what would work ("Building pile 2 needs a six, not
a seven: play a six or a Skip-Bo card, or pay 6 coins. Your seven fits building pile 3.").
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING

from shared_table.core.commands import Command, Handler
from shared_table.core.errors import AmbiguousInput, IllegalAction, InvalidInput
from shared_table.core.message import Msg, msg
from shared_table.core.numbers import number_in, whole_number
from shared_table.core.typed_names import after_name_word, named_seats
from shared_table.core.words import Words
from shared_table.games.skipbo.rules.actions import DISCARD, HAND, STOCK, Buy, Discard, EndTurn, PayFor, PayToll, Play, SkipToll
from shared_table.games.skipbo.rules.cards import HIGHEST, Card, a_card, a_number, card_name, card_words, number_word
from shared_table.games.skipbo.rules.state import PILES
from shared_table.games.skipbo.rules.view import SkipBoView
from shared_table.games.skipbo.words.reading_typed import first, parse_card, said_back, vocabulary
from shared_table.games.skipbo.words.table_lines import (
    coins_lines,
    discards_lines,
    hand_line,
    hand_order,
    needed,
    needs_line,
    piles_lines,
    scores_lines,
    stock_lines,
    toll_line,
)

if TYPE_CHECKING:
    from shared_table.core.seat import Seat


def no_argument(words: Words, name: str, argument: str) -> None:
    if argument:
        raise InvalidInput(msg("sb-error-no-argument", name=command_word(words, name)))


def command_word(words: Words, name: str) -> str:
    """A Skip-Bo command's name in the player's language ("spil" for play in Danish)."""
    return words(f"sb-cmd-{name}")


def table_word(words: Words, name: str) -> str:
    """A command of the table's in the player's language, or in English while it has no name there
    (English names are always understood)."""
    key = f"table-cmd-{name}"
    return words(key) if words.has(key) else name


def _turn_view(session: Seat) -> SkipBoView:
    """The view, when it is this seat's move; else why not."""
    view: SkipBoView = session.view()
    if view.is_over:
        words = session.words
        raise IllegalAction(msg("sb-error-over-new", new=table_word(words, "new"), quit=table_word(words, "quit")))
    if not view.my_turn:
        raise IllegalAction(msg("sb-error-turn-of", name=view.players[view.current].name))
    return view


def _move_view(session: Seat) -> SkipBoView:
    """The view, when this seat may move a card or coins: its turn, and no toll waiting."""
    view = _turn_view(session)
    if view.toll_due:
        raise IllegalAction(msg("sb-error-not-yet", toll=toll_line(session.words, view)))
    return view


# ---------------------------------------------------------------------- reading what was typed
# Everything below reads English words: the language's words were made English by words/reading_typed.py.


def _number(text: str, what: str) -> int:
    """A pile number 1 to 4 from "2", "pile 2" or "building pile 2"."""
    words = text.lower().split()
    while words and words[0] in ("building", "discard", "pile"):
        words = words[1:]
    key = " ".join(words)
    number = number_in(key, 1, PILES)
    if number is None:
        raise InvalidInput(msg("sb-error-no-pile", what=what, given=text.strip(), count=PILES))
    return number


def _split_target(text: str, words_: Words) -> tuple[str, str]:
    """"7 to 2" -> ("7", "2"); "stock pile 3" -> ("stock", "3"); "discard 3" -> ("discard 3", "")."""
    words = text.lower().split()
    for at in range(len(words) - 1, 0, -1):
        if words[at] == "to":
            return " ".join(words[:at]), " ".join(words[at + 1:])
    if len(words) >= 2 and words[-2] == "pile" and _is_number(words[-1]) and words[:-2] and words[-3:-2] != ["discard"]:
        rest = words[:-3] if words[-3:-2] == ["building"] else words[:-2]
        return " ".join(rest), words[-1]
    own_discard = words[:1] == ["discard"] and len(words) >= 3 and _is_number(words[-2])  # "discard 3 2", "discard pile 3 2"
    if len(words) >= 2 and _is_number(words[-1]) and (own_discard or _names_a_source(" ".join(words[:-1]), words_)):
        return " ".join(words[:-1]), words[-1]
    return " ".join(words), ""


def _is_number(word: str) -> bool:
    return whole_number(word) is not None


def _names_a_source(text: str, words: Words) -> bool:
    """Whether `text` is a whole source without a pile number after it: stock, or a card."""
    if text == "stock":
        return True
    try:
        parse_card(text.removeprefix("hand ").strip(), words)
    except InvalidInput:
        return False
    return True


def hand_card(words: Words, view: SkipBoView, text: str) -> Card:
    """The hand card `text` names: "7" is a seven with or without a toll when there is only one."""
    card = parse_card(vocabulary(words).canonical(text).removeprefix("hand ").strip(), words)
    if card in view.hand:
        return card
    alike = hand_order(list({held for held in view.hand if held.number == card.number}))
    if len(alike) == 1 and not card.toll:
        return alike[0]
    if len(alike) > 1 and not card.toll:
        options = words.list([words("sb-which-option", short=held.short, card=a_card(held)) for held in alike], "or")
        raise AmbiguousInput(msg("sb-error-which-card", number=number_word(card.number), options=options))
    raise IllegalAction(msg("sb-error-not-held", card=card_words(card), number=card.number, hand=hand_line(words, view)))


def _discard_pile(text: str) -> int:
    key = text.lower().removeprefix("discard").strip()
    if not key:
        raise InvalidInput(msg("sb-error-which-discard-pile"))
    return _number(key, "discard")


FROM_WORDS = frozenset({"from", "fra", "från", "frá", "van", "uit", "de", "du", "af", "av"})
"""A word before where a card comes from ("the three from the stock"), in the languages' sentences."""


def _own_source(words: Words, view: SkipBoView, text: str) -> tuple[str, Card, int]:
    """(source, card, discard pile) for stock, a hand card, or "discard N"; a card named with
    where it comes from ("3 stock", "the three from my stock", "7 discard 2"), as a hint says it,
    is that place's top card."""
    tokens = [token for token in text.split() if token not in FROM_WORDS]
    for place in ("stock", "discard", "hand"):
        if place in tokens[1:] and tokens[0] != place:  # the card first, then where it is
            at = tokens.index(place)
            if place == "hand":
                return HAND, hand_card(words, view, " ".join(tokens[:at] + tokens[at + 1:])), 0
            # the pile's own words, and the card's: "7 discard 2" is pile 2; "3 stock 1" has the target after
            where, card_text = (tokens[at:], tokens[:at]) if place == "discard" else (["stock"], tokens[:at] + tokens[at + 1:])
            source, top, pile = _own_source(words, view, " ".join(where))
            named = parse_card(" ".join(card_text), words)
            if named.number != top.number or (named.toll and named.toll != top.toll):
                raise IllegalAction(msg("sb-error-not-on-top", card=card_words(top)))
            return source, top, pile
    if text == "stock":
        if view.me.stock_top is None:
            raise IllegalAction(msg("sb-error-your-stock-empty"))
        return STOCK, view.me.stock_top, 0
    if text.startswith("discard"):
        pile = _discard_pile(text)
        cards = view.me.discards[pile - 1]
        if not cards:
            raise IllegalAction(msg("sb-error-your-discard-empty", pile=pile))
        return DISCARD, cards[-1], pile
    try:
        return HAND, hand_card(words, view, text), 0
    except AmbiguousInput:
        raise
    except InvalidInput:
        raise InvalidInput(msg("sb-error-no-source", given=text)) from None


def player_seat(words: Words, view: SkipBoView, text: str, what: str) -> int:
    """A seat by its player's name, or the start of it ("Ann's" and "ann" name Ann), in the
    language's grammar (core/typed_names.py: Finnish "Annilta"); "me" in any language is the seat itself."""
    key = text.strip().lower().removesuffix("'s")
    found = named_seats(key, [player.name for player in view.players], words)
    if vocabulary(words).canonical(key) == "me":
        found = [view.seat]
    if len(found) != 1:
        others = words.list([player.name for seat, player in enumerate(view.players) if seat != view.seat], "or")
        raise InvalidInput(msg("sb-error-no-player", given=text.strip(), what=what, others=others))
    return found[0]


# ---------------------------------------------------------------------- where a card may go


def _places(view: SkipBoView) -> list[int]:
    """The building piles a card may go on now: every started one, and the first empty place."""
    if view.must_play:
        return [view.must_play]
    empty = [place for place in range(1, PILES + 1) if view.building[place - 1] is None]
    return [place for place in range(1, PILES + 1) if view.building[place - 1] is not None] + empty[:1]


def _fits(view: SkipBoView, card: Card) -> list[int]:
    return [place for place in _places(view) if card.fits(needed(view, place))]


def _target(words: Words, view: SkipBoView, text: str, card: Card, said: Msg, example: str) -> int:
    """The building pile named, or the only one the card fits; else why, and what would work."""
    text = text or (str(view.must_play) if view.must_play else "")
    if text:
        place = _number(text, "building")
        if not card.fits(needed(view, place)) or (view.must_play and place != view.must_play):
            raise IllegalAction(_wont_fit(words, view, place, card, said))
        return place
    fits = _fits(view, card)
    if len(fits) == 1:
        return fits[0]
    if not fits:
        raise IllegalAction(msg("sb-error-fits-none", said=said, needs=needs_line(words, view)))
    raise InvalidInput(msg("sb-error-which-building", said=said, piles=tuple(str(place) for place in fits), example=example,
                           first=fits[0]))


def _wont_fit(words: Words, view: SkipBoView, place: int, card: Card, said: Msg) -> str:
    """"Building pile 2 needs a six, not a seven: play a six or a Skip-Bo card, or pay 6 coins."."""
    value = needed(view, place)
    if view.must_play and place != view.must_play:
        return words("sb-error-paid-elsewhere", must=view.must_play, needed=a_number(needed(view, view.must_play)))
    other = "none"
    if any(action == PayFor(view.seat, place) for action in view.legal_actions):
        other = "pay"
    elif any(isinstance(action, Buy) and action.to == place for action in view.legal_actions):
        other = "buy"
    text = words("sb-error-no-fit", place=place, empty="yes" if view.building[place - 1] is None else "no",
                 needed=a_number(value), card=a_card(card), **{"else": other}, cost=value)
    others = [str(other) for other in _fits(view, card) if other != place]
    return text + (" " + words("sb-error-fits-other", said=said, piles=words.list(others, "or")) if others else "")


def _said(kind: str, card: Card, pile: int = 0, name: str = "") -> Msg:
    """A card as a refusal names it, by where it lies: "Your stock's seven"."""
    return msg(f"sb-said-{kind}", card=card_name(card), pile=pile, name=name, start="yes")


# ---------------------------------------------------------------------- the moves


def play(session: Seat, argument: str) -> list[str]:
    view, words = _move_view(session), session.words
    if not argument:
        raise InvalidInput(msg("sb-error-play-what"))
    source_text, to_text = _split_target(vocabulary(words).canonical(argument), words)
    source, card, pile = _own_source(words, view, source_text)
    said = _said({STOCK: "stock", DISCARD: "discard"}.get(source, "hand"), card, pile)
    verb = command_word(words, "play")
    typed = {STOCK: f"{verb} {first(words, 'stock')}", DISCARD: f"{verb} {first(words, 'discard')} {pile}"}.get(
        source, f"{verb} {card.short}")
    to = _target(words, view, to_text, card, said, typed)
    return session.act(Play(session.seat, source, to, card if source == HAND else None, pile))


def pay(session: Seat, argument: str) -> list[str]:
    if not argument.strip() and _turn_view(session).toll_due:  # "pay" as the toll line asks: the toll
        return session.act(PayToll(session.seat))
    view, words = _move_view(session), session.words
    text = vocabulary(words).canonical(argument).removeprefix("for").strip()
    payable = [action.to for action in view.legal_actions if isinstance(action, PayFor)]
    if not text:
        if not payable:
            raise IllegalAction(msg("sb-error-pay-none"))
        choices = words.semicolons([words("sb-pay-choice", coins=needed(view, to), place=to) for to in payable])
        raise InvalidInput(msg("sb-error-pay-which", choices=choices, first=payable[0]))
    place = _number(text, "building")
    value = needed(view, place)
    if place in payable or (view.building[place - 1] is None and _places(view)[-1] in payable):
        return session.act(PayFor(session.seat, place))
    if view.must_play:
        return session.act(PayFor(session.seat, place))  # the rules say what comes first
    if value == HIGHEST:
        raise IllegalAction(msg("sb-error-pay-twelve", place=place))
    if view.me.coins < value:
        raise IllegalAction(msg("sb-error-pay-short", place=place, needed=a_number(value), cost=value, have=view.me.coins))
    raise IllegalAction(msg("sb-error-pay-no-follow", paid=a_number(value), next=a_number(value + 1), none="neither"))


def buy(session: Seat, argument: str) -> list[str]:
    view, words = _move_view(session), session.words
    typed = after_name_word(argument.split(), words)  # "køb fra Bob stak"
    if len(typed) < 2:
        raise InvalidInput(msg("sb-error-buy-what"))
    owner = player_seat(words, view, typed[0], "buy")
    if owner == view.seat:
        raise IllegalAction(msg("sb-error-buy-own"))
    them = view.players[owner]
    source_text, to_text = _split_target(vocabulary(words).canonical(" ".join(typed[1:])), words)
    verb = command_word(words, "buy")
    if source_text in ("stock", "st"):
        source, pile, card = STOCK, 0, them.stock_top
        if card is None:
            raise IllegalAction(msg("sb-error-their-stock-empty", name=them.name))
        said, example = _said("buy-stock", card, name=them.name), f"{verb} {them.name} {first(words, 'stock')}"
    elif source_text.startswith("discard"):
        source, pile = DISCARD, _discard_pile(source_text)
        if not them.discards[pile - 1]:
            raise IllegalAction(msg("sb-error-their-discard-empty", name=them.name, pile=pile))
        card = them.discards[pile - 1][-1]
        said, example = _said("buy-discard", card, pile, them.name), f"{verb} {them.name} {first(words, 'discard')} {pile}"
    else:
        raise InvalidInput(msg("sb-error-buy-source", given=source_text, name=them.name))
    if view.me.coins < 1:
        raise IllegalAction(msg("sb-error-no-coins"))
    to = _target(words, view, to_text, card, said, example)
    return session.act(Buy(session.seat, owner, source, to, pile))


def toll(session: Seat, argument: str) -> list[str]:
    choice = argument.strip().lower()
    if choice not in ("pay", "skip"):
        raise InvalidInput(msg("sb-error-toll-choice", typed="yes" if choice else "no", given=argument))
    view = _turn_view(session)
    if not view.toll_due:
        raise IllegalAction(msg("sb-error-no-toll"))
    return session.act(PayToll(session.seat) if choice == "pay" else SkipToll(session.seat))


def discard(session: Seat, argument: str) -> list[str]:
    view, words = _move_view(session), session.words
    if not argument:
        raise InvalidInput(msg("sb-error-discard-what"))
    card_text, pile_text = _split_target(vocabulary(words).canonical(argument), words)
    pile_words = pile_text.split()
    if pile_words[:1] == ["building"]:  # "legg åtteren på spillebunke 1": a verb for both, and the pile says play
        return play(session, argument)
    if pile_words[:1] == ["pile"] and len(pile_words) == 2:  # Danish "læg 7 på bunke 1": either pile, so asked
        raise InvalidInput(msg("sb-error-pile-kind", pile=pile_words[1], building=first(words, "building-pile"),
                               discard=first(words, "discard-pile")))
    card = hand_card(words, view, card_text)
    if not pile_text:
        raise InvalidInput(msg("sb-error-discard-which", count=PILES, short=card.short))
    return session.act(Discard(session.seat, card, _number(pile_text, "discard")))


def end(session: Seat, argument: str) -> list[str]:
    no_argument(session.words, "end", argument)
    view = _move_view(session)
    if view.hand:
        raise IllegalAction(msg("sb-error-end-discard"))
    return session.act(EndTurn(session.seat))


# ---------------------------------------------------------------------- the questions


def _state(name: str, render: Callable[[Words, SkipBoView], list[str]]) -> Handler[Seat]:
    def handler(session: Seat, argument: str) -> list[str]:
        no_argument(session.words, name, argument)
        return render(session.words, session.view())

    return handler


def discards(session: Seat, argument: str) -> list[str]:
    view: SkipBoView = session.view()
    seat = player_seat(session.words, view, argument, "table") if argument else view.seat
    return discards_lines(session.words, view, seat)


# ---------------------------------------------------------------------- completion, in the player's words


def _play_options(session: Seat) -> list[str]:
    view: SkipBoView = session.view()
    words, options = session.words, list[str]()
    to = first(words, "to")
    for action in view.legal_actions:
        if isinstance(action, Play):
            source = {STOCK: first(words, "stock"), DISCARD: f"{first(words, 'discard')} {action.pile}"}.get(
                action.source, action.card.short if action.card else "")
            options += [source, f"{source} {to} {action.to}"]
    return list(dict.fromkeys(options))


def _buy_options(session: Seat) -> list[str]:
    view: SkipBoView = session.view()
    words = session.words
    stock, discard_word, to = first(words, "stock"), first(words, "discard"), first(words, "to")
    options = [f"{view.players[a.owner].name} {stock if a.source == STOCK else f'{discard_word} {a.pile}'} {to} {a.to}"
               for a in view.legal_actions if isinstance(a, Buy)]
    return list(dict.fromkeys(options))


def _pay_options(session: Seat) -> list[str]:
    for_word = first(session.words, "for")
    return [f"{for_word} {a.to}" for a in session.view().legal_actions if isinstance(a, PayFor)]


def _discard_options(session: Seat) -> list[str]:
    view: SkipBoView = session.view()
    cards, to = dict.fromkeys(hand_order(view.hand)), first(session.words, "to")
    return [card.short for card in cards] + [f"{card.short} {to} {pile}" for card in cards for pile in range(1, PILES + 1)]


def _other_names(session: Seat) -> list[str]:
    view: SkipBoView = session.view()
    return [player.name for seat, player in enumerate(view.players) if seat != view.seat]


def _in_their_words(handler: Callable[[Seat, str], list[str]]) -> Callable[[Seat, str], list[str]]:
    """`handler`, its refusals quoting what was typed in the person's language: the reading above
    works on English words, which a refusal must not echo ("pile 5", "10 toll")."""

    @functools.wraps(handler)
    def answered(session: Seat, argument: str) -> list[str]:
        try:
            return handler(session, argument)
        except InvalidInput as error:
            refusal = error.message
            given = refusal.args.get("given") if isinstance(refusal, Msg) else None
            if not isinstance(refusal, Msg) or not isinstance(given, str):
                raise
            said = msg(refusal.id, **{**refusal.args, "given": said_back(given, session.words)})
            raise type(error)(said) from error

    return answered


COMMANDS: tuple[Command[Seat], ...] = (
    Command("play", ("pl",), "sb-cmd-play", _in_their_words(play), complete=_play_options),
    Command("pay", (), "sb-cmd-pay", _in_their_words(pay), complete=_pay_options),
    Command("buy", (), "sb-cmd-buy", _in_their_words(buy), complete=_buy_options),
    Command("toll", (), "sb-cmd-toll", _in_their_words(toll), choices=("pay", "skip")),
    Command("discard", ("x",), "sb-cmd-discard", _in_their_words(discard), complete=_discard_options),
    Command("end", (), "sb-cmd-end", end),
    Command("stock", ("st",), "sb-cmd-stock", _state("stock", stock_lines)),
    Command("hand", ("h",), "sb-cmd-hand", _state("hand", lambda words, view: [hand_line(words, view)])),
    Command("piles", ("ps",), "sb-cmd-piles", _state("piles", piles_lines)),
    Command("discards", ("ds",), "sb-cmd-discards", _in_their_words(discards), complete=_other_names, optional=True,
            of_a_player=True),
    Command("coins", ("co",), "sb-cmd-coins", _state("coins", coins_lines)),
    Command("scores", ("s",), "sb-cmd-scores", _state("scores", scores_lines)),
)
"""Skip-Bo's own commands, in the order help lists them, before the common ones."""
