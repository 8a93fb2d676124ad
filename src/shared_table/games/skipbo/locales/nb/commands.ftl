## Kommandoer: navn, sammendrag, argument, detaljer og eksempler (core/commands.py).

sb-cmd-play = spill
sb-cmd-play-summary = spill et kort på en spillebunke, fra hovedbunken din, hånden eller en av kastebunkene dine
sb-cmd-play-argument = hvor kortet kommer fra, til, og en spillebunke
sb-cmd-play-details = Kortet kommer fra hovedbunke, et kort på hånden, eller kast og nummeret på en av kastebunkene dine. Angi et kort på hånden med tallet eller navnet: 7, sju eller sjuer; 7t2 eller sju avgift 2 for en sjuer med en avgift på to mynter; sb for et Skip-Bo-kort. Ordet til kan sløyfes, og det kan spillebunken også når kortet bare passer på én.
sb-cmd-play-examples = spill hovedbunke til 2 ; spill 7 til 1 ; spill sjuer til bunke 3 ; spill kast 2 til 1 ; pl sb 4
sb-cmd-play-typed = spille, spiller, spill et kort

sb-cmd-pay = betal
sb-cmd-pay-summary = betal med mynter i stedet for kortet en spillebunke trenger, like mange som tallet; spill så det neste kortet på den
sb-cmd-pay-argument = for, og en spillebunke
sb-cmd-pay-details = 4 mynter står for en firer. Myntene ligger ved siden av bunken til den er full; da deles de ut igjen én om gangen, fra spilleren som fylte den, etter tur.
sb-cmd-pay-examples = betal for 2
sb-cmd-pay-typed = betale, betaler

sb-cmd-buy = kjøp
sb-cmd-buy-summary = kjøp det øverste kortet i en annen spillers hovedbunke eller kastebunke for én mynt, og spill det med en gang på en spillebunke
sb-cmd-buy-argument = en spiller, hovedbunke eller en kastebunke, til, og en spillebunke
sb-cmd-buy-examples = kjøp Anns hovedbunke til 3 ; kjøp fra Bob kastebunke 2 til 1 ; kjøp Bob hovedbunke
sb-cmd-buy-typed = kjøp, kjøpe, kjøper

sb-cmd-toll = avgift
sb-cmd-toll-summary = betal avgiften for kortet du nettopp spilte og fortsett, eller la være og avslutt turen
sb-cmd-toll-examples = avgift betal ; avgift hopp
sb-cmd-toll-choice-pay = betal
sb-cmd-toll-choice-skip = hopp
sb-cmd-toll-typed = {""}
sb-cmd-toll-choice-pay-typed = betal avgift, betal avgiften
sb-cmd-toll-choice-skip-typed = hopp over, hopp over avgiften

sb-cmd-discard = kast
sb-cmd-discard-summary = legg et kort fra hånden på en av kastebunkene dine; det avslutter turen
sb-cmd-discard-argument = et kort, til, og en kastebunke
sb-cmd-discard-details = Angi et kort på hånden med tallet eller navnet: 7, sju eller sjuer; 7t2 eller sju avgift 2 for en sjuer med en avgift på to mynter; sb for et Skip-Bo-kort. Kastebunkene dine har numrene 1 til 4.
sb-cmd-discard-examples = kast 9 til 2 ; x sb til 4 ; kast ni til 1
sb-cmd-discard-typed = kaste, kaster, legg, legge, legger

sb-cmd-end = ferdig
sb-cmd-end-summary = avslutt turen når hånden er tom og det ikke er mer å trekke
sb-cmd-end-examples = ferdig
sb-cmd-end-typed = slutt, avslutt turen, slutt turen, ferdig med turen, avslutt, avslutte

sb-cmd-stock = hovedbunke
sb-cmd-stock-summary = det øverste kortet i hver hovedbunke, og hvor mange kort hver har igjen
sb-cmd-stock-examples = hovedbunke
sb-cmd-stock-typed = hovedbunken, min hovedbunke, hovedbunkene

sb-cmd-hand = hånd
sb-cmd-hand-summary = kortene dine fra lavest til høyest, Skip-Bo-kortene til slutt
sb-cmd-hand-examples = hånd
sb-cmd-hand-typed = hånd, hånden, kortene mine, mine kort, kortene, vis hånd, vis hånden, vis meg kortene, vis kortene, hva har jeg

sb-cmd-piles = spillebunker
sb-cmd-piles-summary = hva hver spillebunke trenger nå, og myntene ved siden av den
sb-cmd-piles-examples = spillebunker
sb-cmd-piles-typed = spillebunke, spillebunkene

sb-cmd-discards = kastebunker
sb-cmd-discards-summary = kastebunkene dine eller en annen spillers, øverste kort først
sb-cmd-discards-argument = navnet på en spiller
sb-cmd-discards-examples = kastebunker ; kastebunker Ann
sb-cmd-discards-typed = kastebunke, kastebunkene

sb-cmd-coins = mynter
sb-cmd-coins-summary = myntene dine, alles, og de som ligger ved hver spillebunke
sb-cmd-coins-examples = mynter
sb-cmd-coins-typed = mynter, mynt, myntene, penger

sb-cmd-scores = stilling
sb-cmd-scores-summary = kort igjen i hovedbunkene, færrest først, og i en kamp alles poeng
sb-cmd-scores-examples = stilling
sb-cmd-scores-typed = poeng, stillingen, resultat

skipbo-title = Skip-Bo
sb-points = poeng
sb-option-short = hovedbunker med 10 kort i stedet for 15
sb-option-match = spill til noen har 500 poeng: 25 for å vinne og 5 for hvert kort som er igjen i de andres hovedbunker

## What the toll's prompts and errors tell a person to type: the everyday forms, each one understood
## at a toll (tests/test_skipbo_languages.py).
sb-say-pay-toll = betal
sb-say-skip-toll = hopp over
