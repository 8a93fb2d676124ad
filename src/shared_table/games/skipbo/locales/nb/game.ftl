## Spillet slik bordet viser det (game.py).

sb-welcome = Skip-Bo med mynter: bli den første som tømmer hovedbunken sin. Skriv { $help } for å høre kommandoene.
sb-stage = tur { $turn }
sb-braille-heading = Bordet i punktskrift, slik plassen din ser det:
sb-printout-heading = Bordet i punktskrift er skrevet for en punktskriver:

## Replay a part at a time, ten turns each (game.py replay_parts).

sb-replay-unit = del
sb-replay-unit-count = { $count ->
    [1] én del
   *[other] { $count } deler
}
sb-replay-heading = { $turns ->
    [0] Del { $number }: utdelingen.
    [1] Del { $number }: tur { $first }.
   *[other] Del { $number }: turer { $first } til { $last }.
}
