## The session: hot seat, resuming, questions, the end of the game (sessions/play.py).

table-hot-seat = Skipst á við lyklaborðið: { $names } deila þessu lyklaborði.
table-since-you-heard = Þetta hefur gerst síðan þú heyrðir síðast:
table-new-game = Nýtt spil.
table-turn-over = { $name } hefur lokið leik.
table-cards-hidden = { $name }: spilin eru falin.
table-pass-to = Réttu lyklaborðið áfram. Næst: { $name }. Ýttu á Enter þegar allt er klárt.
table-at-keyboard = Við lyklaborðið: { $name }.
# Any line but Enter alone while the keyboard is handed over: nothing private is said.
table-hand-over-waits = Beðið eftir að { $name } ýti á Enter. Engu öðru er svarað fyrr, svo enginn heyri röng spil.
table-end-of-input-after = Inntaki lokið. Bless.
table-end-of-input = Inntaki lokið: spilið stöðvast hér.
table-ask-new = Gefast upp á þessu spili og gefa nýtt? Skrifaðu já fyrir nýtt spil, eitthvað annað til að halda áfram.
table-ask-quit = Hætta í þessu spili? Skrifaðu já til að hætta, eitthvað annað til að halda áfram.
# What a player may type for yes, besides the English yes and y, separated by " ; ".
table-yes-words = já ; j
# What a player may type for no, besides the English no and n, separated by " ; ".
table-no-words = nei ; n
table-closed = Spilinu er lokað.
table-not-quitting = Ekki hætt: spilið heldur áfram.
table-no-new-game = Ekki gefið nýtt: spilið heldur áfram.
table-game-stopped = Spilið stöðvað.
table-goodbye = Bless.
table-sorry = Því miður fór eitthvað úrskeiðis með þessa skipun. Spilið heldur áfram.
table-sorry-logged = Því miður fór eitthvað úrskeiðis með þessa skipun. Það var skrifað í { $log }. Spilið heldur áfram.
table-after-the-game = Spilinu er lokið. Skrifaðu { $new } fyrir nýtt spil, eða { $quit } til að fara.
table-still-ask = Þú getur enn beðið um: { $still }.
table-did-not-work = Þetta tókst ekki.
table-interrupted = Skrifaðu { $quit } til að stöðva spilið.

## The commands every game has: their answers and errors (sessions/common_commands.py).

table-no-argument = Skipunin { $name } tekur ekkert á eftir sér: skrifaðu bara "{ $name }".
table-nothing-announced = Ekkert hefur verið tilkynnt enn.
table-history-not-a-number = "{ $given }" er ekki fjöldi atburða: skrifaðu { $history } eða { $history } 20.
table-nothing-happened = Ekkert hefur gerst enn.
table-verbosity-is = Nákvæmni: { $level }. Valkostir: { $choices }.
table-verbosity-set = Nákvæmni: { $level }.
table-hints-are = Vísbending í hvert sinn sem þú átt leik: { $state }. Valkostir: { $choices }.
table-hints-bad = Óþekkt stilling "{ $given }": veldu { $on } eða { $off }.
table-hints-on = Vísbendingar á: þú færð vísbendingu í hvert sinn sem þú átt leik.
table-hints-off = Vísbendingar af. Skrifaðu { $hint } þegar þú vilt fá eina.
table-braille-sent = Líka sent á punktaletursskjáinn þinn.
table-print-what = Prenta hvað? Skrifaðu { $choices }.
table-print-what-not = Prenta hvað? Skrifaðu { $choices }, ekki "{ $given }".
table-print-failed = Ekki tókst að skrifa punktaletursskrána í { $folder } ({ $reason }).
table-printed = { $heading } { $path }.
table-replay-whole = Allt spilið, eins og þú upplifðir það:
table-replay-so-far = Spilið hingað til, eins og þú upplifðir það:
table-replay-index = { $over ->
        [yes] Í öllu spilinu { $count ->
            [one] er
           *[other] eru
        } { $parts }.
       *[no] Hingað til { $count ->
            [one] er
           *[other] eru
        } { $parts } í spilinu.
    } Skrifaðu { $replay } { $unit } { $count ->
        [1] 1 til að hlusta
       *[other] og númer frá 1 til { $count }
    }{ $following ->
        [0] {""}
       *[other] , { $replay } { $next } fyrir númer { $following }
    } eða { $replay } { $all } fyrir allt í einu.
table-replay-no-such = Það er ekkert númer { $given }: { $over ->
        [yes] í öllu spilinu { $count ->
            [one] er
           *[other] eru
        } { $parts }.
       *[no] hingað til { $count ->
            [one] er
           *[other] eru
        } { $parts } í spilinu.
    } Skrifaðu { $replay } { $unit } { $count ->
        [1] 1.
       *[other] og númer frá 1 til { $count }.
    }
table-replay-which = Hvaða númer? Skrifaðu { $replay } { $unit } { $count ->
        [1] 1.
       *[other] og númer frá 1 til { $count }.
    }
table-replay-not-a-number = "{ $given }" er ekki númer. Skrifaðu { $replay } { $unit } { $count ->
        [1] 1
       *[other] og númer frá 1 til { $count }
    }, { $replay } { $next } eða { $replay } { $all }.
table-replay-no-more = { $over ->
        [yes] Þar lauk spilinu.
       *[no] Lengra er spilið ekki komið.
    } Skrifaðu { $replay } { $unit } 1 til að byrja aftur.
table-no-braille = Skjáhermirinn getur ekki sýnt punktaletursstafi (stafasettið er { $encoding }): veldu UTF-8-staðfærslu, eða notaðu skipunina prenta fyrir BRF-skrá.
table-input-closed = staðalinntak er lokað, svo ekkert er hægt að skrifa: keyrðu forritið í skjáhermi, eða sendu skipanirnar inn um pípu

table-game-unknown = ekkert spil heitir "{ $given }": spilin eru { $games }

# What a person typed, quoted by its start and its length when it is long.
table-typed-long = { $start }… ({ $count } { $count ->
        [one] stafur
       *[other] stafir
    })
table-line-too-long = Línan er { $count } { $count ->
        [one] stafur
       *[other] stafir
    }; lína má mest vera { $most } stafir. Ekkert var gert.
table-new-waiting = Þú baðst um nýtt spil. Það hefst þegar allir við borðið hafa sagt já.
table-print-nowhere = Þetta tæki getur ekki geymt útprentun.
table-not-your-turn = { $name } á leik, ekki þú.
