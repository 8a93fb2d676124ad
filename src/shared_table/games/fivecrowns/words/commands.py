"""Five Crowns' own console commands: drawing, taking, discarding, and the questions about its
cards and scores. Each handler takes the seat session and the rest of the line and returns the
lines to say. The commands every game has (help, quit, last, history, verbosity, hint, braille,
print, replay ...) are written once, in sessions/common_commands.py.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from shared_table.core.commands import Command, Handler
from shared_table.core.errors import IllegalAction, InvalidInput
from shared_table.core.message import msg
from shared_table.core.typed_names import named_seats
from shared_table.games.fivecrowns.rules.actions import Discard, DrawFromStock, GoOut, TakeDiscard
from shared_table.games.fivecrowns.rules.cards import Card
from shared_table.games.fivecrowns.rules.view import SeatView
from shared_table.games.fivecrowns.words.hand_listing import HandOrder, ordered_hand
from shared_table.games.fivecrowns.words.narration import Narrator
from shared_table.games.fivecrowns.words.reading_typed_cards import resolve_card
from shared_table.games.fivecrowns.words.saying_cards import card_words

if TYPE_CHECKING:
    from shared_table.core.seat import Seat


def _no_argument(session: Seat, name: str, argument: str) -> None:
    if argument:
        raise InvalidInput(msg("fc-no-argument", name=session.words(f"fc-cmd-{name}")))


def narrator_of(session: Seat) -> Narrator:
    """The person's Five Crowns narrator (the table made it with this game's `narrator`)."""
    narrator = session.narrator
    assert isinstance(narrator, Narrator)
    return narrator


def hand_in_order(session: Seat) -> list[Card]:
    """The hand as last listed, so that position numbers mean what the player heard."""
    view: SeatView = session.view()
    return ordered_hand(view.hand, view.wild_rank, narrator_of(session).order)

def _must_be_my_turn(view: SeatView) -> None:
    """At a table of several devices a person may type a move while another plays: said plainly,
    before any check of a turn that is not theirs."""
    if not view.my_turn and not view.is_over:
        raise IllegalAction(msg("table-not-your-turn", name=view.players[view.current]))


def _must_draw_first(session: Seat) -> None:
    view = session.view()
    _must_be_my_turn(view)
    if view.has_drawn:
        raise IllegalAction(msg("fc-drawn-already"))


def draw(session: Seat, argument: str) -> list[str]:
    _no_argument(session, "draw", argument)
    _must_draw_first(session)
    if session.view().stock_size == 0:
        raise IllegalAction(msg("fc-stock-empty-take"))
    return session.act(DrawFromStock(session.seat))


def take(session: Seat, argument: str) -> list[str]:
    if argument and not _names_the_top(session, argument):  # "take the king of spades", as a hint says it, is the top card
        _no_argument(session, "take", argument)
    _must_draw_first(session)
    if session.view().discard_top is None:
        raise IllegalAction(msg("fc-discard-pile-empty-draw"))
    return session.act(TakeDiscard(session.seat))


def _names_the_top(session: Seat, typed: str) -> bool:
    """Whether `typed` names the top card of the discard pile."""
    view = session.view()
    if view.discard_top is None:
        return False
    try:
        named: Card = resolve_card(typed, [view.discard_top], words=session.words, wild_rank=view.wild_rank)
        return bool(named == view.discard_top)
    except InvalidInput:
        return False


def discard(session: Seat, argument: str) -> list[str]:
    view = session.view()
    _must_be_my_turn(view)
    if not view.has_drawn:
        raise IllegalAction(msg("fc-draw-first"))
    if not argument:
        raise InvalidInput(msg("fc-discard-which"))
    card = resolve_card(argument, hand_in_order(session), words=session.words, wild_rank=view.wild_rank)
    going_out = GoOut(session.seat, card)
    return session.act(going_out if going_out in view.legal_actions else Discard(session.seat, card))


def _hand_names(session: Seat) -> list[str]:
    """What Tab offers after discard: each card of the hand once, by its name in the player's
    language ("nine of hearts", "hjerter 9"), in the hand's order. Numbers and labels ("3", "9h")
    are short to type whole; offering them too made Tab twice say every card three times."""
    return [card_words(card, session.words) for card in dict.fromkeys(hand_in_order(session))]


def _state(name: str) -> Handler[Seat]:
    """A command that says one piece of state: the narrator's sentence of that name for the player's view."""

    def handler(session: Seat, argument: str) -> list[str]:
        _no_argument(session, name, argument)
        render: Callable[[SeatView], str | list[str]] = getattr(narrator_of(session), name)
        said = render(session.view())
        return [said] if isinstance(said, str) else said

    return handler


def sort(session: Seat, argument: str) -> list[str]:
    narrator, words = narrator_of(session), session.words
    choice = {order: words(f"fc-cmd-sort-choice-{order}") for order in HandOrder}
    if not argument:
        return [words("fc-sorted-by-now", order=choice[narrator.order], suit=choice[HandOrder.SUIT], rank=choice[HandOrder.RANK])]
    try:
        narrator.order = HandOrder(argument.lower())
    except ValueError:
        raise InvalidInput(msg("fc-no-sort", given=argument, suit=choice[HandOrder.SUIT], rank=choice[HandOrder.RANK])) from None
    return [words("fc-sorted", order=choice[narrator.order]), *narrator.hand(session.view())]



def picks(session: Seat, argument: str) -> list[str]:
    """`picks`: what everyone has taken from the discard pile this round; `picks Ann`: only Ann."""
    narrator = narrator_of(session)
    if not argument:
        return narrator.picks()
    return narrator.picks(_player(session, argument))


def _player(session: Seat, given: str) -> int:
    """The seat a typed name names (any unique beginning of it, in the language's grammar: Danish
    "fra Bob", Finnish "Bobilta"), or "you"."""
    names = session.view().players
    typed = given.strip().lower()
    if typed in {"you", "me", session.words("fc-you").lower()}:
        return session.seat
    found = named_seats(given, names, session.words)
    if len(found) == 1:
        return found[0]
    raise InvalidInput(msg("fc-no-player", given=given.strip(), names=session.words.list(list(names))))


def _player_names(session: Seat) -> list[str]:
    return list(session.view().players)


COMMANDS: tuple[Command[Seat], ...] = (
    Command("draw", ("d",), "fc-cmd-draw", draw),
    Command("take", ("t",), "fc-cmd-take", take),
    Command("discard", ("x",), "fc-cmd-discard", discard, complete=_hand_names),
    Command("hand", ("h",), "fc-cmd-hand", _state("hand")),
    Command("top", ("tp",), "fc-cmd-top", _state("top")),
    Command("wild", ("w",), "fc-cmd-wild", _state("wild")),
    Command("scores", ("s",), "fc-cmd-scores", _state("scores")),
    Command("round", ("r",), "fc-cmd-round", _state("round")),
    Command("melds", ("m",), "fc-cmd-melds", _state("melds")),
    Command("picks", ("pk",), "fc-cmd-picks", picks, complete=_player_names, optional=True, of_a_player=True),
    Command("sort", ("so",), "fc-cmd-sort", sort, choices=tuple(HandOrder), optional=True),
)
"""Five Crowns' own commands, in the order help lists them, before the common ones."""
