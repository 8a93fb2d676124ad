## Protokollföraren (games/fivecrowns/tools/companion/): vad den säger, dess fel och dess filer.
## $ranks är en valör i obestämd plural, som korten säger den ("åttor", som bladet: "om åttor är
## vilda kort"); $wild är en hel mening.

## Vad en spelare skriver: ord åtskilda av ";", engelska förstås alltid också.
fcc-typed-out = ute ; ut ; gick ut
fcc-typed-points = poäng ; p
fcc-typed-yes = ja ; j ; ok ; behåll
fcc-typed-sure = ja ; j
fcc-typed-no = nej ; n ; avbryt ; behåll
fcc-typed-cancel = avbryt ; stopp
fcc-typed-quit = avsluta
fcc-typed-help = hjälp ; ?
fcc-typed-back = tillbaka
fcc-typed-round = omgång
fcc-typed-sheet = protokoll
fcc-typed-wild = vilt ; vild ; vilda
fcc-cmd-braille-choice-sheet = protokoll
fcc-cmd-print-choice-sheet = protokoll

## Start och sessionen.
fcc-welcome = Shared Tables protokollförare: för protokoll i Five Crowns när ni spelar med riktiga kort.
fcc-set-up = Skriv spelare och namnen i sittordning, till exempel: spelare Ann, Bob, Cy.
fcc-start-unfinished = Protokoll { $number } är inte klart: { $names }, omgång { $round } är nästa. Skriv fortsätt för att fortsätta med det.
fcc-start-help = Skriv hjälp för alla kommandon.
fcc-no-players = Inga spelare än. Skriv spelare och namnen i sittordning, till exempel: spelare Ann, Bob, Cy.
fcc-save-failed = Protokollet kan inte sparas i { $folder } ({ $reason }). Det finns kvar så länge programmet körs.
fcc-not-saved = Det här protokollet är inte sparat.
fcc-saved-in = Protokoll { $number } är sparat i { $path }.
fcc-no-store-open = Protokoll sparas inte i den här sessionen, så det finns inget att öppna.
fcc-left-as-it-is = { $problem }. Filen lämnas orörd
fcc-stopped = Protokollföraren har stannat.
fcc-went-wrong = Förlåt, något gick fel. Protokollet är som det var innan.
fcc-went-wrong-logged = Förlåt, något gick fel. Felet har skrivits till { $log }. Protokollet är som det var innan.
fcc-did-not-work = Det fungerade inte.
fcc-letter-changed = "{ $word }" är nu { $now }, som i spelen. Skriv { $alias } för { $command }.
fcc-letter-gone = "{ $word }" används inte längre här, så att en bokstav betyder samma sak i alla spel. Skriv { $alias } för { $command }.
fcc-dealers-kept = Givarna förblir som de var: { $name } gav i omgång 1.
fcc-end-of-input = Slut på indata.
fcc-end-not-scored = Omgång { $round } är inte räknad: alla poäng hade inte angetts.
fcc-goodbye = Hej då.
fcc-goodbye-saved = { $saved } shared-table companion { $over ->
        [yes] --print { $number } skriver ut det
       *[no] --resume { $number } fortsätter med det
    }. Hej då.

## Att räkna en omgång, spelare för spelare.
fcc-scoring-over = Spelet är slut: alla { $rounds } omgångar är räknade. Skriv ändra för att rätta en, till exempel: ändra 11 Ann 12.
fcc-scoring-start = Räknar omgång { $round }, { $wild }. Skriv för varje spelare poängen, ute, eller korten kvar på handen. Skriv tillbaka för att gå tillbaka en spelare, avbryt för att sluta.
fcc-ask = { $name }?
fcc-scoring-stopped = Räkningen avbröts: omgång { $round } är inte räknad. Skriv räkna för att börja om.
fcc-scoring-help = Räknar omgång { $round }. Skriv poängen för { $name }, som 12, ute om { $name } gick ut, eller korten kvar på handen, som 7c Qh joker. tillbaka går tillbaka en spelare, avbryt slutar.
fcc-scoring-first = { $name } är först: det finns ingen att gå tillbaka till.
fcc-scoring-confirm = Tryck Enter för att behålla det, eller skriv poängen för { $name } igen.

## Kommandonas svar och fel.
fcc-no-argument = Efter { $name } ska inget stå: skriv bara "{ $name }".
fcc-players-who = Vilka spelar? Skriv spelare och namnen i sittordning, till exempel: spelare Ann, Bob, Cy.
fcc-players-fixed = Protokoll { $number } har redan poäng, så spelarna kan inte ändras. Skriv nytt för att börja ett nytt protokoll med andra spelare.
fcc-players-set = Spelare i sittordning: { $names }. { $first } ger först; skriv givare och ett namn för att ändra det.
fcc-dealer-is = { $name } gav i omgång 1. { $opening }
fcc-dealer-already = { $name } gav redan i omgång 1. { $opening }
fcc-check-which = Vilka kort vill du kolla? Skriv kolla och korten, till exempel: kolla 7c 8c 9c Qh joker.
fcc-check-too-many = { $cards } kort angivna: en hand att kolla har 1 till { $most } kort
fcc-check-size-note = Obs: i omgång { $round } har en hand { $size } kort, { $drawn } efter att ha dragit; du gav { $cards }.
fcc-check-no-wild = { $cards } kort och ingen omgång pågår: säg vilken valör som är vilt kort, till exempel: kolla 7c 8c 9c vilt 8
fcc-check-wild-from-count = { $ranks } är vilda kort, utifrån antalet kort.
fcc-edit-nothing = Ingen omgång är räknad än, så det finns inget att ändra. Skriv räkna när omgång 1 är slut.
fcc-edit-no-round = ingen omgång { $given }: omgångarna är 1 till { $rounds }
fcc-edit-what = Ändra vems poäng, och till vad? Ange omgången, spelaren och poängen, till exempel: ändra 3 Bob 12, ändra 3 Bob ute, eller ändra 3 Bob 7c Qh.
fcc-edit-to-what = Ändra poängen för { $name } till vad? Ange poängen, ute, eller korten, till exempel: ändra 3 Bob 12, ändra 3 Bob ute, eller ändra 3 Bob 7c Qh.
fcc-sheet-no-round = ingen räknad omgång "{ $given }": skriv protokoll för hela protokollet, eller protokoll och ett omgångsnummer ({ $scored ->
        [0] ingen omgång än
       *[other] omgång 1 till { $scored }
    })
fcc-just-sheet = { $name } vad? Skriv { $name } { $sheet }.
fcc-braille-missing = Inget protokoll i punktskrift: { $problem }. Skriv protokoll för att höra protokollet, eller utskrift protokoll för en papperskopia
fcc-print-not-saved = Det här protokollet är inte sparat, så det finns ingen mapp att skriva ut det till. Skriv protokoll för att höra det.
fcc-print-failed = Utskriften kan inte skrivas i { $folder } ({ $reason })
fcc-print-written = Papperskopia skriven till { $path }.
fcc-print-brf-written = Punktskrift (BRF) för en punktskrivare skriven till { $path }.
fcc-print-no-braille = Ingen kopia i punktskrift: { $problem }.
fcc-sheets-not-saved = Protokoll sparas inte i den här sessionen.
fcc-sheets-none = Inga sparade protokoll än i { $folder }.
fcc-sheets-broken = Protokoll { $number }: { $problem }. Filen lämnas orörd.
# The heading said before `braille sheet`'s lines of cells (a sheet not saved has no number: fc-braille-scores-title).
fcc-braille-heading = Protokoll { $number } i punktskrift:
fcc-resume-not-saved = Protokoll sparas inte i den här sessionen, så det finns inget att fortsätta.
fcc-resume-bad = inget protokoll "{ $given }": skriv fortsätt och ett protokollnummer, eller sparade för listan
fcc-resume-none = Det finns inget oavslutat protokoll. Skriv sparade för listan, eller spelare för att börja ett.
fcc-resume-opened = Protokoll { $number } öppnat: { $names }.
fcc-new-sheet = Nytt protokoll. { $kept }
fcc-new-sheet-unsaved = Nytt protokoll.
fcc-last-nothing = Inget har sagts än.

## Omgångar, poäng och ställning (tools/companion/narration.py).
fcc-points = { $points } poäng
fcc-with-wild = med { $ranks } som vilda kort
fcc-round-opening = Omgång { $round }. { $dealer } ger { $cards } kort. { $wild } { $first } börjar.
fcc-round-words = Omgång { $round } av { $rounds }. { $dealer } ger { $cards } kort. { $wild } Jokrar är alltid vilda kort. { $first } börjar.
fcc-round-all-scored = Alla { $rounds } omgångar är räknade. { $over }
fcc-dealer-question = { $scored ->
        [1] Omgång 1 är räknad, och { $old } gav. Blir { $new } givare i omgång 1, ändras det i protokollet
       *[other] { $all ->
            [yes] Alla { $scored } omgångar
           *[no] Omgång 1 till { $scored }
        } är räknade, och { $old } gav i omgång 1. Blir { $new } givare i omgång 1, ändras vem som gav i var och en av dem i protokollet
    }{ $next ->
        [0] {""}
       *[other] , och { $after } ger i omgång { $next }, inte { $current }
    }. Poängen ändras inte. Ska givarna ändras? Skriv ja eller nej.
fcc-card-counts = { $kind ->
        [joker] { $points } för en joker
        [wild] { $points } för det vilda kortet { $card }
       *[card] { $points } för { $card }
    }
fcc-entry = { $out ->
        [yes] { $name } gick ut
       *[no] { $name } { $points }
    }
fcc-said-out = { $name } gick ut.
fcc-said-cards = { $name }, { $points }: { $counts }.
fcc-said-points = { $name }, { $points }.
fcc-meld-note = De här korten går att lägga ned, och då blir { $left } kvar. Protokollet räknar korten du skrev; vill du ge { $fewest }, skriv { $fewest }.
fcc-round-line = { $title }: { $scores }.
fcc-round-title = Omgång { $round }, { $dealer } gav, { $ranks } var vilda kort
fcc-round-heading = { $title }.
fcc-totals-none = Ingen omgång är räknad än: alla står på 0.
fcc-totals-tied = Ställning efter omgång { $round }: alla står på { $total }.
fcc-totals-lead = { $count ->
       *[other] { $names } leder med { $total }
    }
fcc-totals-behind = { $name } { $total }, { $behind } efter
fcc-totals = Ställning efter omgång { $round }: { $lead }; { $others }.
fcc-game-over = Spelet är slut. { $count ->
        [one] { $names } vinner med { $points }.
       *[other] { $names } vinner med { $points } var.
    }
fcc-name-total = { $name } { $total }
fcc-game-over-rest = { $over } { $rest }.
fcc-change-scored = Omgång { $round } räknad: { $scores }.
fcc-change-edited = Omgång { $round } rättad: { $now }, förut { $was }.
fcc-change-counted = Räknat: { $counts }.
fcc-change-dealer = { $name } gav i omgång 1.
fcc-undone-scored = Ångrat: omgång { $round } är inte räknad längre.
fcc-undone-edited = Ångrat: i omgång { $round } står det igen: { $score }.
fcc-undone-dealer = Ångrat: { $name } gav i omgång 1 igen.
fcc-score-now = { $out ->
        [yes] { $name } gick ut
       *[no] { $name } { $points }
    }
fcc-score-was = { $out ->
        [yes] ute
       *[no] { $points }
    }
fcc-sheet-heading = { $number ->
        [none] Protokoll
       *[other] Protokoll { $number }
    }: { $names }, i sittordning. { $first } gav först.
fcc-sheet-next = Omgång { $round } är nästa: { $dealer } ger, { $wild }.
fcc-summary = Protokoll { $number }: { $names }. { $state }
fcc-summary-finished = Klart; { $names } vann med { $total }.
fcc-summary-playing = Omgång { $round } är nästa; { $count ->
       *[other] { $names } leder
    } med { $total }.
fcc-summary-new = Omgång 1 är nästa.
fcc-summary-changed = { $summary } Ändrat { $date } kl. { $time }.

## Protokollets poäng som de skrivs, och omgångarna de blir (tools/companion/sheet.py).
fcc-entry-empty = inget angivet: skriv poängen, som 12, ute, eller korten som är kvar, som 7c Qh joker
fcc-entry-negative = { $given } är ingen giltig poäng: poäng är 0 eller mer, som 12
fcc-entry-ambiguous-card = { $problem }: skriv kortet igen med st eller sp
fcc-entry-not-understood = { $problem }. Skriv poängen, som 12, ute, eller korten som är kvar, som 7c Qh joker
fcc-entry-too-many-cards = { $cards } kort angivna, men en hand i omgång { $round } har högst { $most }
fcc-entry-points-not-cards = { $points } poäng stämmer inte med korten
fcc-entry-out-scores-zero = en spelare som gick ut får 0
fcc-entry-too-many-points = { $points } poäng är mer än en hand med { $cards } kort kan ge: i omgång { $round } får en spelare 0 till { $most }
fcc-name-not-a-letter = "{ $name }" kan inte vara ett namn: ett namn börjar med en bokstav, så att det aldrig tas för ett tal
fcc-either = { $names } eller { $last }
fcc-player-ambiguous = "{ $given }" kan vara { $names }: skriv fler bokstäver av namnet
fcc-player-unknown = ingen spelare heter "{ $given }": spelarna är { $players }
fcc-player-problem = { $name }: { $problem }
fcc-round-scores-count = { $scores } poäng för { $players } spelare: ange en för varje spelare
fcc-round-nobody-out = ingen har 0 poäng i omgång { $round }, men en omgång slutar när någon går ut: skriv ute för spelaren som gick ut
fcc-round-two-out = { $names } är markerade ute i omgång { $round }, men bara den som gick ut först är ute: skriv 0 för en spelare som lade ned alla kort på sin sista tur
fcc-round-copies = { $problem }, så de här händerna kan inte alla vara från omgång { $round }
fcc-game-over-edit = spelet är slut: alla { $rounds } omgångar är räknade. Skriv ändra för att rätta en
fcc-no-seat = ingen plats { $seat }
fcc-nothing-to-undo = inget att ångra sedan protokollet öppnades. Skriv ändra för att rätta en omgång
fcc-no-round-scored = ingen omgång är räknad än: skriv räkna när omgång 1 är slut
fcc-round-not-scored = omgång { $round } är inte räknad: { $scored ->
        [1] omgång 1 är det
       *[other] omgång 1 till { $scored } är det
    }

## Sparade protokoll (tools/companion/store.py): varför en fil inte kan användas.
fcc-file-not-a-sheet = det är inget protokoll
fcc-file-no-format = den har inget formatnummer
fcc-file-newer = den skrevs av en nyare Shared Table (protokollformat { $version }; den här läser upp till { $reads })
fcc-file-players = dess spelare är ingen lista med namn
fcc-file-dealer-rounds = den har ingen första givare eller inga omgångar
fcc-file-round = en omgång är ingen lista med poäng
fcc-file-points = en poängrad saknar poäng
fcc-file-cards = en poängrads kort är ingen lista med kortnamn
fcc-file-open-elsewhere = protokoll { $number } är öppet i ett annat fönster just nu: fortsätt där, eller avsluta det där först
fcc-file-missing = det finns inget protokoll { $number } ({ $path } finns inte)
fcc-file-unreadable = { $path } kan inte läsas som ett protokoll ({ $reason })
fcc-file-refused = { $path } kan inte användas: { $problem }

## Protokollet på papper (tools/companion/printouts.py).
fcc-print-title = { $number ->
        [none] Protokoll för Five Crowns
       *[other] Protokoll { $number } för Five Crowns
    }
fcc-print-round = Omgång
fcc-print-wild = Vilt
fcc-print-dealer = Givare
fcc-print-total = Summa
fcc-print-out = ute
fcc-print-rank = { $rank ->
        [11] J
        [12] Q
        [13] K
       *[other] { $rank }
    }
fcc-braille-not-loaded = punktskriftsutskrifterna kan inte laddas ({ $reason })
fcc-braille-none = den här versionen av Shared Table har inga punktskriftsutskrifter än
fcc-braille-no-sheet = punktskriftsutskrifterna i den här versionen har inget protokoll än

## `shared-table companion` (tools/companion/cli.py).
fcc-cli-fail = shared-table companion: { $problem }.{ $usage ->
        [yes] {" "}Prova: shared-table companion --help
       *[no] {""}
    }
fcc-cli-print-which = inget protokoll "{ $given }": ange dess nummer, från shared-table companion --sheets
fcc-cli-no-braille-out = standard output kan inte visa punktskriftstecken (dess teckenkodning är { $encoding }): välj en UTF-8-locale, eller använd --format brf
fcc-cli-resume-players = --resume fortsätter med ett sparat protokoll, vars spelare är bestämda: utelämna --players och --dealer
fcc-cli-dealer-needs-players = --dealer kräver --players
fcc-cli-unreadable = protokollen i { $folder } kan inte läsas ({ $reason })
fcc-cli-help = Five Crowns med riktiga kort: för protokoll, kolla händer, skriv ut protokollet
fcc-cli-description = Protokollföraren för Five Crowns med riktiga kort: den leder omgångarna, kollar händer, för protokollet (sparat vid varje ändring) och skriver ut det. Skriv hjälp i den för dess kommandon.
fcc-cli-players = börja ett protokoll med de här spelarna, i sittordning
fcc-cli-dealer = vem som ger i omgång 1 (standard: den första spelaren)
fcc-cli-resume = fortsätt med det senaste oavslutade protokollet, eller protokoll N
fcc-cli-sheets = visa de sparade protokollen
fcc-cli-print = skriv protokoll N till standard output
fcc-cli-format = med --print: words (rad för rad, standard), table, unicode (punktskrift) eller brf
fcc-cli-braille-table = punktskriftskod: ueb eller ebae (standard: svensk punktskrift)
fcc-cli-no-save = behåll det här protokollet bara medan programmet körs
fcc-cli-speech = läs också upp varje svar: auto, screenreader, tts eller off (standard: inställningens, annars off)
fcc-cli-voice = rösten som vår egen röst talar med: ett id eller namn från shared-table voices
fcc-cli-rate = hur fort vår egen röst talar, i ord per minut (50 till 500)
fcc-cli-plain = vanliga rader in och ut, ingen redigering av prompten eller escape-sekvenser
fcc-names-first = Okänt kommando "{ $given }". Skriv { $command } { $names } för att ange spelarna.
