## Skipanir: heiti, lýsing, viðfang, nánar og dæmi (core/commands.py).

sb-cmd-play = spila
sb-cmd-play-summary = spila spili á byggingarbunka, úr eigin bunka, af hendi eða af kastbunka
sb-cmd-play-argument = hvaðan spilið kemur, orðið á og númer byggingarbunka
sb-cmd-play-details = Spilið kemur úr eigin bunka, af hendi eða af kastbunka með númeri hans. Nefndu spil á hendi með tölu eða heiti: 7, sjö eða sjöa; 7t2 eða sjöa tollur 2 fyrir sjöu með tolli upp á tvo peninga; sb fyrir Skip-Bo-spil. Orðinu á má sleppa, og byggingarbunkanum líka þegar spilið passar aðeins á einn.
sb-cmd-play-examples = spila eigin á 2 ; spila 7 á 1 ; spila sjöu á bunka 3 ; spila kast 2 á 1 ; pl sb 4
sb-cmd-play-typed = spilaðu, leggja, leggðu, settu, setja

sb-cmd-pay = borga
sb-cmd-pay-summary = borga peninga í stað spilsins sem byggingarbunki þarf, jafnmarga og tala þess; spila svo næsta spili á hann
sb-cmd-pay-argument = orðið fyrir og númer byggingarbunka
sb-cmd-pay-details = Fjórir peningar koma í stað fjarka. Peningarnir liggja við bunkann þar til honum er lokið; þá er þeim skipt aftur einum í einu, frá þeim sem lauk bunkanum, í leikröð.
sb-cmd-pay-examples = borga fyrir 2
sb-cmd-pay-typed = borgaðu

sb-cmd-buy = kaupa
sb-cmd-buy-summary = borga öðrum leikmanni einn pening til að spila strax efsta spilinu úr eigin bunka hans eða af kastbunka hans á byggingarbunka
sb-cmd-buy-argument = nafn leikmanns, eigin eða kast og númer kastbunka, orðið á og númer byggingarbunka
sb-cmd-buy-examples = kaupa Ann eigin á 3 ; kaupa Bob kast 2 á 1
sb-cmd-buy-typed = keyptu, kaupi

sb-cmd-toll = tollur
sb-cmd-toll-summary = borga toll spilsins sem þú varst að spila og halda áfram, eða sleppa honum og ljúka umferðinni
sb-cmd-toll-examples = tollur borga ; tollur sleppa
sb-cmd-toll-choice-pay = borga
sb-cmd-toll-choice-skip = sleppa
sb-cmd-toll-typed = toll, tollinn
sb-cmd-toll-choice-pay-typed = borga tollinn, borgaðu tollinn
sb-cmd-toll-choice-skip-typed = sleppa tollinum, slepptu tollinum

sb-cmd-discard = henda
sb-cmd-discard-summary = setja spil af hendi á einn kastbunka þinn, og þá lýkur umferðinni þinni
sb-cmd-discard-argument = spilið, orðið á og númer kastbunka
sb-cmd-discard-details = Nefndu spil á hendi með tölu eða heiti: 7, sjö eða sjöa; 7t2 eða sjöa tollur 2 fyrir sjöu með tolli upp á tvo peninga; sb fyrir Skip-Bo-spil. Kastbunkarnir þínir eru númeraðir 1 til 4.
sb-cmd-discard-examples = henda 9 á 2 ; x sb á 4 ; henda níu á 1
sb-cmd-discard-typed = hentu, hendu, kasta, kastaðu

sb-cmd-end = ljúka
sb-cmd-end-summary = ljúka umferðinni þegar höndin er tóm og ekkert er eftir að draga
sb-cmd-end-examples = ljúka
sb-cmd-end-typed = ljúktu, búinn, búin, ljúka umferðinni, ljúktu umferðinni

sb-cmd-stock = eigin
sb-cmd-stock-summary = efsta spilið í hverjum eigin bunka, og hve mörg spil eru eftir í hverjum
sb-cmd-stock-examples = eigin
sb-cmd-stock-typed = eigin bunki, eigin bunkinn

sb-cmd-hand = hönd
sb-cmd-hand-summary = spilin þín, í hækkandi röð, Skip-Bo-spil síðast
sb-cmd-hand-examples = hönd
sb-cmd-hand-typed = höndin, hendin, spilin mín

sb-cmd-piles = byggingarbunkar
sb-cmd-piles-summary = hvað kemur næst á hvern byggingarbunka, og peningarnir við hann
sb-cmd-piles-examples = byggingarbunkar
sb-cmd-piles-typed = byggingarbunkarnir

sb-cmd-discards = kastbunkar
sb-cmd-discards-summary = kastbunkarnir þínir eða annars leikmanns, efsta spil fyrst
sb-cmd-discards-argument = nafn leikmanns
sb-cmd-discards-examples = kastbunkar ; kastbunkar Ann
sb-cmd-discards-typed = kastbunkarnir

sb-cmd-coins = peningar
sb-cmd-coins-summary = peningarnir þínir, allra, og þeir sem liggja við hvern byggingarbunka
sb-cmd-coins-examples = peningar
sb-cmd-coins-typed = peningarnir, peningana, peninga

sb-cmd-scores = stig
sb-cmd-scores-summary = spil eftir í eigin bunkum, fæst fyrst, og í keppni stig allra
sb-cmd-scores-examples = stig
sb-cmd-scores-typed = stigin, staða, staðan

skipbo-title = Skip-Bo
sb-points = stig
sb-option-short = eigin bunkar með 10 spilum í stað 15
sb-option-match = spila mörg spil þar til einhver hefur 500 stig: 25 fyrir sigur og 5 fyrir hvert spil sem eftir er í eigin bunkum hinna

## What the toll's prompts and errors tell a person to type: the everyday forms, each one understood
## at a toll (tests/test_skipbo_languages.py).
sb-say-pay-toll = borgaðu tollinn
sb-say-skip-toll = slepptu tollinum
