## Punktskrift (braille/): en ukendt tabel eller et ukendt format, en tabel liblouis ikke kan
## indlæse, tekst den ikke kan skrive, og en udskrift der ikke kan laves.

braille-unknown-table = ingen punktskrifttabel "{ $given }": tabellerne er { $tables }
braille-unknown-format = intet punktskriftformat "{ $given }": formaterne er { $formats }
braille-no-brf = punktskrifttabellen { $table } bruger 8-punktstegn, som BRF ikke kan rumme: brug formatet unicode
braille-table-missing = punktskrifttabellen { $file } findes ikke i { $folder }: sæt { $env } til mappen braille_tables
braille-no-binding = liblouis' Python-binding mangler: installer python3-louis (make test gør det)
braille-cannot-load = liblouis kan ikke indlæse tabellen { $table }, { $path }: { $error }
braille-cannot-braille = "{ $word }" kan ikke skrives i punktskrift med tabellen { $table }: { $reason }
braille-no-braille-for = liblouis har ingen punktskrift for { $chars }
braille-no-braille-for-it = liblouis har ingen punktskrift for det
braille-character = { $char } (U+{ $code })
braille-table-too-wide = en tabel, der er { $cells } tegn bred, kan ikke være på { $width }
braille-name-control = en spillers navn må ikke indeholde kontroltegn; brug bogstaver, tal, mellemrum og tegnsætning
braille-no-name = en spiller har intet navn: giv alle spillere et
