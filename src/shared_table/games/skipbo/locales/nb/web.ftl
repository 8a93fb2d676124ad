# The table as the web page draws it (games/skipbo/braille/drawing.py).
sb-web-title = Skip-Bo, spill { $game }
sb-web-mine = Hovedbunken din
sb-web-stock = Øverste kort
sb-web-stock-left = { $n ->
    [one] { $n } kort i hovedbunken din
   *[other] { $n } kort i hovedbunken din
}
sb-web-stock-count = { $n ->
    [one] { $n } kort i hovedbunken
   *[other] { $n } kort i hovedbunken
}
sb-web-coins = { $coins ->
    [0] Du har ingen mynter.
    [one] Du har én mynt.
   *[other] Du har { $coins } mynter.
}
sb-web-hand = Hånden din
sb-web-discards = Kastebunkene dine
sb-web-discard-pile = Kastebunke { $n }
sb-web-empty = Tom
sb-web-building = Spillebunker
sb-web-building-pile = Spillebunke { $n }
sb-web-building-note = { $top ->
    [0] Tom
   *[other] Opp til { $top }
}, { $coins ->
    [0] ingen mynter ved siden av
    [one] én mynt ved siden av
   *[other] { $coins } mynter ved siden av
}
sb-web-draw-pile = { $n ->
    [one] { $n } kort igjen å trekke
   *[other] { $n } kort igjen å trekke
}
sb-web-play-here = Spill det valgte kortet på spillebunke { $n }
sb-web-discard-here = Kast det valgte kortet på kastebunke { $n }
sb-web-pay-here = Betal mynter for spillebunke { $n }
sb-web-their-stock = Øverste kort
sb-web-player = { $hand ->
    [one] { $hand } kort på hånden
   *[other] { $hand } kort på hånden
}, { $coins ->
    [one] { $coins } mynt
   *[other] { $coins } mynter
}
sb-web-toll-pay = Betal avgiften
sb-web-toll-skip = Hopp over avgiften
sb-web-end = Avslutt turen
sb-web-pick = Velg et kort først: fra hånden, hovedbunken eller en kastebunke.
sb-web-player-column = Spiller
sb-web-points = Poeng
