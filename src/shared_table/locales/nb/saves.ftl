## Saved games: the save file's problems, saving as the game goes, listing and replaying (saves/, console/saved_games.py).

save-setup-not-a-table = ikke et lagret bord: { $value }
save-setup-players = de lagrede spillerne er ikke en liste med navn: { $value }
save-setup-levels = de lagrede nivåene for dataspillerne passer ikke med spillerne: { $value }
save-setup-seat-or-seed = den lagrede plassen { $seat } eller det lagrede frøet { $seed } er ugyldig
save-setup-seat-is-a-bot = den lagrede plassen { $seat } tilhører en dataspiller, ikke en person
save-setup-options = de lagrede valgene er ikke en liste med navn: { $value }

## The save file on disk (saves/store.py, saves/files.py).

save-read-only-place = { $place } er skrivebeskyttet
save-cannot-keep = lagrede spill kan ikke oppbevares i { $path }: { $reason }
save-set-aside = Lagrede spill: { $refusal }. Den er tatt vare på som { $kept }, uendret; spill lagres i { $path } som før.
save-cannot-read-path = { $path } kan ikke leses ({ $reason })
save-in-use = spill { $id } spilles i et annet vindu akkurat nå: fortsett der, eller avslutt det der først
save-deleted-elsewhere = spill { $id } finnes ikke lenger i { $path }: det er slettet
save-already-saved = trekk { $move } i spill { $id } er allerede lagret av et annet vindu
save-changed-elsewhere = spill { $id } er endret av et annet vindu
save-missing-move = spill { $id } i { $path } mangler trekk { $move }
save-move-unreadable = trekk { $move } i spill { $id } i { $path } kan ikke leses
save-reason-read-only = den er skrivebeskyttet
save-reason-disk-full = disken er full
save-reason-disk-error = en diskfeil: disken kan være full eller i ferd med å svikte
save-damaged = { $path } er skadet ({ $detail })
save-no-answer = ikke noe svar
save-not-ours = { $path } er en database, men ikke med Shared Tables lagrede spill
save-unreadable = { $path } kan ikke leses som lagrede spill ({ $error })
save-not-now = { $path } kan ikke leses akkurat nå ({ $error })
save-database-unreachable = kan ikke bruke databasen { $path }: { $error }. Sjekk at PostgreSQL kjører der, og at adressen etter --database er riktig
save-lease-lost = en annen server er vert for dette bordet nå, så denne lagrer ikke mer av det
save-reason-no-database = databasen svarer ikke
save-no-version = { $path } har ingen skjemaversjon: den kan være redigert for hånd
save-newer = { $path } ble skrevet av en nyere Shared Table (lagringsformat { $version }; denne leser opp til { $newest })
save-not-a-saved = ikke { $what ->
    [action] et lagret trekk
    [event] en lagret hendelse
   *[view] en lagret visning
}: { $problem }

## Saving as the game goes (console/saved_games.py).

save-off = Lagring er slått av: { $problem }. Spillet fortsetter uten å lagres.
save-stopped = Lagringen stoppet: { $problem }. Dette spillet fortsetter uten å lagres; de første { $saved } trekkene forblir lagret.
save-stopped-unsaved = Lagringen stoppet: { $problem }. Dette spillet fortsetter uten å lagres.
save-failed = Lagringen mislyktes: { $path } kunne ikke skrives ({ $reason }). Spillet fortsetter, og trekkene lagres så snart filen kan skrives.
save-works-again = Lagringen virker igjen: alle trekk så langt er lagret.
save-take-back-failed = Lagringen stoppet: trekket som ble tatt tilbake, kunne ikke fjernes fra { $path } ({ $reason }). Dette spillet fortsetter uten å lagres.
save-stopping-partial = De første { $saved } trekkene er lagret som spill { $id }; resten ble ikke lagret.
save-stopping-pending = De siste { $pending } trekkene kunne ikke lagres ({ $reason }); trekkene før dem finnes i: shared-table play --resume { $id }.
save-stopping-saved = Det er lagret: fortsett med shared-table play --resume { $id }.
save-new-table-off = Lagring er slått av for dette spillet: { $reason }. Det fortsetter uten å lagres.
save-new-table = Det lagres som spill { $id }.
save-game-number = spill { $id }

## Finding, resuming, listing and replaying saved games.

save-unknown-kind = spill { $id } er et spill { $kind }, som denne versjonen ikke har
save-nothing-to-resume = det finnes ikke noe uferdig spill å fortsette: start et med shared-table play
save-nothing-of-game-to-resume = det finnes ikke noe uferdig spill { $game } å fortsette: start et med shared-table play
save-no-such-game = ikke noe lagret spill "{ $given }": de lagrede spillene er { $known } (se shared-table games)
save-no-games-yet = ikke noe lagret spill "{ $given }": det finnes ingen lagrede spill ennå (shared-table play starter et)
save-other-game = spill { $id } er et spill { $kind }, ikke { $game }: fortsett det med shared-table play --resume { $id }
save-cannot-read-game = spill { $id } i { $path } kan ikke leses ({ $problem })
save-does-not-replay = spill { $id } i { $path } kan ikke spilles om etter reglene ({ $problem })
save-cannot-open = lagrede spill kan ikke åpnes ({ $problem }), så det er ingenting å fortsette
save-deleted = Spill { $id } er slettet.
save-none = Ingen lagrede spill ennå i { $path }.
save-listed-unknown = Spill { $id }: et spill { $kind }, som denne versjonen ikke har.
save-unknown-players = ukjente spillere
save-listed = Spill { $id }, { $game }: { $players }; { $finished ->
    [yes] ferdig
   *[no] { $stage }, uferdig
}; { $moves ->
    [one] { $moves } trekk
   *[other] { $moves } trekk
}; sist spilt { $when }.
# A Babel (CLDR) date pattern: day, month's name, year, hours and minutes.
save-when-format = d. MMMM y, HH:mm
save-replay-header = Spill { $id }, { $game }, slik { $name } opplevde det.
save-replay-unfinished = Spillet stopper her, uferdig: fortsett det med shared-table play --resume { $id }.
save-replay-no-such = { $over ->
        [yes] spill { $id } har { $parts }
       *[no] spill { $id } har så langt { $parts }
    }: oppgi --round { $count ->
        [1] 1
       *[other] 1 til { $count }
    }
save-no-player = ingen spiller heter "{ $given }" i dette spillet: spillerne er { $names }

# A log (-wal) that changed on the disk: read as far as it can be, the files copied aside first.
save-wal-damaged = loggen { $wal } er endret på disken ved skriving { $frame }, så { $dropped ->
        [one] skrivingen derfra
       *[other] de { $dropped } skrivingene derfra
    } kunne ikke leses
save-copied-aside = Lagrede spill: { $damage }. Spillene som er lagret der, kan mangle de siste trekkene. Filene slik de var, er beholdt uendret som { $kept } med -wal og -shm; spill lagres i { $path } som før.

# A saved move whose own check fails: changed on the disk since it was saved.
save-move-changed = trekk { $move } i spill { $id } i { $path } er endret på disken siden det ble lagret (kontrollen stemmer ikke)
save-move-changed-told = Trekk { $move } i spill { $id } i { $path } er endret på disken siden det ble lagret: spillet fortelles fram til trekket før.
save-move-changed-cut = Trekk { $move } i spill { $id } er endret på disken siden det ble lagret: spillet fortsetter fra trekket før. Filene slik de var, er beholdt uendret som { $kept }; spill lagres i { $path } som før.
save-cut-short = { $path } er avkortet ({ $size } byte, ingen tabeller) mens loggen ved siden av den har skrivinger
save-delete-read-only = spill { $id } kan ikke slettes: { $path } kan bare leses her, så ingenting i den kan endres
save-delete-failed = spill { $id } kunne ikke slettes fra { $path } ({ $reason }); det er der fortsatt

# The disk was full at the start: saving starts once it has room.
save-off-for-now = Lagring er slått av inntil videre: { $problem }. Spillet fortsetter og lagres fra første trekk så snart det er plass.
save-started-late = Lagring virker nå: spillet lagres som spill { $id } med sine { $moves } trekk så langt.
save-stopping-unsaved = Det ble ikke lagret: disken fikk aldri plass.
save-header-changed = hodet angir et filformat som ingen SQLite skriver
save-move-changed-not-kept = trekk { $move } i spill { $id } er endret på disken siden det ble lagret, og filene kunne ikke kopieres til side ({ $reason }), så spillet blir latt være som det er i { $path }
save-no-room-yet = det er ennå ikke plass på disken
save-table-unreadable = Bord { $code } kan ikke åpnes igjen: serverens fil med lagrede spill er skadet der spillet ligger.
save-salvaged = Lagrede spill: { $refusal }. Den er tatt vare på som { $kept }, uendret. Det som fortsatt kunne leses, er lagret i { $path }: { $games } spill, { $cut } av dem fram til skaden, og { $tables } bord på en server.
save-moves-lost = Filen med lagrede spill ble skadet: spill { $id } har { $moves } trekk, men { $heard } var fortalt. Spillet fortsetter fra trekk { $moves }.
