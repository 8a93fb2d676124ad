## The sounds of the table (core/sounds.py): what each means, as `sounds` says it.

sound-your-turn = din tur
sound-draw = du trækker et kort fra bunken
sound-draw-other = en anden trækker fra bunken
sound-take = du tager det øverste kort fra afkastbunken
sound-take-other = en anden tager fra afkastbunken
sound-discard = et kort kasseret
sound-meld = sæt eller serier lagt ned
sound-go-out = nogen afslutter
sound-last-turn = de sidste ture begynder
sound-round-end = slutningen på en omgang
sound-game-end = slutningen på spillet
sound-build = et kort på en byggebunke
sound-pile-complete = en byggebunke færdig
sound-coins-paid = mønter betalt
sound-coins-received = mønter modtaget
sound-toll = en afgift at betale
sound-swap = et kort byttet ind i en bunke
sound-pile-closed = en bunke afsluttet
sound-refused = en kommando eller et træk afvist
sound-joined = nogen kom til bordet
sound-left = nogen forlod bordet
sound-dropped = nogen mistede forbindelsen
sound-back = nogen er tilbage

## The `sounds` command.

table-sounds-each = Lyd { $number } af { $count }: { $meaning }. Skriv { $sounds } igen for den næste.
table-sounds-state = Lyde { $state ->
    [on] til, lydstyrke { $volume }
   *[off] fra
}. Valg: { $on }, { $off } eller en lydstyrke fra 0 til 100.
table-sounds-now-on = Lyde til, lydstyrke { $volume }.
table-sounds-now-off = Lyde fra.
table-sounds-volume = Lydstyrke { $volume }.
table-sounds-bad = Ingen lyd-indstilling "{ $given }": vælg { $on }, { $off } eller en lydstyrke fra 0 til 100.

## The device that plays them.

sound-no-device = Ingen lydenhed her: spillet fortsætter uden lyde.
sound-player-failed = Lydene stoppede: afspilningen fejlede ({ $error }). Spillet fortsætter uden dem.
