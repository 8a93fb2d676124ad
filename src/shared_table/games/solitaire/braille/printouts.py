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

from shared_table.braille.brf import Block, Document, Heading, check_format, render
from shared_table.braille.tables import check_table
from shared_table.core.words import Words
from shared_table.games.fivecrowns.words.hand_listing import ordered_hand
from shared_table.games.solitaire.rules.state import SolitaireView
from shared_table.games.solitaire.words.narration import wild_said


def _line(text: str) -> tuple[str, ...]:
    """A message as the printout's words: liblouis translates one word at a time (braille/brf.py)."""
    return tuple(text.split())


def piles_document(view: SolitaireView, words: Words) -> Document:
    """The layout in print, in the player's words: the stock, the card turned, then every pile
    with its wild rank."""
    blocks: list[Block] = [_line(words("sol-braille-stock", count=view.stock_left))]
    if view.turned is not None:
        blocks.append(_line(words("sol-braille-card", card=view.turned.short.lower())))
    wild_word = words("sol-braille-wild")
    for pile in view.piles:
        heading = "sol-braille-pile-closed" if pile.closed else "sol-braille-pile"
        blocks.append(Heading(_line(words(heading, pile=str(pile.number), wild=wild_said(pile.wild_rank, words)))))
        labels: list[str] = []
        for card in ordered_hand(pile.cards, pile.wild_rank):
            if card.is_wild(pile.wild_rank) and wild_word not in labels:
                labels.append(wild_word)  # wild cards last, after the word, as the hand printout has them
            labels.append(card.short.lower())
        blocks.append(tuple(labels))
    return Document(words("sol-braille-title"), tuple(blocks))


def piles_printout(view: SolitaireView, words: Words, table: str = "ueb", fmt: str = "brf") -> str:
    """The layout in braille: a BRF file's text for an embosser, or Unicode braille lines."""
    key = check_table(table)
    return render(piles_document(view, words), key, check_format(fmt))
