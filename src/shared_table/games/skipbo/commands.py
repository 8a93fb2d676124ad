"""Skip-Bo's own console commands: playing, paying, buying, the toll, discarding, and the questions
about stock piles, hands, building piles, discard piles, coins and scores. Each handler takes the
seat session and the rest of the line and returns the lines to say. The commands every game has
(help, quit, last, history, turn, verbosity, hint, braille, print, replay ...) are written once,
in console/common_commands.py.

A move is checked here before it goes to the rules, so that a refusal says why in the words of
the table and what would work ("Building pile 2 needs a six, not a seven: play a six or a Skip-Bo
card, or pay 6 coins. Your seven fits building pile 3.").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from shared_table.core.commands import Command, Handler, or_words
from shared_table.core.errors import AmbiguousInput, IllegalAction, InvalidInput
from shared_table.games.skipbo.actions import DISCARD, HAND, STOCK, Buy, Discard, EndTurn, PayFor, PayToll, Play, SkipToll
from shared_table.games.skipbo.cards import HIGHEST, NUMBER_WORDS, Card, coins_words, parse_card
from shared_table.games.skipbo.narration import (
    a_card,
    a_number,
    and_words,
    card_name,
    coins_lines,
    discards_line,
    hand_line,
    hand_order,
    needed,
    needs_line,
    piles_lines,
    scores_lines,
    stock_line,
    toll_line,
)
from shared_table.games.skipbo.state import PILES
from shared_table.games.skipbo.view import SkipBoView

if TYPE_CHECKING:
    from shared_table.console.session import PlaySession

TO_WORDS = ("to", "onto", "on")
"""Words between a source and its building pile ("play 7 to 2"); all may be left out."""


def _no_argument(name: str, argument: str) -> None:
    if argument:
        raise InvalidInput(f'{name} takes nothing after it: type just "{name}".')


def _turn_view(session: PlaySession) -> SkipBoView:
    """The view, when it is this seat's move; else why not."""
    view: SkipBoView = session.view()
    if view.is_over:
        raise IllegalAction("The game is over. Type new for another game, or quit.")
    if not view.my_turn:
        raise IllegalAction(f"It is {view.players[view.current].name}'s turn.")
    return view


def _move_view(session: PlaySession) -> SkipBoView:
    """The view, when this seat may move a card or coins: its turn, and no toll waiting."""
    view = _turn_view(session)
    if view.toll_due:
        raise IllegalAction(f"Not yet. {toll_line(view)}")
    return view


# ---------------------------------------------------------------------- reading what was typed


def _number(text: str, what: str) -> int:
    """A pile number 1 to 4 from "2", "pile 2" or "building pile 2"."""
    words = text.lower().split()
    while words and words[0] in ("building", "discard", "pile"):
        words = words[1:]
    key = " ".join(words)
    if not key.isdigit() or not 1 <= int(key) <= PILES:
        raise InvalidInput(f'No {what} "{text.strip()}": they are numbered 1 to {PILES}.')
    return int(key)


def _split_target(text: str) -> tuple[str, str]:
    """"7 to 2" -> ("7", "2"); "stock pile 3" -> ("stock", "3"); "discard 3" -> ("discard 3", "")."""
    words = text.lower().split()
    for at in range(len(words) - 1, 0, -1):
        if words[at] in TO_WORDS:
            return " ".join(words[:at]), " ".join(words[at + 1:])
    if len(words) >= 2 and words[-2] == "pile" and words[-1].isdigit() and words[:-2] and words[-3:-2] != ["discard"]:
        rest = words[:-3] if words[-3:-2] == ["building"] else words[:-2]
        return " ".join(rest), words[-1]
    own_discard = words[:1] == ["discard"] and len(words) >= 3 and words[-2].isdigit()  # "discard 3 2", "discard pile 3 2"
    if len(words) >= 2 and words[-1].isdigit() and (own_discard or _names_a_source(" ".join(words[:-1]))):
        return " ".join(words[:-1]), words[-1]
    return " ".join(words), ""


def _names_a_source(text: str) -> bool:
    """Whether `text` is a whole source without a pile number after it: stock, or a card."""
    if text in ("stock", "st", "my stock"):
        return True
    try:
        parse_card(text.removeprefix("hand ").strip())
    except InvalidInput:
        return False
    return True


def hand_card(view: SkipBoView, text: str) -> Card:
    """The hand card `text` names: "7" is a seven with or without a toll when there is only one."""
    card = parse_card(text.removeprefix("hand ").strip())
    if card in view.hand:
        return card
    alike = hand_order(list({held for held in view.hand if held.number == card.number}))
    if len(alike) == 1 and not card.toll:
        return alike[0]
    if len(alike) > 1 and not card.toll:
        names = or_words([f"{held.short} for {a_card(held)}" for held in alike])
        raise AmbiguousInput(f"Which {NUMBER_WORDS[card.number]}? Type {names}.")
    raise IllegalAction(f"You have no {card.words} in your hand. {hand_line(view)}")


def _discard_pile(text: str) -> int:
    key = text.lower().removeprefix("discard").strip()
    if not key:
        raise InvalidInput("Which discard pile? Name its number, like: play discard 2 to 1.")
    return _number(key, "discard pile")


def _own_source(view: SkipBoView, text: str) -> tuple[str, Card, int]:
    """(source, card, discard pile) for stock, a hand card, or "discard N"."""
    if text in ("stock", "st", "my stock"):
        if view.me.stock_top is None:
            raise IllegalAction("Your stock is empty.")
        return STOCK, view.me.stock_top, 0
    if text.startswith("discard"):
        pile = _discard_pile(text)
        cards = view.me.discards[pile - 1]
        if not cards:
            raise IllegalAction(f"Your discard pile {pile} is empty.")
        return DISCARD, cards[-1], pile
    try:
        return HAND, hand_card(view, text), 0
    except AmbiguousInput:
        raise
    except InvalidInput:
        raise InvalidInput(f'No card "{text}": name stock, a hand card like 7, seven, 7t2 or sb, '
                           "or discard and a pile number.") from None


def _player(view: SkipBoView, text: str, what: str) -> int:
    """A seat by its player's name, or the start of it ("Ann's" and "ann" name Ann)."""
    key = text.strip().lower().removesuffix("'s")
    names = [player.name.lower() for player in view.players]
    found = [seat for seat, name in enumerate(names) if name == key] or [seat for seat, name in enumerate(names) if name.startswith(key)]
    if key in ("me", "my", "mine", "you", "yours"):
        found = [view.seat]
    if len(found) != 1:
        others = or_words([player.name for seat, player in enumerate(view.players) if seat != view.seat])
        raise InvalidInput(f'No player "{text.strip()}" {what}: name {others}.')
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


def _target(view: SkipBoView, text: str, card: Card, said: str, example: str) -> int:
    """The building pile named, or the only one the card fits; else why, and what would work."""
    text = text or (str(view.must_play) if view.must_play else "")
    if text:
        place = _number(text, "building pile")
        if not card.fits(needed(view, place)) or (view.must_play and place != view.must_play):
            raise IllegalAction(_wont_fit(view, place, card, said))
        return place
    fits = _fits(view, card)
    if len(fits) == 1:
        return fits[0]
    if not fits:
        raise IllegalAction(f"{said[0].upper()}{said[1:]} fits no building pile now. {needs_line(view)}")
    piles = and_words([str(place) for place in fits])
    raise InvalidInput(f"Onto which building pile? {said[0].upper()}{said[1:]} fits piles {piles}: type it, like: {example} to {fits[0]}.")


def _wont_fit(view: SkipBoView, place: int, card: Card, said: str) -> str:
    """"Building pile 2 needs a six, not a seven: play a six or a Skip-Bo card, or pay 6 coins."."""
    value = needed(view, place)
    if view.must_play and place != view.must_play:
        return f"You paid coins on building pile {view.must_play}: {must_words(view)}"
    if view.building[place - 1] is None:
        text = f"Building pile {place} is empty: start it with a one or a Skip-Bo card"
    else:
        text = f"Building pile {place} needs {a_number(value)}, not {a_card(card)}: play {a_number(value)} or a Skip-Bo card"
    if any(action == PayFor(view.seat, place) for action in view.legal_actions):
        text += f", or pay {coins_words(value)}"
    elif any(isinstance(action, Buy) and action.to == place for action in view.legal_actions):
        text += ", or buy one for a coin"
    others = [str(other) for other in _fits(view, card) if other != place]
    return f"{text}." + (f" {said[0].upper()}{said[1:]} fits building pile {and_words(others, 'or')}." if others else "")


def must_words(view: SkipBoView) -> str:
    return f"now play {a_number(needed(view, view.must_play))} or a Skip-Bo card onto it."


# ---------------------------------------------------------------------- the moves


def play(session: PlaySession, argument: str) -> list[str]:
    view = _move_view(session)
    if not argument:
        raise InvalidInput("Play what? Type play, a source and a building pile, like: play stock to 2, play 7 to 1, "
                           "or play discard 3 to 2.")
    source_text, to_text = _split_target(argument)
    source, card, pile = _own_source(view, source_text)
    name = card_name(card)
    said = {STOCK: f"your stock's {name}", DISCARD: f"the {name} on your discard pile {pile}"}.get(source, f"your {name}")
    typed = {STOCK: "play stock", DISCARD: f"play discard {pile}"}.get(source, f"play {card.short}")
    to = _target(view, to_text, card, said, typed)
    return session.act(Play(session.seat, source, to, card if source == HAND else None, pile))


def pay(session: PlaySession, argument: str) -> list[str]:
    view = _move_view(session)
    text = argument.lower().removeprefix("for").strip()
    payable = [action.to for action in view.legal_actions if isinstance(action, PayFor)]
    if not text:
        if not payable:
            raise IllegalAction("No building pile can be paid for now: you need as many coins as its number, "
                                "and the next card to play on it.")
        choices = "; ".join(f"{coins_words(needed(view, to))} for pile {to}" for to in payable)
        raise InvalidInput(f"Pay for which building pile? You can pay {choices}. Type pay for {payable[0]}, for example.")
    place = _number(text, "building pile")
    value = needed(view, place)
    if place in payable or (view.building[place - 1] is None and _places(view)[-1] in payable):
        return session.act(PayFor(session.seat, place))
    if view.must_play:
        return session.act(PayFor(session.seat, place))  # the rules say what comes first
    if value == HIGHEST:
        raise IllegalAction(f"Building pile {place} needs a twelve, the last card: coins cannot stand in for it.")
    if view.me.coins < value:
        raise IllegalAction(f"Building pile {place} needs {a_number(value)}: that takes {coins_words(value)}, "
                            f"and you have {coins_words(view.me.coins)}.")
    raise IllegalAction(f"After paying for {a_number(value)} you must play {a_number(value + 1)} or a Skip-Bo card "
                        "onto it, and you have neither to play.")


def buy(session: PlaySession, argument: str) -> list[str]:
    view = _move_view(session)
    words = argument.split()
    if len(words) < 2:
        raise InvalidInput("Buy what? Type buy, a player, stock or discard and a pile number, then the building pile, "
                           "like: buy Ann stock to 3.")
    owner = _player(view, words[0], "to buy from")
    if owner == view.seat:
        raise IllegalAction("Your own cards are played, not bought: type play.")
    them = view.players[owner]
    source_text, to_text = _split_target(" ".join(words[1:]))
    if source_text in ("stock", "st"):
        source, pile, card = STOCK, 0, them.stock_top
        if card is None:
            raise IllegalAction(f"{them.name}'s stock is empty.")
        said, typed = f"{them.name}'s stock {card_name(card)}", f"buy {them.name} stock"
    elif source_text.startswith("discard"):
        source, pile = DISCARD, _discard_pile(source_text)
        if not them.discards[pile - 1]:
            raise IllegalAction(f"{them.name}'s discard pile {pile} is empty.")
        card = them.discards[pile - 1][-1]
        said, typed = f"the {card_name(card)} on {them.name}'s discard pile {pile}", f"buy {them.name} discard {pile}"
    else:
        raise InvalidInput(f'Buy "{source_text}"? Buy the top of a stock or of a discard pile, like: buy {them.name} stock to 3, '
                           f"or buy {them.name} discard 2 to 1.")
    if view.me.coins < 1:
        raise IllegalAction("You have no coins left to buy with.")
    to = _target(view, to_text, card, said, typed)
    return session.act(Buy(session.seat, owner, source, to, pile))


def toll(session: PlaySession, argument: str) -> list[str]:
    choice = argument.strip().lower()
    if choice not in ("pay", "skip"):
        raise InvalidInput(f'No toll "{argument}": type toll pay or toll skip.' if choice else "Type toll pay or toll skip.")
    view = _turn_view(session)
    if not view.toll_due:
        raise IllegalAction("There is no toll to pay now.")
    return session.act(PayToll(session.seat) if choice == "pay" else SkipToll(session.seat))


def discard(session: PlaySession, argument: str) -> list[str]:
    view = _move_view(session)
    if not argument:
        raise InvalidInput("Discard which card, onto which discard pile? Type discard, a card and a pile, like: discard 9 to 2.")
    card_text, pile_text = _split_target(argument)
    card = hand_card(view, card_text)
    if not pile_text:
        raise InvalidInput(f"Onto which of your discard piles, 1 to {PILES}? Type discards to hear them, then, for example: "
                           f"discard {card.short} to 1.")
    return session.act(Discard(session.seat, card, _number(pile_text, "discard pile")))


def end(session: PlaySession, argument: str) -> list[str]:
    _no_argument("end", argument)
    view = _move_view(session)
    if view.hand:
        raise IllegalAction("Your turn ends with a discard: type discard, a card and a pile, like: discard 9 to 2.")
    return session.act(EndTurn(session.seat))


# ---------------------------------------------------------------------- the questions


def _state(name: str, render: Callable[[SkipBoView], list[str]]) -> Handler[PlaySession]:
    def handler(session: PlaySession, argument: str) -> list[str]:
        _no_argument(name, argument)
        return render(session.view())

    return handler


def discards(session: PlaySession, argument: str) -> list[str]:
    view: SkipBoView = session.view()
    seat = _player(view, argument, "at this table") if argument else view.seat
    return [discards_line(view, seat)]


# ---------------------------------------------------------------------- completion


def _play_options(session: PlaySession) -> list[str]:
    view: SkipBoView = session.view()
    options: list[str] = []
    for action in view.legal_actions:
        if isinstance(action, Play):
            source = {STOCK: "stock", DISCARD: f"discard {action.pile}"}.get(action.source, action.card.short if action.card else "")
            options += [source, f"{source} to {action.to}"]
    return list(dict.fromkeys(options))


def _buy_options(session: PlaySession) -> list[str]:
    view: SkipBoView = session.view()
    options = [f"{view.players[a.owner].name} {'stock' if a.source == STOCK else f'discard {a.pile}'} to {a.to}"
               for a in view.legal_actions if isinstance(a, Buy)]
    return list(dict.fromkeys(options))


def _pay_options(session: PlaySession) -> list[str]:
    return [f"for {a.to}" for a in session.view().legal_actions if isinstance(a, PayFor)]


def _discard_options(session: PlaySession) -> list[str]:
    view: SkipBoView = session.view()
    cards = dict.fromkeys(hand_order(view.hand))
    return [card.short for card in cards] + [f"{card.short} to {pile}" for card in cards for pile in range(1, PILES + 1)]


def _other_names(session: PlaySession) -> list[str]:
    view: SkipBoView = session.view()
    return [player.name for seat, player in enumerate(view.players) if seat != view.seat]


CARD_NAMES = ("Name a hand card by its number or its name: 7 or seven; 7t2 or seven toll 2 for a seven with a toll of two "
              "coins; sb for a Skip-Bo card.")

COMMANDS: tuple[Command[Any], ...] = (
    Command("play", ("pl",), "sb-cmd-play", play, complete=_play_options),
    Command("pay", (), "sb-cmd-pay", pay, complete=_pay_options),
    Command("buy", (), "sb-cmd-buy", buy, complete=_buy_options),
    Command("toll", (), "sb-cmd-toll", toll, choices=("pay", "skip")),
    Command("discard", ("x",), "sb-cmd-discard", discard, complete=_discard_options),
    Command("end", (), "sb-cmd-end", end),
    Command("stock", ("st",), "sb-cmd-stock", _state("stock", lambda view: [stock_line(view)])),
    Command("hand", ("h",), "sb-cmd-hand", _state("hand", lambda view: [hand_line(view)])),
    Command("piles", ("ps",), "sb-cmd-piles", _state("piles", piles_lines)),
    Command("discards", ("ds",), "sb-cmd-discards", discards, complete=_other_names, optional=True),
    Command("coins", ("co",), "sb-cmd-coins", _state("coins", coins_lines)),
    Command("scores", ("s",), "sb-cmd-scores", _state("scores", scores_lines)),
)
"""Skip-Bo's own commands, in the order help lists them, before the common ones."""
