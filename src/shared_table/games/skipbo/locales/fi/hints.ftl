## Vihje (bots/players.py, words/table_lines.py): siirto neuvona pelaajalle, ja miksi.

sb-hint = Vihje: { $action }{ $has-why ->
    [yes] : { $why }.
   *[no] .
}
sb-hint-none = Ei vihjettä: nyt ei ole sinun vuorosi.
# Whether the move after the colon of sb-hint begins with a capital letter: yes or no.
sb-hint-capital = yes

## Siirrot neuvoina. $card: sb-card-name, käskyn objektina perusmuodossa ("pelaa seiska"); sija def
## on perusmuoto, jonka tulli on "yhden kolikon tullilla" (cards.ftl); $wild "yes", kun
## Skip-Bo-kortti korvaa kortin $as.

sb-do-play-stock = pelaa { $card }{ $wild ->
    [yes] {" "}{ $as }
   *[no] {""}
} pöytäpinostasi kokoamispinoon { $to }
    .card-case = def
    .as-case = ess
sb-do-play-discard = pelaa { $card }{ $wild ->
    [yes] {" "}{ $as }
   *[no] {""}
} poistopinostasi { $pile } kokoamispinoon { $to }
    .card-case = def
    .as-case = ess
sb-do-play-hand = pelaa kädestäsi { $card }{ $wild ->
    [yes] {" "}{ $as }
   *[no] {""}
} kokoamispinoon { $to }
    .card-case = def
    .as-case = ess
# $number: sb-number.
sb-do-pay = maksa { $coins ->
    [one] yksi kolikko
   *[other] { $coins } kolikkoa
} kokoamispinoon { $to }, arvoltaan { $number }
sb-do-buy-stock = osta { $card }{ $wild ->
    [yes] {" "}{ $as }
   *[no] {""}
} yhdellä kolikolla { $owner ->
    [you] pöytäpinostasi
   *[other] pöytäpinosta, jonka omistaa { $name },
} ja pelaa se kokoamispinoon { $to }
    .card-case = def
    .as-case = ess
sb-do-buy-discard = osta { $card }{ $wild ->
    [yes] {" "}{ $as }
   *[no] {""}
} yhdellä kolikolla { $owner ->
    [you] poistopinostasi { $pile }
   *[other] poistopinosta { $pile }, jonka omistaa { $name },
} ja pelaa se kokoamispinoon { $to }
    .card-case = def
    .as-case = ess
sb-do-discard = siirrä { $card } poistopinoosi { $pile }
    .card-case = def
sb-do-pay-toll = maksa tulli, { $coins ->
    [one] yksi kolikko
   *[other] { $coins } kolikkoa
}
sb-do-skip-toll = jätä tulli maksamatta, jolloin vuorosi päättyy
sb-do-end = päätä vuorosi: kätesi on tyhjä eikä nostettavaa ole

## Miksi. $stock: pöytäpinosi kortin numero (sb-number) tai Skip-Bo-kortti.

sb-why-last-stock = pöytäpinosi viimeinen kortti voittaa pelin
sb-why-stock-first = pöytäpino ensin
sb-why-leads-to-stock = se vie kohti pöytäpinosi korttia, joka on { $stock }
sb-why-blocks = sitten kokoamispinoon { $to } ei enää käy { $number }, jonka { $name } haluaisi pelata pöytäpinostaan
sb-why-pay-toll = maksamalla voit jatkaa pelaamista
sb-why-skip-toll = jatkaminen ei ole kolikoiden arvoista
sb-why-refill = kun kätesi tyhjenee, nostat viisi uutta korttia
sb-why-completes = se tekee pinosta valmiin ja vapauttaa sen paikan
sb-why-frees = se vapauttaa alla olevan kortin
sb-why-empties-discard = se tyhjentää poistopinosi { $pile }
sb-why-closer = se vie kokoamispinoa { $to } lähemmäs pöytäpinosi korttia, joka on { $stock }
sb-why-hand-refills = nostat sen tilalle uuden kortin seuraavalla vuorolla
sb-why-only-wilds = kädessäsi on vain Skip-Bo-kortteja
sb-why-keep-others = muut korttisi ovat arvokkaampia pitää
sb-why-new-discard = se aloittaa uuden poistopinon
sb-why-in-order = se poistopino pysyy järjestyksessä
sb-why-least-needed = sitä korttia tarvitset vähiten
