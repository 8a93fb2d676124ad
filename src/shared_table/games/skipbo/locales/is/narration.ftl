## Það sem gerist við borðið (words/narration.py). $who er "you" fyrir þann sem hlustar, annars "other"
## með $name. Spil beygist eftir sögninni, sem eigindin nefnir: spila og henda taka þágufall
## (".card-case = dat": "Þú spilar fimmu"), draga tekur þolfall ("Þú dregur tvist"). Skip-Bo-spil
## sem gildir sem annað spil stendur í sama falli og það ("spilar Skip-Bo-spili sem fimmu").

sb-your-turn = Þú átt leik.
sb-turn-of = { $name } á leik.
sb-draws = { $name } dregur { $count ->
    [1] eitt spil
   *[other] { $count ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $count }
    } spil
}.
sb-you-draw-count = Þú dregur { $count ->
    [1] eitt spil
   *[other] { $count ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $count }
    } spil
}.
# $cards: listi af spilum ("sexu og Skip-Bo-spil"), í þolfalli.
sb-you-draw = Þú dregur { $cards }.
    .cards-case = acc
sb-reshuffled = Stokkurinn kláraðist: { $count ->
    [one] { $count } spili sem var lagt
   *[other] { $count } spilum sem voru lögð
} til hliðar er stokkað í nýjan stokk.
# $to: sá sem fær borgað (sb-player, þágufall).
sb-bought-card = { $who ->
    [you] Þú borgar
   *[other] { $name } borgar
} { $to } einn pening fyrir spil.

## Spil spilað af hendi, úr eigin bunka eða af kastbunka. $whose: "mine" (bunki þess sem hlustar),
## "own" (bunki leikmannsins sjálfs), "other" (bunki $owner).

sb-played-hand = { $who ->
    [you] Þú spilar
   *[other] { $name } spilar
} { $card }{ $wild ->
    [yes] {" "}sem { $as }
   *[no] {""}
} á byggingarbunka { $to }.
    .card-case = dat
    .as-case = dat
sb-played-stock = { $who ->
    [you] Þú spilar
   *[other] { $name } spilar
} { $card }{ $wild ->
    [yes] {" "}sem { $as }
   *[no] {""}
} úr { $whose ->
    [mine] eigin bunka þínum
    [own] eigin bunka
   *[other] eigin bunka hjá { $owner }
} á byggingarbunka { $to }.
    .card-case = dat
    .as-case = dat
sb-played-discard = { $who ->
    [you] Þú spilar
   *[other] { $name } spilar
} { $card }{ $wild ->
    [yes] {" "}sem { $as }
   *[no] {""}
} af { $whose ->
    [mine] kastbunka { $pile } hjá þér
    [own] kastbunka { $pile }
   *[other] kastbunka { $pile } hjá { $owner }
} á byggingarbunka { $to }.
    .card-case = dat
    .as-case = dat
# Keypt spil: $seller er sá sem fær borgað (sb-player, þágufall); $whose "mine" þegar bunkinn var hlustandans.
sb-bought-stock = { $who ->
    [you] Þú borgar { $seller } einn pening og spilar
   *[other] { $name } borgar { $seller } einn pening og spilar
} { $card }{ $wild ->
    [yes] {" "}sem { $as }
   *[no] {""}
} úr { $whose ->
    [mine] eigin bunka þínum
   *[other] eigin bunka þess leikmanns
} á byggingarbunka { $to }.
    .card-case = dat
    .as-case = dat
sb-bought-discard = { $who ->
    [you] Þú borgar { $seller } einn pening og spilar
   *[other] { $name } borgar { $seller } einn pening og spilar
} { $card }{ $wild ->
    [yes] {" "}sem { $as }
   *[no] {""}
} af { $whose ->
    [mine] kastbunka { $pile } hjá þér
   *[other] kastbunka { $pile } þess leikmanns
} á byggingarbunka { $to }.
    .card-case = dat
    .as-case = dat

## Eigin bunkar.

sb-stock-empty = { $who ->
    [you] Eigin bunki þinn
   *[other] Eigin bunki hjá { $name }
} er tómur.
# $brief "yes" sleppir því hve mörg spil eru eftir.
sb-stock-shows = Efst í { $who ->
    [you] eigin bunka þínum
   *[other] eigin bunka hjá { $name }
}: { $card }{ $brief ->
    [yes] {""}
   *[no] ; { $left ->
        [1] eitt spil
       *[other] { $left ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $left }
    } spil
    } eftir
}.

## Peningar.

# $number: talan sem peningarnir gilda sem (sb-number); $brief "yes" sleppir því hvar þeir liggja.
sb-paid-for = { $who ->
    [you] Þú borgar
   *[other] { $name } borgar
} { $coins ->
    [1] einn pening, sem gildir
    [2] tvo peninga, sem gilda
    [3] þrjá peninga, sem gilda
    [4] fjóra peninga, sem gilda
    [one] { $coins } pening, sem gildir
   *[other] { $coins } peninga, sem gilda
} sem { $number }, á byggingarbunka { $to }{ $brief ->
    [yes] .
   *[no] { $coins ->
        [one] ; peningurinn liggur við bunkann.
       *[other] ; þeir liggja við bunkann.
    }
}
sb-toll-due = Tollur: { $coins ->
    [1] einn peningur
    [2] tveir peningar
    [3] þrír peningar
    [4] fjórir peningar
    [one] { $coins } peningur
   *[other] { $coins } peningar
} til að halda áfram.
sb-toll-owed = { $name } þarf að borga toll upp á { $coins ->
    [1] einn pening
    [2] tvo peninga
    [3] þrjá peninga
    [4] fjóra peninga
    [one] { $coins } pening
   *[other] { $coins } peninga
} til að halda áfram.
sb-toll-paid = { $who ->
    [you] Þú borgar
   *[other] { $name } borgar
} tollinn, { $coins ->
    [1] einn pening
    [2] tvo peninga
    [3] þrjá peninga
    [4] fjóra peninga
    [one] { $coins } pening
   *[other] { $coins } peninga
}{ $brief ->
    [yes] .
   *[no] { $coins ->
        [one] ; peningurinn liggur við byggingarbunka { $to }.
       *[other] ; þeir liggja við byggingarbunka { $to }.
    }
}
sb-toll-skipped = { $who ->
    [you] Þú borgar ekki
   *[other] { $name } borgar ekki
} tollinn, { $coins ->
    [1] einn pening
    [2] tvo peninga
    [3] þrjá peninga
    [4] fjóra peninga
    [one] { $coins } pening
   *[other] { $coins } peninga
}: { $who ->
    [you] umferðinni þinni lýkur
   *[other] umferðinni lýkur
}, án þess að henda spili.
# $total peningar fara aftur; einn til $player (sb-player, þágufall), eða fleiri eins og $shares ("þú 2, Ann 2, Bob 1").
sb-pile-completed = Byggingarbunka { $to } er lokið og hann fer til hliðar{ $total ->
    [0] .
    [1] ; eini peningurinn við hann er gefinn { $player }.
   *[other] ; { $total ->
        [2] tveimur
        [3] þremur
        [4] fjórum
       *[other] { $total }
    } { $total ->
        [one] peningi
       *[other] peningum
    } við hann er skipt aftur: { $shares }.
}

## Leikurinn.

sb-hand-emptied = { $who ->
    [you] Þú hefur
   *[other] { $name } hefur
} spilað öllum spilunum á hendinni.
sb-discarded = { $who ->
    [you] Þú hendir { $card } á kastbunka { $pile }.
   *[other] { $name } hendir { $card } á kastbunka { $pile }.
}
    .card-case = dat
# $why: "toll" (tollurinn ekki borgaður) eða "empty" (ekkert spil eftir til að henda).
sb-turn-ended = { $who ->
    [you] Umferðinni þinni lýkur
   *[other] { $name } á ekki lengur leik
}: { $why ->
    [toll] tollurinn var ekki borgaður
   *[empty] ekkert spil er eftir til að henda
}.

## Leikur hefst.

sb-game-started = { $stock ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $stock }
    } spil í eigin bunka og { $coins ->
        [1] einn peningur
        [2] tveir peningar
        [3] þrír peningar
        [4] fjórir peningar
        [one] { $coins } peningur
       *[other] { $coins } peningar
    } á mann; { $who ->
    [you] þú átt fyrsta leik
   *[other] { $name } á fyrsta leik
}.
sb-match-game = Spil { $number } í keppninni.
sb-match-first = Spil 1 í keppni upp í { $points ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $points }
    } stig.
sb-stock-tops = Efst í eigin bunkum: { $tops }.
sb-stock-top = { $who ->
    [you] hjá þér
   *[other] hjá { $name }
} { $card }

## Leik lýkur. $winners: listi af leikmönnum; $subject: "you" (hlustandinn einn), "one" (einn
## annar leikmaður) eða "many". $points: stig hvers sigurvegara.

sb-game-over = Spilinu er lokið. { $subject ->
    [you] Þú vinnur
    [one] Sigurvegari: { $winners }
   *[many] Sigurvegarar: { $winners }
}, með { $points ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $points }
    } stig{ $subject ->
    [many] {" "}hvert
   *[other] {""}
}.
sb-game-stalled = Spilinu er lokið: enginn getur spilað áfram. { $subject ->
    [you] Þú vinnur
    [one] Sigurvegari: { $winners }
   *[many] Sigurvegarar: { $winners }
}, með fæst spil eftir í eigin bunka og { $points ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $points }
    } stig{ $subject ->
    [many] {" "}hvert
   *[other] {""}
}.
sb-totals = Samtals, { $target } til sigurs: { $ranked }.
# $over: "match" þegar keppninni lýkur, "game" þegar spurt er seinna; $rest: samtölur hinna ($others talsins).
sb-match-won = { $over ->
    [match] Keppninni er lokið.
   *[game] Spilinu er lokið.
} { $subject ->
    [you] Þú vinnur keppnina
    [one] Sigurvegari keppninnar: { $winners }
   *[many] Sigurvegarar keppninnar: { $winners }
}, með { $points ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $points }
    } stig{ $others ->
    [0] .
   *[other] ; { $rest }.
}

## Sagt þegar spurt er, eða þegar leikur hefst.

sb-turn-then = Spilaðu, borgaðu fyrir eða keyptu spil, og { $hand ->
    [yes] hentu svo spili á kastbunka
   *[no] skrifaðu svo { sb-cmd-end }
} til að ljúka umferðinni.
# $match: númer leiksins í keppni, 0 ef ekki keppni.
sb-resumed = { $game } heldur áfram{ $match ->
    [0] {""}
   *[other] , spil { $match } í keppninni
}{ $over ->
    [yes] , og spilinu er lokið.
   *[no] : { $who ->
        [you] þú átt leik
       *[other] { $name } á leik
    }; spil eftir í eigin bunkum: { $left }.
}
sb-taken-back = Tekið til baka.
