## The sounds of the table (core/sounds.py): what each means, as `sounds` says it.

sound-your-turn = din tur
sound-draw = du drar ett kort från draghögen
sound-draw-other = någon annan drar från draghögen
sound-take = du tar det översta kortet från kasthögen
sound-take-other = någon annan tar från kasthögen
sound-discard = ett kort kastat
sound-meld = böcker eller serier läggs ned
sound-go-out = någon går ut
sound-last-turn = de sista turerna börjar
sound-round-end = slutet på en omgång
sound-game-end = slutet på spelet
sound-build = ett kort på en bygghög
sound-pile-complete = en bygghög full
sound-coins-paid = mynt betalda
sound-coins-received = mynt mottagna
sound-toll = en avgift att betala
sound-swap = ett kort bytt in i en hög
sound-pile-closed = en hög avslutad
sound-refused = ett kommando eller drag avvisat
sound-joined = någon kom till bordet
sound-left = någon lämnade bordet
sound-dropped = någon tappade anslutningen
sound-back = någon är tillbaka

## The `sounds` command.

table-sounds-each = Ljud { $number } av { $count }: { $meaning }. Skriv { $sounds } igen för nästa.
table-sounds-state = Ljud { $state ->
    [on] på, volym { $volume }
   *[off] av
}. Val: { $on }, { $off } eller en volym från 0 till 100.
table-sounds-now-on = Ljud på, volym { $volume }.
table-sounds-now-off = Ljud av.
table-sounds-volume = Volym { $volume }.
table-sounds-bad = Ingen ljudinställning "{ $given }": välj { $on }, { $off } eller en volym från 0 till 100.

## The device that plays them.

sound-no-device = Ingen ljudenhet här: spelet fortsätter utan ljud.
sound-player-failed = Ljudet slutade: uppspelningen misslyckades ({ $error }). Spelet fortsätter utan ljud.
