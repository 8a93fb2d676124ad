"""Skip-Bo in words: the narrator, the table's places and a move in lines, what a person types
read back, and the game's own commands."""
