## The config file: what each key allows, its problems, and `shared-table config` (config.py).

config-allowed-one-of = én av { $choices }
config-allowed-whole = et heltall fra { $low } til { $high }
config-allowed-text = litt tekst i anførselstegn
config-allowed-name = et navn i anførselstegn, høyst { $most } tegn, uten kontrolltegn
config-allowed-levels = nivåer atskilt med komma, som "hard,medium" (easy, medium, hard; i Five Crowns også expert)
config-allowed-true-false = true eller false

config-too-big = Konfigurasjon { $path }: ikke lest (den er over { $limit } byte, og en konfigurasjonsfil er langt mindre); standardverdiene brukes.
config-not-read = Konfigurasjon { $path }: ikke lest ({ $reason }); standardverdiene brukes.
config-too-deep = Konfigurasjon { $path }: ikke lest (listene eller tabellene er nøstet for dypt); standardverdiene brukes.
config-not-a-file = Konfigurasjon { $path }: ikke lest (den er ikke en vanlig fil, men en mappe, en enhet eller et rør); standardverdiene brukes.
config-number-too-long = Konfigurasjon { $path }: ikke lest (et tall i den har tusenvis av sifre); standardverdiene brukes.
## Why a config file could not be read: where ($line 0: at its end) and what, in words (not the parser's).
config-toml-error = { $line ->
    [0] på slutten
   *[other] linje { $line }, kolonne { $column }
}: { $what ->
    [quote] et anførselstegn lukkes ikke på sin linje
    [value] en verdi TOML ikke kan lese: tekst skal stå i anførselstegn, true, false og tall skal ikke det
    [equals] en innstilling trenger = mellom navn og verdi
    [twice] en innstilling står der to ganger
   *[other] den er ikke skrevet slik TOML skriver
}
config-not-utf8 = den er ikke UTF-8-tekst
config-unknown-key = Konfigurasjon { $path }: ukjent nøkkel { $given }; nøklene er { $keys }.
config-bad-value = Konfigurasjon { $path }: { $key } = { $given } er ikke tillatt: bruk { $allowed }. Standardverdien brukes.

config-file = Konfigurasjonsfil: { $path }{ $there ->
    [yes] {""}
   *[no] {" "}(finnes ikke ennå: opprett den for å endre standardverdiene)
}.
config-how = For å endre en innstilling skriver du linjen dens i filen uten firkanten foran.
config-note = { $source ->
    [file] fra filen
   *[default] standard
}; tillatt: { $allowed }.
config-unset = { $key } er ikke satt, så { $key ->
    [players] spillet velger hvor mange som spiller
    [bots] dataspillerne spiller på spillets vanlige nivå
    [voice] språkets egen stemme brukes
    [rate] stemmen snakker i sitt eget tempo
    [language] systemets språkinnstilling velger
    [server] ingen server brukes med mindre du oppgir en
   *[other] ingenting brukes
}; tillatt: { $allowed }.
config-python-true-false = Konfigurasjon { $path }, linje { $line }: { $key } = { $given } er ikke slik TOML skriver det; skriv { $key } = { $toml } med små bokstaver. Standardverdien brukes.
config-python-none = Konfigurasjon { $path }, linje { $line }: { $key } = { $given } er ikke TOML, som ikke har noen tom verdi; utelat linjen for å beholde standardverdien. Standardverdien brukes.
config-set-aside = Konfigurasjon { $path }: { $key } = { $given } passer ikke til { $game } ({ $seats }); den legges til side i dette spillet.
