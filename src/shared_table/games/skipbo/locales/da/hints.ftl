## Rådet (bots/players.py, words/table_lines.py): et træk som råd, og hvorfor.

sb-hint = Tip: { $action }{ $has-why ->
    [yes] : { $why }.
   *[no] .
}
sb-hint-none = Intet tip: det er ikke din tur.
# Whether the move after the colon of sb-hint begins with a capital letter: yes or no.
sb-hint-capital = yes

sb-do-play-stock = spil { $card } fra din egen bunke på byggebunke { $to }{ $wild ->
    [yes] , som { $as }
   *[no] {""}
}
sb-do-play-discard = spil { $card } fra din afkastbunke { $pile } på byggebunke { $to }{ $wild ->
    [yes] , som { $as }
   *[no] {""}
}
sb-do-play-hand = spil { $card } fra hånden på byggebunke { $to }{ $wild ->
    [yes] , som { $as }
   *[no] {""}
}
sb-do-pay = betal { $coins ->
    [one] én mønt
   *[other] { $coins } mønter
} som en { $number } på byggebunke { $to }
sb-do-buy-stock = køb { $card } fra { $owner ->
    [you] din
   *[other] { GENITIVE($name, sibilant: "'") }
} egen bunke for én mønt, og læg kortet på byggebunke { $to }{ $wild ->
    [yes] , som { $as }
   *[no] {""}
}
sb-do-buy-discard = køb { $card } fra { $owner ->
    [you] din
   *[other] { GENITIVE($name, sibilant: "'") }
} afkastbunke { $pile } for én mønt, og læg kortet på byggebunke { $to }{ $wild ->
    [yes] , som { $as }
   *[no] {""}
}
sb-do-discard = læg { $card } i afkastbunke { $pile }
sb-do-pay-toll = betal afgiften på { $coins ->
    [one] én mønt
   *[other] { $coins } mønter
}
sb-do-skip-toll = betal ikke afgiften; så slutter din tur
sb-do-end = slut din tur: din hånd er tom, og der er intet at trække

sb-why-last-stock = dit sidste kort i egen bunke vinder spillet
sb-why-stock-first = din egen bunke kommer først
sb-why-leads-to-stock = det fører frem mod din egen bunkes { $stock }
sb-why-blocks = så kan { $name } ikke længere spille sin { $number } fra egen bunke på byggebunke { $to }
sb-why-pay-toll = når du betaler, kan du spille videre
sb-why-skip-toll = det er ikke mønterne værd at spille videre
sb-why-refill = når hånden er tom, trækker du fem nye kort
sb-why-completes = det gør bunken færdig og frigør pladsen
sb-why-frees = det frigør kortet nedenunder
sb-why-empties-discard = det tømmer din afkastbunke { $pile }
sb-why-closer = det bringer byggebunke { $to } tættere på din egen bunkes { $stock }
sb-why-hand-refills = næste tur trækker du et nyt kort i stedet for det
sb-why-only-wilds = din hånd har kun Skip-Bo-kort
sb-why-keep-others = dine andre kort er mere værd at beholde
sb-why-new-discard = den starter en ny afkastbunke
sb-why-in-order = den afkastbunke holder sig i orden
sb-why-least-needed = det er det kort, du har mindst brug for
