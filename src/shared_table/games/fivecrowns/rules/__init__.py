"""Five Crowns' rules: cards, melds, the exact hand solver, the rules engine and its codec. Pure
Python, no I/O; they import only core and one another (tests/test_layers.py)."""
