"""Skip-Bo's rules (docs/rules.md, "Skip-Bo"): the cards and coins, the rules engine and its codec.
Pure Python, no I/O; they import only core and one another (tests/test_layers.py)."""
