## Korten i Five Crowns: valörer, sviter och kortnamn. Ett kort heter "hjärter 7", "spader kung".

fc-rank-3 = 3
fc-rank-4 = 4
fc-rank-5 = 5
fc-rank-6 = 6
fc-rank-7 = 7
fc-rank-8 = 8
fc-rank-9 = 9
fc-rank-10 = 10
fc-rank-11 = knekt
fc-rank-12 = dam
fc-rank-13 = kung

fc-ranks-3 = treor
fc-ranks-4 = fyror
fc-ranks-5 = femmor
fc-ranks-6 = sexor
fc-ranks-7 = sjuor
fc-ranks-8 = åttor
fc-ranks-9 = nior
fc-ranks-10 = tior
fc-ranks-11 = knektar
fc-ranks-12 = damer
fc-ranks-13 = kungar

fc-rank-words-3 = tre, trea, treor
fc-rank-words-4 = fyra, fyror
fc-rank-words-5 = fem, femma, femmor
fc-rank-words-6 = sex, sexa, sexor
fc-rank-words-7 = sju, sjua, sjuor
fc-rank-words-8 = åtta, åttor
fc-rank-words-9 = nio, nia, nior
fc-rank-words-10 = tio, tia, tior
fc-rank-words-11 = knekt
fc-rank-words-12 = dam, drottning
fc-rank-words-13 = kung

fc-suit-stars = stjärnor
fc-suit-hearts = hjärter
fc-suit-clubs = klöver
fc-suit-spades = spader
fc-suit-diamonds = ruter

fc-suit-words-stars = stjärna, stjärn
fc-suit-words-hearts = hjärta, hjärter
fc-suit-words-clubs = klöver
fc-suit-words-spades = spader
fc-suit-words-diamonds = ruter

fc-card-stars = stjärna { $rank }
fc-card-hearts = hjärter { $rank }
fc-card-clubs = klöver { $rank }
fc-card-spades = spader { $rank }
fc-card-diamonds = ruter { $rank }

fc-joker = joker
fc-joker-words = jokrar, jokrarna

fc-count = { $n ->
    [0] inga
    [1] en
    [2] två
    [3] tre
    [4] fyra
    [5] fem
    [6] sex
    [7] sju
    [8] åtta
    [9] nio
    [10] tio
    [11] elva
    [12] tolv
    [13] tretton
   *[other] { $n }
}

fc-a-joker = en joker
fc-a-wild = en vild { $card }
fc-the-card = { $card }
fc-the-wild = en vild { $card }
fc-jokers = { $n ->
    [1] en joker
   *[other] { $count } jokrar
}
## $rank är fc-rank-N ("7", "knekt"), $ranks fc-ranks-N ("sjuor"): ett tal skrivs aldrig med
## ändelse ("7:a" läses bokstav för bokstav), så singularen väljs efter pluralen. Åttor kan inte
## vara en nyckel (å), så "en åtta" är den som blir över.
fc-wilds = { $n ->
    [1] { $rank ->
        [knekt] en knekt
        [dam] en dam
        [kung] en kung
       *[other] { $ranks ->
            [treor] en trea
            [fyror] en fyra
            [femmor] en femma
            [sexor] en sexa
            [sjuor] en sjua
            [nior] en nia
            [tior] en tia
           *[other] en åtta
        }
    } som vilt kort
   *[other] { $count } { $ranks } som vilda kort
}

fc-wild-sentence = { $rank ->
    [3] Treorna
    [4] Fyrorna
    [5] Femmorna
    [6] Sexorna
    [7] Sjuorna
    [8] Åttorna
    [9] Niorna
    [10] Tiorna
    [11] Knektarna
    [12] Damerna
   *[13] Kungarna
} är vilda kort.

fc-your-hand = Din hand
fc-holder-hand = din hand
fc-hand = { $header }, { $n } kort. { $groups }
fc-hand-empty = { $header }: inga kort.
fc-hand-group = { $group }: { $cards }.
fc-group-wild = Vilda kort
## What "You have no { $what }" says of the wild cards and jokers as a group.
fc-wild-cards = vilda kort
fc-group-by-rank = Efter valör
fc-numbered = { $card }, nummer { $number }
fc-or-choice = { $before }; eller { $last }

fc-no-rank = okänd valör "{ $given }": valörerna är 3 till 10, Kn, D, K eller J, Q, K
fc-no-card = okänt kort "{ $given }": skriv till exempel hjärter 7 eller 7h; valörerna är 3 till 10, Kn, D, K eller J, Q, K; sviterna är st, h, c, sp, d
fc-no-card-given = inget kort angivet: skriv till exempel 7st, Dsp eller stjärna 7 (valörerna är 3 till 10, Kn, D, K eller J, Q, K; sviterna är st, h, c, sp, d)
fc-stars-or-spades = "{ $given }" kan vara { $rank }st (stjärnor) eller { $rank }sp (spader)
fc-too-many-copies = { $count } exemplar av { $card }: det finns bara { $allowed } av varje { $joker ->
    [yes] joker
   *[no] kort
}{ $sets ->
    [1] {""}
   *[other] {" "}i { $sets } kortlekar
}
fc-name-a-card = Ange ett kort: dess nummer i handen, till exempel 3, eller dess namn, till exempel 9h eller hjärter 9.
fc-no-position = Inget kort { $given }: { $holder } har kort 1 till { $count }. Skriv { $listing } för att höra dem.
fc-card-ambiguous = "{ $given }" kan vara { $choices }. Säg vilket, med nummer eller med hela namnet.
fc-none-held = { $yours ->
    [yes] Du har inte { $what } på handen. Skriv { $listing } för att höra dina kort.
   *[no] { $holder } innehåller inte { $what }. Skriv { $listing } för att höra dem.
}
fc-did-you-mean = Inget kort "{ $given }" på { $holder }: menade du { $choices }?
fc-no-such-card = Inget kort "{ $given }" på { $holder }. Ange det med nummer, till exempel 3, eller med namn, till exempel 9h eller hjärter 9.
fc-meant-none = Inget kort "{ $given }": om du menade { $card }, { $yours ->
    [yes] så har du inget sådant. Skriv { $listing } för att höra dina kort.
   *[no] så har { $holder } inget sådant. Skriv { $listing } för att höra dem.
}
fc-joker-plural = jokrar

## Identical cards side by side in a list, said once with their count ("two sixes of stars",
## never "six of stars, six of stars"): fc-cards-SUIT is such cards' name in the plural, $ranks
## being fc-ranks-N; fc-alike puts the count ($count, fc-count) before it.
fc-cards-stars = stjärn{ $ranks }
fc-cards-hearts = hjärter{ $ranks }
fc-cards-clubs = klöver{ $ranks }
fc-cards-spades = spader{ $ranks }
fc-cards-diamonds = ruter{ $ranks }
# Also offered: $n (the count as a number) and $rank_number (3 to 13), for a count that agrees with its gender.
fc-alike = { $count } { $cards }
