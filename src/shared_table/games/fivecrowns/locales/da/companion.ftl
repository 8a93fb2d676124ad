## Ledsageren (games/fivecrowns/tools/companion/): hvad den siger, dens fejl og dens filer.
## $ranks er en rang i ubestemt flertal, som kortene siger den ("ottere"); her i bestemt form
## ("otterne", som arket: "3'erne er trumf"), i ord: et tal med endelse læses bogstav for bogstav.
## Bønder kan ikke være en nøgle (ø), så "bønderne" er den, der bliver tilovers.
## $wild er en hel sætning ("Otterne er trumf.").

## Hvad en spiller skriver: ord adskilt af ";", engelsk forstås altid også.
fcc-typed-out = ude ; ud ; afsluttet ; afsluttede ; gik ud
fcc-typed-points = point ; pt ; p
fcc-typed-yes = ja ; j ; ok ; behold
fcc-typed-sure = ja ; j
fcc-typed-no = nej ; n ; annullér ; annuller ; behold
fcc-typed-cancel = annullér ; annuller ; stop
fcc-typed-quit = slut
fcc-typed-help = hjælp ; ?
fcc-typed-back = tilbage
fcc-typed-round = omgang
fcc-typed-sheet = ark
fcc-typed-wild = trumf
fcc-cmd-braille-choice-sheet = ark
fcc-cmd-print-choice-sheet = ark

## Start og sessionen.
fcc-welcome = Shared Table-ledsageren: regnskabsføreren til Five Crowns med rigtige kort.
fcc-set-up = Skriv spillere og navnene i siddeorden, for eksempel: spillere Ann, Bob, Cy.
fcc-start-unfinished = Ark { $number } er ikke færdigt: { $names }, omgang { $round } er den næste. Skriv fortsæt for at spille videre på det.
fcc-start-help = Skriv hjælp for alle kommandoer.
fcc-no-players = Ingen spillere endnu. Skriv spillere og navnene i siddeorden, for eksempel: spillere Ann, Bob, Cy.
fcc-save-failed = Arket kan ikke gemmes i { $folder } ({ $reason }). Det bevares, så længe programmet kører.
fcc-not-saved = Dette ark er ikke gemt.
fcc-saved-in = Ark { $number } er gemt i { $path }.
fcc-no-store-open = Ark gemmes ikke i denne session, så der er intet at åbne.
fcc-left-as-it-is = { $problem }. Filen bliver ikke rørt
fcc-stopped = Ledsageren er stoppet.
fcc-went-wrong = Beklager, noget gik galt. Arket er, som det var før.
fcc-went-wrong-logged = Beklager, noget gik galt. Det er skrevet i { $log }. Arket er, som det var før.
fcc-did-not-work = Det virkede ikke.
fcc-letter-changed = "{ $word }" er nu { $now }, som i spillene. Skriv { $alias } for { $command }.
fcc-letter-gone = "{ $word }" bruges ikke længere her, så et bogstav betyder det samme i alle spil. Skriv { $alias } for { $command }.
fcc-dealers-kept = Giverne forbliver, som de var: { $name } gav kort i omgang 1.
fcc-end-of-input = Slut på input.
fcc-end-not-scored = Omgang { $round } er ikke talt op: ikke alle point blev givet.
fcc-goodbye = Farvel.
fcc-goodbye-saved = { $saved } shared-table companion { $over ->
        [yes] --print { $number } udskriver det
       *[no] --resume { $number } fortsætter det
    }. Farvel.

## Optælling af en omgang, spiller for spiller.
fcc-scoring-over = Spillet er slut: alle { $rounds } omgange er talt op. For at rette en, skriv ret, for eksempel: ret 11 Ann 12.
fcc-scoring-start = Optælling af omgang { $round }, { $wild }. Skriv for hver spiller pointene, ude, eller kortene på hånden. Skriv tilbage for at gå en spiller tilbage, annullér for at stoppe.
fcc-ask = { $name }?
fcc-scoring-stopped = Optællingen er stoppet: omgang { $round } er ikke talt op. Skriv tæl for at begynde igen.
fcc-scoring-help = Optælling af omgang { $round }. Skriv point for { $name }, som 12, ude hvis { $name } afsluttede, eller kortene på hånden, som 7c Qh joker. Skriv tilbage for at gå en spiller tilbage, og annullér for at stoppe.
fcc-scoring-first = { $name } er den første: der er ingen at gå tilbage til.
fcc-scoring-confirm = Tryk Enter for at beholde det, eller skriv point for { $name } igen.

## Kommandoernes svar og fejl.
fcc-no-argument = { $name } tager intet efter sig: skriv bare "{ $name }".
fcc-players-who = Hvem spiller? Skriv spillere og navnene i siddeorden, for eksempel: spillere Ann, Bob, Cy.
fcc-players-fixed = Ark { $number } har allerede point, så spillerne bliver. Skriv nyt for at starte et nyt ark med andre spillere.
fcc-players-set = Spillere i siddeorden: { $names }. { $first } giver først; skriv giver og et navn for at ændre det.
fcc-dealer-is = { $name } gav kort i omgang 1. { $opening }
fcc-dealer-already = { $name } gav allerede kort i omgang 1. { $opening }
fcc-check-which = Hvilke kort skal tjekkes? Skriv tjek og kortene, for eksempel: tjek 7c 8c 9c Qh joker.
fcc-check-too-many = { $cards } kort givet: en hånd, der tjekkes, har 1 til { $most } kort
fcc-check-size-note = Bemærk: i omgang { $round } har en hånd { $size } kort, { $drawn } efter at have trukket; du gav { $cards }.
fcc-check-no-wild = { $cards } kort og ingen omgang i gang: sig, hvad der er trumf, for eksempel: tjek 7c 8c 9c trumf 8
fcc-check-wild-from-count = { $ranks ->
    [treere] treerne
    [firere] firerne
    [femmere] femmerne
    [seksere] sekserne
    [syvere] syverne
    [ottere] otterne
    [niere] nierne
    [tiere] tierne
    [dronninger] dronningerne
    [konger] kongerne
   *[other] bønderne
} er trumf, ud fra antallet af kort.
fcc-edit-nothing = Ingen omgang er talt op endnu, så der er intet at rette. Skriv tæl, når omgang 1 er slut.
fcc-edit-no-round = ingen omgang { $given }: omgangene er 1 til { $rounds }
fcc-edit-what = Hvis point skal rettes, og til hvad? Nævn omgangen, spilleren og pointene, for eksempel: ret 3 Bob 12, ret 3 Bob ude, eller ret 3 Bob 7c Qh.
fcc-edit-to-what = Hvad skal pointene for { $name } rettes til? Giv pointene, ude, eller kortene, for eksempel: ret 3 Bob 12, ret 3 Bob ude, eller ret 3 Bob 7c Qh.
fcc-sheet-no-round = ingen optalt omgang "{ $given }": skriv ark for hele arket, eller ark og et omgangsnummer ({ $scored ->
        [0] ingen omgang endnu
        [1] kun omgang 1
       *[other] omgang 1 til { $scored }
    })
fcc-just-sheet = Efter { $name } kan kun stå { $sheet }: skriv { $name } { $sheet }.
fcc-braille-missing = Intet ark i punktskrift: { $problem }. Skriv ark for at høre arket, eller udskriv ark for en papirkopi
fcc-print-not-saved = Dette ark er ikke gemt, så der er ingen mappe at udskrive det til. Skriv ark for at høre det.
fcc-print-failed = Udskriften kan ikke skrives i { $folder } ({ $reason })
fcc-print-written = Papirkopi skrevet til { $path }.
fcc-print-brf-written = Punktskrift (BRF) til en punktprinter skrevet til { $path }.
fcc-print-no-braille = Ingen kopi i punktskrift: { $problem }.
fcc-sheets-not-saved = Ark gemmes ikke i denne session.
fcc-sheets-none = Ingen gemte ark endnu i { $folder }.
fcc-sheets-broken = Ark { $number }: { $problem }. Filen bliver ikke rørt.
# The heading said before `braille sheet`'s lines of cells (a sheet not saved has no number: fc-braille-scores-title).
fcc-braille-heading = Ark { $number } i punktskrift:
fcc-resume-not-saved = Ark gemmes ikke i denne session, så der er intet at fortsætte.
fcc-resume-bad = intet ark "{ $given }": skriv fortsæt og et arknummer, eller gemte for listen
fcc-resume-none = Der er intet ufærdigt ark. Skriv gemte for listen, eller spillere for at starte et.
fcc-resume-opened = Ark { $number } åbnet: { $names }.
fcc-new-sheet = Nyt ark. { $kept }
fcc-new-sheet-unsaved = Nyt ark.
fcc-last-nothing = Der er ikke sagt noget endnu.

## Omgange, point og stilling (tools/companion/narration.py).
fcc-points = { $points } point
fcc-with-wild = med { $ranks ->
    [treere] treerne
    [firere] firerne
    [femmere] femmerne
    [seksere] sekserne
    [syvere] syverne
    [ottere] otterne
    [niere] nierne
    [tiere] tierne
    [dronninger] dronningerne
    [konger] kongerne
   *[other] bønderne
} som trumf
fcc-round-opening = Omgang { $round }. { $dealer } giver { $cards } kort. { $wild } { $first } starter.
fcc-round-words = Omgang { $round } af { $rounds }. { $dealer } giver { $cards } kort. { $wild } Jokere er altid trumf. { $first } starter.
fcc-round-all-scored = Alle { $rounds } omgange er talt op. { $over }
fcc-dealer-question = { $scored ->
        [1] Omgang 1 er talt op, og { $old } gav. Gør du { $new } til giver i omgang 1, ændres det på arket
       *[other] { $all ->
            [yes] Alle { $scored } omgange
           *[no] Omgang 1 til { $scored }
        } er talt op, og { $old } gav i omgang 1. Gør du { $new } til giver i omgang 1, ændres det på arket, hvem der gav i hver af dem
    }{ $next ->
        [0] {""}
       *[other] , og { $after } giver i omgang { $next }, ikke { $current }
    }. Pointene forbliver, som de er. Skal giverne ændres? Skriv ja eller nej.
fcc-card-counts = { $kind ->
        [joker] { $points } for en joker
        [wild] { $points } for trumfkortet { $card }
       *[card] { $points } for { $card }
    }
fcc-entry = { $out ->
        [yes] { $name } afsluttede
       *[no] { $name } { $points }
    }
fcc-said-out = { $name } afsluttede.
fcc-said-cards = { $name }, { $points }: { $counts }.
fcc-said-points = { $name }, { $points }.
fcc-meld-note = Disse kort kunne lægges ned: så giver de { $left }. Arket tæller de kort, du skrev; skriv { $fewest } for at give { $fewest }.
fcc-round-line = { $title }: { $scores }.
fcc-round-title = Omgang { $round }, { $dealer } gav, { $ranks ->
    [treere] treerne
    [firere] firerne
    [femmere] femmerne
    [seksere] sekserne
    [syvere] syverne
    [ottere] otterne
    [niere] nierne
    [tiere] tierne
    [dronninger] dronningerne
    [konger] kongerne
   *[other] bønderne
} var trumf
fcc-round-heading = { $title }.
fcc-totals-none = Ingen omgang er talt op endnu: alle har 0.
fcc-totals-tied = Stilling efter omgang { $round }: alle har { $total }.
fcc-totals-lead = { $count ->
       *[other] { $names } fører med { $total }
    }
fcc-totals-behind = { $name } { $total }, { $behind } bagud
fcc-totals = Stilling efter omgang { $round }: { $lead }; { $others }.
fcc-game-over = Spillet er slut. { $count ->
        [one] { $names } vinder med { $points }.
       *[other] { $names } vinder med { $points } hver.
    }
fcc-name-total = { $name } { $total }
fcc-game-over-rest = { $over } { $rest }.
fcc-change-scored = Omgang { $round } talt op: { $scores }.
fcc-change-edited = Omgang { $round } rettet: { $now }, var { $was }.
fcc-change-counted = Talt: { $counts }.
fcc-change-dealer = { $name } gav kort i omgang 1.
fcc-undone-scored = Fortrudt: omgang { $round } er ikke længere talt op.
fcc-undone-edited = Fortrudt: i omgang { $round } står der igen: { $score }.
fcc-undone-dealer = Fortrudt: { $name } gav kort i omgang 1 igen.
fcc-score-now = { $out ->
        [yes] { $name } afsluttede
       *[no] { $name } { $points }
    }
fcc-score-was = { $out ->
        [yes] ude
       *[no] { $points }
    }
fcc-sheet-heading = { $number ->
        [none] Pointark
       *[other] Pointark { $number }
    }: { $names }, i siddeorden. { $first } gav først.
fcc-sheet-next = Omgang { $round } er den næste: { $dealer } giver, { $wild }.
fcc-summary = Ark { $number }: { $names }. { $state }
fcc-summary-finished = Færdigt; { $names } vandt med { $total }.
fcc-summary-playing = Omgang { $round } er den næste; { $count ->
       *[other] { $names } fører
    } med { $total }.
fcc-summary-new = Omgang 1 er den næste.
fcc-summary-changed = { $summary } Ændret { $date } kl. { $time }.

## Arkets point, som de skrives, og de omgange, de giver (tools/companion/sheet.py).
fcc-entry-empty = intet givet: skriv pointene, som 12, ude, eller kortene, der er tilbage, som 7c Qh joker
fcc-entry-negative = { $given } er ikke et pointtal: point er 0 eller mere, som 12
fcc-entry-ambiguous-card = { $problem }: skriv kortet igen med st eller sp
fcc-entry-not-understood = { $problem }. Skriv pointene, som 12, ude, eller kortene, der er tilbage, som 7c Qh joker
fcc-entry-too-many-cards = { $cards } kort givet, men en hånd i omgang { $round } har højst { $most }
fcc-entry-points-not-cards = { $points } point passer ikke med de givne kort
fcc-entry-out-scores-zero = en spiller, der afsluttede, får 0
fcc-entry-too-many-points = { $points } point er mere, end en hånd på { $cards } kort kan give: i omgang { $round } får en spiller 0 til { $most }
fcc-name-not-a-letter = "{ $name }" kan ikke være et navn: et navn begynder med et bogstav, så det aldrig tages for et tal
fcc-either = { $names } eller { $last }
fcc-player-ambiguous = "{ $given }" kan være { $names }: skriv mere af navnet
fcc-player-unknown = ingen spiller "{ $given }": spillerne er { $players }
fcc-player-problem = { $name }: { $problem }
fcc-round-scores-count = { $scores } pointtal for { $players } spillere: giv et for hver spiller
fcc-round-nobody-out = ingen har 0 point i omgang { $round }, men en omgang slutter, når nogen afslutter: skriv ude for den spiller, der afsluttede
fcc-round-two-out = { $names } er markeret ude i omgang { $round }, men kun den første, der afslutter, er ude: skriv 0 for en spiller, der lagde alle kort ned på sin sidste tur
fcc-round-copies = { $problem }, så disse hænder kan ikke alle være fra omgang { $round }
fcc-game-over-edit = spillet er slut: alle { $rounds } omgange er talt op. For at rette en, skriv ret
fcc-no-seat = ingen plads { $seat }
fcc-nothing-to-undo = intet at fortryde, siden arket blev åbnet. For at rette en omgang, skriv ret
fcc-no-round-scored = ingen omgang er talt op endnu: skriv tæl, når omgang 1 er slut
fcc-round-not-scored = omgang { $round } er ikke talt op: { $scored ->
        [1] omgang 1 er
       *[other] omgang 1 til { $scored } er
    }

## Gemte ark (tools/companion/store.py): hvorfor en fil ikke kan bruges.
fcc-file-not-a-sheet = det er ikke et pointark
fcc-file-no-format = den har intet formatnummer
fcc-file-newer = den er skrevet af en nyere Shared Table (arkformat { $version }; denne læser op til { $reads })
fcc-file-players = dens spillere er ikke en liste af navne
fcc-file-dealer-rounds = den har ingen første giver eller ingen omgange
fcc-file-round = en omgang er ikke en liste af point
fcc-file-points = et pointtal mangler point
fcc-file-cards = et pointtals kort er ikke en liste af kortnavne
fcc-file-open-elsewhere = ark { $number } er åbent i et andet vindue lige nu: fortsæt der, eller afslut det der først
fcc-file-missing = der er intet ark { $number } ({ $path } findes ikke)
fcc-file-unreadable = { $path } kan ikke læses som et pointark ({ $reason })
fcc-file-refused = { $path } kan ikke bruges: { $problem }

## Arket på papir (tools/companion/printouts.py).
fcc-print-title = { $number ->
        [none] Five Crowns pointark
       *[other] Five Crowns pointark { $number }
    }
fcc-print-round = Omgang
fcc-print-wild = Trumf
fcc-print-dealer = Giver
fcc-print-total = I alt
fcc-print-out = ude
fcc-print-rank = { $rank ->
        [11] J
        [12] Q
        [13] K
       *[other] { $rank }
    }
fcc-braille-not-loaded = punktskriftsudskrifterne kan ikke indlæses ({ $reason })
fcc-braille-none = denne udgave af Shared Table har endnu ingen punktskriftsudskrifter
fcc-braille-no-sheet = punktskriftsudskrifterne i denne udgave har endnu intet pointark

## `shared-table companion` (tools/companion/cli.py).
fcc-cli-fail = shared-table companion: { $problem }.{ $usage ->
        [yes] {" "}Prøv: shared-table companion --help
       *[no] {""}
    }
fcc-cli-print-which = intet ark "{ $given }": giv dets nummer, fra shared-table companion --sheets
fcc-cli-no-braille-out = standard output kan ikke vise punktskrifttegn (dets tegnsæt er { $encoding }): vælg en UTF-8-locale, eller brug --format brf
fcc-cli-resume-players = --resume fortsætter et gemt ark, hvis spillere ligger fast: udelad --players og --dealer
fcc-cli-dealer-needs-players = --dealer kræver --players
fcc-cli-unreadable = arkene i { $folder } kan ikke læses ({ $reason })
fcc-cli-help = Five Crowns med rigtige kort: før regnskab, tjek hænder, udskriv arket
fcc-cli-description = Ledsageren til Five Crowns spillet med rigtige kort: den leder omgangene, tjekker hænder, fører pointarket (gemt, mens det ændres) og udskriver det. Skriv hjælp i den for dens kommandoer.
fcc-cli-players = start et ark med disse spillere, i siddeorden
fcc-cli-dealer = hvem der giver i omgang 1 (standard: den første spiller)
fcc-cli-resume = fortsæt det sidste ufærdige ark, eller ark N
fcc-cli-sheets = vis de gemte ark
fcc-cli-print = skriv ark N til standard output
fcc-cli-format = med --print: words (linje for linje, standard), table, unicode (punktskrift) eller brf
fcc-cli-braille-table = punktskriftskode: ueb eller ebae (standard: den danske punktskrift)
fcc-cli-no-save = behold kun dette ark, mens programmet kører
fcc-cli-speech = læs også hvert svar op: auto, screenreader, tts eller off (standard: konfigurationens, ellers off)
fcc-cli-voice = vores egen stemmes stemme: et id eller navn fra shared-table voices
fcc-cli-rate = vores egen stemmes hastighed i ord pr. minut (50 til 500)
fcc-cli-plain = almindelige linjer ind og ud, ingen redigering af prompten eller escape-sekvenser
fcc-names-first = Ingen kommando "{ $given }". Skriv { $command } { $names } for at angive spillerne.
