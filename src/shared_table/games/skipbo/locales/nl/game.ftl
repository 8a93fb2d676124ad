## Het spel zoals de tafel het toont (game.py).

sb-welcome = Skip-Bo met munten: maak als eerste je voorraadstapel leeg. Typ { $help } voor de opdrachten.
sb-stage = beurt { $turn }
sb-braille-heading = De tafel in braille, zoals jouw plaats haar ziet:
sb-printout-heading = Brailletafel geschreven voor een brailleprinter:

## Replay a part at a time, ten turns each (game.py replay_parts).

sb-replay-unit = deel
sb-replay-unit-count = { $count ->
    [1] één deel
   *[other] { $count } delen
}
sb-replay-heading = { $turns ->
    [0] Deel { $number }: het delen.
    [1] Deel { $number }: beurt { $first }.
   *[other] Deel { $number }: beurten { $first } tot en met { $last }.
}
