## The session: hot seat, resuming, questions, the end of the game (sessions/play.py).

table-hot-seat = Skiftes ved tastaturet: { $names } deler dette tastatur.
table-since-you-heard = Det er sket, siden du sidst hørte:
table-new-game = Nyt spil.
table-turn-over = { $name } er færdig med sin tur.
table-cards-hidden = { $name }: kortene er skjult.
table-pass-to = Giv videre til { $name }. { $name }, tryk Enter, når du er klar.
table-at-keyboard = { $name } ved tastaturet.
# Any line but Enter alone while the keyboard is handed over: nothing private is said.
table-hand-over-waits = Venter på, at { $name } trykker Enter. Intet andet besvares indtil da, så ingen hører de forkerte kort.
table-end-of-input-after = Slut på input. Farvel.
table-end-of-input = Slut på input: spillet stopper her.
table-ask-new = Vil du opgive dette spil og give et nyt? Skriv ja for et nyt spil, noget andet for at fortsætte.
table-ask-quit = Vil du stoppe dette spil? Skriv ja for at stoppe, noget andet for at spille videre.
# What a player may type for yes, besides the English yes and y, separated by " ; ".
table-yes-words = ja ; j
# What a player may type for no, besides the English no and n, separated by " ; ".
table-no-words = nej ; n
table-closed = Spillet er lukket.
table-not-quitting = Spillet fortsætter.
table-no-new-game = Intet nyt spil: dette spil fortsætter.
table-game-stopped = Spillet er stoppet.
table-goodbye = Farvel.
table-sorry = Beklager, noget gik galt med den kommando. Spillet fortsætter.
table-sorry-logged = Beklager, noget gik galt med den kommando. Det er skrevet i { $log }. Spillet fortsætter.
table-after-the-game = Spillet er slut. Skriv { $new } for et nyt spil eller { $quit } for at gå.
table-still-ask = Du kan stadig spørge om { $still }.
table-did-not-work = Det virkede ikke.
table-interrupted = Skriv { $quit } for at stoppe spillet.

## The commands every game has: their answers and errors (sessions/common_commands.py).

table-no-argument = { $name } skal ikke have noget efter sig: skriv bare "{ $name }".
table-nothing-announced = Der er ikke meddelt noget endnu.
table-history-not-a-number = "{ $given }" er ikke et antal hændelser: skriv { $history } eller { $history } 20.
table-nothing-happened = Der er ikke sket noget endnu.
table-verbosity-is = Detaljer: { $level }. Valg: { $choices }.
table-verbosity-set = Detaljer { $level }.
table-hints-are = Tips i starten af hver tur: { $state }. Valg: { $choices }.
table-hints-bad = Ingen tip-indstilling "{ $given }": vælg { $on } eller { $off }.
table-hints-on = Tips til: hver tur starter med et tip.
table-hints-off = Tips fra. Skriv { $hint }, når du vil have et.
table-braille-sent = Også sendt til dit punktdisplay.
table-print-what = Hvad vil du udskrive? Skriv { $choices }.
table-print-what-not = Hvad vil du udskrive? Skriv { $choices }, ikke "{ $given }".
table-print-failed = Punktskriftfilen kunne ikke skrives i { $folder } ({ $reason }).
table-printed = { $heading } { $path }.
table-replay-whole = Hele spillet, som du oplevede det:
table-replay-so-far = Spillet indtil nu, som du oplevede det:
table-replay-index = { $over ->
        [yes] Hele spillet har { $parts }.
       *[no] Indtil nu har spillet haft { $parts }.
    } Skriv { $replay } { $unit } { $count ->
        [1] 1 for at høre den
       *[other] 1 til { $count } for én af dem
    }{ $following ->
        [0] {""}
       *[other] , { $replay } { $next } for nummer { $following }
    } eller { $replay } { $all } for det hele på én gang.
table-replay-no-such = Der er ikke noget nummer { $given }: { $over ->
        [yes] hele spillet har { $parts }.
       *[no] indtil nu har spillet haft { $parts }.
    } Skriv { $replay } { $unit } { $count ->
        [1] 1.
       *[other] 1 til { $count }.
    }
table-replay-which = Hvilket nummer? Skriv { $replay } { $unit } { $count ->
        [1] 1.
       *[other] 1 til { $count }.
    }
table-replay-not-a-number = "{ $given }" er ikke et tal. Skriv { $replay } { $unit } { $count ->
        [1] 1
       *[other] 1 til { $count }
    }, { $replay } { $next } eller { $replay } { $all }.
table-replay-no-more = { $over ->
        [yes] Dér sluttede spillet.
       *[no] Længere er spillet ikke nået.
    } Skriv { $replay } { $unit } 1 for at begynde forfra.
table-no-braille = Din terminal kan ikke vise punktskrifttegn (dens tegnsæt er { $encoding }): brug et UTF-8-sprogmiljø, eller brug kommandoen udskriv til en BRF-fil.
table-input-closed = standard input er lukket, så intet kan skrives: kør det i en terminal, eller send kommandoerne ind gennem et rør

table-game-unknown = intet spil hedder "{ $given }": spillene er { $games }

# What a person typed, quoted by its start and its length when it is long.
table-typed-long = { $start }… ({ $count } tegn)
table-line-too-long = Den linje har { $count } tegn; en linje må højst have { $most }. Der skete ikke noget.
table-new-waiting = Du har bedt om et nyt spil. Det begynder, når alle ved bordet har sagt ja.
table-print-nowhere = Denne enhed kan ikke gemme en udskrift.
table-not-your-turn = Det er { $name }, der har tur, ikke dig.
