## Spelet som bordet visar det (game.py).

sb-welcome = Skip-Bo med mynt: bli först med att tömma din grundhög. Skriv { $help } för att höra kommandona.
sb-stage = tur { $turn }
sb-braille-heading = Bordet i punktskrift, sett från din plats:
sb-printout-heading = Bordet i punktskrift är skrivet för en punktskrivare:

## Replay a part at a time, ten turns each (game.py replay_parts).

sb-replay-unit = del
sb-replay-unit-count = { $count ->
    [1] en del
   *[other] { $count } delar
}
sb-replay-heading = { $turns ->
    [0] Del { $number }: utdelningen.
    [1] Del { $number }: tur { $first }.
   *[other] Del { $number }: turer { $first } till { $last }.
}
