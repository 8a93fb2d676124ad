"""Skip-Bo's computer players and the hint (players.py), the hard player's turn planner
(planner.py) and the odds it plans by (odds.py)."""
