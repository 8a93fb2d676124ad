## Five Crowns' værktøjer: `shared-table check` (tools/check.py) og `shared-table braille` (tools/braille.py).

## Håndtjekkeren.
fct-check-fail = shared-table check: { $problem }
fct-no-cards = ingen kort givet: nævn dem som 7st 10h Qsp joker
fct-too-many-cards = { $cards } kort givet: en hånd, der tjekkes, har 1 til { $most } kort
fct-no-wild = { $cards } kort og ingen trumf: sig med --wild, hvad der er trumf, en af 3 til 10, B, D, K eller J, Q, K
fct-stdin-closed = standard input er lukket, så der kan ikke læses hænder derfra: nævn kortene efter check, som check 5c 6c 7c, eller send hænder ind gennem et rør.
fct-prompt = Skriv en hånd på én linje, som: 5c 6c 7c Qh Qd joker 8h. En tom linje slutter.
fct-line-error = Linje { $line }: { $problem }.
fct-cli-help = Five Crowns: hvad en hånd er værd, hvordan den lægges ned, og hvad der skal kasseres
fct-cli-description = Tjek en hånd. Uden kort læses hænder fra standard input, én pr. linje.
fct-cli-wild = trumf: 3 til 10, B, D, K eller J, Q, K (standard: antallet af kort)
fct-cli-json = svar med ét JSON-objekt pr. hånd
fct-cli-cards = kort som 7st 10h Jd Qsp Kc joker, 7★, hjerter 7

## Udskrifter i punktskrift.
fct-braille-fail = shared-table braille: { $problem }
fct-braille-which-printout = shared-table braille: sig hvilken udskrift: hand eller scores. Prøv: shared-table braille --help
fct-braille-players = --players { $given }: et spil har { $least } til { $most }
fct-braille-unreadable = { $path } kan ikke læses ({ $reason })
fct-braille-too-big = { $path } er over { NUMBER($most, useGrouping: 0) } byte: et pointark er langt mindre
fct-braille-not-json = { $path } er ikke JSON ({ $reason })
fct-braille-no-players = { $path } har ingen "players": giv en liste af navne, som { $example }
fct-braille-bad-rounds = { $path }: "rounds" skal være en liste af omgange, hver en liste med ét pointtal pr. spiller
fct-braille-not-five-crowns = spil { $game } er et spil { $title }, som ikke har noget pointark
fct-braille-which-game = sig hvilket spil, på én måde: --game SPIL (et gemt spil), --from-json FIL, eller --seed S (et spil mellem computerspillere)
fct-braille-no-braille-out = shared-table braille: standard output kan ikke vise punktskrifttegn (dets tegnsæt er { $encoding }): vælg en UTF-8-locale, brug --format brf, eller skriv en fil med --out FIL.
fct-braille-exists = shared-table braille: { $path } findes allerede: giv et andet navn, eller tilføj --replace for at skrive over den.
fct-braille-link = shared-table braille: { $path } er et symbolsk link, som aldrig følges: giv navnet på selve filen.
fct-braille-cannot-write = shared-table braille: kan ikke skrive { $path } ({ $reason }).
fct-braille-written = { $format ->
        [brf] BRF til en punktprinter
       *[unicode] Unicode-punktskrift
    } skrevet til { $path }.
fct-cli-braille-help = Five Crowns: en hånd eller pointarket i punktskrift: Unicode-punktskrift, eller BRF til en punktprinter
fct-cli-braille-description = Udskrifter i punktskrift gennem liblouis, mærket som punktskriftskortene mærker kortene.
fct-cli-hand-help = en hånd efter kulør, med trumf og den bedste opdeling
fct-cli-hand-description = En oversigt over en hånd i punktskrift: hånden efter kulør, trumf, de bedste serier og sæt, og hvad der er tilbage.
fct-cli-scores-help = et pointark: en linje pr. omgang, en kolonne pr. spiller, de samlede point
fct-cli-scores-description = Pointarket for et gemt spil (--game, nummereret som i shared-table games), for en JSON-fil {"{"}"players": [...], "rounds": [[...], ...]{"}"} med ét pointtal pr. spiller i hver omgang, eller for et spil mellem computerspillere (--seed).
fct-cli-game = et gemt spil, færdigt eller ej, efter dets nummer i shared-table games
fct-cli-seed = spil et helt spil mellem computerspillere med dette frø
fct-cli-players = med --seed: hvor mange spillere, 2 til 14 (standard 3)
fct-cli-bots = med --seed: easy, medium, hard eller expert (standard medium)
fct-cli-from-json = spillerne og de omgange, der er talt op indtil nu, fra en JSON-fil
fct-cli-format = unicode (punktskrift til en skærm eller et punktdisplay) eller brf (til en punktprinter); standard: konfigurationens, ellers unicode
fct-cli-table = punktskriftstabel: da (dansk, standard), ueb eller ebae (engelsk), sv, nb, fi, is, nl, fr
fct-cli-out = skriv udskriften til FIL, en ny fil, i stedet for standard output
fct-cli-replace = med --out: skriv over FIL, hvis den findes (aldrig gennem et link)
