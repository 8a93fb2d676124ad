"""Five Crowns' table as the web page draws it (core/drawing.py): the hand as buttons, the stock and
the discard pile, everyone's melds and cards left, and the score sheet; each card as the braille
deck prints it, its rank and suit in print and its label (7st, qsp) in the seat's braille."""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Any

from shared_table.braille.tables import word_cells
from shared_table.core.drawing import Drawn, action, area, card, drawing, pile
from shared_table.core.words import Words
from shared_table.games.fivecrowns.rules.cards import HIGHEST_RANK, LOWEST_RANK, Card, rank_short
from shared_table.games.fivecrowns.rules.view import SeatView
from shared_table.games.fivecrowns.words.hand_listing import HandOrder, numbered, ordered_hand, wild_sentence
from shared_table.games.fivecrowns.words.narration import Narrator
from shared_table.games.fivecrowns.words.saying_cards import card_words, meld_words

ROUNDS = HIGHEST_RANK - LOWEST_RANK + 1


def drawn_card(item: Card, wild_rank: int, words: Words, table: str, pick: bool = False) -> Drawn:
    """A card as the deck prints it; named in full, "wild" said after a wild card's name."""
    return dict(_drawn_card(item, wild_rank, words, table, pick))


@functools.lru_cache(maxsize=8192)
def _drawn_card(item: Card, wild_rank: int, words: Words, table: str, pick: bool) -> tuple[tuple[str, Any], ...]:
    """`drawn_card`, remembered: a server draws the same cards for every seat after every move
    (a language's `Words` is one object for the process, so it is a key as it is)."""
    return tuple(_drawn(item, wild_rank, words, table, pick).items())


def _drawn(item: Card, wild_rank: int, words: Words, table: str, pick: bool) -> Drawn:
    name = card_words(item, words)
    wild = item.is_wild(wild_rank) and not item.is_joker
    if wild:
        name = words("fc-web-wild-card", card=name)
    if item.suit is None:
        rank, suit, mark = card_words(item, words), "joker", ""
    else:
        rank, suit, mark = rank_short(item.rank), item.suit.short, item.suit.symbol
    return card(name, rank, suit, word_cells(item.short.lower(), table), mark=mark, pick=item.short.lower() if pick else "",
                wild=wild or item.is_joker)


def numbered_card(drawn: Drawn, position: int, words: Words) -> Drawn:
    """A hand card's button named with the number the hand is read with ("jack of clubs, number 2"),
    so the button and the announcements name the card alike."""
    return {**drawn, "name": numbered(drawn["name"], position, words)}


def hand_order(settings: Mapping[str, str]) -> HandOrder:
    """The hand's order a person chose (`sort`), suits when none or one not known."""
    try:
        return HandOrder(settings.get("sort", HandOrder.SUIT))
    except ValueError:
        return HandOrder.SUIT


def table_drawing(view: SeatView, words: Words, table: str, settings: Mapping[str, str]) -> Drawn:
    """What seat `view.seat` sees, drawn; the hand in the order its person chose (`settings`' "sort")."""
    narrator = Narrator(view.seat, view.players, words)
    turn = " ".join(narrator.turn(view))
    wild = view.wild_rank
    hand = [numbered_card(drawn_card(item, wild, words, table, pick=True), position, words)
            for position, item in enumerate(ordered_hand(view.hand, wild, hand_order(settings)), start=1)]
    discard = [drawn_card(view.discard_top, wild, words, table)] if view.discard_top is not None else []
    middle = area(words("fc-web-middle"), [
        pile(words("fc-web-stock"), note=words("fc-web-cards", n=view.stock_size), face_down=view.stock_size),
        pile(words("fc-web-discard-pile"), discard, note=words("fc-web-cards", n=view.discard_size)),
    ])
    areas = [area(words("fc-web-hand"), cards=hand, note=words("fc-web-cards", n=len(view.hand)), mine=True,
                  to_play=view.my_turn), middle]
    for seat, name in enumerate(view.players):
        melds = [pile(meld_words(meld, wild, words), [drawn_card(item, wild, words, table) for item in meld.cards])
                 for who, meld in view.table if who == seat]
        note = words("fc-web-player", cards=view.hand_sizes[seat], points=view.totals[seat])
        this_round = view.this_round[seat]
        if this_round is not None:  # gone out, or laid down on a last turn: what it costs them
            note = f"{note}. {words('fc-web-this-round', points=this_round)}"
        if seat != view.seat or melds:
            areas.append(area(words("fc-web-you") if seat == view.seat else name, melds, note=note, mine=seat == view.seat,
                              to_play=seat == view.current and seat != view.seat and not view.is_over))
    drawing_now = view.my_turn and not view.has_drawn
    actions = [
        action(words("fc-web-draw"), "draw", enabled=drawing_now, why=turn),
        action(words("fc-web-take"), "take", enabled=drawing_now and view.discard_top is not None, why=turn),
        action(words("fc-web-discard"), "discard {pick}", needs_pick=True, enabled=view.my_turn and view.has_drawn, why=turn),
    ]
    rows = [[str(number), *(str(points[number - 1]) for points in view.round_points)]
            for number in range(1, min(len(points) for points in view.round_points) + 1)] if view.round_points else []
    rows.append([words("fc-web-total"), *map(str, view.totals)])
    title = words("fc-round-of", round=view.round_number, rounds=ROUNDS)
    facts = [turn] if view.is_over else [turn, wild_sentence(wild, words)]
    return drawing(title, facts, areas, [] if view.is_over else actions,
                   scores=([words("fc-web-round"), *view.players], rows), pick_prompt=words("fc-web-pick"))
