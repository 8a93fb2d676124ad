## The command line: argparse's help and errors, and the sub-commands' own words (cli.py).

cli-description = Et kortbord, der først og fremmest er tilgængeligt: { $titles }.
cli-usage = brug:
cli-positionals = positionelle argumenter
cli-options = tilvalg
cli-help-help = vis denne hjælp og afslut
cli-version-help = vis programmets versionsnummer og afslut
cli-language-help = sproget for alt, der bliver sagt: { $codes } (standard: konfigurationsfilens sprog, ellers systemets sprogindstilling, ellers engelsk)
cli-usage-error = { $prog }: { $problem }. Prøv: { $prog } --help
cli-stopped = Stoppet.
cli-stdout-closed = shared-table: standard output er lukket, så intet kan vises: lad det være åbent, til en terminal, en fil eller et rør.

## argparse's own errors, said again in the language.

cli-argparse-argument = argument { $option }: { $problem }
cli-argparse-invalid-choice = ugyldigt valg: { $given } (vælg mellem { $choices })
cli-argparse-required = disse argumenter mangler: { $names }
cli-argparse-unrecognized = ukendte argumenter: { $given }
cli-argparse-one-argument = forventede ét argument
cli-argparse-invalid-number = ugyldigt heltal: { $given }

## Sub-commands and their options.

cli-play-help = spil mod computeren eller flere ved ét tastatur, lavet til skærmlæsere
cli-play-description = Spil mod computerspillere, eller skiftes ved tastaturet. Spillene: { $games }. Skriv hjælp i spillet for dets kommandoer.
cli-play-game-listing = { $name } ({ $title }, { $seats })
cli-game-help = hvilket spil: { $names } (standard { $default })
cli-option-help = { $title }: { $help }
cli-players-help = spillere ved bordet, dig selv medregnet (standard 3, eller hvad spillet tager; med --humans eller --guests én plads til hver person og hvert niveau i --bots)
cli-bots-help = computerspillernes niveauer, ét pr. plads: easy, medium, hard; i Five Crowns også expert (standard medium)
## The name a player has at the table when they give none (--name, or the config's name).
cli-default-name = Spiller
cli-name-help = dit navn ved bordet (standard { cli-default-name })
cli-humans-help = skiftes ved tastaturet: flere personer, der deler dette tastatur, i pladsernes rækkefølge
cli-seed-help = et tal, der gør kortgivningen ens hver gang
cli-verbosity-help = hvor meget der bliver sagt (standard normal)
cli-hints-help = start hver af dine ture med et tip (tips til)
cli-sounds-help = en kort lyd for hver ting, der sker ved bordet (standard on)
cli-volume-help = hvor højt lydene lyder, fra 0 til 100 (standard 60)
cli-volume-bad = ingen lydstyrke { $given }: giv et heltal fra 0 til 100, fx --volume 40
cli-sounds-wav-help = skriv spillets lyde til denne WAV-fil i stedet for at afspille dem
cli-resume-help = fortsæt det sidste ufærdige spil, eller spil GAME
cli-no-save-help = gem ikke dette spil
cli-plain-help = almindelige linjer ind og ud, ingen redigering af prompten eller escape-sekvenser
cli-speech-help = tal gennem din skærmlæser, vores egen stemme (tts), den første, der virker (auto), eller slet ikke (standard { $default ->
    [off] off
   *[other] { $default }
})
cli-voice-help = stemmen til vores egen stemme: et id eller navn fra shared-table voices
cli-rate-help = vores egen stemmes hastighed i ord pr. minut (50 til 500)
cli-speak-help = sig noget tekst med en talemotor, for at prøve stemmer og hastigheder
cli-speak-description = Sig TEXT gennem den valgte talemotor, eller skriv lyden fra vores egen stemme til en WAV-fil.
cli-wav-help = skriv lyden fra vores egen stemme til FILE i stedet for at afspille den
cli-replace-help = skriv over en FILE, der findes i forvejen (kun en almindelig fil)
cli-text-help = hvad der skal siges
cli-voices-help = vis stemmerne i vores egen stemme (til --voice)
cli-config-help = hvor konfigurationsfilen er, og hvad den indstiller
cli-languages-help = de sprog, der findes, hver med sin stemme og sin punktskrifttabel
cli-games-help = vis gemte spil af alle slags, eller slet et
cli-games-description = Vis de gemte spil.
cli-delete-help = slet det gemte spil GAME
cli-replay-help = fortæl et gemt spil fra én plads' synsvinkel
cli-replay-description = Fortæl et færdigt eller ufærdigt gemt spil, som én plads oplevede det.
cli-replay-game-help = spillets nummer, fra shared-table games
cli-replay-round-help = sig kun omgang N, eller del N i et spil uden omgange
cli-seat-help = hvis synsvinkel (standard: spillerens)
cli-tournament-help = spil hele spil mellem computerspillere og sammenlign deres niveauer
cli-tournament-description = Spil N spil mellem computerspillere med skiftende pladser, og vis hver plads' gennemsnit, dens 95 %-interval og sejre.
cli-games-count-help = hvor mange spil (standard 100)
cli-seats-help = ét niveau pr. plads: { $levels }
cli-seats-levels = { $name }: { $levels }
cli-tournament-seed-help = et tal, der gør turneringen ens hver gang
cli-json-help = ét JSON-objekt: {"{"}"games": N, "seats": [...]{"}"}

## shared-table languages

cli-language-line = { $code }: { $name }, { $english }; stemme { $voice }; punktskrifttabel { $braille }.
cli-problem = { $prog }: { $problem }.
cli-output-failed = { $stream ->
    [error] standard error
   *[output] standard output
} kan ikke skrives ({ $reason }): { $fix ->
    [space] frigør noget plads på disken, eller send outputtet et andet sted hen
    [limit] hæv grænsen for filstørrelse (ulimit -f), eller send outputtet et andet sted hen
   *[other] send outputtet et andet sted hen
}.
