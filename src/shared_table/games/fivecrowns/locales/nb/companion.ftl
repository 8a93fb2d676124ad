## Hjelperen (games/fivecrowns/tools/companion/): hva den sier, feilene og filene dens.
## $ranks er en valør i ubestemt flertall, slik kortene sier den ("åttere"); her i bestemt form
## ("åtterne", som arket: "treerne er jokerkort"), i ord: et tall med endelse leses bokstav for
## bokstav. $wild er en hel setning.

## Hva en spiller skriver: ord skilt med ";", engelsk forstås alltid også.
fcc-typed-out = ute ; ut ; gikk ut
fcc-typed-points = poeng ; p
fcc-typed-yes = ja ; j ; ok ; behold
fcc-typed-sure = ja ; j
fcc-typed-no = nei ; n ; avbryt ; behold
fcc-typed-cancel = avbryt ; stopp
fcc-typed-quit = avslutt
fcc-typed-help = hjelp ; ?
fcc-typed-back = tilbake
fcc-typed-round = runde
fcc-typed-sheet = protokoll
fcc-typed-wild = jokerkort
fcc-cmd-braille-choice-sheet = protokoll
fcc-cmd-print-choice-sheet = protokoll

## Start og økten.
fcc-welcome = Hjelperen i Shared Table: protokollføreren for Five Crowns med ekte kort.
fcc-set-up = Skriv spillere og navnene i rekkefølgen dere sitter, for eksempel: spillere Ann, Bob, Cy.
fcc-start-unfinished = Protokoll { $number } er ikke ferdig: { $names }, runde { $round } er neste. Skriv fortsett for å fortsette med den.
fcc-start-help = Skriv hjelp for alle kommandoer.
fcc-no-players = Ingen spillere ennå. Skriv spillere og navnene i rekkefølgen dere sitter, for eksempel: spillere Ann, Bob, Cy.
fcc-save-failed = Protokollen kan ikke lagres i { $folder } ({ $reason }). Den beholdes så lenge programmet kjører.
fcc-not-saved = Denne protokollen er ikke lagret.
fcc-saved-in = Protokoll { $number } er lagret i { $path }.
fcc-no-store-open = Protokoller lagres ikke i denne økten, så det er ingen å åpne.
fcc-left-as-it-is = { $problem }. Filen blir ikke rørt
fcc-stopped = Hjelperen er avsluttet.
fcc-went-wrong = Beklager, noe gikk galt. Protokollen er som den var før.
fcc-went-wrong-logged = Beklager, noe gikk galt. Det ble skrevet til { $log }. Protokollen er som den var før.
fcc-did-not-work = Det virket ikke.
fcc-letter-changed = "{ $word }" er nå { $now }, som i spillene. Skriv { $alias } for { $command }.
fcc-letter-gone = "{ $word }" brukes ikke lenger her, så en bokstav betyr det samme i alle spill. Skriv { $alias } for { $command }.
fcc-dealers-kept = Giverne blir som de var: { $name } ga i runde 1.
fcc-end-of-input = Slutt på inndata.
fcc-end-not-scored = Runde { $round } er ikke telt opp: ikke alle poengene ble oppgitt.
fcc-goodbye = Ha det.
fcc-goodbye-saved = { $saved } shared-table companion { $over ->
        [yes] --print { $number } skriver den ut
       *[no] --resume { $number } fortsetter med den
    }. Ha det.

## Opptelling av en runde, spiller for spiller.
fcc-scoring-over = Spillet er over: alle { $rounds } rundene er telt opp. Skriv endre for å rette en, for eksempel: endre 11 Ann 12.
fcc-scoring-start = Teller opp runde { $round }, { $wild }. Skriv for hver spiller poengene, ute, eller kortene som er igjen på hånden. Skriv tilbake for å gå én spiller tilbake, avbryt for å stoppe.
fcc-ask = { $name }?
fcc-scoring-stopped = Opptellingen er stoppet: runde { $round } er ikke telt opp. Skriv tell for å begynne på nytt.
fcc-scoring-help = Teller opp runde { $round }. Skriv poengene til { $name }, som 12, ute hvis { $name } gikk ut, eller kortene som er igjen på hånden, som 7c Qh joker. tilbake går én spiller tilbake, avbryt stopper.
fcc-scoring-first = { $name } er den første: det er ingen å gå tilbake til.
fcc-scoring-confirm = Trykk Enter for å beholde det, eller skriv poengene til { $name } på nytt.

## Kommandoenes svar og feil.
fcc-no-argument = Etter { $name } skal det ikke stå noe: skriv bare "{ $name }".
fcc-players-who = Hvem spiller? Skriv spillere og navnene i rekkefølgen dere sitter, for eksempel: spillere Ann, Bob, Cy.
fcc-players-fixed = Protokoll { $number } har allerede poeng, så spillerne blir. Skriv ny for å starte en ny protokoll med andre spillere.
fcc-players-set = Spillere, i rekkefølgen dere sitter: { $names }. { $first } gir først; skriv giver og et navn for å endre det.
fcc-dealer-is = { $name } ga i runde 1. { $opening }
fcc-dealer-already = { $name } ga allerede i runde 1. { $opening }
fcc-check-which = Sjekk hvilke kort? Skriv sjekk og kortene, for eksempel: sjekk 7c 8c 9c Qh joker.
fcc-check-too-many = { $cards } kort oppgitt: en hånd som sjekkes, har 1 til { $most } kort
fcc-check-size-note = Merk: i runde { $round } har en hånd { $size } kort, { $drawn } etter å ha trukket; du oppga { $cards }.
fcc-check-no-wild = { $cards } kort og ingen runde i gang: si hvilken verdi som er jokerkort, for eksempel: sjekk 7c 8c 9c jokerkort 8
fcc-check-wild-from-count = { $ranks ->
    [treere] treerne
    [firere] firerne
    [femmere] femmerne
    [seksere] sekserne
    [sjuere] sjuerne
    [niere] nierne
    [tiere] tierne
    [knekter] knektene
    [damer] damene
    [konger] kongene
   *[other] åtterne
} er jokerkort, ut fra antall kort.
fcc-edit-nothing = Ingen runde er telt opp ennå, så det er ingenting å endre. Skriv tell når runde 1 er over.
fcc-edit-no-round = ingen runde { $given }: rundene er 1 til { $rounds }
fcc-edit-what = Endre hvem sine poeng, og til hva? Si runden, spilleren og poengene, for eksempel: endre 3 Bob 12, endre 3 Bob ute, eller endre 3 Bob 7c Qh.
fcc-edit-to-what = Endre poengene til { $name } til hva? Gi poengene, ute, eller kortene, for eksempel: endre 3 Bob 12, endre 3 Bob ute, eller endre 3 Bob 7c Qh.
fcc-sheet-no-round = ingen opptalt runde "{ $given }": skriv protokoll for hele protokollen, eller protokoll og et rundenummer ({ $scored ->
        [0] ingen runde ennå
       *[other] runde 1 til { $scored }
    })
fcc-just-sheet = { $name } hva? Skriv { $name } { $sheet }.
fcc-braille-missing = Ingen protokoll i punktskrift: { $problem }. Skriv protokoll for å høre protokollen, eller utskrift protokoll for en papirkopi
fcc-print-not-saved = Denne protokollen er ikke lagret, så det er ingen mappe å skrive den ut til. Skriv protokoll for å høre den.
fcc-print-failed = Utskriften kan ikke skrives i { $folder } ({ $reason })
fcc-print-written = Papirkopi skrevet til { $path }.
fcc-print-brf-written = Punktskrift (BRF) for en punktskriver skrevet til { $path }.
fcc-print-no-braille = Ingen kopi i punktskrift: { $problem }.
fcc-sheets-not-saved = Protokoller lagres ikke i denne økten.
fcc-sheets-none = Ingen lagrede protokoller ennå i { $folder }.
fcc-sheets-broken = Protokoll { $number }: { $problem }. Filen blir ikke rørt.
# The heading said before `braille sheet`'s lines of cells (a sheet not saved has no number: fc-braille-scores-title).
fcc-braille-heading = Protokoll { $number } i punktskrift:
fcc-resume-not-saved = Protokoller lagres ikke i denne økten, så det er ingen å fortsette med.
fcc-resume-bad = ukjent protokoll "{ $given }": skriv fortsett og et protokollnummer, eller lagrede for listen
fcc-resume-none = Det er ingen uferdig protokoll. Skriv lagrede for listen, eller spillere for å starte en.
fcc-resume-opened = Protokoll { $number } åpnet: { $names }.
fcc-new-sheet = Ny protokoll. { $kept }
fcc-new-sheet-unsaved = Ny protokoll.
fcc-last-nothing = Ingenting er sagt ennå.

## Runder, poeng og stilling (tools/companion/narration.py).
fcc-points = { $points } poeng
fcc-with-wild = med { $ranks ->
    [treere] treerne
    [firere] firerne
    [femmere] femmerne
    [seksere] sekserne
    [sjuere] sjuerne
    [niere] nierne
    [tiere] tierne
    [knekter] knektene
    [damer] damene
    [konger] kongene
   *[other] åtterne
} som jokerkort
fcc-round-opening = Runde { $round }. { $dealer } gir { $cards } kort. { $wild } { $first } begynner.
fcc-round-words = Runde { $round } av { $rounds }. { $dealer } gir { $cards } kort. { $wild } Jokerne teller alltid som jokerkort. { $first } begynner.
fcc-round-all-scored = Alle { $rounds } rundene er telt opp. { $over }
fcc-dealer-question = { $scored ->
        [1] Runde 1 er telt opp, og { $old } ga. Blir { $new } giver i runde 1, endres det i protokollen
       *[other] { $all ->
            [yes] Alle { $scored } rundene
           *[no] Runde 1 til { $scored }
        } er telt opp, og { $old } ga i runde 1. Blir { $new } giver i runde 1, endres det i protokollen hvem som ga i hver av dem
    }{ $next ->
        [0] {""}
       *[other] , og { $after } gir i runde { $next }, ikke { $current }
    }. Poengene blir som de er. Skal giverne endres? Skriv ja eller nei.
fcc-card-counts = { $kind ->
        [joker] { $points } for en joker
        [wild] { $points } for jokerkortet { $card }
       *[card] { $points } for { $card }
    }
fcc-entry = { $out ->
        [yes] { $name } gikk ut
       *[no] { $name } { $points }
    }
fcc-said-out = { $name } gikk ut.
fcc-said-cards = { $name }, { $points }: { $counts }.
fcc-said-points = { $name }, { $points }.
fcc-meld-note = Disse kortene kan legges ned i bøker og serier: da blir det { $left } igjen. Protokollen teller kortene du skrev; vil du føre { $fewest }, skriv { $fewest }.
fcc-round-line = { $title }: { $scores }.
fcc-round-title = Runde { $round }, { $dealer } ga, { $ranks ->
    [treere] treerne
    [firere] firerne
    [femmere] femmerne
    [seksere] sekserne
    [sjuere] sjuerne
    [niere] nierne
    [tiere] tierne
    [knekter] knektene
    [damer] damene
    [konger] kongene
   *[other] åtterne
} var jokerkort
fcc-round-heading = { $title }.
fcc-totals-none = Ingen runde er telt opp ennå: alle har 0.
fcc-totals-tied = Stilling etter runde { $round }: alle har { $total }.
fcc-totals-lead = { $count ->
       *[other] { $names } leder med { $total }
    }
fcc-totals-behind = { $name } { $total }, { $behind } bak
fcc-totals = Stilling etter runde { $round }: { $lead }; { $others }.
fcc-game-over = Spillet er over. { $count ->
        [one] { $names } vinner med { $points }.
       *[other] { $names } vinner med { $points } hver.
    }
fcc-name-total = { $name } { $total }
fcc-game-over-rest = { $over } { $rest }.
fcc-change-scored = Runde { $round } telt opp: { $scores }.
fcc-change-edited = Runde { $round } rettet: { $now }, var { $was }.
fcc-change-counted = Telt: { $counts }.
fcc-change-dealer = { $name } ga i runde 1.
fcc-undone-scored = Angret: runde { $round } er ikke telt opp lenger.
fcc-undone-edited = Angret: runde { $round } er tilbake til { $score }.
fcc-undone-dealer = Angret: { $name } ga i runde 1 igjen.
fcc-score-now = { $out ->
        [yes] { $name } gikk ut
       *[no] { $name } { $points }
    }
fcc-score-was = { $out ->
        [yes] ute
       *[no] { $points }
    }
fcc-sheet-heading = { $number ->
        [none] Protokoll
       *[other] Protokoll { $number }
    }: { $names }, i rekkefølgen de sitter. { $first } ga først.
fcc-sheet-next = Runde { $round } er neste: { $dealer } gir, { $wild }.
fcc-summary = Protokoll { $number }: { $names }. { $state }
fcc-summary-finished = Ferdig; { $names } vant med { $total }.
fcc-summary-playing = Runde { $round } er neste; { $count ->
       *[other] { $names } leder
    } med { $total }.
fcc-summary-new = Runde 1 er neste.
fcc-summary-changed = { $summary } Endret { $date } kl. { $time }.

## Protokollens poeng slik de skrives, og rundene de blir (tools/companion/sheet.py).
fcc-entry-empty = ingenting oppgitt: skriv poengene, som 12, ute, eller kortene som er igjen, som 7c Qh joker
fcc-entry-negative = { $given } er ikke en poengsum: poeng er 0 eller mer, som 12
fcc-entry-ambiguous-card = { $problem }: skriv kortet på nytt med st eller sp
fcc-entry-not-understood = { $problem }. Skriv poengene, som 12, ute, eller kortene som er igjen, som 7c Qh joker
fcc-entry-too-many-cards = { $cards } kort oppgitt, men en hånd i runde { $round } har høyst { $most }
fcc-entry-points-not-cards = { $points } poeng stemmer ikke med kortene
fcc-entry-out-scores-zero = en spiller som gikk ut, får 0
fcc-entry-too-many-points = { $points } poeng er mer enn en hånd på { $cards } kort kan gi: i runde { $round } får en spiller 0 til { $most }
fcc-name-not-a-letter = "{ $name }" kan ikke være et navn: et navn begynner med en bokstav, så det aldri forveksles med et tall
fcc-either = { $names } eller { $last }
fcc-player-ambiguous = "{ $given }" kan være { $names }: skriv mer av navnet
fcc-player-unknown = ingen spiller heter "{ $given }": spillerne er { $players }
fcc-player-problem = { $name }: { $problem }
fcc-round-scores-count = { $scores } poengsummer for { $players } spillere: gi én for hver spiller
fcc-round-nobody-out = ingen har 0 poeng i runde { $round }, men en runde slutter når noen går ut: skriv ute for spilleren som gikk ut
fcc-round-two-out = { $names } er merket ute i runde { $round }, men bare den første som går ut, er ute: skriv 0 for en spiller som la ned alle kortene på sin siste tur
fcc-round-copies = { $problem }, så disse hendene kan ikke alle være fra runde { $round }
fcc-game-over-edit = spillet er over: alle { $rounds } rundene er telt opp. Skriv endre for å rette en
fcc-no-seat = ingen plass { $seat }
fcc-nothing-to-undo = ingenting å angre siden protokollen ble åpnet. Skriv endre for å rette en runde
fcc-no-round-scored = ingen runde er telt opp ennå: skriv tell når runde 1 er over
fcc-round-not-scored = runde { $round } er ikke telt opp: { $scored ->
        [1] runde 1 er det
       *[other] runde 1 til { $scored } er det
    }

## Lagrede protokoller (tools/companion/store.py): hvorfor en fil ikke kan brukes.
fcc-file-not-a-sheet = det er ikke en protokoll
fcc-file-no-format = den har ikke noe formatnummer
fcc-file-newer = den ble skrevet av en nyere Shared Table (protokollformat { $version }; denne leser opp til { $reads })
fcc-file-players = spillerne i den er ikke en liste med navn
fcc-file-dealer-rounds = den har ingen første giver eller ingen runder
fcc-file-round = en runde er ikke en liste med poeng
fcc-file-points = en poengsum mangler poeng
fcc-file-cards = kortene i en poengsum er ikke en liste med kortnavn
fcc-file-open-elsewhere = protokoll { $number } er åpen i et annet vindu akkurat nå: fortsett der, eller avslutt den der først
fcc-file-missing = det finnes ingen protokoll { $number } ({ $path } finnes ikke)
fcc-file-unreadable = { $path } kan ikke leses som en protokoll ({ $reason })
fcc-file-refused = { $path } kan ikke brukes: { $problem }

## Protokollen på papir (tools/companion/printouts.py).
fcc-print-title = { $number ->
        [none] Five Crowns protokoll
       *[other] Five Crowns protokoll { $number }
    }
fcc-print-round = Runde
fcc-print-wild = Jokerkort
fcc-print-dealer = Giver
fcc-print-total = Sum
fcc-print-out = ute
fcc-print-rank = { $rank ->
        [11] J
        [12] Q
        [13] K
       *[other] { $rank }
    }
fcc-braille-not-loaded = punktskriftutskriftene kan ikke lastes ({ $reason })
fcc-braille-none = denne utgaven av Shared Table har ingen punktskriftutskrifter ennå
fcc-braille-no-sheet = punktskriftutskriftene i denne utgaven har ingen protokoll ennå

## `shared-table companion` (tools/companion/cli.py).
fcc-cli-fail = shared-table companion: { $problem }.{ $usage ->
        [yes] {" "}Prøv: shared-table companion --help
       *[no] {""}
    }
fcc-cli-print-which = ukjent protokoll "{ $given }": gi nummeret, fra shared-table companion --sheets
fcc-cli-no-braille-out = standard output kan ikke vise punktskrifttegn (tegnkodingen er { $encoding }): velg en UTF-8-locale, eller bruk --format brf
fcc-cli-resume-players = --resume fortsetter med en lagret protokoll, der spillerne er bestemt: utelat --players og --dealer
fcc-cli-dealer-needs-players = --dealer krever --players
fcc-cli-unreadable = protokollene i { $folder } kan ikke leses ({ $reason })
fcc-cli-help = Five Crowns med ekte kort: før protokoll, sjekk hender, skriv ut protokollen
fcc-cli-description = Hjelperen for Five Crowns spilt med ekte kort: den leder rundene, sjekker hender, fører protokollen (lagret mens den endres) og skriver den ut. Skriv hjelp i den for kommandoene.
fcc-cli-players = start en protokoll med disse spillerne, i rekkefølgen de sitter
fcc-cli-dealer = hvem som gir i runde 1 (standard: den første spilleren)
fcc-cli-resume = fortsett med den siste uferdige protokollen, eller protokoll N
fcc-cli-sheets = vis de lagrede protokollene
fcc-cli-print = skriv protokoll N til standard output
fcc-cli-format = med --print: words (linje for linje, standard), table, unicode (punktskrift) eller brf
fcc-cli-braille-table = punktskriftkode: ueb eller ebae (standard: norsk punktskrift)
fcc-cli-no-save = behold denne protokollen bare mens programmet kjører
fcc-cli-speech = les også opp hvert svar: auto, screenreader, tts eller off (standard: innstillingens, ellers off)
fcc-cli-voice = vår egen stemmes stemme: en id eller et navn fra shared-table voices
fcc-cli-rate = vår egen stemmes hastighet i ord per minutt (50 til 500)
fcc-cli-plain = vanlige linjer inn og ut, ingen redigering av ledeteksten eller escape-sekvenser
fcc-names-first = Ukjent kommando "{ $given }". Skriv { $command } { $names } for å oppgi spillerne.
