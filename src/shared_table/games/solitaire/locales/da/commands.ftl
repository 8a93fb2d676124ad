## Commands: name, summary, argument, details and examples (core/commands.py).

sol-cmd-piles = bunker
sol-cmd-piles-summary = hver åben bunke på sin egen linje: dens nummer, hvad der er trumf, og dens point
sol-cmd-piles-examples = bunker
sol-cmd-piles-typed = bunkerne, alle bunker

sol-cmd-pile = bunke
sol-cmd-pile-summary = én bunkes kort, nummereret, og hvordan de bedst lægges ned
sol-cmd-pile-argument = et bunkenummer
sol-cmd-pile-details = Numrene er dem, spil bruger til at nævne det kort, der kommer ud.
sol-cmd-pile-examples = bunke 3
sol-cmd-pile-typed = bunken, vis bunke

sol-cmd-card = kort
sol-cmd-card-summary = det vendte kort, som du skal spille, og hvor mange kort restbunken har
sol-cmd-card-examples = kort
sol-cmd-card-typed = kortet, vendte kort, det vendte kort

sol-cmd-stock = restbunke
sol-cmd-stock-summary = hvor mange kort der er tilbage i restbunken, og hvor mange der er kasseret
sol-cmd-stock-examples = restbunke
sol-cmd-stock-typed = restbunken

sol-cmd-play = spil
sol-cmd-play-summary = det vendte kort kommer i en bunke, og et kort, du nævner, kommer ud af den og kasseres
sol-cmd-play-argument = et bunkenummer, ud og et kort
sol-cmd-play-details = Nævn kortet, der kommer ud, ved dets nummer i bunkens liste eller ved dets navn; ud kan udelades. En bunke, hvor alle kort kan lægges ned, afsluttes. Skriv pas for at lade det vendte kort gå.
sol-cmd-play-examples = spil 3 ud klør konge ; spil 3 ud 2 ; spil 6 ud jd
sol-cmd-play-typed = spille, spiller, læg, lægge, lægger, afslut, afslutte

sol-cmd-pass = pas
sol-cmd-pass-summary = lad det vendte kort gå, kasseret, uden at ændre nogen bunke
sol-cmd-pass-examples = pas
sol-cmd-pass-typed = passe, passer, melder pas, spring over, videre, kassér, kassere, smid

sol-cmd-discards = kasserede
sol-cmd-discards-summary = de døde kort, det sidste først
sol-cmd-discards-examples = kasserede
sol-cmd-discards-typed = kasserede kort, døde kort

solitaire-title = Five Crowns-kabale
sol-points = afsluttede bunker
