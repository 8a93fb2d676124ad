## Kommandoer: navn, resumé, argument, detaljer og eksempler (core/commands.py).

fcc-cmd-players = spillere
fcc-cmd-players-summary = hvem der spiller, i siddeorden, og et nyt ark begynder
fcc-cmd-players-argument = navnene
fcc-cmd-players-details = Adskil navnene med komma, så et navn kan have mellemrum, eller med mellemrum. Den første giver først, medmindre du siger andet med giver. Spillerne kan ændres, indtil omgang 1 er talt op.
fcc-cmd-players-examples = spillere Ann, Bob, Cy ; spillere Ann Bob Cy
fcc-cmd-players-typed = spiller, spillerne, deltagere

fcc-cmd-dealer = giver
fcc-cmd-dealer-summary = hvem der gav i omgang 1; hver senere giver følger til venstre
fcc-cmd-dealer-argument = et navn
fcc-cmd-dealer-details = Når omgange er talt op, spørges der først om en ny første giver: det ændrer, hvem der gav i dem, og kun ja ændrer det.
fcc-cmd-dealer-examples = giver Bob
fcc-cmd-dealer-typed = giveren, kortgiver

fcc-cmd-round = omgang
fcc-cmd-round-summary = omgangen, der spilles: hvem der giver, hvor mange kort, hvad der er trumf, hvem der starter
fcc-cmd-round-details = Enter på en tom linje siger det samme, kortere.
fcc-cmd-round-examples = omgang
fcc-cmd-round-typed = omgangen, runde

fcc-cmd-check = tjek
fcc-cmd-check-summary = tjek en hånd for dig selv: de bedste sæt og serier, point tilbage, om den kan afslutte
fcc-cmd-check-argument = kortene
fcc-cmd-check-details = Trumf er omgangens, medmindre du slutter med trumf og en værdi. Svaret er det samme som shared-table check.
fcc-cmd-check-examples = tjek 5c 6c 7c Qh Qd joker 8h ; tjek stjerne 7, hjerter 7, joker ; tjek 5c 6c 7c trumf 8
fcc-cmd-check-typed = tjekke, kontrollér, kontroller, kan jeg afslutte

fcc-cmd-score = tæl
fcc-cmd-score-summary = tæl omgangen, der lige er spillet, op, spiller for spiller
fcc-cmd-score-details = Skriv for hver spiller pointene, som 12, ude for den spiller, der afsluttede, eller kortene på hånden, som 7c Qh joker, der tælles med omgangens trumf og siges tilbage: tryk Enter for at beholde dem. Skriv tilbage for at gå en spiller tilbage, og annullér for at stoppe uden at tælle.
fcc-cmd-score-examples = tæl
fcc-cmd-score-typed = tælle, tæl op, optælling, skriv point

fcc-cmd-edit = ret
fcc-cmd-edit-summary = ret en spillers point i en optalt omgang
fcc-cmd-edit-argument = en omgang, et navn og et pointtal
fcc-cmd-edit-details = Omgangen kan udelades: så er det den sidst optalte omgang. Stillingen siges igen.
fcc-cmd-edit-examples = ret 3 Bob 12 ; ret 3 Bob ude ; ret 3 Bob 7c Qh ; ret Bob 15
fcc-cmd-edit-typed = rette, ændr, ændre, rettelse

fcc-cmd-undo = fortryd
fcc-cmd-undo-summary = tag den sidste ændring tilbage: en optalt omgang, en rettelse eller giveren
fcc-cmd-undo-details = Ændringer kan fortrydes en ad gangen tilbage til, da arket blev åbnet.
fcc-cmd-undo-examples = fortryd
fcc-cmd-undo-typed = fortryde, omgør

fcc-cmd-sheet = ark
fcc-cmd-sheet-summary = pointarket, linje for linje; eller én omgang i sin helhed
fcc-cmd-sheet-argument = et omgangsnummer
fcc-cmd-sheet-examples = ark ; ark 3
fcc-cmd-sheet-typed = arket, pointark, pointarket

fcc-cmd-totals = stilling
fcc-cmd-totals-summary = hver spillers samlede point, hvem der fører, og hvor langt de andre er bagud
fcc-cmd-totals-examples = stilling
fcc-cmd-totals-typed = stillingen, total, resultat, point

fcc-cmd-braille = punktskrift
fcc-cmd-braille-summary = pointarket i Unicode-punktskrift
fcc-cmd-braille-examples = punktskrift ark
fcc-cmd-braille-typed = blindskrift

fcc-cmd-print = udskriv
fcc-cmd-print-summary = skriv pointarket til filer til en printer og en punktprinter
fcc-cmd-print-examples = udskriv ark
fcc-cmd-print-typed = udskrive, print ud

fcc-cmd-sheets = gemte
fcc-cmd-sheets-summary = de gemte ark
fcc-cmd-sheets-examples = gemte
fcc-cmd-sheets-typed = gemte ark, arkene

fcc-cmd-resume = fortsæt
fcc-cmd-resume-summary = åbn et gemt ark: det sidste ufærdige, eller det med nummeret
fcc-cmd-resume-argument = et arknummer
fcc-cmd-resume-examples = fortsæt ; fortsæt 3
fcc-cmd-resume-typed = fortsætte, åbn, åbne, genoptag

fcc-cmd-new = nyt
fcc-cmd-new-summary = start et nyt ark; dette forbliver gemt
fcc-cmd-new-examples = nyt
fcc-cmd-new-typed = nyt ark, ny

fcc-cmd-last = gentag
fcc-cmd-last-summary = sig det sidste svar igen
fcc-cmd-last-examples = gentag ; last
fcc-cmd-last-typed = gentage, igen, sig igen

fcc-cmd-help = hjælp
fcc-cmd-help-summary = kommandoerne, eller mere om én
fcc-cmd-help-argument = en kommando
fcc-cmd-help-examples = hjælp ; hjælp tæl
fcc-cmd-help-typed = hjælpe, kommandoer

fcc-cmd-quit = slut
fcc-cmd-quit-summary = stop; arket er allerede gemt
fcc-cmd-quit-examples = slut
fcc-cmd-quit-typed = stop, stoppe, afslut, afslutte, forlad, luk
fcc-title = ledsageren
