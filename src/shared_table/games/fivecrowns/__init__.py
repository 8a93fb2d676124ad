"""Five Crowns: cards, melds, the exact hand solver and the rules engine. Pure Python, no I/O."""
