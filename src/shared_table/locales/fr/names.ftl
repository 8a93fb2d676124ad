# Noms qui passeraient pour celui d'un autre ou pour rien (core/safe_text.py, check_name).
table-name-invisible = { $option } : un nom ne peut pas contenir de caractères qui ne se voient pas, comme les espaces sans largeur, les caractères de remplissage ou les étiquettes ; écrivez-le avec des lettres visibles
table-name-no-letters = { $option } : un nom a besoin d'au moins une lettre ou un chiffre, pour pouvoir être lu à voix haute ; prenez un nom comme Sam
table-name-list = { $option } : un nom est celui d'une seule personne, sans virgule ni le mot et entre des noms ; chacun rejoint la table avec son propre nom
table-name-mixed-scripts = { $option } : un nom ne peut pas mélanger des alphabets dont les lettres se ressemblent, comme le latin avec le cyrillique ou le grec ; écrivez-le dans un seul alphabet
table-name-looks-like = { $option } : ce nom ressemble à { $other }, qui est à la table ; choisissez un nom qui se distingue, par exemple avec l'initiale de votre nom de famille
