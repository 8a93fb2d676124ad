## Commands: name, summary, argument, details and examples (core/commands.py).

fc-cmd-draw = træk
fc-cmd-draw-summary = træk det øverste kort fra bunken
fc-cmd-draw-examples = træk
fc-cmd-draw-typed = trække, trækker, træk et kort, træk fra bunken, tag fra bunken

fc-cmd-take = tag
fc-cmd-take-summary = tag det øverste kort fra afkastbunken
fc-cmd-take-examples = tag
fc-cmd-take-typed = tage, tager, tag op, samle op, samler op, tag det kasserede, tag fra afkastbunken

fc-cmd-discard = kassér
fc-cmd-discard-summary = kassér et kort; indgår resten af din hånd i sæt og serier, afslutter du
fc-cmd-discard-argument = et kort
fc-cmd-discard-details = Angiv kortet med dets nummer på hånden, med dets korte navn som 9h, 10st, Qsp eller joker, med dets navn som hjerter 9, eller med en forkortelse, der kun passer på ét kort. En kulør, som spar eller sp, angiver dine kort i den kulør: kortet, hvis du har ét, ellers valgene.
fc-cmd-discard-examples = kassér 3 ; kassér 9h ; kassér hjerter 9 ; x jo ; x spar
fc-cmd-discard-typed = kassere, kasserer, smid, smide, smider, smid væk, kast, kaste, kaster, læg, lægge, lægger, læg ud, læg ned, gå ud, går ud, afslut, afslutte, afslutter

fc-cmd-hand = hånd
fc-cmd-hand-summary = dine kort efter kulør, trumf til sidst, hvert med sit nummer
fc-cmd-hand-examples = hånd
fc-cmd-hand-typed = hånd, hånden, mine kort, kort, kortene, vis, vis hånd, vis hånden, vis min hånd, vis mine kort, hvad har jeg

fc-cmd-top = øverst
fc-cmd-top-summary = det øverste kort på afkastbunken og antallet af kort i bunken
fc-cmd-top-examples = øverst
fc-cmd-top-typed = øverst, afkastbunke, afkastbunken, øverste, øverste kort

fc-cmd-wild = trumf
fc-cmd-wild-summary = hvilken værdi der er trumf i denne omgang
fc-cmd-wild-examples = trumf
fc-cmd-wild-typed = trumfen, trumfkort, joker, hvad er trumf, hvad er trumfen

fc-cmd-scores = stilling
fc-cmd-scores-summary = alles point i alt og point i sidste omgang
fc-cmd-scores-examples = stilling
fc-cmd-scores-typed = point, pointene, stillingen, resultat

fc-cmd-round = omgang
fc-cmd-round-summary = omgangen, giveren, hvem der afsluttede, og hvor mange kort hver har
fc-cmd-round-examples = omgang
fc-cmd-round-typed = omgangen, runde

fc-cmd-melds = nedlagt
fc-cmd-melds-summary = hvad der er lagt ned i denne omgang
fc-cmd-melds-examples = nedlagt
fc-cmd-melds-typed = lagt ned, nedlagte, sæt, serier

fc-cmd-picks = opsamlet
fc-cmd-picks-summary = hvad hver spiller har taget fra afkastbunken i denne omgang, i rækkefølge
fc-cmd-picks-argument = en spillers navn
fc-cmd-picks-examples = opsamlet ; opsamlet Ann
fc-cmd-picks-typed = samlet op, taget

fc-cmd-sort = sortér
fc-cmd-sort-summary = vis din hånd efter kulør eller efter værdi
fc-cmd-sort-examples = sortér værdi ; sortér kulør

fivecrowns-title = Five Crowns
fc-points = point
fc-cmd-sort-choice-suit = kulør
fc-cmd-sort-choice-rank = værdi
fc-cmd-sort-typed = sorter, sortere, sorterer, sorteret
fc-cmd-sort-choice-suit-typed = {""}
fc-cmd-sort-choice-rank-typed = {""}
