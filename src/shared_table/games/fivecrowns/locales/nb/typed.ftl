## Det en spiller kan skrive om et kort utover navnene i cards.ftl (words/reading_typed_cards.py). Lister er
## skilt med komma; {""} når det ikke er noen.

## Ord foran et korts navn som ikke sier hvilket kort: ubestemte artikler ("en hjerter 7").
fc-typed-articles = en, ei, et

## "yes": kortet skrives også i ett ord, sorten først ("hjerterdame", "sparkonge").
fc-typed-compounds = yes

## Andre former av verdiens ord: bestemt form ("kast åtteren", "spar kongen").
fc-typed-forms = { $rank ->
    [3] treeren
    [4] fireren
    [5] femmeren
    [6] sekseren
    [7] sjueren, syveren
    [8] åtteren
    [9] nieren
    [10] tieren
    [11] knekten
    [12] damen, dronningen
    [13] kongen
    [joker] jokeren
   *[other] {""}
}
fc-typed-letters = { $rank ->
    [11] kn
    [12] d
   *[other] {""}
}
