## Avslag: reglene (rules/state.py), det som ble skrevet (words/commands.py, words/reading_typed.py, rules/cards.py), lagrede spill (rules/codec.py).

sb-error-players = Skip-Bo er for { $min } til { $max } spillere, ikke { $given }
sb-error-over = Spillet er over.
sb-error-no-seat = Ingen sitter på plass { $seat }: det er { GENITIVE($name, sibilant: "'") } tur.
sb-error-not-your-turn = Det er { GENITIVE($name, sibilant: "'") } tur, ikke { GENITIVE($other, sibilant: "'") }.
sb-error-toll-first = Betal først avgiften på { $coins ->
    [one] én mynt
   *[other] { $coins } mynter
}, eller avslutt turen: skriv { sb-say-pay-toll } eller { sb-say-skip-toll }.
sb-error-must-play = Du har betalt mynter på spillebunke { $place }: spill nå det neste kortet på den.
sb-error-end-with-discard = Turen slutter med at du kaster: legg et kort fra hånden på en kastebunke.
sb-error-not-a-move = ikke et trekk i Skip-Bo: { $action }
sb-error-no-building-pile = Det er ingen spillebunke { $given }: de er 1 til { $count }.
sb-error-wont-fit = Spillebunke { $place } { $empty ->
    [yes] er tom: den begynner med en ener
   *[no] trenger { $needed }
} eller et Skip-Bo-kort, ikke { $card }.
sb-error-top-card = Et kort fra { $source ->
    [discard] en kastebunke
   *[stock] en hovedbunke
} er det øverste kortet: ikke oppgi noe kort.
sb-error-pile-number = Bare kastebunker angis med nummer.
sb-error-stock-empty = Den hovedbunken er tom.
sb-error-discard-no-card = Kastebunke { $pile } har ikke noe kort å spille.
sb-error-not-in-hand = Det kortet har du ikke på hånden.
sb-error-buy-whom = Kjøp fra en annen spiller ved dette bordet.
sb-error-buy-top = Kjøp det øverste kortet i hovedbunken eller i en av kastebunkene til den spilleren.
sb-error-no-coins = Du har ingen mynter igjen å kjøpe for.
sb-error-pay-twelve = Spillebunke { $place } trenger en tolver, det siste kortet: den kan ikke betales med mynter.
sb-error-pay-short = Spillebunke { $place } trenger { $needed }: det koster { $cost ->
    [one] én mynt
   *[other] { $cost } mynter
}, og du har { $have ->
    [one] én mynt
   *[other] { $have } mynter
}.
sb-error-pay-no-follow = Når du har betalt for { $paid }, må du spille { $next } eller et Skip-Bo-kort på den, og du har { $none ->
    [neither] ingen av delene
   *[none] ingen
} å spille.
sb-error-no-toll = Det er ingen avgift å betale nå.
sb-error-toll-short = Avgiften er { $due ->
    [one] én mynt
   *[other] { $due } mynter
}, og du har { $have ->
    [one] én mynt
   *[other] { $have } mynter
}: skriv { sb-say-skip-toll }.
sb-error-no-such-card = Du har ingen { $card } på hånden.
sb-error-no-discard-pile = Det er ingen kastebunke { $given }: dine er 1 til { $count }.
sb-error-no-such-card-toll = ikke noe Skip-Bo-kort { $number } med en avgift på { $toll }
sb-error-no-card = ukjent kort "{ $given }": skriv et tall fra 1 til 12, for eksempel 7 eller sju, eller sb for et Skip-Bo-kort
sb-error-bot-level = ukjent nivå "{ $given }" for dataspillere: nivåene er { $levels }
sb-error-saved-card = et Skip-Bo-kort skrives som 7, 7t2 eller sb, ikke { $given }
sb-error-verbosity = Ukjent detaljnivå "{ $given }": velg { $choices }.

## Et spill lagt ut for hånd, for tester (SkipBoState.from_layout).

sb-error-layout-stocks = gi { $seats } hovedbunker av samme størrelse, minst ett kort i hver
sb-error-layout-building = spillebunkene er { $count } plasser, hver bygd i rekkefølge fra 1 til høyst 11
sb-error-layout-discards = hver spiller har { $count } kastebunker, ikke { $given }
sb-error-layout-coins = gi hver av de { $seats } spillerne 0 eller flere mynter, høyst { $box } til sammen

## Det som ble skrevet (words/commands.py).

sb-error-no-argument = Etter { $name } skal det ikke stå noe: skriv bare "{ $name }".
sb-error-over-new = Spillet er over. Skriv { $new } for et nytt spill, eller { $quit }.
sb-error-turn-of = Det er { GENITIVE($name, sibilant: "'") } tur.
sb-error-not-yet = Ikke ennå. { $toll }
sb-error-no-pile = Ingen { $what ->
    [discard] kastebunke
   *[building] spillebunke
} "{ $given }": de har numrene 1 til { $count }.
sb-error-which-card = Hvilken { $number }? Skriv { $options }.
sb-which-option = { $short } for { $card }
sb-error-which-discard-pile = Hvilken kastebunke? Skriv nummeret, for eksempel: { sb-cmd-play } kast 2 til 1.
sb-error-your-stock-empty = Hovedbunken din er tom.
sb-error-not-on-top = Det øverste kortet der er { $card }, ikke det.
sb-error-your-discard-empty = Din kastebunke { $pile } er tom.
sb-error-no-source = Ukjent kort "{ $given }": skriv hovedbunke, et kort på hånden som 7, sju, 7t2 eller sb, eller kast og et bunkenummer.
sb-error-no-player = { $what ->
    [buy] Du kan ikke kjøpe fra "{ $given }"
   *[table] Ingen spiller ved dette bordet heter "{ $given }"
}: velg { $others }.

## Et kort som ikke kan legges noe sted. $said: kortet slik sb-said-* sier det.

sb-said-stock = { $start ->
    [yes] { $card } fra hovedbunken din
   *[no] { $card } fra hovedbunken din
}
sb-said-discard = { $start ->
    [yes] { $card } på kastebunke { $pile }
   *[no] { $card } på kastebunke { $pile }
}
sb-said-hand = { $start ->
    [yes] { $card } fra hånden
   *[no] { $card } fra hånden
}
sb-said-buy-stock = { $card } fra { GENITIVE($name, sibilant: "'") } hovedbunke
sb-said-buy-discard = { $start ->
    [yes] { $card } på { GENITIVE($name, sibilant: "'") } kastebunke { $pile }
   *[no] { $card } på { GENITIVE($name, sibilant: "'") } kastebunke { $pile }
}
sb-error-fits-none = Ingen spillebunke tar { $said } nå. { $needs }
sb-error-which-building = På hvilken spillebunke? Bunke { $piles } tar { $said }: skriv for eksempel { $example } til { $first }.
sb-error-paid-elsewhere = Du har betalt mynter på spillebunke { $must }: spill nå { $needed } eller et Skip-Bo-kort på den.
sb-error-no-fit = Spillebunke { $place } { $empty ->
    [yes] er tom: begynn den med en ener eller et Skip-Bo-kort
   *[no] trenger { $needed }, ikke { $card }: spill { $needed } eller et Skip-Bo-kort
}{ $else ->
    [pay] , eller betal { $cost ->
        [one] én mynt
       *[other] { $cost } mynter
    }
    [buy] , eller kjøp et for én mynt
   *[none] {""}
}.
sb-error-fits-other = Spillebunke { $piles } tar { $said }.

## Hver kommandos egne avslag.

sb-error-play-what = Spille hva? Skriv spill, hvor kortet kommer fra og en spillebunke, for eksempel: spill hovedbunke til 2, spill 7 til 1 eller spill kast 3 til 2.
sb-error-pay-none = Du kan ikke betale for noen spillebunke nå: du trenger like mange mynter som kortets tall, og det neste kortet til å spille på den.
sb-error-pay-which = Betale for hvilken spillebunke? Du kan betale { $choices }. Skriv for eksempel { sb-cmd-pay } for { $first }.
sb-pay-choice = { $coins ->
    [one] én mynt
   *[other] { $coins } mynter
} for bunke { $place }
sb-error-buy-what = Kjøpe hva? Skriv kjøp, en spiller, hovedbunke eller kast og et bunkenummer, og så spillebunken, for eksempel: kjøp Ann hovedbunke til 3.
sb-error-buy-own = Dine egne kort spilles, de kjøpes ikke: skriv { sb-cmd-play }.
sb-error-their-stock-empty = { GENITIVE($name, sibilant: "'") } hovedbunke er tom.
sb-error-their-discard-empty = { GENITIVE($name, sibilant: "'") } kastebunke { $pile } er tom.
sb-error-buy-source = Kjøpe "{ $given }"? Kjøp det øverste kortet i en hovedbunke eller en kastebunke, for eksempel: { sb-cmd-buy } { $name } hovedbunke til 3, eller { sb-cmd-buy } { $name } kast 2 til 1.
sb-error-toll-choice = { $typed ->
    [no] Skriv { sb-say-pay-toll } eller { sb-say-skip-toll }.
   *[other] Ukjent valg "{ $given }" for avgiften: skriv { sb-say-pay-toll } eller { sb-say-skip-toll }.
}
sb-error-discard-what = Hvilket kort, på hvilken kastebunke? Skriv kast, et kort og en bunke, for eksempel: kast 9 til 2.
sb-error-discard-which = På hvilken av kastebunkene dine, 1 til { $count }? Skriv { sb-cmd-discards } for å høre dem, og så for eksempel: { sb-cmd-discard } { $short } til 1.
sb-error-end-discard = Turen slutter med at du kaster: skriv kast, et kort og en bunke, for eksempel: kast 9 til 2.
sb-error-not-held = Du har ingen { $card } på hånden. { $hand }
## A card put on "pile N", which could be either kind; $building and $discard are the piles' words.
sb-error-pile-kind = Hvilken bunke { $pile }: { $building } { $pile } eller { $discard } { $pile }? Si hvilken.
