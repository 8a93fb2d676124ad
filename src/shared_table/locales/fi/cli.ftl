## The command line: argparse's help and errors, and the sub-commands' own words (cli.py).

cli-description = Saavutettavuus edellä tehty korttipöytä: { $titles }.
cli-usage = käyttö:
cli-positionals = sijaintiargumentit
cli-options = valinnat
cli-help-help = näytä tämä ohje ja lopeta
cli-version-help = näytä ohjelman versio ja lopeta
cli-language-help = kaiken puheen kieli: { $codes } (oletus: asetustiedoston kieli, muuten maa-asetuksesi kieli, muuten englanti)
cli-usage-error = { $prog }: { $problem }. Kokeile: { $prog } --help
cli-stopped = Pysäytetty.
cli-stdout-closed = shared-table: vakiotuloste on suljettu, joten mitään ei voi näyttää: jätä se auki, päätteeseen, tiedostoon tai putkeen.

## argparse's own errors, said again in the language.

cli-argparse-argument = argumentti { $option }: { $problem }
cli-argparse-invalid-choice = virheellinen valinta: { $given } (valitse näistä: { $choices })
cli-argparse-required = nämä argumentit puuttuvat: { $names }
cli-argparse-unrecognized = tuntemattomat argumentit: { $given }
cli-argparse-one-argument = odotettiin yhtä argumenttia
cli-argparse-invalid-number = virheellinen kokonaisluku: { $given }

## Sub-commands and their options.

cli-play-help = pelaa tietokonetta vastaan tai vuorotellen samalla näppäimistöllä, tehty ruudunlukijoille
cli-play-description = Pelaa tietokonepelaajia vastaan tai vuorotellen samalla näppäimistöllä. Pelit: { $games }. Kirjoita pelissä ohje, niin kuulet sen komennot.
cli-play-game-listing = { $name } ({ $title }, { $seats })
cli-game-help = mikä peli: { $names } (oletus { $default })
cli-option-help = { $title }: { $help }
cli-players-help = pelaajia pöydässä, sinä mukaan lukien (oletus 3 tai mitä peli vaatii; valitsimilla --humans tai --guests yksi paikka kullekin ihmiselle ja kullekin --bots-tasolle)
cli-bots-help = tietokonepelaajien tasot, yksi paikkaa kohti: easy, medium, hard; Five Crownsissa myös expert (oletus medium)
## The name a player has at the table when they give none (--name, or the config's name).
cli-default-name = Pelaaja
cli-name-help = nimesi pöydässä (oletus { cli-default-name })
cli-humans-help = vuorotellen: useampi ihminen samalla näppäimistöllä, paikkajärjestyksessä
cli-seed-help = luku, jolla jako on joka kerta sama
cli-verbosity-help = kuinka paljon kerrotaan (oletus normal)
cli-hints-help = aloita jokainen vuorosi vihjeellä (vihjeet päälle)
cli-sounds-help = lyhyt ääni jokaisesta pöydän tapahtumasta (oletus on)
cli-volume-help = äänten voimakkuus nollasta sataan (oletus 60)
cli-volume-bad = virheellinen äänenvoimakkuus { $given }: anna kokonaisluku nollasta sataan, esimerkiksi --volume 40
cli-sounds-wav-help = kirjoita pelin äänet tähän WAV-tiedostoon sen sijaan, että ne soitetaan
cli-resume-help = jatka viimeisintä keskeneräistä peliä tai peliä GAME
cli-no-save-help = älä tallenna tätä peliä
cli-plain-help = pelkät rivit sisään ja ulos, ei kehotteen muokkausta eikä ohjaussekvenssejä
cli-speech-help = puhu ruudunlukijasi kautta, omalla äänellämme (tts), ensimmäisellä toimivalla (auto) tai ei lainkaan (oletus { $default ->
    [off] off
   *[other] { $default }
})
cli-voice-help = oman äänemme ääni: tunniste tai nimi komennosta shared-table voices
cli-rate-help = oman äänemme nopeus sanoina minuutissa (vähintään 50 ja enintään 500)
cli-speak-help = sano tekstiä puhemoottorilla, kokeillaksesi ääniä ja nopeuksia
cli-speak-description = Sano TEXT valitulla puhemoottorilla tai kirjoita oman äänemme ääni WAV-tiedostoon.
cli-wav-help = kirjoita oman äänemme ääni tiedostoon FILE sen sijaan, että se soitetaan
cli-replace-help = kirjoita jo olemassa olevan tiedoston FILE yli (vain tavallisen tiedoston)
cli-text-help = mitä sanotaan
cli-voices-help = luettele oman äänemme äänet (valinnalle --voice)
cli-config-help = missä asetustiedosto on ja mitä se asettaa
cli-languages-help = käytettävissä olevat kielet, kunkin ääni ja pistekirjoitustaulukko
cli-games-help = luettele kaikkien pelien tallennetut pelit tai poista yksi
cli-games-description = Luettele tallennetut pelit.
cli-delete-help = poista tallennettu peli GAME
cli-replay-help = kerro tallennettu peli yhden paikan näkökulmasta
cli-replay-description = Kerro päättynyt tai keskeneräinen tallennettu peli niin kuin yksi paikka sen koki.
cli-replay-game-help = pelin numero, komennosta shared-table games
cli-replay-round-help = kerro vain kierros N, tai osa N pelissä, jossa ei ole kierroksia
cli-seat-help = kenen näkökulmasta (oletus: pelaajan)
cli-tournament-help = pelaa kokonaisia pelejä tietokonepelaajien kesken ja vertaa niiden tasoja
cli-tournament-description = Pelaa N peliä tietokonepelaajien kesken paikkoja vaihdellen ja kerro kunkin paikan keskiarvo, sen 95 prosentin luottamusväli ja voitot.
cli-games-count-help = montako peliä (oletus 100)
cli-seats-help = yksi taso paikkaa kohti: { $levels }
cli-seats-levels = { $name }: { $levels }
cli-tournament-seed-help = luku, jolla turnaus on joka kerta sama
cli-json-help = yksi JSON-olio: {"{"}"games": N, "seats": [...]{"}"}

## shared-table languages

cli-language-line = { $code }: { $name }, { $english }; ääni { $voice }; pistekirjoitustaulukko { $braille }.
cli-problem = { $prog }: { $problem }.
cli-output-failed = { $stream ->
    [error] Vakiovirhetuloste
   *[output] Vakiotuloste
}: kirjoitus ei onnistu ({ $reason }): { $fix ->
    [space] vapauta tilaa levyltä tai ohjaa tuloste muualle
    [limit] nosta tiedostokoon rajaa (ulimit -f) tai ohjaa tuloste muualle
   *[other] ohjaa tuloste muualle
}.
