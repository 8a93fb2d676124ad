## Punktaletur (braille/): óþekkt tafla eða snið, tafla sem liblouis getur ekki hlaðið, texti
## sem það getur ekki skrifað, og útprentun sem ekki er hægt að gera.

braille-unknown-table = engin punktaleturstafla "{ $given }": töflurnar eru { $tables }
braille-unknown-format = ekkert punktaletursnið "{ $given }": sniðin eru { $formats }
braille-no-brf = punktaleturstaflan { $table } notar 8 punkta tákn, sem BRF rúmar ekki: notaðu sniðið unicode
braille-table-missing = punktaleturstaflan { $file } er ekki í { $folder }: stilltu { $env } á möppuna braille_tables
braille-no-binding = Python-tengingu liblouis vantar: settu upp python3-louis (make test gerir það)
braille-cannot-load = liblouis getur ekki hlaðið töflunni { $table }, { $path }: { $error }
braille-cannot-braille = "{ $word }" verður ekki skrifað á punktaletri með töflunni { $table }: { $reason }
braille-no-braille-for = liblouis hefur ekkert punktaletur fyrir { $chars }
braille-no-braille-for-it = liblouis hefur ekkert punktaletur fyrir það
braille-character = { $char } (U+{ $code })
braille-table-too-wide = tafla sem er { $cells } tákn á breidd kemst ekki í línu sem er { $width } tákn
braille-name-control = nafn leikmanns má ekki innihalda stýritákn; notaðu bókstafi, tölustafi, bil og greinarmerki
braille-no-name = leikmaður hefur ekkert nafn: gefðu öllum leikmönnum nafn
