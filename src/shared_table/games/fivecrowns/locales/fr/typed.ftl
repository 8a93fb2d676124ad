## Ce qu'un joueur peut taper d'une carte en plus de ses noms de cards.ftl (words/reading_typed_cards.py). Les
## listes sont séparées par des virgules ; {""} quand il n'y en a pas.

## Les mots devant le nom d'une carte qui ne disent pas laquelle : les articles (« le roi de
## pique », « la dame de cœur », « l'étoile »). Celui qui finit par une apostrophe s'écrit
## contre le mot suivant.
fc-typed-articles = le, la, l', les, un, une

## « yes » quand une carte s'écrit en un seul mot, la couleur d'abord ; en français, « no ».
fc-typed-compounds = no

## Autres formes du mot d'une valeur : le français n'en a pas besoin.
fc-typed-forms = { $rank ->
   *[other] {""}
}
fc-typed-letters = { $rank ->
    [11] v
    [12] d
    [13] r
   *[other] {""}
}
