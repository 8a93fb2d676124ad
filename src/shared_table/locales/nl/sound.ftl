## The sounds of the table (core/sounds.py): what each means, as `sounds` says it.

sound-your-turn = jouw beurt
sound-draw = je trekt een kaart van de trekstapel
sound-draw-other = iemand anders trekt van de trekstapel
sound-take = je pakt de bovenste kaart van de aflegstapel
sound-take-other = iemand anders pakt van de aflegstapel
sound-discard = een kaart afgelegd
sound-meld = setjes opengelegd
sound-go-out = iemand gaat uit
sound-last-turn = de laatste beurten beginnen
sound-round-end = het einde van een ronde
sound-game-end = het einde van het spel
sound-build = een kaart op een bouwstapel
sound-pile-complete = een bouwstapel vol
sound-coins-paid = munten betaald
sound-coins-received = munten ontvangen
sound-toll = tol te betalen
sound-swap = een kaart in een stapel gewisseld
sound-pile-closed = een stapel gaat uit
sound-refused = een opdracht of zet geweigerd
sound-joined = iemand is aan tafel gekomen
sound-left = iemand heeft de tafel verlaten
sound-dropped = iemand heeft de verbinding verloren
sound-back = iemand is terug

## The `sounds` command.

table-sounds-each = Geluid { $number } van { $count }: { $meaning }. Typ nog eens { $sounds } voor het volgende.
table-sounds-state = Geluiden { $state ->
    [on] aan, op volume { $volume }
   *[off] uit
}. Keuzes: { $on }, { $off } of een volume van 0 tot 100.
table-sounds-now-on = Geluiden aan, op volume { $volume }.
table-sounds-now-off = Geluiden uit.
table-sounds-volume = Geluiden op volume { $volume }.
table-sounds-bad = Geen geluidsinstelling "{ $given }": kies { $on }, { $off } of een volume van 0 tot 100.

## The device that plays them.

sound-no-device = Geen geluidsapparaat hier: het spel gaat verder zonder geluiden.
sound-player-failed = Geluiden gestopt: het afspelen is mislukt ({ $error }). Het spel gaat verder zonder geluiden.
