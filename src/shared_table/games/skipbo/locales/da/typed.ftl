## Hvad en spiller skriver (words/reading_typed.py): ord adskilt af kommaer. Engelsk forstås også.
## Et tal som regelarket skriver det, "9'er", forstås; programmet siger det aldrig (se fivecrowns/locales/da/typed.ftl).

sb-typed-to = til, på, i, oven på, ovenpå
sb-typed-stock = egen, egen bunke, min egen bunke, din egen bunke, egne bunke, fra egen, fra egen bunke, fra min egen bunke, fra din egen bunke, fra min bunke
sb-typed-discard = afkast, kast
sb-typed-building = bygge
sb-typed-pile = bunke
sb-typed-building-pile = byggebunke, byggebunken
sb-typed-discard-pile = afkastbunke, min afkastbunke, din afkastbunke, fra afkastbunke, fra min afkastbunke, fra din afkastbunke
sb-typed-hand = hånd, hånden, fra hånden, fra min hånd, fra hånd
sb-typed-for = for
sb-typed-me = mig, min, mine, jeg, dig, din, dine
sb-typed-toll = afgift, med en afgift på, med afgift
sb-typed-coin = mønt, mønter
sb-typed-wild = sb, skip-bo, skipbo, skip-bo-kort, joker
sb-typed-number = { $number ->
    [1] en, én, et, ét, es, eneren, 1'er, 1'eren
    [2] to, toeren, 2'er, 2'eren
    [3] tre, treeren, 3'er, 3'eren
    [4] fire, fireren, 4'er, 4'eren
    [5] fem, femmeren, 5'er, 5'eren
    [6] seks, sekseren, 6'er, 6'eren
    [7] syv, syveren, 7'er, 7'eren
    [8] otte, otteren, 8'er, 8'eren
    [9] ni, nieren, 9'er, 9'eren
    [10] ti, tieren, 10'er, 10'eren
    [11] elleve, elveren, 11'er, 11'eren
   *[12] tolv, tolveren, 12'er, 12'eren
}
## The word before what a Skip-Bo card stands for ("as a six"), read and then dropped with its number.
sb-typed-as = som, som en, som et
