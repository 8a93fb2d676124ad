## Utskrifter i punktskrift (braille/printouts.py). Allt med små bokstäver; korten som punktskriftskorten skriver dem.

fc-brl-hand-title = five crowns hand
fc-brl-scores-title = five crowns poäng
fc-brl-round = omgång { $round } vilda { $ranks }
fc-brl-hand = hand { $n } kort
fc-brl-wild = vilda
fc-brl-run = serie
fc-brl-book = bok
fc-brl-left = över
fc-brl-none = inga
fc-brl-points = { $n } poäng
fc-brl-final = slutställning
fc-brl-scores-after = poäng efter omgång { $round }
fc-brl-no-rounds = inga omgångar räknade än
fc-brl-round-column = omgång
fc-brl-total = totalt
fc-brl-by-player = per spelare: varje omgång, sedan totalt
fc-brl-winners = { $names } { $n ->
    [one] vinner
   *[other] delar segern
} med { $points }

fc-brl-no-wild-rank = ingen vild valör { $rank }: den vilda valören är 3 till 13 (3 till 10, Kn, D, K eller J, Q, K)
fc-brl-no-players = inga spelare: ett protokoll behöver minst en
fc-brl-too-many-rounds = { $rounds } omgångar: ett parti Five Crowns har { $most }
fc-brl-scores-per-player = omgång { $round } har { $scores } poäng för { $players } spelare: ge en poäng per spelare
fc-brl-bad-score = omgång { $round } har poängen { $score }: poäng är hela tal, 0 eller mer
