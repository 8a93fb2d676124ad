## Hvad en spiller kan skrive om et kort ud over navnene i cards.ftl (words/reading_typed_cards.py). Lister er
## adskilt af kommaer; {""} når der ingen er.

## Ord før et korts navn, som ikke siger hvilket kort: ubestemte artikler ("en hjerter 7").
fc-typed-articles = en, et

## "yes": kortet skrives også i ét ord, kuløren først ("hjerterdame", "sparkonge").
fc-typed-compounds = yes

## Andre former af værdiens ord: bestemt form ("kast otteren", "spar kongen").
fc-typed-forms = { $rank ->
    [3] treeren
    [4] fireren
    [5] femmeren
    [6] sekseren
    [7] syveren
    [8] otteren
    [9] nieren
    [10] tieren
    [11] bonden, knægten
    [12] dronningen, damen
    [13] kongen
    [joker] jokeren
   *[other] {""}
}
fc-typed-letters = { $rank ->
    [11] b
    [12] d
   *[other] {""}
}
