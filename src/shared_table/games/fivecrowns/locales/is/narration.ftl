## Sögumaðurinn (words/narration.py). $who er "you" fyrir leikmanninn sjálfan, annars "other" með $name.
## Nafn leikmanns beygist ekki: það er frumlag ("Bob á leik") eða stendur á eftir tvípunkti.
## Spil beygist eftir sögninni (.card-case = dat: "Bob hendir spaðagosa").

fc-you = þú
fc-score = { $name } { $points }
fc-taken-back = Tekið til baka.
fc-no-verbosity = Óþekkt nákvæmnistig "{ $given }": veldu { $choices }.

fc-cards-each = { $n ->
    [3] Þrjú
    [4] Fjögur
    [5] Fimm
    [6] Sex
    [7] Sjö
    [8] Átta
    [9] Níu
    [10] Tíu
    [11] Ellefu
    [12] Tólf
    [13] Þrettán
   *[other] { $n }
} spil á mann.
fc-round-started = Umferð { $round }. { $cards } { $wild } { $who ->
    [you] Þú gefur.
   *[other] { $name } gefur.
}
fc-at-the-table = Við borðið: { $names }.
fc-welcome = Five Crowns: ellefu umferðir, og sá sem fær fæst stig vinnur. Skrifaðu { $help } til að heyra skipanirnar.
fc-round-started-full = Jókerar gilda líka allt. { $who ->
    [you] Þú átt fyrsta leik.
   *[other] { $name } á fyrsta leik.
}
fc-top-discard = Efst í bunkanum: { $card }.
fc-stock-reshuffled = Stokkurinn kláraðist: spilin úr bunkanum voru stokkuð í nýjan stokk, { $n ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $n }
    } spil.

fc-you-draw = Þú dregur { $card }{ $position ->
    [0] {""}
   *[other] , númer { $position }
}.
    .card-case = acc
fc-draws = { $who ->
    [you] Þú dregur
   *[other] { $name } dregur
} úr stokknum.
fc-takes = { $who ->
    [you] Þú tekur
   *[other] { $name } tekur
} úr bunkanum { $card }{ $position ->
    [0] {""}
   *[other] , númer { $position }
}.
    .card-case = acc
fc-takes-only-card = { $name } tekur úr bunkanum { $card }. Stokkurinn er tómur, svo það var eina spilið sem hægt var að taka.
    .card-case = acc
fc-discards = { $who ->
    [you] Þú hendir
   *[other] { $name } hendir
} { $card }.
    .card-case = dat
fc-goes-out = { $who ->
    [you] Þú lokar og hendir
   *[other] { $name } lokar og hendir
} { $card }.
    .card-case = dat
fc-last-turns = Allir hinir eiga síðasta leik: { $names }.
# Said to the player who plays first of the last turns: their own is said next ("Your last turn.").
## $count: how many play after you; one of them is named alone.
fc-last-turns-after-you = { $count ->
    [1] { $names } á líka síðasta leik á eftir þér.
   *[other] Á eftir þér eiga allir hinir síðasta leik: { $names }.
}
fc-last-turn = { $who ->
    [you] Þú átt
   *[other] { $name } á
} síðasta leik.
fc-left-with = { $who ->
    [you] Þú
   *[other] { $name }
} { $points ->
    [0] sleppur við öll stig
   *[other] situr uppi með { $points ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $points }
    } stig
}.
fc-lays-down = { $who ->
    [you] Þú leggur
   *[other] { $name } leggur
} { $melds ->
    [0] ekkert niður
    [1] niður eina röð
    [2] niður tvær raðir
    [3] niður þrjár raðir
    [4] niður fjórar raðir
   *[other] niður { $melds } raðir
} og { $points ->
    [0] sleppur við öll stig
   *[other] situr uppi með { $points ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $points }
    } stig
}.

fc-round-scores = Stig í umferð { $round }: { $scores }.
fc-round-totals = Samtals: { $totals }.
fc-game-over = Spilinu er lokið. { $who ->
    [you] Þú vinnur
   *[other] { $name } vinnur
} með { $points ->
        [0] engin
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $points }
    } stig.
fc-game-over-tie = Spilinu er lokið. Jafnir sigurvegarar, með { $points ->
        [0] engin
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $points }
    } stig hver: { $names }.
fc-game-over-others = { $scores }.

fc-stock = Í stokknum: { $n ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $n }
    } spil.
fc-discard-empty = Bunkinn er tómur.
fc-wild-info = { $wild } Jókerar gilda alltaf allt. Umferð { $round } af { $rounds }.
fc-no-scores = Engin umferð talin enn: allir eru með 0.
fc-totals-after = Samtals eftir umferð { $rounds } af { $all }: { $scores }.
fc-round-points = Umferð { $round }: { $scores }.
fc-so-far = Í þessari umferð hingað til: { $scores }.
fc-round-of = Umferð { $round } af { $rounds }.
fc-dealt = { $who ->
    [you] Þú gafst.
   *[other] { $name } gaf.
}
fc-went-out = { $who ->
    [you] Þú lokaðir.
   *[other] { $name } lokaði.
}
fc-laid-and-left = { $who ->
    [you] Þú lagðir
   *[other] { $name } lagði
} { $melds ->
    [0] ekkert niður
    [1] niður eina röð
    [2] niður tvær raðir
    [3] niður þrjár raðir
    [4] niður fjórar raðir
   *[other] niður { $melds } raðir
} og { $points ->
    [0] { $who ->
        [you] fékkst
       *[other] fékk
    } engin stig
   *[other] { $who ->
        [you] sast
       *[other] sat
    } uppi með { $points ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $points }
    } stig
}.
fc-last-to-play = Síðasti leikur eftir: { $names }.
fc-cards-held = Spil á hendi: { $held }.
fc-resumed-over = Haldið áfram með { $game }. Umferð { $round } af { $rounds }, og spilinu er lokið.
fc-resumed-mine = Haldið áfram með { $game }. Umferð { $round } af { $rounds }, { $last ->
    [yes] þinn síðasti leikur
   *[no] þú átt leik
}, { $drawn ->
    [yes] þú hefur dregið
   *[no] þú hefur ekki dregið enn
}.
fc-resumed-other = Haldið áfram með { $game }. Umferð { $round } af { $rounds }, { $name } á leik.
fc-their-turn = { $name } á leik.
fc-your-turn = { $last ->
    [yes] Þinn síðasti leikur
   *[no] Þú átt leik
}.
fc-now-discard = Hentu nú spili.
fc-turn-discard = { $last ->
    [yes] Þinn síðasti leikur
   *[no] Þú átt leik
}: hentu spili. Skrifaðu henda og númer eða heiti spilsins.
fc-turn-draw = { $last ->
    [yes] Þinn síðasti leikur
   *[no] Þú átt leik
}: dragðu úr stokknum. Skrifaðu draga.
fc-turn-take = { $last ->
    [yes] Þinn síðasti leikur
   *[no] Þú átt leik
}: stokkurinn er tómur, taktu úr bunkanum { $card }. Skrifaðu taka.
    .card-case = acc
fc-turn-draw-or-take = { $last ->
    [yes] Þinn síðasti leikur
   *[no] Þú átt leik
}: dragðu úr stokknum eða taktu úr bunkanum { $card }. Skrifaðu draga eða taka.
    .card-case = acc
fc-no-melds = Ekkert hefur verið lagt niður í þessari umferð.
fc-seat-melds = { $who ->
    [you] Þú lagðir
   *[other] { $name } lagði
} niður { $melds ->
    [1] eina röð
    [2] tvær raðir
    [3] þrjár raðir
    [4] fjórar raðir
   *[other] { $melds } raðir
}:
fc-laid-this-round = Lagt niður í þessari umferð:
## picks: what a player took from the discard pile this round; $cards is a list of cards.
fc-picks = { $who ->
    [you] Þú hefur tekið
   *[other] { $name } hefur tekið
} úr bunkanum { $cards }.
    .cards-case = acc
fc-picks-nothing = { $who ->
    [you] Þú hefur ekkert tekið
   *[other] { $name } hefur ekkert tekið
} úr bunkanum í þessari umferð.
fc-picks-none = Enginn hefur tekið úr bunkanum í þessari umferð.
fc-no-player = Enginn leikmaður heitir "{ $given }": leikmennirnir eru { $names }.
