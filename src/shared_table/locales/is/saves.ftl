## Saved games: the save file's problems, saving as the game goes, listing and replaying (saves/, console/saved_games.py).

save-setup-not-a-table = ekki vistað borð: { $value }
save-setup-players = vistuðu leikmennirnir eru ekki listi af nöfnum: { $value }
save-setup-levels = vistuðu tölvustigin passa ekki við leikmennina: { $value }
save-setup-seat-or-seed = vistaða sætið { $seat } eða fræið { $seed } er ógilt
save-setup-seat-is-a-bot = vistaða sætið { $seat } er tölvuspilara, ekki manneskju
save-setup-options = vistuðu valkostirnir eru ekki listi af nöfnum: { $value }

## The save file on disk (saves/store.py, saves/files.py).

save-read-only-place = { $place } er skrifvarið
save-cannot-keep = ekki er hægt að geyma vistuð spil í { $path }: { $reason }
save-set-aside = Vistuð spil: { $refusal }. Skráin er geymd óbreytt sem { $kept }; spil eru vistuð í { $path } eins og áður.
save-cannot-read-path = Ekki er hægt að lesa { $path } ({ $reason })
save-in-use = spil { $id } er spilað í öðrum glugga núna: haltu áfram þar, eða hættu því þar fyrst
save-deleted-elsewhere = spil { $id } er ekki lengur í { $path }: því var eytt
save-already-saved = leikur { $move } í spili { $id } var þegar vistaður af öðrum glugga
save-changed-elsewhere = spili { $id } var breytt af öðrum glugga
save-missing-move = í spili { $id } í { $path } vantar leik { $move }
save-move-unreadable = ekki er hægt að lesa leik { $move } í spili { $id } í { $path }
save-reason-read-only = hún er skrifvarin
save-reason-disk-full = diskurinn er fullur
save-reason-disk-error = diskvilla: diskurinn gæti verið fullur eða að bila
save-damaged = { $path } er skemmd ({ $detail })
save-no-answer = ekkert svar
save-not-ours = { $path } er gagnagrunnur, en ekki með vistuðum spilum Shared Table
save-unreadable = ekki er hægt að lesa { $path } sem vistuð spil ({ $error })
save-not-now = ekki er hægt að lesa { $path } í augnablikinu ({ $error })
save-database-unreachable = get ekki notað gagnagrunninn { $path }: { $error }. Athugaðu að PostgreSQL keyri þar og að slóðin á eftir --database sé rétt
save-lease-lost = annar þjónn hýsir þetta borð núna, svo þessi vistar ekkert meira af því
save-reason-no-database = gagnagrunnurinn svarar ekki
save-no-version = { $path } hefur ekkert útgáfunúmer: henni gæti hafa verið breytt í höndunum
save-newer = { $path } var skrifuð af nýrri útgáfu Shared Table (vistunarsnið { $version }; þessi les upp að { $newest })
save-not-a-saved = { $what ->
    [action] ekki vistaður leikur
    [event] ekki vistaður atburður
   *[view] ekki vistuð sýn
}: { $problem }

## Saving as the game goes (console/saved_games.py).

save-off = Vistun er óvirk: { $problem }. Spilið heldur áfram óvistað.
save-stopped = Vistun stöðvaðist: { $problem }. Þetta spil heldur áfram óvistað; fyrstu leikirnir ({ $saved }) eru áfram vistaðir.
save-stopped-unsaved = Vistun stöðvaðist: { $problem }. Þetta spil heldur áfram óvistað.
save-failed = Vistun mistókst: ekki var hægt að skrifa { $path } ({ $reason }). Spilið heldur áfram, og leikirnir eru vistaðir um leið og hægt er að skrifa skrána.
save-works-again = Vistun virkar aftur: allir leikir hingað til eru vistaðir.
save-take-back-failed = Vistun stöðvaðist: ekki tókst að fjarlægja leikinn sem var tekinn til baka úr { $path } ({ $reason }). Þetta spil heldur áfram óvistað.
save-stopping-partial = Fyrstu leikirnir ({ $saved }) eru vistaðir sem spil { $id }; hitt var ekki vistað.
save-stopping-pending = Ekki tókst að vista síðustu leikina ({ $pending }) ({ $reason }); leikirnir á undan eru: shared-table play --resume { $id }.
save-stopping-saved = Það er vistað: haltu áfram með shared-table play --resume { $id }.
save-new-table-off = Vistun er óvirk fyrir þetta spil: { $reason }. Það heldur áfram óvistað.
save-new-table = Það er vistað sem spil { $id }.
save-game-number = spil { $id }

## Finding, resuming, listing and replaying saved games.

save-unknown-kind = spil { $id } er af gerðinni { $kind }, sem þessi útgáfa hefur ekki
save-nothing-to-resume = ekkert óklárað spil er til að halda áfram með: byrjaðu eitt með shared-table play
save-nothing-of-game-to-resume = ekkert óklárað spil ({ $game }) er til að halda áfram með: byrjaðu eitt með shared-table play
save-no-such-game = ekkert vistað spil "{ $given }": vistuðu spilin eru { $known } (sjá shared-table games)
save-no-games-yet = ekkert vistað spil "{ $given }": engin vistuð spil eru til enn (shared-table play byrjar eitt)
save-other-game = spil { $id } er af gerðinni { $kind }, ekki { $game }: haltu áfram með það með shared-table play --resume { $id }
save-cannot-read-game = ekki er hægt að lesa spil { $id } í { $path } ({ $problem })
save-does-not-replay = spil { $id } í { $path } gengur ekki upp eftir reglunum ({ $problem })
save-cannot-open = ekki er hægt að opna vistuð spil ({ $problem }), svo ekkert er til að halda áfram með
save-deleted = Spili { $id } eytt.
save-none = Engin vistuð spil enn í { $path }.
save-listed-unknown = Spil { $id }: af gerðinni { $kind }, sem þessi útgáfa hefur ekki.
save-unknown-players = óþekktir leikmenn
save-listed = Spil { $id }, { $game }: { $players }; { $finished ->
    [yes] lokið
   *[no] { $stage }, ólokið
}; leikir: { $moves }; síðast spilað { $when }.
# A Babel (CLDR) date pattern: day, month's name, year, hours and minutes.
save-when-format = d. MMMM y, HH:mm
save-replay-header = Spil { $id }, { $game }, eins og { $name } upplifði það.
save-replay-unfinished = Spilið stöðvast hér, ólokið: haltu áfram með það með shared-table play --resume { $id }.
save-replay-no-such = { $over ->
        [yes] í spili { $id } { $count ->
            [one] er
           *[other] eru
        } { $parts }
       *[no] í spili { $id } { $count ->
            [one] er
           *[other] eru
        } hingað til { $parts }
    }: gefðu --round { $count ->
        [1] 1
       *[other] 1 til { $count }
    }
save-no-player = enginn leikmaður "{ $given }" í þessu spili: leikmennirnir eru { $names }

# A log (-wal) that changed on the disk: read as far as it can be, the files copied aside first.
save-wal-damaged = skráningin { $wal } hefur breyst á diskinum við skrift { $frame }, svo ekki var hægt að lesa { $dropped ->
        [one] skriftina þaðan
       *[other] þær { $dropped } skriftir þaðan
    }
save-copied-aside = Vistaðir leikir: { $damage }. Leikina sem þar eru vistaðir gæti vantað síðustu leikina. Skrárnar eins og þær voru eru geymdar óbreyttar sem { $kept } ásamt -wal og -shm; leikir eru vistaðir í { $path } eins og áður.

# A saved move whose own check fails: changed on the disk since it was saved.
save-move-changed = leikur { $move } í spili { $id } í { $path } hefur breyst á diskinum síðan hann var vistaður (prófunin passar ekki)
save-move-changed-told = Leikur { $move } í spili { $id } í { $path } hefur breyst á diskinum síðan hann var vistaður: spilið er sagt fram að leiknum á undan.
save-move-changed-cut = Leikur { $move } í spili { $id } hefur breyst á diskinum síðan hann var vistaður: spilið heldur áfram frá leiknum á undan. Skrárnar eins og þær voru eru geymdar óbreyttar sem { $kept }; leikir eru vistaðir í { $path } eins og áður.
save-cut-short = { $path } er stytt ({ $size } bæti, engar töflur) á meðan skráningin við hliðina geymir skriftir
save-delete-read-only = ekki er hægt að eyða spili { $id }: { $path } er aðeins til lestrar hér, svo engu í henni verður breytt
save-delete-failed = ekki tókst að eyða spili { $id } úr { $path } ({ $reason }); það er þar enn

# The disk was full at the start: saving starts once it has room.
save-off-for-now = Vistun er óvirk í bili: { $problem }. Spilið heldur áfram og er vistað frá fyrsta leik um leið og pláss er.
save-started-late = Vistun virkar núna: spilið er vistað sem spil { $id } með { $moves } leikjum hingað til.
save-stopping-unsaved = Það var ekki vistað: diskurinn fékk aldrei pláss.
save-header-changed = haus hennar nefnir skráarsnið sem ekkert SQLite skrifar
save-move-changed-not-kept = leikur { $move } í spili { $id } hefur breyst á diskinum síðan hann var vistaður, og ekki var hægt að afrita skrárnar til hliðar ({ $reason }), svo spilið er látið óbreytt í { $path }
save-no-room-yet = ekkert pláss er enn á disknum
save-table-unreadable = Ekki er hægt að opna borð { $code } aftur: vistunarskrá netþjónsins er skemmd þar sem spilið er geymt.
save-salvaged = Vistuð spil: { $refusal }. Skráin er geymd óbreytt sem { $kept }. Það sem enn var hægt að lesa úr henni er vistað í { $path }: { $games ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $games }
    } spil, { $cut } þeirra fram að skemmdinni, og { $tables ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $tables }
    } borð netþjóns.
save-moves-lost = Vistunarskráin skemmdist: í spili { $id } eru { $moves } leikir, en sagt hafði verið frá { $heard }. Spilið heldur áfram frá leik { $moves }.
