## The config file: what each key allows, its problems, and `shared-table config` (config.py).

config-allowed-one-of = en af { $choices }
config-allowed-whole = et helt tal fra { $low } til { $high }
config-allowed-text = noget tekst i anførselstegn
config-allowed-name = et navn i anførselstegn, højst { $most } tegn, uden kontroltegn
config-allowed-levels = niveauer adskilt af kommaer, som "hard,medium" (easy, medium, hard)
config-allowed-true-false = true eller false

config-too-big = Konfiguration { $path }: ikke læst (den er over { $limit } byte, og en konfigurationsfil er langt mindre); standardværdierne bruges.
config-not-read = Konfiguration { $path }: ikke læst ({ $reason }); standardværdierne bruges.
config-too-deep = Konfiguration { $path }: ikke læst (dens lister eller tabeller er indlejret for dybt); standardværdierne bruges.
config-not-a-file = Konfiguration { $path }: ikke læst (den er ikke en almindelig fil, men en mappe, en enhed eller en pipe); standardværdierne bruges.
config-number-too-long = Konfiguration { $path }: ikke læst (et tal i den har tusindvis af cifre); standardværdierne bruges.
config-unknown-key = Konfiguration { $path }: ukendt nøgle { $given }; nøglerne er { $keys }.
config-bad-value = Konfiguration { $path }: { $key } = { $given } er ikke tilladt: brug { $allowed }. Standardværdien bruges.

config-file = Konfigurationsfil: { $path }{ $there ->
    [yes] {""}
   *[no] {" "}(findes ikke endnu: opret den for at ændre standardværdierne)
}.
config-setting = { $key } = { $value } ({ $source ->
    [file] fra filen
   *[default] standard
}); tilladt: { $allowed }.
config-set-aside = Konfiguration { $path }: { $key } = { $given } passer ikke til { $game } ({ $seats }); den lægges til side i dette spil.
