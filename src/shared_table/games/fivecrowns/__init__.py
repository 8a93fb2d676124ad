"""Five Crowns, laid out as every game is (docs/architecture.md, "Inside a game package"): `rules/`,
`words/`, `bots/`, `braille/`, `tools/`, with `info.py`, `game.py` and `locales/` here."""
