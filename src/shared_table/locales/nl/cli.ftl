## The command line: argparse's help and errors, and the sub-commands' own words (cli.py).

cli-description = Een kaarttafel die toegankelijkheid voorop zet: { $titles }.
cli-usage = gebruik:
cli-positionals = positionele argumenten
cli-options = opties
cli-help-help = toon deze hulp en stop
cli-version-help = toon het versienummer van het programma en stop
cli-language-help = de taal van alles wat gezegd wordt: { $codes } (standaard: de taal van het configuratiebestand, anders die van je locale, anders Engels)
cli-usage-error = { $prog }: { $problem }. Probeer: { $prog } --help
cli-stopped = Gestopt.
cli-stdout-closed = shared-table: standaarduitvoer is gesloten, dus er kan niets worden getoond: laat die open, naar een terminal, een bestand of een pijp.

## argparse's own errors, said again in the language.

cli-argparse-argument = argument { $option }: { $problem }
cli-argparse-invalid-choice = ongeldige keuze: { $given } (kies uit { $choices })
cli-argparse-required = deze argumenten zijn verplicht: { $names }
cli-argparse-unrecognized = onbekende argumenten: { $given }
cli-argparse-one-argument = één argument verwacht
cli-argparse-invalid-number = ongeldig geheel getal: { $given }

## Sub-commands and their options.

cli-play-help = speel tegen de computer of met meer mensen aan één toetsenbord, gemaakt voor schermlezers
cli-play-description = Speel tegen computerspelers, of om de beurt aan één toetsenbord. De spellen: { $games }. Typ help in het spel voor de opdrachten.
cli-play-game-listing = { $name } ({ $title }, { $seats })
cli-game-help = welk spel: { $names } (standaard { $default })
cli-option-help = { $title }: { $help }
cli-players-help = spelers aan tafel, jij meegeteld (standaard 3, of wat het spel vraagt; met --humans of --guests één plaats per persoon en per niveau van --bots)
cli-bots-help = de niveaus van de computerspelers, één per plaats: easy, medium, hard; bij Five Crowns ook expert (standaard medium)
## The name a player has at the table when they give none (--name, or the config's name).
cli-default-name = Speler
cli-name-help = je naam aan tafel (standaard { cli-default-name })
cli-humans-help = om de beurt: meer mensen die dit toetsenbord delen, in volgorde van de plaatsen
cli-seed-help = een getal waardoor het delen elke keer hetzelfde is
cli-verbosity-help = hoeveel er gezegd wordt (standaard normal)
cli-hints-help = begin elke beurt van jou met een tip (tips aan)
cli-sounds-help = een kort geluid voor alles wat er aan tafel gebeurt (standaard on)
cli-volume-help = hoe hard de geluiden klinken, van 0 tot 100 (standaard 60)
cli-volume-bad = geen volume { $given }: geef een geheel getal van 0 tot 100, zoals --volume 40
cli-sounds-wav-help = schrijf de geluiden van het spel naar dit WAV-bestand in plaats van ze af te spelen
cli-resume-help = ga verder met het laatste onafgemaakte spel, of met spel GAME
cli-no-save-help = dit spel niet opslaan
cli-plain-help = gewone regels in en uit, geen regelbewerking of escapereeksen
cli-speech-help = spreek via je schermlezer, onze eigen stem (tts), de eerste die werkt (auto), of helemaal niet (standaard { $default ->
    [off] off
   *[other] { $default }
})
cli-voice-help = de stem van onze eigen stem: een id of naam uit shared-table voices
cli-rate-help = de snelheid van onze eigen stem in woorden per minuut (50 tot en met 500)
cli-speak-help = zeg wat tekst met een spraakmotor, om stemmen en snelheden te proberen
cli-speak-description = Zeg TEXT met de gekozen spraakmotor, of schrijf het geluid van onze eigen stem naar een WAV-bestand.
cli-wav-help = schrijf het geluid van onze eigen stem naar FILE in plaats van het af te spelen
cli-replace-help = overschrijf een FILE die er al is (alleen een gewoon bestand)
cli-text-help = wat er gezegd moet worden
cli-voices-help = toon de stemmen van onze eigen stem (voor --voice)
cli-config-help = waar het configuratiebestand staat, en wat het instelt
cli-languages-help = de talen die er zijn, elk met zijn stem en zijn brailletabel
cli-games-help = toon opgeslagen spellen van elke soort, of verwijder er een
cli-games-description = Toon de opgeslagen spellen.
cli-delete-help = verwijder opgeslagen spel GAME
cli-replay-help = vertel een opgeslagen spel vanuit één plaats
cli-replay-description = Vertel een afgelopen of onafgemaakt opgeslagen spel zoals één plaats het meemaakte.
cli-replay-game-help = het nummer van het spel, uit shared-table games
cli-replay-round-help = zeg alleen ronde N, of deel N in een spel zonder rondes
cli-seat-help = vanuit wie (standaard: de speler)
cli-tournament-help = speel hele spellen tussen computerspelers en vergelijk hun niveaus
cli-tournament-description = Speel N spellen tussen computerspelers met wisselende plaatsen, en toon voor elke plaats het gemiddelde, het 95%-interval en de overwinningen.
cli-games-count-help = hoeveel spellen (standaard 100)
cli-seats-help = één niveau per plaats: { $levels }
cli-seats-levels = { $name }: { $levels }
cli-tournament-seed-help = een getal waardoor het toernooi elke keer hetzelfde is
cli-json-help = één JSON-object: {"{"}"games": N, "seats": [...]{"}"}

## shared-table languages

cli-language-line = { $code }: { $name }, { $english }; stem { $voice }; brailletabel { $braille }.
cli-problem = { $prog }: { $problem }.
cli-output-failed = { $stream ->
    [error] standaardfoutuitvoer
   *[output] standaarduitvoer
} kan niet worden geschreven ({ $reason }): { $fix ->
    [space] maak wat ruimte vrij op de schijf, of stuur de uitvoer ergens anders heen
    [limit] verhoog de limiet voor bestandsgrootte (ulimit -f), of stuur de uitvoer ergens anders heen
   *[other] stuur de uitvoer ergens anders heen
}.
