## Braille (braille/) : une table ou un format inconnu, une table que liblouis ne peut pas
## charger, un texte qu'il ne peut pas transcrire, et une impression impossible.

braille-unknown-table = aucune table braille « { $given } » : les tables sont { $tables }
braille-unknown-format = aucun format braille « { $given } » : les formats sont { $formats }
braille-no-brf = la table braille { $table } utilise des cellules à 8 points, que le BRF ne peut pas contenir : utilisez le format unicode
braille-table-missing = la table braille { $file } n'est pas dans { $folder } : donnez à { $env } le dossier braille_tables
braille-no-binding = la liaison Python de liblouis manque : installez python3-louis (make test le fait)
braille-cannot-load = liblouis ne peut pas charger la table { $table }, { $path } : { $error }
braille-cannot-braille = « { $word } » ne peut pas être transcrit en braille avec la table { $table } : { $reason }
braille-no-braille-for = liblouis n'a pas de braille pour { $chars }
braille-no-braille-for-it = liblouis n'a pas de braille pour cela
braille-character = { $char } (U+{ $code })
braille-table-too-wide = un tableau de { $cells } cellules de large ne tient pas dans { $width }
braille-name-control = le nom d'un joueur ne peut pas contenir de caractères de contrôle ; utilisez des lettres, des chiffres, des espaces et de la ponctuation
braille-no-name = un joueur n'a pas de nom : donnez un nom à chaque joueur
