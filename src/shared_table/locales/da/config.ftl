## The config file: what each key allows, its problems, and `shared-table config` (config.py).

config-allowed-one-of = en af { $choices }
config-allowed-whole = et helt tal fra { $low } til { $high }
config-allowed-text = noget tekst i anførselstegn
config-allowed-name = et navn i anførselstegn, højst { $most } tegn, uden kontroltegn
config-allowed-levels = niveauer adskilt af kommaer, som "hard,medium" (easy, medium, hard; i Five Crowns også expert)
config-allowed-true-false = true eller false

config-too-big = Konfiguration { $path }: ikke læst (den er over { $limit } byte, og en konfigurationsfil er langt mindre); standardværdierne bruges.
config-not-read = Konfiguration { $path }: ikke læst ({ $reason }); standardværdierne bruges.
config-too-deep = Konfiguration { $path }: ikke læst (dens lister eller tabeller er indlejret for dybt); standardværdierne bruges.
config-not-a-file = Konfiguration { $path }: ikke læst (den er ikke en almindelig fil, men en mappe, en enhed eller en pipe); standardværdierne bruges.
config-number-too-long = Konfiguration { $path }: ikke læst (et tal i den har tusindvis af cifre); standardværdierne bruges.
## Why a config file could not be read: where ($line 0: at its end) and what, in words (not the parser's).
config-toml-error = { $line ->
    [0] i slutningen
   *[other] linje { $line }, kolonne { $column }
}: { $what ->
    [quote] et anførselstegn lukkes ikke på sin linje
    [value] en værdi TOML ikke kan læse: tekst skal i anførselstegn, true, false og tal skal ikke
    [equals] en indstilling skal have = mellem navn og værdi
    [twice] en indstilling står der to gange
   *[other] den er ikke skrevet, som TOML skriver
}
config-not-utf8 = den er ikke UTF-8-tekst
config-unknown-key = Konfiguration { $path }: ukendt nøgle { $given }; nøglerne er { $keys }.
config-bad-value = Konfiguration { $path }: { $key } = { $given } er ikke tilladt: brug { $allowed }. Standardværdien bruges.

config-file = Konfigurationsfil: { $path }{ $there ->
    [yes] {""}
   *[no] {" "}(findes ikke endnu: opret den for at ændre standardværdierne)
}.
config-how = For at ændre en indstilling skal du skrive dens linje i filen uden havelågen foran.
config-note = { $source ->
    [file] fra filen
   *[default] standard
}; tilladt: { $allowed }.
config-unset = { $key } er ikke sat, så { $key ->
    [players] spillet vælger, hvor mange der spiller
    [bots] computerspillerne spiller på spillets sædvanlige niveau
    [voice] sprogets egen stemme bruges
    [rate] stemmen taler i sit eget tempo
    [language] systemets sprogindstilling vælger
    [server] der bruges ingen server, medmindre du nævner en
   *[other] intet bruges
}; tilladt: { $allowed }.
config-python-true-false = Konfiguration { $path }, linje { $line }: { $key } = { $given } er ikke sådan, TOML skriver det; skriv { $key } = { $toml } med små bogstaver. Standardværdien bruges.
config-python-none = Konfiguration { $path }, linje { $line }: { $key } = { $given } er ikke TOML, som ikke har nogen tom værdi; udelad linjen for at beholde standardværdien. Standardværdien bruges.
config-set-aside = Konfiguration { $path }: { $key } = { $given } passer ikke til { $game } ({ $seats }); den lægges til side i dette spil.
