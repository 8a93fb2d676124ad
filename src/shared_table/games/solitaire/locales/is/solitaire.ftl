## Five Crowns kapall: kveðjan (game.py). Orðin sem leikmaðurinn skrifar eru íslensk heiti
## skipananna (commands.ftl); skipanir borðsins sjálfs koma inn sem breytur.

sol-welcome = Five Crowns kapall: lokaðu öllum ellefu bunkunum áður en stokkurinn klárast.
sol-welcome-piles = Skrifaðu bunkar til að heyra þá, og bunki og númer til að heyra einn bunka.
sol-welcome-play = Spilið sem er snúið upp fer í bunka og eitt spil úr þeim bunka fer út.
sol-welcome-type = Skrifaðu spila, bunkann, út og spilið, til dæmis: spila 3 út { $card }.
sol-welcome-pass = Skipunin sleppa lætur spilið sem er snúið upp fara; skipunin { $undo } tekur leik til baka.
sol-welcome-help = Skrifaðu { $help } til að heyra allar skipanir.
sol-stage = spil { $stage } af { $total }

## Það sem leikmaðurinn skrifar: orðið á undan spilinu sem fer út og orðið á undan númeri bunka.

sol-word-out = út
sol-word-pile = bunki
# Other ways to type them: "in place of" for out, the pile word as its sentences inflect it; apart by ";".
sol-typed-out = í staðinn fyrir; í stað
sol-typed-pile = bunka; bunkann
# Words that may stand between the card turned and the pile word when play names both ("on", "the"), apart by ";".
sol-typed-before-pile = á; í
# Words for the card turned before the pile ("put it on pile 3"), apart by ";".
sol-typed-the-card = spilið; það; spilinu
## $card: the card turned; $given: what was typed before the pile instead.
sol-only-the-turned = Spilið sem þú spilar er það sem er snúið upp: { $card }. "{ $given }" er það ekki.

## Bunkarnir (words/narration.py).

sol-piles = { $count ->
    [one] bunki { $numbers }
   *[other] bunkar { $numbers }
}
sol-pile-closed = Bunki { $pile }: lokaður.
sol-pile-summary = Bunki { $pile }: { $wild } gilda allt, { $points ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $points }
    } stig.
sol-piles-open = Opnir bunkar: { $open } af { $total }.
sol-piles-closed-list = Lokaðir: { $piles }.
sol-pile-header = Bunki { $pile }: { $wild } gilda allt
sol-pile-header-closed = Bunki { $pile }: { $wild } gilda allt, lokaður

## Spilið sem er snúið upp og stokkurinn.

sol-card = Spil: { $card }. { $left ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $left }
    } spil eftir í stokknum.
sol-card-last = Spil: { $card }, síðasta spilið.
sol-no-card = Ekkert spil: kaplinum er lokið. Skrifaðu { $new } til að fá nýjan kapal.
sol-stock = { $left ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $left }
    } spil eftir í stokknum, og búið að henda { $discarded ->
        [0] engu spili
        [1] einu spili
        [2] tveimur spilum
        [3] þremur spilum
        [4] fjórum spilum
        [one] { $discarded } spili
       *[other] { $discarded } spilum
    }.
sol-stock-empty = Stokkurinn er tómur, og búið að henda { $discarded ->
    [0] engu spili
    [1] einu spili
    [2] tveimur spilum
    [3] þremur spilum
    [4] fjórum spilum
    [one] { $discarded } spili
   *[other] { $discarded } spilum
}.
sol-discards-none = Engu spili hefur verið hent enn.
sol-discards = Búið að henda { $count ->
    [0] engu spili
    [1] einu spili
    [2] tveimur spilum
    [3] þremur spilum
    [4] fjórum spilum
    [one] { $count } spili
   *[other] { $count } spilum
}, síðasta fyrst: { $cards }.

## Það sem gerist.

sol-dealt = Ellefu bunkar lagðir niður, 3 til 13 spil; { $stock ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $stock }
    } spil í stokknum.
sol-out-as-dealt = Bunki { $pile } gengur upp eins og hann var gefinn: lokaður.
sol-closes = Bunki { $pile } lokast. Lokaðir bunkar: { $closed } af { $total }.
sol-passed = Þú sleppir { $card }, sem fer út.
    .card-case = dat
sol-played = Bunki { $pile }: { $card } inn, { $discard } út.
sol-won = Þú vannst! Allir { $total } bunkarnir lokaðir, með { $used ->
    [2] tveimur spilum
    [3] þremur spilum
    [4] fjórum spilum
    [one] { $used } spili
   *[other] { $used } spilum
} úr stokknum.
sol-lost = Stokkurinn er búinn. Kaplinum er lokið. Lokaðir bunkar: { $closed } af { $total }; { $open }.
sol-end-won = Þú vannst: allir { $total } bunkarnir lokaðir.
sol-end-lost = Kaplinum er lokið. Lokaðir bunkar: { $closed } af { $total }; { $open }.
sol-still-open = { $count ->
    [one] bunki { $numbers } er enn opinn
   *[other] bunkar { $numbers } eru enn opnir
}
sol-after = Skrifaðu { $new } til að fá nýjan kapal, eða { $quit }.
sol-resumed-over = Kapall hafinn aftur: { $game }. Lokaðir bunkar: { $closed } af { $total }, og kaplinum er lokið.
sol-resumed = Kapall hafinn aftur: { $game }. Lokaðir bunkar: { $closed } af { $total }, { $left ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $left }
    } spil eftir í stokknum.
sol-standing = Opnir bunkar: { $open } af { $total }. Skrifaðu bunkar til að heyra þá.
sol-taken-back = Tekið til baka: { $card } er aftur spilið sem er snúið upp, og bunkarnir eru eins og áður.
sol-verbosity-unknown = Óþekkt orðmælgi "{ $given }": veldu { $choices }.

## Hafnað: reglurnar (rules/state.py) og skipanirnar (words/commands.py).

sol-over = Kaplinum er lokið: byrjaðu nýjan kapal til að spila aftur.
sol-no-such-pile = Enginn bunki { $pile }: bunkarnir eru 1 til { $total }.
sol-pile-is-closed = Bunki { $pile } er lokaður: settu í opinn bunka.
sol-not-in-pile = Í bunka { $pile } er ekki { $card } til að henda.
sol-layout-sizes = bunkar með { $sizes } spilum: uppröðun er { $total } bunkar með 3, 4, ..., 13 spilum
sol-layout-no-stock = tómur stokkur: uppröðun þarf að minnsta kosti eitt spil til að snúa upp
sol-game-over = Kaplinum er lokið. Skrifaðu { $new } til að fá nýjan kapal, eða { $quit }.
sol-takes-nothing = Ekkert á að koma á eftir { $name }: skrifaðu bara "{ $name }".
sol-pile-unknown = Enginn bunki "{ $given }": bunkarnir eru númeraðir 1 til { $total }. Skrifaðu bunkar til að heyra þá opnu.
sol-which-pile = Hvaða bunki? Skrifaðu bunki og númer hans, 1 til { $total }, til dæmis: bunki 3.
sol-into-which = Í hvaða bunka? Spilið sem er snúið upp, { $card }, fer í bunka og eitt af spilum hans fer út: skrifaðu spila, númer bunkans, út og spilið, til dæmis: spila 3 út { $example }.
sol-closed-choose = Bunki { $pile } er lokaður. Skrifaðu bunkar til að heyra þá opnu.
sol-which-out = Hvaða spil fer út úr bunka { $pile }? Spilið { $card } fer inn og eitt spil fer út: skrifaðu spila { $pile } út og númer eða nafn spilsins; skrifaðu bunki { $pile } til að heyra spilin í honum.
sol-straight-out = Spilið { $card } færi í bunka { $pile } og beint út aftur: það er að sleppa. Skrifaðu sleppa til að láta það fara, eða nefndu spil úr bunka { $pile } sem á að fara út.
sol-in-pile = bunki { $pile }

## Vísbendingar (bots/planner.py): leikur skipuleggjandans og hvers vegna, í einni stuttri setningu.
## "vanta" tekur þolfall: "þá vantar eitt spil: spaðaþrist".

sol-hint = Vísbending: { $reason }
sol-hint-closes = Bunki { $pile }: { $card } lokar honum, og { $discard } fer út.
sol-hint-then = Bunki { $pile }: { $card } inn, { $discard } út; þá vantar { $size ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $size }
    } spil: { $needs }.
    .needs-case = acc
## The move of a hint said alone ("Pile 7: the six of spades in place of the king of stars"),
## which a person may type back without having asked for the hint (Game.said_moves).
sol-said-move = Bunki { $pile }: { $card } inn, { $discard } út
sol-hint-more = Bunki { $pile }: { $card } inn, { $discard } út; { $size ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $size }
    } spil í viðbót úr stokknum { $size ->
        [one] lokar
       *[other] loka
    } honum.
sol-hint-helps = Bunki { $pile }: { $card } inn, { $discard } út, stigin fara úr { $before } í { $after }; stokkurinn getur ekki lokað honum.
sol-hint-pass = Slepptu { $card }; enginn bunki þarf á því spili að halda. Skrifaðu sleppa.
    .card-case = dat
sol-need-card = { $card }
# A card the sentence has named already (the one played, or one needed twice): the same card again, from the other deck. Also offered: $rank_number (3 to 13), for a word that agrees with its gender.
sol-need-another = { $rank_number ->
    [3] annan
    [4] annan
    [11] annan
    [13] annan
   *[other] aðra
} { $card }
sol-need-wilds = { $count ->
    [one] eitt spil sem gildir allt
   *[other] { $count ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $count }
    } spil sem gilda allt
}

## Uppröðunin á blindraletri (braille/printouts.py, game.py): orð útprentsins, ein lína hvert.

sol-braille-intro = Uppröðunin á blindraletri, bunki fyrir bunka:
sol-braille-embosser = Bunkarnir á blindraletri, skrifaðir fyrir blindraletursprentara:
sol-braille-title = five crowns kapall
sol-braille-stock = stokkur { $count ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $count }
    } spil
sol-braille-card = spil { $card }
sol-braille-pile = bunki { $pile } { $wild } gilda allt
sol-braille-pile-closed = bunki { $pile } { $wild } gilda allt lokaður
sol-braille-wild = gilda

## Vistaðir leikir (rules/codec.py).

sol-save-card = spil er skrifað eins og 7st eða joker, ekki { $given }
sol-save-move = ekki vistaður leikur: þarf do, seat, pile og card, fékk { $given }
sol-save-numbers = ekki vistaður leikur: seat og pile eru tölur, fékk { $given }
sol-save-bad-card = ekki vistaður leikur: { $problem }, fékk { $given }

## Replay a part at a time, seven cards each (game.py replay_parts).

sol-replay-unit = hluti
sol-replay-unit-count = { $count ->
    [1] einn hluti
    [one] { $count } hluti
   *[other] { $count } hlutar
}
sol-replay-heading = { $cards ->
    [0] Hluti { $number }: gjöfin.
    [1] Hluti { $number }: spil { $first } úr stokknum.
   *[other] Hluti { $number }: spil { $first } til { $last } úr stokknum.
}
