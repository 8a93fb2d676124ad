## The command line: argparse's help and errors, and the sub-commands' own words (cli.py).

cli-description = Et kortbord der tilgjengelighet kommer først: { $titles }.
cli-usage = bruk:
cli-positionals = posisjonsargumenter
cli-options = valg
cli-help-help = vis denne hjelpen og avslutt
cli-version-help = vis programmets versjonsnummer og avslutt
cli-language-help = språket for alt som blir sagt: { $codes } (standard: konfigurasjonsfilens språk, ellers systemets språkinnstilling, ellers engelsk)
cli-usage-error = { $prog }: { $problem }. Prøv: { $prog } --help
cli-stopped = Stoppet.
cli-stdout-closed = shared-table: standard ut er lukket, så ingenting kan vises: la den være åpen, til en terminal, en fil eller et rør.

## argparse's own errors, said again in the language.

cli-argparse-argument = argument { $option }: { $problem }
cli-argparse-invalid-choice = ugyldig valg: { $given } (velg blant { $choices })
cli-argparse-required = disse argumentene mangler: { $names }
cli-argparse-unrecognized = ukjente argumenter: { $given }
cli-argparse-one-argument = ventet ett argument
cli-argparse-invalid-number = ugyldig heltall: { $given }

## Sub-commands and their options.

cli-play-help = spill mot datamaskinen eller flere ved ett tastatur, laget for skjermlesere
cli-play-description = Spill mot dataspillere, eller bytt på ved tastaturet. Spillene: { $games }. Skriv hjelp i spillet for kommandoene.
cli-play-game-listing = { $name } ({ $title }, { $seats })
cli-game-help = hvilket spill: { $names } (standard { $default })
cli-option-help = { $title }: { $help }
cli-players-help = spillere ved bordet, deg selv medregnet (standard 3, eller det spillet tar; med --humans eller --guests én plass til hver person og hvert nivå i --bots)
cli-bots-help = dataspillernes nivåer, ett per plass: easy, medium, hard; i Five Crowns også expert (standard medium)
## The name a player has at the table when they give none (--name, or the config's name).
cli-default-name = Spiller
cli-name-help = navnet ditt ved bordet (standard { cli-default-name })
cli-humans-help = felles tastatur: flere personer som bytter på ved dette tastaturet, i plassrekkefølge
cli-seed-help = et tall som gjør utdelingen lik hver gang
cli-verbosity-help = hvor mye som blir sagt (standard normal)
cli-hints-help = start hver tur med et tips (tipsmodus på)
cli-sounds-help = en kort lyd for hver ting som skjer ved bordet (standard on)
cli-volume-help = hvor høyt lydene spilles, fra 0 til 100 (standard 60)
cli-volume-bad = ingen lydstyrke { $given }: oppgi et heltall fra 0 til 100, for eksempel --volume 40
cli-sounds-wav-help = skriv lydene fra spillet til denne WAV-filen i stedet for å spille dem av
cli-resume-help = fortsett det siste uferdige spillet, eller spill GAME
cli-no-save-help = ikke lagre dette spillet
cli-plain-help = vanlige linjer inn og ut, ingen redigering av ledeteksten eller escape-sekvenser
cli-speech-help = snakk gjennom skjermleseren din, vår egen stemme (tts), den første som virker (auto), eller ikke i det hele tatt (standard { $default ->
    [off] off
   *[other] { $default }
})
cli-voice-help = stemmen til vår egen stemme: en id eller et navn fra shared-table voices
cli-rate-help = vår egen stemmes hastighet i ord per minutt (50 til 500)
cli-speak-help = si litt tekst med en talemotor, for å prøve stemmer og hastigheter
cli-speak-description = Si TEXT gjennom den valgte talemotoren, eller skriv lyden fra vår egen stemme til en WAV-fil.
cli-wav-help = skriv lyden fra vår egen stemme til FILE i stedet for å spille den av
cli-replace-help = skriv over en FILE som finnes fra før (bare en vanlig fil)
cli-text-help = det som skal sies
cli-voices-help = vis stemmene i vår egen stemme (for --voice)
cli-config-help = hvor konfigurasjonsfilen er, og hva den stiller inn
cli-languages-help = språkene som finnes, hvert med sin stemme og sin punktskrifttabell
cli-games-help = vis lagrede spill av alle slag, eller slett ett
cli-games-description = Vis de lagrede spillene.
cli-delete-help = slett det lagrede spillet GAME
cli-replay-help = gjenfortell et lagret spill slik én plass opplevde det
cli-replay-description = Gjenfortell et ferdig eller uferdig lagret spill slik én plass opplevde det.
cli-replay-game-help = spillets nummer, fra shared-table games
cli-replay-round-help = si bare runde N, eller del N i et spill uten runder
cli-seat-help = hvilken plass det fortelles fra (standard: spillerens)
cli-tournament-help = spill hele spill mellom dataspillere og sammenlign nivåene deres
cli-tournament-description = Spill N spill mellom dataspillere med roterende plasser, og vis hver plass sitt snitt, 95 %-intervallet og seirene.
cli-games-count-help = hvor mange spill (standard 100)
cli-seats-help = ett nivå per plass: { $levels }
cli-seats-levels = { $name }: { $levels }
cli-tournament-seed-help = et tall som gjør turneringen lik hver gang
cli-json-help = ett JSON-objekt: {"{"}"games": N, "seats": [...]{"}"}

## shared-table languages

cli-language-line = { $code }: { $name }, { $english }; stemme { $voice }; punktskrifttabell { $braille }.
cli-problem = { $prog }: { $problem }.
cli-output-failed = { $stream ->
    [error] standard feil
   *[output] standard ut
} kan ikke skrives ({ $reason }): { $fix ->
    [space] frigjør litt plass på disken, eller send utdataene et annet sted
    [limit] øk grensen for filstørrelse (ulimit -f), eller send utdataene et annet sted
   *[other] send utdataene et annet sted
}.
