## Peli niin kuin pöytä sen näyttää (game.py).

sb-welcome = Skip-Bo kolikoilla: ole ensimmäinen, joka saa pöytäpinonsa tyhjäksi. Kirjoita { $help }, niin kuulet komennot.
sb-stage = vuoro { $turn }
sb-braille-heading = Pöytä pistekirjoituksella, niin kuin se paikaltasi näkyy:
sb-printout-heading = Pöytä pistekirjoituksella on kirjoitettu pistetulostimelle:

## Replay a part at a time, ten turns each (game.py replay_parts).

sb-replay-unit = osa
sb-replay-unit-count = { $count ->
    [1] yksi osa
   *[other] { $count } osaa
}
sb-replay-heading = { $turns ->
    [0] Osa { $number }: jako.
    [1] Osa { $number }: vuoro { $first }.
   *[other] Osa { $number }: vuorosta { $first } vuoroon { $last }.
}
