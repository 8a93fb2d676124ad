"""Five Crowns Solitaire's table as the web page draws it (core/drawing.py): the card turned, the
eleven piles with their wild ranks, and the dead discards. A card in an open pile is a button:
choose the card that comes out, and the card turned goes into its pile."""

from __future__ import annotations

from shared_table.core.drawing import Drawn, action, area, drawing, pile
from shared_table.core.words import Words
from shared_table.games.fivecrowns.braille.drawing import drawn_card
from shared_table.games.fivecrowns.rules.cards import ranks_msg
from shared_table.games.solitaire.rules.state import SolitaireView
from shared_table.games.solitaire.words.narration import SolitaireNarrator

NO_WILD = 0  # the card turned and the discards belong to no pile, so no rank is wild for them


def table_drawing(view: SolitaireView, words: Words, table: str) -> Drawn:
    """What the player sees, drawn."""
    turn = " ".join(SolitaireNarrator(words).turn(view))
    playing = not view.is_over and view.turned is not None
    turned = [drawn_card(view.turned, NO_WILD, words, table)] if view.turned is not None else []
    piles = []
    for shown in view.piles:
        cards = [drawn_card(item, shown.wild_rank, words, table).copy() for item in shown.cards]
        here = []
        if not shown.closed and playing:
            for item, drawn in zip(shown.cards, cards, strict=True):
                drawn["pick"] = f"{shown.number} out {item.short.lower()}"
            # Beside the pile's cards, so that a card chosen is a Tab or two from its button.
            here = [action(words("sol-web-swap-here", n=shown.number), "play {pick}", needs_pick=True, pick_from=f"{shown.number} out ")]
        piles.append(pile(words("sol-web-pile", n=shown.number, ranks=ranks_msg(shown.wild_rank)), cards,
                          note=words("sol-web-closed") if shown.closed else "", actions=here))
    let_go = [action(words("sol-web-pass"), "pass", enabled=playing, why=turn)] if not view.is_over else []
    areas = [
        area(words("sol-web-turned"), [pile(words("sol-web-turned-card"), turned, note=words("sol-web-stock-left", n=view.stock_left),
                                            face_down=view.stock_left, actions=let_go)], mine=True),
        area(words("sol-web-piles"), piles, mine=True),
        area(words("sol-web-discards"), cards=[drawn_card(item, NO_WILD, words, table) for item in view.discards]),
    ]
    return drawing(words("solitaire-title"), [turn], areas, pick_prompt=words("sol-web-pick"))
