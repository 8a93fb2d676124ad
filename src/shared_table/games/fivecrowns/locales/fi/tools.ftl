## Five Crownsin työkalut: `shared-table check` (tools/check.py) ja `shared-table braille` (tools/braille.py).

## Käden tarkistus.
fct-check-fail = shared-table check: { $problem }
fct-no-cards = ei kortteja: anna ne muodossa 7st 10h Qsp joker
fct-too-many-cards = { $cards } korttia annettu: tarkistettavassa kädessä on enintään { $most } korttia
fct-no-wild = { $cards } korttia eikä villiä arvoa: kerro valitsimella --wild, mikä arvo on villi, numero kolmesta kymmeneen tai J, Q tai K
fct-stdin-closed = vakiosyöte on suljettu, joten siitä ei voi lukea käsiä: anna kortit komennon check perään, kuten check 5c 6c 7c, tai ohjaa kädet siihen putkella.
fct-prompt = Kirjoita käsi yhdelle riville, kuten: 5c 6c 7c Qh Qd joker 8h. Tyhjä rivi lopettaa.
fct-line-error = Rivi { $line }: { $problem }.
fct-cli-help = Five Crowns: mitä käsi on arvoltaan, miten sen voi laskea pöytään ja mistä kortista luopua
fct-cli-description = Tarkista käsi. Ilman kortteja kädet luetaan vakiosyötteestä, yksi riviltä.
fct-cli-wild = villi arvo: numero kolmesta kymmeneen tai J, Q tai K (oletus: korttien määrä)
fct-cli-json = vastaa yhdellä JSON-oliolla kättä kohden
fct-cli-cards = kortit kuten 7st 10h Jd Qsp Kc joker, 7★, herttaseiska

## Pistekirjoitustulosteet.
fct-braille-fail = shared-table braille: { $problem }
fct-braille-which-printout = shared-table braille: kerro, mikä tuloste: hand tai scores. Kokeile: shared-table braille --help
fct-braille-players = --players { $given }: peliin tarvitaan vähintään { $least } ja enintään { $most } pelaajaa
fct-braille-unreadable = tiedostoa { $path } ei voi lukea ({ $reason })
fct-braille-too-big = { $path } on yli { NUMBER($most, useGrouping: 0) } tavua: pistetaulukko on paljon pienempi
fct-braille-not-json = { $path } ei ole JSONia ({ $reason })
fct-braille-no-players = tiedostossa { $path } ei ole kohtaa "players": anna luettelo nimiä, kuten { $example }
fct-braille-bad-rounds = { $path }: kohdan "rounds" on oltava luettelo kierroksia, kukin luettelo, jossa on yksi pistemäärä pelaajaa kohden
fct-braille-not-five-crowns = peli { $game } on peli { $title }, jossa ei ole pistetaulukkoa
fct-braille-which-game = kerro, mikä peli, yhdellä tavalla: --game PELI (tallennettu peli), --from-json TIEDOSTO tai --seed S (tietokonepelaajien peli)
fct-braille-no-braille-out = shared-table braille: vakiotuloste ei voi näyttää pistekirjoitusmerkkejä (sen merkistö on { $encoding }): valitse UTF-8-lokaali, käytä valitsinta --format brf tai kirjoita tiedosto valitsimella --out TIEDOSTO.
fct-braille-exists = shared-table braille: { $path } on jo olemassa: anna toinen nimi tai lisää --replace kirjoittaaksesi sen päälle.
fct-braille-link = shared-table braille: { $path } on symbolinen linkki, jota ei koskaan seurata: anna itse tiedoston nimi.
fct-braille-cannot-write = shared-table braille: tiedostoa { $path } ei voi kirjoittaa ({ $reason }).
fct-braille-written = { $format ->
        [brf] BRF pistekirjoitustulostimelle
       *[unicode] Unicode-pistekirjoitus
    } kirjoitettu: { $path }.
fct-cli-braille-help = Five Crowns: käsi tai pistetaulukko pistekirjoituksena: Unicode-pistekirjoitus tai BRF pistekirjoitustulostimelle
fct-cli-braille-description = Pistekirjoitustulosteet liblouisin kautta, merkittyinä niin kuin pistekirjoituspakka merkitsee kortit.
fct-cli-hand-help = käsi maittain, villi arvo ja paras järjestys
fct-cli-hand-description = Käden yhteenveto pistekirjoituksena: käsi maittain, villi arvo, parhaat värisuorat ja suorat, ja mitä jää.
fct-cli-scores-help = pistetaulukko: rivi kierrosta kohden, sarake pelaajaa kohden, yhteispisteet
fct-cli-scores-description = Tallennetun pelin (--game, numeroitu kuten komennossa shared-table games), JSON-tiedoston {"{"}"players": [...], "rounds": [[...], ...]{"}"}, jossa on yksi pistemäärä pelaajaa kohden joka kierroksella, tai tietokonepelaajien pelin (--seed) pistetaulukko.
fct-cli-game = tallennettu peli, päättynyt tai kesken, numerolla komennosta shared-table games
fct-cli-seed = pelaa kokonainen peli tietokonepelaajien kesken tällä siemenellä
fct-cli-players = valitsimen --seed kanssa: montako pelaajaa, vähintään 2 ja enintään 14 (oletus 3)
fct-cli-bots = valitsimen --seed kanssa: easy, medium, hard tai expert (oletus medium)
fct-cli-from-json = pelaajat ja tähän mennessä pisteytetyt kierrokset JSON-tiedostosta
fct-cli-format = unicode (pistekirjoitus näytölle tai pistenäytölle) tai brf (pistekirjoitustulostimelle); oletus: asetusten, muuten unicode
fct-cli-table = pistekirjoitustaulukko: fi (suomi, oletus), ueb tai ebae (englanti), da, sv, nb, is, nl, fr
fct-cli-out = kirjoita tuloste TIEDOSTOON, uuteen tiedostoon, vakiotulosteen sijaan
fct-cli-replace = valitsimen --out kanssa: kirjoita TIEDOSTON päälle, jos se on olemassa (ei koskaan linkin kautta)
