## `shared-table solitaire` (tools/solitaire.py): hjälpen, felen och rapporten från --auto.

sol-cli-help = Five Crowns solitaire: avsluta elva högar ur en draghög; eller en datorspelares statistik
sol-cli-description = Five Crowns solitaire i samma radläge som play: skriv help i det för dess kommandon. Med --auto spelar en datorspelare många spel, och hur ofta den vinner rapporteras.
sol-cli-seed = ett tal som gör att korten delas ut likadant varje gång
sol-cli-hints = säg ett tips vid varje uppvänt kort
sol-cli-plain = vanliga rader in och ut, utan redigering av prompten och utan escape-sekvenser
sol-cli-speech = läs också upp varje svar: auto, screenreader, tts eller off (standard: konfigurationens, annars off)
sol-cli-voice = rösten som vår egen röst talar med: ett id eller namn från shared-table voices
sol-cli-rate = hur fort vår egen röst talar, i ord per minut (50 till 500)
sol-cli-verbosity = hur mycket som sägs (standard normal)
sol-cli-resume = fortsätt den senaste oavslutade solitairen, eller spel GAME
sol-cli-no-save = spara inte det här spelet
sol-cli-statistics = statistik (--auto)
sol-cli-auto = låt en datorspelare spela --games spel och rapportera hur det gick
sol-cli-games = med --auto: hur många spel (standard 100)
sol-cli-player = med --auto: planner (standard), greedy (jämförelsen) eller both, sida vid sida med samma utdelningar
sol-cli-json = med --auto: siffrorna som JSON
sol-cli-usage-error = { $prog }: { $problem }. Prova: { $prog } --help
sol-cli-problem = { $prog }: { $problem }.
sol-cli-games-range = --games { $games }: ange 1 till { $most }
sol-cli-no-player = ingen spelare "{ $given }": välj planner, greedy eller both
sol-cli-auto-only = --games, --player och --json hör till --auto
sol-cli-stats = { $player }: { NUMBER($wins, useGrouping: 0) } vinster på { NUMBER($games, useGrouping: 0) } spel, { NUMBER($rate, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) } (95 %-intervall { NUMBER($low, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) } till { NUMBER($high, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }); { NUMBER($mean, minimumFractionDigits: 2, maximumFractionDigits: 2) } avslutade högar i genomsnitt.
