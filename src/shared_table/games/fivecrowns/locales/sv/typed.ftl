## Vad en spelare kan skriva om ett kort utöver namnen i cards.ftl (words/reading_typed_cards.py). Listor är
## åtskilda av kommatecken; {""} när det inte finns några.

## Ord före ett korts namn som inte säger vilket kort: obestämda artiklar ("en hjärter 7").
fc-typed-articles = en, ett

## "yes": kortet skrivs också som ett ord, sviten först ("hjärterdam", "spaderkung").
fc-typed-compounds = yes

## Andra former av valörens ord: bestämd form ("kasta åttan", "spader kungen").
fc-typed-forms = { $rank ->
    [3] trean
    [4] fyran
    [5] femman
    [6] sexan
    [7] sjuan
    [8] åttan
    [9] nian
    [10] tian
    [11] knekten
    [12] damen, drottningen
    [13] kungen
    [joker] jokern
   *[other] {""}
}
fc-typed-letters = { $rank ->
    [11] kn
    [12] d
   *[other] {""}
}
