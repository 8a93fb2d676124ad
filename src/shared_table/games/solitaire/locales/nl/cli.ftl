## `shared-table solitaire` (tools/solitaire.py): de hulp, de fouten en het verslag van --auto.

sol-cli-help = Five Crowns solitair: laat elf stapels uitgaan uit één trekstapel; of de statistiek van een computerspeler
sol-cli-description = Five Crowns solitair in dezelfde regelmodus als play: typ daarin help voor de opdrachten. Met --auto speelt een computerspeler veel spellen en wordt gemeld hoe vaak hij wint.
sol-cli-seed = een getal dat de delingen elke keer hetzelfde maakt
sol-cli-hints = zeg een tip bij elke omgedraaide kaart
sol-cli-plain = gewone regels in en uit, zonder bewerken van de prompt en zonder escapereeksen
sol-cli-speech = spreek ook elk antwoord uit: auto, screenreader, tts of off (standaard: die van het configuratiebestand, anders off)
sol-cli-voice = de stem van onze eigen spraak: een id of naam uit shared-table voices
sol-cli-rate = de snelheid van onze eigen spraak in woorden per minuut (50 tot 500)
sol-cli-verbosity = hoeveel er gezegd wordt (standaard normal)
sol-cli-resume = ga verder met de laatste onafgemaakte solitair, of met spel GAME
sol-cli-no-save = dit spel niet opslaan
sol-cli-statistics = statistiek (--auto)
sol-cli-auto = laat een computerspeler --games spellen spelen en meld hoe het ging
sol-cli-games = met --auto: hoeveel spellen (standaard 100)
sol-cli-player = met --auto: planner (de standaard), greedy (de vergelijking) of both, naast elkaar op dezelfde delingen
sol-cli-json = met --auto: de cijfers als JSON
sol-cli-usage-error = { $prog }: { $problem }. Probeer: { $prog } --help
sol-cli-problem = { $prog }: { $problem }.
sol-cli-games-range = --games { $games }: geef 1 tot en met { $most }
sol-cli-no-player = geen speler "{ $given }": kies planner, greedy of both
sol-cli-auto-only = --games, --player en --json horen bij --auto
sol-cli-stats = { $player }: { NUMBER($wins, useGrouping: 0) } keer gewonnen in { NUMBER($games, useGrouping: 0) } spellen, { NUMBER($rate, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) } (95%-interval { NUMBER($low, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) } tot { NUMBER($high, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }); gemiddeld { NUMBER($mean, minimumFractionDigits: 2, maximumFractionDigits: 2) } stapels uit.
