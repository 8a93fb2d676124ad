## Five Crowns sine verktøy: `shared-table check` (tools/check.py) og `shared-table braille` (tools/braille.py).

## Håndsjekken.
fct-check-fail = shared-table check: { $problem }
fct-no-cards = ingen kort oppgitt: skriv dem som 7st 10h Qsp joker
fct-too-many-cards = { $cards } kort oppgitt: en hånd som sjekkes, har 1 til { $most } kort
fct-no-wild = { $cards } kort og ingen jokerkort: si med --wild hvilken verdi som er jokerkort, en av 3 til 10, Kn, D, K eller J, Q, K
fct-stdin-closed = standard input er lukket, så ingen hender kan leses derfra: skriv kortene etter check, som check 5c 6c 7c, eller send hender inn til den med en pipe.
fct-prompt = Skriv en hånd på én linje, som: 5c 6c 7c Qh Qd joker 8h. En tom linje avslutter.
fct-line-error = Linje { $line }: { $problem }.
fct-cli-help = Five Crowns: hva en hånd er verdt, hvordan den legges ned, og hva som skal kastes
fct-cli-description = Sjekk en hånd. Uten kort leses hender fra standard input, én per linje.
fct-cli-wild = verdien som er jokerkort: 3 til 10, Kn, D, K eller J, Q, K (standard: antall kort)
fct-cli-json = svar med ett JSON-objekt per hånd
fct-cli-cards = kort som 7st 10h Jd Qsp Kc joker, 7★, hjerter 7

## Utskrifter i punktskrift.
fct-braille-fail = shared-table braille: { $problem }
fct-braille-which-printout = shared-table braille: si hvilken utskrift: hand eller scores. Prøv: shared-table braille --help
fct-braille-players = --players { $given }: et spill er for { $least } til { $most } spillere
fct-braille-unreadable = { $path } kan ikke leses ({ $reason })
fct-braille-too-big = { $path } er over { NUMBER($most, useGrouping: 0) } byte: en protokoll er mye mindre
fct-braille-not-json = { $path } er ikke JSON ({ $reason })
fct-braille-no-players = { $path } har ingen "players": gi en liste med navn, som { $example }
fct-braille-bad-rounds = { $path }: "rounds" må være en liste med runder, hver en liste med én poengsum per spiller
fct-braille-not-five-crowns = spill { $game } er et parti { $title }, som ikke har noen protokoll
fct-braille-which-game = si hvilket spill, på én måte: --game SPILL (et lagret spill), --from-json FIL, eller --seed S (et spill mellom dataspillere)
fct-braille-no-braille-out = shared-table braille: standard output kan ikke vise punktskrifttegn (tegnkodingen er { $encoding }): velg en UTF-8-locale, bruk --format brf, eller skriv en fil med --out FIL.
fct-braille-exists = shared-table braille: { $path } finnes allerede: gi et annet navn, eller legg til --replace for å skrive over den.
fct-braille-link = shared-table braille: { $path } er en symbolsk lenke, som aldri følges: gi navnet på selve filen.
fct-braille-cannot-write = shared-table braille: kan ikke skrive { $path } ({ $reason }).
fct-braille-written = { $format ->
        [brf] BRF for en punktskriver
       *[unicode] Unicode-punktskrift
    } skrevet til { $path }.
fct-cli-braille-help = Five Crowns: en hånd eller protokollen i punktskrift: Unicode-punktskrift, eller BRF for en punktskriver
fct-cli-braille-description = Utskrifter i punktskrift gjennom liblouis, merket slik punktskriftkortstokken merker kortene.
fct-cli-hand-help = en hånd etter sort, med jokerkortet og den beste oppdelingen
fct-cli-hand-description = En oversikt over en hånd i punktskrift: hånden etter sort, jokerkortet, de beste seriene og bøkene, og hva som blir igjen.
fct-cli-scores-help = en protokoll: en linje per runde, en kolonne per spiller, summene
fct-cli-scores-description = Protokollen for et lagret spill (--game, nummerert som i shared-table games), for en JSON-fil {"{"}"players": [...], "rounds": [[...], ...]{"}"} med én poengsum per spiller i hver runde, eller for et spill mellom dataspillere (--seed).
fct-cli-game = et lagret spill, ferdig eller ikke, etter nummeret i shared-table games
fct-cli-seed = spill et helt spill mellom dataspillere med dette frøet
fct-cli-players = med --seed: hvor mange spillere, 2 til 14 (standard 3)
fct-cli-bots = med --seed: easy, medium, hard eller expert (standard medium)
fct-cli-from-json = spillerne og rundene som er telt opp så langt, fra en JSON-fil
fct-cli-format = unicode (punktskrift for en skjerm eller leselist) eller brf (for en punktskriver); standard: innstillingens, ellers unicode
fct-cli-table = punktskrifttabell: nb (norsk, standard), ueb eller ebae (engelsk), da, sv, fi, is, nl, fr
fct-cli-out = skriv utskriften til FIL, en ny fil, i stedet for standard output
fct-cli-replace = med --out: skriv over FIL hvis den finnes (aldri gjennom en lenke)
