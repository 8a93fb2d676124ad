## The session: hot seat, resuming, questions, the end of the game (sessions/play.py).

table-hot-seat = Samen aan één toetsenbord: { $names } spelen om de beurt.
table-since-you-heard = Dit is er intussen gebeurd:
table-new-game = Nieuw spel.
table-turn-over = De beurt van { $name } is voorbij.
table-cards-hidden = De kaarten van { $name } zijn uit het zicht.
table-pass-to = Geef door aan { $name }. { $name }, druk op Enter als je klaar bent.
table-at-keyboard = { $name } aan het toetsenbord.
# Any line but Enter alone while the keyboard is handed over: nothing private is said.
table-hand-over-waits = Wacht tot { $name } op Enter drukt. Tot dan wordt niets anders beantwoord, zodat niemand de verkeerde kaarten hoort.
table-end-of-input-after = Einde van de invoer. Tot ziens.
table-end-of-input = Einde van de invoer: het spel stopt hier.
table-ask-new = Dit spel opgeven en een nieuw delen? Typ ja voor een nieuw spel, iets anders om door te gaan.
table-ask-quit = Dit spel stoppen? Typ ja om te stoppen, iets anders om door te gaan.
# What a player may type for yes, besides the English yes and y, separated by " ; ".
table-yes-words = ja ; j
# What a player may type for no, besides the English no and n, separated by " ; ".
table-no-words = nee ; n
table-closed = Het spel is gesloten.
table-not-quitting = Niet gestopt: het spel gaat door.
table-no-new-game = Geen nieuw spel: dit spel gaat door.
table-game-stopped = Spel gestopt.
table-goodbye = Tot ziens.
table-sorry = Sorry, er ging iets mis met die opdracht. Het spel gaat door.
table-sorry-logged = Sorry, er ging iets mis met die opdracht. Het is opgeschreven in { $log }. Het spel gaat door.
table-after-the-game = Het spel is voorbij. Typ { $new } voor een nieuw spel, of { $quit } om te vertrekken.
table-still-ask = Je kunt nog vragen om { $still }.
table-did-not-work = Dat lukte niet.
table-interrupted = Typ { $quit } om het spel te stoppen.

## The commands every game has: their answers and errors (sessions/common_commands.py).

table-no-argument = Na { $name } komt niets: typ alleen "{ $name }".
table-nothing-announced = Er is nog niets gemeld.
table-history-not-a-number = "{ $given }" is geen aantal gebeurtenissen: typ { $history }, of { $history } 20.
table-nothing-happened = Er is nog niets gebeurd.
table-verbosity-is = Detail: { $level }. Keuzes: { $choices }.
table-verbosity-set = Detail { $level }.
table-hints-are = Tips aan het begin van elke beurt: { $state }. Keuzes: { $choices }.
table-hints-bad = Geen tipsinstelling "{ $given }": kies { $on } of { $off }.
table-hints-on = Tips aan: elke beurt begint met een tip.
table-hints-off = Tips uit. Typ { $hint } als je er een wilt.
table-braille-sent = Ook naar je brailleleesregel gestuurd.
table-print-what = Wat afdrukken? Typ { $choices }.
table-print-what-not = Wat afdrukken? Typ { $choices }, niet "{ $given }".
table-print-failed = Het braillebestand kon niet worden geschreven in { $folder } ({ $reason }).
table-printed = { $heading } { $path }.
table-replay-whole = Het hele spel, zoals jij het meemaakte:
table-replay-so-far = Het spel tot nu toe, zoals jij het meemaakte:
table-replay-index = { $over ->
        [yes] Het hele spel heeft { $parts }.
       *[no] Het spel tot nu toe heeft { $parts }.
    } Typ { $replay } { $unit } { $count ->
        [1] 1 om te luisteren
       *[other] 1 tot en met { $count } voor één ervan
    }{ $following ->
        [0] {""}
       *[other] , { $replay } { $next } voor nummer { $following }
    } of { $replay } { $all } voor alles in één keer.
table-replay-no-such = Er is geen nummer { $given }: { $over ->
        [yes] het hele spel heeft { $parts }.
       *[no] het spel tot nu toe heeft { $parts }.
    } Typ { $replay } { $unit } { $count ->
        [1] 1.
       *[other] 1 tot en met { $count }.
    }
table-replay-which = Welk nummer? Typ { $replay } { $unit } { $count ->
        [1] 1.
       *[other] 1 tot en met { $count }.
    }
table-replay-not-a-number = "{ $given }" is geen getal. Typ { $replay } { $unit } { $count ->
        [1] 1
       *[other] 1 tot en met { $count }
    }, { $replay } { $next } of { $replay } { $all }.
table-replay-no-more = { $over ->
        [yes] Daar eindigde het spel.
       *[no] Verder is het spel nog niet gekomen.
    } Typ { $replay } { $unit } 1 om opnieuw te beginnen.
table-no-braille = Je terminal kan geen braillecellen tonen (de codering is { $encoding }): stel een UTF-8-locale in, of gebruik de opdracht afdrukken voor een BRF-bestand.
table-input-closed = standaardinvoer is gesloten, dus er kan niets worden getypt: start het in een terminal, of stuur de opdrachten erin via een pijp

table-game-unknown = geen spel "{ $given }": de spellen zijn { $games }

# What a person typed, quoted by its start and its length when it is long.
table-typed-long = { $start }… ({ $count } tekens)
table-line-too-long = Die regel heeft { $count } tekens; een regel mag er hoogstens { $most } hebben. Er is niets gedaan.
table-new-waiting = Je hebt om een nieuw spel gevraagd. Het begint zodra iedereen aan tafel ja heeft gezegd.
table-print-nowhere = Dit apparaat kan geen afdruk bewaren.
table-not-your-turn = { $name } is aan de beurt, niet jij.
