## Vísbendingar: rök erfiða tölvuleikmannsins (bots/reasons.py, bots/hard.py).

fc-hint-card = { $kind ->
    [joker] jókerinn
    [wild] { $card }, sem gildir allt
   *[card] { $card }
}
fc-hint-run = röð í sömu sort, { $suit }
fc-hint-book = röð í mismunandi sort, { $ranks }
fc-hint-book-wilds = röð í mismunandi sort úr spilum sem gilda allt
fc-hint-empty-pile = Dragðu úr stokknum: bunkinn er tómur.
fc-hint-with-it-out = Með því geturðu lokað.
fc-hint-with-it = Með því skilur besta kastið eftir { $points } stig, { $change ->
    [same] jafnmörg og nú
    [down] færri en { $now } nú
   *[up] fleiri en { $now } nú
}.
fc-hint-take-forced = Taktu { $card }: stokkurinn er tómur.
fc-hint-take-last = Taktu { $card }: í síðasta leik þínum { $out ->
    [yes] geturðu lokað með því
   *[no] skilur það eftir { $points } stig eftir besta kastið
}; spil úr stokknum myndi að meðaltali skilja eftir { $mean }.
fc-hint-take-wild = Taktu { $card }: spil sem gildir allt passar í hvaða röð sem er.
fc-hint-take-meld = Taktu { $card }: það fullgerir þessa röð: { $meld }.
fc-hint-take-keep = Taktu { $card }: það passar við spil sem þú heldur.
fc-hint-draw-last-melds = Dragðu úr stokknum: í síðasta leik þínum er öll höndin í röðum, svo hvað sem þú dregur leggurðu niður án stiga.
fc-hint-draw-melds = Dragðu úr stokknum: öll höndin er í röðum, svo hvað sem þú dregur geturðu lokað.
fc-hint-draw-last = Dragðu úr stokknum: í síðasta leik þínum skilur spil úr stokknum að meðaltali eftir { $mean } stig eftir besta kastið; { $card } myndi skilja eftir { $points }.
fc-hint-draw-no-lower = Dragðu úr stokknum: { $card } lækkar ekki stigin þín, { $points } stig.
fc-hint-draw-not-enough = Dragðu úr stokknum: með { $card } myndi besta kastið skilja eftir { $points } stig, færri en { $now } nú, en það er ekki nóg til að sýna borðinu hvað þú safnar.
fc-hint-go-out = Hentu { $card }: hin spilin eru öll í röðum, svo þú lokar.
fc-hint-discard-last = Hentu { $card }: síðasti leikurinn skilur þig eftir með { $points } stig, eins fá og hægt er.
fc-hint-discard = Hentu { $card }: { $why ->
    [highest] það er hæsta spilið þitt sem hjálpar engri röð
    [loose] það hjálpar engri röð
   *[least] það hjálpar hendinni minnst
}; eftir yrðu { $points } stig.
fc-hint-instead = Ef þú hendir { $card } yrðu { $points } eftir, en { $worth }.
fc-hint-keep-wild = spil sem gildir allt er þess virði að halda þar til einhver lokar
fc-hint-keep-neighbour = { $name } hefur tekið upp spil sem passa við það
fc-hint-keep-outs = það getur enn orðið að röð: { $outs } spil sem myndu fullgera hana geta enn komið
fc-hint-keep-draw = ef þú heldur því gefur næsti dráttur fleiri tækifæri
fc-hint-collecting = { $name } hefur tekið upp { $suit } { $times } sinnum.
