## L'impression en braille (braille/printouts.py) : mots en minuscules, nombres en chiffres, chaque carte par son nom court.

sb-braille-title = table skip-bo
sb-braille-and = et
sb-braille-empty = vide
sb-braille-over = partie { $number } finie { $winners } { $count ->
    [one] gagne
   *[other] gagnent
}
sb-braille-your-turn = partie { $number } votre tour
sb-braille-turn-of = partie { $number } tour { $name }
sb-braille-toll = péage { $coins } { $coins ->
    [one] pièce
   *[other] pièces
} pour construction { $place }
sb-braille-must = jouer ensuite sur construction { $place }
sb-braille-points = points { $scores }
sb-braille-draw = pioche { $cards } { $cards ->
    [one] carte
   *[other] cartes
} de côté { $aside } { $aside ->
    [one] carte
   *[other] cartes
}
sb-braille-building-empty = construction { $place } vide
sb-braille-building = construction { $place } dessus { $top }{ $coins ->
    [0] {""}
    [one] {" "}avec { $coins } pièce
   *[other] {" "}avec { $coins } pièces
}
sb-braille-you = vous { $name } { $coins } { $coins ->
    [one] pièce
   *[other] pièces
}
sb-braille-stock-empty = stock vide
sb-braille-stock = stock { $cards } { $cards ->
    [one] carte
   *[other] cartes
} dessus { $top }
sb-braille-hand = main { $cards }
sb-braille-hand-empty = main vide
sb-braille-discard-empty = défausse { $pile } vide
sb-braille-discard = défausse { $pile } dessus { $top }{ $count ->
    [0] {""}
   *[other] {" "}dessous { $under }
}
sb-braille-other = { $name } { $coins } { $coins ->
    [one] pièce
   *[other] pièces
} main { $cards } { $cards ->
    [one] carte
   *[other] cartes
}
sb-braille-discard-tops = dessus des défausses { $tops }
