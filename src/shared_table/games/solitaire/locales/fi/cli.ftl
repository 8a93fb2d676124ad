## `shared-table solitaire` (tools/solitaire.py): ohje, virheet ja --auto-raportti.

sol-cli-help = Five Crowns -pasianssi: sulje yksitoista pinoa yhdestä pakasta; tai tietokonepelaajan tilastot
sol-cli-description = Five Crowns -pasianssi samassa rivitilassa kuin play: kirjoita siinä help, niin kuulet sen komennot. Valitsimella --auto tietokonepelaaja pelaa monta peliä ja sen voittoprosentti kerrotaan.
sol-cli-seed = luku, jolla jaot ovat joka kerta samat
sol-cli-hints = sano vihje joka käännetyn kortin kohdalla
sol-cli-plain = pelkät rivit sisään ja ulos, ei kehotteen muokkausta eikä ohjaussekvenssejä
sol-cli-speech = puhu myös jokainen vastaus: auto, screenreader, tts tai off (oletus: asetustiedoston, muuten off)
sol-cli-voice = oman puheäänemme ääni: tunniste tai nimi komennon shared-table voices luettelosta
sol-cli-rate = oman puheäänemme nopeus sanoina minuutissa (vähintään 50 ja enintään 500)
sol-cli-verbosity = kuinka paljon puhutaan (oletus normal)
sol-cli-resume = jatka viimeisintä keskeneräistä pasianssia tai peliä GAME
sol-cli-no-save = älä tallenna tätä peliä
sol-cli-statistics = tilastot (--auto)
sol-cli-auto = anna tietokonepelaajan pelata --games peliä ja kerro, miten sille kävi
sol-cli-games = valitsimen --auto kanssa: montako peliä (oletus 100)
sol-cli-player = valitsimen --auto kanssa: planner (oletus), greedy (vertailukohta) tai both, rinnakkain samoilla jaoilla
sol-cli-json = valitsimen --auto kanssa: luvut JSON-muodossa
sol-cli-usage-error = { $prog }: { $problem }. Kokeile: { $prog } --help
sol-cli-problem = { $prog }: { $problem }.
sol-cli-games-range = --games { $games }: anna vähintään 1 ja enintään { $most }
sol-cli-no-player = ei pelaajaa "{ $given }": valitse planner, greedy tai both
sol-cli-auto-only = --games, --player ja --json kuuluvat valitsimen --auto kanssa
sol-cli-stats = { $player }: { NUMBER($wins, useGrouping: 0) } voittoa { NUMBER($games, useGrouping: 0) } pelissä, { NUMBER($rate, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) } (95 prosentin luottamusväli { NUMBER($low, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) } – { NUMBER($high, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }); keskimäärin { NUMBER($mean, minimumFractionDigits: 2, maximumFractionDigits: 2) } suljettua pinoa.
