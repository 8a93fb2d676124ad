## Five Crowns solitaire: välkomsten (game.py). Ord som spelaren skriver är kommandonas svenska
## namn (commands.ftl); bordets egna kommandon kommer in som variabler.

sol-welcome = Five Crowns solitaire: avsluta alla elva högar innan draghögen tar slut.
sol-welcome-piles = Skriv högar för att höra dem, och hög och ett nummer för en hög.
sol-welcome-play = Det uppvända kortet läggs i en hög, och ett kort ur högen tas ut.
sol-welcome-type = Skriv lägg, högen, ut och kortet, till exempel: lägg 3 ut { $card }.
sol-welcome-pass = Passa låter det uppvända kortet gå; { $undo } tar tillbaka ett drag.
sol-welcome-help = Skriv { $help } för alla kommandon.
sol-stage = kort { $stage } av { $total }

## Det spelaren skriver: ordet före kortet som tas ut, och ordet före en högs nummer.

sol-word-out = ut
sol-word-pile = hög
# Other ways to type them: "in place of" for out, the pile word as its sentences inflect it; apart by ";".
sol-typed-out = i stället för; istället för
sol-typed-pile = högen
# Words that may stand between the card turned and the pile word when play names both ("on", "the"), apart by ";".
sol-typed-before-pile = på; i; till; den
# Words for the card turned before the pile ("put it on pile 3"), apart by ";".
sol-typed-the-card = kortet; det; den; det uppvända kortet
## $card: the card turned; $given: what was typed before the pile instead.
sol-only-the-turned = Kortet du lägger är det uppvända kortet, { $card }, inte "{ $given }".

## Högarna (words/narration.py).

sol-piles = { $count ->
    [one] hög { $numbers }
   *[other] högarna { $numbers }
}
sol-pile-closed = Hög { $pile }: avslutad.
sol-pile-summary = Hög { $pile }: { $wild } är vilda, { $points } poäng.
sol-piles-open = Öppna högar: { $open } av { $total }.
sol-piles-closed-list = Avslutade: { $piles }.
sol-pile-header = Hög { $pile }: { $wild } är vilda
sol-pile-header-closed = Hög { $pile }: { $wild } är vilda, avslutad

## Det uppvända kortet och draghögen.

sol-card = Kort: { $card }. { $left } kort i draghögen.
sol-card-last = Kort: { $card }, det sista kortet.
sol-no-card = Inget kort: spelet är slut. Skriv { $new } för ett nytt spel.
sol-stock = { $left } kort i draghögen, och { $discarded } kastade.
sol-stock-empty = Draghögen är tom, och { $discarded } kastade.
sol-discards-none = Inga kastade kort än.
sol-discards = { $count } kastade, det senaste först: { $cards }.

## Det som händer.

sol-dealt = Elva högar utlagda, 3 till 13 kort; { $stock } kort i draghögen.
sol-out-as-dealt = Hög { $pile } går ut redan som den ligger: avslutad.
sol-closes = Hög { $pile } avslutas. { $closed } av { $total } avslutade.
sol-passed = Du passar: { $card } kastas.
sol-played = Hög { $pile }: { $card } läggs in, { $discard } tas ut och kastas.
sol-won = Du vann! Alla { $total } högar avslutade, med { $used } kort ur draghögen.
sol-lost = Draghögen är slut. Spelet är slut: { $closed } av { $total } högar avslutade; { $open }.
sol-end-won = Du vann: alla { $total } högar avslutade.
sol-end-lost = Spelet är slut: { $closed } av { $total } högar avslutade; { $open }.
sol-still-open = { $count ->
    [one] hög { $numbers } är fortfarande öppen
   *[other] högarna { $numbers } är fortfarande öppna
}
sol-after = Skriv { $new } för ett nytt spel, eller { $quit }.
sol-resumed-over = { $game } återupptaget: { $closed } av { $total } högar avslutade, och spelet är slut.
sol-resumed = { $game } återupptaget: { $closed } av { $total } högar avslutade, { $left } kort i draghögen.
sol-standing = Öppna högar: { $open } av { $total }. Skriv högar för att höra dem.
sol-taken-back = Ångrat: { $card } är det uppvända kortet igen, och högarna är som förut.
sol-verbosity-unknown = Okänd detaljnivå "{ $given }": välj { $choices }.

## Nekat: reglerna (rules/state.py) och kommandona (words/commands.py).

sol-over = Spelet är slut: starta ett nytt för att spela igen.
sol-no-such-pile = Ingen hög { $pile }: högarna är 1 till { $total }.
sol-pile-is-closed = Hög { $pile } är avslutad: lägg i en öppen hög.
sol-not-in-pile = Hög { $pile } har inte { $card } att kasta.
sol-layout-sizes = högar med { $sizes } kort: en utläggning är { $total } högar med 3, 4, ..., 13 kort
sol-layout-no-stock = en tom draghög: en utläggning behöver minst ett kort att vända
sol-game-over = Spelet är slut. Skriv { $new } för ett nytt spel, eller { $quit }.
sol-takes-nothing = Inget ska stå efter { $name }: skriv bara "{ $name }".
sol-pile-unknown = Ingen hög "{ $given }": högarna har nummer 1 till { $total }. Skriv högar för att höra de öppna.
sol-which-pile = Vilken hög? Skriv hög och dess nummer, 1 till { $total }, till exempel: hög 3.
sol-into-which = I vilken hög? Det uppvända kortet, { $card }, läggs i en hög och ett av dess kort tas ut: skriv lägg, högens nummer, ut och kortet, till exempel: lägg 3 ut { $example }.
sol-closed-choose = Hög { $pile } är avslutad. Skriv högar för att höra de öppna.
sol-which-out = Vilket kort tas ut ur hög { $pile }? Kortet { $card } läggs in, och ett kort går ut: skriv lägg { $pile } ut och kortets nummer eller namn; skriv hög { $pile } för att höra dess kort.
sol-straight-out = Kortet { $card } skulle läggas i hög { $pile } och genast tas ut igen: det är samma sak som att passa. Skriv passa för att låta det gå, eller ange ett kort ur hög { $pile } att ta ut.
sol-in-pile = hög { $pile }

## Tips (bots/planner.py): planerarens drag och varför, i en kort mening.

sol-hint = Tips: { $reason }
sol-hint-closes = Hög { $pile }: { $card } avslutar den, och { $discard } kastas.
sol-hint-then = Hög { $pile }: { $card } i stället för { $discard }; sedan saknas { $size } kort: { $needs }.
## The move of a hint said alone ("Pile 7: the six of spades in place of the king of stars"),
## which a person may type back without having asked for the hint (Game.said_moves).
sol-said-move = Hög { $pile }: { $card } i stället för { $discard }
sol-hint-more = Hög { $pile }: { $card } i stället för { $discard }; { $size } kort till ur draghögen avslutar den.
sol-hint-helps = Hög { $pile }: { $card } i stället för { $discard }, från { $before } till { $after } poäng; draghögen kan inte avsluta den.
sol-hint-pass = Passa: ingen hög behöver { $card }. Skriv passa.
sol-need-card = { $card }
# A card the sentence has named already (the one played, or one needed twice): the same card again, from the other deck. Also offered: $rank_number (3 to 13), for a word that agrees with its gender.
sol-need-another = { $card } igen
sol-need-wilds = { $count ->
    [one] ett vilt kort
   *[other] { $count } vilda kort
}

## Utläggningen i punktskrift (braille/printouts.py, game.py): utskriftens ord, en rad var.

sol-braille-intro = Utläggningen i punktskrift, hög för hög:
sol-braille-embosser = Högarna i punktskrift är skrivna för en punktskrivare:
sol-braille-title = five crowns solitaire
sol-braille-stock = draghög { $count } kort
sol-braille-card = kort { $card }
sol-braille-pile = hög { $pile } { $wild } vilda
sol-braille-pile-closed = hög { $pile } { $wild } vilda avslutad
sol-braille-wild = vilda

## Sparade drag (rules/codec.py).

sol-save-card = ett kort skrivs som 7st eller joker, inte { $given }
sol-save-move = inte ett sparat drag: kräver do, seat, pile och card, fick { $given }
sol-save-numbers = inte ett sparat drag: seat och pile är tal, fick { $given }
sol-save-bad-card = inte ett sparat drag: { $problem }, fick { $given }

## Replay a part at a time, seven cards each (game.py replay_parts).

sol-replay-unit = del
sol-replay-unit-count = { $count ->
    [1] en del
   *[other] { $count } delar
}
sol-replay-heading = { $cards ->
    [0] Del { $number }: utdelningen.
    [1] Del { $number }: kort { $first } ur draghögen.
   *[other] Del { $number }: kort { $first } till { $last } ur draghögen.
}
