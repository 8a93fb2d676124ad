## Torjunnat: säännöt (rules/state.py), kirjoitettu (words/commands.py, words/reading_typed.py, rules/cards.py), tallennetut pelit (rules/codec.py).

sb-error-players = Skip-Bo-peliin tarvitaan vähintään { $min } ja enintään { $max } pelaajaa, ei { $given }
sb-error-over = Peli on päättynyt.
sb-error-no-seat = Paikalla { $seat } ei istu kukaan. Vuorossa on { $name }.
sb-error-not-your-turn = Vuorossa on { $name }, ei { $other }.
sb-error-toll-first = Maksa ensin tulli, { $coins ->
    [one] yksi kolikko
   *[other] { $coins } kolikkoa
}, tai päätä vuorosi: kirjoita { sb-say-pay-toll } tai { sb-say-skip-toll }.
sb-error-must-play = Maksoit kolikoita kokoamispinoon { $place }: pelaa nyt seuraava kortti sen päälle.
sb-error-end-with-discard = Vuorosi päättyy poistoon: siirrä kortti kädestäsi poistopinoon.
sb-error-not-a-move = ei Skip-Bo-siirto: { $action }
sb-error-no-building-pile = Kokoamispinoa { $given } ei ole: kokoamispinoja on { $count }.
# $empty "yes": pinossa ei ole vielä korttia; $needed: sb-a-number; $card: sb-a-card.
sb-error-wont-fit = { $empty ->
    [yes] Kokoamispino { $place } on tyhjä: siihen käy ykkönen
   *[no] Kokoamispinoon { $place } käy { $needed }
} tai Skip-Bo-kortti, ei { $card }.
sb-error-top-card = Kortti { $source ->
    [discard] poistopinosta
   *[stock] pöytäpinosta
} on aina sen päällimmäinen kortti: älä nimeä korttia.
sb-error-pile-number = Numerolla nimetään vain poistopino.
sb-error-stock-empty = Se pöytäpino on tyhjä.
sb-error-discard-no-card = Poistopinossa { $pile } ei ole pelattavaa korttia.
sb-error-not-in-hand = Sitä korttia ei ole kädessäsi.
sb-error-buy-whom = Osta toiselta pelaajalta tämän pöydän ääressä.
sb-error-buy-top = Osta päällimmäinen kortti hänen pöytäpinostaan tai jostakin hänen poistopinostaan.
sb-error-no-coins = Sinulla ei ole enää kolikoita, joilla ostaa.
sb-error-pay-twelve = Kokoamispinoon { $place } tarvitaan kaksitoista, viimeinen kortti: kolikoilla ei voi korvata sitä.
sb-error-pay-short = Kokoamispinoon { $place } tarvitaan { $needed }: se maksaa { $cost ->
    [one] yhden kolikon
   *[other] { $cost } kolikkoa
}, ja sinulla on { $have ->
    [one] yksi kolikko
   *[other] { $have } kolikkoa
}.
# $paid, $next: sb-a-number; $none "neither", kun pelaajalle kerrottiin molemmat.
sb-error-pay-no-follow = Jos maksat kolikoilla, korvattu kortti on { $paid } ja sen jälkeen sinun on pelattava pinoon { $next } tai Skip-Bo-kortti, eikä sinulla ole { $none ->
    [neither] kumpaakaan
   *[none] sellaista
} pelattavana.
sb-error-no-toll = Nyt ei ole tullia maksettavana.
sb-error-toll-short = Tulli on { $due ->
    [one] yksi kolikko
   *[other] { $due } kolikkoa
}, ja sinulla on { $have ->
    [one] yksi kolikko
   *[other] { $have } kolikkoa
}: kirjoita { sb-say-skip-toll }.
# $card: sb-card-words, partitiivissa kieltolauseessa.
sb-error-no-such-card = Kädessäsi ei ole { $card }.
    .card-case = part
sb-error-no-discard-pile = Poistopinoa { $given } ei ole: sinulla on { $count } poistopinoa.
sb-error-no-such-card-toll = ei Skip-Bo-korttia { $number }, jonka tulli on { $toll }
sb-error-no-card = ei korttia "{ $given }": anna numero yhdestä kahteentoista, esimerkiksi 7 tai seiska, tai sb Skip-Bo-kortille
sb-error-bot-level = ei tietokonetasoa "{ $given }": tasot ovat { $levels }
sb-error-saved-card = Skip-Bo-kortti kirjoitetaan 7, 7t2 tai sb, ei { $given }
sb-error-verbosity = Puheliaisuutta "{ $given }" ei ole: valitse { $choices }.

## Käsin aseteltu peli testejä varten (SkipBoState.from_layout).

sb-error-layout-stocks = anna { $seats } samankokoista pöytäpinoa, kuhunkin vähintään yksi kortti
sb-error-layout-building = kokoamispinoille on { $count } paikkaa, kukin koottu järjestyksessä yhdestä enintään yhteentoista
sb-error-layout-discards = jokaisella pelaajalla on { $count } poistopinoa, ei { $given }
sb-error-layout-coins = anna kullekin { $seats } pelaajalle 0 tai enemmän kolikoita, yhteensä enintään { $box }

## Kirjoitettu (words/commands.py).

sb-error-no-argument = Komennon { $name } perään ei tule mitään: kirjoita pelkkä "{ $name }".
sb-error-over-new = Peli on päättynyt. Kirjoita { $new }, niin saat uuden pelin, tai { $quit }.
sb-error-turn-of = Vuorossa on { $name }.
sb-error-not-yet = Ei vielä. { $toll }
sb-error-no-pile = Ei { $what ->
    [discard] poistopinoa
   *[building] kokoamispinoa
} "{ $given }": { $what ->
    [discard] poistopinoja
   *[building] kokoamispinoja
} on { $count }, ja ne nimetään numerolla.
# $options: kukin sb-which-option, "tai"-sanalla yhdistettyinä.
sb-error-which-card = Mikä { $number }? Kirjoita { $options }.
sb-which-option = { $short } eli { $card }
sb-error-which-discard-pile = Mikä poistopino? Anna sen numero, esimerkiksi: { sb-cmd-play } poistopinosta 2 pinoon 1.
sb-error-your-stock-empty = Pöytäpinosi on tyhjä.
sb-error-not-on-top = Päällimmäinen kortti siellä on { $card }, ei se.
sb-error-your-discard-empty = Poistopinosi { $pile } on tyhjä.
sb-error-no-source = Ei korttia "{ $given }": nimeä pöytäpino, käsikortti kuten 7, seiska, 7t2 tai sb, tai poistopino ja sen numero.
sb-error-no-player = Ei pelaajaa "{ $given }" { $what ->
    [buy] jolta ostaa
   *[table] tämän pöydän ääressä
}: nimeä { $others }.

## Kortti, joka ei käy mihinkään. $said: kortti niin kuin sb-said-* sen sanoo.

sb-said-stock = { $start ->
    [yes] { $card } pöytäpinostasi
   *[no] { $card } pöytäpinostasi
}
    .card-case = def
sb-said-discard = { $start ->
    [yes] { $card } poistopinostasi { $pile }
   *[no] { $card } poistopinostasi { $pile }
}
    .card-case = def
sb-said-hand = { $start ->
    [yes] { $card } kädestäsi
   *[no] { $card } kädestäsi
}
    .card-case = def
sb-said-buy-stock = { $card } pöytäpinosta, jonka omistaa { $name }
    .card-case = def
sb-said-buy-discard = { $start ->
    [yes] { $card } poistopinosta { $pile }, jonka omistaa { $name }
   *[no] { $card } poistopinosta { $pile }, jonka omistaa { $name }
}
    .card-case = def
sb-error-fits-none = Mihinkään kokoamispinoon ei nyt käy { $said }. { $needs }
sb-error-which-building = Mihin kokoamispinoon? Pinoihin { $piles } käy { $said }: kirjoita pino, esimerkiksi: { $example } pinoon { $first }.
sb-error-paid-elsewhere = Maksoit kolikoita kokoamispinoon { $must }: pelaa nyt sen päälle { $needed } tai Skip-Bo-kortti.
sb-error-no-fit = { $empty ->
    [yes] Kokoamispino { $place } on tyhjä: aloita se ykkösellä tai Skip-Bo-kortilla
   *[no] Kokoamispinoon { $place } tarvitaan { $needed }, ei { $card }: pelaa { $needed } tai Skip-Bo-kortti
}{ $else ->
    [pay] {" "}tai maksa { $cost ->
        [one] yksi kolikko
       *[other] { $cost } kolikkoa
    }
    [buy] {" "}tai osta sellainen yhdellä kolikolla
   *[none] {""}
}.
sb-error-fits-other = Kokoamispinoon { $piles } käy { $said }.

## Kunkin komennon omat torjunnat.

sb-error-play-what = Mitä pelaat? Kirjoita pelaa, mistä kortti tulee ja kokoamispino, esimerkiksi: pelaa pöytäpinosta pinoon 2, pelaa 7 pinoon 1 tai pelaa poistopinosta 3 pinoon 2.
sb-error-pay-none = Mihinkään kokoamispinoon ei voi nyt maksaa: tarvitset yhtä monta kolikkoa kuin pinoon tarvittavan kortin numero ja seuraavan kortin pelattavaksi sen päälle.
sb-error-pay-which = Mihin kokoamispinoon maksat? Voit maksaa { $choices }. Kirjoita esimerkiksi { sb-cmd-pay } { $first }.
sb-pay-choice = { $coins ->
    [one] yhden kolikon
   *[other] { $coins } kolikkoa
} pinoon { $place }
sb-error-buy-what = Mitä ostat? Kirjoita osta, pelaaja, pöytäpinosta tai poistopinosta ja pinon numero, sitten kokoamispino, esimerkiksi: osta Ann pöytäpinosta pinoon 3.
sb-error-buy-own = Omat korttisi pelataan, niitä ei osteta: kirjoita { sb-cmd-play }.
sb-error-their-stock-empty = { $name }: pöytäpino on tyhjä.
sb-error-their-discard-empty = { $name }: poistopino { $pile } on tyhjä.
sb-error-buy-source = Ostatko "{ $given }"? Osta päällimmäinen kortti pöytäpinosta tai poistopinosta, esimerkiksi: { sb-cmd-buy } { $name } pöytäpinosta pinoon 3, tai { sb-cmd-buy } { $name } poistopinosta 2 pinoon 1.
sb-error-toll-choice = { $typed ->
    [no] Kirjoita { sb-say-pay-toll } tai { sb-say-skip-toll }.
   *[other] Tullille ei ole valintaa "{ $given }": kirjoita { sb-say-pay-toll } tai { sb-say-skip-toll }.
}
sb-error-discard-what = Mikä kortti ja mihin poistopinoon? Kirjoita poista, kortti ja pino, esimerkiksi: poista 9 pinoon 2.
sb-error-discard-which = Mihin poistopinoistasi? Niitä on { $count }. Kirjoita { sb-cmd-discards }, niin kuulet ne, ja sitten esimerkiksi: { sb-cmd-discard } { $short } pinoon 1.
sb-error-end-discard = Vuorosi päättyy poistoon: kirjoita poista, kortti ja pino, esimerkiksi: poista 9 pinoon 2.
# $hand: käsi (sb-hand).
sb-error-not-held = Kädessäsi ei ole { $card }. { $hand }
    .card-case = part
## A card put on "pile N", which could be either kind; $building and $discard are the piles' words.
sb-error-pile-kind = Mikä pino { $pile }: { $building } { $pile } vai { $discard } { $pile }? Sano kumpi.
