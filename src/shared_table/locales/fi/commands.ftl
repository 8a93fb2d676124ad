## Commands: name, summary, argument, details and examples (core/commands.py).

table-cmd-turn = vuoro
table-cmd-turn-summary = kenen vuoro on ja mitä voit tehdä nyt
table-cmd-turn-details = Tyhjä rivi ja Enter kertovat saman.
table-cmd-turn-examples = vuoro
table-cmd-turn-typed = kenen vuoro, vuoroni, mitä nyt

table-cmd-last = toista
table-cmd-last-summary = sano viimeisin ilmoitus uudelleen
table-cmd-last-examples = toista ; last
table-cmd-last-typed = toistaa, uudelleen, sano uudelleen, mitä

table-cmd-history = historia
table-cmd-history-summary = viimeisimmät tapahtumat, 10 ellet anna lukua
table-cmd-history-argument = luku
table-cmd-history-examples = historia ; historia 30
table-cmd-history-typed = tapahtumat, mitä tapahtui

table-cmd-verbosity = puheliaisuus
table-cmd-verbosity-summary = kuinka paljon kerrotaan
table-cmd-verbosity-examples = puheliaisuus lyhyt ; v täysi

table-cmd-hint = vihje
table-cmd-hint-summary = mitä vahva pelaaja tekisi nyt ja miksi
table-cmd-hint-examples = vihje
table-cmd-hint-typed = vihjettä, neuvo, neuvoa, mitä teen, mitä tekisit, vinkki, vinkkiä

table-cmd-hints = vihjeet
table-cmd-hints-summary = vihje jokaisen vuorosi alussa tai ei enää
table-cmd-hints-examples = vihjeet päälle ; vihjeet pois

table-cmd-braille = pistekirjoitus
table-cmd-braille-summary = pöytä niin kuin paikkasi sen näkee, Unicode-pistekirjoituksena, merkittynä kuten pistekirjoituspakan kortit
table-cmd-braille-examples = pistekirjoitus
table-cmd-braille-typed = {""}

table-cmd-print = tulosta
table-cmd-print-summary = kirjoita BRF-pistekirjoitustiedosto pistekirjoittimelle

table-cmd-replay = kertaa
table-cmd-replay-summary = peli uudelleen, niin kuin sen koit, kierros tai osa kerrallaan
table-cmd-replay-argument = numero, seuraava tai kaikki
table-cmd-replay-details = Pelkkä kertaa kertoo, montako kierrosta on, tai osaa pelissä, jossa ei ole kierroksia, ja miten yhden saa. Kertaa kierros 3 tai kertaa 3 kertoo kierroksen 3 niin kuin sen kuulit; kertaa seuraava kertoo seuraavan viimeksi kerratun jälkeen; kertaa kaikki kertoo koko pelin kerralla. Kun peli on päättynyt, historia, pistekirjoitus, tulosta ja kertaa vastaavat yhä, samoin pelin omat kysymykset, kunnes lopetat tai aloitat uuden pelin.
table-cmd-replay-examples = kertaa ; kertaa 3 ; kertaa seuraava ; kertaa kaikki

table-cmd-new = uusi
table-cmd-new-summary = jaa uusi peli samoille pelaajille; kysyy ensin, jos tämä on kesken
table-cmd-new-examples = uusi
table-cmd-new-typed = uusi peli, aloita alusta

table-cmd-help = ohje
table-cmd-help-summary = komennot tai lisää yhdestä niistä
table-cmd-help-argument = komento
table-cmd-help-examples = ohje ; ohje vihje
table-cmd-help-typed = apua, ohjeet, ohjeita, komennot, auta

table-cmd-quit = lopeta
table-cmd-quit-summary = lopeta peli; kysyy ensin
table-cmd-quit-examples = lopeta
table-cmd-quit-typed = lopetan, lopettaa, lopetetaan, poistu

table-cmd-sounds = äänet
table-cmd-sounds-summary = kuuntele pöydän äänet yksi kerrallaan nimineen, laita äänet päälle tai pois tai säädä voimakkuus nollasta sataan
table-cmd-sounds-examples = äänet ; äänet pois ; äänet 40
table-cmd-sounds-typed = ääni, ääniä

table-cmd-undo = peru
table-cmd-undo-summary = peru viimeisin siirtosi, niin usein kuin haluat
table-cmd-undo-examples = peru
table-cmd-undo-typed = kumoa, perun, perua, peruuta, peru siirto, kumoa siirto

## The words of the common commands' choices (verbosity, hints, print, replay).

table-cmd-verbosity-choice-brief = lyhyt
table-cmd-verbosity-choice-normal = normaali
table-cmd-verbosity-choice-full = täysi
table-cmd-verbosity-typed = {""}
table-cmd-hints-choice-on = päälle
table-cmd-hints-choice-off = pois
table-cmd-hints-typed = vihjeitä
table-cmd-sounds-choice-on = päälle
table-cmd-sounds-choice-off = pois
table-cmd-print-choice-hand = käsi
table-cmd-print-choice-scores = pisteet
table-cmd-print-choice-table = pöytä
table-cmd-print-choice-piles = pinot
table-cmd-print-typed = {""}
table-cmd-replay-choice-next = seuraava
table-cmd-replay-choice-all = kaikki
table-cmd-replay-typed = {""}
