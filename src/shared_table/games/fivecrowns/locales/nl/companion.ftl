## De metgezel (games/fivecrowns/tools/companion/): wat hij zegt, zijn fouten en zijn bestanden.
## $ranks is een waarde in het meervoud zoals de kaarten die noemen ("de achten"); $wild is een hele zin.

## Wat een speler typt: woorden gescheiden door ";", Engels wordt altijd ook begrepen.
fcc-typed-out = uit ; is uit ; ging uit
fcc-typed-points = punten ; punt ; pt
fcc-typed-yes = ja ; j ; ok ; houden
fcc-typed-sure = ja ; j
fcc-typed-no = nee ; n ; annuleer ; houden
fcc-typed-cancel = annuleer ; annuleren ; stop
fcc-typed-quit = afsluiten
fcc-typed-help = help ; hulp ; ?
fcc-typed-back = terug
fcc-typed-round = ronde
fcc-typed-sheet = blad
fcc-typed-wild = wisselend ; jokerwaarde
fcc-cmd-braille-choice-sheet = blad
fcc-cmd-print-choice-sheet = blad

## Begin en sessie.
fcc-welcome = Shared Table-scorehulp: houdt de score bij als je Five Crowns speelt met echte kaarten.
fcc-set-up = Typ spelers en de namen in zitvolgorde, bijvoorbeeld: spelers Ann, Bob, Cy.
fcc-start-unfinished = Blad { $number } is niet af: { $names }, ronde { $round } is de volgende. Typ hervat om ermee verder te gaan.
fcc-start-help = Typ help voor alle opdrachten.
fcc-no-players = Nog geen spelers. Typ spelers en de namen in zitvolgorde, bijvoorbeeld: spelers Ann, Bob, Cy.
fcc-save-failed = Het blad kan niet worden opgeslagen in { $folder } ({ $reason }). Het blijft bewaard zolang dit programma draait.
fcc-not-saved = Dit blad is niet opgeslagen.
fcc-saved-in = Blad { $number } is opgeslagen in { $path }.
fcc-no-store-open = Bladen worden in deze sessie niet opgeslagen, dus er is er geen om te openen.
fcc-left-as-it-is = { $problem }. Het bestand blijft zoals het is
fcc-stopped = De scorehulp is gestopt.
fcc-went-wrong = Sorry, daar ging iets mis. Het blad is zoals het ervoor was.
fcc-went-wrong-logged = Sorry, daar ging iets mis. Het is geschreven naar { $log }. Het blad is zoals het ervoor was.
fcc-did-not-work = Dat lukte niet.
fcc-letter-changed = "{ $word }" is nu { $now }, net als in de spellen. Typ { $alias } voor { $command }.
fcc-letter-gone = "{ $word }" wordt hier niet meer gebruikt, zodat een letter in elk spel hetzelfde betekent. Typ { $alias } voor { $command }.
fcc-dealers-kept = De delers blijven zoals ze waren: { $name } deelde ronde 1.
fcc-end-of-input = Einde van de invoer.
fcc-end-not-scored = Ronde { $round } is niet geteld: niet alle punten zijn gegeven.
fcc-goodbye = Tot ziens.
fcc-goodbye-saved = { $saved } shared-table companion { $over ->
        [yes] --print { $number } drukt het af
       *[no] --resume { $number } gaat ermee verder
    }. Tot ziens.

## Een ronde tellen, speler voor speler.
fcc-scoring-over = Het spel is voorbij: alle { $rounds } rondes zijn geteld. Typ wijzig om er een te verbeteren, bijvoorbeeld: wijzig 11 Ann 12.
fcc-scoring-start = Ronde { $round } tellen, { $wild }. Typ voor elke speler de punten, uit, of de kaarten die nog in de hand zitten. Typ terug om één speler terug te gaan, annuleer om te stoppen.
fcc-ask = { $name }?
fcc-scoring-stopped = Tellen gestopt: ronde { $round } is niet geteld. Typ tel om opnieuw te beginnen.
fcc-scoring-help = Ronde { $round } tellen. Typ de punten van { $name }, zoals 12, uit als { $name } uitging, of de kaarten die nog in de hand zitten, zoals 7c Qh joker. terug gaat één speler terug, annuleer stopt.
fcc-scoring-first = { $name } is de eerste: er is niemand om naar terug te gaan.
fcc-scoring-confirm = Druk op Enter om het te houden, of typ de punten van { $name } opnieuw.

## Antwoorden en fouten van de opdrachten.
fcc-no-argument = Na { $name } komt niets: typ alleen "{ $name }".
fcc-players-who = Wie spelen er? Typ spelers en de namen in zitvolgorde, bijvoorbeeld: spelers Ann, Bob, Cy.
fcc-players-fixed = Blad { $number } heeft al punten, dus de spelers blijven. Typ nieuw om een nieuw blad met andere spelers te beginnen.
fcc-players-set = Spelers in zitvolgorde: { $names }. { $first } deelt eerst; typ deler en een naam om dat te veranderen.
fcc-dealer-is = { $name } deelde ronde 1. { $opening }
fcc-dealer-already = { $name } deelde ronde 1 al. { $opening }
fcc-check-which = Welke kaarten controleren? Typ controleer en de kaarten, bijvoorbeeld: controleer 7c 8c 9c Qh joker.
fcc-check-too-many = { $cards } kaarten gegeven: een hand om te controleren heeft 1 tot en met { $most } kaarten
fcc-check-size-note = Let op: in ronde { $round } heeft een hand { $size } kaarten, { $drawn } na het trekken; je gaf er { $cards }.
fcc-check-no-wild = { $cards } kaarten en geen ronde bezig: zeg welke waarde als joker geldt, bijvoorbeeld: controleer 7c 8c 9c wisselend 8
fcc-check-wild-from-count = Alle { $ranks } gelden als jokers, volgens het aantal kaarten.
fcc-edit-nothing = Er is nog geen ronde geteld, dus er valt niets te wijzigen. Typ tel als ronde 1 voorbij is.
fcc-edit-no-round = geen ronde { $given }: de rondes zijn 1 tot en met { $rounds }
fcc-edit-what = Wat wil je wijzigen? Noem de ronde, de speler en de punten, bijvoorbeeld: wijzig 3 Bob 12, wijzig 3 Bob uit, of wijzig 3 Bob 7c Qh.
fcc-edit-to-what = Wat worden de punten van { $name }? Geef de punten, uit, of de kaarten, bijvoorbeeld: wijzig 3 Bob 12, wijzig 3 Bob uit, of wijzig 3 Bob 7c Qh.
fcc-sheet-no-round = geen getelde ronde "{ $given }": typ blad voor het hele blad, of blad en een rondenummer ({ $scored ->
        [0] nog geen ronde
       *[other] rondes 1 tot en met { $scored }
    })
fcc-just-sheet = { $name } wat? Typ { $name } { $sheet }.
fcc-braille-missing = Geen blad in braille: { $problem }. Typ blad om het blad te horen, of afdrukken blad voor een papieren kopie
fcc-print-not-saved = Dit blad is niet opgeslagen, dus er is geen map om het in af te drukken. Typ blad om het te horen.
fcc-print-failed = De afdruk kan niet worden geschreven in { $folder } ({ $reason })
fcc-print-written = Papieren kopie geschreven naar { $path }.
fcc-print-brf-written = Braille (BRF) voor een brailleprinter geschreven naar { $path }.
fcc-print-no-braille = Geen braillekopie: { $problem }.
fcc-sheets-not-saved = Bladen worden in deze sessie niet opgeslagen.
fcc-sheets-none = Nog geen opgeslagen bladen in { $folder }.
fcc-sheets-broken = Blad { $number }: { $problem }. Het bestand blijft zoals het is.
# The heading said before `braille sheet`'s lines of cells (a sheet not saved has no number: fc-braille-scores-title).
fcc-braille-heading = Blad { $number } in braille:
fcc-resume-not-saved = Bladen worden in deze sessie niet opgeslagen, dus er is er geen om te hervatten.
fcc-resume-bad = geen blad "{ $given }": typ hervat en een bladnummer, of bladen voor de lijst
fcc-resume-none = Er is geen onafgemaakt blad. Typ bladen voor de lijst, of spelers om er een te beginnen.
fcc-resume-opened = Blad { $number } geopend: { $names }.
fcc-new-sheet = Nieuw blad. { $kept }
fcc-new-sheet-unsaved = Nieuw blad.
fcc-last-nothing = Er is nog niets gezegd.

## Rondes, punten en stand (tools/companion/narration.py).
fcc-points = { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }
fcc-with-wild = met { $ranks } als jokers
fcc-round-opening = Ronde { $round }. { $dealer } deelt { $cards } kaarten. { $wild } { $first } begint.
fcc-round-words = Ronde { $round } van { $rounds }. { $dealer } deelt { $cards } kaarten. { $wild } Jokers vervangen altijd elke kaart. { $first } begint.
fcc-round-all-scored = Alle { $rounds } rondes zijn geteld. { $over }
fcc-dealer-question = { $scored ->
        [1] Ronde 1 is geteld, gedeeld door { $old }. Wordt { $new } de deler van ronde 1, dan verandert dat op het blad
       *[other] { $all ->
            [yes] Alle { $scored } rondes
           *[no] Rondes 1 tot en met { $scored }
        } zijn geteld, met { $old } als deler van ronde 1. Wordt { $new } de deler van ronde 1, dan verandert op het blad wie elk van die rondes deelde
    }{ $next ->
        [0] {""}
       *[other] , en { $after } deelt ronde { $next }, niet { $current }
    }. De punten blijven zoals ze zijn. De delers veranderen? Typ ja of nee.
fcc-card-counts = { $kind ->
        [joker] { $points } voor een joker
        [wild] { $points } voor de wisselende joker { $card }
       *[card] { $points } voor { $card }
    }
fcc-entry = { $out ->
        [yes] { $name } uit
       *[no] { $name } { $points }
    }
fcc-said-out = { $name } is uit.
fcc-said-cards = { $name }, { $points }: { $counts }.
fcc-said-points = { $name }, { $points }.
fcc-meld-note = Deze kaarten kunnen een setje vormen: open op tafel gelegd blijven er { $left } over. Het blad telt de kaarten die je typte; typ { $fewest } om { $fewest } te geven.
fcc-round-line = { $title }: { $scores }.
fcc-round-title = Ronde { $round }, { $dealer } deelde, { $ranks } als jokers
fcc-round-heading = { $title }.
fcc-totals-none = Er is nog geen ronde geteld: iedereen staat op 0.
fcc-totals-tied = Stand na ronde { $round }: iedereen staat op { $total }.
fcc-totals-lead = { $count ->
        [one] { $names } staat voor met { $total }
       *[other] { $names } staan voor met { $total }
    }
fcc-totals-behind = { $name } { $total }, { $behind } achter
fcc-totals = Stand na ronde { $round }: { $lead }; { $others }.
fcc-game-over = Het spel is voorbij. { $count ->
        [one] { $names } wint met { $points }.
       *[other] { $names } winnen met elk { $points }.
    }
fcc-name-total = { $name } { $total }
fcc-game-over-rest = { $over } { $rest }.
fcc-change-scored = Ronde { $round } geteld: { $scores }.
fcc-change-edited = Ronde { $round } verbeterd: { $now }, was { $was }.
fcc-change-counted = Geteld: { $counts }.
fcc-change-dealer = { $name } deelde ronde 1.
fcc-undone-scored = Ongedaan: ronde { $round } is niet meer geteld.
fcc-undone-edited = Ongedaan: in ronde { $round } weer { $score }.
fcc-undone-dealer = Ongedaan: { $name } deelde ronde 1 weer.
fcc-score-now = { $out ->
        [yes] { $name } ging uit
       *[no] { $name } { $points }
    }
fcc-score-was = { $out ->
        [yes] uit
       *[no] { $points }
    }
fcc-sheet-heading = { $number ->
        [none] Scoreblad
       *[other] Scoreblad { $number }
    }: { $names }, in zitvolgorde. { $first } deelde eerst.
fcc-sheet-next = Ronde { $round } is de volgende: { $dealer } deelt, { $wild }.
fcc-summary = Blad { $number }: { $names }. { $state }
fcc-summary-finished = Klaar; gewonnen door { $names } met { $total }.
fcc-summary-playing = Ronde { $round } is de volgende; { $count ->
        [one] { $names } staat voor
       *[other] { $names } staan voor
    } met { $total }.
fcc-summary-new = Ronde 1 is de volgende.
fcc-summary-changed = { $summary } Gewijzigd op { $date } om { $time }.

## De punten op het blad zoals ze getypt worden, en de rondes die ze maken (tools/companion/sheet.py).
fcc-entry-empty = niets gegeven: typ de punten, zoals 12, uit, of de kaarten die over zijn, zoals 7c Qh joker
fcc-entry-negative = { $given } is geen score: punten zijn 0 of meer, zoals 12
fcc-entry-ambiguous-card = { $problem }: typ de kaart opnieuw met st of sp
fcc-entry-not-understood = { $problem }. Typ de punten, zoals 12, uit, of de kaarten die over zijn, zoals 7c Qh joker
fcc-entry-too-many-cards = { $cards } kaarten gegeven, maar een hand in ronde { $round } heeft er hoogstens { $most }
fcc-entry-points-not-cards = { $points } punten kloppen niet met de gegeven kaarten
fcc-entry-out-scores-zero = een speler die uitging, krijgt 0
fcc-entry-too-many-points = { $points } punten is meer dan een hand van { $cards } kaarten kan opleveren: in ronde { $round } krijgt een speler 0 tot en met { $most }
fcc-name-not-a-letter = "{ $name }" kan geen naam zijn: een naam begint met een letter, zodat hij nooit voor een getal wordt gehouden
fcc-either = { $names } of { $last }
fcc-player-ambiguous = "{ $given }" kan { $names } zijn: typ meer van de naam
fcc-player-unknown = geen speler "{ $given }": de spelers zijn { $players }
fcc-player-problem = { $name }: { $problem }
fcc-round-scores-count = { $scores } scores voor { $players } spelers: geef er één voor elke speler
fcc-round-nobody-out = niemand heeft 0 punten in ronde { $round }, maar een ronde eindigt als iemand uitgaat: typ uit voor de speler die uitging
fcc-round-two-out = { $names } staan als uit in ronde { $round }, maar alleen wie als eerste uitgaat, is uit: typ 0 voor een speler die in zijn laatste beurt alle kaarten open op tafel legde
fcc-round-copies = { $problem }, dus deze handen kunnen niet allemaal uit ronde { $round } komen
fcc-game-over-edit = het spel is voorbij: alle { $rounds } rondes zijn geteld. Typ wijzig om er een te verbeteren
fcc-no-seat = geen plaats { $seat }
fcc-nothing-to-undo = niets ongedaan te maken sinds dit blad werd geopend. Typ wijzig om een ronde te verbeteren
fcc-no-round-scored = er is nog geen ronde geteld: typ tel als ronde 1 voorbij is
fcc-round-not-scored = ronde { $round } is niet geteld: { $scored ->
        [1] ronde 1 is geteld
       *[other] rondes 1 tot en met { $scored } zijn geteld
    }

## Opgeslagen bladen (tools/companion/store.py): waarom een bestand niet bruikbaar is.
fcc-file-not-a-sheet = het is geen scoreblad
fcc-file-no-format = het heeft geen formaatnummer
fcc-file-newer = het is geschreven door een nieuwere Shared Table (bladformaat { $version }; deze leest tot en met { $reads })
fcc-file-players = de spelers erin zijn geen lijst van namen
fcc-file-dealer-rounds = het heeft geen eerste deler of geen rondes
fcc-file-round = een ronde is geen lijst van scores
fcc-file-points = een score heeft geen punten
fcc-file-cards = de kaarten van een score zijn geen lijst van kaartnamen
fcc-file-open-elsewhere = blad { $number } is op dit moment open in een ander venster: ga daar verder, of sluit het daar eerst af
fcc-file-missing = er is geen blad { $number } ({ $path } bestaat niet)
fcc-file-unreadable = { $path } kan niet als scoreblad worden gelezen ({ $reason })
fcc-file-refused = { $path } is niet bruikbaar: { $problem }

## Het blad op papier (tools/companion/printouts.py).
fcc-print-title = { $number ->
        [none] Five Crowns scoreblad
       *[other] Five Crowns scoreblad { $number }
    }
fcc-print-round = Ronde
fcc-print-wild = Joker
fcc-print-dealer = Deler
fcc-print-total = Totaal
fcc-print-out = uit
fcc-print-rank = { $rank ->
        [11] J
        [12] Q
        [13] K
       *[other] { $rank }
    }
fcc-braille-not-loaded = de braille-afdrukken kunnen niet worden geladen ({ $reason })
fcc-braille-none = deze versie van Shared Table heeft nog geen braille-afdrukken
fcc-braille-no-sheet = de braille-afdrukken van deze versie hebben nog geen scoreblad

## `shared-table companion` (tools/companion/cli.py).
fcc-cli-fail = shared-table companion: { $problem }.{ $usage ->
        [yes] {" "}Probeer: shared-table companion --help
       *[no] {""}
    }
fcc-cli-print-which = geen blad "{ $given }": geef het nummer, uit shared-table companion --sheets
fcc-cli-no-braille-out = standaarduitvoer kan geen brailletekens tonen (de codering is { $encoding }): kies een UTF-8-locale, of gebruik --format brf
fcc-cli-resume-players = --resume gaat verder met een opgeslagen blad, waarvan de spelers vastliggen: laat --players en --dealer weg
fcc-cli-dealer-needs-players = --dealer heeft --players nodig
fcc-cli-unreadable = de bladen in { $folder } kunnen niet worden gelezen ({ $reason })
fcc-cli-help = Five Crowns met echte kaarten: houd de score bij, controleer handen, druk het blad af
fcc-cli-description = De scorehulp voor Five Crowns met echte kaarten: hij leidt de rondes, controleert handen, houdt het scoreblad bij (opgeslagen bij elke wijziging) en drukt het af. Typ er help in voor de opdrachten.
fcc-cli-players = begin een blad met deze spelers, in zitvolgorde
fcc-cli-dealer = wie ronde 1 deelt (standaard: de eerste speler)
fcc-cli-resume = ga verder met het laatste onafgemaakte blad, of blad N
fcc-cli-sheets = toon de opgeslagen bladen
fcc-cli-print = schrijf blad N naar standaarduitvoer
fcc-cli-format = met --print: words (regel voor regel, standaard), table, unicode (braille) of brf
fcc-cli-braille-table = braillecode: ueb of ebae (standaard: Nederlandse braille)
fcc-cli-no-save = bewaar dit blad alleen zolang het programma draait
fcc-cli-speech = lees ook elk antwoord voor: auto, screenreader, tts of off (standaard: die van de instellingen, anders off)
fcc-cli-voice = de stem van onze eigen spraak: een id of naam uit shared-table voices
fcc-cli-rate = de snelheid van onze eigen spraak in woorden per minuut (50 tot 500)
fcc-cli-plain = gewone regels in en uit, geen bewerking van de prompt of escapereeksen
fcc-names-first = Geen opdracht "{ $given }". Typ { $command } { $names } om de spelers op te geven.
