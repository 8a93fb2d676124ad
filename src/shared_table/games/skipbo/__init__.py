"""Skip-Bo with coins, laid out as every game is (docs/architecture.md, "Inside a game package"):
`rules/`, `words/`, `bots/`, `braille/`, with `info.py`, `game.py` and `locales/` here."""
