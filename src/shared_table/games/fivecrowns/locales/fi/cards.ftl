## Five Crownsin kortit: arvot, maat ja korttien nimet. Kortti on yksi sana, maa ensin: "herttaseiska",
## "patakuningas". Arvo taipuu lauseen sijassa ($case: gen, part, ela): "luopuu patakuninkaasta".

fc-rank-3 = { $case ->
    [gen] kolmosen
    [part] kolmosta
    [ela] kolmosesta
   *[other] kolmonen
}
fc-rank-4 = { $case ->
    [gen] nelosen
    [part] nelosta
    [ela] nelosesta
   *[other] nelonen
}
fc-rank-5 = { $case ->
    [gen] viitosen
    [part] viitosta
    [ela] viitosesta
   *[other] viitonen
}
fc-rank-6 = { $case ->
    [gen] kuutosen
    [part] kuutosta
    [ela] kuutosesta
   *[other] kuutonen
}
fc-rank-7 = { $case ->
    [gen] seiskan
    [part] seiskaa
    [ela] seiskasta
   *[other] seiska
}
fc-rank-8 = { $case ->
    [gen] kahdeksikon
    [part] kahdeksikkoa
    [ela] kahdeksikosta
   *[other] kahdeksikko
}
fc-rank-9 = { $case ->
    [gen] yhdeksikön
    [part] yhdeksikköä
    [ela] yhdeksiköstä
   *[other] yhdeksikkö
}
fc-rank-10 = { $case ->
    [gen] kympin
    [part] kymppiä
    [ela] kympistä
   *[other] kymppi
}
fc-rank-11 = { $case ->
    [gen] sotamiehen
    [part] sotamiestä
    [ela] sotamiehestä
   *[other] sotamies
}
fc-rank-12 = { $case ->
    [gen] kuningattaren
    [part] kuningatarta
    [ela] kuningattaresta
   *[other] kuningatar
}
fc-rank-13 = { $case ->
    [gen] kuninkaan
    [part] kuningasta
    [ela] kuninkaasta
   *[other] kuningas
}

## Monikko; partitiivi ($case part) on luvun jälkeinen yksikön partitiivi: "kaksi kolmosta".
fc-ranks-3 = { $case ->
    [part] kolmosta
   *[other] kolmoset
}
fc-ranks-4 = { $case ->
    [part] nelosta
   *[other] neloset
}
fc-ranks-5 = { $case ->
    [part] viitosta
   *[other] viitoset
}
fc-ranks-6 = { $case ->
    [part] kuutosta
   *[other] kuutoset
}
fc-ranks-7 = { $case ->
    [part] seiskaa
   *[other] seiskat
}
fc-ranks-8 = { $case ->
    [part] kahdeksikkoa
   *[other] kahdeksikot
}
fc-ranks-9 = { $case ->
    [part] yhdeksikköä
   *[other] yhdeksiköt
}
fc-ranks-10 = { $case ->
    [part] kymppiä
   *[other] kympit
}
fc-ranks-11 = { $case ->
    [part] sotamiestä
   *[other] sotamiehet
}
fc-ranks-12 = { $case ->
    [part] kuningatarta
   *[other] kuningattaret
}
fc-ranks-13 = { $case ->
    [part] kuningasta
   *[other] kuninkaat
}

fc-rank-words-3 = kolme, kolmonen
fc-rank-words-4 = neljä, nelonen
fc-rank-words-5 = viisi, viitonen
fc-rank-words-6 = kuusi, kuutonen
fc-rank-words-7 = seitsemän, seiska
fc-rank-words-8 = kahdeksan, kahdeksikko, kasi
fc-rank-words-9 = yhdeksän, yhdeksikkö, ysi
fc-rank-words-10 = kymmenen, kymppi
fc-rank-words-11 = sotamies, jätkä
fc-rank-words-12 = kuningatar, rouva, akka
fc-rank-words-13 = kuningas, kunkku

fc-suit-stars = { $case ->
    [part] tähtiä
    [gen] tähtien
   *[other] tähdet
}
fc-suit-hearts = { $case ->
    [part] herttoja
    [gen] herttojen
   *[other] hertat
}
fc-suit-clubs = { $case ->
    [part] ristejä
    [gen] ristien
   *[other] ristit
}
fc-suit-spades = { $case ->
    [part] patoja
    [gen] patojen
   *[other] padat
}
fc-suit-diamonds = { $case ->
    [part] ruutuja
    [gen] ruutujen
   *[other] ruudut
}

fc-suit-words-stars = tähti
fc-suit-words-hearts = hertta
fc-suit-words-clubs = risti
fc-suit-words-spades = pata
fc-suit-words-diamonds = ruutu

fc-card-stars = tähti{ $rank }
fc-card-hearts = hertta{ $rank }
fc-card-clubs = risti{ $rank }
fc-card-spades = pata{ $rank }
fc-card-diamonds = ruutu{ $rank }

fc-joker = { $case ->
    [gen] jokerin
    [part] jokeria
    [ela] jokerista
   *[other] jokeri
}
fc-joker-words = jokerit

fc-count = { $n ->
    [0] nolla
    [1] yksi
    [2] kaksi
    [3] kolme
    [4] neljä
    [5] viisi
    [6] kuusi
    [7] seitsemän
    [8] kahdeksan
    [9] yhdeksän
    [10] kymmenen
    [11] yksitoista
    [12] kaksitoista
    [13] kolmetoista
   *[other] { $n }
}

fc-a-joker = { $case ->
    [gen] jokerin
    [part] jokeria
    [ela] jokerista
   *[other] jokeri
}
fc-a-wild = { $case ->
    [gen] villin
    [part] villiä
    [ela] villistä
   *[other] villi
} { $card }
fc-the-card = { $card }
fc-the-wild = { $case ->
    [gen] villin
    [part] villiä
    [ela] villistä
   *[other] villi
} { $card }
fc-jokers = { $n ->
    [1] jokeri
   *[other] { $count } jokeria
}
fc-wilds = { $n ->
    [1] villi { $rank }
   *[other] { $count } villiä { $ranks }
}
    .ranks-case = part

fc-wild-sentence = { $rank ->
    [3] Kolmoset
    [4] Neloset
    [5] Viitoset
    [6] Kuutoset
    [7] Seiskat
    [8] Kahdeksikot
    [9] Yhdeksiköt
    [10] Kympit
    [11] Sotamiehet
    [12] Kuningattaret
   *[13] Kuninkaat
} ovat villejä kortteja.

fc-your-hand = Kätesi
fc-holder-hand = kätesi
fc-hand = { $header }, { $n ->
    [one] { $n } kortti
   *[other] { $n } korttia
}. { $groups }
fc-hand-empty = { $header }: ei kortteja.
fc-hand-group = { $group }: { $cards }.
fc-group-wild = Villit
## What "You have no { $what }" says of the wild cards and jokers as a group.
fc-wild-cards = villejä kortteja
fc-group-by-rank = Arvoittain
fc-numbered = { $card }, numero { $number }
fc-or-choice = { $before }; tai { $last }

fc-no-rank = ei arvoa "{ $given }": arvot ovat numerot kolmesta kymmeneen sekä J, Q ja K
fc-no-card = ei korttia "{ $given }": kirjoita esimerkiksi herttaseiska tai 7h; arvot ovat numerot kolmesta kymmeneen sekä J, Q ja K; maat ovat st, h, c, sp ja d
fc-no-card-given = korttia ei annettu: kirjoita esimerkiksi 7st, Qsp tai tähtiseiska (arvot ovat numerot kolmesta kymmeneen sekä J, Q ja K; maat ovat st, h, c, sp ja d)
fc-stars-or-spades = "{ $given }" voi olla { $rank }st (tähdet) tai { $rank }sp (padat)
fc-too-many-copies = { $card }, { $count } kappaletta: pakoissa on vain { $allowed } { $joker ->
    [yes] jokeria
   *[no] kutakin korttia
}{ $sets ->
    [1] {""}
   *[other] , kun pakkoja on { $sets }
}
fc-name-a-card = Nimeä kortti: sen numero käden luettelossa, esimerkiksi 3, tai sen nimi, esimerkiksi 9h tai herttayhdeksikkö.
fc-no-position = Ei korttia { $given }: { $holder }, kortteja vain { $count }. Kirjoita { $listing }, niin kuulet ne.
fc-card-ambiguous = "{ $given }" voi olla { $choices }. Sano numerolla tai koko nimellä, mikä niistä.
fc-none-held = { $yours ->
    [yes] Kädessäsi ei ole { $what }. Kirjoita { $listing }, niin kuulet korttisi.
   *[no] { $holder }: siinä ei ole { $what }. Kirjoita { $listing }, niin kuulet ne.
}
    .what-case = part
fc-did-you-mean = Ei korttia "{ $given }" ({ $holder }). Tarkoititko tätä: { $choices }?
fc-no-such-card = Ei korttia "{ $given }" ({ $holder }). Nimeä se numerolla, esimerkiksi 3, tai nimellä, esimerkiksi 9h tai herttayhdeksikkö.
fc-meant-none = Ei korttia "{ $given }": jos tarkoitit korttia { $card }, { $yours ->
    [yes] sitä ei ole kädessäsi. Kirjoita { $listing }, niin kuulet korttisi.
   *[no] sitä ei ole: { $holder }. Kirjoita { $listing }, niin kuulet ne.
}
fc-joker-plural = { $case ->
    [part] jokereita
   *[other] jokerit
}

## Identical cards side by side in a list, said once with their count ("two sixes of stars",
## never "six of stars, six of stars"): fc-cards-SUIT is such cards' name in the plural, $ranks
## being fc-ranks-N; fc-alike puts the count ($count, fc-count) before it.
fc-cards-stars = tähti{ $ranks }
fc-cards-hearts = hertta{ $ranks }
fc-cards-clubs = risti{ $ranks }
fc-cards-spades = pata{ $ranks }
fc-cards-diamonds = ruutu{ $ranks }
# Also offered: $n (the count as a number) and $rank_number (3 to 13), for a count that agrees with its gender.
fc-alike = { $count } { $cards }
    .cards-case = part
