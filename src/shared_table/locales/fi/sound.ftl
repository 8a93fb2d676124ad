## The sounds of the table (core/sounds.py): what each means, as `sounds` says it.

sound-your-turn = sinun vuorosi
sound-draw = nostat kortin nostopakasta
sound-draw-other = joku muu nostaa nostopakasta
sound-take = otat päällimmäisen kortin poistopinosta
sound-take-other = joku muu ottaa poistopinosta
sound-discard = kortti poistopinoon
sound-meld = suoria ja värisuoria pöytään
sound-go-out = joku näyttää korttinsa
sound-last-turn = viimeiset vuorot alkavat
sound-round-end = kierroksen loppu
sound-game-end = pelin loppu
sound-build = kortti kokoamispinoon
sound-pile-complete = kokoamispino valmis
sound-coins-paid = kolikoita maksettu
sound-coins-received = kolikoita saatu
sound-toll = tulli maksettavana
sound-swap = kortti vaihdettu pinoon
sound-pile-closed = pino suljettu
sound-refused = komento tai siirto hylätty
sound-joined = joku tuli pöytään
sound-left = joku lähti pöydästä
sound-dropped = joku menetti yhteyden
sound-back = joku on taas paikalla

## The `sounds` command.

table-sounds-each = Ääni { $number }, kaikkiaan { $count }: { $meaning }. Kirjoita { $sounds } uudelleen, niin kuulet seuraavan.
table-sounds-state = Äänet { $state ->
    [on] päällä, voimakkuus { $volume }
   *[off] pois
}. Vaihtoehdot: { $on }, { $off } tai voimakkuus nollasta sataan.
table-sounds-now-on = Äänet päällä, voimakkuus { $volume }.
table-sounds-now-off = Äänet pois.
table-sounds-volume = Äänenvoimakkuus { $volume }.
table-sounds-bad = Ääniasetusta "{ $given }" ei ole: valitse { $on }, { $off } tai voimakkuus nollasta sataan.

## The device that plays them.

sound-no-device = Äänilaitetta ei ole: peli jatkuu ilman ääniä.
sound-player-failed = Äänet lakkasivat: toisto epäonnistui ({ $error }). Peli jatkuu ilman niitä.
