## Wat een speler typt (words/reading_typed.py): woorden gescheiden door komma's. Engels wordt ook begrepen.

sb-typed-to = op, naar
sb-typed-stock = voorraad, voorraadstapel, mijn voorraad, mijn voorraadstapel, je voorraadstapel
sb-typed-discard = afleg
sb-typed-building = bouw
sb-typed-pile = stapel
sb-typed-building-pile = bouwstapel, de bouwstapel
sb-typed-discard-pile = aflegstapel, je aflegstapel, mijn aflegstapel, jouw aflegstapel
sb-typed-hand = hand, je hand, mijn hand, jouw hand
sb-typed-for = voor
sb-typed-me = mij, me, mijn, ik, jij, jou, je, jouw
sb-typed-toll = tol, met een tol van, met tol
sb-typed-coin = munt, munten
sb-typed-wild = sb, skip-bo, skipbo, skip-bo-kaart, joker
sb-typed-number = { $number ->
    [1] een, eentje, ene
    [2] twee
    [3] drie
    [4] vier
    [5] vijf
    [6] zes
    [7] zeven
    [8] acht
    [9] negen
    [10] tien
    [11] elf
   *[12] twaalf
}
## The word before what a Skip-Bo card stands for ("as a six"), read and then dropped with its number.
sb-typed-as = als, als een
