## `shared-table solitaire` (tools/solitaire.py): hjelpen, feilene og rapporten fra --auto.

sol-cli-help = Five Crowns-kabal: avslutt elleve bunker fra én stokk; eller statistikk for en dataspiller
sol-cli-description = Five Crowns-kabal i samme linjemodus som play: skriv hjelp i den for kommandoene. Med --auto spiller en dataspiller mange spill, og hvor ofte den vinner, blir rapportert.
sol-cli-seed = et tall som gjør utdelingene like hver gang
sol-cli-hints = si et tips for hvert vendte kort
sol-cli-plain = vanlige linjer inn og ut, uten redigering av ledeteksten og uten escape-sekvenser
sol-cli-speech = les også opp hvert svar: auto, screenreader, tts eller off (standard: konfigurasjonens, ellers off)
sol-cli-voice = vår egen stemmes stemme: en id eller et navn fra shared-table voices
sol-cli-rate = vår egen stemmes hastighet i ord per minutt (50 til 500)
sol-cli-verbosity = hvor mye som sies (standard normal)
sol-cli-resume = fortsett den siste uferdige kabalen, eller spill GAME
sol-cli-no-save = ikke lagre dette spillet
sol-cli-statistics = statistikk (--auto)
sol-cli-auto = la en dataspiller spille --games spill og rapporter hvordan det gikk
sol-cli-games = med --auto: hvor mange spill (standard 100)
sol-cli-player = med --auto: planner (standard), greedy (sammenligningsgrunnlaget) eller both, side om side på de samme utdelingene
sol-cli-json = med --auto: tallene som JSON
sol-cli-usage-error = { $prog }: { $problem }. Prøv: { $prog } --help
sol-cli-problem = { $prog }: { $problem }.
sol-cli-games-range = --games { $games }: oppgi 1 til { $most }
sol-cli-no-player = ukjent spiller "{ $given }": velg planner, greedy eller both
sol-cli-auto-only = --games, --player og --json hører til --auto
sol-cli-stats = { $player }: { NUMBER($wins, useGrouping: 0) } seire på { NUMBER($games, useGrouping: 0) } spill, { NUMBER($rate, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) } (95 %-intervall { NUMBER($low, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) } til { NUMBER($high, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }); { NUMBER($mean, minimumFractionDigits: 2, maximumFractionDigits: 2) } avsluttede bunker i snitt.
