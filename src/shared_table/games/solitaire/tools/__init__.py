"""Five Crowns Solitaire's own sub-command of shared-table, `solitaire` (solitaire.py), loaded only
when it runs: info.py names it."""
