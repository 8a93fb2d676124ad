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
## Talen som de sägs och skrivs ("tian", "10:an"):
## programmet säger aldrig ett tal med ändelse, men förstår det.
sb-typed-number = { $number ->
    [1] ett, en, ettan, 1:an, 1:a
    [2] två, tvåan, 2:an, 2:a
    [3] tre, trean, 3:an, 3:a
    [4] fyra, fyran, 4:an, 4:a
    [5] fem, femman, 5:an, 5:a
    [6] sex, sexan, 6:an, 6:a
    [7] sju, sjuan, 7:an, 7:a
    [8] åtta, åttan, 8:an, 8:a
    [9] nio, nian, 9:an, 9:a
    [10] tio, tian, 10:an, 10:a
    [11] elva, elvan, 11:an, 11:a
   *[12] tolv, tolvan, 12:an, 12:a
}
## The word before what a Skip-Bo card stands for ("as a six"), read and then dropped with its number.
sb-typed-as = som, som en, som ett
