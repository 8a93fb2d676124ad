## Kommandoer: navn, sammendrag, argument, detaljer og eksempler (core/commands.py).

fc-cmd-draw = trekk
fc-cmd-draw-summary = trekk det øverste kortet fra trekkebunken
fc-cmd-draw-examples = trekk
fc-cmd-draw-typed = trekke, trekker, trekk et kort, trekk fra bunken, ta fra trekkebunken

fc-cmd-take = ta
fc-cmd-take-summary = ta det øverste kortet fra kastebunken
fc-cmd-take-examples = ta
fc-cmd-take-typed = ta opp, tar, plukk, plukke, plukk opp, ta fra kastebunken

fc-cmd-discard = kast
fc-cmd-discard-summary = kast et kort; går resten av hånden opp i bøker og serier, går du ut
fc-cmd-discard-argument = et kort
fc-cmd-discard-details = Angi kortet med nummeret i hånden, med det korte navnet som 9h, 10st, Qsp eller joker, med navnet som hjerter 9, eller med en forkortelse som bare passer på ett kort. En sort, som spar eller sp, angir kortene dine i den sorten: kortet, hvis du har ett, ellers valgene.
fc-cmd-discard-examples = kast 3 ; kast 9h ; kast hjerter 9 ; x jo ; x spar
fc-cmd-discard-typed = kaste, kaster, kast bort, legg, legge, legger, legg ned, gå ut, går ut, avslutt, avslutte, avslutter

fc-cmd-hand = hånd
fc-cmd-hand-summary = kortene dine etter sort, jokerkort til slutt, hvert med sitt nummer
fc-cmd-hand-examples = hånd
fc-cmd-hand-typed = hånd, hånden, kortene mine, mine kort, kortene, vis, vis hånd, vis hånden, vis meg kortene, vis kortene, hva har jeg

fc-cmd-top = øverst
fc-cmd-top-summary = det øverste kortet på kastebunken og hvor mange kort trekkebunken har
fc-cmd-top-examples = øverst
fc-cmd-top-typed = øverst, kastebunken, kastebunke, øverste kort

fc-cmd-wild = jokerkort
fc-cmd-wild-summary = hvilken verdi som er jokerkort i denne runden
fc-cmd-wild-examples = jokerkort
fc-cmd-wild-typed = joker, jokerkortet, jokerkortene, hva er joker, hva er jokerkort, hva er jokerkortene

fc-cmd-scores = stilling
fc-cmd-scores-summary = alles poeng totalt og poengene i siste runde
fc-cmd-scores-examples = stilling
fc-cmd-scores-typed = poeng, poengene, stillingen, resultat

fc-cmd-round = runde
fc-cmd-round-summary = runden, giveren, hvem som gikk ut, og hvor mange kort hver har
fc-cmd-round-examples = runde
fc-cmd-round-typed = runden, omgang

fc-cmd-melds = nedlagt
fc-cmd-melds-summary = det som er lagt ned i denne runden
fc-cmd-melds-examples = nedlagt
fc-cmd-melds-typed = lagt ned, bøker, serier

fc-cmd-picks = plukket
fc-cmd-picks-summary = hva hver spiller har tatt fra kastebunken i denne runden, i rekkefølge
fc-cmd-picks-argument = navnet på en spiller
fc-cmd-picks-examples = plukket ; plukket Ann
fc-cmd-picks-typed = plukkede, tatt opp

fc-cmd-sort = sorter
fc-cmd-sort-summary = vis hånden etter sort eller etter verdi
fc-cmd-sort-examples = sorter verdi ; sorter sort

fivecrowns-title = Five Crowns
fc-points = poeng
fc-cmd-sort-choice-suit = sort
fc-cmd-sort-choice-rank = verdi
fc-cmd-sort-typed = sortere, sorterer, sortert
fc-cmd-sort-choice-suit-typed = farge, sorter etter farge
fc-cmd-sort-choice-rank-typed = {""}
