## Saved games: the save file's problems, saving as the game goes, listing and replaying (saves/, console/saved_games.py).

save-setup-not-a-table = ei tallennettu pöytä: { $value }
save-setup-players = tallennetut pelaajat eivät ole luettelo nimiä: { $value }
save-setup-levels = tallennetut tietokonetasot eivät vastaa pelaajia: { $value }
save-setup-seat-or-seed = tallennettu paikka { $seat } tai siemen { $seed } ei kelpaa
save-setup-seat-is-a-bot = tallennettu paikka { $seat } on tietokonepelaajan, ei ihmisen
save-setup-options = tallennetut valinnat eivät ole luettelo nimiä: { $value }

## The save file on disk (saves/store.py, saves/files.py).

save-read-only-place = { $place } on vain luku -tilassa
save-cannot-keep = tallennettuja pelejä ei voi säilyttää täällä: { $path }: { $reason }
save-set-aside = Tallennetut pelit: { $refusal }. Tiedosto säilyy muuttamattomana nimellä { $kept }; pelit tallennetaan kuten ennenkin: { $path }.
save-cannot-read-path = Tiedostoa { $path } ei voi lukea ({ $reason })
save-in-use = peliä { $id } pelataan juuri nyt toisessa ikkunassa: jatka siellä tai lopeta se ensin siellä
save-deleted-elsewhere = peliä { $id } ei enää ole tiedostossa { $path }: se on poistettu
save-already-saved = toinen ikkuna on jo tallentanut siirron { $move } pelissä { $id }
save-changed-elsewhere = toinen ikkuna on muuttanut peliä { $id }
save-missing-move = pelistä { $id } tiedostossa { $path } puuttuu siirto { $move }
save-move-unreadable = siirtoa { $move } pelissä { $id } tiedostossa { $path } ei voi lukea
save-reason-read-only = se on vain luku -tilassa
save-reason-disk-full = levy on täynnä
save-reason-disk-error = levyvirhe: levy voi olla täynnä tai hajoamassa
save-damaged = { $path } on vioittunut ({ $detail })
save-no-answer = ei vastausta
save-not-ours = { $path } on tietokanta, mutta ei Shared Tablen tallennettuja pelejä
save-unreadable = { $path } ei ole luettavissa tallennettuina peleinä ({ $error })
save-not-now = { $path } ei ole juuri nyt luettavissa ({ $error })
save-database-unreachable = tietokantaa { $path } ei voi käyttää: { $error }. Tarkista, että PostgreSQL on käynnissä siellä ja että osoite --database-valinnan jälkeen on oikein
save-lease-lost = toinen palvelin isännöi nyt tätä pöytää, joten tämä ei enää tallenna siitä mitään
save-reason-no-database = tietokanta ei vastaa
save-no-version = { $path }: kaavan versio puuttuu, tiedostoa on ehkä muokattu käsin
save-newer = { $path } on uudemman Shared Tablen kirjoittama (tallennusmuoto { $version }; tämä lukee enintään muotoa { $newest })
save-not-a-saved = { $what ->
    [action] ei tallennettu siirto
    [event] ei tallennettu tapahtuma
   *[view] ei tallennettu näkymä
}: { $problem }

## Saving as the game goes (console/saved_games.py).

save-off = Tallennus ei ole käytössä: { $problem }. Peli jatkuu tallentamatta.
save-stopped = Tallennus pysähtyi: { $problem }. Tämä peli jatkuu tallentamatta; ensimmäiset siirrot ({ $saved }) pysyvät tallessa.
save-stopped-unsaved = Tallennus pysähtyi: { $problem }. Tämä peli jatkuu tallentamatta.
save-failed = Tallennus epäonnistui: tiedostoon { $path } ei voitu kirjoittaa ({ $reason }). Peli jatkuu ja siirrot tallennetaan heti, kun tiedostoon voi kirjoittaa.
save-works-again = Tallennus toimii taas: kaikki siirrot tähän asti on tallennettu.
save-take-back-failed = Tallennus pysähtyi: perutun siirron poistaminen tiedostosta { $path } ei onnistunut ({ $reason }). Tämä peli jatkuu tallentamatta.
save-stopping-partial = Ensimmäiset siirrot ({ $saved }) on tallennettu pelinä { $id }; loput jäivät tallentamatta.
save-stopping-pending = Viimeisiä siirtoja ({ $pending }) ei voitu tallentaa ({ $reason }); sitä edeltävät siirrot: shared-table play --resume { $id }.
save-stopping-saved = Peli on tallennettu: jatka komennolla shared-table play --resume { $id }.
save-new-table-off = Tallennus ei ole käytössä tässä pelissä: { $reason }. Peli jatkuu tallentamatta.
save-new-table = Peli tallennetaan numerolla { $id }.
save-game-number = peli { $id }

## Finding, resuming, listing and replaying saved games.

save-unknown-kind = peli { $id } on tyyppiä { $kind }, jota tässä versiossa ei ole
save-nothing-to-resume = keskeneräistä peliä ei ole jatkettavaksi: aloita peli komennolla shared-table play
save-nothing-of-game-to-resume = keskeneräistä peliä ({ $game }) ei ole jatkettavaksi: aloita peli komennolla shared-table play
save-no-such-game = tallennettua peliä "{ $given }" ei ole: tallennetut pelit ovat { $known } (katso shared-table games)
save-no-games-yet = ei tallennettua peliä "{ $given }": tallennettuja pelejä ei vielä ole (shared-table play aloittaa pelin)
save-other-game = peli { $id } on tyyppiä { $kind }, ei { $game }: jatka sitä komennolla shared-table play --resume { $id }
save-cannot-read-game = peliä { $id } tiedostossa { $path } ei voi lukea ({ $problem })
save-does-not-replay = peli { $id } tiedostossa { $path } ei etene sääntöjen mukaan ({ $problem })
save-cannot-open = tallennettuja pelejä ei voi avata ({ $problem }), joten jatkettavaa ei ole
save-deleted = Peli { $id } poistettu.
save-none = Tallennettuja pelejä ei vielä ole: { $path }.
save-listed-unknown = Peli { $id }: tyyppiä { $kind }, jota tässä versiossa ei ole.
save-unknown-players = tuntemattomat pelaajat
save-listed = Peli { $id }, { $game }: { $players }; { $finished ->
    [yes] päättynyt
   *[no] { $stage }, kesken
}; { $moves ->
    [one] { $moves } siirto
   *[other] { $moves } siirtoa
}; pelattu viimeksi { $when }.
# A Babel (CLDR) date pattern: day, month's name, year, hours and minutes.
save-when-format = d. MMMM y, HH.mm
save-replay-header = Peli { $id }, { $game }, niin kuin { $name } sen koki.
save-replay-unfinished = Peli päättyy tähän keskeneräisenä: jatka sitä komennolla shared-table play --resume { $id }.
save-replay-no-such = { $over ->
        [yes] pelissä { $id } on { $parts }
       *[no] pelissä { $id } on tähän asti { $parts }
    }: anna --round { $count ->
        [1] 1
       *[other] ja numero, enintään { $count }
    }
save-no-player = pelaajaa "{ $given }" ei ole tässä pelissä: pelaajat ovat { $names }

# A log (-wal) that changed on the disk: read as far as it can be, the files copied aside first.
save-wal-damaged = sen loki { $wal } on muuttunut levyllä kirjoituksen { $frame } kohdalla, joten { $dropped ->
        [one] sieltä alkavaa kirjoitusta
       *[other] sieltä alkavia { $dropped } kirjoitusta
    } ei voitu lukea
save-copied-aside = Tallennetut pelit: { $damage }. Sinne tallennetuista peleistä voivat puuttua viimeiset siirrot. Tiedostot sellaisinaan on säilytetty muuttamattomina nimellä { $kept } sekä -wal ja -shm; pelit tallennetaan tiedostoon { $path } kuten ennenkin.

# A saved move whose own check fails: changed on the disk since it was saved.
save-move-changed = pelin { $id } siirto { $move } tiedostossa { $path } on muuttunut levyllä tallennuksen jälkeen (sen tarkiste ei täsmää)
save-move-changed-told = Pelin { $id } siirto { $move } tiedostossa { $path } on muuttunut levyllä tallennuksen jälkeen: peli kerrotaan sitä edeltävään siirtoon asti.
save-move-changed-cut = Pelin { $id } siirto { $move } on muuttunut levyllä tallennuksen jälkeen: peli jatkuu sitä edeltävästä siirrosta. Tiedostot sellaisinaan on säilytetty muuttamattomina nimellä { $kept }; pelit tallennetaan tiedostoon { $path } kuten ennenkin.
save-cut-short = { $path } on katkennut ({ $size } tavua, ei tauluja), vaikka sen vieressä oleva loki sisältää kirjoituksia
save-delete-read-only = peliä { $id } ei voi poistaa: { $path } on täällä vain luettavissa, joten siinä ei voi muuttaa mitään
save-delete-failed = peliä { $id } ei voitu poistaa tiedostosta { $path } ({ $reason }); se on yhä siellä

# The disk was full at the start: saving starts once it has room.
save-off-for-now = Tallennus on toistaiseksi pois: { $problem }. Peli jatkuu, ja se tallennetaan ensimmäisestä siirrosta alkaen heti kun tilaa on.
save-started-late = Tallennus toimii nyt: peli tallennetaan pelinä { $id } tähänastisine { $moves } siirtoineen.
save-stopping-unsaved = Peliä ei tallennettu: levylle ei koskaan tullut tilaa.
save-header-changed = sen otsake nimeää tiedostomuodon, jota mikään SQLite ei kirjoita
save-move-changed-not-kept = pelin { $id } siirto { $move } on muuttunut levyllä tallennuksen jälkeen, eikä tiedostoja voitu kopioida sivuun ({ $reason }), joten peli jätetään ennalleen tiedostoon { $path }
save-no-room-yet = levyllä ei ole vielä tilaa
save-table-unreadable = Pöytää { $code } ei voi avata uudelleen: palvelimen tallennustiedosto on vioittunut kohdasta, jossa sen peli on.
save-salvaged = Tallennetut pelit: { $refusal }. Tiedosto säilyy muuttamattomana nimellä { $kept }. Se, mikä siitä vielä voitiin lukea, on tallennettu tiedostoon { $path }: { $games } peliä, joista { $cut } vaurioon asti, ja palvelimen pöytiä { $tables }.
save-moves-lost = Tallennustiedosto vioittui: pelissä { $id } on { $moves } siirtoa, mutta niistä oli kerrottu { $heard }. Peli jatkuu siirrosta { $moves }.
