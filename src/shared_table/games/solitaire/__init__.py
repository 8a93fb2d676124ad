"""Five Crowns Solitaire: the rules (state.py), pure Python with no I/O (docs/rules.md, "Solitaire")."""
