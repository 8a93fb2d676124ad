"""Five Crowns in words: the narrator, cards and hands said, what a person types read back, and
the game's own commands."""
