## The session: hot seat, resuming, questions, the end of the game (sessions/play.py).

table-hot-seat = Felles tastatur: { $names } bytter på ved dette tastaturet.
table-since-you-heard = Dette har skjedd siden du hørte sist:
table-new-game = Nytt spill.
table-turn-over = { $name } er ferdig med turen sin.
table-cards-hidden = Kortene til { $name } er skjult.
table-pass-to = Gi videre til { $name }. { $name }, trykk Enter når du er klar.
table-at-keyboard = { $name } ved tastaturet.
# Any line but Enter alone while the keyboard is handed over: nothing private is said.
table-hand-over-waits = Venter på at { $name } trykker Enter. Ingenting annet besvares før det, så ingen hører feil kort.
table-end-of-input-after = Slutt på inndata. Ha det.
table-end-of-input = Slutt på inndata: spillet stopper her.
table-ask-new = Vil du gi opp dette spillet og dele ut et nytt? Skriv ja for et nytt spill, noe annet for å fortsette.
table-ask-quit = Vil du stoppe dette spillet? Skriv ja for å stoppe, noe annet for å spille videre.
# What a player may type for yes, besides the English yes and y, separated by " ; ".
table-yes-words = ja ; j
# What a player may type for no, besides the English no and n, separated by " ; ".
table-no-words = nei ; n
table-closed = Spillet er lukket.
table-not-quitting = Spillet fortsetter.
table-no-new-game = Ikke noe nytt spill: dette fortsetter.
table-game-stopped = Spillet er stoppet.
table-goodbye = Ha det.
table-sorry = Beklager, noe gikk galt med den kommandoen. Spillet fortsetter.
table-sorry-logged = Beklager, noe gikk galt med den kommandoen. Det er skrevet til { $log }. Spillet fortsetter.
table-after-the-game = Spillet er over. Skriv { $new } for et nytt spill, eller { $quit } for å gå.
table-still-ask = Du kan fortsatt spørre om { $still }.
table-did-not-work = Det virket ikke.
table-interrupted = Skriv { $quit } for å stoppe spillet.

## The commands every game has: their answers and errors (sessions/common_commands.py).

table-no-argument = Etter { $name } skal det ikke stå noe: skriv bare "{ $name }".
table-nothing-announced = Ingenting er sagt ennå.
table-history-not-a-number = "{ $given }" er ikke et antall hendelser: skriv { $history } eller { $history } 20.
table-nothing-happened = Ingenting har skjedd ennå.
table-verbosity-is = Detaljnivået er { $level }. Valg: { $choices }.
table-verbosity-set = Detaljnivå: { $level }.
table-hints-are = Tips i starten av hver tur: { $state }. Valg: { $choices }.
table-hints-bad = Ukjent valg "{ $given }" for tips: velg { $on } eller { $off }.
table-hints-on = Tips på: hver tur starter med et tips.
table-hints-off = Tips av. Skriv { $hint } når du vil ha et.
table-braille-sent = Også sendt til punktskriftskjermen din.
table-print-what = Skrive ut hva? Skriv { $choices }.
table-print-what-not = Skrive ut hva? Skriv { $choices }, ikke "{ $given }".
table-print-failed = Punktskriftfilen kunne ikke skrives i { $folder } ({ $reason }).
table-printed = { $heading } { $path }.
table-replay-whole = Hele spillet, slik du opplevde det:
table-replay-so-far = Spillet så langt, slik du opplevde det:
table-replay-index = { $over ->
        [yes] Hele spillet har { $parts }.
       *[no] Spillet så langt har { $parts }.
    } Skriv { $replay } { $unit } { $count ->
        [1] 1 for å høre den
       *[other] 1 til { $count } for én av dem
    }{ $following ->
        [0] {""}
       *[other] , { $replay } { $next } for nummer { $following }
    }, eller { $replay } { $all } for alt på én gang.
table-replay-no-such = Det finnes ikke noe nummer { $given }: { $over ->
        [yes] hele spillet har { $parts }.
       *[no] spillet så langt har { $parts }.
    } Skriv { $replay } { $unit } { $count ->
        [1] 1.
       *[other] 1 til { $count }.
    }
table-replay-which = Hvilket nummer? Skriv { $replay } { $unit } { $count ->
        [1] 1.
       *[other] 1 til { $count }.
    }
table-replay-not-a-number = "{ $given }" er ikke et tall. Skriv { $replay } { $unit } { $count ->
        [1] 1
       *[other] 1 til { $count }
    }, { $replay } { $next } eller { $replay } { $all }.
table-replay-no-more = { $over ->
        [yes] Der sluttet spillet.
       *[no] Lenger enn dit har ikke spillet kommet.
    } Skriv { $replay } { $unit } 1 for å begynne på nytt.
table-no-braille = Terminalen din kan ikke vise punktskrifttegn (tegnkodingen er { $encoding }): velg en UTF-8-lokalisering, eller bruk kommandoen utskrift for en BRF-fil.
table-input-closed = standard inn er lukket, så ingenting kan skrives: kjør det i en terminal, eller send kommandoene inn med en pipe

table-game-unknown = ingen spill heter "{ $given }": spillene er { $games }

# What a person typed, quoted by its start and its length when it is long.
table-typed-long = { $start }… ({ $count } tegn)
table-line-too-long = Linjen har { $count } tegn; en linje kan ha høyst { $most }. Ingenting ble gjort.
table-new-waiting = Du har bedt om et nytt spill. Det begynner når alle ved bordet har sagt ja.
table-print-nowhere = Denne enheten kan ikke lagre en utskrift.
table-not-your-turn = Det er { $name } som har turen, ikke du.
