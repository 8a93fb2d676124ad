## Spillet, som bordet viser det (game.py).

sb-welcome = Skip-Bo med mønter: vær den første til at tømme din egen bunke. Skriv { $help } for at høre kommandoerne.
sb-stage = tur { $turn }
sb-braille-heading = Bordet i punktskrift, som din plads ser det:
sb-printout-heading = Bordet i punktskrift er skrevet til en punktprinter:

## Replay a part at a time, ten turns each (game.py replay_parts).

sb-replay-unit = del
sb-replay-unit-count = { $count ->
    [1] én del
   *[other] { $count } dele
}
sb-replay-heading = { $turns ->
    [0] Del { $number }: kortgivningen.
    [1] Del { $number }: tur { $first }.
   *[other] Del { $number }: ture { $first } til { $last }.
}
