## The session: hot seat, resuming, questions, the end of the game (sessions/play.py).

table-hot-seat = Vuorotellen samalla näppäimistöllä: { $names }.
table-since-you-heard = Tätä on tapahtunut sen jälkeen, kun viimeksi kuulit:
table-new-game = Uusi peli.
table-turn-over = { $name }: vuoro päättyi.
table-cards-hidden = { $name }: kortit piilotettu.
table-pass-to = Anna näppäimistö seuraavalle: { $name }. { $name }, paina Enter, kun olet valmis.
table-at-keyboard = Näppäimistöllä: { $name }.
# Any line but Enter alone while the keyboard is handed over: nothing private is said.
table-hand-over-waits = Odotetaan, että { $name } painaa Enteriä. Muuhun ei vastata ennen sitä, jottei kukaan kuule väärän pelaajan kortteja.
table-end-of-input-after = Syöte loppui. Näkemiin.
table-end-of-input = Syöte loppui: peli päättyy tähän.
table-ask-new = Luovutetaanko tämä peli ja jaetaan uusi? Kirjoita kyllä, niin saat uuden pelin, mitä tahansa muuta, niin jatketaan.
table-ask-quit = Lopetetaanko tämä peli? Kirjoita kyllä, niin peli loppuu, mitä tahansa muuta, niin jatketaan.
# What a player may type for yes, besides the English yes and y, separated by " ; ".
table-yes-words = kyllä ; k
# What a player may type for no, besides the English no and n, separated by " ; ".
table-no-words = ei ; e
table-closed = Peli on suljettu.
table-not-quitting = Ei lopeteta: peli jatkuu.
table-no-new-game = Ei uutta peliä: tämä jatkuu.
table-game-stopped = Peli lopetettu.
table-goodbye = Näkemiin.
table-sorry = Valitettavasti komennossa meni jotain vikaan. Peli jatkuu.
table-sorry-logged = Valitettavasti komennossa meni jotain vikaan. Tiedot on kirjoitettu tiedostoon { $log }. Peli jatkuu.
table-after-the-game = Peli on päättynyt. Kirjoita { $new }, niin saat uuden pelin, tai { $quit }, niin lähdet.
table-still-ask = Voit yhä kysyä: { $still }.
table-did-not-work = Se ei onnistunut.
table-interrupted = Lopeta peli kirjoittamalla { $quit }.

## The commands every game has: their answers and errors (sessions/common_commands.py).

table-no-argument = Komennon { $name } perään ei kirjoiteta mitään: kirjoita pelkkä "{ $name }".
table-nothing-announced = Mitään ei ole vielä ilmoitettu.
table-history-not-a-number = "{ $given }" ei ole tapahtumien määrä: kirjoita { $history } tai { $history } 20.
table-nothing-happened = Mitään ei ole vielä tapahtunut.
table-verbosity-is = Puheliaisuus: { $level }. Vaihtoehdot: { $choices }.
table-verbosity-set = Puheliaisuus: { $level }.
table-hints-are = Vihjeet vuoron alussa: { $state }. Vaihtoehdot: { $choices }.
table-hints-bad = Vihjeasetusta "{ $given }" ei ole: valitse { $on } tai { $off }.
table-hints-on = Vihjeet päällä: jokainen vuoro alkaa vihjeellä.
table-hints-off = Vihjeet pois. Kirjoita { $hint }, kun haluat vihjeen.
table-braille-sent = Lähetetty myös pistenäytöllesi.
table-print-what = Mitä tulostetaan? Kirjoita { $choices }.
table-print-what-not = Mitä tulostetaan? Kirjoita { $choices }, ei "{ $given }".
table-print-failed = Pistekirjoitustiedostoa ei voitu kirjoittaa kansioon { $folder } ({ $reason }).
table-printed = { $heading } { $path }.
table-replay-whole = Koko peli, niin kuin sen koit:
table-replay-so-far = Peli tähän asti, niin kuin sen koit:
table-replay-index = { $over ->
        [yes] Koko pelissä on { $parts }.
       *[no] Tähän asti pelissä on { $parts }.
    } { $count ->
        [1] Kirjoita { $replay } { $unit } 1, niin kuulet sen
       *[other] Kirjoita { $replay } { $unit } ja numero, enintään { $count }, niin kuulet yhden
    }{ $following ->
        [0] {""}
       *[other] , { $replay } { $next }, niin kuulet numeron { $following }
    }, tai { $replay } { $all }, niin kuulet kaiken.
table-replay-no-such = Numeroa { $given } ei ole: { $over ->
        [yes] koko pelissä on { $parts }.
       *[no] tähän asti pelissä on { $parts }.
    } Kirjoita { $replay } { $unit } { $count ->
        [1] 1.
       *[other] ja numero, enintään { $count }.
    }
table-replay-which = Mikä numero? Kirjoita { $replay } { $unit } { $count ->
        [1] 1.
       *[other] ja numero, enintään { $count }.
    }
table-replay-not-a-number = "{ $given }" ei ole numero. Kirjoita { $replay } { $unit } { $count ->
        [1] 1,
       *[other] ja numero, enintään { $count },
    } { $replay } { $next } tai { $replay } { $all }.
table-replay-no-more = { $over ->
        [yes] Siihen peli päättyi.
       *[no] Pidemmälle peli ei ole vielä edennyt.
    } Kirjoita { $replay } { $unit } 1, niin aloitat alusta.
table-no-braille = Päätteesi ei voi näyttää pistekirjoitusmerkkejä (sen merkistö on { $encoding }): ota käyttöön UTF-8-maa-asetus tai tee BRF-tiedosto komennolla tulosta.
table-input-closed = vakiosyöte on suljettu, joten mitään ei voi kirjoittaa: aja ohjelma päätteessä tai syötä komennot putken kautta

table-game-unknown = peliä "{ $given }" ei ole: pelit ovat { $games }

# What a person typed, quoted by its start and its length when it is long.
table-typed-long = { $start }… ({ $count } merkkiä)
table-line-too-long = Rivillä on { $count } merkkiä; rivillä voi olla enintään { $most }. Mitään ei tehty.
table-new-waiting = Pyysit uutta peliä. Se alkaa, kun kaikki pöydän ääressä ovat sanoneet kyllä.
table-print-nowhere = Tämä laite ei voi tallentaa tulostetta.
table-not-your-turn = Nyt ei ole sinun vuorosi: vuorossa on { $name }.
