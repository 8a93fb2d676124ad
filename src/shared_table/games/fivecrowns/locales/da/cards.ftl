## Five Crowns cards: ranks, suits and card names (rules/cards.py, words/saying_cards.py, words/reading_typed_cards.py).
## A card reads "hjerter 7", "spar konge"; J is "bonde".

fc-rank-3 = 3
fc-rank-4 = 4
fc-rank-5 = 5
fc-rank-6 = 6
fc-rank-7 = 7
fc-rank-8 = 8
fc-rank-9 = 9
fc-rank-10 = 10
fc-rank-11 = bonde
fc-rank-12 = dronning
fc-rank-13 = konge

fc-ranks-3 = treere
fc-ranks-4 = firere
fc-ranks-5 = femmere
fc-ranks-6 = seksere
fc-ranks-7 = syvere
fc-ranks-8 = ottere
fc-ranks-9 = niere
fc-ranks-10 = tiere
fc-ranks-11 = bønder
fc-ranks-12 = dronninger
fc-ranks-13 = konger

fc-rank-words-3 = tre, treer
fc-rank-words-4 = fire, firer
fc-rank-words-5 = fem, femmer
fc-rank-words-6 = seks, sekser
fc-rank-words-7 = syv, syver
fc-rank-words-8 = otte, otter
fc-rank-words-9 = ni, nier
fc-rank-words-10 = ti, tier
fc-rank-words-11 = bonde, knægt
fc-rank-words-12 = dronning, dame
fc-rank-words-13 = konge

fc-suit-stars = stjerner
fc-suit-hearts = hjerter
fc-suit-clubs = klør
fc-suit-spades = spar
fc-suit-diamonds = ruder

fc-suit-words-stars = stjerne
fc-suit-words-hearts = hjerte
fc-suit-words-clubs = kløver
fc-suit-words-spades = spader
fc-suit-words-diamonds = rude

fc-card-stars = stjerne { $rank }
fc-card-hearts = hjerter { $rank }
fc-card-clubs = klør { $rank }
fc-card-spades = spar { $rank }
fc-card-diamonds = ruder { $rank }

fc-joker = joker
fc-joker-words = jokere, jokerne

fc-count = { $n ->
    [0] ingen
    [1] en
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
    [12] tolv
    [13] tretten
   *[other] { $n }
}

fc-a-joker = en joker
fc-a-wild = trumfen { $card }
fc-the-card = { $card }
fc-the-wild = trumfen { $card }
fc-jokers = { $n ->
    [1] en joker
   *[other] { $count } jokere
}
## $rank er fc-rank-N ("7", "bonde"), $ranks fc-ranks-N ("syvere"): et tal står aldrig med
## endelse ("7'er" læses bogstav for bogstav), så ental vælges ud fra flertallet.
fc-wilds = { $n ->
    [1] { $rank ->
        [bonde] en bonde
        [dronning] en dronning
        [konge] en konge
       *[other] { $ranks ->
            [treere] en treer
            [firere] en firer
            [femmere] en femmer
            [seksere] en sekser
            [syvere] en syver
            [ottere] en otter
            [niere] en nier
            [tiere] en tier
           *[other] en { $rank }
        }
    } som trumf
   *[other] { $count } { $ranks } som trumf
}

fc-wild-sentence = { $rank ->
    [3] Treerne
    [4] Firerne
    [5] Femmerne
    [6] Sekserne
    [7] Syverne
    [8] Otterne
    [9] Nierne
    [10] Tierne
    [11] Bønderne
    [12] Dronningerne
   *[13] Kongerne
} er trumf.

fc-your-hand = Din hånd
fc-holder-hand = din hånd
fc-hand = { $header }, { $n } kort. { $groups }
fc-hand-empty = { $header }: ingen kort.
fc-hand-group = { $group }: { $cards }.
fc-group-wild = Trumf
## What "You have no { $what }" says of the wild cards and jokers as a group.
fc-wild-cards = trumfkort
fc-group-by-rank = Efter værdi
fc-numbered = { $card }, nummer { $number }
fc-or-choice = { $before }; eller { $last }

fc-no-rank = ingen værdi "{ $given }": værdierne er 3 til 10, B, D, K eller J, Q, K
fc-no-card = intet kort "{ $given }": skriv fx hjerter 7 eller 7h; værdierne er 3 til 10, B, D, K eller J, Q, K; kulørerne er st, h, c, sp, d
fc-no-card-given = intet kort angivet: skriv fx 7st, Dsp eller stjerne 7 (værdierne er 3 til 10, B, D, K eller J, Q, K; kulørerne er st, h, c, sp, d)
fc-stars-or-spades = "{ $given }" kan være { $rank }st (stjerner) eller { $rank }sp (spar)
fc-too-many-copies = { $count } af { $card }: kortene har kun { $allowed } af hver { $joker ->
    [yes] joker
   *[no] kort
}{ $sets ->
    [1] {""}
   *[other] {" "}i { $sets } spil kort
}
fc-name-a-card = Angiv et kort: dets nummer på hånden, fx 3, eller dets navn, fx 9h eller hjerter 9.
fc-no-position = Intet kort { $given }: { $holder } har kort 1 til { $count }. Skriv { $listing } for at høre dem.
fc-card-ambiguous = "{ $given }" kan være { $choices }. Sig hvilket med nummer eller fuldt navn.
fc-none-held = { $yours ->
    [yes] Du har ingen { $what }. Skriv { $listing } for at høre dine kort.
   *[no] { $holder } har ingen { $what }. Skriv { $listing } for at høre dem.
}
fc-did-you-mean = Intet kort "{ $given }" i { $holder }: mente du { $choices }?
fc-no-such-card = Intet kort "{ $given }" i { $holder }. Angiv det med nummer, fx 3, eller navn, fx 9h eller hjerter 9.
fc-meant-none = Intet kort "{ $given }": hvis du mente { $card }, { $yours ->
    [yes] har du ingen. Skriv { $listing } for at høre dine kort.
   *[no] har { $holder } ingen. Skriv { $listing } for at høre dem.
}
fc-joker-plural = jokere

## Identical cards side by side in a list, said once with their count ("two sixes of stars",
## never "six of stars, six of stars"): fc-cards-SUIT is such cards' name in the plural, $ranks
## being fc-ranks-N; fc-alike puts the count ($count, fc-count) before it.
fc-cards-stars = stjerne{ $ranks }
fc-cards-hearts = hjerter{ $ranks }
fc-cards-clubs = klør{ $ranks }
fc-cards-spades = spar{ $ranks }
fc-cards-diamonds = ruder{ $ranks }
# Also offered: $n (the count as a number) and $rank_number (3 to 13), for a count that agrees with its gender.
fc-alike = { $count } { $cards }
