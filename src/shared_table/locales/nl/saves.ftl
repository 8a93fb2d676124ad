## Saved games: the save file's problems, saving as the game goes, listing and replaying (saves/, console/saved_games.py).

save-setup-not-a-table = geen opgeslagen tafel: { $value }
save-setup-players = de opgeslagen spelers zijn geen lijst met namen: { $value }
save-setup-levels = de opgeslagen computerniveaus passen niet bij de spelers: { $value }
save-setup-seat-or-seed = opgeslagen plaats { $seat } of seed { $seed } is ongeldig
save-setup-seat-is-a-bot = opgeslagen plaats { $seat } is van een computerspeler, niet van een mens
save-setup-options = de opgeslagen opties zijn geen lijst met namen: { $value }

## The save file on disk (saves/store.py, saves/files.py).

save-read-only-place = { $place } is alleen-lezen
save-cannot-keep = opgeslagen spellen kunnen niet worden bewaard in { $path }: { $reason }
save-set-aside = Opgeslagen spellen: { $refusal }. Het is bewaard als { $kept }, onveranderd; spellen worden zoals voorheen opgeslagen in { $path }.
save-cannot-read-path = { $path } kan niet worden gelezen ({ $reason })
save-in-use = spel { $id } wordt op dit moment in een ander venster gespeeld: ga daar verder, of stop het daar eerst
save-deleted-elsewhere = spel { $id } staat niet meer in { $path }: het is verwijderd
save-already-saved = zet { $move } van spel { $id } is al opgeslagen door een ander venster
save-changed-elsewhere = spel { $id } is veranderd door een ander venster
save-missing-move = spel { $id } in { $path } mist zet { $move }
save-move-unreadable = zet { $move } van spel { $id } in { $path } is niet leesbaar
save-reason-read-only = het is alleen-lezen
save-reason-disk-full = de schijf is vol
save-reason-disk-error = een schijffout: de schijf is misschien vol of gaat kapot
save-damaged = { $path } is beschadigd ({ $detail })
save-no-answer = geen antwoord
save-not-ours = { $path } is een database, maar niet met opgeslagen spellen van Shared Table
save-unreadable = { $path } kan niet worden gelezen als opgeslagen spellen ({ $error })
save-not-now = { $path } kan nu niet worden gelezen ({ $error })
save-database-unreachable = kan de database { $path } niet gebruiken: { $error }. Controleer of PostgreSQL daar draait en of het adres na --database klopt
save-lease-lost = een andere server host deze tafel nu, dus deze slaat er niets meer van op
save-reason-no-database = de database antwoordt niet
save-no-version = { $path } heeft geen schemaversie: het is misschien met de hand bewerkt
save-newer = { $path } is geschreven door een nieuwere Shared Table (opslagformaat { $version }; deze leest tot en met { $newest })
save-not-a-saved = { $what ->
    [action] geen opgeslagen zet
    [event] geen opgeslagen gebeurtenis
   *[view] geen opgeslagen weergave
}: { $problem }

## Saving as the game goes (console/saved_games.py).

save-off = Opslaan staat uit: { $problem }. Het spel gaat door zonder opslaan.
save-stopped = Opslaan gestopt: { $problem }. Dit spel gaat door zonder opslaan; de eerste { $saved } zetten blijven opgeslagen.
save-stopped-unsaved = Opslaan gestopt: { $problem }. Dit spel gaat door zonder opslaan.
save-failed = Opslaan mislukt: { $path } kon niet worden geschreven ({ $reason }). Het spel gaat door, en de zetten worden opgeslagen zodra het bestand weer kan worden geschreven.
save-works-again = Opslaan werkt weer: elke zet tot nu toe is opgeslagen.
save-take-back-failed = Opslaan gestopt: de teruggenomen zet kon niet uit { $path } worden verwijderd ({ $reason }). Dit spel gaat door zonder opslaan.
save-stopping-partial = De eerste { $saved } zetten zijn opgeslagen als spel { $id }; de rest niet.
save-stopping-pending = De laatste { $pending } zetten konden niet worden opgeslagen ({ $reason }); de zetten ervoor: shared-table play --resume { $id }.
save-stopping-saved = Het is opgeslagen: ga verder met shared-table play --resume { $id }.
save-new-table-off = Opslaan staat uit voor dit spel: { $reason }. Het gaat door zonder opslaan.
save-new-table = Het is opgeslagen als spel { $id }.
save-game-number = spel { $id }

## Finding, resuming, listing and replaying saved games.

save-unknown-kind = spel { $id } is een spel { $kind }, dat deze versie niet heeft
save-nothing-to-resume = er is geen onafgemaakt spel om verder te spelen: begin er een met shared-table play
save-nothing-of-game-to-resume = er is geen onafgemaakt spel { $game } om verder te spelen: begin er een met shared-table play
save-no-such-game = geen opgeslagen spel "{ $given }": de opgeslagen spellen zijn { $known } (zie shared-table games)
save-no-games-yet = geen opgeslagen spel "{ $given }": er zijn nog geen opgeslagen spellen (shared-table play begint er een)
save-other-game = spel { $id } is een spel { $kind }, geen { $game }: ga ermee verder met shared-table play --resume { $id }
save-cannot-read-game = spel { $id } in { $path } kan niet worden gelezen ({ $problem })
save-does-not-replay = spel { $id } in { $path } klopt niet met de regels ({ $problem })
save-cannot-open = opgeslagen spellen kunnen niet worden geopend ({ $problem }), dus er is niets om verder te spelen
save-deleted = Spel { $id } verwijderd.
save-none = Nog geen opgeslagen spellen in { $path }.
save-listed-unknown = Spel { $id }: een spel { $kind }, dat deze versie niet heeft.
save-unknown-players = onbekende spelers
save-listed = Spel { $id }, { $game }: { $players }; { $finished ->
    [yes] afgelopen
   *[no] { $stage }, onafgemaakt
}; { $moves ->
    [one] { $moves } zet
   *[other] { $moves } zetten
}; laatst gespeeld { $when }.
# A Babel (CLDR) date pattern: day, month's name, year, hours and minutes.
save-when-format = d MMMM y, HH:mm
save-replay-header = Spel { $id }, { $game }, zoals { $name } het meemaakte.
save-replay-unfinished = Het spel stopt hier, onafgemaakt: ga ermee verder met shared-table play --resume { $id }.
save-replay-no-such = { $over ->
        [yes] spel { $id } heeft { $parts }
       *[no] spel { $id } heeft tot nu toe { $parts }
    }: geef --round { $count ->
        [1] 1
       *[other] 1 tot en met { $count }
    }
save-no-player = geen speler "{ $given }" in dit spel: de spelers zijn { $names }

# A log (-wal) that changed on the disk: read as far as it can be, the files copied aside first.
save-wal-damaged = het logboek { $wal } is op de schijf veranderd bij schrijfactie { $frame }, dus { $dropped ->
        [one] de schrijfactie vanaf daar kon
       *[other] de { $dropped } schrijfacties vanaf daar konden
    } niet worden gelezen
save-copied-aside = Opgeslagen spellen: { $damage }. Aan de spellen die daar zijn opgeslagen kunnen de laatste zetten ontbreken. De bestanden zoals ze waren, zijn onveranderd bewaard als { $kept }, met de -wal en -shm; spellen worden zoals voorheen in { $path } opgeslagen.

# A saved move whose own check fails: changed on the disk since it was saved.
save-move-changed = zet { $move } van spel { $id } in { $path } is op de schijf veranderd sinds hij werd opgeslagen (de controle klopt niet)
save-move-changed-told = Zet { $move } van spel { $id } in { $path } is op de schijf veranderd sinds hij werd opgeslagen: het spel wordt verteld tot de zet ervoor.
save-move-changed-cut = Zet { $move } van spel { $id } is op de schijf veranderd sinds hij werd opgeslagen: het spel gaat verder vanaf de zet ervoor. De bestanden zoals ze waren, zijn onveranderd bewaard als { $kept }; spellen worden zoals voorheen in { $path } opgeslagen.
save-cut-short = { $path } is afgekapt ({ $size } bytes, geen tabellen) terwijl het logboek ernaast schrijfacties bevat
save-delete-read-only = spel { $id } kan niet worden verwijderd: { $path } is hier alleen-lezen, dus er kan niets in veranderen
save-delete-failed = spel { $id } kon niet uit { $path } worden verwijderd ({ $reason }); het staat er nog

# The disk was full at the start: saving starts once it has room.
save-off-for-now = Opslaan staat voorlopig uit: { $problem }. Het spel gaat door en wordt vanaf de eerste zet opgeslagen zodra er ruimte is.
save-started-late = Opslaan werkt nu: het spel wordt opgeslagen als spel { $id }, met de { $moves } zetten tot nu toe.
save-stopping-unsaved = Het is niet opgeslagen: de schijf kreeg nooit ruimte.
save-header-changed = de kop noemt een bestandsformaat dat geen enkele SQLite schrijft
save-move-changed-not-kept = zet { $move } van spel { $id } is op de schijf veranderd sinds hij werd opgeslagen, en de bestanden konden niet opzij worden gekopieerd ({ $reason }), dus het spel blijft zoals het is in { $path }
save-no-room-yet = er is nog geen ruimte op de schijf
save-table-unreadable = Tafel { $code } kan niet opnieuw geopend worden: het opslagbestand van de server is beschadigd waar het spel staat.
save-salvaged = Opgeslagen spellen: { $refusal }. Het is onveranderd bewaard als { $kept }. Wat er nog van gelezen kon worden, is opgeslagen in { $path }: { $games } spellen, { $cut } daarvan tot aan de schade, en { $tables } tafels van een server.
save-moves-lost = Het opslagbestand was beschadigd: spel { $id } bevat { $moves } zetten, maar er waren er { $heard } verteld. Het spel gaat verder vanaf zet { $moves }.
