## Kommandon: namn, sammanfattning, argument, detaljer och exempel (core/commands.py).

fc-cmd-draw = dra
fc-cmd-draw-summary = dra det översta kortet från draghögen
fc-cmd-draw-examples = dra
fc-cmd-draw-typed = drar, dra kort, dra ett kort, dra från draghögen, ta från draghögen

fc-cmd-take = ta
fc-cmd-take-summary = ta det översta kortet från kasthögen
fc-cmd-take-examples = ta
fc-cmd-take-typed = tar, ta upp, plocka, plocka upp, ta från kasthögen, ta den, ta kortet

fc-cmd-discard = kasta
fc-cmd-discard-summary = kasta ett kort; bildar resten av handen böcker och serier, går du ut
fc-cmd-discard-argument = ett kort
fc-cmd-discard-details = Ange kortet med dess nummer i handen, med dess korta namn som 9h, 10st, Qsp eller joker, med dess namn som hjärter 9, eller med en förkortning som bara passar ett kort. En svit, som spader eller sp, anger dina kort i den sviten: kortet, om du har ett, annars valen.
fc-cmd-discard-examples = kasta 3 ; kasta 9h ; kasta hjärter 9 ; x jo ; x spader
fc-cmd-discard-typed = kastar, kasta bort, släng, slänga, slänger, lägg bort, gå ut, går ut

fc-cmd-hand = hand
fc-cmd-hand-summary = dina kort efter svit, vilda kort sist, vart och ett med sitt nummer
fc-cmd-hand-examples = hand
fc-cmd-hand-typed = handen, mina kort, visa handen

fc-cmd-top = överst
fc-cmd-top-summary = det översta kortet på kasthögen och hur många kort draghögen har
fc-cmd-top-examples = överst
fc-cmd-top-typed = översta, översta kortet, kasthögen

fc-cmd-wild = vilt
fc-cmd-wild-summary = vilken valör som är vilt kort i den här omgången
fc-cmd-wild-examples = vilt
fc-cmd-wild-typed = vilda, vilda kort, vildkort

fc-cmd-scores = ställning
fc-cmd-scores-summary = allas poäng totalt och poängen i senaste omgången
fc-cmd-scores-examples = ställning
fc-cmd-scores-typed = poäng, ställningen, resultat

fc-cmd-round = omgång
fc-cmd-round-summary = omgången, givaren, vem som gick ut och hur många kort var och en har
fc-cmd-round-examples = omgång
fc-cmd-round-typed = omgången

fc-cmd-melds = nedlagt
fc-cmd-melds-summary = det som lagts ned i den här omgången
fc-cmd-melds-examples = nedlagt
fc-cmd-melds-typed = nedlagda, böcker, serier

fc-cmd-picks = plockat
fc-cmd-picks-summary = vad varje spelare har tagit från kasthögen i den här omgången, i ordning
fc-cmd-picks-argument = en spelares namn
fc-cmd-picks-examples = plockat ; plockat Ann
fc-cmd-picks-typed = plockade, tagna kort

fc-cmd-sort = sortera
fc-cmd-sort-summary = visa handen efter svit eller efter valör
fc-cmd-sort-examples = sortera valör ; sortera svit

fivecrowns-title = Five Crowns
fc-points = poäng
fc-cmd-sort-choice-suit = svit
fc-cmd-sort-choice-rank = valör
fc-cmd-sort-typed = sortering
fc-cmd-sort-choice-suit-typed = färg, sortera efter färg
fc-cmd-sort-choice-rank-typed = {""}
