# The table as the web page draws it (games/solitaire/braille/drawing.py).
sol-web-turned = Stokken
sol-web-turned-card = Vendt kort
sol-web-stock-left = { $n ->
    [one] { $n } kort igjen i stokken
   *[other] { $n } kort igjen i stokken
}
sol-web-piles = De elleve bunkene
sol-web-pile = Bunke { $n }, { $ranks ->
    [treere] treerne
    [firere] firerne
    [femmere] femmerne
    [seksere] sekserne
    [sjuere] sjuerne
    [niere] nierne
    [tiere] tierne
    [knekter] knektene
    [damer] damene
    [konger] kongene
   *[other] åtterne
} er jokerkort
sol-web-closed = Avsluttet
sol-web-discards = Kastede kort
sol-web-swap-here = Bunke { $n }: bytt det valgte kortet med det vendte kortet
sol-web-pass = La det vendte kortet gå
sol-web-pick = Velg først et kort i en bunke: det tas ut, og det vendte kortet legges i bunken.
