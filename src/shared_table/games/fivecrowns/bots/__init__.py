"""Five Crowns' computer players: the levels (levels.py) and the hard bot (hard.py), the hints
it gives (reasons.py), and bots playing a game alone (tournament.py)."""
