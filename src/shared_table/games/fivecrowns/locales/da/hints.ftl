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
fc-hint-with-it-out = Med det kort kan du afslutte.
fc-hint-with-it = Med det kort giver dit bedste kast { $points } point tilbage, { $change ->
    [same] det samme som nu
    [down] ned fra { $now } nu
   *[up] op fra { $now } nu
}.
fc-hint-take-forced = Tag { $card }: bunken er tom.
fc-hint-take-last = Tag { $card }: på din sidste tur { $out ->
    [yes] kan du afslutte med det
   *[no] giver det { $points } point tilbage efter dit bedste kast
}; et kort fra bunken ville i snit give { $mean }.
fc-hint-take-wild = Tag { $card }: en trumf passer i ethvert sæt og enhver serie.
fc-hint-take-meld = Tag { $card }: det fuldender { $meld }.
fc-hint-take-keep = Tag { $card }: det passer til kort, du beholder.
fc-hint-draw-last-melds = Træk fra bunken: på din sidste tur indgår hele din hånd i sæt og serier, så uanset hvad du trækker, lægger du ned uden point.
fc-hint-draw-melds = Træk fra bunken: hele din hånd indgår i sæt og serier, så uanset hvad du trækker, kan du afslutte.
fc-hint-draw-last = Træk fra bunken: på din sidste tur giver et kort fra bunken i snit { $mean } point tilbage efter dit bedste kast; { $card } ville give { $points }.
fc-hint-draw-no-lower = Træk fra bunken: { $card } sænker ikke dine { $points } point.
fc-hint-draw-not-enough = Træk fra bunken: med { $card } ville dit bedste kast give { $points } point tilbage, ned fra { $now } nu, ikke nok til at vise bordet, hvad du samler på.
fc-hint-go-out = Kassér { $card }: resten af din hånd indgår i sæt og serier, så du afslutter.
fc-hint-discard-last = Kassér { $card }: din sidste tur giver dig { $points } point, det færrest mulige.
fc-hint-discard = Kassér { $card }: { $why ->
    [highest] det er dit højeste kort, der ikke hjælper noget sæt eller nogen serie
    [loose] det hjælper hverken sæt eller serier
   *[least] det hjælper din hånd mindst
}; der ville være { $points } point tilbage.
fc-hint-instead = Kasserer du { $card }, er der { $points } tilbage, men { $worth }.
fc-hint-keep-wild = en trumf er værd at beholde, indtil nogen afslutter
fc-hint-keep-neighbour = { $name } har samlet kort op, der passer til det
fc-hint-keep-outs = det kan stadig blive til et sæt eller en serie: { $outs } kort, der ville gøre det færdigt, kan stadig komme
fc-hint-keep-draw = beholder du det, giver dit næste træk flere chancer
fc-hint-collecting = { $name } har taget { $suit } op { $times } gange.
