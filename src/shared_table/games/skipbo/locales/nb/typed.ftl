## Det en spiller skriver (words/reading_typed.py): ord skilt med komma. Engelsk forstås også.
## Et tall slik det skrives, "9-er", forstås; programmet sier det aldri (se fivecrowns/locales/nb/typed.ftl).

sb-typed-to = til, på, oppå, i
sb-typed-stock = hovedbunke, hovedbunken, hoved, min hovedbunke, hovedbunken min, din hovedbunke, hovedbunken din, fra hovedbunken, fra hovedbunken min, fra hovedbunken din, fra min hovedbunke
sb-typed-discard = kast, kaste
sb-typed-building = spille
sb-typed-pile = bunke, bunken
sb-typed-building-pile = spillebunke, spillebunken
sb-typed-discard-pile = kastebunke, kastebunken, min kastebunke, din kastebunke, fra kastebunke, fra kastebunken, fra min kastebunke
sb-typed-hand = hånd, hånden, hand
sb-typed-for = for
sb-typed-me = meg, jeg, min, mine, du, deg, din, dine
sb-typed-toll = avgift, med en avgift på, med avgift
sb-typed-coin = mynt, mynter, mynten, myntene
sb-typed-wild = sb, skip-bo, skipbo, skip-bo-kort, skip-bo-kortet, joker, jokerkort
sb-typed-number = { $number ->
    [1] en, én, ett, ei, eneren, 1-er, 1-eren
    [2] to, toeren, 2-er, 2-eren
    [3] tre, treeren, 3-er, 3-eren
    [4] fire, fireren, 4-er, 4-eren
    [5] fem, femmeren, 5-er, 5-eren
    [6] seks, sekseren, 6-er, 6-eren
    [7] sju, syv, syver, sjueren, syveren, 7-er, 7-eren
    [8] åtte, atte, atter, åtteren, 8-er, 8-eren
    [9] ni, nieren, 9-er, 9-eren
    [10] ti, tieren, 10-er, 10-eren
    [11] elleve, elleveren, 11-er, 11-eren
   *[12] tolv, tolveren, 12-er, 12-eren
}
## The word before what a Skip-Bo card stands for ("as a six"), read and then dropped with its number.
sb-typed-as = som, som en, som et
