"""Saved games: every action stored as it happens (SQLite), games rebuilt by replaying them
through the rules engine (so a save can never disagree with the rules)."""
