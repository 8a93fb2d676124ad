## Vísbendingar: rök erfiða tölvuleikmannsins (bots/reasons.py, bots/hard.py).

fc-hint-card = { $kind ->
    [joker] { $case ->
        [dat] jókernum
        [gen] jókersins
       *[other] jókerinn
    }
    [wild] { $card }, sem gildir allt
   *[card] { $card }
}
fc-hint-run = röð í sömu sort, { $suit }
fc-hint-book = röð í mismunandi sort, { $ranks }
fc-hint-book-wilds = röð í mismunandi sort úr spilum sem gilda allt
fc-hint-empty-pile = Dragðu úr stokknum: bunkinn er tómur.
fc-hint-take-forced = Taktu úr bunkanum { $card }. Stokkurinn er tómur.
    .card-case = acc
fc-hint-take-last = Taktu úr bunkanum { $card }. { $out ->
    [yes] Með því lokarðu í síðasta leik þínum
   *[no] Í síðasta leik þínum skilur það eftir { $points ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $points }
    } stig; spil úr stokknum myndi að meðaltali skilja eftir { $mean }
}.
    .card-case = acc
fc-hint-take-wild = Taktu úr bunkanum { $card }. Spil sem gildir allt passar í hvaða röð sem er.
    .card-case = acc
fc-hint-take-meld = Taktu úr bunkanum { $card }. Það fullgerir { $meld }.
    .card-case = acc
fc-hint-take-keep = Taktu úr bunkanum { $card }. Það passar við spil sem þú heldur eftir.
    .card-case = acc
fc-hint-draw-last-melds = Dragðu úr stokknum: öll höndin er í röðum, svo þú leggur niður án stiga.
fc-hint-draw-melds = Dragðu úr stokknum: öll höndin er í röðum, svo þú getur lokað, hvað sem þú dregur.
fc-hint-draw-last = Dragðu úr stokknum: í síðasta leik þínum skilur hann að meðaltali eftir { $mean ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $mean }
    } stig; { $card } myndi skilja eftir { $points }.
fc-hint-draw-no-lower = Dragðu úr stokknum: { $card } lækkar ekki stigin þín úr { $points ->
        [1] einu
        [2] tveimur
        [3] þremur
        [4] fjórum
       *[other] { $points }
    }.
fc-hint-draw-not-enough = Dragðu úr stokknum: { $card } lækkar stigin ekki nógu mikið til að það borgi sig að sýna hinum hvað þú safnar.
fc-hint-go-out = Hentu { $card }. Hin spilin eru öll í röðum, svo þú lokar.
    .card-case = dat
fc-hint-discard-last = Hentu { $card }. Síðasti leikurinn skilur þig eftir með { $points ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $points }
    } stig, eins fá og hægt er.
    .card-case = dat
fc-hint-discard = Hentu { $card }. { $why ->
    [highest] Það er hæsta spilið þitt sem hjálpar engri röð
    [loose] Það hjálpar engri röð
    [wild] Jafnvel spil sem gildir allt myndar enga röð með þessum spilum
   *[least] Það hjálpar hendinni minnst
}; eftir yrðu { $points ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $points }
    } stig.
    .card-case = dat
fc-hint-discard-keep = Hentu { $card }. Haltu eftir { $keep }, því { $worth }.
    .card-case = dat
    .keep-case = dat
fc-hint-keep-wild = spil sem gildir allt er þess virði að halda þar til einhver lokar
fc-hint-keep-neighbour = { $name } hefur tekið upp spil sem passa við það
fc-hint-keep-outs = það getur enn orðið að röð
fc-hint-keep-draw = þá eru meiri líkur á að næsta spil úr stokknum nýtist
