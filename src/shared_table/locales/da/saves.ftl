## Saved games: the save file's problems, saving as the game goes, listing and replaying (saves/, console/saved_games.py).

save-setup-not-a-table = ikke et gemt bord: { $value }
save-setup-players = de gemte spillere er ikke en liste af navne: { $value }
save-setup-levels = de gemte computerniveauer passer ikke til spillerne: { $value }
save-setup-seat-or-seed = den gemte plads { $seat } eller det gemte seed { $seed } er ugyldigt
save-setup-seat-is-a-bot = den gemte plads { $seat } er en computerspillers, ikke en persons
save-setup-options = de gemte tilvalg er ikke en liste af navne: { $value }

## The save file on disk (saves/store.py, saves/files.py).

save-read-only-place = { $place } er skrivebeskyttet
save-cannot-keep = gemte spil kan ikke opbevares i { $path }: { $reason }
save-set-aside = Gemte spil: { $refusal }. Den er gemt som { $kept }, uændret; spil gemmes i { $path } som før.
save-cannot-read-path = { $path } kan ikke læses ({ $reason })
save-in-use = spil { $id } bliver spillet i et andet vindue lige nu: fortsæt der, eller afslut det der først
save-deleted-elsewhere = spil { $id } er ikke længere i { $path }: det er slettet
save-already-saved = træk { $move } i spil { $id } er allerede gemt af et andet vindue
save-changed-elsewhere = spil { $id } er ændret af et andet vindue
save-missing-move = spil { $id } i { $path } mangler træk { $move }
save-move-unreadable = træk { $move } i spil { $id } i { $path } kan ikke læses
save-reason-read-only = den er skrivebeskyttet
save-reason-disk-full = disken er fuld
save-reason-disk-error = en diskfejl: disken er måske fuld eller ved at gå i stykker
save-damaged = { $path } er beskadiget ({ $detail })
save-no-answer = intet svar
save-not-ours = { $path } er en database, men ikke med Shared Tables gemte spil
save-unreadable = { $path } kan ikke læses som gemte spil ({ $error })
save-not-now = { $path } kan ikke læses lige nu ({ $error })
save-database-unreachable = kan ikke bruge databasen { $path }: { $error }. Tjek at PostgreSQL kører der, og at adressen efter --database er rigtig
save-lease-lost = en anden server er vært for dette bord nu, så denne gemmer ikke mere af det
save-reason-no-database = databasen svarer ikke
save-no-version = { $path } har intet skemaversionsnummer: den er måske redigeret i hånden
save-newer = { $path } er skrevet af en nyere Shared Table (gemmeformat { $version }; denne læser op til { $newest })
save-not-a-saved = ikke { $what ->
    [action] et gemt træk
    [event] en gemt hændelse
   *[view] en gemt visning
}: { $problem }

## Saving as the game goes (console/saved_games.py).

save-off = Gemning er slået fra: { $problem }. Spillet fortsætter uden at blive gemt.
save-stopped = Gemning stoppet: { $problem }. Dette spil fortsætter uden at blive gemt; de første { $saved } træk forbliver gemt.
save-stopped-unsaved = Gemning stoppet: { $problem }. Dette spil fortsætter uden at blive gemt.
save-failed = Gemning mislykkedes: { $path } kunne ikke skrives ({ $reason }). Spillet fortsætter, og trækkene gemmes, så snart filen kan skrives.
save-works-again = Gemning virker igen: alle træk indtil nu er gemt.
save-take-back-failed = Gemning stoppet: trækket, der blev taget tilbage, kunne ikke fjernes fra { $path } ({ $reason }). Dette spil fortsætter uden at blive gemt.
save-stopping-partial = De første { $saved } træk er gemt som spil { $id }; resten blev ikke gemt.
save-stopping-pending = De sidste { $pending } træk kunne ikke gemmes ({ $reason }); trækkene før dem er: shared-table play --resume { $id }.
save-stopping-saved = Det er gemt: fortsæt med shared-table play --resume { $id }.
save-new-table-off = Gemning er slået fra for dette spil: { $reason }. Det fortsætter uden at blive gemt.
save-new-table = Det er gemt som spil { $id }.
save-game-number = spil { $id }

## Finding, resuming, listing and replaying saved games.

save-unknown-kind = spil { $id } er et spil { $kind }, som denne version ikke har
save-nothing-to-resume = der er intet ufærdigt spil at fortsætte: start et med shared-table play
save-nothing-of-game-to-resume = der er intet ufærdigt spil { $game } at fortsætte: start et med shared-table play
save-no-such-game = intet gemt spil "{ $given }": de gemte spil er { $known } (se shared-table games)
save-no-games-yet = intet gemt spil "{ $given }": der er ingen gemte spil endnu (shared-table play starter et)
save-other-game = spil { $id } er et spil { $kind }, ikke { $game }: fortsæt det med shared-table play --resume { $id }
save-cannot-read-game = spil { $id } i { $path } kan ikke læses ({ $problem })
save-does-not-replay = spil { $id } i { $path } kan ikke spilles igen efter reglerne ({ $problem })
save-cannot-open = gemte spil kan ikke åbnes ({ $problem }), så der er intet at fortsætte
save-deleted = Spil { $id } er slettet.
save-none = Ingen gemte spil endnu i { $path }.
save-listed-unknown = Spil { $id }: et spil { $kind }, som denne version ikke har.
save-unknown-players = ukendte spillere
save-listed = Spil { $id }, { $game }: { $players }; { $finished ->
    [yes] færdigt
   *[no] { $stage }, ufærdigt
}; { $moves ->
    [one] { $moves } træk
   *[other] { $moves } træk
}; sidst spillet { $when }.
# A Babel (CLDR) date pattern: day, month's name, year, hours and minutes.
save-when-format = d. MMMM y, HH:mm
save-replay-header = Spil { $id }, { $game }, som { $name } oplevede det.
save-replay-unfinished = Spillet stopper her, ufærdigt: fortsæt det med shared-table play --resume { $id }.
save-replay-no-such = { $over ->
        [yes] spil { $id } har { $parts }
       *[no] spil { $id } har indtil nu { $parts }
    }: angiv --round { $count ->
        [1] 1
       *[other] 1 til { $count }
    }
save-no-player = ingen spiller "{ $given }" i dette spil: spillerne er { $names }

# A log (-wal) that changed on the disk: read as far as it can be, the files copied aside first.
save-wal-damaged = dens log { $wal } er ændret på disken ved skrivning { $frame }, så { $dropped ->
        [one] skrivningen derfra
       *[other] de { $dropped } skrivninger derfra
    } kunne ikke læses
save-copied-aside = Gemte spil: { $damage }. De spil, der er gemt der, kan mangle deres sidste træk. Filerne, som de var, er gemt uændret som { $kept } med dens -wal og -shm; spil gemmes i { $path } som før.

# A saved move whose own check fails: changed on the disk since it was saved.
save-move-changed = træk { $move } i spil { $id } i { $path } er ændret på disken, siden det blev gemt (dets kontrol passer ikke)
save-move-changed-told = Træk { $move } i spil { $id } i { $path } er ændret på disken, siden det blev gemt: spillet fortælles frem til trækket før.
save-move-changed-cut = Træk { $move } i spil { $id } er ændret på disken, siden det blev gemt: spillet fortsætter fra trækket før. Filerne, som de var, er gemt uændret som { $kept }; spil gemmes i { $path } som før.
save-cut-short = { $path } er afkortet ({ $size } byte, ingen tabeller), mens loggen ved siden af den rummer skrivninger
save-delete-read-only = spil { $id } kan ikke slettes: { $path } kan kun læses her, så intet i den kan ændres
save-delete-failed = spil { $id } kunne ikke slettes fra { $path } ({ $reason }); det er der stadig

# The disk was full at the start: saving starts once it has room.
save-off-for-now = Gemning er slået fra indtil videre: { $problem }. Spillet fortsætter og gemmes fra første træk, så snart der er plads.
save-started-late = Gemning virker nu: spillet gemmes som spil { $id } med dets { $moves } træk indtil nu.
save-stopping-unsaved = Det blev ikke gemt: disken fik aldrig plads.
save-header-changed = dens hoved angiver et filformat, som ingen SQLite skriver
save-move-changed-not-kept = træk { $move } i spil { $id } er ændret på disken, siden det blev gemt, og filerne kunne ikke kopieres til side ({ $reason }), så spillet bliver ladt, som det er, i { $path }
save-no-room-yet = der er endnu ikke plads på disken
save-table-unreadable = Bord { $code } kan ikke åbnes igen: serverens fil med gemte spil er beskadiget, hvor spillet ligger.
save-salvaged = Gemte spil: { $refusal }. Den er gemt som { $kept }, uændret. Det, der stadig kunne læses, er gemt i { $path }: { $games } spil, { $cut } af dem frem til skaden, og { $tables } borde på en server.
save-moves-lost = Filen med gemte spil blev beskadiget: spil { $id } har { $moves } træk, men { $heard } var blevet fortalt. Spillet fortsætter fra træk { $moves }.
