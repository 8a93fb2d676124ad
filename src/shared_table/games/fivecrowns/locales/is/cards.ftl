## Spilin í Five Crowns: gildi, sortir og heiti spila. Spil heitir "hjartasjöa", "spaðakóngur".

fc-rank-3 = { $case ->
    [acc] þrist
    [dat] þristi
    [gen] þrists
   *[other] þristur
}
fc-rank-4 = { $case ->
    [acc] fjarka
    [dat] fjarka
    [gen] fjarka
   *[other] fjarki
}
fc-rank-5 = { $case ->
    [acc] fimmu
    [dat] fimmu
    [gen] fimmu
   *[other] fimma
}
fc-rank-6 = { $case ->
    [acc] sexu
    [dat] sexu
    [gen] sexu
   *[other] sexa
}
fc-rank-7 = { $case ->
    [acc] sjöu
    [dat] sjöu
    [gen] sjöu
   *[other] sjöa
}
fc-rank-8 = { $case ->
    [acc] áttu
    [dat] áttu
    [gen] áttu
   *[other] átta
}
fc-rank-9 = { $case ->
    [acc] níu
    [dat] níu
    [gen] níu
   *[other] nía
}
fc-rank-10 = { $case ->
    [acc] tíu
    [dat] tíu
    [gen] tíu
   *[other] tía
}
fc-rank-11 = { $case ->
    [acc] gosa
    [dat] gosa
    [gen] gosa
   *[other] gosi
}
fc-rank-12 = { $case ->
    [acc] drottningu
    [dat] drottningu
    [gen] drottningar
   *[other] drottning
}
fc-rank-13 = { $case ->
    [acc] kóng
    [dat] kóngi
    [gen] kóngs
   *[other] kóngur
}

fc-ranks-3 = { $case ->
    [acc] þrista
   *[other] þristar
}
fc-ranks-4 = { $case ->
    [acc] fjarka
   *[other] fjarkar
}
fc-ranks-5 = fimmur
fc-ranks-6 = sexur
fc-ranks-7 = sjöur
fc-ranks-8 = áttur
fc-ranks-9 = níur
fc-ranks-10 = tíur
fc-ranks-11 = { $case ->
    [acc] gosa
   *[other] gosar
}
fc-ranks-12 = drottningar
fc-ranks-13 = { $case ->
    [acc] kónga
   *[other] kóngar
}

fc-rank-words-3 = þrír, þristur
fc-rank-words-4 = fjórir, fjarki
fc-rank-words-5 = fimm, fimma
fc-rank-words-6 = sex, sexa
fc-rank-words-7 = sjö, sjöa
fc-rank-words-8 = átta
fc-rank-words-9 = níu, nía
fc-rank-words-10 = tíu, tía
fc-rank-words-11 = gosi
fc-rank-words-12 = drottning, dama
fc-rank-words-13 = kóngur

fc-suit-stars = stjörnur
fc-suit-hearts = hjörtu
fc-suit-clubs = lauf
fc-suit-spades = { $case ->
    [acc] spaða
   *[other] spaðar
}
fc-suit-diamonds = { $case ->
    [acc] tígla
   *[other] tíglar
}

fc-suit-words-stars = stjarna, stjörnu
fc-suit-words-hearts = hjarta
fc-suit-words-clubs = lauf
fc-suit-words-spades = spaði, spaða
fc-suit-words-diamonds = tígull, tígul

fc-card-stars = stjörnu{ $rank }
fc-card-hearts = hjarta{ $rank }
fc-card-clubs = lauf{ $rank }
fc-card-spades = spaða{ $rank }
fc-card-diamonds = tígul{ $rank }

fc-joker = { $case ->
    [gen] jókers
   *[other] jóker
}
fc-joker-words = jókerar, jókerarnir

## Tölur fyrir framan nafnorð; 1 til 4 sem tölustafir, því þær beygjast eftir kyni.
fc-count = { $n ->
    [5] fimm
    [6] sex
    [7] sjö
    [8] átta
    [9] níu
    [10] tíu
    [11] ellefu
    [12] tólf
    [13] þrettán
   *[other] { $n }
}

fc-a-joker = { $case ->
    [gen] jókers
   *[other] jóker
}
fc-a-wild = { $card }, sem gildir allt
fc-the-card = { $card }
fc-the-wild = { $card }
fc-jokers = { $n ->
    [1] jóker
    [2] tveir jókerar
    [3] þrír jókerar
    [4] fjórir jókerar
   *[other] { $count } jókerar
}
## Tveir gosar, tvær drottningar: talan fylgir kyni gildisins ($rank_number).
fc-wilds = { $n ->
    [1] { $rank } sem gildir allt
    [2] { $rank_number ->
        [3] tveir
        [4] tveir
        [11] tveir
        [13] tveir
       *[other] tvær
    } { $ranks } sem gilda allt
    [3] { $rank_number ->
        [3] þrír
        [4] þrír
        [11] þrír
        [13] þrír
       *[other] þrjár
    } { $ranks } sem gilda allt
    [4] { $rank_number ->
        [3] fjórir
        [4] fjórir
        [11] fjórir
        [13] fjórir
       *[other] fjórar
    } { $ranks } sem gilda allt
   *[other] { $count } { $ranks } sem gilda allt
}

fc-wild-sentence = { $rank ->
    [3] Þristarnir
    [4] Fjarkarnir
    [5] Fimmurnar
    [6] Sexurnar
    [7] Sjöurnar
    [8] Átturnar
    [9] Níurnar
    [10] Tíurnar
    [11] Gosarnir
    [12] Drottningarnar
   *[13] Kóngarnir
} gilda allt.

fc-your-hand = Höndin þín
fc-holder-hand = höndin þín
fc-hand = { $header }, { $n ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $n }
    } spil. { $groups }
fc-hand-empty = { $header }: engin spil.
fc-hand-group = { $group }: { $cards }.
fc-group-wild = Gilda allt
## What "You have no { $what }" says of the wild cards and jokers as a group.
fc-wild-cards = spil sem gilda allt
fc-group-by-rank = Eftir gildi
fc-numbered = { $card }, númer { $number }
fc-or-choice = { $before }; eða { $last }

fc-no-rank = óþekkt gildi "{ $given }": gildin eru 3 til 10, gosi, drottning og kóngur
fc-no-card = óþekkt spil "{ $given }": skrifaðu til dæmis hjartasjöa eða 7h; gildin eru 3 til 10, G, D, K; sortirnar eru st, h, c, sp, d
fc-no-card-given = ekkert spil nefnt: skrifaðu til dæmis 7st, Dsp eða stjörnusjöa (gildin eru 3 til 10, G, D, K; sortirnar eru st, h, c, sp, d)
fc-stars-or-spades = "{ $given }" getur verið { $rank }st (stjörnur) eða { $rank }sp (spaðar)
fc-too-many-copies = { $card }: { $count ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $count }
    } eintök, en { $sets ->
        [1] í stokknum
        [2] í tveimur spilastokkum
        [3] í þremur spilastokkum
        [4] í fjórum spilastokkum
       *[other] í { $sets } spilastokkum
    } eru aðeins { $joker ->
        [yes] { $allowed ->
            [1] einn jóker
            [2] tveir jókerar
            [3] þrír jókerar
            [4] fjórir jókerar
           *[other] { $allowed } jókerar
        }
       *[no] { $allowed ->
            [1] eitt
            [2] tvö
            [3] þrjú
            [4] fjögur
           *[other] { $allowed }
        } af hverju spili
    }
fc-name-a-card = Nefndu spil: númer þess á hendinni, til dæmis 3, eða heiti þess, til dæmis 9h eða hjartanía.
fc-no-position = Ekkert spil númer { $given }: { $holder } hefur spil númer 1 til { $count }. Skrifaðu { $listing } til að heyra þau.
fc-card-ambiguous = "{ $given }" getur verið { $choices }. Nefndu það með númeri eða fullu heiti.
fc-none-held = { $yours ->
    [yes] Þú ert ekki með { $what }. Skrifaðu { $listing } til að heyra spilin þín.
   *[no] { $holder } hefur ekki { $what }. Skrifaðu { $listing } til að heyra þau.
}
    .what-case = acc
fc-did-you-mean = Ekkert spil heitir "{ $given }": { $holder } hefur ekkert slíkt. Var það kannski { $choices }?
fc-no-such-card = Ekkert spil heitir "{ $given }": { $holder } hefur ekkert slíkt. Nefndu spil með númeri, til dæmis 3, eða heiti, til dæmis 9h eða hjartanía.
fc-meant-none = Ekkert spil heitir "{ $given }". Ef það á að vera { $card }, { $yours ->
    [yes] þá ertu ekki með það spil. Skrifaðu { $listing } til að heyra spilin þín.
   *[no] þá hefur { $holder } ekki það spil. Skrifaðu { $listing } til að heyra þau.
}
fc-joker-plural = { $case ->
    [acc] jókera
   *[other] jókerar
}

## Identical cards side by side in a list, said once with their count ("two sixes of stars",
## never "six of stars, six of stars"): fc-cards-SUIT is such cards' name in the plural, $ranks
## being fc-ranks-N; fc-alike puts the count ($count, fc-count) before it.
fc-cards-stars = stjörnu{ $ranks }
fc-cards-hearts = hjarta{ $ranks }
fc-cards-clubs = lauf{ $ranks }
fc-cards-spades = spaða{ $ranks }
fc-cards-diamonds = tígul{ $ranks }
# Also offered: $n (the count as a number) and $rank_number (3 to 13), for a count that agrees with its gender.
fc-alike = { $n ->
    [2] { $rank_number ->
        [3] tveir
        [4] tveir
        [11] tveir
        [13] tveir
       *[other] tvær
    } { $cards }
   *[other] { $count } { $cards }
}
