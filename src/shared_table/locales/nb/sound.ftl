## The sounds of the table (core/sounds.py): what each means, as `sounds` says it.

sound-your-turn = din tur
sound-draw = du trekker et kort fra trekkebunken
sound-draw-other = en annen trekker fra trekkebunken
sound-take = du tar det øverste kortet fra kastebunken
sound-take-other = en annen tar fra kastebunken
sound-discard = et kort kastet
sound-meld = bøker eller serier lagt ned
sound-go-out = noen går ut
sound-last-turn = de siste turene begynner
sound-round-end = slutten på en runde
sound-game-end = slutten på spillet
sound-build = et kort på en spillebunke
sound-pile-complete = en spillebunke full
sound-coins-paid = mynter betalt
sound-coins-received = mynter mottatt
sound-toll = en avgift å betale
sound-swap = et kort byttet inn i en bunke
sound-pile-closed = en bunke avsluttet
sound-refused = en kommando eller et trekk avvist
sound-joined = noen kom til bordet
sound-left = noen forlot bordet
sound-dropped = noen mistet forbindelsen
sound-back = noen er tilbake

## The `sounds` command.

table-sounds-each = Lyd { $number } av { $count }: { $meaning }. Skriv { $sounds } igjen for den neste.
table-sounds-state = Lyder { $state ->
    [on] på, lydstyrke { $volume }
   *[off] av
}. Valg: { $on }, { $off } eller en lydstyrke fra 0 til 100.
table-sounds-now-on = Lyder på, lydstyrke { $volume }.
table-sounds-now-off = Lyder av.
table-sounds-volume = Lydstyrke { $volume }.
table-sounds-bad = Ukjent valg "{ $given }" for lyder: velg { $on }, { $off } eller en lydstyrke fra 0 til 100.

## The device that plays them.

sound-no-device = Ingen lydenhet her: spillet fortsetter uten lyder.
sound-player-failed = Lydene stoppet: avspillingen feilet ({ $error }). Spillet fortsetter uten dem.
