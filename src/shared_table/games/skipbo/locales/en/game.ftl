## The game as the table shows it (game.py).

sb-welcome = Skip-Bo with coins: be the first to empty your stock pile. Type { $help } for the commands.
sb-stage = turn { $turn }
sb-braille-heading = The table in braille, as your seat sees it:
sb-printout-heading = Braille table written for an embosser:

## Replay a part at a time, ten turns each (game.py replay_parts).

sb-replay-unit = part
sb-replay-unit-count = { $count ->
    [1] one part
   *[other] { $count } parts
}
sb-replay-heading = { $turns ->
    [0] Part { $number }: the deal.
    [1] Part { $number }: turn { $first }.
   *[other] Part { $number }: turns { $first } to { $last }.
}
