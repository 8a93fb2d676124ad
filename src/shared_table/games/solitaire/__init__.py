"""Five Crowns Solitaire: the rules, pure Python, with no I/O (docs/rules.md, "Solitaire")."""

from shared_table.games.solitaire.state import (
    PILES,
    STOCK_SIZE,
    CardPlayed,
    CardTurned,
    GameLost,
    GameWon,
    PileClosed,
    PilesDealt,
    PileView,
    Play,
    SolitaireEvent,
    SolitaireState,
    SolitaireView,
    new_solitaire,
    pile_closes,
    wild_rank_of,
)

__all__ = [
    "PILES",
    "STOCK_SIZE",
    "CardPlayed",
    "CardTurned",
    "GameLost",
    "GameWon",
    "PileClosed",
    "PileView",
    "PilesDealt",
    "Play",
    "SolitaireEvent",
    "SolitaireState",
    "SolitaireView",
    "new_solitaire",
    "pile_closes",
    "wild_rank_of",
]
