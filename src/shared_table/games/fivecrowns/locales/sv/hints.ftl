## Tips: den svåra datorspelarens skäl (bots/reasons.py, bots/hard.py).

fc-hint-card = { $kind ->
    [joker] jokern
    [wild] det vilda kortet { $card }
   *[card] { $card }
}
fc-hint-run = serien i { $suit }
fc-hint-book = boken av { $ranks }
fc-hint-book-wilds = boken av vilda kort
fc-hint-empty-pile = Dra från draghögen: kasthögen är tom.
fc-hint-with-it-out = Med det kortet kan du gå ut.
fc-hint-with-it = Med det kortet lämnar ditt bästa kast { $points } poäng, { $change ->
    [same] samma som nu
    [down] ned från { $now } nu
   *[up] upp från { $now } nu
}.
fc-hint-take-forced = Ta { $card }: draghögen är tom.
fc-hint-take-last = Ta { $card }: på din sista tur { $out ->
    [yes] kan du gå ut med det
   *[no] lämnar det { $points } poäng efter ditt bästa kast
}; ett kort från draghögen skulle i snitt lämna { $mean }.
fc-hint-take-wild = Ta { $card }: ett vilt kort passar i alla böcker och serier.
fc-hint-take-meld = Ta { $card }: det fullbordar { $meld }.
fc-hint-take-keep = Ta { $card }: det passar till kort du behåller.
fc-hint-draw-last-melds = Dra från draghögen: på din sista tur ingår hela handen i böcker och serier, så vad du än drar lägger du ned utan poäng.
fc-hint-draw-melds = Dra från draghögen: hela handen ingår i böcker och serier, så vad du än drar kan du gå ut.
fc-hint-draw-last = Dra från draghögen: på din sista tur lämnar ett kort från draghögen i snitt { $mean } poäng efter ditt bästa kast; { $card } skulle lämna { $points }.
fc-hint-draw-no-lower = Dra från draghögen: { $card } sänker inte dina { $points } poäng.
fc-hint-draw-not-enough = Dra från draghögen: med { $card } skulle ditt bästa kast lämna { $points } poäng, ned från { $now } nu, inte nog för att visa bordet vad du samlar på.
fc-hint-go-out = Kasta { $card }: resten av handen ingår i böcker och serier, så du går ut.
fc-hint-discard-last = Kasta { $card }: din sista tur lämnar dig { $points } poäng, så få som möjligt.
fc-hint-discard = Kasta { $card }: { $why ->
    [highest] det är ditt högsta kort som inte hjälper någon bok eller serie
    [loose] det hjälper ingen bok eller serie
   *[least] det hjälper handen minst
}; { $points } poäng skulle bli kvar.
fc-hint-instead = Kastar du { $card }, blir { $points } kvar, men { $worth }.
fc-hint-keep-wild = ett vilt kort är värt att behålla tills någon går ut
fc-hint-keep-neighbour = { $name } har plockat upp kort som passar till det
fc-hint-keep-outs = det kan fortfarande bli en bok eller serie: { $outs } kort som skulle fullborda den kan fortfarande komma
fc-hint-keep-draw = behåller du det, får ditt nästa drag fler chanser
fc-hint-collecting = { $name } har plockat upp { $suit } { $times } gånger.
