## Synjanir: reglurnar (rules/state.py), það sem var skrifað (words/commands.py, words/reading_typed.py, rules/cards.py), vistaðir leikir (rules/codec.py).

sb-error-players = Skip-Bo er fyrir { $min } til { $max } leikmenn, ekki { $given }
sb-error-over = Spilinu er lokið.
sb-error-no-seat = Enginn situr í sæti { $seat }: { $name } á leik.
sb-error-not-your-turn = { $name } á leik, ekki { $other }.
sb-error-toll-first = Borgaðu fyrst tollinn, { $coins ->
    [1] einn pening
    [2] tvo peninga
    [3] þrjá peninga
    [4] fjóra peninga
    [one] { $coins } pening
   *[other] { $coins } peninga
}, eða ljúktu umferðinni: skrifaðu { sb-say-pay-toll } eða { sb-say-skip-toll }.
sb-error-must-play = Þú borgaðir peninga á byggingarbunka { $place }: spilaðu nú næsta spili á hann.
sb-error-end-with-discard = Umferðinni lýkur með því að henda: settu spil af hendi á kastbunka.
sb-error-not-a-move = ekki leikur í Skip-Bo: { $action }
sb-error-no-building-pile = Það er enginn byggingarbunki { $given }: þeir eru 1 til { $count }.
# $empty "yes": bunkinn er tómur; $needed: sb-a-number; $card: sb-a-card.
sb-error-wont-fit = { $empty ->
    [yes] Byggingarbunki { $place } er tómur: á hann passar ás
   *[no] Á byggingarbunka { $place } passar { $needed }
} eða Skip-Bo-spil, ekki { $card }.
sb-error-top-card = Spil { $source ->
    [discard] af kastbunka
   *[stock] úr eigin bunka
} er alltaf efsta spilið: nefndu ekkert spil.
sb-error-pile-number = Aðeins kastbunki er nefndur með númeri.
sb-error-stock-empty = Sá eigin bunki er tómur.
sb-error-discard-no-card = Á kastbunka { $pile } er ekkert spil til að spila.
sb-error-not-in-hand = Þú ert ekki með þetta spil á hendi.
sb-error-buy-whom = Keyptu af öðrum leikmanni við þetta borð.
sb-error-buy-top = Keyptu efsta spilið úr eigin bunka hans eða af einum kastbunka hans.
sb-error-no-coins = Þú átt enga peninga eftir til að kaupa fyrir.
sb-error-pay-twelve = Á byggingarbunka { $place } kemur næst tólfa, síðasta spilið: peningar geta ekki komið í stað hennar.
sb-error-pay-short = Á byggingarbunka { $place } kemur næst { $needed }: það kostar { $cost ->
    [1] einn pening
    [2] tvo peninga
    [3] þrjá peninga
    [4] fjóra peninga
    [one] { $cost } pening
   *[other] { $cost } peninga
}, og þú átt { $have ->
    [1] einn pening
    [2] tvo peninga
    [3] þrjá peninga
    [4] fjóra peninga
    [one] { $have } pening
   *[other] { $have } peninga
}.
# $paid, $next: sb-a-number; $none "neither" þegar leikmanninum var sagt frá báðum.
sb-error-pay-no-follow = Ef peningar koma í stað spilsins, sem er { $paid }, verður næsta spil að vera { $next } eða Skip-Bo-spil, og þú átt { $none ->
    [neither] hvorugt
   *[none] ekkert slíkt
} til að spila.
sb-error-no-toll = Það er enginn tollur að borga núna.
sb-error-toll-short = Tollurinn er { $due ->
    [1] einn peningur
    [2] tveir peningar
    [3] þrír peningar
    [4] fjórir peningar
    [one] { $due } peningur
   *[other] { $due } peningar
} og þú átt { $have ->
    [1] einn pening
    [2] tvo peninga
    [3] þrjá peninga
    [4] fjóra peninga
    [one] { $have } pening
   *[other] { $have } peninga
}: skrifaðu { sb-say-skip-toll }.
# $card: sb-card-words, í þolfalli á eftir "með".
sb-error-no-such-card = Á hendi ertu ekki með { $card }.
    .card-case = acc
sb-error-no-discard-pile = Það er enginn kastbunki { $given }: þínir eru 1 til { $count }.
sb-error-no-such-card-toll = ekkert Skip-Bo-spil { $number } með tolli upp á { $toll }
sb-error-no-card = ekkert spil "{ $given }": nefndu tölu frá 1 til 12, til dæmis 7 eða sjö, eða sb fyrir Skip-Bo-spil
sb-error-bot-level = ekkert tölvustig "{ $given }": stigin eru { $levels }
sb-error-saved-card = Skip-Bo-spil er skrifað 7, 7t2 eða sb, ekki { $given }
sb-error-verbosity = Ekkert málæði "{ $given }": veldu { $choices }.

## Leikur lagður upp í höndunum, fyrir prófanir (SkipBoState.from_layout).

sb-error-layout-stocks = gefðu { $seats } eigin bunka af sömu stærð, minnst eitt spil í hverjum
sb-error-layout-building = byggingarbunkarnir eru { $count } sæti, hver byggður í röð frá 1 upp í mest 11
sb-error-layout-discards = hver leikmaður hefur { $count } kastbunka, ekki { $given }
sb-error-layout-coins = gefðu hverjum af { $seats } leikmönnum 0 peninga eða fleiri, mest { $box } alls

## Það sem var skrifað (words/commands.py).

sb-error-no-argument = Skipunin { $name } tekur ekkert á eftir sér: skrifaðu bara "{ $name }".
sb-error-over-new = Spilinu er lokið. Skrifaðu { $new } fyrir nýtt spil, eða { $quit }.
sb-error-turn-of = { $name } á leik.
sb-error-not-yet = Ekki strax. { $toll }
sb-error-no-pile = Enginn { $what ->
    [discard] kastbunki
   *[building] byggingarbunki
} "{ $given }": þeir eru númeraðir 1 til { $count }.
# $options: hvert sb-which-option, tengt með "eða".
sb-error-which-card = Hvaða { $number }? Skrifaðu { $options }.
sb-which-option = { $short }, það er { $card }
sb-error-which-discard-pile = Hvaða kastbunki? Nefndu númer hans, til dæmis: { sb-cmd-play } kast 2 á 1.
sb-error-your-stock-empty = Eigin bunki þinn er tómur.
sb-error-not-on-top = Efsta spilið þar er { $card }, ekki það.
sb-error-your-discard-empty = Kastbunki { $pile } hjá þér er tómur.
sb-error-no-source = Ekkert spil "{ $given }": nefndu eigin, spil á hendi eins og 7, sjö, 7t2 eða sb, eða kast og númer bunka.
sb-error-no-player = Enginn leikmaður "{ $given }" { $what ->
    [buy] til að kaupa af
   *[table] við þetta borð
}: nefndu { $others }.

## Spil sem passar hvergi. $said: spilið eins og sb-said-* segir það, alltaf inni í setningu.

sb-said-stock = { $start ->
    [yes] { $card } úr eigin bunka þínum
   *[no] { $card } úr eigin bunka þínum
}
sb-said-discard = { $start ->
    [yes] { $card } af kastbunka { $pile } hjá þér
   *[no] { $card } af kastbunka { $pile } hjá þér
}
sb-said-hand = { $start ->
    [yes] { $card } á hendi
   *[no] { $card } á hendi
}
sb-said-buy-stock = { $card } úr eigin bunka hjá { $name }
sb-said-buy-discard = { $start ->
    [yes] { $card } af kastbunka { $pile } hjá { $name }
   *[no] { $card } af kastbunka { $pile } hjá { $name }
}
sb-error-fits-none = Núna passar { $said } á engan byggingarbunka. { $needs }
sb-error-which-building = Á hvaða byggingarbunka? Á bunka { $piles } passar { $said }: skrifaðu einn þeirra, til dæmis: { $example } á { $first }.
sb-error-paid-elsewhere = Þú borgaðir peninga á byggingarbunka { $must }: þar verður nú að koma { $needed } eða Skip-Bo-spil.
sb-error-no-fit = { $empty ->
    [yes] Byggingarbunki { $place } er tómur: á hann passar ás eða Skip-Bo-spil
   *[no] Á byggingarbunka { $place } passar { $needed } eða Skip-Bo-spil, ekki { $card }
}{ $else ->
    [pay] , eða borgaðu { $cost ->
        [1] einn pening
        [2] tvo peninga
        [3] þrjá peninga
        [4] fjóra peninga
        [one] { $cost } pening
       *[other] { $cost } peninga
    }
    [buy] , eða keyptu slíkt spil fyrir einn pening
   *[none] {""}
}.
sb-error-fits-other = Á byggingarbunka { $piles } passar { $said }.

## Synjanir hverrar skipunar.

sb-error-play-what = Spila hverju? Skrifaðu spila, hvaðan spilið kemur og byggingarbunka, til dæmis: spila eigin á 2, spila 7 á 1 eða spila kast 3 á 2.
sb-error-pay-none = Það er ekki hægt að borga á neinn byggingarbunka núna: þú þarft jafnmarga peninga og talan sem kemur næst, og næsta spil til að spila á hann.
sb-error-pay-which = Borga fyrir hvaða byggingarbunka? Þú getur borgað { $choices }. Skrifaðu til dæmis { sb-cmd-pay } fyrir { $first }.
sb-pay-choice = { $coins ->
    [1] einn pening
    [2] tvo peninga
    [3] þrjá peninga
    [4] fjóra peninga
    [one] { $coins } pening
   *[other] { $coins } peninga
} fyrir bunka { $place }
sb-error-buy-what = Kaupa hvað? Skrifaðu kaupa, leikmann, eigin eða kast og númer bunka, svo byggingarbunkann, til dæmis: kaupa Ann eigin á 3.
sb-error-buy-own = Þínum eigin spilum er spilað, þau eru ekki keypt: skrifaðu { sb-cmd-play }.
sb-error-their-stock-empty = Eigin bunki hjá { $name } er tómur.
sb-error-their-discard-empty = Kastbunki { $pile } hjá { $name } er tómur.
sb-error-buy-source = Kaupa "{ $given }"? Keyptu efsta spilið úr eigin bunka eða af kastbunka, til dæmis: { sb-cmd-buy } { $name } eigin á 3, eða { sb-cmd-buy } { $name } kast 2 á 1.
sb-error-toll-choice = { $typed ->
    [no] Skrifaðu { sb-say-pay-toll } eða { sb-say-skip-toll }.
   *[other] Ekkert "{ $given }" fyrir tollinn: skrifaðu { sb-say-pay-toll } eða { sb-say-skip-toll }.
}
sb-error-discard-what = Hvaða spili, á hvaða kastbunka? Skrifaðu henda, spil og bunka, til dæmis: henda 9 á 2.
sb-error-discard-which = Á hvern kastbunka þinn, 1 til { $count }? Skrifaðu { sb-cmd-discards } til að heyra þá, og svo til dæmis: { sb-cmd-discard } { $short } á 1.
sb-error-end-discard = Umferðinni lýkur með því að henda: skrifaðu henda, spil og bunka, til dæmis: henda 9 á 2.
# $hand: höndin (sb-hand).
sb-error-not-held = Á hendi ertu ekki með { $card }. { $hand }
    .card-case = acc
## A card put on "pile N", which could be either kind; $building and $discard are the piles' words.
sb-error-pile-kind = Hvaða bunki { $pile }: { $building } { $pile } eða { $discard } { $pile }? Segðu hvor.
