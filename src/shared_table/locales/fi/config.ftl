## The config file: what each key allows, its problems, and `shared-table config` (config.py).

config-allowed-one-of = jokin näistä: { $choices }
config-allowed-whole = kokonaisluku, vähintään { $low } ja enintään { $high }
config-allowed-text = tekstiä lainausmerkeissä
config-allowed-name = nimi lainausmerkeissä, enintään { $most } merkkiä, ei ohjausmerkkejä
config-allowed-levels = tasot pilkuilla erotettuina, kuten "hard,medium" (easy, medium, hard; Five Crownsissa myös expert)
config-allowed-true-false = true tai false

config-too-big = Asetukset { $path }: ei luettu (tiedosto on yli { $limit } tavua ja asetustiedosto on paljon pienempi); käytetään oletuksia.
config-not-read = Asetukset { $path }: ei luettu ({ $reason }); käytetään oletuksia.
config-too-deep = Asetukset { $path }: ei luettu (sen listat tai taulukot ovat liian syvällä sisäkkäin); käytetään oletuksia.
config-not-a-file = Asetukset { $path }: ei luettu (se ei ole tavallinen tiedosto vaan kansio, laite tai putki); käytetään oletuksia.
config-number-too-long = Asetukset { $path }: ei luettu (siinä olevassa luvussa on tuhansia numeroita); käytetään oletuksia.
## Why a config file could not be read: where ($line 0: at its end) and what, in words (not the parser's).
config-toml-error = { $line ->
    [0] lopussa
   *[other] rivi { $line }, sarake { $column }
}: { $what ->
    [quote] lainausmerkkiä ei suljeta samalla rivillä
    [value] arvo, jota TOML ei osaa lukea: teksti kirjoitetaan lainausmerkkeihin, true, false ja luvut eivät
    [equals] asetus tarvitsee nimen ja arvon väliin =-merkin
    [twice] asetus on kirjoitettu kahdesti
   *[other] sitä ei ole kirjoitettu niin kuin TOML kirjoittaa
}
config-not-utf8 = se ei ole UTF-8-tekstiä
config-unknown-key = Asetukset { $path }: tuntematon avain { $given }; avaimet ovat { $keys }.
config-bad-value = Asetukset { $path }: { $key } = { $given } ei ole sallittu. Sallittu: { $allowed }. Käytetään oletusta.

config-file = Asetustiedosto: { $path }{ $there ->
    [yes] {""}
   *[no] {" "}(ei vielä olemassa: luo se, jos haluat muuttaa oletuksia)
}.
config-how = Jos haluat muuttaa asetusta, kirjoita sen rivi tiedostoon ilman edessä olevaa risuaitaa.
config-note = { $source ->
    [file] tiedostosta
   *[default] oletus
}; sallittu: { $allowed }.
config-unset = { $key } ei ole asetettu, joten { $key ->
    [players] peli valitsee pelaajien määrän
    [bots] tietokonepelaajat pelaavat pelin tavallisella tasolla
    [voice] käytetään kielen omaa ääntä
    [rate] ääni puhuu omaa tahtiaan
    [language] maa-asetuksesi valitsee
    [server] palvelinta ei käytetä, ellet nimeä sellaista
   *[other] mitään ei käytetä
}; sallittu: { $allowed }.
config-python-true-false = Asetukset { $path }, rivi { $line }: TOML ei kirjoita { $key } = { $given }; kirjoita { $key } = { $toml } pienillä kirjaimilla. Käytetään oletusta.
config-python-none = Asetukset { $path }, rivi { $line }: { $key } = { $given } ei ole TOMLia, jossa ei ole tyhjää arvoa; jätä rivi pois, niin oletus säilyy. Käytetään oletusta.
config-set-aside = Asetukset { $path }: { $key } = { $given } ei sovi peliin { $game } ({ $seats }); se jätetään sivuun tässä pelissä.
