"""The table companion: the score sheet and hand checker for a game played with real cards.

`sheet.py` is the pure model (no I/O); `store.py` keeps sheets as JSON files; `printouts.py`
writes the sheet for print and braille.
"""
