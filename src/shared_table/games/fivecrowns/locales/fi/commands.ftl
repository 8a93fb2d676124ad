## Komennot: nimi, yhteenveto, argumentti, tiedot ja esimerkit (core/commands.py).

fc-cmd-draw = nosta
fc-cmd-draw-summary = nosta päällimmäinen kortti nostopakasta
fc-cmd-draw-examples = nosta
fc-cmd-draw-typed = nostaa, nostan, nostetaan, nosta kortti, nosta pakasta, nosta nostopakasta

fc-cmd-take = ota
fc-cmd-take-summary = ota päällimmäinen kortti poistopinosta
fc-cmd-take-examples = ota
fc-cmd-take-typed = ottaa, otan, otetaan, ota kortti, ota poistopinosta, nosta poistopinosta, otan poistopinosta

fc-cmd-discard = poista
fc-cmd-discard-summary = luovu kortista; jos loput kortit muodostavat suoria ja värisuoria, näytät korttisi
fc-cmd-discard-argument = kortti
fc-cmd-discard-details = Nimeä kortti sen numerolla käden luettelossa, lyhyellä nimellä kuten 9h, 10st, Qsp tai jokeri, nimellä kuten herttayhdeksikkö tai lyhenteellä, joka sopii vain yhteen korttiin. Maa, kuten pata tai sp, nimeää sen maan kortit: kortin, jos niitä on yksi, muuten vaihtoehdot.
fc-cmd-discard-examples = poista 3 ; poista 9h ; poista herttayhdeksikkö ; luovu 3 ; x jo ; x pata
fc-cmd-discard-typed = poistan, poistaa, luovu, luovun, luopua, luovu kortista, heitä, heitän, heittää, heitä pois, hylkää, hylkään

fc-cmd-hand = käsi
fc-cmd-hand-summary = korttisi maittain, villit kortit viimeisenä, kukin numeroineen
fc-cmd-hand-examples = käsi
fc-cmd-hand-typed = kortit, korttini, käteni, näytä käsi, mitä kädessä

fc-cmd-top = päällä
fc-cmd-top-summary = poistopinon päällimmäinen kortti ja nostopakan koko
fc-cmd-top-examples = päällä
fc-cmd-top-typed = päällimmäinen, poistopino, mitä päällä

fc-cmd-wild = villi
fc-cmd-wild-summary = mikä arvo on villi tällä kierroksella
fc-cmd-wild-examples = villi
fc-cmd-wild-typed = villit, villikortti, mikä villi, mikä on villi, mikä on villikortti

fc-cmd-scores = pisteet
fc-cmd-scores-summary = kaikkien pisteet yhteensä ja viime kierroksen pisteet
fc-cmd-scores-examples = pisteet
fc-cmd-scores-typed = pistetilanne, tilanne, pisteitä

fc-cmd-round = kierros
fc-cmd-round-summary = kierros, jakaja, kuka näytti korttinsa ja montako korttia kullakin on
fc-cmd-round-examples = kierros
fc-cmd-round-typed = kierroksella

fc-cmd-melds = pöydällä
fc-cmd-melds-summary = mitä tällä kierroksella on laskettu pöytään
fc-cmd-melds-examples = pöydällä
fc-cmd-melds-typed = pöytä, pöytään, lasketut

fc-cmd-picks = otetut
fc-cmd-picks-summary = mitä kukin pelaaja on ottanut poistopinosta tällä kierroksella, järjestyksessä
fc-cmd-picks-argument = pelaajan nimi
fc-cmd-picks-examples = otetut ; otetut Ann
fc-cmd-picks-typed = otti, poimitut

fc-cmd-sort = järjestä
fc-cmd-sort-summary = luettele kätesi maittain tai arvoittain
fc-cmd-sort-examples = järjestä arvo ; järjestä maa

fivecrowns-title = Five Crowns
fc-points = pisteet
fc-cmd-sort-choice-suit = maa
fc-cmd-sort-choice-rank = arvo
fc-cmd-sort-typed = lajittele, järjestää, järjestys
fc-cmd-sort-choice-suit-typed = maittain
fc-cmd-sort-choice-rank-typed = arvoittain
