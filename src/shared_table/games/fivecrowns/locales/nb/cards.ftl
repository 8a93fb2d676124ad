## Kortene i Five Crowns: verdier, sorter og kortnavn. Et kort heter "hjerter 7", "spar konge".

fc-rank-3 = 3
fc-rank-4 = 4
fc-rank-5 = 5
fc-rank-6 = 6
fc-rank-7 = 7
fc-rank-8 = 8
fc-rank-9 = 9
fc-rank-10 = 10
fc-rank-11 = knekt
fc-rank-12 = dame
fc-rank-13 = konge

fc-ranks-3 = treere
fc-ranks-4 = firere
fc-ranks-5 = femmere
fc-ranks-6 = seksere
fc-ranks-7 = sjuere
fc-ranks-8 = åttere
fc-ranks-9 = niere
fc-ranks-10 = tiere
fc-ranks-11 = knekter
fc-ranks-12 = damer
fc-ranks-13 = konger

fc-rank-words-3 = tre, treer
fc-rank-words-4 = fire, firer
fc-rank-words-5 = fem, femmer
fc-rank-words-6 = seks, sekser
fc-rank-words-7 = sju, syv, sjuer, syver
fc-rank-words-8 = åtte, åtter
fc-rank-words-9 = ni, nier
fc-rank-words-10 = ti, tier
fc-rank-words-11 = knekt
fc-rank-words-12 = dame, dronning
fc-rank-words-13 = konge

fc-suit-stars = stjerner
fc-suit-hearts = hjerter
fc-suit-clubs = kløver
fc-suit-spades = spar
fc-suit-diamonds = ruter

fc-suit-words-stars = stjerne
fc-suit-words-hearts = hjerte
fc-suit-words-clubs = kløver
fc-suit-words-spades = spader
fc-suit-words-diamonds = ruter

fc-card-stars = stjerne { $rank }
fc-card-hearts = hjerter { $rank }
fc-card-clubs = kløver { $rank }
fc-card-spades = spar { $rank }
fc-card-diamonds = ruter { $rank }

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
    [7] sju
    [8] åtte
    [9] ni
    [10] ti
    [11] elleve
    [12] tolv
    [13] tretten
   *[other] { $n }
}

fc-a-joker = en joker
fc-a-wild = jokerkortet { $card }
fc-the-card = { $card }
fc-the-wild = jokerkortet { $card }
fc-jokers = { $n ->
    [1] en joker
   *[other] { $count } jokere
}
## $rank er fc-rank-N ("7", "knekt"), $ranks fc-ranks-N ("sjuere"): et tall skrives aldri med
## endelse ("7-er" leses bokstav for bokstav), så entall velges etter flertallet. Åttere kan ikke
## være en nøkkel (å), så "en åtter" er den som blir igjen.
fc-wilds = { $n ->
    [1] { $rank ->
        [knekt] en knekt
        [dame] en dame
        [konge] en konge
       *[other] { $ranks ->
            [treere] en treer
            [firere] en firer
            [femmere] en femmer
            [seksere] en sekser
            [sjuere] en sjuer
            [niere] en nier
            [tiere] en tier
           *[other] en åtter
        }
    } som jokerkort
   *[other] { $count } { $ranks } som jokerkort
}

fc-wild-sentence = { $rank ->
    [3] Treerne
    [4] Firerne
    [5] Femmerne
    [6] Sekserne
    [7] Sjuerne
    [8] Åtterne
    [9] Nierne
    [10] Tierne
    [11] Knektene
    [12] Damene
   *[13] Kongene
} er jokerkort.

fc-your-hand = Hånden din
fc-holder-hand = hånden din
fc-hand = { $header }, { $n } kort. { $groups }
fc-hand-empty = { $header }: ingen kort.
fc-hand-group = { $group }: { $cards }.
fc-group-wild = Jokerkort
## What "You have no { $what }" says of the wild cards and jokers as a group.
fc-wild-cards = jokerkort
fc-group-by-rank = Etter verdi
fc-numbered = { $card }, nummer { $number }
fc-or-choice = { $before }; eller { $last }

fc-no-rank = ukjent verdi "{ $given }": verdiene er 3 til 10, Kn, D, K eller J, Q, K
fc-no-card = ukjent kort "{ $given }": skriv for eksempel hjerter 7 eller 7h; verdiene er 3 til 10, Kn, D, K eller J, Q, K; sortene er st, h, c, sp, d
fc-no-card-given = ikke noe kort oppgitt: skriv for eksempel 7st, Dsp eller stjerne 7 (verdiene er 3 til 10, Kn, D, K eller J, Q, K; sortene er st, h, c, sp, d)
fc-stars-or-spades = "{ $given }" kan være { $rank }st (stjerner) eller { $rank }sp (spar)
fc-too-many-copies = { $count } eksemplarer av { $card }: det finnes bare { $allowed } { $joker ->
    [yes] jokere
   *[no] av hvert kort
}{ $sets ->
    [1] {""}
   *[other] {" "}i { $sets } kortstokker
}
fc-name-a-card = Angi et kort: nummeret i hånden, for eksempel 3, eller navnet, for eksempel 9h eller hjerter 9.
fc-no-position = Det er ikke noe kort nummer { $given }: { $holder } har kort 1 til { $count }. Skriv { $listing } for å høre dem.
fc-card-ambiguous = "{ $given }" kan være { $choices }. Si hvilket, med nummer eller hele navnet.
fc-none-held = { $yours ->
    [yes] Du har ingen { $what }. Skriv { $listing } for å høre kortene dine.
   *[no] { $holder } har ingen { $what }. Skriv { $listing } for å høre dem.
}
fc-did-you-mean = Finner ikke kortet "{ $given }" i { $holder }: mente du { $choices }?
fc-no-such-card = Finner ikke kortet "{ $given }" i { $holder }. Angi det med nummer, for eksempel 3, eller navn, for eksempel 9h eller hjerter 9.
fc-meant-none = Ukjent kort "{ $given }": hvis du mente { $card }, { $yours ->
    [yes] så har du ikke det. Skriv { $listing } for å høre kortene dine.
   *[no] så har ikke { $holder } det. Skriv { $listing } for å høre dem.
}
fc-joker-plural = jokere

## Identical cards side by side in a list, said once with their count ("two sixes of stars",
## never "six of stars, six of stars"): fc-cards-SUIT is such cards' name in the plural, $ranks
## being fc-ranks-N; fc-alike puts the count ($count, fc-count) before it.
fc-cards-stars = stjerne{ $ranks }
fc-cards-hearts = hjerter{ $ranks }
fc-cards-clubs = kløver{ $ranks }
fc-cards-spades = spar{ $ranks }
fc-cards-diamonds = ruter{ $ranks }
# Also offered: $n (the count as a number) and $rank_number (3 to 13), for a count that agrees with its gender.
fc-alike = { $count } { $cards }
