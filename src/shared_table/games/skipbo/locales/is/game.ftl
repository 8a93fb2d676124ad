## Leikurinn eins og borðið sýnir hann (game.py).

sb-welcome = Skip-Bo með peningum: sá vinnur sem fyrstur tæmir bunkann sinn. Skrifaðu { $help } til að heyra skipanirnar.
sb-stage = umferð { $turn }
sb-braille-heading = Borðið á punktaletri, eins og sætið þitt sér það:
sb-printout-heading = Borð á punktaletri, skrifað fyrir punktaletursprentara:

## Replay a part at a time, ten turns each (game.py replay_parts).

sb-replay-unit = hluti
sb-replay-unit-count = { $count ->
    [1] einn hluti
    [one] { $count } hluti
   *[other] { $count } hlutar
}
sb-replay-heading = { $turns ->
    [0] Hluti { $number }: gjöfin.
    [1] Hluti { $number }: umferð { $first }.
   *[other] Hluti { $number }: umferðir { $first } til { $last }.
}
