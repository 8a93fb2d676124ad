## Avvisningar: reglerna (rules/state.py), det skrivna (words/commands.py, words/reading_typed.py, rules/cards.py), sparade spel (rules/codec.py).

sb-error-players = Skip-Bo är för { $min } till { $max } spelare, inte { $given }
sb-error-over = Spelet är slut.
sb-error-no-seat = Ingen sitter på plats { $seat }: det är { GENITIVE($name, sibilant: "") } tur.
sb-error-not-your-turn = Det är { GENITIVE($name, sibilant: "") } tur, inte { GENITIVE($other, sibilant: "") }.
sb-error-toll-first = Betala först avgiften på { $coins ->
    [one] ett mynt
   *[other] { $coins } mynt
}, eller avsluta din tur: skriv { sb-say-pay-toll } eller { sb-say-skip-toll }.
sb-error-must-play = Du har betalat mynt på bygghög { $place }: lägg nu nästa kort på den.
sb-error-end-with-discard = Din tur avslutas med att du kastar: lägg ett kort från handen på en kasthög.
sb-error-not-a-move = inget drag i Skip-Bo: { $action }
sb-error-no-building-pile = Det finns ingen bygghög { $given }: de är 1 till { $count }.
sb-error-wont-fit = Bygghög { $place } { $empty ->
    [yes] är tom: den börjar med en etta
   *[no] behöver { $needed }
} eller ett Skip-Bo-kort, inte { $card }.
sb-error-top-card = Från { $source ->
    [discard] en kasthög
   *[stock] en grundhög
} spelas alltid det översta kortet: ange inget kort.
sb-error-pile-number = Bara kasthögar anges med nummer.
sb-error-stock-empty = Den grundhögen är tom.
sb-error-discard-no-card = Kasthög { $pile } har inget kort att lägga.
sb-error-not-in-hand = Det kortet har du inte på handen.
sb-error-buy-whom = Köp av en annan spelare vid det här bordet.
sb-error-buy-top = Köp det översta kortet i spelarens grundhög eller i en av spelarens kasthögar.
sb-error-no-coins = Du har inga mynt kvar att köpa för.
sb-error-pay-twelve = Bygghög { $place } behöver en tolva, det sista kortet: mynt kan inte stå för den.
sb-error-pay-short = Bygghög { $place } behöver { $needed }: det kostar { $cost ->
    [one] ett mynt
   *[other] { $cost } mynt
}, och du har { $have ->
    [one] ett mynt
   *[other] { $have } mynt
}.
sb-error-pay-no-follow = När du har betalat för { $paid } måste du lägga { $next } eller ett Skip-Bo-kort på den, men du har { $none ->
    [neither] inget av dem
   *[none] inget
} att lägga.
sb-error-no-toll = Det finns ingen avgift att betala nu.
sb-error-toll-short = Avgiften är { $due ->
    [one] ett mynt
   *[other] { $due } mynt
} och du har { $have ->
    [one] ett mynt
   *[other] { $have } mynt
}: skriv { sb-say-skip-toll }.
sb-error-no-such-card = Du har { $number ->
    [0] inget
   *[other] ingen
} { $card } på handen.
sb-error-no-discard-pile = Det finns ingen kasthög { $given }: dina är 1 till { $count }.
sb-error-no-such-card-toll = inget Skip-Bo-kort { $number } med en avgift på { $toll }
sb-error-no-card = okänt kort "{ $given }": ange ett nummer från 1 till 12, till exempel 7 eller sju, eller sb för ett Skip-Bo-kort
sb-error-bot-level = ingen datornivå "{ $given }": nivåerna är { $levels }
sb-error-saved-card = ett Skip-Bo-kort skrivs som 7, 7t2 eller sb, inte { $given }
sb-error-verbosity = Okänd detaljnivå "{ $given }": välj { $choices }.

sb-error-layout-stocks = ge { $seats } grundhögar av samma storlek, minst ett kort i varje
sb-error-layout-building = bygghögarna är { $count } platser, var och en byggd i ordning från 1 till högst 11
sb-error-layout-discards = varje spelare har { $count } kasthögar, inte { $given }
sb-error-layout-coins = ge var och en av de { $seats } spelarna 0 eller fler mynt, högst { $box } totalt

sb-error-no-argument = Inget ska stå efter { $name }: skriv bara "{ $name }".
sb-error-over-new = Spelet är slut. Skriv { $new } för ett nytt spel, eller { $quit }.
sb-error-turn-of = Det är { GENITIVE($name, sibilant: "") } tur.
sb-error-not-yet = Inte än. { $toll }
sb-error-no-pile = Ingen { $what ->
    [discard] kasthög
   *[building] bygghög
} "{ $given }": de har numren 1 till { $count }.
sb-error-which-card = Vilken { $number }? Skriv { $options }.
sb-which-option = { $short } för { $card }
sb-error-which-discard-pile = Vilken kasthög? Ange dess nummer, till exempel: { sb-cmd-play } kast 2 på 1.
sb-error-your-stock-empty = Din grundhög är tom.
sb-error-not-on-top = Det översta kortet där är { $card }, inte det.
sb-error-your-discard-empty = Din kasthög { $pile } är tom.
sb-error-no-source = Okänt kort "{ $given }": ange grundhög, ett kort på handen som 7, sju, 7t2 eller sb, eller kast och ett högnummer.
sb-error-no-player = Ingen spelare "{ $given }" { $what ->
    [buy] att köpa av
   *[table] vid det här bordet
}: välj { $others }.

sb-said-stock = { $start ->
    [yes] { $card } från din grundhög
   *[no] { $card } från din grundhög
}
sb-said-discard = { $start ->
    [yes] { $card } på din kasthög { $pile }
   *[no] { $card } på din kasthög { $pile }
}
sb-said-hand = { $start ->
    [yes] { $card } från handen
   *[no] { $card } från handen
}
sb-said-buy-stock = { $card } från { GENITIVE($name, sibilant: "") } grundhög
sb-said-buy-discard = { $start ->
    [yes] { $card } på { GENITIVE($name, sibilant: "") } kasthög { $pile }
   *[no] { $card } på { GENITIVE($name, sibilant: "") } kasthög { $pile }
}
sb-error-fits-none = Det finns ingen bygghög där { $said } passar nu. { $needs }
sb-error-which-building = På vilken bygghög? Du kan lägga { $said } på hög { $piles }: skriv den, till exempel: { $example } på { $first }.
sb-error-paid-elsewhere = Du har betalat mynt på bygghög { $must }: lägg nu { $needed } eller ett Skip-Bo-kort på den.
sb-error-no-fit = Bygghög { $place } { $empty ->
    [yes] är tom: starta den med en etta eller ett Skip-Bo-kort
   *[no] behöver { $needed }, inte { $card }: lägg { $needed } eller ett Skip-Bo-kort
}{ $else ->
    [pay] , eller betala { $cost ->
        [one] ett mynt
       *[other] { $cost } mynt
    }
    [buy] , eller köp ett för ett mynt
   *[none] {""}
}.
sb-error-fits-other = Du kan lägga { $said } på bygghög { $piles }.

sb-error-play-what = Vad vill du lägga? Skriv lägg, var kortet kommer ifrån och en bygghög, till exempel: lägg grundhög på 2, lägg 7 på 1 eller lägg kast 3 på 2.
sb-error-pay-none = Ingen bygghög kan betalas nu: du behöver lika många mynt som dess nummer, och nästa kort att lägga på den.
sb-error-pay-which = Betala för vilken bygghög? Du kan betala { $choices }. Skriv till exempel { sb-cmd-pay } för { $first }.
sb-pay-choice = { $coins ->
    [one] ett mynt
   *[other] { $coins } mynt
} för hög { $place }
sb-error-buy-what = Köpa vad? Skriv köp, en spelare, grundhög eller kast och ett högnummer, och sedan bygghögen, till exempel: köp Ann grundhög på 3.
sb-error-buy-own = Dina egna kort köper du inte, du lägger dem: skriv { sb-cmd-play }.
sb-error-their-stock-empty = { GENITIVE($name, sibilant: "") } grundhög är tom.
sb-error-their-discard-empty = { GENITIVE($name, sibilant: "") } kasthög { $pile } är tom.
sb-error-buy-source = Köpa "{ $given }"? Köp det översta kortet i en grundhög eller en kasthög, till exempel: { sb-cmd-buy } { $name } grundhög på 3, eller { sb-cmd-buy } { $name } kast 2 på 1.
sb-error-toll-choice = { $typed ->
    [no] Skriv { sb-say-pay-toll } eller { sb-say-skip-toll }.
   *[other] Okänt svar "{ $given }" på avgiften: skriv { sb-say-pay-toll } eller { sb-say-skip-toll }.
}
sb-error-discard-what = Vilket kort, på vilken kasthög? Skriv kasta, ett kort och en hög, till exempel: kasta 9 på 2.
sb-error-discard-which = På vilken av dina kasthögar, 1 till { $count }? Skriv { sb-cmd-discards } för att höra dem, och sedan till exempel: { sb-cmd-discard } { $short } på 1.
sb-error-end-discard = Din tur avslutas med att du kastar: skriv kasta, ett kort och en hög, till exempel: kasta 9 på 2.
sb-error-not-held = Du har { $number ->
    [0] inget
   *[other] ingen
} { $card } på handen. { $hand }
## A card put on "pile N", which could be either kind; $building and $discard are the piles' words.
sb-error-pile-kind = Vilken hög { $pile }: { $building } { $pile } eller { $discard } { $pile }? Säg vilken.
