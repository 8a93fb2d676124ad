## The config file: what each key allows, its problems, and `shared-table config` (config.py).

config-allowed-one-of = något av { $choices }
config-allowed-whole = ett heltal från { $low } till { $high }
config-allowed-text = lite text inom citattecken
config-allowed-name = ett namn inom citattecken, högst { $most } tecken, utan styrtecken
config-allowed-levels = nivåer åtskilda med kommatecken, som "hard,medium" (easy, medium, hard; i Five Crowns även expert)
config-allowed-true-false = true eller false

config-too-big = Konfiguration { $path }: inte läst (den är över { $limit } byte, och en konfigurationsfil är mycket mindre); standardvärdena används.
config-not-read = Konfiguration { $path }: inte läst ({ $reason }); standardvärdena används.
config-too-deep = Konfiguration { $path }: inte läst (dess listor eller tabeller är nästlade för djupt); standardvärdena används.
config-not-a-file = Konfiguration { $path }: inte läst (den är ingen vanlig fil utan en mapp, en enhet eller ett rör); standardvärdena används.
config-number-too-long = Konfiguration { $path }: inte läst (ett tal i den har tusentals siffror); standardvärdena används.
## Why a config file could not be read: where ($line 0: at its end) and what, in words (not the parser's).
config-toml-error = { $line ->
    [0] i slutet
   *[other] rad { $line }, kolumn { $column }
}: { $what ->
    [quote] ett citattecken stängs inte på sin rad
    [value] ett värde som TOML inte kan läsa: text ska stå inom citattecken, true, false och tal ska inte det
    [equals] en inställning behöver = mellan namn och värde
    [twice] en inställning står där två gånger
   *[other] den är inte skriven som TOML skriver
}
config-not-utf8 = den är inte UTF-8-text
config-unknown-key = Konfiguration { $path }: okänd nyckel { $given }; nycklarna är { $keys }.
config-bad-value = Konfiguration { $path }: { $key } = { $given } är inte tillåtet: använd { $allowed }. Standardvärdet används.

config-file = Konfigurationsfil: { $path }{ $there ->
    [yes] {""}
   *[no] {" "}(finns inte än: skapa den för att ändra standardvärdena)
}.
config-how = För att ändra en inställning skriver du dess rad i filen utan brädgården först.
config-note = { $source ->
    [file] från filen
   *[default] standard
}; tillåtet: { $allowed }.
config-unset = { $key } är inte satt, så { $key ->
    [players] spelet väljer hur många som spelar
    [bots] datorspelarna spelar på spelets vanliga nivå
    [voice] språkets egen röst används
    [rate] rösten talar i sin egen takt
    [language] systemets språkinställning väljer
    [server] ingen server används om du inte anger en
   *[other] ingenting används
}; tillåtet: { $allowed }.
config-python-true-false = Konfiguration { $path }, rad { $line }: { $key } = { $given } är inte så TOML skriver det; skriv { $key } = { $toml } med små bokstäver. Standardvärdet används.
config-python-none = Konfiguration { $path }, rad { $line }: { $key } = { $given } är inte TOML, som inte har något tomt värde; utelämna raden för att behålla standardvärdet. Standardvärdet används.
config-set-aside = Konfiguration { $path }: { $key } = { $given } passar inte till { $game } ({ $seats }); den läggs åt sidan i det här spelet.
