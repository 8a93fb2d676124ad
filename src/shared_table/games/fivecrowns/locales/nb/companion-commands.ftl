## Kommandoer: navn, sammendrag, argument, detaljer og eksempler (core/commands.py).

fcc-cmd-players = spillere
fcc-cmd-players-summary = hvem som spiller, i rekkefølgen de sitter; det starter en ny protokoll
fcc-cmd-players-argument = navnene
fcc-cmd-players-details = Skill navnene med komma (da kan et navn ha mellomrom i seg) eller med mellomrom. Den første gir først, med mindre du sier noe annet med giver. Spillerne kan endres til runde 1 er telt opp.
fcc-cmd-players-examples = spillere Ann, Bob, Cy ; spillere Ann Bob Cy
fcc-cmd-players-typed = spiller, spillerne, deltakere

fcc-cmd-dealer = giver
fcc-cmd-dealer-summary = hvem som ga i runde 1; hver senere giver følger mot venstre
fcc-cmd-dealer-argument = et navn
fcc-cmd-dealer-details = Er runder allerede telt opp, får du et spørsmål først, for en ny første giver endrer hvem som ga i dem; bare ja endrer det.
fcc-cmd-dealer-examples = giver Bob
fcc-cmd-dealer-typed = giveren, kortgiver

fcc-cmd-round = runde
fcc-cmd-round-summary = runden som spilles: hvem som gir, hvor mange kort, hva som er jokerkort, hvem som begynner
fcc-cmd-round-details = Trykker du Enter på en tom linje, får du det samme, kortere.
fcc-cmd-round-examples = runde
fcc-cmd-round-typed = runden, omgang

fcc-cmd-check = sjekk
fcc-cmd-check-summary = sjekk en hånd for deg selv: beste bøker og serier, poeng igjen, om den kan gå ut
fcc-cmd-check-argument = kortene
fcc-cmd-check-details = Jokerkortet er rundens, med mindre du slutter med jokerkort og en verdi. Svaret er det samme som shared-table check.
fcc-cmd-check-examples = sjekk 5c 6c 7c Qh Qd joker 8h ; sjekk stjerne 7, hjerter 7, joker ; sjekk 5c 6c 7c jokerkort 8
fcc-cmd-check-typed = sjekke, kontroller, kan jeg gå ut

fcc-cmd-score = tell
fcc-cmd-score-summary = tell opp runden som nettopp ble spilt, spiller for spiller
fcc-cmd-score-details = Skriv for hver spiller poengene, som 12, ute for spilleren som gikk ut, eller kortene som er igjen på hånden, som 7c Qh joker, som telles med rundens jokerkort og leses opp: trykk Enter for å beholde dem. Skriv tilbake for å gå én spiller tilbake, og avbryt for å stoppe uten å telle.
fcc-cmd-score-examples = tell
fcc-cmd-score-typed = telle, tell opp, opptelling, skriv poeng

fcc-cmd-edit = endre
fcc-cmd-edit-summary = rett en spillers poeng i en opptalt runde
fcc-cmd-edit-argument = en runde, et navn og poeng
fcc-cmd-edit-details = Runden kan utelates: da er det den sist opptalte runden. Stillingen leses opp igjen.
fcc-cmd-edit-examples = endre 3 Bob 12 ; endre 3 Bob ute ; endre 3 Bob 7c Qh ; endre Bob 15
fcc-cmd-edit-typed = endr, rett, rette, retting

fcc-cmd-undo = angre
fcc-cmd-undo-summary = ta tilbake den siste endringen: en opptalt runde, en retting eller giveren
fcc-cmd-undo-details = Endringer kan angres én om gangen tilbake til da protokollen ble åpnet.
fcc-cmd-undo-examples = angre
fcc-cmd-undo-typed = angrer, omgjør

fcc-cmd-sheet = protokoll
fcc-cmd-sheet-summary = protokollen, linje for linje; eller én runde i sin helhet
fcc-cmd-sheet-argument = et rundenummer
fcc-cmd-sheet-examples = protokoll ; protokoll 3
fcc-cmd-sheet-typed = protokollen, poengliste, poenglisten, ark

fcc-cmd-totals = stilling
fcc-cmd-totals-summary = hver spillers sum, hvem som leder, og hvor langt bak de andre er
fcc-cmd-totals-examples = stilling
fcc-cmd-totals-typed = stillingen, sum, resultat, poeng

fcc-cmd-braille = punktskrift
fcc-cmd-braille-summary = protokollen i Unicode-punktskrift
fcc-cmd-braille-examples = punktskrift protokoll
fcc-cmd-braille-typed = blindeskrift

fcc-cmd-print = utskrift
fcc-cmd-print-summary = skriv protokollen til filer for en skriver og en punktskriver
fcc-cmd-print-examples = utskrift protokoll
fcc-cmd-print-typed = skriv ut, utskriv

fcc-cmd-sheets = lagrede
fcc-cmd-sheets-summary = de lagrede protokollene
fcc-cmd-sheets-examples = lagrede
fcc-cmd-sheets-typed = lagrede protokoller, protokollene

fcc-cmd-resume = fortsett
fcc-cmd-resume-summary = åpne en lagret protokoll: den siste uferdige, eller den med nummeret
fcc-cmd-resume-argument = et protokollnummer
fcc-cmd-resume-examples = fortsett ; fortsett 3
fcc-cmd-resume-typed = fortsette, åpne, åpn, gjenoppta

fcc-cmd-new = ny
fcc-cmd-new-summary = start en ny protokoll; denne blir lagret
fcc-cmd-new-examples = ny
fcc-cmd-new-typed = ny protokoll

fcc-cmd-last = gjenta
fcc-cmd-last-summary = si det siste svaret igjen
fcc-cmd-last-examples = gjenta ; last
fcc-cmd-last-typed = gjenta det, si igjen, igjen

fcc-cmd-help = hjelp
fcc-cmd-help-summary = kommandoene, eller mer om én
fcc-cmd-help-argument = en kommando
fcc-cmd-help-examples = hjelp ; hjelp tell
fcc-cmd-help-typed = hjelpe, kommandoer

fcc-cmd-quit = avslutt
fcc-cmd-quit-summary = stopp; protokollen er allerede lagret
fcc-cmd-quit-examples = avslutt
fcc-cmd-quit-typed = stopp, stoppe, slutt, lukk, forlat
fcc-title = hjelperen
