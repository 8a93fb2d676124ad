## Vad en spelare kan skriva om ett kort utöver namnen i cards.ftl (words/reading_typed_cards.py). Listor är
## åtskilda av kommatecken; {""} när det inte finns några.

## Ord före ett korts namn som inte säger vilket kort: obestämda artiklar ("en hjärter 7").
fc-typed-articles = en, ett

## "yes": kortet skrivs också som ett ord, sviten först ("hjärterdam", "spaderkung").
fc-typed-compounds = yes

## Andra former av valörens ord: bestämd form ("kasta åttan", "spader kungen"), och talet som svenska skriver
## det ("10:an", "en 7:a").
## programmet säger aldrig ett tal med ändelse (tests/test_spoken_numbers.py), men förstår det.
fc-typed-forms = { $rank ->
    [3] trean, 3:an, 3:a
    [4] fyran, 4:an, 4:a
    [5] femman, 5:an, 5:a
    [6] sexan, 6:an, 6:a
    [7] sjuan, 7:an, 7:a
    [8] åttan, 8:an, 8:a
    [9] nian, 9:an, 9:a
    [10] tian, 10:an, 10:a
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
