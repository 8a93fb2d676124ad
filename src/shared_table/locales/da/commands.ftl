## Commands: name, summary, argument, details and examples (core/commands.py).

table-cmd-turn = tur
table-cmd-turn-summary = hvis tur det er, og hvad du kan gøre nu
table-cmd-turn-details = Enter på en tom linje siger det samme.
table-cmd-turn-examples = tur
table-cmd-turn-typed = hvis tur, min tur, status, hvis tur er det

table-cmd-last = gentag
table-cmd-last-summary = sig den sidste meddelelse igen
table-cmd-last-examples = gentag ; last
table-cmd-last-typed = gentage, igen, sig igen, hvad

table-cmd-history = historik
table-cmd-history-summary = de sidste 10 hændelser, eller så mange, som du skriver
table-cmd-history-argument = et tal
table-cmd-history-examples = historik ; historik 30
table-cmd-history-typed = historie, hændelser, log

table-cmd-verbosity = detaljer
table-cmd-verbosity-summary = hvor meget der bliver sagt
table-cmd-verbosity-examples = detaljer kort ; v fuld

table-cmd-hint = tip
table-cmd-hint-summary = hvad en stærk spiller ville gøre nu, og hvorfor
table-cmd-hint-examples = tip
table-cmd-hint-typed = råd, forslag, hvad skal jeg

table-cmd-hints = tips
table-cmd-hints-summary = få et tip i starten af hver af dine ture, eller slå det fra
table-cmd-hints-examples = tips til ; tips fra

table-cmd-braille = punktskrift
table-cmd-braille-summary = bordet, som din plads ser det, i Unicode-punktskrift, mærket som på kortene i punktskrift
table-cmd-braille-examples = punktskrift
table-cmd-braille-typed = blindskrift

table-cmd-print = udskriv
table-cmd-print-summary = skriv en BRF-fil i punktskrift til en punktprinter

table-cmd-replay = genfortæl
table-cmd-replay-summary = spillet igen, som du oplevede det, én omgang eller del ad gangen
table-cmd-replay-argument = et nummer, næste eller alt
table-cmd-replay-details = Genfortæl alene siger, hvor mange omgange der er, eller dele i et spil uden omgange, og hvordan du beder om én. Genfortæl omgang 3, eller genfortæl 3, siger omgang 3, som du hørte den; genfortæl næste siger den efter den sidste, du fik genfortalt; genfortæl alt siger hele spillet på én gang. Når spillet er slut, svarer historik, punktskrift, udskriv og genfortæl stadig, sammen med spillets egne spørgsmål, indtil du stopper eller starter et nyt spil.
table-cmd-replay-examples = genfortæl ; genfortæl 3 ; genfortæl næste ; genfortæl alt

table-cmd-new = nyt
table-cmd-new-summary = giv et nyt spil med de samme spillere; er dette spil ikke slut, spørger vi først
table-cmd-new-examples = nyt
table-cmd-new-typed = nyt spil, giv igen, start forfra

table-cmd-help = hjælp
table-cmd-help-summary = kommandoerne, eller mere om en af dem
table-cmd-help-argument = en kommando
table-cmd-help-examples = hjælp ; hjælp tip
table-cmd-help-typed = hjælpe, kommandoer, vejledning

## Quit is "stop", not "afslut": the rule sheet's "afslutte" is going out, so "afslut" is asked about (quit or
## the game's move), never taken for leaving.
table-cmd-quit = stop
table-cmd-quit-summary = forlad spillet; du bliver spurgt først
table-cmd-quit-examples = stop
table-cmd-quit-typed = stoppe, forlad, forlade, luk, afslut, afslutte, afslutter

table-cmd-sounds = lyde
table-cmd-sounds-summary = hør hver af bordets lyde med dens navn, slå lyde til eller fra, eller sæt lydstyrken fra 0 til 100
table-cmd-sounds-examples = lyde ; lyde fra ; lyde 40
table-cmd-sounds-typed = lyd

table-cmd-undo = fortryd
table-cmd-undo-summary = tag dit sidste træk tilbage, så tit du vil
table-cmd-undo-examples = fortryd
table-cmd-undo-typed = fortryde, tilbage, tag tilbage, omgør

## The words of the common commands' choices (verbosity, hints, print, replay).

table-cmd-verbosity-choice-brief = kort
table-cmd-verbosity-choice-normal = normal
table-cmd-verbosity-choice-full = fuld
table-cmd-verbosity-typed = detalje, detaljeniveau, niveau
table-cmd-hints-choice-on = til
table-cmd-hints-choice-off = fra
table-cmd-hints-typed = {""}
table-cmd-sounds-choice-on = til
table-cmd-sounds-choice-off = fra
table-cmd-print-choice-hand = hånd
table-cmd-print-choice-scores = stilling
table-cmd-print-choice-table = bord
table-cmd-print-choice-piles = bunker
table-cmd-print-typed = udskrive, print ud
table-cmd-replay-choice-next = næste
table-cmd-replay-choice-all = alt
table-cmd-replay-typed = genfortælle, afspil, gennemgå
