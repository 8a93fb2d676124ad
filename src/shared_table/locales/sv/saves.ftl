## Saved games: the save file's problems, saving as the game goes, listing and replaying (saves/, console/saved_games.py).

save-setup-not-a-table = inget sparat bord: { $value }
save-setup-players = de sparade spelarna är ingen lista med namn: { $value }
save-setup-levels = de sparade datornivåerna stämmer inte med spelarna: { $value }
save-setup-seat-or-seed = den sparade platsen { $seat } eller det sparade fröet { $seed } är ogiltigt
save-setup-seat-is-a-bot = den sparade platsen { $seat } tillhör en datorspelare, inte en person
save-setup-options = de sparade alternativen är ingen lista med namn: { $value }

## The save file on disk (saves/store.py, saves/files.py).

save-read-only-place = { $place } är skrivskyddad
save-cannot-keep = sparade spel kan inte förvaras i { $path }: { $reason }
save-set-aside = Sparade spel: { $refusal }. Den finns kvar som { $kept }, oförändrad; spel sparas i { $path } som förut.
save-cannot-read-path = { $path } kan inte läsas ({ $reason })
save-in-use = spel { $id } spelas i ett annat fönster just nu: fortsätt där, eller avsluta det där först
save-deleted-elsewhere = spel { $id } finns inte längre i { $path }: det har tagits bort
save-already-saved = drag { $move } i spel { $id } har redan sparats av ett annat fönster
save-changed-elsewhere = spel { $id } har ändrats av ett annat fönster
save-missing-move = spel { $id } i { $path } saknar drag { $move }
save-move-unreadable = drag { $move } i spel { $id } i { $path } går inte att läsa
save-reason-read-only = den är skrivskyddad
save-reason-disk-full = disken är full
save-reason-disk-error = ett diskfel: disken kan vara full eller på väg att gå sönder
save-damaged = { $path } är skadad ({ $detail })
save-no-answer = inget svar
save-not-ours = { $path } är en databas, men inte med Shared Tables sparade spel
save-unreadable = { $path } kan inte läsas som sparade spel ({ $error })
save-not-now = { $path } kan inte läsas just nu ({ $error })
save-database-unreachable = kan inte använda databasen { $path }: { $error }. Kontrollera att PostgreSQL körs där och att adressen efter --database är rätt
save-lease-lost = en annan server är värd för det här bordet nu, så den här sparar inget mer av det
save-reason-no-database = databasen svarar inte
save-no-version = { $path } har ingen schemaversion: den kan ha redigerats för hand
save-newer = { $path } skrevs av en nyare Shared Table (sparformat { $version }; den här läser upp till { $newest })
save-not-a-saved = { $what ->
    [action] inget sparat drag
    [event] ingen sparad händelse
   *[view] ingen sparad vy
}: { $problem }

## Saving as the game goes (console/saved_games.py).

save-off = Sparandet är avstängt: { $problem }. Spelet fortsätter osparat.
save-stopped = Sparandet stoppades: { $problem }. Det här spelet fortsätter osparat; de första { $saved } dragen förblir sparade.
save-stopped-unsaved = Sparandet stoppades: { $problem }. Det här spelet fortsätter osparat.
save-failed = Sparandet misslyckades: { $path } kunde inte skrivas ({ $reason }). Spelet fortsätter, och dragen sparas så snart filen kan skrivas.
save-works-again = Sparandet fungerar igen: alla drag hittills är sparade.
save-take-back-failed = Sparandet stoppades: draget som togs tillbaka kunde inte tas bort från { $path } ({ $reason }). Det här spelet fortsätter osparat.
save-stopping-partial = De första { $saved } dragen är sparade som spel { $id }; resten sparades inte.
save-stopping-pending = De sista { $pending } dragen kunde inte sparas ({ $reason }); dragen före dem finns i: shared-table play --resume { $id }.
save-stopping-saved = Det är sparat: fortsätt med shared-table play --resume { $id }.
save-new-table-off = Sparandet är avstängt för det här spelet: { $reason }. Det fortsätter osparat.
save-new-table = Det sparas som spel { $id }.
save-game-number = spel { $id }

## Finding, resuming, listing and replaying saved games.

save-unknown-kind = spel { $id } är ett spel { $kind }, som den här versionen inte har
save-nothing-to-resume = det finns inget oavslutat spel att fortsätta: börja ett med shared-table play
save-nothing-of-game-to-resume = det finns inget oavslutat spel { $game } att fortsätta: börja ett med shared-table play
save-no-such-game = inget sparat spel "{ $given }": de sparade spelen är { $known } (se shared-table games)
save-no-games-yet = inget sparat spel "{ $given }": det finns inga sparade spel än (shared-table play startar ett)
save-other-game = spel { $id } är ett spel { $kind }, inte { $game }: fortsätt det med shared-table play --resume { $id }
save-cannot-read-game = spel { $id } i { $path } kan inte läsas ({ $problem })
save-does-not-replay = spel { $id } i { $path } går inte att spela om enligt reglerna ({ $problem })
save-cannot-open = sparade spel kan inte öppnas ({ $problem }), så det finns inget att fortsätta
save-deleted = Spel { $id } är borttaget.
save-none = Inga sparade spel än i { $path }.
save-listed-unknown = Spel { $id }: ett spel { $kind }, som den här versionen inte har.
save-unknown-players = okända spelare
save-listed = Spel { $id }, { $game }: { $players }; { $finished ->
    [yes] avslutat
   *[no] { $stage }, oavslutat
}; { $moves ->
    [one] { $moves } drag
   *[other] { $moves } drag
}; senast spelat { $when }.
# A Babel (CLDR) date pattern: day, month's name, year, hours and minutes.
save-when-format = d MMMM y, HH:mm
save-replay-header = Spel { $id }, { $game }, som { $name } upplevde det.
save-replay-unfinished = Spelet slutar här, oavslutat: fortsätt det med shared-table play --resume { $id }.
save-replay-no-such = { $over ->
        [yes] spel { $id } har { $parts }
       *[no] spel { $id } har hittills { $parts }
    }: ange --round { $count ->
        [1] 1
       *[other] 1 till { $count }
    }
save-no-player = ingen spelare "{ $given }" i det här spelet: spelarna är { $names }

# A log (-wal) that changed on the disk: read as far as it can be, the files copied aside first.
save-wal-damaged = dess logg { $wal } har ändrats på disken vid skrivning { $frame }, så { $dropped ->
        [one] skrivningen därifrån
       *[other] de { $dropped } skrivningarna därifrån
    } kunde inte läsas
save-copied-aside = Sparade spel: { $damage }. Spelen som sparats där kan sakna sina sista drag. Filerna som de var finns kvar oförändrade som { $kept } med dess -wal och -shm; spel sparas i { $path } som förut.

# A saved move whose own check fails: changed on the disk since it was saved.
save-move-changed = drag { $move } i spel { $id } i { $path } har ändrats på disken sedan det sparades (dess kontroll stämmer inte)
save-move-changed-told = Drag { $move } i spel { $id } i { $path } har ändrats på disken sedan det sparades: spelet berättas fram till draget före.
save-move-changed-cut = Drag { $move } i spel { $id } har ändrats på disken sedan det sparades: spelet fortsätter från draget före. Filerna som de var finns kvar oförändrade som { $kept }; spel sparas i { $path } som förut.
save-cut-short = { $path } är avkortad ({ $size } byte, inga tabeller) medan loggen bredvid den innehåller skrivningar
save-delete-read-only = spel { $id } kan inte tas bort: { $path } kan bara läsas här, så inget i den kan ändras
save-delete-failed = spel { $id } kunde inte tas bort ur { $path } ({ $reason }); det finns kvar

# The disk was full at the start: saving starts once it has room.
save-off-for-now = Sparandet är av tills vidare: { $problem }. Spelet fortsätter och sparas från första draget så snart det finns plats.
save-started-late = Sparandet fungerar nu: spelet sparas som spel { $id } med dess { $moves } drag hittills.
save-stopping-unsaved = Det sparades inte: disken fick aldrig plats.
save-header-changed = dess huvud anger ett filformat som ingen SQLite skriver
save-move-changed-not-kept = drag { $move } i spel { $id } har ändrats på disken sedan det sparades, och filerna kunde inte kopieras åt sidan ({ $reason }), så spelet lämnas som det är i { $path }
save-no-room-yet = det finns ännu ingen plats på disken
save-table-unreadable = Bord { $code } kan inte öppnas igen: serverns fil med sparade spel är skadad där spelet ligger.
save-salvaged = Sparade spel: { $refusal }. Den finns kvar som { $kept }, oförändrad. Det som fortfarande gick att läsa är sparat i { $path }: { $games } spel, { $cut } av dem fram till skadan, och { $tables } bord på en server.
save-moves-lost = Filen med sparade spel skadades: spel { $id } har { $moves } drag, men { $heard } hade berättats. Spelet fortsätter från drag { $moves }.
