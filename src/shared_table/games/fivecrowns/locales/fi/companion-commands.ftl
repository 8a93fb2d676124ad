## Komennot: nimi, yhteenveto, argumentti, lisätiedot ja esimerkit (core/commands.py).

fcc-cmd-players = pelaajat
fcc-cmd-players-summary = ketkä pelaavat, istumajärjestyksessä; aloittaa taulukon
fcc-cmd-players-argument = nimet
fcc-cmd-players-details = Erota nimet pilkuilla, jolloin nimessä voi olla välilyöntejä, tai välilyönneillä. Ensimmäisenä mainittu jakaa ensin, ellet muuta sitä komennolla jakaja. Pelaajia voi muuttaa, kunnes kierros 1 on pisteytetty.
fcc-cmd-players-examples = pelaajat Ann, Bob, Cy ; pelaajat Ann Bob Cy
fcc-cmd-players-typed = pelaajia

fcc-cmd-dealer = jakaja
fcc-cmd-dealer-summary = kuka jakoi kierroksen 1; jokainen myöhempi jakaja seuraa vasemmalle
fcc-cmd-dealer-argument = nimi
fcc-cmd-dealer-details = Jos kierroksia on jo pisteytetty, uusi ensimmäinen jakaja varmistetaan ensin, koska se muuttaa niiden kierrosten jakajat; vain kyllä tekee muutoksen.
fcc-cmd-dealer-examples = jakaja Bob
fcc-cmd-dealer-typed = jakaa, jakoi

fcc-cmd-round = kierros
fcc-cmd-round-summary = pelattava kierros: kuka jakaa, montako korttia, mikä on villi, kuka aloittaa
fcc-cmd-round-details = Enter tyhjällä rivillä sanoo saman lyhyemmin.
fcc-cmd-round-examples = kierros
fcc-cmd-round-typed = kierroksella

fcc-cmd-check = tarkista
fcc-cmd-check-summary = tarkista käsi itseksesi: parhaat suorat ja värisuorat, jäljelle jäävät pisteet, voiko kortit näyttää
fcc-cmd-check-argument = kortit
fcc-cmd-check-details = Villi arvo on kierroksen oma, ellet kirjoita loppuun sanaa villi ja arvoa. Vastaus on sama kuin komennolla shared-table check.
fcc-cmd-check-examples = tarkista 5c 6c 7c Qh Qd joker 8h ; tarkista tähtiseiska, herttaseiska, jokeri ; tarkista 5c 6c 7c villi 8
fcc-cmd-check-typed = tarkistaa, tarkistan

fcc-cmd-score = laske
fcc-cmd-score-summary = pisteytä juuri pelattu kierros pelaaja kerrallaan
fcc-cmd-score-details = Kirjoita kullekin pelaajalle pisteet, kuten 12, näytti, jos hän näytti korttinsa, tai käteen jääneet kortit, kuten 7c Qh joker; ne lasketaan kierroksen villillä arvolla ja luetaan takaisin, ja Enter hyväksyy ne. Takaisin tai peru palaa edelliseen pelaajaan, keskeytä lopettaa pisteyttämättä.
fcc-cmd-score-examples = laske
fcc-cmd-score-typed = pisteytä, laske pisteet, laskee, laskemaan

fcc-cmd-edit = korjaa
fcc-cmd-edit-summary = korjaa pelaajan pisteet millä tahansa pisteytetyllä kierroksella
fcc-cmd-edit-argument = kierros, nimi ja pisteet
fcc-cmd-edit-details = Kierroksen voi jättää pois: silloin se on viimeksi pisteytetty kierros. Tilanne sanotaan uudelleen.
fcc-cmd-edit-examples = korjaa 3 Bob 12 ; korjaa 3 Bob näytti ; korjaa 3 Bob 7c Qh ; korjaa Bob 15
fcc-cmd-edit-typed = korjaan, korjata, muuta

fcc-cmd-undo = kumoa
fcc-cmd-undo-summary = peru viimeisin muutos: pisteytetty kierros, korjaus tai jakaja
fcc-cmd-undo-details = Muutokset voi kumota yksi kerrallaan taulukon avaamiseen asti.
fcc-cmd-undo-examples = kumoa
fcc-cmd-undo-typed = peru, perun, perua, peruuta

fcc-cmd-sheet = taulukko
fcc-cmd-sheet-summary = pistetaulukko rivi riviltä; tai yksi kierros kokonaan
fcc-cmd-sheet-argument = kierroksen numero
fcc-cmd-sheet-examples = taulukko ; taulukko 3
fcc-cmd-sheet-typed = {""}

fcc-cmd-totals = tilanne
fcc-cmd-totals-summary = jokaisen pelaajan yhteispisteet, kuka johtaa ja kuinka paljon muut ovat perässä
fcc-cmd-totals-examples = tilanne
fcc-cmd-totals-typed = pisteet, pistetilanne, kokonaispisteet

fcc-cmd-braille = pistekirjoitus
fcc-cmd-braille-summary = pistetaulukko Unicode-pistekirjoituksena
fcc-cmd-braille-examples = pistekirjoitus taulukko
fcc-cmd-braille-typed = {""}

fcc-cmd-print = tulosta
fcc-cmd-print-summary = kirjoita pistetaulukko tiedostoihin tulostimelle ja pistekirjoitustulostimelle
fcc-cmd-print-examples = tulosta taulukko
fcc-cmd-print-typed = {""}

fcc-cmd-sheets = tallennetut
fcc-cmd-sheets-summary = tallennetut taulukot
fcc-cmd-sheets-examples = tallennetut
fcc-cmd-sheets-typed = {""}

fcc-cmd-resume = jatka
fcc-cmd-resume-summary = avaa tallennettu taulukko: viimeisin keskeneräinen tai numeron mukainen
fcc-cmd-resume-argument = taulukon numero
fcc-cmd-resume-examples = jatka ; jatka 3
fcc-cmd-resume-typed = jatketaan, avaa

fcc-cmd-new = uusi
fcc-cmd-new-summary = aloita uusi taulukko; tämä pysyy tallennettuna
fcc-cmd-new-examples = uusi
fcc-cmd-new-typed = uusi taulukko

fcc-cmd-last = toista
fcc-cmd-last-summary = sano viimeisin vastaus uudelleen
fcc-cmd-last-examples = toista ; last
fcc-cmd-last-typed = toistaa, uudelleen, sano uudelleen, mitä

fcc-cmd-help = ohje
fcc-cmd-help-summary = komennot tai lisää yhdestä
fcc-cmd-help-argument = komento
fcc-cmd-help-examples = ohje ; ohje laske
fcc-cmd-help-typed = apua, ohjeet, ohjeita, komennot, auta

fcc-cmd-quit = lopeta
fcc-cmd-quit-summary = lopeta; taulukko on jo tallennettu
fcc-cmd-quit-examples = lopeta
fcc-cmd-quit-typed = lopetan, lopettaa, lopetetaan, poistu
fcc-title = Seuralainen
