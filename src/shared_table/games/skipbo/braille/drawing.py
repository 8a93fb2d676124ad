"""Skip-Bo's table as the web page draws it (core/drawing.py): your stock top, hand and discard
piles, the building piles with the coins beside them, everyone else's stock top and discard piles,
and the coins. A card is its number in print (1 to 4 blue, 5 to 8 green, 9 to 12 red, as the
deck colours them; a toll card's coins as dots) and its label (7, 7t2, sb) in the seat's braille."""

from __future__ import annotations

from shared_table.braille.tables import word_cells
from shared_table.core.drawing import Drawn, action, area, card, drawing, pile
from shared_table.core.words import Words
from shared_table.games.skipbo.rules.cards import Card, card_name
from shared_table.games.skipbo.rules.view import SkipBoView
from shared_table.games.skipbo.words.narration import SkipBoNarrator
from shared_table.games.skipbo.words.table_lines import hand_order

PLACES = 4  # building piles, and each player's discard piles


def _colour(card_: Card) -> str:
    if card_.wild:
        return "wild"
    return "blue" if card_.number <= 4 else "green" if card_.number <= 8 else "red"


def drawn_card(card_: Card, words: Words, table: str, pick: str = "") -> Drawn:
    rank = "SB" if card_.wild else str(card_.number)
    return card(words.say(card_name(card_)), rank, _colour(card_), word_cells(card_.short, table), mark="●" * card_.toll, pick=pick,
                wild=card_.wild)


def _discard_piles(cards: tuple[tuple[Card, ...], ...], words: Words, table: str, mine: bool, turn: str, now: bool) -> list[Drawn]:
    piles = []
    for number, fanned in enumerate(cards, start=1):
        shown = [drawn_card(item, words, table, pick=f"discard {number}" if mine and index == len(fanned) - 1 else "")
                 for index, item in enumerate(fanned)]
        here = [action(words("sb-web-discard-here", n=number), f"discard {{pick}} to {number}", needs_pick=True, enabled=now, why=turn)
                ] if mine else []
        piles.append(pile(words("sb-web-discard-pile", n=number), shown, note="" if fanned else words("sb-web-empty"), actions=here))
    return piles


def table_drawing(view: SkipBoView, words: Words, table: str) -> Drawn:
    """What seat `view.seat` sees, drawn."""
    narrator = SkipBoNarrator(view.seat, tuple(player.name for player in view.players), words)
    turn = " ".join(narrator.turn(view))
    now = view.my_turn and not view.toll_due
    me = view.players[view.seat]
    stock = [drawn_card(me.stock_top, words, table, pick="stock")] if me.stock_top is not None else []
    building = []
    for number, place in enumerate(view.building, start=1):
        top = place.top if place is not None else 0
        coins = place.coins if place is not None else 0
        shown = [drawn_card(item, words, table) for item in place.cards[-1:] if item is not None] if place is not None else []
        here = [action(words("sb-web-play-here", n=number), f"play {{pick}} to {number}", needs_pick=True, enabled=now, why=turn),
                action(words("sb-web-pay-here", n=number), f"pay for {number}", enabled=now, why=turn)]
        building.append(pile(words("sb-web-building-pile", n=number), shown, note=words("sb-web-building-note", top=top, coins=coins),
                             actions=here))
    areas = [
        area(words("sb-web-mine"), [pile(words("sb-web-stock"), stock, note=words("sb-web-stock-left", n=me.stock_left),
                                         face_down=me.stock_left - len(stock))],
             cards=[], note=words("sb-web-coins", coins=me.coins), mine=True),
        area(words("sb-web-hand"), cards=[drawn_card(item, words, table, pick=item.short) for item in hand_order(view.hand)],
             mine=True, to_play=view.my_turn),  # in the order `hand` says it, so Tab meets the cards as they are heard
        area(words("sb-web-discards"), _discard_piles(me.discards, words, table, True, turn, now), mine=True),
        area(words("sb-web-building"), building, note=words("sb-web-draw-pile", n=view.draw_left)),
    ]
    for seat, player in enumerate(view.players):
        if seat == view.seat:
            continue
        their_top = [drawn_card(player.stock_top, words, table)] if player.stock_top is not None else []
        piles = [pile(words("sb-web-their-stock"), their_top, note=words("sb-web-stock-count", n=player.stock_left)),
                 *_discard_piles(player.discards, words, table, False, turn, now)]
        areas.append(area(player.name, piles, note=words("sb-web-player", hand=player.hand_size, coins=player.coins),
                          to_play=seat == view.current and not view.is_over))
    actions = []
    if view.my_turn and view.toll_due:
        actions = [action(words("sb-web-toll-pay"), "toll pay"), action(words("sb-web-toll-skip"), "toll skip")]
    elif not view.is_over:
        actions = [action(words("sb-web-end"), "end", enabled=view.my_turn and not view.hand, why=turn)]
    scores = ([words("sb-web-player-column"), words("sb-web-points")], [[player.name, str(player.total)] for player in view.players])
    return drawing(words("sb-web-title", game=view.game_number), [turn], areas, actions, scores=scores if view.match else None,
                   pick_prompt=words("sb-web-pick"))
