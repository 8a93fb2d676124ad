## Seuralainen (games/fivecrowns/tools/companion/): mitä se sanoo, sen virheet ja tiedostot.
## $ranks on arvo monikossa niin kuin kortit sen sanovat ("kahdeksikot"); $wild on kokonainen lause.

## Mitä pelaaja kirjoittaa: sanat erotettu merkillä ";", englanti ymmärretään aina myös.
fcc-typed-out = näytti ; naytti ; näytti korttinsa ; ulos
fcc-typed-points = pistettä ; piste ; pisteet ; p
fcc-typed-yes = kyllä ; kylla ; k ; joo ; ok ; pidä
fcc-typed-sure = kyllä ; kylla ; k ; joo
fcc-typed-no = ei ; e ; peru ; älä ; ala ; pidä
fcc-typed-cancel = keskeytä ; keskeyta ; seis
fcc-typed-quit = lopeta
fcc-typed-help = ohje ; apua ; ?
fcc-typed-back = takaisin ; peru ; peruuta
fcc-typed-round = kierros
fcc-typed-sheet = taulukko
fcc-typed-wild = villi ; villit
fcc-cmd-braille-choice-sheet = taulukko
fcc-cmd-print-choice-sheet = taulukko

## Aloitus ja istunto.
fcc-welcome = Shared Tablen seuralainen: pisteidenlaskija Five Crownsiin oikeilla korteilla.
fcc-set-up = Kirjoita pelaajat ja nimet istumajärjestyksessä, esimerkiksi: pelaajat Ann, Bob, Cy.
fcc-start-unfinished = Taulukko { $number } on kesken: { $names }, seuraavana kierros { $round }. Kirjoita jatka, niin jatkat sitä.
fcc-start-help = Kirjoita ohje, niin kuulet kaikki komennot.
fcc-no-players = Ei vielä pelaajia. Kirjoita pelaajat ja nimet istumajärjestyksessä, esimerkiksi: pelaajat Ann, Bob, Cy.
fcc-save-failed = Taulukkoa ei voi tallentaa kansioon { $folder } ({ $reason }). Se säilyy niin kauan kuin ohjelma on käynnissä.
fcc-not-saved = Tätä taulukkoa ei ole tallennettu.
fcc-saved-in = Taulukko { $number } on tallennettu: { $path }.
fcc-no-store-open = Taulukoita ei tallenneta tässä istunnossa, joten avattavaa ei ole.
fcc-left-as-it-is = { $problem }. Tiedosto jätetään ennalleen
fcc-stopped = Seuralainen on lopettanut.
fcc-went-wrong = Anteeksi, jokin meni vikaan. Taulukko on ennallaan.
fcc-went-wrong-logged = Anteeksi, jokin meni vikaan. Tiedot kirjoitettiin tiedostoon { $log }. Taulukko on ennallaan.
fcc-did-not-work = Se ei onnistunut.
fcc-letter-changed = "{ $word }" tarkoittaa nyt komentoa { $now }, kuten peleissä. Komennon { $command } lyhenne on { $alias }.
fcc-letter-gone = "{ $word }" ei ole enää käytössä täällä, jotta kirjain tarkoittaa samaa kaikissa peleissä. Komennon { $command } lyhenne on { $alias }.
fcc-dealers-kept = Jakajat pysyvät ennallaan: kierroksen 1 jakoi { $name }.
fcc-end-of-input = Syöte loppui.
fcc-end-not-scored = Kierrosta { $round } ei ole pisteytetty: kaikkia pisteitä ei annettu.
fcc-goodbye = Näkemiin.
fcc-goodbye-saved = { $saved } shared-table companion { $over ->
        [yes] --print { $number } tulostaa sen
       *[no] --resume { $number } jatkaa sitä
    }. Näkemiin.

## Kierroksen pisteytys pelaaja kerrallaan.
fcc-scoring-over = Peli on päättynyt: kaikki { $rounds } kierrosta on pisteytetty. Korjaa kierros kirjoittamalla korjaa, esimerkiksi: korjaa 11 Ann 12.
fcc-scoring-start = Kierroksen { $round } pisteytys, { $wild }. Kirjoita jokaiselle pelaajalle pisteet, näytti tai kädessä jäljellä olevat kortit. Kirjoita takaisin, niin palaat edelliseen pelaajaan, tai keskeytä, niin pisteytys keskeytyy.
fcc-ask = { $name }?
fcc-scoring-stopped = Pisteytys keskeytetty: kierrosta { $round } ei ole pisteytetty. Kirjoita laske aloittaaksesi uudelleen.
fcc-scoring-help = Kierroksen { $round } pisteytys. Vuorossa { $name }: kirjoita pisteet, kuten 12, näytti, jos { $name } näytti korttinsa, tai käteen jääneet kortit, kuten 7c Qh joker. Takaisin tai peru palaa edelliseen pelaajaan, keskeytä lopettaa pisteytyksen.
fcc-scoring-first = { $name } on ensimmäinen: edellistä pelaajaa ei ole.
fcc-scoring-confirm = Jos { $name } sai muuta, kirjoita pisteet uudelleen; muuten paina Enter.

## Komentojen vastaukset ja virheet.
fcc-no-argument = Komennon { $name } perään ei tule mitään: kirjoita pelkkä "{ $name }".
fcc-players-who = Ketkä pelaavat? Kirjoita pelaajat ja nimet istumajärjestyksessä, esimerkiksi: pelaajat Ann, Bob, Cy.
fcc-players-fixed = Taulukossa { $number } on jo pisteitä, joten sen pelaajat pysyvät. Kirjoita uusi aloittaaksesi uuden taulukon muilla pelaajilla.
fcc-players-set = Pelaajat istumajärjestyksessä: { $names }. { $first } jakaa ensin; muuta sitä kirjoittamalla jakaja ja nimi.
fcc-dealer-is = Kierroksen 1 jakoi { $name }. { $opening }
fcc-dealer-already = Kierroksen 1 jakoi jo { $name }. { $opening }
fcc-check-which = Mitkä kortit tarkistetaan? Kirjoita tarkista ja kortit, esimerkiksi: tarkista 7c 8c 9c Qh joker.
fcc-check-too-many = { $cards } korttia annettu: tarkistettavassa kädessä on enintään { $most } korttia
fcc-check-size-note = Huomaa: kierroksella { $round } kädessä on { $size } korttia, nostamisen jälkeen { $drawn }; annoit { $cards }.
fcc-check-no-wild = { $cards } korttia eikä kierrosta käynnissä: kerro, mikä arvo on villi kortti, esimerkiksi: tarkista 7c 8c 9c villi 8
fcc-check-wild-from-count = { $ranks } ovat villejä kortteja korttien määrän mukaan.
fcc-edit-nothing = Yhtään kierrosta ei ole vielä pisteytetty, joten korjattavaa ei ole. Kirjoita laske, kun kierros 1 on ohi.
fcc-edit-no-round = ei kierrosta { $given }: kierroksia on { $rounds }
fcc-edit-what = Kenen pisteet korjataan ja miksi? Anna kierros, pelaaja ja pisteet, esimerkiksi: korjaa 3 Bob 12, korjaa 3 Bob näytti tai korjaa 3 Bob 7c Qh.
fcc-edit-to-what = Mitkä pisteet { $name } saa? Anna pisteet, näytti tai kortit, esimerkiksi: korjaa 3 Bob 12, korjaa 3 Bob näytti tai korjaa 3 Bob 7c Qh.
fcc-sheet-no-round = ei pisteytettyä kierrosta "{ $given }": kirjoita taulukko koko taulukolle tai taulukko ja kierroksen numero ({ $scored ->
        [0] ei vielä yhtään kierrosta
       *[other] pisteytettyjä kierroksia { $scored }
    })
fcc-just-sheet = { $name } mitä? Kirjoita { $name } { $sheet }.
fcc-braille-missing = Ei taulukkoa pistekirjoituksella: { $problem }. Kirjoita taulukko kuullaksesi taulukon tai tulosta taulukko paperikopiota varten
fcc-print-not-saved = Tätä taulukkoa ei ole tallennettu, joten kansiota tulostukselle ei ole. Kirjoita taulukko kuullaksesi sen.
fcc-print-failed = Tulostetta ei voi kirjoittaa kansioon { $folder } ({ $reason })
fcc-print-written = Paperikopio kirjoitettu: { $path }.
fcc-print-brf-written = Pistekirjoitus (BRF) pistekirjoitustulostimelle kirjoitettu: { $path }.
fcc-print-no-braille = Ei pistekirjoituskopiota: { $problem }.
fcc-sheets-not-saved = Taulukoita ei tallenneta tässä istunnossa.
fcc-sheets-none = Ei vielä tallennettuja taulukoita kansiossa { $folder }.
fcc-sheets-broken = Taulukko { $number }: { $problem }. Tiedostoon ei kosketa.
# The heading said before `braille sheet`'s lines of cells (a sheet not saved has no number: fc-braille-scores-title).
fcc-braille-heading = Taulukko { $number } pistekirjoituksella:
fcc-resume-not-saved = Taulukoita ei tallenneta tässä istunnossa, joten jatkettavaa ei ole.
fcc-resume-bad = ei taulukkoa "{ $given }": kirjoita jatka ja taulukon numero tai tallennetut nähdäksesi luettelon
fcc-resume-none = Keskeneräistä taulukkoa ei ole. Kirjoita tallennetut nähdäksesi luettelon tai pelaajat aloittaaksesi uuden.
fcc-resume-opened = Taulukko { $number } avattu: { $names }.
fcc-new-sheet = Uusi taulukko. { $kept }
fcc-new-sheet-unsaved = Uusi taulukko.
fcc-last-nothing = Mitään ei ole vielä sanottu.

## Kierrokset, pisteet ja tilanne (tools/companion/narration.py).
fcc-points = { $points ->
        [one] { $points } piste
       *[other] { $points } pistettä
    }
fcc-with-wild = { $ranks } villeinä
fcc-round-opening = Kierros { $round }. { $dealer } jakaa { $cards } korttia. { $wild } { $first } aloittaa.
fcc-round-words = Kierros { $round }, kaikkiaan { $rounds } kierrosta. { $dealer } jakaa { $cards } korttia. { $wild } Jokerit ovat aina villejä. { $first } aloittaa.
fcc-round-all-scored = Kaikki { $rounds } kierrosta on pisteytetty. { $over }
fcc-dealer-question = { $scored ->
        [1] Kierros 1 on pisteytetty ja sen jakoi { $old }. Jos kierroksen 1 jakajaksi tulee { $new }, se muuttuu taulukossa
       *[other] { $all ->
            [yes] Kaikki { $scored } kierrosta
           *[no] { $scored } ensimmäistä kierrosta
        } on pisteytetty ja kierroksen 1 jakoi { $old }. Jos kierroksen 1 jakajaksi tulee { $new }, taulukossa muuttuu jokaisen niistä jakaja
    }{ $next ->
        [0] {""}
       *[other] {" "}ja kierroksen { $next } jakaa { $after } eikä { $current }
    }. Pisteet pysyvät ennallaan. Muutetaanko jakajat? Kirjoita kyllä tai ei.
fcc-card-counts = { $kind ->
        [joker] jokeri { $points }
        [wild] villi { $card } { $points }
       *[card] { $card } { $points }
    }
fcc-entry = { $out ->
        [yes] { $name } näytti
       *[no] { $name } { $points }
    }
fcc-said-out = { $name } näytti korttinsa.
fcc-said-cards = { $name }, { $points }: { $counts }.
fcc-said-points = { $name }, { $points }.
fcc-meld-note = Nämä kortit voisi laskea pöytään: silloin jäisi { $left }. Taulukko laskee kirjoittamasi kortit; kirjoita { $fewest }, jos pisteiksi tulee { $fewest }.
fcc-round-line = { $title }: { $scores }.
fcc-round-title = Kierros { $round }, jakajana { $dealer }, { $ranks } villeinä
fcc-round-heading = { $title }.
fcc-totals-none = Yhtään kierrosta ei ole vielä pisteytetty: kaikilla on nolla pistettä.
fcc-totals-tied = Tilanne kierroksen { $round } jälkeen: kaikilla on { $total }.
fcc-totals-lead = { $count ->
        [one] { $names } johtaa, { $total }
       *[other] { $names } johtavat, { $total }
    }
fcc-totals-behind = { $name } { $total }, { $behind } perässä
fcc-totals = Tilanne kierroksen { $round } jälkeen: { $lead }; { $others }.
fcc-game-over = Peli on päättynyt. { $count ->
        [one] { $names } voittaa, { $points }.
       *[other] { $names } voittavat, kullakin { $points }.
    }
fcc-name-total = { $name } { $total }
fcc-game-over-rest = { $over } { $rest }.
fcc-change-scored = Kierros { $round } pisteytetty: { $scores }.
fcc-change-edited = Kierros { $round } korjattu: { $now }, oli { $was }.
fcc-change-counted = Laskettu: { $counts }.
fcc-change-dealer = Kierroksen 1 jakoi { $name }.
fcc-undone-scored = Kumottu: kierros { $round } ei ole enää pisteytetty.
fcc-undone-edited = Kumottu: kierroksella { $round } taas { $score }.
fcc-undone-dealer = Kumottu: kierroksen 1 jakoi taas { $name }.
fcc-score-now = { $out ->
        [yes] { $name } näytti korttinsa
       *[no] { $name } { $points }
    }
fcc-score-was = { $out ->
        [yes] näytti
       *[no] { $points }
    }
fcc-sheet-heading = { $number ->
        [none] Pistetaulukko
       *[other] Pistetaulukko { $number }
    }: { $names }, istumajärjestyksessä. Ensin jakoi { $first }.
fcc-sheet-next = Seuraavana kierros { $round }: { $dealer } jakaa, { $wild }.
fcc-summary = Taulukko { $number }: { $names }. { $state }
fcc-summary-finished = Päättynyt; voittaja { $names }, { $total }.
fcc-summary-playing = Seuraavana kierros { $round }; { $count ->
        [one] { $names } johtaa
       *[other] { $names } johtavat
    }, { $total }.
fcc-summary-new = Seuraavana kierros 1.
fcc-summary-changed = { $summary } Muutettu { $date } klo { $time }.

## Taulukon pisteet kirjoitettuina ja niistä tulevat kierrokset (tools/companion/sheet.py).
fcc-entry-empty = ei mitään annettu: kirjoita pisteet, kuten 12, näytti tai jäljellä olevat kortit, kuten 7c Qh joker
fcc-entry-negative = { $given } ei ole pistemäärä: pisteitä on 0 tai enemmän, kuten 12
fcc-entry-ambiguous-card = { $problem }: kirjoita kortti uudelleen, st tai sp
fcc-entry-not-understood = { $problem }. Kirjoita pisteet, kuten 12, näytti tai jäljellä olevat kortit, kuten 7c Qh joker
fcc-entry-too-many-cards = { $cards } korttia annettu, mutta kierroksella { $round } kädessä on enintään { $most }
fcc-entry-points-not-cards = { $points } pistettä ei vastaa annettuja kortteja
fcc-entry-out-scores-zero = korttinsa näyttänyt pelaaja saa 0
fcc-entry-too-many-points = { $points } pistettä on liikaa: kierroksella { $round } kädessä on { $cards } korttia, ja pelaaja saa enintään { $most }
fcc-name-not-a-letter = "{ $name }" ei voi olla nimi: nimi alkaa kirjaimella, jotta sitä ei koskaan luulla numeroksi
fcc-either = { $names } tai { $last }
fcc-player-ambiguous = "{ $given }" voi olla { $names }: kirjoita nimestä enemmän
fcc-player-unknown = ei pelaajaa "{ $given }": pelaajat ovat { $players }
fcc-player-problem = { $name }: { $problem }
fcc-round-scores-count = { $scores } pistemäärää { $players } pelaajalle: anna yksi jokaiselle pelaajalle
fcc-round-nobody-out = kenelläkään ei ole 0 pistettä kierroksella { $round }, mutta kierros päättyy, kun joku näyttää korttinsa: kirjoita näytti sille, joka näytti korttinsa
fcc-round-two-out = { $names } on merkitty korttinsa näyttäneiksi kierroksella { $round }, mutta vain ensimmäinen näytti korttinsa: kirjoita 0 pelaajalle, joka laski kaikki korttinsa pöytään viimeisellä vuorollaan
fcc-round-copies = { $problem }, joten nämä kädet eivät voi kaikki olla kierrokselta { $round }
fcc-game-over-edit = peli on päättynyt: kaikki { $rounds } kierrosta on pisteytetty. Korjaa kierros kirjoittamalla korjaa
fcc-no-seat = ei paikkaa { $seat }
fcc-nothing-to-undo = ei kumottavaa taulukon avaamisen jälkeen. Korjaa kierros kirjoittamalla korjaa
fcc-no-round-scored = yhtään kierrosta ei ole vielä pisteytetty: kirjoita laske, kun kierros 1 on ohi
fcc-round-not-scored = kierrosta { $round } ei ole pisteytetty: { $scored ->
        [1] pisteytetty on vain kierros 1
       *[other] pisteytetty on { $scored } ensimmäistä kierrosta
    }

## Tallennetut taulukot (tools/companion/store.py): miksi tiedostoa ei voi käyttää.
fcc-file-not-a-sheet = se ei ole pistetaulukko
fcc-file-no-format = siinä ei ole muotonumeroa
fcc-file-newer = sen kirjoitti uudempi Shared Table (taulukkomuoto { $version }; tämä lukee muotoon { $reads } asti)
fcc-file-players = sen pelaajat eivät ole luettelo nimiä
fcc-file-dealer-rounds = siinä ei ole ensimmäistä jakajaa tai kierroksia
fcc-file-round = kierros ei ole luettelo pisteitä
fcc-file-points = pistemäärästä puuttuvat pisteet
fcc-file-cards = pistemäärän kortit eivät ole luettelo korttien nimiä
fcc-file-open-elsewhere = taulukko { $number } on juuri nyt auki toisessa ikkunassa: jatka siellä tai lopeta se siellä ensin
fcc-file-missing = taulukkoa { $number } ei ole ({ $path } puuttuu)
fcc-file-unreadable = { $path } ei ole luettavissa pistetaulukkona ({ $reason })
fcc-file-refused = { $path } ei kelpaa: { $problem }

## Taulukko paperilla (tools/companion/printouts.py).
fcc-print-title = { $number ->
        [none] Five Crowns -pistetaulukko
       *[other] Five Crowns -pistetaulukko { $number }
    }
fcc-print-round = Kierros
fcc-print-wild = Villi
fcc-print-dealer = Jakaja
fcc-print-total = Yhteensä
fcc-print-out = näytti
fcc-print-rank = { $rank ->
        [11] J
        [12] Q
        [13] K
       *[other] { $rank }
    }
fcc-braille-not-loaded = pistekirjoitustulosteita ei voi ladata ({ $reason })
fcc-braille-none = tässä Shared Tablen versiossa ei vielä ole pistekirjoitustulosteita
fcc-braille-no-sheet = tämän version pistekirjoitustulosteissa ei vielä ole pistetaulukkoa

## `shared-table companion` (tools/companion/cli.py).
fcc-cli-fail = shared-table companion: { $problem }.{ $usage ->
        [yes] {" "}Kokeile: shared-table companion --help
       *[no] {""}
    }
fcc-cli-print-which = ei taulukkoa "{ $given }": anna sen numero, komennosta shared-table companion --sheets
fcc-cli-no-braille-out = vakiotuloste ei voi näyttää pistekirjoitusmerkkejä (sen merkistö on { $encoding }): valitse UTF-8-lokaali tai käytä valitsinta --format brf
fcc-cli-resume-players = --resume jatkaa tallennettua taulukkoa, jonka pelaajat ovat jo tiedossa: jätä pois --players ja --dealer
fcc-cli-dealer-needs-players = --dealer tarvitsee valitsimen --players
fcc-cli-unreadable = kansion { $folder } taulukoita ei voi lukea ({ $reason })
fcc-cli-help = Five Crowns oikeilla korteilla: pidä pisteitä, tarkista käsiä, tulosta taulukko
fcc-cli-description = Seuralainen oikeilla korteilla pelattavaan Five Crownsiin: se johtaa kierroksia, tarkistaa käsiä, pitää pistetaulukkoa (tallennetaan muuttuessaan) ja tulostaa sen. Kirjoita siinä ohje nähdäksesi sen komennot.
fcc-cli-players = aloita taulukko näillä pelaajilla istumajärjestyksessä
fcc-cli-dealer = kuka jakaa kierroksen 1 (oletus: ensimmäinen pelaaja)
fcc-cli-resume = jatka viimeisintä keskeneräistä taulukkoa tai taulukkoa N
fcc-cli-sheets = luettele tallennetut taulukot
fcc-cli-print = kirjoita taulukko N vakiotulosteeseen
fcc-cli-format = valitsimen --print kanssa: words (rivi kerrallaan, oletus), table, unicode (pistekirjoitus) tai brf
fcc-cli-braille-table = pistekirjoituskoodi: ueb tai ebae (oletus: suomalainen pistekirjoitus)
fcc-cli-no-save = pidä tämä taulukko vain ohjelman ollessa käynnissä
fcc-cli-speech = lue myös jokainen vastaus ääneen: auto, screenreader, tts tai off (oletus: asetusten, muuten off)
fcc-cli-voice = oman puheäänemme ääni: tunniste tai nimi komennosta shared-table voices
fcc-cli-rate = oman puheäänemme nopeus sanoina minuutissa (vähintään 50 ja enintään 500)
fcc-cli-plain = pelkät rivit sisään ja ulos, ei kehotteen muokkausta eikä ohjaussekvenssejä
fcc-names-first = Komentoa "{ $given }" ei ole. Anna pelaajat kirjoittamalla { $command } { $names }.
