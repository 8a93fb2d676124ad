"""The table: one game and its seats, whoever takes them (table.py), and how it was set (setup.py)."""
