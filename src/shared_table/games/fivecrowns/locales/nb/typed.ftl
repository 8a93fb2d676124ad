## Det en spiller kan skrive om et kort utover navnene i cards.ftl (words/reading_typed_cards.py). Lister er
## skilt med komma; {""} når det ikke er noen.

## Ord foran et korts navn som ikke sier hvilket kort: ubestemte artikler ("en hjerter 7").
fc-typed-articles = en, ei, et

## "yes": kortet skrives også i ett ord, sorten først ("hjerterdame", "sparkonge").
fc-typed-compounds = yes

## Andre former av verdiens ord: bestemt form ("kast åtteren", "spar kongen"), og tallet slik det skrives
## ("9-er", "9-eren"). Programmet sier aldri et tall med endelse (tests/test_spoken_numbers.py).
fc-typed-forms = { $rank ->
    [3] treeren, 3-er, 3-eren
    [4] fireren, 4-er, 4-eren
    [5] femmeren, 5-er, 5-eren
    [6] sekseren, 6-er, 6-eren
    [7] sjueren, syveren, 7-er, 7-eren
    [8] åtteren, 8-er, 8-eren
    [9] nieren, 9-er, 9-eren
    [10] tieren, 10-er, 10-eren
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
