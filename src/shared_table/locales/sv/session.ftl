## The session: hot seat, resuming, questions, the end of the game (sessions/play.py).

table-hot-seat = Turas om vid tangentbordet: { $names } delar det här tangentbordet.
table-since-you-heard = Det här har hänt sedan du hörde senast:
table-new-game = Nytt spel.
table-turn-over = { $name } är klar med sin tur.
table-cards-hidden = { GENITIVE($name, sibilant: "") } kort är dolda.
table-pass-to = Lämna över till { $name }. { $name }, tryck Enter när du är redo.
table-at-keyboard = { $name } vid tangentbordet.
# Any line but Enter alone while the keyboard is handed over: nothing private is said.
table-hand-over-waits = Väntar på att { $name } trycker Enter. Inget annat besvaras innan dess, så att ingen hör fel kort.
table-end-of-input-after = Slut på indata. Hej då.
table-end-of-input = Slut på indata: spelet slutar här.
table-ask-new = Vill du ge upp det här spelet och dela ut ett nytt? Skriv ja för ett nytt spel, något annat för att fortsätta.
table-ask-quit = Vill du avsluta det här spelet? Skriv ja för att avsluta, något annat för att fortsätta.
# What a player may type for yes, besides the English yes and y, separated by " ; ".
table-yes-words = ja ; j
# What a player may type for no, besides the English no and n, separated by " ; ".
table-no-words = nej ; n
table-closed = Spelet är stängt.
table-not-quitting = Avslutar inte: spelet fortsätter.
table-no-new-game = Inget nytt spel: det här fortsätter.
table-game-stopped = Spelet avbrutet.
table-goodbye = Hej då.
table-sorry = Tyvärr gick något fel med det kommandot. Spelet fortsätter.
table-sorry-logged = Tyvärr gick något fel med det kommandot. Det har skrivits till { $log }. Spelet fortsätter.
table-after-the-game = Spelet är slut. Skriv { $new } för ett nytt spel, eller { $quit } för att gå.
table-still-ask = Du kan fortfarande fråga efter { $still }.
table-did-not-work = Det fungerade inte.
table-interrupted = Skriv { $quit } för att stoppa spelet.

## The commands every game has: their answers and errors (sessions/common_commands.py).

table-no-argument = Efter { $name } ska inget stå: skriv bara "{ $name }".
table-nothing-announced = Inget har meddelats än.
table-history-not-a-number = "{ $given }" är inget antal händelser: skriv { $history } eller { $history } 20.
table-nothing-happened = Inget har hänt än.
table-verbosity-is = Detaljnivå: { $level }. Val: { $choices }.
table-verbosity-set = Detaljnivå { $level }.
table-hints-are = Tips i början av varje tur: { $state }. Val: { $choices }.
table-hints-bad = Ingen tipsinställning "{ $given }": välj { $on } eller { $off }.
table-hints-on = Tips på: varje tur börjar med ett tips.
table-hints-off = Tips av. Skriv { $hint } när du vill ha ett.
table-braille-sent = Skickat till din punktskriftsdisplay också.
table-print-what = Skriva ut vad? Skriv { $choices }.
table-print-what-not = Skriva ut vad? Skriv { $choices }, inte "{ $given }".
table-print-failed = Punktskriftsfilen kunde inte skrivas i { $folder } ({ $reason }).
table-printed = { $heading } { $path }.
table-replay-whole = Hela spelet, som du upplevde det:
table-replay-so-far = Spelet hittills, som du upplevde det:
table-replay-index = { $over ->
        [yes] Hela spelet har { $parts }.
       *[no] Spelet hittills har { $parts }.
    } Skriv { $replay } { $unit } { $count ->
        [1] 1 för att höra den
       *[other] 1 till { $count } för en av dem
    }{ $following ->
        [0] {""}
       *[other] , { $replay } { $next } för nummer { $following }
    } eller { $replay } { $all } för allt på en gång.
table-replay-no-such = Det finns inget nummer { $given }: { $over ->
        [yes] hela spelet har { $parts }.
       *[no] spelet hittills har { $parts }.
    } Skriv { $replay } { $unit } { $count ->
        [1] 1.
       *[other] 1 till { $count }.
    }
table-replay-which = Vilket nummer? Skriv { $replay } { $unit } { $count ->
        [1] 1.
       *[other] 1 till { $count }.
    }
table-replay-not-a-number = "{ $given }" är inget tal. Skriv { $replay } { $unit } { $count ->
        [1] 1
       *[other] 1 till { $count }
    }, { $replay } { $next } eller { $replay } { $all }.
table-replay-no-more = { $over ->
        [yes] Där slutade spelet.
       *[no] Längre än så har spelet inte kommit.
    } Skriv { $replay } { $unit } 1 för att börja om.
table-no-braille = Din terminal kan inte visa punktskriftstecken (dess teckenkodning är { $encoding }): ställ in en UTF-8-locale, eller använd kommandot utskrift för en BRF-fil.
table-input-closed = standard in är stängd, så inget kan skrivas: kör det i en terminal, eller skicka in kommandona genom ett rör

table-game-unknown = inget spel heter "{ $given }": spelen är { $games }

# What a person typed, quoted by its start and its length when it is long.
table-typed-long = { $start }… ({ $count } tecken)
table-line-too-long = Raden har { $count } tecken; en rad får ha högst { $most }. Inget gjordes.
table-new-waiting = Du har bett om ett nytt spel. Det börjar när alla vid bordet har sagt ja.
table-print-nowhere = Den här enheten kan inte spara en utskrift.
table-not-your-turn = Det är { GENITIVE($name, sibilant: "") } tur, inte din.
