## Það sem leikmaður skrifar (words/reading_typed.py): orð aðskilin með kommum. Enska skilst líka.
## Fyrsta orðið er það sem dæmin nota.

sb-typed-to = á, ofan á
sb-typed-stock = eigin, eigin bunki, eigin bunka, úr eigin bunka, eigin bunkinn
sb-typed-discard = kast, af kastbunka, kastbunka
sb-typed-building = bygging, byggingar
sb-typed-pile = bunki, bunka
sb-typed-building-pile = byggingarbunki, byggingarbunka
sb-typed-discard-pile = kastbunki
sb-typed-hand = hönd, hendi, af hendi, hond
sb-typed-for = fyrir
sb-typed-me = ég, eg, mig, mér, mer, minn, mín, mitt, þú, þig, þér, þinn
sb-typed-toll = tollur, toll, með tolli upp á, með tolli, með toll
sb-typed-coin = peningur, peningar, pening, peninga, peningi, peningum
sb-typed-wild = sb, skip-bo, skipbo, skip-bo-spil, jóker, joker
# Önnur orð fyrir tölu en þau sem sb-number segir ("sjöa").
sb-typed-number = { $number ->
    [1] einn, eitt, ein, as, ási
    [2] tveir, tvö, tvær, tvist, tvo, tveimur, tveggja
    [3] þrír, þrjú, þrjár, þrist, þrjá, þremur, þriggja
    [4] fjórir, fjögur, fjórar, fjarka, fjóra, fjórum, fjögurra
    [5] fimm, fimmu
    [6] sex, sexu
    [7] sjö, sjo, sjöu, sjoa
    [8] áttu, atta
    [9] níu, nia, niu
    [10] tíu, tia, tiu
    [11] ellefu
   *[12] tólf, tolf, tólfu
}
## The word before what a Skip-Bo card stands for ("as a six"), read and then dropped with its number.
sb-typed-as = sem
