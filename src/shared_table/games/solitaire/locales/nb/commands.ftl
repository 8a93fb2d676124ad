## Commands: name, summary, argument, details and examples (core/commands.py).

sol-cmd-piles = bunker
sol-cmd-piles-summary = hver åpen bunke på sin egen linje: nummeret, hva som er jokerkort, og poengene den har
sol-cmd-piles-examples = bunker
sol-cmd-piles-typed = bunkene, alle bunker

sol-cmd-pile = bunke
sol-cmd-pile-summary = kortene i én bunke, nummerert, og hvordan de best legges ned
sol-cmd-pile-argument = et bunkenummer
sol-cmd-pile-details = Med disse numrene angir du i spill hvilket kort som tas ut.
sol-cmd-pile-examples = bunke 3
sol-cmd-pile-typed = bunken, vis bunke

sol-cmd-card = kort
sol-cmd-card-summary = det vendte kortet, som du skal spille, og hvor mange kort som er igjen i stokken
sol-cmd-card-examples = kort
sol-cmd-card-typed = kortet, vendte kort, det vendte kortet

sol-cmd-stock = stokk
sol-cmd-stock-summary = hvor mange kort som er igjen i stokken, og hvor mange som er kastet
sol-cmd-stock-examples = stokk
sol-cmd-stock-typed = stokken, kortstokken

sol-cmd-play = spill
sol-cmd-play-summary = det vendte kortet legges i en bunke, og et kort du velger, tas ut av den og kastes
sol-cmd-play-argument = et bunkenummer, ut og et kort
sol-cmd-play-details = Angi kortet som tas ut, med nummeret i bunkens liste eller med navnet; ut kan sløyfes. En bunke der alle kortene kan legges ned, er avsluttet. Skriv pass for å la det vendte kortet gå.
sol-cmd-play-examples = spill 3 ut kløver konge ; spill 3 ut 2 ; spill 6 ut jd
sol-cmd-play-typed = spille, spiller, legg, legge, legger, avslutt, avslutte, bytt

sol-cmd-pass = pass
sol-cmd-pass-summary = la det vendte kortet gå, kastet, uten å endre noen bunke
sol-cmd-pass-examples = pass
sol-cmd-pass-typed = passe, passer, hopp over, videre, kast, kaste

sol-cmd-discards = kastede
sol-cmd-discards-summary = de døde kortene, det siste først
sol-cmd-discards-examples = kastede
sol-cmd-discards-typed = kastede kort, døde kort

solitaire-title = Five Crowns-kabal
sol-points = avsluttede bunker
