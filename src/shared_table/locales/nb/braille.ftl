## Punktskrift (braille/): en ukjent tabell eller et ukjent format, en tabell liblouis ikke kan
## laste, tekst den ikke kan skrive, og en utskrift som ikke kan lages.

braille-unknown-table = ingen punktskrifttabell "{ $given }": tabellene er { $tables }
braille-unknown-format = ikke noe punktskriftformat "{ $given }": formatene er { $formats }
braille-no-brf = punktskrifttabellen { $table } bruker 8-punktstegn, som BRF ikke kan romme: bruk formatet unicode
braille-table-missing = punktskrifttabellen { $file } finnes ikke i { $folder }: sett { $env } til mappen braille_tables
braille-no-binding = Python-bindingen til liblouis mangler: installer python3-louis (make test gjør det)
braille-cannot-load = liblouis kan ikke laste tabellen { $table }, { $path }: { $error }
braille-cannot-braille = "{ $word }" kan ikke skrives i punktskrift med tabellen { $table }: { $reason }
braille-no-braille-for = liblouis har ingen punktskrift for { $chars }
braille-no-braille-for-it = liblouis har ingen punktskrift for det
braille-character = { $char } (U+{ $code })
braille-table-too-wide = en tabell som er { $cells } tegn bred, får ikke plass på { $width }
braille-name-control = navnet til en spiller kan ikke inneholde kontrolltegn; bruk bokstaver, sifre, mellomrom og tegnsetting
braille-no-name = en spiller mangler navn: gi alle spillerne et navn
