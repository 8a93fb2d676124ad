## Tips: den svåra datorspelarens skäl (bots/reasons.py, bots/hard.py).

fc-hint-card = { $kind ->
    [joker] jokern
    [wild] det vilda kortet { $card }
   *[card] { $card }
}
fc-hint-run = serien i { $suit }
fc-hint-book = boken med { $ranks }
fc-hint-book-wilds = boken med vilda kort
fc-hint-empty-pile = Dra från draghögen: kasthögen är tom.
fc-hint-take-forced = Ta { $card }: draghögen är tom.
fc-hint-take-last = Ta { $card }: { $out ->
    [yes] med det går du ut på din sista tur
   *[no] med det har du { $points } poäng kvar efter din sista tur, mot i snitt { $mean } med ett kort från draghögen
}.
fc-hint-take-wild = Ta { $card }: ett vilt kort passar i alla böcker och serier.
fc-hint-take-meld = Ta { $card }: det fullbordar { $meld }.
fc-hint-take-keep = Ta { $card }: det passar till kort du behåller.
fc-hint-draw-last-melds = Dra från draghögen: hela handen ingår i böcker och serier, så du lägger ned utan poäng.
fc-hint-draw-melds = Dra från draghögen: hela handen ingår i böcker och serier, så vad du än drar kan du gå ut.
fc-hint-draw-last = Dra från draghögen: efter din sista tur har du då i snitt { $mean } poäng kvar; med { $card } skulle du ha { $points }.
fc-hint-draw-no-lower = Dra från draghögen: med { $card } kommer du inte lägre än { $points } poäng.
fc-hint-draw-not-enough = Dra från draghögen: { $card } sänker poängen för lite för att det ska löna sig att visa de andra vad du samlar på.
fc-hint-go-out = Kasta { $card }: resten av handen ingår i böcker och serier, så du går ut.
fc-hint-discard-last = Kasta { $card }: då har du { $points } poäng kvar efter din sista tur, så få som möjligt.
fc-hint-discard = Kasta { $card }: { $why ->
    [highest] det är ditt högsta kort som inte hjälper någon bok eller serie
    [loose] det hjälper ingen bok eller serie
    [wild] inte ens ett vilt kort ger en bok eller serie med de här korten
   *[least] det hjälper handen minst
}; då blir { $points } poäng kvar.
fc-hint-discard-keep = Kasta { $card } och behåll { $keep }: { $worth }.
fc-hint-keep-wild = ett vilt kort är värt att behålla tills någon går ut
fc-hint-keep-neighbour = { $name } har plockat upp kort som passar till det
fc-hint-keep-outs = det kan fortfarande bli en bok eller serie
fc-hint-keep-draw = det ger dig fler chanser när du drar nästa gång
