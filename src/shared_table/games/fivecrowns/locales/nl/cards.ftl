## De kaarten van Five Crowns: waarden, kleuren en kaartnamen. Een kaart heet "harten 7"; een plaatje is één woord: "schoppenheer", "hartenvrouw".

fc-rank-3 = 3
fc-rank-4 = 4
fc-rank-5 = 5
fc-rank-6 = 6
fc-rank-7 = 7
fc-rank-8 = 8
fc-rank-9 = 9
fc-rank-10 = 10
fc-rank-11 = boer
fc-rank-12 = vrouw
fc-rank-13 = heer

fc-ranks-3 = drieën
fc-ranks-4 = vieren
fc-ranks-5 = vijven
fc-ranks-6 = zessen
fc-ranks-7 = zevens
fc-ranks-8 = achten
fc-ranks-9 = negens
fc-ranks-10 = tienen
fc-ranks-11 = boeren
fc-ranks-12 = vrouwen
fc-ranks-13 = heren

fc-rank-words-3 = drie
fc-rank-words-4 = vier
fc-rank-words-5 = vijf
fc-rank-words-6 = zes
fc-rank-words-7 = zeven
fc-rank-words-8 = acht
fc-rank-words-9 = negen
fc-rank-words-10 = tien
fc-rank-words-11 = boer
fc-rank-words-12 = vrouw, koningin
fc-rank-words-13 = heer, koning

fc-suit-stars = sterren
fc-suit-hearts = harten
fc-suit-clubs = klaveren
fc-suit-spades = schoppen
fc-suit-diamonds = ruiten

fc-suit-words-stars = ster
fc-suit-words-hearts = hart
fc-suit-words-clubs = klaver
fc-suit-words-spades = schop
fc-suit-words-diamonds = ruit

fc-card-stars = { $rank ->
    [boer] sterrenboer
    [vrouw] sterrenvrouw
    [heer] sterrenheer
   *[other] sterren { $rank }
}
fc-card-hearts = { $rank ->
    [boer] hartenboer
    [vrouw] hartenvrouw
    [heer] hartenheer
   *[other] harten { $rank }
}
fc-card-clubs = { $rank ->
    [boer] klaverenboer
    [vrouw] klaverenvrouw
    [heer] klaverenheer
   *[other] klaveren { $rank }
}
fc-card-spades = { $rank ->
    [boer] schoppenboer
    [vrouw] schoppenvrouw
    [heer] schoppenheer
   *[other] schoppen { $rank }
}
fc-card-diamonds = { $rank ->
    [boer] ruitenboer
    [vrouw] ruitenvrouw
    [heer] ruitenheer
   *[other] ruiten { $rank }
}

fc-joker = joker
fc-joker-words = jokers

fc-count = { $n ->
    [0] geen
    [1] één
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
    [12] twaalf
    [13] dertien
   *[other] { $n }
}

fc-a-joker = een joker
fc-a-wild = de wisselende joker { $card }
fc-the-card = { $card }
fc-the-wild = de wisselende joker { $card }
fc-jokers = { $n ->
    [1] een joker
   *[other] { $count } jokers
}
fc-wilds = { $n ->
    [1] een { $rank } als wisselende joker
   *[other] { $count } { $ranks } als wisselende jokers
}

fc-wild-sentence = Alle { $rank ->
    [3] drieën
    [4] vieren
    [5] vijven
    [6] zessen
    [7] zevens
    [8] achten
    [9] negens
    [10] tienen
    [11] boeren
    [12] vrouwen
   *[13] heren
} gelden als jokers.

fc-your-hand = Je hand
fc-holder-hand = je hand
fc-hand = { $header }, { $n ->
    [one] { $n } kaart
   *[other] { $n } kaarten
}. { $groups }
fc-hand-empty = { $header }: geen kaarten.
fc-hand-group = { $group }: { $cards }.
fc-group-wild = Jokers en wisselende jokers
## What "You have no { $what }" says of the wild cards and jokers as a group.
fc-wild-cards = jokers of wisselende jokers
fc-group-by-rank = Per waarde
fc-numbered = { $card }, nummer { $number }
fc-or-choice = { $before }; of { $last }

fc-no-rank = geen waarde "{ $given }": de waarden zijn 3 tot en met 10, B, V, H of J, Q, K
fc-no-card = geen kaart "{ $given }": typ bijvoorbeeld harten 7 of 7h; de waarden zijn 3 tot en met 10, B, V, H of J, Q, K; de kleuren zijn st, h, c, sp, d
fc-no-card-given = geen kaart genoemd: typ bijvoorbeeld 7st, Vsp of sterren 7 (de waarden zijn 3 tot en met 10, B, V, H of J, Q, K; de kleuren zijn st, h, c, sp, d)
fc-stars-or-spades = "{ $given }" kan { $rank }st (sterren) of { $rank }sp (schoppen) zijn
fc-too-many-copies = { $count } keer { $card }: er zijn maar { $allowed } { $joker ->
    [yes] jokers
   *[no] van elke kaart
}{ $sets ->
    [1] {""}
   *[other] {" "}in { $sets } sets
}
fc-name-a-card = Noem een kaart: haar nummer in je hand, bijvoorbeeld 3, of haar naam, bijvoorbeeld 9h of harten 9.
fc-no-position = Geen kaart { $given }: { $holder } heeft kaarten 1 tot en met { $count }. Typ { $listing } om ze te horen.
fc-card-ambiguous = "{ $given }" past bij { $choices }. Zeg welke, met nummer of volledige naam.
fc-none-held = { $yours ->
    [yes] Je hebt geen { $what }. Typ { $listing } om je kaarten te horen.
   *[no] { $holder } heeft geen { $what }. Typ { $listing } om ze te horen.
}
fc-did-you-mean = Geen kaart "{ $given }" in { $holder }: bedoel je { $choices }?
fc-no-such-card = Geen kaart "{ $given }" in { $holder }. Noem de kaart bij haar nummer, bijvoorbeeld 3, of bij haar naam, bijvoorbeeld 9h of harten 9.
fc-meant-none = Geen kaart "{ $given }": als je { $card } bedoelt, { $yours ->
    [yes] die heb je niet. Typ { $listing } om je kaarten te horen.
   *[no] die heeft { $holder } niet. Typ { $listing } om ze te horen.
}
fc-joker-plural = jokers

## Identical cards side by side in a list, said once with their count ("two sixes of stars",
## never "six of stars, six of stars"): fc-cards-SUIT is such cards' name in the plural, $ranks
## being fc-ranks-N; fc-alike puts the count ($count, fc-count) before it.
fc-cards-stars = sterren{ $ranks }
fc-cards-hearts = harten{ $ranks }
fc-cards-clubs = klaveren{ $ranks }
fc-cards-spades = schoppen{ $ranks }
fc-cards-diamonds = ruiten{ $ranks }
# Also offered: $n (the count as a number) and $rank_number (3 to 13), for a count that agrees with its gender.
fc-alike = { $count } { $cards }
