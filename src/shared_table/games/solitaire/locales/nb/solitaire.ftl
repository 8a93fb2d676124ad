## Five Crowns-kabal: velkomsten (game.py). Ord spilleren skriver, er kommandoenes norske navn
## (commands.ftl); bordets egne kommandoer kommer inn som variabler.

sol-welcome = Five Crowns-kabal: avslutt alle elleve bunkene før stokken er tom.
sol-welcome-piles = Skriv bunker for å høre dem, og bunke og et nummer for én bunke.
sol-welcome-play = Det vendte kortet legges i en bunke, og et kort fra bunken tas ut.
sol-welcome-type = Skriv spill, bunken, ut og kortet, for eksempel: spill 3 ut { $card }.
sol-welcome-pass = Pass lar det vendte kortet gå; { $undo } tar tilbake et trekk.
sol-welcome-help = Skriv { $help } for alle kommandoene.
sol-stage = kort { $stage } av { $total }

## Det spilleren skriver: ordet før kortet som tas ut, og ordet før nummeret på en bunke.

sol-word-out = ut
sol-word-pile = bunke
# Other ways to type them: "in place of" for out, the pile word as its sentences inflect it; apart by ";".
sol-typed-out = i stedet for
sol-typed-pile = bunken
# Words that may stand between the card turned and the pile word when play names both ("on", "the"), apart by ";".
sol-typed-before-pile = på; i; til; den
# Words for the card turned before the pile ("put it on pile 3"), apart by ";".
sol-typed-the-card = kortet; det; den; det vendte kortet
## $card: the card turned; $given: what was typed before the pile instead.
sol-only-the-turned = Kortet du spiller, er det vendte kortet, { $card }, ikke "{ $given }".

## Bunkene (words/narration.py).

sol-piles = { $count ->
    [one] bunke { $numbers }
   *[other] bunke { $numbers }
}
sol-pile-closed = Bunke { $pile }: avsluttet.
sol-pile-summary = Bunke { $pile }: { $wild ->
    [treere] treerne
    [firere] firerne
    [femmere] femmerne
    [seksere] sekserne
    [sjuere] sjuerne
    [niere] nierne
    [tiere] tierne
    [knekter] knektene
    [damer] damene
    [konger] kongene
   *[other] åtterne
} er jokerkort, { $points } poeng.
sol-piles-open = Åpne bunker: { $open } av { $total }.
sol-piles-closed-list = Avsluttet: { $piles }.
sol-pile-header = Bunke { $pile }: { $wild ->
    [treere] treerne
    [firere] firerne
    [femmere] femmerne
    [seksere] sekserne
    [sjuere] sjuerne
    [niere] nierne
    [tiere] tierne
    [knekter] knektene
    [damer] damene
    [konger] kongene
   *[other] åtterne
} er jokerkort
sol-pile-header-closed = Bunke { $pile }: { $wild ->
    [treere] treerne
    [firere] firerne
    [femmere] femmerne
    [seksere] sekserne
    [sjuere] sjuerne
    [niere] nierne
    [tiere] tierne
    [knekter] knektene
    [damer] damene
    [konger] kongene
   *[other] åtterne
} er jokerkort, avsluttet

## Det vendte kortet og stokken.

sol-card = Kort: { $card }. { $left } kort i stokken.
sol-card-last = Kort: { $card }, det siste kortet.
sol-no-card = Ikke noe kort: spillet er over. Skriv { $new } for et nytt spill.
sol-stock = { $left } kort i stokken, og { $discarded ->
    [0] ingen
   *[other] { $discarded }
} kastet.
sol-stock-empty = Stokken er tom, og { $discarded } kastet.
sol-discards-none = Ingen kastede kort ennå.
sol-discards = { $count } kastet, det siste først: { $cards }.

## Det som skjer.

sol-dealt = Elleve bunker delt ut, 3 til 13 kort; { $stock } kort i stokken.
sol-out-as-dealt = Bunke { $pile } kan gå ut slik den ble delt ut: avsluttet.
sol-closes = Bunke { $pile } er avsluttet. { $closed } av { $total } avsluttet.
sol-passed = Du melder pass: { $card } kastes.
sol-played = Bunke { $pile }: { $card } inn, { $discard } ut og kastet.
sol-won = Du vant! Alle { $total } bunkene er avsluttet, med { $used } kort fra stokken.
sol-lost = Stokken er tom. Spillet er over: { $closed } av { $total } bunker avsluttet; { $open }.
sol-end-won = Du vant: alle { $total } bunkene er avsluttet.
sol-end-lost = Spillet er over: { $closed } av { $total } bunker avsluttet; { $open }.
sol-still-open = { $count ->
    [one] bunke { $numbers } er fortsatt åpen
   *[other] bunke { $numbers } er fortsatt åpne
}
sol-after = Skriv { $new } for et nytt spill, eller { $quit }.
sol-resumed-over = { $game } gjenopptatt: { $closed } av { $total } bunker avsluttet, og spillet er over.
sol-resumed = { $game } gjenopptatt: { $closed } av { $total } bunker avsluttet, { $left } kort i stokken.
sol-standing = Åpne bunker: { $open } av { $total }. Skriv bunker for å høre dem.
sol-taken-back = Tatt tilbake: { $card } er det vendte kortet igjen, og bunkene er som før.
sol-verbosity-unknown = Ukjent detaljnivå "{ $given }": velg { $choices }.

## Avvist: reglene (rules/state.py) og kommandoene (words/commands.py).

sol-over = Spillet er over: start et nytt for å spille igjen.
sol-no-such-pile = Ingen bunke { $pile }: bunkene er 1 til { $total }.
sol-pile-is-closed = Bunke { $pile } er avsluttet: spill i en åpen bunke.
sol-not-in-pile = Bunke { $pile } har ikke { $card } å kaste.
sol-layout-sizes = bunker med { $sizes } kort: en utlegging er { $total } bunker med 3, 4, ..., 13 kort
sol-layout-no-stock = en tom stokk: en utlegging trenger minst ett kort å vende
sol-game-over = Spillet er over. Skriv { $new } for et nytt spill, eller { $quit }.
sol-takes-nothing = Det skal ikke stå noe etter { $name }: skriv bare "{ $name }".
sol-pile-unknown = Ukjent bunke "{ $given }": bunkene har nummer 1 til { $total }. Skriv bunker for å høre de åpne.
sol-which-pile = Hvilken bunke? Skriv bunke og nummeret, 1 til { $total }, for eksempel: bunke 3.
sol-into-which = I hvilken bunke? Det vendte kortet, { $card }, legges i en bunke, og et av kortene der tas ut: skriv spill, nummeret på bunken, ut og kortet, for eksempel: spill 3 ut { $example }.
sol-closed-choose = Bunke { $pile } er avsluttet. Skriv bunker for å høre de åpne.
sol-which-out = Hvilket kort skal ut av bunke { $pile }? Kortet { $card } legges inn, og ett kort går ut: skriv spill { $pile } ut og nummeret eller navnet på kortet; skriv bunke { $pile } for å høre kortene.
sol-straight-out = Kortet { $card } ville gått inn i bunke { $pile } og rett ut igjen: det er å melde pass. Skriv pass for å la det gå, eller oppgi et kort fra bunke { $pile } som skal ut.
sol-in-pile = bunke { $pile }

## Tips (bots/planner.py): planleggerens trekk og hvorfor, i én kort setning.

sol-hint = Tips: { $reason }
sol-hint-closes = Bunke { $pile }: { $card } avslutter den, og { $discard } kastes.
sol-hint-then = Bunke { $pile }: { $card } i stedet for { $discard }; da mangler den { $size ->
    [one] bare ett kort
   *[other] { $size } kort
}: { $needs }.
## The move of a hint said alone ("Pile 7: the six of spades in place of the king of stars"),
## which a person may type back without having asked for the hint (Game.said_moves).
sol-said-move = Bunke { $pile }: { $card } i stedet for { $discard }
sol-hint-more = Bunke { $pile }: { $card } i stedet for { $discard }; { $size } kort til fra stokken avslutter den.
sol-hint-helps = Bunke { $pile }: { $card } i stedet for { $discard }, fra { $before } til { $after } poeng; stokken kan ikke avslutte den.
sol-hint-pass = Pass: ingen bunke trenger { $card }. Skriv pass.
sol-need-card = { $card }
# A card the sentence has named already (the one played, or one needed twice): the same card again, from the other deck. Also offered: $rank_number (3 to 13), for a word that agrees with its gender.
sol-need-another = { $card } igjen
sol-need-wilds = { $count ->
    [one] ett jokerkort
   *[other] { $count } jokerkort
}

## Utleggingen i punktskrift (braille/printouts.py, game.py): utskriftens ord, én linje hver.

sol-braille-intro = Utleggingen i punktskrift, bunke for bunke:
sol-braille-embosser = Bunkene i punktskrift er skrevet for en punktskriver:
sol-braille-title = five crowns kabal
sol-braille-stock = stokk { $count } kort
sol-braille-card = kort { $card }
sol-braille-pile = bunke { $pile } { $wild } jokerkort
sol-braille-pile-closed = bunke { $pile } { $wild } jokerkort avsluttet
sol-braille-wild = jokerkort

## Lagrede trekk (rules/codec.py).

sol-save-card = et kort skrives som 7st eller joker, ikke { $given }
sol-save-move = ikke et lagret trekk: krever do, seat, pile og card, fikk { $given }
sol-save-numbers = ikke et lagret trekk: seat og pile er tall, fikk { $given }
sol-save-bad-card = ikke et lagret trekk: { $problem }, fikk { $given }

## Replay a part at a time, seven cards each (game.py replay_parts).

sol-replay-unit = del
sol-replay-unit-count = { $count ->
    [1] én del
   *[other] { $count } deler
}
sol-replay-heading = { $cards ->
    [0] Del { $number }: utdelingen.
    [1] Del { $number }: kort { $first } fra stokken.
   *[other] Del { $number }: kort { $first } til { $last } fra stokken.
}
