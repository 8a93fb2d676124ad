## Five Crowns solitair: het welkom (game.py). Woorden die de speler typt, zijn de Nederlandse
## namen van de opdrachten (commands.ftl); de eigen opdrachten van de tafel komen als variabelen.

sol-welcome = Five Crowns solitair: ga met alle elf stapels uit voordat de trekstapel op is.
sol-welcome-piles = Typ stapels om ze te horen, en stapel en een nummer voor één stapel.
sol-welcome-play = De omgedraaide kaart gaat in een stapel en een kaart van die stapel gaat eruit.
sol-welcome-type = Typ speel, de stapel, uit en die kaart, bijvoorbeeld: speel 3 uit { $card }.
sol-welcome-pass = Met pas leg je de omgedraaide kaart meteen af; met { $undo } neem je een zet terug.
sol-welcome-help = Typ { $help } voor alle opdrachten.
sol-stage = kaart { $stage } van { $total }

## Wat de speler typt: het woord voor de kaart die eruit gaat, en het woord voor het nummer van een stapel.

sol-word-out = uit
sol-word-pile = stapel
# Other ways to type them: "in place of" for out, the pile word as its sentences inflect it; apart by ";".
sol-typed-out = eruit; in plaats van
sol-typed-pile = {""}
# Words that may stand between the card turned and the pile word when play names both ("on", "the"), apart by ";".
sol-typed-before-pile = op; in; naar; de
# Words for the card turned before the pile ("put it on pile 3"), apart by ";".
sol-typed-the-card = de kaart; hem; die; deze
## $card: the card turned; $given: what was typed before the pile instead.
sol-only-the-turned = Je speelt de omgedraaide kaart, { $card }, niet "{ $given }".

## De stapels (words/narration.py).

sol-piles = { $count ->
    [one] stapel { $numbers }
   *[other] stapels { $numbers }
}
sol-pile-closed = Stapel { $pile }: uit.
sol-pile-summary = Stapel { $pile }: { $wild } gelden als joker, { $points ->
    [one] { $points } punt
   *[other] { $points } punten
}.
sol-piles-open = Open stapels: { $open } van { $total }.
sol-piles-closed-list = Uit: { $piles }.
sol-pile-header = Stapel { $pile }: { $wild } gelden als joker
sol-pile-header-closed = Stapel { $pile }: { $wild } gelden als joker, uit

## De omgedraaide kaart en de trekstapel.

sol-card = Kaart: { $card }. { $left ->
    [one] { $left } kaart
   *[other] { $left } kaarten
} in de trekstapel.
sol-card-last = Kaart: { $card }, de laatste kaart.
sol-no-card = Geen kaart: het spel is voorbij. Typ { $new } voor een nieuw spel.
sol-stock = { $left ->
    [one] { $left } kaart
   *[other] { $left } kaarten
} in de trekstapel, en { $discarded } afgelegd.
sol-stock-empty = De trekstapel is leeg, en { $discarded } afgelegd.
sol-discards-none = Nog niets afgelegd.
sol-discards = { $count } afgelegd, de laatste eerst: { $cards }.

## Wat er gebeurt.

sol-dealt = Elf stapels gedeeld, van 3 tot en met 13 kaarten; { $stock } kaarten in de trekstapel.
sol-out-as-dealt = Stapel { $pile } is meteen uit, zoals hij gedeeld is.
sol-closes = Stapel { $pile } gaat uit. { $closed } van { $total } uit.
sol-passed = Je past: { $card } wordt afgelegd.
sol-played = Stapel { $pile }: { $card } erin, { $discard } eruit en afgelegd.
sol-won = Je wint! Alle { $total } stapels zijn uit, met { $used ->
    [one] { $used } kaart
   *[other] { $used } kaarten
} uit de trekstapel.
sol-lost = De trekstapel is op. Het spel is voorbij: { $closed } van { $total } stapels uit; { $open }.
sol-end-won = Je hebt gewonnen: alle { $total } stapels zijn uit.
sol-end-lost = Het spel is voorbij: { $closed } van { $total } stapels uit; { $open }.
sol-still-open = { $count ->
    [one] stapel { $numbers } is nog open
   *[other] stapels { $numbers } zijn nog open
}
sol-after = Typ { $new } voor een nieuw spel, of { $quit }.
sol-resumed-over = { $game } hervat: { $closed } van { $total } stapels uit, en het spel is voorbij.
sol-resumed = { $game } hervat: { $closed } van { $total } stapels uit, { $left ->
    [one] { $left } kaart
   *[other] { $left } kaarten
} in de trekstapel.
sol-standing = Open stapels: { $open } van { $total }. Typ stapels om ze te horen.
sol-taken-back = Teruggenomen: { $card } is weer de omgedraaide kaart, en de stapels zijn zoals ze waren.
sol-verbosity-unknown = Geen detailniveau "{ $given }": kies { $choices }.

## Geweigerd: de regels (rules/state.py) en de opdrachten (words/commands.py).

sol-over = Het spel is voorbij: begin een nieuw spel om opnieuw te spelen.
sol-no-such-pile = Geen stapel { $pile }: de stapels zijn 1 tot en met { $total }.
sol-pile-is-closed = Stapel { $pile } is uit: speel in een open stapel.
sol-not-in-pile = Stapel { $pile } heeft geen { $card } om af te leggen.
sol-layout-sizes = stapels van { $sizes } kaarten: een opstelling is { $total } stapels van 3, 4, ..., 13 kaarten
sol-layout-no-stock = een lege trekstapel: een opstelling heeft minstens één kaart nodig om om te draaien
sol-game-over = Het spel is voorbij. Typ { $new } voor een nieuw spel, of { $quit }.
sol-takes-nothing = Na { $name } komt niets: typ alleen "{ $name }".
sol-pile-unknown = Geen stapel "{ $given }": de stapels zijn genummerd 1 tot en met { $total }. Typ stapels om de open stapels te horen.
sol-which-pile = Welke stapel? Typ stapel en het nummer, 1 tot en met { $total }, bijvoorbeeld: stapel 3.
sol-into-which = In welke stapel? De omgedraaide kaart, { $card }, gaat in een stapel en een van de kaarten daarvan gaat eruit: typ speel, het nummer van de stapel, uit en die kaart, bijvoorbeeld: speel 3 uit { $example }.
sol-closed-choose = Stapel { $pile } is uit. Typ stapels om de open stapels te horen.
sol-which-out = Welke kaart gaat uit stapel { $pile }? De kaart { $card } gaat erin en één kaart gaat eruit: typ speel { $pile } uit en het nummer of de naam van die kaart; typ stapel { $pile } om de kaarten te horen.
sol-straight-out = De kaart { $card } zou in stapel { $pile } gaan en er meteen weer uit: dat is passen. Typ pas om hem te laten gaan, of noem een kaart van stapel { $pile } die eruit moet.
sol-in-pile = stapel { $pile }

## Tips (bots/planner.py): de zet van de planner en waarom, in één korte zin.

sol-hint = Tip: { $reason }
sol-hint-closes = stapel { $pile }: { $card } erin, { $discard } eruit, en de stapel gaat uit.
sol-hint-then = stapel { $pile }: { $card } erin, { $discard } eruit; dan { $size ->
    [one] ontbreekt nog { $size } kaart
   *[other] ontbreken nog { $size } kaarten
}: { $needs }.
## The move of a hint said alone ("Pile 7: the six of spades in place of the king of stars"),
## which a person may type back without having asked for the hint (Game.said_moves).
sol-said-move = stapel { $pile }: { $card } erin, { $discard } eruit
sol-hint-more = stapel { $pile }: { $card } erin, { $discard } eruit; nog { $size } kaarten uit de trekstapel laten hem uitgaan.
sol-hint-helps = stapel { $pile }: { $card } erin, { $discard } eruit; dat brengt hem van { $before } naar { $after } punten, maar de trekstapel kan hem niet laten uitgaan.
sol-hint-pass = pas, want geen stapel heeft { $card } nodig. Typ pas.
sol-need-card = { $card }
# A card the sentence has named already (the one played, or one needed twice): the same card again, from the other deck. Also offered: $rank_number (3 to 13), for a word that agrees with its gender.
sol-need-another = nog een { $card }
sol-need-wilds = { $count ->
    [one] een kaart die als joker geldt
   *[other] { $count } kaarten die als joker gelden
}

## De opstelling in braille (braille/printouts.py, game.py): de woorden van de afdruk, één regel elk.

sol-braille-intro = De opstelling in braille, stapel voor stapel:
sol-braille-embosser = De stapels in braille, geschreven voor een brailleprinter:
sol-braille-title = five crowns solitair
sol-braille-stock = trekstapel { $count } { $count ->
    [one] kaart
   *[other] kaarten
}
sol-braille-card = kaart { $card }
sol-braille-pile = stapel { $pile } { $wild } joker
sol-braille-pile-closed = stapel { $pile } { $wild } joker uit
sol-braille-wild = joker

## Opgeslagen zetten (rules/codec.py).

sol-save-card = een kaart schrijf je als 7st of joker, niet { $given }
sol-save-move = geen opgeslagen zet: vraagt do, seat, pile en card, gekregen { $given }
sol-save-numbers = geen opgeslagen zet: seat en pile zijn getallen, gekregen { $given }
sol-save-bad-card = geen opgeslagen zet: { $problem }, gekregen { $given }

## Replay a part at a time, seven cards each (game.py replay_parts).

sol-replay-unit = deel
sol-replay-unit-count = { $count ->
    [1] één deel
   *[other] { $count } delen
}
sol-replay-heading = { $cards ->
    [0] Deel { $number }: het delen.
    [1] Deel { $number }: kaart { $first } van de trekstapel.
   *[other] Deel { $number }: kaarten { $first } tot en met { $last } van de trekstapel.
}
