## Punktskrift (braille/): en okänd tabell eller ett okänt format, en tabell som liblouis inte
## kan läsa in, text den inte kan skriva, och en utskrift som inte kan göras.

braille-unknown-table = ingen punktskriftstabell "{ $given }": tabellerna är { $tables }
braille-unknown-format = inget punktskriftsformat "{ $given }": formaten är { $formats }
braille-no-brf = punktskriftstabellen { $table } använder 8-punktstecken, som BRF inte kan rymma: använd formatet unicode
braille-table-missing = punktskriftstabellen { $file } finns inte i { $folder }: sätt { $env } till mappen braille_tables
braille-no-binding = liblouis Python-bindning saknas: installera python3-louis (make test gör det)
braille-cannot-load = liblouis kan inte läsa in tabellen { $table }, { $path }: { $error }
braille-cannot-braille = "{ $word }" kan inte skrivas i punktskrift med tabellen { $table }: { $reason }
braille-no-braille-for = liblouis har ingen punktskrift för { $chars }
braille-no-braille-for-it = liblouis har ingen punktskrift för det
braille-character = { $char } (U+{ $code })
braille-table-too-wide = en tabell som är { $cells } tecken bred får inte plats på { $width }
braille-name-control = en spelares namn får inte innehålla kontrolltecken; använd bokstäver, siffror, mellanslag och skiljetecken
braille-no-name = en spelare saknar namn: ge alla spelare ett
