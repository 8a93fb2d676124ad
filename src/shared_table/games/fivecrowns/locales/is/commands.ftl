## Skipanir: heiti, lýsing, viðfang, nánar og dæmi (core/commands.py).

fc-cmd-draw = draga
fc-cmd-draw-summary = draga efsta spilið úr stokknum
fc-cmd-draw-examples = draga
fc-cmd-draw-typed = dragðu, dreg, dregðu, draga spil, dragðu spil, dragðu úr stokknum, draga úr stokknum

fc-cmd-take = taka
fc-cmd-take-summary = taka efsta spilið úr bunkanum
fc-cmd-take-examples = taka
fc-cmd-take-typed = taktu, tek, taka upp, taktu upp, taktu úr bunkanum, taka úr bunkanum

fc-cmd-discard = henda
fc-cmd-discard-summary = henda spili; ef hin spilin mynda raðir lokar þú
fc-cmd-discard-argument = spil
fc-cmd-discard-details = Nefndu spilið með númeri þess á hendinni, stuttu heiti eins og 9h, 10st, Dsp eða jóker, heiti eins og hjartanía, eða styttingu sem á bara við eitt spil. Sort, eins og spaði eða sp, nefnir spilin þín í þeirri sort: spilið, ef það er eitt, annars valkostina.
fc-cmd-discard-examples = henda 3 ; henda 9h ; henda hjartaníu ; x jo ; x spaði
fc-cmd-discard-typed = hentu, hendi, hendu, kasta, kastaðu, loka, lokaðu, hentu spili

fc-cmd-hand = hönd
fc-cmd-hand-summary = spilin þín eftir sortum, spil sem gilda allt síðast, hvert með sínu númeri
fc-cmd-hand-examples = hönd
fc-cmd-hand-typed = höndin, hendin, spilin mín, spilin

fc-cmd-top = efst
fc-cmd-top-summary = efsta spilið í bunkanum og hve mörg spil eru í stokknum
fc-cmd-top-examples = efst
fc-cmd-top-typed = efsta, efsta spilið, bunkinn

fc-cmd-wild = gildir
fc-cmd-wild-summary = hvaða spil gilda allt í þessari umferð
fc-cmd-wild-examples = gildir
fc-cmd-wild-typed = gildir allt, hvað gildir

fc-cmd-scores = stig
fc-cmd-scores-summary = heildarstig allra og stigin í síðustu umferð
fc-cmd-scores-examples = stig
fc-cmd-scores-typed = stigin, staða, staðan

fc-cmd-round = umferð
fc-cmd-round-summary = umferðin, gjafarinn, hver lokaði og hve mörg spil hver hefur
fc-cmd-round-examples = umferð
fc-cmd-round-typed = umferðin

fc-cmd-melds = raðir
fc-cmd-melds-summary = það sem hefur verið lagt niður í þessari umferð
fc-cmd-melds-examples = raðir
fc-cmd-melds-typed = raðirnar, lagt niður

fc-cmd-picks = tekin
fc-cmd-picks-summary = hvað hver leikmaður hefur tekið úr bunkanum í þessari umferð, í röð
fc-cmd-picks-argument = nafn leikmanns
fc-cmd-picks-examples = tekin ; tekin Ann
fc-cmd-picks-typed = tekið

fc-cmd-sort = raða
fc-cmd-sort-summary = telja upp höndina eftir sortum eða eftir gildi
fc-cmd-sort-examples = raða gildi ; raða sort

fivecrowns-title = Five Crowns
fc-points = stig
fc-cmd-sort-choice-suit = sort
fc-cmd-sort-choice-rank = gildi
fc-cmd-sort-typed = raðaðu, flokka, flokkaðu
fc-cmd-sort-choice-suit-typed = sortum, lit, raða eftir sortum, raða eftir lit
fc-cmd-sort-choice-rank-typed = {""}
