## Mitä pöydässä tapahtuu (words/narration.py). $who on "you" kuuntelijalle, muuten "other" ja $name.
## Kortti on pelata-, siirtää- ja nostaa-verbin kokonaisobjekti (".card-case = acc": "Pelaat
## viitosen kokoamispinoon 2") heti verbin jälkeen, ettei pinon numero ja kortti osu peräkkäin
## ("pinoon 2 yksitoista"). Mitä Skip-Bo-kortti on, sanotaan essiivissä (".as-case = ess"): "ykkösenä".

sb-your-turn = Sinun vuorosi.
sb-turn-of = Vuorossa: { $name }.
sb-draws = { $name } nostaa { $count ->
    [one] yhden kortin
   *[other] { $count } korttia
}.
sb-you-draw-count = Nostat { $count ->
    [one] yhden kortin
   *[other] { $count } korttia
}.
# $cards: luettelo korteista ("kuutosen ja Skip-Bo-kortin"), kokonaisobjektina.
sb-you-draw = Nostat { $cards }.
    .cards-case = acc
sb-reshuffled = Nostopakka loppui: sivuun pannut { $count } korttia sekoitetaan uudeksi nostopakaksi.
# $to: pelaaja, jolle maksetaan (sb-player object: nominatiivi "sinä" tai "Ann", essiivin "saajana" jälkeen).
sb-bought-card = { $who ->
    [you] Maksat
   *[other] { $name } maksaa
} kortista yhden kolikon, saajana { $to }.

## Kortti pelataan kädestä, pöytäpinosta tai poistopinosta. $whose: "mine" (kuuntelijan pino),
## "own" (pelaajan oma), "other" (pelaajan $owner pino).

sb-played-hand = { $who ->
    [you] Pelaat
   *[other] { $name } pelaa
} { $card }{ $wild ->
    [yes] {" "}{ $as }
   *[no] {""}
} kokoamispinoon { $to }.
    .card-case = acc
    .as-case = ess
sb-played-stock = { $who ->
    [you] Pelaat
   *[other] { $name } pelaa
} { $card }{ $wild ->
    [yes] {" "}{ $as }
   *[no] {""}
} { $whose ->
    [mine] pöytäpinostasi
    [own] pöytäpinostaan
   *[other] pöytäpinosta, jonka omistaa { $owner },
} kokoamispinoon { $to }.
    .card-case = acc
    .as-case = ess
sb-played-discard = { $who ->
    [you] Pelaat
   *[other] { $name } pelaa
} { $card }{ $wild ->
    [yes] {" "}{ $as }
   *[no] {""}
} { $whose ->
    [mine] poistopinostasi { $pile }
    [own] poistopinostaan { $pile }
   *[other] poistopinosta { $pile }, jonka omistaa { $owner },
} kokoamispinoon { $to }.
    .card-case = acc
    .as-case = ess
# Ostettu kortti: $seller on pelaaja, jolle maksetaan (sb-player object, nominatiivi), ja sama, jonka pinosta kortti
# tulee; $whose "mine", kun pino oli kuuntelijan (silloin ostaja on muu pelaaja). Nimi ei taivu: "pinosta, jonka omistaa Ann".
sb-bought-stock = { $whose ->
    [mine] { $name } ostaa sinulta yhdellä kolikolla { $card } pöytäpinostasi
   *[other] { $who ->
        [you] Ostat
       *[other] { $name } ostaa
    } yhdellä kolikolla { $card } pöytäpinosta, jonka omistaa { $seller },
} ja { $who ->
    [you] pelaat
   *[other] pelaa
} sen{ $wild ->
    [yes] {" "}{ $as }
   *[no] {""}
} kokoamispinoon { $to }.
    .card-case = acc
    .as-case = ess
sb-bought-discard = { $whose ->
    [mine] { $name } ostaa sinulta yhdellä kolikolla { $card } poistopinostasi { $pile }
   *[other] { $who ->
        [you] Ostat
       *[other] { $name } ostaa
    } yhdellä kolikolla { $card } poistopinosta { $pile }, jonka omistaa { $seller },
} ja { $who ->
    [you] pelaat
   *[other] pelaa
} sen{ $wild ->
    [yes] {" "}{ $as }
   *[no] {""}
} kokoamispinoon { $to }.
    .card-case = acc
    .as-case = ess

## Pöytäpinot.

sb-stock-empty = { $who ->
    [you] Pöytäpinosi on tyhjä.
   *[other] { $name }: pöytäpino on tyhjä.
}
# $brief "yes" jättää pois, montako korttia on jäljellä.
sb-stock-shows = { $who ->
    [you] Pöytäpinosi päällä:
   *[other] { $name }: pöytäpinon päällä
} { $card }{ $brief ->
    [yes] {""}
   *[no] ; jäljellä { $left ->
        [one] yksi kortti
       *[other] { $left } korttia
    }
}.

## Kolikot.

# $number: numero, jonka kolikot korvaavat (sb-number); $brief "yes" jättää pois, missä ne ovat.
sb-paid-for = { $who ->
    [you] Maksat
   *[other] { $name } maksaa
} { $coins ->
    [one] yhden kolikon
   *[other] { $coins } kolikkoa
} kokoamispinoon { $to }, arvoltaan { $number }{ $brief ->
    [yes] .
   *[no] { $coins ->
        [one] ; kolikko jää pinon viereen.
       *[other] ; kolikot jäävät pinon viereen.
    }
}
sb-toll-due = Tulli: { $coins ->
    [one] yksi kolikko
   *[other] { $coins } kolikkoa
}, jotta voit jatkaa.
sb-toll-owed = { $name } joutuu maksamaan tullin, { $coins ->
    [one] yhden kolikon
   *[other] { $coins } kolikkoa
}, jotta vuoro jatkuu.
sb-toll-paid = { $who ->
    [you] Maksat
   *[other] { $name } maksaa
} tullin, { $coins ->
    [one] yhden kolikon
   *[other] { $coins } kolikkoa
}{ $brief ->
    [yes] .
   *[no] { $coins ->
        [one] ; kolikko jää kokoamispinon { $to } viereen.
       *[other] ; kolikot jäävät kokoamispinon { $to } viereen.
    }
}
sb-toll-skipped = { $who ->
    [you] Jätät maksamatta
   *[other] { $name } jättää maksamatta
} tullin, { $coins ->
    [one] yhden kolikon
   *[other] { $coins } kolikkoa
}: { $who ->
    [you] vuorosi
   *[other] vuoro
} päättyy ilman poistoa.
# $total kolikkoa palaa; yksi: saajana $player (sb-player object, "sinä" tai "Ann"), tai useampi: $shares ("sinä 2, Ann 2, Bob 1").
sb-pile-completed = Kokoamispino { $to } on valmis ja pannaan sivuun{ $total ->
    [0] .
    [one] ; sen kolikko palaa, saajana { $player }.
   *[other] ; sen { $total } kolikkoa jaetaan takaisin: { $shares }.
}

## Vuoro.

sb-hand-emptied = { $who ->
    [you] Olet pelannut kaikki käsikorttisi.
   *[other] { $name } on pelannut kaikki käsikorttinsa.
}
sb-discarded = { $who ->
    [you] Siirrät { $card } poistopinoosi { $pile }.
   *[other] { $name } siirtää { $card } poistopinoonsa { $pile }.
}
    .card-case = acc
# $why: "toll" (tullia ei maksettu) tai "empty" (poistettavaa korttia ei ole).
sb-turn-ended = { $who ->
    [you] Vuorosi päättyy
   *[other] { $name } päättää vuoronsa
}: { $why ->
    [toll] tullia ei maksettu
   *[empty] poistettavaa korttia ei ole jäljellä
}.

## Peli alkaa.

sb-game-started = { $stock } korttia pöytäpinoon ja { $coins } kolikkoa kullekin; { $who ->
    [you] sinä aloitat
   *[other] { $name } aloittaa
}.
sb-match-game = Ottelun peli { $number }.
sb-match-first = Ottelun peli 1; ottelu { $points } pisteeseen.
sb-stock-tops = Pöytäpinojen päällä: { $tops }.
# Kuin pistetaulu: "sinä seiska, Ann yksitoista"; sama muoto sinulle ja nimille (nimiä ei taivuteta).
sb-stock-top = { $who ->
    [you] sinä
   *[other] { $name }
} { $card }

## Peli päättyy. $winners: luettelo pelaajista; $subject: "you" (kuuntelija yksin), "one" (yksi
## muu pelaaja) tai "many". $points: kunkin voittajan pisteet.

sb-game-over = Peli päättyi. { $subject ->
    [you] Voitit
    [one] Voittaja: { $winners }
   *[many] Voittajat: { $winners }
}, { $points ->
    [one] { $points } piste
   *[other] { $points } pistettä
}{ $subject ->
    [many] {" "}kullekin
   *[other] {""}
}.
sb-game-stalled = Peli päättyi: kukaan ei voi jatkaa. { $subject ->
    [you] Voitit
    [one] Voittaja: { $winners }
   *[many] Voittajat: { $winners }
}, vähiten kortteja pöytäpinossa, { $points ->
    [one] { $points } piste
   *[other] { $points } pistettä
}{ $subject ->
    [many] {" "}kullekin
   *[other] {""}
}.
sb-totals = Yhteispisteet, voittoon { $target }: { $ranked }.
# $over: "match" ottelun päättyessä, "game" myöhemmin kysyttäessä; $rest: muiden yhteispisteet ($others kpl).
sb-match-won = { $over ->
    [match] Ottelu päättyi.
   *[game] Peli päättyi.
} { $subject ->
    [you] Voitit ottelun
    [one] Ottelun voittaja: { $winners }
   *[many] Ottelun voittajat: { $winners }
}, { $points ->
    [one] { $points } piste
   *[other] { $points } pistettä
}{ $others ->
    [0] .
   *[other] ; { $rest }.
}

## Sanotaan kysyttäessä tai vuoron alkaessa.

sb-turn-then = Pelaa, maksa tai osta kortteja ja päätä vuorosi { $hand ->
    [yes] siirtämällä kortti poistopinoon
   *[no] kirjoittamalla { sb-cmd-end }
}.
# $match: pelin numero ottelussa, 0 jos ei ottelua.
sb-resumed = { $game } jatkuu{ $match ->
    [0] {""}
   *[other] , ottelun peli { $match }
}{ $over ->
    [yes] , ja se on päättynyt.
   *[no] : { $who ->
        [you] sinun vuorosi
       *[other] vuorossa { $name }
    }; pöytäpinoissa jäljellä: { $left }.
}
sb-taken-back = Peruttu.
