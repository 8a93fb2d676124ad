## Det en spiller skriver (words/reading_typed.py): ord skilt med komma. Engelsk forstås også.

sb-typed-to = til, på, oppå
sb-typed-stock = hovedbunke, hovedbunken, hoved, min hovedbunke, hovedbunken min, din hovedbunke, hovedbunken din
sb-typed-discard = kast, kaste
sb-typed-building = spille
sb-typed-pile = bunke, bunken
sb-typed-building-pile = spillebunke, spillebunken
sb-typed-discard-pile = kastebunke, kastebunken
sb-typed-hand = hånd, hånden, hand
sb-typed-for = for
sb-typed-me = meg, jeg, min, mine, du, deg, din, dine
sb-typed-toll = avgift, med en avgift på, med avgift
sb-typed-coin = mynt, mynter, mynten, myntene
sb-typed-wild = sb, skip-bo, skipbo, skip-bo-kort, skip-bo-kortet, joker, jokerkort
sb-typed-number = { $number ->
    [1] en, én, ett, ei, eneren
    [2] to, toeren
    [3] tre, treeren
    [4] fire, fireren
    [5] fem, femmeren
    [6] seks, sekseren
    [7] sju, syv, syver, sjueren, syveren
    [8] åtte, atte, atter, åtteren
    [9] ni, nieren
    [10] ti, tieren
    [11] elleve, elleveren
   *[12] tolv, tolveren
}
