## Komennot: nimi, yhteenveto, argumentti, tiedot ja esimerkit (core/commands.py).

sb-cmd-play = pelaa
sb-cmd-play-summary = pelaa kortti kokoamispinoon pöytäpinostasi, kädestäsi tai jostakin poistopinostasi
sb-cmd-play-argument = mistä kortti tulee, pinoon ja kokoamispinon numero
sb-cmd-play-details = Kortti tulee pöytäpinosta, kädestä tai poistopinosta, jolloin anna myös poistopinon numero. Nimeä käsikortti numerolla tai nimellä: 7 tai seiska; 7t2 tai seiska tulli 2 seiskalle, jonka tulli on kaksi kolikkoa; sb Skip-Bo-kortille. Sanan pinoon voi jättää pois, ja kokoamispinon myös, kun kortti käy vain yhteen pinoon.
sb-cmd-play-examples = pelaa pöytäpinosta pinoon 2 ; pelaa 7 pinoon 1 ; pelaa seiska pinoon 3 ; pelaa poistopinosta 2 pinoon 1 ; pl sb 4
sb-cmd-play-typed = pelaan, pelata, pelataan, laita, laitan

sb-cmd-pay = maksa
sb-cmd-pay-summary = maksa kolikoilla kokoamispinon tarvitseman kortin sijasta, yhtä monta kuin kortin numero; pelaa sitten seuraava kortti pinoon
sb-cmd-pay-argument = kokoamispinon numero
sb-cmd-pay-details = 4 kolikkoa korvaa nelosen. Kolikot ovat pinon vieressä, kunnes pino on valmis; silloin ne jaetaan takaisin yksi kerrallaan, alkaen pelaajasta, joka sai pinon valmiiksi, vuorojärjestyksessä.
sb-cmd-pay-examples = maksa 2
sb-cmd-pay-typed = maksan, maksaa, maksetaan, maksa kolikoilla

sb-cmd-buy = osta
sb-cmd-buy-summary = maksa toiselle pelaajalle yksi kolikko ja pelaa heti kokoamispinoon kortti hänen pöytäpinonsa tai jonkin hänen poistopinonsa päältä
sb-cmd-buy-argument = pelaaja, pöytäpinosta tai poistopinosta, pinoon ja kokoamispinon numero
sb-cmd-buy-examples = osta Ann pöytäpinosta pinoon 3 ; osta Bob poistopinosta 2 pinoon 1
sb-cmd-buy-typed = ostan, ostaa, ostetaan, osta kortti

sb-cmd-toll = tulli
sb-cmd-toll-summary = maksa juuri pelaamasi kortin tulli ja jatka tai jätä se maksamatta ja päätä vuorosi
sb-cmd-toll-examples = tulli maksa ; tulli ohita
sb-cmd-toll-choice-pay = maksa
sb-cmd-toll-choice-skip = ohita
sb-cmd-toll-typed = tullin
sb-cmd-toll-choice-pay-typed = maksa tulli, maksa tullin, maksan tullin
sb-cmd-toll-choice-skip-typed = ohita, ohita tulli, ohitan

sb-cmd-discard = poista
sb-cmd-discard-summary = siirrä käsikortti johonkin poistopinoistasi; se päättää vuorosi
sb-cmd-discard-argument = kortti, pinoon ja poistopinon numero
sb-cmd-discard-details = Nimeä käsikortti numerolla tai nimellä: 7 tai seiska; 7t2 tai seiska tulli 2 seiskalle, jonka tulli on kaksi kolikkoa; sb Skip-Bo-kortille. Poistopinosi on numeroitu yhdestä neljään.
sb-cmd-discard-examples = poista 9 pinoon 2 ; x sb pinoon 4 ; poista yhdeksikkö pinoon 1
sb-cmd-discard-typed = poistan, poistaa, siirrä, siirrän, siirtää, luovu, luovun, heitä, heitän, laita, laitan

sb-cmd-end = valmis
sb-cmd-end-summary = päätä vuorosi, kun kätesi on tyhjä eikä nostettavaa ole jäljellä
sb-cmd-end-examples = valmis
sb-cmd-end-typed = lopeta vuoro, lopetan vuoron, päätä vuoro, päätä vuorosi, päätän vuoron, vuoro päättyy

sb-cmd-stock = pöytäpino
sb-cmd-stock-summary = kunkin pöytäpinon päällimmäinen kortti ja montako korttia kussakin on jäljellä
sb-cmd-stock-examples = pöytäpino
sb-cmd-stock-typed = pöytäpinot, pöytäpinoni

sb-cmd-hand = käsi
sb-cmd-hand-summary = korttisi numerojärjestyksessä, Skip-Bo-kortit viimeisinä
sb-cmd-hand-examples = käsi
sb-cmd-hand-typed = kortit, korttini, käteni

sb-cmd-piles = kokoamispinot
sb-cmd-piles-summary = mitä kuhunkin kokoamispinoon nyt tarvitaan ja kolikot sen vieressä
sb-cmd-piles-examples = kokoamispinot
sb-cmd-piles-typed = pinot, kokoamispino

sb-cmd-discards = poistopinot
sb-cmd-discards-summary = poistopinosi tai toisen pelaajan poistopinot, päällimmäinen kortti ensin
sb-cmd-discards-argument = pelaajan nimi
sb-cmd-discards-examples = poistopinot ; poistopinot Ann
sb-cmd-discards-typed = poistopino, poistopinoni

sb-cmd-coins = kolikot
sb-cmd-coins-summary = sinun kolikkosi, kaikkien kolikot ja kunkin kokoamispinon vieressä olevat
sb-cmd-coins-examples = kolikot
sb-cmd-coins-typed = kolikkoja, kolikoita, rahat

sb-cmd-scores = pisteet
sb-cmd-scores-summary = pöytäpinoihin jääneet kortit, vähiten ensin, ja ottelussa kaikkien pisteet
sb-cmd-scores-examples = pisteet
sb-cmd-scores-typed = pistetilanne, tilanne

skipbo-title = Skip-Bo
sb-points = pisteet
sb-option-short = pöytäpinoon 10 korttia, ei 15
sb-option-match = pelaa pelejä, kunnes jollakulla on 500 pistettä: 25 voitosta ja 5 jokaisesta muiden pöytäpinoihin jääneestä kortista

## What the toll's prompts and errors tell a person to type: the everyday forms, each one understood
## at a toll (tests/test_skipbo_languages.py).
sb-say-pay-toll = maksa
sb-say-skip-toll = ohita
