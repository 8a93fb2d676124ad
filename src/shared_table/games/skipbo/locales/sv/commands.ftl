## Kommandon: namn, sammanfattning, argument, detaljer och exempel (core/commands.py).

sb-cmd-play = lägg
sb-cmd-play-summary = lägg ett kort på en bygghög, från din grundhög, din hand eller en av dina kasthögar
sb-cmd-play-argument = var kortet kommer ifrån, på, och en bygghög
sb-cmd-play-details = Kortet kommer från grundhög, ett kort på handen, eller kast och numret på en av dina kasthögar. Ange ett kort på handen med dess nummer eller namn: 7, sju eller sjua; 7t2 eller sju avgift 2 för en sjua med en avgift på två mynt; sb för ett Skip-Bo-kort. Ordet på kan utelämnas, och bygghögen också, när kortet bara passar på en.
sb-cmd-play-examples = lägg grundhög på 2 ; lägg 7 på 1 ; lägg sjuan på hög 3 ; lägg kast 2 på 1 ; pl sb 4
sb-cmd-play-typed = spela, lägga, lägger, spelar

sb-cmd-pay = betala
sb-cmd-pay-summary = betala mynt i stället för kortet en bygghög behöver, lika många som dess nummer; lägg sedan nästa kort på den
sb-cmd-pay-argument = för, och en bygghög
sb-cmd-pay-details = 4 mynt står för en fyra. Mynten ligger bredvid högen tills den är full; då delas de ut ett i taget i turordning, med början hos spelaren som gjorde den full.
sb-cmd-pay-examples = betala för 2
sb-cmd-pay-typed = betalar

sb-cmd-buy = köp
sb-cmd-buy-summary = köp det översta kortet i en annan spelares grundhög eller kasthög för ett mynt, och lägg det genast på en bygghög
sb-cmd-buy-argument = en spelare, grundhög eller en kasthög, på, och en bygghög
sb-cmd-buy-examples = köp Ann grundhög på 3 ; köp Bob kast 2 på 1
sb-cmd-buy-typed = köpa, köper

sb-cmd-toll = avgift
sb-cmd-toll-summary = betala avgiften för kortet du just lade och fortsätt, eller låt bli och avsluta din tur
sb-cmd-toll-examples = avgift betala ; avgift hoppa
sb-cmd-toll-choice-pay = betala
sb-cmd-toll-choice-skip = hoppa
sb-cmd-toll-typed = avgiften
sb-cmd-toll-choice-pay-typed = betala avgiften
sb-cmd-toll-choice-skip-typed = betala inte, hoppa över, hoppa över avgiften

sb-cmd-discard = kasta
sb-cmd-discard-summary = lägg ett kort från handen på en av dina kasthögar; det avslutar din tur
sb-cmd-discard-argument = ett kort, på, och en kasthög
sb-cmd-discard-details = Ange ett kort på handen med dess nummer eller namn: 7, sju eller sjua; 7t2 eller sju avgift 2 för en sjua med en avgift på två mynt; sb för ett Skip-Bo-kort. Dina kasthögar har numren 1 till 4.
sb-cmd-discard-examples = kasta 9 på 2 ; x sb på 4 ; kasta nio på 1
sb-cmd-discard-typed = kastar, släng, slänga, slänger

sb-cmd-end = klar
sb-cmd-end-summary = avsluta din tur när din hand är tom och det inte finns något kvar att dra
sb-cmd-end-examples = klar
sb-cmd-end-typed = färdig, klart, avsluta turen

sb-cmd-stock = grundhög
sb-cmd-stock-summary = det översta kortet i varje grundhög, och hur många kort som är kvar i var och en
sb-cmd-stock-examples = grundhög
sb-cmd-stock-typed = grundhögen, grundhögar

sb-cmd-hand = hand
sb-cmd-hand-summary = dina kort, numren i stigande ordning, Skip-Bo-kort sist
sb-cmd-hand-examples = hand
sb-cmd-hand-typed = handen, mina kort

sb-cmd-piles = bygghögar
sb-cmd-piles-summary = vad varje bygghög behöver nu, och mynten bredvid den
sb-cmd-piles-examples = bygghögar
sb-cmd-piles-typed = bygghögarna

sb-cmd-discards = kasthögar
sb-cmd-discards-summary = dina kasthögar eller en annan spelares, översta kortet först
sb-cmd-discards-argument = en spelares namn
sb-cmd-discards-examples = kasthögar ; kasthögar Ann
sb-cmd-discards-typed = kasthögarna

sb-cmd-coins = mynt
sb-cmd-coins-summary = dina mynt, allas, och de som ligger bredvid varje bygghög
sb-cmd-coins-examples = mynt
sb-cmd-coins-typed = mynten, pengar

sb-cmd-scores = ställning
sb-cmd-scores-summary = kort kvar i grundhögen, minst först, och i en match allas poäng
sb-cmd-scores-examples = ställning
sb-cmd-scores-typed = poäng, ställningen, resultat

skipbo-title = Skip-Bo
sb-points = poäng
sb-option-short = grundhögar med 10 kort i stället för 15
sb-option-match = spela tills någon har 500 poäng: 25 för en vinst och 5 för varje kort kvar i de andras grundhögar

## What the toll's prompts and errors tell a person to type: the everyday forms, each one understood
## at a toll (tests/test_skipbo_languages.py).
sb-say-pay-toll = betala
sb-say-skip-toll = hoppa över
