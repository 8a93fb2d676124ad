## Tip: den svære computerspillers begrundelser (bots/reasons.py, bots/hard.py).

fc-hint-card = { $kind ->
    [joker] jokeren
    [wild] trumfen { $card }
   *[card] { $card }
}
fc-hint-run = serien i { $suit }
fc-hint-book = sættet af { $ranks }
fc-hint-book-wilds = sættet af trumfer
fc-hint-empty-pile = Træk fra bunken: afkastbunken er tom.
fc-hint-take-forced = Tag { $card }: bunken er tom.
fc-hint-take-last = Tag { $card }: { $out ->
    [yes] med det afslutter du på din sidste tur
   *[no] på din sidste tur giver det { $points } point tilbage; bunken ville i snit give { $mean }
}.
fc-hint-take-wild = Tag { $card }: en trumf passer i ethvert sæt og enhver serie.
fc-hint-take-meld = Tag { $card }: det fuldender { $meld }.
fc-hint-take-keep = Tag { $card }: det passer til kort, du beholder.
fc-hint-draw-last-melds = Træk fra bunken: hele din hånd indgår i sæt og serier, så du lægger ned uden point.
fc-hint-draw-melds = Træk fra bunken: hele din hånd indgår i sæt og serier, så uanset hvad du trækker, kan du afslutte.
fc-hint-draw-last = Træk fra bunken: på din sidste tur giver den i snit { $mean } point tilbage; { $card } ville give { $points }.
fc-hint-draw-no-lower = Træk fra bunken: { $card } sænker ikke dine { $points } point.
fc-hint-draw-not-enough = Træk fra bunken: { $card } er for få point værd til, at du skal vise de andre, hvad du samler på.
fc-hint-go-out = Kassér { $card }: resten af din hånd indgår i sæt og serier, så du afslutter.
fc-hint-discard-last = Kassér { $card }: efter din sidste tur har du { $points } point tilbage, så få som muligt.
fc-hint-discard = Kassér { $card }: { $why ->
    [highest] det er dit højeste kort, der ikke hjælper noget sæt eller nogen serie
    [loose] det hjælper hverken sæt eller serier
    [wild] selv en trumf giver intet sæt eller serie med disse kort
   *[least] det hjælper din hånd mindst
}; der ville være { $points } point tilbage.
fc-hint-discard-keep = Kassér { $card } og behold { $keep }: { $worth }.
fc-hint-keep-wild = en trumf er værd at beholde, indtil nogen afslutter
fc-hint-keep-neighbour = { $name } har samlet kort op, der passer til det
fc-hint-keep-outs = det kan stadig blive til et sæt eller en serie
fc-hint-keep-draw = det giver dit næste træk flere chancer
