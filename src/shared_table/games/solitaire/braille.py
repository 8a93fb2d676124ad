"""The solitaire layout as a braille page, so a blind player can lay out the same game with the
braille deck and feel the same piles under the fingers. Cards are written as the deck labels
them, pile by pile, in the order a player would hold them:

    five crowns solitaire
    stock 27 cards
    card 9d                      the card turned, to be played
    pile 1 threes wild closed    a closed pile: turned over, its cards listed for the record
    5c 6c 7c
    pile 2 fours wild
    8st kh 9c wild 4d
    ...
"""

from __future__ import annotations

from shared_table.braille.brf import Block, Document, check_format, render
from shared_table.braille.tables import check_table
from shared_table.games.fivecrowns.cards import rank_plural
from shared_table.games.fivecrowns.hand_listing import ordered_hand
from shared_table.games.solitaire.state import SolitaireView


def piles_document(view: SolitaireView) -> Document:
    """The layout in print: the stock, the card turned, then every pile with its wild rank."""
    blocks: list[Block] = [("stock", str(view.stock_left), "card" if view.stock_left == 1 else "cards")]
    if view.turned is not None:
        blocks.append(("card", view.turned.short.lower()))
    for pile in view.piles:
        heading = ("pile", str(pile.number), rank_plural(pile.wild_rank), "wild")
        blocks.append((*heading, "closed") if pile.closed else heading)
        labels: list[str] = []
        for card in ordered_hand(pile.cards, pile.wild_rank):
            if card.is_wild(pile.wild_rank) and "wild" not in labels:
                labels.append("wild")  # wild cards last, after the word, as the hand printout has them
            labels.append(card.short.lower())
        blocks.append(tuple(labels))
    return Document("five crowns solitaire", tuple(blocks))


def piles_printout(view: SolitaireView, table: str = "ueb", fmt: str = "brf") -> str:
    """The layout in braille: a BRF file's text for an embosser, or Unicode braille lines."""
    key = check_table(table)
    return render(piles_document(view), key, check_format(fmt))
