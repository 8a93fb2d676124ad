## Stigavörðurinn (games/fivecrowns/tools/companion/): hvað það segir, villur þess og skrár.
## $ranks er gildi í fleirtölu eins og spilin segja það ("áttur"); $wild er heil setning.

## Það sem leikmaður skrifar: orð aðskilin með ";", enska skilst alltaf líka.
fcc-typed-out = lokaði ; lokadi ; loka ; lokað ; úti
fcc-typed-points = stig ; st
fcc-typed-yes = já ; ja ; j ; ok ; halda
fcc-typed-sure = já ; ja ; j
fcc-typed-no = nei ; n ; hætta við ; halda
fcc-typed-cancel = hætta við ; stopp
fcc-typed-quit = hætta
fcc-typed-help = hjálp ; ?
fcc-typed-back = til baka ; aftur
fcc-typed-round = umferð
fcc-typed-sheet = blað
fcc-typed-wild = gildir ; villt
fcc-cmd-braille-choice-sheet = blað
fcc-cmd-print-choice-sheet = blað

## Upphaf og lotan.
fcc-welcome = Stigavörður Shared Table: heldur utan um stigin í Five Crowns þegar spilað er með alvöru spilum.
fcc-set-up = Skrifaðu leikmenn og nöfnin í sætaröð, til dæmis: leikmenn Ann, Bob, Cy.
fcc-start-unfinished = Blað { $number } er ekki búið: { $names }, næst er umferð { $round }. Skrifaðu áfram til að halda áfram með það.
fcc-start-help = Skrifaðu hjálp til að heyra allar skipanir.
fcc-no-players = Engir leikmenn enn. Skrifaðu leikmenn og nöfnin í sætaröð, til dæmis: leikmenn Ann, Bob, Cy.
fcc-save-failed = Ekki er hægt að vista blaðið í { $folder } ({ $reason }). Það geymist á meðan forritið keyrir.
fcc-not-saved = Þetta blað er ekki vistað.
fcc-saved-in = Blað { $number } er vistað í { $path }.
fcc-no-store-open = Blöð eru ekki vistuð í þessari lotu, svo það er ekkert til að opna.
fcc-left-as-it-is = { $problem }. Skránni er ekki breytt
fcc-stopped = Stigavörðurinn er hættur.
fcc-went-wrong = Því miður fór eitthvað úrskeiðis. Blaðið er eins og það var áður.
fcc-went-wrong-logged = Því miður fór eitthvað úrskeiðis. Það var skrifað í { $log }. Blaðið er eins og það var áður.
fcc-did-not-work = Þetta tókst ekki.
fcc-letter-changed = "{ $word }" þýðir nú { $now }, eins og í spilunum. Skrifaðu { $alias } fyrir { $command }.
fcc-letter-gone = "{ $word }" er ekki lengur notað hér, svo að stafur þýði það sama í öllum spilum. Skrifaðu { $alias } fyrir { $command }.
fcc-dealers-kept = Gjafararnir haldast óbreyttir: { $name } gaf í umferð 1.
fcc-end-of-input = Inntaki lokið.
fcc-end-not-scored = Umferð { $round } er ekki talin: ekki voru öll stigin skráð.
fcc-goodbye = Bless.
fcc-goodbye-saved = { $saved } shared-table companion { $over ->
        [yes] --print { $number } prentar það
       *[no] --resume { $number } heldur áfram með það
    }. Bless.

## Talning umferðar, leikmann fyrir leikmann.
fcc-scoring-over = Spilinu er lokið: allar { $rounds } umferðirnar eru taldar. Til að leiðrétta eina, skrifaðu breyta, til dæmis: breyta 11 Ann 12.
fcc-scoring-start = Talning í umferð { $round }, { $wild }. Skrifaðu fyrir hvern leikmann stigin, lokaði, eða spilin sem eftir eru á hendi. Skrifaðu til baka til að fara aftur um einn leikmann, hætta við til að stöðva.
fcc-ask = { $name }?
fcc-scoring-stopped = Talning stöðvuð: umferð { $round } er ekki talin. Skrifaðu telja til að byrja aftur.
fcc-scoring-help = Talning í umferð { $round }. { $name }: skrifaðu stigin, til dæmis 12, lokaði ef { $name } lokaði, eða spilin sem eftir eru á hendi, til dæmis 7c Dh jóker. til baka fer aftur um einn leikmann, hætta við stöðvar.
fcc-scoring-first = { $name } er fyrst í röðinni: það er enginn til að fara aftur til.
fcc-scoring-confirm = { $name }: ýttu á Enter til að samþykkja, eða skrifaðu stigin aftur.

## Svör og villur skipana.
fcc-no-argument = Ekkert kemur á eftir { $name }: skrifaðu bara "{ $name }".
fcc-players-who = Hverjir spila? Skrifaðu leikmenn og nöfnin í sætaröð, til dæmis: leikmenn Ann, Bob, Cy.
fcc-players-fixed = Blað { $number } er þegar með stig, svo leikmennirnir haldast. Skrifaðu nýtt til að byrja nýtt blað með öðrum leikmönnum.
fcc-players-set = Leikmenn í sætaröð: { $names }. { $first } gefur fyrst; til að breyta því, skrifaðu gjafari og nafn.
fcc-dealer-is = { $name } gaf í umferð 1. { $opening }
fcc-dealer-already = { $name } gaf þegar í umferð 1. { $opening }
fcc-check-which = Athuga hvaða spil? Skrifaðu athuga og spilin, til dæmis: athuga 7c 8c 9c Dh jóker.
fcc-check-too-many = { $cards ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $cards }
    } spil nefnd: hönd til að athuga hefur 1 til { $most ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $most }
    } spil
fcc-check-size-note = Athugaðu að í umferð { $round } eru { $size ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $size }
    } spil á hendi, { $drawn ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $drawn }
    } eftir að dregið er, en þú nefndir { $cards ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $cards }
    }.
fcc-check-no-wild = { $cards ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $cards }
    } spil og engin umferð í gangi: segðu hvaða gildi gildir allt, til dæmis: athuga 7c 8c 9c gildir 8
fcc-check-wild-from-count = { $ranks } gilda allt, miðað við fjölda spila.
fcc-edit-nothing = Engin umferð er talin enn, svo það er ekkert að breyta. Skrifaðu telja þegar umferð 1 er búin.
fcc-edit-no-round = engin umferð { $given }: umferðirnar eru 1 til { $rounds }
fcc-edit-what = Breyta stigum hvers, og í hvað? Nefndu umferðina, leikmanninn og stigin, til dæmis: breyta 3 Bob 12, breyta 3 Bob lokaði, eða breyta 3 Bob 7c Dh.
fcc-edit-to-what = { $name }: breyta stigunum í hvað? Gefðu stigin, lokaði, eða spilin, til dæmis: breyta 3 Bob 12, breyta 3 Bob lokaði, eða breyta 3 Bob 7c Dh.
fcc-sheet-no-round = engin talin umferð "{ $given }": skrifaðu blað fyrir allt blaðið, eða blað og númer umferðar ({ $scored ->
        [0] engin umferð enn
       *[other] umferðir 1 til { $scored }
    })
fcc-just-sheet = { $name } hvað? Skrifaðu { $name } { $sheet }.
fcc-braille-missing = Ekkert blað á punktaletri: { $problem }. Skrifaðu blað til að heyra blaðið, eða prenta blað fyrir pappírsafrit
fcc-print-not-saved = Þetta blað er ekki vistað, svo það er engin mappa til að prenta það í. Skrifaðu blað til að heyra það.
fcc-print-failed = Ekki er hægt að skrifa útprentunina í { $folder } ({ $reason })
fcc-print-written = Pappírsafrit skrifað í { $path }.
fcc-print-brf-written = Punktaletur (BRF) fyrir punktaletursprentara skrifað í { $path }.
fcc-print-no-braille = Ekkert afrit á punktaletri: { $problem }.
fcc-sheets-not-saved = Blöð eru ekki vistuð í þessari lotu.
fcc-sheets-none = Engin vistuð blöð enn í { $folder }.
fcc-sheets-broken = Blað { $number }: { $problem }. Skránni er ekki breytt.
# The heading said before `braille sheet`'s lines of cells (a sheet not saved has no number: fc-braille-scores-title).
fcc-braille-heading = Blað { $number } á blindraletri:
fcc-resume-not-saved = Blöð eru ekki vistuð í þessari lotu, svo það er ekkert til að halda áfram með.
fcc-resume-bad = ekkert blað "{ $given }": skrifaðu áfram og númer blaðs, eða vistuð fyrir listann
fcc-resume-none = Það er ekkert óklárað blað. Skrifaðu vistuð fyrir listann, eða leikmenn til að byrja nýtt.
fcc-resume-opened = Blað { $number } opnað: { $names }.
fcc-new-sheet = Nýtt blað. { $kept }
fcc-new-sheet-unsaved = Nýtt blað.
fcc-last-nothing = Ekkert hefur verið sagt enn.

## Umferðir, stig og staða (tools/companion/narration.py).
fcc-points = { $points ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $points }
    } stig
fcc-with-wild = { $ranks } gilda allt
fcc-round-opening = Umferð { $round }. { $dealer } gefur { $cards ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $cards }
    } spil. { $wild } { $first } byrjar.
fcc-round-words = Umferð { $round } af { $rounds }. { $dealer } gefur { $cards ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $cards }
    } spil. { $wild } Jókerar gilda alltaf allt. { $first } byrjar.
fcc-round-all-scored = Allar { $rounds } umferðirnar eru taldar. { $over }
fcc-dealer-question = { $scored ->
        [1] Umferð 1 er talin, og { $old } gaf. Ef { $new } verður gjafari í umferð 1 breytist það á blaðinu
       *[other] { $all ->
            [yes] Allar { $scored } umferðirnar
           *[no] Umferðir 1 til { $scored }
        } eru taldar, og { $old } gaf í umferð 1. Ef { $new } verður gjafari í umferð 1 breytist á blaðinu hver gaf í hverri þeirra
    }{ $next ->
        [0] {""}
       *[other] , og { $after } gefur í umferð { $next }, ekki { $current }
    }. Stigin haldast óbreytt. Breyta gjöfurunum? Skrifaðu já eða nei.
fcc-card-counts = { $kind ->
        [joker] jóker { $points }
        [wild] { $card }, sem gildir allt, { $points }
       *[card] { $card } { $points }
    }
fcc-entry = { $out ->
        [yes] { $name } lokaði
       *[no] { $name } { $points }
    }
fcc-said-out = { $name } lokaði.
fcc-said-cards = { $name }, { $points }: { $counts }.
fcc-said-points = { $name }, { $points }.
fcc-meld-note = Þessi spil mætti leggja niður: þá yrðu eftir { $left }. Blaðið telur spilin sem þú skrifaðir; skrifaðu { $fewest } til að skrá { $fewest }.
fcc-round-line = { $title }: { $scores }.
fcc-round-title = Umferð { $round }, { $dealer } gaf, { $ranks } giltu allt
fcc-round-heading = { $title }.
fcc-totals-none = Engin umferð er talin enn: allir eru með 0.
fcc-totals-tied = Staðan eftir umferð { $round }: allir eru með { $total }.
fcc-totals-lead = { $count ->
        [one] { $names } er með forystu, { $total }
       *[other] { $names } eru með forystu, { $total }
    }
fcc-totals-behind = { $name } { $total }, { $behind } á eftir
fcc-totals = Staðan eftir umferð { $round }: { $lead }; { $others }.
fcc-game-over = Spilinu er lokið. { $count ->
        [one] { $names } vinnur með { $points }.
       *[other] { $names } vinna, öll með { $points }.
    }
fcc-name-total = { $name } { $total }
fcc-game-over-rest = { $over } { $rest }.
fcc-change-scored = Umferð { $round } talin: { $scores }.
fcc-change-edited = Umferð { $round } leiðrétt: { $now }, var { $was }.
fcc-change-counted = Talið: { $counts }.
fcc-change-dealer = { $name } gaf í umferð 1.
fcc-undone-scored = Afturkallað: umferð { $round } er ekki lengur talin.
fcc-undone-edited = Afturkallað: í umferð { $round } stendur aftur: { $score }.
fcc-undone-dealer = Afturkallað: { $name } gaf aftur í umferð 1.
fcc-score-now = { $out ->
        [yes] { $name } lokaði
       *[no] { $name } { $points }
    }
fcc-score-was = { $out ->
        [yes] lokaði
       *[no] { $points }
    }
fcc-sheet-heading = { $number ->
        [none] Stigablað
       *[other] Stigablað { $number }
    }: { $names }, í sætaröð. { $first } gaf fyrst.
fcc-sheet-next = Næst er umferð { $round }: { $dealer } gefur, { $wild }.
fcc-summary = Blað { $number }: { $names }. { $state }
fcc-summary-finished = Búið; { $names } vann með { $total }.
fcc-summary-playing = Næst er umferð { $round }; { $count ->
        [one] { $names } er með forystu
       *[other] { $names } eru með forystu
    }, { $total }.
fcc-summary-new = Næst er umferð 1.
fcc-summary-changed = { $summary } Breytt { $date } kl. { $time }.

## Stig blaðsins eins og þau eru skrifuð, og umferðirnar sem þau mynda (tools/companion/sheet.py).
fcc-entry-empty = ekkert skrifað: skrifaðu stigin, til dæmis 12, lokaði, eða spilin sem eftir eru, til dæmis 7c Dh jóker
fcc-entry-negative = { $given } er ekki stigafjöldi: stig eru 0 eða fleiri, til dæmis 12
fcc-entry-ambiguous-card = { $problem }: skrifaðu spilið aftur með st eða sp
fcc-entry-not-understood = { $problem }. Skrifaðu stigin, til dæmis 12, lokaði, eða spilin sem eftir eru, til dæmis 7c Dh jóker
fcc-entry-too-many-cards = { $cards ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $cards }
    } spil nefnd, en í umferð { $round } eru mest { $most ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $most }
    } spil á hendi
fcc-entry-points-not-cards = { $points ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $points }
    } stig { $points ->
        [one] passar
       *[other] passa
    } ekki við spilin
fcc-entry-out-scores-zero = leikmaður sem lokaði fær 0
fcc-entry-too-many-points = { $points ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $points }
    } stig { $points ->
        [one] er
       *[other] eru
    } meira en hönd með { $cards } spilum getur gefið: í umferð { $round } fær leikmaður 0 til { $most }
fcc-name-not-a-letter = "{ $name }" getur ekki verið nafn: nafn byrjar á bókstaf, svo það er aldrei tekið fyrir tölu
fcc-either = { $names } eða { $last }
fcc-player-ambiguous = "{ $given }" gæti verið { $names }: skrifaðu meira af nafninu
fcc-player-unknown = enginn leikmaður "{ $given }": leikmennirnir eru { $players }
fcc-player-problem = { $name }: { $problem }
fcc-round-scores-count = { $scores } stigatölur fyrir { $players } leikmenn: gefðu eina fyrir hvern leikmann
fcc-round-nobody-out = enginn er með 0 stig í umferð { $round }, en umferð lýkur þegar einhver lokar: skrifaðu lokaði fyrir leikmanninn sem lokaði
fcc-round-two-out = fleiri en einn er merktur sem lokaði í umferð { $round }: { $names }. Aðeins sá sem lokar fyrstur hefur lokað; skrifaðu 0 fyrir leikmann sem lagði öll spilin niður í síðasta leik
fcc-round-copies = { $problem }, svo þessar hendur geta ekki allar verið úr umferð { $round }
fcc-game-over-edit = spilinu er lokið: allar { $rounds } umferðirnar eru taldar. Til að leiðrétta eina, skrifaðu breyta
fcc-no-seat = ekkert sæti { $seat }
fcc-nothing-to-undo = ekkert til að afturkalla síðan blaðið var opnað. Til að leiðrétta umferð, skrifaðu breyta
fcc-no-round-scored = engin umferð er talin enn: skrifaðu telja þegar umferð 1 er búin
fcc-round-not-scored = umferð { $round } er ekki talin: { $scored ->
        [1] umferð 1 er talin
       *[other] umferðir 1 til { $scored } eru taldar
    }

## Vistuð blöð (tools/companion/store.py): hvers vegna ekki er hægt að nota skrá.
fcc-file-not-a-sheet = þetta er ekki stigablað
fcc-file-no-format = hún hefur ekkert sniðnúmer
fcc-file-newer = hún var skrifuð af nýrri Shared Table (blaðsnið { $version }; þessi les upp að { $reads })
fcc-file-players = leikmenn hennar eru ekki listi af nöfnum
fcc-file-dealer-rounds = hún hefur engan fyrsta gjafara eða engar umferðir
fcc-file-round = umferð er ekki listi af stigum
fcc-file-points = stigatölu vantar stig
fcc-file-cards = spil stigatölu eru ekki listi af heitum spila
fcc-file-open-elsewhere = blað { $number } er opið í öðrum glugga núna: haltu áfram þar, eða hættu þar fyrst
fcc-file-missing = það er ekkert blað { $number } ({ $path } er ekki til)
fcc-file-unreadable = ekki er hægt að lesa { $path } sem stigablað ({ $reason })
fcc-file-refused = ekki er hægt að nota { $path }: { $problem }

## Blaðið á pappír (tools/companion/printouts.py).
fcc-print-title = { $number ->
        [none] Five Crowns stigablað
       *[other] Five Crowns stigablað { $number }
    }
fcc-print-round = Umferð
fcc-print-wild = Gildir allt
fcc-print-dealer = Gjafari
fcc-print-total = Samtals
fcc-print-out = lokaði
fcc-print-rank = { $rank ->
        [11] G
        [12] D
        [13] K
       *[other] { $rank }
    }
fcc-braille-not-loaded = ekki er hægt að hlaða punktaletursútprentunum ({ $reason })
fcc-braille-none = þessi útgáfa af Shared Table hefur engar punktaletursútprentanir enn
fcc-braille-no-sheet = punktaletursútprentanir þessarar útgáfu hafa ekkert stigablað enn

## `shared-table companion` (tools/companion/cli.py).
fcc-cli-fail = shared-table companion: { $problem }.{ $usage ->
        [yes] {" "}Reyndu: shared-table companion --help
       *[no] {""}
    }
fcc-cli-print-which = ekkert blað "{ $given }": gefðu númer þess, úr shared-table companion --sheets
fcc-cli-no-braille-out = staðalúttak getur ekki sýnt punktaletursstafi (stafataflan er { $encoding }): veldu UTF-8 staðfærslu, eða notaðu --format brf
fcc-cli-resume-players = --resume heldur áfram með vistað blað, þar sem leikmennirnir eru ákveðnir: slepptu --players og --dealer
fcc-cli-dealer-needs-players = --dealer þarf --players
fcc-cli-unreadable = ekki er hægt að lesa blöðin í { $folder } ({ $reason })
fcc-cli-help = Five Crowns með alvöru spilum: haltu utan um stigin, athugaðu hendur, prentaðu blaðið
fcc-cli-description = Stigavörðurinn fyrir Five Crowns spilað með alvöru spilum: hann stýrir umferðunum, athugar hendur, heldur stigablaðið (vistað um leið og það breytist) og prentar það. Skrifaðu hjálp í honum til að sjá skipanirnar.
fcc-cli-players = byrjaðu blað með þessum leikmönnum, í sætaröð
fcc-cli-dealer = hver gefur í umferð 1 (sjálfgefið: fyrsti leikmaðurinn)
fcc-cli-resume = haltu áfram með síðasta ókláraða blaðið, eða blað N
fcc-cli-sheets = sýndu vistuðu blöðin
fcc-cli-print = skrifaðu blað N í staðalúttak
fcc-cli-format = með --print: words (línu fyrir línu, sjálfgefið), table, unicode (punktaletur) eða brf
fcc-cli-braille-table = punktaletur: ueb eða ebae (sjálfgefið: íslenskt punktaletur)
fcc-cli-no-save = geymdu þetta blað aðeins á meðan forritið keyrir
fcc-cli-speech = lestu líka hvert svar upphátt: auto, screenreader, tts eða off (sjálfgefið: stillingarinnar, annars off)
fcc-cli-voice = rödd okkar eigin talgervils: auðkenni eða nafn úr shared-table voices
fcc-cli-rate = hraði okkar eigin talgervils í orðum á mínútu (50 til 500)
fcc-cli-plain = venjulegar línur inn og út, engin breyting á kvaðningu eða stýriröð
fcc-names-first = Óþekkt skipun "{ $given }". Skrifaðu { $command } { $names } til að skrá leikmennina.
