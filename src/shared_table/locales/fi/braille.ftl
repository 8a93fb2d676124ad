## Pistekirjoitus (braille/): tuntematon taulukko tai muoto, taulukko jota liblouis ei voi
## ladata, teksti jota se ei voi kirjoittaa, ja tuloste jota ei voi tehdä.

braille-unknown-table = pistekirjoitustaulukkoa "{ $given }" ei ole: taulukot ovat { $tables }
braille-unknown-format = pistekirjoitusmuotoa "{ $given }" ei ole: muodot ovat { $formats }
braille-no-brf = pistekirjoitustaulukko { $table } käyttää 8 pisteen merkkejä, joita BRF ei tue: käytä muotoa unicode
braille-table-missing = pistekirjoitustaulukkoa { $file } ei ole kansiossa { $folder }: aseta { $env } osoittamaan kansioon braille_tables
braille-no-binding = liblouisin Python-sidonta puuttuu: asenna python3-louis (make test asentaa sen)
braille-cannot-load = liblouis ei voi ladata taulukkoa { $table }, { $path }: { $error }
braille-cannot-braille = "{ $word }" ei onnistu pistekirjoituksena taulukolla { $table }: { $reason }
braille-no-braille-for = liblouisilla ei ole pistekirjoitusta merkeille: { $chars }
braille-no-braille-for-it = liblouisilla ei ole sille pistekirjoitusta
braille-character = { $char } (U+{ $code })
braille-table-too-wide = taulukko on { $cells } merkkiä leveä eikä mahdu riville, jonka leveys on { $width }
braille-name-control = pelaajan nimessä ei saa olla ohjausmerkkejä; käytä kirjaimia, numeroita, välilyöntejä ja välimerkkejä
braille-no-name = pelaajalla ei ole nimeä: anna jokaiselle pelaajalle nimi
