"""Five Crowns Solitaire's rules (docs/rules.md, "Solitaire") and codec: pure Python, no I/O, built
on Five Crowns' rules (its cards and solver); they import only core and rule modules."""
