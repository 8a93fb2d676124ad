## Opdrachten: naam, samenvatting, argument, uitleg en voorbeelden (core/commands.py).

sb-cmd-play = speel
sb-cmd-play-summary = speel een kaart op een bouwstapel, van je voorraadstapel, je hand of een van je aflegstapels
sb-cmd-play-argument = waar de kaart vandaan komt, op, en een bouwstapel
sb-cmd-play-details = De kaart komt van voorraad, uit je hand, of van afleg en het nummer van een van je aflegstapels. Noem een kaart uit je hand bij haar getal of naam: 7 of zeven; 7t2 of zeven tol 2 voor een zeven met een tol van twee munten; sb voor een Skip-Bo-kaart. Het woord op mag weg, en de bouwstapel ook als de kaart maar op één stapel past.
sb-cmd-play-examples = speel voorraad op 2 ; speel 7 op 1 ; speel zeven op stapel 3 ; speel afleg 2 op 1 ; pl sb 4
sb-cmd-play-typed = spelen, leg

sb-cmd-pay = betaal
sb-cmd-pay-summary = betaal munten in plaats van de kaart die een bouwstapel nodig heeft, evenveel als het getal op die kaart; speel dan de volgende kaart erop
sb-cmd-pay-argument = voor, en een bouwstapel
sb-cmd-pay-details = 4 munten staan voor een vier. De munten liggen naast de stapel tot die vol is; dan worden ze één voor één uitgedeeld, te beginnen bij de speler die de stapel vol maakte, in de volgorde van de beurten.
sb-cmd-pay-examples = betaal voor 2
sb-cmd-pay-typed = betalen

sb-cmd-buy = koop
sb-cmd-buy-summary = betaal een andere speler één munt en speel de bovenste kaart van zijn voorraadstapel of van een van zijn aflegstapels meteen op een bouwstapel
sb-cmd-buy-argument = een speler, voorraad of een aflegstapel, op, en een bouwstapel
sb-cmd-buy-examples = koop Ann voorraad op 3 ; koop Bob afleg 2 op 1
sb-cmd-buy-typed = kopen

sb-cmd-toll = tol
sb-cmd-toll-summary = betaal de tol van de kaart die je net speelde en speel door, of sla hem over en beëindig je beurt
sb-cmd-toll-examples = tol betalen ; tol overslaan
sb-cmd-toll-choice-pay = betalen
sb-cmd-toll-choice-skip = overslaan
sb-cmd-toll-typed = {""}
sb-cmd-toll-choice-pay-typed = betaal tol, tol betalen
sb-cmd-toll-choice-skip-typed = sla over, overslaan, sla tol over

sb-cmd-discard = afleggen
sb-cmd-discard-summary = leg een kaart uit je hand op een van je aflegstapels; daarmee eindigt je beurt
sb-cmd-discard-argument = een kaart, op, en een aflegstapel
sb-cmd-discard-details = Noem een kaart uit je hand bij haar getal of naam: 7 of zeven; 7t2 of zeven tol 2 voor een zeven met een tol van twee munten; sb voor een Skip-Bo-kaart. Je aflegstapels hebben de nummers 1 tot en met 4.
sb-cmd-discard-examples = afleggen 9 op 2 ; x sb op 4 ; afleggen negen op 1
sb-cmd-discard-typed = leg af, gooi weg, gooi, weggooien

sb-cmd-end = klaar
sb-cmd-end-summary = beëindig je beurt als je hand leeg is en er niets meer te trekken valt
sb-cmd-end-examples = klaar
sb-cmd-end-typed = einde beurt, beurt beeindigen, beeindig beurt, ben klaar

sb-cmd-stock = voorraad
sb-cmd-stock-summary = de bovenste kaart van elke voorraadstapel, en hoeveel kaarten er nog in liggen
sb-cmd-stock-examples = voorraad
sb-cmd-stock-typed = voorraadstapel, voorraadstapels

sb-cmd-hand = hand
sb-cmd-hand-summary = je kaarten, oplopend, Skip-Bo-kaarten als laatste
sb-cmd-hand-examples = hand
sb-cmd-hand-typed = kaarten, mijn kaarten, mijn hand

sb-cmd-piles = bouwstapels
sb-cmd-piles-summary = wat elke bouwstapel nu nodig heeft, en de munten ernaast
sb-cmd-piles-examples = bouwstapels
sb-cmd-piles-typed = bouwstapel

sb-cmd-discards = aflegstapels
sb-cmd-discards-summary = je aflegstapels of die van een andere speler, bovenste kaart eerst
sb-cmd-discards-argument = de naam van een speler
sb-cmd-discards-examples = aflegstapels ; aflegstapels Ann
sb-cmd-discards-typed = aflegstapel

sb-cmd-coins = munten
sb-cmd-coins-summary = je munten, die van iedereen, en die naast elke bouwstapel
sb-cmd-coins-examples = munten
sb-cmd-coins-typed = munt, geld

sb-cmd-scores = stand
sb-cmd-scores-summary = kaarten over op de voorraadstapels, minste eerst, en in een wedstrijd ieders punten
sb-cmd-scores-examples = stand
sb-cmd-scores-typed = score, punten, tussenstand

skipbo-title = Skip-Bo
sb-points = punten
sb-option-short = voorraadstapels van 10 kaarten in plaats van 15
sb-option-match = speel spellen tot iemand 500 punten heeft: 25 voor een overwinning en 5 voor elke kaart die nog op de voorraadstapels van de anderen ligt

## What the toll's prompts and errors tell a person to type: the everyday forms, each one understood
## at a toll (tests/test_skipbo_languages.py).
sb-say-pay-toll = betaal tol
sb-say-skip-toll = sla over
