## Hvad en spiller kan skrive om et kort ud over navnene i cards.ftl (words/reading_typed_cards.py). Lister er
## adskilt af kommaer; {""} når der ingen er.

## Ord før et korts navn, som ikke siger hvilket kort: ubestemte artikler ("en hjerter 7").
fc-typed-articles = en, et

## "yes": kortet skrives også i ét ord, kuløren først ("hjerterdame", "sparkonge").
fc-typed-compounds = yes

## Andre former af værdiens ord: bestemt form ("kast otteren", "spar kongen"), og tallet som regelarket skriver
## det ("9'er", "9'eren").
## En 9'er, 9’er og 9´er er det samme. Programmet siger aldrig et tal med endelse (tests/test_spoken_numbers.py).
fc-typed-forms = { $rank ->
    [3] treeren, 3'er, 3'eren
    [4] fireren, 4'er, 4'eren
    [5] femmeren, 5'er, 5'eren
    [6] sekseren, 6'er, 6'eren
    [7] syveren, 7'er, 7'eren
    [8] otteren, 8'er, 8'eren
    [9] nieren, 9'er, 9'eren
    [10] tieren, 10'er, 10'eren
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
