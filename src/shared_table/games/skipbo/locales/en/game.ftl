## The game as the table shows it (game.py).

sb-welcome = Skip-Bo with coins: be the first to empty your stock pile. Type { $help } for the commands.
sb-stage = turn { $turn }
sb-braille-heading = The table in braille, as your seat sees it:
sb-printout-heading = Braille table written for an embosser:
