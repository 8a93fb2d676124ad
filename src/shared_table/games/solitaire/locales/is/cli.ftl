## `shared-table solitaire` (tools/solitaire.py): hjálpin, villurnar og skýrslan frá --auto.

sol-cli-help = Five Crowns kapall: lokaðu ellefu bunkum úr einum stokki; eða tölfræði tölvuleikmanns
sol-cli-description = Five Crowns kapall í sama línuham og play: skrifaðu help í honum til að heyra skipanirnar. Með --auto spilar tölvuleikmaður marga kapla og sagt er hve oft hann vinnur.
sol-cli-seed = tala sem gerir gjafirnar eins í hvert sinn
sol-cli-hints = segja vísbendingu með hverju spili sem er snúið upp
sol-cli-plain = einfaldar línur inn og út, engin breyting á kvaðningu og engar stýriraðir
sol-cli-speech = lesa líka hvert svar upp: auto, screenreader, tts eða off (sjálfgefið: það sem stillingarnar segja, annars off)
sol-cli-voice = rödd okkar eigin talgervils: auðkenni eða nafn úr shared-table voices
sol-cli-rate = hraði okkar eigin talgervils í orðum á mínútu (50 til 500)
sol-cli-verbosity = hve mikið er sagt (sjálfgefið normal)
sol-cli-resume = halda áfram með síðasta ókláraða kapalinn, eða kapal GAME
sol-cli-no-save = ekki vista þennan kapal
sol-cli-statistics = tölfræði (--auto)
sol-cli-auto = láta tölvuleikmann leggja --games kapla og segja hvernig gekk
sol-cli-games = með --auto: hve marga kapla (sjálfgefið 100)
sol-cli-player = með --auto: planner (sjálfgefið), greedy (samanburðurinn) eða both, hlið við hlið í sömu gjöfum
sol-cli-json = með --auto: tölurnar sem JSON
sol-cli-usage-error = { $prog }: { $problem }. Reyndu: { $prog } --help
sol-cli-problem = { $prog }: { $problem }.
sol-cli-games-range = --games { $games }: gefðu 1 til { $most }
sol-cli-no-player = enginn leikmaður "{ $given }": veldu planner, greedy eða both
sol-cli-auto-only = --games, --player og --json eiga við --auto
sol-cli-stats = { $player }: { NUMBER($wins, useGrouping: 0) } sigrar í { NUMBER($games, useGrouping: 0) } köplum, { NUMBER($rate, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) } (95% bil { NUMBER($low, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) } til { NUMBER($high, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }); { NUMBER($mean, minimumFractionDigits: 2, maximumFractionDigits: 2) } bunkum lokað að meðaltali.
