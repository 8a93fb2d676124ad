## Tipset (bots/players.py, words/table_lines.py): ett drag som råd, och varför.

sb-hint = Tips: { $action }{ $has-why ->
    [yes] : { $why }.
   *[no] .
}
sb-hint-none = Inget tips: det är inte din tur.
# Whether the move after the colon of sb-hint begins with a capital letter: yes or no.
sb-hint-capital = yes

sb-do-play-stock = lägg { $card } från din grundhög på bygghög { $to }{ $wild ->
    [yes] , som { $as }
   *[no] {""}
}
sb-do-play-discard = lägg { $card } från din kasthög { $pile } på bygghög { $to }{ $wild ->
    [yes] , som { $as }
   *[no] {""}
}
sb-do-play-hand = lägg { $card } från handen på bygghög { $to }{ $wild ->
    [yes] , som { $as }
   *[no] {""}
}
sb-do-pay = betala { $coins ->
    [one] ett mynt
   *[other] { $coins } mynt
} i stället för en { $number } på bygghög { $to }
sb-do-buy-stock = köp { $card } från { $owner ->
    [you] din
   *[other] { GENITIVE($name, sibilant: "") }
} grundhög för ett mynt, och lägg kortet på bygghög { $to }{ $wild ->
    [yes] , som { $as }
   *[no] {""}
}
sb-do-buy-discard = köp { $card } från { $owner ->
    [you] din
   *[other] { GENITIVE($name, sibilant: "") }
} kasthög { $pile } för ett mynt, och lägg kortet på bygghög { $to }{ $wild ->
    [yes] , som { $as }
   *[no] {""}
}
sb-do-discard = kasta { $card } på din kasthög { $pile }
sb-do-pay-toll = betala avgiften på { $coins ->
    [one] ett mynt
   *[other] { $coins } mynt
}
sb-do-skip-toll = betala inte avgiften; då avslutas din tur
sb-do-end = avsluta din tur: din hand är tom och det finns inget att dra

sb-why-last-stock = ditt sista kort i grundhögen vinner spelet
sb-why-stock-first = grundhögen går först
sb-why-leads-to-stock = det leder fram till din grundhögs { $stock }
sb-why-blocks = då passar { GENITIVE($name, sibilant: "") } { $number } från grundhögen inte längre på bygghög { $to }
sb-why-pay-toll = när du betalar kan du spela vidare
sb-why-skip-toll = det är inte värt mynten att spela vidare
sb-why-refill = när handen är tom drar du fem nya kort
sb-why-completes = då blir högen full och platsen ledig
sb-why-frees = det frigör kortet under
sb-why-empties-discard = det tömmer din kasthög { $pile }
sb-why-closer = det för bygghög { $to } närmare din grundhögs { $stock }
sb-why-hand-refills = du drar ett nytt kort i dess ställe nästa tur
sb-why-only-wilds = din hand har bara Skip-Bo-kort
sb-why-keep-others = dina andra kort är mer värda att behålla
sb-why-new-discard = då påbörjas en ny kasthög
sb-why-in-order = den kasthögen förblir i ordning
sb-why-least-needed = det är det kort du behöver minst
