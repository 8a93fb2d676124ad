## Commands: name, summary, argument, details and examples (core/commands.py).

table-cmd-turn = tur
table-cmd-turn-summary = hvis tur det er, og hva du kan gjøre nå
table-cmd-turn-details = Trykker du Enter på en tom linje, får du det samme.
table-cmd-turn-examples = tur
table-cmd-turn-typed = hvem sin tur, min tur, status, hvem sin tur er det, hvis tur er det, hvis tur

table-cmd-last = gjenta
table-cmd-last-summary = si den siste meldingen igjen
table-cmd-last-examples = gjenta ; last
table-cmd-last-typed = gjenta det, si igjen, igjen, hva

table-cmd-history = historikk
table-cmd-history-summary = de siste hendelsene, 10 eller så mange du oppgir
table-cmd-history-argument = et tall
table-cmd-history-examples = historikk ; historikk 30
table-cmd-history-typed = historie, hendelser, logg

table-cmd-verbosity = detaljer
table-cmd-verbosity-summary = hvor mye som blir sagt
table-cmd-verbosity-examples = detaljer kort ; v full

table-cmd-hint = tips
table-cmd-hint-summary = hva en sterk spiller ville gjort nå, og hvorfor
table-cmd-hint-examples = tips
table-cmd-hint-typed = tipset, råd, forslag, hva bør jeg

table-cmd-hints = tipsmodus
table-cmd-hints-summary = få et tips i starten av hver tur, eller slutt med det
table-cmd-hints-examples = tipsmodus på ; tipsmodus av

table-cmd-braille = punktskrift
table-cmd-braille-summary = bordet slik plassen din ser det, i Unicode-punktskrift, merket som kortene i punktskrift
table-cmd-braille-examples = punktskrift
table-cmd-braille-typed = blindeskrift

table-cmd-print = utskrift
table-cmd-print-summary = skriv en BRF-fil i punktskrift for en punktskriver

table-cmd-replay = gjenfortell
table-cmd-replay-summary = spillet igjen, slik du opplevde det, én runde eller del om gangen
table-cmd-replay-argument = et nummer, neste eller alt
table-cmd-replay-details = Gjenfortell alene sier hvor mange runder det er, eller deler i et spill uten runder, og hvordan du ber om én. Gjenfortell runde 3, eller gjenfortell 3, sier runde 3 slik du hørte den; gjenfortell neste sier den etter den siste du fikk gjenfortalt; gjenfortell alt sier hele spillet på én gang. Når spillet er over, svarer historikk, punktskrift, utskrift og gjenfortell fortsatt, sammen med spillets egne spørsmål, til du avslutter eller starter et nytt spill.
table-cmd-replay-examples = gjenfortell ; gjenfortell 3 ; gjenfortell neste ; gjenfortell alt

table-cmd-new = nytt
table-cmd-new-summary = del ut et nytt spill med de samme spillerne; er dette spillet ikke over, spør vi først
table-cmd-new-examples = nytt
table-cmd-new-typed = nytt spill, del ut på nytt, start på nytt

table-cmd-help = hjelp
table-cmd-help-summary = kommandoene, eller mer om én av dem
table-cmd-help-argument = en kommando
table-cmd-help-examples = hjelp ; hjelp tips
table-cmd-help-typed = hjelpe, kommandoer, hjelp meg

## Quit is "stopp", not "avslutt": the games say "avslutt turen" (Skip-Bo) and "avslutt bunkene" (the solitaire),
## so "avslutt" is asked about (quit or the game's move), never taken for leaving.
table-cmd-quit = stopp
table-cmd-quit-summary = forlat spillet, etter å ha spurt
table-cmd-quit-examples = stopp
table-cmd-quit-typed = stoppe, forlat, forlate, lukk, slutt, avslutt, avslutte, avslutter

table-cmd-sounds = lyder
table-cmd-sounds-summary = hør hver av bordets lyder med navnet sitt, slå lyder på eller av, eller still lydstyrken fra 0 til 100
table-cmd-sounds-examples = lyder ; lyder av ; lyder 40
table-cmd-sounds-typed = lyd

table-cmd-undo = angre
table-cmd-undo-summary = ta tilbake ditt siste trekk, så ofte du vil
table-cmd-undo-examples = angre
table-cmd-undo-typed = angrer, angre trekk, ta tilbake, tilbake, omgjør

## The words of the common commands' choices (verbosity, hints, print, replay).

table-cmd-verbosity-choice-brief = kort
table-cmd-verbosity-choice-normal = normal
table-cmd-verbosity-choice-full = full
table-cmd-verbosity-typed = detalj, detaljnivå, nivå
table-cmd-hints-choice-on = på
table-cmd-hints-choice-off = av
table-cmd-hints-typed = {""}
table-cmd-sounds-choice-on = på
table-cmd-sounds-choice-off = av
table-cmd-print-choice-hand = hånd
table-cmd-print-choice-scores = stilling
table-cmd-print-choice-table = bord
table-cmd-print-choice-piles = bunker
table-cmd-print-typed = skriv ut, utskriv
table-cmd-replay-choice-next = neste
table-cmd-replay-choice-all = alt
table-cmd-replay-typed = gjenfortelle, spill av, gå gjennom
