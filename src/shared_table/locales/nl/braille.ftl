## Braille (braille/): een onbekende tabel of een onbekend formaat, een tabel die liblouis niet
## kan laden, tekst die het niet kan omzetten, en een afdruk die niet kan worden gemaakt.

braille-unknown-table = geen brailletabel "{ $given }": de tabellen zijn { $tables }
braille-unknown-format = geen brailleformaat "{ $given }": de formaten zijn { $formats }
braille-no-brf = de brailletabel { $table } gebruikt 8-puntscellen, die BRF niet kan bevatten: gebruik het formaat unicode
braille-table-missing = de brailletabel { $file } staat niet in { $folder }: zet { $env } op de map braille_tables
braille-no-binding = de Python-binding van liblouis ontbreekt: installeer python3-louis (make test doet dat)
braille-cannot-load = liblouis kan de tabel { $table } niet laden, { $path }: { $error }
braille-cannot-braille = "{ $word }" kan niet in braille met de tabel { $table }: { $reason }
braille-no-braille-for = liblouis heeft geen braille voor { $chars }
braille-no-braille-for-it = liblouis heeft er geen braille voor
braille-character = { $char } (U+{ $code })
braille-table-too-wide = een tabel van { $cells } cellen breed past niet in { $width }
braille-name-control = de naam van een speler mag geen stuurtekens bevatten; gebruik letters, cijfers, spaties en leestekens
braille-no-name = een speler heeft geen naam: geef elke speler er een
