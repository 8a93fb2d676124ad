## Five Crowns verktyg: `shared-table check` (tools/check.py) och `shared-table braille` (tools/braille.py).

## Handkollen.
fct-check-fail = shared-table check: { $problem }
fct-no-cards = inga kort angivna: ange dem som 7st 10h Qsp joker
fct-too-many-cards = { $cards } kort angivna: en hand att kolla har 1 till { $most } kort
fct-no-wild = { $cards } kort och inget vilt kort: säg med --wild vilken valör som är vilt kort, en av 3 till 10, Kn, D, K eller J, Q, K
fct-stdin-closed = standard input är stängd, så inga händer kan läsas därifrån: ange korten efter check, som check 5c 6c 7c, eller skicka in händer via en pipe.
fct-prompt = Skriv en hand på en rad, som: 5c 6c 7c Qh Qd joker 8h. En tom rad avslutar.
fct-line-error = Rad { $line }: { $problem }.
fct-cli-help = Five Crowns: vad en hand är värd, hur den läggs ned, och vad som ska kastas
fct-cli-description = Kolla en hand. Utan kort läses händer från standard input, en per rad.
fct-cli-wild = det vilda kortets valör: 3 till 10, Kn, D, K eller J, Q, K (standard: antalet kort)
fct-cli-json = svara med ett JSON-objekt per hand
fct-cli-cards = kort som 7st 10h Jd Qsp Kc joker, 7★, stjärna 7

## Utskrifter i punktskrift.
fct-braille-fail = shared-table braille: { $problem }
fct-braille-which-printout = shared-table braille: säg vilken utskrift: hand eller scores. Prova: shared-table braille --help
fct-braille-players = --players { $given }: ett parti är för { $least } till { $most } spelare
fct-braille-unreadable = { $path } kan inte läsas ({ $reason })
fct-braille-too-big = { $path } är över { NUMBER($most, useGrouping: 0) } byte: ett protokoll är mycket mindre
fct-braille-not-json = { $path } är inte JSON ({ $reason })
fct-braille-no-players = { $path } har inga "players": ange en lista med namn, som { $example }
fct-braille-bad-rounds = { $path }: "rounds" måste vara en lista med omgångar, var och en en lista med en poäng per spelare
fct-braille-not-five-crowns = spel { $game } är ett parti { $title }, som inte har något protokoll
fct-braille-which-game = säg vilket spel, på ett sätt: --game SPEL (ett sparat spel), --from-json FIL, eller --seed S (ett spel mellan datorspelare)
fct-braille-no-braille-out = shared-table braille: standard output kan inte visa punktskriftstecken (dess teckenkodning är { $encoding }): välj en UTF-8-locale, använd --format brf, eller skriv en fil med --out FIL.
fct-braille-exists = shared-table braille: { $path } finns redan: ange ett annat namn, eller lägg till --replace för att skriva över den.
fct-braille-link = shared-table braille: { $path } är en symbolisk länk, som aldrig följs: ange namnet på själva filen.
fct-braille-cannot-write = shared-table braille: kan inte skriva { $path } ({ $reason }).
fct-braille-written = { $format ->
        [brf] BRF för en punktskrivare
       *[unicode] Unicode-punktskrift
    } skriven till { $path }.
fct-cli-braille-help = Five Crowns: en hand eller protokollet i punktskrift: Unicode-punktskrift, eller BRF för en punktskrivare
fct-cli-braille-description = Utskrifter i punktskrift genom liblouis, med korten märkta som i punktskriftskortleken.
fct-cli-hand-help = en hand efter svit, med det vilda kortet och den bästa uppdelningen
fct-cli-hand-description = En sammanfattning av en hand i punktskrift: handen efter svit, det vilda kortet, de bästa serierna och böckerna, och vad som blir kvar.
fct-cli-scores-help = ett protokoll: en rad per omgång, en kolumn per spelare, summorna
fct-cli-scores-description = Protokollet för ett sparat spel (--game, numrerat som i shared-table games), för en JSON-fil {"{"}"players": [...], "rounds": [[...], ...]{"}"} med en poäng per spelare i varje omgång, eller för ett spel mellan datorspelare (--seed).
fct-cli-game = ett sparat spel, avslutat eller inte, efter dess nummer i shared-table games
fct-cli-seed = spela ett helt spel mellan datorspelare med det här fröet
fct-cli-players = med --seed: hur många spelare, 2 till 14 (standard 3)
fct-cli-bots = med --seed: easy, medium, hard eller expert (standard medium)
fct-cli-from-json = spelarna och de omgångar som räknats hittills, från en JSON-fil
fct-cli-format = unicode (punktskrift för en skärm eller en punktskriftsdisplay) eller brf (för en punktskrivare); standard: inställningens, annars unicode
fct-cli-table = punktskriftstabell: sv (svensk, standard), ueb eller ebae (engelsk), da, nb, fi, is, nl, fr
fct-cli-out = skriv utskriften till FIL, en ny fil, i stället för standard output
fct-cli-replace = med --out: skriv över FIL om den finns (aldrig genom en länk)
