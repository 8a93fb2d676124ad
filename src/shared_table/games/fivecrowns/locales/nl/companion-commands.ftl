## Opdrachten: naam, samenvatting, argument, details en voorbeelden (core/commands.py).

fcc-cmd-players = spelers
fcc-cmd-players-summary = wie er spelen, in zitvolgorde, en een nieuw blad begint
fcc-cmd-players-argument = de namen
fcc-cmd-players-details = Scheid de namen met komma's, dan mag een naam spaties bevatten, of met spaties. De eerste deelt eerst, tenzij je met deler iets anders zegt. De spelers kunnen veranderen tot ronde 1 geteld is.
fcc-cmd-players-examples = spelers Ann, Bob, Cy ; spelers Ann Bob Cy
fcc-cmd-players-typed = speler

fcc-cmd-dealer = deler
fcc-cmd-dealer-summary = wie ronde 1 deelde; elke volgende deler zit links daarvan
fcc-cmd-dealer-argument = een naam
fcc-cmd-dealer-details = Zijn er al rondes geteld, dan wordt eerst gevraagd naar een nieuwe eerste deler: dat verandert wie die rondes deelde, en alleen ja verandert het.
fcc-cmd-dealer-examples = deler Bob
fcc-cmd-dealer-typed = {""}

fcc-cmd-round = ronde
fcc-cmd-round-summary = de ronde die gespeeld wordt: wie deelt, hoeveel kaarten, wat als joker geldt, wie begint
fcc-cmd-round-details = Enter op een lege regel zegt hetzelfde, korter.
fcc-cmd-round-examples = ronde
fcc-cmd-round-typed = {""}

fcc-cmd-check = controleer
fcc-cmd-check-summary = controleer een hand in stilte: beste setjes, punten over, of je kunt uitgaan
fcc-cmd-check-argument = de kaarten
fcc-cmd-check-details = De wisselende joker is die van de ronde, tenzij je eindigt met wisselend en een waarde. Het antwoord is hetzelfde als van shared-table check.
fcc-cmd-check-examples = controleer 5c 6c 7c Qh Qd joker 8h ; controleer ster 7, harten 7, joker ; controleer 5c 6c 7c wisselend 8
fcc-cmd-check-typed = controleren

fcc-cmd-score = tel
fcc-cmd-score-summary = tel de net gespeelde ronde, speler voor speler
fcc-cmd-score-details = Typ voor elke speler de punten, zoals 12, uit voor de speler die uitging, of de kaarten die nog in de hand zitten, zoals 7c Qh joker, die met de wisselende joker van de ronde worden geteld en voorgelezen: druk op Enter om ze te houden. Met terug ga je één speler terug; met annuleer stop je zonder te tellen.
fcc-cmd-score-examples = tel
fcc-cmd-score-typed = tellen, ronde tellen, scoren

fcc-cmd-edit = wijzig
fcc-cmd-edit-summary = verbeter de punten van een speler in een getelde ronde
fcc-cmd-edit-argument = een ronde, een naam en punten
fcc-cmd-edit-details = De ronde mag weg: dan is het de laatst getelde ronde. De stand wordt opnieuw gezegd.
fcc-cmd-edit-examples = wijzig 3 Bob 12 ; wijzig 3 Bob uit ; wijzig 3 Bob 7c Qh ; wijzig Bob 15
fcc-cmd-edit-typed = wijzigen, verbeter, verbeteren, corrigeer, corrigeren

fcc-cmd-undo = ongedaan
fcc-cmd-undo-summary = neem de laatste wijziging terug: een getelde ronde, een verbetering of de deler
fcc-cmd-undo-details = Wijzigingen kunnen één voor één ongedaan worden gemaakt, terug tot het openen van het blad.
fcc-cmd-undo-examples = ongedaan
fcc-cmd-undo-typed = ongedaan maken, maak ongedaan, terugnemen, neem terug

fcc-cmd-sheet = blad
fcc-cmd-sheet-summary = het scoreblad, regel voor regel; of één ronde helemaal
fcc-cmd-sheet-argument = een rondenummer
fcc-cmd-sheet-examples = blad ; blad 3
fcc-cmd-sheet-typed = scoreblad

fcc-cmd-totals = stand
fcc-cmd-totals-summary = het totaal van elke speler, wie voorstaat, en hoe ver de anderen achter staan
fcc-cmd-totals-examples = stand
fcc-cmd-totals-typed = totaal, totalen, tussenstand, punten

fcc-cmd-braille = braille
fcc-cmd-braille-summary = het scoreblad in Unicode-braille
fcc-cmd-braille-examples = braille blad
fcc-cmd-braille-typed = {""}

fcc-cmd-print = afdrukken
fcc-cmd-print-summary = schrijf het scoreblad naar bestanden voor een printer en een brailleprinter
fcc-cmd-print-examples = afdrukken blad
fcc-cmd-print-typed = {""}

fcc-cmd-sheets = bladen
fcc-cmd-sheets-summary = de opgeslagen bladen
fcc-cmd-sheets-examples = bladen
fcc-cmd-sheets-typed = scorebladen

fcc-cmd-resume = hervat
fcc-cmd-resume-summary = open een opgeslagen blad: het laatste onafgemaakte, of dat met het nummer
fcc-cmd-resume-argument = een bladnummer
fcc-cmd-resume-examples = hervat ; hervat 3
fcc-cmd-resume-typed = hervatten, ga verder, verder

fcc-cmd-new = nieuw
fcc-cmd-new-summary = begin een nieuw blad; dit blijft opgeslagen
fcc-cmd-new-examples = nieuw
fcc-cmd-new-typed = nieuw blad

fcc-cmd-last = herhaal
fcc-cmd-last-summary = zeg het laatste antwoord nog eens
fcc-cmd-last-examples = herhaal ; last
fcc-cmd-last-typed = herhalen, nog eens, nog een keer

fcc-cmd-help = help
fcc-cmd-help-summary = de opdrachten, of meer over één
fcc-cmd-help-argument = een opdracht
fcc-cmd-help-examples = help ; help tel
fcc-cmd-help-typed = hulp, opdrachten, uitleg

fcc-cmd-quit = afsluiten
fcc-cmd-quit-summary = stop; het blad is al opgeslagen
fcc-cmd-quit-examples = afsluiten
fcc-cmd-quit-typed = stop, stoppen, ophouden
fcc-title = Scorehulp
