## Five Crowns-kabale: velkomsten (game.py). Ord, spilleren skriver, er kommandoernes danske navne
## (commands.ftl); bordets egne kommandoer kommer ind som variabler.

sol-welcome = Five Crowns-kabale: afslut alle elleve bunker, før restbunken slipper op.
sol-welcome-piles = Skriv bunker for at høre dem, og bunke og et nummer for én bunke.
sol-welcome-play = Det vendte kort kommer i en bunke, og et kort fra bunken kommer ud.
sol-welcome-type = Skriv spil, bunken, ud og kortet, for eksempel: spil 3 ud { $card }.
sol-welcome-pass = Pas lader det vendte kort gå; { $undo } tager et træk tilbage.
sol-welcome-help = Skriv { $help } for alle kommandoer.
sol-stage = kort { $stage } af { $total }

## Det, spilleren skriver: ordet før kortet, der kommer ud, og ordet før en bunkes nummer.

sol-word-out = ud
sol-word-pile = bunke
# Other ways to type them: "in place of" for out, the pile word as its sentences inflect it; apart by ";".
sol-typed-out = i stedet for
sol-typed-pile = bunken
# Words that may stand between the card turned and the pile word when play names both ("on", "the"), apart by ";".
sol-typed-before-pile = på; i; til; den
# Words for the card turned before the pile ("put it on pile 3"), apart by ";".
sol-typed-the-card = kortet; det; den; det vendte kort
## $card: the card turned; $given: what was typed before the pile instead.
sol-only-the-turned = Det kort, du spiller, er det vendte kort, { $card }, ikke "{ $given }".

## Bunkerne (words/narration.py).

sol-piles = { $count ->
    [one] bunke { $numbers }
   *[other] bunke { $numbers }
}
sol-pile-closed = Bunke { $pile }: afsluttet.
sol-pile-summary = Bunke { $pile }: { $wild ->
    [treere] treerne
    [firere] firerne
    [femmere] femmerne
    [seksere] sekserne
    [syvere] syverne
    [ottere] otterne
    [niere] nierne
    [tiere] tierne
    [dronninger] dronningerne
    [konger] kongerne
   *[other] bønderne
} er trumf, { $points } point.
sol-piles-open = Åbne bunker: { $open } af { $total }.
sol-piles-closed-list = Afsluttet: { $piles }.
sol-pile-header = Bunke { $pile }: { $wild ->
    [treere] treerne
    [firere] firerne
    [femmere] femmerne
    [seksere] sekserne
    [syvere] syverne
    [ottere] otterne
    [niere] nierne
    [tiere] tierne
    [dronninger] dronningerne
    [konger] kongerne
   *[other] bønderne
} er trumf
sol-pile-header-closed = Bunke { $pile }: { $wild ->
    [treere] treerne
    [firere] firerne
    [femmere] femmerne
    [seksere] sekserne
    [syvere] syverne
    [ottere] otterne
    [niere] nierne
    [tiere] tierne
    [dronninger] dronningerne
    [konger] kongerne
   *[other] bønderne
} er trumf, afsluttet

## Det vendte kort og restbunken.

sol-card = Kort: { $card }. { $left } kort i restbunken.
sol-card-last = Kort: { $card }, det sidste kort.
sol-no-card = Intet kort: spillet er slut. Skriv { $new } for et nyt spil.
sol-stock = { $left } kort i restbunken, og { $discarded ->
    [0] ingen
   *[other] { $discarded }
} kasseret.
sol-stock-empty = Restbunken er tom, og { $discarded } kasseret.
sol-discards-none = Ingen kasserede kort endnu.
sol-discards = { $count } kasseret, det sidste først: { $cards }.

## Det, der sker.

sol-dealt = Elleve bunker lagt ud, 3 til 13 kort; { $stock } kort i restbunken.
sol-out-as-dealt = Bunke { $pile } kan afsluttes, som den blev lagt ud: afsluttet.
sol-closes = Bunke { $pile } afsluttes. { $closed } af { $total } afsluttet.
sol-passed = Du melder pas: { $card } kasseres.
sol-played = Bunke { $pile }: { $card } ind, { $discard } ud og kasseret.
sol-won = Du har vundet! Alle { $total } bunker er afsluttet, med { $used } kort fra restbunken.
sol-lost = Restbunken er tom. Spillet er slut: { $closed } af { $total } bunker afsluttet; { $open }.
sol-end-won = Du har vundet: alle { $total } bunker er afsluttet.
sol-end-lost = Spillet er slut: { $closed } af { $total } bunker afsluttet; { $open }.
sol-still-open = { $count ->
    [one] bunke { $numbers } er stadig åben
   *[other] bunke { $numbers } er stadig åbne
}
sol-after = Skriv { $new } for et nyt spil, eller { $quit }.
sol-resumed-over = Genoptaget { $game }: { $closed } af { $total } bunker afsluttet, og spillet er slut.
sol-resumed = Genoptaget { $game }: { $closed } af { $total } bunker afsluttet, { $left } kort i restbunken.
sol-standing = Åbne bunker: { $open } af { $total }. Skriv bunker for at høre dem.
sol-taken-back = Taget tilbage: { $card } er igen det vendte kort, og bunkerne er som før.
sol-verbosity-unknown = Intet detaljeniveau "{ $given }": vælg { $choices }.

## Afvist: reglerne (rules/state.py) og kommandoerne (words/commands.py).

sol-over = Spillet er slut: start et nyt for at spille igen.
sol-no-such-pile = Ingen bunke { $pile }: bunkerne er 1 til { $total }.
sol-pile-is-closed = Bunke { $pile } er afsluttet: spil i en åben bunke.
sol-not-in-pile = Bunke { $pile } har ingen { $card } at kassere.
sol-layout-sizes = bunker med { $sizes } kort: en opstilling er { $total } bunker med 3, 4, ..., 13 kort
sol-layout-no-stock = en tom restbunke: en opstilling skal have mindst ét kort at vende
sol-game-over = Spillet er slut. Skriv { $new } for et nyt spil, eller { $quit }.
sol-takes-nothing = Der skal ikke stå noget efter { $name }: skriv bare "{ $name }".
sol-pile-unknown = Ingen bunke "{ $given }": bunkerne har numrene 1 til { $total }. Skriv bunker for at høre de åbne.
sol-which-pile = Hvilken bunke? Skriv bunke og dens nummer, 1 til { $total }, for eksempel: bunke 3.
sol-into-which = I hvilken bunke? Det vendte kort, { $card }, kommer i en bunke, og et af dens kort kommer ud: skriv spil, bunkens nummer, ud og kortet, for eksempel: spil 3 ud { $example }.
sol-closed-choose = Bunke { $pile } er afsluttet. Skriv bunker for at høre de åbne.
sol-which-out = Hvilket kort skal ud af bunke { $pile }? Kortet { $card } kommer ind, og ét kort går ud: skriv spil { $pile } ud og kortets nummer eller navn; skriv bunke { $pile } for at høre dens kort.
sol-straight-out = Kortet { $card } ville komme i bunke { $pile } og straks ud igen: det er et pas. Skriv pas for at lade det gå, eller nævn et kort fra bunke { $pile }, der skal ud.
sol-in-pile = bunke { $pile }

## Tip (bots/planner.py): planlæggerens træk og hvorfor, i én kort sætning.

sol-hint = Tip: { $reason }
sol-hint-closes = Bunke { $pile }: { $card } afslutter den, og { $discard } kasseres.
sol-hint-then = Bunke { $pile }: { $card } i stedet for { $discard }; så mangler den { $size ->
    [1] ét kort
   *[other] { $size } kort
}: { $needs }.
## The move of a hint said alone ("Pile 7: the six of spades in place of the king of stars"),
## which a person may type back without having asked for the hint (Game.said_moves).
sol-said-move = Bunke { $pile }: { $card } i stedet for { $discard }
sol-hint-more = Bunke { $pile }: { $card } i stedet for { $discard }; { $size ->
    [1] ét kort
   *[other] { $size } kort
} mere fra restbunken afslutter den.
sol-hint-helps = Bunke { $pile }: { $card } i stedet for { $discard }, fra { $before } til { $after } point; restbunken kan ikke afslutte den.
sol-hint-pass = Pas: ingen bunke har brug for { $card }. Skriv pas.
sol-need-card = { $card }
# A card the sentence has named already (the one played, or one needed twice): the same card again, from the other deck. Also offered: $rank_number (3 to 13), for a word that agrees with its gender.
sol-need-another = { $card } igen
sol-need-wilds = { $count ->
    [one] et trumfkort
   *[other] { $count } trumfkort
}

## Opstillingen i punktskrift (braille/printouts.py, game.py): udskriftens ord, én linje hver.

sol-braille-intro = Opstillingen i punktskrift, bunke for bunke:
sol-braille-embosser = Bunkerne i punktskrift, skrevet til en punktprinter:
sol-braille-title = five crowns-kabale
sol-braille-stock = restbunke { $count } kort
sol-braille-card = kort { $card }
sol-braille-pile = bunke { $pile } { $wild } trumf
sol-braille-pile-closed = bunke { $pile } { $wild } trumf afsluttet
sol-braille-wild = trumf

## Gemte træk (rules/codec.py).

sol-save-card = et kort skrives som 7st eller joker, ikke { $given }
sol-save-move = ikke et gemt træk: kræver do, seat, pile og card, fik { $given }
sol-save-numbers = ikke et gemt træk: seat og pile er tal, fik { $given }
sol-save-bad-card = ikke et gemt træk: { $problem }, fik { $given }

## Replay a part at a time, seven cards each (game.py replay_parts).

sol-replay-unit = del
sol-replay-unit-count = { $count ->
    [1] én del
   *[other] { $count } dele
}
sol-replay-heading = { $cards ->
    [0] Del { $number }: kortgivningen.
    [1] Del { $number }: kort { $first } fra restbunken.
   *[other] Del { $number }: kort { $first } til { $last } fra restbunken.
}
