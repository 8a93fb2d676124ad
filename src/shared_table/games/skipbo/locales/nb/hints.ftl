## Tipset (bots/players.py, words/table_lines.py): et trekk som råd, og hvorfor.

sb-hint = Tips: { $action }{ $has-why ->
    [yes] : { $why }.
   *[no] .
}
sb-hint-none = Ingen tips: det er ikke din tur.
# Whether the move after the colon of sb-hint begins with a capital letter: yes or no.
sb-hint-capital = yes

## Trekk som råd. $card: sb-card-name; $wild "yes" når et Skip-Bo-kort står for $as.

sb-do-play-stock = spill { $card } fra hovedbunken din på spillebunke { $to }{ $wild ->
    [yes] , som { $as }
   *[no] {""}
}
sb-do-play-discard = spill { $card } fra kastebunke { $pile } på spillebunke { $to }{ $wild ->
    [yes] , som { $as }
   *[no] {""}
}
sb-do-play-hand = spill { $card } fra hånden på spillebunke { $to }{ $wild ->
    [yes] , som { $as }
   *[no] {""}
}
sb-do-pay = betal { $coins ->
    [one] én mynt
   *[other] { $coins } mynter
} som en { $number } på spillebunke { $to }
sb-do-buy-stock = kjøp { $card } fra { $owner ->
    [you] hovedbunken din
   *[other] { GENITIVE($name, sibilant: "'") } hovedbunke
} for én mynt, og legg kortet på spillebunke { $to }{ $wild ->
    [yes] , som { $as }
   *[no] {""}
}
sb-do-buy-discard = kjøp { $card } fra { $owner ->
    [you] din
   *[other] { GENITIVE($name, sibilant: "'") }
} kastebunke { $pile } for én mynt, og legg kortet på spillebunke { $to }{ $wild ->
    [yes] , som { $as }
   *[no] {""}
}
sb-do-discard = kast { $card } på kastebunke { $pile }
sb-do-pay-toll = betal avgiften på { $coins ->
    [one] én mynt
   *[other] { $coins } mynter
}
sb-do-skip-toll = ikke betal avgiften; da er turen din over
sb-do-end = avslutt turen: hånden er tom, og det er ikke noe å trekke

## Hvorfor. $stock: tallet på hovedbunken din (sb-number), eller Skip-Bo-kortet.

sb-why-last-stock = det siste kortet i hovedbunken din vinner spillet
sb-why-stock-first = hovedbunken kommer først
sb-why-leads-to-stock = det fører fram mot { $stock ->
    [Skip-Bo-kortet] Skip-Bo-kortet i hovedbunken din
   *[other] hovedbunkens { $stock }
}
sb-why-blocks = da kan ikke { $name } spille en { $number } fra hovedbunken sin på spillebunke { $to }
sb-why-pay-toll = når du betaler, kan du spille videre
sb-why-skip-toll = det er ikke verdt myntene å spille videre
sb-why-refill = når hånden er tom, trekker du fem nye kort
sb-why-completes = da blir bunken full og plassen ledig
sb-why-frees = det frigjør kortet under
sb-why-empties-discard = det tømmer kastebunke { $pile }
sb-why-closer = det bringer spillebunke { $to } nærmere { $stock ->
    [Skip-Bo-kortet] Skip-Bo-kortet i hovedbunken din
   *[other] hovedbunkens { $stock }
}
sb-why-hand-refills = neste tur trekker du et nytt kort i stedet
sb-why-only-wilds = du har bare Skip-Bo-kort på hånden
sb-why-keep-others = de andre kortene dine er mer verdt å beholde
sb-why-new-discard = det begynner en ny kastebunke
sb-why-in-order = den kastebunken holder seg i rekkefølge
sb-why-least-needed = det er kortet du trenger minst
