"""Five Crowns Solitaire's computer players: greedy and the planner (players.py, planner.py), the
closing checks they ask (ways.py, closing.py), the hint's look-ahead and the win-rate statistics."""
