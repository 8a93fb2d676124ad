## Kommandon: namn, sammanfattning, argument, detaljer och exempel (core/commands.py).

fcc-cmd-players = spelare
fcc-cmd-players-summary = vilka som spelar, i sittordning; börjar ett nytt protokoll
fcc-cmd-players-argument = namnen
fcc-cmd-players-details = Skilj namnen åt med kommatecken (då får ett namn innehålla mellanslag) eller med mellanslag. Den som står först ger först, om du inte anger en annan med givare. Spelarna kan ändras tills omgång 1 är räknad.
fcc-cmd-players-examples = spelare Ann, Bob, Cy ; spelare Ann Bob Cy
fcc-cmd-players-typed = spelarna

fcc-cmd-dealer = givare
fcc-cmd-dealer-summary = vem som gav i omgång 1; varje senare givare följer åt vänster
fcc-cmd-dealer-argument = ett namn
fcc-cmd-dealer-details = Är omgångar redan räknade får du först en fråga, eftersom det ändrar vem som gav i dem; bara ja ändrar det.
fcc-cmd-dealer-examples = givare Bob
fcc-cmd-dealer-typed = givaren

fcc-cmd-round = omgång
fcc-cmd-round-summary = omgången som spelas: vem som ger, hur många kort, vad som är vilt kort, vem som börjar
fcc-cmd-round-details = Enter på en tom rad säger samma sak, kortare.
fcc-cmd-round-examples = omgång
fcc-cmd-round-typed = {""}

fcc-cmd-check = kolla
fcc-cmd-check-summary = kolla en hand för dig själv: bästa böcker och serier, poäng kvar, om du kan gå ut med den
fcc-cmd-check-argument = korten
fcc-cmd-check-details = Den vilda valören är omgångens, om du inte avslutar med vilt och en valör. Svaret är detsamma som från shared-table check.
fcc-cmd-check-examples = kolla 5c 6c 7c Qh Qd joker 8h ; kolla stjärna 7, hjärter 7, joker ; kolla 5c 6c 7c vilt 8
fcc-cmd-check-typed = kontrollera, titta på

fcc-cmd-score = räkna
fcc-cmd-score-summary = räkna omgången som just spelats, spelare för spelare
fcc-cmd-score-details = Skriv för varje spelare poängen, som 12, ute för spelaren som gick ut, eller korten kvar på handen, som 7c Qh joker, som räknas med omgångens vilda kort och läses upp: tryck Enter för att behålla dem. tillbaka går tillbaka en spelare, avbryt slutar utan att räkna.
fcc-cmd-score-examples = räkna
fcc-cmd-score-typed = räkna omgången, poängsätt

fcc-cmd-edit = ändra
fcc-cmd-edit-summary = rätta en spelares poäng i en räknad omgång
fcc-cmd-edit-argument = en omgång, ett namn och poäng
fcc-cmd-edit-details = Omgången kan utelämnas: då är det den senast räknade omgången. Ställningen läses upp igen.
fcc-cmd-edit-examples = ändra 3 Bob 12 ; ändra 3 Bob ute ; ändra 3 Bob 7c Qh ; ändra Bob 15
fcc-cmd-edit-typed = rätta, korrigera

fcc-cmd-undo = ångra
fcc-cmd-undo-summary = ta tillbaka den senaste ändringen: en räknad omgång, en rättelse eller givaren
fcc-cmd-undo-details = Ändringar kan ångras en i taget tillbaka till när protokollet öppnades.
fcc-cmd-undo-examples = ångra
fcc-cmd-undo-typed = ta tillbaka

fcc-cmd-sheet = protokoll
fcc-cmd-sheet-summary = protokollet, rad för rad; eller en omgång i sin helhet
fcc-cmd-sheet-argument = ett omgångsnummer
fcc-cmd-sheet-examples = protokoll ; protokoll 3
fcc-cmd-sheet-typed = protokollet

fcc-cmd-totals = ställning
fcc-cmd-totals-summary = varje spelares summa, vem som leder, och hur långt efter de andra är
fcc-cmd-totals-examples = ställning
fcc-cmd-totals-typed = poäng, ställningen, summa

fcc-cmd-braille = punktskrift
fcc-cmd-braille-summary = protokollet i Unicode-punktskrift
fcc-cmd-braille-examples = punktskrift protokoll
fcc-cmd-braille-typed = {""}

fcc-cmd-print = utskrift
fcc-cmd-print-summary = skriv protokollet till filer för en skrivare och en punktskrivare
fcc-cmd-print-examples = utskrift protokoll
fcc-cmd-print-typed = {""}

fcc-cmd-sheets = sparade
fcc-cmd-sheets-summary = de sparade protokollen
fcc-cmd-sheets-examples = sparade
fcc-cmd-sheets-typed = sparat, sparade protokoll

fcc-cmd-resume = fortsätt
fcc-cmd-resume-summary = öppna ett sparat protokoll: det senaste oavslutade, eller det med numret
fcc-cmd-resume-argument = ett protokollnummer
fcc-cmd-resume-examples = fortsätt ; fortsätt 3
fcc-cmd-resume-typed = fortsätta, öppna

fcc-cmd-new = nytt
fcc-cmd-new-summary = börja ett nytt protokoll; det här förblir sparat
fcc-cmd-new-examples = nytt
fcc-cmd-new-typed = nytt protokoll

fcc-cmd-last = upprepa
fcc-cmd-last-summary = säg det senaste svaret igen
fcc-cmd-last-examples = upprepa ; last
fcc-cmd-last-typed = igen, säg igen

fcc-cmd-help = hjälp
fcc-cmd-help-summary = kommandona, eller mer om ett
fcc-cmd-help-argument = ett kommando
fcc-cmd-help-examples = hjälp ; hjälp räkna
fcc-cmd-help-typed = kommandon

fcc-cmd-quit = avsluta
fcc-cmd-quit-summary = sluta; protokollet är redan sparat
fcc-cmd-quit-examples = avsluta
fcc-cmd-quit-typed = sluta
fcc-title = Protokollföraren
