## Vísbendingin (bots/players.py, words/table_lines.py): leikur sem ráð til sætisins, og hvers vegna.

# $why: ástæðan (eitt af sb-why-*), aukasetning á eftir "því að".
sb-hint = Vísbending: { $action }{ $has-why ->
    [yes] , því að { $why }.
   *[no] .
}
sb-hint-none = Engin vísbending: þú átt ekki leik.
# Whether the move after the colon of sb-hint begins with a capital letter: yes or no.
sb-hint-capital = yes

## Leikir sem ráð. $card: sb-card-name, í fallinu sem sögnin tekur (spila og henda: þágufall,
## kaupa: þolfall); $wild "yes" þegar Skip-Bo-spil gildir sem $as, í sama falli og spilið.

sb-do-play-stock = spilaðu { $card }{ $wild ->
    [yes] {" "}sem { $as }
   *[no] {""}
} úr eigin bunka þínum á byggingarbunka { $to }
    .card-case = dat
    .as-case = dat
sb-do-play-discard = spilaðu { $card }{ $wild ->
    [yes] {" "}sem { $as }
   *[no] {""}
} af kastbunka { $pile } á byggingarbunka { $to }
    .card-case = dat
    .as-case = dat
sb-do-play-hand = spilaðu { $card }{ $wild ->
    [yes] {" "}sem { $as }
   *[no] {""}
} af hendi á byggingarbunka { $to }
    .card-case = dat
    .as-case = dat
# $number: sb-number.
sb-do-pay = borgaðu { $coins ->
    [1] einn pening, sem gildir
    [2] tvo peninga, sem gilda
    [3] þrjá peninga, sem gilda
    [4] fjóra peninga, sem gilda
    [one] { $coins } pening, sem gildir
   *[other] { $coins } peninga, sem gilda
} sem { $number }, á byggingarbunka { $to }
sb-do-buy-stock = keyptu { $card } úr { $owner ->
    [you] eigin bunka þínum
   *[other] eigin bunka hjá { $name }
} fyrir einn pening og spilaðu { $wild ->
    [yes] því sem { $as } á
   *[no] því á
} byggingarbunka { $to }
    .card-case = acc
    .as-case = dat
sb-do-buy-discard = keyptu { $card } af { $owner ->
    [you] kastbunka { $pile } hjá þér
   *[other] kastbunka { $pile } hjá { $name }
} fyrir einn pening og spilaðu { $wild ->
    [yes] því sem { $as } á
   *[no] því á
} byggingarbunka { $to }
    .card-case = acc
    .as-case = dat
sb-do-discard = hentu { $card } á kastbunka { $pile }
    .card-case = dat
sb-do-pay-toll = borgaðu tollinn, { $coins ->
    [1] einn pening
    [2] tvo peninga
    [3] þrjá peninga
    [4] fjóra peninga
    [one] { $coins } pening
   *[other] { $coins } peninga
}
sb-do-skip-toll = slepptu tollinum, og þá lýkur umferðinni þinni
sb-do-end = ljúktu umferðinni: höndin er tóm og ekkert er eftir að draga

## Hvers vegna. $stock: talan efst í eigin bunka þínum (sb-number), eða Skip-Bo-spilið.

sb-why-last-stock = síðasta spilið í eigin bunka þínum vinnur spilið
sb-why-stock-first = eigin bunkinn gengur fyrir
sb-why-leads-to-stock = það leiðir að { $stock } í eigin bunka þínum
    .stock-case = dat
sb-why-blocks = þá passar { $number } úr eigin bunka hjá { $name } ekki lengur á byggingarbunka { $to }
sb-why-pay-toll = þegar þú borgar geturðu haldið áfram
sb-why-skip-toll = að halda áfram er ekki peninganna virði
sb-why-refill = þegar höndin tæmist dregurðu fimm ný spil
sb-why-completes = það lýkur bunkanum og losar plássið hans
sb-why-frees = það losar spilið undir því
sb-why-empties-discard = það tæmir kastbunka { $pile } hjá þér
sb-why-closer = það færir byggingarbunka { $to } nær { $stock } í eigin bunka þínum
    .stock-case = dat
sb-why-hand-refills = þú dregur nýtt spil í staðinn í næsta leik
sb-why-only-wilds = þú ert aðeins með Skip-Bo-spil á hendi
sb-why-keep-others = betra er að halda hinum spilunum
sb-why-new-discard = það byrjar nýjan kastbunka
sb-why-in-order = sá kastbunki helst í röð
sb-why-least-needed = það er spilið sem þú þarft síst á að halda
