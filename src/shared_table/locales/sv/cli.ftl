## The command line: argparse's help and errors, and the sub-commands' own words (cli.py).

cli-description = Ett kortbord byggt för tillgänglighet först: { $titles }.
cli-usage = användning:
cli-positionals = positionsargument
cli-options = alternativ
cli-help-help = visa den här hjälpen och avsluta
cli-version-help = visa programmets versionsnummer och avsluta
cli-language-help = språket för allt som sägs: { $codes } (standard: konfigurationsfilens språk, annars systemets språkinställning, annars engelska)
cli-usage-error = { $prog }: { $problem }. Prova: { $prog } --help
cli-stopped = Stoppat.
cli-stdout-closed = shared-table: standard ut är stängd, så inget kan visas: lämna den öppen, till en terminal, en fil eller en pipe.

## argparse's own errors, said again in the language.

cli-argparse-argument = argument { $option }: { $problem }
cli-argparse-invalid-choice = ogiltigt val: { $given } (välj bland { $choices })
cli-argparse-required = följande argument krävs: { $names }
cli-argparse-unrecognized = okända argument: { $given }
cli-argparse-one-argument = väntade ett argument
cli-argparse-invalid-number = ogiltigt heltal: { $given }

## Sub-commands and their options.

cli-play-help = spela mot datorn eller flera vid ett tangentbord, gjort för skärmläsare
cli-play-description = Spela mot datorspelare, eller turas om vid tangentbordet. Spelen: { $games }. Skriv hjälp i spelet för dess kommandon.
cli-play-game-listing = { $name } ({ $title }, { $seats })
cli-game-help = vilket spel: { $names } (standard { $default })
cli-option-help = { $title }: { $help }
cli-players-help = spelare vid bordet, du själv medräknad (standard 3, eller vad spelet tar; med --humans eller --guests en plats för varje person och varje nivå i --bots)
cli-bots-help = datorspelarnas nivåer, en per plats: easy, medium, hard; i Five Crowns även expert (standard medium)
## The name a player has at the table when they give none (--name, or the config's name).
cli-default-name = Spelare
cli-name-help = ditt namn vid bordet (standard { cli-default-name })
cli-humans-help = turas om: flera personer som delar det här tangentbordet, i platsordning
cli-seed-help = ett tal som gör att korten delas ut likadant varje gång
cli-verbosity-help = hur mycket som sägs (standard normal)
cli-hints-help = börja varje tur med ett tips (tipsläge på)
cli-sounds-help = ett kort ljud för varje sak som händer vid bordet (standard on)
cli-volume-help = hur högt ljuden spelas, från 0 till 100 (standard 60)
cli-volume-bad = ingen volym { $given }: ange ett heltal från 0 till 100, till exempel --volume 40
cli-sounds-wav-help = skriv spelets ljud till den här WAV-filen i stället för att spela upp dem
cli-resume-help = fortsätt det senaste oavslutade spelet, eller spel GAME
cli-no-save-help = spara inte det här spelet
cli-plain-help = vanliga rader in och ut, ingen radredigering eller escape-sekvenser
cli-speech-help = tala genom din skärmläsare, vår egen röst (tts), den första som fungerar (auto), eller inte alls (standard { $default ->
    [off] off
   *[other] { $default }
})
cli-voice-help = rösten som vår egen röst talar med: ett id eller namn från shared-table voices
cli-rate-help = hur fort vår egen röst talar, i ord per minut (50 till 500)
cli-speak-help = säg lite text med en talmotor, för att prova röster och hastigheter
cli-speak-description = Säg TEXT genom den valda talmotorn, eller skriv ljudet från vår egen röst till en WAV-fil.
cli-wav-help = skriv ljudet från vår egen röst till FILE i stället för att spela upp det
cli-replace-help = skriv över en FILE som redan finns (bara en vanlig fil)
cli-text-help = vad som ska sägas
cli-voices-help = lista de röster som vår egen röst har (för --voice)
cli-config-help = var konfigurationsfilen finns, och vad den ställer in
cli-languages-help = språken som finns, vart och ett med sin röst och sin punktskriftstabell
cli-games-help = lista sparade spel av alla slag, eller ta bort ett
cli-games-description = Lista de sparade spelen.
cli-delete-help = ta bort det sparade spelet GAME
cli-replay-help = återberätta ett sparat spel ur en spelares synvinkel
cli-replay-description = Återberätta ett avslutat eller oavslutat sparat spel som en spelare upplevde det.
cli-replay-game-help = spelets nummer, från shared-table games
cli-replay-round-help = säg bara omgång N, eller del N i ett spel utan omgångar
cli-seat-help = vems synvinkel (standard: spelarens)
cli-tournament-help = spela hela spel mellan datorspelare och jämför deras nivåer
cli-tournament-description = Spela N spel mellan datorspelare med roterande platser, och visa för varje plats medelpoängen, dess 95 %-intervall och antalet vinster.
cli-games-count-help = hur många spel (standard 100)
cli-seats-help = en nivå per plats: { $levels }
cli-seats-levels = { $name }: { $levels }
cli-tournament-seed-help = ett tal som gör turneringen likadan varje gång
cli-json-help = ett JSON-objekt: {"{"}"games": N, "seats": [...]{"}"}

## shared-table languages

cli-language-line = { $code }: { $name }, { $english }; röst { $voice }; punktskriftstabell { $braille }.
cli-problem = { $prog }: { $problem }.
cli-output-failed = { $stream ->
    [error] standard fel
   *[output] standard ut
} kan inte skrivas ({ $reason }): { $fix ->
    [space] frigör lite utrymme på disken, eller skicka utdata någon annanstans
    [limit] höj gränsen för filstorlek (ulimit -f), eller skicka utdata någon annanstans
   *[other] skicka utdata någon annanstans
}.
