## Svar och avslag från Five Crowns egna kommandon (words/commands.py) och från game.py.

fc-no-argument = Efter { $name } ska inget stå: skriv bara "{ $name }".
fc-drawn-already = Du har redan dragit: kasta nu ett kort. Skriv kasta och kortets nummer eller namn.
fc-stock-empty-take = Draghögen är tom: ta det översta kortet på kasthögen. Skriv ta.
fc-discard-pile-empty-draw = Kasthögen är tom: dra från draghögen. Skriv dra.
fc-draw-first = Du måste dra först: skriv dra eller ta.
fc-discard-which = Vilket kort vill du kasta? Skriv kasta och kortets nummer eller namn, till exempel kasta 3 eller kasta 9h.
fc-sorted-by-now = Handen är sorterad efter { $order }. Val: { $suit }, { $rank }.
fc-no-sort = Okänd sortering "{ $given }": välj { $suit } eller { $rank }.
fc-sorted = Sorterad efter { $order }.

fc-no-hint = Inget tips: det är inte din tur.
fc-hint = Tips: { $reason }
fc-braille-hand-title = Din hand i punktskrift, efter svit:
fc-braille-scores-title = Protokollet i punktskrift:
fc-printout-no-hand = Spelet är slut, så det finns ingen hand att skriva ut: skriv { $command } för protokollet.
fc-printout-title = { $what ->
    [hand] Handen i punktskrift är skriven för en punktskrivare:
   *[scores] Protokollet i punktskrift är skrivet för en punktskrivare:
}
fc-stage = omgång { $round }

## Replay a round at a time (game.py replay_parts): the word typed before a round's number, and a count of rounds.

fc-replay-unit = omgång
fc-replay-unit-count = { $count ->
    [1] en omgång
   *[other] { $count } omgångar
}
