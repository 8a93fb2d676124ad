## The config file: what each key allows, its problems, and `shared-table config` (config.py).

config-allowed-one-of = een van { $choices }
config-allowed-whole = een geheel getal van { $low } tot en met { $high }
config-allowed-text = wat tekst tussen aanhalingstekens
config-allowed-name = een naam tussen aanhalingstekens, hoogstens { $most } tekens, zonder stuurtekens
config-allowed-levels = niveaus gescheiden door komma's, zoals "hard,medium" (easy, medium, hard; bij Five Crowns ook expert)
config-allowed-true-false = true of false

config-too-big = Configuratie { $path }: niet gelezen (het is meer dan { $limit } bytes, en een configuratiebestand is veel kleiner); de standaardwaarden worden gebruikt.
config-not-read = Configuratie { $path }: niet gelezen ({ $reason }); de standaardwaarden worden gebruikt.
config-too-deep = Configuratie { $path }: niet gelezen (de lijsten of tabellen zijn te diep genest); de standaardwaarden worden gebruikt.
config-not-a-file = Configuratie { $path }: niet gelezen (het is geen gewoon bestand maar een map, een apparaat of een pijp); de standaardwaarden worden gebruikt.
config-number-too-long = Configuratie { $path }: niet gelezen (een getal erin heeft duizenden cijfers); de standaardwaarden worden gebruikt.
## Why a config file could not be read: where ($line 0: at its end) and what, in words (not the parser's).
config-toml-error = { $line ->
    [0] aan het eind
   *[other] regel { $line }, kolom { $column }
}: { $what ->
    [quote] een aanhalingsteken wordt op die regel niet gesloten
    [value] een waarde die TOML niet kan lezen: tekst staat tussen aanhalingstekens, true, false en getallen niet
    [equals] een instelling heeft = nodig tussen naam en waarde
    [twice] een instelling staat er twee keer
   *[other] het is niet geschreven zoals TOML schrijft
}
config-not-utf8 = het is geen UTF-8-tekst
config-unknown-key = Configuratie { $path }: onbekende sleutel { $given }; de sleutels zijn { $keys }.
config-bad-value = Configuratie { $path }: { $key } = { $given } is niet toegestaan: gebruik { $allowed }. De standaardwaarde wordt gebruikt.

config-file = Configuratiebestand: { $path }{ $there ->
    [yes] {""}
   *[no] {" "}(bestaat nog niet: maak het aan om de standaardwaarden te veranderen)
}.
config-how = Om een instelling te veranderen, schrijf je de regel ervan in het bestand zonder het hekje ervoor.
config-note = { $source ->
    [file] uit het bestand
   *[default] standaard
}; toegestaan: { $allowed }.
config-unset = { $key } is niet ingesteld, dus { $key ->
    [players] kiest het spel met hoeveel je speelt
    [bots] spelen de computerspelers op het gewone niveau van het spel
    [voice] wordt de eigen stem van de taal gebruikt
    [rate] spreekt de stem in zijn eigen tempo
    [language] kiest je locale
    [server] wordt er geen server gebruikt, tenzij je er een noemt
   *[other] wordt er niets gebruikt
}; toegestaan: { $allowed }.
config-python-true-false = Configuratie { $path }, regel { $line }: { $key } = { $given } is niet hoe TOML het schrijft; schrijf { $key } = { $toml }, in kleine letters. De standaardwaarde wordt gebruikt.
config-python-none = Configuratie { $path }, regel { $line }: { $key } = { $given } is geen TOML, dat geen lege waarde kent; laat de regel weg om de standaardwaarde te houden. De standaardwaarde wordt gebruikt.
config-set-aside = Configuratie { $path }: { $key } = { $given } past niet bij { $game } ({ $seats }); het wordt voor dit spel opzijgezet.
