## Kommandoer: navn, resumé, argument, detaljer og eksempler (core/commands.py).

sb-cmd-play = spil
sb-cmd-play-summary = spil et kort på en byggebunke, fra din egen bunke, din hånd eller en af dine afkastbunker
sb-cmd-play-argument = hvor kortet kommer fra, til, og en byggebunke
sb-cmd-play-details = Skriv, hvor kortet kommer fra: egen, et kort på hånden, eller afkastbunke og nummeret på en af dine afkastbunker. Nævn et kort på hånden ved dets tal eller navn: 7, syv eller syver; 7t2 eller syv afgift 2 for en syver med en afgift på to mønter; sb for et Skip-Bo-kort. Ordet til kan udelades, og det kan byggebunken også, når kortet kun passer på én.
sb-cmd-play-examples = spil egen til 2 ; spil 7 til 1 ; spil syver til bunke 3 ; spil afkastbunke 2 til 1 ; pl sb 4
sb-cmd-play-typed = spille, spiller, spil et kort

sb-cmd-pay = betal
sb-cmd-pay-summary = betal med mønter i stedet for det kort, en byggebunke skal bruge, lige så mange som dets tal; spil så det næste kort på den
sb-cmd-pay-argument = for, og en byggebunke
sb-cmd-pay-details = 4 mønter står for en firer. Mønterne ligger ved siden af bunken, til den er færdig; så fordeles de én ad gangen i tur og orden, begyndende med den spiller, der gjorde den færdig.
sb-cmd-pay-examples = betal for 2
sb-cmd-pay-typed = betale, betaler

sb-cmd-buy = køb
sb-cmd-buy-summary = betal en anden spiller én mønt for at spille det øverste kort i spillerens egen bunke eller en af spillerens afkastbunker på en byggebunke med det samme
sb-cmd-buy-argument = en spiller, egen eller en afkastbunke, til, og en byggebunke
sb-cmd-buy-examples = køb Anns egen til 3 ; køb fra Bob afkastbunke 2 til 1 ; køb Bob egen
sb-cmd-buy-typed = køb, købe, køber

sb-cmd-toll = afgift
sb-cmd-toll-summary = betal afgiften for det kort, du lige har spillet, og fortsæt, eller lad være og slut din tur
sb-cmd-toll-examples = afgift betal ; afgift spring
sb-cmd-toll-choice-pay = betal
sb-cmd-toll-choice-skip = spring
sb-cmd-toll-typed = {""}
sb-cmd-toll-choice-pay-typed = betal afgift, betal afgiften
sb-cmd-toll-choice-skip-typed = spring over, spring afgiften over

sb-cmd-discard = kassér
sb-cmd-discard-summary = læg et kort fra hånden i en af dine afkastbunker; det slutter din tur
sb-cmd-discard-argument = et kort, til, og en afkastbunke
sb-cmd-discard-details = Nævn et kort på hånden ved dets tal eller navn: 7, syv eller syver; 7t2 eller syv afgift 2 for en syver med en afgift på to mønter; sb for et Skip-Bo-kort. Dine afkastbunker har numrene 1 til 4.
sb-cmd-discard-examples = kassér 9 til 2 ; x sb til 4 ; kassér ni til 1
sb-cmd-discard-typed = kassere, kasserer, læg, lægge, lægger, smid, smide, smider, kast, kaste, kaster

sb-cmd-end = færdig
sb-cmd-end-summary = slut din tur, når din hånd er tom, og der ikke er mere at trække
sb-cmd-end-examples = færdig
sb-cmd-end-typed = slut, slut turen, slut min tur, færdig med turen, afslut, afslutte, afslut turen

sb-cmd-stock = egen
sb-cmd-stock-summary = det øverste kort i hver egen bunke, og hvor mange kort der er tilbage i hver
sb-cmd-stock-examples = egen
sb-cmd-stock-typed = egen bunke, min bunke, egne bunker

sb-cmd-hand = hånd
sb-cmd-hand-summary = dine kort, tallene stigende, Skip-Bo-kort til sidst
sb-cmd-hand-examples = hånd
sb-cmd-hand-typed = hånd, hånden, mine kort, kortene, vis hånd, vis hånden, vis min hånd, vis mine kort, hvad har jeg

sb-cmd-piles = byggebunker
sb-cmd-piles-summary = hvad hver byggebunke skal bruge nu, og mønterne ved siden af den
sb-cmd-piles-examples = byggebunker
sb-cmd-piles-typed = byggebunke, byggebunkerne

sb-cmd-discards = afkastbunker
sb-cmd-discards-summary = dine afkastbunker eller en anden spillers, øverste kort først
sb-cmd-discards-argument = en spillers navn
sb-cmd-discards-examples = afkastbunker ; afkastbunker Ann
sb-cmd-discards-typed = afkastbunke, afkastbunkerne

sb-cmd-coins = mønter
sb-cmd-coins-summary = dine mønter, alles, og dem ved siden af hver byggebunke
sb-cmd-coins-examples = mønter
sb-cmd-coins-typed = mønter, mønt, penge

sb-cmd-scores = stilling
sb-cmd-scores-summary = kort tilbage i egen bunke, færrest først, og i en kamp alles point
sb-cmd-scores-examples = stilling
sb-cmd-scores-typed = point, stillingen, resultat

skipbo-title = Skip-Bo
sb-points = point
sb-option-short = egne bunker med 10 kort i stedet for 15
sb-option-match = spil, til nogen har 500 point: 25 for en sejr og 5 for hvert kort tilbage i de andres egne bunker

## What the toll's prompts and errors tell a person to type: the everyday forms, each one understood
## at a toll (tests/test_skipbo_languages.py).
sb-say-pay-toll = betal
sb-say-skip-toll = spring over
