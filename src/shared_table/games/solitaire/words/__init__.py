"""Five Crowns Solitaire in words: the narrator and the game's own commands, saying and reading
cards as Five Crowns' words do."""
