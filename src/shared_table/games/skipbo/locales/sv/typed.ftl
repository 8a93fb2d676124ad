## Vad en spelare skriver (words/reading_typed.py): ord åtskilda av kommatecken. Engelska förstås också.

sb-typed-to = på, till
sb-typed-stock = grundhög, grund, grundhögen, min grundhög
sb-typed-discard = kast
sb-typed-building = bygg
sb-typed-pile = hög
sb-typed-building-pile = bygghög
sb-typed-discard-pile = kasthög
sb-typed-hand = hand, handen
sb-typed-for = för
sb-typed-me = mig, jag, min, mina, du, dig, din, dina
sb-typed-toll = avgift, med en avgift på, med avgift
sb-typed-coin = mynt
sb-typed-wild = sb, skip-bo, skipbo, skip-bo-kort, joker
sb-typed-number = { $number ->
    [1] ett, en, ettan
    [2] två, tvåan
    [3] tre, trean
    [4] fyra, fyran
    [5] fem, femman
    [6] sex, sexan
    [7] sju, sjuan
    [8] åtta, åttan
    [9] nio, nian
    [10] tio, tian
    [11] elva, elvan
   *[12] tolv, tolvan
}
