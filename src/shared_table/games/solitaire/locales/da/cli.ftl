## `shared-table solitaire` (tools/solitaire.py): hjælpen, fejlene og rapporten fra --auto.

sol-cli-help = Five Crowns-kabale: afslut elleve bunker fra én restbunke; eller en computerspillers statistik
sol-cli-description = Five Crowns-kabale i samme linjetilstand som play: skriv hjælp i den for dens kommandoer. Med --auto spiller en computerspiller mange spil, og hvor ofte den vinder, bliver rapporteret.
sol-cli-seed = et tal, der gør spillene ens hver gang
sol-cli-hints = sig et tip ved hvert vendt kort
sol-cli-plain = almindelige linjer ind og ud, uden redigering af prompten og uden escape-sekvenser
sol-cli-speech = læs også hvert svar op: auto, screenreader, tts eller off (standard: konfigurationens, ellers off)
sol-cli-voice = vores egen stemmes stemme: et id eller navn fra shared-table voices
sol-cli-rate = vores egen stemmes hastighed i ord i minuttet (50 til 500)
sol-cli-verbosity = hvor meget der siges (standard normal)
sol-cli-resume = fortsæt den sidste ufærdige kabale, eller spil GAME
sol-cli-no-save = gem ikke dette spil
sol-cli-statistics = statistik (--auto)
sol-cli-auto = lad en computerspiller spille --games spil og rapportér, hvordan det gik
sol-cli-games = med --auto: hvor mange spil (standard 100)
sol-cli-player = med --auto: planner (standard), greedy (sammenligningsgrundlaget) eller both, side om side med de samme spil
sol-cli-json = med --auto: tallene som JSON
sol-cli-usage-error = { $prog }: { $problem }. Prøv: { $prog } --help
sol-cli-problem = { $prog }: { $problem }.
sol-cli-games-range = --games { $games }: angiv 1 til { $most }
sol-cli-no-player = ingen spiller "{ $given }": vælg planner, greedy eller both
sol-cli-auto-only = --games, --player og --json hører sammen med --auto
sol-cli-stats = { $player }: { NUMBER($wins, useGrouping: 0) } sejre i { NUMBER($games, useGrouping: 0) } spil, { NUMBER($rate, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) } (95 %-interval { NUMBER($low, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) } til { NUMBER($high, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }); { NUMBER($mean, minimumFractionDigits: 2, maximumFractionDigits: 2) } bunker afsluttet i gennemsnit.
