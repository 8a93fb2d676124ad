"""Five Crowns' own sub-commands of shared-table: `check`, `braille` and `companion` (each a module
here, loaded only when it runs: info.py names them), and the language they speak (language.py)."""
