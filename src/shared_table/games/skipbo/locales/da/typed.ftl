## Hvad en spiller skriver (words/reading_typed.py): ord adskilt af kommaer. Engelsk forstås også.

sb-typed-to = til, på
sb-typed-stock = egen, egen bunke, min egen bunke
sb-typed-discard = afkast, kast
sb-typed-building = bygge
sb-typed-pile = bunke
sb-typed-building-pile = byggebunke
sb-typed-discard-pile = afkastbunke
sb-typed-hand = hånd
sb-typed-for = for
sb-typed-me = mig, min, mine, jeg, dig, din, dine
sb-typed-toll = afgift, med en afgift på, med afgift
sb-typed-coin = mønt, mønter
sb-typed-wild = sb, skip-bo, skipbo, skip-bo-kort, joker
sb-typed-number = { $number ->
    [1] en, én, et, ét, es
    [2] to
    [3] tre
    [4] fire
    [5] fem
    [6] seks
    [7] syv
    [8] otte
    [9] ni
    [10] ti
    [11] elleve
   *[12] tolv
}
